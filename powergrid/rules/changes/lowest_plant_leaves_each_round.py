"""The lowest plant leaves every round (RULES 8.11): when the bureaucracy has put the
highest plant under the stack and drawn its replacement (RULES 3.5.3), the lowest
plant of the market leaves the game too and another is drawn, in the steps named.

In the Recharged rules (RULES 7.3) it leaves only in a round whose discounted plant
was bought: a discounted plant nobody bought has already left the game instead.
The change notes the discounted plant when the auction begins (the rule set's
changes run first, so the discount token already lies) and forgets it once bought.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import Field

from .base import ChangeParams, RuleChange, register
from .discount_plant import DiscountPlant

if TYPE_CHECKING:
    from .. import events as ev
    from ..engine import GameState as StateData

#: The reason the plant leaves (PlantRemoved).
REASON = "the lowest plant leaves the market every round"


class LowestPlantLeavesParams(ChangeParams):
    steps: list[int] = Field(default=[1, 2], min_length=1, max_length=3)


@register
class LowestPlantLeavesEachRound(RuleChange):
    id = "lowest_plant_leaves_each_round"
    Params = LowestPlantLeavesParams
    summary = (
        "In steps {steps}, the bureaucracy also takes the lowest plant out of the game and "
        "draws a new one."
    )
    section = "8.11"

    def auction_started(self, s: StateData, out: list[ev.Event]) -> None:
        discounted = s.marks.get(DiscountPlant.id)
        if discounted:
            s.marks = {**s.marks, self.id: discounted}

    def plant_sold(self, s: StateData, seat: int, plant: int, out: list[ev.Event]) -> None:
        if s.marks.get(self.id) == plant:
            s.marks = {k: v for k, v in s.marks.items() if k != self.id}

    def plants_updated(self, s: StateData, out: list[ev.Event]) -> None:
        unsold = s.marks.get(self.id)
        if unsold is not None:
            s.marks = {k: v for k, v in s.marks.items() if k != self.id}
            return  # the discounted plant nobody bought has left instead
        params = self.params
        assert isinstance(params, LowestPlantLeavesParams)
        if s.step in params.steps:
            s._remove_lowest(out, REASON)
            s._draw(out)

    def mark_problems(self, value: int, phase: str, market: list[int]) -> list[str]:
        if phase == "auction" and value not in market:
            return [f"marks.{self.id}: plant {value} is not in the plant market"]
        return []
