"""Spaces blocked with fewer players (RULES 8.120): at set-up some spaces of the board,
so many of each building cost per set and so many sets by player count, take no house
for the whole game. A path still passes through them (and pays for it as for any space
passed). The published rule lets the players agree on them; the engine draws them from
the game's seed, a fixed number of each cost, so every game of a seed blocks the same.

The mark holds the blocked spaces as a bit mask of board indices (bit i: city i).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import Field

from .base import ChangeParams, RuleChange, register

if TYPE_CHECKING:
    from ...board import Board, MapFile
    from ..book import RuleBook
    from ..engine import GameState as StateData


class BlockedSpacesParams(ChangeParams):
    #: Spaces blocked per set, by the price of the space's house place ("10": 3, …).
    tiers: dict[str, int] = Field(min_length=1, max_length=20)
    #: Sets of spaces blocked, by player count ("2" … "6"; none if absent).
    sets: dict[str, int] = Field(default_factory=dict, max_length=5)


@register
class BlockedSpaces(RuleChange):
    id = "blocked_spaces"
    Params = BlockedSpacesParams
    summary = (
        "Spaces take no house all game, drawn at set-up: per set, by price, {tiers}; "
        "sets by player count: {sets}."
    )
    section = "8.120"

    #: The cities in play by the price of their first place (board indices, in order).
    by_price: dict[int, tuple[int, ...]] = {}
    #: Bit masks seen, as sets of board indices (cached per change, i.e. per game book).
    _closed: dict[int, frozenset[int]] = {}

    def _params(self) -> BlockedSpacesParams:
        assert isinstance(self.params, BlockedSpacesParams)
        return self.params

    def map_problems(self, mapfile: MapFile) -> list[str]:
        problems = []
        prices = [c.places[0][0] if c.places else 10 for c in mapfile.cities]
        p = self._params()
        most = max(p.sets.values(), default=0)
        for price, count in p.tiers.items():
            if not price.isdigit() or count < 0:
                where = f"rules ({self.id}).tiers"
                problems.append(f"{where}: {price!r}: {count} is no price and count")
            elif prices.count(int(price)) < count * most:
                problems.append(
                    f"rules ({self.id}).tiers: {most} sets of {count} spaces of {price} need "
                    f"{count * most}; the map has {prices.count(int(price))}"
                )
        for players in p.sets:
            if players not in ("2", "3", "4", "5", "6"):
                problems.append(f"rules ({self.id}).sets: {players!r} is no player count")
        return problems

    def prepare(self, book: RuleBook, mapfile: MapFile, board: Board) -> None:
        groups: dict[int, list[int]] = {}
        for i, name in enumerate(board.cities):
            places = mapfile.city(name).places
            price = places[0][0] if places else 10
            groups.setdefault(price, []).append(i)
        self.by_price = {price: tuple(v) for price, v in groups.items()}
        self._closed = {}

    def game_set_up(self, s: StateData) -> None:
        p = self._params()
        sets = p.sets.get(str(s.n), 0)
        if not sets:
            return
        rng = s._rng()
        mask = 0
        for price in sorted(p.tiers, key=int):
            spaces = self.by_price.get(int(price), ())
            for c in rng.sample(spaces, min(len(spaces), p.tiers[price] * sets)):
                mask |= 1 << c
        s.marks = {**s.marks, self.id: mask}

    def closed_cities(self, s: StateData, seat: int) -> frozenset[int]:
        mask = s.marks.get(self.id, 0)
        closed = self._closed.get(mask)
        if closed is None:
            closed = frozenset(i for i in range(mask.bit_length()) if mask >> i & 1)
            self._closed[mask] = closed
        return closed

    def blocked_for_game(self, s: StateData) -> frozenset[int]:
        return self.closed_cities(s, 0)

    def mark_problems(self, value: int, phase: str, market: list[int]) -> list[str]:
        if value < 0:
            return [f"marks.{self.id}: {value} is no set of spaces"]
        return []
