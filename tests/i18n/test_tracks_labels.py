"""The tracks' phase tabs and step line stay readable in a narrow column: a tab too
narrow for its name shows its number (the tooltip names it), never a 7-pixel word."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF

from powergrid.app.window.mainwindow import MainWindow
from powergrid.rules import GameConfig, SeatConfig

from ..qt_events import settle

NAMES = ("Ann", "Ben", "Cleo", "Dan", "Eva", "Finn")


@pytest.mark.parametrize("code", ["de", "zh_TW"])
def test_phase_tabs_and_step_line_are_readable_at_1280x720(qtbot, lang, code):
    lang(code)
    win = MainWindow(ai_delay_ms=0, autosave=False, restore_layout=False, session=False)
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    seats = tuple(SeatConfig(name=n, controller="human") for n in NAMES)
    win.controller.new_game(GameConfig(map="usa", seats=seats), 3)  # six markers in the row
    settle(qtbot, win)  # the docks come back with the table
    tracks = win.docks["tracksDock"].tracks
    tracks.repaint()
    phases, step = tracks.labels[:5], tracks.labels[5]
    current = [label for _cell, label, font in phases if font.bold()]
    assert len(current) == 1 and " " in current[0], "the current phase is named"
    for cell, label, font in tracks.labels:
        text = QFontMetricsF(font)
        assert font.pixelSize() >= 8, f"{label!r} drawn {font.pixelSize()} px high"
        assert text.horizontalAdvance(label) <= cell.width(), f"{label!r} is cut"
    assert step[1], "the step line says the step"
    win.coach.shutdown()
    win.controller.shutdown()
