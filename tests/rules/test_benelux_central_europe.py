"""The boards of the second expansion box (docs/rules.md 9.5 Benelux, 9.6 Central
Europe): their tables and rule changes in both rule sets."""

from __future__ import annotations

import json

import pytest

from powergrid.board import MapFile, load_map
from powergrid.cli.main import main
from powergrid.rules import (
    GameConfig,
    GameState,
    IllegalActionError,
    map_problems,
    map_rules,
    new_game,
)
from powergrid.rules import actions as A
from powergrid.rules import events as ev

from .conftest import (
    AUCTION,
    BUREAUCRACY,
    RESOURCES_PHASE,
    at_phase,
    drive,
    give,
    play,
    set_market,
    set_step,
)


def game(players: int, map: str, edition: str = "original", seed: int = 1) -> GameState:
    return new_game(GameConfig.quick(players, map, edition=edition), seed)  # type: ignore[arg-type]


def removed(events) -> list[int]:
    return [e.plant for e in events if isinstance(e, ev.PlantRemoved)]


# ----- 9.5: Benelux ------------------------------------------------------------------


@pytest.mark.parametrize("edition", ["original", "recharged"])
def test_benelux_starts_with_more_oil_and_less_coal(edition):
    # RULES 9.5: coal on 3 to 8, oil on 1 to 8, garbage on 7 and 8, uranium on 14, 16.
    market = game(3, "benelux", edition).resource_market()
    assert market.on_market == (18, 24, 6, 2)
    assert [market.next_price(r) for r in range(4)] == [3, 1, 7, 14]


def test_benelux_refills_by_its_own_table():
    # RULES 9.5: 4 players in step 1 get 3 coal, 5 oil, 2 garbage, 1 uranium.
    book = game(4, "benelux").rule_book()
    assert book.refill(1) == (3, 5, 2, 1) and book.refill(3) == (5, 4, 4, 2)
    assert game(6, "benelux").rule_book().refill(2) == (6, 9, 5, 3)


def auction_position(market, edition="original"):
    pos = game(3, "benelux", edition).to_position()
    set_market(pos, market)
    return at_phase(pos, AUCTION, order=[0, 1, 2])


def test_an_ecological_plant_lowest_in_the_future_market_is_for_sale():
    # RULES 8.10: 13 is the fifth plant and ecological: five plants are on offer.
    s = play(auction_position([3, 4, 5, 6, 13, 20, 25, 30]))
    assert s.plant_market().current == (3, 4, 5, 6, 13)
    assert s.plant_market().future == (20, 25, 30)
    drive(s, A.choose(13, 13))
    assert s.auc_plant == 13 and A.choose(13, 13) not in s.legal_actions()


def test_another_fifth_plant_stays_in_the_future_market():
    # RULES 8.10: 7 burns coal: four plants are on offer, as in RULES 3.2.
    s = play(auction_position([3, 4, 5, 6, 7, 13, 25, 30]))
    assert s.plant_market().current == (3, 4, 5, 6)
    with pytest.raises(IllegalActionError, match="not in the current market"):
        s.apply(A.choose(7, 7))


def test_in_step_3_the_market_is_six_plants_as_usual():
    # RULES 8.10, 4.3: the rule is one of steps 1 and 2.
    pos = auction_position([13, 20, 22, 25, 27, 30])
    set_step(pos, 3)
    s = play(pos)
    assert s.plant_market().current == (13, 20, 22, 25, 27, 30)


def bureaucracy_position(market, top, edition="original", step=1, marks=None):
    pos = game(3, "benelux", edition).to_position()
    set_market(pos, market, deck_top=top)
    if step != 1:
        set_step(pos, step)
    at_phase(pos, BUREAUCRACY, order=[0, 1, 2])
    pos.turn = 2
    pos.marks = marks or {}  # no discount token outside the auction
    return pos


def test_the_bureaucracy_also_takes_the_lowest_plant_out():
    # RULES 8.11: 10 under the stack and 20 drawn, then 3 out and 21 drawn.
    s = play(bureaucracy_position([3, 4, 5, 6, 7, 8, 9, 10], top=[20, 21]))
    events = drive(s, A.run(()))
    under = [e.plant for e in events if isinstance(e, ev.PlantUnderStack)]
    assert under == [10] and removed(events) == [3]
    assert s.market == [4, 5, 6, 7, 8, 9, 20, 21]
    assert 3 in s.plant_market().removed


def test_in_step_3_only_the_lowest_plant_leaves_as_usual():
    # RULES 8.11, 3.5.3: step 3 removes the lowest plant once, and draws once.
    s = play(bureaucracy_position([13, 20, 22, 25, 27, 30], top=[31, 32], step=3))
    events = drive(s, A.run(()))
    assert removed(events) == [13] and s.market == [20, 22, 25, 27, 30, 31]


def test_no_extra_removal_in_a_recharged_round_whose_discounted_plant_left():
    # RULES 8.11, 7.3: the discounted plant nobody bought left instead.
    market = [3, 4, 5, 6, 7, 8, 9, 10]
    mark = {"lowest_plant_leaves_each_round": 3}
    s = play(bureaucracy_position([4, 5, 6, 7, 8, 9, 10, 11], [20, 21], "recharged", marks=mark))
    events = drive(s, A.run(()))
    assert removed(events) == [] and s.market == [4, 5, 6, 7, 8, 9, 10, 20]
    s = play(bureaucracy_position(market, [20, 21], "recharged"))
    assert removed(drive(s, A.run(()))) == [3]


def test_a_recharged_round_where_nobody_buys_removes_only_the_discounted_plant():
    # RULES 8.11, 7.3: a whole round played: the discounted plant 3 is passed over,
    # leaves at the end of the auction, and the bureaucracy removes nothing more.
    pos = bureaucracy_position([3, 4, 5, 6, 7, 8, 9, 10], [20, 21, 22, 23], "recharged")
    s = play(pos)
    drive(s, A.run(()))  # round 3 begins: 10 under the stack, 3 out, 20 and 21 drawn
    assert s.market == [4, 5, 6, 7, 8, 9, 20, 21]
    assert s.marks.get("lowest_plant_leaves_each_round") == 4 == s.marks["discount_plant"]
    events = drive(s, *[A.PASS] * 3)
    assert removed(events) == [4]
    events = drive(s, *[A.DONE] * 6, *[A.run(())] * 3)
    assert removed(events) == []  # 9 under the stack, 22 drawn, and no more
    assert s.marks["lowest_plant_leaves_each_round"] == 5  # the next round's


def test_a_bought_discounted_plant_leaves_the_rule_in_force():
    # RULES 8.11: the discounted plant 3 is bought: the bureaucracy removes the lowest.
    pos = bureaucracy_position([3, 4, 5, 6, 7, 8, 9, 10], [20, 21, 22, 23, 24], "recharged")
    s = play(pos)
    drive(s, A.run(()))
    first = s.chooser
    drive(s, A.choose(4, 1), *[A.PASS] * 2)
    assert 4 in s.players[first].plants
    events = drive(s, *[A.PASS] * 2, *[A.DONE] * 6, *[A.run(())] * 3)
    assert removed(events) == [5]


def test_benelux_reads_its_rule_changes_as_sentences():
    # RULES 9.5: what a New game dialog shows, by rule set.
    benelux = load_map("benelux")
    assert [r.id for r in map_rules(benelux, "original")] == [
        "ecological_plant_for_sale",
        "lowest_plant_leaves_each_round",
    ]
    assert [r.id for r in map_rules(benelux, "recharged")][-2:] == [
        "ecological_plant_for_sale",
        "lowest_plant_leaves_each_round",
    ]


# ----- 9.6: Central Europe ---------------------------------------------------------------

CE = "central_europe"
#: Poland (red), Czechia (green) and Austria (yellow) in play.
CE_REGIONS = ("red", "green", "yellow")


def ce_position(phase, edition="original"):
    config = GameConfig.quick(3, CE, regions=CE_REGIONS, edition=edition)  # type: ignore[arg-type]
    pos = new_game(config, 5).to_position()
    pos.marks = {}
    return pos


@pytest.mark.parametrize("edition", ["original", "recharged"])
def test_central_europe_starts_with_plenty_of_coal_and_uranium_from_8(edition):
    # RULES 9.6: coal on 1 to 8, oil on 3 to 8, garbage on 7 and 8, uranium on 8 to 16.
    market = game(3, CE, edition).resource_market()
    assert market.on_market == (24, 18, 6, 5)
    assert [market.next_price(r) for r in range(4)] == [1, 3, 7, 8]
    assert game(4, CE, edition).rule_book().refill(1) == (6, 2, 2, 1)


def nuclear_auction(cities0, cities1):
    pos = ce_position(AUCTION)
    set_market(pos, [11, 12, 14, 15, 16, 17, 18, 19])
    give(pos, 0, cities=cities0, money=60)
    give(pos, 1, cities=cities1, money=60)
    give(pos, 2, cities=["Szczecin"], money=60)
    return at_phase(pos, AUCTION, order=[0, 1, 2])


def test_only_a_network_in_czechia_slovakia_or_hungary_may_buy_a_nuclear_plant():
    # RULES 8.12: seat 0 has only Polish and Austrian cities: 11 is not for it.
    s = play(nuclear_auction(["Wrocław", "Wien"], ["Praha"]))
    assert s.chooser == 0 and s.offered(0) == (12, 14, 15)
    assert all(getattr(a, "plant", None) != 11 for a in s.legal_actions())
    with pytest.raises(IllegalActionError, match="may not buy plant 11") as err:
        s.apply(A.choose(11, 11))
    assert err.value.code == "plant_not_allowed" and s.auc_plant == 0
    assert s.offered(1) == (11, 12, 14, 15)


def test_a_player_who_may_not_buy_the_nuclear_plant_passes_on_it():
    # RULES 8.12: seat 1 (Praha) opens 11; seats 2 and 0, Polish and Austrian only,
    # pass at once although they could pay more: seat 1 buys at its opening bid.
    s = play(nuclear_auction(["Wrocław", "Wien"], ["Praha"]))
    drive(s, A.PASS)  # seat 0 buys nothing this round
    events = drive(s, A.choose(11, 11))
    passes = [(e.player, e.what) for e in events if isinstance(e, ev.Passed)]
    assert passes == [(2, "may not buy this plant")]
    assert 11 in s.players[1].plants and s.players[1].money == 49


def test_in_round_1_nobody_may_buy_a_nuclear_plant():
    # RULES 8.12: no network yet, so no city in the three countries.
    s = game(3, CE, seed=2)
    pos = s.to_position()
    set_market(pos, [3, 4, 5, 11, 12, 13, 14, 15])
    pos.marks = {}
    s = play(pos)
    assert s.round == 1 and s.offered(s.chooser) == (3, 4, 5)
    assert A.PASS not in s.legal_actions()


def garbage_position(cities, market_garbage=6):
    pos = ce_position(RESOURCES_PHASE)
    give(pos, 0, plants=[24], cities=cities, money=50, res=(0, 0, 0, 0))
    pos.resource_market.garbage = market_garbage
    return at_phase(pos, RESOURCES_PHASE, order=[1, 2, 0])


def test_a_network_in_wien_buys_garbage_1_elektro_cheaper():
    # RULES 8.13: 3 garbage at 7 cost 18 instead of 21 with a house in Wien.
    s = play(garbage_position(["Wien"]))
    assert s.current_player == 0
    assert s.purchase_quote(0, "garbage", 3).cost == 18
    events = drive(s, A.buy("garbage", 3))
    bought = [e for e in events if isinstance(e, ev.ResourcesBought)]
    assert bought[0].cost == 18 and s.players[0].money == 32
    s = play(garbage_position(["Linz"]))
    assert s.purchase_quote(0, "garbage", 3).cost == 21


def test_the_wien_discount_never_takes_a_token_below_1():
    # RULES 8.13: a full track: the four cheapest cost 1, 1, 1, 2; with Wien 1 each.
    s = play(garbage_position(["Wien"], market_garbage=24))
    assert s.purchase_quote(0, "garbage", 4).cost == 4
    assert s.decision().next_price[2] == 1  # type: ignore[union-attr]
    s = play(garbage_position(["Linz"], market_garbage=24))
    assert s.purchase_quote(0, "garbage", 4).cost == 5


def test_the_discount_lets_a_player_buy_what_he_can_pay_only_with_it():
    # RULES 8.13: 20 Elektro buy 3 garbage at 6 each, not at 7.
    pos = garbage_position(["Wien"])
    give(pos, 0, money=20)
    s = play(pos)
    assert A.buy("garbage", 3) in s.legal_actions()
    pos = garbage_position(["Linz"])
    give(pos, 0, money=20)
    assert A.buy("garbage", 3) not in play(pos).legal_actions()


def test_central_europe_names_wrong_cities_and_regions_in_its_rules():
    # RULES 8.12, 8.13: map check names the entry and what is wrong.
    data = load_map(CE).model_dump()
    data["rules"] = [
        {"id": "nuclear_plants_need_region", "regions": ["green", "orange"]},
        {"id": "city_resource_discount", "city": "Vienna", "resource": "garbage"},
    ]
    problems = map_problems(MapFile.model_validate(data))
    assert any("no region 'orange'" in p for p in problems)
    assert any("no city 'Vienna'" in p for p in problems)


def test_central_europe_reads_its_rule_changes_as_sentences():
    # RULES 9.6
    rules = map_rules(load_map(CE), "original")
    assert [r.id for r in rules] == ["nuclear_plants_need_region", "city_resource_discount"]
    assert "green, brown, purple" in rules[0].text and "Wien" in rules[1].text


# ----- both boards: the commands ------------------------------------------------------------


def test_map_check_and_cost_on_the_boards(capsys):
    # RULES 9.6: Gdańsk and Gdynia are joined at 0; a board is found by its name too.
    assert main(["map", "check", "Central Europe", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["ok"] and any("Wien" in text for text in result["rules"]["original"])
    assert main(["map", "cost", CE, "--from", "Bydgoszcz", "--to", "Gdańsk,Gdynia"]) == 0
    plan = json.loads(capsys.readouterr().out)
    assert plan["order"] == ["Gdańsk", "Gdynia"] and plan["total"] == 10 + 8 + 10 + 0
