"""Plants out of the game (RULES 8.102): at set-up the plants named leave the game face
up (some only with some player counts); the starting market is the lowest plants of
the deck that are left (so the next plants fill the places of those taken out), and
the stack is dealt as RULES 2.5 says."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from pydantic import Field

from ..dealing import deal
from ..deck import MARKET_SIZE
from .base import ChangeParams, RuleChange, register
from .stack_top_plant import card_of, missing_numbers

if TYPE_CHECKING:
    from ..cards import CardSet
    from ..engine import GameState as StateData


class OutOfGameParams(ChangeParams):
    plants: tuple[int, ...] = Field(min_length=1, max_length=20)
    #: Plants also out of the game with some player counts ("2" … "6").
    out_by_players: dict[str, tuple[int, ...]] = Field(default_factory=dict, max_length=5)


@register
class PlantsOutOfGame(RuleChange):
    id = "plants_out_of_game"
    Params = OutOfGameParams
    summary = (
        "Plants {plants} are out of the game; the next lowest plants fill the starting market."
    )

    def describe(self) -> str:
        assert isinstance(self.params, OutOfGameParams)
        text = super().describe()
        by = self.params.out_by_players
        if by:
            rows = "; ".join(f"{n} players {', '.join(map(str, v))}" for n, v in sorted(by.items()))
            text += f" Also out of the game: {rows}."
        return text

    section = "8.102"

    def _numbers(self, players: int) -> tuple[int, ...]:
        assert isinstance(self.params, OutOfGameParams)
        return self.params.plants + self.params.out_by_players.get(str(players), ())

    def _out(self, cards: CardSet, players: int) -> list[int]:
        return [c for n in self._numbers(players) if (c := card_of(cards, n)) is not None]

    def setup_problems(self, cards: CardSet, players: int, inactive: bool) -> list[str]:
        problems = missing_numbers(cards, self._numbers(players), "named", self.id)
        if cards.top is not None and cards.top in self._out(cards, players):
            problems.append(f"{self.id}: the top card of deck {cards.name} is out of the game")
        return problems

    def deal(self, s: StateData, cards: CardSet, inactive: bool) -> None:
        out = self._out(cards, s.n)
        left = [c for c in cards.plants if c not in out and c != cards.top]
        lowest = sorted(left, key=cards.sort_key)[:MARKET_SIZE]
        market = [c for c in cards.market if c not in out]
        market += [c for c in lowest if c not in market][: max(0, MARKET_SIZE - len(market))]
        deal(s, dataclasses.replace(cards, market=tuple(market)), inactive, cards.top, out)
