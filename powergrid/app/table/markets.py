"""The markets: the power plant market with its cards (and the inactive area) and the
resource market's price track, each in its dock.

Each redraws only when the controller's signal for its part of the game fires.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import groupby
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QHelpEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from ...rules import PLANTS, RESOURCES, STEP3, ResourceMarketView
from ..shared import texts
from ..shared.style import (
    FUEL_COLOURS,
    FUEL_TEXT,
    RESOURCE_COLOURS,
    size_unit,
)
from .dock import RIGHT, Deferred, Dock, Place, Table
from .inactive_area import InactiveAreaView

if TYPE_CHECKING:
    from ...rules import GameState
    from ..shared.shown_table import TableSource

translate = QCoreApplication.translate


def plant_fuel_text(number: int) -> str:
    """A plant's fuel in the current language: "2 coal", "1 coal/oil", "eco"."""
    plant = PLANTS[number]
    if plant.kind == "eco":
        return translate("Docks", "eco")
    if plant.kind == "hybrid":
        return translate("Docks", "{amount} coal/oil").format(amount=plant.amount)
    return translate("Terms", "{count} {resource}").format(
        count=plant.amount, resource=texts.resource_name(plant.kind)
    )


class PlantCard(QFrame):
    """One power plant card: number, fuel kind and amount, cities powered."""

    clicked = Signal(int)

    def __init__(self, number: int, parent: QWidget | None = None, small: bool = False) -> None:
        super().__init__(parent)
        self.number = number
        self.selected = False
        self.small = small
        self.setObjectName(f"plant{number}")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._fit_to_font()
        if number == STEP3:
            self.setToolTip(translate("Docks", "The Step 3 card: cannot be bought"))
        else:
            cities = PLANTS[number].cities
            tip = (
                translate("Docks", "Plant {plant}: {fuel} → powers 1 city")
                if cities == 1
                else translate("Docks", "Plant {plant}: {fuel} → powers {cities} cities")
            )
            self.setToolTip(
                tip.format(plant=PLANTS[number].name, fuel=plant_fuel_text(number), cities=cities)
            )

    @staticmethod
    def size_for(font_height: int, small: bool = False) -> QSize:
        """Card size from the font's height: cards grow with the screen's text."""
        return QSize(
            round(font_height * (3.9 if small else 4.6)),
            round(font_height * (3.6 if small else 4.2)),
        )

    def _fit_to_font(self) -> None:
        self.setFixedSize(self.size_for(round(size_unit(self.font())), self.small))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == event.Type.FontChange:
            self._fit_to_font()

    def set_selected(self, on: bool) -> None:
        if on != self.selected:
            self.selected = on
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        scale = rect.height() / 72
        if self.number == STEP3:
            painter.setBrush(QColor("#444444"))
            painter.setPen(QPen(QColor("#000000"), 1.5))
            painter.drawRoundedRect(rect, 6, 6)
            painter.setPen(QColor("#ffffff"))
            font = QFont()
            font.setPixelSize(max(8, round(14 * scale)))
            font.setBold(True)
            painter.setFont(font)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, translate("Docks", "STEP\n3"))
            return
        plant = PLANTS[self.number]
        fill = QColor(FUEL_COLOURS[plant.kind])
        fg = QColor(FUEL_TEXT[plant.kind])
        if self.selected:
            # A bright frame outside the card, visible on every fuel colour (oil is black).
            rect = rect.adjusted(3, 3, -3, -3)
            painter.setPen(QPen(QColor("#ffd92f"), 5.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2.5, -2.5, 2.5, 2.5), 8, 8)
        painter.setBrush(fill)
        painter.setPen(QPen(QColor("#000000") if self.selected else fill.darker(150), 1.5))
        painter.drawRoundedRect(rect, 6, 6)
        painter.setPen(fg)
        big = QFont()
        big.setPixelSize(max(9, round(20 * scale)))
        big.setBold(True)
        painter.setFont(big)
        top = QRectF(rect.left(), rect.top() + 1, rect.width(), rect.height() * 0.42)
        painter.drawText(top, Qt.AlignmentFlag.AlignCenter, plant.name)
        small = QFont()
        small.setPixelSize(max(7, round(11 * scale)))
        painter.setFont(small)
        mid = QRectF(rect.left(), top.bottom() - 2, rect.width(), rect.height() * 0.28)
        painter.drawText(mid, Qt.AlignmentFlag.AlignCenter, plant_fuel_text(self.number))
        # Cities powered in a white pill, readable on every fuel colour.
        pill = QRectF(
            rect.center().x() - 20 * scale, mid.bottom(), 40 * scale, rect.height() * 0.26
        )
        painter.setBrush(QColor("#ffffff"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(pill, 6, 6)
        painter.setPen(QColor("#000000"))
        bold = QFont(small)
        bold.setBold(True)
        painter.setFont(bold)
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, f"⌂ {plant.cities}")

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.number != STEP3:
            self.clicked.emit(self.number)


class PlantMarketWidget(Deferred, QWidget):
    plantClicked = Signal(int)

    def __init__(self, controller: TableSource, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.cards: dict[int, PlantCard] = {}
        self.selected = 0
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 2, 6, 2)
        layout.setSpacing(3)
        self.info = QLabel()
        self.info.setObjectName("plantMarketInfo")
        layout.addWidget(self.info)
        self.current_label = self.info  # one heading line names both rows
        self.current_row = QHBoxLayout()
        self.current_row.setSpacing(4)
        layout.addLayout(self.current_row)
        self.future_label = QLabel()
        self.future_row = QHBoxLayout()
        self.future_row.setSpacing(4)
        layout.addLayout(self.future_row)
        # The inactive area (RULES 6) under the two rows; hidden without the variant.
        self.inactive = InactiveAreaView(controller, self)
        layout.addWidget(self.inactive)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        controller.plantMarketChanged.connect(self.schedule)
        controller.gameStarted.connect(self.schedule)

    def sizeHint(self) -> QSize:
        """A heading line and two rows of cards, whatever the market holds now, and the
        inactive area when the game plays it."""
        card = PlantCard.size_for(round(size_unit(self.font())))
        layout = self.layout()
        # the layout's margins (the widget's own are none): the card rows are not cut
        m = layout.contentsMargins() if layout is not None else self.contentsMargins()
        height = self.info.sizeHint().height() + 2 * card.height() + 6 + m.top() + m.bottom()
        if not self.inactive.isHidden() and layout is not None:
            # its height at the column's width (the title wraps only when it must)
            inner = self.width() - self.contentsMargins().left() - self.contentsMargins().right()
            wrapped = self.inactive.heightForWidth(inner)
            height += layout.spacing() + (
                wrapped if wrapped > 0 else self.inactive.sizeHint().height()
            )
        return QSize(4 * card.width() + 24, height)

    def _fill(self, row: QHBoxLayout, numbers: list[int]) -> None:
        while row.count():
            item = row.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
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
            self.info.setText(self.tr("No game"))
            return
        plants = state.plant_market()
        current = list(plants.current)
        # Step 3, or a market without a future part (RULES 8.21): every plant for sale.
        whole = state.step == 3 or not plants.future
        if whole:
            # Six for sale: two rows of three, the same space as four and four.
            if plants.step3_drawn:
                current.append(STEP3)
            self._fill(self.current_row, current[:3])
            self._fill(self.future_row, current[3:])
        else:
            self._fill(self.current_row, current)
            self._fill(self.future_row, list(plants.future))
        if whole and state.step != 3:
            self.info.setText(self.tr("<b>Plants</b>: every one for sale"))
        elif state.step == 3:
            # six while the stack lasts, fewer once it has run out (RULES 4.3, 4.4)
            count = len(plants.current)
            self.info.setText(
                self.tr("<b>Plants</b>: the last one for sale")
                if count == 1
                else self.tr("<b>Plants</b>: all {count} for sale").format(count=count)
            )
        else:
            self.info.setText(self.tr("<b>Plants for sale</b> · below: future market"))
        self.info.setToolTip(
            self.tr("Step {step} · {cards} cards in the draw stack").format(
                step=state.step, cards=plants.stack_size
            )
        )


def _markets(state: GameState) -> list[ResourceMarketView]:
    """Every resource market of the board: the one in play, and both on a board with
    two (RULES 8.23)."""
    markets = [state.resource_market()]
    for name in ("south", "north"):
        try:
            markets.append(state.resource_market(name))
        except ValueError:  # the board has one market
            return markets
    return markets


def held_resources(state: GameState | None) -> tuple[int, ...]:
    """The resources (coal to uranium, by index) a market of the board ever holds: one
    with a track and tokens in the game. A board whose markets sell none of a resource
    shows no row of it (Australia's and Bremen's hold no uranium, RULES 9.16, 9.23);
    every resource without a game."""
    if state is None:
        return tuple(range(len(RESOURCES)))
    markets = _markets(state)
    return tuple(
        r for r in range(len(RESOURCES)) if any(m.track(r) and m.total(r) for m in markets)
    )


class ResourceTrack(QWidget):
    """The price track of the four resources with the tokens on each space.

    Sized from the font; every space has a tooltip; places a computer player just
    emptied are ringed while its move is highlighted (:meth:`flash`). On a board with
    two markets (RULES 8.23) ``market`` names the one drawn ("south", "north"); None:
    the market in play. ``labels``: the resources' names before the rows. A row for
    each resource a market of the board holds (:func:`held_resources`), the same rows
    in both markets of a board with two.
    """

    def __init__(
        self,
        controller: TableSource,
        parent: QWidget | None = None,
        market: str | None = None,
        labels: bool = True,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.market = market
        self.labels = labels
        self.taken = [0, 0, 0, 0]
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def _unit(self) -> int:
        return round(size_unit(self.font()))

    def view(self) -> ResourceMarketView | None:
        """The market this track draws (None: no game, or no such market)."""
        state = self.controller.state
        if state is None:
            return None
        try:
            return state.resource_market(self.market)
        except ValueError:  # the board has one market
            return None

    def rows(self) -> tuple[int, ...]:
        """The resources drawn, a row each from the top."""
        return held_resources(self.controller.state)

    def _label_w(self) -> int:
        if not self.labels:
            return 2
        return (
            max(
                self.fontMetrics().horizontalAdvance(texts.resource_name(r))
                for r in range(len(RESOURCES))
            )
            + 8
        )

    def row_h(self) -> float:
        return self._unit() * 1.6

    def sizeHint(self) -> QSize:
        height = round(len(self.rows()) * self.row_h() + 6)
        return QSize(self._label_w() + 8 * 2 * self._unit(), height)

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self.sizeHint().height())

    def flash(self, taken: Sequence[int]) -> None:
        """Ring the places just emptied (amount per kind); zeros clear the rings."""
        self.taken = list(taken)
        self.update()

    def _cells(self, market: ResourceMarketView) -> Iterator[tuple[int, int, QRectF, int, int]]:
        """(resource, price, cell rectangle, places, first place index) of every space
        of the game's tracks (``market``): a space holds the places priced the same now
        (the rules may have moved the prices, RULES 8.60), its width its places' share."""
        label_w = self._label_w()
        row_h = self.row_h()
        width = self.width() - label_w - 4
        for row, r in enumerate(self.rows()):
            prices = market.place_prices(r)
            if not prices:
                continue  # this market sells none of the resource (the other one does)
            place_w = width / len(prices)
            y = 3 + row * row_h
            first = 0
            for price, places in groupby(prices):
                count = len(list(places))
                cell = QRectF(label_w + first * place_w + 1, y, count * place_w - 2, row_h - 3)
                yield r, price, cell, count, first
                first += count

    def _tip(self, market: ResourceMarketView, pos: QPointF) -> str | None:
        """The tooltip of the track's space under ``pos`` (None between spaces)."""
        for r, price, cell, per_space, first in self._cells(market):
            if cell.contains(pos):
                places = market.filled(r)
                filled = sum(1 for k in range(per_space) if places[first + k])
                return self.tr(
                    "{kind} at {price} Elektro each: {filled} of {places} places filled"
                ).format(
                    kind=texts.resource_name(r),
                    price=price,
                    filled=filled,
                    places=per_space,
                )
        return None

    def event(self, event: QEvent) -> bool:
        if event.type() == event.Type.ToolTip and isinstance(event, QHelpEvent):
            pos = QPointF(event.pos())
            market = self.view()
            tip = self._tip(market, pos) if market is not None else None
            if tip is not None:
                QToolTip.showText(event.globalPos(), tip, self)
                return True
            QToolTip.hideText()
            return True
        return super().event(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        market = self.view()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#fbfaf6"))
        if market is None:
            return
        row_h = self.row_h()
        painter.setPen(QColor("#202020"))
        for row, r in enumerate(self.rows() if self.labels else ()):
            painter.drawText(
                QRectF(2, 3 + row * row_h, self._label_w(), row_h - 3),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                texts.resource_name(r),
            )
        small = QFont(self.font())
        small.setPixelSize(max(7, round(row_h * 0.3)))
        painter.setFont(small)
        # The first place still holding a token, per resource (a row's cells share it).
        filled_from = {r: len(market.place_prices(r)) - market.on_market[r] for r in self.rows()}
        for r, price, cell, per_space, first in self._cells(market):
            first_filled = filled_from[r]
            just_taken = range(first_filled - self.taken[r], first_filled)
            painter.setPen(QPen(QColor("#bbbbbb"), 1))
            painter.setBrush(QColor("#ffffff"))
            painter.drawRect(cell)
            painter.setPen(QColor("#606060"))
            painter.drawText(
                QRectF(cell.left(), cell.top(), cell.width(), row_h * 0.38),
                Qt.AlignmentFlag.AlignCenter,
                str(price),
            )
            d = min(row_h * 0.42, (cell.width() - 4) / per_space - 1)
            for k in range(per_space):
                place = first + k
                cx = cell.left() + (cell.width() - per_space * (d + 1)) / 2 + k * (d + 1)
                dot = QRectF(cx, cell.top() + row_h * 0.42, d, d)
                if place >= first_filled:
                    painter.setBrush(QColor(RESOURCE_COLOURS[r]))
                    painter.setPen(QPen(QColor("#000000"), 0.8))
                elif place in just_taken:
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.setPen(QPen(QColor("#e66100"), 2.0))
                else:
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.setPen(QPen(QColor("#dddddd"), 0.8))
                painter.drawEllipse(dot)


class ResourceMarketWidget(QWidget):
    """The tracks of the board's markets, the bank's supply and, on a board with one,
    the mines' uranium market."""

    # The height the market needs changed (a board with other rows, a line more or less).
    neededHeightChanged = Signal()

    def __init__(self, controller: TableSource, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._needed = 0
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 2, 6, 2)
        layout.setSpacing(2)
        self.track = ResourceTrack(controller, self)
        # A board with two markets (RULES 8.23): the South's and the North's side by side.
        self.north = ResourceTrack(controller, self, "north", labels=False)
        self.titles = (QLabel(), QLabel())
        self.north_column = QWidget(self)  # hidden whole on a board with one market
        self.tracks = tracks = QHBoxLayout()
        tracks.setContentsMargins(0, 0, 0, 0)
        for track, title, column in zip(
            (self.track, self.north), self.titles, (QWidget(self), self.north_column), strict=True
        ):
            rows = QVBoxLayout(column)
            rows.setContentsMargins(0, 0, 0, 0)
            rows.setSpacing(0)
            rows.addWidget(title)
            rows.addWidget(track)
            tracks.addWidget(column, 3 if track is self.track else 2)
        layout.addLayout(tracks)
        self.north_column.hide()  # until a game with two markets is shown
        self.titles[0].hide()
        self.supply = QLabel()
        self.supply.setObjectName("resourceSupply")
        layout.addWidget(self.supply)
        # The uranium market the mines sell into (RULES 8.111), on a board with one.
        self.uranium = QLabel()
        self.uranium.setObjectName("uraniumSaleMarket")
        self.uranium.setWordWrap(True)
        self.uranium.hide()
        layout.addWidget(self.uranium)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        controller.resourceMarketChanged.connect(self.refresh)
        controller.gameStarted.connect(self.refresh)

    def sizeHint(self) -> QSize:
        """At the width it has: the wrapped uranium line takes the lines it needs there,
        not those of a narrower guess (which left a gap above it)."""
        hint = super().sizeHint()
        layout = self.layout()
        if layout is None or not layout.hasHeightForWidth() or self.width() <= 0:
            return hint
        return QSize(hint.width(), layout.heightForWidth(self.width()))

    def _show_markets(self) -> None:
        """Both markets with their names on a board with two, else the one alone."""
        two = self.north.view() is not None
        self.track.market = "south" if two else None
        self.north_column.setVisible(two)
        self.titles[0].setVisible(two)
        self.titles[0].setText(self.tr("South market"))
        self.titles[1].setText(self.tr("North market"))
        for track in (self.track, self.north):
            # a row for each resource the board's markets hold: the track's column and
            # the row of columns ask for their new height at once (read next)
            track.updateGeometry()
            column = track.parentWidget()
            if column is not None:
                column.updateGeometry()
            track.update()
        self.tracks.invalidate()  # a nested layout: its parent's invalidation skips it

    def flash(self, taken: Sequence[int]) -> None:
        """Ring the places a computer player just emptied; with two markets the rings
        are left out (the move does not say which market it bought from)."""
        if self.north_column.isHidden():
            self.track.flash(taken)

    def refresh(self) -> None:
        self._fill()
        self._check_needed()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Narrower or wider, the uranium line may wrap into more or fewer lines."""
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._check_needed()

    def _check_needed(self) -> None:
        """Say so when the height the market needs has changed (its dock is pinned)."""
        needed = self.sizeHint().height()
        if needed != self._needed:
            self._needed = needed
            self.neededHeightChanged.emit()

    def _fill(self) -> None:
        state = self.controller.state
        self._show_markets()
        if state is None:
            self.supply.setText("")
            self.uranium.hide()
            return
        self._uranium_market(state)
        view = state.resource_market()  # the market in play: its tokens in the tooltip
        supply = view.supply
        market = texts.resource_amounts(list(view.on_market))
        held = held_resources(state)  # as the tracks' rows
        squares = "  ".join(
            f"<span style='color:{RESOURCE_COLOURS[r]}'>■</span> {supply[r]}" for r in held
        )
        text = self.tr("Bank supply: {counts}").format(counts=squares)
        self.supply.setText(text + self._storage(view))
        self.supply.setToolTip(
            self.tr(
                "On the market: {market}. In the bank's supply, of {totals} tokens in the game: "
                "{supply}"
            ).format(
                market=market,
                totals=texts.join([str(view.total(r)) for r in held]),
                supply=texts.resource_amounts(list(supply)),
            )
        )

    def _uranium_market(self, state: GameState) -> None:
        """The places of the uranium market (cheapest first, the filled ones in the
        uranium colour) and what a sale earns a city now (RULES 8.111)."""
        market = state.uranium_market()
        self.uranium.setVisible(market is not None)
        if market is None:
            return
        empty = len(market.prices) - market.tokens
        places = "&nbsp; ".join(
            f"<b style='color:{RESOURCE_COLOURS[3]}'>{p}</b>"
            if i >= empty
            else f"<span style='color:#9a9a9a'>{p}</span>"
            for i, p in enumerate(market.prices)
        )
        if market.price is None:
            sale = self.tr("full: the mines sell nothing now")
        else:
            sale = self.tr("a sale earns {price} Elektro a city").format(price=market.price)
        self.uranium.setText(
            self.tr("Uranium market of the mines: {places} · {sale}").format(
                places=places, sale=sale
            )
        )
        self.uranium.setToolTip(
            self.tr(
                "{tokens} of {places} places hold uranium; the refill takes {removed} "
                "from the cheapest ones."
            ).format(tokens=market.tokens, places=len(market.prices), removed=market.removed)
        )

    def _storage(self, view: ResourceMarketView) -> str:
        """The tokens of a storage beside the market, for sale at its price (RULES
        8.100; the storage is part of the supply): "" on a board without one."""
        beyond = view.storage
        if beyond is None:
            return ""
        parts = [
            self.tr("{counts} stored at {price} each").format(
                counts=f"<span style='color:{RESOURCE_COLOURS[r]}'>■</span> {beyond[r]}",
                price=price,
            )
            for r in range(4)
            if (price := view.supply_price(r)) is not None
        ]
        return "".join(f" · {part}" for part in parts)


class PlantMarketDock(Dock):
    """The power plant market (and the inactive area), under the decision."""

    name = "plantMarketDock"
    place = Place(RIGHT, order=30, pinned=True)

    def build(self, table: Table) -> QWidget:
        self.market = market = PlantMarketWidget(table.controller)
        table.links.plantSelected.connect(market.select)
        market.plantClicked.connect(table.links.plantClicked)
        return market

    def title(self) -> str:
        return self.tr("Power plant market")

    def retranslate(self) -> None:
        super().retranslate()
        self.market.refresh()  # the heading and the cards' words, in the new language


class ResourceMarketDock(Dock):
    """The resource market's price track and the bank's supply."""

    name = "resourceMarketDock"
    place = Place(RIGHT, order=40, pinned=True)

    def build(self, table: Table) -> QWidget:
        self.market = market = ResourceMarketWidget(table.controller)
        table.computer_moves.resourcesTaken.connect(market.flash)
        return market

    def title(self) -> str:
        return self.tr("Resource market")

    def retranslate(self) -> None:
        super().retranslate()
        self.market.refresh()  # the supply line and the track's names, in the new language
