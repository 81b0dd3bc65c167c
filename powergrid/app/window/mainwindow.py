"""The main window: the map in the centre, the docks around it, menus and status line.

The window puts the parts together and reacts to the game as a whole; each dock
builds and words itself (``window/docks.py`` lists them), the right column's sizes
are :class:`~.column.RightColumn`'s, the menus :class:`~.menus.Menus`' and the
game's files :class:`~.files.GameFiles`'.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QCloseEvent, QColor, QIcon, QResizeEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QStackedWidget

from ...board import builtin_maps
from ..coach.hooks import CoachHooks, install_coach
from ..dialogs.game_over import GameOverDialog
from ..inspection import BuildHighlighter
from ..network.hooks import NetworkHooks, install_network
from ..shared import fit, input_guard, session_files, texts
from ..shared import settings as st
from ..shared import table_data as td
from ..shared.controller import GameController
from ..shared.plain_text import plain
from ..shared.retire import retire
from ..shared.rulebook import Decision, GameBoard, current_decision
from ..shared.style import house_marks, seat_colour, set_palette
from ..table.board_view import BoardScene, BoardView
from ..table.computer_moves import ComputerMoves
from ..table.decision.panel import DecisionDock
from ..table.dock import TableLinks
from ..table.player_boards import PlayersDock
from ..table.round_summary import RoundSummary
from ..table.step_banner import StepBanner
from ..table.tracks import TracksDock
from .column import RightColumn
from .docks import LAYOUT_VERSION, DockLayout
from .files import GameFiles
from .menus import Menus
from .start_screen import StartScreen

if TYPE_CHECKING:
    from ...rules import GameState, Outcome
    from ...rules import events as ev
    from ..shared.round_log import RoundLog

# Smallest window the table is laid out for (a 1366×768 laptop with its task bar).
MIN_SIZE = QSize(1024, 640)


def app_icon() -> QIcon:
    """The window icon, loaded from the package with importlib.resources."""
    from importlib.resources import as_file, files

    try:
        with as_file(files("powergrid.app") / "icons" / "powergrid.svg") as path:
            return QIcon(str(path))
    except (FileNotFoundError, ModuleNotFoundError):
        return QIcon()


class MainWindow(QMainWindow):
    """The game window: the table it makes (controller, map, docks) and its reactions
    to the game as a whole (title, status line, round summary, results)."""

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
        input_guard.install()  # the wheel, Space and the focus ring (before any widget)
        super().__init__()
        self.session = session
        self.settings = st.load()
        if ai_delay_ms is None:
            ai_delay_ms = self.settings.ai_delay_ms
        set_palette(self.settings.palette)
        self.setObjectName("mainWindow")
        self.setWindowIcon(app_icon())
        self.setMinimumSize(MIN_SIZE)
        self._open_on_screen()
        self.controller = c = GameController(
            self,
            ai_delay_ms=ai_delay_ms,
            autosave=session_files.autosave_path() if autosave else None,
        )
        self.game_over_dialog: GameOverDialog | None = None
        self.last_redraw_ms = 0.0

        self._make_centre(c)

        # The docks; the window is the table they sit at (controller, scene, links).
        self.dock_layout = DockLayout(self, self)
        self.docks = self.dock_layout.docks
        self.panel = self.dock_layout.get(DecisionDock).panel
        self.column = RightColumn(self)
        self.dock_layout.lay_out()
        self.column.apply_sizes()

        self._make_status_bar()
        self.files = GameFiles(self)
        # Networked tables: hosting and joining, the lobby, the table dock (the Game
        # menu offers them).
        self.network: NetworkHooks = install_network(self)
        self.menus = Menus(self)
        self.menus.update_network()

        self._connect(c)

        # The coach (hints, win chances, game review) has a column of its own at the
        # map's left; it opens on a hint (H) or from its menu.
        self.coach: CoachHooks = install_coach(self, before=self.menus.help_menu)
        self.column.follow_docks()

        self.default_state = self.saveState(LAYOUT_VERSION)
        if restore_layout:
            self.dock_layout.restore()
        self.dock_layout.chosen = self.dock_layout.open_now()
        self.retranslate()
        self.show_start_screen()
        self.update_status()
        if session:
            session_files.mark_running()

    def _make_centre(self, c: GameController) -> None:
        """The map and the start screen in the centre, with what lies over the map: the
        round summary, the computer's moves, the step banner, the links between them."""
        # The scene is owned by the window: a parentless scene may be collected.
        self.scene = BoardScene(self)
        self.view = BoardView(self.scene, self)
        self.start_screen = StartScreen(self)
        self.centre = QStackedWidget(self)
        self.centre.addWidget(self.start_screen)
        self.centre.addWidget(self.view)
        self.setCentralWidget(self.centre)
        self.summary = RoundSummary(self.view)
        self.computer_moves = ComputerMoves(self.scene, c, parent=self)
        self.computer_moves.attach_banner(self.view)
        self.computer_moves.set_enabled(self.settings.show_ai_moves)
        self.step_banner = StepBanner(self.view, c, avoid=self.summary, parent=self)
        self.links = TableLinks(self)

    def _make_status_bar(self) -> None:
        """The status line that names the players, and the price quote of a build."""
        self.status = plain(QLabel())  # names the players
        self.status.setObjectName("statusLine")
        self.statusBar().addWidget(self.status, 1)
        self.quote = plain(QLabel())
        self.quote.setObjectName("buildQuote")
        self.statusBar().addPermanentWidget(self.quote)

    def _connect(self, c: GameController) -> None:
        """The window's reactions to the game, the start screen and the decision panel,
        Esc's order over the map, and the build helper while a person builds."""
        c.decisionNeeded.connect(self.menus.help_menu.refresh)
        c.gameStarted.connect(self.on_game_started)
        c.mapChanged.connect(self.refresh_map)
        c.decisionNeeded.connect(self.update_status)
        c.actionRefused.connect(self.show_refusal)
        c.gameOver.connect(self.on_game_over)
        c.roundEnded.connect(self.show_round_summary)
        c.moveMade.connect(self._hide_summary_on_human_move)
        self.start_screen.newRequested.connect(self.files.ask_new_game)
        self.start_screen.continueRequested.connect(self.files.continue_autosave)
        self.start_screen.openRequested.connect(self.files.ask_open)
        self.start_screen.hostRequested.connect(self.network.ask_host)
        self.start_screen.joinRequested.connect(self.network.ask_join)
        self.start_screen.inspectRequested.connect(self.menus.inspect_action.trigger)
        self.panel.resultsRequested.connect(self.show_results)
        self.panel.confirmations = lambda: self.settings.confirmations
        # Esc closes what lies over the map before it drops the choice being prepared.
        keys = self.panel.keys_in_window
        keys.add_overlay(self.summary.isVisible, self.summary.hide)
        keys.add_overlay(self.step_banner.label.isVisible, self.step_banner.hide)
        # While a human builds: cheapest path and price on hover, unaffordable cities
        # veiled (the decision panel rings the affordable ones).
        self.build_help = BuildHighlighter(self.scene, parent=self)
        self.build_help.quoted.connect(self.quote.setText)
        self.panel.buildTrial.connect(self._update_build_help)

    def _open_on_screen(self) -> None:
        """As large as the screen's free area with the frame and title bar inside it; a
        layout remembered from the last session may change this (clamped the same way)."""
        most = fit.room(self)
        fit.resize_to_fit(self, most.width(), most.height())
        fit.place_inside(self)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.column.apply_sizes()

    def save_layout(self) -> None:
        on_start = self.centre.currentWidget() is self.start_screen
        self.dock_layout.save(on_start_screen=on_start)

    def show_start_screen(self) -> None:
        """No game: the start screen in the centre and no empty docks around it."""
        if self.centre.currentWidget() is self.view:
            self.dock_layout.chosen = self.dock_layout.open_now()
        autosave = session_files.autosave_path()
        exists = autosave is not None and autosave.exists()
        self.start_screen.set_can_continue(exists, refused=self.files.autosave_refused())
        self.centre.setCurrentWidget(self.start_screen)
        self.dock_layout.hide_all()

    def _show_table(self) -> None:
        if self.centre.currentWidget() is not self.view:
            self.centre.setCurrentWidget(self.view)
            self.dock_layout.show_chosen()

    # ----- texts -------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """The window's own texts in the current language (also on LanguageChange); the
        docks, the menus' owners and the dialogs word themselves."""
        self._set_title()
        self.menus.retranslate()
        self.computer_moves.retranslate()
        if self.game_over_dialog is not None:
            # The results are made again in the new language (at once if they are open).
            shown = self.game_over_dialog.isVisible()
            self.game_over_dialog.close()
            retire(self.game_over_dialog)
            self.game_over_dialog = None
            if shown:
                self.show_results()
        self.update_status()
        if self.centre.currentWidget() is self.start_screen:
            self.show_start_screen()

    def changeEvent(self, event: QEvent) -> None:
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
                map=texts.board_map_title(game.state.board.mapfile),
                players=game.state.player_count,
            )
        )

    def current_board(self) -> GameBoard | None:
        """The game's map (a built-in map's key, or the map itself when the game carries
        a player's own map) and rule set, for the help's tables; None without a game."""
        game = self.controller.game
        if game is None:
            return None
        mapfile = game.state.board.mapfile
        key = texts.map_key(mapfile)
        return (key if key.lower() in builtin_maps() else mapfile, game.config.edition)

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
            self.dock_layout.get(PlayersDock).players.refresh()
            self.dock_layout.get(TracksDock).tracks.refresh()
        elif field == "autosave_dir":
            if self.controller.autosave is not None:
                self.controller.autosave = session_files.autosave_path()
                self.controller.flush_autosave()  # the running game is saved there now
            if self.centre.currentWidget() is self.start_screen:
                self.show_start_screen()
        elif field == "show_ai_moves":
            self.computer_moves.set_enabled(settings.show_ai_moves)
        # "confirmations" is read where a question would be asked; "language" was
        # switched by the dialog, and LanguageChange retranslates every widget.

    def set_ai_delay(self, ms: int, store: bool = True) -> None:
        """How long computer players wait before each move, so a human can follow."""
        self.controller.ai_delay_ms = ms
        self.menus.check_speed(ms)
        if store and st.validated("ai_delay_ms", ms) is not None:
            self.settings = st.update(ai_delay_ms=ms)

    def inspected_game(self) -> tuple[GameState, list[str], int, list[QColor]] | None:
        """The game the inspector opens on: (state, names, seat to move, each seat's
        colour as the table shows it) or None."""
        game = self.controller.game
        if game is None:
            return None
        colours = [seat_colour(game.config, s) for s in range(len(game.config.seats))]
        return game.state, game.names, max(game.state.current_player, 0), colours

    def _update_build_help(self, trial: GameState | None, seat: int) -> None:
        """The builder's cities ringed in his own colour, the rest priced on hover."""
        self.quote.clear()  # a quote is for one position; hovering again re-prices
        game = self.controller.game
        if seat >= 0 and game is not None:
            self.build_help.ring_colour = seat_colour(game.config, seat)
        self.build_help.set_state(trial if seat >= 0 else None, seat)

    # ----- reacting to the controller ----------------------------------------------------------

    def on_game_started(self) -> None:
        game = self.controller.game
        if game is None:
            return
        board = game.state.board
        self._show_table()
        blocked = set(game.state.blocked_cities())  # grey all game (RULES 8.120)
        open_cities = [c for c in board.cities if c not in blocked]
        self.scene.build(board.mapfile, board.regions, cities_in_play=open_cities)
        self.view.fit()
        self.summary.hide()
        if self.game_over_dialog is not None:  # the last game's end screen, charts and all
            retire(self.game_over_dialog)
        self.game_over_dialog = None
        self._set_title()

    def show_round_summary(self, log: RoundLog) -> None:
        if self.controller.game is not None:
            self.summary.show_round(log, self.controller.game.names)
            self.step_banner.place()  # under the summary if they meet

    def _hide_summary_on_human_move(
        self, _seat: int, human: bool, events: Sequence[ev.Event]
    ) -> None:
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
        self.scene.set_owners(house_marks(game.config, game.state.houses()))
        self.last_redraw_ms = (time.perf_counter() - start) * 1000

    def update_status(self) -> None:
        self.status.setText(self.controller.status_text())

    def show_refusal(self, reason: str) -> None:
        """``reason`` is already in the current language (``texts.refusal_text``)."""
        self.statusBar().showMessage(self.tr("Not allowed: {reason}").format(reason=reason), 8000)

    def on_game_over(self, _result: Outcome | None) -> None:
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
        self.files.ask_new_game()

    # ----- starting and closing ----------------------------------------------------------------

    def start(self, crashed: bool) -> None:
        """What to show first: the start screen, and the resume question after a crash
        or, once, the notice that autosave is off and why."""
        self.show_start_screen()
        if crashed:
            self.files.offer_resume()
        else:
            self.files.autosave_notice()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.network.shutdown()
        self.coach.shutdown()
        self.controller.shutdown()
        if self.session:
            self.save_layout()
            session_files.mark_clean_exit()
        super().closeEvent(event)
