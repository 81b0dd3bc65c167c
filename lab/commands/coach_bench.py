"""``python -m lab coach-bench``: how long the coach's hints take in the
window, and the longest stall a player would feel meanwhile (JSON on stdout).

The measurement itself is :func:`lab.app.coach_bench.measure`; this launcher
sets up a headless Qt and a throw-away data directory first.
"""

from __future__ import annotations

import json
import os
import tempfile

from powergrid.cli import args as argtypes


def main(argv: list[str] | None = None) -> int:
    parser = argtypes.Parser(prog="python -m lab coach-bench", description=__doc__.splitlines()[0])
    parser.add_argument(
        "--players", type=argtypes.players, default=2, metavar="N", help="players, 2-6 (default 2)"
    )
    parser.add_argument(
        "--hints",
        type=argtypes.int_range(1, 1000),
        default=40,
        metavar="K",
        help="hints asked for, 1-1000 (default 40)",
    )
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("POWERGRID_DATA_DIR", tempfile.mkdtemp(prefix="powergrid-bench-"))
    from lab.app.coach_bench import measure
    from powergrid.cli.display import quiet_headless_qt

    quiet_headless_qt()
    print(json.dumps(measure(args.players, args.hints), indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
