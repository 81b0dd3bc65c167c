"""Phase 4: building (RULES 1.7, 3.4, 4.1, 4.3)."""

import pytest

from powergrid.rules import IllegalActionError
from powergrid.rules import actions as A
from powergrid.rules import events as ev
from powergrid.rules.state import BUREAUCRACY

from .conftest import BUILD, at_phase, drive, fresh, give, play, set_market, set_step, start

WEST = ("purple", "cyan", "red")


def position(step: int = 1):
    """Building in ``step`` on the west (3 players), 200 Elektro each; seat 0 builds first."""
    pos = start(3, seed=6, regions=WEST)
    for seat in range(3):
        give(pos, seat, plants=[20 + seat], money=200)
    set_market(pos, [25, 26, 27, 28, 29, 30, 31, 32][: 6 if step == 3 else 8])  # RULES 4.3
    set_step(pos, step)
    return at_phase(pos, BUILD, order=[2, 1, 0])  # reverse order: seat 0 builds first


def test_first_city_costs_only_its_place():
    # RULES 3.4
    s = play(position())
    assert s.current_player == 0
    events = drive(s, A.Build(city="Seattle"))
    assert ev.CityBuilt(0, "Seattle", 10, 0) in events and s.players[0].money == 190


def test_later_cities_pay_the_cheapest_path_even_through_others():
    # RULES 3.4: a path may pass through any city in play, whoever owns it.
    s = play(give(position(), 1, cities=["Boise"]))
    drive(s, A.Build(city="Seattle"))
    events = drive(s, A.Build(city="Salt Lake City"))  # Seattle-Boise 12 + Boise-SLC 8
    assert ev.CityBuilt(0, "Salt Lake City", 10, 20) in events
    assert s.players[0].money == 200 - 10 - 30


def test_city_by_city_pricing_uses_the_network_built_so_far():
    # RULES 3.4: building A then B pays the path to A, then the cheapest path to B from
    # the network with A.
    s = play(position())
    drive(s, A.Build(city="Seattle"), A.Build(city="Boise"))
    events = drive(s, A.Build(city="Salt Lake City"))
    assert ev.CityBuilt(0, "Salt Lake City", 10, 8) in events


def test_one_house_per_city_in_step_one_and_never_two_of_one_player():
    # RULES 3.4, RULES 1.7
    s = play(give(position(), 1, cities=["Portland"]))
    with pytest.raises(IllegalActionError, match="no free place in step 1"):
        s.apply(A.Build(city="Portland"))
    assert A.build("Portland") not in s.legal_actions()
    drive(s, A.Build(city="Seattle"))
    with pytest.raises(IllegalActionError, match="already have a house in Seattle"):
        s.apply(A.Build(city="Seattle"))


def test_second_and_third_places_cost_15_and_20():
    # RULES 1.7, RULES 4.1, RULES 4.3
    pos = position(step=3)
    give(pos, 1, cities=["Portland"])
    give(pos, 2, cities=["Portland"])
    s = play(pos)
    events = drive(s, A.Build(city="Portland"))
    assert ev.CityBuilt(0, "Portland", 20, 0) in events
    s = play(give(position(step=2), 1, cities=["Portland"]))
    assert drive(s, A.Build(city="Portland"))[0] == ev.CityBuilt(0, "Portland", 15, 0)
    pos = position(step=2)
    give(pos, 2, cities=["Seattle"]), give(pos, 1, cities=["Portland", "Seattle"])
    with pytest.raises(IllegalActionError, match="no free place in step 2"):
        play(pos).apply(A.Build(city="Seattle"))


def test_cannot_build_beyond_money_or_outside_the_board():
    s = play(give(position(), 0, money=9))
    with pytest.raises(IllegalActionError, match="costs 10, you have 9"):
        s.apply(A.Build(city="Seattle"))
    assert s.legal_actions() == [A.DONE]
    with pytest.raises(IllegalActionError, match="not a city in play"):
        s.apply(A.Build(city="Chicago"))


def test_22_houses_at_most():
    # RULES 1.1: four players play on 4 regions, 28 cities: room for all 22 houses.
    pos = start(4, seed=6)
    at_phase(pos, BUILD, order=[3, 2, 1, 0])
    cities = fresh(4, seed=6).board.cities
    s = play(give(pos, 0, money=200, cities=cities[:22]))
    with pytest.raises(IllegalActionError, match="no houses left"):
        s.apply(A.Build(city=s.board.cities[22]))
    assert s.legal_actions() == [A.DONE]


def test_market_purge_after_every_build():
    # RULES 3.4: after each build, market plants <= the most cities anyone has leave the
    # game and are replaced; seeds/001: with 6 cities plants 3-6 go.
    pos = position()
    set_market(pos, [5, 6, 7, 9, 10, 11, 12, 14], deck_top=[3, 15, 16])
    give(pos, 1, cities=["Seattle", "Portland", "Boise", "Billings"])
    s = play(pos)
    drive(s, A.Build(city="Denver"))  # most cities still 4: no change
    assert s.market == [5, 6, 7, 9, 10, 11, 12, 14]
    give(pos, 0, cities=["Denver", "Omaha", "Kansas City", "Oklahoma City", "Dallas"])
    s = play(pos)
    events = drive(s, A.Build(city="Houston"))  # seat 0 now has 6 cities
    removed = [e.plant for e in events if isinstance(e, ev.PlantRemoved)]
    assert removed == [5, 3, 6]  # 3 was drawn and is too small too
    assert min(s.market) > 6 and len(s.market) == 8


def test_step_two_begins_after_the_phase():
    # RULES 3.4, RULES 4.1: once per game; the lowest plant leaves and is replaced.
    s = play(
        give(
            position(),
            1,
            cities=["Seattle", "Portland", "Boise", "Billings", "Cheyenne", "Denver", "Omaha"],
        )
    )
    drive(s, A.Done())
    assert s.step == 1
    drive(s, A.Done())
    events = drive(s, A.Done())
    assert ev.StepStarted(2) in events and s.step == 2 and s.step2_done
    assert ev.PlantRemoved(25, "Step 2 begins") in events and len(s.market) == 8
    assert s.phase == BUREAUCRACY


def test_paths_never_cross_regions_out_of_play():
    # RULES 2.1: removed regions are not crossed.
    full = fresh(3, seed=6, regions=WEST)
    assert "Chicago" not in full.board.graph
    for a in full.board.cities:
        for b in full.board.cities:
            assert all(c in full.board.index for c in full.board.path(a, b))


def test_legal_builds_are_listed_cheapest_first():
    # RULES 3.4 prices; the list order is a convenience for players and bots.
    s = play(give(position(), 1, cities=["Portland"]))
    drive(s, A.Build(city="Seattle"))
    builds = [a for a in s.legal_actions() if isinstance(a, A.Build)]
    prices = [s.build_price(0, s.board.index[a.city]) for a in builds]
    assert prices == sorted(prices) and prices[0] == 10 + 9  # Billings
    assert s.legal_actions()[-1] == A.DONE
    assert len(builds) == len(
        [c for c in range(len(s.board.cities)) if s.build_price(0, c) <= s.players[0].money]
    )
