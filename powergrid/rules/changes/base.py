"""The base of every rule change, its parameters and the registry of changes by id.

A rule change is one small behaviour a map or a rule set plays with (RULES 7 and
8 in ``docs/rules.md``): a class that declares a pydantic model of its parameters
(``Params``), one English sentence saying what it does (``summary``, with the
parameters as ``{fields}``), and overrides the *points* of the round it needs.
Each point is a method of :class:`RuleChange` that does nothing; the game's
:class:`~powergrid.rules.book.RuleBook` keeps, per point, the changes that
override it, so the engine pays one empty-tuple test where nothing is plugged in.

Adding a point: a no-op method here, its name in :data:`POINTS` (and in
:data:`EXCLUSIVE` when only one change of a game may hold it), one call where the
engine reaches that moment of the round, reading ``book.on[point]``.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Any, ClassVar

from pydantic import BaseModel, ConfigDict

if TYPE_CHECKING:
    from ...board import Board, MapFile
    from .. import events as ev
    from ..book import RuleBook
    from ..cards import CardSet
    from ..deck import DeckFile
    from ..engine import GameState as StateData

__all__ = [
    "EXCLUSIVE",
    "POINTS",
    "REGISTRY",
    "BoardPricedChange",
    "ChangeParams",
    "RuleChange",
    "register",
]


class ChangeParams(BaseModel):
    """Parameters of a rule change: frozen, no key the change does not know."""

    model_config = ConfigDict(frozen=True, extra="forbid")


#: The points of the round a change may override, in the order of a round.
POINTS: tuple[str, ...] = (
    # set-up and the plant deck
    "deal",
    "stack_top",
    "setup_removals",
    # auction
    "auction_started",
    "opening_bid",
    "plant_sold",
    # plant market
    "purge",
    "unsold",
    # resources
    "extra_price",
    "refill",
    # plants for sale, who may buy them, what a seat pays, the bureaucracy's update
    "market_size",
    "may_buy",
    "buy_costs",
    "plants_updated",
    # the plant market's size and its draws (RULES 8.21)
    "step_market_size",
    "replace_sold",
    "market_update",
    "ordered_top",
    # a second resource market (RULES 8.23)
    "second_market",
    # the cards known on top of the stack, the start of step 2 (after phase 4)
    "known_top",
    "step2_started",
    # a player passes instead of choosing a plant (RULES 8.42)
    "chooser_passed",
    # where a seat may build and the connection it pays, a house built (RULES 8.43)
    "build_connection",
    "city_built",
    # phase 1 (turn order) after the auction (RULES 8.52)
    "order_after_auction",
    # the Step 3 card drawn, the end of phases 2 and 4 (RULES 8.62)
    "step3_card",
    "steps_due",
    "plant_drawn",
    # income, the cities a run must power, the prices open to buyers, one token a turn
    # (RULES 8.70 to 8.73)
    "income",
    "least_powered",
    "price_cap",
    "one_token_turns",
    # the deck a game deals from (RULES 8.80)
    "deck",
    # another start of step 2, at the end of phase 4 (RULES 8.84)
    "step2_due",
    # the places of the plant market, the draw when step 2 begins (RULES 8.90)
    "market_places",
    "step2_draw",
    # a resource sold beyond its track from a pile of its own, where burnt fuel goes,
    # who may build where (RULES 8.100, 8.101)
    "extra_tokens",
    "extra_bought",
    "fuel_burnt",
    "closed_cities",
    # the tracks a step prices purchases by, a seat's plants under the plant limit, the
    # game's end (RULES 8.110 to 8.112)
    "step_tracks",
    "plants_counted",
    "game_ending",
    # a decision of a change's own at the start of the bureaucracy (RULES 8.111)
    "bureaucracy_started",
    "deciding_seat",
    "decision_actions",
    "decided",
    # the game is set up, the plant deck dealt (RULES 8.120)
    "game_set_up",
)
#: Points only one change of a game may override (each replaces a base rule whole).
EXCLUSIVE: tuple[str, ...] = (
    "deal",
    "stack_top",
    "setup_removals",
    "purge",
    "unsold",
    "step_market_size",
    "replace_sold",
    "market_update",
    "ordered_top",
    "second_market",
    "step3_card",
    "one_token_turns",
)


class RuleChange:
    """A rule change with its checked parameters. Subclasses override points below.

    The ``s`` of every point is the game state (its slots are the engine's); a
    change keeps any state of its own in ``s.marks`` under its id, a mapping that is
    replaced, never changed in place (states share it until one of them changes).
    """

    id: ClassVar[str] = ""
    Params: ClassVar[type[ChangeParams]] = ChangeParams
    #: What the change does, one English sentence; ``{name}`` is a parameter.
    summary: ClassVar[str] = ""
    #: The section of docs/rules.md that states the change.
    section: ClassVar[str] = ""
    #: True for a change that lays out the starting market itself and checks in
    #: ``setup_problems`` that round 1 can be played (RULES 3.2).
    own_opening: ClassVar[bool] = False

    def __init__(self, params: ChangeParams) -> None:
        self.params = params

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.params.model_dump()}>"

    def describe(self) -> str:
        """The summary with the parameters filled in."""
        return self.summary.format(**_shown(self.params.model_dump()))

    def blocked_for_game(self, s: StateData) -> Collection[int]:
        """The cities (board indices) this change closes to every seat for the whole
        game (a view draws them apart, RULES 8.120); not a point: the ``closed_cities``
        point asks it of the changes that plug in there."""
        return ()

    def boxes_step3(self) -> bool:
        """Whether the change leaves the Step 3 card out of the game at set-up (a
        position may then hold it among the removed cards in step 1 or 2)."""
        return False

    def overrides(self, point: str) -> bool:
        """Whether this change plugs into ``point``."""
        return getattr(type(self), point) is not getattr(RuleChange, point)

    # ----- checks when a game is made ------------------------------------------------

    def setup_problems(self, cards: CardSet, players: int, inactive: bool) -> list[str]:
        """Why the change cannot play with these cards and players (empty: it can)."""
        return []

    def mark_problems(self, value: int, phase: str, market: list[int]) -> list[str]:
        """Why ``value`` cannot be this change's mark in a position of ``phase``."""
        return []

    def map_problems(self, mapfile: MapFile) -> list[str]:
        """Why the parameters do not fit the map (a city or region it does not have)."""
        return []

    def prepare(self, book: RuleBook, mapfile: MapFile, board: Board) -> None:
        """Once per game, when the book is made: keep what the points read often
        (board indices of the cities named, price tables) on the change."""

    # ----- set-up and the plant deck ---------------------------------------------------

    def deal(self, s: StateData, cards: CardSet, inactive: bool) -> None:
        """Lay out the starting plant market, the stack and the set-up removals."""

    def stack_top(self, cards: CardSet) -> int | None:
        """The card every player saw put on top of the stack at set-up (None: none)."""
        return cards.top

    def setup_removals(self, players: int, table: int) -> int:
        """Plants removed unseen at set-up (``table``: the players table's count)."""
        return table

    # ----- auction -------------------------------------------------------------------------

    def auction_started(self, s: StateData, out: list[ev.Event]) -> None:
        """The auction phase begins (after a step 3 market is filled up)."""

    def opening_bid(self, s: StateData, plant: int, low: int) -> int:
        """The lowest opening bid on ``plant``, given the lowest so far (``low``)."""
        return low

    def plant_sold(self, s: StateData, seat: int, plant: int, out: list[ev.Event]) -> None:
        """``seat`` just bought ``plant`` (before the replacement is drawn)."""

    # ----- plant market --------------------------------------------------------------------

    def purge(self, s: StateData, out: list[ev.Event]) -> None:
        """Replaces the removal of plants not above the largest network (RULES 3.4)."""

    def unsold(self, s: StateData, out: list[ev.Event]) -> None:
        """Replaces the removal at the end of an auction phase where nobody bought a
        plant (RULES 3.2)."""

    # ----- resources --------------------------------------------------------------------

    def extra_price(self, resource: int) -> int | None:
        """The price of a token of ``resource`` bought from the supply once the track
        is empty; None: the supply sells none."""
        return None

    def refill(self, s: StateData, amounts: list[int]) -> None:
        """Change the tokens of each resource the refill asks for (RULES 3.5.2)."""

    # ----- plants for sale, buyers, prices, the bureaucracy's plant update ----------------

    def market_size(self, s: StateData, size: int) -> int:
        """How many of the lowest plants are for sale, given the count so far."""
        return size

    def may_buy(self, s: StateData, seat: int, plant: int) -> bool:
        """Whether ``seat`` may choose and bid on ``plant`` (RULES 3.2)."""
        return True

    def buy_costs(
        self, s: StateData, seat: int, resource: int, table: tuple[tuple[int, ...], ...]
    ) -> tuple[tuple[int, ...], ...]:
        """What ``seat`` pays for a resource: ``table[n][k]`` is the price of the k
        cheapest tokens when n lie on its track (the book's ``buy_cost``). Seat -1 asks
        the market's own prices, the same for every player (a seat's discount left out)."""
        return table

    def plants_updated(self, s: StateData, out: list[ev.Event]) -> None:
        """The bureaucracy has updated the plant market (RULES 3.5.3)."""

    # ----- the plant market's size and its draws ------------------------------------------

    def step_market_size(self, step: int, size: int) -> int:
        """How many of the lowest plants of the market are for sale in ``step`` (the
        base game's ``size``: 4, and 6 in step 3); the rest is the future market."""
        return size

    def replace_sold(self, s: StateData, out: list[ev.Event]) -> None:
        """Replaces the draw of a new plant after a plant is sold (RULES 3.2)."""

    def market_update(self, s: StateData, out: list[ev.Event]) -> None:
        """Replaces the plant market's update in the bureaucracy (RULES 3.5.3)."""

    def ordered_top(self, s: StateData) -> int:
        """How many cards on top of the stack every player knows (a stack in order)."""
        return 0

    # ----- a second resource market --------------------------------------------------------

    def second_market(self) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]] | None:
        """The tracks (cheapest first, by resource) and the tokens at set-up of a second
        resource market; None: the game has one market."""
        return None

    # ----- the stack's known top, the start of step 2 ------------------------------------

    def known_top(self, s: StateData) -> tuple[int, ...]:
        """Cards every player saw put on top of the stack, topmost first, as far as
        they still lie there (RULES 8.30, 8.32); the view shows them."""
        return ()

    def step2_started(self, s: StateData, out: list[ev.Event]) -> None:
        """Step 2 has just begun, before the lowest plant leaves (RULES 4.1)."""

    # ----- a pass in the auction phase -----------------------------------------------------

    def chooser_passed(self, s: StateData, seat: int, out: list[ev.Event]) -> None:
        """``seat`` has just passed instead of choosing a plant (RULES 3.2), before the
        next player chooses."""

    # ----- building ------------------------------------------------------------------------

    def build_connection(self, s: StateData, seat: int, city: int, connection: int) -> int:
        """The connection ``seat`` pays to build in board index ``city`` (``connection``:
        the cheapest path from his network, 0 without one); INF: he may not build there."""
        return connection

    def city_built(
        self, s: StateData, seat: int, city: int, connection: int, out: list[ev.Event]
    ) -> None:
        """``seat`` builds in ``city`` (his houses before it still listed; ``connection``:
        the cheapest path from his network, whatever he paid)."""

    # ----- the order of the round's phases -------------------------------------------------

    def order_after_auction(self) -> None:
        """A change that plugs in here moves phase 1 after the auction (RULES 8.52): the
        auction runs in the order set the round before, and the turn order is set by
        networks and plants once it ends, every round."""

    # ----- the Step 3 card, the moments a step may begin ----------------------------------

    def step3_card(self, s: StateData, out: list[ev.Event]) -> None:
        """Replaces what the Step 3 card does when it is drawn (RULES 4.2); the card
        has left the stack."""

    def steps_due(self, s: StateData, out: list[ev.Event]) -> None:
        """Phase 2 or phase 4 ends: the moment a step held back (RULES 4.2) begins."""

    def plant_drawn(self, s: StateData, out: list[ev.Event]) -> None:
        """A plant drawn has joined the market (after RULES 3.4's removal)."""

    # ----- income, powering, buying ----------------------------------------------------

    def income(self, s: StateData, seat: int, pay: int) -> int:
        """What ``seat`` is paid in the bureaucracy, given the income table's ``pay``."""
        return pay

    def least_powered(self, s: StateData, seat: int, most: int) -> int:
        """The fewest cities a run of ``seat``'s plants must power, given the ``most``
        his plants and fuel can power (RULES 3.5.1: none)."""
        return 0

    def price_cap(self, step: int) -> int | None:
        """The highest price of a token a player may buy in ``step`` (None: any)."""
        return None

    def one_token_turns(self) -> bool:
        """Whether phase 3 is played in turns of one token each (RULES 8.73)."""
        return False

    # ----- the deck a game deals from ------------------------------------------------------

    def deck(self, deck: DeckFile) -> DeckFile:
        """The deck the game deals from, given the chosen one (RULES 8.80: cards of the
        regions in play take the place of others); changes chain in map order."""
        return deck

    # ----- another start of step 2 -----------------------------------------------------------

    def step2_due(self, s: StateData) -> bool:
        """Whether step 2 begins as phase 4 ends although no network has reached the
        player-count table's count (RULES 8.84)."""
        return False

    # ----- the plant market's places, the draw when step 2 begins ----------------------

    def market_places(self, size: int) -> int:
        """How many plants the market may hold at most, given the count so far (the
        base game's 8; a larger starting market, RULES 8.90)."""
        return size

    def step2_draw(self, s: StateData) -> bool:
        """Whether a plant is drawn for the lowest one that leaves when step 2 begins
        (RULES 4.1; False: the market shrinks by one, RULES 8.90)."""
        return True

    # ----- a resource sold from a pile of its own, burnt fuel, where to build ------------

    def extra_tokens(self, s: StateData, resource: int, supply: int) -> int:
        """How many tokens of ``resource`` are sold beyond its track at the price of
        ``extra_price``, given the supply's (``supply``: what the supply holds)."""
        return supply

    def extra_bought(self, s: StateData, resource: int, amount: int) -> None:
        """A player just bought ``amount`` tokens of ``resource`` beyond its track."""

    def fuel_burnt(self, s: StateData, burnt: tuple[int, int, int, int]) -> None:
        """A player's plants just burnt these tokens of each resource (RULES 3.5.1)."""

    def closed_cities(self, s: StateData, seat: int) -> Collection[int]:
        """The cities (board indices) where ``seat`` may not build now, places and
        money aside (RULES 3.4)."""
        return ()

    # ----- prices by step, the plant limit, the end (RULES 8.110 to 8.112) ----------------

    def step_tracks(
        self, step: int, tracks: tuple[tuple[int, ...], ...]
    ) -> tuple[tuple[int, ...], ...]:
        """The tracks (cheapest place first, by resource) purchases are priced by in
        ``step``, given the board's (RULES 8.112: the CO2 tax)."""
        return tracks

    def plants_counted(self, plants: list[int]) -> int:
        """How many of ``plants`` count toward the plant limit (RULES 3.2: all)."""
        return len(plants)

    def game_ending(self, s: StateData, out: list[ev.Event]) -> None:
        """The last round's phase 4 has ended the game (RULES 5), before the players
        are ranked."""

    # ----- a decision of the change's own in the bureaucracy (RULES 8.111) ---------------

    def bureaucracy_started(self, s: StateData, out: list[ev.Event]) -> None:
        """Phase 5 begins (after step 3 has begun, if it begins now)."""

    def deciding_seat(self, s: StateData) -> int:
        """The seat that takes this change's own decision now, before the plants run
        (-1: none; the bureaucracy's turn order)."""
        return -1

    def decision_actions(self, s: StateData, seat: int) -> list[Any]:
        """The actions of that decision (read where ``deciding_seat`` names a seat)."""
        return []

    def decided(self, s: StateData, seat: int, action: Any, out: list[ev.Event]) -> None:
        """``seat`` took one of ``decision_actions`` (checked: he was the deciding seat)."""

    # ----- the game set up -------------------------------------------------------------

    def game_set_up(self, s: StateData) -> None:
        """The game is set up and its deck dealt, before round 1 (RULES 8.120)."""


class BoardPricedChange(RuleChange):
    """A change whose price the board reads from the same entry as data (the engine,
    the inspector, ``map cost`` and the bots all ask the board): the change checks
    that the board read it and that the entry holds for both rule sets."""

    #: The price's name on the board and among the change's parameters.
    board_price: ClassVar[str] = ""
    param_price: ClassVar[str] = ""
    #: What the board prices, as the refusals name it ("connections", "islands").
    priced: ClassVar[str] = ""

    def map_problems(self, mapfile: MapFile) -> list[str]:
        return [
            f"rules ({self.id}): the board's {self.priced} are the same in both rule sets; "
            "give the entry without editions"
            for entry in mapfile.rules
            if entry.id == self.id and entry.editions is not None
        ]

    def prepare(self, book: RuleBook, mapfile: MapFile, board: Board) -> None:
        wanted = getattr(self.params, self.param_price)
        if getattr(board, self.board_price) != wanted:  # the board read the same entry
            raise ValueError(f"map {mapfile.name}: the board prices {self.priced} otherwise")


#: Every registered change by id.
REGISTRY: dict[str, type[RuleChange]] = {}


def register(cls: type[RuleChange]) -> type[RuleChange]:
    """Class decorator: the change becomes known by its ``id``."""
    if not cls.id or cls.id in REGISTRY:
        raise ValueError(f"rule change id {cls.id!r} is empty or taken")
    if not cls.summary or not cls.section:
        raise ValueError(f"rule change {cls.id} needs a summary and a section")
    REGISTRY[cls.id] = cls
    return cls


def _shown(params: dict[str, Any]) -> dict[str, Any]:
    """Parameters as a sentence shows them: lists joined with commas."""
    out: dict[str, Any] = {}
    for key, value in params.items():
        if isinstance(value, list | tuple):
            out[key] = ", ".join(map(str, value)) or "none"
        elif isinstance(value, dict):
            out[key] = ", ".join(f"{k}: {v}" for k, v in value.items()) or "none"
        else:
            out[key] = value
    return out
