"""Bot games for training and measuring the win-probability model.

A game is fixed by its :class:`Table` (player count, map, the level of every seat)
and its seed. :func:`play` plays it with the bots and calls back at the start of
every round, the moment the coach's win chances are shown in the app. The searching
bots play without their time guards, so a seed always gives the same game however
busy the machine is (their search is sized by a budget, the guards only cut it
short on a slow machine).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from ... import levels
from ...jsonfile import parse_json
from ...refusals import quoted
from ...rules import Game, GameConfig, GameState, Outcome, SeatConfig, new_game, save
from .. import bot_for

#: A game that runs longer than this many actions is a bug, not a long game.
MAX_ACTIONS = 20_000

#: The default mix of the training games: player counts and maps, each drawn with
#: these weights, and the seats' levels drawn with :func:`level_weights`.
PLAYER_WEIGHTS: Mapping[int, float] = {2: 0.3, 3: 0.17, 4: 0.25, 5: 0.14, 6: 0.14}
MAP_WEIGHTS: Mapping[str, float] = {"usa": 0.5, "germany": 0.5}
#: What ``coach calibrate`` can measure besides the baseline, which it always measures:
#: the model told the seats' levels, the model without them, and the coach's former
#: play-outs.
ESTIMATORS = ("model", "blind", "playouts")
#: Largest weight of one level in ``--mix``: the weights are shares, and their sum
#: must stay a finite number for the draw.
MAX_MIX_WEIGHT = 1_000_000.0


@dataclass(frozen=True)
class Table:
    """Who plays where: the map and one bot level per seat."""

    map: str
    levels: tuple[str, ...]

    @property
    def players(self) -> int:
        return len(self.levels)

    def config(self) -> GameConfig:
        """The game's config, every seat named after the level that plays it."""
        seats = tuple(
            SeatConfig(name=f"Seat {i + 1}", controller=level)
            for i, level in enumerate(self.levels)
        )
        return GameConfig(map=self.map, seats=seats)


def level_weights() -> dict[str, float]:
    """The share of the training games' seats each level plays: the list's
    ``training_weight`` (:mod:`powergrid.levels`). The levels a player can choose in
    the app (easy, normal, hard), with a few seats of the simple bot for odd play; Hard
    is the costly one (a game of Normal's takes a tenth of a second, a Hard seat several
    seconds). The Expert takes about a minute a game and is left out unless ``--mix``
    names it (the model reads it as its stand-in)."""
    return {level.key: level.training_weight for level in levels.LEVELS if level.training_weight}


def parse_mix(text: str) -> dict[str, float]:
    """``--mix`` as level weights, e.g. ``simple:1,normal:6,hard:0.5``; ValueError names
    a bad entry."""
    weights: dict[str, float] = {}
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        level, sep, value = part.partition(":")
        level = levels.find(level).key  # a ValueError naming the levels
        try:
            weight = float(value) if sep else 1.0
        except ValueError:
            raise ValueError(f"{quoted(part)}: the weight after ':' must be a number") from None
        if not 0 <= weight <= MAX_MIX_WEIGHT:
            raise ValueError(
                f"{quoted(part)}: a weight is a number from 0 to {MAX_MIX_WEIGHT:,.0f}"
            )
        weights[level] = weight
    if not any(weights.values()):
        raise ValueError("give at least one level with a weight above 0")
    return weights


def draw_table(rng: random.Random, mix: Mapping[str, float] | None = None) -> Table:
    """A table drawn from the mix (:data:`PLAYER_WEIGHTS`, :data:`MAP_WEIGHTS`, and the
    levels' weights ``mix``, by default :func:`level_weights`)."""
    weights = level_weights() if mix is None else mix
    players = rng.choices(list(PLAYER_WEIGHTS), list(PLAYER_WEIGHTS.values()))[0]
    name = rng.choices(list(MAP_WEIGHTS), list(MAP_WEIGHTS.values()))[0]
    seats = rng.choices(list(weights), list(weights.values()), k=players)
    return Table(name, tuple(seats))


def play(table: Table, seed: int, at_round_start: Callable[[GameState], None]) -> Game:
    """Play one game to its end; ``at_round_start(state)`` is called once at the start of
    every round, before its first action (the real state: take a view for a seat)."""
    game = Game(table.config(), seed)
    bots = [
        bot_for(levels.without_guards(levels.find(level).settings), seed * 7919 + i, level)
        for i, level in enumerate(table.levels)
    ]
    seen = 0
    state = game.state
    for _ in range(MAX_ACTIONS):
        if state.is_terminal():
            return game
        if state.round != seen:
            seen = state.round
            at_round_start(state)
        seat = state.current_player
        game.apply(bots[seat].choose(state.view(seat)))
    raise RuntimeError(f"game seed {seed} on {table}: no end after {MAX_ACTIONS} actions")


def outcome_of(game: Game) -> Outcome:
    """The ranking of a finished game."""
    outcome = game.state.outcome()
    if outcome is None:
        raise ValueError("the game is not over")
    return outcome


# ----- recorded games -----------------------------------------------------------------------


def to_record(table: Table, game: Game) -> dict[str, Any]:
    """A finished game as one JSON object: its table and its save (seed and actions)."""
    return {"map": table.map, "levels": list(table.levels), "save": parse_json(save.dumps(game))}


def from_record(record: object, source: str = "record") -> tuple[Table, Game]:
    """The table and the replayed game of :func:`to_record`'s object; ValueError (a
    :class:`~powergrid.rules.SaveError` for a broken save) names what is wrong."""
    if not isinstance(record, dict):
        raise ValueError(f"{source}: a recorded game is a JSON object")
    seats = record.get("levels")
    name = record.get("map")
    if not isinstance(name, str) or not isinstance(seats, list):
        raise ValueError(f"{source}: a recorded game names its map and its seats' levels")
    if not all(isinstance(level, str) and level in levels.keys() for level in seats):
        raise ValueError(f"{source}: unknown level among {seats!r}")
    game = save.loads(json.dumps(record.get("save")), source)
    table = Table(name, tuple(seats))
    if game.config.map != name or len(game.config.seats) != table.players:
        raise ValueError(f"{source}: the save's map or seats differ from the record's")
    if not game.state.is_terminal():
        raise ValueError(f"{source}: the recorded game is not finished")
    return table, game


def round_starts(game: Game) -> Iterator[GameState]:
    """The state at the start of every round of a recorded game, replayed from its seed
    (the same object, moved on: read it before taking the next)."""
    state = new_game(game.config, game.seed)
    seen = 0
    for action in game.log:
        if state.round != seen:
            seen = state.round
            yield state
        state.apply(action)
