"""The main window's Help menu and Settings…, and each setting taking effect at once."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QKeySequence
from PySide6.QtWidgets import QApplication, QDialog

from powergrid.ai import make_bot
from powergrid.app.shared import palettes, session_files, storage
from powergrid.app.shared import settings as st
from powergrid.app.shared.style import seat_colour
from powergrid.app.window.mainwindow import MainWindow
from powergrid.rules import Game, GameConfig, Phase, SeatConfig


def _config(*kinds: str) -> GameConfig:
    names = ("Ann", "Ben", "Cleo")
    return GameConfig(
        map="usa", seats=tuple(SeatConfig(name=names[i], controller=k) for i, k in enumerate(kinds))
    )


@pytest.fixture
def window(qtbot):
    win = MainWindow(ai_delay_ms=0, autosave=True, restore_layout=False, session=False)
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    yield win
    win.controller.shutdown()
    for dialog in win.findChildren(QDialog):  # help, results, settings: no window left over
        dialog.close()


@pytest.fixture
def dialog(window):
    return window.menus.settings_action.open_dialog()


def _played(window, qtbot) -> None:
    """A game with a human move made (a game in progress)."""
    window.controller.set_game(Game(_config("human", "normal", "normal"), 2))
    state = window.controller.state
    bot = make_bot("normal", 1)
    assert window.controller.submit(bot.choose(state.view(state.current_player))) is None
    qtbot.waitUntil(lambda: window.controller.human_to_move() or state.phase == Phase.OVER)


def test_help_menu_and_settings_action_are_in_the_menus(window):
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles[-1] == "&Help"
    assert window.menus.help_menu.rules_action.shortcut() == QKeySequence(Qt.Key.Key_F1)
    assert window.menus.settings_action in window.menus.game_menu.actions()
    help_window = window.menus.help_menu.open_help("now")
    assert help_window.isVisible()
    about = window.menus.help_menu.open_about()
    assert "Power Grid" in about.text()
    about.close()


def test_pace_and_computer_moves(window, dialog, qtbot):
    dialog.pace.setValue(100)
    assert window.controller.ai_delay_ms == 100
    assert (
        window.menus.speed_actions[100].isChecked()
        and not window.menus.speed_actions[400].isChecked()
    )
    assert st.load().ai_delay_ms == 100

    shown = []
    window.computer_moves.shown.connect(shown.append)
    dialog.show_moves.setChecked(False)
    assert window.computer_moves.enabled is False
    window.controller.set_game(Game(_config("normal", "normal", "normal"), 5))
    state = window.controller.state
    qtbot.waitUntil(lambda: any(state.player(s).plants for s in range(3)), timeout=20_000)
    assert shown == []  # a computer bought a plant (a marked move), nothing was marked
    dialog.show_moves.setChecked(True)
    qtbot.waitUntil(lambda: len(shown) > 0, timeout=20_000)
    assert window.computer_moves.active


def test_palette_redraws_the_houses(window, dialog, qtbot):
    game = Game(GameConfig.quick(3, "usa", controller="human"), 3)
    config = game.config.model_copy(
        update={"seats": tuple(s.model_copy(update={"color": None}) for s in game.config.seats)}
    )
    window.controller.set_game(Game(config, 3))
    index = dialog.palette_box.findData("colourblind")
    dialog.palette_box.setCurrentIndex(index)
    assert window.settings.palette == "colourblind"
    okabe = QColor(palettes.COLOUR_BLIND_SAFE[0].code)
    assert seat_colour(config, 0) == okabe
    # The player board's marker was drawn again in the new colour.
    assert _marker_colour(window) == okabe.name()
    dialog.palette_box.setCurrentIndex(dialog.palette_box.findData("standard"))
    assert seat_colour(config, 0) == QColor(palettes.STANDARD[0].code)
    assert _marker_colour(window) == QColor(palettes.STANDARD[0].code).name()


def _marker_colour(window) -> str:
    """The colour in the middle of the first seat's marker, beside its letter."""
    image = window.docks["playersDock"].players.boards[0].marker.pixmap().toImage()
    return image.pixelColor(image.width() // 2 - image.width() // 4, image.height() // 2).name()


def test_confirmations_off_skips_the_abandon_question(window, dialog, qtbot):
    _played(window, qtbot)
    asked = window.files.ask_new_game()
    assert asked is window.files.message_box and asked.objectName() == "abandonBox"
    asked.close()
    dialog.confirmations.setChecked(False)
    assert window.settings.confirmations is False
    assert window.files.new_game_dialog is None
    window.files.ask_new_game()
    assert window.files.message_box is asked  # no second question
    opened = window.files.new_game_dialog
    assert opened is not None and opened.isVisible()
    opened.close()


def test_autosave_folder_moves_the_autosave(window, dialog, qtbot, tmp_path):
    folder = tmp_path / "saves"
    dialog.set_folder(str(folder))
    assert window.controller.autosave == folder / storage.AUTOSAVE_NAME
    _played(window, qtbot)
    window.controller.flush_autosave()
    assert (folder / storage.AUTOSAVE_NAME).exists()
    assert session_files.autosave_path() == folder / storage.AUTOSAVE_NAME
    dialog.set_folder("")
    assert Path(window.controller.autosave).parent == storage.data_dir()


def test_language_from_the_dialog_retranslates_the_window(window, dialog, lang):
    dialog.language.setCurrentIndex(dialog.language.findData("de"))
    QApplication.sendPostedEvents()
    assert window.menus.game_menu.title() == "&Spiel"
    assert window.start_screen.new_button.text().startswith("Neues Spiel")
    assert window.menus.help_menu.title() == "&Hilfe"
    lang("en")
    assert window.menus.game_menu.title() == "&Game"


def test_open_results_are_made_again_in_the_new_language(window, lang):
    from tests.app.conftest import advance

    game = advance(Game(_config("human", "human"), 21), lambda s: s.phase == "over")
    window.controller.set_game(game)
    window.show_results()
    before = window.game_over_dialog
    assert before is not None and before.windowTitle() == "Game over"
    rows = before.table.rowCount()
    lang("de")
    after = window.game_over_dialog
    assert after is not None and after is not before and after.isVisible()
    assert after.windowTitle() == "Spielende"
    assert after.table.horizontalHeaderItem(0).text() == "Platz"
    assert after.table.rowCount() == rows == 2
    assert window.panel.title.text() == "<b>Spielende</b>"
