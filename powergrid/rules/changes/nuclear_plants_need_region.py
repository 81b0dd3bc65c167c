"""Nuclear plants need a city in some regions (RULES 8.12): a player may choose or bid
on a plant of the fuel named (uranium unless the board says otherwise) only while his
network holds a city of one of the regions named; anyone else passes on it (a network
never shrinks, so a player once allowed stays allowed, and whoever owns such a plant
may run it). RULES 9 names the boards that play it and their regions."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import Field

from ..tables import PLANTS
from .base import ChangeParams, RuleChange, register

if TYPE_CHECKING:
    from ...board import Board, MapFile
    from ..book import RuleBook
    from ..engine import GameState as StateData


class NuclearRegionsParams(ChangeParams):
    #: The regions one of which the buyer's network must reach.
    regions: list[str] = Field(min_length=1, max_length=12)
    #: The kind of plant the rule restricts.
    fuel: Literal["coal", "oil", "garbage", "uranium", "hybrid", "eco"] = "uranium"


@register
class NuclearPlantsNeedRegion(RuleChange):
    id = "nuclear_plants_need_region"
    Params = NuclearRegionsParams
    summary = "Only a player with a city in the regions {regions} may buy a {fuel} plant."
    section = "8.12"

    #: Board indices of the cities in play of the regions named (set by ``prepare``).
    cities: frozenset[int] = frozenset()
    #: The kind of plant restricted (set by ``prepare``).
    fuel: str = "uranium"

    def map_problems(self, mapfile: MapFile) -> list[str]:
        params = self.params
        assert isinstance(params, NuclearRegionsParams)
        known = set(mapfile.region_names())
        return [
            f"rules ({self.id}).regions: the map has no region {name!r}"
            for name in params.regions
            if name not in known
        ]

    def prepare(self, book: RuleBook, mapfile: MapFile, board: Board) -> None:
        params = self.params
        assert isinstance(params, NuclearRegionsParams)
        region_of = {c.name: c.region for c in mapfile.cities}
        wanted = set(params.regions)
        self.fuel = params.fuel
        self.cities = frozenset(
            i for i, name in enumerate(board.cities) if region_of[name] in wanted
        )

    def may_buy(self, s: StateData, seat: int, plant: int) -> bool:
        if PLANTS[plant].kind != self.fuel:
            return True
        return not self.cities.isdisjoint(s.players[seat].cities)
