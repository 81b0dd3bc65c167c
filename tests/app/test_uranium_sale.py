"""The uranium sale of the mines at the table (docs/rules.md 8.111): a person sells or
keeps it on its own page of the decision panel, and the resource market dock shows
the uranium market the mines sell into."""

from __future__ import annotations

import os

from PySide6.QtCore import Qt

from powergrid.ai import SimpleBot
from powergrid.rules import Game, GameConfig, SeatConfig

from ..qt_events import settle


def _sale_game() -> Game:
    """An Australia game of three people, stopped where a seat sells or keeps uranium
    (the simple bot plays every move before)."""
    seats = tuple(SeatConfig(name=n, controller="human") for n in ("Ann", "Ben", "Cleo"))
    config = GameConfig(map="australia", edition="recharged", seats=seats)
    for seed in range(1, 20):
        game = Game(config, seed)
        bots = [SimpleBot(11 + s) for s in range(3)]
        for _ in range(3000):
            state = game.state
            if state.is_terminal():
                break
            if state.decision().kind == "sell_uranium":
                return game
            game.apply(bots[state.current_player].choose(state))
    raise AssertionError("no seed reaches a uranium sale")


def test_a_person_sells_uranium_from_the_decision_panel(qtbot, make_window):
    # RULES 8.111: the page names the sale's earnings; its button sells.
    window = make_window()
    window.resize(1280, 720)
    game = _sale_game()
    window.controller.set_game(game)
    settle(qtbot, window)
    panel = window.docks["decisionDock"].panel
    assert panel.page_name == "sell_uranium"
    page = panel.pages["sell_uranium"]
    decision = game.state.decision()
    assert f"<b>{decision.income}</b>" in page.label.text()  # type: ignore[union-attr]
    market = window.docks["resourceMarketDock"].market.uranium
    assert market.isVisible() and "Uranium market of the mines" in market.text()
    if os.environ.get("POWERGRID_SHOT"):  # a picture to look at, when asked
        window.grab().save(os.environ["POWERGRID_SHOT"])
    seat = game.state.current_player
    money = game.state.players[seat].money
    qtbot.mouseClick(page.sell_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: game.state.players[seat].money == money + decision.income)  # type: ignore[union-attr]
