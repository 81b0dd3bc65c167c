"""The main window: the map in the centre, docks around it, menus and status line."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
)

from ..rules import SaveError
from . import storage
from .board_view import BoardScene, BoardView
from .controller import GameController
from .dialogs import GameOverDialog, NewGameDialog
from .docks import (
    LogWidget,
    PlantMarketWidget,
    PlayersWidget,
    ResourceMarketWidget,
    make_dock,
)
from .inspection import BuildHighlighter, make_inspect_action
from .panels import DecisionPanel
from .style import SHAPES, seat_colour, seat_letter

SAVE_FILTER = "Power Grid saves (*.pgsave *.json);;All files (*)"


def app_icon() -> QIcon:
    """The window icon, loaded from the package with importlib.resources."""
    from importlib.resources import as_file, files

    try:
        with as_file(files("powergrid.app") / "icons" / "powergrid.svg") as path:
            return QIcon(str(path))
    except (FileNotFoundError, ModuleNotFoundError):
        return QIcon()


def app_settings() -> QSettings:
    """The app's settings; inside POWERGRID_DATA_DIR when that is set (tests)."""
    import os

    if os.environ.get("POWERGRID_DATA_DIR"):
        return QSettings(str(storage.data_dir() / "settings.ini"), QSettings.Format.IniFormat)
    return QSettings("powergrid", "powergrid")


class MainWindow(QMainWindow):
    def __init__(self, ai_delay_ms: int | None = None, autosave: bool = True,
                 restore_layout: bool = True, session: bool = True):
        """``ai_delay_ms`` None uses the remembered pace (400 ms by default).

        ``session`` False (screenshots, benchmarks) leaves the crash marker and the
        remembered layout alone.
        """
        super().__init__()
        self.session = session
        if ai_delay_ms is None:
            ai_delay_ms = int(app_settings().value("ai/delay_ms", 400))
        self.setObjectName("mainWindow")
        self.setWindowTitle("Power Grid")
        self.setWindowIcon(app_icon())
        self.resize(1500, 940)
        self.controller = GameController(
            self, ai_delay_ms=ai_delay_ms,
            autosave=storage.autosave_path() if autosave else None)
        self.save_path: Path | None = None
        self.game_over_dialog: GameOverDialog | None = None
        self.new_game_dialog: NewGameDialog | None = None
        self.message_box: QMessageBox | None = None
        self.last_redraw_ms = 0.0

        # The scene is owned by the window: a parentless scene may be collected.
        self.scene = BoardScene(self)
        self.view = BoardView(self.scene, self)
        self.setCentralWidget(self.view)

        c = self.controller
        self.plant_market = PlantMarketWidget(c)
        self.resource_market = ResourceMarketWidget(c)
        self.players = PlayersWidget(c)
        self.log = LogWidget(c)
        self.panel = DecisionPanel(c)
        self.docks = {
            "plantMarketDock": make_dock("Power plant market", "plantMarketDock",
                                         self.plant_market, self),
            "resourceMarketDock": make_dock("Resource market", "resourceMarketDock",
                                            self.resource_market, self),
            "decisionDock": make_dock("Your move", "decisionDock", self.panel, self),
            "playersDock": make_dock("Players", "playersDock", self.players, self),
            "logDock": make_dock("Game log", "logDock", self.log, self),
        }
        self._default_layout()

        self.status = QLabel()
        self.status.setObjectName("statusLine")
        self.statusBar().addWidget(self.status, 1)
        self.quote = QLabel()
        self.quote.setObjectName("buildQuote")
        self.statusBar().addPermanentWidget(self.quote)
        self._make_menus()

        c.gameStarted.connect(self.on_game_started)
        c.mapChanged.connect(self.refresh_map)
        c.decisionNeeded.connect(self.update_status)
        c.actionRefused.connect(self.show_refusal)
        c.gameOver.connect(self.on_game_over)
        c.undoAvailable.connect(self.undo_action.setEnabled)
        self.scene.cityClicked.connect(self.panel.city_clicked)
        self.panel.planChanged.connect(self.scene.show_plan)
        self.panel.tooltipsChanged.connect(self.scene.set_tooltips)
        self.panel.plantSelected.connect(self.plant_market.select)
        self.panel.resultsRequested.connect(self.show_results)
        self.plant_market.plantClicked.connect(self.panel.plant_clicked)
        # While a human builds: cheapest path and price on hover, unaffordable cities
        # veiled (the decision panel rings the affordable ones).
        self.build_help = BuildHighlighter(self.scene, parent=self)
        self.build_help.quoted.connect(self._show_quote)
        self.panel.buildTrial.connect(self._update_build_help)

        self.default_state = self.saveState()
        if restore_layout:
            self.restore_layout()
        self.update_status()
        if session:
            storage.mark_running()

    # ----- layout -----------------------------------------------------------------------

    def _default_layout(self) -> None:
        right = Qt.DockWidgetArea.RightDockWidgetArea
        bottom = Qt.DockWidgetArea.BottomDockWidgetArea
        left = Qt.DockWidgetArea.LeftDockWidgetArea
        d = self.docks
        self.addDockWidget(right, d["decisionDock"])
        self.addDockWidget(right, d["plantMarketDock"])
        self.addDockWidget(right, d["resourceMarketDock"])
        self.addDockWidget(bottom, d["playersDock"])
        self.addDockWidget(bottom, d["logDock"])
        self.splitDockWidget(d["playersDock"], d["logDock"], Qt.Orientation.Horizontal)
        self.resizeDocks([d["decisionDock"]], [430], Qt.Orientation.Horizontal)
        self.resizeDocks([d["playersDock"], d["logDock"]], [900, 500],
                         Qt.Orientation.Horizontal)
        self.resizeDocks([d["playersDock"]], [210], Qt.Orientation.Vertical)
        del left

    def restore_layout(self) -> None:
        settings = app_settings()
        geometry = settings.value("window/geometry")
        state = settings.value("window/state")
        if geometry is not None:
            self.restoreGeometry(geometry)
        if state is not None:
            self.restoreState(state)

    def save_layout(self) -> None:
        settings = app_settings()
        settings.setValue("window/geometry", self.saveGeometry())
        settings.setValue("window/state", self.saveState())
        settings.sync()

    def reset_layout(self) -> None:
        self.restoreState(self.default_state)
        for dock in self.docks.values():
            dock.show()

    def _make_menus(self) -> None:
        game = self.menuBar().addMenu("&Game")
        self.new_action = self._action(game, "&New game…", QKeySequence.StandardKey.New,
                                       self.ask_new_game)
        self.open_action = self._action(game, "&Open…", QKeySequence.StandardKey.Open,
                                        self.ask_open)
        self.save_action = self._action(game, "&Save", QKeySequence.StandardKey.Save,
                                        self.ask_save)
        self._action(game, "Save &as…", QKeySequence.StandardKey.SaveAs, self.ask_save_as)
        game.addSeparator()
        self._action(game, "&Quit", QKeySequence.StandardKey.Quit, self.close)
        edit = self.menuBar().addMenu("&Edit")
        self.undo_action = self._action(edit, "&Undo my move", QKeySequence.StandardKey.Undo,
                                        self.undo)
        self.undo_action.setEnabled(False)
        view = self.menuBar().addMenu("&View")
        self._action(view, "Zoom &in", QKeySequence.StandardKey.ZoomIn,
                     lambda: self.view.zoom_by(1.25))
        self._action(view, "Zoom &out", QKeySequence.StandardKey.ZoomOut,
                     lambda: self.view.zoom_by(0.8))
        self._action(view, "&Fit map to window", QKeySequence("Ctrl+0"), self.view.fit)
        view.addSeparator()
        for dock in self.docks.values():
            view.addAction(dock.toggleViewAction())
        view.addSeparator()
        self._action(view, "&Reset layout", None, self.reset_layout)
        board_menu = self.menuBar().addMenu("&Map")
        self.inspect_action = make_inspect_action(self, game=self._inspect_game)
        self.inspect_action.setShortcut(QKeySequence("Ctrl+I"))
        board_menu.addAction(self.inspect_action)
        speed = self.menuBar().addMenu("&Computer")
        self.speed_actions = {}
        for label, ms in (("Slow moves (1 s)", 1000), ("Normal moves (400 ms)", 400),
                          ("Fast moves (100 ms)", 100), ("Instant moves", 0)):
            action = self._action(speed, label, None,
                                  lambda _checked=False, ms=ms: self.set_ai_delay(ms))
            action.setCheckable(True)
            action.setChecked(ms == self.controller.ai_delay_ms)
            self.speed_actions[ms] = action

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

    def _action(self, menu, text, shortcut, slot) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    # ----- reacting to the controller ----------------------------------------------------------

    def on_game_started(self) -> None:
        game = self.controller.game
        board = game.state.board
        self.scene.build(board.mapfile, board.regions, cities_in_play=board.cities)
        self.view.fit()
        self.game_over_dialog = None
        self.setWindowTitle(f"Power Grid — {board.mapfile.name}")

    def refresh_map(self) -> None:
        start = time.perf_counter()
        game = self.controller.game
        if game is None:
            return
        state = game.state
        config = game.config
        marks = {}
        for seat in range(state.player_count):
            marks[seat] = (seat_colour(config, seat), seat_letter(config, seat),
                           SHAPES[seat % len(SHAPES)])
        houses = {city: [marks[s] for s in owners] for city, owners in state.houses().items()}
        self.scene.set_owners(houses)
        self.last_redraw_ms = (time.perf_counter() - start) * 1000

    def update_status(self) -> None:
        self.status.setText(self.controller.status_text())

    def show_refusal(self, reason: str) -> None:
        self.statusBar().showMessage(f"Not allowed: {reason}", 8000)

    def on_game_over(self, _result) -> None:
        self.update_status()
        self.show_results()

    def show_results(self) -> None:
        game = self.controller.game
        if game is None or game.state.outcome() is None:
            return
        if self.game_over_dialog is None:
            self.game_over_dialog = GameOverDialog(game, self)
            self.game_over_dialog.new_game_button.clicked.connect(self._new_from_results)
        self.game_over_dialog.show()

    def _new_from_results(self) -> None:
        if self.game_over_dialog is not None:
            self.game_over_dialog.accept()
        self.ask_new_game()

    # ----- commands ----------------------------------------------------------------------------

    def ask_new_game(self) -> NewGameDialog:
        players = 3
        game = self.controller.game
        if game is not None:
            players = len(game.config.seats)
        dialog = NewGameDialog(self, players=players)
        dialog.accepted.connect(lambda: self.controller.new_game(dialog.config(),
                                                                 dialog.game_seed()))
        self.new_game_dialog = dialog
        dialog.open()
        return dialog

    def ask_open(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Open a saved game", "", SAVE_FILTER)
        if path:
            self.load_from(path)

    def ask_save(self) -> None:
        if self.save_path is None:
            self.ask_save_as()
        else:
            self.save_to(self.save_path)

    def ask_save_as(self) -> None:
        if self.controller.game is None:
            return
        path, _ = QFileDialog.getSaveFileName(self, "Save the game", "game.pgsave", SAVE_FILTER)
        if path:
            self.save_to(path)

    def save_to(self, path) -> bool:
        try:
            self.controller.save(path)
        except (OSError, SaveError) as err:
            self.show_message("Cannot save", str(err))
            return False
        self.save_path = Path(path)
        self.statusBar().showMessage(f"Saved to {path}", 5000)
        return True

    def load_from(self, path) -> bool:
        """Load a save; a broken one is refused with its reason, the game untouched."""
        try:
            self.controller.load(path)
        except SaveError as err:
            self.show_message("Cannot open this save", str(err))
            self.statusBar().showMessage(f"Not loaded: {err}", 10000)
            return False
        self.save_path = Path(path)
        self.statusBar().showMessage(f"Loaded {path}", 5000)
        return True

    def show_message(self, title: str, text: str) -> QMessageBox:
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok,
                          self)
        box.setObjectName("messageBox")
        self.message_box = box
        box.open()
        return box

    def undo(self) -> None:
        self.controller.undo()

    def set_ai_delay(self, ms: int) -> None:
        """How long computer players wait before each move, so a human can follow."""
        self.controller.ai_delay_ms = ms
        for value, action in self.speed_actions.items():
            action.setChecked(value == ms)
        app_settings().setValue("ai/delay_ms", ms)

    # ----- crash recovery --------------------------------------------------------------------

    def offer_resume(self) -> QMessageBox | None:
        """If the last run crashed with a game autosaved, ask to resume it."""
        path = storage.autosave_path()
        box = QMessageBox(QMessageBox.Icon.Question, "Resume the last game?",
                          "Power Grid did not close properly last time. Resume the game "
                          "that was running?",
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setObjectName("resumeBox")

        def answered(button) -> None:
            if box.standardButton(button) == QMessageBox.StandardButton.Yes:
                self.load_from(path)
            elif self.controller.game is None:
                QTimer.singleShot(0, self.ask_new_game)

        box.buttonClicked.connect(answered)
        self.message_box = box
        box.open()
        return box

    def start(self, crashed: bool) -> None:
        """What to show first: the resume question or the new game dialog."""
        if crashed:
            self.offer_resume()
        else:
            self.ask_new_game()

    # ----- closing ---------------------------------------------------------------------------

    def closeEvent(self, event) -> None:
        self.controller.shutdown()
        if self.session:
            self.save_layout()
            storage.mark_clean_exit()
        super().closeEvent(event)

