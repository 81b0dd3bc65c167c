"""The built-in maps and boards, loaded once per test session."""

from functools import cache

from powergrid.board import Board, load_map

MAPS = ["usa", "germany"]


@cache
def mapfile(name):
    return load_map(name)


@cache
def board(name, regions=None):
    return Board(mapfile(name), regions)
