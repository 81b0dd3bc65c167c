"""Campaigns of hostile inputs: deck files, and saves with recomputed check values
carrying hostile names and file paths. Every input is refused in one plain line or
accepted with its text kept as text; none opens a file it names, crashes, hangs or
breaks a game's invariants. The default run tries a few dozen of each; ``-m slow``
runs the full campaigns (5,000 deck files, 2,000 saves) and prints the counts.
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, seed, settings

from powergrid.ai import make_bot
from powergrid.rules import Game, GameConfig, Variants
from powergrid.rules import save as savefile
from tests.hostile import deck_files, hostile_saves, judge_deck_file, judge_save

DECK_BUDGETS = [
    pytest.param(30, id="default"),
    pytest.param(5000, id="campaign", marks=pytest.mark.slow),
]
SAVE_BUDGETS = [
    pytest.param(20, id="default"),
    pytest.param(2000, id="campaign", marks=pytest.mark.slow),
]


def run(budget: int, strategy, judge) -> Counter[str]:
    counts: Counter[str] = Counter()

    @seed(27)
    @settings(
        max_examples=budget,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(strategy)
    def check(case):
        counts[judge(case)] += 1

    check()
    wrong = {k: v for k, v in counts.items() if k.startswith("wrong")}
    print(f"\n{budget} tries: {dict(sorted(counts.items()))}")
    assert not wrong, wrong
    assert sum(counts.values()) >= budget
    return counts


@pytest.fixture(scope="module")
def bases() -> list[str]:
    """Real saves: the original game and games with each variant, mid-game."""
    saves = []
    for players, variants in (
        (3, Variants()),
        (4, Variants(deck="plus-example")),
        (2, Variants(deck="doubled-example", inactive_area=True, free_cities=True)),
    ):
        game = Game(GameConfig.quick(players, variants=variants), players)
        bot = make_bot("simple", players)
        for _ in range(60):
            game.apply(bot.choose(game.state))
        saves.append(savefile.dumps(game))
    return saves


@pytest.mark.parametrize("budget", DECK_BUDGETS)
def test_deck_files_are_refused_in_one_line_or_play(budget, tmp_path):
    path = tmp_path / "deck.json"
    counts = run(budget, deck_files(), lambda content: judge_deck_file(path, content))
    assert counts["refused"] and counts["accepted"]


@pytest.mark.parametrize("budget", SAVE_BUDGETS)
def test_hostile_saves_are_refused_in_one_line_or_keep_their_text(budget, bases):
    counts = run(budget, hostile_saves(bases), judge_save)
    assert counts["refused"] and counts["accepted"]
