"""The uranium refill stops (RULES 8.2): once a given plant has been bought, no
uranium is moved to the market any more (a nuclear phase-out; RULES 9 names the maps
and the plant)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import Field

from ..tables import PLANTS, URANIUM
from .base import ChangeParams, RuleChange, register

if TYPE_CHECKING:
    from .. import events as ev
    from ..engine import GameState as StateData


class UraniumRefillStopsParams(ChangeParams):
    plant: int = Field(default=39, ge=1, le=99)


@register
class UraniumRefillStops(RuleChange):
    id = "uranium_refill_stops"
    Params = UraniumRefillStopsParams
    summary = "Once plant {plant} has been bought, the market is refilled with no more uranium."
    section = "8.2"

    def plant_sold(self, s: StateData, seat: int, plant: int, out: list[ev.Event]) -> None:
        params = self.params
        assert isinstance(params, UraniumRefillStopsParams)
        if PLANTS[plant].number == params.plant and not s.marks.get(self.id):
            s.marks = {**s.marks, self.id: 1}

    def refill(self, s: StateData, amounts: list[int]) -> None:
        if s.marks.get(self.id):
            amounts[URANIUM] = 0

    def mark_problems(self, value: int, phase: str, market: list[int]) -> list[str]:
        return [] if value == 1 else [f"marks.{self.id}: 1 once the plant is bought, not {value}"]
