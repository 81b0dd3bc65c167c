"""A resource refilled without limit (RULES 8.60): the refill of one resource is never
short. What the supply cannot give still counts: the tokens on the market move that
many places down the track (the cheapest place's price at the lowest), until the
market has none of it left at a refill.

The change keeps the places moved (the shortfall) in ``s.marks`` under its id and
prices the resource through ``buy_costs``, from tables made once per track and shift.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Literal

from ..tables import RESOURCE_INDEX, buy_cost_table
from .base import ChangeParams, RuleChange, register

if TYPE_CHECKING:
    from ...board import Board, MapFile
    from ..book import RuleBook
    from ..engine import GameState as StateData


class WithoutLimitParams(ChangeParams):
    resource: Literal["coal", "oil", "garbage", "uranium"] = "oil"


@register
class ResourceWithoutLimit(RuleChange):
    id = "resource_without_limit"
    Params = WithoutLimitParams
    summary = (
        "The {resource} refill is never short: what the supply cannot give moves the "
        "{resource} on the market to cheaper places, down to the cheapest price."
    )
    section = "8.60"

    resource = -1
    #: The board's track of the resource (cheapest first).
    track: tuple[int, ...] = ()

    def prepare(self, book: RuleBook, mapfile: MapFile, board: Board) -> None:
        params = self.params
        assert isinstance(params, WithoutLimitParams)
        self.resource = RESOURCE_INDEX[params.resource]
        self.track = book.tracks[self.resource]

    def shortfall(self, s: StateData) -> int:
        """Places the resource's tokens have moved down the track (0: none)."""
        return s.marks.get(self.id, 0)

    def refill(self, s: StateData, amounts: list[int]) -> None:
        r = self.resource
        moved = 0 if s.res_market[r] == 0 else self.shortfall(s)
        missing = max(0, amounts[r] - s.supply()[r])
        moved = min(moved + missing, len(self.track))
        if moved:
            s.marks = {**s.marks, self.id: moved}
        elif self.id in s.marks:
            s.marks = {k: v for k, v in s.marks.items() if k != self.id}

    def buy_costs(
        self, s: StateData, seat: int, resource: int, table: tuple[tuple[int, ...], ...]
    ) -> tuple[tuple[int, ...], ...]:
        if resource == self.resource:
            moved = s.marks.get(self.id, 0)
            if moved:
                return moved_costs(self.track, moved)
        return table

    def mark_problems(self, value: int, phase: str, market: list[int]) -> list[str]:
        if value < 0:
            return [f"marks.{self.id}: places moved are 0 or more, not {value}"]
        return []


@lru_cache(maxsize=256)
def moved_costs(track: tuple[int, ...], moved: int) -> tuple[tuple[int, ...], ...]:
    """The buy-cost table of the track with every token ``moved`` places cheaper: the
    cheapest price fills the places left behind (RULES 8.60). Shared by all games."""
    moved = min(moved, len(track))
    return buy_cost_table((track[0],) * moved + track[: len(track) - moved])
