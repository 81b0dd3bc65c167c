"""An ecological plant joins the current market (RULES 8.10): in steps 1 and 2, when
the lowest plant of the future market is an ecological plant, it is for sale too,
so five plants are on offer instead of four."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..tables import PLANTS, STEP3
from .base import RuleChange, register

if TYPE_CHECKING:
    from ..engine import GameState as StateData


@register
class EcologicalPlantForSale(RuleChange):
    id = "ecological_plant_for_sale"
    summary = (
        "In steps 1 and 2, an ecological plant that is the lowest of the future market "
        "is for sale as well."
    )
    section = "8.10"

    def market_size(self, s: StateData, size: int) -> int:
        if s.step == 3:
            return size  # every plant of the market is for sale (RULES 4.3)
        market = s.market
        if len(market) > size and market[size] != STEP3 and PLANTS[market[size]].kind == "eco":
            return size + 1
        return size
