"""The Middle East board (docs/rules.md 9.15) and its rule changes (8.60 to 8.62):
oil refilled without limit, garbage and uranium plants kept out of the step-1
market, step 2 when the stack has been gone through, in both rule sets."""

from __future__ import annotations

import pytest

from powergrid.ai.simple import SimpleBot
from powergrid.board import load_map
from powergrid.rules import Game, GameConfig, GameState, map_rules, new_game
from powergrid.rules import actions as A
from powergrid.rules import events as ev
from powergrid.rules.cards import PLANTS
from powergrid.rules.position import STEP3_CARD, PositionError, Resources
from powergrid.rules.tables import STEP3

from .conftest import (
    AUCTION,
    BUILD,
    BUREAUCRACY,
    RESOURCES_PHASE,
    at_phase,
    drive,
    give,
    play,
    set_market,
    set_step,
    stack,
)

MAP = "middle_east"
EDITIONS = ("original", "recharged")


def game(players: int = 3, edition: str = "original", seed: int = 1) -> GameState:
    return new_game(GameConfig.quick(players, MAP, edition=edition), seed)  # type: ignore[arg-type]


def position(phase: str, edition: str = "original", seed: int = 1):
    pos = game(3, edition, seed).to_position()
    pos.marks = {}
    return at_phase(pos, phase, order=[0, 1, 2])


def fuel_of(plant: int) -> str:
    return PLANTS[plant].kind


# ----- 9.15: the board's tables ---------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_market_starts_full_of_coal_and_oil_with_dear_garbage_and_uranium(edition):
    # RULES 9.15: 21 coal and 21 oil from 2 Elektro; 3 garbage on 8, 3 uranium on 12-16;
    # garbage and uranium are never sold for 1 (their tracks start at 2).
    s = game(3, edition)
    market = s.resource_market()
    assert market.on_market == (21, 21, 3, 3)
    assert [market.next_price(r) for r in ("coal", "oil", "garbage", "uranium")] == [2, 2, 8, 12]
    assert market.track("garbage")[0] == 2 and len(market.track("garbage")) == 21
    assert market.track("uranium") == (2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16)
    assert (market.total("garbage"), market.total("uranium")) == (21, 11)


def test_the_refill_gives_oil_early_and_garbage_and_uranium_late():
    # RULES 9.15: no uranium in step 1; oil falls and garbage rises with the steps.
    table = game(3).rule_book().refill_table
    assert (table[1], table[2], table[3]) == ((2, 5, 1, 0), (1, 3, 3, 2), (1, 2, 4, 2))
    assert game(6).rule_book().refill_table[1] == (5, 9, 1, 0)


def test_the_board_reads_its_three_rules_as_sentences():
    for edition in EDITIONS:
        rules = map_rules(load_map(MAP), edition)
        assert [r.id for r in rules][-3:] == [
            "resource_without_limit",
            "fuel_plants_leave_step1",
            "step2_by_deck",
        ]
        assert [r.section for r in rules][-3:] == ["8.60", "8.61", "8.62"]


# ----- 8.60: oil refilled without limit -------------------------------------------------


def refill_position(oil_on_market: int, moved: int = 0):
    pos = position(BUREAUCRACY)
    pos.resource_market = Resources.of([10, oil_on_market, 3, 3])
    if moved:
        pos.marks = {"resource_without_limit": moved}
    return pos


def run_bureaucracy(s: GameState) -> list[ev.Event]:
    return drive(s, A.run(()), A.run(()), A.run(()))


def test_oil_the_supply_lacks_moves_the_market_oil_down_the_track():
    # RULES 8.60: 20 oil on the market, 4 in the supply, 5 to refill: all 4 come and the
    # missing one moves the oil a place cheaper: 24 oil, the cheapest four at 1 each.
    s = play(refill_position(20))
    run_bureaucracy(s)
    assert s.resource_market().on_market[1] == 24 and s.supply()[1] == 0
    assert s.marks["resource_without_limit"] == 1
    assert s.rule_book().purchase_price(1, 24, 4) == 5  # the board's own track
    assert s._cost(1, 4, 0) == 4 and s._cost(1, 5, 0) == 6


def test_the_moved_places_add_up_and_are_forgotten_when_the_oil_runs_out():
    # RULES 8.60: a second short refill moves the oil further; a market with no oil left
    # at the refill gets its track back.
    s = play(refill_position(24, moved=3))
    run_bureaucracy(s)
    assert s.marks["resource_without_limit"] == 8
    s = play(refill_position(0, moved=6))
    run_bureaucracy(s)
    assert "resource_without_limit" not in s.marks and s.resource_market().on_market[1] == 5


def test_a_player_pays_the_moved_prices_for_oil():
    # RULES 8.60: oil moved 6 places: a full market sells its cheapest 9 oil at 1 each.
    pos = position(RESOURCES_PHASE)
    pos.resource_market = Resources.of([10, 24, 3, 3])
    pos.marks = {"resource_without_limit": 6}
    give(pos, 2, plants=[26], money=20)  # oil×2: room for 4 oil
    s = play(pos)
    assert s.current_player == 2
    events = drive(s, A.buy("oil", 4))
    assert ev.ResourcesBought(2, 1, 4, 4) in events and s.players[2].money == 16


def test_coal_keeps_its_track_on_the_board():
    # RULES 8.60 names oil only: a short coal refill adds what the supply has, and the
    # coal keeps the board's prices.
    pos = refill_position(10)
    pos.resource_market = Resources.of([23, 10, 3, 3])
    s = play(pos)
    run_bureaucracy(s)
    assert s.resource_market().on_market[0] == 24 and "resource_without_limit" not in s.marks
    assert s._cost(0, 3, 0) == s.rule_book().purchase_price(0, 24, 3) == 3


# ----- 8.61: garbage and uranium plants leave the step-1 market -------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_no_garbage_or_uranium_plant_is_for_sale_at_the_start(edition):
    # RULES 8.61: the set-up market is cleared before the first auction; plant 6 leaves
    # the game (original rules), others go under the stack.
    for seed in range(6):
        s = game(3, edition, seed)
        assert all(fuel_of(p) not in ("garbage", "uranium") for p in s.current_market())
        if edition == "original":
            assert 6 in s.removed and 6 not in s.market
        for p in s.deck[: s.deck.index(STEP3)]:
            assert fuel_of(p) in ("garbage", "uranium") and p not in (6, 11, 14)


def test_a_garbage_plant_drawn_into_the_market_goes_under_the_stack():
    # RULES 8.61: 19 comes into the current market: under the stack (below the Step 3
    # card), and 15 is drawn in its place.
    pos = position(AUCTION)
    set_market(pos, [3, 20, 21, 22, 23, 25, 26, 27], deck_top=[19, 15])
    give(pos, 0, money=50)
    s = play(pos)
    events = drive(s, A.choose(3, 3), A.PASS, A.PASS)
    assert ev.PlantUnderStack(19) in events
    assert s.deck[0] == 19 and s.deck[1:].count(STEP3) == 1
    assert s.current_market()[:1] == [15] and 19 not in s.market


def test_plants_6_11_and_14_leave_the_game():
    # RULES 8.61: the small garbage and uranium plants are useless later: out of the game.
    pos = position(AUCTION)
    set_market(pos, [3, 20, 21, 22, 23, 25, 26, 27], deck_top=[11, 15])
    give(pos, 0, money=50)
    s = play(pos)
    events = drive(s, A.choose(3, 3), A.PASS, A.PASS)
    assert any(isinstance(e, ev.PlantRemoved) and e.plant == 11 for e in events)
    assert 11 in s.removed and 15 in s.market


def test_step_2_keeps_garbage_and_uranium_plants_in_the_market():
    pos = position(AUCTION)
    set_step(pos, 2)
    set_market(pos, [3, 20, 21, 22, 23, 25, 26, 27], deck_top=[19, 15])
    give(pos, 0, money=50)
    s = play(pos)
    drive(s, A.choose(3, 3), A.PASS, A.PASS)
    assert s.current_market()[0] == 19


# ----- 8.62: step 2 when the stack has been gone through --------------------------------


def test_no_number_of_cities_starts_step_2():
    # RULES 8.62: seat 0 has 8 cities (7 start step 2 elsewhere at 3 players).
    pos = position(BUILD)
    s0 = play(pos)
    cities = [s0.board.cities[i] for i in range(8)]
    give(pos, 0, cities=cities)
    s = play(pos)
    drive(s, A.DONE, A.DONE, A.DONE)
    assert s.step == 1 and s.rules.step2_cities > s.rule_book().houses


def test_the_step_3_card_drawn_in_the_auction_starts_step_2_when_it_ends():
    # RULES 8.62: the card goes back under the shuffled stack and a plant takes its
    # place; when the auction phase ends the two lowest plants leave, each replaced.
    pos = position(AUCTION)
    set_market(pos, [3, 5, 7, 8, 9, 10, 12, 13])
    stack(pos, [STEP3_CARD, 20, 21, 25, 31, 32, 33])
    give(pos, 0, money=50)
    s = play(pos)
    drive(s, A.choose(3, 3), A.PASS, A.PASS)
    assert s.step == 1 and s.deck[0] == STEP3 and STEP3 not in s.market
    assert s.marks["step2_by_deck"] == 1 and len(s.market) == 8
    again = GameState.from_position(s.to_position())  # the wait travels with positions
    assert again.digest() == s.digest() and again.marks["step2_by_deck"] == 1
    assert s.view(1).deck[0] == STEP3
    lowest = s.current_market()[:2]
    events = drive(s, A.PASS, A.PASS)
    assert ev.StepStarted(2) in events and s.step == 2 and s.step2_done
    assert not set(lowest) & set(s.market) and len(s.market) == 8
    assert "step2_by_deck" not in s.marks and s.deck[0] == STEP3


def test_the_step_3_card_in_the_bureaucracy_starts_step_2_and_later_step_3():
    # RULES 8.62: drawn in the bureaucracy's plant update, step 2 begins at once; the
    # card drawn a second time starts step 3 (RULES 4.2).
    pos = position(BUREAUCRACY)
    set_market(pos, [3, 5, 7, 8, 9, 10, 12, 13])
    stack(pos, [STEP3_CARD, 20, 21, 25, 26])
    s = play(pos)
    events = run_bureaucracy(s)
    assert ev.StepStarted(2) in events and s.step == 2
    assert s.deck[0] == STEP3 and len(s.deck) == 3  # 13 and four plants, three drawn
    assert sum(isinstance(e, ev.PlantRemoved) for e in events) == 2
    s = play(position(BUREAUCRACY))
    pos = s.to_position()
    set_step(pos, 2)
    pos.step2_done = True
    set_market(pos, [3, 5, 7, 8, 9, 10, 12, 13])
    stack(pos, [20, STEP3_CARD])
    s = play(pos)
    events = run_bureaucracy(s)
    assert ev.StepStarted(3) in events and s.step == 3


def test_step_2_bureaucracy_puts_the_two_highest_plants_under_the_stack():
    # RULES 8.62: in step 2 two plants go under the stack, each replaced by a draw.
    pos = position(BUREAUCRACY)
    set_step(pos, 2)
    pos.step2_done = True
    set_market(pos, [3, 5, 7, 8, 9, 10, 12, 13], deck_top=[30, 31])
    s = play(pos)
    events = run_bureaucracy(s)
    under = [e.plant for e in events if isinstance(e, ev.PlantUnderStack)]
    assert under == [13, 30] and s.deck[:2] == [30, 13] and 31 in s.market


@pytest.mark.parametrize("edition", EDITIONS)
def test_games_reach_step_2_and_step_3_by_the_stack(edition):
    # RULES 8.62 in whole games: step 2 comes with the card, never by cities alone.
    g = Game(GameConfig.quick(3, MAP, edition=edition), 5)  # type: ignore[arg-type]
    bot = SimpleBot(5)
    steps = []
    while not g.state.is_terminal():
        events = g.apply(bot.choose(g.state))
        steps += [e.step for e in events if isinstance(e, ev.StepStarted)]
    assert steps[:1] == [2]


def test_a_position_with_a_wrong_mark_is_refused_with_its_reason():
    # RULES 8.60, 8.62: step 2 waits only in phases 2 and 4; places moved are never < 0.
    pos = position(RESOURCES_PHASE)
    pos.marks = {"step2_by_deck": 1}
    with pytest.raises(PositionError, match="step 2 waits"):
        play(pos)
    pos.marks = {"resource_without_limit": -2}
    with pytest.raises(PositionError, match="places moved"):
        play(pos)
