"""What is being decided now, as typed values a UI or a bot can read.

``GameState.decision()`` returns one of these classes, chosen by the phase and the
auction's state. Each carries what the deciding seat needs to act (the market,
the minimum bid, whether passing is allowed, prices, storage room, affordable
cities …) and ``text``, an English sentence for a status line. They are snapshots
made of copies (changing one changes no game): apply an action and ask again.
They are plain slotted dataclasses, not frozen ones, because bots ask for one per
move and a frozen dataclass costs four times as much to build.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar

from .actions import Action, Discard
from .outcome import Outcome
from .tables import PLANTS, RESOURCES


@dataclass(slots=True)
class Decision:
    """Base of every decision: ``seat`` decides (-1 when nobody does)."""

    kind: ClassVar[str] = "decision"
    seat: int

    @property
    def text(self) -> str:
        """What is being decided, in words."""
        return self.describe()

    def describe(self) -> str:  # pragma: no cover - every subclass overrides it
        return "decide"

    def __str__(self) -> str:
        return self.describe()


@dataclass(slots=True)
class ChoosePlantDecision(Decision):
    """RULES 3.2: the chooser opens an auction on a plant of the current market, with
    a first bid of at least the plant's number (the discounted plant's lower, RULES
    7.3), or passes (not in round 1)."""

    kind: ClassVar[str] = "choose"
    #: The plants of the current market (all of them, also those in ``closed``).
    market: tuple[int, ...]
    future: tuple[int, ...]
    money: int
    can_pass: bool
    #: The lowest opening bid on each plant of ``market`` (empty: their numbers).
    opening: tuple[int, ...] = ()
    #: Plants of ``market`` a board's rule keeps the chooser from buying (RULES 8.12).
    closed: tuple[int, ...] = ()

    @property
    def affordable(self) -> tuple[int, ...]:
        """Plants the chooser may open and whose minimum opening bid they can pay."""
        return tuple(
            p for p in self.market if self.opening_bid(p) <= self.money and p not in self.closed
        )

    def opening_bid(self, plant: int) -> int:
        """The lowest opening bid on a plant of the market now (RULES 3.2, 7.3)."""
        if plant in self.market and self.opening:
            return self.opening[self.market.index(plant)]
        return self.min_bid(plant)

    @staticmethod
    def min_bid(plant: int) -> int:
        """A plant's printed number, the lowest opening bid unless a rule change lowers
        it (a "46+" card opens at 46; see ``opening_bid``)."""
        card = PLANTS.get(plant)
        return plant if card is None else card.number

    def describe(self) -> str:
        return "choose a power plant to auction" + (" or pass" if self.can_pass else "")


@dataclass(slots=True)
class BidDecision(Decision):
    """RULES 3.2: the next bidder in the running auction raises or passes."""

    kind: ClassVar[str] = "bid"
    plant: int
    highest_bid: int
    leader: int
    money: int
    bidders: tuple[int, ...]
    can_pass: bool = True

    @property
    def min_bid(self) -> int:
        """The lowest raise: one more than the highest bid."""
        return self.highest_bid + 1

    @property
    def can_raise(self) -> bool:
        """Whether the bidder has the money for the minimum raise."""
        return self.money >= self.min_bid

    def describe(self) -> str:
        return f"bid on plant {self.plant} (highest bid {self.highest_bid}) or pass"


@dataclass(slots=True)
class DiscardDecision(Decision):
    """RULES 3.2: above the plant limit, discard one of the plants owned before the
    purchase; ``options`` are the legal discards (with what to keep of the fuel)."""

    kind: ClassVar[str] = "discard"
    plants: tuple[int, ...]
    just_bought: int
    plant_limit: int
    options: tuple[Discard, ...]

    def describe(self) -> str:
        return "discard a power plant (above the plant limit)"


@dataclass(slots=True)
class BuyDecision(Decision):
    """RULES 3.3: buy resources (several purchases allowed), then end the turn.

    By resource (coal, oil, garbage, uranium): ``on_market`` tokens for sale,
    ``room`` free storage, ``next_price`` of the cheapest token (None: none left),
    ``most`` tokens that can be bought now (market, room and money together).
    """

    kind: ClassVar[str] = "buy"
    money: int
    on_market: tuple[int, int, int, int]
    room: tuple[int, int, int, int]
    next_price: tuple[int | None, int | None, int | None, int | None]
    most: tuple[int, int, int, int]

    def can_buy(self, resource: str) -> bool:
        """Whether at least one token of ``resource`` can be bought now."""
        return self.most[RESOURCES.index(resource)] > 0

    def describe(self) -> str:
        return "buy resources, then end the turn"


@dataclass(slots=True)
class BuildDecision(Decision):
    """RULES 3.4: build in cities one by one, then end the turn.

    ``prices`` maps every city the seat can afford now to its price (house plus
    cheapest connection), cheapest first.
    """

    kind: ClassVar[str] = "build"
    step: int
    money: int
    houses_left: int
    network: tuple[str, ...]
    prices: Mapping[str, int]

    @property
    def affordable(self) -> tuple[str, ...]:
        """The cities the seat can afford now, cheapest first."""
        return tuple(self.prices)

    def describe(self) -> str:
        return "build in cities, then end the turn"


@dataclass(slots=True)
class RunDecision(Decision):
    """RULES 3.5: choose which plants run (and the hybrids' coal) to earn income.

    ``best`` is the run powering the most cities with the fuel on hand and
    ``most_powered`` what it powers.
    """

    kind: ClassVar[str] = "run"
    plants: tuple[int, ...]
    resources: tuple[int, int, int, int]
    cities: int
    best: Action
    most_powered: int

    def describe(self) -> str:
        return "choose which power plants run"


@dataclass(slots=True)
class SellUraniumDecision(Decision):
    """RULES 8.111: sell the uranium of one's mines now or keep it this round.

    A sale earns ``price`` for each of the ``cities`` the ``mines`` could power
    (``income`` in all); ``price_after_wait`` is what a city would earn in the next
    round if nobody sold now (after the refill has taken its tokens away)."""

    kind: ClassVar[str] = "sell_uranium"
    mines: tuple[int, ...]
    cities: int
    price: int
    income: int
    price_after_wait: int
    options: tuple[Action, ...]

    def describe(self) -> str:
        return "sell the uranium of your mines or keep it"


@dataclass(slots=True)
class GameOverDecision(Decision):
    """The game is over: nobody decides; ``outcome`` is the final ranking."""

    kind: ClassVar[str] = "over"
    outcome: Outcome

    def describe(self) -> str:
        return "The game is over."


AnyDecision = (
    ChoosePlantDecision
    | BidDecision
    | DiscardDecision
    | BuyDecision
    | BuildDecision
    | RunDecision
    | SellUraniumDecision
    | GameOverDecision
)
