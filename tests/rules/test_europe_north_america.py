"""The two large boards published on their own (docs/rules.md 9.20 Europe, 9.21 North
America): their tables and rule changes (8.90, 8.91) in both rule sets, their saves."""

from __future__ import annotations

from collections import Counter

import pytest

from powergrid.ai.simple import SimpleBot
from powergrid.board import load_map
from powergrid.rules import Game, GameConfig, GameState, PositionError, map_rules, new_game, save
from powergrid.rules import actions as A
from powergrid.rules.state import HIDDEN

from .conftest import AUCTION, BUILD, at_phase, drive, give, play, set_market, start

EDITIONS = ("original", "recharged")
PINK = ["Glasgow", "Dublin", "Birmingham", "London", "Randstad", "Vlaanderen", "Rhein-Ruhr"]


def game(players: int, map: str, edition: str = "original", seed: int = 1) -> GameState:
    return new_game(GameConfig.quick(players, map, edition=edition), seed)  # type: ignore[arg-type]


# ----- 8.90 / 9.20: Europe's deck -------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("edition", EDITIONS)
def test_europe_lays_out_nine_plug_plants_and_a_socket_plant_on_top(players, edition):
    # RULES 8.90, 9.20: nine plug plants (four for sale, five in the future market), a
    # socket plant face down on top of the stack, the plug and socket removals of 7.1.
    for seed in range(4):
        s = game(players, "europe", edition, seed)
        assert len(s.market) == 9 and all(p <= 15 for p in s.market)
        assert s.current_market() == s.market[:4] and s.future_market() == s.market[4:]
        assert s.deck[-1] > 15
        removed = Counter(p <= 15 for p in s.setup_removed)
        plug, socket = {2: (1, 5), 3: (2, 6), 4: (1, 3)}.get(players, (0, 0))
        assert (removed[True], removed[False]) == (plug, socket)
        assert len(s.deck) == {2: 28, 3: 26, 4: 30, 5: 34, 6: 34}[players]
        assert s.view(1).deck[-1] == HIDDEN  # face down: nobody knows it


def test_europe_starts_with_its_own_resource_market():
    # RULES 9.20: coal from 2, oil from 3, garbage 3 to 8, uranium on 8 and 9, in both
    # rule sets (the board's garbage replaces the Recharged 9 of 7.2).
    for edition in EDITIONS:
        market = game(4, "europe", edition).resource_market()
        assert market.on_market == (20, 16, 18, 4)
        prices = [market.next_price(r) for r in ("coal", "oil", "garbage", "uranium")]
        assert prices == [2, 3, 3, 8]


def test_europe_refills_by_its_own_table():
    # RULES 9.20: the refill table of the board, e.g. 4 players in step 2.
    book = game(4, "europe").rule_book()
    assert book.refill_table[2] == (7, 3, 4, 2)
    assert game(6, "europe").rule_book().refill_table[2] == (10, 5, 6, 3)


def test_a_nine_plant_market_is_a_europe_position_only():
    # RULES 8.90: the market has nine places on Europe, eight elsewhere.
    pos = start(3, "usa")
    set_market(pos, [3, 4, 5, 6, 7, 8, 9, 10, 11])
    with pytest.raises(PositionError, match="holds 9 cards; it has 8 places"):
        play(pos)
    pos = start(3, "europe")
    set_market(pos, list(range(3, 13)))
    with pytest.raises(PositionError, match="holds 10 cards; it has 9 places"):
        play(pos)


# ----- 8.91 / 9.20: step 2 ------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_step_2_removes_the_lowest_plant_without_a_replacement(edition):
    # RULES 8.91, 9.20: the lowest plant leaves, none is drawn: four for sale, four in
    # the future market; the stack keeps its cards.
    config = GameConfig.quick(3, "europe", regions=["pink", "red", "brown"], edition=edition)  # type: ignore[arg-type]
    pos = new_game(config, 4).to_position()
    set_market(pos, [9, 10, 11, 12, 13, 14, 15, 16, 17])
    pos.marks = {}  # the Recharged discount token lies only in the auction
    give(pos, 0, cities=PINK)
    s = play(at_phase(pos, BUILD, order=[0, 1, 2]))
    stack = len(s.deck)
    drive(s, A.DONE, A.DONE, A.DONE)
    assert s.step == 2 and 9 in s.removed and len(s.deck) == stack
    assert s.market == [10, 11, 12, 13, 14, 15, 16, 17]
    assert s.current_market() == [10, 11, 12, 13] and s.future_market() == [14, 15, 16, 17]


def test_the_market_keeps_eight_plants_through_step_2():
    # RULES 8.91, 3.2, 3.5.3: nine plants in step 1, eight through step 2 (a sale and
    # the bureaucracy each draw one), as long as the stack lasts.
    for edition in EDITIONS:
        g = Game(GameConfig.quick(3, "europe", edition=edition), 6)  # type: ignore[arg-type]
        bot = SimpleBot(6)
        seen = Counter()
        while g.state.step < 3 and not g.state.is_terminal():
            s = g.state
            if s.phase is not AUCTION or s.auc_plant == 0:  # between sales
                seen[(s.step, len(s.market))] += 1
            g.apply(bot.choose(s))
        assert set(seen) <= {(1, 9), (2, 8)} and seen[(2, 8)] > 0, seen


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_smaller_market_of_step_2_survives_a_save_and_a_position(edition):
    # RULES 8.91: past step 2 the market holds 8 plants, in the save and the position.
    g = Game(GameConfig.quick(4, "europe", edition=edition), 9)  # type: ignore[arg-type]
    bot = SimpleBot(9)
    while g.state.step < 2 and not g.state.is_terminal():
        g.apply(bot.choose(g.state))
    for _ in range(15):
        g.apply(bot.choose(g.state))
    assert g.state.step == 2 and len(g.state.market) == 8
    again = save.loads(save.dumps(g))
    assert again.state.market == g.state.market and again.state.digest() == g.state.digest()
    back = GameState.from_position(g.state.to_position())
    assert back.market == g.state.market and back.digest() == g.state.digest()


def test_europe_reads_its_rules_as_sentences():
    # RULES 8.90, 8.91: both changes in both rule sets, the deck's parameters shown.
    for edition in EDITIONS:
        infos = {r.id: r for r in map_rules(load_map("europe"), edition)}
        assert {"plug_socket_deck", "step2_market_shrinks"} <= set(infos)
        assert "holds 9 plants up to 15 instead" in infos["plug_socket_deck"].text
        assert "one above 15" in infos["plug_socket_deck"].text


# ----- 9.21: North America ------------------------------------------------------------------

NORTHEAST = ["red", "yellow", "blue"]


def test_north_america_starts_with_uranium_on_9_only():
    # RULES 9.21: coal from 2, oil from 4, garbage 3 to 8, two uranium on the space 9.
    for edition in EDITIONS:
        market = game(3, "north_america", edition).resource_market()
        assert market.on_market == (20, 14, 18, 2)
        prices = [market.next_price(r) for r in ("coal", "oil", "garbage", "uranium")]
        assert prices == [2, 4, 3, 9]


def test_north_america_refills_by_its_own_table():
    # RULES 9.21: much coal and little oil in step 2.
    assert game(4, "north_america").rule_book().refill_table[2] == (6, 2, 3, 1)
    assert game(2, "north_america").rule_book().refill_table[1] == (2, 3, 2, 2)


def test_north_america_deals_the_rule_sets_own_deck():
    # RULES 9.21: 2.4/2.5 in the original rules, 7.1 in the Recharged rules.
    assert game(4, "north_america").market == [3, 4, 5, 6, 7, 8, 9, 10]
    s = game(4, "north_america", "recharged", seed=3)
    assert len(s.market) == 8 and all(p <= 15 for p in s.market)
    assert {r.id for r in map_rules(load_map("north_america"), "original")} == set()


def test_new_york_is_two_cities_joined_at_zero():
    # RULES 9.21: the pairs of New York and Mexico City; a house in each half.
    config = GameConfig.quick(3, "north_america", regions=NORTHEAST)  # type: ignore[arg-type]
    board = new_game(config, 1).board
    assert board.distance("New York 1", "New York 2") == 0
    assert board.distance("New York 2", "Philadelphia") == 3
    mexico = GameConfig.quick(3, "north_america", regions=["orange", "green", "blue"])  # type: ignore[arg-type]
    assert new_game(mexico, 1).board.distance("Mexico City 1", "Mexico City 2") == 0
