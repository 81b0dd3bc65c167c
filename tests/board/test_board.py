"""The board of a game: paths, connection costs, build plans and regions."""

from __future__ import annotations

import copy
import itertools
import random
import time

import networkx as nx
import pytest

from powergrid.board import (
    Board,
    BuildPlan,
    BuildStep,
    random_regions,
    region_adjacency,
    regions_connected,
)
from tests.maps import MAPS, board, brute_force_total, mapfile, random_plan_case


def check_plan(b: Board, network, plan: BuildPlan, house) -> None:
    """Every step pays the cheapest path from what is owned by then, along a real path."""
    owned = list(network)
    assert len(plan.steps) == len(plan.order)
    for step, city in zip(plan.steps, plan.order, strict=True):
        assert isinstance(step, BuildStep)
        assert step.city == city
        assert step.house == house(city)
        if owned:
            assert step.connection == min(b.distance(o, city) for o in owned)
            assert step.path[0] in owned
        else:
            assert step.connection == 0
            assert step.path == [city]
        assert step.path[-1] == city
        assert b.path_cost(step.path) == step.connection
        assert nx.is_path(b.graph, step.path)
        owned.append(city)
    assert plan.total == sum(s.connection + s.house for s in plan.steps)


# -- construction -------------------------------------------------------------------


@pytest.mark.parametrize("name", MAPS)
def test_full_board(name):
    b = board(name)
    assert len(b.cities) == 42
    assert b.cities == sorted(b.cities)
    assert all(b.index[c] == i for i, c in enumerate(b.cities))
    assert set(b.region_of.values()) == set(mapfile(name).region_names())
    assert b.pos == {c.name: (c.x, c.y) for c in mapfile(name).cities}
    assert b.graph.number_of_nodes() == 42
    assert b.graph.number_of_edges() == len(mapfile(name).connections)


@pytest.mark.parametrize("name", MAPS)
def test_dist_matches_networkx(name):
    for regions in (None, tuple(random_regions(mapfile(name), 3, random.Random(name)))):
        b = Board(mapfile(name), regions)
        expected = dict(nx.all_pairs_dijkstra_path_length(b.graph, weight="cost"))
        n = len(b.cities)
        assert len(b.dist) == n and all(len(row) == n for row in b.dist)
        for i, a in enumerate(b.cities):
            for j, c in enumerate(b.cities):
                assert type(b.dist[i][j]) is int
                assert b.dist[i][j] == expected[a][c]


@pytest.mark.parametrize("name", MAPS)
def test_paths_are_cheapest_graph_paths(name):
    b = board(name)
    rng = random.Random(7)
    for _ in range(200):
        a, c = rng.sample(b.cities, 2)
        p = b.path(a, c)
        assert p[0] == a and p[-1] == c
        assert nx.is_path(b.graph, p)
        assert len(set(p)) == len(p)
        assert b.path_cost(p) == b.distance(a, c)
        assert b.path(a, c) == p  # deterministic
    assert b.path("Berlin" if name == "germany" else "Miami", b.cities[0])[-1] == b.cities[0]
    assert b.path(b.cities[3], b.cities[3]) == [b.cities[3]]


def test_path_tie_break_fewest_connections_then_names():
    b = board("germany")
    # Three routes cost the same; the one with fewest connections wins.
    assert b.path("Trier", "Wilhelmshaven") == [
        "Trier",
        "Köln",
        "Dortmund",
        "Münster",
        "Osnabrück",
        "Wilhelmshaven",
    ]
    # Two equally cheap routes of equal length: the first names win.
    b = board("usa")
    assert b.path("Atlanta", "Duluth") == [
        "Atlanta",
        "Knoxville",
        "Cincinnati",
        "Chicago",
        "Duluth",
    ]
    assert b.path("Omaha", "Washington") == [
        "Omaha",
        "Chicago",
        "Detroit",
        "Pittsburgh",
        "Washington",
    ]


@pytest.mark.parametrize("name", MAPS)
def test_path_tie_break_everywhere(name):
    b = board(name)
    for a, c in itertools.islice(itertools.combinations(b.cities, 2), 0, None, 7):
        shortest = list(nx.all_shortest_paths(b.graph, a, c, weight="cost"))
        fewest = min(len(q) for q in shortest)
        assert b.path(a, c) == min(q for q in shortest if len(q) == fewest)


# RULES 2
@pytest.mark.parametrize(
    "name, regions, a, c, through, full_cost, in_play_cost",
    [
        # Omaha -> Kansas City (red) -> Santa Fe costs 21; without red it is 27.
        ("usa", ("purple", "cyan"), "Omaha", "Santa Fe", "Kansas City", 21, 27),
        # Bremen -> Hannover -> Kassel (red) -> Fulda costs 33; without red 42.
        ("germany", ("green", "yellow"), "Bremen", "Fulda", "Kassel", 33, 42),
    ],
)
def test_no_path_through_excluded_regions(name, regions, a, c, through, full_cost, in_play_cost):
    full = board(name)
    assert full.distance(a, c) == full_cost
    assert through in full.path(a, c)
    b = Board(mapfile(name), regions)
    assert set(b.region_of.values()) == set(regions)
    assert through not in b.graph and through not in b.index
    assert len(b.cities) == 7 * len(regions)
    assert b.distance(a, c) == in_play_cost
    p = b.path(a, c)
    assert all(b.region_of[x] in regions for x in p)
    assert b.path_cost(p) == in_play_cost
    assert b.connection_cost([a], c) == (in_play_cost, p)
    with pytest.raises(KeyError):
        b.path(a, through)


def test_board_rejects_bad_regions():
    m = mapfile("usa")
    with pytest.raises(ValueError, match="unknown regions"):
        Board(m, ["purple", "orange"])
    # RULES 2: the regions in play must form one connected area
    with pytest.raises(ValueError, match="not connected"):
        Board(m, ["cyan", "brown"])


def test_free_city_selection():
    # RULES 6: the players may pick a connected set of cities instead of regions
    m = mapfile("germany")
    b = Board(m, cities=["Essen", "Duisburg", "Dortmund", "Düsseldorf", "Köln"])
    assert b.cities == ["Dortmund", "Duisburg", "Düsseldorf", "Essen", "Köln"]
    assert b.regions == ["red", "cyan"]
    with pytest.raises(ValueError, match="not connected"):
        Board(m, cities=["Essen", "München"])


def test_board_is_immutable_and_shared():
    b = board("usa")
    assert copy.copy(b) is b
    assert copy.deepcopy({"board": b})["board"] is b
    with pytest.raises(nx.NetworkXError):
        b.graph.add_edge("Seattle", "Miami", cost=0)


@pytest.mark.slow
def test_board_creation_is_fast():
    m = mapfile("germany")
    Board(m)
    times = []
    for _ in range(7):
        t = time.perf_counter()
        Board(m)
        times.append(time.perf_counter() - t)
    # about 2 ms here; generous for busy machines
    assert min(times) < 0.010


# -- connection costs ------------------------------------------------------------------


@pytest.mark.parametrize("name", MAPS)
def test_connection_cost(name):
    b = board(name)
    rng = random.Random(11)
    for _ in range(100):
        network = rng.sample(b.cities, rng.randint(1, 6))
        city = rng.choice(b.cities)
        cost, p = b.connection_cost(network, city)
        lengths = nx.multi_source_dijkstra_path_length(b.graph, set(network), weight="cost")
        expected = lengths[city]
        assert cost == expected
        assert p[0] in network and p[-1] == city
        assert b.path_cost(p) == cost
        costs = b.costs_from(network)
        assert costs[city] == cost
        assert set(costs) == set(b.cities)
    c = b.cities[0]
    assert b.connection_cost([], c) == (0, [c])
    assert b.connection_cost([c, b.cities[1]], c) == (0, [c])
    assert set(b.costs_from([]).values()) == {0}


# -- build plans (RULES 3.4) --------------------------------------------------------------


def houses(rng: random.Random, cities) -> dict[str, int]:
    return {c: rng.choice((10, 15, 20)) for c in cities}


# RULES 3.4
@pytest.mark.parametrize("name", MAPS)
def test_cheapest_order_equals_brute_force(name):
    rng = random.Random(f"order-{name}")
    for trial in range(150):
        _regions, b, network, targets = random_plan_case(rng, name, trial, (0, 0, 1, 2, 4))
        price = houses(rng, b.cities)
        plan = b.cheapest_order(network, targets, price)
        assert sorted(plan.order) == sorted(targets)
        assert plan.total == brute_force_total(b, network, targets, price.__getitem__)
        check_plan(b, network, plan, price.__getitem__)
        # the same order priced one by one costs exactly the plan
        assert b.price_order(network, plan.order, price).total == plan.total


# RULES 3.4
def test_cheapest_order_house_price_forms():
    b = board("usa")
    plan_int = b.cheapest_order(["Chicago"], ["Detroit", "St. Louis"], 10)
    plan_fn = b.cheapest_order(["Chicago"], ["Detroit", "St. Louis"], lambda c: 10)
    plan_map = b.cheapest_order(
        ["Chicago"], ["Detroit", "St. Louis"], {"Detroit": 10, "St. Louis": 10}
    )
    assert plan_int == plan_fn == plan_map
    assert plan_int.total == 20 + 7 + 10
    assert plan_int.house_total == 20 and plan_int.connection_total == 17
    # the first city ever pays no connection
    first = b.cheapest_order([], ["Miami"], 10)
    assert first.steps == [BuildStep("Miami", 0, 10, ["Miami"])]
    assert b.cheapest_order(["Miami"], []).total == 0
    with pytest.raises(ValueError, match="already in the network"):
        b.cheapest_order(["Miami"], ["Miami"])
    with pytest.raises(ValueError, match="twice"):
        b.cheapest_order([], ["Miami", "Miami"])
    with pytest.raises(KeyError):
        b.cheapest_order([], ["Atlantis"])


# RULES 3.4
def test_order_matters_and_plan_is_never_cheaper_than_one_by_one():
    b = board("germany")
    network = ["Flensburg"]
    targets = ["München", "Hamburg", "Kiel"]
    plan = b.cheapest_order(network, targets, 10)
    for order in itertools.permutations(targets):
        assert b.price_order(network, order, 10).total >= plan.total
    worst = max(b.price_order(network, o, 10).total for o in itertools.permutations(targets))
    assert worst > plan.total
    assert plan.order[0] == "Kiel"


def test_cheapest_order_many_targets():
    b = board("usa")
    plan = b.cheapest_order(["Seattle"], [c for c in b.cities if c != "Seattle"], 10)
    assert len(plan.order) == 41
    check_plan(b, ["Seattle"], plan, lambda c: 10)
    # every order costs at least the plan: compare with a few random orders
    rng = random.Random(5)
    for _ in range(20):
        order = list(plan.order)
        rng.shuffle(order)
        assert b.price_order(["Seattle"], order, 10).total >= plan.total


def brute_force_additions(b: Board, network, n, price) -> int:
    best = None
    candidates = [c for c in b.cities if c not in network and price.get(c) is not None]
    for combo in itertools.combinations(candidates, n):
        total = b.cheapest_order(network, combo, price).total
        best = total if best is None else min(best, total)
    return best


@pytest.mark.parametrize("name", MAPS)
def test_cheapest_additions_exact(name):
    rng = random.Random(f"add-{name}")
    for trial in range(12):
        regions = tuple(random_regions(mapfile(name), 3, rng)) if trial % 2 else None
        b = board(name, regions)
        network = rng.sample(b.cities, rng.choice((0, 1, 3)))
        price = houses(rng, b.cities)
        for c in rng.sample(b.cities, 4):
            price.pop(c)  # full cities cannot be built in
        n = rng.randint(1, 2 if regions is None else 3)
        plan = b.cheapest_additions(network, n, price)
        assert len(plan.order) == n
        assert not set(plan.order) & set(network)
        assert all(c in price for c in plan.order)
        assert plan.total == brute_force_additions(b, network, n, price)
        assert plan.total == b.cheapest_order(network, plan.order, price).total
        check_plan(b, network, plan, price.__getitem__)


def test_cheapest_additions_beats_greedy_when_it_should():
    b = board("usa")
    for network in ([], ["Chicago", "Detroit"], ["Seattle"]):
        for n in range(1, 6):
            plan = b.cheapest_additions(network, n, 10)
            assert len(plan.order) == n
            # never worse than any single greedy-built set
            greedy_owned, greedy_total = list(network), 0
            for _ in range(n):
                options = [c for c in b.cities if c not in greedy_owned]
                cost, city = min(
                    (min((b.distance(o, c) for o in greedy_owned), default=0) + 10, c)
                    for c in options
                )
                greedy_total += cost
                greedy_owned.append(city)
            assert plan.total <= greedy_total
    assert b.cheapest_additions(["Miami"], 0, 10) == BuildPlan([], [], 0)
    with pytest.raises(ValueError):
        b.cheapest_additions([], 3, {"Miami": 10, "Tampa": 10})


# -- regions (RULES 2) -------------------------------------------------------------------------


# RULES 2
def test_region_adjacency():
    g = region_adjacency(mapfile("usa"))
    assert set(g.nodes) == set(mapfile("usa").region_names())
    assert g.has_edge("purple", "yellow")  # Billings - Fargo
    assert g.has_edge("red", "green")  # Birmingham - Atlanta
    assert not g.has_edge("cyan", "brown")
    assert g["brown"]["green"]["connections"] >= 1


# RULES 2
@pytest.mark.parametrize(
    "name, regions, expected",
    [
        ("usa", ["purple", "cyan"], True),
        ("usa", ["cyan", "brown"], False),
        ("usa", ["purple", "green"], False),
        ("usa", ["purple", "red", "green"], True),
        ("usa", ["cyan", "purple", "yellow", "brown"], True),
        ("usa", ["cyan", "red", "brown"], False),
        ("usa", ["brown"], True),
        ("usa", [], False),
        ("germany", ["green", "purple"], False),
        ("germany", ["green", "yellow", "purple"], True),
        ("germany", ["cyan", "brown"], False),
        ("germany", ["red", "cyan", "purple", "yellow", "green"], True),
    ],
)
def test_regions_connected(name, regions, expected):
    assert regions_connected(mapfile(name), regions) is expected


def test_regions_connected_unknown():
    with pytest.raises(ValueError, match="unknown regions"):
        regions_connected(mapfile("usa"), ["purple", "teal"])


# RULES 2
@pytest.mark.parametrize("name", MAPS)
def test_random_regions(name):
    m = mapfile(name)
    for count in range(1, 7):
        seen = set()
        for seed in range(40):
            chosen = random_regions(m, count, random.Random(seed))
            assert len(chosen) == len(set(chosen)) == count
            assert regions_connected(m, chosen)
            assert chosen == random_regions(m, count, random.Random(seed))
            assert chosen == [r for r in m.region_names() if r in chosen]
            Board(m, chosen)  # a connected area gives a connected board
            seen.add(tuple(chosen))
        if count in (3, 4):
            assert len(seen) > 3  # not always the same set
    with pytest.raises(ValueError):
        random_regions(m, 0, random.Random(1))
    with pytest.raises(ValueError):
        random_regions(m, 7, random.Random(1))


def test_random_regions_roughly_uniform():
    m = mapfile("usa")
    g = region_adjacency(m)
    sets = [
        c for c in itertools.combinations(m.region_names(), 3) if nx.is_connected(g.subgraph(c))
    ]
    rng = random.Random(3)
    counts = {tuple(s): 0 for s in sets}
    draws = 100 * len(sets)
    for _ in range(draws):
        counts[tuple(random_regions(m, 3, rng))] += 1
    assert all(50 < v < 150 for v in counts.values())


# RULES 3.4
def test_cheapest_additions_skips_unbuildable_cities():
    b = board("germany")
    full = {"Duisburg", "Düsseldorf"}
    plan = b.cheapest_additions(["Essen"], 2, lambda c: None if c in full else 10)
    assert not set(plan.order) & full
    unrestricted = b.cheapest_additions(["Essen"], 2, 10)
    assert set(unrestricted.order) == full  # both 0-2 away from Essen
    assert plan.total > unrestricted.total


def test_cheapest_additions_budget():
    b = board("usa")
    exact = b.cheapest_additions(["Chicago"], 6, 10)
    assert exact.exact
    capped = b.cheapest_additions(["Chicago"], 6, 10, max_nodes=1)
    assert not capped.exact
    assert len(capped.order) == 6 and capped.total >= exact.total
    check_plan(b, ["Chicago"], capped, lambda c: 10)
