"""The play-outs of the searching bots: the leaf evaluation a bot is given scores
every play-out, and the reference level hard-v1 is Hard with other settings."""

from __future__ import annotations

import pickle

from powergrid.ai import make_bot
from powergrid.ai.hard import HardBot
from powergrid.ai.hard_v1 import HardV1Bot
from powergrid.ai.playouts import RolloutPolicy, evaluate
from powergrid.rules import GameConfig, GameState, new_game


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
