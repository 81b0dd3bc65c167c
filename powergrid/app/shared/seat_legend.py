"""The players' names in their colours (and shapes) under a chart, never on its lines:
one legend for the win-chance graphs and the results dialog's round charts."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from .plain_text import tip
from .style import shape_path

# One entry: the seat's colour, its name and, when the chart marks its points, the
# seat's shape (one of ``style.SHAPES``; None: a plain dot).
Entry = tuple[QColor, str] | tuple[QColor, str, str | None]


class SeatLegend(QWidget):
    """The players' names in their colours, in as many columns as the width holds,
    under a graph rather than on it. Names are drawn as plain text (elided)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seatLegend")
        self.entries: list[tuple[QColor, str, str | None]] = []
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def set_entries(self, entries: Sequence[Entry]) -> None:
        self.entries = [(QColor(e[0]), str(e[1]), e[2] if len(e) > 2 else None) for e in entries]
        self.setToolTip(tip("\n".join(n for _c, n, _s in self.entries)))
        self.updateGeometry()
        self.update()

    def names(self) -> list[str]:
        return [n for _c, n, _s in self.entries]

    def _cell_width(self) -> int:
        """The width of one entry: its mark and the longest name (a longer name than
        about twelve characters is elided)."""
        metrics = self.fontMetrics()
        longest = max((metrics.horizontalAdvance(n) for _c, n, _s in self.entries), default=0)
        return 30 + min(longest, 12 * metrics.averageCharWidth())

    def columns(self, width: int) -> int:
        return max(1, min(len(self.entries), width // self._cell_width()))

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        rows = -(-len(self.entries) // self.columns(width)) if self.entries else 0
        return rows * self.fontMetrics().lineSpacing()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        width = self._cell_width() * max(1, min(3, len(self.entries)))
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(min(self._cell_width(), 120), self.heightForWidth(120))

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        if not self.entries:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        metrics = self.fontMetrics()
        columns = self.columns(self.width())
        cell = min(self.width() / columns, self._cell_width() + 16.0)  # names close together
        line = metrics.lineSpacing()
        for i, (colour, name, shape) in enumerate(self.entries):
            x, y = (i % columns) * cell, (i // columns) * line
            middle = y + line / 2
            painter.setPen(QPen(colour, 2))
            painter.drawLine(QPointF(x + 2, middle), QPointF(x + 18, middle))
            painter.setBrush(colour)
            if shape is None:
                painter.drawEllipse(QPointF(x + 10, middle), 2.5, 2.5)
            else:  # the chart's own marker of the seat
                painter.setPen(QPen(QColor("#202020"), 1))
                painter.drawPath(shape_path(shape, x + 10, middle, 4.0))
            painter.setPen(self.palette().windowText().color())
            room = int(cell) - 28
            text = metrics.elidedText(name, Qt.TextElideMode.ElideRight, max(0, room))
            painter.drawText(QRectF(x + 22, y, room, line), Qt.AlignmentFlag.AlignVCenter, text)
        painter.end()
