"""Step 2 and Step 3 are announced over the map when a move starts them (RULES 4)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication

from powergrid.app.shared.i18n import language
from powergrid.rules import Game

from .conftest import advance, config


def _play_into_step(window, step: int, seed: int) -> None:
    """The window shows the position before the move that starts ``step``; that move
    is then made through the controller, as a player would."""
    game = advance(Game(config("human", "human"), seed), lambda s: s.step == step)
    log = list(game.log)
    c = window.controller
    c.set_game(Game.from_log(game.config, game.seed, log[:-1]))
    assert c.state.step == step - 1
    assert c.submit(log[-1]) is None
    assert c.state.step == step


def test_step_2_is_announced_over_the_map_and_goes_with_a_click(qtbot, window):
    banner = window.step_banner
    _play_into_step(window, 2, seed=7)
    label = banner.label
    assert label.isVisible()
    text = label.text()
    assert "Step 2 begins" in text and "A city now takes 2 houses (10, 15 Elektro)" in text
    viewport = window.view.viewport()
    assert viewport.rect().contains(QRect(label.pos(), label.size()))
    assert label.heightForWidth(label.width()) <= label.height()
    window.show_round_summary(window.controller.last_round_log)  # a summary in a corner
    assert window.summary.isVisible()
    summary = QRect(window.summary.mapToGlobal(QPoint(0, 0)), window.summary.size())
    assert not summary.intersects(QRect(label.mapToGlobal(QPoint(0, 0)), label.size()))
    assert viewport.rect().contains(QRect(label.pos(), label.size()))
    try:
        language().switch("de")
        QApplication.sendPostedEvents()
        assert "Stufe 2" in label.text()
    finally:
        language().switch("en")
        QApplication.sendPostedEvents()
    qtbot.mouseClick(label, Qt.MouseButton.LeftButton)
    assert not label.isVisible()


def test_step_3_names_the_market_of_six(qtbot, window):
    _play_into_step(window, 3, seed=8)
    text = window.step_banner.label.text()
    assert window.step_banner.label.isVisible()
    assert "Step 3 begins" in text and "3 houses (10, 15, 20 Elektro)" in text
    n = len(window.controller.state.plant_market().current)
    assert f"All {n} plants of the market are for sale" in text
    window.controller.new_game(config("human", "human"), 3)
    assert not window.step_banner.label.isVisible()
