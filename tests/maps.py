"""The built-in maps and boards, loaded once per test session, and a brute-force price."""

import itertools
from functools import cache

from powergrid.board import Board, load_map, random_regions

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


def random_plan_case(rng, name: str, trial: int, network_sizes=(0, 0, 1, 2, 3)):
    """A random build question on map ``name``: (regions, board, network, targets).

    Every third trial plays on a random connected set of 3-5 regions.
    """
    regions = None
    if trial % 3 == 1:
        regions = tuple(random_regions(mapfile(name), rng.randint(3, 5), rng))
    b = board(name, regions)
    network = rng.sample(b.cities, rng.choice(network_sizes))
    rest = [c for c in b.cities if c not in network]
    return regions, b, network, rng.sample(rest, rng.randint(1, 5))
