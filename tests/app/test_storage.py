"""Save/load, broken saves, autosave and crash recovery, docks and settings."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from powergrid.app.shared import session_files
from powergrid.rules import actions as A

from .conftest import config


def _play_some(c, count=3):
    for _ in range(count):
        c.submit(c.state.legal_actions()[0])


def test_save_and_load_round_trip(tmp_path, window, make_window):
    c = window.controller
    c.new_game(config("human", "human"), 8)
    _play_some(c)
    path = tmp_path / "game.pgsave"
    assert window.files.save_to(path)
    other = make_window()
    assert other.files.load_from(path)
    assert other.controller.state.digest() == c.state.digest()
    assert other.controller.game.log == c.game.log


def test_broken_save_is_refused_and_the_game_untouched(tmp_path, window):
    c = window.controller
    c.new_game(config("human", "human"), 8)
    _play_some(c)
    good = tmp_path / "good.pgsave"
    window.files.save_to(good)
    text = good.read_text()
    broken = tmp_path / "broken.pgsave"
    broken.write_text(text[: len(text) // 2])
    digest, log = c.state.digest(), list(c.game.log)
    assert not window.files.load_from(broken)
    assert c.state.digest() == digest and c.game.log == log
    box = window.files.message_box
    assert box is not None and box.isVisible()
    assert "not valid JSON" in box.text()
    box.button(QMessageBox.StandardButton.Ok).click()
    altered = tmp_path / "altered.pgsave"
    altered.write_text(text.replace('"digest": "', '"digest": "0'))
    assert not window.files.load_from(altered)
    assert "altered" in window.files.message_box.text()
    window.files.message_box.close()


def test_autosave_after_every_action_and_resume_after_a_crash(qtbot, window, make_window):
    c = window.controller
    c.new_game(config("human", "human"), 9)
    _play_some(c, 4)
    path = session_files.autosave_path()
    qtbot.waitUntil(lambda: not c.autosave_pending)
    assert path.exists()
    assert session_files.running_marker().exists()
    log = list(c.game.log)
    # Simulate a crash: the marker stays; the next start offers to resume.
    assert session_files.crashed_session()
    second = make_window()
    box = second.files.offer_resume()
    assert box.isVisible()
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    assert second.controller.game is not None
    assert second.controller.game.log == log


def test_clean_exit_leaves_no_resume_offer(window):
    window.controller.new_game(config("human", "human"), 9)
    window.controller.submit(A.ChoosePlant(plant=3, bid=3))
    window.close()
    assert session_files.autosave_path().exists()
    assert not session_files.crashed_session()


def test_docks_have_stable_names_and_layout_is_remembered(make_window):
    from powergrid.app.window.docks import DOCKS

    first = make_window()
    assert list(first.docks) == [dock.name for dock in DOCKS]
    assert all(dock.objectName() == name for name, dock in first.docks.items())
    first.controller.new_game(config("human", "human"), 3)
    first.docks["logDock"].hide()
    first.docks["coachDock"].show()
    first.close()
    second = make_window()
    # The start screen stands alone, the coach included.
    assert not any(dock.isVisible() for dock in second.docks.values())
    second.controller.new_game(config("human", "human"), 3)
    assert not second.docks["logDock"].isVisible()
    assert second.docks["playersDock"].isVisible() and second.docks["coachDock"].isVisible()


def test_docks_show_markets_players_and_log(window):
    c = window.controller
    c.new_game(config("human", "normal"), 2)
    window.docks["plantMarketDock"].market.refresh()
    window.docks["playersDock"].players.refresh()
    state = c.state
    assert sorted(window.docks["plantMarketDock"].market.cards) == sorted(state.market)
    assert f"{len(state.deck)} cards" in window.docks["plantMarketDock"].market.info.toolTip()
    assert "Step 1" in window.docks["plantMarketDock"].market.info.toolTip()
    supply = state.supply()
    assert "Bank supply" in window.docks["resourceMarketDock"].market.supply.text()
    assert all(
        f"</span> {n}" in window.docks["resourceMarketDock"].market.supply.text() for n in supply
    )
    boards = window.docks["playersDock"].players.boards
    assert len(boards) == 2
    assert boards[0].money.text() == "50 Elektro"
    assert "Round 1" in window.docks["logDock"].log.toPlainText()
    assert "Round 1" in window.status.text()


def test_start_shows_the_start_screen_with_continue_only_after_a_game(window, make_window):
    window.start(crashed=False)
    screen = window.start_screen
    assert window.centre.currentWidget() is screen
    assert screen.continue_button.isHidden()  # nothing autosaved yet
    assert not any(d.isVisible() for d in window.docks.values())
    screen.new_button.click()
    assert window.files.new_game_dialog is not None and window.files.new_game_dialog.isVisible()
    window.files.new_game_dialog.accept()
    assert window.centre.currentWidget() is window.view
    window.controller.submit(
        A.ChoosePlant(
            plant=window.controller.state.current_market()[0],
            bid=window.controller.state.current_market()[0],
        )
    )
    log = list(window.controller.game.log)
    window.close()
    second = make_window()
    second.start(crashed=False)
    assert not second.start_screen.continue_button.isHidden()
    second.start_screen.continue_button.click()
    assert second.controller.game.log == log
    assert second.files.save_path is None  # Ctrl+S asks where: the autosave is not a save


def test_a_layout_saved_with_other_docks_is_not_restored(make_window):
    """The layout version follows the docks: one more dock, another version."""
    from powergrid.app.shared.settings import qsettings
    from powergrid.app.table.dock import RIGHT, Dock, Place, layout_version
    from powergrid.app.window.docks import DOCKS, LAYOUT_VERSION

    class ExtraDock(Dock):
        name = "extraDock"
        place = Place(RIGHT, order=70)

    assert layout_version(DOCKS) == LAYOUT_VERSION != layout_version((*DOCKS, ExtraDock))
    first = make_window()
    first.controller.new_game(config("human", "human"), 3)
    first.docks["logDock"].hide()
    settings = qsettings()
    settings.setValue("window/state", first.saveState(LAYOUT_VERSION + 1))
    settings.sync()
    second = make_window()
    second.controller.new_game(config("human", "human"), 3)
    assert second.docks["logDock"].isVisible()  # the default layout, not the other one


def test_open_and_save_as_start_where_the_player_last_saved(tmp_path, window, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from powergrid.app.shared import settings

    asked: list[str] = []
    folder = tmp_path / "my saves"
    folder.mkdir()

    def save_name(_parent, _title, start, _filter):
        asked.append(start)
        return str(folder / "evening.pgsave"), ""

    def open_name(_parent, _title, start, _filter):
        asked.append(start)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", open_name)
    window.controller.new_game(config("human", "human"), 5)
    first = settings.files_folder()
    assert first != folder and first.is_dir()  # the documents folder, or home
    window.files.ask_save_as()
    assert asked[0] == str(first / "game.pgsave")
    assert (folder / "evening.pgsave").is_file()
    window.files._open_dialog()
    assert asked[1] == str(folder)  # remembered in the settings
    folder.rename(tmp_path / "moved")
    assert settings.files_folder() == first  # a folder gone is not offered
