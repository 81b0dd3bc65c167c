"""The review of a finished game: every turn charged what the coach's hint shows for it."""

from __future__ import annotations

import json

import pytest

from powergrid.ai.analysis import Mark, mark_of
from powergrid.ai.coach import Coach
from powergrid.ai.normal import powered_with
from powergrid.ai.review import dark_difference, review, review_turn
from powergrid.ai.search import SearchBot as HardBot
from powergrid.rules import RESOURCES, GameState, income, purchase_price, save
from powergrid.rules import actions as A
from tests.ai.test_coach import DATA, normal_game


@pytest.mark.usefixtures("quick_coach")  # what the hint reads, not how sure it is
def test_review_compares_every_turn_of_the_seat(tmp_path):
    game = normal_game(2, 4, 4)
    result = review(game, seats=[0], seed=1)
    assert result.complete and result.items
    assert {i.seat for i in result.items} == {0}
    for item in result.items:
        assert tuple(game.log[item.index : item.index + len(item.played)]) == item.played
        assert item.cost >= 0
        assert item.best.action is not None
        if item.agrees:
            assert item.cost == 0 and item.difference.same
    top = result.most_expensive(3)
    assert len(top) <= 3 and [i.cost for i in top] == sorted((i.cost for i in top), reverse=True)
    assert sum(i.expensive for i in result.items) == len(top)
    # From a save file, the same review.
    path = tmp_path / "game.json"
    save.save(game, path)
    again = review(path, seats=[0], seed=1)
    assert [(i.index, i.cost) for i in again.items] == [(i.index, i.cost) for i in result.items]


def test_review_stops_when_cancelled_and_refuses_a_missing_seat():
    game = normal_game(2, 4, 3)
    calls = []
    result = review(
        game, seats=[1], progress=lambda d, t: calls.append(d), cancelled=lambda: len(calls) >= 2
    )
    assert not result.complete and len(calls) == 2
    with pytest.raises(ValueError, match="no seat 5"):
        review(game, seats=[5])


@pytest.mark.usefixtures("quick_coach")  # a charge that is counted, not sampled
def test_review_charges_the_income_of_cities_left_dark():
    """RULES 3.3, 3.5: with 12 cities, 79 Elektro and no fuel (five players, round 9),
    buying nothing powers none of them. The hint never offers that, and its play-outs
    can even favour it; the review charges at least the income it loses, net of the
    fuel it leaves unbought, and never marks it as good as the coach's choice."""
    text = (DATA / "dark-fuel.position.json").read_text(encoding="utf-8")
    state = GameState.from_position(json.loads(text))
    seat = state.current_player
    view = state.view(seat)
    coach = Coach(0)
    plan = coach.bot.buy_candidates(view, seat)[0]
    planned = powered_with(view.player(seat), plan)
    spent = sum(
        purchase_price(r, view.resource_market().on_market[r], k) or 0
        for r, k in enumerate(plan)
        if k
    )
    lost = income(planned) - spent - income(0)
    charged = dark_difference(coach, view, seat, (0, 0, 0, 0))
    assert charged is not None
    assert charged.params == {"cities": planned, "amount": lost}
    assert charged.sure == lost  # counted, not sampled: sure of all of it
    item = review_turn(coach, view, seat, 7, (A.DONE,))
    assert not item.agrees and item.index == 7
    # The game may end within the play-outs (round 9): then the review states the win
    # chance they lose when that is the larger charge, else the income lost.
    assert item.difference.kind in ("dark", "win")
    if item.difference.kind == "dark":
        assert item.difference == charged and item.cost == lost > 0
    assert item.cost >= lost
    assert mark_of(item) is Mark.BLUNDER
    # The plan itself leaves no city dark, so it is charged nothing of the kind.
    assert dark_difference(coach, view, seat, plan) is None


class _PlanOnly(HardBot):
    """Hard whose fuel options are its plan alone, so the hint has one choice."""

    def buy_candidates(self, v, seat):
        return super().buy_candidates(v, seat)[:1]


def test_review_charges_dark_cities_where_the_hint_had_one_choice():
    """RULES 3.3, 3.5: a hint with a single fuel option is no excuse for buying
    nothing; the turn is charged the same income as where the hint had several."""
    text = (DATA / "dark-fuel.position.json").read_text(encoding="utf-8")
    state = GameState.from_position(json.loads(text))
    seat = state.current_player
    view = state.view(seat)
    coach = Coach(0, bot=_PlanOnly(0))
    assert len(coach.options(view, seat)) == 1
    item = review_turn(coach, view, seat, 3, (A.DONE,))
    assert not item.agrees and item.difference.kind == "dark"
    assert item.difference == dark_difference(Coach(0), view, seat, (0, 0, 0, 0))
    assert item.cost == item.difference.params["amount"] and mark_of(item) is Mark.BLUNDER
    plan = coach.bot.buy_candidates(view, seat)[0]
    played = tuple(A.buy(r, k) for r, k in zip(RESOURCES, plan, strict=True) if k)
    agreed = review_turn(coach, view, seat, 3, (*played, A.DONE))
    assert agreed.agrees and agreed.cost == 0 and agreed.difference.same
