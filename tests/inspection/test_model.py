"""The inspector's questions, without Qt (RULES 2, 3.4)."""

from __future__ import annotations

import random

import pytest

from powergrid.app.inspection.model import InspectionModel, house_place_price
from tests.maps import MAPS, board, brute_force_total, mapfile


def test_house_place_price():  # RULES 1.7
    assert [house_place_price(s) for s in (1, 2, 3)] == [10, 10, 10]
    assert house_place_price(1, 1) is None
    assert house_place_price(2, 1) == 15
    assert house_place_price(3, 2) == 20
    assert house_place_price(3, 3) is None


def test_regions_connectedness_live():  # RULES 2
    m = InspectionModel(mapfile("usa"))
    assert m.status.connected and m.board is not None
    status = m.set_regions(["purple", "green"])
    assert not status.connected and m.board is None
    assert len(status.parts) == 2 and "Not connected" in status.describe()
    assert m.hover("Seattle") is None and m.heat() == {} and m.suggest(3) is None
    status = m.toggle_region("yellow")
    assert status.connected and m.board is not None
    assert m.regions == ["purple", "yellow", "green"]
    assert "3 regions in play" in status.describe()
    status = m.set_regions([])
    assert not status.connected and status.describe() == "No region in play."
    with pytest.raises(ValueError):
        m.set_regions(["pink"])


def test_network_and_targets_follow_regions():
    m = InspectionModel(mapfile("usa"))
    m.set_network(["Seattle", "Chicago"])
    m.toggle_target("Miami")
    m.toggle_target("Chicago")  # in the network: ignored
    assert m.targets == ["Miami"]
    m.set_regions(["yellow", "red", "brown"])
    assert m.network == ["Chicago"] and m.targets == []
    m.toggle_network("Chicago")
    assert m.network == []


@pytest.mark.parametrize("name", MAPS)
def test_hover_and_heat_match_the_board(name):  # RULES 3.4
    rng = random.Random(name)
    m = InspectionModel(mapfile(name), step=2)
    b = board(name)
    for _ in range(20):
        network = rng.sample(b.cities, rng.randint(1, 3))
        m.set_network(network)
        heat = m.heat()
        assert set(heat) == set(b.cities) - set(network)
        for city in rng.sample(b.cities, 8):
            info = m.hover(city)
            if city in network:
                assert info.in_network and info.total is None
                continue
            cost = min(b.distance(n, city) for n in network)
            assert info.connection == cost == b.path_cost(info.path)
            assert info.path[0] in network and info.path[-1] == city
            assert info.total == cost + 10 == heat[city]


def test_houses_and_step_decide_the_price():
    m = InspectionModel(mapfile("usa"), step=1)
    m.houses = {"Chicago": 1, "Detroit": 2}
    assert m.hover("Chicago").house is None and m.heat()["Chicago"] is None
    m.step = 2
    assert m.hover("Chicago").total == 15 and m.hover("Detroit").house is None
    m.step = 3
    assert m.hover("Detroit").house == 20
    m.step = 1
    m.targets = ["Chicago"]
    with pytest.raises(ValueError, match="no free place in Chicago"):
        m.plan()


@pytest.mark.parametrize("name", MAPS)
def test_plan_and_suggestion(name):  # RULES 3.4
    rng = random.Random(f"plan-{name}")
    m = InspectionModel(mapfile(name))
    b = board(name)
    for _ in range(25):
        network = rng.sample(b.cities, rng.randint(0, 2))
        m.set_network(network)
        targets = rng.sample([c for c in b.cities if c not in network], rng.randint(1, 5))
        m.targets = []
        for t in targets:
            m.toggle_target(t)
        plan = m.plan()
        assert plan.total == brute_force_total(b, network, targets, 10)
        suggestion = m.suggest(3)
        assert len(suggestion.order) == 3
        assert suggestion.total == b.cheapest_additions(network, 3, 10).total


def test_details():
    m = InspectionModel(mapfile("usa"))
    m.set_regions(["purple", "cyan", "red"])
    d = m.details("Denver")
    assert d.region == "purple" and d.in_play
    names = [n for n, _, _ in d.neighbours]
    assert "Kansas City" in names
    costs = [c for _, c, _ in d.neighbours]
    assert costs == sorted(costs)
    for n, c, in_play in d.neighbours:
        assert mapfile("usa").region_names()  # sanity
        assert in_play == (n in m.in_play)
        assert c == board("usa").graph[n]["Denver"]["cost"]
    text = d.describe()
    assert "Denver — region purple" in text and "neighbours:" in text
    outside = m.details("Chicago")
    assert not outside.in_play and outside.price is None
    assert "(not in play)" in outside.describe()
