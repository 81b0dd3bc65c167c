"""The table's chat: its lines, and a field to say something.

Every line is a player's text and is shown as plain text (never markup) with the name
of the seat that said it. With several people at this screen a box chooses who
speaks. A line is one line of at most 300 characters (the protocol's bound).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...net.protocol import ChatLine

# Lines kept in the view (older ones scroll away for good).
MAX_LINES = 500
# The longest line a player may send (the protocol's bound).
MAX_CHARS = 300


class ChatPanel(QWidget):
    """The chat lines and the field to write one; ``said(text, seat)`` asks to send."""

    said = Signal(str, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chatPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(3)
        self.lines = QPlainTextEdit(self)
        self.lines.setObjectName("chatLines")
        self.lines.setReadOnly(True)  # a QPlainTextEdit shows every text as plain text
        self.lines.setMaximumBlockCount(MAX_LINES)
        self.lines.setMinimumHeight(self.fontMetrics().lineSpacing() * 2 + 8)
        layout.addWidget(self.lines, 1)
        self.row = row = QHBoxLayout()
        row.setSpacing(4)
        self.speaker = QComboBox(self)
        self.speaker.setObjectName("chatSpeaker")
        self.speaker.hide()
        row.addWidget(self.speaker)
        self.field = QLineEdit(self)
        self.field.setObjectName("chatField")
        self.field.setMaxLength(MAX_CHARS)
        self.field.returnPressed.connect(self.send)
        row.addWidget(self.field, 1)
        self.send_button = QPushButton(self)
        self.send_button.setObjectName("chatSend")
        self.send_button.setAutoDefault(False)
        self.send_button.clicked.connect(self.send)
        row.addWidget(self.send_button)
        layout.addLayout(row)
        self.retranslate()

    def retranslate(self) -> None:
        self.field.setPlaceholderText(self.tr("Say something to the table…"))
        self.send_button.setText(self.tr("Send"))
        self.speaker.setToolTip(self.tr("Who at this screen speaks"))

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_speakers(self, names: dict[int, str]) -> None:
        """The seats at this screen (seat → name); a box to choose among several."""
        current = self.speaker.currentData()
        self.speaker.clear()
        for seat, name in sorted(names.items()):
            self.speaker.addItem(name, seat)
        index = self.speaker.findData(current)
        self.speaker.setCurrentIndex(max(0, index))
        self.speaker.setVisible(len(names) > 1)
        self.field.setEnabled(bool(names))
        self.send_button.setEnabled(bool(names))

    def send(self) -> None:
        text = self.field.text().strip()
        if not text:
            return
        seat = self.speaker.currentData()
        self.said.emit(text, -1 if seat is None else int(seat))
        self.field.clear()

    def add(self, line: ChatLine) -> None:
        """A line someone said (their name and text, as plain text)."""
        self.lines.appendPlainText(self.tr("{name}: {text}").format(name=line.name, text=line.text))

    def add_note(self, text: str) -> None:
        """A line of the table itself (someone came or went)."""
        self.lines.appendPlainText(f"— {text}")

    def clear(self) -> None:
        self.lines.clear()
        self.field.clear()
