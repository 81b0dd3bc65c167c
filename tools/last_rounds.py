"""The last rounds of saved two-player games: what the seats held when the end came.

    python tools/last_rounds.py SAVES... --level expert [--rounds 3]

Each save (two seats, one of them played by ``--level``) is replayed, and at the start
of each of its last ``--rounds`` rounds both seats' cities, money and plant capacity
are taken. Prints JSON: the means of the level's seat and of its rival over the games
the level won and over those it lost, and for the start of the last round how often the
seat ahead on money, on capacity, on cities, or first in turn order won the game (games
level on that figure left out). A save that does not load stops the run with its name.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from powergrid.ai.common import capacity
from powergrid.rules import Game, SaveError, save

#: What is taken of a seat at a round's start.
FIGURES = ("cities", "money", "capacity")


def round_starts(game: Game, seat: int) -> dict[int, tuple[tuple[int, ...], tuple[int, ...], bool]]:
    """For each round of ``game``: the figures of ``seat`` and of its rival when the round
    started, and whether ``seat`` was first in turn order then."""
    replay = Game(game.config, game.seed)
    state = replay.state
    starts: dict[int, tuple[tuple[int, ...], tuple[int, ...], bool]] = {}
    for action in (*game.log, None):
        if state.round not in starts:
            me, rival = state.player(seat), state.player(1 - seat)
            starts[state.round] = (
                (me.city_count, me.money, capacity(me.plants)),
                (rival.city_count, rival.money, capacity(rival.plants)),
                state.turn_order()[0] == seat,
            )
        if action is not None:
            replay.apply(action)
    return starts


def _means(rows: list[tuple[int, ...]]) -> dict[str, float]:
    return {name: round(sum(r[i] for r in rows) / len(rows), 1) for i, name in enumerate(FIGURES)}


def summary(paths: Sequence[Path], level: str, rounds: int) -> dict[str, Any]:
    """The figures of the level's two-player games (see the module's text)."""
    groups: dict[str, list[tuple[int, dict]]] = {"won": [], "lost": []}
    ahead = {name: [0, 0] for name in (*FIGURES, "first_in_order")}  # [won, decided]
    for path in paths:
        game = save.load(path)
        levels = [s.controller for s in game.config.seats]
        if len(levels) != 2 or level not in levels:
            raise ValueError(f"{path}: not a two-player game with a seat of {level}")
        seat = levels.index(level)
        outcome = game.state.outcome()
        if outcome is None:
            raise ValueError(f"{path}: the game is not finished")
        won = outcome.ranking[0] == seat
        starts = round_starts(game, seat)
        last = game.state.round
        groups["won" if won else "lost"].append((last, starts))
        mine, theirs, first = starts[last]
        for i, name in enumerate(FIGURES):
            if mine[i] != theirs[i]:
                ahead[name][1] += 1
                ahead[name][0] += (mine[i] > theirs[i]) == won
        ahead["first_in_order"][1] += 1
        ahead["first_in_order"][0] += first == won
    out: dict[str, Any] = {"level": level, "games": sum(len(g) for g in groups.values())}
    for key, games in groups.items():
        by_round = {}
        for back in range(rounds - 1, -1, -1):
            rows = [s[last - back] for last, s in games if last - back in s]
            if rows:
                by_round[f"last-{back}"] = {
                    "level": _means([r[0] for r in rows]),
                    "rival": _means([r[1] for r in rows]),
                }
        out[key] = {"games": len(games), "round_starts": by_round}
    out["last_round_ahead_won"] = {k: {"won": v[0], "of": v[1]} for k, v in ahead.items()}
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("saves", nargs="+", type=Path)
    parser.add_argument("--level", required=True)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    try:
        result = summary(args.saves, args.level, args.rounds)
    except (ValueError, SaveError) as err:
        print(f"last_rounds: {err}", file=sys.stderr)
        return 1
    print(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
