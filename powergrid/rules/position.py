"""Positions as data: a validated JSON description of any reachable game position.

A :class:`Position` says everything the rules need to go on from a position and
nothing else: the markets, the draw stack (with hidden cards in a player's view),
the players' money, plants, fuel and cities, the houses, the round, step and phase,
whose turn it is, the auction in progress and a pending discard. The format is
documented in ``docs/position-format.md``.

``to_position(state)`` writes a position; ``checked_position(position)`` checks one
and gives the board and deck it is played with, and ``fill_state`` writes it into a
new state (``GameState.from_position`` does both). An inconsistent position is
refused with a :class:`PositionError` that names every problem found, not just the
first. A state and the state rebuilt from its position have the same digest and
the same legal actions.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from ..board import Board, MapError, builtin_id, builtin_maps
from ..refusals import field_problem, listing, one_line, quoted
from .book import RuleBook
from .cards import CardSet, legacy_ids
from .config import Edition, GameConfig, MapContent, Variants, map_content_problems
from .deck import DeckFile, shipped_name
from .errors import ConfigError, RulesError
from .phase import Phase
from .setup import (
    _book,
    _mapfile_of,
    builtin_key,
    checked_map,
    choose_cities,
    choose_regions,
    config_board,
    config_map,
    deck_of,
)
from .state import (
    AUCTION,
    BUILD,
    BUREAUCRACY,
    HIDDEN,
    NO_MARKS,
    OVER,
    RESOURCES_PHASE,
    PlayerState,
    StateData,
    fits,
    storage_of,
)
from .tables import PLANTS, RESOURCES, STEP3

FORMAT: Literal["powergrid-position"] = "powergrid-position"
VERSION: Literal[1] = 1

#: How the Step 3 card and a card a player cannot see are written.
STEP3_CARD: Literal["step3"] = "step3"
HIDDEN_CARD: Literal["hidden"] = "hidden"

PhaseName = Literal["auction", "resources", "build", "bureaucracy", "over"]
Card = int | Literal["step3"]
StackCard = int | Literal["step3", "hidden"]


class PositionError(RulesError):
    """A position that is not a consistent game position; ``problems`` lists every fault."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = [one_line(p, 400) for p in problems]
        shown = listing(self.problems, limit=5, separator="; ", item_limit=300)
        super().__init__(one_line(f"inconsistent position: {shown}"))


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Resources(_Model):
    """Tokens of each resource (on the market or stored on one player's plants)."""

    coal: int = 0
    oil: int = 0
    garbage: int = 0
    uranium: int = 0

    def as_list(self) -> list[int]:
        """The counts in the engine's order: coal, oil, garbage, uranium."""
        return [self.coal, self.oil, self.garbage, self.uranium]

    @classmethod
    def of(cls, counts: list[int]) -> Resources:
        """From counts in the engine's order."""
        return cls(coal=counts[0], oil=counts[1], garbage=counts[2], uranium=counts[3])


class PlayerPosition(_Model):
    """One seat (seats are numbered by their place in ``Position.players``)."""

    money: int
    plants: list[int] = Field(default_factory=list)
    resources: Resources = Field(default_factory=Resources)
    #: Cities with one of the player's houses, in the order built.
    cities: list[str] = Field(default_factory=list)


class AuctionPosition(_Model):
    """A running auction: the plant, the highest bid and who is still in it."""

    plant: int
    bid: int
    leader: int
    #: Seats still bidding, clockwise starting from the one who opened the auction.
    bidders: list[int]
    #: Index in ``bidders`` of the seat that bids or passes now.
    next: int


class DiscardPosition(_Model):
    """A player above the plant limit who must discard a plant (RULES 3.2)."""

    seat: int
    #: The plant just bought, which may not be discarded.
    bought: int


class Position(_Model):
    """A game position (format ``powergrid-position``, version 1).

    Optional fields may be left out when writing a position by hand: ``houses``
    defaults to the players' cities in seat order, ``chooser`` to the first seat in
    turn order that has neither bought nor passed, ``bought`` and ``passed`` to
    nobody, ``step2_done`` to ``step >= 2``.
    """

    format: Literal["powergrid-position"] = FORMAT
    version: Literal[1] = VERSION
    #: A built-in map's name, or the name of the map carried whole in ``map_content``.
    map: str
    map_content: MapContent | None = None
    regions: list[str]
    seed: int = 0
    #: Chance events that happened so far (the next one depends on seed and count).
    shuffles: int = 0
    round: int
    step: int
    step2_done: bool | None = None
    phase: PhaseName
    #: Seats in turn order.
    order: list[int]
    #: Players who finished their turn in this phase (resources, build, bureaucracy).
    turn: int = 0
    chooser: int | None = None
    bought: list[bool] | None = None
    passed: list[bool] | None = None
    sold_any: bool = False
    auction: AuctionPosition | None = None
    discard: DiscardPosition | None = None
    resource_market: Resources
    #: The plant market, lowest first; the Step 3 card, if drawn, last.
    plant_market: list[Card]
    #: The draw stack from the top down; ``"hidden"`` for cards a view does not show.
    draw_stack: list[StackCard]
    #: Cards at the bottom of the stack that everybody knows (put under it since the
    #: last shuffle).
    known_bottom: int = 0
    #: Cards out of the game, in the order they left.
    removed: list[Card] = Field(default_factory=list)
    #: Plants removed at setup; in a view, every plant whose place the seat cannot know.
    setup_removed: list[int] = Field(default_factory=list)
    players: list[PlayerPosition]
    #: City -> seats with a house there, in the order built.
    houses: dict[str, list[int]] | None = None
    #: True for a player's view (hidden stack order, no seed).
    view: bool = False
    #: Free city selection (RULES 6): the cities in play (``regions`` then lists the
    #: regions they lie in) and the free-city table's thresholds.
    free_cities: bool = False
    cities: list[str] | None = None
    #: The deck: a shipped deck by name, or a whole deck file in ``deck_content``.
    deck: str = "original"
    deck_content: DeckFile | None = None
    #: The inactive area (RULES 6) in the order the cards arrived; None: not played.
    inactive_area: list[int] | None = None
    #: Cards matching the inactive area still to be removed (the setup removals).
    removals_left: int = 0
    #: The rule set (RULES 7); positions of older versions have none: the original game.
    edition: Edition = "original"
    #: What the game's rule changes keep, by change id (the discounted plant …).
    marks: dict[str, int] = Field(default_factory=dict, max_length=20)
    #: The second resource market (RULES 8.23); None where the game has one.
    resource_market_north: Resources | None = None

    @model_validator(mode="after")
    def _carried_map(self) -> Position:
        if self.map_content is not None:
            problems = map_content_problems(self.map, self.map_content)
            if problems:
                raise ValueError("map_content: " + listing(problems, limit=3, separator="; "))
        return self


# ----- writing -------------------------------------------------------------------------------


def _card(card: int) -> Card:
    return STEP3_CARD if card == STEP3 else card


def _stack_card(card: int) -> StackCard:
    if card == HIDDEN:
        return HIDDEN_CARD
    return _card(card)


def to_position(state: StateData) -> Position:
    """The position of ``state`` (a full state or a player's view)."""
    board = state.board
    cities = board.cities
    auction = None
    if state.auc_plant:
        auction = AuctionPosition(
            plant=state.auc_plant,
            bid=state.auc_bid,
            leader=state.auc_leader,
            bidders=state.auc_ring[:],
            next=state.auc_turn,
        )
    free = state.book.free_cities
    shipped = shipped_name(state.cards)
    discard = None
    if state.discard_seat >= 0:
        discard = DiscardPosition(seat=state.discard_seat, bought=state.discard_keep_plant)
    key = builtin_key(board.mapfile)
    return Position(
        map=board.mapfile.name if key is None else key,
        map_content=board.mapfile if key is None else None,
        regions=list(board.regions),
        seed=state.seed,
        shuffles=state.shuffles,
        round=state.round,
        step=state.step,
        step2_done=state.step2_done,
        phase=_phase_name(state.phase),
        order=state.order[:],
        turn=state.turn,
        chooser=state.chooser if state.phase == AUCTION else None,
        bought=state.bought[:],
        passed=state.out[:],
        sold_any=state.sold_any,
        auction=auction,
        discard=discard,
        resource_market=Resources.of(state.res_market),
        plant_market=[_card(c) for c in state.market],
        draw_stack=[_stack_card(c) for c in reversed(state.deck)],
        known_bottom=state.known_bottom,
        removed=[_card(c) for c in state.removed],
        setup_removed=state.setup_removed[:],
        players=[
            PlayerPosition(
                money=p.money,
                plants=p.plants[:],
                resources=Resources.of(p.res),
                cities=[cities[c] for c in p.cities],
            )
            for p in state.players
        ],
        houses={cities[c]: list(seats) for c, seats in enumerate(state.owners) if seats},
        view=state.is_view,
        free_cities=free,
        cities=list(cities) if free else None,
        deck=shipped or state.cards.name,
        deck_content=None if shipped else state.cards.file,
        inactive_area=None if state.inactive is None else state.inactive[:],
        removals_left=state.remove_left,
        edition=state.book.edition,  # type: ignore[arg-type]  # a book holds a rule set's name
        marks=dict(state.marks),
        resource_market_north=None
        if state.book.north is None
        else Resources.of(list(state.res_north)),
    )


_PHASE_NAMES: dict[Phase, PhaseName] = {
    AUCTION: "auction",
    RESOURCES_PHASE: "resources",
    BUILD: "build",
    BUREAUCRACY: "bureaucracy",
    OVER: "over",
}


def _phase_name(phase: Phase) -> PhaseName:
    return _PHASE_NAMES[phase]


#: The engine's phase values by their names in the format.
_PHASE_BY_NAME: dict[PhaseName, Phase] = {name: phase for phase, name in _PHASE_NAMES.items()}


# ----- reading -------------------------------------------------------------------------------


def parse_position(data: Position | Mapping[str, Any] | str) -> Position:
    """A :class:`Position` from a model, a JSON-like mapping or JSON text.

    Raises :class:`PositionError` naming every field that has the wrong shape.
    """
    if isinstance(data, Position):
        return data
    try:
        if isinstance(data, str):
            return Position.model_validate_json(data)
        return Position.model_validate(data)
    except ValidationError as err:
        problems = [field_problem(e, top="position") for e in err.errors()]
        raise PositionError(problems) from err


def checked_position(
    data: Position | Mapping[str, Any] | str, board: Board | GameConfig | None = None
) -> tuple[Position, Board, CardSet, RuleBook]:
    """The position, its board, its deck and its rule book, after checking that it is
    consistent.

    ``board`` (or a config whose map and seats must match) may be given to reuse
    a board; otherwise it is made from the position's map and regions. Raises
    :class:`PositionError` naming every problem when the position is inconsistent.
    The engine builds its state from them (``GameState.from_position``).
    """
    pos = parse_position(data)
    problems: list[str] = []
    n = len(pos.players)
    if n not in range(2, 7):
        raise PositionError([f"Power Grid is for 2 to 6 players, not {n}"])
    game_board = _board_of(pos, board, problems)
    book = _book_of(pos, game_board, problems)
    cards = _cards_of(pos, problems)
    if cards is not None and book is not None:
        cards = book.cards(cards)  # the regions' own plants (RULES 8.80)
    if cards is not None and not cards.plain:
        pos = _renumbered(pos, cards)
    if book is None:
        raise PositionError(problems)
    checker = _Checker(pos, game_board, problems, cards, book)
    checker.run()
    if problems:
        raise PositionError(problems)
    assert game_board is not None and cards is not None
    return pos, game_board, cards, book


def _book_of(pos: Position, board: Board | None, problems: list[str]) -> RuleBook | None:
    """The rule book of the position's board, rule set and player count."""
    if board is None:
        return None
    try:
        if pos.map_content is None and pos.map.lower() in builtin_maps():
            _mapfile_of(pos.map.lower())  # checks the map's rules once
        elif pos.map_content is None:  # a carried map was checked when it was read
            checked_map(board.mapfile)
        return _book(board, pos.edition, len(pos.players), pos.free_cities)
    except (ConfigError, MapError, ValueError) as err:
        problems.append(str(err))
    return None


def _board_of(pos: Position, given: Board | GameConfig | None, problems: list[str]) -> Board | None:
    n = len(pos.players)
    if isinstance(given, Board):
        fits_board = True
        if not _same_map(given.mapfile, pos):
            problems.append(f"the board is map {given.mapfile.name}, the position {pos.map}")
            fits_board = False
        if sorted(given.regions) != sorted(pos.regions):
            problems.append(
                f"the board has regions {sorted(given.regions)}, the position {sorted(pos.regions)}"
            )
            fits_board = False
        return given if fits_board else None
    if isinstance(given, GameConfig):
        if given.map.lower() != pos.map.lower() or given.map_content != pos.map_content:
            problems.append(f"the config plays on map {given.map}, the position on {pos.map}")
        if len(given.seats) != n:
            problems.append(f"the config has {len(given.seats)} seats, the position {n} players")
    if pos.map_content is None and pos.map.lower() not in builtin_maps():
        problems.append(
            f"map: {quoted(pos.map)} is not a built-in map ({', '.join(builtin_maps())}); "
            "a position names built-in maps only and carries any other map whole in "
            "map_content"
        )
        return None
    try:
        if pos.free_cities or pos.cities is not None:
            if pos.cities is None:
                problems.append("free_cities: the position must list its cities")
                return None
            variants = Variants(free_cities=True, cities=tuple(pos.cities))
            config = _config_of(pos, n, variants=variants)
            if pos.free_cities:
                return config_board(config, choose_regions(config, 0), choose_cities(config, 0))
            return Board(config_map(config), cities=pos.cities)
        config = _config_of(pos, n, regions=tuple(pos.regions))
        return config_board(config, choose_regions(config, 0), None)
    except (ConfigError, MapError, ValueError) as err:
        problems.append(str(err))
    return None


def _same_map(mapfile: Any, pos: Position) -> bool:
    """Whether a given board's map is the position's (the built-in map it names, or
    the map it carries)."""
    if pos.map_content is not None:
        return bool(mapfile == pos.map_content)
    return bool(builtin_id(mapfile.name) == builtin_id(pos.map))


def _config_of(pos: Position, n: int, **fields: Any) -> GameConfig:
    """A config of ``n`` seats on the position's map and rule set (to build its board)."""
    if pos.map_content is None:
        return GameConfig.quick(n, pos.map.lower(), edition=pos.edition, **fields)
    config = GameConfig.quick(n, pos.map, edition=pos.edition, **fields)
    return config.model_copy(update={"map_content": pos.map_content})


def _cards_of(pos: Position, problems: list[str]) -> CardSet | None:
    """The position's deck (shipped by name or given whole)."""
    try:
        return deck_of(Variants(deck=pos.deck, deck_content=pos.deck_content))
    except (ConfigError, ValueError) as err:
        problems.append(f"deck: {err}")
    return None


def _renumbered(pos: Position, cards: CardSet) -> Position:
    """The position with card ids of version 0.2.0 written as today's (the same cards)."""
    new_of = {old: new for new, old in legacy_ids(cards.file).items()}
    if not new_of:
        return pos

    def card(value: Any) -> Any:
        return new_of.get(value, value) if type(value) is int else value

    data = pos.model_dump()
    for key in ("plant_market", "draw_stack", "removed", "setup_removed", "inactive_area"):
        if data.get(key) is not None:
            data[key] = [card(c) for c in data[key]]
    for player in data["players"]:
        player["plants"] = [card(c) for c in player["plants"]]
    if data.get("auction") is not None:
        data["auction"]["plant"] = card(data["auction"]["plant"])
    if data.get("discard") is not None:
        data["discard"]["bought"] = card(data["discard"]["bought"])
    return Position.model_validate(data)


def fill_state(
    state: StateData, pos: Position, board: Board, cards: CardSet, book: RuleBook
) -> None:
    """Write a checked position into the slots of a new state (a finished game's
    ranking is left to the engine)."""
    n = len(pos.players)
    state.board = board
    state.book = book
    state.rules = book.limits
    state.marks = dict(pos.marks) if pos.marks else NO_MARKS
    state.cards = cards
    state.sort_key = cards.sort_key
    state.inactive = None if pos.inactive_area is None else pos.inactive_area[:]
    state.remove_left = pos.removals_left
    state.n = n
    state.seed = pos.seed
    state.shuffles = pos.shuffles
    state.round = pos.round
    state.phase = _PHASE_BY_NAME[pos.phase]
    state.step = pos.step
    state.step2_done = pos.step >= 2 if pos.step2_done is None else pos.step2_done
    state.order = pos.order[:]
    index = board.index
    state.players = [_player_state(seat, pp, board, cards) for seat, pp in enumerate(pos.players)]
    state.market = [_card_number(c) for c in pos.plant_market]
    state.deck = [_stack_number(c) for c in reversed(pos.draw_stack)]
    state.known_bottom = pos.known_bottom
    state.setup_removed = pos.setup_removed[:]
    state.removed = [_card_number(c) for c in pos.removed]
    state.res_market = pos.resource_market.as_list()
    north = pos.resource_market_north
    if north is None:
        state.res_north = (0, 0, 0, 0)
    else:
        c, o, g, u = north.as_list()
        state.res_north = (c, o, g, u)
    state.owners = [()] * len(board.cities)
    for city, seats in _houses(pos).items():
        state.owners[index[city]] = tuple(seats)
    state.step3_pending = STEP3 in state.market
    state.bought = list(pos.bought) if pos.bought is not None else [False] * n
    state.out = list(pos.passed) if pos.passed is not None else [False] * n
    state.sold_any = pos.sold_any
    _fill_auction(state, pos)
    state.turn = pos.turn
    state.max_cities = max(len(p.cities) for p in state.players)
    state.result = None
    state.is_view = pos.view


def _player_state(seat: int, pp: PlayerPosition, board: Board, cards: CardSet) -> PlayerState:
    """One seat's belongings as the engine keeps them, with the distances from its
    network to every city (the minimum over its cities' rows)."""
    p = PlayerState(seat, pp.money)
    p.plants = sorted(pp.plants, key=cards.sort_key)
    p.res = pp.resources.as_list()
    p.cities = [board.index[c] for c in pp.cities]
    if board.fee is not None and p.cities:  # a board of islands (RULES 8.81)
        p.net = board.network_costs(p.cities)
        return p
    for c in p.cities:
        row = board.dist[c]
        p.net = (
            list(row)
            if p.net is None
            else [a if a < b else b for a, b in zip(p.net, row, strict=True)]
        )
    return p


def _fill_auction(state: StateData, pos: Position) -> None:
    """The auction's slots: the chooser, a running auction and a pending discard in
    the auction phase; empty in any other phase."""
    state.chooser = -1
    state.auc_plant, state.auc_bid, state.auc_leader = 0, 0, -1
    state.auc_ring, state.auc_turn = [], 0
    state.discard_seat, state.discard_keep_plant = -1, 0
    if pos.phase != AUCTION:
        return
    state.chooser = pos.chooser if pos.chooser is not None else _first_chooser(pos)
    if pos.auction is not None:
        a = pos.auction
        state.auc_plant, state.auc_bid, state.auc_leader = a.plant, a.bid, a.leader
        state.auc_ring, state.auc_turn = a.bidders[:], a.next
    if pos.discard is not None:
        state.discard_seat = pos.discard.seat
        state.discard_keep_plant = pos.discard.bought


def _card_number(card: Card) -> int:
    return STEP3 if card == STEP3_CARD else int(card)


def _stack_number(card: StackCard) -> int:
    if card == HIDDEN_CARD:
        return HIDDEN
    return STEP3 if card == STEP3_CARD else int(card)


def _houses(pos: Position) -> dict[str, list[int]]:
    """The houses of a position: as written, or from the players' cities in seat order."""
    if pos.houses is not None:
        return pos.houses
    houses: dict[str, list[int]] = {}
    for seat, p in enumerate(pos.players):
        for city in p.cities:
            houses.setdefault(city, []).append(seat)
    return houses


def _first_chooser(pos: Position) -> int:
    """The seat that chooses a plant now: first in turn order not yet bought nor passed."""
    n = len(pos.players)
    bought = pos.bought or [False] * n
    passed = pos.passed or [False] * n
    for seat in pos.order:
        if 0 <= seat < n and not bought[seat] and not passed[seat]:
            return seat
    return -1


# ----- consistency -----------------------------------------------------------------------------


class _Checker:
    """Collects every inconsistency of a position (each check adds its own sentences)."""

    def __init__(
        self,
        pos: Position,
        board: Board | None,
        problems: list[str],
        cards: CardSet | None,
        book: RuleBook,
    ) -> None:
        self.pos = pos
        self.board = board
        self.problems = problems
        self.n = len(pos.players)
        self.book = book
        self.rules = book.limits
        self.deck = cards
        self.key = None if cards is None else cards.sort_key

    def add(self, problem: str) -> None:
        self.problems.append(problem)

    def run(self) -> None:
        self.turn_order()
        self.steps()
        self.cards()
        self.resources()
        self.players()
        if self.board is not None:
            self.houses(self.board)
        self.phase()
        self.marks()

    def marks(self) -> None:
        """Each mark belongs to a rule change of the game and says what it may."""
        pos = self.pos
        market = [_card_number(c) for c in pos.plant_market]
        for key, value in pos.marks.items():
            change = self.book.change(key)
            if change is None:
                self.add(f"marks.{key}: the game plays no rule change {key!r}")
            else:
                for problem in change.mark_problems(value, pos.phase, market):
                    self.add(problem)

    def seat_ok(self, seat: int) -> bool:
        return 0 <= seat < self.n

    # ----- round, step, order --------------------------------------------------------------

    def turn_order(self) -> None:
        pos = self.pos
        if sorted(pos.order) != list(range(self.n)):
            self.add(f"turn order {pos.order} is not each of the seats 0 to {self.n - 1} once")
        for name, flags in (("bought", pos.bought), ("passed", pos.passed)):
            if flags is not None and len(flags) != self.n:
                self.add(f"'{name}' has {len(flags)} entries for {self.n} players")

    def steps(self) -> None:
        pos = self.pos
        if pos.round < 1:
            self.add(f"round {pos.round}: rounds count from 1")
        if pos.step not in (1, 2, 3):
            self.add(f"step {pos.step}: the game has steps 1, 2 and 3")
        if pos.step2_done is not None:
            if pos.step == 2 and not pos.step2_done:
                self.add("step 2 is running but step2_done is false")
            if pos.step == 1 and pos.step2_done:
                self.add("step2_done is true in step 1")
        if pos.shuffles < 0:
            self.add(f"shuffles {pos.shuffles} is negative")

    # ----- plant cards ---------------------------------------------------------------------

    def cards(self) -> None:
        """Every plant card in exactly one place, the setup removals, the market."""
        places, hidden = self._card_places()
        self._each_card_once(places)
        self._setup_removals(hidden)
        self.market()
        pos = self.pos
        if not 0 <= pos.known_bottom <= len(pos.draw_stack):
            self.add(
                f"known_bottom {pos.known_bottom} is not within the {len(pos.draw_stack)} "
                "cards of the draw stack"
            )

    def _card_places(self) -> tuple[list[tuple[int, str]], int]:
        """Each card the position names with where it lies, and the hidden cards of
        the draw stack (a view's)."""
        pos = self.pos
        places: list[tuple[int, str]] = []
        for card in pos.plant_market:
            places.append((_card_number(card), "the plant market"))
        hidden = 0
        for stack_card in pos.draw_stack:
            number = _stack_number(stack_card)
            if number == HIDDEN:
                hidden += 1
            else:
                places.append((number, "the draw stack"))
        for card in pos.removed:
            places.append((_card_number(card), "the removed plants"))
        for card in pos.setup_removed:
            places.append((card, "the plants removed at setup"))
        for seat, p in enumerate(pos.players):
            places.extend((card, f"seat {seat}'s plants") for card in p.plants)
        for card in pos.inactive_area or ():
            places.append((card, "the inactive area"))
        return places, hidden

    def _each_card_once(self, places: list[tuple[int, str]]) -> None:
        """No card of another deck, none in two places, none missing."""
        # Without a usable deck (named in ``problems`` already) every card counts as known.
        known = {c for c, _ in places} if self.deck is None else set(self.deck.plants) | {STEP3}
        where: dict[int, list[str]] = {}
        for card, place in places:
            where.setdefault(card, []).append(place)
        for card in sorted(where):
            name = "the Step 3 card" if card == STEP3 else f"plant {card}"
            if card not in known:
                self.add(f"{name} does not exist (places: {', '.join(where[card])})")
            elif len(where[card]) > 1:
                self.add(f"{name} is in {len(where[card])} places: {', '.join(where[card])}")
        missing = sorted(known - set(where))
        if missing:
            names = ["the Step 3 card" if c == STEP3 else str(c) for c in missing]
            self.add(f"cards in no place: {', '.join(names)}")

    def _setup_removals(self, hidden: int) -> None:
        """The plants removed at setup (or left to remove with the inactive area) agree
        with the table size, and only a view hides cards."""
        pos = self.pos
        # With the inactive area the setup removals happen face up during play.
        at_setup = 0 if pos.inactive_area is not None else self.rules.removed
        if pos.removals_left and pos.inactive_area is None:
            self.add("removals_left is only used with the inactive area")
        if not 0 <= pos.removals_left <= self.rules.removed:
            self.add(f"removals_left {pos.removals_left} is not between 0 and {self.rules.removed}")
        if pos.view:
            unseen = len(pos.setup_removed)
            if hidden + at_setup != unseen:
                self.add(
                    f"a view with {hidden} hidden cards and {at_setup} plants "
                    f"removed at setup must list {hidden + at_setup} unseen "
                    f"plants in setup_removed, not {unseen}"
                )
        elif hidden:
            self.add(
                f"{hidden} hidden cards in the draw stack of a full position "
                "(only a view hides cards)"
            )
        elif len(pos.setup_removed) != at_setup:
            self.add(
                f"{self.n} players remove {at_setup} plants at setup, not {len(pos.setup_removed)}"
            )

    def market(self) -> None:
        pos = self.pos
        market = [_card_number(c) for c in pos.plant_market]
        if self.deck is not None and any(c not in self.deck.order for c in market):
            return  # unknown cards are named by cards()
        if market != sorted(market, key=self.key):
            self.add(f"plant market {_show(pos.plant_market)} is not sorted lowest first")
        places = 8
        for change in self.book.on["market_places"]:
            places = change.market_places(places)  # RULES 8.90: a larger market
        if len(market) > places:
            self.add(f"the plant market holds {len(market)} cards; it has {places} places")
        step3_in_market = STEP3 in market
        if step3_in_market and pos.phase not in (AUCTION, BUILD):
            self.add(
                f"the Step 3 card waits in the market during {pos.phase}; it is "
                "removed at once outside the auction and building (RULES 4.2)"
            )
        step3_removed = any(c == STEP3_CARD for c in pos.removed)
        if pos.step == 3 and not step3_removed:
            self.add("step 3 is running but the Step 3 card is not among the removed cards")
        boxed = any(c.boxes_step3() for c in self.book.changes)
        if step3_removed and pos.step != 3 and not boxed:
            self.add(f"the Step 3 card is removed but the game is in step {pos.step}")

    # ----- resources -----------------------------------------------------------------------

    def resources(self) -> None:
        pos = self.pos
        market = pos.resource_market.as_list()
        held = [0, 0, 0, 0]
        for seat, p in enumerate(pos.players):
            for r, k in enumerate(p.resources.as_list()):
                if k < 0:
                    self.add(f"seat {seat} stores {k} {RESOURCES[r]}")
                held[r] += k
        size, total = self.book.track_size, self.book.total_tokens
        north = self._north(held)
        for r, name in enumerate(RESOURCES):
            if not 0 <= market[r] <= size[r]:
                self.add(
                    f"the resource market holds {market[r]} {name}; its track has {size[r]} places"
                )
            if market[r] + held[r] + north[r] > total[r]:
                self.add(
                    f"{market[r] + north[r]} {name} on the market and {held[r]} on plants: "
                    f"more than the {total[r]} tokens of the game"
                )

    def _north(self, held: list[int]) -> list[int]:
        """The second market's tokens (RULES 8.23), checked against its tracks."""
        pos, book = self.pos, self.book
        if book.north is None:
            if pos.resource_market_north is not None:
                self.add("resource_market_north: the game plays with one resource market")
            return [0, 0, 0, 0]
        if pos.resource_market_north is None:
            self.add("resource_market_north: the game plays with two resource markets")
            return [0, 0, 0, 0]
        north = pos.resource_market_north.as_list()
        for r, name in enumerate(RESOURCES):
            if not 0 <= north[r] <= book.north_size[r]:
                self.add(
                    f"the North market holds {north[r]} {name}; its track has "
                    f"{book.north_size[r]} places"
                )
        return north

    # ----- players --------------------------------------------------------------------------

    def _counted(self, plants: list[int]) -> int:
        """How many of ``plants`` count toward the plant limit (RULES 8.110: no mine)."""
        count = len(plants)
        for change in self.book.on["plants_counted"]:
            count = min(count, change.plants_counted(plants))
        return count

    def players(self) -> None:
        pos = self.pos
        limit = self.rules.plant_limit
        discard_seat = pos.discard.seat if pos.discard is not None else -1
        for seat, p in enumerate(pos.players):
            if p.money < 0:
                self.add(f"seat {seat} has negative money {p.money}")
            allowed = limit + 1 if seat == discard_seat else limit
            if self._counted(p.plants) > allowed:
                self.add(f"seat {seat} owns {len(p.plants)} plants; the limit is {limit}")
            plants = [c for c in p.plants if c in PLANTS]
            res = p.resources.as_list()
            if min(res) >= 0 and not fits(storage_of(plants), res):
                self.add(
                    f"seat {seat} stores {_show_res(res)}, more than plants {_show(p.plants)} hold"
                )
            if len(p.cities) > self.book.houses:
                self.add(
                    f"seat {seat} has {len(p.cities)} houses; each player has {self.book.houses}"
                )
            twice = sorted(c for c, k in Counter(p.cities).items() if k > 1)
            if twice:
                self.add(f"seat {seat} has two houses in {', '.join(twice)}")

    # ----- houses ---------------------------------------------------------------------------

    def houses(self, board: Board) -> None:
        pos = self.pos
        regions = {city.name: city.region for city in board.mapfile.cities}
        houses = _houses(pos)

        def city_problem(city: str, who: str) -> None:
            if city in board.index:
                return
            if city in regions:
                self.add(
                    f"{who} a house in {city}, in region {regions[city]}, which is not in play"
                )
            else:
                self.add(f"{who} a house in {city!r}, which is not a city of map {pos.map}")

        for seat, p in enumerate(pos.players):
            for city in dict.fromkeys(p.cities):
                city_problem(city, f"seat {seat} has")
        for city, seats in houses.items():
            if pos.houses is not None:
                city_problem(city, "the houses list has")
            bad = [s for s in seats if not self.seat_ok(s)]
            if bad:
                self.add(f"{city} holds houses of unknown seats {bad}")
            twice = sorted(s for s, k in Counter(seats).items() if k > 1)
            if twice:
                self.add(f"{city} holds two houses of seat {twice[0]}")
            c = board.index.get(city)
            if c is not None and pos.step in (1, 2, 3):
                allowed = len(self.book.open_by_city[pos.step][c])
                if len(seats) > allowed:
                    self.add(f"{city} holds {len(seats)} houses; step {pos.step} allows {allowed}")
        if pos.houses is not None:
            for seat, p in enumerate(pos.players):
                listed = sorted(c for c, seats in houses.items() if seat in seats)
                if listed != sorted(set(p.cities)):
                    self.add(
                        f"seat {seat}'s cities {sorted(set(p.cities))} differ from its "
                        f"houses on the board {listed}"
                    )

    # ----- phase and whose turn ---------------------------------------------------------------

    def phase(self) -> None:
        pos = self.pos
        if pos.phase != AUCTION:
            if pos.auction is not None:
                self.add(f"an auction is running during {pos.phase}")
            if pos.discard is not None:
                self.add(f"a discard is pending during {pos.phase}")
            if pos.chooser is not None:
                self.add(f"a chooser is named during {pos.phase}")
        if pos.phase in (RESOURCES_PHASE, BUILD, BUREAUCRACY):
            if not 0 <= pos.turn < self.n:
                self.add(
                    f"turn {pos.turn} in {pos.phase}: {self.n} players take turns 0 to {self.n - 1}"
                )
        elif pos.phase == AUCTION:
            self.auction_phase()
        elif pos.phase == OVER:
            if not 0 <= pos.turn <= self.n:
                self.add(f"turn {pos.turn} at the end of the game")
            most = max(len(p.cities) for p in pos.players)
            if most < self.rules.end_cities:
                self.add(
                    f"the game is over but nobody has {self.rules.end_cities} cities (most: {most})"
                )

    def auction_phase(self) -> None:
        pos = self.pos
        n = self.n
        if pos.turn != 0:
            self.add(f"turn {pos.turn} during the auction (turns count in phases 3 to 5)")
        bought = pos.bought or [False] * n
        passed = pos.passed or [False] * n
        if len(bought) != n or len(passed) != n:
            return
        first = _first_chooser(pos)
        if pos.discard is None and first < 0:
            self.add("every seat has bought a plant or passed: the auction is over")
        if pos.chooser is not None:
            if not self.seat_ok(pos.chooser):
                self.add(f"chooser {pos.chooser} is not a seat")
            elif pos.discard is None and pos.chooser != first:
                self.add(
                    f"seat {pos.chooser} cannot choose: seat {first} is the first in "
                    "turn order who has neither bought nor passed"
                )
        for seat in range(n):
            if bought[seat] and passed[seat]:
                self.add(f"seat {seat} both bought a plant and passed")
        if pos.discard is not None:
            self.discard(pos.discard, bought)
            if pos.auction is not None:
                self.add("an auction runs while a discard is pending")
        if pos.auction is not None:
            self.running_auction(pos.auction, bought, passed)

    def discard(self, d: DiscardPosition, bought: list[bool]) -> None:
        if not self.seat_ok(d.seat):
            self.add(f"discard by unknown seat {d.seat}")
            return
        p = self.pos.players[d.seat]
        limit = self.rules.plant_limit
        if self._counted(p.plants) != limit + 1:
            self.add(f"seat {d.seat} must discard but owns {len(p.plants)} plants, not {limit + 1}")
        if d.bought not in p.plants:
            self.add(f"seat {d.seat} just bought plant {d.bought} but does not own it")
        if not bought[d.seat]:
            self.add(f"seat {d.seat} must discard but has not bought a plant this round")

    def running_auction(self, a: AuctionPosition, bought: list[bool], passed: list[bool]) -> None:
        pos = self.pos
        size = self.book.current_size[pos.step] if 1 <= pos.step <= 3 else 4
        current = [c for c in pos.plant_market[:size] if c != STEP3_CARD]
        if a.plant not in current:
            self.add(f"plant {a.plant} is auctioned but not in the current market {_show(current)}")
        card = PLANTS.get(a.plant)
        if a.bid < (a.plant if card is None else card.number):
            self.add(f"the highest bid {a.bid} is below plant {a.plant}'s number")
        bad = [s for s in a.bidders if not self.seat_ok(s)]
        if bad:
            self.add(f"auction bidders {bad} are not seats")
            return
        if len(set(a.bidders)) != len(a.bidders):
            self.add(f"auction bidders {a.bidders} name a seat twice")
        if len(a.bidders) < 2:
            self.add("an auction needs at least two bidders; with one the plant is sold")
        for s in a.bidders:
            if bought[s] or passed[s]:
                self.add(f"seat {s} bids although it has bought or passed this round")
        if a.leader not in a.bidders:
            self.add(f"the highest bidder {a.leader} is not among the bidders {a.bidders}")
        elif pos.players[a.leader].money < a.bid:
            self.add(f"seat {a.leader} bid {a.bid} with {pos.players[a.leader].money} Elektro")
        if not 0 <= a.next < len(a.bidders):
            self.add(f"next bidder index {a.next} is outside the bidders {a.bidders}")
            return
        seat = a.bidders[a.next]
        if seat == a.leader:
            self.add(f"seat {seat} holds the highest bid and cannot be the next bidder")
        elif pos.players[seat].money <= a.bid:
            self.add(f"seat {seat} is to bid but cannot outbid {a.bid}")


def _show(cards: list[Any]) -> str:
    return "[" + ", ".join(map(str, cards)) + "]"


def _show_res(res: list[int]) -> str:
    return ", ".join(f"{k} {RESOURCES[r]}" for r, k in enumerate(res) if k) or "nothing"
