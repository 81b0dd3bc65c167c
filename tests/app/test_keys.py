"""The decision panel's keys work wherever the focus is: Enter does the main action,
Esc drops the choice being prepared, H asks the coach, Ctrl+Z undoes or says why not."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QCheckBox,
    QLineEdit,
    QListWidget,
    QPushButton,
)

from powergrid.rules import RESOURCES, Game, Phase, fuel_need, income
from powergrid.rules import actions as A

from . import decision_pages as pages
from .conftest import OFFSCREEN_NOISE, RAISE_NOISE, advance, config, find_game


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


def _yes(qtbot, panel) -> None:
    """Y answers the panel's question (the box's own key for its Yes button); the keys
    go back to the table."""
    box = panel.question
    assert box is not None, "no question was asked"
    qtbot.waitUntil(box.isVisible, timeout=2000)
    qtbot.keyClick(box, Qt.Key.Key_Y)
    qtbot.waitUntil(lambda: panel.question is None, timeout=2000)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is panel.window(), timeout=2000)


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
    qtbot.keyClick(view, Qt.Key.Key_Return)  # no plan: Enter ends the turn…
    box = panel.question  # …after a yes: nothing is built and cities are within reach
    assert box is not None and "End your turn without building?" == box.text()
    assert c.state.current_player == seat
    _yes(qtbot, panel)
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
    qtbot.keyClick(choices, Qt.Key.Key_Return)  # discards the chosen plant, after a yes
    assert len(c.state.player(seat).plants) == plants
    _yes(qtbot, panel)
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


# ----- Enter after every button: the page's own action, never the button clicked last -----


def _announced(panel) -> list | None:
    """The moves the current page's key line promises for Enter, read from what the page
    shows (None: Enter makes no move there, e.g. a city name waiting in the field)."""
    page = panel.current_page()
    name = panel.page_name
    if name == "choose":
        return [A.ChoosePlant(plant=page.plant, bid=page.bid.value())]
    if name == "bid":
        return [A.Bid(amount=page.amount.value())]
    if name == "discard":
        return [page.choices.currentItem().data(Qt.ItemDataRole.UserRole)]
    if name == "resources":
        buys = [
            A.Buy(resource=RESOURCES[r], amount=spin.value())
            for r, spin in enumerate(page.spins)
            if spin.value()
        ]
        return [*buys, A.Done()]
    if name == "build":
        if page.city_field.text():
            return None
        return [A.Build(city=c) for c in page.plan] if page.plan else [A.Done()]
    if name == "bureaucracy":
        return [page.action()]
    return None


def _buttons(panel) -> list[str]:
    """The object names of the current page's buttons a player can click now."""
    page = panel.current_page()
    found = [*page.findChildren(QAbstractButton), *page.action_rows.findChildren(QAbstractButton)]
    return [
        b.objectName()
        for b in found
        if b.isVisible() and b.isEnabled() and not isinstance(b.parentWidget(), QLineEdit)
    ]


def _record(controller) -> list[list]:
    """Every move the panel hands the controller, as a list of actions per hand-over."""
    made: list[list] = []
    submit, submit_many = controller.submit, controller.submit_many

    def one(action):
        made.append([action])
        return submit(action)

    def many(actions):
        made.append(list(actions))
        return submit_many(actions)

    controller.submit, controller.submit_many = one, many
    return made


def test_enter_after_every_button_of_every_page_does_what_the_key_line_says(qtbot, table):
    """A player clicks any button of a page (a plant, Take back, Cheapest order, Pass,
    a plant's run box…), then presses Enter: the move made is the one the key line of
    the page now shown announces (for the page the click led to, if it made a move).
    Questions are off here: what Enter asks is another test's."""
    panel = table.panel
    panel.confirmations = lambda: False
    c = table.controller
    made = _record(c)
    checked = surprises = 0
    for where in pages.PAGES:
        c.set_game(pages.position(where))
        names = _buttons(panel)
        assert names, where
        for name in names:
            c.set_game(pages.position(where))
            if where == "build":
                assert len(pages.long_plan(panel)) >= 3
            page = panel.current_page()
            button = next(
                b
                for b in [*page.findChildren(QAbstractButton)]
                + [*page.action_rows.findChildren(QAbstractButton)]
                if b.objectName() == name
            )
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            if not c.human_to_move():
                continue  # the click ended the game's last human decision
            expected = _announced(panel)
            made.clear()
            qtbot.keyClick(QApplication.focusWidget() or table, Qt.Key.Key_Return)
            checked += 1
            got = made[0] if made else None
            if got != expected:
                surprises += 1
                print(f"{where}: after {name}, Enter made {got}, the page said {expected}")
    print(f"Enter after {checked} clicks on {len(pages.PAGES)} pages: {surprises} surprises")
    assert checked >= 20
    assert surprises == 0


def test_focus_goes_to_the_acting_players_page_at_every_handover(qtbot, table):
    """Hot-seat: whoever is to move finds the focus on his page's first control."""
    c = table.controller
    panel = table.panel
    expected = {
        "choose": QPushButton,
        "bid": QAbstractSpinBox,
        "discard": QListWidget,
        "resources": QAbstractSpinBox,
        "build": QLineEdit,
        "bureaucracy": QCheckBox,
    }
    for where in pages.PAGES:
        table.view.setFocus()  # where the last player left it
        c.set_game(pages.position(where))
        focus = QApplication.focusWidget()
        kind = expected[panel.page_name]
        assert isinstance(focus, kind), f"{where}: the focus is on {focus}"
        assert panel.isAncestorOf(focus)


def _key(qtbot, key, text: str = "") -> None:
    """One key pressed where the focus is (the window's shortcuts see it first)."""
    target = QApplication.focusWidget()
    assert target is not None, "nothing has the focus"
    if text:
        qtbot.keyClicks(target, text)
    else:
        qtbot.keyClick(target, key)


# (the offscreen platform cannot grab the keyboard for the city name's completion list)
@pytest.mark.qt_log_ignore(OFFSCREEN_NOISE, RAISE_NOISE, "does not support grabbing the keyboard")
def test_a_round_played_with_the_keys_alone(qtbot, table):
    """Two players at one screen play round 1 and the auction of round 2 with key events
    only: ←/→ and Enter choose and offer, digits and Enter bid, Tab and Space pass, the
    up arrow buys, a typed city name and Enter plan and build, Space and Enter run the
    plants, and Y answers the questions (RULES 3.1-3.5)."""
    c = table.controller
    panel = table.panel
    c.new_game(config("human", "human"), 4)
    first = c.state.current_player
    # Auction: the first player picks the second plant with → and offers it
    choose = panel.current_page()
    market = list(c.state.current_market())
    assert QApplication.focusWidget() is choose.group.button(market[0])
    _key(qtbot, Qt.Key.Key_Right)
    assert choose.plant == market[1]
    _key(qtbot, Qt.Key.Key_Return)
    assert c.state.auc_plant == market[1]
    # the other player types a bid over the amount offered, and Enter bids
    assert panel.page_name == "bid" and c.state.current_player != first
    _key(qtbot, None, str(market[1] + 2))
    _key(qtbot, Qt.Key.Key_Return)
    assert c.state.auc_bid == market[1] + 2
    # the first player lets it go: Tab to Pass, Space
    assert panel.page_name == "bid" and c.state.current_player == first
    bid = panel.current_page()
    _key(qtbot, Qt.Key.Key_Tab)
    _key(qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is bid.pass_button
    _key(qtbot, Qt.Key.Key_Space)
    assert market[1] in c.state.player(1 - first).plants
    # the first player is left alone in round 1: Enter buys the cheapest at its number
    assert panel.page_name == "choose" and c.state.current_player == first
    _key(qtbot, Qt.Key.Key_Return)
    assert len(c.state.player(first).plants) == 1
    # Resources, in reverse order: ↑ counts up the kind in focus to what the plant burns,
    # Enter buys it and ends the turn
    for _ in range(2):
        assert panel.page_name == "resources"
        seat = c.state.current_player
        me = c.state.player(seat)
        held = tuple(me.resources)
        spins = panel.current_page().spins
        kind = spins.index(QApplication.focusWidget())
        need = fuel_need(me.plants)
        wanted = need.burnt(need.hybrid)[kind]
        for _ in range(wanted):
            _key(qtbot, Qt.Key.Key_Up)
        _key(qtbot, Qt.Key.Key_Return)
        assert c.state.player(seat).resources[kind] == held[kind] + wanted > held[kind]
    # Building: the cheapest city's name typed in part, Enter plans it, Enter builds it,
    # Enter ends the turn (a city was built: nothing to ask)
    for _ in range(2):
        assert panel.page_name == "build"
        seat = c.state.current_player
        state = c.state
        city = min(
            (state.city_price(seat, n), n)
            for n in state.board.cities
            if state.is_legal(A.build(n)) is None
        )[1]
        _key(qtbot, None, city.lower())
        _key(qtbot, Qt.Key.Key_Return)
        assert panel.current_page().plan == [city]
        _key(qtbot, Qt.Key.Key_Return)
        assert city in c.state.player(seat).cities
        _key(qtbot, Qt.Key.Key_Return)
        assert panel.question is None
    # Bureaucracy: the first player takes his plant out of the run with Space; Enter asks
    # (fewer cities powered than he could) and Y runs nothing; the second runs with Enter
    for turn in range(2):
        assert panel.page_name == "bureaucracy"
        seat = c.state.current_player
        money = c.state.player(seat).money
        qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), QCheckBox), timeout=2000)
        box = QApplication.focusWidget()
        assert box.isChecked()  # fuel for it was bought
        if turn == 0:
            _key(qtbot, Qt.Key.Key_Space)
            assert not box.isChecked()
        _key(qtbot, Qt.Key.Key_Return)
        if turn == 0:
            question = panel.question
            assert question is not None and "fewer" in question.text()
            assert c.state.player(seat).money == money
            _yes(qtbot, panel)
            assert c.state.player(seat).money == money + income(0)
        else:
            assert c.state.player(seat).money == money + income(1)
    # Round 2's auction: passing asks first, Y answers
    assert c.state.round == 2 and panel.page_name == "choose"
    seat = c.state.current_player
    choose = panel.current_page()
    for _ in range(20):
        if QApplication.focusWidget() is choose.passing:
            break
        _key(qtbot, Qt.Key.Key_Tab)
    _key(qtbot, Qt.Key.Key_Space)
    assert c.state.current_player == seat, "passing the round is asked first"
    _yes(qtbot, panel)
    assert c.state.current_player != seat
