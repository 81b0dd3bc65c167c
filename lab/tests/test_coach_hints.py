"""Hints that explain: other decisions as alternatives, differences in a player's
unit, reasons with their figures, and one evaluation shared with the review."""

from __future__ import annotations

import pytest

from lab.coach_check import check_hints, repeated_decisions
from powergrid.ai.coach import Coach, coach_seed
from powergrid.ai.coach_units import SAME, Reached, difference
from powergrid.ai.review import review
from powergrid.rules import Phase, new_game
from tests.ai.test_coach import at, normal_game


def test_limits_of_one_bid_are_one_decision():
    """Several limits of a bid on one plant are offered to the search, but the hint
    shows only the best of them: the others are other decisions (letting it go)."""
    state = at(Phase.AUCTION, "BidDecision")
    seat = state.current_player
    coach = Coach(3)
    options = coach.options(state.view(seat), seat)
    plant = state.decision().plant
    bids = [o for o in options if o.decision == ("plant", plant)]
    assert len(bids) >= 2, "the position should offer several limits"
    hint = coach.hint(state.view(seat))
    shown = [c for c in hint.choices if c.decision == ("plant", plant)]
    assert len(shown) == 1
    assert repeated_decisions(hint) == 0
    assert {c.decision for c in hint.alternatives} <= {("pass",)}


def test_a_difference_is_in_elektro_until_the_game_ends():
    going = [Reached(30.0), Reached(10.0)]
    worse = [Reached(0.0), Reached(-20.0)]
    d = difference(going, worse, 6)
    assert (d.kind, d.params) == ("elektro", {"amount": 30, "round": 6})
    assert d.text == "about 30 Elektro worse off by round 6"
    assert difference(going, going, 6) is SAME
    assert difference(worse, going, 6) is SAME  # better on these samples: as good


def test_at_the_end_a_difference_is_win_chance_then_cities_then_money():
    win = Reached(400.0, 1.0, 1, 5)
    lose = Reached(-25.0, 0.0, -1, -5)
    d = difference([win, win], [win, lose], 10**9)
    assert (d.kind, d.params["points"]) == ("win", 50)
    assert d.text == "win chance 50 points lower"
    tie_fewer = Reached(-30.0, 0.0, -2, 5)
    d = difference([lose, lose], [tie_fewer, tie_fewer], 10**9)
    assert (d.kind, d.params["cities"], d.text) == (
        "powered",
        1,
        "1 fewer city powered at the end",
    )
    poorer = Reached(-27.0, 0.0, -1, -15)
    d = difference([lose], [poorer], 10**9)
    assert (d.kind, d.params["amount"]) == ("money_end", 10)


def test_round_one_building_names_the_turn_order():
    """Building nothing in round 1 says why: the fewest cities go last in turn order,
    and the last buys fuel and builds first."""
    state = at(Phase.BUILD, "BuildDecision", round_at_least=1)
    assert state.round == 1
    seat = state.current_player
    coach = Coach(3)
    options = coach.options(state.view(seat), seat)
    for o in options:
        params = o.reason.params
        assert 1 <= int(params["place"]) <= state.player_count
        assert "turn order" in o.reason.text and f"{params['left']} Elektro left" in o.reason.text
    nothing = next(o for o in options if o.decision == ("build",))
    most = max(options, key=lambda o: int(o.reason.params["cities"]))
    assert int(nothing.reason.params["place"]) >= int(most.reason.params["place"])


def test_a_plant_reason_names_the_money_left_and_what_it_lacks():
    state = at(Phase.AUCTION, "ChoosePlantDecision")
    seat = state.current_player
    money = state.player(seat).money
    for o in Coach(1).options(state.view(seat), seat):
        if o.reason.kind != "plant":
            continue
        p = o.reason.params
        assert p["left"] == money - p["price"]
        assert p["short"] == max(0, p["fuel_cost"] + p["build_cost"] - p["left"])
        # The money is named when it decides: when it falls short.
        named = f"at {p['price']} you keep {p['left']} Elektro, {p['short']} Elektro short"
        assert (named in o.reason.text) == bool(p["short"])


def _views_of(game, seat_items):
    """The position before each reviewed turn, replayed from the log."""
    state = new_game(game.config, game.seed)
    applied = 0
    for item in seat_items:
        while applied < item.index:
            state.apply(game.log[applied])
            applied += 1
        yield item, state.view(item.seat)


def test_the_review_charges_what_the_hint_shows():
    """Same position, same seed: the review's choice is the hint's best, and a played
    decision the hint lists is charged the hint's difference for it."""
    game = normal_game(2, 4, 4)
    result = review(game, seats=[1], seed=game.seed)
    listed = 0
    for item, view in _views_of(game, result.items):
        hint = Coach(coach_seed(game.seed, item.seat)).hint(view, item.seat)
        assert item.best == hint.best
        if item.agrees:
            assert item.difference is SAME and item.cost == 0
        for c in hint.alternatives:
            if not item.agrees and item.played[0] == c.action and c.decision[0] != "build":
                listed += 1
                assert item.difference == c.difference
    assert listed, "the game should hold a turn the hint lists as an alternative"


def test_a_turn_off_the_list_is_scored_on_the_hints_samples():
    """A played turn the hint does not list is played out on the very samples of the
    hint's options: an option's own move scored that way reaches what it reached."""
    state = at(Phase.RESOURCES, "BuyDecision")
    seat = state.current_player
    view = state.view(seat)
    coach = Coach(5)
    options = coach.options(view, seat)
    ev = coach.evaluate(view, seat, options)
    for i in range(len(options)):
        again = coach.score_spec(view, seat, options[i].spec, ev)
        assert [r.score for r in again] == [r.score for r in ev.columns[i]]


def test_the_check_counts_hints_and_finds_no_repeated_decision():
    summary = check_hints(1, 3, players=2, every=20)
    assert summary["hints"] >= 5
    assert summary["same_decision_alternatives"] == 0
    assert summary["choices_without_decision"] == 0
    assert sum(summary["hints_by_phase"].values()) == summary["hints"]


@pytest.mark.slow
def test_the_check_over_whole_games(capsys):
    from lab.main import main

    assert main(["coach", "hints", "--games", "3", "--players", "4", "--seed", "7"]) == 0
    import json

    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 3 and summary["hints"] > 300
    assert summary["same_decision_alternatives"] == 0
