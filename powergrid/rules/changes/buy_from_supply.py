"""A resource sold from the supply (RULES 8.1): once its track is empty, a player may
buy tokens of the resource left in the supply at a fixed price each (RULES 9 names
the maps and prices)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ..tables import RESOURCE_INDEX
from .base import ChangeParams, RuleChange, register


class BuyFromSupplyParams(ChangeParams):
    resource: Literal["coal", "oil", "garbage", "uranium"] = "coal"
    price: int = Field(default=8, ge=0, le=1000)


@register
class BuyFromSupply(RuleChange):
    id = "buy_from_supply"
    Params = BuyFromSupplyParams
    summary = (
        "When the market has no {resource} left, {resource} may be bought from the "
        "supply for {price} Elektro each."
    )
    section = "8.1"

    def extra_price(self, resource: int) -> int | None:
        params = self.params
        assert isinstance(params, BuyFromSupplyParams)
        return params.price if resource == RESOURCE_INDEX[params.resource] else None
