"""Resources priced by step (RULES 8.71): in the steps named only the tokens that
cost at most a price are for sale; the dearer ones wait on the track."""

from __future__ import annotations

from pydantic import Field, field_validator

from .base import ChangeParams, RuleChange, register


class StepPriceCapsParams(ChangeParams):
    #: Step -> the highest price of a token for sale in that step (a step not named:
    #: every token).
    caps: dict[int, int] = Field(min_length=1, max_length=3)

    @field_validator("caps")
    @classmethod
    def _steps_and_prices(cls, caps: dict[int, int]) -> dict[int, int]:
        for step, cap in caps.items():
            if step not in (1, 2, 3) or not 1 <= cap <= 99:
                raise ValueError(f"step {step} price {cap}: steps are 1 to 3, prices 1 to 99")
        return caps


@register
class StepPriceCaps(RuleChange):
    id = "step_price_caps"
    Params = StepPriceCapsParams
    summary = (
        "Only resource tokens up to a price are for sale in a step (step: highest price): {caps}."
    )
    section = "8.71"

    def price_cap(self, step: int) -> int | None:
        params = self.params
        assert isinstance(params, StepPriceCapsParams)
        return params.caps.get(step)
