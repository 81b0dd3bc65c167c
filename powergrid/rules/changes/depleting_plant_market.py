"""A plant market that lives on as the stack runs out (RULES 8.122), for a game that
never leaves step 1: the bureaucracy puts the two highest plants of the future market
on a face-up discard pile; when the stack runs out the pile, shuffled, is the new
stack, and from then on the highest future plant goes under it; when it runs out
again every plant of the market is for sale and the lowest leaves each bureaucracy,
until none is left.

The discard pile lies under the stack as its known bottom (it is never drawn from: the
moment the cards above it are gone, it is shuffled as the new stack). The mark keeps
the stage (0: before the first exhaustion, 1: between, 2: after the second) and the
pile's size as ``stage * 100 + pile``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import Field

from .. import events as ev
from ..deck import MARKET_SIZE
from .base import ChangeParams, RuleChange, register

if TYPE_CHECKING:
    from ..engine import GameState as StateData

#: Why the lowest plant leaves once the market is open (a PlantRemoved reason).
LOWEST_OUT = "the lowest plant once the stack has run out twice"
#: The stages of the market: before the first exhaustion, between, after the second.
FIRST, SECOND, OPEN = 0, 1, 2


class DepletingPlantMarketParams(ChangeParams):
    #: Plants of the future market set aside on the discard pile each bureaucracy
    #: before the stack first runs out.
    discard: int = Field(default=2, ge=1, le=8)


@register
class DepletingPlantMarket(RuleChange):
    id = "depleting_plant_market"
    Params = DepletingPlantMarketParams
    summary = (
        "Each bureaucracy the {discard} highest plants of the future market go to a discard "
        "pile; when the stack runs out the pile is shuffled as the new stack and the highest "
        "future plant goes under it each round; when it runs out again every plant is for "
        "sale and the lowest leaves each round."
    )
    section = "8.122"

    # ----- the mark ------------------------------------------------------------------------

    def stage(self, s: StateData) -> int:
        """0 before the stack first runs out, 1 between, 2 once the market is open."""
        return s.marks.get(self.id, 0) // 100

    def pile(self, s: StateData) -> int:
        """Plants on the discard pile (the bottom of the stack list)."""
        return s.marks.get(self.id, 0) % 100

    def _mark(self, s: StateData, stage: int, pile: int) -> None:
        value = stage * 100 + pile
        if value:
            s.marks = {**s.marks, self.id: value}
        else:
            s.marks = {k: v for k, v in s.marks.items() if k != self.id}

    def mark_problems(self, value: int, phase: str, market: list[int]) -> list[str]:
        stage, pile = divmod(value, 100)
        if stage > OPEN or value < 0 or (pile and stage != FIRST):
            return [f"marks.{self.id}: {value} is no stage and discard pile"]
        return []

    # ----- the points ------------------------------------------------------------------------

    def market_size(self, s: StateData, size: int) -> int:
        return len(s.market) if self.stage(s) == OPEN else size

    def plant_drawn(self, s: StateData, out: list[ev.Event]) -> None:
        self._ran_out(s, out)

    def market_update(self, s: StateData, out: list[ev.Event]) -> None:
        stage = self.stage(s)
        if stage == OPEN:
            if s.market:
                plant = s.market.pop(0)
                s._retire(plant)
                out.append(ev.PlantRemoved(plant, LOWEST_OUT))
            return
        self._ran_out(s, out)  # a pile that waited for cards (the stack ran out before it had any)
        future = s.future_market()
        count = self._params().discard if self.stage(s) == FIRST else 1
        for _ in range(min(count, len(future))):
            plant = s.market.pop()
            if self.stage(s) == FIRST:
                s.deck.insert(0, plant)
                s.known_bottom += 1
                self._mark(s, FIRST, self.pile(s) + 1)
                out.append(ev.PlantSetAside(plant))
            else:
                s.deck.insert(0, plant)
                s.known_bottom += 1
                out.append(ev.PlantUnderStack(plant))
        self._ran_out(s, out)  # nothing above the pile: it is the new stack at once
        places = self._places(s)
        while len(s.market) < places and len(s.deck) > self.pile(s):
            s._draw(out)  # each draw asks plant_drawn whether the stack ran out

    def _ran_out(self, s: StateData, out: list[ev.Event]) -> None:
        """The stack above the discard pile is gone: the pile becomes the stack (the first
        time) or the whole market goes on sale (the second time)."""
        stage, pile = self.stage(s), self.pile(s)
        if stage == FIRST and pile and len(s.deck) == pile:
            s._rng().shuffle(s.deck)
            s.known_bottom = 0
            self._mark(s, SECOND, 0)
            out.append(ev.PilesShuffled(pile))
        elif stage == SECOND and not s.deck:
            self._mark(s, OPEN, 0)
            out.append(ev.MarketOpened())

    def _places(self, s: StateData) -> int:
        """The places of the plant market (8, or a board's larger market, RULES 8.90)."""
        places = MARKET_SIZE
        for change in s.book.on["market_places"]:
            places = change.market_places(places)
        return places

    def _params(self) -> DepletingPlantMarketParams:
        assert isinstance(self.params, DepletingPlantMarketParams)
        return self.params
