"""The market shrinks when step 2 begins (RULES 8.91): the lowest plant leaves the
game as in RULES 4.1, but no plant is drawn in its place, so the future market holds
one plant less from then on (a board whose starting market is larger, RULES 8.90)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import RuleChange, register

if TYPE_CHECKING:
    from ..engine import GameState as StateData


@register
class Step2MarketShrinks(RuleChange):
    id = "step2_market_shrinks"
    summary = (
        "When step 2 begins, the lowest plant leaves the game and no plant is drawn in "
        "its place: the future market holds one plant less."
    )
    section = "8.91"

    def step2_draw(self, s: StateData) -> bool:
        return False
