"""A window that holds a chart and a worker thread is retired safely: its thread stopped,
its chart's view closed, then deleted (a chart deleted with its view open crashed Qt)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QThread
from PySide6.QtWidgets import QGraphicsView
from shiboken6 import isValid

from powergrid.app.shared.retire import retire
from powergrid.app.window.mainwindow import MainWindow
from powergrid.rules import Game

from .conftest import advance, config


def _delete_now() -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_a_table_with_its_win_chance_chart_is_retired_and_deleted(qtbot):
    window = MainWindow(ai_delay_ms=0, autosave=False, restore_layout=False, session=False)
    window.show()
    window.controller.new_game(config("human", "normal"), 3)
    window.coach.dock.show()
    graph = window.coach.graph
    graph.tracker.history = [(1, (0.5, 0.5)), (2, (0.4, 0.6))]
    plot = graph.plot  # the chart, drawn with two rounds
    graph.refresh()
    qtbot.waitUntil(plot.isVisible)
    thread = window.findChild(QThread)
    views = window.findChildren(QGraphicsView)
    assert thread is not None and thread.isRunning()
    assert plot in views
    retire(window)
    assert not thread.isRunning()  # stopped before anything is deleted
    assert not any(view.isVisible() for view in views) and not window.isVisible()
    assert isValid(window)  # deleted later, from the event loop
    _delete_now()
    assert not isValid(window) and not isValid(plot) and not isValid(thread)


def test_the_last_games_end_screen_is_retired_when_a_new_game_starts(qtbot, window):
    """The end screen's charts go with it, not when the window closes."""
    over = advance(Game(config("human", "human"), 21), lambda s: s.phase == "over")
    window.controller.set_game(over)
    window.show_results()
    end_screen = window.game_over_dialog
    assert end_screen is not None and end_screen.findChildren(QGraphicsView)
    window.controller.new_game(config("human", "normal"), 4)
    assert window.game_over_dialog is None
    _delete_now()
    assert not isValid(end_screen)
