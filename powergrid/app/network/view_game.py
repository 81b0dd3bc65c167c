"""A networked table's game as this screen may know it: the seats' view and the config.

The server sends each seat its view of the position (``docs/position-format.md``,
``"view": true``) and the table's seats; :func:`view_game` makes of them a
:class:`ViewGame`, which the controller and every panel read as they read a local
:class:`~powergrid.rules.Game`: its ``state`` (the view: no draw-stack order), its
``config`` (the map, regions and variants of the view; the seats' names, colours and
who plays them from the table) and ``names``. It has no seed and no log of actions,
since a seat knows neither; it is never played on: moves go to the server.
"""

from __future__ import annotations

import zlib
from typing import Any

from ...net.protocol import TableInfo, Update
from ...rules import (
    PLAYER_COLOURS,
    Action,
    Game,
    GameConfig,
    GameState,
    RulesError,
    SeatConfig,
    Variants,
)
from ...rules import events as ev
from ..shared.controller import HUMAN


class ViewGame(Game):
    """A game whose state is a seat's view; see the module's docstring."""

    def __init__(self, config: GameConfig, state: GameState, seed: int = 0) -> None:
        # Not Game.__init__: the game was set up on the server, from a seed kept there.
        self.config = config
        self.seed = seed
        self.state = state
        self.log = []

    def apply(self, action: Action) -> list[ev.Event]:
        raise RulesError("a networked table's moves go to its server")


def view_config(view: dict[str, Any], info: TableInfo) -> GameConfig:
    """The game's config as the view and the table's seats tell it."""
    seats = tuple(
        SeatConfig(
            name=seat.name,
            color=seat.color or PLAYER_COLOURS[i % len(PLAYER_COLOURS)],
            controller=seat.level or HUMAN,
        )
        for i, seat in enumerate(info.seats)
    )
    free = bool(view.get("free_cities"))
    variants = Variants(
        free_cities=free,
        cities=tuple(view["cities"]) if free and view.get("cities") else None,
        inactive_area=view.get("inactive_area") is not None,
        deck=view.get("deck") or "original",
        deck_content=view.get("deck_content"),
    )
    regions = None if free else tuple(view.get("regions") or ()) or None
    return GameConfig(
        map=view["map"],
        map_content=view.get("map_content"),  # a player's own map, carried whole
        seats=seats,
        regions=regions,
        variants=variants,
    )


def view_game(update: Update) -> ViewGame:
    """The game of ``update``'s view (ValueError when it has none or is not a valid
    position: a broken message changes nothing on screen)."""
    if update.view is None:
        raise ValueError("the game has not started")
    try:
        state = GameState.from_position(update.view)
        config = view_config(update.view, update.info)
    except (RulesError, ValueError, KeyError, TypeError) as err:
        raise ValueError(f"the table's view cannot be shown: {err}") from None
    if len(config.seats) != state.player_count:
        raise ValueError("the table's seats do not match its view")
    # The coach's own random choices differ between tables, and repeat at one.
    seed = zlib.crc32(update.table.encode()) & 0x7FFFFFFF
    return ViewGame(config, state, seed)
