"""The table's sizes, which follow the window: the right column's width, the pinned
docks' heights, the decision panel's height, the boards' rows under the map, and
the open coach's column at the left of the map.

Pinned sizes keep a wide plant choice or a long log line from pushing into the map;
everything inside the docks is sized from the font, so nothing overflows.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QStyle, QTabBar

from ..coach.dock import CoachDock
from ..network.dock import NetworkDock
from ..shared.style import size_unit
from ..table.decision.panel import DecisionDock, DecisionPanel
from ..table.dock import RIGHT
from ..table.event_log import LogDock
from ..table.inactive_area import ROW_HEIGHT, VISIBLE_ROWS
from ..table.markets import PlantMarketDock, ResourceMarketDock
from ..table.player_boards import PlayersDock

if TYPE_CHECKING:
    from .mainwindow import MainWindow

# Share of the window's width the open coach's column takes (within its bounds).
COACH_SHARE = 0.2
# Whole lines the game log keeps in sight, and the window height below which it keeps
# a line less (the decision panel's rows scroll before the log shrinks).
LOG_LINES = 4
LOG_LINES_FROM_HEIGHT = 800


class RightColumn(QObject):
    """Fits the docks to the window; the window calls :meth:`apply_sizes` on a resize."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self._ui_scale = 0.0
        self._base_font = window.font()

    def follow_docks(self) -> None:
        """Fit the column again whenever a dock's need changes."""
        self.panel.neededHeightChanged.connect(self.fit_decision)
        # The inactive area (RULES 6) adds to the market's pinned height when it shows.
        market = self.window.dock_layout.get(PlantMarketDock).market
        market.inactive.shownChanged.connect(lambda _on: self.place_docks())
        # Another board's market has other rows, or the uranium market of its mines.
        resources = self.window.dock_layout.get(ResourceMarketDock).market
        resources.neededHeightChanged.connect(self.place_docks)
        self.window.dock_layout.get(PlayersDock).players.arrangementChanged.connect(
            self.place_docks
        )
        # The coach's column opens and closes beside the map: the map and the boards refit.
        self.coach.visibilityChanged.connect(self.coach_moved)
        self.coach.topLevelChanged.connect(self.coach_moved)

    def dock(self, name: str) -> QDockWidget:
        return self.window.docks[name]

    @property
    def panel(self) -> DecisionPanel:
        return self.window.dock_layout.get(DecisionDock).panel

    @property
    def coach(self) -> CoachDock:
        return self.window.dock_layout.get(CoachDock)

    def ui_scale(self) -> float:
        """How much larger than at 1366×768 text and cards are drawn (1 up to about 2.6)."""
        w, h = self.window.width(), self.window.height()
        return max(1.0, min(w / 1500, h / 900))

    def width(self) -> int:
        """The right column: wide enough for four plant cards, at most a third of the window."""
        unit = size_unit(self.window.dock_layout.get(PlayersDock).players.font())
        width = self.window.width()
        return int(max(23 * unit, min(0.25 * width, 0.34 * width)))

    def coach_width(self) -> int:
        """The open coach's column at the left of the map: a fifth of the window, as long
        as the map keeps half the window's width, and never too narrow to read."""
        unit = size_unit(self.coach.panel.font())
        width = self.window.width()
        keep_map = width // 2 - self.width() - 2 * self._separator()
        return int(max(min(COACH_SHARE * width, keep_map), 13 * unit))

    def apply_sizes(self) -> None:
        """Scale the docks' fonts to the window and pin the docks' sizes."""
        scale = self.ui_scale()
        if abs(scale - self._ui_scale) > 0.03:
            self._ui_scale = scale
            font = self.window.font()
            base = self._base_font.pointSizeF()
            if base > 0:
                font.setPointSizeF(base * scale)
            else:
                font.setPixelSize(round(self._base_font.pixelSize() * scale))
            self.window.setFont(font)  # docks, menus, status line and start screen alike
        self.place_docks()

    def place_docks(self) -> None:
        """Pin the right column's width, the fixed docks' heights and the boards' rows."""
        w = self.window
        width = self.width()
        for dock in w.docks.values():
            if dock.place.area == RIGHT:
                dock.setFixedWidth(width)
        coach = self.coach
        if coach.isFloating():
            coach.setMinimumWidth(0)
            coach.setMaximumWidth(16777215)
        else:
            coach.setFixedWidth(self.coach_width())
            # a graph taller than wide reads badly: the room under it stays empty
            coach.graph.setMaximumHeight(max(coach.graph.minimumHeight(), self.coach_width()))
        self._pin_heights()
        self._fit_inactive_area()
        self._pin_heights()
        self.fit_decision(shrink=True)
        under_map = w.width() - (width if not self.dock(DecisionDock.name).isHidden() else 0)
        players = self.window.dock_layout.get(PlayersDock)
        players.players.arrange(under_map - 8)
        players.setFixedHeight(players.players.height_for(under_map - 8))
        layout = w.layout()
        if layout is not None:
            layout.activate()  # move the docks now: no frame with the boards cut off
        w.summary.place()
        # After the docks took their new sizes; the view as context drops the call when the
        # window goes first (a language or font switch just before closing).
        QTimer.singleShot(0, w.view, w.view.refit)

    def _pinned(self) -> list[QDockWidget]:
        return [d for d in self.window.docks.values() if d.place.pinned]

    def _pin_heights(self) -> None:
        """The tracks and the markets get the height their contents take (and never less
        than their layouts' minimum, which would squeeze them into their neighbours)."""
        for dock in self._pinned():
            widget = dock.widget()
            need = max(widget.sizeHint().height(), widget.minimumSizeHint().height())
            dock.setFixedHeight(need + 2)

    def _fit_inactive_area(self) -> None:
        """As many rows of the inactive area (RULES 6) as the right column has room for,
        up to VISIBLE_ROWS: the decision panel and the log keep their minimum heights."""
        market = self.window.dock_layout.get(PlantMarketDock).market
        area = market.inactive
        if area.isHidden():
            return
        w = self.window
        column = w.height() - w.menuBar().height() - w.statusBar().sizeHint().height()
        others = sum(
            d.widget().sizeHint().height() + 2 for d in self._pinned() if d.widget() is not market
        )
        # the log at its full lines: the inactive area never takes them (a low window
        # gives the decision panel a log line before it gives a row of cards)
        log = self.window.dock_layout.get(LogDock).log
        extra = log.height_for(LOG_LINES) - log.minimumHeight()
        others += self.dock(LogDock.name).minimumSizeHint().height() + max(0, extra)
        decision = self.dock(DecisionDock.name)
        if not decision.isHidden():
            frame = max(0, decision.height() - self.panel.height())
            others += max(self.panel.reserved_height() + frame, decision.minimumHeight())
        area.set_rows(VISIBLE_ROWS)
        need = max(market.sizeHint().height(), market.minimumSizeHint().height()) + 2
        spare = column - others - need
        if spare < 0:
            area.set_rows(VISIBLE_ROWS - (-spare + ROW_HEIGHT - 1) // ROW_HEIGHT)

    def _column_room(self) -> int:
        """Height of the right column between the menu bar and the status bar."""
        w = self.window
        top = w.menuBar().height() if w.menuBar().isVisible() else 0
        bottom = w.statusBar().sizeHint().height() if w.statusBar().isVisible() else 0
        return w.height() - top - bottom

    def _separator(self) -> int:
        w = self.window
        return w.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetSeparatorExtent, None, w)

    def _room_for_decision(self) -> int:
        """What the decision panel may take: the column less the pinned docks and the
        smallest log, so the docks' minimums never overlap."""
        w = self.window
        column = [
            d
            for d in w.docks.values()
            if not d.isHidden() and not d.isFloating() and w.dockWidgetArea(d) == RIGHT
        ]
        log = self.dock(LogDock.name)
        pinned = sum(d.height() for d in self._pinned() if d in column)
        # the log's place, with the networked table's dock as its other tab (and the
        # tab bar under them)
        tabbed = [d for d in (log, self.dock(NetworkDock.name)) if d in column]
        lower = max((d.minimumSizeHint().height() for d in tabbed), default=0)
        if len(tabbed) > 1:
            lower += self._tab_bar_height()
        return self._column_room() - pinned - lower - self._column_gaps(column)

    def _tab_bar_height(self) -> int:
        """The height of the tab bar under docks that share a place."""
        bars = [b for b in self.window.findChildren(QTabBar) if b.isVisible()]
        return max((b.sizeHint().height() for b in bars), default=0)

    def _column_gaps(self, column: Sequence[QDockWidget]) -> int:
        """Room the separators between the column's docks take (none in some styles):
        measured on the column as laid out, else the style's separator per gap."""
        rect = self.window.rect()
        shown = [d for d in column if d.isVisible() and rect.contains(d.geometry())]
        if len(shown) < 2:
            return 0
        tops = sorted(d.geometry().top() for d in shown)
        span = max(d.geometry().bottom() for d in shown) + 1 - min(tops)
        laid_out = span - sum(d.height() for d in shown)
        if 0 <= laid_out <= self._separator() * len(shown):
            return laid_out
        return self._separator() * (len(shown) - 1)

    def fit_decision(self, shrink: bool = False) -> None:
        """Give the decision dock the height its page needs, as far as the column allows
        (the page's rows scroll beyond that, its action rows never do; it never paints
        over the plant market).

        It grows when a page needs more and keeps its height otherwise, so the markets
        under it do not jump at every phase; ``shrink`` (a new window size, the coach
        opened) sets it to the need exactly.
        """
        dock = self.dock(DecisionDock.name)
        if dock.isHidden() or dock.isFloating():
            dock.setMinimumHeight(0)
            return
        panel = self.panel
        frame = max(0, dock.height() - panel.height())
        width = self.width() - max(0, dock.width() - panel.width())
        need = panel.needed_height(width) + frame
        # (the dock's own minimum hint echoes the height set last time: the panel's counts)
        room = max(self._room_for_log_lines(panel.least_height(width) + frame), 0)
        target = min(need, room)
        if not shrink:
            target = max(target, min(dock.height(), room))
        dock.setMinimumHeight(target)
        lower = self.dock(LogDock.name)
        vertical = Qt.Orientation.Vertical
        if not lower.isHidden():
            self.window.resizeDocks([dock, lower], [target, self.window.height()], vertical)
        else:
            self.window.resizeDocks([dock], [target], vertical)
        layout = self.window.layout()
        if layout is not None:
            layout.activate()

    def _room_for_log_lines(self, least: int) -> int:
        """The decision panel's room, at least ``least`` (its action rows and key line):
        the log keeps its whole lines (one less in a low window) and gives up lines, down
        to two, only where the action rows would not fit otherwise."""
        log = self.window.dock_layout.get(LogDock).log
        lines = LOG_LINES if self.window.height() >= LOG_LINES_FROM_HEIGHT else LOG_LINES - 1
        log.set_least_lines(lines)
        room = self._room_for_decision()
        while room < least and log.least_lines > 2:
            log.set_least_lines(log.least_lines - 1)
            room = self._room_for_decision()
        return max(room, least)

    def coach_moved(self, *_args: object) -> None:
        """The coach opened, closed, floated or docked: the column and the map refit."""
        self.place_docks()
