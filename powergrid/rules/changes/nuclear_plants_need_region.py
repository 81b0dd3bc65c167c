"""Nuclear plants need a city in some regions (RULES 8.12): a player may choose or bid
on a uranium plant only while his network holds a city of one of the regions named;
anyone else passes on it (a network never shrinks, so a player once allowed stays
allowed, and whoever owns a nuclear plant may run it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import Field

from ..tables import PLANTS
from .base import ChangeParams, RuleChange, register

if TYPE_CHECKING:
    from ...board import Board, MapFile
    from ..book import RuleBook
    from ..engine import GameState as StateData


class NuclearRegionsParams(ChangeParams):
    regions: list[str] = Field(min_length=1, max_length=12)


@register
class NuclearPlantsNeedRegion(RuleChange):
    id = "nuclear_plants_need_region"
    Params = NuclearRegionsParams
    summary = "Only a player with a city in the regions {regions} may buy a nuclear plant."
    section = "8.12"

    #: Board indices of the cities in play of the regions named (set by ``prepare``).
    cities: frozenset[int] = frozenset()

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
        self.cities = frozenset(
            i for i, name in enumerate(board.cities) if region_of[name] in wanted
        )

    def may_buy(self, s: StateData, seat: int, plant: int) -> bool:
        if PLANTS[plant].kind != "uranium":
            return True
        return not self.cities.isdisjoint(s.players[seat].cities)
