"""The table fits in every language: no dock over its neighbour, the decision panel
as tall as its page, and the open coach in its column beside the map and the tracks.

A seeded game is played forward by bots through the controller with every seat
human, so each position is a decision the panel shows; the geometry is read from
the laid-out window (offscreen).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QLabel, QWidget

from powergrid.ai import SimpleBot
from powergrid.app.shared import fit
from powergrid.app.window.docks import right_column
from powergrid.app.window.mainwindow import MainWindow
from powergrid.app.window.screenshot import free_area
from powergrid.rules import Game, GameConfig, SeatConfig

from ..app import decision_pages as pages
from ..qt_events import settle

ROUNDS = 4
COLUMN = tuple(dock.name for dock in right_column())


def _config(players: int) -> GameConfig:
    names = ("Annegret", "Bartholomäus", "Cleo", "Dan")
    seats = tuple(SeatConfig(name=names[i], controller="human") for i in range(players))
    return GameConfig(map="usa", seats=seats)


@pytest.fixture
def make_table(qtbot):
    made: list[MainWindow] = []

    def make(size: tuple[int, int]) -> MainWindow:
        win = MainWindow(ai_delay_ms=0, autosave=False, restore_layout=False, session=False)
        qtbot.addWidget(win)
        win.resize(*size)
        win.show()
        qtbot.waitExposed(win)
        made.append(win)
        return win

    yield make
    for win in made:
        win.coach.shutdown()
        win.controller.shutdown()
        for dialog in win.findChildren(QDialog):
            dialog.close()


def _rect(win: MainWindow, widget: QWidget) -> QRect:
    return QRect(widget.mapTo(win, widget.rect().topLeft()), widget.size())


def _shown_docks(win: MainWindow) -> dict[str, QRect]:
    """The docks on screen (Qt parks the tab behind another tab outside the window)."""
    docks = dict(win.docks)
    docks["coachDock"] = win.coach.dock
    rects = {name: _rect(win, d) for name, d in docks.items() if d.isVisible()}
    return {name: r for name, r in rects.items() if r.right() >= 0 and r.bottom() >= 0}


def _check_no_overlap(win: MainWindow, where: str) -> None:
    """No shown dock's rectangle meets another's, the map's or the bars'; all inside."""
    rects = _shown_docks(win)
    rects["map"] = _rect(win, win.centralWidget())
    rects["menu"] = _rect(win, win.menuBar())
    rects["status"] = _rect(win, win.statusBar())
    names = sorted(rects)
    for i, a in enumerate(names):
        assert win.rect().contains(rects[a]), f"{where}: {a} {rects[a]} leaves the window"
        for b in names[i + 1 :]:
            assert not rects[a].intersects(rects[b]), (
                f"{where}: {a} {rects[a].getRect()} overlaps {b} {rects[b].getRect()}"
            )


def _check_decision_fits(win: MainWindow, where: str) -> None:
    panel = win.panel
    need = panel.needed_height()
    assert need <= panel.height(), f"{where}: the panel needs {need} px, has {panel.height()}"
    bar = panel.page_scroll.verticalScrollBar()
    assert bar.maximum() == 0, f"{where}: the page scrolls by {bar.maximum()} px"
    page = panel.current_page()
    viewport = panel.page_scroll.viewport()
    for child in page.findChildren(QWidget):
        if child.isVisibleTo(page) and child.parentWidget() is page:
            box = QRect(child.mapTo(viewport, child.rect().topLeft()), child.size())
            assert viewport.rect().contains(box), f"{where}: {child.objectName() or child} is cut"


def _play(qtbot, win: MainWindow, players: int, seed: int, on_decision) -> set[str]:
    """Bots choose every seat's moves, handed to the controller; ``on_decision`` runs
    once per (round, phase, page) reached. Returns the pages seen."""
    c = win.controller
    c.new_game(_config(players), seed)
    bots = [SimpleBot(7 + s) for s in range(players)]
    seen: set[tuple] = set()
    pages: set[str] = set()
    for _ in range(3000):
        s = c.state
        if s.round > ROUNDS or s.phase == "over":
            break
        key = (s.round, str(s.phase), win.panel.page_name)
        if key not in seen:
            seen.add(key)
            QApplication.processEvents()
            pages.add(win.panel.page_name)
            on_decision(f"{key}")
        assert c.submit(bots[s.current_player].choose(s)) is None
    return pages


def _panel_cases():
    """Each language with two and three players; the default run takes each language
    once and each count, ``-m slow`` the rest."""
    quick = {("de", 2), ("zh_CN", 3), ("zh_TW", 2)}
    for code in ("de", "zh_CN", "zh_TW"):
        for players in (2, 3):
            marks = () if (code, players) in quick else (pytest.mark.slow,)
            yield pytest.param(code, players, marks=marks, id=f"{players}-{code}")


@pytest.mark.parametrize(("code", "players"), list(_panel_cases()))
def test_the_decision_panel_fits_its_page_and_no_dock_overlaps(
    qtbot, make_table, lang, code, players
):
    """RULES 3.5: in bureaucracy a player of two may run four plants; the page with
    four plant lines and the hybrid mix still fits at 1366×768."""
    lang(code)
    win = make_table((1366, 768))

    def check(where: str) -> None:
        _check_no_overlap(win, where)
        _check_decision_fits(win, where)
        assert not _main_action_problems(win, where)

    seen = _play(qtbot, win, players, 5, check)
    assert {"choose", "bid", "resources", "build", "bureaucracy"} <= seen


def _check_coach_whole(win: MainWindow, where: str) -> None:
    """The hint's lines are shown whole without scrolling, the graph at least as tall
    as its minimum, and the map keeps half the window's width."""
    scroll = win.coach.dock.widget()
    assert scroll.verticalScrollBar().maximum() == 0, f"{where}: the coach scrolls"
    view = scroll.viewport()
    panel = win.coach.panel
    for label in (panel.best, panel.others):
        box = QRect(label.mapTo(view, label.rect().topLeft()), label.size())
        assert view.rect().contains(box), f"{where}: {label.text()!r} is cut"
        need = label.heightForWidth(label.width())
        assert need <= label.height(), f"{where}: {label.text()!r} needs {need}"
    graph = win.coach.graph
    assert graph.isVisible() and graph.height() >= graph.minimumHeight(), f"{where}: graph"
    share = win.view.viewport().width() / win.width()
    assert share >= 0.5, f"{where}: the map has {share:.0%} of the window's width"


def _hint(qtbot, win: MainWindow) -> None:
    """Ask for a hint and wait until its lines are laid out (a loaded machine may take
    longer than one event-loop turn)."""
    win.coach.hint_action.trigger()
    qtbot.waitUntil(lambda: win.coach.panel.hint is not None, timeout=60_000)
    panel = win.coach.panel
    qtbot.waitUntil(
        lambda: all(
            label.heightForWidth(label.width()) <= label.height()
            for label in (panel.best, panel.others)
        ),
        timeout=5_000,
    )


@pytest.mark.parametrize("code", ["en", "de", "zh_CN"])
def test_the_open_coach_and_the_tracks_are_seen_together_at_1366x768(qtbot, make_table, lang, code):
    """The coach has a column of its own at the map's left: the tracks stay, the hint's
    three suggestions and the win-chance graph are whole, and the map keeps at least
    half the window's width. Switching the tracks off and on squeezes nothing."""
    lang(code)
    win = make_table((1366, 768))
    win.controller.new_game(_config(3), 5)
    map_before = win.view.viewport().width()
    _hint(qtbot, win)
    tracks = win.docks["tracksDock"]
    assert win.coach.dock.isVisible() and tracks.isVisible()
    assert len(win.coach.panel.hint.alternatives) == 2
    _check_no_overlap(win, "coach open")
    _check_decision_fits(win, "coach open")
    _check_coach_whole(win, "coach open")
    coach = _rect(win, win.coach.dock)
    assert coach.right() < _rect(win, win.centralWidget()).left(), "the coach is left of the map"
    tracks.toggleViewAction().trigger()
    qtbot.waitUntil(tracks.isHidden)
    tracks.toggleViewAction().trigger()
    qtbot.waitUntil(tracks.isVisible)
    QApplication.processEvents()
    _check_no_overlap(win, "tracks on again")
    _check_coach_whole(win, "tracks on again")
    win.coach.dock.close()
    qtbot.waitUntil(lambda: win.view.viewport().width() == map_before)
    _check_no_overlap(win, "coach closed")


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)], ids=str)
@pytest.mark.parametrize("code", ["en", "zh_CN"])
def test_on_a_desktop_the_coach_fits_whole_beside_the_tracks(qtbot, make_table, lang, code, size):
    lang(code)
    win = make_table(size)
    win.controller.new_game(_config(3), 5)
    _hint(qtbot, win)
    assert win.docks["tracksDock"].isVisible()
    _check_no_overlap(win, f"{size}")
    _check_decision_fits(win, f"{size}")
    _check_coach_whole(win, f"{size}")


def test_a_layout_saved_with_the_coach_open_keeps_both(qtbot, make_table, lang):
    """After a restart the coach is open again beside the tracks (nothing was hidden
    to make room for it)."""
    lang("en")
    win = make_table((1366, 768))
    win.session = True
    win.controller.new_game(_config(3), 5)
    win.coach.dock.show()
    win.save_layout()
    win.session = False
    other = make_table((1366, 768))
    other.dock_layout.restore()
    other.controller.new_game(_config(3), 5)
    settle(qtbot, other)
    assert other.coach.dock.isVisible() and other.docks["tracksDock"].isVisible()
    _check_no_overlap(other, "restored")


@pytest.mark.parametrize("code", ["de", "zh_CN"])
def test_at_the_smallest_window_the_page_scrolls_and_nothing_overlaps(
    qtbot, make_table, lang, code
):
    """1024×640 (the window's minimum) cannot give every page its height: the page
    scrolls inside the panel, and every control can be scrolled to."""
    lang(code)
    win = make_table((1024, 640))

    def check(where: str) -> None:
        _check_no_overlap(win, where)
        panel = win.panel
        bar = panel.page_scroll.verticalScrollBar()
        shown = panel.page_scroll.viewport().height()
        assert shown + bar.maximum() >= panel.stack.needed_height(panel.stack.width()), where

    seen = _play(qtbot, win, 3, 5, check)
    assert {"choose", "resources", "build", "bureaucracy"} <= seen


def test_a_page_that_fits_keeps_no_scroll_bar(qtbot, make_table, lang):
    """The panel asks for the page's height as wrapped beside a scroll bar: once the
    bar has shown, the narrower page would wrap a line more and keep it."""
    lang("de")
    win = make_table((1366, 768))
    names = ("Ann", "Ben", "Cleo")
    game = Game(GameConfig(map="usa", seats=tuple(SeatConfig(name=n) for n in names)), 7)
    bots = [SimpleBot(11 + s) for s in range(3)]
    while not (game.state.round >= 3 and game.state.phase == "build"):
        game.apply(bots[game.state.current_player].choose(game.state))
    win.controller.set_game(game)
    settle(qtbot, win)
    assert win.panel.page_name == "build"
    _check_decision_fits(win, "build, round 3")


# ----- each page's move in sight: pages × languages × screens ------------------------------

SCREENS = ((1280, 720), (1366, 768))


def _in_sight(win: MainWindow, widget: QWidget) -> str | None:
    """Why ``widget`` is not whole on screen (None: it is): hidden, cut by a part it sits
    in (a scroll area, the dock, the window), covered by another dock, or a button
    narrower than its words."""
    if not widget.isVisible():
        return "hidden"
    box = _rect(win, widget)
    parent = widget.parentWidget()
    while parent is not None:
        if not _rect(win, parent).contains(box):
            return f"cut by {parent.objectName() or type(parent).__name__}"
        if parent is win:
            break
        parent = parent.parentWidget()
    for name, dock in _shown_docks(win).items():
        if name != "decisionDock" and dock.intersects(box):
            return f"under {name}"
    if isinstance(widget, QAbstractButton) and widget.width() < widget.sizeHint().width():
        return f"its words need {widget.sizeHint().width()} px, it has {widget.width()}"
    return None


def _main_action_parts(win: MainWindow) -> list[QWidget]:
    """The controls of the current page's move, with the buttons and labels in them."""
    controls = win.panel.current_page().main_controls()
    return [
        part
        for control in controls
        for part in (control, *control.findChildren(QAbstractButton), *control.findChildren(QLabel))
    ]


def _main_action_problems(win: MainWindow, where: str) -> list[str]:
    """Every control of the page's move (and the total it shows) that is not in sight."""
    parts = _main_action_parts(win)
    assert parts, f"{where}: the page names no main action"
    found = []
    for part in parts:
        why = _in_sight(win, part)
        if why is not None:
            found.append(f"{where}: {part.objectName() or type(part).__name__} {why}")
    return found


def _sight_cases():
    """Every language on both laptop screens; the default run takes every language on
    the smaller screen and the longest one (German) on the larger, ``-m slow`` the rest."""
    for screen in SCREENS:
        for code in ("en", "de", "zh_CN", "zh_TW"):
            quick = screen == SCREENS[0] or code == "de"
            marks = () if quick else (pytest.mark.slow,)
            yield pytest.param(code, screen, marks=marks, id=f"{code}-{screen[0]}x{screen[1]}")


@pytest.mark.parametrize(("code", "screen"), list(_sight_cases()))
def test_every_pages_move_is_in_sight_on_a_laptop_screen(qtbot, lang, code, screen):
    """The window opens as large as a 1280×720 or 1366×768 screen leaves it (task bar,
    title bar); on every decision page (the auction in round 1 and later, a bid, a
    discard, resources, a build with a long plan, bureaucracy) the controls that make
    the move are whole and in sight: the page's other rows scroll, its action rows do
    not, and no dock lies over them."""
    lang(code)
    fit.assume_free_area(free_area(QSize(*screen)))
    try:
        win = MainWindow(ai_delay_ms=0, autosave=False, restore_layout=False, session=False)
    finally:
        fit.assume_free_area(None)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    problems: list[str] = []
    parts = scrolled = 0
    try:
        for where in pages.PAGES:
            win.controller.set_game(pages.position(where))
            if where == "build":
                assert len(pages.long_plan(win.panel)) >= 3
            QApplication.processEvents()
            parts += len(_main_action_parts(win))
            scrolled += win.panel.page_scroll.verticalScrollBar().maximum() > 0
            problems += _main_action_problems(win, f"{code} {screen} {where}")
            _check_no_overlap(win, f"{code} {screen} {where}")
    finally:
        win.coach.shutdown()
        win.controller.shutdown()
    shown = len(pages.PAGES) - len({p.split(":")[0] for p in problems})
    print(
        f"{code} {screen[0]}x{screen[1]}: {shown} of {len(pages.PAGES)} pages show their move "
        f"({parts} controls, {len(problems)} out of sight); {scrolled} scroll their other rows"
    )
    assert not problems, "\n".join(problems)
