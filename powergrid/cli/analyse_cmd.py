"""`powergrid analyse SAVE`: open a saved game on the analysis board.

``--bench`` instead plays the board offscreen and prints, as JSON, how long the
review of the game took and how long moving between positions takes (every position
once, forwards and back).
"""

from __future__ import annotations

import argparse
import json
import time

from ..stats import percentile
from . import args as argtypes


def add_parser(sub) -> None:
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
    p.add_argument(
        "--bench",
        action="store_true",
        help="time the review and the moves between positions offscreen; print JSON",
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
    from .display import ensure_display, go_headless

    if args.bench:
        go_headless()
    elif ensure_display():
        return 1
    from .app_cmd import _application, _apply_language

    app = _application()
    _apply_language(args)
    from ..app.coach.analysis import AnalysisBoard

    board = AnalysisBoard(game, seats)
    if args.bench:
        return _bench(app, board)
    board.show()
    board.start_review()
    return app.exec()


def _bench(app, board) -> int:
    """Review the game and step through every position; print the figures."""
    moves = []
    last = len(board.game.log)
    for position in [*range(last + 1), *range(last, -1, -1)]:
        start = time.perf_counter()
        board.go_to(position)
        app.processEvents()
        moves.append((time.perf_counter() - start) * 1000)
    start = time.perf_counter()
    board.start_review()
    board.review_task.wait(3600)
    app.processEvents()
    seconds = time.perf_counter() - start
    items = len(board.report.items) if board.report is not None else 0
    board.close()
    print(
        json.dumps(
            {
                "actions": last,
                "players": len(board.game.config.seats),
                "review_seconds": round(seconds, 2),
                "reviewed_turns": items,
                "move_ms": {
                    "p50": round(percentile(moves, 0.5), 1),
                    "p95": round(percentile(moves, 0.95), 1),
                    "max": round(max(moves), 1),
                },
            },
            indent=1,
        )
    )
    return 0
