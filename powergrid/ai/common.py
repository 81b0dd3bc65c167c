"""Shared arithmetic of the computer players: fuel plans, plant values, build costs.

Everything here reads a game position (usually a player's view) and never changes it.
Cities are handled by board index, resources by index (coal, oil, garbage, uranium).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from ..rules import PLANTS, STEP3, ChoosePlantDecision, fuel_need, purchase_price

#: The lowest opening bid on a plant id: its printed number (a "46+" opens at 46).
opening_bid = ChoosePlantDecision.min_bid

#: "Unreachable" in the bots' arithmetic (a price nobody pays, a score nobody gets).
INF = 10**9
#: What a token is assumed to cost when the market cannot supply it.
SCARCE_PRICE = (9, 9, 9, 17)


class Bot:
    """The interface of every computer player.

    ``choose(state)`` gets the real state and returns a legal action of its current
    player; a bot reads only ``state.view(state.current_player)``.
    """

    name = "bot"

    def __init__(self, seed: int = 0):
        self.seed = seed

    def choose(self, state):  # pragma: no cover - interface
        raise NotImplementedError


# ----- plants and fuel ---------------------------------------------------------------------


@lru_cache(maxsize=4096)
def subsets(
    plants: tuple[int, ...],
) -> tuple[tuple[tuple[int, ...], int, tuple[int, ...], int], ...]:
    """Every subset of plants: (plants, cities, fixed fuel [c,o,g,u], hybrid amount)."""
    out = []
    for size in range(len(plants) + 1):
        for combo in combinations(plants, size):
            need = fuel_need(combo)
            cities = sum(PLANTS[p].cities for p in combo)
            out.append((combo, cities, need.fixed, need.hybrid))
    return tuple(out)


def capacity(plants) -> int:
    return sum(PLANTS[p].cities for p in plants if p != STEP3)


def plants_after_buying(plants, plant: int, limit: int) -> list[tuple[int, tuple[int, ...]]]:
    """(plant dropped or 0, plants kept) for every way of owning ``plant`` as well: all
    of ``plants`` when under the ``limit``, else each owned plant dropped in turn
    (RULES 3.2)."""
    if len(plants) < limit:
        return [(0, (*plants, plant))]
    return [(drop, (*(p for p in plants if p != drop), plant)) for drop in plants]


def unit_prices(res_market) -> tuple[float, float, float, float]:
    """A rough price of one token of each resource: the next few tokens' mean."""
    out: list[float] = []
    for r in range(4):
        on = res_market[r]
        k = min(on, 3 if r < 3 else 1)
        if k == 0:
            out.append(float(SCARCE_PRICE[r]))
        else:
            out.append(purchase_price(r, on, k) / k)
    return out[0], out[1], out[2], out[3]


def buy_cost(res_market, r: int, k: int) -> int:
    """Price of k tokens of r now, or INF when the market lacks them."""
    if k <= 0:
        return 0
    price = purchase_price(r, res_market[r], k)
    return INF if price is None else price


def fuel_plan(plants, have, res_market, target: int, money: int = INF):
    """The cheapest way to run plants for ``target`` cities with fuel bought now.

    Returns (powered, cost, buy) where buy is tokens of each resource to purchase;
    powered is the most cities (at most target) reachable within ``money``.
    """
    best = (0, 0, (0, 0, 0, 0))
    best_key = (-1, 0)
    for _combo, cities, fixed, hybrid in subsets(tuple(plants)):
        powered = min(cities, target)
        if powered < best_key[0]:
            continue
        buy_g = max(0, fixed[2] - have[2])
        buy_u = max(0, fixed[3] - have[3])
        cost_gu = buy_cost(res_market, 2, buy_g) + buy_cost(res_market, 3, buy_u)
        if cost_gu >= INF:
            continue
        # Split the hybrid demand between coal and oil as cheaply as possible.
        best_split: tuple[int, int, int] | None = None
        for x in range(hybrid + 1):
            buy_c = max(0, fixed[0] + x - have[0])
            buy_o = max(0, fixed[1] + hybrid - x - have[1])
            cost = buy_cost(res_market, 0, buy_c) + buy_cost(res_market, 1, buy_o)
            if best_split is None or cost < best_split[0]:
                best_split = (cost, buy_c, buy_o)
        assert best_split is not None  # the loop runs at least once
        cost = best_split[0] + cost_gu
        if cost > money:
            continue
        key = (powered, -cost)
        if key > best_key:
            best_key = key
            best = (powered, cost, (best_split[1], best_split[2], buy_g, buy_u))
    return best


@lru_cache(maxsize=50000)
def run_cost_table(plants, prices) -> tuple[float, ...]:
    """cost[k]: fuel cost per round (at ``prices``) of powering k cities, k up to capacity."""
    plants = tuple(plants)
    prices = tuple(prices)
    hybrid_price = min(prices[0], prices[1])
    options = []
    for _combo, cities, fixed, hybrid in subsets(plants):
        if cities:
            cost = (
                fixed[0] * prices[0]
                + fixed[1] * prices[1]
                + fixed[2] * prices[2]
                + fixed[3] * prices[3]
                + hybrid * hybrid_price
            )
            options.append((cost, cities))
    options.sort()
    table = [0.0]
    for cost, cities in options:
        while len(table) <= cities:
            table.append(cost)
    return tuple(table)


# ----- cities -------------------------------------------------------------------------------


def house_prices(view, seat: int) -> list[int | None]:
    """House price of every city (by board index) for ``seat`` now (None: not buildable)."""
    return view.house_prices_by_index(seat)


def greedy_build(view, seat: int, k: int, money: int = INF) -> tuple[list[int], list[int]]:
    """Greedy cheapest-next-city plan: (cities in order, cumulative costs), within money."""
    player = view.player(seat)
    houses = house_prices(view, seat)
    dist = view.board.dist
    net = player.connection_costs
    if net is None:
        start = best_start(view, seat)
        if start is None:
            return [], []
        reach = list(dist[start])
        order = [start]
        first = houses[start]
        if first is None or first > money:  # best_start returns a free city
            return [], []
        spent = first
        costs = [spent]
        houses[start] = None
    else:
        reach = list(net)
        order, costs, spent = [], [], 0
    left = player.houses_left
    while len(order) < k and len(order) < left:
        best_c, best_p = -1, INF
        for c, h in enumerate(houses):
            if h is not None:
                p = h + reach[c]
                if p < best_p:
                    best_c, best_p = c, p
        if best_c < 0 or spent + best_p > money:
            break
        spent += best_p
        order.append(best_c)
        costs.append(spent)
        houses[best_c] = None
        row = dist[best_c]
        reach = [a if a < b else b for a, b in zip(reach, row, strict=False)]
    return order, costs


def start_candidates(view, seat: int, n: int) -> list[int]:
    """The n best first cities: cheap to grow from (its 5 nearest free cities), away
    from rivals; lowest score first, ties by city index."""
    price = {c: h for c, h in enumerate(house_prices(view, seat)) if h is not None}
    dist = view.board.dist
    free = list(price)
    rivals = [p.connection_costs for p in view.player_views() if p.seat != seat and p.city_count]
    scored = []
    for c in free:
        row = dist[c]
        near = sorted(row[o] + price[o] for o in free if o != c)[:5]
        score = price[c] * 3 + sum(near)
        for net in rivals:
            # Rivals next door take the cheap cities first.
            score += max(0, 12 - net[c]) * 2
        scored.append((score, c))
    scored.sort()
    return [c for _s, c in scored[:n]]


def best_start(view, seat: int) -> int | None:
    """The best first city (see ``start_candidates``), or None when none is free."""
    best = start_candidates(view, seat, 1)
    return best[0] if best else None
