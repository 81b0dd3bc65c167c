"""The app refuses broken files with a message and keeps a game on screen; it tidies up.

A broken autosave offered for resuming shows a message naming the file and the
reason, then the start screen with its choices (never an empty table); temporary files of a
killed autosave are removed on the next start; settings edited into nonsense are
ignored.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from powergrid.app.shared import session_files, storage
from powergrid.app.shared.settings import qsettings

from ..qt_events import settle
from .conftest import config


def test_resuming_a_broken_autosave_names_the_file_and_returns_to_the_start(qtbot, make_window):
    path = session_files.autosave_path()
    path.write_text('{"format": "powergrid-save", "version": 2, "seed": ' + "9" * 5000 + "}")
    session_files.mark_running()
    assert session_files.crashed_session()
    window = make_window()
    box = window.files.offer_resume()
    box.button(QMessageBox.StandardButton.Yes).click()
    refusal = window.files.message_box
    assert refusal is not box and refusal.isVisible()
    assert str(path) in refusal.text() and "number of 5,000 characters" in refusal.text()
    assert window.controller.game is None
    refusal.button(QMessageBox.StandardButton.Ok).click()
    settle(qtbot, window)
    assert window.centre.currentWidget() is window.start_screen
    assert window.files.new_game_dialog is None and not refusal.isVisible()


def test_a_refused_file_keeps_the_running_game(tmp_path, window):
    c = window.controller
    c.new_game(config("human", "human"), 8)
    c.submit(c.state.legal_actions()[0])
    digest = c.state.digest()
    folder = tmp_path / "folder.pgsave"
    folder.mkdir()
    assert not window.files.load_from(folder)
    assert (
        "is a folder" in window.files.message_box.text()
        and str(folder) in window.files.message_box.text()
    )
    window.files.message_box.close()
    assert c.state.digest() == digest
    assert window.files.new_game_dialog is None  # a game is on screen: nothing else to offer


def test_temporary_files_of_a_killed_autosave_are_removed_on_the_next_start(make_window):
    folder = storage.data_dir()
    strays = [folder / f".autosave.pgsave.{tag}.tmp" for tag in ("a1b2", "zz_9")]
    for stray in strays:
        stray.write_text('{"format": "powergrid-sa')
    keep = folder / "notes.txt"
    keep.write_text("mine")
    make_window()
    assert not any(stray.exists() for stray in strays)
    assert keep.exists()


def test_settings_edited_into_nonsense_are_ignored(make_window):
    settings = qsettings()
    settings.setValue("ai/delay_ms", "banana")
    settings.setValue("window/geometry", "not a geometry")
    settings.setValue("window/state", 12)
    settings.sync()
    window = make_window(ai_delay_ms=None)
    assert window.controller.ai_delay_ms == 400
    for value, expected in (
        ("250", 250),
        ("-1", 400),
        ("99999999999", 400),
        (True, 400),
        ("1e3", 400),
        (" 75 ", 75),
    ):
        settings.setValue("ai/delay_ms", value)
        assert storage.setting_int(settings, "ai/delay_ms", 400, 0, 10_000) == expected
    assert storage.setting_bytes(settings, "window/state") is None


def test_a_version_1_save_opens_with_a_note(tmp_path, window):
    path = tmp_path / "old.pgsave"
    shutil.copy(Path(__file__).parents[1] / "rules" / "data" / "version1.pgsave", path)
    assert window.files.load_from(path)
    assert len(window.controller.game.log) == 60
    assert "version 1" in window.statusBar().currentMessage()
