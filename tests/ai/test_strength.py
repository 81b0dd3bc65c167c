"""Ratings of the bot levels from games between them (Bradley–Terry, Elo scale)."""

from __future__ import annotations

import json
import math

import pytest

from powergrid.ai import strength
from powergrid.ai.strength import bradley_terry, elo, pair_wins, ratings
from powergrid.cli.main import main as cli_main


def test_pairs_of_a_game_count_once_each_and_ties_split():
    wins = pair_wins([(("hard", "normal", "easy"), (1.0, 2.5, 2.5))])
    assert wins[("hard", "normal")] == wins[("hard", "easy")] == 1.0
    assert wins[("normal", "hard")] == 0.0
    assert wins[("normal", "easy")] == wins[("easy", "normal")] == 0.5


def test_a_level_that_wins_three_games_in_four_is_rated_about_191_points_higher():
    results = [(("hard", "normal"), (1.0, 2.0))] * 300 + [(("normal", "hard"), (1.0, 2.0))] * 100
    rated = elo(bradley_terry(pair_wins(results)))
    assert rated["normal"] == 1500.0
    assert rated["hard"] - 1500.0 == pytest.approx(400 * math.log10(3), abs=2.0)


def test_seats_of_the_same_level_tell_nothing():
    results = [(("hard", "hard", "normal"), (1.0, 3.0, 2.0))] * 10
    assert pair_wins(results) == {("hard", "normal"): 10.0, ("normal", "hard"): 10.0}


def test_ratings_come_strongest_first_with_intervals_around_them():
    results = (
        [(("hard", "normal", "easy"), (1.0, 2.0, 3.0))] * 30
        + [(("normal", "hard", "easy"), (1.0, 2.0, 3.0))] * 10
        + [(("easy", "normal"), (1.0, 2.0))] * 5
    )
    table = ratings(results, resamples=50, seed=3)
    assert [r.level for r in table] == ["hard", "normal", "easy"]
    for r in table:
        assert r.low <= r.rating <= r.high
    assert ratings(results, resamples=50, seed=3) == table  # deterministic


def test_the_command_writes_the_table_and_the_file_the_dialog_reads(tmp_path, capsys, monkeypatch):
    page, data = tmp_path / "strength.md", tmp_path / "ratings.json"
    code = cli_main(
        ["ratings", "--levels", "simple,easy,normal", "--games", "2", "--players", "2-3",
         "--maps", "usa", "--workers", "1", "--markdown", str(page), "--data", str(data)]
    )  # fmt: skip
    assert code == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["failed_games"] == 0 and summary["about"]["games"] == 4
    assert {r["level"] for r in summary["ratings"]} == {"simple", "easy", "normal"}
    assert "| normal | 1500 |" in page.read_text(encoding="utf-8")
    monkeypatch.setattr(strength, "ratings_path", lambda: data)
    strength.shipped_ratings.cache_clear()
    try:
        shipped = strength.shipped_ratings()
    finally:
        strength.shipped_ratings.cache_clear()
    assert shipped["normal"].rating == 1500 and set(shipped) == {"simple", "easy", "normal"}


def test_a_broken_ratings_file_gives_no_ratings(tmp_path, monkeypatch):
    broken = tmp_path / "ratings.json"
    broken.write_text('{"ratings": [{"level": "hard"}]}', encoding="utf-8")
    monkeypatch.setattr(strength, "ratings_path", lambda: broken)
    strength.shipped_ratings.cache_clear()
    try:
        assert strength.shipped_ratings() == {}
    finally:
        strength.shipped_ratings.cache_clear()
