"""The inspection window and the build highlighter, offscreen with pytest-qt."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from powergrid.app.inspection import (
    BuildHighlighter,
    InspectorWindow,
    make_inspect_action,
    open_inspector,
)
from powergrid.app.table.board_view import PLANNED, CityItem
from powergrid.board import Board
from powergrid.cli.main import main as cli_main
from tests.maps import board, brute_force_total

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def window(qtbot):
    w = InspectorWindow("usa")
    qtbot.addWidget(w)
    w.resize(1400, 860)
    w.show()
    qtbot.waitExposed(w)
    return w


def move_to(qtbot, view, city):
    """Move the mouse onto ``city`` (twice, a pixel apart: the first move after a
    window appears may only deliver an Enter event offscreen)."""
    point = view.city_point(city)
    qtbot.mouseMove(view.viewport(), point + type(point)(2, 1))
    qtbot.mouseMove(view.viewport(), point)


def hover_items(w):
    return w.overlay.items("hover")


def test_hover_with_the_mouse_highlights_the_cheapest_path(window, qtbot):
    w = window
    w.set_network(["Chicago", "St. Louis"])
    move_to(qtbot, w.view, "Seattle")
    qtbot.waitUntil(lambda: w.tracker.current == "Seattle", timeout=2000)
    b = board("usa")
    info = w.hover_info
    assert info.city == "Seattle"
    cost = min(b.distance(n, "Seattle") for n in ("Chicago", "St. Louis"))
    assert info.connection == cost == b.path_cost(info.path)
    assert info.total == cost + 10
    assert info.path[0] in ("Chicago", "St. Louis") and info.path[-1] == "Seattle"
    assert f"Seattle: {cost + 10}" in w.panel.hover_label.text()
    assert len(hover_items(w)) >= 4  # path outline + line, ring, tag
    # moving off the cities clears the highlight
    qtbot.mouseMove(
        w.view.viewport(),
        w.view.viewport().rect().bottomLeft() + type(w.view.city_point("Seattle"))(5, -5),
    )
    qtbot.waitUntil(lambda: w.tracker.current == "", timeout=2000)
    assert hover_items(w) == [] and w.hover_info is None


def test_hover_api_and_step(window):
    w = window
    w.set_network(["Boston"])
    info = w.hover_city("New York")
    assert info.total == board("usa").distance("Boston", "New York") + 10
    w.panel.step_spin.setValue(3)
    assert w.model.step == 3
    assert w.hover_city("Boston").in_network
    assert w.hover_city("") is None and hover_items(w) == []


def test_clicks_choose_network_and_targets(window, qtbot):
    w = window
    view = w.view
    qtbot.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.ShiftModifier,
        view.city_point("Chicago"),
    )
    assert w.model.network == ["Chicago"]
    assert len(w.overlay.items("network")) == 1
    for city in ("Atlanta", "Duluth", "Boston"):
        qtbot.mouseClick(
            view.viewport(),
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.ControlModifier,
            view.city_point(city),
        )
    assert w.model.targets == ["Atlanta", "Duluth", "Boston"]
    plan = w.plan
    assert plan.total == brute_force_total(
        board("usa"), ["Chicago"], ["Atlanta", "Duluth", "Boston"], 10
    )
    # the plan is drawn: numbered targets, one table row per city, the total
    for i, city in enumerate(plan.order):
        item = w.scene.cities[city]
        assert item.highlight == PLANNED and item.order_label == str(i + 1)
        assert w.panel.plan_table.item(i, 1).text() == city
        assert w.panel.plan_table.item(i, 4).text() == str(plan.steps[i].cost)
    assert f"Total {plan.total}" in w.panel.plan_total.text()
    assert len(w.scene.plan_items) == 2 * sum(len(s.path) > 1 for s in plan.steps)
    # a plain click (details mode) shows the city's details
    qtbot.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        view.city_point("Denver"),
    )
    assert "Denver — region purple" in w.panel.details.toPlainText()
    assert w.model.targets == ["Atlanta", "Duluth", "Boston"]
    # click modes
    w.set_click_mode("targets")
    qtbot.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        view.city_point("Duluth"),
    )
    assert w.model.targets == ["Atlanta", "Boston"]


def test_heat_shading(window):
    w = window
    w.set_network(["Chicago"])
    w.set_heat(True)
    assert w.panel.heat_box.isChecked()
    halos = w.overlay.items("heat")
    assert len(halos) == 3 * 41  # halo + tag background + tag text per city
    assert "Price from the network: " in w.panel.heat_legend.text()
    w.set_heat(False)
    assert w.overlay.items("heat") == []


def test_regions_switch_live(window):
    w = window
    w.set_network(["Seattle", "Chicago"])
    w.panel.region_boxes["cyan"].setChecked(False)
    assert "cyan" not in w.model.regions
    w.set_regions(["purple", "green"])
    assert "Not connected" in w.panel.region_status.text()
    assert w.scene.cities["Miami"].in_play  # green stays in play
    assert w.hover_city("Seattle") is None
    assert "not connected" in w.panel.hover_label.text()
    w.panel.region_boxes["yellow"].setChecked(True)
    assert "one connected area" in w.panel.region_status.text()
    assert not w.scene.cities["Dallas"].in_play
    assert w.model.network == ["Seattle"]
    # a city out of play: details on click, never in the network or the plan
    assert w.hover_city("Dallas") is None and "Dallas: not in play" in w.panel.hover_label.text()
    w.click_city("Dallas", "network")
    w.click_city("Dallas", "targets")
    assert w.model.network == ["Seattle"] and w.model.targets == []
    assert "(not in play)" in w.panel.details.toPlainText()


def test_suggest_cheapest_additions(window):
    w = window
    w.set_network(["Chicago"])
    plan = w.suggest(3)
    assert len(plan.order) == 3
    assert plan.total == board("usa").cheapest_additions(["Chicago"], 3, 10).total
    assert w.model.targets == list(plan.order)


def test_open_map_files(window, tmp_path, tiny_map_text):
    w = window
    good = tmp_path / "tiny.json"
    good.write_text(tiny_map_text, encoding="utf-8")
    assert w.load_map(str(good))
    assert set(w.scene.cities) == {c.name for c in w.model.mapfile.cities}
    assert w.panel.map_combo.currentData() == str(good)
    assert len(w.panel.region_boxes) == 5
    assert w.hover_city("F4").total == 10
    w.set_network(["W1"])
    assert w.hover_city("F4").connection == Board(w.model.mapfile).distance("W1", "F4")
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": 1}', encoding="utf-8")
    assert not w.load_map(str(bad))
    assert "name: missing" in w.panel.details.toPlainText()
    assert w.model.mapfile.name == "Tiny"
    assert w.load_map("Germany") and w.model.mapfile.name != "Tiny"
    assert w.panel.map_combo.currentData() == "germany"
    combo = w.panel.map_combo
    assert [combo.itemData(i) for i in range(combo.count())].count("germany") == 1


def test_inspect_action_and_open_inspector(qtbot):
    from PySide6.QtWidgets import QMainWindow

    main = QMainWindow()
    qtbot.addWidget(main)
    action = make_inspect_action(main, map_name=lambda: "germany")
    assert action.text() == "&Inspect…"
    action.trigger()
    w = action.inspector
    assert isinstance(w, InspectorWindow) and w.isVisible()
    assert w.model.mapfile.name.lower() == "germany"
    w.close()
    other = open_inspector("usa")  # deleted on close
    assert other.isVisible()
    other.close()


def build_state():
    from powergrid.ai.simple import SimpleBot
    from powergrid.rules import GameConfig, new_game

    state = new_game(GameConfig.quick(3, "usa", controller="simple"), 5)
    bot = SimpleBot(5)
    while not (
        state.phase == "build" and state.round >= 3 and state.players[state.current_player].cities
    ):
        state.apply(bot.choose(state))
    return state


def test_inspector_on_a_game(qtbot):
    state = build_state()
    seat = state.current_player
    w = InspectorWindow(None, state=state, names=["Ann", "Bob", "Cy"], seat=seat)
    qtbot.addWidget(w)
    names = state.board.cities
    assert w.model.regions == list(state.board.regions)
    assert sorted(w.model.network) == sorted(names[c] for c in state.players[seat].cities)
    owned = [names[c] for c, o in enumerate(state.owners) if o and seat not in o]
    info = w.hover_city(owned[0])
    assert info.house is None  # step 1: the only place is taken
    free = next(c for c in range(len(names)) if not state.owners[c])
    assert w.hover_city(names[free]).total == state.build_price(seat, free)


def test_the_panel_choices_reach_the_window_through_its_signals(qtbot):
    """The panel calls no private method of the window: a map chosen in its list and a
    seat chosen for the network arrive as the panel's signals."""
    state = build_state()
    w = InspectorWindow(None, state=state, names=["Ann", "Bob", "Cy"], seat=0)
    qtbot.addWidget(w)
    names = state.board.cities
    other = next(s for s in range(3) if s != 0 and state.players[s].cities)
    combo = w.panel.player_combo
    with qtbot.waitSignal(w.panel.playerChosen):
        combo.activated.emit(combo.findData(other))
    assert sorted(w.model.network) == sorted(names[c] for c in state.players[other].cities)
    free = InspectorWindow("usa")  # without a game the map can be chosen
    qtbot.addWidget(free)
    maps = free.panel.map_combo
    with qtbot.waitSignal(free.panel.mapChosen):
        maps.activated.emit(maps.findData("germany"))
    assert free.map_label == "germany" and free.model.mapfile.name != "USA"
    dropped = free.model.regions[0]
    with qtbot.waitSignal(free.panel.regionToggled):
        free.panel.region_boxes[dropped].setChecked(False)
    assert dropped not in free.model.regions


def test_build_highlighter(qtbot):
    from powergrid.app.table.board_view import BoardScene, BoardView

    state = build_state()
    seat = state.current_player
    scene = BoardScene()
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(1200, 800)
    view.show()
    qtbot.waitExposed(view)
    scene.build(state.board.mapfile, state.board.regions)
    view.fit()
    helper = BuildHighlighter(scene)
    texts = []
    helper.quoted.connect(texts.append)
    helper.set_state(state, seat)
    money = state.players[seat].money
    names = state.board.cities
    mine = {names[c] for c in state.players[seat].cities}
    refused = [
        n for c, n in enumerate(names) if state.build_price(seat, c) > money and n not in mine
    ]
    assert refused and len(helper.overlay.items("refused")) == len(refused)
    assert len(helper.overlay.items("network")) == len(mine)
    assert helper.hover(sorted(mine)[0]).owned
    assert helper.overlay.items("hover") == []
    free = [c for c in range(len(names)) if not state.owners[c]]
    target = max(free, key=lambda c: state.build_price(seat, c))
    move_to(qtbot, view, names[target])
    qtbot.waitUntil(lambda: helper.last_quote is not None, timeout=2000)
    quote = helper.last_quote
    assert quote.city == names[target]
    assert quote.price == state.build_price(seat, target)
    assert quote.connection == state.board.path_cost(quote.path)
    assert quote.path[0] in {names[c] for c in state.players[seat].cities}
    assert quote.affordable == (quote.price <= money)
    assert texts[-1] == quote.describe()
    assert len(helper.overlay.items("hover")) >= 4
    # a rebuilt scene (new map drawing) does not confuse it
    scene.build(state.board.mapfile, list(state.board.regions)[:-1] or state.board.regions)
    helper.set_state(None)
    assert helper.overlay.items("refused") == [] and helper.last_quote is None
    scene.build(state.board.mapfile, state.board.regions)
    helper.set_state(state, seat)
    assert len(helper.overlay.items("refused")) == len(refused)
    # on top of a plan in progress: pass the trial state (planned builds applied)
    from powergrid.rules import Build

    trial = state.clone()
    first = min(free, key=lambda c: state.build_price(seat, c))
    trial.players[seat].money = 200
    trial.apply(Build(city=names[first]))
    helper.set_state(trial, seat)
    quote = helper.hover(names[target])
    assert quote.price == trial.build_price(seat, target)
    network = [names[c] for c in trial.players[seat].cities]
    assert names[first] in network
    assert quote.connection == min(state.board.distance(n, names[target]) for n in network)
    helper.detach()
    assert isinstance(scene.cities[names[target]], CityItem)


def test_inspect_command_screenshot(tmp_path, qapp):

    png = tmp_path / "shot.png"
    code = cli_main(
        [
            "inspect",
            "usa",
            "--from",
            "Chicago",
            "--to",
            "Miami,Boston",
            "--heat",
            "--hover",
            "seattle",
            "--screenshot",
            str(png),
            "--size",
            "900x600",
        ]
    )
    assert code == 0 and png.stat().st_size > 10_000
    assert cli_main(["inspect", "usa", "--from", "Nowhere", "--screenshot", str(png)]) == 2


def test_wiring_into_the_main_window(qtbot, tmp_path, monkeypatch):
    """Map → Inspect… opens on the game; the build help follows the human's plan."""
    monkeypatch.setenv("POWERGRID_DATA_DIR", str(tmp_path))
    from powergrid.app.window.mainwindow import MainWindow
    from powergrid.rules import GameConfig
    from powergrid.rules import actions as A

    main = MainWindow(ai_delay_ms=0, autosave=False, restore_layout=False)
    qtbot.addWidget(main)
    controller = main.controller
    controller.new_game(GameConfig.quick(3, "usa"), 7)  # all seats human
    game = controller.game

    main.menus.inspect_action.trigger()
    inspector = main.menus.inspect_action.inspector  # a child of the main window
    assert inspector.model.regions == list(game.state.board.regions)
    assert not inspector.panel.map_combo.isEnabled()
    inspector.close()

    helper = main.build_help
    assert helper.state is None  # off outside a human's build turn
    while controller.state.phase != "build":  # everybody buys the cheapest plant
        s = controller.state
        if s.phase == "auction" and not s.auc_plant:
            plant = s.current_market()[0]
            controller.submit(A.ChoosePlant(plant=plant, bid=plant))
        else:
            controller.submit(A.Pass() if s.phase == "auction" else A.Done())
    state = controller.state
    seat = state.current_player
    assert helper.state is not None and helper.seat == seat
    first = state.board.cities[0]
    main.panel.city_clicked(first)  # plan a first city: prices follow it
    quote = helper.hover(state.board.cities[1])
    planned = helper.state
    assert planned.players[seat].cities == [0]
    assert quote.price == planned.build_price(seat, 1)
    assert quote.connection == state.board.dist[0][1]
    assert main.quote.text().startswith(state.board.cities[1])
    assert helper.overlay.items("hover")
    controller.submit(A.Done())  # turn over: the help moves on
    assert helper.seat != seat and main.quote.text() == ""
    main.close()


def test_the_inspector_draws_each_seats_houses_in_the_tables_colours(qtbot):
    from PySide6.QtGui import QColor

    state = build_state()
    colours = ["#b2182b", "#2166ac", "#1a9850"]
    w = InspectorWindow(None, state=state, names=["Ann", "Bob", "Cy"], seat=0, colours=colours)
    qtbot.addWidget(w)
    names = state.board.cities
    owned = [(city, owners) for city, owners in enumerate(state.owners) if owners]
    assert owned, "the position has houses to draw"
    for city, owners in owned:
        drawn = [colour for colour, _letter, _shape in w.scene.cities[names[city]].houses]
        assert drawn == [QColor(colours[s]) for s in owners]
