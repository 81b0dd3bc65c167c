"""``python -m lab COMMAND``: the lab's commands, from a checkout.

``simulate``, ``bench``, ``tournament``, ``ratings`` and ``coach`` are parsed here (their
modules in :mod:`lab.commands` each add their parser); the window's timings
(``window-bench``, ``coach-bench``, ``inspector-bench``, ``analysis-bench``) parse
their own options.
"""

from __future__ import annotations

import argparse
import importlib
import sys

from powergrid.cli.args import Parser

#: Commands whose modules in lab.commands add their own parser with ``add_parser(sub)``.
COMMANDS = ("simulate", "bench", "tournament", "ratings", "coach")

#: Commands that parse their own options: name, module with ``main(argv)``, help.
TIMINGS = {
    "window-bench": ("lab.app.window_bench", "the window's start-up and redraw timings"),
    "coach-bench": ("lab.commands.coach_bench", "how long the coach's hints take"),
    "inspector-bench": ("lab.app.inspector_bench", "how fast the inspector answers"),
    "analysis-bench": ("lab.app.analysis_bench", "how fast the analysis board moves"),
}

EPILOG = (
    "Scripts: python -m lab.tools.NAME --help, with NAME one of net_bench, "
    "search_choices, last_rounds, endgame_screen, long_save."
)


def build_parser() -> argparse.ArgumentParser:
    """The lab's parser: one subcommand per command, the timings' options left whole."""
    parser = Parser(
        prog="python -m lab",
        description="The Power Grid lab: measurements, tournaments, ratings and the "
        "win-chance model's training.",
        epilog=EPILOG,
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for name in COMMANDS:
        importlib.import_module(f"lab.commands.{name}").add_parser(sub)
    for name, (_module, text) in TIMINGS.items():
        timing = sub.add_parser(name, help=text, add_help=False)
        timing.add_argument("options", nargs=argparse.REMAINDER)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run one lab command; its exit status."""
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] in TIMINGS:
        module = importlib.import_module(TIMINGS[argv[0]][0])
        status: int = module.main(argv[1:])
        return status
    args = build_parser().parse_args(argv)
    status = args.func(args)
    return status
