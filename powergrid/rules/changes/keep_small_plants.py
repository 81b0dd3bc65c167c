"""Small plants stay in the market (RULES 7.4): no plant leaves the market because
its number is not above the largest network; the discounted plant (RULES 7.3)
clears the small plants out instead."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import RuleChange, register

if TYPE_CHECKING:
    from .. import events as ev
    from ..engine import GameState as StateData


@register
class KeepSmallPlants(RuleChange):
    id = "keep_small_plants"
    summary = "Plants are not removed from the market for being smaller than the largest network."
    section = "7.4"

    def purge(self, s: StateData, out: list[ev.Event]) -> None:
        """Nothing leaves: the market keeps its plants whatever the networks' sizes."""
