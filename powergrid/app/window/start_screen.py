"""The start screen: what the window shows when no game is on the table.

New game, Continue (the autosaved game of the last session, when there is one),
Open a saved game, host or join a networked table, Inspect a map. Each is a large
button (with its shortcut where it has one).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from ..shared.style import tint


class StartScreen(QWidget):
    newRequested = Signal()
    continueRequested = Signal()
    openRequested = Signal()
    hostRequested = Signal()
    joinRequested = Signal()
    inspectRequested = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("startScreen")
        tint(self, "#202020", "#f4f1ea")
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        card = QFrame(self)
        card.setObjectName("startCard")
        card.setFrameShape(QFrame.Shape.Box)
        tint(card, "#202020", "#ffffff")
        outer.addWidget(card, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addStretch(2)
        layout = QVBoxLayout(card)
        layout.setContentsMargins(36, 24, 36, 28)
        layout.setSpacing(10)
        self.title = title = QLabel(self)
        title.setObjectName("startTitle")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(title)
        self.subtitle = subtitle = QLabel(self)
        subtitle.setObjectName("startSubtitle")
        subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(subtitle)
        self.continue_button = self._button("continueButton", self.continueRequested, layout)
        self.new_button = self._button("newGameButton", self.newRequested, layout)
        self.open_button = self._button("openGameButton", self.openRequested, layout)
        self.host_button = self._button("hostTableButton", self.hostRequested, layout)
        self.join_button = self._button("joinTableButton", self.joinRequested, layout)
        self.inspect_button = self._button("inspectMapButton", self.inspectRequested, layout)
        self.refused = False
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("<h1>Power Grid</h1>"))
        self.subtitle.setText(
            self.tr("Build a network, buy plants and fuel, power the most cities.")
        )
        self.continue_button.setText(self.tr("Continue the last game"))
        self.new_button.setText(self.tr("New game…  (Ctrl+N)"))
        self.open_button.setText(self.tr("Open a saved game…  (Ctrl+O)"))
        self.host_button.setText(self.tr("Host a table for friends…"))
        self.join_button.setText(self.tr("Join a friend's table…"))
        self.inspect_button.setText(self.tr("Inspect a map…  (Ctrl+I)"))
        self.continue_button.setToolTip(
            self.tr(
                "The last game's autosave could not be read, so it cannot be continued. "
                "Start a new game or open another save."
            )
            if self.refused
            else ""
        )
        for button in self.findChildren(QPushButton):
            self._size_button(button)

    def _button(self, name: str, signal, layout) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName(name)
        button.clicked.connect(signal)
        layout.addWidget(button)
        self._size_button(button)
        return button

    @staticmethod
    def _size_button(button: QPushButton) -> None:
        """Large buttons, sized from the font (which follows the window's size)."""
        metrics = button.fontMetrics()
        button.setMinimumHeight(round(metrics.height() * 2.4))
        button.setMinimumWidth(metrics.horizontalAdvance(button.text()) + 6 * metrics.height())

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            for button in self.findChildren(QPushButton):
                self._size_button(button)
        elif event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def set_can_continue(self, on: bool, refused: bool = False) -> None:
        """Offer Continue when an autosave exists; it is then the default.

        ``refused``: that autosave was refused as broken; Continue stays in sight but
        disabled, its tooltip saying why, until a new autosave replaces the file.
        """
        self.refused = on and refused
        usable = on and not refused
        self.continue_button.setVisible(on)
        self.continue_button.setEnabled(usable)
        self.continue_button.setDefault(usable)
        self.new_button.setDefault(not usable)
        self.retranslate()
        (self.continue_button if usable else self.new_button).setFocus()
