"""`powergrid analyse SAVE`: open a saved game on the analysis board.

``--bench`` instead plays the board offscreen and prints, as JSON, how long the board
took to open, how long moving between positions takes (a jump to each of
``--positions`` positions spread over the game, and a step forwards and back from
each), the most actions one move applied, and how far the review of the game got in
``--review-seconds``. It ends in about that time whatever the game's length.
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
        help="time the moves between positions and the review offscreen; print JSON",
    )
    p.add_argument(
        "--positions",
        type=argtypes.int_range(1, 100_000),
        default=200,
        metavar="N",
        help="with --bench: positions to jump to, spread over the game (default 200)",
    )
    p.add_argument(
        "--review-seconds",
        type=argtypes.int_range(1, 86_400),
        default=60,
        metavar="S",
        help="with --bench: stop the review after S seconds and report how far it got (default 60)",
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

    start = time.perf_counter()
    board = AnalysisBoard(game, seats)
    if args.bench:
        opened = time.perf_counter() - start
        return _bench(app, board, args.positions, args.review_seconds, opened)
    board.show()
    board.start_review()
    return app.exec()


def _timed_move(app, board, position: int) -> tuple[float, int]:
    """Go to ``position``: the milliseconds it took (the table redrawn) and the
    actions it applied."""
    applied = board.replay.replayed
    start = time.perf_counter()
    board.go_to(position)
    app.processEvents()
    return (time.perf_counter() - start) * 1000, board.replay.replayed - applied


def _figures(values: list[float]) -> dict[str, float]:
    return {
        "p50": round(percentile(values, 0.5), 1),
        "p95": round(percentile(values, 0.95), 1),
        "max": round(max(values), 1),
    }


def _bench(app, board, positions: int, review_seconds: int, opened: float) -> int:
    """Jump to ``positions`` positions spread over the game and step forwards and back
    from each; review the game for at most ``review_seconds``; print the figures."""
    from ..ai.review import review

    last = len(board.game.log)
    count = min(positions, last + 1)
    targets = sorted({round(i * last / max(1, count - 1)) for i in range(count)})
    board.show()
    jumps, moves, applied = [], [], []
    for position in targets:
        ms, actions = _timed_move(app, board, position)
        jumps.append(ms)
        applied.append(actions)
        for step in (position + 1, position) if position < last else (position - 1, position):
            ms, actions = _timed_move(app, board, step)
            moves.append(ms)
            applied.append(actions)
    total = [0]

    def progress(_done: int, of: int) -> None:
        total[0] = of

    start = time.perf_counter()
    deadline = start + review_seconds
    result = review(
        board.game, board.seats, board.seed, progress, lambda: time.perf_counter() > deadline
    )
    seconds = time.perf_counter() - start
    board.close()
    print(
        json.dumps(
            {
                "actions": last,
                "rounds": board.replay.round_starts[-1][0],
                "players": len(board.game.config.seats),
                "open_seconds": round(opened, 2),
                "positions": len(targets),
                "jump_ms": _figures(jumps),
                "step_ms": _figures(moves),
                "most_actions_applied_by_a_move": max(applied),
                "review_seconds": round(seconds, 2),
                "review_complete": result.complete,
                "reviewed_turns": len(result.items),
                "turns_to_review": total[0],
            },
            indent=1,
        )
    )
    return 0
