"""Plants of a fuel need a city in given regions (RULES 8.31): a player may choose or
bid on such a plant only once their network holds a city in one of the regions (a
country that refuses nuclear power; RULES 9 names the boards and regions)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import Field

from ..cards import PLANTS
from .base import ChangeParams, RuleChange, register

if TYPE_CHECKING:
    from ..engine import GameState as StateData


class NuclearPlantsNeedRegionParams(ChangeParams):
    #: The regions one of which the buyer's network must reach.
    regions: tuple[str, ...] = Field(min_length=1, max_length=20)
    #: The kind of plant the rule restricts.
    fuel: Literal["coal", "oil", "garbage", "uranium", "hybrid", "eco"] = "uranium"


@register
class NuclearPlantsNeedRegion(RuleChange):
    id = "nuclear_plants_need_region"
    Params = NuclearPlantsNeedRegionParams
    summary = "Only a player with a city in {regions} may choose or bid on a {fuel} plant."
    section = "8.31"

    def __init__(self, params: ChangeParams) -> None:
        super().__init__(params)
        self._fuel = self._params().fuel
        #: A board and the indices of its cities in the regions.
        self._allowed: tuple[object, frozenset[int]] = (None, frozenset())

    def _params(self) -> NuclearPlantsNeedRegionParams:
        assert isinstance(self.params, NuclearPlantsNeedRegionParams)
        return self.params

    def may_buy(self, s: StateData, seat: int, plant: int) -> bool:
        if PLANTS[plant].kind != self._fuel:
            return True
        board, allowed = self._allowed
        if board is not s.board:  # the book's board: worked out once
            regions, region_of = self._params().regions, s.board.region_of
            allowed = frozenset(i for i, c in enumerate(s.board.cities) if region_of[c] in regions)
            self._allowed = (s.board, allowed)
        return not allowed.isdisjoint(s.players[seat].cities)

    def board_problems(self, region_names: list[str]) -> list[str]:
        return [
            f"{self.id}: unknown region {r!r} (the regions are {', '.join(region_names)})"
            for r in self._params().regions
            if r not in region_names
        ]
