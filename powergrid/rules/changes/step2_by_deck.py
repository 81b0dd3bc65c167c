"""Step 2 begins when the stack has been gone through (RULES 8.62).

No count of cities starts step 2. The first time the Step 3 card is drawn in step 1,
the rest of the stack (the plants put under it) is shuffled, the card goes under it
again and a plant is drawn in its place; step 2 begins when the phase ends (after
phase 2 or 4, RULES 4.2's moments, or after the bureaucracy's plant update): the
``discard`` lowest plants leave the game, each replaced by a draw. In step 2 the
bureaucracy puts the ``under_stack`` highest plants under the stack (RULES 3.5.3 puts
one). The Step 3 card drawn again starts step 3 as usual (RULES 4.2).

While step 2 waits for its phase to end, the change keeps the mark 1 under its id.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from pydantic import Field

from .. import events as ev
from ..state import AUCTION, BUILD
from ..tables import STEP3
from .base import ChangeParams, RuleChange, register

if TYPE_CHECKING:
    from ...board import Board, MapFile
    from ..book import RuleBook
    from ..cards import CardSet
    from ..engine import GameState as StateData

#: Why the lowest plants leave (PlantRemoved).
REASON = "Step 2 begins"


class Step2ByDeckParams(ChangeParams):
    discard: int = Field(default=2, ge=0, le=4)
    under_stack: int = Field(default=2, ge=1, le=4)


@register
class Step2ByDeck(RuleChange):
    id = "step2_by_deck"
    Params = Step2ByDeckParams
    summary = (
        "Step 2 begins when the Step 3 card is drawn the first time (it goes back under "
        "the shuffled stack) and the {discard} lowest plants then leave; in step 2 the "
        "bureaucracy puts the {under_stack} highest plants under the stack."
    )
    section = "8.62"

    def prepare(self, book: RuleBook, mapfile: MapFile, board: Board) -> None:
        # No number of cities starts step 2: more than a player's houses.
        book.limits = replace(book.limits, step2_cities=book.houses + 1)

    def setup_problems(self, cards: CardSet, players: int, inactive: bool) -> list[str]:
        if inactive:
            return ["step 2 begins with the stack gone through: not played with the inactive area"]
        return []

    @staticmethod
    def waiting(s: StateData) -> bool:
        """Whether the Step 3 card has come up in step 1 and step 2 waits for its phase."""
        return bool(s.marks.get(Step2ByDeck.id))

    def step3_card(self, s: StateData, out: list[ev.Event]) -> None:
        if s.step != 1 or s.step2_done or self.waiting(s):
            s._step3_card(out)
            return
        deck = s.deck
        s._rng().shuffle(deck)
        deck.insert(0, STEP3)
        s.known_bottom = 0
        out.append(ev.PlantUnderStack(STEP3))
        s.marks = {**s.marks, self.id: 1}
        if len(deck) > 1:
            s._draw(out)  # the plant in the card's place

    def steps_due(self, s: StateData, out: list[ev.Event]) -> None:
        if self.waiting(s):
            self.begin_step2(s, out)

    def begin_step2(self, s: StateData, out: list[ev.Event]) -> None:
        """Step 2 begins: the lowest plants leave, each replaced (RULES 8.62)."""
        params = self.params
        assert isinstance(params, Step2ByDeckParams)
        s.marks = {k: v for k, v in s.marks.items() if k != self.id}
        s.step2_done = True
        s.step = 2
        out.append(ev.StepStarted(2))
        for change in s.book.on["step2_started"]:
            change.step2_started(s, out)
        for _ in range(params.discard):
            if s.step != 2:
                return  # the Step 3 card came up again: step 3 (RULES 4.2)
            s._remove_lowest(out, REASON)
            s._draw(out)

    def plants_updated(self, s: StateData, out: list[ev.Event]) -> None:
        if self.waiting(s):  # the card came up in this bureaucracy's draw
            self.begin_step2(s, out)
            return
        params = self.params
        assert isinstance(params, Step2ByDeckParams)
        for _ in range(params.under_stack - 1):
            market = s.market
            if s.step != 2 or not market or market[-1] == STEP3:
                return
            plant = market.pop()
            s.deck.insert(0, plant)
            s.known_bottom += 1
            out.append(ev.PlantUnderStack(plant))
            s._draw(out)

    def mark_problems(self, value: int, phase: str, market: list[int]) -> list[str]:
        if value != 1 or phase not in (AUCTION, BUILD):
            return [f"marks.{self.id}: step 2 waits (1) only in the auction or building phase"]
        return []
