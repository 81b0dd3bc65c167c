"""The searching bots as they ship: with their time guards on (every other test turns
them off so that a search depends on its seed alone)."""

from __future__ import annotations

import math

import pytest

from powergrid.ai import bot_for, make_bot
from powergrid.ai.search import SearchBot
from powergrid.levels import EXPERT, HARD, NORMAL, find, without_guards
from powergrid.rules import GameConfig, new_game

from .test_bots import position

pytestmark = pytest.mark.shipped_guards


def test_the_guards_are_the_shipped_ones():
    for settings in (HARD, EXPERT):
        assert 0 < settings.decision_guard < settings.game_guard < math.inf
        bot = SearchBot(0, settings)
        assert 0 < bot.time_left() == settings.decision_guard  # a new game: all of it left
        bot.thinking = settings.game_guard - 1.0  # late in a long game: an eighth of the rest
        assert bot.time_left() == pytest.approx(1.0 / 8)
        bot.thinking = settings.game_guard + 5.0  # past the guard: a last short look
        assert bot.time_left() == pytest.approx(0.05 / 8)


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_a_bot_made_unguarded_has_no_guards_and_leaves_its_level_guarded(level):
    free = bot_for(without_guards(find(level).settings), 3, level)
    assert isinstance(free, SearchBot) and free.name == level
    assert free.time_left() == math.inf
    shipped = make_bot(level, 3)
    assert isinstance(shipped, SearchBot) and shipped.time_left() < math.inf
    assert find(level).settings.decision_guard < math.inf  # the level's record unchanged
    assert without_guards(NORMAL) is NORMAL  # a level without search has none to turn off


def test_hard_plays_a_whole_game_with_its_guards():
    state = new_game(GameConfig.quick(2), 41)
    bots = [make_bot("hard", 0), make_bot("normal", 1)]
    while not state.is_terminal():
        action = bots[state.current_player].choose(state)
        assert state.is_legal(action) is None
        state.apply(action)
    hard = bots[0]
    assert isinstance(hard, SearchBot) and 0 < hard.thinking <= HARD.game_guard + 1
    assert state.outcome() is not None


@pytest.mark.parametrize(("players", "phase", "rnd"), [(2, "auction", 3), (3, "build", 4)])
def test_the_expert_decides_with_its_guards(players, phase, rnd):
    state = position(players, 13, phase, round_at_least=rnd)
    bot = make_bot("expert", 1)
    action = bot.choose(state.view(state.current_player))
    assert state.is_legal(action) is None
