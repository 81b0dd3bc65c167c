"""The table a player sees: layout at laptop to desktop sizes, boards, tracks, charts,
the calm decision panel, computer-move highlights and protecting a game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import Qt, QTextDocument
from PySide6.QtWidgets import QAbstractSlider, QLabel, QMessageBox

from powergrid.ai import SimpleBot
from powergrid.app.dialogs.results import tie_break_notes
from powergrid.app.shared import storage
from powergrid.app.shared import table_data as td
from powergrid.app.table.computer_moves import hold_ms
from powergrid.rules import PLAYER_COUNT, Game, Outcome, income
from powergrid.rules import actions as A

from ..qt_events import settle
from .conftest import advance, config, find_game

SIZES = ((1280, 720), (1366, 768), (1920, 1080))
ROUNDS = 3


def _label_overflow(label: QLabel) -> str:
    """'' when the label's whole text fits its contents rectangle, else what overflows."""
    text = label.text()
    if not text or label.pixmap() is not None and not label.pixmap().isNull():
        return ""
    rect = label.contentsRect()
    if label.wordWrap():
        need = label.heightForWidth(rect.width())
        return "" if need <= rect.height() + 1 else f"needs {need} px high, has {rect.height()}"
    if label.textFormat() == Qt.TextFormat.PlainText or not Qt.mightBeRichText(text):
        width = max(label.fontMetrics().horizontalAdvance(line) for line in text.split("\n"))
    else:
        doc = QTextDocument()
        doc.setDefaultFont(label.font())
        doc.setDocumentMargin(0)
        doc.setHtml(text)
        width = doc.idealWidth()
    return "" if width <= rect.width() + 1 else f"needs {width:.0f} px wide, has {rect.width()}"


def _check_table(window, where: str) -> None:
    """Map share, fitted cities, boards in full, no clipped label."""
    w, h = window.width(), window.height()
    viewport = window.view.viewport()
    share = viewport.width() * viewport.height() / (w * h)
    assert share >= 0.5, f"{where}: the map has {share:.0%} of the window"
    boards_dock = window.docks["playersDock"]
    dock_rect = QRect(boards_dock.mapTo(window, boards_dock.rect().topLeft()), boards_dock.size())
    assert window.rect().contains(dock_rect), f"{where}: the boards leave the window"
    for board in window.docks["playersDock"].players.boards:
        assert board.isVisible(), f"{where}: board {board.seat} hidden"
        assert board.visibleRegion().boundingRect() == board.rect(), (
            f"{where}: board {board.seat} is cut"
        )
        inside = QRect(board.mapTo(window, board.rect().topLeft()), board.size())
        assert dock_rect.contains(inside), f"{where}: board {board.seat} outside its dock"
    for dock in window.docks.values():
        if dock.isHidden():
            continue
        for label in dock.findChildren(QLabel):
            if label.isVisible():
                problem = _label_overflow(label)
                assert not problem, f"{where}: {label.objectName() or label.text()!r} {problem}"


def _check_fit(window, where: str) -> None:
    window.view.fit()
    area = window.view.viewport().rect()
    for name, item in window.scene.cities.items():
        if item.in_play:
            box = window.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
            assert area.contains(box), f"{where}: {name} is outside the fitted map"


def _layout_cases():
    """Every player count at every size; the default run takes the most players on the
    smallest screen, the fewest on the laptop's larger one and four on a desktop (each
    count and each size once), ``-m slow`` the rest."""
    quick = {(6, SIZES[0]), (2, SIZES[1]), (4, SIZES[2])}
    for players in (2, 4, 6):
        for size in SIZES:
            marks = () if (players, size) in quick else (pytest.mark.slow,)
            yield pytest.param(players, size, marks=marks, id=f"{players}-{size[0]}x{size[1]}")


@pytest.mark.parametrize(("players", "size"), list(_layout_cases()))
def test_layout_keeps_the_map_central_and_everything_readable(qtbot, make_window, size, players):
    window = make_window()
    window.resize(*size)
    c = window.controller
    c.new_game(config(*["human"] * players), 40 + players)
    bots = [SimpleBot(3 + s) for s in range(players)]
    seen = set()
    column = None
    for _ in range(4000):
        s = c.state
        if s.round > ROUNDS or s.phase == "over":
            break
        key = (s.round, s.phase, window.panel.page_name)
        if key not in seen:
            seen.add(key)
            settle(qtbot, window)  # the deferred redraws ran, the docks took their sizes
            _check_table(window, f"{size} {players}p {key}")
            assert (window.width(), window.height()) == size  # nothing grows the window
            width = window.docks["decisionDock"].width()
            assert column in (None, width), f"{key}: the right column changed width"
            column = width
            if s.phase == "auction" and s.round == 1:
                _check_fit(window, f"{size} {players}p")
        assert c.submit(bots[s.current_player].choose(s)) is None
    assert c.state.round > ROUNDS
    assert len(seen) >= 4 * ROUNDS


def test_title_names_the_map_and_players_once(window):
    window.controller.new_game(config("human", "normal", "normal"), 2)
    assert window.windowTitle() == "USA — 3 players"


def test_screenshot_size_is_checked():
    import argparse

    from powergrid.cli.app_cmd import _size

    assert _size("1366x768") == (1366, 768)
    for bad in ("1366", "axb", "100x100"):
        with pytest.raises(argparse.ArgumentTypeError, match="size"):
            _size(bad)


def test_late_game_table_fits_a_laptop(qtbot, make_window):
    """Step 3 (six plants for sale), full plant rows and many cities at 1280×720."""
    window = make_window()
    window.resize(1280, 720)
    game = advance(Game(config(*["human"] * 6), 8), lambda s: s.step == 3 and s.phase == "build")
    window.controller.set_game(game)
    settle(qtbot, window)
    _check_table(window, "step 3")
    _check_fit(window, "step 3")
    assert sorted(window.docks["plantMarketDock"].market.cards) == sorted(
        game.state.current_market() + [p for p in game.state.market if p >= 1000]
    )


def test_player_boards_show_money_plants_fuel_cities_and_income(qtbot, window):
    game = advance(
        Game(config("human", "human", "human"), 12),
        lambda s: s.round == 3 and s.phase == "bureaucracy",
    )
    window.controller.set_game(game)
    settle(qtbot, window)
    for board in window.docks["playersDock"].players.boards:
        view = td.seat_view(game, board.seat)
        player = game.state.players[board.seat]
        assert board.money.text() == f"{player.money} Elektro"
        assert board.name.text().startswith(f"{game.state.order.index(board.seat) + 1}. ")
        assert [p.number for p in board.plants.plants] == player.plants
        fuel = board.plants.fuel
        assert [sum(f[r] for f in fuel) for r in range(4)] == player.res
        assert f"⌂ {len(player.cities)}" in board.footer.text()
        assert f"→ {income(view.can_power)}" in board.footer.text()


def test_fuel_on_plants_respects_each_plants_storage():
    plants = tuple(td.plant_info(n) for n in (4, 5, 11))  # coal 2, hybrid 2, uranium 1
    fuel = td.fuel_on_plants(plants, (5, 2, 0, 2))
    assert fuel == [[4, 0, 0, 0], [1, 2, 0, 0], [0, 0, 0, 2]]


def test_tracks_mark_thresholds_and_explain_every_element(qtbot, window):
    c = window.controller
    c.new_game(config("human", "human", "human", "human"), 6)
    settle(qtbot, window)
    tracks = window.docks["tracksDock"].tracks
    tracks.repaint()
    counts = PLAYER_COUNT[4]
    tips = [text for _rect, text in tracks.tips]
    assert any("Phase 2: auction" in t and "Now: " in t for t in tips)
    assert any(f"Step 2 begins when a player reaches {counts.step2_cities}" in t for t in tips)
    assert any(f"reaches {counts.end_cities} cities" in t for t in tips)
    assert any("20 cities powered pay 150 Elektro" in t for t in tips)
    assert all(text for text in tips)
    first = c.state.order[0]
    assert any(t.startswith(f"1. {c.game.names[first]}") for t in tips)


def test_figures_per_round_and_the_loaded_log_come_from_replaying(qtbot, window, tmp_path):
    game = advance(Game(config("human", "human", "human"), 5), lambda s: s.round == 4)
    c = window.controller
    c.set_game(game)
    assert len(c.figures) == 3
    for seat, figure in enumerate(c.figures[-1]):
        player = game.state.players[seat]
        assert figure.round == 3
        assert figure.money == player.money and figure.cities == len(player.cities)
    text = window.docks["logDock"].log.toPlainText()
    assert text.count("Round 2 begins") == 1 and text.count("Round 4 begins") == 1
    assert "Replaying the saved game" in text


def test_game_over_explains_the_ranking_and_draws_charts(qtbot, window):
    game = advance(Game(config("human", "human", "human"), 21), lambda s: s.phase == "over")
    window.controller.set_game(game)
    window.show_results()
    dialog = window.game_over_dialog
    outcome = game.state.outcome()
    assert dialog.table.item(0, 5).text().startswith("most cities powered")
    for row, standing in enumerate(outcome.standings):
        assert dialog.table.item(row, 0).text() == str(standing.place)
        assert dialog.table.item(row, 1).text() == game.names[standing.seat]
    charts = dialog.charts
    money = charts.series("money")
    assert [m[-1] for m in money] == [p.money for p in game.state.player_views()]
    assert len(money[0]) == len(window.controller.figures) == game.state.round
    # The names stand under the charts (plain text, the seats' shapes), none on a line.
    assert all(plot.getPlotItem().legend is None for plot in charts.plots.values())
    assert charts.legend.names() == game.names
    assert [shape for _c, _n, shape in charts.legend.entries] == ["circle", "square", "triangle"]
    lowest = max(plot.geometry().bottom() for plot in charts.plots.values())
    assert charts.legend.geometry().top() >= lowest
    assert charts.legend.height() >= charts.legend.heightForWidth(charts.legend.width()) > 0


def test_tie_breaks_name_the_deciding_rule():
    names = ["Ann", "Ben", "Cleo", "Dan"]
    powered, money, cities = [5, 5, 5, 3], [20, 20, 9, 50], [7, 6, 9, 9]
    outcome = Outcome.rank(powered, money, cities)
    assert outcome.ranking == (0, 1, 2, 3)
    notes = tie_break_notes(outcome.standings, names)
    assert notes[0] == "most cities powered (5)"
    assert "fewer cities (6 against 7)" in notes[1]
    assert "less money (9 against 20" in notes[2]
    assert "fewer cities powered (3 against 5)" in notes[3]
    shared = Outcome.rank([4, 4], [10, 10], [3, 3])
    assert [s.place for s in shared.standings] == [1, 1]
    assert "rank shared" in tie_break_notes(shared.standings, ["Ann", "Ben"])[1]


def test_refusal_has_a_fixed_place_and_clears_on_the_next_valid_action(qtbot, window):
    c = window.controller
    c.new_game(config("human", "human"), 4)
    settle(qtbot, window)
    page = window.panel.current_page()
    offer_y = page.offer.mapTo(window, page.offer.rect().topLeft()).y()
    plant = c.state.current_market()[0]
    page.select(plant)
    page.bid.setValue(plant - 1)
    qtbot.mouseClick(page.offer, Qt.MouseButton.LeftButton)
    assert "at least the plant's number" in window.panel.error.text()
    settle(qtbot, window)
    assert page.offer.mapTo(window, page.offer.rect().topLeft()).y() == offer_y
    page.bid.setValue(plant)
    page.bid.setFocus()
    qtbot.keyClick(page.bid, Qt.Key.Key_Return)  # Enter offers
    assert c.state.auc_plant == plant
    assert window.panel.error.text() == "" and window.panel.error.isHidden()
    bid_page = window.panel.current_page()
    assert window.panel.page_name == "bid"
    bid_page.amount.setFocus()
    bid_page.amount.setValue(plant + 3)
    qtbot.keyClick(bid_page.amount, Qt.Key.Key_Enter)  # Enter in the bid box bids
    assert c.state.auc_plant == plant and c.state.auc_bid == plant + 3
    assert window.panel.keys.text().startswith("Enter: bid")
    page = window.panel.current_page()
    page.amount.setValue(plant + 9)
    qtbot.keyClick(page.amount, Qt.Key.Key_Escape)  # Esc: back to the minimum raise
    assert page.amount.value() == plant + 4 and c.state.auc_bid == plant + 3


def test_computer_moves_are_highlighted_for_a_moment_and_skippable(qtbot, make_window):
    window = make_window(ai_delay_ms=100)
    game = advance(
        Game(config("normal", "human"), 30),
        lambda s: s.phase == "resources" and s.current_player == 0 and s.round >= 2,
    )
    c = window.controller
    moves = window.computer_moves
    c.set_game(game)
    assert not moves.active  # a loaded game starts calm
    qtbot.waitUntil(lambda: moves.active, timeout=10_000)
    assert " buys " in moves.text and "for" in moves.text
    banner = window.computer_moves.banner
    assert banner.isVisible() and banner.text() == moves.text
    palette = banner.palette()  # readable: light text on its own dark background
    assert palette.color(banner.backgroundRole()).lightness() < 80
    assert palette.color(banner.foregroundRole()).lightness() > 200
    assert any(
        window.docks["resourceMarketDock"].market.track.taken
    )  # the cubes that left the track
    # Nothing waits for the highlight: the human's turn comes at the computer's pace.
    qtbot.waitUntil(c.human_to_move, timeout=10_000)
    assert window.panel.page_name in ("resources", "build")
    moves.skip()  # Space or a click on the banner
    assert not moves.active and not moves.items and moves.banner.isHidden()
    assert (
        c.submit_many(window.panel.current_page().chosen_moves()) is None
        if c.state.phase == "resources"
        else c.submit(A.Done()) is None
    )
    assert hold_ms(0) == 0 and hold_ms(400) == 1000 and hold_ms(100) == 600


def test_a_computer_build_rings_the_city_and_draws_its_path(qtbot, make_window):
    window = make_window(ai_delay_ms=400)
    game = advance(
        Game(config("human", "human"), 3),
        lambda s: s.phase == "build" and s.round >= 3 and s.players[s.current_player].cities,
    )
    c = window.controller
    c.set_game(game)
    seat = c.state.current_player
    build = next(
        a
        for a in c.state.legal_actions()
        if isinstance(a, A.Build) and c.state.connection_cost(seat, c.state.board.index[a.city]) > 0
    )
    events = c.game.apply(build)
    window.computer_moves.on_move(seat, False, events)
    moves = window.computer_moves
    assert f"builds in {build.city}" in moves.text
    ring = window.scene.cities[build.city].box_rect().adjusted(-7, -7, 7, 7)
    assert any(item.boundingRect().contains(ring) for item in moves.items)
    path = td.build_path(c.game, seat, build.city)
    assert len(path) >= 2 and path[-1] == build.city
    lines = [item for item in moves.items if item.zValue() < 10]
    assert lines and all(item.path().elementCount() == len(path) for item in lines)
    window.menus.skip_action.trigger()  # Space
    assert not moves.active


def test_new_game_asks_before_abandoning_a_game_in_progress(qtbot, window):
    c = window.controller
    c.new_game(config("human", "human"), 4)
    plant = c.state.current_market()[0]
    c.submit(A.ChoosePlant(plant=plant, bid=plant))
    digest = c.state.digest()
    box = window.files.ask_new_game()
    assert isinstance(box, QMessageBox) and box.objectName() == "abandonBox"
    box.button(QMessageBox.StandardButton.No).click()
    assert window.files.new_game_dialog is None and c.state.digest() == digest
    box = window.files.ask_new_game()
    box.button(QMessageBox.StandardButton.Yes).click()
    assert window.files.new_game_dialog is not None and window.files.new_game_dialog.isVisible()
    window.files.new_game_dialog.reject()
    assert c.state.digest() == digest


def test_autosave_folder_is_the_data_dir(window, monkeypatch):
    opened = []
    monkeypatch.setattr(
        "powergrid.app.window.files.QDesktopServices.openUrl",
        lambda url: opened.append(url.toLocalFile()) or True,
    )
    assert window.files.show_autosave_folder()
    assert opened == [str(storage.data_dir())]


def test_round_summary_tells_who_bought_built_and_earned(qtbot, window):
    game = advance(
        Game(config("human", "human", "human"), 9),
        lambda s: s.round == 2 and s.phase == "bureaucracy",
    )
    c = window.controller
    c.set_game(game)
    bots = [SimpleBot(70 + s) for s in range(3)]
    while c.state.round == 2:
        c.submit(bots[c.state.current_player].choose(c.state))
    log = c.last_round_log
    assert log is not None and log.round == 2
    assert window.summary.isVisible()
    body = window.summary.body.text()
    for seat, name in enumerate(game.names):
        assert name in body
        assert f"powered {log.powered[seat]}, income {log.income[seat]}" in body
    s = c.state
    c.submit(bots[s.current_player].choose(s))  # a human plays on: the summary goes
    assert window.summary.isHidden()
    window.show_last_summary()
    assert window.summary.isVisible() and "Round 2 in short" in window.summary.title.text()


def test_inspector_closes_with_esc_and_ctrl_w(qtbot):
    from powergrid.app.inspection import InspectorWindow

    for keys in (
        (Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier),
        (Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier),
    ):
        inspector = InspectorWindow("usa")
        qtbot.addWidget(inspector)
        inspector.show()
        qtbot.waitExposed(inspector)
        inspector.activateWindow()
        qtbot.waitActive(inspector)
        qtbot.keyClick(inspector.view, keys[0], keys[1])
        assert not inspector.isVisible()


def test_veils_rings_and_price_tags_follow_each_city_box(qtbot):
    from powergrid.app.inspection import InspectorWindow

    inspector = InspectorWindow("usa")
    qtbot.addWidget(inspector)
    inspector.resize(1280, 720)
    inspector.show()
    qtbot.waitExposed(inspector)
    overlay = inspector.overlay
    scene = inspector.view.scene()
    wide = "Oklahoma City"
    box = scene.cities[wide].box_rect()
    assert box.width() > 90  # wider than the old fixed veil
    overlay.show_veil("test", wide)
    overlay.show_ring("test", wide)
    veil, ring = overlay.items("test")
    assert veil.rect() == box
    assert ring.boundingRect().contains(box.adjusted(-4, -4, 4, 4))
    visible = inspector.view.visible_scene_rect()
    boxes = [item.box_rect().translated(item.pos()) for item in scene.cities.values()]
    for city in ("Seattle", "Miami", "Boston", "San Diego", "Chicago"):
        overlay.clear("tag")
        overlay.show_tag("tag", city, "34 = 24 + 10", size=16)
        back = overlay.items("tag")[0]
        rect = back.sceneBoundingRect()
        assert visible.contains(rect), city
        if city != "Chicago":  # crowded: the label may touch a neighbour, never its own
            assert not any(rect.intersects(b) for b in boxes), city
        own = scene.cities[city].box_rect().translated(scene.cities[city].pos())
        assert not rect.intersects(own), city


def test_an_undone_purchase_leaves_the_round_summary(window):
    game = advance(
        Game(config("human", "human"), 14),
        lambda s: (
            s.phase == "resources"
            and s.round == 2
            and any(s.players[s.current_player].room_for(r) and s.res_market[r] for r in range(4))
        ),
    )
    c = window.controller
    c.set_game(game)
    seat = c.state.current_player
    me = c.state.players[seat]
    kind = next(r for r in range(4) if me.room_for(r) and c.state.res_market[r])
    before = c.round_log.resources.get(seat, [0, 0, 0, 0])[kind]
    assert c.submit(A.Buy(resource=td.resource_names()[kind], amount=1)) is None
    assert c.round_log.resources[seat][kind] == before + 1
    assert c.undo() is None
    assert c.round_log.resources.get(seat, [0, 0, 0, 0])[kind] == before


def test_the_log_shows_its_newest_line_when_it_comes_back(qtbot, window):
    """Lines added while the log was behind another tab were laid out without a height;
    in front again, it shows the newest line (unless the player had scrolled back)."""
    c = window.controller
    c.new_game(config("human", "human"), 4)
    dock = window.docks["logDock"]
    log = dock.log
    coach = window.coach.dock
    window.tabifyDockWidget(dock, coach)  # the player put the coach on the log's place
    coach.show()
    coach.raise_()
    game = advance(c.game, lambda s: s.round >= 3)
    c.set_game(game)  # the whole log replayed behind the coach's tab
    dock.raise_()  # the log's tab
    bar = log.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum(), timeout=2000)
    bar.triggerAction(QAbstractSlider.SliderAction.SliderToMinimum)  # back to read
    assert not log.at_end
    log.add_note("replaying")
    assert bar.value() == bar.maximum()  # a new line brings the newest into view


def test_the_undo_refusal_shows_whole_at_1366x768(qtbot, make_window):
    """Ctrl+Z with nothing of the player's to take back says why in three lines at a
    laptop's column width: the key line's place grows to show them all."""
    window = make_window()
    window.resize(1366, 768)
    window.controller.new_game(config("human", "human"), 4)
    settle(qtbot, window)
    window.menus.undo_action.trigger()
    error = window.panel.error
    qtbot.waitUntil(error.isVisible, timeout=2000)
    assert "Nothing to undo" in error.text()
    lines = error.heightForWidth(error.width()) // error.fontMetrics().lineSpacing()
    assert lines >= 3, "the case this test is about: a refusal of three lines"
    assert not _label_overflow(error), _label_overflow(error)
    box = QRect(error.mapTo(window, error.rect().topLeft()), error.size())
    panel = window.panel
    assert QRect(panel.mapTo(window, panel.rect().topLeft()), panel.size()).contains(box)


def test_phase_tabs_show_the_start_of_their_names_not_a_bare_number(qtbot, make_window, qapp):
    """German at 1280×720: the tabs too narrow for "1 Reihenfolge" show "1 Reihenf…"."""
    from powergrid.app.shared.i18n import language

    language().switch("de")
    try:
        window = make_window()
        window.resize(1280, 720)
        window.controller.new_game(config("human", "human", "human"), 3)
        settle(qtbot, window)
        tracks = window.docks["tracksDock"].tracks
        tracks.repaint()
        tabs = [label for _cell, label, _font in tracks.labels[:5]]
        assert all(len(label.split(" ", 1)) == 2 for label in tabs), tabs
        assert any(label.endswith("…") for label in tabs), "the case this test is about"
    finally:
        language().switch("en")


def test_the_step_3_market_says_how_many_plants_are_for_sale(qtbot, window):
    """RULES 4.3, 4.4: six plants for sale, fewer once the draw stack has run out."""
    game = find_game(
        ("human", "human"),
        lambda s: s.step == 3 and len(s.plant_market().current) < 6,
    )
    window.controller.set_game(game)
    market = window.docks["plantMarketDock"].market
    market.refresh()
    count = len(game.state.plant_market().current)
    assert f"all {count} for sale" in market.info.text()
    assert "six" not in market.info.text()


def test_a_builders_cities_are_ringed_in_his_colour(qtbot, window):
    from powergrid.app.shared.style import seat_colour

    game = find_game(
        ("human", "human"),
        lambda s: s.phase == "build" and len(s.player(s.current_player).cities) >= 2,
    )
    window.controller.set_game(game)
    seat = window.controller.state.current_player
    overlay = window.build_help.overlay
    rings = overlay.items("network")
    assert len(rings) == len(game.state.player(seat).cities)
    colour = seat_colour(game.config, seat)
    assert {ring.pen().color().name() for ring in rings} == {colour.name()}
    assert len(overlay.items("network edge")) == len(rings)  # a dark edge under each
