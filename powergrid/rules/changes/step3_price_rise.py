"""The CO2 tax (RULES 8.112): when step 3 begins, the cheapest places of every
resource track close and new, dearer places open above the dearest: every place of
the track costs ``rise`` Elektro more from then on. The tokens keep their places (the
cheapest ones move to the new places, which prices them the same), so the market's
counts and the refill do not change; only the prices do. The book keeps a book of
buying for each step (``RuleBook.step_books``)."""

from __future__ import annotations

from pydantic import Field

from .base import ChangeParams, RuleChange, register


class PriceRiseParams(ChangeParams):
    #: Elektro every place of every track costs more from step 3 on.
    rise: int = Field(ge=1, le=100)


@register
class Step3PriceRise(RuleChange):
    id = "step3_price_rise"
    Params = PriceRiseParams
    summary = (
        "A CO2 tax: from step 3 on, every place of the resource tracks costs {rise} "
        "Elektro more (the cheapest places close, dearer ones open)."
    )
    section = "8.112"

    def step_tracks(
        self, step: int, tracks: tuple[tuple[int, ...], ...]
    ) -> tuple[tuple[int, ...], ...]:
        if step < 3:
            return tracks
        rise = self.params.rise  # type: ignore[attr-defined]
        return tuple(tuple(p + rise for p in track) for track in tracks)
