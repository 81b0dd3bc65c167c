"""Puts the coach into the main window: one call, ``install_coach(window)``.

The coach's dock (:mod:`.dock`) is one of the window's docks; these hooks add a
"Coach" menu (Hint with the H key, Review this game…, Review a saved game…, Show win
chances, the dock's switch), the win-chance graph and a "Review the game" button on
the end screen, and stop the coach's threads when the window closes. They use only
the window's ``controller``, ``docks``, ``menuBar()`` and ``game_over_dialog``, so
they do not depend on how the table is laid out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QMenu,
    QMessageBox,
    QPushButton,
)

from ...rules import Game, SaveError, save
from ..shared.file_errors import save_error_text
from ..shared.i18n import language
from ..shared.settings import (
    files_folder,
    set_win_chances_enabled,
    win_chances_enabled,
    win_chances_switch,
)
from .analysis import AnalysisBoard
from .dock import CoachDock
from .win_chances import WinChanceGraph

if TYPE_CHECKING:
    from collections.abc import Callable

    from ...rules import Outcome
    from ..window.mainwindow import MainWindow


class CoachHooks(QObject):
    """The coach's widgets and actions of one main window."""

    def __init__(self, window: MainWindow, before: QMenu | None = None) -> None:
        """``before``: the menu the Coach menu goes in front of (Help stays the last)."""
        super().__init__(window)
        self.window = window
        c = window.controller
        self.dock = window.dock_layout.get(CoachDock)
        self.panel = self.dock.panel
        self.tracker = self.dock.tracker
        self.graph = self.dock.graph
        self.boards: list[AnalysisBoard] = []

        self.menu = menu = QMenu(window)
        bar = window.menuBar()
        if before is not None:
            bar.insertMenu(before.menuAction(), menu)
        else:
            bar.addMenu(menu)
        self.hint_action = self._action(menu, "H", self.hint)
        self.analyse_action = self._action(menu, None, self.analyse_current)
        self.analyse_file_action = self._action(menu, None, self.analyse_file)
        menu.addSeparator()
        self.chances_action = self._action(menu, None, self.toggle_chances)
        self.chances_action.setCheckable(True)
        self.chances_action.setChecked(win_chances_enabled())
        win_chances_switch().toggled.connect(self._chances_switched)
        menu.addAction(self.dock.toggleViewAction())
        c.gameOver.connect(self._on_game_over)
        language().changed.connect(self.retranslate)
        self.retranslate()

    def retranslate(self, _lang: str = "") -> None:
        """The menu in the current language (it switches with the app)."""
        self.menu.setTitle(self.tr("C&oach"))
        self.hint_action.setText(self.tr("&Hint"))
        self.analyse_action.setText(self.tr("&Analyse this game…"))
        self.analyse_file_action.setText(self.tr("Analyse a &saved game…"))
        self.chances_action.setText(self.tr("Show &win chances"))

    def _action(self, menu: QMenu, shortcut: str | None, slot: Callable[..., object]) -> QAction:
        action = QAction(self.window)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    # ----- actions ------------------------------------------------------------------------

    def hint(self) -> None:
        self.dock.show()
        self.dock.raise_()  # in front, should the player have put it on another's tab
        self.panel.request_hint()

    def toggle_chances(self, on: bool) -> None:
        set_win_chances_enabled(on)  # announced back to _chances_switched

    def _chances_switched(self, on: bool) -> None:
        """The option changed (here or in Settings): the menu follows (the dock's graph
        follows by itself)."""
        self.chances_action.setChecked(on)

    def analyse_current(self) -> AnalysisBoard | None:
        game = self.window.controller.game
        if game is None or not game.log:
            return None
        copy = Game.from_log(game.config, game.seed, list(game.log))
        return self.open_analysis(copy)

    def analyse_file(self) -> AnalysisBoard | None:
        path, _filter = QFileDialog.getOpenFileName(
            self.window,
            self.tr("Analyse a saved game"),
            str(files_folder()),
            self.window.files.save_filter(),
        )
        if not path:
            return None
        try:
            game = save.load(path)
        except SaveError as err:
            box = QMessageBox(
                QMessageBox.Icon.Warning,
                self.tr("Cannot analyse"),
                save_error_text(err),
                QMessageBox.StandardButton.Ok,
                self.window,
            )
            box.setTextFormat(Qt.TextFormat.PlainText)  # the refusal quotes the file
            box.exec()
            return None
        return self.open_analysis(game)

    def open_analysis(self, game: Game) -> AnalysisBoard:
        """The analysis board of ``game``, its review started."""
        board = AnalysisBoard(game, parent=self.window, seed=game.seed)
        self.boards.append(board)
        board.show()
        board.start_review()
        return board

    def _on_game_over(self, _result: Outcome | None) -> None:
        """The end screen gets the win-chance graph and a review button."""
        dialog = getattr(self.window, "game_over_dialog", None)
        if dialog is None or dialog.findChild(QPushButton, "analyseGameButton") is not None:
            return
        if self.tracker.history:
            dialog.add_part(WinChanceGraph(self.tracker, dialog))
        button = QPushButton(self.tr("Analyse the game…"), dialog)
        button.setObjectName("analyseGameButton")
        button.clicked.connect(self.analyse_current)
        dialog.add_button(button)

    def shutdown(self) -> None:
        self.dock.shutdown()
        for board in self.boards:
            board.close()  # its review, its hint and its table's controller stop


def install_coach(window: MainWindow, before: QMenu | None = None) -> CoachHooks:
    """Add the coach to ``window`` (a MainWindow); keep the result as ``window.coach``."""
    hooks = CoachHooks(window, before)
    window.coach = hooks
    return hooks
