"""Invariants over many random games, on both maps and every player count.

Every token and every plant card is in exactly one place and their totals never
change; money never negative; no city holds more houses than the step allows, nor
two of one player; no player above the plant limit; stored fuel fits the plants;
every game ends. (RULES 1.1, 1.5, 1.6, 3.2, 3.3, 3.4)
"""

import random

import pytest

from powergrid.ai.simple import SimpleBot
from powergrid.rules import GameConfig, IllegalActionError, new_game
from powergrid.rules import actions as A
from powergrid.rules.invariants import violations

#: A game longer than this many actions does not end (the simulations' bound).
MAX_ACTIONS = 20_000

CASES = [(n, m) for n in range(2, 7) for m in ("usa", "germany")]
GAMES_PER_CASE = 30  # 10 cases x 30 = 300 games


@pytest.mark.parametrize(("players", "map_name"), CASES)
def test_random_games_keep_every_invariant_and_end(players, map_name):
    config = GameConfig.quick(players, map_name)
    for g in range(GAMES_PER_CASE):
        seed = 1000 * players + g
        state = new_game(config, seed)
        bot = SimpleBot(seed)
        moves = 0
        while not state.is_terminal():
            assert moves < MAX_ACTIONS, f"game {seed} does not end"
            state.apply(bot.choose(state))
            moves += 1
            problems = violations(state)
            assert not problems, f"seed {seed}, move {moves}: {problems}"
        assert state.outcome().winners and state.max_cities >= state.rules.end_cities


RANDOM_PROBES = [
    A.Bid(amount=1),
    A.Pass(),
    A.Done(),
    A.Build(city="Berlin"),
    A.Build(city="Seattle"),
    A.Buy(resource="uranium", amount=3),
    A.ChoosePlant(plant=50, bid=50),
    A.Run(plants=(3, 4)),
    A.Discard(plant=3),
]


def test_illegal_actions_change_nothing_and_legal_ones_apply():
    rng = random.Random(5)
    for seed in range(6):
        state = new_game(GameConfig.quick(2 + seed % 5, "usa"), seed)
        bot = SimpleBot(seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            for probe in RANDOM_PROBES:
                if probe in legal:
                    continue
                before = state.digest()
                with pytest.raises(IllegalActionError) as info:
                    state.apply(probe)
                assert info.value.reason and state.digest() == before
            for action in rng.sample(legal, min(3, len(legal))):
                state.clone().apply(action)  # every listed action is legal
            state.apply(bot.choose(state))


def test_same_seed_and_actions_give_the_same_game():
    config = GameConfig.quick(4, "germany")

    def play(seed):
        state, bot, digests = new_game(config, seed), SimpleBot(seed), []
        while not state.is_terminal():
            state.apply(bot.choose(state))
            digests.append(state.digest())
        return digests

    assert play(3) == play(3)
    assert play(3) != play(4)


def test_clone_is_independent():
    state = new_game(GameConfig.quick(6, "usa"), 2)
    bot = SimpleBot(2)
    for _ in range(150):
        state.apply(bot.choose(state))
    before = state.digest()
    copy = state.clone()
    assert copy.digest() == before
    other = SimpleBot(9)
    while not copy.is_terminal():
        copy.apply(other.choose(copy))
    assert state.digest() == before
