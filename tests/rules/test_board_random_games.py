"""Random games on every board, both rule sets and every player count, with the
invariants checked after every action (docs/rules.md sections 7 to 9).

The default run plays a sample (one game a combination, but the original rules on
the base game's boards, which test_random_games.py plays); ``-m slow`` plays 50
games of every combination.
"""

from __future__ import annotations

import pytest

from powergrid.ai.simple import SimpleBot
from powergrid.board import builtin_maps, load_map
from powergrid.rules import GameConfig, new_game
from powergrid.rules.invariants import violations

#: A game longer than this many actions does not end (the simulations' bound).
MAX_ACTIONS = 20_000

EDITIONS = ("original", "recharged")
BOARDS = tuple(builtin_maps())
BASE_BOARDS = ("usa", "germany")


def play_checked(map_name: str, edition: str, players: int, seed: int) -> int:
    """One game of the simple bot, every invariant checked after every action; the
    number of actions. Fails naming the seed on a broken invariant or a stall."""
    state = new_game(GameConfig.quick(players, map_name, edition=edition), seed)  # type: ignore[arg-type]
    bot = SimpleBot(seed)
    moves = 0
    while not state.is_terminal():
        assert moves < MAX_ACTIONS, f"{map_name} {edition} {players}p seed {seed} stalls"
        state.apply(bot.choose(state))
        moves += 1
        problems = violations(state)
        assert not problems, (
            f"{map_name} {edition} {players}p seed {seed}, move {moves}: {problems}"
        )
    assert state.max_cities >= state.limits().end_cities
    return moves


def _cases(boards, editions):
    for map_name in boards:
        for edition in editions:
            if edition not in load_map(map_name).legal_editions():
                continue  # a board published for one rule set only (RULES 9.24)
            for players in load_map(map_name).legal_player_counts():
                yield map_name, edition, players


SAMPLE = [
    case
    for case in _cases(BOARDS, EDITIONS)
    if not (case[0] in BASE_BOARDS and case[1] == "original")
]


@pytest.mark.parametrize(("map_name", "edition", "players"), SAMPLE)
def test_a_sample_game_keeps_every_invariant(map_name, edition, players):
    assert play_checked(map_name, edition, players, seed=77 + players) > 20


@pytest.mark.slow
@pytest.mark.parametrize(("map_name", "edition", "players"), list(_cases(BOARDS, EDITIONS)))
def test_fifty_games_keep_every_invariant(map_name, edition, players):
    for g in range(50):
        play_checked(map_name, edition, players, seed=10_000 + 100 * players + g)
