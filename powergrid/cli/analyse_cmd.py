"""`powergrid analyse SAVE`: open a saved game on the analysis board (the lab's
``python -m lab analysis-bench SAVE`` times it)."""

from __future__ import annotations

import argparse

from . import args as argtypes


def add_parser(sub: argtypes.Subcommands) -> None:
    p = sub.add_parser(
        "analyse",
        help="study a saved game move by move",
        description="Open a saved game on the analysis board: every action by round, "
        "the table after any of them, the win chances over the game, the review's "
        "marks and the coach's choice at any position.",
    )
    p.add_argument("save", metavar="SAVE", help="a saved game (.pgsave)")
    p.add_argument(
        "--seats",
        default=None,
        metavar="S1,S2,...",
        help="seats to review, numbered from 1 (default: the human seats, or every seat)",
    )
    from .app_cmd import LANG_CHOICES

    p.add_argument(
        "--lang",
        choices=LANG_CHOICES,
        default=argparse.SUPPRESS,
        help="language of the board (default: the one chosen in Settings)",
    )
    p.set_defaults(func=run)


def _seats(text: str | None, count: int) -> list[int] | None:
    if not text:
        return None
    seats = []
    for part in text.split(","):
        value = argtypes.int_range(1, count)(part.strip())
        seats.append(value - 1)
    return seats


def run(args: argparse.Namespace) -> int:
    from ..rules import SaveError, save

    try:
        game = save.load(args.save)
    except SaveError as err:
        return argtypes.fail("powergrid analyse", err, 1)
    try:
        seats = _seats(args.seats, len(game.config.seats))
    except argparse.ArgumentTypeError as err:
        return argtypes.fail("powergrid analyse", f"--seats: {err}")
    from .display import ensure_display

    if ensure_display():
        return 1
    from .app_cmd import _application, _apply_language

    app = _application()
    _apply_language(args)
    from ..app.coach.analysis import AnalysisBoard

    board = AnalysisBoard(game, seats)
    board.show()
    board.start_review()
    return app.exec()
