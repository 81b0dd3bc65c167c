"""The Indian subcontinent board (docs/rules.md 9.17): its tables and its rule changes
(8.70 to 8.73) in both rule sets."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import powergrid
from powergrid.board import load_map
from powergrid.rules import GameConfig, GameState, map_rules, new_game
from powergrid.rules import actions as A
from powergrid.rules.errors import IllegalActionError

from .conftest import BUREAUCRACY, RESOURCES_PHASE, at_phase, drive, give, play, set_step

MAP = "indian_subcontinent"
MAPS = Path(powergrid.__file__).parent / "data" / "maps"
#: The cities of a network in the green region, joined in this order.
GREEN = ["Agra", "Kanpur", "Lucknow", "Varanasi", "Patna", "Kathmandu", "Darjeeling"]


def game(players: int = 3, edition: str = "original", seed: int = 1, map: str = MAP) -> GameState:
    return new_game(GameConfig.quick(players, map, edition=edition), seed)  # type: ignore[arg-type]


def at(phase: str, players: int = 3, step: int = 1, map: str = MAP, **seat0) -> GameState:
    """A game at the start of ``phase`` of round 2 in ``step``; seat 0 plays first in
    phase 3 and in the bureaucracy (the order is reversed for phase 3)."""
    first = game(players, map=map)
    pos = first.to_position()
    give(pos, 0, **seat0)
    set_step(pos, step)
    order = list(range(players))
    at_phase(pos, phase, order=order[::-1] if phase == RESOURCES_PHASE else order)
    pos.marks = {}
    return GameState.from_position(pos, first.board)


# ----- 9.17: the board's tables -----------------------------------------------------------


@pytest.mark.parametrize("edition", ["original", "recharged"])
def test_the_market_starts_with_the_boards_tokens_and_eight_uranium(edition):
    # RULES 9.17: coal 1, oil 2, garbage 2, uranium 6 are the first prices; 8 uranium.
    s = game(4, edition)
    market = s.resource_market()
    assert market.on_market == (24, 21, 20, 3)
    assert [market.next_price(r) for r in range(4)] == [1, 2, 2, 6]
    assert s.rule_book().total(3) == 8 and market.supply == (0, 3, 4, 5)
    assert s.rule_book().refill(1) == (6, 2, 3, 1)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_plant_11_is_out_of_the_game_and_13_on_top_in_the_original_rules(players):
    # RULES 9.17: plant 11 leaves the game; the original set-up keeps 13 on top (2.5).
    for seed in range(6):
        s = game(players, seed=seed)
        assert s.deck[-1] == 13 and 11 not in s.deck and 11 not in s.market
        r = game(players, "recharged", seed=seed)
        assert 11 not in r.deck and 11 not in r.market


def test_the_board_names_its_four_rule_changes():
    ids = {rule.id for rule in map_rules(load_map(MAP), "original")}
    assert {"outage_penalty", "step_price_caps", "one_token_at_a_time", "power_most_cities"} <= ids


# ----- 8.70: the power outage --------------------------------------------------------------


def bureaucracy(built: int) -> GameState:
    """Three players in the bureaucracy; seat 0 owns 7 cities and powers 3, seats 1 and
    2 own none; ``built`` houses went up this round."""
    pos = game(3).to_position()
    give(pos, 0, plants=[4, 10], res=[4, 0, 0, 0], cities=GREEN, money=10)
    at_phase(pos, BUREAUCRACY, order=[0, 1, 2])
    pos.marks = {"outage_penalty": 7 - built}
    return play(pos)


def test_more_cities_built_than_twice_the_players_cut_every_income():
    # RULES 8.70: 7 cities built by 3 players (more than 6): 3 Elektro less per city
    # owned, never below 0; income for 3 cities is 44 (1.4), 44 - 7 * 3 = 23.
    s = bureaucracy(built=7)
    assert s.income_for(0, 3) == 23 and s.rule_book().income(3) == 44  # what the app shows
    drive(s, A.run((4, 10), 0))
    assert s.player(0).money == 10 + 23
    drive(s, A.run((), 0))  # seat 1 owns no city: 10 Elektro, no penalty
    assert s.player(1).money == 50 + 10


def test_as_many_cities_as_twice_the_players_cause_no_outage():
    s = bureaucracy(built=6)
    drive(s, A.run((4, 10), 0))
    assert s.player(0).money == 10 + 44


def test_an_outage_never_takes_more_than_the_income():
    # RULES 8.70: 10 Elektro for no city powered, minus 21: the income is 0.
    pos = game(3).to_position()
    give(pos, 0, plants=[4], res=[0, 0, 0, 0], cities=GREEN, money=10)
    at_phase(pos, BUREAUCRACY, order=[0, 1, 2])
    pos.marks = {"outage_penalty": 0}
    s = play(pos)
    drive(s, A.run((), 0))
    assert s.player(0).money == 10


def test_a_round_begins_counting_the_houses_standing():
    # RULES 8.70: the count starts with the round: after the bureaucracy the mark is
    # the houses on the board, so the next round's building starts from 0.
    s = bureaucracy(built=7)
    drive(s, A.run((4, 10), 0), A.run((), 0), A.run((), 0))
    assert s.marks["outage_penalty"] == 7


def test_a_position_with_a_broken_outage_mark_is_refused():
    pos = game(3).to_position()
    pos.marks = {"outage_penalty": -1}
    with pytest.raises(ValueError, match="outage_penalty"):
        play(pos)


# ----- 8.71: resources priced by step ------------------------------------------------------


def caps_only_map(tmp_path) -> str:
    """The board with the price caps as its only rule change (to count them alone)."""
    data = json.loads((MAPS / f"{MAP}.json").read_text(encoding="utf-8"))
    data["name"] = "Price caps"
    data["rules"] = [{"id": "step_price_caps", "caps": {"1": 3, "2": 5}}]
    path = tmp_path / "caps.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize(("step", "coal"), [(1, 11), (2, 17), (3, 24)])
def test_a_step_sells_only_the_tokens_up_to_its_price(tmp_path, step, coal):
    # RULES 8.71: coal 1,1,1,1,2,2,2,2,3,3,3,4,…: 11 tokens up to 3, 17 up to 5, all in step 3.
    s = at(RESOURCES_PHASE, step=step, map=caps_only_map(tmp_path), plants=[20, 31, 36], money=300)
    assert s.purchase_limit("coal") == coal
    most = max(a.amount for a in s.legal_actions() if isinstance(a, A.Buy) and a.resource == "coal")
    assert most == min(coal, 18)  # plants 20, 31 and 36 store 18 coal
    if coal < 18:
        digest = s.digest()
        with pytest.raises(IllegalActionError) as refused:
            s.apply(A.buy("coal", coal + 1))
        assert refused.value.code == "price_cap" and s.digest() == digest


def test_uranium_at_6_waits_until_step_3():
    # RULES 8.71, 9.17: the 3 uranium at set-up cost 6 to 8: not for sale in steps 1, 2.
    for step, allowed in ((1, False), (2, False), (3, True)):
        s = at(RESOURCES_PHASE, step=step, plants=[39], money=100)
        assert s.purchase_limit("uranium") == (1 if allowed else 0)
        legal = any(isinstance(a, A.Buy) and a.resource == "uranium" for a in s.legal_actions())
        assert legal is allowed
        if not allowed:
            with pytest.raises(IllegalActionError) as refused:
                s.apply(A.buy("uranium", 1))
            assert refused.value.code == "price_cap"


def test_usa_has_no_purchase_limit():
    s = game(3, map="usa")
    assert s.purchase_limit("coal") is None


# ----- 8.72: power as many cities as you can -----------------------------------------------


def test_a_run_must_power_the_most_cities_the_fuel_allows():
    # RULES 8.72: plants 4 and 10 with 4 coal power 3 of 7 cities: nothing less runs.
    s = bureaucracy(built=0)
    runs = [a for a in s.legal_actions() if isinstance(a, A.Run)]
    assert runs and all(set(a.plants) == {4, 10} for a in runs)
    digest = s.digest()
    for fewer in (A.run((10,), 0), A.run((), 0)):
        with pytest.raises(IllegalActionError) as refused:
            s.apply(fewer)
        assert refused.value.code == "power_most" and s.digest() == digest


def test_powering_no_more_than_the_cities_owned_is_the_most():
    # RULES 8.72: with one city, plant 10 alone (2 cities) or 4 alone both power 1.
    pos = game(3).to_position()
    give(pos, 0, plants=[4, 10], res=[4, 0, 0, 0], cities=GREEN[:1], money=10)
    at_phase(pos, BUREAUCRACY, order=[0, 1, 2])
    s = play(pos)
    runs = {a.plants for a in s.legal_actions() if isinstance(a, A.Run)}
    assert (4,) in runs and (10,) in runs and () not in runs


# ----- 8.73: one token a turn ---------------------------------------------------------------


def test_each_turn_buys_one_token_and_passes_round_and_round():
    # RULES 8.73: seat 0 buys one coal, then seats 1 and 2, then seat 0 again.
    s = at(RESOURCES_PHASE, players=3, step=3, plants=[10], money=100)
    for seat, plant in ((1, 8), (2, 7)):
        pos = s.to_position()
        give(pos, seat, plants=[plant], money=100)
        s = play(pos)
    assert s.current_player == 0
    digest = s.digest()
    with pytest.raises(IllegalActionError) as refused:
        s.apply(A.buy("coal", 2))
    assert refused.value.code == "one_token" and s.digest() == digest
    drive(s, A.buy("coal", 1))
    assert s.current_player == 1 and s.player(0).resources[0] == 1
    drive(s, A.DONE)  # seat 1 ends his buying for the round
    assert s.current_player == 2
    drive(s, A.buy("oil", 1))
    assert s.current_player == 0  # seat 1 is passed over from now on
    drive(s, A.buy("coal", 1))
    assert s.current_player == 2
    drive(s, A.DONE)  # seat 2 ends: seat 0 buys on alone
    drive(s, A.buy("coal", 1))
    assert s.current_player == 0 and s.player(0).resources[0] == 3
    drive(s, A.DONE)
    assert s.phase.value == "build" and "one_token_at_a_time" not in s.marks


def test_a_position_between_turns_of_one_token_replays():
    s = at(RESOURCES_PHASE, players=3, step=3, plants=[10], money=100)
    drive(s, A.buy("coal", 1), A.DONE)
    again = GameState.from_position(s.to_position())
    assert again.digest() == s.digest() and again.marks["one_token_at_a_time"] == 1 << 1
    pos = s.to_position()
    pos.marks = {"one_token_at_a_time": 99}
    with pytest.raises(ValueError, match="one_token_at_a_time"):
        play(pos)
