"""Ratings of the bot levels from games between them (Bradley–Terry, Elo scale)."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from lab.main import main as cli_main
from lab.strength import bradley_terry, elo, pair_wins, ratings
from powergrid.ai import strength
from powergrid.ai.normal import NormalBot
from powergrid.rules import Game, GameConfig, SeatConfig, save


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


def _saved_games(folder, seats, games, seed, capsys):
    """Play ``games`` tournament games of ``seats`` and keep them as saves in ``folder``."""
    code = cli_main(
        ["tournament", "--seats", seats, "--games", str(games), "--seed", str(seed),
         "--workers", "1", "--save-games", str(folder)]
    )  # fmt: skip
    capsys.readouterr()
    assert code == 0


def _rate_saves(*folders: Path, extra: tuple[str, ...] = ()) -> int:
    """``python -m lab ratings`` of Simple and Normal on two-player USA games, playing none:
    each folder added with ``--add-games``, then ``extra``."""
    command = ["ratings", "--levels", "simple,normal", "--games", "0", "--players", "2"]
    command += ["--maps", "usa"]
    for folder in folders:
        command += ["--add-games", str(folder)]
    return cli_main([*command, *extra])


def test_saved_games_are_rated_and_the_others_skipped_by_reason(tmp_path, capsys):
    two, three = tmp_path / "two", tmp_path / "three"
    _saved_games(two, "normal,simple", 4, 40, capsys)
    _saved_games(three, "normal,simple,easy", 1, 41, capsys)
    unfinished = Game(GameConfig.quick(2, controller="normal"), 5)
    save.save(unfinished, two / "unfinished.pgsave")
    page = tmp_path / "strength.md"
    code = _rate_saves(two, three, extra=("--markdown", str(page)))
    assert code == 0
    summary = json.loads(capsys.readouterr().out)
    about = summary["about"]
    assert about["games"] == about["added_games"] == 4
    assert about["skipped_saves"] == {"other player count": 1, "unfinished": 1}
    assert f"--add-games {two} --add-games {three}" in about["command"]
    # The saves' own results decide the order: the level with more wins is rated higher.
    wins = {"normal": 0.0, "simple": 0.0}
    for path in sorted(two.glob("game-*.pgsave")):
        game = save.load(path)
        for seat, share in enumerate(game.state.outcome().shares()):
            wins[game.config.seats[seat].controller] += share
    rated = {r["level"]: r for r in summary["ratings"]}
    assert {r["games"] for r in rated.values()} == {4}
    assert wins["normal"] != wins["simple"]  # the seeds were picked to avoid an even split
    better = max(wins, key=lambda level: wins[level])
    assert rated[better]["rating"] > rated[min(wins, key=lambda level: wins[level])]["rating"]
    assert "and 4 saved games" in page.read_text(encoding="utf-8")


def test_a_broken_save_among_the_games_refuses_the_run_and_writes_nothing(tmp_path, capsys):
    folder = tmp_path / "games"
    _saved_games(folder, "normal,simple", 2, 40, capsys)
    broken = folder / "game-0001.pgsave"
    broken.write_text(broken.read_text(encoding="utf-8")[:-40], encoding="utf-8")
    page = tmp_path / "strength.md"
    code = _rate_saves(folder, extra=("--markdown", str(page)))
    assert code == 2
    err = capsys.readouterr().err
    assert "game-0001.pgsave" in err
    assert not page.exists()


def test_no_games_to_rate_is_an_error(tmp_path, capsys):
    code = cli_main(
        ["ratings", "--levels", "simple,normal", "--games", "0", "--add-games", str(tmp_path)]
    )
    assert code == 2
    assert "no games to rate" in capsys.readouterr().err


def _finished_game(controllers: tuple[str, str], seed: int) -> Game:
    """A two-player game whose seats name ``controllers``, played to its end by Normal."""
    seats = tuple(SeatConfig(name=f"Seat {i + 1}", controller=c) for i, c in enumerate(controllers))
    game = Game(GameConfig(seats=seats), seed)
    bot = NormalBot(seed)
    while not game.state.is_terminal():
        game.apply(bot.choose(game.state))
    return game


def test_finished_saves_of_people_or_of_levels_not_asked_for_are_skipped(tmp_path, capsys):
    save.save(_finished_game(("human", "normal"), 7), tmp_path / "people.pgsave")
    save.save(_finished_game(("hard", "normal"), 8), tmp_path / "hard.pgsave")
    save.save(_finished_game(("simple", "normal"), 9), tmp_path / "normal.pgsave")
    code = _rate_saves(tmp_path)
    assert code == 0
    about = json.loads(capsys.readouterr().out)["about"]
    assert about["added_games"] == 1
    assert about["skipped_saves"] == {"a seat is no bot": 1, "level not rated": 1}


def test_games_of_one_level_alone_give_nothing_to_rate(tmp_path, capsys):
    save.save(_finished_game(("normal", "normal"), 9), tmp_path / "normal.pgsave")
    code = _rate_saves(tmp_path)
    assert code == 2
    assert "no game between two different levels" in capsys.readouterr().err
    with pytest.raises(ValueError, match="no game between two different levels"):
        ratings([(("hard", "hard"), (1.0, 2.0))])


def test_a_level_left_out_of_the_played_games_is_rated_from_its_saves(tmp_path, capsys):
    save.save(_finished_game(("easy", "normal"), 11), tmp_path / "a.pgsave")
    save.save(_finished_game(("normal", "easy"), 12), tmp_path / "b.pgsave")
    code = cli_main(
        ["ratings", "--levels", "simple,normal,easy", "--play-levels", "simple,normal",
         "--games", "2", "--players", "2", "--maps", "usa", "--workers", "1",
         "--add-games", str(tmp_path)]
    )  # fmt: skip
    assert code == 0
    summary = json.loads(capsys.readouterr().out)
    games = {r["level"]: r["games"] for r in summary["ratings"]}
    assert games == {"easy": 2, "simple": 2, "normal": 4}  # Easy played in no drawn game
    assert summary["about"]["play_levels"] == ["simple", "normal"]
    assert "--levels simple,normal,easy --play-levels simple,normal " in summary["about"]["command"]


def test_played_levels_must_be_rated_levels(tmp_path, capsys):
    page = tmp_path / "strength.md"
    code = cli_main(
        ["ratings", "--levels", "simple,normal", "--play-levels", "simple,easy", "--games", "1",
         "--markdown", str(page)]
    )  # fmt: skip
    assert code == 2
    assert "--play-levels names easy, not in --levels" in capsys.readouterr().err
    assert not page.exists()
