"""A flat general connection (RULES 8.113): any house may be connected for ``price``
Elektro instead of the cheapest path from the builder's network, wherever the city
lies (so regions need not touch each other and no part of the map is cut off). The
board prices it (``Board.general``, read from this entry as data: the engine, the
inspector, ``map cost`` and the bots all ask the board); this change checks the entry
and says the rule to the players."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import Field

from .base import ChangeParams, RuleChange, register

if TYPE_CHECKING:
    from ...board import Board, MapFile
    from ..book import RuleBook


class GeneralConnectionParams(ChangeParams):
    #: What any house may pay for its connection instead of its path.
    price: int = Field(ge=0, le=1000)


@register
class GeneralConnection(RuleChange):
    id = "general_connection"
    Params = GeneralConnectionParams
    summary = (
        "Any house may be connected for {price} Elektro instead of its path, to any "
        "city of the board; the regions in play need not touch."
    )
    section = "8.113"

    def map_problems(self, mapfile: MapFile) -> list[str]:
        return [
            f"rules ({self.id}): the board's connections are the same in both rule sets; "
            "give the entry without editions"
            for entry in mapfile.rules
            if entry.id == self.id and entry.editions is not None
        ]

    def prepare(self, book: RuleBook, mapfile: MapFile, board: Board) -> None:
        params = self.params
        assert isinstance(params, GeneralConnectionParams)
        if board.general != params.price:  # the board read the same entry
            raise ValueError(f"map {mapfile.name}: the board prices connections otherwise")
