"""Power as many cities as you can (RULES 8.72): in the bureaucracy a player runs
plants that power the most of his cities his plants and fuel allow."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import RuleChange, register

if TYPE_CHECKING:
    from ..engine import GameState as StateData


@register
class PowerMostCities(RuleChange):
    id = "power_most_cities"
    summary = (
        "In the bureaucracy every player must power as many of his cities as his plants "
        "and fuel allow."
    )
    section = "8.72"

    def least_powered(self, s: StateData, seat: int, most: int) -> int:
        return most
