"""Plants set aside until step 2 (RULES 8.32): plants out of the game from set-up go
on top of the draw stack, in a given order, when step 2 begins (before the lowest
plant leaves and one is drawn in its place); every player knows them there."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import Field

from .base import ChangeParams, RuleChange, register
from .stack_top_plant import card_of, missing_numbers

if TYPE_CHECKING:
    from .. import events as ev
    from ..cards import CardSet
    from ..engine import GameState as StateData


class Step2PlantsOnTopParams(ChangeParams):
    #: The plants, topmost first.
    plants: tuple[int, ...] = Field(min_length=1, max_length=8)


@register
class Step2PlantsOnTop(RuleChange):
    id = "step2_plants_on_top"
    Params = Step2PlantsOnTopParams
    summary = (
        "Plants {plants}, out of the game from set-up, go on top of the draw stack in "
        "this order when step 2 begins."
    )
    section = "8.32"

    def _cards(self, cards: CardSet) -> tuple[int, ...]:
        p = self.params
        assert isinstance(p, Step2PlantsOnTopParams)
        return tuple(c for n in p.plants if (c := card_of(cards, n)) is not None)

    def setup_problems(self, cards: CardSet, players: int, inactive: bool) -> list[str]:
        p = self.params
        assert isinstance(p, Step2PlantsOnTopParams)
        return missing_numbers(cards, p.plants, "set aside", self.id)

    def step2_started(self, s: StateData, out: list[ev.Event]) -> None:
        waiting = [c for c in self._cards(s.cards) if c in s.removed]
        for card in waiting:
            s.removed.remove(card)
        s.deck.extend(reversed(waiting))  # the stack's top is the end of the list
        s.marks = {**s.marks, self.id: len(waiting)}

    def known_top(self, s: StateData) -> tuple[int, ...]:
        if not s.marks.get(self.id) or s.step != 2 or s.step3_pending:
            return ()  # not yet on the stack, or shuffled in with the Step 3 card
        return tuple(c for c in self._cards(s.cards) if c in s.deck)

    def mark_problems(self, value: int, phase: str, market: list[int]) -> list[str]:
        p = self.params
        assert isinstance(p, Step2PlantsOnTopParams)
        if 0 <= value <= len(p.plants):
            return []
        return [f"marks.{self.id}: the plants put on the stack, 0 to {len(p.plants)}, not {value}"]
