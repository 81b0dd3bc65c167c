"""Plants leave when none is sold (RULES 8.53): at the end of an auction phase in
which nobody bought a plant, the lowest ``count`` plants of the market leave the game,
each replaced by a draw (the base game removes one, RULES 3.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import Field

from .base import ChangeParams, RuleChange, register

if TYPE_CHECKING:
    from .. import events as ev
    from ..engine import GameState as StateData

#: The reason the plants leave (PlantRemoved).
REASON = "no plant was sold this round"


class PlantsLeaveParams(ChangeParams):
    count: int = Field(default=2, ge=1, le=8)


@register
class PlantsLeaveWhenNoneSold(RuleChange):
    id = "plants_leave_when_none_sold"
    Params = PlantsLeaveParams
    summary = "When nobody buys a plant in an auction phase, the {count} lowest plants leave."
    section = "8.53"

    def unsold(self, s: StateData, out: list[ev.Event]) -> None:
        if s.sold_any:
            return
        params = self.params
        assert isinstance(params, PlantsLeaveParams)
        for _ in range(params.count):
            s._remove_lowest(out, REASON)
            s._draw(out)
