"""``powergrid --screenshot PNG --window NAME --map BOARD`` shows that board: the New
game dialog has it chosen, the inspector shows it; a window without a board, or a
saved game (on a board of its own), refuses ``--map`` with the reason."""

from __future__ import annotations

import shutil
from pathlib import Path

from powergrid.app.dialogs.new_game import NewGameDialog
from powergrid.app.inspection.window import InspectorWindow
from powergrid.app.window.screenshot import OPENERS, Stage
from powergrid.cli.main import main as cli_main
from powergrid.rules import Game, save

from .conftest import config

MAPS = Path(__file__).resolve().parents[2] / "powergrid" / "data" / "maps"


def _opened(name: str, map_name: str):
    stage = Stage(map_name=map_name)
    return stage, OPENERS[name](stage)


def test_the_new_game_dialog_of_a_screenshot_has_the_board_named_chosen(qtbot):
    stage, dialog = _opened("new-game", "germany")
    try:
        assert isinstance(dialog, NewGameDialog)
        assert dialog.map_choice.map_key() == "germany"
        assert dialog.map_combo.currentText() == "Germany"
    finally:
        stage.close()


def test_the_inspector_of_a_screenshot_shows_the_board_named(qtbot):
    stage, inspector = _opened("inspector", "germany")
    try:
        assert isinstance(inspector, InspectorWindow)
        assert inspector.model.mapfile.name == "Germany"
        assert "Flensburg" in inspector.scene.cities and "Seattle" not in inspector.scene.cities
    finally:
        stage.close()


def test_a_board_is_chosen_by_name_or_by_map_file_and_a_wrong_one_is_refused(qtbot, tmp_path):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    choice = dialog.map_choice
    assert choice.choose("Bremen") and choice.map_key() == "bremen"
    own = tmp_path / "my board.json"
    shutil.copy(MAPS / "italy.json", own)
    assert choice.choose(str(own)) and choice.is_file() and choice.mapfile().name == "Italy"
    assert not choice.choose(str(tmp_path / "missing.json"))
    assert choice.refusal.isVisibleTo(dialog) and choice.mapfile().name == "Italy"  # kept


def test_map_is_refused_where_no_board_is_shown(tmp_path, capsys):
    picture = tmp_path / "shot.png"
    shot = ["--screenshot", str(picture), "--map", "germany"]
    assert cli_main([*shot, "--window", "settings"]) == 2
    assert "the settings window shows no board" in capsys.readouterr().err
    path = tmp_path / "game.pgsave"
    save.save(Game(config("human", "human"), 3), path)
    assert cli_main([*shot, "--window", "main", str(path)]) == 2
    assert "a saved game is shown on its own board" in capsys.readouterr().err
    assert cli_main([*shot, str(path)]) == 2  # the plain screenshot of a save too
    assert not picture.exists()
