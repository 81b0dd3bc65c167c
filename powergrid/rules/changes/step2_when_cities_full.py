"""Step 2 when every city is taken (RULES 8.84): in step 1 only one house fits a city,
so once every city in play holds a house nobody can build; step 2 then begins as
phase 4 ends (as RULES 4.1 begins it at the player-count table's count), and the
cities take their second houses."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import ChangeParams, RuleChange, register

if TYPE_CHECKING:
    from ..engine import GameState as StateData


@register
class Step2WhenCitiesFull(RuleChange):
    id = "step2_when_cities_full"
    Params = ChangeParams
    summary = "Step 2 also begins when every city in play holds a house."
    section = "8.84"

    def step2_due(self, s: StateData) -> bool:
        return all(s.owners)
