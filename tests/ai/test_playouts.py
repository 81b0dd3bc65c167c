"""The play-outs of the searching bots: the leaf evaluation a bot is given scores
every play-out, the reference level hard-v1 is Hard's search with its first release's
settings and rules, and a search may score its candidates against more than one model
of the other seats."""

from __future__ import annotations

import pickle
import random

from powergrid.ai import make_bot
from powergrid.ai.hard_v1 import FirstPlayouts, HardV1Bot
from powergrid.ai.playouts import (
    RolloutPolicy,
    SeatPolicies,
    evaluate,
    game_is_ending,
    playout,
    run_samples,
)
from powergrid.ai.pool import run_chunk
from powergrid.ai.search import SearchBot
from powergrid.levels import HARD, HARD_V1, NORMAL_PLAYOUTS
from powergrid.rules import Action, GameConfig, GameState, Phase, new_game
from powergrid.rules import actions as A

from .support import LEAN_PLAYOUTS


class MoneyLead:
    """A leaf that only counts money against the richest rival (a stand-in for a
    learned evaluation: a picklable object with the leaf's call)."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, state: GameState, seat: int, /) -> float:
        self.calls += 1
        money = [p.money for p in state.player_views()]
        return money[seat] - max(m for s, m in enumerate(money) if s != seat)


def opening(seed: int = 4):
    """A seat's view when it opens the first auction (a searched decision)."""
    state = new_game(GameConfig.quick(3), seed)
    return state.view(state.current_player), state.current_player


def test_a_bot_scores_its_play_outs_with_the_leaf_it_is_given():
    view, seat = opening()
    leaf = MoneyLead()
    bot = SearchBot(5, leaf=leaf)
    candidates = [(a, ("act", a)) for a in view.legal_actions()[:3]]
    rows = bot.sample_rows(view, seat, candidates)
    assert rows and leaf.calls == len(rows) * len(candidates)
    # Every score is the leaf's: a whole number (money), unlike the default's.
    assert all(score == int(score) for row in rows for score in row)
    default_rows = SearchBot(5).sample_rows(view, seat, candidates)
    assert SearchBot(5).leaf is evaluate and default_rows != rows


def test_a_leaf_object_travels_to_the_search_workers():
    # The Expert sends its leaf with each chunk of its search to its pool's workers.
    leaf = pickle.loads(pickle.dumps(MoneyLead()))
    view, seat = opening()
    assert isinstance(leaf(view, seat), int)


def test_hard_v1_is_hards_search_with_the_first_releases_settings():
    v1 = make_bot("hard-v1", 3)
    assert isinstance(v1, HardV1Bot) and v1.settings is HARD_V1
    assert (HARD_V1.budget, HARD_V1.max_samples, HARD_V1.final_samples) == (2400, 12, 1)
    assert (HARD.budget, HARD.max_samples, HARD.final_samples) == (4800, 16, 4)
    assert HARD_V1.heuristic == HARD.heuristic and HARD_V1.policy == HARD.policy
    assert type(v1.policy) is FirstPlayouts and type(SearchBot(3).policy) is RolloutPolicy


def test_one_stream_deals_each_determinization_from_the_same_generator():
    view, seat = opening()
    deals, _stop = HardV1Bot(2).search_deals(view, seat)
    assert len(deals) == 12 and all(d is deals[0] for d in deals)
    seeded, _stop = SearchBot(2).search_deals(view, seat)
    assert len({id(d) for d in seeded}) == len(seeded) == 16


def test_hard_v1_takes_the_best_total_and_hard_needs_evidence():
    """A candidate ahead on the total through one lucky play-out: the first Hard takes
    it, Hard keeps Normal's choice (the default) unless the gain is sure."""
    view, seat = opening()
    candidates = [("normal", ("act", view.legal_actions()[0])), ("other", ("act", A.PASS))]
    lucky = [[0.0, -5.0], [0.0, -5.0], [0.0, -5.0], [0.0, 40.0]]
    assert HardV1Bot(2).pick(view, seat, candidates, "normal", lucky) == "other"
    assert SearchBot(2).pick(view, seat, candidates, "normal", lucky) == "normal"
    tie = [[1.0, 2.0], [2.0, 1.0]]
    assert HardV1Bot(2).pick(view, seat, candidates, "normal", tie) == "normal"


def test_in_a_build_phase_that_ends_the_game_hards_play_outs_build_and_the_first_hards_do_not():
    """RULES 5: once a player reaches the end threshold the game ends after this build
    phase. Hard's play-outs then build every city the fuel powers; the first release's
    play the heuristic, which holds back before an end it does not win."""
    finished = held = 0
    for players, seed in ((2, 7), (3, 11)):
        state = new_game(GameConfig.quick(players), seed)
        policy, first = RolloutPolicy(NORMAL_PLAYOUTS), FirstPlayouts(NORMAL_PLAYOUTS)
        while not state.is_terminal():
            seat = state.current_player
            if state.phase == Phase.BUILD and game_is_ending(state):
                assert first.finish(state, seat) is None
                finish = policy.finish(state, seat)
                assert finish is not None and policy.decide(state, seat) == finish
                finished += 1
                held += first.decide(state, seat) != finish
            state.apply(policy.decide(state, seat))
    assert finished >= 1 and held >= 1


class Recorder(RolloutPolicy):
    """The play-out policy, noting every seat it is asked to move for."""

    def __init__(self) -> None:
        super().__init__()
        self.seats: set[int] = set()

    def decide(self, s: GameState, seat: int) -> Action:
        self.seats.add(seat)
        return super().decide(s, seat)


def test_seat_policies_move_the_searching_seat_by_its_policy_and_the_others_by_the_rivals():
    view, seat = opening()
    mine, rival = Recorder(), Recorder()
    mixed = SeatPolicies(mine, rival, seat)
    world = view.determinize(random.Random(1))
    playout(mixed, world, view.round + 2)
    assert mine.seats == {seat}
    assert rival.seats == set(range(view.player_count)) - {seat}
    # One memo and one table of limits under test for both, the search's.
    assert mine.memo is rival.memo is mixed.memo and mine.override is mixed.override


def test_a_rival_model_scores_each_candidate_by_the_worse_of_the_two_play_outs():
    view, seat = opening()
    specs = [("act", a) for a in view.legal_actions()[:3]]
    seeds = [11, 12, 13]
    args = (evaluate, view, seat, specs, seeds, 3, 10**6, 60.0)
    alone = run_chunk(NORMAL_PLAYOUTS, *args)
    mixed = SeatPolicies(RolloutPolicy(), RolloutPolicy(LEAN_PLAYOUTS), seat)
    deals = [random.Random(s) for s in seeds]
    other = run_samples(mixed, view, seat, specs, deals, 3, 10**6, 60.0, None, evaluate)
    both = run_chunk(NORMAL_PLAYOUTS, *args, (LEAN_PLAYOUTS,))
    assert len(both) == len(alone) == len(other) == 3
    worst = [
        [min(a, b) for a, b in zip(r, o, strict=True)] for r, o in zip(alone, other, strict=True)
    ]
    assert both == worst
    assert alone != other  # the rival's model changes the play-outs it is in
