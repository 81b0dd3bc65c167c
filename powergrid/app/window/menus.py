"""The window's menus: Game, Edit, View, Map, Computer and Help (the coach puts its
own menu before Help). Their texts are set, and set again on a language switch, in
:meth:`Menus.retranslate`. The Game menu also hosts, joins and leaves networked
tables (``window.network``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence

from ..inspection import make_inspect_action
from .help_menu import HelpMenu, SettingsAction

if TYPE_CHECKING:
    from .mainwindow import MainWindow

# The computer's paces offered in the Computer menu, in milliseconds.
SPEEDS = (1000, 400, 100, 0)


class Menus(QObject):
    """The menu bar's menus and actions of one window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = w = window
        files = w.files
        bar = w.menuBar()
        self.game_menu = game = bar.addMenu("")
        keys = QKeySequence.StandardKey
        self.new_action = self._action(game, keys.New, files.ask_new_game)
        network = w.network
        self.host_action = self._action(game, None, network.ask_host)
        self.join_action = self._action(game, None, network.ask_join)
        self.invite_action = self._action(game, None, network.show_invitation)
        self.leave_action = self._action(game, None, network.ask_leave)
        game.addSeparator()
        self.open_action = self._action(game, keys.Open, files.ask_open)
        self.save_action = self._action(game, keys.Save, files.ask_save)
        self.save_as_action = self._action(game, keys.SaveAs, files.ask_save_as)
        game.addSeparator()
        self.folder_action = self._action(game, None, files.show_autosave_folder)
        self.settings_action = SettingsAction(w, w.apply_setting)
        game.addAction(self.settings_action)
        game.addSeparator()
        self.quit_action = self._action(game, keys.Quit, w.close)
        self.edit_menu = edit = bar.addMenu("")
        # Never greyed: Ctrl+Z either takes the move back or says why it cannot, and
        # the item carries that reason as its tip.
        self.undo_action = self._action(edit, keys.Undo, w.controller.undo)
        edit.setToolTipsVisible(True)
        for signal in (w.controller.undoAvailable, w.controller.decisionNeeded):
            signal.connect(self.update_undo_tip)
        self.view_menu = view = bar.addMenu("")
        self.zoom_in_action = self._action(view, keys.ZoomIn, lambda: w.view.zoom_by(1.25))
        self.zoom_out_action = self._action(view, keys.ZoomOut, lambda: w.view.zoom_by(0.8))
        self.fit_action = self._action(view, QKeySequence("Ctrl+0"), w.view.fit)
        self.summary_action = self._action(view, QKeySequence("Ctrl+R"), w.show_last_summary)
        view.addSeparator()
        for dock in w.docks.values():
            if dock.place.in_view_menu:
                view.addAction(dock.toggleViewAction())
        view.addSeparator()
        self.reset_action = self._action(view, None, w.dock_layout.reset)
        self.map_menu = board_menu = bar.addMenu("")
        self.inspect_action = make_inspect_action(w, game=w.inspected_game)
        self.inspect_action.setShortcut(QKeySequence("Ctrl+I"))
        board_menu.addAction(self.inspect_action)
        self.computer_menu = speed = bar.addMenu("")
        self.speed_actions: dict[int, QAction] = {}
        for ms in SPEEDS:
            action = self._action(speed, None, lambda _checked=False, ms=ms: w.set_ai_delay(ms))
            action.setCheckable(True)
            action.setChecked(ms == w.controller.ai_delay_ms)
            self.speed_actions[ms] = action
        speed.addSeparator()
        self.skip_action = self._action(speed, QKeySequence("Space"), w.computer_moves.skip)
        self.help_menu = HelpMenu(w, w.current_decision)
        bar.addMenu(self.help_menu)

    def _action(self, menu, shortcut, slot) -> QAction:
        action = QAction(self.window)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def update_undo_tip(self, *_args) -> None:
        """*Undo my move* tells what it would take back, or why nothing can be."""
        reason = self.window.controller.undo_refusal()
        tip = reason if reason is not None else self.tr("Take back your last move of this turn")
        self.undo_action.setToolTip(tip)
        self.undo_action.setStatusTip(tip)

    def update_network(self) -> None:
        """The networked table's items: offered while this screen sits at a table."""
        table = self.window.network.table
        self.invite_action.setEnabled(table is not None and bool(table.code))
        self.leave_action.setEnabled(table is not None)

    def check_speed(self, ms: int) -> None:
        """Tick the pace ``ms`` in the Computer menu."""
        for value, action in self.speed_actions.items():
            action.setChecked(value == ms)

    def retranslate(self) -> None:
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New game…"))
        self.host_action.setText(self.tr("&Host a table…"))
        self.host_action.setStatusTip(
            self.tr("Play with friends at other screens: a table they join over the network")
        )
        self.join_action.setText(self.tr("&Join a table…"))
        self.join_action.setStatusTip(self.tr("Take a seat at a friend's table (address and code)"))
        self.invite_action.setText(self.tr("Show the &invitation…"))
        self.leave_action.setText(self.tr("&Leave the table"))
        self.open_action.setText(self.tr("&Open…"))
        self.save_action.setText(self.tr("&Save"))
        self.save_as_action.setText(self.tr("Save &as…"))
        self.folder_action.setText(self.tr("Show autosave &folder"))
        self.quit_action.setText(self.tr("&Quit"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.undo_action.setText(self.tr("&Undo my move"))
        self.update_undo_tip()
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
