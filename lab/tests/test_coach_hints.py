"""Hints that explain: other decisions as alternatives, differences in a player's
unit, reasons with their figures, and one evaluation shared with the review."""

from __future__ import annotations

import pytest

from lab.coach_check import check_hints, repeated_decisions
from powergrid.ai.coach import Coach, Evaluation, _let_go_reason, coach_seed
from powergrid.ai.coach_units import SAME, Reached, asset_parts, decisive_part, difference
from powergrid.ai.common import capacity
from powergrid.ai.playouts import evaluate
from powergrid.ai.review import review
from powergrid.rules import PLANTS, GameConfig, Phase, best_run, new_game
from powergrid.rules import actions as A
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
    # 30 on both samples: no spread, so all of it is sure.
    assert (d.kind, d.params, d.sure) == ("elektro", {"amount": 30, "round": 6}, 30)
    assert d.text == "about 30 Elektro worse off by round 6"
    assert difference(going, going, 6) is SAME
    assert difference(worse, going, 6) is SAME  # better on these samples: as good


def test_a_difference_within_the_noise_is_about_as_good():
    """Paired differences of 10 on average: with a spread of 40 over 16 samples (a
    standard error of 10) the coach cannot tell the two apart; with a spread of 4 it
    is sure of 8 of the 10 (two standard errors below the mean)."""
    best = [Reached(0.0)] * 16
    noisy = [Reached(-10.0 - (40.0 if k % 2 else -40.0) * 15**0.5 / 4) for k in range(16)]
    assert difference(best, noisy, 5) is SAME
    steady = [Reached(-10.0 - (4.0 if k % 2 else -4.0) * 15**0.5 / 4) for k in range(16)]
    d = difference(best, steady, 5)
    assert (d.kind, d.params["amount"], d.sure) == ("elektro", 10, pytest.approx(8))
    # One sample says nothing of the noise: never a stated difference.
    assert difference(best[:1], steady[:1], 5) is SAME


def test_at_the_end_a_difference_is_win_chance_then_cities_then_money():
    win = Reached(400.0, 1.0, 1, 5)
    lose = Reached(-25.0, 0.0, -1, -5)
    d = difference([win] * 8, [win, lose] * 4, 10**9)
    assert d.text == "win chance 50 points lower"
    assert (d.kind, d.params["points"]) == ("win", 50)
    assert 0 < d.sure < 50
    tie_fewer = Reached(-30.0, 0.0, -2, 5)
    d = difference([lose] * 3, [tie_fewer] * 3, 10**9)
    assert (d.kind, d.params["cities"], d.text) == (
        "powered",
        1,
        "1 fewer city powered at the end",
    )
    poorer = Reached(-27.0, 0.0, -1, -15)
    d = difference([lose] * 3, [poorer] * 3, 10**9)
    assert (d.kind, d.params["amount"]) == ("money_end", 10)
    # Half the games won against none, on two samples: too few to be sure of.
    assert difference([win, win], [win, lose], 10**9) is SAME


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


@pytest.mark.usefixtures("quick_coach")
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


@pytest.mark.usefixtures("quick_coach")
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


# ----- reasons that support the advice they stand under -------------------------------------


def test_a_let_go_reason_argues_for_letting_go():
    """Leaving an auction is argued for: the plant is worth less than the next bid,
    or else the money that bid would take is kept; never "worth more than the bid"."""
    below = _let_go_reason(13, 30, 25, 60)
    assert below.kind == "let_go" and below.params["value"] < below.params["price"]
    assert below.text == (
        "plant 13 is worth about 25 Elektro to you, less than the next bid of 30 Elektro"
    )
    above = _let_go_reason(13, 30, 42, 60)
    assert above.kind == "let_go_money" and "worth" not in above.text
    assert "keep your 60 Elektro" in above.text and "at least 30 Elektro" in above.text


def test_every_let_go_option_of_an_auction_argues_for_it():
    state = at(Phase.AUCTION, "BidDecision")
    seat = state.current_player
    decision = state.decision()
    for o in Coach(3).options(state.view(seat), seat):
        if o.decision != ("pass",):
            continue
        p = o.reason.params
        assert o.reason.kind in ("let_go", "let_go_money")
        assert p["price"] == decision.min_bid
        if o.reason.kind == "let_go":
            assert p["value"] < p["price"]


def test_an_ecological_plant_is_never_short_of_fuel():
    """RULES 3.2 (plants): an ecological plant burns nothing; when the money left after
    buying it does not stretch, it is the cities it adds that lack money."""
    state = new_game(GameConfig.quick(3), 4)
    seat = state.current_player
    view = state.view(seat)
    coach = Coach(1)
    money = view.player(seat).money
    eco = next(p for p, card in sorted(PLANTS.items()) if card.kind == "eco")
    coal = next(p for p, card in sorted(PLANTS.items()) if card.kind == "coal")
    green = coach._plant_reason(view, seat, eco, money, money - 1)
    assert green.params["short"] > 0 and green.params["fuel_cost"] == 0
    assert "short of building" in green.text and "short of its fuel" not in green.text
    black = coach._plant_reason(view, seat, coal, money, money - 1)
    assert black.params["short"] > 0
    assert "short of its fuel and building" in black.text


def test_a_discard_reason_names_the_plants_kept():
    state = at(Phase.AUCTION, "DiscardDecision", round_at_least=1)
    seat = state.current_player
    decision = state.decision()
    owned = set(state.player(seat).plants) | {decision.just_bought}
    options = Coach(1).options(state.view(seat), seat)
    assert len(options) >= 2
    for o in options:
        kept = [int(n) for n in str(o.reason.params["kept"]).split()]
        assert sorted(kept) == sorted(owned - {o.action.plant})
        assert o.reason.params["cities"] == capacity(kept)
        assert o.reason.text.startswith("keeps plants ")


# ----- hints that name what to do ------------------------------------------------------------


def test_a_build_option_names_its_cities_in_order():
    """RULES 3.4: the hint says which cities, in the order to build them; built in that
    order they are legal and cost what the option says."""
    state = at(Phase.BUILD, "BuildDecision", seed=7, round_at_least=6)
    seat = state.current_player
    options = Coach(3).options(state.view(seat), seat)
    assert max(o.key for o in options) >= 2
    index = state.board.index
    for o in options:
        assert len(o.cities) == o.key
        if not o.key:
            assert o.action == A.DONE and o.label == "Build nothing more"
            continue
        assert o.action == A.build(o.cities[0])
        assert " → ".join(o.cities) in o.label
        assert o.decision == ("build", *sorted(index[c] for c in o.cities))
        s = state.clone()
        for city in o.cities:
            assert s.is_legal(A.build(city)) is None, city
            s.apply(A.build(city))
        spent = state.player(seat).money - s.player(seat).money
        assert o.plan.params["cost"] == spent


def test_the_run_options_hold_the_apps_own_default():
    """The bureaucracy page offers the run that powers most with fewest plants; the
    coach always weighs it, so it is never judged off the list."""
    state = at(Phase.BUREAUCRACY, "RunDecision", round_at_least=5)
    seat = state.current_player
    me = state.player(seat)
    app = best_run(me.plants, me.resources, me.city_count)
    actions = [o.action for o in Coach(3).options(state.view(seat), seat)]
    assert A.Run(plants=app.plants, coal=app.coal) in actions


# ----- what decides the best ------------------------------------------------------------------


def test_the_parts_of_the_assets_add_up_to_the_score():
    game = normal_game(3, 6, 6)
    for seat in range(3):
        assert sum(asset_parts(game.state, seat)) == pytest.approx(evaluate(game.state, seat))


def test_what_decides_is_the_part_the_best_leads_by():
    """The best keeps 30 Elektro more and has 10 Elektro less of cities: money decides."""
    best = [Reached(20.0, parts=(130.0, 40.0, 50.0, 0.0, -200.0))] * 4
    other = [Reached(0.0, parts=(100.0, 50.0, 50.0, 0.0, -200.0))] * 4
    assert decisive_part(best, other) == ("money", 30.0)
    assert decisive_part(other, other) is None
    options = Coach(0).options(new_game(GameConfig.quick(3), 4), 0)[:2]
    rows = [[20.0, 0.0]] * 4
    ev = Evaluation(options, rows, [best, other], 0, 3)
    decides = ev.decides(1)
    assert decides.kind == "edge_money" and decides.params == {"amount": 30, "round": 3}
    assert decides.text == "by round 3, about 30 Elektro more in hand than with the next choice"
    close = Evaluation(options, rows, [best, best], 0, 3)
    assert close.decides(1).kind == "edge_close"
    assert ev.decides(None) is None
