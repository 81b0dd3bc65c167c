"""The main window: the map in the centre, docks around it, menus and status line."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, QSize, Qt, QTimer, QUrl
from PySide6.QtGui import QAction, QDesktopServices, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QStyle,
    QTabBar,
    QWidget,
)

from ...rules import SaveError
from ..coach.hooks import CoachHooks, install_coach
from ..dialogs.new_game import GameOverDialog, NewGameDialog
from ..inspection import BuildHighlighter, make_inspect_action
from ..shared import settings as st
from ..shared import storage
from ..shared import table_data as td
from ..shared.controller import GameController
from ..shared.file_errors import older_format_note, save_error_text
from ..shared.plain_text import plain
from ..shared.rulebook import Decision, current_decision
from ..shared.settings import win_chances_switch
from ..shared.style import SHAPES, seat_colour, seat_letter, set_palette, size_unit
from ..table.board_view import BoardScene, BoardView
from ..table.computer_moves import ComputerMoves
from ..table.decision.panel import DecisionPanel
from ..table.event_log import EventLog
from ..table.inactive_area import ROW_HEIGHT, VISIBLE_ROWS
from ..table.markets import PlantMarketWidget, ResourceMarketWidget, make_dock
from ..table.player_boards import PlayerBoards
from ..table.round_summary import RoundSummary
from ..table.tracks import TracksWidget
from .help_menu import HelpMenu, SettingsAction
from .start_screen import StartScreen


def app_icon() -> QIcon:
    """The window icon, loaded from the package with importlib.resources."""
    from importlib.resources import as_file, files

    try:
        with as_file(files("powergrid.app") / "icons" / "powergrid.svg") as path:
            return QIcon(str(path))
    except (FileNotFoundError, ModuleNotFoundError):
        return QIcon()


def app_settings() -> QSettings:
    """The app's settings store (``settings.qsettings``; an ini file in POWERGRID_DATA_DIR)."""
    return st.qsettings()


#: Version of the saved dock layout: a layout saved by an older table is not restored.
LAYOUT_VERSION = 3
#: The computer's paces offered in the Computer menu, in milliseconds.
SPEEDS = (1000, 400, 100, 0)
#: Smallest window the table is laid out for (a 1366×768 laptop with its task bar).
MIN_SIZE = QSize(1024, 640)
#: Text lines the open coach is given room for: the best choice and the two others,
#: each wrapped once or twice in the right column.
COACH_LINES = 6


class MainWindow(QMainWindow):
    def __init__(
        self,
        ai_delay_ms: int | None = None,
        autosave: bool = True,
        restore_layout: bool = True,
        session: bool = True,
    ):
        """``ai_delay_ms`` None uses the remembered pace (400 ms by default).

        ``session`` False (screenshots, benchmarks) leaves the crash marker and the
        remembered layout alone.
        """
        super().__init__()
        self.session = session
        self.settings = st.load()
        if ai_delay_ms is None:
            ai_delay_ms = self.settings.ai_delay_ms
        set_palette(self.settings.palette)
        #: The refused autosave (path, size, modification time): Continue is not offered
        #: for that very file again; a newer autosave is offered.
        self.refused_autosave: tuple[str, int, int] | None = None
        self.setObjectName("mainWindow")
        self.setWindowIcon(app_icon())
        self.setMinimumSize(MIN_SIZE)
        self.resize(1366, 768)
        self.controller = GameController(
            self, ai_delay_ms=ai_delay_ms, autosave=storage.autosave_path() if autosave else None
        )
        self.save_path: Path | None = None
        self.game_over_dialog: GameOverDialog | None = None
        self.new_game_dialog: NewGameDialog | None = None
        self.message_box: QMessageBox | None = None
        self.last_redraw_ms = 0.0

        # The scene is owned by the window: a parentless scene may be collected.
        self.scene = BoardScene(self)
        self.view = BoardView(self.scene, self)
        self.start_screen = StartScreen(self)
        self.centre = QStackedWidget(self)
        self.centre.addWidget(self.start_screen)
        self.centre.addWidget(self.view)
        self.setCentralWidget(self.centre)
        self.summary = RoundSummary(self.view)

        c = self.controller
        self.plant_market = PlantMarketWidget(c)
        self.resource_market = ResourceMarketWidget(c)
        self.players = PlayerBoards(c)
        self.tracks = TracksWidget(c)
        self.log = EventLog()
        self.log.follow(c)
        self.panel = DecisionPanel(c)
        self.docks = {
            "tracksDock": make_dock("", "tracksDock", self.tracks, self),
            "decisionDock": make_dock("", "decisionDock", self.panel, self),
            "plantMarketDock": make_dock("", "plantMarketDock", self.plant_market, self),
            "resourceMarketDock": make_dock("", "resourceMarketDock", self.resource_market, self),
            "logDock": make_dock("", "logDock", self.log, self),
            "playersDock": make_dock("", "playersDock", self.players, self),
        }
        # Only the log keeps a title bar: the other docks head themselves, and the
        # right column must fit a 1280×720 window.
        for name, dock in self.docks.items():
            if name != "logDock":
                dock.setTitleBarWidget(QWidget(dock))
        self._ui_scale = 0.0
        self._base_font = self.font()
        #: The tracks are hidden while the open coach needs their place (_make_room_for_coach).
        self._tracks_yielded = False
        self._default_layout()

        self.status = QLabel()
        plain(self.status)  # names the players
        self.status.setObjectName("statusLine")
        self.statusBar().addWidget(self.status, 1)
        self.quote = QLabel()
        plain(self.quote)
        self.quote.setObjectName("buildQuote")
        self.statusBar().addPermanentWidget(self.quote)
        self._make_menus()

        c.decisionNeeded.connect(self.help_menu.refresh)
        c.gameStarted.connect(self.on_game_started)
        c.mapChanged.connect(self.refresh_map)
        c.decisionNeeded.connect(self.update_status)
        c.actionRefused.connect(self.show_refusal)
        c.gameOver.connect(self.on_game_over)
        c.roundEnded.connect(self.show_round_summary)
        c.moveMade.connect(self._hide_summary_on_human_move)
        self.computer_moves = ComputerMoves(self.scene, c, parent=self)
        self.computer_moves.attach_banner(self.view)
        self.computer_moves.set_enabled(self.settings.show_ai_moves)
        self.computer_moves.resourcesTaken.connect(self.resource_market.track.flash)
        self.start_screen.newRequested.connect(self.ask_new_game)
        self.start_screen.continueRequested.connect(self.continue_autosave)
        self.start_screen.openRequested.connect(self.ask_open)
        self.start_screen.inspectRequested.connect(self.inspect_action.trigger)
        c.undoAvailable.connect(self.undo_action.setEnabled)
        self.scene.cityClicked.connect(self.panel.city_clicked)
        self.panel.planChanged.connect(self.scene.show_plan)
        self.panel.tooltipsChanged.connect(self.scene.set_tooltips)
        self.panel.plantSelected.connect(self.plant_market.select)
        self.panel.resultsRequested.connect(self.show_results)
        self.panel.neededHeightChanged.connect(self.fit_decision)
        self.plant_market.plantClicked.connect(self.panel.plant_clicked)
        # The inactive area (RULES 6) adds to the market's pinned height when it shows.
        self.plant_market.inactive.shownChanged.connect(lambda _on: self.place_docks())
        # While a human builds: cheapest path and price on hover, unaffordable cities
        # veiled (the decision panel rings the affordable ones).
        self.build_help = BuildHighlighter(self.scene, parent=self)
        self.build_help.quoted.connect(self._show_quote)
        self.panel.buildTrial.connect(self._update_build_help)

        # The coach (hints, win chances, game review) shares the log's place as a tab, so
        # the right column keeps its heights; it shows on a hint (H) or from its menu.
        self.coach: CoachHooks = install_coach(self)
        self.tabifyDockWidget(self.docks["logDock"], self.coach.dock)
        self.coach.dock.hide()
        self.coach.dock.visibilityChanged.connect(self._coach_shown)
        # A hint that wraps more, or the graph switched on or off, changes what it needs.
        self.coach.panel.hintReady.connect(self._coach_changed)
        win_chances_switch().toggled.connect(self._coach_changed)

        self.default_state = self.saveState(LAYOUT_VERSION)
        if restore_layout:
            self.restore_layout()
        self._dock_shown = self._docks_chosen()
        self.retranslate()
        self.show_start_screen()
        self.update_status()
        if session:
            storage.mark_running()

    # ----- layout -----------------------------------------------------------------------

    def _default_layout(self) -> None:
        """Map in the centre; one column at the right; player boards under the map.

        The right column runs the full height (it owns the bottom-right corner), so
        the player boards sit under the map only and the map keeps the largest share.
        """
        right = Qt.DockWidgetArea.RightDockWidgetArea
        bottom = Qt.DockWidgetArea.BottomDockWidgetArea
        self.setCorner(Qt.Corner.BottomRightCorner, right)
        self.setCorner(Qt.Corner.TopRightCorner, right)
        d = self.docks
        for name in (
            "tracksDock",
            "decisionDock",
            "plantMarketDock",
            "resourceMarketDock",
            "logDock",
        ):
            self.addDockWidget(right, d[name], Qt.Orientation.Vertical)
        self.addDockWidget(bottom, d["playersDock"])
        self._apply_sizes()

    # ----- sizes that follow the window ------------------------------------------------------

    def ui_scale(self) -> float:
        """How much larger than at 1366×768 text and cards are drawn (1 up to about 2.6)."""
        w, h = self.width(), self.height()
        return max(1.0, min(w / 1500, h / 900))

    def right_column_width(self) -> int:
        """The right column: wide enough for four plant cards, at most a third of the window."""
        unit = size_unit(self.players.font())
        return int(max(23 * unit, min(0.25 * self.width(), 0.34 * self.width())))

    def _apply_sizes(self) -> None:
        """Scale the docks' fonts to the window and pin the docks' sizes.

        Pinned sizes keep a wide plant choice or a long log line from pushing into
        the map; everything inside is sized from the font, so nothing overflows.
        """
        scale = self.ui_scale()
        if abs(scale - self._ui_scale) > 0.03:
            self._ui_scale = scale
            font = self.font()
            base = self._base_font.pointSizeF()
            if base > 0:
                font.setPointSizeF(base * scale)
            else:
                font.setPixelSize(round(self._base_font.pixelSize() * scale))
            self.setFont(font)  # docks, menus, status line and start screen alike
        self.place_docks()

    def place_docks(self) -> None:
        """Pin the right column's width, the fixed docks' heights and the boards' rows."""
        width = self.right_column_width()
        for name, dock in self.docks.items():
            if name != "playersDock":
                dock.setFixedWidth(width)
        self._pin_heights()
        self._make_room_for_coach()
        self._fit_inactive_area()
        self._pin_heights()
        self.fit_decision(shrink=True)
        under_map = self.width() - (width if not self.docks["decisionDock"].isHidden() else 0)
        self.players.arrange(under_map - 8)
        self.docks["playersDock"].setFixedHeight(self.players.height_for(under_map - 8))
        layout = self.layout()
        if layout is not None:
            layout.activate()  # move the docks now: no frame with the boards cut off
        self.summary.place()
        # After the docks took their new sizes; the view as context drops the call when the
        # window goes first (a language or font switch just before closing).
        QTimer.singleShot(0, self.view, self.view.refit)

    def _pin_heights(self) -> None:
        """The tracks and the markets get the height their contents take (and never less
        than their layouts' minimum, which would squeeze them into their neighbours)."""
        for name in ("tracksDock", "plantMarketDock", "resourceMarketDock"):
            widget = self.docks[name].widget()
            need = max(widget.sizeHint().height(), widget.minimumSizeHint().height())
            self.docks[name].setFixedHeight(need + 2)

    def _fit_inactive_area(self) -> None:
        """As many rows of the inactive area (RULES 6) as the right column has room for,
        up to VISIBLE_ROWS: the decision panel and the log keep their minimum heights."""
        area = self.plant_market.inactive
        if area.isHidden():
            return
        column = self.height() - self.menuBar().height() - self.statusBar().sizeHint().height()
        others = sum(
            self.docks[n].widget().sizeHint().height() + 2
            for n in ("tracksDock", "resourceMarketDock")
        )
        others += self.docks["logDock"].minimumSizeHint().height()
        decision = self.docks["decisionDock"]
        if not decision.isHidden():
            frame = max(0, decision.height() - self.panel.height())
            others += max(self.panel.reserved_height() + frame, decision.minimumHeight())
        coach = getattr(self, "coach", None)
        if coach is not None and not coach.dock.isHidden():
            others += self._dock_tab_height()
        area.set_rows(VISIBLE_ROWS)
        market = self.plant_market
        need = max(market.sizeHint().height(), market.minimumSizeHint().height()) + 2
        spare = column - others - need
        if spare < 0:
            area.set_rows(VISIBLE_ROWS - (-spare + ROW_HEIGHT - 1) // ROW_HEIGHT)

    def _column_room(self) -> int:
        """Height of the right column between the menu bar and the status bar."""
        top = self.menuBar().height() if self.menuBar().isVisible() else 0
        bottom = self.statusBar().sizeHint().height() if self.statusBar().isVisible() else 0
        return self.height() - top - bottom

    def _separator(self) -> int:
        return self.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetSeparatorExtent, None, self)

    def _tabbed_docks(self) -> list[QDockWidget]:
        """The visible docks sharing the place under the markets (the log and the coach)."""
        docks = [self.docks["logDock"]]
        coach = getattr(self, "coach", None)
        if coach is not None:
            docks.append(coach.dock)
        return [d for d in docks if not d.isHidden() and not d.isFloating()]

    def _room_for_decision(self) -> int:
        """What the decision panel may take: the column less the pinned docks and the
        smallest log (and coach tab), so the docks' minimums never overlap."""
        column = [
            d
            for n, d in self.docks.items()
            if n != "playersDock"
            and not d.isHidden()
            and not d.isFloating()
            and self.dockWidgetArea(d) == Qt.DockWidgetArea.RightDockWidgetArea
        ]
        tabbed = self._tabbed_docks()
        pinned = sum(
            d.height()
            for n, d in self.docks.items()
            if d in column and n in ("tracksDock", "plantMarketDock", "resourceMarketDock")
        )
        lower = 0
        if tabbed:
            lower = max(d.minimumSizeHint().height() for d in tabbed)
            if len(tabbed) > 1:
                lower += self._dock_tab_height()
        return self._column_room() - pinned - lower - self._column_gaps(column)

    def _column_gaps(self, column: list[QDockWidget]) -> int:
        """Room the separators between the column's docks take (none in some styles):
        measured on the column as laid out, else the style's separator per gap."""
        coach = getattr(self, "coach", None)
        if coach is not None and coach.dock not in column:
            column = [*column, coach.dock]
        # (a dock behind another's tab is parked outside the window)
        shown = [d for d in column if d.isVisible() and self.rect().contains(d.geometry())]
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
        (the page scrolls beyond that; it never paints over the plant market).

        It grows when a page needs more and keeps its height otherwise, so the markets
        under it do not jump at every phase; ``shrink`` (a new window size, the coach
        opened) sets it to the need exactly.
        """
        dock = self.docks["decisionDock"]
        if dock.isHidden() or dock.isFloating():
            dock.setMinimumHeight(0)
            return
        frame = max(0, dock.height() - self.panel.height())
        width = self.right_column_width() - max(0, dock.width() - self.panel.width())
        need = self.panel.needed_height(width) + frame
        # (the dock's own minimum hint echoes the height set last time: the panel's counts)
        room = max(self._room_for_decision(), self.panel.minimumSizeHint().height() + frame)
        coach_open = self._coach_active()
        target = min(need, room)
        if not shrink and not coach_open:  # the open coach takes all the decision leaves
            target = max(target, min(dock.height(), room))
        dock.setMinimumHeight(target)
        lower = self.coach.dock if coach_open else self.docks["logDock"]
        if not lower.isHidden():
            self.resizeDocks([dock, lower], [target, self.height()], Qt.Orientation.Vertical)
        else:
            self.resizeDocks([dock], [target], Qt.Orientation.Vertical)
        layout = self.layout()
        if layout is not None:
            layout.activate()

    def _coach_active(self) -> bool:
        """The coach is open and its tab is the one in front of the log."""
        coach = getattr(self, "coach", None)
        if coach is None or coach.dock.isHidden() or coach.dock.isFloating():
            return False
        if coach.dock not in self.tabifiedDockWidgets(self.docks["logDock"]):
            return True  # a place of its own
        title = coach.dock.windowTitle()
        for bar in self.findChildren(QTabBar):
            titles = [bar.tabText(i) for i in range(bar.count())]
            if title in titles and self.docks["logDock"].windowTitle() in titles:
                return bar.currentIndex() == titles.index(title)
        return coach.dock.isVisible()

    def coach_need(self) -> int:
        """Height the coach dock needs: its buttons, room for the three suggestions
        (COACH_LINES lines, more if the hint shown wraps more) and the win-chance graph."""
        coach = self.coach
        panel = coach.panel
        m = panel.layout().contentsMargins()
        width = self.right_column_width() - 2 * self._separator()
        lines = COACH_LINES * panel.fontMetrics().lineSpacing() + panel.button.sizeHint().height()
        lines += m.top() + m.bottom() + 2 * panel.layout().spacing()
        shown = panel.heightForWidth(width) if panel.hasHeightForWidth() else 0
        body = max(lines, shown, panel.sizeHint().height())
        if not coach.graph.isHidden():
            body += coach.graph.minimumHeight() + coach.graph.parentWidget().layout().spacing()
        dock = coach.dock
        title = max(0, dock.minimumSizeHint().height() - dock.widget().minimumSizeHint().height())
        return body + title

    def _make_room_for_coach(self) -> None:
        """While the coach's tab is in front and the column cannot hold both the decision
        and the coach's suggestions, the tracks give their place.

        Nothing is lost meanwhile: the player boards show the turn order, the cities and
        the income, the status line the round, step and phase. The tracks come back when
        the log's tab is chosen or the coach closes.
        """
        tracks = self.docks["tracksDock"]
        want = self._coach_active() and (self._tracks_yielded or not tracks.isHidden())
        if want:
            decision = self.docks["decisionDock"]
            frame = max(0, decision.height() - self.panel.height())
            width = self.right_column_width() - max(0, decision.width() - self.panel.width())
            pinned = sum(
                self.docks[n].height()
                for n in ("tracksDock", "plantMarketDock", "resourceMarketDock")
                if not self.docks[n].isHidden() or n == "tracksDock"
            )
            column = [d for d in self.docks.values() if d is not self.docks["playersDock"]]
            gaps = self._column_gaps(column)
            room = self._column_room() - pinned - self._dock_tab_height() - gaps
            want = room - self.panel.needed_height(width) - frame < self.coach_need()
        if want and not tracks.isHidden():
            self._tracks_yielded = True
            tracks.hide()
        elif not want and self._tracks_yielded:
            self._tracks_yielded = False
            tracks.show()

    def _coach_changed(self, *_args) -> None:
        if self._coach_active() or self._tracks_yielded:
            self.place_docks()

    def _coach_shown(self, visible: bool) -> None:
        """Refit the column; an open coach takes the room the decision panel leaves.

        Again once the dock area has settled: a tab switch reports before it is done.
        """
        self.place_docks()
        QTimer.singleShot(0, self, self._coach_changed)

    def _dock_tab_height(self) -> int:
        """Height of the tab bar under tabbed docks (the log and the coach)."""
        bars = [bar for bar in self.findChildren(QTabBar) if bar.isVisible()]
        if bars:
            return max(bar.height() for bar in bars)
        return self.fontMetrics().height() + 12

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._apply_sizes()

    def restore_layout(self) -> None:
        settings = app_settings()
        geometry = storage.setting_bytes(settings, "window/geometry")
        state = storage.setting_bytes(settings, "window/state")
        if geometry is not None:
            self.restoreGeometry(geometry)
        if state is not None:
            self.restoreState(state, LAYOUT_VERSION)
            self._apply_sizes()

    def save_layout(self) -> None:
        """Remember the window and the docks as they are around a game.

        On the start screen the docks are hidden for the moment only; the state saved
        is the one the table had.
        """
        settings = app_settings()
        settings.setValue("window/geometry", self.saveGeometry())
        on_start = self.centre.currentWidget() is self.start_screen
        if on_start:
            for name, dock in self.docks.items():
                dock.setVisible(self._dock_shown.get(name, True))
        yielded = self._tracks_yielded and not on_start
        if yielded:
            self.docks["tracksDock"].show()  # hidden for the coach, not by the player
        settings.setValue("window/state", self.saveState(LAYOUT_VERSION))
        if yielded:
            self.docks["tracksDock"].hide()
        if on_start:
            for dock in self.docks.values():
                dock.hide()
        settings.sync()

    def _docks_chosen(self) -> dict[str, bool]:
        """Which docks the player has open (the tracks count as open while they make
        room for the coach)."""
        shown = {name: not d.isHidden() for name, d in self.docks.items()}
        if self._tracks_yielded:
            shown["tracksDock"] = True
        return shown

    def reset_layout(self) -> None:
        self.restoreState(self.default_state, LAYOUT_VERSION)
        for dock in self.docks.values():
            dock.show()
        self._apply_sizes()
        self.view.fit()

    def show_start_screen(self) -> None:
        """No game: the start screen in the centre and no empty docks around it."""
        if self.centre.currentWidget() is self.view:
            self._dock_shown = self._docks_chosen()
        autosave = storage.autosave_path()
        saved = autosave is not None and autosave.exists()
        refused = (
            autosave is not None and saved and self._file_key(autosave) == self.refused_autosave
        )
        self.start_screen.set_can_continue(saved, refused=refused)
        self.centre.setCurrentWidget(self.start_screen)
        for dock in self.docks.values():
            dock.hide()

    def _show_table(self) -> None:
        if self.centre.currentWidget() is not self.view:
            self.centre.setCurrentWidget(self.view)
            for name, dock in self.docks.items():
                dock.setVisible(self._dock_shown.get(name, True))

    def _make_menus(self) -> None:
        """The menus; their texts are set (and set again) by :meth:`retranslate`."""
        bar = self.menuBar()
        self.game_menu = game = bar.addMenu("")
        self.new_action = self._action(game, QKeySequence.StandardKey.New, self.ask_new_game)
        self.open_action = self._action(game, QKeySequence.StandardKey.Open, self.ask_open)
        self.save_action = self._action(game, QKeySequence.StandardKey.Save, self.ask_save)
        self.save_as_action = self._action(game, QKeySequence.StandardKey.SaveAs, self.ask_save_as)
        game.addSeparator()
        self.folder_action = self._action(game, None, self.show_autosave_folder)
        self.settings_action = SettingsAction(self, self.apply_setting)
        game.addAction(self.settings_action)
        game.addSeparator()
        self.quit_action = self._action(game, QKeySequence.StandardKey.Quit, self.close)
        self.edit_menu = edit = bar.addMenu("")
        self.undo_action = self._action(edit, QKeySequence.StandardKey.Undo, self.undo)
        self.undo_action.setEnabled(False)
        self.view_menu = view = bar.addMenu("")
        self.zoom_in_action = self._action(
            view, QKeySequence.StandardKey.ZoomIn, lambda: self.view.zoom_by(1.25)
        )
        self.zoom_out_action = self._action(
            view, QKeySequence.StandardKey.ZoomOut, lambda: self.view.zoom_by(0.8)
        )
        self.fit_action = self._action(view, QKeySequence("Ctrl+0"), self.view.fit)
        self.summary_action = self._action(view, QKeySequence("Ctrl+R"), self.show_last_summary)
        view.addSeparator()
        for dock in self.docks.values():
            view.addAction(dock.toggleViewAction())
        view.addSeparator()
        self.reset_action = self._action(view, None, self.reset_layout)
        self.map_menu = board_menu = bar.addMenu("")
        self.inspect_action = make_inspect_action(self, game=self._inspect_game)
        self.inspect_action.setShortcut(QKeySequence("Ctrl+I"))
        board_menu.addAction(self.inspect_action)
        self.computer_menu = speed = bar.addMenu("")
        self.speed_actions = {}
        for ms in SPEEDS:
            action = self._action(speed, None, lambda _checked=False, ms=ms: self.set_ai_delay(ms))
            action.setCheckable(True)
            action.setChecked(ms == self.controller.ai_delay_ms)
            self.speed_actions[ms] = action
        speed.addSeparator()
        self.skip_action = self._action(
            speed, QKeySequence("Space"), lambda: self.computer_moves.skip()
        )
        self.help_menu: HelpMenu = HelpMenu(self, self.current_decision)
        bar.addMenu(self.help_menu)

    def retranslate(self) -> None:
        """Every text of the window in the current language (also on LanguageChange)."""
        self._set_title()
        titles = {
            "tracksDock": self.tr("Round and tracks"),
            "decisionDock": self.tr("Your move"),
            "plantMarketDock": self.tr("Power plant market"),
            "resourceMarketDock": self.tr("Resource market"),
            "logDock": self.tr("Game log"),
            "playersDock": self.tr("Players"),
        }
        for name, title in titles.items():
            self.docks[name].setWindowTitle(title)
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New game…"))
        self.open_action.setText(self.tr("&Open…"))
        self.save_action.setText(self.tr("&Save"))
        self.save_as_action.setText(self.tr("Save &as…"))
        self.folder_action.setText(self.tr("Show autosave &folder"))
        self.quit_action.setText(self.tr("&Quit"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.undo_action.setText(self.tr("&Undo my move"))
        self.view_menu.setTitle(self.tr("&View"))
        self.zoom_in_action.setText(self.tr("Zoom &in"))
        self.zoom_out_action.setText(self.tr("Zoom &out"))
        self.fit_action.setText(self.tr("&Fit map to window"))
        self.summary_action.setText(self.tr("Last round's &summary"))
        self.reset_action.setText(self.tr("&Reset layout"))
        self.map_menu.setTitle(self.tr("&Map"))
        self.inspect_action.setText(QCoreApplication.translate("Inspector", "&Inspect…"))
        self.inspect_action.setStatusTip(
            QCoreApplication.translate(
                "Inspector", "Look at the map: regions, paths and building prices"
            )
        )
        self.computer_menu.setTitle(self.tr("&Computer"))
        speeds = {
            1000: self.tr("Slow moves (1 s)"),
            400: self.tr("Normal moves (400 ms)"),
            100: self.tr("Fast moves (100 ms)"),
            0: self.tr("Instant moves"),
        }
        for ms, action in self.speed_actions.items():
            action.setText(speeds[ms])
        self.skip_action.setText(self.tr("S&kip the highlight"))
        self.computer_moves.retranslate()
        if self.game_over_dialog is not None:
            # The results are made again in the new language (at once if they are open).
            shown = self.game_over_dialog.isVisible()
            self.game_over_dialog.close()
            self.game_over_dialog.deleteLater()
            self.game_over_dialog = None
            if shown:
                self.show_results()
        # The table's widgets draw from the game: drawn again, they read the new language.
        for widget in (self.plant_market, self.resource_market, self.players, self.tracks):
            widget.refresh()
        self.resource_market.track.update()
        self.update_status()
        if self.centre.currentWidget() is self.start_screen:
            self.show_start_screen()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _set_title(self) -> None:
        game = self.controller.game
        if game is None:
            self.setWindowTitle(self.tr("Power Grid"))
            return
        self.setWindowTitle(
            self.tr("{map} — {players} players").format(
                map=game.state.board.mapfile.name, players=game.state.player_count
            )
        )

    def current_decision(self) -> Decision | None:
        """The decision now (the help window explains it); None without a game."""
        game = self.controller.game
        return None if game is None else current_decision(game.state)

    # ----- settings ----------------------------------------------------------------------------

    def apply_setting(self, field: str, settings: st.Settings) -> None:
        """React to one changed setting (the Settings dialog has stored it already)."""
        self.settings = settings
        if field == "ai_delay_ms":
            self.set_ai_delay(settings.ai_delay_ms, store=False)
        elif field == "palette":
            set_palette(settings.palette)
            self.refresh_map()
            self.players.refresh()
            self.tracks.refresh()
        elif field == "autosave_dir":
            if self.controller.autosave is not None:
                self.controller.autosave = storage.autosave_path()
                self.controller.flush_autosave()  # the running game is saved there now
            if self.centre.currentWidget() is self.start_screen:
                self.show_start_screen()
        elif field == "show_ai_moves":
            self.computer_moves.set_enabled(settings.show_ai_moves)
        # "confirmations" is read where a confirmation would be asked; "language" was
        # switched by the dialog, and LanguageChange retranslates every widget.

    def _inspect_game(self):
        """The game the inspector opens on: (state, names, seat to move) or None."""
        game = self.controller.game
        if game is None:
            return None
        return game.state, game.names, max(game.state.current_player, 0)

    def _update_build_help(self, trial, seat: int) -> None:
        self.quote.clear()  # a quote is for one position; hovering again re-prices
        self.build_help.set_state(trial if seat >= 0 else None, seat)

    def _show_quote(self, text: str) -> None:
        """The hovered city's price, at the right of the status line (which stays)."""
        self.quote.setText(text)

    def _action(self, menu, shortcut, slot) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    # ----- reacting to the controller ----------------------------------------------------------

    def on_game_started(self) -> None:
        game = self.controller.game
        if game is None:
            return
        board = game.state.board
        self._show_table()
        self.scene.build(board.mapfile, board.regions, cities_in_play=board.cities)
        self.view.fit()
        self.summary.hide()
        self.game_over_dialog = None
        self._set_title()

    def show_round_summary(self, log) -> None:
        if self.controller.game is not None:
            self.summary.show_round(log, self.controller.game.names)

    def _hide_summary_on_human_move(self, _seat: int, human: bool, events) -> None:
        """The summary has been read once a human plays on (Ctrl+R shows it again)."""
        ends_round = any(td.is_round_start(e) or td.is_game_end(e) for e in events)
        if human and not ends_round:
            self.summary.hide()

    def show_last_summary(self) -> None:
        log = self.controller.last_round_log
        if log is not None:
            self.show_round_summary(log)

    def refresh_map(self) -> None:
        start = time.perf_counter()
        game = self.controller.game
        if game is None:
            return
        state = game.state
        config = game.config
        marks = {}
        for seat in range(state.player_count):
            marks[seat] = (
                seat_colour(config, seat),
                seat_letter(config, seat),
                SHAPES[seat % len(SHAPES)],
            )
        houses = {city: [marks[s] for s in owners] for city, owners in state.houses().items()}
        self.scene.set_owners(houses)
        self.last_redraw_ms = (time.perf_counter() - start) * 1000

    def update_status(self) -> None:
        self.status.setText(self.controller.status_text())

    def show_refusal(self, reason: str) -> None:
        """``reason`` is already in the current language (``texts.refusal_text``)."""
        self.statusBar().showMessage(self.tr("Not allowed: {reason}").format(reason=reason), 8000)

    def on_game_over(self, _result) -> None:
        self.update_status()
        self.show_results()

    def show_results(self) -> None:
        game = self.controller.game
        if game is None or game.state.outcome() is None:
            return
        if self.game_over_dialog is None:
            self.game_over_dialog = GameOverDialog(game, self, self.controller.figures)
            self.game_over_dialog.new_game_button.clicked.connect(self._new_from_results)
        self.game_over_dialog.show()

    def _new_from_results(self) -> None:
        if self.game_over_dialog is not None:
            self.game_over_dialog.accept()
        self.ask_new_game()

    # ----- commands ----------------------------------------------------------------------------

    def game_in_progress(self) -> bool:
        """A game with moves made and not over: leaving it needs a yes (if confirmations are on)."""
        game = self.controller.game
        return game is not None and td.in_progress(game)

    def confirm_abandon(self, then) -> QMessageBox | None:
        """Ask before a game in progress is given up; run ``then`` on yes (or at once)."""
        if not self.game_in_progress() or not self.settings.confirmations:
            then()
            return None
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Abandon this game?"),
            self.tr(
                "A game is in progress. Leave it? Its autosave will be replaced by the next game."
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setObjectName("abandonBox")
        box.setDefaultButton(QMessageBox.StandardButton.No)

        def answered(button) -> None:
            if box.standardButton(button) == QMessageBox.StandardButton.Yes:
                then()

        box.buttonClicked.connect(answered)
        self.message_box = box
        box.open()
        return box

    def ask_new_game(self) -> QMessageBox | NewGameDialog | None:
        if self.game_in_progress():
            return self.confirm_abandon(self._new_game_dialog)
        return self._new_game_dialog()

    def continue_autosave(self) -> bool:
        """Continue the game of the last session from its autosave."""
        autosave = storage.autosave_path()
        return autosave is not None and self.load_from(autosave, remember=False)

    def show_autosave_folder(self) -> bool:
        folder = storage.data_dir()
        return folder is not None and QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))

    def _new_game_dialog(self) -> NewGameDialog:
        players = 3
        game = self.controller.game
        if game is not None:
            players = len(game.config.seats)
        dialog = NewGameDialog(self, players=players)
        dialog.accepted.connect(
            lambda: self.controller.new_game(dialog.config(), dialog.game_seed())
        )
        self.new_game_dialog = dialog
        dialog.open()
        return dialog

    def ask_open(self) -> None:
        self.confirm_abandon(self._open_dialog)

    def _open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a saved game"), "", self.save_filter()
        )
        if path:
            self.load_from(path)

    def save_filter(self) -> str:
        return self.tr("Power Grid saves (*.pgsave *.json);;All files (*)")

    def ask_save(self) -> None:
        if self.save_path is None:
            self.ask_save_as()
        else:
            self.save_to(self.save_path)

    def ask_save_as(self) -> None:
        if self.controller.game is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the game"), "game.pgsave", self.save_filter()
        )
        if path:
            self.save_to(path)

    def save_to(self, path) -> bool:
        try:
            self.controller.save(path)
        except SaveError as err:
            self.show_message(self.tr("Cannot save"), save_error_text(err))
            return False
        except OSError as err:
            self.show_message(self.tr("Cannot save"), str(err))
            return False
        self.save_path = Path(path)
        self.statusBar().showMessage(self.tr("Saved to {path}").format(path=path), 5000)
        return True

    def load_from(self, path, remember: bool = True) -> bool:
        """Load a save; a broken one is refused with its reason, the game untouched."""
        try:
            note = self.controller.load(path)
        except SaveError as err:
            if Path(path) == storage.autosave_path():
                self.refused_autosave = self._file_key(Path(path))
            reason = save_error_text(err)
            box = self.show_message(self.tr("Cannot open this save"), reason)
            self.statusBar().showMessage(
                self.tr("Not loaded: {reason}").format(reason=reason), 10000
            )
            if self.controller.game is None:
                # No game behind the refusal (a broken autosave on resume): back to the
                # start screen, whose choices are the next step.
                box.finished.connect(lambda _result: self.show_start_screen())
            return False
        self.save_path = Path(path) if remember else None
        self.statusBar().showMessage(
            older_format_note(str(path), note)
            if note
            else self.tr("Loaded {path}").format(path=path),
            10000 if note else 5000,
        )
        return True

    @staticmethod
    def _file_key(path: Path) -> tuple[str, int, int] | None:
        """A file's identity for "the same file": its path, size and modification time."""
        try:
            info = path.stat()
        except OSError:
            return None
        return str(path), info.st_size, info.st_mtime_ns

    def show_message(self, title: str, text: str) -> QMessageBox:
        box = QMessageBox(
            QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self
        )
        box.setTextFormat(Qt.TextFormat.PlainText)  # a refusal quotes the file's text
        box.setObjectName("messageBox")
        self.message_box = box
        box.open()
        return box

    def undo(self) -> None:
        self.controller.undo()

    def set_ai_delay(self, ms: int, store: bool = True) -> None:
        """How long computer players wait before each move, so a human can follow."""
        self.controller.ai_delay_ms = ms
        for value, action in self.speed_actions.items():
            action.setChecked(value == ms)
        if store and st.validated("ai_delay_ms", ms) is not None:
            self.settings = st.update(ai_delay_ms=ms)

    # ----- crash recovery --------------------------------------------------------------------

    def offer_resume(self) -> QMessageBox | None:
        """If the last run crashed with a game autosaved, ask to resume it."""
        path = storage.autosave_path()
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Resume the last game?"),
            self.tr(
                "Power Grid did not close properly last time. Resume the game that was running?"
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setObjectName("resumeBox")

        def answered(button) -> None:
            if box.standardButton(button) == QMessageBox.StandardButton.Yes:
                self.load_from(path, remember=False)

        box.buttonClicked.connect(answered)
        self.message_box = box
        box.open()
        return box

    def start(self, crashed: bool) -> None:
        """What to show first: the start screen, and the resume question after a crash
        or, once, the notice that autosave is off and why."""
        self.show_start_screen()
        if crashed:
            self.offer_resume()
        else:
            self.autosave_notice()

    def autosave_notice(self) -> QMessageBox | None:
        """Say once that autosave is off and why, when no folder of the user's can hold
        it (no home folder, a read-only disk …); the game plays on without it."""
        text = storage.autosave_off_text()
        if text is None:
            return None
        box = self.show_message(self.tr("Autosave is off"), text)
        box.setIcon(QMessageBox.Icon.Information)
        box.setObjectName("autosaveOffBox")
        return box

    # ----- closing ---------------------------------------------------------------------------

    def closeEvent(self, event) -> None:
        self.coach.shutdown()
        self.controller.shutdown()
        if self.session:
            self.save_layout()
            storage.mark_clean_exit()
        super().closeEvent(event)
