"""The Step 3 card higher in the stack (RULES 8.82): at set-up the Step 3 card goes
under the top ``under`` cards of the bottom of the stack instead of at the bottom, so
step 3 can come early. A change of the deck's set-up, made before the deal: every deal
(the original's, the Recharged plug and socket deal) puts the card there."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import Field

from .base import ChangeParams, RuleChange, register

if TYPE_CHECKING:
    from ..deck import DeckFile


class Step3CardDepthParams(ChangeParams):
    #: Plants that lie under the Step 3 card at set-up.
    under: int = Field(ge=0, le=10)


@register
class Step3CardDepth(RuleChange):
    id = "step3_card_depth"
    Params = Step3CardDepthParams
    summary = "The Step 3 card goes into the stack with {under} plants under it."
    section = "8.82"

    def deck(self, deck: DeckFile) -> DeckFile:
        params = self.params
        assert isinstance(params, Step3CardDepthParams)
        if deck.setup.under_step3 == params.under:
            return deck
        setup = deck.setup.model_copy(update={"under_step3": params.under})
        return deck.model_copy(update={"setup": setup})
