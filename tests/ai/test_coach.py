"""The coach: hints with reasons from a seat's view, and win chances."""

from __future__ import annotations

from pathlib import Path

import pytest

from powergrid.ai import make_bot
from powergrid.ai.coach import COACH, Coach, CoachBot, Hint
from powergrid.ai.coach_units import DIFFERENCE_KINDS
from powergrid.rules import (
    STEP3,
    Game,
    GameConfig,
    Phase,
)

DATA = Path(__file__).parent / "data"


def normal_game(players: int, seed: int, until_round: int, stop=None) -> Game:
    game = Game(GameConfig.quick(players), seed)
    bots = [make_bot("normal", i) for i in range(players)]
    while game.state.round < until_round and not game.state.is_terminal():
        if stop is not None and stop(game.state):
            break
        game.apply(bots[game.state.current_player].choose(game.state))
    return game


def at(phase, decision, players=3, seed=5, round_at_least=3):
    def stop(s):
        return (
            s.round >= round_at_least
            and s.phase == phase
            and type(s.decision()).__name__ == decision
        )

    game = normal_game(players, seed, 30, stop)
    assert stop(game.state)
    return game.state


@pytest.mark.parametrize(
    "phase,decision",
    [
        (Phase.AUCTION, "ChoosePlantDecision"),
        (Phase.AUCTION, "BidDecision"),
        (Phase.RESOURCES, "BuyDecision"),
        (Phase.BUILD, "BuildDecision"),
        (Phase.BUREAUCRACY, "RunDecision"),
    ],
)
@pytest.mark.usefixtures("quick_coach")  # the hint's shape and words, not how sure it is
def test_hint_gives_a_legal_best_choice_and_two_worse_ones(phase, decision):
    state = at(phase, decision)
    seat = state.current_player
    coach = Coach(3)
    hint = coach.hint(state.view(seat))
    assert isinstance(hint, Hint) and hint.seat == seat and hint.phase == phase
    options = coach.options(state.view(seat), seat)
    assert len(options) >= 2
    decisions = {o.decision for o in options}
    assert len(hint.alternatives) == min(2, len(decisions) - 1)
    # Every choice is another decision: never two limits of one bid.
    assert len({c.decision for c in hint.choices}) == len(hint.choices)
    legal = state.legal_actions()
    assert hint.best.delta == 0
    others = [c.score for c in hint.alternatives]
    assert others == sorted(others, reverse=True)
    for c in hint.alternatives:
        # A difference within the coach's noise is no difference at all.
        expected = 0 if c.difference.same else hint.best.score - c.score
        assert c.delta == pytest.approx(expected, abs=0.11)
    # The best says what decides it against the next choice.
    assert hint.best.decides is not None and hint.best.decides.kind.startswith("edge_")
    assert "what decides it: " + hint.best.decides.text in hint.text()
    # Normal's choice is found among the options: it is what Hard keeps by default.
    assert coach.normal_index(state.view(seat), seat, options) is not None
    for choice in hint.choices:
        assert choice.action in legal
        assert choice.reason.kind and choice.reason.text and choice.label
        assert all(isinstance(v, int | float | str) for v in choice.reason.params.values())
    assert len({c.label for c in hint.choices}) == len(hint.choices)
    assert hint.samples > 0
    # Every difference is in a player's unit, and worded with it.
    for c in hint.alternatives:
        assert c.difference.kind in DIFFERENCE_KINDS
        units = ("Elektro", "points", "powered", "as good")
        assert any(u in c.difference.text for u in units), c.difference.text
        assert f"({c.difference.text})" in hint.text()


@pytest.mark.usefixtures("quick_coach")  # what the hint reads, not how sure it is
def test_hint_reads_only_the_view_and_is_deterministic():
    """RULES 2.2: the draw stack is hidden; the hint is the same whatever it holds."""
    state = at(Phase.AUCTION, "ChoosePlantDecision", players=4, seed=9, round_at_least=4)
    other = state.clone()
    places = [i for i in range(other.known_bottom, len(other.deck)) if other.deck[i] != STEP3]
    cards = [other.deck[i] for i in places]
    for i, card in zip(places, reversed(cards), strict=True):
        other.deck[i] = card
    assert other.deck != state.deck
    seat = state.current_player
    first = Coach(2, bot=CoachBot(2)).hint(state.view(seat))
    second = Coach(2, bot=CoachBot(2)).hint(other.view(seat))
    assert first == second


def test_hint_refuses_a_seat_not_to_play():
    state = at(Phase.BUILD, "BuildDecision")
    other = (state.current_player + 1) % state.player_count
    with pytest.raises(ValueError, match="not to play"):
        Coach().hint(state.view(other), other)


@pytest.mark.usefixtures("quick_coach")  # the reason's words, not how sure the hint is
def test_plant_reason_counts_the_cities_it_powers():
    state = at(Phase.AUCTION, "ChoosePlantDecision")
    hint = Coach(1).hint(state.view(state.current_player))
    plants = [c for c in hint.choices if c.reason.kind == "plant"]
    assert plants
    from powergrid.rules import PLANTS

    for c in plants:
        plant = c.reason.params["plant"]
        assert c.reason.params["cities"] == PLANTS[plant].cities
        assert f"plant {plant}" in c.label


def test_win_chances_sum_to_one_and_follow_the_result():
    game = normal_game(3, 7, 5)
    chances = Coach(1).win_chances(game.state.view(0))
    assert len(chances) == 3
    assert all(0.0 <= c <= 1.0 for c in chances)
    assert sum(chances) == pytest.approx(1.0)
    finished = normal_game(2, 4, 99)
    assert finished.state.is_terminal()
    final = Coach(1).win_chances(finished.state.view(0))
    assert final == finished.state.outcome().shares()


def _rigged_hint(other_gain, base=lambda k: 0.0, rest=0.0):
    """A hint at an opening decision whose play-outs are rigged: every option scores
    ``base(k)`` on sample k, the option after Normal's choice that plus
    ``other_gain(k)``, the rest (neither) plus ``rest``; the coach asks for as many
    samples as it wants. Returns the hint, Normal's option and the other option."""
    state = at(Phase.AUCTION, "ChoosePlantDecision")
    seat = state.current_player
    view = state.view(seat)
    coach = Coach(3)
    options = coach.options(view, seat)
    normal = coach.normal_index(view, seat, options)
    other = (normal + 1) % len(options)
    played = []

    def sample(_view, _seat, specs, deals, *_rest):
        rows = []
        for k in range(len(played), len(played) + len(deals)):
            row = [base(k) + (rest if i not in (normal, other) else 0) for i in range(len(specs))]
            row[other] += other_gain(k)
            rows.append(row)
        played.extend(rows)
        return rows

    coach.sample = sample
    return coach.hint(view), options[normal], options[other]


def test_hint_keeps_normals_choice_against_a_lucky_mean():
    """The hint is what Hard would play: another option with a higher but noisy mean
    does not replace Normal's choice; it is shown as about as good. The choice is
    close, so the coach plays out all the samples it may before it says so."""
    hint, normal, other = _rigged_hint(lambda k: 30.0 if k % 2 else -26.0)  # mean +2, spread 28
    assert hint.best.action == normal.action and hint.best.label == normal.label
    lucky = next(c for c in hint.alternatives if c.label == other.label)
    assert lucky.score == pytest.approx(2.0) and lucky.delta == 0
    assert lucky.difference.same and "about as good" in hint.text()
    assert hint.samples == COACH.max_samples
    assert hint.best.decides is not None and hint.best.decides.kind == "edge_close"


def test_hint_leaves_normals_choice_for_a_steady_gain():
    # Better on every sample, by far more than the margin: settled on the first samples.
    hint, _normal, other = _rigged_hint(lambda k: 5.0 + (k % 2), base=lambda k: float(k % 3))
    assert hint.best.label == other.label
    assert all(c.delta >= 5 for c in hint.alternatives)
    assert hint.samples == CoachBot.first_samples


def test_a_gain_below_the_margin_keeps_normals_choice():
    """A coin more on every sample is sure, but no reason to change plan."""
    hint, normal, other = _rigged_hint(lambda k: 1.0)
    assert hint.best.label == normal.label
    assert next(c for c in hint.alternatives if c.label == other.label).difference.same


def test_a_clearly_worse_option_is_stated_with_what_the_coach_is_sure_of():
    hint, normal, other = _rigged_hint(lambda k: -20.0 - 4.0 * (k % 2), rest=-100.0)
    assert hint.best.label == normal.label
    worse = next(c for c in hint.alternatives if c.label == other.label)
    assert worse.difference.kind == "elektro"
    assert worse.difference.params["amount"] == 22
    assert 20 <= worse.difference.sure < 22
    assert hint.samples == CoachBot.first_samples
