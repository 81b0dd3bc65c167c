"""The decision panel's keys work wherever the focus is: Enter does the main action,
Esc drops the choice being prepared, H asks the coach, Ctrl+Z undoes or says why not."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from powergrid.rules import Game, Phase

from .conftest import advance, config, find_game


@pytest.fixture
def table(qtbot, make_window):
    """A window with two human seats, active so that its shortcuts fire."""
    window = make_window()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    hints: list[int] = []
    window.coach.hint_action.triggered.connect(lambda: hints.append(1))
    window.hints = hints
    yield window
    window.coach.shutdown()


def _focus(qtbot, widget) -> None:
    widget.setFocus()
    qtbot.waitUntil(widget.hasFocus, timeout=1000)


def _ctrl_z(qtbot, widget) -> None:
    qtbot.keyClick(widget, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def test_auction_keys_with_the_bid_box_focused(qtbot, table):
    c = table.controller
    c.new_game(config("human", "human"), 4)
    panel = table.panel
    page = panel.current_page()
    assert panel.page_name == "choose"
    _focus(qtbot, page.bid)
    qtbot.keyClick(page.bid, Qt.Key.Key_H)  # a hint, not a letter in the box
    assert table.hints == [1]
    assert table.coach.dock.isVisible()
    plant = page.plant
    page.bid.setValue(plant + 5)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)  # back to the minimum
    assert page.bid.value() == plant
    # Ctrl+Z: nothing of this player's to take back; the reason is said, not swallowed
    _focus(qtbot, page.bid)
    _ctrl_z(qtbot, page.bid)
    assert "Nothing to undo" in panel.error.text()
    assert "Nothing to undo" in table.statusBar().currentMessage()
    assert table.menus.undo_action.isEnabled()
    assert "Nothing to undo" in table.menus.undo_action.toolTip()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # after H and Esc: offers
    assert c.state.auc_plant == plant
    bid = panel.current_page()
    assert panel.page_name == "bid"
    _focus(qtbot, bid.amount)
    qtbot.keyClick(bid.amount, Qt.Key.Key_H)
    assert table.hints == [1, 1]
    panel.clear_refusal()
    _ctrl_z(qtbot, bid.amount)  # the other player offered: nothing of this one's to undo
    assert "Nothing to undo" in panel.error.text()
    bid.amount.lineEdit().selectAll()
    qtbot.keyClicks(bid.amount, str(plant + 3))  # typed, then Enter at once
    qtbot.keyClick(bid.amount, Qt.Key.Key_Enter)
    assert c.state.auc_bid == plant + 3


def test_build_keys_with_the_map_focused_after_a_city_click(qtbot, table):
    game = advance(Game(config("human", "human"), 5), lambda s: s.phase == Phase.BUILD)
    c = table.controller
    c.set_game(game)
    seat = c.state.current_player
    panel = table.panel
    assert panel.page_name == "build"
    prices = {n: c.state.city_price(seat, n) for n in c.state.board.cities}
    city = min((p, n) for n, p in prices.items() if p is not None)[1]
    houses = c.state.player(seat).city_count
    view = table.view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.city_point(city))
    _focus(qtbot, view)  # the map keeps the focus after the click
    assert panel.current_page().plan == [city]
    qtbot.keyClick(view, Qt.Key.Key_Escape)  # Esc: the plan is cleared
    assert panel.current_page().plan == []
    panel.city_clicked(city)
    qtbot.keyClick(view, Qt.Key.Key_H)
    assert table.hints == [1]
    _focus(qtbot, view)
    qtbot.keyClick(view, Qt.Key.Key_Return)  # "Enter: build"
    assert c.state.player(seat).city_count == houses + 1
    assert c.state.current_player == seat and c.state.phase == Phase.BUILD
    assert table.menus.undo_action.toolTip() == "Take back your last move of this turn"
    _ctrl_z(qtbot, view)  # the build is taken back
    assert c.state.player(seat).city_count == houses
    assert panel.error.text() == ""
    qtbot.keyClick(view, Qt.Key.Key_Return)  # no plan: Enter ends the turn
    assert c.state.current_player != seat or c.state.phase != Phase.BUILD


def test_resources_and_bureaucracy_keys(qtbot, table):
    game = advance(Game(config("human", "human"), 6), lambda s: s.phase == Phase.RESOURCES)
    c = table.controller
    c.set_game(game)
    panel = table.panel
    assert panel.page_name == "resources"
    seat = c.state.current_player
    page = panel.current_page()
    spin = next(s for s in page.spins if s.maximum() > 0)
    _focus(qtbot, spin)
    spin.setValue(1)
    qtbot.keyClick(spin, Qt.Key.Key_Escape)  # Esc: buy nothing
    assert page.amounts() == [0, 0, 0, 0]
    qtbot.keyClick(spin, Qt.Key.Key_H)
    assert table.hints == [1]
    _ctrl_z(qtbot, spin)
    assert "Nothing to undo" in panel.error.text()
    qtbot.keyClick(spin, Qt.Key.Key_Return)  # buys nothing and ends the turn
    assert c.state.current_player != seat or c.state.phase != Phase.RESOURCES
    advance(c.game, lambda s: s.phase == Phase.BUREAUCRACY)
    c.set_game(c.game)
    assert panel.page_name == "bureaucracy"
    seat = c.state.current_player
    money = c.state.player(seat).money
    check = next(iter(panel.current_page().checks.values()))
    _focus(qtbot, check)
    qtbot.keyClick(check, Qt.Key.Key_H)
    assert table.hints == [1, 1]
    qtbot.keyClick(check, Qt.Key.Key_Return)  # Enter on a plant's box runs, not ticks
    assert c.state.player(seat).money > money


def test_undo_is_never_greyed_and_names_its_reason(qtbot, table):
    menus = table.menus
    c = table.controller
    assert menus.undo_action.isEnabled()
    assert menus.undo_action.toolTip() == "There is no game running."
    c.new_game(config("normal", "human"), 4)
    qtbot.waitUntil(c.human_to_move, timeout=10_000)
    assert "only your own moves" in menus.undo_action.statusTip()


def test_discard_keys_with_the_list_focused(qtbot, table):
    game = find_game(
        ("human", "human", "human"), lambda s: s.phase == Phase.AUCTION and s.discard_seat >= 0
    )
    c = table.controller
    c.set_game(game)
    panel = table.panel
    assert panel.page_name == "discard"
    choices = panel.current_page().choices
    seat = c.state.current_player
    plants = len(c.state.player(seat).plants)
    _focus(qtbot, choices)
    qtbot.keyClick(choices, Qt.Key.Key_H)  # not a search in the list: a hint
    assert table.hints == [1]
    qtbot.keyClick(choices, Qt.Key.Key_Return)  # discards the chosen plant
    assert len(c.state.player(seat).plants) == plants - 1


def test_esc_closes_the_round_summary_before_it_drops_the_choice(qtbot, table):
    game = advance(Game(config("human", "human"), 4), lambda s: s.round == 2)
    c = table.controller
    c.set_game(game)
    table.show_last_summary()
    assert table.summary.isVisible()
    panel = table.panel
    page = panel.current_page()
    assert panel.page_name == "choose"
    _focus(qtbot, page.bid)
    page.bid.setValue(page.plant + 4)
    qtbot.keyClick(page.bid, Qt.Key.Key_Escape)  # the summary goes, the bid stays
    assert not table.summary.isVisible() and page.bid.value() == page.plant + 4
    qtbot.keyClick(page.bid, Qt.Key.Key_Escape)  # then the bid goes back to the minimum
    assert page.bid.value() == page.plant
