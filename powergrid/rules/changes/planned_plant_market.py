"""A planned plant market (RULES 8.21): in steps 1 and 2 every plant of the market is
for sale and no plant is drawn when one is sold; in the bureaucracy new plants are
drawn (at least a number by player count, and up to one less than the players) and
the smallest plants leave the game until the market holds one plant less than the
players (two with two players). Nobody buying a plant removes none. In step 3 the
market holds a fixed number of plants, all for sale, and a sold plant is replaced."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import Field

from .. import events as ev
from ..cards import STEP3
from .base import ChangeParams, RuleChange, register

if TYPE_CHECKING:
    from ..engine import GameState as StateData

#: Plants for sale in steps 1 and 2: the whole market (never as many as this).
WHOLE_MARKET = 99


class PlannedPlantMarketParams(ChangeParams):
    #: Plants drawn at least in each bureaucracy of steps 1 and 2, by player count.
    added: dict[str, int] = Field(
        default_factory=lambda: {"2": 1, "3": 1, "4": 2, "5": 2, "6": 3}, max_length=5
    )
    #: The plants of the market in step 3, all for sale.
    step3_size: int = Field(default=4, ge=1, le=8)


@register
class PlannedPlantMarket(RuleChange):
    id = "planned_plant_market"
    Params = PlannedPlantMarketParams
    summary = (
        "In steps 1 and 2 every plant of the market is for sale and new plants are drawn "
        "only in the bureaucracy ({added} by player count, up to one less than the "
        "players, the smallest leaving the game beyond that); in step 3 the market holds "
        "{step3_size} plants."
    )
    section = "8.21"

    def _params(self) -> PlannedPlantMarketParams:
        assert isinstance(self.params, PlannedPlantMarketParams)
        return self.params

    def step_market_size(self, step: int, size: int) -> int:
        return self._params().step3_size if step == 3 else WHOLE_MARKET

    def unsold(self, s: StateData, out: list[ev.Event]) -> None:
        """Nobody bought a plant: the market keeps its plants."""

    def replace_sold(self, s: StateData, out: list[ev.Event]) -> None:
        if s.step == 3:
            s._draw(out)

    def market_update(self, s: StateData, out: list[ev.Event]) -> None:
        if s.step == 3:
            s._bureaucracy_plant_update(out)  # the lowest leaves, one is drawn
        else:
            self._plan(s, out)
        if s.step == 3:
            self._hold(s, self._params().step3_size, out)

    def _plan(self, s: StateData, out: list[ev.Event]) -> None:
        """Draw the plants of the plan, then keep one less than the players."""
        target = max(2, s.n - 1)
        wanted = max(self._params().added.get(str(s.n), 0), s.n - 1 - _plants(s))
        while s.step != 3 and s.deck and (wanted > 0 or _plants(s) < target):
            s._draw(out)
            wanted -= 1
        if s.step != 3:
            _trim(s, target, out)

    def _hold(self, s: StateData, size: int, out: list[ev.Event]) -> None:
        """Step 3: the smallest leave above ``size`` plants, plants are drawn below."""
        _trim(s, size, out)
        while _plants(s) < size and s.deck:
            s._draw(out)


def _plants(s: StateData) -> int:
    return sum(1 for p in s.market if p != STEP3)


def _trim(s: StateData, size: int, out: list[ev.Event]) -> None:
    while _plants(s) > size:
        s._remove_lowest(out, "the plan keeps the market small")
