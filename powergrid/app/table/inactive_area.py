"""The inactive area of RULES 6, shown under the plant market.

With the inactive-area variant the first plant of each number lies face up in the
area, where every player can read it: a second plant of that number will be
played. The widget hides itself in games without the variant.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from ...rules import PLANTS
from ..shared.style import FUEL_COLOURS, FUEL_TEXT

if TYPE_CHECKING:
    from ..shared.shown_table import TableSource

CARD_W, CARD_H, GAP = 34, 19, 3
# Rows shown before the area scrolls, at most and by default: the main window shows
# fewer when its right column has no room for them (see :meth:`set_rows`).
VISIBLE_ROWS = 2
ROW_HEIGHT = CARD_H + GAP


class _Cards(QWidget):
    """The area's plants as small cards, lowest number first, wrapped in rows."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.cards: list[int] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def set_cards(self, cards: list[int]) -> None:
        self.cards = sorted(cards, key=lambda c: PLANTS[c].number)  # ties: as they came
        self.setToolTip("\n".join(PLANTS[c].label() for c in self.cards))
        self._fit()

    def _fit(self) -> None:
        self.setMinimumHeight(self.heightForWidth(max(self.width(), CARD_W)))
        self.update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def per_row(self) -> int:
        return max(1, (max(self.width(), CARD_W) + GAP) // (CARD_W + GAP))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        per_row = max(1, (width + GAP) // (CARD_W + GAP))
        rows = max(1, -(-len(self.cards) // per_row))
        return rows * (CARD_H + GAP)

    def sizeHint(self) -> QSize:
        return QSize(8 * (CARD_W + GAP), self.heightForWidth(8 * (CARD_W + GAP)))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        per_row = self.per_row()
        big = QFont()
        big.setPixelSize(11)
        big.setBold(True)
        for i, card in enumerate(self.cards):
            plant = PLANTS[card]
            x = (i % per_row) * (CARD_W + GAP)
            y = (i // per_row) * (CARD_H + GAP)
            rect = QRectF(x + 1, y + 1, CARD_W - 2, CARD_H - 2)
            fill = QColor(FUEL_COLOURS[plant.kind])
            painter.setBrush(fill)
            painter.setPen(QPen(fill.darker(150), 1.2))
            painter.drawRoundedRect(rect, 4, 4)
            painter.setPen(QColor(FUEL_TEXT[plant.kind]))
            painter.setFont(big)
            # The number is what matters here; the fuel shows as the colour and the
            # whole card in the tooltip.
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, plant.name)


class InactiveAreaView(QWidget):
    """Title, the plants in the inactive area and the setup removals still due."""

    # Shown or hidden: the dock holding it takes a new height.
    shownChanged = Signal(bool)

    def __init__(self, controller: TableSource, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("inactiveArea")
        self.controller = controller
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 2, 0, 0)
        layout.setSpacing(1)
        self.title = QLabel()
        self.title.setObjectName("inactiveAreaTitle")
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.cards = _Cards()
        self.card_scroll = scroll = QScrollArea(self)
        scroll.setObjectName("inactiveAreaScroll")
        scroll.setWidget(self.cards)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.set_rows(VISIBLE_ROWS)
        layout.addWidget(scroll)
        self.setVisible(False)
        controller.plantMarketChanged.connect(self._schedule)
        controller.gameStarted.connect(self._schedule)
        self._pending = False

    def set_rows(self, rows: int) -> None:
        """Show ``rows`` whole rows of cards; the rest scroll. With no room for one row
        only the title shows (its tooltip lists the cards)."""
        rows = max(0, min(rows, VISIBLE_ROWS))
        self.card_scroll.setFixedHeight(rows * ROW_HEIGHT)  # whole rows, no sliver
        self.card_scroll.setVisible(rows > 0)

    def rows(self) -> int:
        return self.card_scroll.height() // ROW_HEIGHT if not self.card_scroll.isHidden() else 0

    def _schedule(self, *_args: object) -> None:
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self.refresh)

    def refresh(self) -> None:
        self._pending = False
        state = self.controller.state
        market = None if state is None else state.plant_market()
        if market is None or not market.inactive_area_played:
            self._show(False)
            return
        area = list(market.inactive_area)
        self.cards.set_cards(area)
        title = self.tr("<b>Inactive area</b> · %1 plants").replace("%1", str(len(area)))
        self.title.setToolTip(
            self.tr(
                "A drawn plant whose number is here is played; the "
                "first plant of a new number comes here."
            )
        )
        if market.removals_left:
            title += " · " + self.tr("next %1 matches removed").replace(
                "%1", str(market.removals_left)
            )
        self.title.setText(title)
        self.title.setToolTip(self.title.toolTip() + "\n\n" + self.cards.toolTip())
        self._show(True)

    def _show(self, on: bool) -> None:
        if self.isHidden() == on:
            self.setVisible(on)
            self.shownChanged.emit(on)
