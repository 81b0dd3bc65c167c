"""The round summary: who bought what, built where, powered how many and earned what.

:class:`RoundSummary` shows the last finished round (a :class:`RoundLog`) in a small
card over the map, closed with its button or Esc and never in the way of a human's
input.
"""

from __future__ import annotations

import math
from html import escape

from PySide6.QtCore import QEvent, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..shared.round_log import RoundLog
from ..shared.style import tint
from .board_view import BoardScene


class RoundSummary(QFrame):
    """A card over the map's top-left corner with the last round's summary.

    It goes after ``LINGER_MS`` (time to read it), with its close button, or when a
    human plays on; *View → Last round's summary* brings it back.
    """

    LINGER_MS = 15_000

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roundSummary")
        self.setFrameShape(QFrame.Shape.Box)
        tint(self, "#202020", "#ffffff")
        self._layout = layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 6, 8)
        top = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("roundSummaryTitle")
        top.addWidget(self.title, 1)
        self.close_button = close = QToolButton()
        close.setObjectName("roundSummaryClose")
        close.setText("×")
        close.setToolTip(self.tr("Close the summary"))
        close.setAutoRaise(True)
        close.clicked.connect(self.hide)
        top.addWidget(close)
        layout.addLayout(top)
        self.body = QLabel()
        self.body.setObjectName("roundSummaryBody")
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setWordWrap(True)
        layout.addWidget(self.body)
        self._linger = QTimer(self)
        self._linger.setSingleShot(True)
        self._linger.timeout.connect(self.hide)
        self._shown: tuple[RoundLog, list[str]] | None = None
        self.hide()

    def changeEvent(self, event: QEvent) -> None:
        """A language switch words the close button and a summary on screen again."""
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "close_button"):
            self.close_button.setToolTip(self.tr("Close the summary"))
            if self._shown is not None:
                self._render(*self._shown)
        super().changeEvent(event)

    def show_round(self, log: RoundLog, names: list[str]) -> None:
        self._render(log, names)
        self.show()
        self.raise_()
        self._linger.start(self.LINGER_MS)

    def _render(self, log: RoundLog, names: list[str]) -> None:
        self._shown = (log, list(names))
        self.title.setText(self.tr("<b>Round {n} in short</b>").format(n=log.round))
        rows = "".join(
            f"<tr><td><b>{escape(name)}</b>&nbsp;</td><td>{escape(text)}</td></tr>"
            for name, text in log.lines(names)
        )
        self.body.setText(f"<table cellspacing='2'>{rows}</table>")
        self.place()

    def place(self) -> None:
        """In the corner of the map that hides the fewest cities in play, at most half its
        width, and tall enough for every line (a rich-text table wraps only when measured)."""
        parent = self.parentWidget()
        if parent is None:
            return
        width = max(260, min(parent.width() // 2, 30 * self.fontMetrics().averageCharWidth() + 200))
        self.setFixedWidth(min(width, max(200, parent.width() - 20)))
        margins = self._layout.contentsMargins()
        text_width = self.width() - margins.left() - margins.right() - 2 * self.frameWidth()
        doc = QTextDocument()
        doc.setDefaultFont(self.body.font())
        doc.setHtml(self.body.text())
        doc.setTextWidth(text_width)
        self.body.setFixedHeight(math.ceil(doc.size().height()))
        self.adjustSize()
        self.move(self._free_corner(parent))

    def _free_corner(self, view: QWidget) -> QPoint:
        """The corner of ``view`` where this card covers the fewest cities in play."""
        w, h = self.width(), self.height()
        right, bottom = max(10, view.width() - w - 10), max(10, view.height() - h - 10)
        corners = [QPoint(10, 10), QPoint(right, 10), QPoint(10, bottom), QPoint(right, bottom)]
        if not isinstance(view, QGraphicsView):
            return corners[0]
        scene = view.scene()
        cities = scene.cities if isinstance(scene, BoardScene) else {}
        boxes = [item.sceneBoundingRect() for item in cities.values() if item.in_play]
        if not boxes:
            return corners[0]

        def hidden(corner: QPoint) -> int:
            area = view.mapToScene(QRect(corner, self.size())).boundingRect()
            return sum(1 for box in boxes if area.intersects(box))

        return min(corners, key=hidden)  # the first of equals: top-left, then top-right
