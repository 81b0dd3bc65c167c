"""The lowest plant leaves at the first pass (RULES 8.42): in the auction phase, when
the first player passes instead of choosing a plant, the lowest plant of the market
leaves the game and another is drawn. In its place no plant leaves at the end of a
phase where nobody bought one (RULES 3.2): the first pass has already taken one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import RuleChange, register

if TYPE_CHECKING:
    from .. import events as ev
    from ..engine import GameState as StateData

#: The reason the plant leaves (PlantRemoved).
REASON = "the first player passed"


@register
class LowestPlantLeavesOnFirstPass(RuleChange):
    id = "lowest_plant_leaves_on_first_pass"
    summary = (
        "When the first player of an auction phase passes, the lowest plant leaves the "
        "game and another is drawn; none leaves when nobody buys a plant."
    )
    section = "8.42"

    def chooser_passed(self, s: StateData, seat: int, out: list[ev.Event]) -> None:
        if sum(s.out) == 1:  # only passes to choose mark a player out of the phase
            s._remove_lowest(out, REASON)
            s._draw(out)

    def unsold(self, s: StateData, out: list[ev.Event]) -> None:
        """Nothing more leaves: the first pass took the lowest plant."""
