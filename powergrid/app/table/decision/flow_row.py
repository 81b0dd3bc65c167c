"""A row of controls that wraps onto a second line when the panel is too narrow.

The decision panel's action rows hold a box and two or three buttons whose words
differ in length from language to language: in one row they may run past the right
edge (German *Passen*), in a fixed grid they waste a line in English. The row lays its
items out left to right at their preferred sizes and starts a new line where the next
one would not fit; its height follows its width (``heightForWidth``), so the panel
asks the column for the lines it really takes.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget, QWidgetItem


class FlowRow(QLayout):
    """Items side by side from the left, wrapping where the width runs out."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 4) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self.setContentsMargins(0, 0, 0, 0)
        self.setSpacing(spacing)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def add(self, *widgets: QWidget) -> FlowRow:
        """Add ``widgets`` in this order (after the items so far)."""
        for widget in widgets:
            self.addChildWidget(widget)
            self.addItem(QWidgetItem(widget))
        self.invalidate()
        return self

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._place(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._place(rect, move=True)

    def sizeHint(self) -> QSize:
        """Everything on one line."""
        shown = self._shown()
        width = sum(i.sizeHint().width() for i in shown) + self.spacing() * max(0, len(shown) - 1)
        height = max((i.sizeHint().height() for i in shown), default=0)
        return self._with_margins(QSize(width, height))

    def minimumSize(self) -> QSize:
        """The widest item alone on its line (the height is the width's: heightForWidth)."""
        shown = self._shown()
        width = max((i.sizeHint().width() for i in shown), default=0)
        height = max((i.sizeHint().height() for i in shown), default=0)
        return self._with_margins(QSize(width, height))

    def _with_margins(self, size: QSize) -> QSize:
        m = self.contentsMargins()
        return size + QSize(m.left() + m.right(), m.top() + m.bottom())

    def _shown(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def _place(self, rect: QRect, move: bool) -> int:
        """Lay the items out in ``rect`` (or only measure); the height the lines take."""
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        x, y, line = area.x(), area.y(), 0
        gap = self.spacing()
        for item in self._shown():
            size = item.sizeHint()
            if x > area.x() and x + size.width() > area.right() + 1:
                x, y, line = area.x(), y + line + gap, 0  # a new line
            if move:
                width = min(size.width(), area.width())  # a word too long is cut, not spilt
                item.setGeometry(QRect(QPoint(x, y), QSize(width, size.height())))
            x += size.width() + gap
            line = max(line, size.height())
        return y + line - rect.y() + m.bottom()
