"""Known plants on top of the stack, plants of a fuel kept (RULES 8.30): at set-up
the named plants go face up on top of the draw stack in the order given, and the
plants removed unseen by player count are never plants of the kept fuels (RULES 9
names the board: its biogas plants all stay in the game)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import Field

from ..cards import PLANTS
from ..dealing import deal
from .base import ChangeParams, RuleChange, register
from .stack_top_plant import card_of, missing_numbers

if TYPE_CHECKING:
    from ..cards import CardSet
    from ..engine import GameState as StateData

Fuel = Literal["coal", "oil", "garbage", "uranium", "hybrid", "eco"]


class KnownStackTopParams(ChangeParams):
    #: The plants on top of the stack at set-up, topmost first.
    top: tuple[int, ...] = Field(min_length=1, max_length=8)
    #: Kinds of plant never removed unseen at set-up.
    keep_fuel: tuple[Fuel, ...] = Field(default=(), max_length=6)


def kept_cards(cards: CardSet, fuels: tuple[str, ...]) -> frozenset[int]:
    """The deck's cards of the kept kinds (none when no kind is kept)."""
    return frozenset(c for c in cards.plants if PLANTS[c].kind in fuels)


@register
class KnownStackTop(RuleChange):
    id = "known_stack_top"
    Params = KnownStackTopParams
    summary = (
        "Plants {top} go face up on top of the draw stack at set-up, in this order; "
        "no {keep_fuel} plant is removed at set-up."
    )
    section = "8.30"

    def _params(self) -> KnownStackTopParams:
        assert isinstance(self.params, KnownStackTopParams)
        return self.params

    def setup_problems(self, cards: CardSet, players: int, inactive: bool) -> list[str]:
        p = self._params()
        if inactive:
            return [f"{self.id}: the known plants on top are not dealt through the inactive area"]
        problems = missing_numbers(cards, p.top, "named", self.id)
        market = {PLANTS[c].number for c in cards.market}
        problems += [
            f"{self.id}: plant {n} is in the starting market of deck {cards.name}"
            for n in p.top
            if n in market
        ]
        if len(set(p.top)) < len(p.top):
            problems.append(f"{self.id}: a plant is named twice on top")
        return problems

    def deal(self, s: StateData, cards: CardSet, inactive: bool) -> None:
        p = self._params()
        known = [c for n in p.top if (c := card_of(cards, n)) is not None]
        top, below = (known[0], known[1:]) if known else (None, [])
        deal(s, cards, inactive, top, (), below, kept_cards(cards, p.keep_fuel))

    def stack_top(self, cards: CardSet) -> int | None:
        return card_of(cards, self._params().top[0])

    def known_top(self, s: StateData) -> tuple[int, ...]:
        if s.round != 1:
            return ()
        return tuple(c for n in self._params().top if (c := card_of(s.cards, n)) is not None)
