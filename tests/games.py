"""Games played by the simple bot and walks over JSON data, shared by the file tests."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from powergrid.ai.simple import SimpleBot
from powergrid.rules import Game, GameConfig


def played(moves: int, players: int = 4, map_name: str = "usa", seed: int = 3) -> Game:
    """A game after ``moves`` actions of the simple bot (fewer when it ends first)."""
    game = Game(GameConfig.quick(players, map_name), seed)
    bot = SimpleBot(seed)
    for _ in range(moves):
        if game.state.is_terminal():
            break
        game.apply(bot.choose(game.state))
    return game


def json_paths(value: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every path into a JSON value (keys and list indices), the value itself first."""
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from json_paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from json_paths(v, (*prefix, i))


def replace_at(value: Any, path: tuple[Any, ...], new: Any, delete: bool = False) -> Any:
    """``value`` with the item at ``path`` set to ``new`` (or deleted); the root is
    replaced when the path is empty."""
    if not path:
        return new
    parent = value
    for step in path[:-1]:
        parent = parent[step]
    if delete:
        del parent[path[-1]]
    else:
        parent[path[-1]] = new
    return value
