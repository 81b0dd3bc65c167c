"""The built-in maps and boards, loaded once per test session, and a brute-force price."""

import itertools
from functools import cache

from powergrid.board import Board, load_map

MAPS = ["usa", "germany"]


@cache
def mapfile(name):
    return load_map(name)


@cache
def board(name, regions=None):
    return Board(mapfile(name), regions)


def brute_force_total(b: Board, network, targets, house) -> int:
    """RULES 3.4 literally: try every order, each city priced from what is owned by then.

    ``house`` is a price for every city or a function of the city.
    """
    price = house if callable(house) else (lambda _city: house)
    best = None
    for order in itertools.permutations(targets):
        owned = list(network)
        total = 0
        for city in order:
            if owned:
                total += min(b.distance(o, city) for o in owned)
            total += price(city)
            owned.append(city)
        best = total if best is None else min(best, total)
    return best
