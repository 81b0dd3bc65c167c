"""Networks start in named cities, and a second network once (RULES 8.43): a player's
first house stands in one of the start cities; once in the game he may start a
second network in a start city, paying its place but no connection (the jump); in
round 1 he builds at most a few houses, each in a start city, the second one
starting his second network (RULES 9.12 names the board).

The jump is spent by the build that uses it: a house in a start city that would
otherwise pay a connection (in round 1, any second house). Which seats have spent
it is kept in ``s.marks`` under the change's id, one bit a seat."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import Field

from ..state import INF
from .base import ChangeParams, RuleChange, register

if TYPE_CHECKING:
    from ...board import Board, MapFile
    from .. import events as ev
    from ..book import RuleBook
    from ..engine import GameState as StateData


class StartCitiesParams(ChangeParams):
    #: The cities where a network may start.
    cities: tuple[str, ...] = Field(min_length=1, max_length=20)
    #: The most houses a player builds in round 1 (each in a start city).
    round1_houses: int = Field(default=2, ge=1, le=6)


@register
class StartCities(RuleChange):
    id = "start_cities"
    Params = StartCitiesParams
    summary = (
        "A network starts in one of {cities}; once a game a player may start a second one "
        "there without paying a connection; in round 1 at most {round1_houses} houses, "
        "each in one of those cities."
    )
    section = "8.43"

    starts: frozenset[int] = frozenset()

    def _params(self) -> StartCitiesParams:
        assert isinstance(self.params, StartCitiesParams)
        return self.params

    def map_problems(self, mapfile: MapFile) -> list[str]:
        known = {c.name for c in mapfile.cities}
        return [
            f"{self.id}: cities: the map has no city {name!r}"
            for name in self._params().cities
            if name not in known
        ]

    def prepare(self, book: RuleBook, mapfile: MapFile, board: Board) -> None:
        index = board.index
        self.starts = frozenset(index[n] for n in self._params().cities if n in index)

    @staticmethod
    def jumped(s: StateData, seat: int) -> bool:
        """Whether ``seat`` has started his second network already."""
        return bool(s.marks.get(StartCities.id, 0) >> seat & 1)

    def build_connection(self, s: StateData, seat: int, city: int, connection: int) -> int:
        houses = len(s.players[seat].cities)
        if city not in self.starts:  # most cities: open once the network stands
            return connection if houses and s.round != 1 else INF
        if houses == 0:
            return 0
        if s.marks.get(self.id, 0) >> seat & 1:  # the jump is spent
            return INF if s.round == 1 else connection
        if s.round == 1:
            return 0 if houses < self._params().round1_houses else INF
        return 0

    def city_built(
        self, s: StateData, seat: int, city: int, connection: int, out: list[ev.Event]
    ) -> None:
        if city not in self.starts or self.jumped(s, seat):
            return
        if not s.players[seat].cities:  # the first house: not a jump
            return
        if s.round == 1 or connection > 0:
            s.marks = {**s.marks, self.id: s.marks.get(self.id, 0) | 1 << seat}

    def mark_problems(self, value: int, phase: str, market: list[int]) -> list[str]:
        if not 0 <= value < 1 << 6:
            return [f"marks.{self.id}: {value} is no set of seats (one bit a seat, 0 to 63)"]
        return []
