"""Fixed tables of the game (RULES 1.2 - 1.6), as plain Python data.

Everything here is immutable and read in the engine's inner loop, so it is kept
as tuples and dicts of ints rather than validated models.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .actions import ResourceName

COAL, OIL, GARBAGE, URANIUM = 0, 1, 2, 3
RESOURCES: tuple[ResourceName, ResourceName, ResourceName, ResourceName] = (
    "coal", "oil", "garbage", "uranium")
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


def _buy_cost_table(prices: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
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


BUY_COST = tuple(_buy_cost_table(p) for p in TRACK_PRICES)

#: Refill per players and step: (coal, oil, garbage, uranium) (RULES 1.3).
REFILL = {
    2: {1: (3, 2, 1, 1), 2: (4, 2, 2, 1), 3: (3, 4, 3, 1)},
    3: {1: (4, 2, 1, 1), 2: (5, 3, 2, 1), 3: (3, 4, 3, 1)},
    4: {1: (5, 3, 2, 1), 2: (6, 4, 3, 2), 3: (4, 5, 4, 2)},
    5: {1: (5, 4, 3, 2), 2: (7, 5, 3, 3), 3: (5, 6, 5, 2)},
    6: {1: (7, 5, 3, 2), 2: (9, 6, 5, 3), 3: (6, 7, 6, 3)},
}

#: Income for cities powered, 20 or more pays 150 (RULES 1.4).
PAYMENT = (10, 22, 33, 44, 54, 64, 73, 82, 90, 98, 105, 112, 118, 124, 129, 134, 138, 142,
           145, 148, 150)


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


@dataclass(frozen=True, slots=True)
class Plant:
    """A power plant card (RULES 1.6). ``kind`` is a resource name, "hybrid" or "eco"."""

    number: int
    kind: str
    amount: int
    cities: int

    @property
    def storage(self) -> int:
        """Tokens the plant may hold: twice what it burns (eco plants hold none)."""
        return 2 * self.amount

    def label(self) -> str:
        fuel = "eco" if self.kind == "eco" else (
            f"coal/oil×{self.amount}" if self.kind == "hybrid" else f"{self.kind}×{self.amount}")
        return f"{self.number}: {fuel} → {self.cities}"


_PLANT_TEXT = """
3 oil 2 1; 4 coal 2 1; 5 hybrid 2 1; 6 garbage 1 1; 7 oil 3 2; 8 coal 3 2; 9 oil 1 1;
10 coal 2 2; 11 uranium 1 2; 12 hybrid 2 2; 13 eco 0 1; 14 garbage 2 2; 15 coal 2 3;
16 oil 2 3; 17 uranium 1 2; 18 eco 0 2; 19 garbage 2 3; 20 coal 3 5; 21 hybrid 2 4;
22 eco 0 2; 23 uranium 1 3; 24 garbage 2 4; 25 coal 2 5; 26 oil 2 5; 27 eco 0 3;
28 uranium 1 4; 29 hybrid 1 4; 30 garbage 3 6; 31 coal 3 6; 32 oil 3 6; 33 eco 0 4;
34 uranium 1 5; 35 oil 1 5; 36 coal 3 7; 37 eco 0 4; 38 garbage 3 7; 39 uranium 1 6;
40 oil 2 6; 42 coal 2 6; 44 eco 0 5; 46 hybrid 3 7; 50 eco 0 6
"""


def _parse_plants(text: str) -> dict[int, Plant]:
    plants = {}
    for item in text.replace("\n", " ").split(";"):
        number, kind, amount, cities = item.split()
        plants[int(number)] = Plant(int(number), kind, int(amount), int(cities))
    return plants


PLANTS: dict[int, Plant] = _parse_plants(_PLANT_TEXT)
#: The Step 3 card, kept in the same lists as plants; it sorts above every plant.
STEP3 = 1000
FIRST_CURRENT = (3, 4, 5, 6)
FIRST_FUTURE = (7, 8, 9, 10)
TOP_PLANT = 13
