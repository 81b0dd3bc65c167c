"""A smaller plant market (RULES 8.40): in steps 1 and 2 fewer of the lowest plants are
for sale, and in step 3 the market holds fewer plants, all for sale. The market's
whole size is the set-up's (RULES 8.41 lays out the board's six); every draw replaces
a plant, so it stays that size until step 3 takes the Step 3 card and the lowest
plant out without replacement (RULES 4.2)."""

from __future__ import annotations

from pydantic import Field

from .base import ChangeParams, RuleChange, register


class SmallPlantMarketParams(ChangeParams):
    #: Plants for sale in steps 1 and 2 (the lowest of the market).
    current: int = Field(ge=1, le=8)
    #: Plants for sale in step 3, the market's size then (RULES 4.3 draws up to it).
    step3: int = Field(ge=1, le=8)


@register
class SmallPlantMarket(RuleChange):
    id = "small_plant_market"
    Params = SmallPlantMarketParams
    summary = (
        "In steps 1 and 2 the {current} lowest plants are for sale; in step 3 the market "
        "holds {step3} plants, all for sale."
    )
    section = "8.40"

    def step_market_size(self, step: int, size: int) -> int:
        p = self.params
        assert isinstance(p, SmallPlantMarketParams)
        return p.step3 if step == 3 else p.current
