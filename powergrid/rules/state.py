"""The game state: plain slotted objects that clone in microseconds.

``GameState`` holds data and read-only queries; the rules that change it live in
the mixins of ``auction``, ``plantmarket``, ``economy`` and ``building`` and are
put together in ``engine.GameState``. Validation of outside input happens once, in
``apply``; everything below it trusts the state.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Self

from .phase import Phase
from .tables import (
    COAL,
    GARBAGE,
    OIL,
    PLANTS,
    STEP3,
    URANIUM,
    PlayerCountRules,
)

if TYPE_CHECKING:
    from ..board import Board
    from .book import RuleBook
    from .deck import CardSet
    from .outcome import Outcome

AUCTION, RESOURCES_PHASE, BUILD, BUREAUCRACY, OVER = (
    Phase.AUCTION,
    Phase.RESOURCES,
    Phase.BUILD,
    Phase.BUREAUCRACY,
    Phase.OVER,
)
PHASE_TITLES = {phase: phase.heading for phase in Phase}
#: A draw-stack card a player cannot see, in a player's view.
HIDDEN = -1
INF = 10**9
#: The marks of a game no rule change has marked anything in (shared, never changed:
#: marks are replaced, not changed in place; a plain dict, so a state pickles).
NO_MARKS: Mapping[str, int] = {}

#: Storage of coal, oil, hybrid (coal or oil), garbage and uranium of a set of plants.
Capacities = tuple[int, int, int, int, int]
#: The end of a game: ``ranking`` (seats, best first), ``powered`` (cities each seat
#: powered at the end, by seat) and ``winners`` (seats sharing the first place).


class PlayerState:
    """One seat's belongings. ``net[c]`` is the connection cost from the network to c."""

    __slots__ = ("seat", "money", "plants", "res", "cities", "net")

    seat: int
    money: int
    #: Plant numbers, sorted.
    plants: list[int]
    #: Stored coal, oil, garbage and uranium.
    res: list[int]
    #: City indices of the board, in the order built.
    cities: list[int]
    #: Connection cost from the network to every city index; None without a house.
    net: list[int] | None

    def __init__(self, seat: int, money: int) -> None:
        self.seat = seat
        self.money = money
        self.plants: list[int] = []
        self.res: list[int] = [0, 0, 0, 0]
        self.cities: list[int] = []
        self.net: list[int] | None = None

    def clone(self) -> PlayerState:
        p = PlayerState.__new__(PlayerState)
        p.seat = self.seat
        p.money = self.money
        p.plants = self.plants[:]
        p.res = self.res[:]
        p.cities = self.cities[:]
        p.net = self.net  # replaced, never mutated in place
        return p

    def capacities(self) -> Capacities:
        """Storage of coal, oil, hybrid (coal or oil), garbage and uranium (RULES 1.6)."""
        key = tuple(self.plants)
        caps = _CAPS.get(key)
        if caps is None:
            if len(_CAPS) >= CACHE_LIMIT:
                _CAPS.clear()  # bounded; every step is one dict operation, safe in threads
            caps = _CAPS[key] = storage_of(key)
        return caps

    def room_for(self, resource: int) -> int:
        """How many more tokens of ``resource`` fit the plants (RULES 3.3)."""
        return room_for(self.capacities(), self.res, resource)

    def highest_plant(self) -> int:
        """The highest plant number owned, 0 without plants (ties of turn order, RULES 3.1)."""
        return self.plants[-1] if self.plants else 0


#: Module caches of the inner loop start over when they hold this many entries. They
#: are plain dicts (a hit is one lookup, cheaper than lru_cache) and are shared by
#: the GUI thread and the AI worker: each step is a single dict operation under the
#: GIL and the values are never changed once stored, so a race only recomputes one.
CACHE_LIMIT = 1 << 15
_CAPS: dict[tuple[int, ...], Capacities] = {}
_STORAGE_SLOT = {"coal": 0, "oil": 1, "hybrid": 2, "garbage": 3, "uranium": 4}


def storage_of(plants: Iterable[int]) -> Capacities:
    """Storage of coal, oil, hybrid, garbage and uranium of a set of plants (RULES 1.6)."""
    caps = [0, 0, 0, 0, 0]
    for number in plants:
        plant = PLANTS[number]
        slot = _STORAGE_SLOT.get(plant.kind)
        if slot is not None:
            caps[slot] += 2 * plant.amount
    return caps[0], caps[1], caps[2], caps[3], caps[4]


def room_for(caps: Capacities, res: Sequence[int], resource: int) -> int:
    """Free room for one resource given capacities and holdings; hybrids share space."""
    c_cap, o_cap, h_cap, g_cap, u_cap = caps
    if resource == COAL:
        return c_cap + h_cap - max(0, res[OIL] - o_cap) - res[COAL]
    if resource == OIL:
        return o_cap + h_cap - max(0, res[COAL] - c_cap) - res[OIL]
    if resource == GARBAGE:
        return g_cap - res[GARBAGE]
    return u_cap - res[URANIUM]


def fits(caps: Capacities, res: Sequence[int]) -> bool:
    """True when holdings ``res`` fit plants with capacities ``caps`` (hybrids shared)."""
    c_cap, o_cap, h_cap, g_cap, u_cap = caps
    return (
        res[GARBAGE] <= g_cap
        and res[URANIUM] <= u_cap
        and max(0, res[COAL] - c_cap) + max(0, res[OIL] - o_cap) <= h_cap
    )


class StateData:
    """The data of one game position, its clone and its read-only queries."""

    __slots__ = (
        "board",
        "rules",
        "book",
        "marks",
        "n",
        "seed",
        "shuffles",
        "round",
        "phase",
        "step",
        "order",
        "players",
        "market",
        "deck",
        "known_bottom",
        "setup_removed",
        "removed",
        "res_market",
        "res_north",
        "owners",
        "step3_pending",
        "step2_done",
        "bought",
        "out",
        "chooser",
        "auc_plant",
        "auc_bid",
        "auc_leader",
        "auc_ring",
        "auc_turn",
        "discard_seat",
        "discard_keep_plant",
        "sold_any",
        "turn",
        "max_cities",
        "result",
        "is_view",
        "cards",
        "sort_key",
        "inactive",
        "remove_left",
    )

    board: Board
    #: The player-count row of the rules (RULES 1.5), the same as ``book.limits``.
    rules: PlayerCountRules
    #: The game's tables and rule changes (shared by every copy, like the board).
    book: RuleBook
    #: What rule changes keep of the game, under their ids; replaced, never changed in
    #: place (copies share it).
    marks: Mapping[str, int]
    #: Number of players.
    n: int
    #: Seed of the chance events and how many have happened (see ``_rng``).
    seed: int
    shuffles: int
    round: int
    phase: Phase
    step: int
    #: Seats in turn order.
    order: list[int]
    players: list[PlayerState]
    #: The plant market, sorted; may end with the Step 3 card (``STEP3``).
    market: list[int]
    #: The draw stack, bottom first (the top is the end); ``HIDDEN`` cards in a view.
    deck: list[int]
    #: How many cards at the bottom of the stack everybody knows (put under it).
    known_bottom: int
    #: Plants removed at setup; in a view every plant the seat cannot locate.
    setup_removed: list[int]
    #: Plants (and the Step 3 card) out of the game, in the order they left.
    removed: list[int]
    #: Tokens of coal, oil, garbage and uranium on the resource market.
    res_market: list[int]
    #: The second resource market's tokens (RULES 8.23), replaced, never changed in
    #: place (clones share it); (0, 0, 0, 0) where the game has one market.
    res_north: tuple[int, int, int, int]
    #: Seats with a house in each city index, in the order built.
    owners: list[tuple[int, ...]]
    step3_pending: bool
    step2_done: bool
    #: Seats that bought a plant in this round's auction.
    bought: list[bool]
    #: Seats that passed on choosing a plant in this round's auction.
    out: list[bool]
    chooser: int
    #: The plant being auctioned (0: none), the highest bid and who made it.
    auc_plant: int
    auc_bid: int
    auc_leader: int
    #: Seats still bidding, clockwise from the chooser, and the index of the next bidder.
    auc_ring: list[int]
    auc_turn: int
    #: The seat that must discard a plant (-1: none) and the plant it just bought.
    discard_seat: int
    discard_keep_plant: int
    #: Whether any plant was sold in this round's auction.
    sold_any: bool
    #: How many players have finished their turn in the current phase.
    turn: int
    #: The most cities any player has.
    max_cities: int
    result: Outcome | None
    #: True for a player's view: unknown cards are ``HIDDEN``.
    is_view: bool
    #: The deck's cards (shared, never changed) and the market's order: None when
    #: plain integer order is right (no two plants share a number), else the deck's
    #: order (``CardSet.order``: "+" plants above plain ones, RULES 6).
    cards: CardSet
    sort_key: Callable[[int], int] | None
    #: The inactive area, in the order cards arrived (None: the variant is off), and
    #: how many matching cards are still to be removed at setup (RULES 6).
    inactive: list[int] | None
    remove_left: int

    def clone(self) -> Self:
        """An independent copy for search; the board and tables are shared."""
        s = object.__new__(type(self))
        s.board = self.board
        s.rules = self.rules
        s.book = self.book
        s.marks = self.marks
        s.n = self.n
        s.seed = self.seed
        s.shuffles = self.shuffles
        s.round = self.round
        s.phase = self.phase
        s.step = self.step
        s.order = self.order[:]
        s.players = [p.clone() for p in self.players]
        s.market = self.market[:]
        s.deck = self.deck[:]
        s.known_bottom = self.known_bottom
        s.setup_removed = self.setup_removed[:]
        s.removed = self.removed[:]
        s.res_market = self.res_market[:]
        s.res_north = self.res_north
        s.owners = self.owners[:]
        s.step3_pending = self.step3_pending
        s.step2_done = self.step2_done
        s.bought = self.bought[:]
        s.out = self.out[:]
        s.chooser = self.chooser
        s.auc_plant = self.auc_plant
        s.auc_bid = self.auc_bid
        s.auc_leader = self.auc_leader
        s.auc_ring = self.auc_ring[:]
        s.auc_turn = self.auc_turn
        s.discard_seat = self.discard_seat
        s.discard_keep_plant = self.discard_keep_plant
        s.sold_any = self.sold_any
        s.turn = self.turn
        s.max_cities = self.max_cities
        s.result = self.result
        s.is_view = self.is_view
        s.cards = self.cards
        s.sort_key = self.sort_key
        s.inactive = None if self.inactive is None else self.inactive[:]
        s.remove_left = self.remove_left
        return s

    def _plant_order(self, card: int) -> int:
        """Where a card stands in the market's order (its number in the original deck);
        0, a player's "highest plant" when he owns none, stands below every card."""
        return card if self.sort_key is None or card == 0 else self.sort_key(card)

    def _plant_number(self, card: int) -> int:
        """The number printed on a card: the lowest bid and the purge limit (RULES 3.2)."""
        return card if self.cards.plain else PLANTS[card].number

    # ----- whose decision ------------------------------------------------------------

    @property
    def current_player(self) -> int:
        """The seat that decides now, or -1 when the game is over."""
        phase = self.phase
        if phase is AUCTION:
            if self.discard_seat >= 0:
                return self.discard_seat
            if self.auc_plant:
                return self.auc_ring[self.auc_turn]
            return self.chooser
        if phase is RESOURCES_PHASE or phase is BUILD:
            return self.order[self.n - 1 - self.turn]
        if phase is BUREAUCRACY:
            if self.book.on["deciding_seat"]:
                seat = self._deciding_seat()
                if seat >= 0:
                    return seat
            return self.order[self.turn]
        return -1

    def counted_plants(self, plants: list[int]) -> int:
        """How many of ``plants`` count toward the plant limit (RULES 3.2: all; RULES
        8.110: no mine)."""
        count = len(plants)
        for change in self.book.on["plants_counted"]:
            count = min(count, change.plants_counted(plants))
        return count

    def _deciding_seat(self) -> int:
        """The seat taking a rule change's own decision before the plants run (RULES
        8.111), -1: none."""
        for change in self.book.on["deciding_seat"]:
            seat = change.deciding_seat(self)  # type: ignore[arg-type]
            if seat >= 0:
                return seat
        return -1

    def is_terminal(self) -> bool:
        """True once the game is over."""
        return self.phase is OVER

    # ----- plant market ----------------------------------------------------------------

    def current_market(self) -> list[int]:
        """Plants for sale: the lowest four (all six in step 3), or as many as the board
        says (RULES 8.21) or a rule change says now (RULES 8.10); never the Step 3 card."""
        return [p for p in self.market[: self._market_size()] if p != STEP3]

    def future_market(self) -> list[int]:
        """The rest of the plant market (empty in step 3, RULES 4.3)."""
        return [] if self.step == 3 else self.market[self._market_size() :]

    def _market_size(self) -> int:
        size = self.book.current_size[self.step]
        for change in self.book.on_market_size:
            size = change.market_size(self, size)  # type: ignore[arg-type]
        return size

    # ----- resources ------------------------------------------------------------------

    def supply(self) -> list[int]:
        """Tokens in the bank's supply: everything not on the market nor on a plant."""
        held = [0, 0, 0, 0]
        for p in self.players:
            r = p.res
            held[0] += r[0]
            held[1] += r[1]
            held[2] += r[2]
            held[3] += r[3]
        total = self.book.total_tokens
        north = self.res_north
        return [total[i] - self.res_market[i] - held[i] - north[i] for i in range(4)]

    # ----- cities ---------------------------------------------------------------------

    def connection_cost(self, seat: int, city_index: int) -> int:
        """Cheapest connection from the seat's network to a city (0 without a network)."""
        net = self.players[seat].net
        return 0 if net is None else net[city_index]

    # ----- serialisation of a position ------------------------------------------------

    def snapshot(self) -> dict[str, Any]:
        """Every field of the position as plain JSON data (used for digests and tests)."""
        data: dict[str, Any] = {}
        for name in StateData.__slots__:
            if name in ("board", "rules", "book", "cards", "sort_key"):
                continue
            if name in ("inactive", "remove_left") and self.inactive is None:
                continue  # the original game's digests stay those of older versions
            if name == "res_north" and self.book.north is None:
                continue  # one market: the digests of older versions
            if name == "marks":
                if self.marks:
                    data[name] = dict(self.marks)
                if self.book.edition != "original":
                    data["edition"] = self.book.edition
                continue
            value: Any = getattr(self, name)
            if name == "players":
                value = [{k: getattr(p, k) for k in PlayerState.__slots__} for p in value]
            elif name == "owners":
                value = [list(o) for o in value]
            data[name] = value
        return data

    def digest(self) -> str:
        """A fingerprint of the position: equal positions have equal digests."""
        return snapshot_digest(self.snapshot())


def snapshot_digest(data: dict[str, Any]) -> str:
    """The digest of a position's snapshot (see ``StateData.snapshot``)."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode()).hexdigest()
