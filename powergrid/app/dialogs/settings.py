"""Settings…: language, computer pace, confirmations, win chances, player colours,
autosave folder.

Every change is stored at once and announced with ``changed``; a language change
also switches the app's language at once (widgets retranslate on LanguageChange).
The win-chance option is the coach's (:func:`.settings.win_chances_switch` announces
it), so the table and the Coach menu follow a change made here at once.
"""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, QSize, Qt, QUrl, Signal
from PySide6.QtGui import QColor, QDesktopServices, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..shared import settings as st
from ..shared.i18n import LANGUAGES, SYSTEM, language
from ..shared.palettes import PALETTES, palette, palette_title
from ..shared.settings import set_win_chances_enabled, win_chances_enabled, win_chances_switch

translate = QCoreApplication.translate
SWATCH = 16
W = TypeVar("W", bound=QWidget)


def _swatches(name: str) -> QIcon:
    """A strip of the palette's colours, shown next to its name."""
    colours = palette(name)
    pixmap = QPixmap(SWATCH * len(colours), SWATCH - 2)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    for i, colour in enumerate(colours):
        painter.fillRect(i * SWATCH + 1, 1, SWATCH - 2, SWATCH - 4, QColor(colour.code))
    painter.end()
    return QIcon(pixmap)


def _named(widget: W, name: str) -> W:
    """``widget`` with its object name set (tests and style sheets find it by name)."""
    widget.setObjectName(name)
    return widget


class SettingsDialog(QDialog):
    """Changes apply as they are made; Close only closes."""

    # the field name of ``settings.Settings`` that changed, and the new settings
    changed = Signal(str, object)

    def __init__(self, parent: QWidget | None = None, store: QSettings | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.store = store or st.qsettings()
        self.current = st.load(self.store)

        self._make_fields()
        self._lay_out()
        self._show(self.current)
        self._connect()
        self.retranslate()

    def _make_fields(self) -> None:
        """One field per setting, and the autosave folder's buttons."""
        self.language = _named(QComboBox(), "languageBox")
        self.language.addItem("", SYSTEM)
        for code, own_name in LANGUAGES.items():
            self.language.addItem(own_name, code)
        self.pace = _named(QSpinBox(), "paceBox")
        self.pace.setRange(0, st.MAX_DELAY_MS)
        self.pace.setSingleStep(100)
        self.show_moves = _named(QCheckBox(), "showMovesBox")
        self.confirmations = _named(QCheckBox(), "confirmationsBox")
        self.win_chances = _named(QCheckBox(), "winChancesBox")
        self.palette_box = _named(QComboBox(), "paletteBox")
        self.palette_box.setIconSize(QSize(SWATCH * len(PALETTES["standard"]), SWATCH - 2))
        for name in PALETTES:
            self.palette_box.addItem(_swatches(name), "", name)
        self.folder = _named(QLineEdit(), "autosaveFolder")
        self.folder.setReadOnly(True)
        self.choose_folder = _named(QPushButton(), "chooseFolderButton")
        self.default_folder = _named(QPushButton(), "defaultFolderButton")
        self.open_folder = _named(QPushButton(), "openFolderButton")
        self.note = _named(QLabel(), "languageNote")

    def _lay_out(self) -> None:
        """The labelled fields in a form, the folder's buttons, Close below."""
        self.language_label = _named(QLabel(), "languageLabel")
        self.pace_label = _named(QLabel(), "paceLabel")
        self.palette_label = _named(QLabel(), "paletteLabel")
        self.folder_label = _named(QLabel(), "folderLabel")
        for label, field in (
            (self.language_label, self.language),
            (self.pace_label, self.pace),
            (self.palette_label, self.palette_box),
            (self.folder_label, self.folder),
        ):
            label.setBuddy(field)
        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        self.form.addRow(self.language_label, self.language)
        self.form.addRow(self.note)
        self.form.addRow(self.pace_label, self.pace)
        self.form.addRow(self.show_moves)
        self.form.addRow(self.confirmations)
        self.form.addRow(self.win_chances)
        self.form.addRow(self.palette_label, self.palette_box)
        self.form.addRow(self.folder_label, self.folder)
        buttons_row = QHBoxLayout()
        for button in (self.choose_folder, self.default_folder, self.open_folder):
            buttons_row.addWidget(button)
        buttons_row.addStretch(1)
        self.form.addRow(buttons_row)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addStretch(1)
        layout.addWidget(self.buttons)

    def _connect(self) -> None:
        """Each field stores its setting as it changes (there is no OK to press)."""
        self.language.currentIndexChanged.connect(
            lambda _i: self._set("language", self.language.currentData())
        )
        self.pace.valueChanged.connect(lambda v: self._set("ai_delay_ms", int(v)))
        self.show_moves.toggled.connect(lambda on: self._set("show_ai_moves", bool(on)))
        self.confirmations.toggled.connect(lambda on: self._set("confirmations", bool(on)))
        self.win_chances.toggled.connect(self._set_win_chances)
        win_chances_switch().toggled.connect(self._show_win_chances)
        self.palette_box.currentIndexChanged.connect(
            lambda _i: self._set("palette", self.palette_box.currentData())
        )
        self.choose_folder.clicked.connect(self.ask_folder)
        self.default_folder.clicked.connect(lambda: self.set_folder(""))
        self.open_folder.clicked.connect(self.open_autosave_folder)

    def _show(self, s: st.Settings) -> None:
        self.language.setCurrentIndex(max(0, self.language.findData(s.language)))
        self.pace.setValue(s.ai_delay_ms)
        self.show_moves.setChecked(s.show_ai_moves)
        self.confirmations.setChecked(s.confirmations)
        self.win_chances.setChecked(win_chances_enabled())
        self.palette_box.setCurrentIndex(max(0, self.palette_box.findData(s.palette)))
        self._show_folder()

    def _show_folder(self) -> None:
        folder = st.autosave_dir(self.current)
        self.folder.setText(str(folder) if folder is not None else "")
        self.folder.setPlaceholderText(translate("Storage", "Autosave is off"))
        self.folder.setCursorPosition(0)

    def _set(self, field: str, value: bool | int | str) -> None:
        if getattr(self.current, field) == value:
            return
        self.current = st.update(self.store, **{field: value})
        if field == "language" and isinstance(value, str):  # a language's code
            language().switch(value)
        if field == "autosave_dir":
            self._show_folder()
        self.changed.emit(field, self.current)

    def _set_win_chances(self, on: bool) -> None:
        if bool(on) != win_chances_enabled():
            set_win_chances_enabled(bool(on))

    def _show_win_chances(self, on: bool) -> None:
        """Turned on or off in the Coach menu while this dialog is open."""
        if self.win_chances.isChecked() != on:
            self.win_chances.setChecked(on)

    def set_folder(self, folder: str) -> None:
        """Use ``folder`` (absolute) for the autosave; "" for the app's data directory."""
        if folder and not Path(folder).is_absolute():
            raise ValueError(f"the autosave folder must be an absolute path, not {folder!r}")
        self._set("autosave_dir", folder)

    def ask_folder(self) -> None:
        start = st.autosave_dir(self.current)
        folder = QFileDialog.getExistingDirectory(
            self, translate("Settings", "Autosave folder"), "" if start is None else str(start)
        )
        if folder:
            self.set_folder(folder)

    def autosave_url(self) -> QUrl:
        folder = st.autosave_dir(self.current)
        return QUrl() if folder is None else QUrl.fromLocalFile(str(folder))

    def open_autosave_folder(self) -> bool:
        return QDesktopServices.openUrl(self.autosave_url())

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Settings", "Settings"))
        self.language_label.setText(translate("Settings", "&Language:"))
        self.pace_label.setText(translate("Settings", "Computer players wait before each move:"))
        self.palette_label.setText(translate("Settings", "Player colours:"))
        self.folder_label.setText(translate("Settings", "Autosave folder:"))
        self.language.setItemText(0, translate("Settings", "System language"))
        self.note.setText(
            translate(
                "Settings",
                "The language changes at once. Names of cities stay as printed on the board.",
            )
        )
        self.pace.setSuffix(translate("Settings", " ms"))
        self.pace.setSpecialValueText(translate("Settings", "no pause"))
        self.show_moves.setText(translate("Settings", "Show the computer players' moves"))
        self.confirmations.setText(
            translate("Settings", "Ask for confirmation before important moves")
        )
        self.win_chances.setText(translate("Settings", "Show win chances"))
        for i, name in enumerate(PALETTES):
            self.palette_box.setItemText(i, palette_title(name))
        self.choose_folder.setText(translate("Settings", "Choose…"))
        self.default_folder.setText(translate("Settings", "Default"))
        self.open_folder.setText(translate("Settings", "Open folder"))
        close = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setText(translate("Settings", "Close"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
