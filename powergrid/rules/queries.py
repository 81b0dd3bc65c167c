"""Rule queries that need no game: prices, income, fuel and storage.

Everything here answers with the engine's own tables and functions, so a tool, a
bot or the app asks instead of restating a rule. Queries about one position (what
a seat pays to build, whether a purchase fits) are methods of the state; see
:class:`powergrid.rules.GameState`. The prices, income and house places here are
the base game's: a game on a map that changes them answers through its rule book
(``state.rule_book()``), which a caller asks instead.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from ..board import Board, BuildPlan
from .economy import fuel_needed, run_choices
from .state import CACHE_LIMIT, PlayerState, storage_of
from .tables import BUY_COST, HOUSE_PRICES, PAYMENT, PLANTS, income
from .views import Storage

__all__ = [
    "FuelNeed",
    "RunChoice",
    "best_run",
    "fuel_burnt",
    "fuel_need",
    "house_price",
    "house_prices",
    "income",
    "income_table",
    "plant_capacity",
    "price_cities",
    "purchase_price",
    "run_options",
    "storage",
]


def purchase_price(resource: int, on_market: int, amount: int) -> int | None:
    """What ``amount`` tokens of a resource (by index) cost, cheapest first, when
    ``on_market`` lie on its track; None when the market holds fewer (RULES 3.3).
    A fast query for search code that tries many market states."""
    if not 0 <= amount <= on_market:
        return None
    return BUY_COST[resource][on_market][amount]


def income_table() -> tuple[int, ...]:
    """The payment table (RULES 1.4): Elektro paid for 0, 1, 2 … cities powered, up to
    the last count that pays more; more cities pay the last entry (see ``income``)."""
    return PAYMENT


def house_prices(step: int) -> tuple[int, ...]:
    """Prices of the places of a city open in ``step``: 10 in step 1, then 15 and 20
    (RULES 1.7, 3.4)."""
    if step not in (1, 2, 3):
        raise ValueError(f"the step is 1, 2 or 3, not {step}")
    return HOUSE_PRICES[:step]


def house_price(step: int, houses_there: int = 0) -> int | None:
    """The price of the next free place of a city that holds ``houses_there`` houses
    in ``step``, or None when the step allows no further house there (RULES 3.4)."""
    open_places = house_prices(step)
    if houses_there < 0:
        raise ValueError(f"a city holds 0 or more houses, not {houses_there}")
    return open_places[houses_there] if houses_there < len(open_places) else None


def price_cities(
    board: Board,
    network: Iterable[str],
    cities: Iterable[str],
    step: int = 1,
    houses: Mapping[str, int] | None = None,
    *,
    in_order: bool = False,
    places: Mapping[str, Sequence[tuple[int, int]]] | None = None,
) -> BuildPlan:
    """The price of building ``cities`` from ``network``, city by city (RULES 3.4).

    Each city pays the price of its next free place in ``step`` (``houses`` gives the
    houses already there; none by default; ``places`` the cities' own places,
    ``(price, step open)`` each, on a map that gives them, the base game's 10, 15 and
    20 otherwise) plus the cheapest connection from what is owned at that moment.
    With ``in_order`` the cities are built in the order given, otherwise in the
    cheapest order. Raises ValueError naming a city without a free place, a city
    already in the network, or an unknown city.
    """
    held = houses or {}
    targets = list(cities)
    prices: dict[str, int] = {}
    for city in targets:
        there = held.get(city, 0)
        if places is not None and city in places:
            open_places = [price for price, opens in places[city] if opens <= step]
            price = open_places[there] if there < len(open_places) else None
        else:
            price = house_price(step, there)
        if price is None:
            raise ValueError(f"{city} has no free place in step {step}")
        prices[city] = price
    if in_order:
        return board.price_order(network, targets, prices)
    return board.cheapest_order(network, targets, prices)


@dataclass(frozen=True, slots=True)
class FuelNeed:
    """What a set of plants burns in one run: fixed tokens of coal, oil, garbage and
    uranium, plus ``hybrid`` tokens the owner splits between coal and oil."""

    fixed: tuple[int, int, int, int]
    hybrid: int

    @property
    def fixed_with_coal(self) -> tuple[int, int, int, int]:
        """Tokens burnt when every hybrid burns coal (the same as ``burnt(hybrid)``)."""
        c, o, g, u = self.fixed
        return (c + self.hybrid, o, g, u)

    def burnt(self, coal: int = 0) -> tuple[int, int, int, int]:
        """Tokens burnt when hybrids take ``coal`` coal and the rest as oil."""
        if not 0 <= coal <= self.hybrid:
            raise ValueError(
                f"hybrids burn {self.hybrid} tokens: coal must be 0 to {self.hybrid}, not {coal}"
            )
        c, o, g, u = self.fixed
        return (c + coal, o + self.hybrid - coal, g, u)


def fuel_need(plants: Iterable[int]) -> FuelNeed:
    """The fuel a set of plants burns in one run (RULES 1.6, 3.5)."""
    key = tuple(plants)
    need = _FUEL_NEEDS.get(key)
    if need is None:  # bots ask this in their inner loops: one answer per set of plants
        fixed, hybrid = fuel_needed(key)
        if len(_FUEL_NEEDS) >= CACHE_LIMIT:
            _FUEL_NEEDS.clear()
        need = _FUEL_NEEDS[key] = FuelNeed((fixed[0], fixed[1], fixed[2], fixed[3]), hybrid)
    return need


_FUEL_NEEDS: dict[tuple[int, ...], FuelNeed] = {}


def fuel_burnt(plants: Iterable[int], coal: int = 0) -> tuple[int, int, int, int]:
    """Tokens of each resource burnt running ``plants`` with hybrids fed ``coal`` coal."""
    return fuel_need(plants).burnt(coal)


def storage(plants: Iterable[int]) -> Storage:
    """Tokens a set of plants may hold (RULES 1.6): twice what each burns."""
    return Storage(storage_of(tuple(plants)))


def plant_capacity(plants: Iterable[int]) -> int:
    """Cities a set of plants powers when all of them run."""
    return sum(PLANTS[p].cities for p in plants)


@dataclass(frozen=True, slots=True)
class RunChoice:
    """One way to run plants in bureaucracy: the plants, the coal given to hybrids,
    and the cities it powers for the player's network."""

    plants: tuple[int, ...]
    coal: int
    powered: int


def _holder(plants: Iterable[int], resources: Iterable[int]) -> PlayerState:
    player = PlayerState(-1, 0)
    player.plants = sorted(plants)
    player.res = list(resources)
    if len(player.res) != 4:
        raise ValueError("resources are four counts: coal, oil, garbage, uranium")
    return player


def run_options(plants: Iterable[int], resources: Iterable[int], cities: int) -> list[RunChoice]:
    """Every way to run plants with the fuel on hand (RULES 3.5), most plants first."""
    player = _holder(plants, resources)
    return [
        RunChoice(combo, coal, min(plant_capacity(combo), cities))
        for combo, coal in run_choices(player)
    ]


def best_run(plants: Iterable[int], resources: Iterable[int], cities: int) -> RunChoice:
    """The run powering the most cities, then burning the fewest plants' fuel
    (fewest plants), then the most coal for hybrids; running nothing if no fuel."""
    options = run_options(plants, resources, cities)
    if not options:
        return RunChoice((), 0, 0)
    return max(options, key=lambda c: (c.powered, -len(c.plants)))
