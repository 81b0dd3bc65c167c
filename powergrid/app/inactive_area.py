"""The inactive area of RULES 6, shown under the plant market.

With the inactive-area variant the first plant of each number lies face up in the
area, where every player can read it: a second plant of that number will be
played. The widget hides itself in games without the variant.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from ..rules import PLANTS
from .style import FUEL_COLOURS, FUEL_TEXT

CARD_W, CARD_H, GAP = 34, 22, 3
#: Rows shown before the area scrolls (the dock shares its height with the market).
VISIBLE_ROWS = 3


class _Cards(QWidget):
    """The area's plants as small cards, lowest number first, wrapped in rows."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.cards: list[int] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def set_cards(self, cards: list[int]) -> None:
        self.cards = sorted(cards, key=lambda c: (PLANTS[c].number, PLANTS[c].rank))
        self.setToolTip("\n".join(PLANTS[c].label() for c in self.cards))
        self._fit()

    def _fit(self) -> None:
        self.setMinimumHeight(self.heightForWidth(max(self.width(), CARD_W)))
        self.update()

    def resizeEvent(self, event) -> None:
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

    def paintEvent(self, event) -> None:
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

    def __init__(self, controller, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("inactiveArea")
        self.controller = controller
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        self.title = QLabel()
        self.title.setObjectName("inactiveAreaTitle")
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.cards = _Cards()
        scroll = QScrollArea(self)
        scroll.setObjectName("inactiveAreaScroll")
        scroll.setWidget(self.cards)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFixedHeight(VISIBLE_ROWS * (CARD_H + GAP) + 2)
        layout.addWidget(scroll)
        self.setVisible(False)
        controller.plantMarketChanged.connect(self._schedule)
        controller.gameStarted.connect(self._schedule)
        self._pending = False

    def _schedule(self, *args) -> None:
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self.refresh)

    def refresh(self) -> None:
        self._pending = False
        state = self.controller.state
        market = None if state is None else state.plant_market()
        if market is None or not market.inactive_area_played:
            self.setVisible(False)
            return
        area = list(market.inactive_area)
        self.cards.set_cards(area)
        title = self.tr("<b>Inactive area</b> · %1 plants").replace("%1", str(len(area)))
        self.title.setToolTip(self.tr("A drawn plant whose number is here is played; the "
                                      "first plant of a new number comes here."))
        if market.removals_left:
            title += " · " + self.tr("next %1 matches removed").replace(
                "%1", str(market.removals_left))
        self.title.setText(title)
        self.setVisible(True)
