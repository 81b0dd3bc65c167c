"""The end within reach (RULES 8.83): on a board whose regions in play may hold fewer
cities than the player-count table's end (1.5), the game ends when a player has a house
in every city in play; the step 2 count is lowered the same way. The game's row of the
table is set once, from the board in play."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from .base import ChangeParams, RuleChange, register

if TYPE_CHECKING:
    from ...board import Board, MapFile
    from ..book import RuleBook


@register
class EndAtCitiesInPlay(RuleChange):
    id = "end_at_cities_in_play"
    Params = ChangeParams
    summary = "The game ends at the table's count, or when a player has every city in play."
    section = "8.83"

    def prepare(self, book: RuleBook, mapfile: MapFile, board: Board) -> None:
        limits = book.limits
        cities = len(board.cities)
        if limits.end_cities > cities or limits.step2_cities > cities:
            book.limits = dataclasses.replace(
                limits,
                end_cities=min(limits.end_cities, cities),
                step2_cities=min(limits.step2_cities, cities),
            )
