"""Another plant on top of the stack (RULES 8.3): at set-up a given plant goes on top
of the draw stack in place of the deck's top card, and given plants leave the game
face up (the map sections of RULES 9 name the plants)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import Field

from ..cards import PLANTS
from ..dealing import deal
from .base import ChangeParams, RuleChange, register

if TYPE_CHECKING:
    from ..cards import CardSet
    from ..engine import GameState as StateData


class StackTopPlantParams(ChangeParams):
    top: int = Field(ge=1, le=99)
    out_of_game: tuple[int, ...] = Field(default=(), max_length=20)


def card_of(cards: CardSet, number: int) -> int | None:
    """The deck's first card of a printed number, None when it has none."""
    return next((c for c in cards.plants if PLANTS[c].number == number), None)


def missing_numbers(cards: CardSet, numbers: tuple[int, ...], what: str, rule: str) -> list[str]:
    """A problem for each number the deck holds no card of."""
    return [
        f"{rule}: the {what} plant {n} is not in deck {cards.name}"
        for n in numbers
        if card_of(cards, n) is None
    ]


@register
class StackTopPlant(RuleChange):
    id = "stack_top_plant"
    Params = StackTopPlantParams
    summary = (
        "Plant {top} goes on top of the draw stack at set-up; plants {out_of_game} "
        "are out of the game."
    )
    section = "8.3"

    def _params(self) -> StackTopPlantParams:
        assert isinstance(self.params, StackTopPlantParams)
        return self.params

    def setup_problems(self, cards: CardSet, players: int, inactive: bool) -> list[str]:
        p = self._params()
        problems = missing_numbers(cards, (p.top, *p.out_of_game), "named", self.id)
        market = {PLANTS[c].number for c in cards.market}
        problems += [
            f"{self.id}: plant {n} is in the starting market of deck {cards.name}"
            for n in (p.top, *p.out_of_game)
            if n in market
        ]
        return problems

    def deal(self, s: StateData, cards: CardSet, inactive: bool) -> None:
        p = self._params()
        out = [c for n in p.out_of_game if (c := card_of(cards, n)) is not None]
        deal(s, cards, inactive, card_of(cards, p.top), out)

    def stack_top(self, cards: CardSet) -> int | None:
        return card_of(cards, self._params().top)
