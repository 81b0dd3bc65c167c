"""The coach installed in the main window: dock, menu, H key, end screen, review."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from powergrid.ai import make_bot

from .conftest import config


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
    window.controller.new_game(config("human", "normal"), 4)
    human = make_bot("normal", 3)
    c = window.controller
    while not c.state.is_terminal():
        if c.human_to_move():
            c.submit(human.choose(c.state.view(c.state.current_player)))
        else:
            qtbot.waitUntil(lambda: c.human_to_move() or c.state.is_terminal(), timeout=20_000)
    qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=5_000)
    button = window.game_over_dialog.findChild(QPushButton, "reviewGameButton")
    assert button is not None
    review = hooks.review_current()
    assert review is not None and review.game.log == c.game.log
    review.cancel()
    assert review.task.wait(30)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert len(hooks.reviews) == 2
    hooks.shutdown()
    for w in hooks.reviews:
        assert w.task.wait(60)
