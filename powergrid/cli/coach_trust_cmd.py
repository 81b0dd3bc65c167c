"""`powergrid coach stability` and `powergrid coach marks`: how far the coach can be
trusted, as JSON (see :mod:`powergrid.ai.coach_trust` and docs/ai.md).

``coach stability`` asks the same hint with several seeds at positions of bot games;
``coach marks`` reviews saved games as the analysis board does and counts the marks.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from ..rules import GameConfig, SaveError, save
from . import args as argtypes
from .progress import Progress


def add_trust_commands(commands: Any) -> None:
    """Add ``stability`` and ``marks`` to the ``coach`` command's subcommands."""
    _add_stability(commands)
    _add_marks(commands)


def _workers_option(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--workers",
        type=argtypes.int_range(1, 64),
        default=1,
        metavar="W",
        help="processes (default 1; the counts do not depend on it, the timings do)",
    )


def _add_stability(commands: Any) -> None:
    p = commands.add_parser(
        "stability",
        help="ask the same hints with several seeds, as JSON",
        description="Play seeded games of Normal bots, pick every K-th decision at which "
        "the coach weighs more than one option, and ask its hint there with several "
        "seeds: how often the best choice is the same decision with every seed, and how "
        "far the stated differences move between seeds.",
    )
    p.add_argument(
        "--positions",
        type=argtypes.int_range(1, 10_000),
        default=200,
        metavar="N",
        help="positions (default 200)",
    )
    p.add_argument(
        "--seeds",
        type=argtypes.int_range(2, 50),
        default=5,
        metavar="K",
        help="seeds each hint is asked with (default 5)",
    )
    p.add_argument(
        "--players", type=argtypes.players, default=3, metavar="P", help="players, 2-6 (default 3)"
    )
    p.add_argument("--seed", type=argtypes.seed, default=1, metavar="S")
    p.add_argument(
        "--every",
        type=argtypes.int_range(1, 1000),
        default=7,
        metavar="E",
        help="take every E-th decision with a choice (default 7)",
    )
    p.add_argument(
        "--map", type=argtypes.map_name, default="usa", help="usa, germany or a map file"
    )
    _workers_option(p)
    p.set_defaults(func=run_stability)


def _add_marks(commands: Any) -> None:
    p = commands.add_parser(
        "marks",
        help="review saved games and count the marks of their turns, as JSON",
        description="Review saved games as the analysis board does (the human seats, or "
        "every seat of a game of computer players; the game's seed) and count the turns "
        "marked best, good, inaccuracy, mistake and blunder. Games of the Expert against "
        "itself: `powergrid tournament --seats expert,expert,expert --save-games DIR`.",
    )
    p.add_argument("saves", nargs="+", metavar="SAVE", help="save files, or folders of them")
    _workers_option(p)
    p.set_defaults(func=run_marks)


def run_stability(args: argparse.Namespace) -> int:
    from ..ai.coach_trust import stability

    try:
        GameConfig.quick(args.players, args.map)
    except ValueError as err:
        return argtypes.fail("powergrid coach stability", err)
    bar = Progress(args.positions, "stability")
    summary = stability(
        args.positions,
        args.seeds,
        args.seed,
        args.players,
        args.map,
        args.every,
        args.workers,
        bar.advance,
    )
    print(json.dumps(summary, indent=1))
    return 0


def run_marks(args: argparse.Namespace) -> int:
    from ..ai.coach_trust import iter_saves, review_marks

    games = []
    for path in iter_saves(args.saves):
        try:
            games.append(save.load(path))
        except SaveError as err:
            return argtypes.fail("powergrid coach marks", f"{path}: {err}")
    if not games:
        return argtypes.fail("powergrid coach marks", "no save files found")
    bar = Progress(len(games), "marks")
    print(json.dumps(review_marks(games, args.workers, bar.advance), indent=1))
    return 0
