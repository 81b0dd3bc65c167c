"""A built-in map is named in the player's language in the window title and the
inspector ("USA" is 美国, "Germany" is Deutschland); a map file's own name stays as
written, even when it borrows a built-in map's name."""

from __future__ import annotations

import json

import pytest

from powergrid.app.inspection.window import InspectorWindow
from powergrid.app.shared import texts
from powergrid.board import load_map
from powergrid.rules import Game, GameConfig, SeatConfig


def game_on(map_name: str) -> Game:
    seats = tuple(SeatConfig(name=n, controller="human") for n in ("Ann", "Ben", "Cleo"))
    return Game(GameConfig(map=map_name, seats=seats), 3)


@pytest.mark.parametrize(
    "code,usa,germany",
    [
        ("en", "USA", "Germany"),
        ("de", "USA", "Deutschland"),
        ("zh_CN", "美国", "德国"),
        ("zh_TW", "美國", "德國"),
    ],
)
def test_a_games_built_in_map_is_named_in_the_language(lang, code, usa, germany):
    lang(code)
    assert texts.board_map_title(game_on("usa").state.board.mapfile) == usa
    assert texts.board_map_title(game_on("germany").state.board.mapfile) == germany


def test_a_map_file_that_borrows_a_built_in_name_keeps_its_own(lang, tmp_path):
    data = load_map("usa").model_dump(mode="json")
    data["connections"][0]["cost"] += 1  # another map, still called "USA"
    path = tmp_path / "my-usa.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    lang("zh_CN")
    assert texts.board_map_title(load_map(path)) == "USA"


def test_the_window_title_names_the_map_in_chinese(qtbot, lang):
    from powergrid.app.window.mainwindow import MainWindow

    window = MainWindow(ai_delay_ms=0, autosave=False, restore_layout=False, session=False)
    qtbot.addWidget(window)
    window.controller.set_game(game_on("usa"))
    lang("zh_CN")
    assert window.windowTitle().startswith("美国")
    lang("de")
    window.controller.set_game(game_on("germany"))
    assert window.windowTitle().startswith("Deutschland")
    assert "USA" not in window.windowTitle()
    window.controller.shutdown()
    window.coach.shutdown()


def test_the_inspector_names_the_games_map_in_chinese(qtbot, lang):
    lang("zh_TW")
    game = game_on("usa")
    inspector = InspectorWindow(state=game.state, names=game.names)
    qtbot.addWidget(inspector)
    shown = inspector.panel.map_combo.itemText(0)
    assert shown.startswith("美國") and "USA" not in shown
    lang("de")  # the panel is made again in the new language
    assert inspector.panel.map_combo.itemText(0).startswith("USA")


def test_the_log_names_a_new_games_map_in_the_language(qtbot, lang):
    from powergrid.app.shared.controller import GameController

    controller = GameController(ai_delay_ms=0)
    notes = []
    controller.logEntries.connect(notes.extend)
    controller.set_game(game_on("germany"))
    controller.shutdown()
    first = next(n for n in notes if hasattr(n, "params") and "map" in n.params)
    assert first.params["map"] == "germany"  # the key; the name is given when shown
    lang("de")
    assert first.text().startswith("Neues Spiel auf Deutschland")
    lang("zh_CN")
    assert "德国" in first.text()
