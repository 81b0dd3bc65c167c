"""A complete game through the widgets: one human seat (clicks), one AI seat."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt

from powergrid.app.table.board_view import AFFORDABLE
from powergrid.rules import fuel_need

from .conftest import config


def click(qtbot, widget):
    assert widget.isEnabled(), widget.objectName()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def play_human_turn(qtbot, window) -> None:
    panel = window.panel
    page = panel.current_page()
    state = window.controller.state
    me = state.players[state.current_player]
    name = panel.page_name
    if name == "choose":
        market = state.current_market()
        affordable = [p for p in market if p <= me.money]
        if state.round == 1 or (len(me.plants) < 3 and affordable and me.money > 40):
            plant = affordable[-1] if state.round > 1 else affordable[0]
            click(qtbot, page.group.button(plant))
            assert page.bid.value() == plant  # the minimum is prefilled
            click(qtbot, page.offer)
        else:
            click(qtbot, page.passing)
    elif name == "bid":
        click(qtbot, page.pass_button)
    elif name == "discard":
        click(qtbot, page.discard_button)
    elif name == "resources":
        need = fuel_need(me.plants)
        burnt = need.burnt(need.hybrid)  # hybrids fed coal
        for r, spin in enumerate(page.spins):
            want = max(0, burnt[r] - me.res[r])
            spin.setValue(min(want, spin.maximum(), max(0, me.room_for(r))))
        if "not enough money" in page.total.text():
            for spin in page.spins:
                spin.setValue(0)
        click(qtbot, page.buy_button)
    elif name == "build":
        affordable = [n for n, item in window.scene.cities.items() if item.highlight == AFFORDABLE]
        capacity = sum(1 for _ in me.plants) * 2
        if affordable and len(me.cities) < capacity:
            target = min(
                affordable,
                key=lambda n: state.build_price(state.current_player, state.board.index[n]),
            )
            qtbot.mouseClick(
                window.view.viewport(),
                Qt.MouseButton.LeftButton,
                pos=window.view.city_point(target),
            )
            assert page.plan == [target]
            click(qtbot, page.confirm)
        else:
            click(qtbot, page.end_button)
    elif name == "bureaucracy":
        click(qtbot, page.run_button)
    else:
        raise AssertionError(f"unexpected page {name}")


def test_complete_game_through_the_widgets(qtbot, window):
    window.settings = replace(window.settings, confirmations=False)  # no questions asked
    window.controller.new_game(config("human", "normal"), 5)
    controller = window.controller
    for _ in range(3000):
        qtbot.waitUntil(
            lambda: controller.state.phase == "over" or controller.human_to_move(), timeout=10_000
        )
        if controller.state.phase == "over":
            break
        before = len(controller.game.log)
        play_human_turn(qtbot, window)
        assert len(controller.game.log) > before, window.panel.error.text()
    assert controller.state.phase == "over"
    human = controller.state.players[0]
    assert human.cities and human.plants  # the human really played
    qtbot.waitUntil(
        lambda: window.game_over_dialog is not None and window.game_over_dialog.isVisible()
    )
    table = window.game_over_dialog.table
    assert table.rowCount() == 2
    ranking = controller.state.outcome().ranking
    assert table.item(0, 1).text() == controller.game.names[ranking[0]]
    assert window.panel.page_name == "over"
    assert "over" in window.status.text()
