"""The boards of the Russia / Japan box (docs/rules.md 9.11 Russia, 9.12 Japan): their
tables and rule changes (8.40 to 8.49) in both rule sets."""

from __future__ import annotations

import pytest

from powergrid.board import load_map
from powergrid.rules import GameConfig, GameState, map_rules, new_game
from powergrid.rules import actions as A
from powergrid.rules import events as ev
from powergrid.rules.position import STEP3_CARD

from .conftest import (
    AUCTION,
    BUILD,
    at_phase,
    drive,
    give,
    play,
    set_market,
    set_step,
    stack,
    start,
)


def game(players: int, map: str, edition: str = "original", seed: int = 1, **kw) -> GameState:
    return new_game(GameConfig.quick(players, map, edition=edition, **kw), seed)  # type: ignore[arg-type]


# ----- 8.41 / 9.11: Russia's deck ------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_russia_deals_3_4_5_and_7_8_9_with_13_on_top(players):
    # RULES 8.41, 9.11 (original): 6 and 14 out face up; 13 on top, then 10, 11 and
    # three more shuffled; the removals of table 1.5 from the other plants.
    for seed in range(8):
        s = game(players, "russia", seed=seed)
        assert s.market == [3, 4, 5, 7, 8, 9] and s.removed == [6, 14]
        assert s.deck[-1] == 13 and {10, 11} <= set(s.deck[-6:-1])
        assert len(s.setup_removed) == {2: 8, 3: 8, 4: 4}.get(players, 0)
        assert not {10, 11, 13} & set(s.setup_removed)
        assert len(s.market) + len(s.deck) + len(s.setup_removed) + 2 == 43


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_russia_recharged_draws_six_plug_plants_and_puts_the_others_on_top(players):
    # RULES 8.41, 9.11 (Recharged): six of the plug plants but 6 and 14 make the
    # market, the other five lie shuffled on top; only socket plants leave unseen.
    for seed in range(6):
        s = game(players, "russia", "recharged", seed)
        assert len(s.market) == 6 and all(p <= 15 for p in s.market)
        assert s.removed == [6, 14]
        top = s.deck[-5:]
        assert sorted(s.market + top) == [3, 4, 5, 7, 8, 9, 10, 11, 12, 13, 15]
        assert all(p > 15 for p in s.setup_removed)
        assert len(s.setup_removed) == {2: 6, 3: 8, 4: 4}.get(players, 0)
        assert s.view(1).deck[-1] not in s.market  # face down: nobody knows it


def test_russia_plays_no_discounted_plant_in_the_recharged_rules():
    # RULES 9.11: the board's own deck and market in place of 7.1 and 7.3 (8.20).
    ids = [r.id for r in map_rules(load_map("russia"), "recharged")]
    assert "discount_plant" not in ids and "plug_socket_deck" not in ids
    s = game(3, "russia", "recharged")
    low = s.current_market()[0]
    assert A.choose(low, low - 1) not in s.legal_actions()


# ----- 8.40: three plants for sale, four in step 3 -----------------------------------------


WEST = ("pink", "brown", "green")  # Moscow and Saint Petersburg, the south, the north


def russia_auction(market=(3, 4, 5, 7, 8, 9), deck_top=(), round=2, order=(0, 1, 2)):
    pos = start(3, "russia", seed=2, regions=WEST)
    set_market(pos, list(market), list(deck_top))
    for seat in range(3):
        give(pos, seat, money=60)
    return play(at_phase(pos, AUCTION, order=list(order), round=round))


def test_russia_offers_three_plants_and_shows_three_more():
    # RULES 8.40: the market is 3 plants for sale and 3 in the future market.
    s = russia_auction()
    assert s.current_market() == [3, 4, 5] and s.future_market() == [7, 8, 9]
    assert {a.plant for a in s.legal_actions() if isinstance(a, A.ChoosePlant)} == {3, 4, 5}
    before = s.digest()
    with pytest.raises(Exception, match="not in the current market"):
        s.apply(A.choose(7, 7))
    assert s.digest() == before


def test_russia_step_3_keeps_four_plants_all_for_sale():
    # RULES 8.40, 4.2: the Step 3 card drawn in the auction; at the phase's end it and
    # the lowest plant leave, and the four left are all for sale.
    pos = start(3, "russia", seed=2)
    set_market(pos, [3, 4, 5, 7, 8, 9])
    stack(pos, [STEP3_CARD, 20, 21, 22, 23])
    for seat in range(3):
        give(pos, seat, money=60)
    s = play(at_phase(pos, AUCTION, order=[0, 1, 2]))
    drive(s, A.choose(3, 3), A.PASS, A.PASS)  # seat 0 buys 3; the Step 3 card is drawn
    drive(s, A.PASS)  # seat 1's pass, the first: 4 leaves, one of the shuffled is drawn
    drive(s, A.PASS)
    assert s.step == 3 and s.market[:3] == [7, 8, 9] and s.market[3] in (20, 21, 22, 23)
    assert s.current_market() == s.market and s.future_market() == []


# ----- 8.42: the lowest plant leaves at the first pass --------------------------------------


def test_the_first_pass_takes_the_lowest_plant_out_and_draws_one():
    # RULES 8.42: only the first pass of the phase; nobody buying removes nothing more.
    s = russia_auction(deck_top=[30, 31])
    events = drive(s, A.PASS)
    assert [e.plant for e in events if isinstance(e, ev.PlantRemoved)] == [3]
    assert s.market == [4, 5, 7, 8, 9, 30] and 3 in s.removed
    events = drive(s, A.PASS, A.PASS)
    assert not [e for e in events if isinstance(e, ev.PlantRemoved)]
    assert s.market == [4, 5, 7, 8, 9, 30] and s.deck[-1] == 31


def test_a_pass_after_a_sale_is_still_the_first_pass():
    # RULES 8.42: a bid's pass is not a pass of the phase; the first chooser's pass is.
    s = russia_auction(deck_top=[30, 31, 32])
    drive(s, A.choose(3, 3), A.PASS, A.PASS)  # seat 0 buys 3, 30 is drawn
    assert s.market == [4, 5, 7, 8, 9, 30]
    events = drive(s, A.PASS)
    assert [e.plant for e in events if isinstance(e, ev.PlantRemoved)] == [4]
    assert s.market == [5, 7, 8, 9, 30, 31]


def test_russia_keeps_plants_below_the_largest_network():
    # RULES 9.11, 7.4: no plant leaves for being smaller than the most cities.
    pos = start(3, "russia", seed=2, regions=WEST)
    set_market(pos, [3, 4, 5, 7, 8, 9])
    give(pos, 0, cities=["Moscow", "Tula", "Ryazan", "Voronezh", "Yaroslavl"], money=200)
    s = play(at_phase(pos, BUILD, order=[1, 2, 0]))
    drive(s, A.DONE, A.DONE, A.build("Saint Petersburg"))
    assert s.market[:3] == [3, 4, 5]


# ----- 9.11: Russia's tables --------------------------------------------------------------


def test_russia_starts_without_garbage_and_with_seven_uranium():
    for edition in ("original", "recharged"):
        market = game(3, "russia", edition).resource_market()
        assert market.on_market == (18, 24, 0, 7)
    table = game(4, "russia").rule_book().refill_table
    assert table == {1: (3, 5, 3, 1), 2: (4, 6, 3, 2), 3: (5, 4, 4, 2)}


# ----- 8.43 / 9.12: Japan ------------------------------------------------------------------

JAPAN = ("red", "yellow", "purple")  # Kyushu, Shikoku and Chugoku, Kansai
STARTS = {"Fukuoka", "Kobe", "Osaka"}  # the start cities of those regions


def japan_build(cities=((), (), ()), round=2, step=1, money=100):
    """Japan, the building phase with seat 0 to build first, the networks given."""
    pos = start(3, "japan", seed=4, regions=JAPAN)
    for seat, names in enumerate(cities):
        give(pos, seat, cities=list(names), money=money)
    set_step(pos, step)
    return play(at_phase(pos, BUILD, order=[1, 2, 0], round=round))


def built(s, seat=0):
    return {s.board.cities[c] for c in s.players[seat].cities}


def offered(s):
    return {a.city for a in s.legal_actions() if isinstance(a, A.Build)}


def test_the_first_house_stands_in_a_start_city():
    # RULES 8.43, 9.12: without a house only the start cities are open.
    s = japan_build(round=3)
    assert offered(s) == STARTS
    before = s.digest()
    with pytest.raises(Exception, match="may not build in Kyoto now") as err:
        s.apply(A.build("Kyoto"))
    assert err.value.code == "build_not_allowed" and s.digest() == before
    assert s.house_prices_by_index(0)[s.board.index["Kyoto"]] is None


def test_round_1_builds_two_houses_at_most_both_in_start_cities():
    # RULES 8.43: the second house of round 1 starts the second network: a start city
    # for its place alone; then the seat is done building for the round.
    s = japan_build(round=1)
    drive(s, A.build("Fukuoka"))
    assert offered(s) == {"Kobe", "Osaka"}
    money = s.players[0].money
    events = drive(s, A.build("Osaka"))
    paid = [(e.house, e.connection) for e in events if isinstance(e, ev.CityBuilt)]
    assert paid == [(10, 0)] and s.players[0].money == money - 10
    assert offered(s) == set() and built(s) == {"Fukuoka", "Osaka"}


def test_the_jump_is_spent_once_and_then_connections_are_paid():
    # RULES 8.43: round 2, one house in Fukuoka: Kobe costs its place alone (the jump);
    # after it Osaka, next door, pays its connection like any other city.
    s = japan_build([["Fukuoka"], [], []])
    assert s.city_price(0, "Kobe") == 10
    assert "Kyoto" in offered(s) and "Nagasaki" in offered(s)  # any city from round 2
    drive(s, A.build("Kobe"))
    assert (
        s.city_price(0, "Osaka") == 10 + s.board.dist[s.board.index["Kobe"]][s.board.index["Osaka"]]
    )
    pos = s.to_position()
    assert pos.marks == {"start_cities": 1}  # seat 0 has spent it


def test_a_start_city_reached_for_nothing_keeps_the_jump():
    # RULES 8.43 ruling: a build that pays no connection anyway spends no jump.
    s = japan_build([["Kyoto"], [], []], round=3)
    index = s.board.index
    assert s.board.dist[index["Kyoto"]][index["Osaka"]] == 0
    assert s.board.dist[index["Kyoto"]][index["Fukuoka"]] > 0
    drive(s, A.build("Osaka"))
    assert not s.marks.get("start_cities")
    assert s.city_price(0, "Fukuoka") == 10  # the jump is still there


def test_japan_places_two_places_and_the_third_in_step_3():
    # RULES 9.12: start cities 10-10 (20 from step 3); X-marked cities two places.
    s = japan_build([[], ["Kumamoto", "Fukuoka"], ["Nagasaki", "Fukuoka"]])
    assert offered(s) == {"Kobe", "Osaka"}  # Fukuoka's two places of step 1 are taken
    pos = start(3, "japan", seed=4, regions=JAPAN)
    book = play(pos).rule_book()
    prices = {c.name: c for c in load_map("japan").cities}
    assert prices["Fukuoka"].house_places == ((10, 1), (10, 1), (20, 3))
    assert prices["Miyazaki"].house_places == ((15, 2), (20, 3))
    assert prices["Oita"].house_places == ((10, 1), (15, 2))
    assert book.house_prices(1, play(pos).board.index["Miyazaki"]) == ()
    assert book.house_prices(3, play(pos).board.index["Oita"]) == (10, 15)


def test_japan_tables():
    for edition in ("original", "recharged"):
        assert game(3, "japan", edition).resource_market().on_market == (21, 15, 9, 3)
    assert game(4, "japan").rule_book().refill_table == {
        1: (5, 3, 2, 1),
        2: (6, 4, 3, 2),
        3: (4, 5, 4, 2),
    }
