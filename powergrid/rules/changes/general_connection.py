"""A flat general connection (RULES 8.113): any house may be connected for ``price``
Elektro instead of the cheapest path from the builder's network, wherever the city
lies (so regions need not touch each other and no part of the map is cut off). The
board prices it (``Board.general``, read from this entry as data: the engine, the
inspector, ``map cost`` and the bots all ask the board); this change checks the entry
and says the rule to the players."""

from __future__ import annotations

from pydantic import Field

from .base import BoardPricedChange, ChangeParams, register


class GeneralConnectionParams(ChangeParams):
    #: What any house may pay for its connection instead of its path.
    price: int = Field(ge=0, le=1000)


@register
class GeneralConnection(BoardPricedChange):
    id = "general_connection"
    Params = GeneralConnectionParams
    summary = (
        "Any house may be connected for {price} Elektro instead of its path, to any "
        "city of the board; the regions in play need not touch."
    )
    board_price = "general"
    param_price = "price"
    priced = "connections"
    section = "8.113"
