"""The right column fits in every language: no dock over its neighbour, the decision
panel as tall as its page, and room for the coach's suggestions when it is open.

A seeded game is played forward by bots through the controller with every seat
human, so each position is a decision the panel shows; the geometry is read from
the laid-out window (offscreen).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from powergrid.ai import SimpleBot
from powergrid.app.window.docks import right_column
from powergrid.app.window.mainwindow import MainWindow
from powergrid.rules import GameConfig, SeatConfig

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


@pytest.mark.parametrize("code", ["de", "zh_CN", "zh_TW"])
@pytest.mark.parametrize("players", [2, 3])
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

    pages = _play(qtbot, win, players, 5, check)
    assert {"choose", "bid", "resources", "build", "bureaucracy"} <= pages


@pytest.mark.parametrize("code", ["en", "de", "zh_CN"])
def test_the_open_coach_shows_its_three_suggestions_at_1366x768(qtbot, make_table, lang, code):
    """At a laptop's size the tracks give their place while the coach's tab is in front
    (the boards and the status line carry the same facts); the best choice and the two
    others are shown whole, without scrolling. The win-chance graph under them may need
    the scroll bar at this size. The log's tab brings the tracks back."""
    lang(code)
    win = make_table((1366, 768))
    win.controller.new_game(_config(3), 5)
    map_before = win.view.viewport().size()
    win.coach.hint_action.trigger()
    qtbot.waitUntil(lambda: win.coach.panel.hint is not None, timeout=60_000)
    panel = win.coach.panel

    def laid_out() -> bool:
        """Every line of the hint has the height its words need (a loaded machine may
        take longer than one event-loop turn to lay the new text out)."""
        return all(
            label.heightForWidth(label.width()) <= label.height()
            for label in (panel.best, panel.others)
        )

    qtbot.waitUntil(laid_out, timeout=5_000)
    assert win.coach.dock.isVisible()
    assert win.docks["tracksDock"].isHidden()
    _check_no_overlap(win, "coach open")
    _check_decision_fits(win, "coach open")
    scroll = win.coach.dock.widget()
    assert scroll.verticalScrollBar().value() == 0
    view = scroll.viewport()
    panel = win.coach.panel
    assert panel.hint is not None and len(panel.hint.alternatives) == 2
    assert panel.others.text().count("\n") == 1  # two other suggestions
    for label in (panel.best, panel.others):
        box = QRect(label.mapTo(view, label.rect().topLeft()), label.size())
        assert view.rect().contains(box), f"{label.text()!r} is cut: {box} in {view.rect()}"
        need = label.heightForWidth(label.width())
        assert need <= label.height(), f"{label.text()!r} needs {need}, has {label.height()}"
    # The map keeps its place in the centre: no narrower, and still most of the window.
    assert win.view.viewport().width() == map_before.width()
    viewport = win.view.viewport()
    assert viewport.width() * viewport.height() >= 0.5 * win.width() * win.height()

    log_tab = win.docks["logDock"]
    log_tab.raise_()
    qtbot.waitUntil(lambda: not win.docks["tracksDock"].isHidden())
    _check_no_overlap(win, "log in front")
    win.coach.dock.raise_()
    qtbot.waitUntil(lambda: win.docks["tracksDock"].isHidden())
    win.coach.dock.close()
    qtbot.waitUntil(lambda: not win.docks["tracksDock"].isHidden())
    _check_no_overlap(win, "coach closed")


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)], ids=str)
@pytest.mark.parametrize("code", ["en", "zh_CN"])
def test_on_a_desktop_the_coach_fits_whole_beside_the_tracks(qtbot, make_table, lang, code, size):
    lang(code)
    win = make_table(size)
    win.controller.new_game(_config(3), 5)
    win.coach.hint_action.trigger()
    qtbot.waitUntil(lambda: win.coach.panel.hint is not None, timeout=60_000)
    qtbot.wait(50)  # the hint's lines are laid out
    assert not win.docks["tracksDock"].isHidden()
    _check_no_overlap(win, f"{size}")
    _check_decision_fits(win, f"{size}")
    scroll = win.coach.dock.widget()
    assert scroll.verticalScrollBar().maximum() == 0, "the coach scrolls"
    graph = win.coach.graph
    assert graph.isVisible() and graph.height() >= graph.minimumHeight()


def test_a_layout_saved_with_the_coach_open_keeps_the_tracks(qtbot, make_table, lang):
    """The tracks hidden for the coach are not the player's choice: the saved layout
    (and the start screen's memory of the docks) has them open."""
    lang("en")
    win = make_table((1366, 768))
    win.session = True
    win.controller.new_game(_config(3), 5)
    win.coach.dock.show()
    win.coach.dock.raise_()
    qtbot.waitUntil(lambda: win.docks["tracksDock"].isHidden())
    win.save_layout()
    assert win.docks["tracksDock"].isHidden()  # still making room
    win.session = False
    assert win.dock_layout.open_now()["tracksDock"]
    other = make_table((1366, 768))
    other.dock_layout.restore()
    assert other.dock_layout.open_now()["tracksDock"], "the tracks were saved as closed"
    other.controller.new_game(_config(3), 5)
    qtbot.wait(20)
    # The coach comes back open, so the tracks make room again; closed, they are back.
    assert other.coach.dock.isVisible() and other.docks["tracksDock"].isHidden()
    other.coach.dock.close()
    qtbot.waitUntil(lambda: not other.docks["tracksDock"].isHidden())


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

    pages = _play(qtbot, win, 3, 5, check)
    assert {"choose", "resources", "build", "bureaucracy"} <= pages
