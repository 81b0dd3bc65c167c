"""Regional plants (RULES 8.80): a board prints plant cards of its own for some regions;
when such a region is in play, each of its cards takes the place of the deck's card of
the same number (another fuel or output, the same number), for the whole game. The
swap is a change of the deck: it is made before the deal, so the market, the stack
and every removal deal the regional card as they would the one it replaces."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import Field, model_validator

from ..deck import FUELS, PlantEntry
from .base import ChangeParams, RuleChange, register

if TYPE_CHECKING:
    from ...board import Board, MapFile
    from ..book import RuleBook
    from ..deck import DeckFile


class RegionalPlant(ChangeParams):
    """One printed card: its number, fuel (none: an eco plant), tokens and cities."""

    number: int = Field(ge=1, le=99)
    fuel: tuple[str, ...] = Field(default=(), max_length=2)
    amount: int = Field(ge=0, le=9)
    cities: int = Field(ge=1, le=20)

    @model_validator(mode="after")
    def _fuel_fits(self) -> RegionalPlant:
        bad = [f for f in self.fuel if f not in FUELS]
        if bad:
            raise ValueError(f"unknown fuel {', '.join(bad)}; use {', '.join(FUELS)}")
        if len(self.fuel) == 2 and sorted(self.fuel) != ["coal", "oil"]:
            raise ValueError("the only hybrid pair is coal and oil")
        if bool(self.fuel) != (self.amount > 0):
            raise ValueError("a plant with fuel burns 1 to 9 tokens, one without burns 0")
        return self


class RegionalPlantsParams(ChangeParams):
    #: Region name -> the cards printed for it.
    plants: dict[str, tuple[RegionalPlant, ...]] = Field(min_length=1, max_length=12)


@register
class RegionalPlants(RuleChange):
    id = "regional_plants"
    Params = RegionalPlantsParams
    summary = "The regions in play swap in their own plant cards: {plants}."
    section = "8.80"

    #: Plant number -> the card that replaces it in this game (set by ``prepare``).
    swaps: dict[int, PlantEntry]

    def __init__(self, params: ChangeParams) -> None:
        super().__init__(params)
        self.swaps = {}

    def describe(self) -> str:
        params = self.params
        assert isinstance(params, RegionalPlantsParams)
        shown = "; ".join(
            f"{region}: " + ", ".join(_label(p) for p in cards)
            for region, cards in params.plants.items()
        )
        return self.summary.format(plants=shown)

    def map_problems(self, mapfile: MapFile) -> list[str]:
        params = self.params
        assert isinstance(params, RegionalPlantsParams)
        known = set(mapfile.region_names())
        problems = [
            f"rules ({self.id}).plants: the map has no region {name!r}"
            for name in params.plants
            if name not in known
        ]
        numbers = [p.number for cards in params.plants.values() for p in cards]
        twice = sorted({n for n in numbers if numbers.count(n) > 1})
        if twice:
            problems.append(
                f"rules ({self.id}).plants: plant {', '.join(map(str, twice))} "
                "is printed for more than one region"
            )
        return problems

    def prepare(self, book: RuleBook, mapfile: MapFile, board: Board) -> None:
        params = self.params
        assert isinstance(params, RegionalPlantsParams)
        self.swaps = {
            p.number: PlantEntry(number=p.number, fuel=p.fuel, amount=p.amount, cities=p.cities)
            for region in board.regions
            for p in params.plants.get(region, ())
        }

    def deck(self, deck: DeckFile) -> DeckFile:
        """The deck with the unmarked card of each swapped number replaced (a deck
        without that number keeps its cards)."""
        swaps = self.swaps
        if not swaps or not any(e.number in swaps and not e.mark for e in deck.plants):
            return deck
        plants = tuple(
            swaps[e.number] if e.number in swaps and not e.mark else e for e in deck.plants
        )
        return deck.model_copy(update={"plants": plants})


def _label(p: RegionalPlant) -> str:
    fuel = "eco" if not p.fuel else f"{'/'.join(p.fuel)}×{p.amount}"
    return f"{p.number} {fuel}→{p.cities}"
