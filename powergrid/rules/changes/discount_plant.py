"""The discounted plant (RULES 7.3): when an auction phase begins, the discount token
goes on the lowest plant of the current market. Whoever opens an auction on that
plant may bid from 1 Elektro; if nobody buys it in the phase, it leaves the game at
the end of the phase and a new plant is drawn. This replaces the removal of the
lowest plant when nobody bought one (RULES 3.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import Field

from .. import events as ev
from .base import ChangeParams, RuleChange, register

if TYPE_CHECKING:
    from ..engine import GameState as StateData

#: The reason a discounted plant nobody bought leaves the game (PlantRemoved).
UNSOLD = "the discounted plant was not bought"


class DiscountPlantParams(ChangeParams):
    bid: int = Field(default=1, ge=0, le=99)


@register
class DiscountPlant(RuleChange):
    id = "discount_plant"
    Params = DiscountPlantParams
    summary = (
        "The lowest plant of the current market may be opened at {bid} Elektro; if nobody "
        "buys it in the auction phase, it leaves the game."
    )
    section = "7.3"

    def auction_started(self, s: StateData, out: list[ev.Event]) -> None:
        market = s.current_market()
        if market:
            s.marks = {**s.marks, self.id: market[0]}

    def opening_bid(self, s: StateData, plant: int, low: int) -> int:
        if s.marks.get(self.id) == plant:
            params = self.params
            assert isinstance(params, DiscountPlantParams)
            return params.bid if params.bid < low else low
        return low

    def plant_sold(self, s: StateData, seat: int, plant: int, out: list[ev.Event]) -> None:
        if s.marks.get(self.id) == plant:
            s.marks = {k: v for k, v in s.marks.items() if k != self.id}

    def unsold(self, s: StateData, out: list[ev.Event]) -> None:
        plant = s.marks.get(self.id)
        if plant is None:
            return
        s.marks = {k: v for k, v in s.marks.items() if k != self.id}
        if plant in s.market:
            s.market.remove(plant)
            s._retire(plant)
            out.append(ev.PlantRemoved(plant, UNSOLD))
            s._draw(out)

    def mark_problems(self, value: int, phase: str, market: list[int]) -> list[str]:
        if phase != "auction":
            return [f"marks.{self.id}: the discount token lies only during the auction"]
        if value not in market:
            return [f"marks.{self.id}: plant {value} is not in the plant market"]
        return []
