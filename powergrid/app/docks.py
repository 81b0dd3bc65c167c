"""The information docks: plant market, resource market, players and the game log.

Each dock has a stable ``objectName`` (for ``saveState``) and redraws only when the
controller's signal for its part of the game fires.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..rules import PLANTS, RESOURCES, STEP3
from .inactive_area import InactiveAreaView
from .style import (
    FUEL_COLOURS,
    FUEL_TEXT,
    RESOURCE_COLOURS,
    SHAPES,
    seat_colour,
    seat_letter,
    shape_path,
    text_colour_on,
)


def plant_fuel_text(number: int) -> str:
    plant = PLANTS[number]
    if plant.kind == "eco":
        return "eco"
    kind = "coal/oil" if plant.kind == "hybrid" else plant.kind
    return f"{plant.amount} {kind}"


class Deferred:
    """Coalesce several change signals of one action into one redraw."""

    def schedule(self) -> None:
        if not getattr(self, "_pending", False):
            self._pending = True
            QTimer.singleShot(0, self._run_deferred)

    def _run_deferred(self) -> None:
        self._pending = False
        self.refresh()


class PlantCard(QFrame):
    """One power plant card: number, fuel kind and amount, cities powered."""

    clicked = Signal(int)

    def __init__(self, number: int, parent=None, small: bool = False):
        super().__init__(parent)
        self.number = number
        self.selected = False
        self.small = small
        self.setObjectName(f"plant{number}")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        size = QSize(64, 58) if small else QSize(78, 76)
        self.setFixedSize(size)
        if number == STEP3:
            self.setToolTip("The Step 3 card: cannot be bought")
        else:
            p = PLANTS[number]
            self.setToolTip(f"Plant {p.name}: {plant_fuel_text(number)} → powers {p.cities} "
                            f"{'city' if p.cities == 1 else 'cities'}")

    def set_selected(self, on: bool) -> None:
        if on != self.selected:
            self.selected = on
            self.update()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        if self.number == STEP3:
            painter.setBrush(QColor("#444444"))
            painter.setPen(QPen(QColor("#000000"), 1.5))
            painter.drawRoundedRect(rect, 6, 6)
            painter.setPen(QColor("#ffffff"))
            font = QFont()
            font.setPixelSize(14)
            font.setBold(True)
            painter.setFont(font)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "STEP\n3")
            return
        plant = PLANTS[self.number]
        fill = QColor(FUEL_COLOURS[plant.kind])
        fg = QColor(FUEL_TEXT[plant.kind])
        painter.setBrush(fill)
        painter.setPen(QPen(QColor("#000000") if self.selected else fill.darker(150),
                            4.0 if self.selected else 1.5))
        painter.drawRoundedRect(rect, 6, 6)
        painter.setPen(fg)
        big = QFont()
        big.setPixelSize(20 if not self.small else 16)
        big.setBold(True)
        painter.setFont(big)
        top = QRectF(rect.left(), rect.top() + 1, rect.width(), rect.height() * 0.42)
        painter.drawText(top, Qt.AlignmentFlag.AlignCenter, plant.name)
        small = QFont()
        small.setPixelSize(11 if not self.small else 10)
        painter.setFont(small)
        mid = QRectF(rect.left(), top.bottom() - 2, rect.width(), rect.height() * 0.28)
        painter.drawText(mid, Qt.AlignmentFlag.AlignCenter, plant_fuel_text(self.number))
        # Cities powered in a white pill, readable on every fuel colour.
        pill = QRectF(rect.center().x() - 20, mid.bottom(), 40, rect.height() * 0.26)
        painter.setBrush(QColor("#ffffff"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(pill, 6, 6)
        painter.setPen(QColor("#000000"))
        bold = QFont(small)
        bold.setBold(True)
        painter.setFont(bold)
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, f"⌂ {plant.cities}")

    def mouseReleaseEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.number != STEP3:
            self.clicked.emit(self.number)


class PlantMarketWidget(Deferred, QWidget):
    plantClicked = Signal(int)

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.cards: dict[int, PlantCard] = {}
        self.selected = 0
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        self.info = QLabel()
        self.info.setObjectName("plantMarketInfo")
        layout.addWidget(self.info)
        self.current_label = QLabel("<b>Current market</b> (for sale)")
        layout.addWidget(self.current_label)
        self.current_row = QHBoxLayout()
        self.current_row.setSpacing(4)
        layout.addLayout(self.current_row)
        self.future_label = QLabel("<b>Future market</b>")
        layout.addWidget(self.future_label)
        self.future_row = QHBoxLayout()
        self.future_row.setSpacing(4)
        layout.addLayout(self.future_row)
        layout.addWidget(InactiveAreaView(controller, self))
        layout.addStretch(1)
        controller.plantMarketChanged.connect(self.schedule)
        controller.gameStarted.connect(self.schedule)

    def _fill(self, row: QHBoxLayout, numbers: list[int]) -> None:
        while row.count():
            item = row.takeAt(0)
            if item.widget():
                item.widget().deleteLater()
        for number in numbers:
            card = PlantCard(number, self)
            card.clicked.connect(self.plantClicked)
            card.set_selected(number == self.selected)
            self.cards[number] = card
            row.addWidget(card)
        row.addStretch(1)

    def select(self, number: int) -> None:
        self.selected = number
        for n, card in self.cards.items():
            card.set_selected(n == number)

    def refresh(self) -> None:
        state = self.controller.state
        self.cards = {}
        if state is None:
            self._fill(self.current_row, [])
            self._fill(self.future_row, [])
            self.info.setText("No game")
            return
        plants = state.plant_market()
        current = list(plants.current)
        if state.step == 3 and plants.step3_drawn:
            current.append(STEP3)
        self._fill(self.current_row, current)
        self._fill(self.future_row, list(plants.future))
        self.future_label.setVisible(state.step != 3)
        self.current_label.setText("<b>Market</b> (all six for sale)" if state.step == 3
                                   else "<b>Current market</b> (for sale)")
        self.info.setText(f"Step <b>{state.step}</b> · <b>{plants.stack_size}</b> cards in the "
                          f"draw stack")


class ResourceTrack(QWidget):
    """The price track of the four resources with the tokens on each space."""

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.setMinimumSize(300, 170)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(340, 176)

    def paintEvent(self, event) -> None:
        state = self.controller.state
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#fbfaf6"))
        if state is None:
            return
        label_w = 58
        row_h = 40
        width = self.width() - label_w - 6
        font = QFont()
        font.setPixelSize(11)
        painter.setFont(font)
        market = state.resource_market()
        for r, name in enumerate(RESOURCES):
            prices = market.track(r)
            spaces = sorted(set(prices))
            per_space = len(prices) // len(spaces)
            on_market = market.on_market[r]
            first_filled = len(prices) - on_market
            y = 4 + r * row_h
            painter.setPen(QColor("#202020"))
            painter.drawText(QRectF(2, y, label_w, row_h - 6),
                             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, name)
            cell_w = width / len(spaces)
            for i, price in enumerate(spaces):
                x = label_w + i * cell_w
                cell = QRectF(x + 1, y, cell_w - 2, row_h - 6)
                painter.setPen(QPen(QColor("#bbbbbb"), 1))
                painter.setBrush(QColor("#ffffff"))
                painter.drawRect(cell)
                painter.setPen(QColor("#606060"))
                painter.drawText(QRectF(cell.left(), cell.top(), cell.width(), 12),
                                 Qt.AlignmentFlag.AlignCenter, str(price))
                for k in range(per_space):
                    place = i * per_space + k
                    d = min(10.0, (cell.width() - 4) / per_space - 1)
                    cx = cell.left() + (cell.width() - per_space * (d + 1)) / 2 + k * (d + 1)
                    dot = QRectF(cx, cell.top() + 15, d, d)
                    if place >= first_filled:
                        painter.setBrush(QColor(RESOURCE_COLOURS[r]))
                        painter.setPen(QPen(QColor("#000000"), 0.8))
                    else:
                        painter.setBrush(Qt.BrushStyle.NoBrush)
                        painter.setPen(QPen(QColor("#dddddd"), 0.8))
                    painter.drawEllipse(dot)


class ResourceMarketWidget(QWidget):
    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.controller = controller
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        self.track = ResourceTrack(controller, self)
        layout.addWidget(self.track)
        self.supply = QLabel()
        self.supply.setObjectName("resourceSupply")
        self.supply.setWordWrap(True)
        layout.addWidget(self.supply)
        layout.addStretch(1)
        controller.resourceMarketChanged.connect(self.refresh)
        controller.gameStarted.connect(self.refresh)

    def refresh(self) -> None:
        state = self.controller.state
        self.track.update()
        if state is None:
            self.supply.setText("")
            return
        view = state.resource_market()
        supply = view.supply
        market = ", ".join(f"{n} {RESOURCES[r]}" for r, n in enumerate(view.on_market))
        self.supply.setText(
            f"On the market: {market}<br>Supply (bank): "
            + ", ".join(f"{supply[r]}/{view.total(r)} {RESOURCES[r]}" for r in range(4)))


def marker_icon(colour: QColor, shape: str, letter: str, size: int = 22) -> QIcon:
    """The seat's colour, shape and letter, as on its houses."""
    pix = QPixmap(size, size)
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#202020"), 1.2))
    painter.setBrush(colour)
    painter.drawPath(shape_path(shape, size / 2, size / 2, size / 2 - 1))
    painter.setPen(text_colour_on(colour))
    font = QFont()
    font.setPixelSize(size // 2)
    font.setBold(True)
    painter.setFont(font)
    painter.drawText(pix.rect(), Qt.AlignmentFlag.AlignCenter, letter)
    painter.end()
    return QIcon(pix)


class PlayersWidget(Deferred, QWidget):
    """Turn order, money, plants with stored fuel, cities, cities they could power."""

    COLUMNS = ("", "Player", "Elektro", "Plants (stored fuel)", "Cities", "Can power")

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.controller = controller
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.table = QTableWidget(0, len(self.COLUMNS), self)
        self.table.setObjectName("playersTable")
        self.table.setHorizontalHeaderLabels(self.COLUMNS)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.table.setIconSize(QSize(22, 22))
        layout.addWidget(self.table)
        self._icons: dict = {}
        self._layout_key = None
        controller.playersChanged.connect(self.schedule)
        controller.gameStarted.connect(self.schedule)
        controller.decisionNeeded.connect(self.schedule)

    @staticmethod
    def plants_text(player) -> str:
        parts = []
        for number in player.plants:
            parts.append(f"{PLANTS[number].name} ({plant_fuel_text(number)})")
        stored = ", ".join(f"{n} {RESOURCES[r]}" for r, n in enumerate(player.resources) if n)
        text = "  ".join(parts) or "—"
        return text + (f"\nstored: {stored}" if stored else "")

    def refresh(self) -> None:
        state = self.controller.state
        if state is None:
            self.table.setRowCount(0)
            return
        config = self.controller.game.config
        self.table.setUpdatesEnabled(False)
        if self.table.rowCount() != state.player_count:
            self.table.setRowCount(state.player_count)
        current = state.current_player
        order = state.turn_order()
        for row, seat in enumerate(order):
            player = state.player(seat)
            key = (config.seats[seat].name, config.seats[seat].color, seat)
            icon = self._icons.get(key)
            if icon is None:
                icon = marker_icon(seat_colour(config, seat), SHAPES[seat % len(SHAPES)],
                                   seat_letter(config, seat))
                self._icons[key] = icon
            self._cell(row, 0, "").setIcon(icon)
            kind = config.seats[seat].controller
            who = config.seats[seat].name + ("" if kind == "human" else f"  [AI {kind}]")
            if seat == current:
                who = "▶ " + who
            values = (who, str(player.money), self.plants_text(player),
                      str(player.city_count), str(state.powerable(seat)))
            for col, text in enumerate(values, start=1):
                item = self._cell(row, col, text)
                if item.font().bold() != (seat == current):
                    font = item.font()
                    font.setBold(seat == current)
                    item.setFont(font)
        self.table.setUpdatesEnabled(True)
        layout_key = (state.player_count, len(state.player(order[0]).plants))
        if self._layout_key != layout_key:
            self._layout_key = layout_key
            for col in (0, 1, 2, 4, 5):
                self.table.resizeColumnToContents(col)
            self.table.setColumnWidth(1, max(self.table.columnWidth(1) + 24, 110))
        self.table.resizeRowsToContents()

    def _cell(self, row: int, col: int, text: str) -> QTableWidgetItem:
        item = self.table.item(row, col)
        if item is None:
            item = QTableWidgetItem(text)
            if col in (2, 4, 5):
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.table.setItem(row, col, item)
        elif item.text() != text:
            item.setText(text)
        return item


class LogWidget(QPlainTextEdit):
    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.setObjectName("gameLog")
        self.setReadOnly(True)
        self.setMaximumBlockCount(5000)
        controller.logAppended.connect(self.append_line)
        controller.gameStarted.connect(self.clear)

    def append_line(self, text: str) -> None:
        self.appendPlainText(text)
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())


def make_dock(title: str, name: str, widget: QWidget, parent) -> QDockWidget:
    dock = QDockWidget(title, parent)
    dock.setObjectName(name)
    dock.setWidget(widget)
    dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                     | QDockWidget.DockWidgetFeature.DockWidgetFloatable
                     | QDockWidget.DockWidgetFeature.DockWidgetClosable)
    return dock


__all__ = ["LogWidget", "PlantCard", "PlantMarketWidget", "PlayersWidget",
           "ResourceMarketWidget", "make_dock"]
