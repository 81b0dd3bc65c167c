"""The tournament: seats taken from the level list, rotated, played and summed up."""

from __future__ import annotations

import pytest

from lab.commands.tournament import parse_seats, play_game, tournament
from lab.stats import wilson
from powergrid.ai import make_bot
from powergrid.rules import GameConfig, new_game

MAX_ACTIONS = 20_000


def test_the_tournament_takes_the_levels_and_refuses_a_misspelt_one():
    assert parse_seats("Hard, expert") == ["hard", "expert"]
    with pytest.raises(ValueError, match="unknown level 'hrad'"):
        parse_seats("hrad,normal")


def test_normal_beats_simple_in_a_small_tournament():
    summary = tournament(["normal", "simple"], "usa", games=12, seed=100, workers=1, progress=False)
    assert summary["failed_games"] == 0
    assert summary["bots"]["normal"]["win_rate"] >= 0.9


def test_tournament_rotates_seats_and_reports():
    result = play_game((("normal", "easy", "simple"), "usa", 4, 1))
    assert result["error"] is None
    assert sorted(result["seat_entry"]) == [0, 1, 2]
    assert result["seat_entry"][0] == 1
    assert sum(result["share"]) == pytest.approx(1.0)
    assert parse_seats("Hard, normal") == ["hard", "normal"]
    with pytest.raises(ValueError):
        parse_seats("normal")
    low, high = wilson(50, 100)
    assert low < 0.5 < high


def test_tournament_in_parallel():
    summary = tournament(["easy", "normal"], "germany", games=4, seed=3, workers=2, progress=False)
    assert summary["failed_games"] == 0
    assert summary["games"] == 4
    bots = summary["bots"]
    assert bots["easy"]["wins"] + bots["normal"]["wins"] == pytest.approx(4)
    for stats in bots.values():
        low, high = stats["win_rate_95"]
        assert low <= stats["win_rate"] <= high
        assert stats["decision_ms_p50"] <= stats["decision_ms_p95"]


def test_levels_parse():
    assert parse_seats("expert,hard-v1") == ["expert", "hard-v1"]
    assert make_bot("hard-v1").name == "hard-v1"


@pytest.mark.slow
def test_expert_plays_a_whole_game_in_the_tournament():
    result = play_game((("expert", "hard"), "usa", 8, 0))
    assert result["error"] is None, result["error"]
    assert sum(result["rank"]) == 3.0


def test_tournament_counts_who_ended_each_game():
    """RULES 5: the game ends once a player reaches the threshold; the tournament says who."""
    from lab.commands.tournament import summarise

    entries = ["normal", "simple"]
    results = [play_game((tuple(entries), "usa", 40 + g, g)) for g in range(2)]
    end = new_game(GameConfig.quick(2), 1).limits().end_cities
    for r in results:
        assert r["error"] is None
        if r["ender"] is not None:
            assert r["cities"][r["ender"]] >= end
    summary = summarise(entries, results, 1.0, "usa", 40, 1)
    for level, k in (("normal", 0), ("simple", 1)):
        bot = summary["bots"][level]
        assert bot["ended_games"] == sum(1 for r in results if r["ender"] == k)
        assert bot["ended_and_lost"] == sum(
            1 for r in results if r["ender"] == k and r["share"][k] == 0
        )
