"""The coach installed in the main window: dock, menu, H key, end screen, review."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from powergrid.ai import make_bot
from powergrid.app.coach.win_chances import WinChanceGraph
from powergrid.rules import Game

from ..qt_events import deliver_queued
from .conftest import OFFSCREEN_NOISE, config

pytestmark = pytest.mark.usefixtures("quick_coach")


def test_coach_menu_dock_and_hint_key(qtbot, make_window):
    window = make_window(ai_delay_ms=0)
    hooks = window.coach
    assert window.coach is hooks
    titles = [a.text() for a in window.menuBar().actions()]
    assert "C&oach" in titles
    assert hooks.hint_action.shortcut().toString() == "H"
    assert window.findChild(type(hooks.dock), "coachDock") is hooks.dock
    window.controller.new_game(config("human", "normal"), 4)
    qtbot.waitUntil(window.controller.human_to_move, timeout=10_000)
    hooks.hint_action.trigger()
    qtbot.waitUntil(lambda: hooks.panel.hint is not None, timeout=10_000)
    assert hooks.panel.hint.best.action in window.controller.state.legal_actions()
    hooks.chances_action.trigger()  # off
    assert not hooks.graph.isVisible() and not hooks.chances_action.isChecked()
    hooks.chances_action.trigger()  # on again
    assert hooks.graph.isVisible()
    hooks.shutdown()


def test_end_screen_offers_the_review(qtbot, make_window):
    window = make_window(ai_delay_ms=0)
    hooks = window.coach
    # The game's last rounds at the table (the earlier ones played without the window).
    game = Game(config("human", "normal"), 4)
    human = make_bot("normal", 3)
    bots = {0: human, 1: make_bot("normal", game.seed * 31 + 1)}
    end = game.state.limits().end_cities
    while max(p.city_count for p in game.state.player_views()) < end - 3:
        seat = game.state.current_player
        game.apply(bots[seat].choose(game.state.view(seat)))
    window.controller.set_game(game)
    c = window.controller
    # The chances of the rounds played before the table are estimated first.
    played = game.state.round - 1
    qtbot.waitUntil(lambda: len(hooks.tracker.history) >= played, timeout=60_000)
    while not c.state.is_terminal():
        if c.human_to_move():
            c.submit(human.choose(c.state.view(c.state.current_player)))
        else:
            qtbot.waitUntil(lambda: c.human_to_move() or c.state.is_terminal(), timeout=20_000)
    qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=5_000)
    dialog = window.game_over_dialog
    button = dialog.findChild(QPushButton, "analyseGameButton")
    assert button is not None
    # In the row of buttons, after New game; the win chances above the row.
    row = dialog.button_row
    assert row.indexOf(button) == row.indexOf(dialog.new_game_button) + 1
    graph = dialog.findChild(WinChanceGraph)
    assert graph is not None
    assert dialog.body.indexOf(graph) == dialog.body.count() - 2
    board = hooks.analyse_current()
    assert board is not None and board.game.log == c.game.log
    assert board.position == len(c.game.log) and board.review_task.busy()
    board.cancel_review()
    assert board.review_task.wait(30)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert len(hooks.boards) == 2
    hooks.shutdown()
    for w in hooks.boards:
        assert w.review_task.wait(60)


@pytest.mark.qt_log_ignore(OFFSCREEN_NOISE, "This plugin does not support raise")
def test_win_chances_turned_off_in_settings_hide_the_graph_and_stop_estimating(qtbot, make_window):
    from powergrid.app.shared.settings import win_chances_enabled

    window = make_window(ai_delay_ms=0)
    hooks = window.coach
    hooks.dock.show()
    dialog = window.menus.settings_action.open_dialog()
    box = dialog.win_chances
    assert box.text() == "Show win chances" and box.isChecked() and win_chances_enabled()
    assert hooks.graph.isVisible()

    box.setChecked(False)  # off: the graph goes at once, the option is stored
    assert not hooks.graph.isVisible() and not hooks.chances_action.isChecked()
    assert not win_chances_enabled()
    c = window.controller
    c.new_game(config("human", "normal"), 4)
    started = hooks.tracker.task.token
    human = make_bot("normal", 3)
    while c.state.round < 3:
        if c.human_to_move():
            c.submit(human.choose(c.state.view(0)))
        else:
            qtbot.waitUntil(c.human_to_move, timeout=10_000)
    deliver_queued()
    assert hooks.tracker.task.token == started, "an estimate was started while turned off"
    assert hooks.tracker.history == [] and not hooks.tracker.task.busy()

    box.setChecked(True)  # on: shown again, and the last finished round is estimated
    assert hooks.graph.isVisible() and hooks.chances_action.isChecked() and win_chances_enabled()
    qtbot.waitUntil(lambda: [r for r, _c in hooks.tracker.history] == [2], timeout=20_000)

    hooks.chances_action.trigger()  # off from the Coach menu: the open dialog follows
    assert not box.isChecked() and not hooks.graph.isVisible()
    dialog.close()
    hooks.shutdown()


def test_turning_win_chances_off_drops_a_running_estimate(qtbot, make_window, monkeypatch):
    import threading

    from powergrid.ai.coach import Coach
    from powergrid.app.shared.settings import set_win_chances_enabled

    release = threading.Event()
    real = Coach.win_chances

    def held(coach, view, levels=None):  # an estimate that lasts until the test lets it go
        release.wait(10)
        return real(coach, view, levels)

    monkeypatch.setattr(Coach, "win_chances", held)
    window = make_window(ai_delay_ms=0)
    tracker = window.coach.tracker
    window.controller.new_game(config("human", "normal"), 4)
    tracker.estimate(0)
    tracker.estimate(1)  # waits for the first
    assert tracker.task.busy() and len(tracker._pending) == 1
    set_win_chances_enabled(False)
    release.set()
    assert tracker.task.wait(10)
    deliver_queued()  # whatever the dropped estimate sent has arrived
    assert tracker.history == [] and tracker._pending == [] and not tracker._running
    window.coach.shutdown()


def test_the_coach_follows_a_language_switch(qtbot, make_window):
    from PySide6.QtWidgets import QApplication

    from powergrid.app.shared.i18n import language

    window = make_window(ai_delay_ms=0)
    hooks = window.coach
    plot = hooks.graph.plot  # the chart exists before the switch
    try:
        language().switch("de")
        QApplication.sendPostedEvents()
        assert hooks.dock.windowTitle() == "Trainer" and hooks.menu.title() == "&Trainer"
        assert hooks.hint_action.text() == "&Tipp"
        assert hooks.chances_action.text() == "Gewinn&chancen zeigen"
        assert hooks.panel.button.text() == "Tipp"
        assert plot.getPlotItem().titleLabel.text == "Gewinnchancen"
    finally:
        language().switch("en")
        QApplication.sendPostedEvents()
    assert hooks.dock.windowTitle() == "Coach" and plot.getPlotItem().titleLabel.text == (
        "Chances to win"
    )
    hooks.shutdown()
