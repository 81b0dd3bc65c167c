"""A network on each island (RULES 8.81): a board whose cities form several parts no
connection joins. A player may run one network on each island; his first house on an
island where he has none pays ``fee`` Elektro in place of a connection, on top of the
house. The board prices it (``Board.fee``, read from this entry as data: the inspector,
``map cost``, the bots and the engine all ask the board), and a set of regions plays
when it holds together on every island it touches; this change checks the entry and
says the rule to the players."""

from __future__ import annotations

from pydantic import Field

from .base import BoardPricedChange, ChangeParams, register


class IslandNetworksParams(ChangeParams):
    #: What a first house on another island pays in place of a connection.
    fee: int = Field(ge=0, le=1000)


@register
class IslandNetworks(BoardPricedChange):
    id = "island_networks"
    Params = IslandNetworksParams
    summary = (
        "The islands are not joined: a player may start a network on another island, "
        "paying {fee} Elektro on top of the house."
    )
    board_price = "fee"
    param_price = "fee"
    priced = "islands"
    section = "8.81"
