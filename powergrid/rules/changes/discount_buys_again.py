"""The buyer of the discounted plant may buy another (RULES 8.123): whoever buys the
plant that carried the discount token (RULES 7.3) stays in the auction phase as if he
had bought nothing, once: he may choose a plant again when his turn comes, bid in the
auctions others open, or pass."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import events as ev
from .base import ChangeParams, RuleChange, register

if TYPE_CHECKING:
    from ..engine import GameState as StateData


@register
class DiscountBuysAgain(RuleChange):
    id = "discount_buys_again"
    Params = ChangeParams
    summary = "Whoever buys the discounted plant may buy another plant in the same auction phase."
    section = "8.123"

    def auction_started(self, s: StateData, out: list[ev.Event]) -> None:
        market = s.current_market()
        if market:  # the plant the discount token goes on (RULES 7.3)
            s.marks = {**s.marks, self.id: market[0]}
        else:
            self._clear(s)

    def plant_sold(self, s: StateData, seat: int, plant: int, out: list[ev.Event]) -> None:
        if s.marks.get(self.id) == plant:
            self._clear(s)
            s.bought[seat] = False  # in the phase again, once

    def steps_due(self, s: StateData, out: list[ev.Event]) -> None:
        self._clear(s)  # the phase is over (phase 4 finds no mark): the chance with it

    def _clear(self, s: StateData) -> None:
        if self.id in s.marks:
            s.marks = {k: v for k, v in s.marks.items() if k != self.id}

    def mark_problems(self, value: int, phase: str, market: list[int]) -> list[str]:
        if phase != "auction":
            return [f"marks.{self.id}: the discounted plant is marked only during the auction"]
        return []
