"""Events the engine reports for each applied action.

Each event says what changed, in terms a view can use to decide what to redraw
(``topics``) and a sentence for the game log (``text``). Players are seat numbers.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .tables import PLANTS, RESOURCES, STEP3


class Event:
    """Base class: ``topics`` names the parts of the game the event changed."""

    __slots__ = ()
    topics: tuple[str, ...] = ()

    def text(self, names: list[str]) -> str:  # pragma: no cover - overridden
        return type(self).__name__


def plant_name(card: int) -> str:
    """A card as printed ("46+"); the original deck's cards are their numbers."""
    plant = PLANTS.get(card)
    return str(card) if plant is None else plant.name


def _res(amounts: Iterable[int]) -> str:
    parts = [f"{n} {RESOURCES[i]}" for i, n in enumerate(amounts) if n]
    return ", ".join(parts) or "nothing"


@dataclass(slots=True)
class RoundStarted(Event):
    round: int
    order: list[int]
    topics = ("players", "phase")

    def text(self, names: list[str]) -> str:
        return f"Round {self.round} begins. Turn order: {', '.join(names[s] for s in self.order)}."


@dataclass(slots=True)
class PhaseStarted(Event):
    phase: str
    topics = ("phase",)

    def text(self, names: list[str]) -> str:
        return f"Phase: {self.phase}."


@dataclass(slots=True)
class TurnOrderChanged(Event):
    order: list[int]
    topics = ("players",)

    def text(self, names: list[str]) -> str:
        return f"New turn order: {', '.join(names[s] for s in self.order)}."


@dataclass(slots=True)
class AuctionOpened(Event):
    player: int
    plant: int
    bid: int
    topics = ("plants", "auction")

    def text(self, names: list[str]) -> str:
        return f"{names[self.player]} offers plant {plant_name(self.plant)} for {self.bid}."


@dataclass(slots=True)
class BidPlaced(Event):
    player: int
    amount: int
    topics = ("auction",)

    def text(self, names: list[str]) -> str:
        return f"{names[self.player]} bids {self.amount}."


@dataclass(slots=True)
class Passed(Event):
    player: int
    what: str
    topics = ("auction", "players")

    def text(self, names: list[str]) -> str:
        return f"{names[self.player]} passes ({self.what})."


@dataclass(slots=True)
class PlantBought(Event):
    player: int
    plant: int
    price: int
    topics = ("plants", "players", "auction")

    def text(self, names: list[str]) -> str:
        return f"{names[self.player]} buys plant {plant_name(self.plant)} for {self.price}."


@dataclass(slots=True)
class PlantDiscarded(Event):
    player: int
    plant: int
    returned: tuple[int, int, int, int]
    topics = ("players", "resources")

    def text(self, names: list[str]) -> str:
        back = f"; {_res(self.returned)} back to the supply" if any(self.returned) else ""
        return f"{names[self.player]} discards plant {plant_name(self.plant)}{back}."


@dataclass(slots=True)
class PlantDrawn(Event):
    plant: int
    topics = ("plants",)

    def text(self, names: list[str]) -> str:
        if self.plant == STEP3:
            return "The Step 3 card is drawn."
        return f"Plant {plant_name(self.plant)} is drawn."


@dataclass(slots=True)
class PlantRemoved(Event):
    plant: int
    reason: str
    topics = ("plants",)

    def text(self, names: list[str]) -> str:
        return f"Plant {plant_name(self.plant)} leaves the game ({self.reason})."


@dataclass(slots=True)
class PlantInactive(Event):
    """A plant went face up to the inactive area (RULES 6): the first of its number."""

    plant: int
    topics = ("plants",)

    def text(self, names: list[str]) -> str:
        return f"Plant {plant_name(self.plant)} goes to the inactive area."


@dataclass(slots=True)
class PlantUnderStack(Event):
    plant: int
    topics = ("plants",)

    def text(self, names: list[str]) -> str:
        return f"Plant {plant_name(self.plant)} goes under the draw stack."


@dataclass(slots=True)
class PlantSetAside(Event):
    """A plant goes face up to the discard pile beside the stack (RULES 8.122)."""

    plant: int
    topics = ("plants",)

    def text(self, names: list[str]) -> str:
        return f"Plant {plant_name(self.plant)} goes to the discard pile."


@dataclass(slots=True)
class PilesShuffled(Event):
    """The stack ran out: the discard pile, shuffled, is the new stack (RULES 8.122)."""

    cards: int
    topics = ("plants",)

    def text(self, names: list[str]) -> str:
        return f"The stack has run out: the discard pile ({self.cards} plants) is the new stack."


@dataclass(slots=True)
class MarketOpened(Event):
    """The stack ran out a second time: every plant of the market is for sale (RULES 8.122)."""

    topics = ("plants",)

    def text(self, names: list[str]) -> str:
        return "The stack has run out again: every plant of the market is for sale."


@dataclass(slots=True)
class ResourcesBought(Event):
    player: int
    resource: int
    amount: int
    cost: int
    topics = ("resources", "players")

    def text(self, names: list[str]) -> str:
        return (
            f"{names[self.player]} buys {self.amount} {RESOURCES[self.resource]} for {self.cost}."
        )


@dataclass(slots=True)
class CityBuilt(Event):
    player: int
    city: str
    house: int
    connection: int
    topics = ("map", "players", "build")

    def text(self, names: list[str]) -> str:
        via = f" + {self.connection} connection" if self.connection else ""
        return (
            f"{names[self.player]} builds in {self.city} for "
            f"{self.house + self.connection} ({self.house} house{via})."
        )


@dataclass(slots=True)
class TurnEnded(Event):
    player: int
    phase: str
    topics = ("players",)

    def text(self, names: list[str]) -> str:
        return f"{names[self.player]} ends the {self.phase} turn."


@dataclass(slots=True)
class MarketChosen(Event):
    """A player chose the resource market to buy from this turn (RULES 8.23)."""

    player: int
    market: str
    topics = ("resources",)

    def text(self, names: list[str]) -> str:
        return f"{names[self.player]} buys from the {self.market} market."


@dataclass(slots=True)
class UraniumSale(Event):
    """A player sold the uranium of his mines (``sold``), earning ``price`` for each
    city they could power, or kept it this round (RULES 8.111)."""

    player: int
    sold: bool
    price: int
    income: int
    topics = ("players", "resources")

    def text(self, names: list[str]) -> str:
        if not self.sold:
            return f"{names[self.player]} keeps the uranium of the mines."
        return f"{names[self.player]} sells uranium at {self.price} a city and earns {self.income}."


@dataclass(slots=True)
class PowerOutage(Event):
    """This round's building broke the grid (RULES 8.70): ``built`` cities went up,
    more than ``most``; each seat's income falls by ``penalty`` Elektro a city he owns
    (``cuts``, by seat), never below 0."""

    round: int
    built: int
    most: int
    penalty: int
    cuts: tuple[int, ...]
    topics = ("players",)

    def text(self, names: list[str]) -> str:
        cuts = ", ".join(f"{names[s]} -{cut}" for s, cut in enumerate(self.cuts) if cut)
        return (
            f"Power outage in round {self.round}: {self.built} cities built (more than "
            f"{self.most}); every income falls by {self.penalty} Elektro a city owned "
            f"({cuts}), never below 0."
        )


@dataclass(slots=True)
class PlantsRun(Event):
    player: int
    plants: tuple[int, ...]
    burnt: tuple[int, int, int, int]
    powered: int
    income: int
    topics = ("players", "resources")

    def text(self, names: list[str]) -> str:
        used = f", burning {_res(self.burnt)}" if any(self.burnt) else ""
        return f"{names[self.player]} powers {self.powered} cities{used} and earns {self.income}."


@dataclass(slots=True)
class MarketRefilled(Event):
    added: tuple[int, int, int, int]
    topics = ("resources",)

    def text(self, names: list[str]) -> str:
        return f"Resource market refilled: {_res(self.added)}."


@dataclass(slots=True)
class StepStarted(Event):
    step: int
    topics = ("phase", "plants", "map")

    def text(self, names: list[str]) -> str:
        return f"Step {self.step} begins."


@dataclass(slots=True)
class GameEnded(Event):
    ranking: list[int]
    powered: list[int]
    topics = ("players", "phase", "over")

    def text(self, names: list[str]) -> str:
        return "Game over. " + "; ".join(
            f"{i + 1}. {names[s]} ({self.powered[s]} powered)" for i, s in enumerate(self.ranking)
        )
