"""The `powergrid` command: with no subcommand it starts the desktop app."""

from __future__ import annotations

import argparse
import importlib
import sys

from .. import __version__
from .args import Parser

#: Subcommand modules, each with ``add_parser(subparsers)``. Headless commands never
#: import Qt; the app's modules load only when the window is asked for.
SUBCOMMANDS = (
    "simulate",
    "bench",
    "tournament",
    "mapcmd",
    "deckcmd",
    "inspect_cmd",
    "desktop",
    "coach_cmd",
)


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="powergrid",
        description="Power Grid for the desktop. Without a command, the game window opens.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    importlib.import_module("powergrid.cli.app_cmd").add_arguments(parser)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in SUBCOMMANDS:
        importlib.import_module(f"powergrid.cli.{name}").add_parser(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    args = build_parser().parse_args(argv)
    if args.command is None:
        return importlib.import_module("powergrid.cli.app_cmd").launch(args)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
