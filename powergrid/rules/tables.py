"""The base game's tables (RULES 1.2 - 1.6), as plain Python data.

These are the defaults a map file and a rule set override (see
:mod:`powergrid.rules.book`): a game reads its own tables from its rule book, so
no code outside the rules may answer a question about a game with these
constants. They stay here as the base game's, for the rule reference.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .cards import PLANTS as _PLANTS
from .cards import STEP3 as STEP3
from .cards import Plant as Plant
from .deck import ORIGINAL

if TYPE_CHECKING:
    from .actions import ResourceName

COAL, OIL, GARBAGE, URANIUM = 0, 1, 2, 3
RESOURCES: tuple[ResourceName, ResourceName, ResourceName, ResourceName] = (
    "coal",
    "oil",
    "garbage",
    "uranium",
)
RESOURCE_INDEX: dict[str, int] = {name: i for i, name in enumerate(RESOURCES)}

#: Tokens of each kind in the whole game (RULES 1.1).
TOTAL_TOKENS = (24, 24, 24, 12)
START_MONEY = 50
HOUSES_PER_PLAYER = 22
HOUSE_PRICES = (10, 15, 20)

#: Price of every place of the resource track, cheapest first (RULES 1.2).
TRACK_PRICES = (
    tuple(p for p in range(1, 9) for _ in range(3)),
    tuple(p for p in range(1, 9) for _ in range(3)),
    tuple(p for p in range(1, 9) for _ in range(3)),
    (1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16),
)
TRACK_SIZE = tuple(len(t) for t in TRACK_PRICES)
#: Tokens on the market at the start: coal 1-8, oil 3-8, garbage 7-8, uranium 14 and 16.
START_MARKET = (24, 18, 6, 2)


def buy_cost_table(prices: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """COST[n][k]: price of the k cheapest tokens when n tokens lie on the track.

    The market is always filled from the most expensive place down and emptied from
    the cheapest up, so n tokens occupy the n most expensive places.
    """
    size = len(prices)
    table = []
    for n in range(size + 1):
        row = [0]
        for k in range(1, n + 1):
            row.append(row[-1] + prices[size - n + k - 1])
        table.append(tuple(row))
    return tuple(table)


BUY_COST = tuple(buy_cost_table(p) for p in TRACK_PRICES)

#: Refill per players and step: (coal, oil, garbage, uranium) (RULES 1.3).
REFILL = {
    2: {1: (3, 2, 1, 1), 2: (4, 2, 2, 1), 3: (3, 4, 3, 1)},
    3: {1: (4, 2, 1, 1), 2: (5, 3, 2, 1), 3: (3, 4, 3, 1)},
    4: {1: (5, 3, 2, 1), 2: (6, 4, 3, 2), 3: (4, 5, 4, 2)},
    5: {1: (5, 4, 3, 2), 2: (7, 5, 3, 3), 3: (5, 6, 5, 2)},
    6: {1: (7, 5, 3, 2), 2: (9, 6, 5, 3), 3: (6, 7, 6, 3)},
}

#: Income for cities powered, 20 or more pays 150 (RULES 1.4).
PAYMENT = (
    10,
    22,
    33,
    44,
    54,
    64,
    73,
    82,
    90,
    98,
    105,
    112,
    118,
    124,
    129,
    134,
    138,
    142,
    145,
    148,
    150,
)


def income(powered: int) -> int:
    """Elektro paid for ``powered`` cities (RULES 1.4)."""
    return PAYMENT[min(powered, 20)]


@dataclass(frozen=True, slots=True)
class PlayerCountRules:
    """One row of the player-count table (RULES 1.5)."""

    regions: int
    removed: int
    step2_cities: int
    end_cities: int
    plant_limit: int


PLAYER_COUNT = {
    2: PlayerCountRules(3, 8, 10, 21, 4),
    3: PlayerCountRules(3, 8, 7, 17, 3),
    4: PlayerCountRules(4, 4, 7, 17, 3),
    5: PlayerCountRules(5, 0, 7, 15, 3),
    6: PlayerCountRules(5, 0, 6, 14, 3),
}


#: Free city selection (RULES 6): cities in play, the cities that start step 2 and end
#: the game, and the plants removed at setup, by player count.
FREE_CITIES = {
    2: (24, 12, 24, 10),
    3: (24, 8, 20, 10),
    4: (32, 8, 20, 5),
    5: (40, 8, 18, 0),
    6: (42, 7, 15, 0),
}


def free_city_rules(players: int) -> PlayerCountRules:
    """The player-count row with the free-city table's thresholds (RULES 6)."""
    base = PLAYER_COUNT[players]
    _cities, step2, end, removed = FREE_CITIES[players]
    # Ruling: the table's 24 for two players is more than the 22 houses a player
    # owns (RULES 1.1), so the game would never end; it ends at 22 instead.
    end = min(end, HOUSES_PER_PLAYER)
    return PlayerCountRules(base.regions, removed, step2, end, base.plant_limit)


# The plant table is the shipped original deck (powergrid/data/decks/original.json).
#: Every card known to this process by id: the original deck (ids are the numbers)
#: and the cards of any other deck loaded since (RULES 6).
PLANTS: dict[int, Plant] = _PLANTS
#: The original deck's plant numbers, in the order of its file (RULES 1.6).
ORIGINAL_PLANTS: tuple[int, ...] = ORIGINAL.plants
FIRST_CURRENT = ORIGINAL.market[:4]
FIRST_FUTURE = ORIGINAL.market[4:]
TOP_PLANT = ORIGINAL.top if ORIGINAL.top is not None else 0
