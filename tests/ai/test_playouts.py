"""The play-outs of the searching bots: the leaf evaluation a bot is given scores
every play-out, the reference level hard-v1 is Hard with other settings, and a search
may score its candidates against more than one model of the other seats."""

from __future__ import annotations

import pickle
import random

from powergrid.ai import make_bot
from powergrid.ai.hard import HardBot
from powergrid.ai.hard_v1 import HardV1Bot
from powergrid.ai.playouts import (
    RolloutPolicy,
    SeatPolicies,
    evaluate,
    playout,
    run_samples,
)
from powergrid.ai.pool import run_chunk
from powergrid.rules import Action, GameConfig, GameState, new_game

from .support import LeanPolicy


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
    bot = HardBot(5, leaf=leaf)
    candidates = [(a, ("act", a)) for a in view.legal_actions()[:3]]
    rows = bot.sample_rows(view, seat, candidates)
    assert rows and leaf.calls == len(rows) * len(candidates)
    # Every score is the leaf's: a whole number (money), unlike the default's.
    assert all(score == int(score) for row in rows for score in row)
    default_rows = HardBot(5).sample_rows(view, seat, candidates)
    assert HardBot(5).leaf is evaluate and default_rows != rows


def test_a_leaf_object_travels_to_the_search_workers():
    # The Expert sends its leaf with each chunk of its search to its pool's workers.
    leaf = pickle.loads(pickle.dumps(MoneyLead()))
    view, seat = opening()
    assert isinstance(leaf(view, seat), int)


def test_hard_v1_is_hard_with_the_first_releases_settings():
    v1 = make_bot("hard-v1", 3)
    assert isinstance(v1, HardV1Bot) and isinstance(v1, HardBot)
    assert (v1.budget, v1.max_samples, v1.final_samples) == (2400, 12, 1)
    assert v1.confidence is None and v1.one_stream
    assert not v1.policy.finish_builds and RolloutPolicy().finish_builds


def test_one_stream_deals_each_determinization_from_the_same_generator():
    view, seat = opening()
    deals, _stop = HardV1Bot(2).search_deals(view, seat)
    assert len(deals) == 12 and all(d is deals[0] for d in deals)
    seeded, _stop = HardBot(2).search_deals(view, seat)
    assert len({id(d) for d in seeded}) == len(seeded) == 16


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
    alone = run_chunk(RolloutPolicy, *args)
    mixed = SeatPolicies(RolloutPolicy(), LeanPolicy(), seat)
    deals = [random.Random(s) for s in seeds]
    other = run_samples(mixed, view, seat, specs, deals, 3, 10**6, 60.0, None, evaluate)
    both = run_chunk(RolloutPolicy, *args, (LeanPolicy,))
    assert len(both) == len(alone) == len(other) == 3
    worst = [
        [min(a, b) for a, b in zip(r, o, strict=True)] for r, o in zip(alone, other, strict=True)
    ]
    assert both == worst
    assert alone != other  # the rival's model changes the play-outs it is in
