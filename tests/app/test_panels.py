"""Each human decision page, refusals with the engine's reason, and undo."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from powergrid.app.table.board_view import AFFORDABLE, PLANNED
from powergrid.rules import PLANTS, Phase, best_run, plant_capacity
from powergrid.rules import actions as A

from . import decision_pages as pages
from .conftest import config, find_game


def click(qtbot, widget):
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def answer(qtbot, panel, yes: bool = True) -> None:
    """Answer the question the panel asked before a move (Settings: confirmations on)."""
    box = panel.question
    assert box is not None
    qtbot.waitUntil(box.isVisible, timeout=2000)
    button = QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.No
    click(qtbot, box.button(button))
    qtbot.waitUntil(lambda: panel.question is None, timeout=2000)


def test_auction_choose_and_bid_hot_seat(qtbot, window):
    c = window.controller
    c.new_game(config("human", "human"), 4)
    panel = window.panel
    assert panel.page_name == "choose"
    page = panel.current_page()
    first = c.state.current_player
    assert not page.passing.isEnabled()  # no passing in round 1
    plant = c.state.current_market()[1]
    click(qtbot, page.group.button(plant))
    assert page.bid.value() == plant
    assert window.docks["plantMarketDock"].market.selected == plant
    click(qtbot, page.offer)
    # The other human now bids: the minimum raise is prefilled.
    assert panel.page_name == "bid"
    assert c.state.current_player != first
    bid = panel.current_page()
    assert "Your turn" in panel.title.text()  # hot-seat: the change of player is shown
    assert bid.amount.value() == plant + 1
    assert f"plant <b>{plant}</b>" in bid.info.text()
    click(qtbot, bid.bid_button)
    assert c.state.auc_bid == plant + 1
    click(qtbot, panel.current_page().pass_button)  # the first player gives up
    assert plant in c.state.players[1 - first].plants
    assert any(
        "buys plant" in line for line in window.docks["logDock"].log.toPlainText().splitlines()
    )


def test_plant_market_click_selects_plant_for_auction(qtbot, window):
    c = window.controller
    c.new_game(config("human", "human"), 4)
    window.docks["plantMarketDock"].market.refresh()
    plant = c.state.current_market()[-1]
    click(qtbot, window.docks["plantMarketDock"].market.cards[plant])
    assert window.panel.current_page().plant == plant


def test_illegal_bid_is_refused_with_reason_and_changes_nothing(qtbot, window):
    c = window.controller
    c.new_game(config("human", "human"), 4)
    page = window.panel.current_page()
    plant = c.state.current_market()[0]
    click(qtbot, page.group.button(plant))
    page.bid.setValue(plant - 1)  # below the plant's number
    digest, log = c.state.digest(), len(c.game.log)
    click(qtbot, page.offer)
    assert c.state.digest() == digest and len(c.game.log) == log
    reason = window.panel.error.text()
    assert "at least the plant's number" in reason and window.panel.error.isVisible()
    assert "at least the plant's number" in window.statusBar().currentMessage()


def test_discard_page_offers_the_legal_discards(qtbot, window):
    game = find_game(
        ("human", "human", "human"), lambda s: s.phase == "auction" and s.discard_seat >= 0
    )
    c = window.controller
    c.set_game(game)
    panel = window.panel
    assert panel.page_name == "discard"
    page = panel.current_page()
    legal = [a for a in c.state.legal_actions()]
    assert page.choices.count() == len(legal) >= 1
    seat = c.state.current_player
    plants_before = len(c.state.players[seat].plants)
    click(qtbot, page.discard_button)
    assert len(c.state.players[seat].plants) == plants_before  # asked first
    answer(qtbot, panel)
    assert len(c.state.players[seat].plants) == plants_before - 1
    assert c.state.discard_seat == -1


def test_resources_page_shows_price_and_storage_and_refuses_overbuying(qtbot, window):
    game = find_game(
        ("human", "human"),
        lambda s: (
            s.phase == "resources"
            and any(PLANTS[p].kind == "coal" for p in s.players[s.current_player].plants)
            and s.players[s.current_player].room_for(0) < s.res_market[0]
        ),
    )
    c = window.controller
    c.set_game(game)
    page = window.panel.current_page()
    assert window.panel.page_name == "resources"
    seat = c.state.current_player
    me = c.state.players[seat]
    page.spins[0].setValue(1)
    assert "Total <b>" in page.total.text() and "fits your plants" in page.total.text()
    page.spins[0].setValue(page.spins[0].maximum())
    assert "does not fit" in page.total.text()
    digest = c.state.digest()
    click(qtbot, page.buy_button)
    assert c.state.digest() == digest
    assert "room for" in window.panel.error.text()
    page.spins[0].setValue(1)
    money, coal = me.money, me.res[0]
    click(qtbot, page.buy_button)
    assert c.state.players[seat].res[0] == coal + 1
    assert c.state.players[seat].money < money
    assert c.state.current_player != seat or c.state.phase != "resources"


def test_build_page_plans_on_the_map_and_builds(qtbot, window):
    game = find_game(
        ("human", "human"),
        lambda s: (
            s.phase == "build"
            and s.round >= 2
            and len(s.players[s.current_player].cities) >= 1
            and s.players[s.current_player].money >= 30
        ),
    )
    c = window.controller
    c.set_game(game)
    page = window.panel.current_page()
    assert window.panel.page_name == "build"
    scene = window.scene
    affordable = [n for n, item in scene.cities.items() if item.highlight == AFFORDABLE]
    assert affordable
    target = affordable[0]
    qtbot.mouseClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, pos=window.view.city_point(target)
    )
    assert page.plan == [target]
    assert scene.cities[target].highlight == PLANNED
    assert "Total <b>" in page.total.text()
    assert "planned as no. 1" in scene.cities[target].toolTip()
    others = [n for n, item in scene.cities.items() if item.highlight == AFFORDABLE]
    assert all("Elektro (house" in scene.cities[n].toolTip() for n in others)
    click(qtbot, page.back_button)
    assert page.plan == []
    # A city owned by someone else in step 1 is refused with the engine's reason.
    taken = next(
        (
            c.state.board.cities[i]
            for i, o in enumerate(c.state.owners)
            if o and c.state.current_player not in o
        ),
        None,
    )
    if taken is not None and c.state.step == 1:
        qtbot.mouseClick(
            window.view.viewport(), Qt.MouseButton.LeftButton, pos=window.view.city_point(taken)
        )
        assert "no free place" in window.panel.error.text()
    seat = c.state.current_player
    count = len(c.state.players[seat].cities)
    page.add_city(target)
    click(qtbot, page.confirm)
    assert len(c.state.players[seat].cities) == count + 1
    # Undo takes the house back (nothing hidden was revealed).
    assert window.menus.undo_action.isEnabled()
    window.menus.undo_action.trigger()
    assert len(c.state.players[seat].cities) == count
    # nothing more to take back: the item stays, and says why
    assert "Nothing to undo" in window.menus.undo_action.toolTip()


def test_bureaucracy_page_previews_income(qtbot, window):
    game = find_game(
        ("human", "human"),
        lambda s: (
            s.phase == "bureaucracy"
            and s.round >= 2
            and len(s.players[s.current_player].cities) >= 1
        ),
    )
    c = window.controller
    c.set_game(game)
    page = window.panel.current_page()
    assert window.panel.page_name == "bureaucracy"
    assert "income" in page.income.text()
    seat = c.state.current_player
    money = c.state.players[seat].money
    for check in page.checks.values():
        check.setChecked(False)
    assert "income <b>10</b>" in page.income.text()
    click(qtbot, page.run_button)
    assert c.state.players[seat].money == money  # fewer cities than it could: asked first
    answer(qtbot, window.panel)
    assert c.state.players[seat].money == money + 10


def test_undo_is_refused_after_a_card_was_drawn(qtbot, window):
    c = window.controller
    c.new_game(config("human", "human"), 4)
    page = window.panel.current_page()
    click(qtbot, page.offer)
    click(qtbot, window.panel.current_page().pass_button)  # sold: a card is drawn
    assert not c.can_undo()
    log = len(c.game.log)
    assert c.undo() is not None
    assert len(c.game.log) == log


def test_a_plan_of_four_cities_shows_whole_without_scrolling(qtbot, window):
    """The build plan's list is as tall as its rows (up to six): the fourth city does not
    hide behind a scroll bar at 1366×768."""
    window.resize(1366, 768)
    game = find_game(
        ("human", "human"),
        lambda s: (
            s.phase == Phase.BUILD and s.round >= 2 and s.player(s.current_player).money >= 90
        ),
    )
    c = window.controller
    c.set_game(game)
    page = window.panel.current_page()
    seat = c.state.current_player
    prices = {n: c.state.city_price(seat, n) for n in c.state.board.cities}
    for _price, city in sorted((p, n) for n, p in prices.items() if p is not None):
        if len(page.plan) == 4:
            break
        page.add_city(city)  # refused (and not planned) when the money runs short
    assert len(page.plan) == 4
    qtbot.wait(20)  # the column gives the panel the height it asks for
    assert page.steps.count() == 4
    assert page.steps.verticalScrollBar().maximum() == 0, "the plan scrolls"
    last = page.steps.visualItemRect(page.steps.item(3))
    assert page.steps.viewport().rect().contains(last)


def _short_of_fuel(s) -> bool:
    """A resources turn whose player holds fuel for fewer cities than his plants power."""
    if s.phase != Phase.RESOURCES:
        return False
    me = s.player(s.current_player)
    could = min(plant_capacity(me.plants), me.city_count)
    return best_run(me.plants, me.resources, me.city_count).powered < could


def test_moves_that_lose_something_are_asked_first_and_no_changes_nothing(qtbot, window):
    """Passing a round's auction, ending a build turn with a plan, buying no fuel when
    the plants lack it: a question, whose No leaves the game as it was and whose Yes
    makes the move. Buying what the plants need asks nothing."""
    panel = window.panel
    c = window.controller
    # passing the auction of a round (RULES 3.2)
    c.set_game(pages.position("choose"))
    seat, log = c.state.current_player, len(c.game.log)
    click(qtbot, panel.current_page().passing)
    assert panel.question.objectName() == "passRoundBox"
    answer(qtbot, panel, yes=False)
    assert (c.state.current_player, len(c.game.log)) == (seat, log)
    click(qtbot, panel.current_page().passing)
    answer(qtbot, panel)
    assert len(c.game.log) == log + 1 and isinstance(c.game.log[-1], A.Pass)
    # ending a build turn drops the plan: asked, and No keeps the plan
    c.set_game(pages.position("build"))
    page = panel.current_page()
    planned = pages.long_plan(panel, 2)
    click(qtbot, page.end_button)
    assert panel.question.objectName() == "endBuildBox"
    assert all(city in panel.question.informativeText() for city in planned)
    answer(qtbot, panel, yes=False)
    assert page.plan == planned and c.state.phase == Phase.BUILD
    # no fuel bought while the plants lack it
    game = find_game(("human", "human", "human"), _short_of_fuel)
    c.set_game(game)
    page = panel.current_page()
    seat, log = c.state.current_player, len(c.game.log)
    click(qtbot, page.buy_button)
    assert panel.question.objectName() == "buyNothingBox"
    answer(qtbot, panel, yes=False)
    assert len(c.game.log) == log
    spin = next(s for s in page.spins if s.maximum() > 0 and s.isEnabled())
    spin.setValue(1)
    if "not enough money" not in page.total.text() and "does not fit" not in page.total.text():
        click(qtbot, page.buy_button)  # something bought: nothing to ask
        assert panel.question is None and len(c.game.log) > log


def test_with_confirmations_off_nothing_is_asked(qtbot, window):
    window.settings = replace(window.settings, confirmations=False)
    panel = window.panel
    c = window.controller
    c.set_game(pages.position("choose"))
    log = len(c.game.log)
    click(qtbot, panel.current_page().passing)
    assert panel.question is None and len(c.game.log) == log + 1
