"""Plants of some fuels leave the market in step 1 (RULES 8.61).

In step 1, until the Step 3 card has come up, a plant of one of the ``kinds`` for
sale leaves the market: the plants numbered in ``out_of_game`` leave the game, the
others go under the stack (under the Step 3 card), and a plant is drawn in its place.
The change looks at the market after every draw and when an auction phase begins
(the market of set-up).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import Field

from .. import events as ev
from ..tables import PLANTS, STEP3
from .base import ChangeParams, RuleChange, register
from .discount_plant import DiscountPlant
from .step2_by_deck import Step2ByDeck

if TYPE_CHECKING:
    from ..engine import GameState as StateData

#: Why a plant leaves (PlantRemoved).
REASON = "this fuel's plants leave the market in step 1"

Kind = Literal["coal", "oil", "garbage", "uranium", "hybrid", "eco"]


class FuelPlantsLeaveParams(ChangeParams):
    kinds: list[Kind] = Field(min_length=1, max_length=6)
    out_of_game: list[int] = Field(default=[], max_length=20)


@register
class FuelPlantsLeaveStep1(RuleChange):
    id = "fuel_plants_leave_step1"
    Params = FuelPlantsLeaveParams
    summary = (
        "In step 1, plants of these kinds leave the plant market: {kinds}. Plants "
        "{out_of_game} leave the game, the others go under the stack; a plant is drawn in "
        "their place."
    )
    section = "8.61"

    def plant_drawn(self, s: StateData, out: list[ev.Event]) -> None:
        self.clear(s, out)

    def auction_started(self, s: StateData, out: list[ev.Event]) -> None:
        self.clear(s, out)
        token = s.marks.get(DiscountPlant.id)
        if token is not None and token not in s.market:
            # The market of set-up was cleared after the token was laid (the rule
            # set's changes run first): it goes on the lowest plant left (RULES 7.3).
            s.marks = {**s.marks, DiscountPlant.id: s.current_market()[0]}

    def clear(self, s: StateData, out: list[ev.Event]) -> None:
        """Send away every plant of the kinds for sale, while step 1 lasts and the
        Step 3 card still lies in the stack (each plant sent away lies under it)."""
        params = self.params
        assert isinstance(params, FuelPlantsLeaveParams)
        while s.step == 1 and STEP3 in s.deck and not Step2ByDeck.waiting(s):
            found = [p for p in s.current_market() if PLANTS[p].kind in params.kinds]
            if not found:
                return
            plant = found[0]
            s.market.remove(plant)
            if PLANTS[plant].number in params.out_of_game:
                s._retire(plant)
                out.append(ev.PlantRemoved(plant, REASON))
            else:
                s.deck.insert(0, plant)
                s.known_bottom += 1
                out.append(ev.PlantUnderStack(plant))
            s._draw(out)
