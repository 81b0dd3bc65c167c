"""A network on each island (RULES 8.81): a board whose cities form several parts no
connection joins. A player may run one network on each island; his first house on an
island where he has none pays ``fee`` Elektro in place of a connection, on top of the
house. The board prices it (``Board.fee``, read from this entry as data: the inspector,
``map cost``, the bots and the engine all ask the board), and a set of regions plays
when it holds together on every island it touches; this change checks the entry and
says the rule to the players."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import Field

from .base import ChangeParams, RuleChange, register

if TYPE_CHECKING:
    from ...board import Board, MapFile
    from ..book import RuleBook


class IslandNetworksParams(ChangeParams):
    #: What a first house on another island pays in place of a connection.
    fee: int = Field(ge=0, le=1000)


@register
class IslandNetworks(RuleChange):
    id = "island_networks"
    Params = IslandNetworksParams
    summary = (
        "The islands are not joined: a player may start a network on another island, "
        "paying {fee} Elektro on top of the house."
    )
    section = "8.81"

    def map_problems(self, mapfile: MapFile) -> list[str]:
        return [
            f"rules ({self.id}): the board's islands are the same in both rule sets; "
            "give the entry without editions"
            for entry in mapfile.rules
            if entry.id == self.id and entry.editions is not None
        ]

    def prepare(self, book: RuleBook, mapfile: MapFile, board: Board) -> None:
        params = self.params
        assert isinstance(params, IslandNetworksParams)
        if board.fee != params.fee:  # the board read the same entry
            raise ValueError(f"map {mapfile.name}: the board prices islands otherwise")
