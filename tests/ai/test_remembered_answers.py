"""The bots' remembered answers (greedy build plans, fuel plans, net incomes) equal
the plain computations they replace, on positions of real games: the caches make
play-outs faster and never change a choice."""

from __future__ import annotations

import random
from itertools import combinations

from powergrid.ai.common import (
    INF,
    fuel_plan,
    greedy_build,
    net_incomes,
    run_cost,
    start_candidates,
    unit_prices,
)
from powergrid.ai.playouts import RolloutPolicy
from powergrid.levels import EXPERT
from powergrid.rules import (
    HOUSES_PER_PLAYER,
    PLANTS,
    STEP3,
    GameConfig,
    fuel_need,
    income,
    new_game,
    purchase_price,
)


def plain_greedy(view, seat, k, money=INF):
    """The cheapest next city, one at a time, from scratch (RULES 3.4 prices)."""
    player = view.player(seat)
    houses = view.house_prices_by_index(seat)
    dist = view.board.dist
    if player.connection_costs is None:
        start = start_candidates(view, seat, 1)
        if not start or houses[start[0]] > money:
            return [], []
        reach = list(dist[start[0]])
        order, costs, spent = [start[0]], [houses[start[0]]], houses[start[0]]
        houses[start[0]] = None
    else:
        reach, order, costs, spent = list(player.connection_costs), [], [], 0
    while len(order) < min(k, player.houses_left):
        options = [(h + reach[c], c) for c, h in enumerate(houses) if h is not None]
        if not options or spent + min(options)[0] > money:
            break
        price, city = min(options)
        spent += price
        order.append(city)
        costs.append(spent)
        houses[city] = None
        reach = [min(a, b) for a, b in zip(reach, dist[city], strict=True)]
    return order, costs


def plain_fuel_plan(plants, have, market, target, money=INF):
    """Every subset of plants tried, the hybrids' split tried both ways round."""

    def price(r, k):
        if k <= 0:
            return 0
        p = purchase_price(r, market[r], k)
        return INF if p is None else p

    best, best_key = (0, 0, (0, 0, 0, 0)), (-1, 0)
    for size in range(len(plants) + 1):
        for combo in combinations(plants, size):
            need = fuel_need(combo)
            fixed, hybrid = need.fixed, need.hybrid
            powered = min(sum(PLANTS[p].cities for p in combo), target)
            g, u = max(0, fixed[2] - have[2]), max(0, fixed[3] - have[3])
            if price(2, g) + price(3, u) >= INF:
                continue
            splits = []
            for x in range(hybrid + 1):
                c = max(0, fixed[0] + x - have[0])
                o = max(0, fixed[1] + hybrid - x - have[1])
                splits.append((price(0, c) + price(1, o), x, c, o))
            cost, _x, c, o = min(splits)
            cost += price(2, g) + price(3, u)
            if cost <= money and (powered, -cost) > best_key:
                best_key, best = (powered, -cost), (powered, cost, (c, o, g, u))
    return best


def plain_net(plants, prices, row):
    """Best income less fuel with ``row`` cities: every subset of plants run."""
    best = float(income(0))
    hybrid_price = min(prices[0], prices[1])
    for size in range(1, len(plants) + 1):
        for combo in combinations(plants, size):
            need = fuel_need(combo)
            cities = sum(PLANTS[p].cities for p in combo)
            cost = sum(k * p for k, p in zip(need.fixed, prices, strict=True))
            cost += need.hybrid * hybrid_price
            best = max(best, income(min(cities, row)) - cost)
    return best


def test_greedy_plans_equal_the_plain_greedy_on_game_positions():
    policy = RolloutPolicy(EXPERT.policy)
    checked = 0
    for seed, players, map_name in ((1, 2, "usa"), (2, 4, "germany"), (3, 6, "usa")):
        state = new_game(GameConfig.quick(players, map_name), seed)
        step = 0
        while not state.is_terminal():
            if step % 9 == 0:
                view = state.view(state.current_player)
                for seat in range(players):
                    for k in (0, 1, 3, 7, HOUSES_PER_PLAYER):
                        for money in (0, 12, 45, 110, INF):
                            # A seat without a network gets its first city even for k=0.
                            least = 1 if view.player(seat).city_count == 0 else 0
                            expected = plain_greedy(view, seat, max(k, least), money)
                            assert greedy_build(view, seat, k, money) == expected
                            checked += 1
            state.apply(policy.decide(state, state.current_player))
            step += 1
    assert checked > 3000


def test_fuel_plans_and_net_incomes_equal_every_subset_tried():
    rng = random.Random(7)
    plants_ids = [p for p in PLANTS if p != STEP3]
    for _ in range(400):
        plants = tuple(sorted(rng.sample(plants_ids, rng.randint(0, 4))))
        have = tuple(rng.randint(0, 5) for _ in range(4))
        market = tuple(rng.randint(0, 12) for _ in range(3)) + (rng.randint(0, 4),)
        for target in range(0, 8, 2):
            for money in (0, 15, 60, INF):
                assert fuel_plan(plants, have, market, target, money) == plain_fuel_plan(
                    plants, have, market, target, money
                )
        prices = unit_prices(market)
        rows = tuple(range(HOUSES_PER_PLAYER + 1))
        nets = net_incomes(plants, prices, rows)
        assert nets == tuple(plain_net(plants, prices, row) for row in rows)
        cap = sum(PLANTS[p].cities for p in plants)
        for k in range(1, cap + 1):
            options = [
                sum(a * b for a, b in zip(fuel_need(c).fixed, prices, strict=True))
                + fuel_need(c).hybrid * min(prices[0], prices[1])
                for size in range(1, len(plants) + 1)
                for c in combinations(plants, size)
                if sum(PLANTS[p].cities for p in c) >= k
            ]
            assert run_cost(plants, prices, k) == min(options)
