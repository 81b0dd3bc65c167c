"""After a broken autosave was refused, Continue is not offered for that same file.

The button stays in sight, disabled, with a tooltip saying why; an autosave written
afterwards (a new game) is offered again.
"""

from __future__ import annotations

import os

from PySide6.QtWidgets import QMessageBox

from powergrid.app.shared import session_files
from powergrid.rules import Game

from .conftest import config


def _broken_autosave():
    path = session_files.autosave_path()
    path.write_text('{"format": "powergrid-save", "version": 2, "seed": "not a number"}')
    return path


def test_continue_is_disabled_for_the_refused_autosave(qtbot, make_window):
    path = _broken_autosave()
    window = make_window()
    button = window.start_screen.continue_button
    assert button.isVisible() and button.isEnabled() and button.toolTip() == ""

    button.click()
    refusal = window.files.message_box
    assert refusal is not None and refusal.isVisible() and str(path) in refusal.text()
    refusal.button(QMessageBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: window.centre.currentWidget() is window.start_screen)

    assert button.isVisible() and not button.isEnabled()
    assert "could not be read" in button.toolTip()
    assert window.start_screen.new_button.isDefault()
    button.click()  # a disabled button does nothing: no second refusal
    assert window.files.message_box is refusal and not refusal.isVisible()


def test_a_new_autosave_is_offered_again(qtbot, make_window):
    path = _broken_autosave()
    window = make_window()
    assert window.files.continue_autosave() is False
    window.files.message_box.button(QMessageBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: window.centre.currentWidget() is window.start_screen)
    assert not window.start_screen.continue_button.isEnabled()

    # A game of another session replaces the file: that one can be continued.
    from powergrid.rules import save as savefile

    savefile.save(Game(config("human", "normal"), 4), path)
    os.utime(path, ns=(1, 1))  # a different modification time even on a coarse clock
    window.show_start_screen()
    button = window.start_screen.continue_button
    assert button.isEnabled() and button.toolTip() == ""
    button.click()
    assert window.controller.game is not None
    assert window.centre.currentWidget() is window.view
