"""The boards of the second expansion box (docs/rules.md 9.5 Benelux, 9.6 Central
Europe): their tables and rule changes in both rule sets."""

from __future__ import annotations

import pytest

from powergrid.board import load_map
from powergrid.rules import GameConfig, GameState, IllegalActionError, map_rules, new_game
from powergrid.rules import actions as A
from powergrid.rules import events as ev

from .conftest import AUCTION, BUREAUCRACY, at_phase, drive, play, set_market, set_step


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
