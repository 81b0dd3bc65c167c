"""The searching bots as they ship: with their time guards on (every other test turns
them off so that a search depends on its seed alone)."""

from __future__ import annotations

import math

import pytest

from powergrid.ai import make_bot
from powergrid.ai.expert import ExpertBot
from powergrid.ai.hard import HardBot
from powergrid.rules import GameConfig, new_game

from .test_bots import position

pytestmark = pytest.mark.shipped_guards


def test_the_guards_are_the_shipped_ones():
    for cls in (HardBot, ExpertBot):
        assert 0 < cls.decision_guard < cls.game_guard < math.inf


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_a_bot_made_unguarded_has_no_guards_and_leaves_its_level_guarded(level):
    free = make_bot(level, 3, guarded=False)
    assert free.decision_guard == free.game_guard == math.inf  # type: ignore[attr-defined]
    shipped = make_bot(level, 3)
    assert shipped.decision_guard < math.inf  # type: ignore[attr-defined]
    assert make_bot("normal", 3, guarded=False).name == "normal"  # nothing to turn off


def test_hard_plays_a_whole_game_with_its_guards():
    state = new_game(GameConfig.quick(2), 41)
    bots = [make_bot("hard", 0), make_bot("normal", 1)]
    while not state.is_terminal():
        action = bots[state.current_player].choose(state)
        assert state.is_legal(action) is None
        state.apply(action)
    hard = bots[0]
    assert isinstance(hard, HardBot) and 0 < hard.thinking <= hard.game_guard + 1
    assert state.outcome() is not None


@pytest.mark.parametrize(("players", "phase", "rnd"), [(2, "auction", 3), (3, "build", 4)])
def test_the_expert_decides_with_its_guards(players, phase, rnd):
    state = position(players, 13, phase, round_at_least=rnd)
    bot = make_bot("expert", 1)
    action = bot.choose(state.view(state.current_player))
    assert state.is_legal(action) is None
