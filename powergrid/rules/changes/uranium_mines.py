"""Uranium mines (RULES 8.110): the plants named are mines. They are auctioned as
plants and count as plants for the turn order (RULES 3.1), but they power no city
(the board has no uranium: no mine can ever run) and they do not count toward the
plant limit (RULES 3.2: a player may own any number of mines beside his plants, and a
discard above the limit is always one of the plants). What a mine earns is the
uranium market's (RULES 8.111)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import Field

from .base import ChangeParams, RuleChange, register

if TYPE_CHECKING:
    from ...board import Board, MapFile
    from ..book import RuleBook


class MinesParams(ChangeParams):
    #: The plants (card numbers) that are mines.
    plants: tuple[int, ...] = Field(min_length=1, max_length=20)


@register
class UraniumMines(RuleChange):
    id = "uranium_mines"
    Params = MinesParams
    summary = (
        "Plants {plants} are uranium mines: auctioned as plants, they power no city and "
        "do not count toward the plant limit, but earn money on the uranium market."
    )
    section = "8.110"

    mines: frozenset[int] = frozenset()

    def prepare(self, book: RuleBook, mapfile: MapFile, board: Board) -> None:
        params = self.params
        assert isinstance(params, MinesParams)
        if book.total_tokens[3]:
            raise ValueError(
                f"map {mapfile.name}: uranium mines need a board without uranium tokens "
                f"(it has {book.total_tokens[3]})"
            )
        self.mines = frozenset(params.plants)

    def plants_counted(self, plants: list[int]) -> int:
        mines = self.mines
        return sum(1 for p in plants if p not in mines)

    def mines_of(self, plants: list[int]) -> list[int]:
        """The mines among ``plants``."""
        return [p for p in plants if p in self.mines]
