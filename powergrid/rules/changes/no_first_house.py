"""Cities where no network starts (RULES 8.101): a player's first house may not be in
one of the cities named; he builds there only from a network he already has (the
boards of RULES 9 name the cities, e.g. spaces across a border whose connection is
their whole price)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import Field

from .base import ChangeParams, RuleChange, register

if TYPE_CHECKING:
    from ...board import Board, MapFile
    from ..book import RuleBook
    from ..engine import GameState as StateData


class NoFirstHouseParams(ChangeParams):
    cities: tuple[str, ...] = Field(min_length=1, max_length=100)


@register
class NoFirstHouse(RuleChange):
    id = "no_first_house"
    Params = NoFirstHouseParams
    summary = "No player's first house may be in {cities}."
    section = "8.101"

    #: Board indices of the cities named that are in play.
    closed: frozenset[int] = frozenset()

    def _params(self) -> NoFirstHouseParams:
        assert isinstance(self.params, NoFirstHouseParams)
        return self.params

    def map_problems(self, mapfile: MapFile) -> list[str]:
        known = {c.name for c in mapfile.cities}
        return [
            f"rules ({self.id}).cities: the map has no city {name!r}"
            for name in self._params().cities
            if name not in known
        ]

    def prepare(self, book: RuleBook, mapfile: MapFile, board: Board) -> None:
        index = board.index
        self.closed = frozenset(index[c] for c in self._params().cities if c in index)

    def closed_cities(self, s: StateData, seat: int) -> frozenset[int]:
        return frozenset() if s.players[seat].cities else self.closed
