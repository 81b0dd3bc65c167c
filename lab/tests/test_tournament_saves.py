"""`tournament --save-games DIR`: every finished game kept as a save that loads again
and ends as the tournament reported it."""

from __future__ import annotations

import json

import pytest

from lab.commands.tournament import saved_game_path
from lab.main import main as cli_main
from powergrid.rules import save


def test_every_game_is_saved_and_replays_to_its_reported_result(tmp_path, capsys):
    folder = tmp_path / "games"  # made by the command
    code = cli_main(
        ["tournament", "--seats", "normal,simple,easy", "--games", "3", "--seed", "5",
         "--workers", "1", "--save-games", str(folder)]
    )  # fmt: skip
    assert code == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["failed_games"] == 0
    assert sorted(p.name for p in folder.iterdir()) == [
        "game-0000.pgsave",
        "game-0001.pgsave",
        "game-0002.pgsave",
    ]
    for g in range(3):
        game = save.load(saved_game_path(str(folder), g))
        assert game.seed == 5 + g and game.state.is_terminal()
        # Seats rotate by the game's number: seat i is played by entry (i + g) mod 3.
        levels = [seat.controller for seat in game.config.seats]
        assert levels == [["normal", "simple", "easy"][(i + g) % 3] for i in range(3)]


def test_a_file_where_the_folder_should_be_is_a_usage_error(tmp_path, capsys):
    path = tmp_path / "taken"
    path.write_text("x", encoding="utf-8")
    with pytest.raises(SystemExit) as stop:
        cli_main(["tournament", "--games", "1", "--save-games", str(path)])
    assert stop.value.code == 2
    assert "is a file, not a folder" in capsys.readouterr().err
    assert path.read_text(encoding="utf-8") == "x"
