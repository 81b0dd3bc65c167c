"""The `powergrid` command: with no subcommand it starts the desktop app."""

from __future__ import annotations

import argparse
import importlib
import sys

#: Subcommands, each a module with ``add_parser(subparsers)``; imported on demand so
#: that headless commands never load Qt.
SUBCOMMANDS = ("simulate", "bench")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="powergrid",
        description="Power Grid for the desktop. Without a command, the game window opens.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in SUBCOMMANDS:
        importlib.import_module(f"powergrid.cli.{name}").add_parser(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return 0
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
