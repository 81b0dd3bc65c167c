"""Argument types shared by the commands: every value is checked while parsing.

A bad value never reaches the command: argparse reports it as one line on stderr
(``powergrid simulate: error: argument --games: ...``) and exits with status 2.
Nothing is clamped silently.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path

from ..refusals import one_line as _one_line
from ..refusals import quoted, shown


class Parser(argparse.ArgumentParser):
    """An ArgumentParser whose usage errors are one line on stderr and exit status 2.

    The usage summary is left to ``--help``; subcommand parsers are made of the
    same class, so every command behaves alike.
    """

    def error(self, message: str):  # type: ignore[override]
        self.exit(2, f"{self.prog}: error: {one_line(message)} (see {self.prog} --help)\n")


def int_range(low: int, high: int) -> Callable[[str], int]:
    """A type for a whole number in ``[low, high]``: every count has both ends, so no
    argument can ask for more work than a person would wait for."""

    def parse(text: str) -> int:
        try:
            value = int(text.strip(), 10)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{quoted(text)} is not a whole number") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{shown(value)} is not between {low} and {high}")
        return value

    parse.__name__ = "whole number"
    return parse


#: The most games one command plays (``--games``): about a day of the slowest bots.
MAX_GAMES = 100_000

#: ``--players``: a game seats 2 to 6 players (RULES 1.1).
players = int_range(2, 6)
#: ``--games``: 1 to MAX_GAMES.
games = int_range(1, MAX_GAMES)
#: Any other count of at least one, bounded the same way (a count without an upper
#: bound once let ``--games 10**26`` run for ever).
positive = games
#: Any whole number (seeds; their size is capped so the number stays readable).
seed = int_range(-(10**18), 10**18)


def map_help() -> str:
    """The ``--map`` help: the built-in maps by name, or a file."""
    from ..board import builtin_maps

    return f"a built-in map ({', '.join(builtin_maps())}) or a map file; default usa"


def map_name(text: str) -> str:
    """A built-in map name or a readable, valid map file; returned unchanged."""
    from ..board import MapError, load_map

    try:
        load_map(text)
    except MapError as err:
        problems = err.problems
        if len(problems) == 1:
            reason = problems[0]
        else:
            reason = (
                f"{len(problems)} problems, the first: {problems[0]} "
                "(powergrid map check lists them all)"
            )
        raise argparse.ArgumentTypeError(f"{err.source}: {reason}") from None
    return text


def window_size(text: str) -> tuple[int, int]:
    """``WxH`` with both sides between 200 and 10,000 pixels."""
    parts = text.lower().replace("×", "x").split("x")
    try:
        width, height = (int(p.strip(), 10) for p in parts)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} does not look like 1500x900") from None
    for side in (width, height):
        if not 200 <= side <= 10_000:
            raise argparse.ArgumentTypeError(
                f"{text!r}: each side must be between 200 and 10000 pixels"
            )
    return width, height


def output_folder(text: str) -> str:
    """A folder to write files into: an existing writable folder, or a new one whose
    parent exists (it is made when the command runs)."""
    if not text.strip():
        raise argparse.ArgumentTypeError("the folder name is empty")
    path = Path(text)
    if path.exists() and not path.is_dir():
        raise argparse.ArgumentTypeError(f"{text} is a file, not a folder")
    folder = path if path.is_dir() else (path.parent if str(path.parent) else Path("."))
    if not folder.is_dir():
        raise argparse.ArgumentTypeError(f"folder {str(folder)!r} does not exist")
    if not os.access(folder, os.W_OK):
        raise argparse.ArgumentTypeError(f"folder {str(folder)!r} is not writable")
    return text


def output_file(text: str) -> str:
    """A file to write: not empty, not a folder, in a folder that exists."""
    if not text.strip():
        raise argparse.ArgumentTypeError("the file name is empty")
    path = Path(text)
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{text} is a folder, not a file")
    parent = path.parent if str(path.parent) else Path(".")
    if not parent.is_dir():
        raise argparse.ArgumentTypeError(f"folder {str(parent)!r} does not exist")
    if not os.access(parent, os.W_OK):
        raise argparse.ArgumentTypeError(f"folder {str(parent)!r} is not writable")
    return text


def one_line(message: object) -> str:
    """``message`` on one line: control characters escaped, undecodable bytes of the
    command line shown as escapes, the length capped."""
    text = _one_line(message)
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def fail(prog: str, message: object, status: int = 2) -> int:
    """Print a one-line error for a problem found after parsing; the exit status."""
    print(f"{prog}: error: {one_line(message)}", file=sys.stderr)
    return status
