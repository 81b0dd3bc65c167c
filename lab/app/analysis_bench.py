"""``python -m lab analysis-bench SAVE``: the analysis board timed offscreen.

Prints, as JSON, how long the board took to open, how long moving between positions
takes (a jump to each of ``--positions`` positions spread over the game, and a step
forwards and back from each), the most actions one move applied, and how far the
review of the game got in ``--review-seconds``. It ends in about that time whatever the
game's length. ``python -m lab.tools.long_save`` writes a long save to time.
"""

from __future__ import annotations

import json
import time

from lab.stats import percentile
from powergrid.cli import args as argtypes


def main(argv: list[str] | None = None) -> int:
    """Time the board on the save named in ``argv``; the exit status."""
    parser = argtypes.Parser(
        prog="python -m lab analysis-bench", description=__doc__.splitlines()[0]
    )
    parser.add_argument("save", metavar="SAVE", help="a saved game (.pgsave)")
    parser.add_argument(
        "--positions",
        type=argtypes.int_range(1, 100_000),
        default=200,
        metavar="N",
        help="positions to jump to, spread over the game (default 200)",
    )
    parser.add_argument(
        "--review-seconds",
        type=argtypes.int_range(1, 86_400),
        default=60,
        metavar="S",
        help="stop the review after S seconds and report how far it got (default 60)",
    )
    args = parser.parse_args(argv)
    from powergrid.rules import SaveError, save

    try:
        game = save.load(args.save)
    except SaveError as err:
        return argtypes.fail("python -m lab analysis-bench", err, 1)
    from powergrid.cli.app_cmd import _application
    from powergrid.cli.display import go_headless

    go_headless()
    app = _application()
    from powergrid.app.coach.analysis import AnalysisBoard

    start = time.perf_counter()
    board = AnalysisBoard(game, None)
    opened = time.perf_counter() - start
    return _bench(app, board, args.positions, args.review_seconds, opened)


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
    from powergrid.ai.review import review

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
