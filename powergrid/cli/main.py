"""The `powergrid` command: with no subcommand it starts the desktop app.

``powergrid [OPTIONS] [FILE]`` opens the window, with the saved game FILE loaded when
one is given (the desktop entry's ``%f``: a save opened from the file manager);
``powergrid COMMAND …`` runs a headless command. The first argument that is no option
(nor an option's value) tells the two apart: a command name, or a file.
"""

from __future__ import annotations

import argparse
import importlib
import os
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
    "ratings",
    "analyse_cmd",
    "serve",
)
USAGE = "powergrid [OPTIONS] [FILE]\n       powergrid COMMAND [ARGUMENTS]"


def _app_cmd():
    return importlib.import_module("powergrid.cli.app_cmd")


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="powergrid",
        description="Power Grid for the desktop. Without a command, the game window opens "
        "(with the saved game FILE loaded, when one is given).",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    _app_cmd().add_arguments(parser)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in SUBCOMMANDS:
        importlib.import_module(f"powergrid.cli.{name}").add_parser(sub)
    parser.set_defaults(command_names=tuple(sub.choices))
    parser.usage = USAGE  # after the commands, whose own usage starts "powergrid NAME"
    return parser


def window_parser() -> argparse.ArgumentParser:
    """The window's options and the save FILE: a command line that names no command."""
    parser = Parser(prog="powergrid", usage=USAGE, description="Open the game window.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    _app_cmd().add_arguments(parser)
    _app_cmd().add_file_argument(parser)
    return parser


class _ProbeError(Exception):
    """A usage error while looking for the first positional argument."""


class _Probe(argparse.ArgumentParser):
    def error(self, message: str):  # type: ignore[override]
        raise _ProbeError(message)


def first_positional(argv: list[str]) -> str | None:
    """The first argument that is neither an option nor an option's value; None when
    there is none or the options themselves are wrong (the full parser reports it)."""
    probe = _Probe(add_help=False, exit_on_error=False)
    _app_cmd().add_arguments(probe)
    probe.add_argument("rest", nargs=argparse.REMAINDER)
    try:
        known, _unknown = probe.parse_known_args(argv)
    except (_ProbeError, argparse.ArgumentError):
        return None
    return known.rest[0] if known.rest else None


def names_a_file(word: str, commands: tuple[str, ...]) -> bool:
    """Whether ``word`` is meant as a file: no command's name, and an existing path or
    one that looks like a path (a mistyped command is reported as such)."""
    return word not in commands and (os.path.exists(word) or "/" in word or "." in word)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    parser = build_parser()
    first = first_positional(argv)
    if first is not None and names_a_file(first, parser.get_default("command_names")):
        return _app_cmd().launch(window_parser().parse_args(argv))
    args = parser.parse_args(argv)
    if args.command is None:
        return _app_cmd().launch(args)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
