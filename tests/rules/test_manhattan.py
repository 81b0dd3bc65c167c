"""Manhattan (docs/rules.md 9.24): one house a space, 5 Elektro a space passed (8.103),
blocked spaces (8.120), the Step 3 card in the box (8.121), the market that lives on as
the stack runs out (8.122), a second plant for the discounted plant's buyer (8.123);
the board is for the Recharged rules only."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from powergrid.board import Board, dump_map, load_map, parse_map
from powergrid.cli.main import main
from powergrid.rules import ConfigError, GameConfig, GameState, new_game
from powergrid.rules import actions as A
from powergrid.rules import events as ev
from powergrid.rules.errors import IllegalActionError
from powergrid.rules.tables import PLANTS, STEP3

from .conftest import BUILD, at_phase, play


def game(players: int, seed: int = 1) -> GameState:
    return new_game(GameConfig.quick(players, "manhattan", edition="recharged"), seed)


def blocked(s: GameState) -> frozenset[int]:
    change = s.book.change("blocked_spaces")
    assert change is not None
    return frozenset(change.closed_cities(s, 0))


def building(s: GameState, money: int, order: list[int]) -> GameState:
    """The game at the start of round 2's building, seat 0 with ``money``."""
    pos = at_phase(s.to_position(), BUILD, order=order)
    pos.marks = {k: v for k, v in pos.marks.items() if k == "blocked_spaces"}
    pos.players[0].money = money
    return play(pos)


def price_of(s: GameState, c: int) -> int:
    places = s.book.places[c]
    return places[0][0]


# ----- 9.24: the board, its rule set, its prices ------------------------------------------


def test_manhattan_is_for_the_recharged_rules_only():
    # RULES 9.24: the board was published for the Recharged edition.
    assert load_map("manhattan").legal_editions() == ("recharged",)
    with pytest.raises(ConfigError, match="rule set recharged, not original"):
        new_game(GameConfig.quick(3, "manhattan"), 1)


def test_one_house_a_space_at_its_printed_cost():
    # RULES 9.24: every space holds one house; one region; step 2 never begins.
    s = game(5)
    prices = Counter(p[0][0] for p in s.book.places)
    assert all(len(p) == 1 for p in s.book.places)
    assert prices == {10: 17, 15: 15, 20: 14, 25: 13, 30: 10, 35: 8, 40: 6}
    assert s.limits().step2_cities > len(s.board.cities)
    assert [game(n).limits().end_cities for n in (2, 3, 4, 5, 6)] == [18, 17, 17, 15, 14]


def test_a_path_pays_five_a_space_passed_and_nothing_next_door():
    # RULES 8.103, 9.24: M1-M2-M6 in a row; M5 lies next to M1.
    board = Board(load_map("manhattan"))
    assert board.distance("M1", "M2") == 0 and board.distance("M1", "M6") == 5
    assert board.path("M1", "M9") == ["M1", "M2", "M6", "M9"]
    assert board.distance("M1", "M9") == 10 == board.distance("M9", "M1")


def test_the_engine_the_board_and_map_cost_agree(capsys):
    # RULES 8.103, 9.24: seat 0 starts in M1 for its 40 alone, then M9 for 10 + 30.
    s = building(game(5), 200, [1, 2, 3, 4, 0])
    assert s.city_price(0, "M1") == 40
    s.apply(A.build("M1"))
    assert s.city_price(0, "M9") == 10 + 30 and s.city_price(0, "M2") == 40
    assert main(["map", "cost", "manhattan", "--from", "M1", "--to", "M9"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [c["connection"] for c in out["cities"]] == [10]


# ----- 8.120: blocked spaces ----------------------------------------------------------------


@pytest.mark.parametrize(("players", "sets"), [(2, 2), (3, 2), (4, 1), (5, 0), (6, 0)])
def test_spaces_blocked_by_player_count_and_price(players, sets):
    # RULES 8.120: per set 3 of 10, 3 of 15, 2 each of 20, 25, 30, 35; none of 40.
    s = game(players, seed=players)
    closed = blocked(s)
    by_price = Counter(price_of(s, c) for c in closed)
    want = {10: 3, 15: 3, 20: 2, 25: 2, 30: 2, 35: 2}
    assert by_price == Counter({p: k * sets for p, k in want.items() if sets})
    assert blocked(game(players, seed=players)) == closed  # the seed decides
    builds = {a.city for a in s.legal_actions() if isinstance(a, A.Build)}
    assert not builds & {s.board.cities[c] for c in closed}


def test_no_house_in_a_blocked_space_but_a_path_through_it():
    # RULES 8.120: a path passes a blocked space for 5 like any other.
    s = building(game(2, seed=3), 500, [1, 0])
    closed = sorted(blocked(s))
    name = s.board.cities[closed[0]]
    assert s.city_price(0, name) is None
    with pytest.raises(IllegalActionError):
        s.apply(A.build(name))
    assert {"M7", "M12", "M17"} <= {s.board.cities[c] for c in closed}  # seed 3
    s.apply(A.build("M3"))
    assert s.city_price(0, "M7") is None  # next door, but blocked
    assert s.city_price(0, "M11") == 5 + 30  # through M7: 5 for the space passed


# ----- 8.121: the Step 3 card in the box; the deck's set-up --------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_deck_has_no_step3_card_and_no_plug_plant_below_the_top(players):
    # RULES 8.121, 9.24: 8 plug plants for sale, 1 on top, the other 4 out unseen;
    # 20, 22 and 37 out with 2 or 3 players; no socket plant removed unseen.
    s = game(players, seed=players)
    assert STEP3 not in s.deck and STEP3 in s.removed
    assert len(s.market) == 8 and all(PLANTS[p].number <= 15 for p in s.market)
    assert PLANTS[s.deck[-1]].number <= 15
    assert all(PLANTS[p].number > 15 for p in s.deck[:-1])
    assert len(s.setup_removed) == 4 and all(PLANTS[p].number <= 15 for p in s.setup_removed)
    out = {20, 22, 37} if players <= 3 else set()
    assert {PLANTS[p].number for p in s.removed if p != STEP3} == out
    assert GameState.from_position(s.to_position()).digest() == s.digest()


# ----- 8.122: the market as the stack runs out ----------------------------------------------


def _market_update(s: GameState) -> list[ev.Event]:
    change = s.book.change("depleting_plant_market")
    assert change is not None
    out: list[ev.Event] = []
    change.market_update(s, out)
    return out


def test_the_two_highest_go_to_the_discard_pile_then_back_as_the_stack():
    # RULES 8.122: two highest future plants to the pile; when the stack runs out, the
    # pile is the new stack; then the highest goes under it; then all are for sale.
    s = game(4)
    top = s.market[-2:]
    _market_update(s)
    assert set(top) <= set(s.deck[:2]) and len(s.market) == 8
    change = s.book.change("depleting_plant_market")
    assert change.pile(s) == 2 and change.stage(s) == 0
    pile = set(s.deck[:2])
    while change.stage(s) == 0:  # the buyers empty the stack
        s.market.pop(0)
        out: list[ev.Event] = []
        s._draw(out)
    assert change.stage(s) == 1 and set(s.deck) == pile and s.known_bottom == 0
    high = s.market[-1]
    _market_update(s)
    assert high in s.deck and high not in s.market
    while s.deck:
        s.market.pop(0)
        s._draw([])
    assert change.stage(s) == 2 and s.current_market() == s.market and not s.future_market()
    low, size = s.market[0], len(s.market)
    out = _market_update(s)
    assert low in s.removed and len(s.market) == size - 1 and not s.deck
    assert any(isinstance(e, ev.PlantRemoved) for e in out)


def test_an_empty_market_sells_no_plant():
    # RULES 8.122: once the market is empty, nobody can buy a plant.
    s = game(3)
    change = s.book.change("depleting_plant_market")
    s.removed += s.market + s.deck[::-1]
    s.market, s.deck = [], []
    s.marks = {**s.marks, change.id: 200}
    assert s.current_market() == [] and s.round == 1
    assert all(a == A.PASS for a in s.legal_actions())


# ----- 8.123: the discounted plant's buyer buys again ----------------------------------------


def test_the_discounted_plant_s_buyer_may_buy_again_or_pass_in_round_1():
    # RULES 8.123: the buyer stays in the phase; in round 1 he may pass (he has a plant).
    s = game(3, seed=5)
    low = s.current_market()[0]
    chooser = s.chooser
    s.apply(A.choose(low, 1))
    while s.auc_plant:
        s.apply(A.PASS)
    assert low in s.players[chooser].plants and not s.bought[chooser]
    assert s.chooser == chooser and A.PASS in s.legal_actions()
    assert s.decision().can_pass  # the decision panel's pass button (RULES 8.123)
    other = s.current_market()[0]
    s.apply(A.choose(other, PLANTS[other].number))
    while s.auc_plant:
        s.apply(A.PASS)
    assert len(s.players[chooser].plants) == 2 and s.bought[chooser]
    nxt = s.chooser
    assert nxt != chooser and A.PASS not in s.legal_actions()  # the others must buy


def test_a_plain_buyer_does_not_buy_again():
    s = game(3, seed=5)
    plant = s.current_market()[1]
    chooser = s.chooser
    s.apply(A.choose(plant, PLANTS[plant].number))
    while s.auc_plant:
        s.apply(A.PASS)
    assert s.bought[chooser] and s.chooser != chooser


def test_the_rule_sets_of_a_map_file_survive_a_dump_and_are_checked():
    # docs/map-format.md: `editions`, each rule set once (RULES 9.24).
    manhattan = load_map("manhattan")
    assert parse_map(dump_map(manhattan), "again").editions == ("recharged",)
    data = json.loads(dump_map(manhattan))
    data["editions"] = ["recharged", "recharged"]
    with pytest.raises(ValueError, match="editions names a rule set twice"):
        parse_map(json.dumps(data), "twice")
    data["editions"] = ["deluxe"]
    with pytest.raises(ValueError, match="editions"):
        parse_map(json.dumps(data), "unknown")
