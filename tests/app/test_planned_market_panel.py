"""The plant market panel on a board whose market is planned (docs/rules.md 8.21):
every plant is for sale in steps 1 and 2, so no row is called the future market."""

from __future__ import annotations

from powergrid.rules import Game

from .conftest import config


def test_a_planned_market_is_shown_all_for_sale(qtbot, window):  # RULES 8.21
    c = window.controller
    c.set_game(Game(config("human", "human", "human").model_copy(update={"map": "china"}), 3))
    panel = window.docks["plantMarketDock"].market
    qtbot.waitUntil(lambda: panel.info.text() != "No game")
    assert c.state.step == 1 and not c.state.plant_market().future
    assert panel.info.text() == "<b>Plants</b>: every one for sale"
    assert set(panel.cards) == set(c.state.plant_market().current)


def test_a_shuffled_market_shows_its_future_row(qtbot, window):  # RULES 1.3
    c = window.controller
    c.set_game(Game(config("human", "human", "human"), 3))
    panel = window.docks["plantMarketDock"].market
    qtbot.waitUntil(lambda: panel.info.text() != "No game")
    assert "below: future market" in panel.info.text()
