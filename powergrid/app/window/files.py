"""The game's files as the window offers them: a new game, open, save, continue the
last game, resume after a crash, and the questions and messages around them.

A broken save is refused with its reason and the game on screen stays; a game in
progress is given up only after a yes (when the player keeps confirmations on).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFileDialog, QMessageBox

from ...rules import SaveError
from ..dialogs.new_game import NewGameDialog
from ..shared import settings, storage
from ..shared import table_data as td
from ..shared.file_errors import older_format_note, save_error_text

if TYPE_CHECKING:
    from .mainwindow import MainWindow


def file_key(path: Path) -> tuple[str, int, int] | None:
    """A file's identity for "the same file": its path, size and modification time."""
    try:
        info = path.stat()
    except OSError:
        return None
    return str(path), info.st_size, info.st_mtime_ns


class GameFiles(QObject):
    """The Game menu's commands and the start screen's choices, for one window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        # Where Save writes without asking (the file opened or saved last).
        self.save_path: Path | None = None
        # The refused autosave (path, size, modification time): Continue is not offered
        # for that very file again; a newer autosave is offered.
        self.refused_autosave: tuple[str, int, int] | None = None
        self.new_game_dialog: NewGameDialog | None = None
        self.message_box: QMessageBox | None = None

    def game_in_progress(self) -> bool:
        """A game with moves made and not over, or a networked table this screen sits
        at: leaving it needs a yes (if confirmations are on)."""
        network = getattr(self.window, "network", None)
        if network is not None and network.at_table():
            return True
        game = self.controller.game
        return game is not None and td.in_progress(game)

    def confirm_abandon(self, then) -> QMessageBox | None:
        """Ask before a game in progress is given up; run ``then`` on yes (or at once).
        At a networked table, ask before leaving the table."""
        network = getattr(self.window, "network", None)
        if network is not None and network.at_table():
            return network.confirm_leave(then)
        if not self.game_in_progress() or not self.window.settings.confirmations:
            then()
            return None
        return self.question(
            "abandonBox",
            self.tr("Abandon this game?"),
            self.tr(
                "A game is in progress. Leave it? Its autosave will be replaced by the next game."
            ),
            then,
            default_no=True,
        )

    def offer_resume(self) -> QMessageBox:
        """After a crash with a game autosaved: ask to resume it."""
        path = storage.autosave_path()
        return self.question(
            "resumeBox",
            self.tr("Resume the last game?"),
            self.tr(
                "Power Grid did not close properly last time. Resume the game that was running?"
            ),
            lambda: self.load_from(path, remember=False),
        )

    def question(
        self, name: str, title: str, text: str, on_yes, default_no: bool = False
    ) -> QMessageBox:
        """A Yes/No box, opened (not executed); ``on_yes`` runs on Yes."""
        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        box = QMessageBox(QMessageBox.Icon.Question, title, text, yes | no, self.window)
        box.setObjectName(name)
        if default_no:
            box.setDefaultButton(no)

        def answered(button) -> None:
            if box.standardButton(button) == yes:
                on_yes()

        box.buttonClicked.connect(answered)
        self.message_box = box
        box.open()
        return box

    def ask_new_game(self) -> QMessageBox | NewGameDialog | None:
        if self.game_in_progress():
            return self.confirm_abandon(self._new_game_dialog)
        return self._new_game_dialog()

    def _new_game_dialog(self) -> NewGameDialog:
        players = 3
        game = self.controller.game
        if game is not None:
            players = len(game.config.seats)
        dialog = NewGameDialog(self.window, players=players)
        dialog.accepted.connect(
            lambda: self.controller.new_game(dialog.config(), dialog.game_seed())
        )
        self.new_game_dialog = dialog
        dialog.open()
        return dialog

    def continue_autosave(self) -> bool:
        """Continue the game of the last session from its autosave."""
        autosave = storage.autosave_path()
        return autosave is not None and self.load_from(autosave, remember=False)

    def autosave_refused(self) -> bool:
        """The autosave there now is the very file refused before (Continue is not offered)."""
        autosave = storage.autosave_path()
        return (
            autosave is not None
            and autosave.exists()
            and file_key(autosave) == self.refused_autosave
        )

    def show_autosave_folder(self) -> bool:
        folder = storage.data_dir()
        return folder is not None and QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))

    def ask_open(self) -> None:
        self.confirm_abandon(self._open_dialog)

    def _open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.window,
            self.tr("Open a saved game"),
            str(settings.files_folder()),
            self.save_filter(),
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
            self.window,
            self.tr("Save the game"),
            str(settings.files_folder() / "game.pgsave"),
            self.save_filter(),
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
        settings.remember_files_folder(self.save_path)
        self._status(self.tr("Saved to {path}").format(path=path), 5000)
        return True

    def load_from(self, path, remember: bool = True) -> bool:
        """Load a save; a broken one is refused with its reason, the game untouched."""
        try:
            note = self.controller.load(path)
        except SaveError as err:
            if Path(path) == storage.autosave_path():
                self.refused_autosave = file_key(Path(path))
            reason = save_error_text(err)
            box = self.show_message(self.tr("Cannot open this save"), reason)
            self._status(self.tr("Not loaded: {reason}").format(reason=reason), 10000)
            if self.controller.game is None:
                # No game behind the refusal (a broken autosave on resume): back to the
                # start screen, whose choices are the next step.
                box.finished.connect(lambda _result: self.window.show_start_screen())
            return False
        self.save_path = Path(path) if remember else None
        if remember:
            settings.remember_files_folder(Path(path))
        if note:
            self._status(older_format_note(str(path), note), 10000)
        else:
            self._status(self.tr("Loaded {path}").format(path=path), 5000)
        return True

    def show_message(self, title: str, text: str) -> QMessageBox:
        box = QMessageBox(
            QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self.window
        )
        box.setTextFormat(Qt.TextFormat.PlainText)  # a refusal quotes the file's text
        box.setObjectName("messageBox")
        self.message_box = box
        box.open()
        return box

    def autosave_notice(self) -> QMessageBox | None:
        """Say once that autosave is off and why, when no folder of the user's can hold
        it (no home folder, a read-only disk …), and that the settings are not kept when
        their file is not a regular file; the game plays on without them."""
        autosave, kept = storage.autosave_off_text(), settings.settings_notice()
        if autosave is None and kept is None:
            return None
        title = self.tr("Autosave is off") if autosave else self.tr("Settings are not kept")
        box = self.show_message(title, "\n\n".join(t for t in (autosave, kept) if t))
        box.setIcon(QMessageBox.Icon.Information)
        box.setObjectName("autosaveOffBox" if autosave else "settingsOffBox")
        return box

    def _status(self, text: str, ms: int) -> None:
        self.window.statusBar().showMessage(text, ms)
