"""The start screen: what the window shows when no game is on the table.

New game, Continue (the autosaved game of the last session, when there is one),
Open a saved game, Inspect a map. Each is a large button with its shortcut.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from .style import tint


class StartScreen(QWidget):
    newRequested = Signal()
    continueRequested = Signal()
    openRequested = Signal()
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
        title = QLabel(self.tr("<h1>Power Grid</h1>"))
        title.setObjectName("startTitle")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(title)
        subtitle = QLabel(self.tr("Build a network, buy plants and fuel, power the most "
                                  "cities."))
        subtitle.setObjectName("startSubtitle")
        subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(subtitle)
        self.continue_button = self._button(self.tr("Continue the last game"),
                                            "continueButton", self.continueRequested, layout)
        self.new_button = self._button(self.tr("New game…  (Ctrl+N)"), "newGameButton",
                                       self.newRequested, layout)
        self.open_button = self._button(self.tr("Open a saved game…  (Ctrl+O)"),
                                        "openGameButton", self.openRequested, layout)
        self.inspect_button = self._button(self.tr("Inspect a map…  (Ctrl+I)"),
                                           "inspectMapButton", self.inspectRequested, layout)

    def _button(self, text: str, name: str, signal, layout) -> QPushButton:
        button = QPushButton(text, self)
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
        if event.type() == event.Type.FontChange:
            for button in self.findChildren(QPushButton):
                self._size_button(button)

    def set_can_continue(self, on: bool) -> None:
        """Offer Continue only when an autosave exists; it is then the default."""
        self.continue_button.setVisible(on)
        self.continue_button.setDefault(on)
        self.new_button.setDefault(not on)
        (self.continue_button if on else self.new_button).setFocus()
