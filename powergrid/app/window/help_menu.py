"""The Help menu (Rules F1, What can I do now?, About) and the Settings… action.

Ready to add to a main window in two lines; both retranslate themselves when the
language changes.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from ..dialogs.help import HelpWindow, about_box, help_shortcut
from ..dialogs.settings import SettingsDialog
from ..shared.i18n import language
from ..shared.rulebook import Decision, GameBoard
from ..shared.settings import Settings

translate = QCoreApplication.translate


class HelpMenu(QMenu):
    """Help → Rules (F1), What can I do now?, About Power Grid.

    ``decision`` returns the current decision (None without a game); the help window
    asks it each time it opens, and ``refresh`` keeps an open *now* page current.
    """

    def __init__(
        self,
        parent: QWidget,
        decision: Callable[[], Decision | None],
        board: Callable[[], GameBoard | None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("helpMenu")
        self.decision = decision
        # The game's map and rule set (None: no game), for the help's tables.
        self.board = board if board is not None else lambda: None
        self.help_window: HelpWindow | None = None
        self.about: QMessageBox | None = None
        self.rules_action = self.addAction("")
        self.rules_action.setObjectName("rulesAction")
        self.rules_action.setShortcut(help_shortcut())
        self.now_action = self.addAction("")
        self.now_action.setObjectName("nowAction")
        self.addSeparator()
        self.about_action = self.addAction("")
        self.about_action.setObjectName("aboutAction")
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.rules_action.triggered.connect(lambda: self.open_help())
        self.now_action.triggered.connect(lambda: self.open_help())
        self.about_action.triggered.connect(self.open_about)
        self.retranslate()

    def open_help(self, page: str = "now") -> HelpWindow:
        """Show the help window (made once) on ``page``: *What can I do now?* unless told.

        F1 always answers the question of the moment first, whatever page was read last.
        """
        if self.help_window is None:
            self.help_window = HelpWindow(self.parentWidget(), self.decision())
        self.help_window.set_board(self.board())
        self.help_window.set_decision(self.decision())
        self.help_window.show_page(page)
        self.help_window.show()
        self.help_window.raise_()
        self.help_window.activateWindow()
        return self.help_window

    def refresh(self) -> None:
        """Call when the decision changes: an open help window follows it."""
        if self.help_window is not None and self.help_window.isVisible():
            self.help_window.set_board(self.board())
            self.help_window.set_decision(self.decision())

    def open_about(self) -> QMessageBox:
        self.about = about_box(self.parentWidget())
        return self.about

    def retranslate(self) -> None:
        self.setTitle(translate("Help", "&Help"))
        self.rules_action.setText(translate("Help", "&Rules"))
        self.now_action.setText(translate("Help", "&What can I do now?"))
        self.about_action.setText(translate("Help", "&About Power Grid"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class SettingsAction(QAction):
    """Settings…: opens the settings dialog; ``changed`` of the dialog goes to ``on_change``."""

    def __init__(
        self, parent: QWidget, on_change: Callable[[str, Settings], None] | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("settingsAction")
        self.setShortcut(QKeySequence(QKeySequence.StandardKey.Preferences))
        self.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.on_change = on_change
        self.dialog: SettingsDialog | None = None
        self.triggered.connect(self.open_dialog)
        language().changed.connect(self.retranslate)
        self.retranslate()

    def open_dialog(self) -> SettingsDialog:
        if self.dialog is None:
            parent = self.parent()
            self.dialog = SettingsDialog(parent if isinstance(parent, QWidget) else None)
            if self.on_change is not None:
                self.dialog.changed.connect(self.on_change)
        self.dialog.show()
        self.dialog.raise_()
        return self.dialog

    def retranslate(self, _lang: str = "") -> None:
        self.setText(translate("Settings", "Se&ttings…"))
