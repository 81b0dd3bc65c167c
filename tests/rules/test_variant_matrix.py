"""Every shipped deck × inactive area × free cities × 2-6 players × both maps (RULES 6).

Each combination either plays to the end with every invariant checked after every
action, or is refused before the first action with the reason: the inactive area
with a deck whose pool cannot put a plant per player in the market (the original
deck, where every number is unique, and the plus deck, whose pool 3-10 repeats no
number). No combination fails in the middle of a game. Slow: run with ``-m slow``.
"""

from __future__ import annotations

import itertools

import pytest

from powergrid.ai import make_bot
from powergrid.rules import (
    ConfigError,
    GameConfig,
    Variants,
    builtin_decks,
    card_set,
    new_game,
    opening_problem,
    shipped_deck,
    violations,
)

GAMES = 10
MAPS = ("usa", "germany")
CASES = list(itertools.product(builtin_decks(), (False, True), (False, True), range(2, 7), MAPS))


def play_to_the_end(config: GameConfig, seed: int, level: str) -> None:
    state = new_game(config, seed)
    bot = make_bot(level, seed)
    moves = 0
    while not state.is_terminal():
        assert moves < 20_000, f"game {seed} does not end"
        action = bot.choose(state)
        assert state.is_legal(action) is None, (seed, action)
        state.apply(action)
        moves += 1
        problems = violations(state)
        assert not problems, f"seed {seed} move {moves}: {problems}"
    outcome = state.outcome()
    assert outcome is not None and outcome.winners


@pytest.mark.slow
@pytest.mark.parametrize(
    ("deck", "inactive", "free", "players", "map_name"),
    CASES,
    ids=[
        f"{d}-{'inactive' if i else 'plain'}-{'free' if f else 'regions'}-{n}p-{m}"
        for d, i, f, n, m in CASES
    ],
)
def test_every_shipped_deck_and_variant_plays_to_the_end(deck, inactive, free, players, map_name):
    variants = Variants(deck=deck, inactive_area=inactive, free_cities=free)
    config = GameConfig.quick(players, map_name, variants=variants)
    reason = opening_problem(card_set(shipped_deck(deck)), players, inactive)
    if reason is not None:
        assert inactive and deck in ("original", "plus-example")
        for seed in range(GAMES):
            with pytest.raises(ConfigError) as info:
                new_game(config, seed)
            assert str(info.value) == reason
        return
    for g in range(GAMES):
        play_to_the_end(config, 9000 + 31 * g + players, "easy" if g == GAMES - 1 else "simple")
