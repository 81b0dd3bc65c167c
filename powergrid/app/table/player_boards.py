"""Player boards: one small board per seat, all visible at once, never scrolled.

Each board shows the seat's colour and shape, its place in the turn order, money,
plants as small cards with the fuel stored on them, cities, and the cities it can
power now with the income that would bring. At a networked table each board also
marks who plays the seat now (this screen, online, away, a computer covering …).
Sizes follow the widget's font, so the boards grow with the screen instead of using
fixed pixels.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..shared import table_data as td
from ..shared import texts
from ..shared.plain_text import plain, tip
from ..shared.seat_marks import SeatMark
from ..shared.style import (
    FUEL_COLOURS,
    FUEL_TEXT,
    RESOURCE_COLOURS,
    SHAPES,
    seat_colour,
    seat_letter,
    shape_path,
    size_unit,
    text_colour_on,
)
from .dock import BOTTOM, Deferred, Dock, Place, Table

translate = QCoreApplication.translate


def _tr(text: str) -> str:
    """A string marked elsewhere (QT_TRANSLATE_NOOP("PlayerBoards", …)) in this file's context."""
    return translate("PlayerBoards", text)


def _fuel_word(plant: td.PlantInfo) -> str:
    if plant.kind == "eco":
        return translate("PlayerBoards", "eco")
    if plant.kind == "hybrid":
        return translate("PlayerBoards", "{amount} coal/oil").format(amount=plant.amount)
    return translate("Terms", "{count} {resource}").format(
        count=plant.amount, resource=texts.resource_name(plant.kind)
    )


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


class PlantRow(QWidget):
    """A seat's plants as small cards, each with its stored fuel as dots."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.plants: tuple[td.PlantInfo, ...] = ()
        self.fuel: list[list[int]] = []
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def card_size(self) -> QSize:
        h = size_unit(self.font())
        return QSize(round(h * 3.4), round(h * 2.9))

    def sizeHint(self) -> QSize:
        card = self.card_size()
        return QSize(3 * card.width() + 8, card.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self.card_size().height())

    def set_plants(self, plants, fuel) -> None:
        if (plants, fuel) != (self.plants, self.fuel):
            self.plants, self.fuel = plants, fuel
            self.setToolTip(
                "\n".join(
                    translate("PlayerBoards", "Plant {n}: {fuel} → powers {c}").format(
                        n=p.name or p.number, fuel=_fuel_word(p), c=p.cities
                    )
                    for p in plants
                )
                or translate("PlayerBoards", "No power plants yet")
            )
            self.update()

    def card_rects(self) -> list[QRectF]:
        """Where each card is drawn: full size, or shrunk evenly to fit the width."""
        if not self.plants:
            return []
        card = self.card_size()
        gap = 4
        n = len(self.plants)
        w = min(card.width(), (self.width() - gap * (n - 1)) / n)
        return [QRectF(i * (w + gap), 0, w, card.height()) for i in range(n)]

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self.plants:
            painter.setPen(QColor("#707070"))
            painter.drawText(
                self.rect(), Qt.AlignmentFlag.AlignVCenter, translate("PlayerBoards", "no plants")
            )
            return
        for rect, plant, fuel in zip(self.card_rects(), self.plants, self.fuel, strict=True):
            self._card(painter, rect, plant, fuel)

    def _card(self, painter: QPainter, rect: QRectF, plant: td.PlantInfo, fuel) -> None:
        fill = QColor(FUEL_COLOURS[plant.kind])
        painter.setBrush(fill)
        painter.setPen(QPen(fill.darker(160), 1.2))
        painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 4, 4)
        h = rect.height()
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(8, round(h * 0.33)))
        small = QFont(self.font())
        small.setPixelSize(max(7, round(h * 0.26)))
        small.setBold(True)
        top = QRectF(rect.left() + 3, rect.top(), rect.width() - 6, h * 0.5)
        name = plant.name or str(plant.number)
        # A longer printed name ("21b", "46+") shrinks to leave room for the cities.
        room = top.width() - QFontMetricsF(small).horizontalAdvance(f"⌂{plant.cities}") - 2
        wide = QFontMetricsF(font).horizontalAdvance(name)
        if wide > room > 0:
            font.setPixelSize(max(7, int(font.pixelSize() * room / wide)))
        painter.setFont(font)
        painter.setPen(QColor(FUEL_TEXT[plant.kind]))
        painter.drawText(top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        painter.setFont(small)
        painter.drawText(
            top, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"⌂{plant.cities}"
        )
        # Stored fuel: one dot per token in the resource's colour, on a white strip.
        strip = QRectF(rect.left() + 3, rect.top() + h * 0.56, rect.width() - 6, h * 0.36)
        painter.setBrush(QColor("#ffffff"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(strip, 3, 3)
        tokens = [r for r in range(4) for _ in range(fuel[r])]
        slots = plant.storage
        if slots == 0:
            painter.setPen(QColor("#2e9e44"))
            painter.drawText(strip, Qt.AlignmentFlag.AlignCenter, translate("PlayerBoards", "eco"))
            return
        d = min(strip.height() - 4, (strip.width() - 2) / slots - 1)
        x0 = strip.left() + (strip.width() - slots * (d + 1)) / 2
        for k in range(slots):
            dot = QRectF(x0 + k * (d + 1), strip.center().y() - d / 2, d, d)
            if k < len(tokens):
                painter.setBrush(QColor(RESOURCE_COLOURS[tokens[k]]))
                painter.setPen(QPen(QColor("#000000"), 0.6))
            else:
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(QColor("#bdbdbd"), 0.8))
            painter.drawEllipse(dot)


class PlayerBoard(QFrame):
    """One seat: marker, turn position and name, money, plants, cities and income."""

    def __init__(self, seat: int, parent=None):
        super().__init__(parent)
        self.seat = seat
        self.setObjectName(f"playerBoard{seat}")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        layout = self.column = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(2)
        top = QHBoxLayout()
        top.setSpacing(4)
        self.marker = QLabel()
        self.marker.setObjectName("boardMarker")
        top.addWidget(self.marker)
        self.name = plain(QLabel())  # a seat's name is the player's text
        self.name.setObjectName("boardName")
        top.addWidget(self.name)
        self.presence = QLabel()
        self.presence.setObjectName("boardPresence")
        self.presence.hide()
        top.addWidget(self.presence)
        top.addStretch(1)
        self.money = QLabel()
        self.money.setObjectName("boardMoney")
        self.money.setToolTip(translate("PlayerBoards", "Money (Elektro)"))
        top.addWidget(self.money)
        layout.addLayout(top)
        self.middle = QHBoxLayout()
        self.middle.setSpacing(8)
        self.plants = PlantRow(self)
        self.middle.addWidget(self.plants, 1)
        layout.addLayout(self.middle)
        self.footer = QLabel()
        self.footer.setObjectName("boardFooter")
        layout.addWidget(self.footer)
        self.wide = False
        self._colour = QColor("#888888")
        self._to_move = False

    def set_wide(self, wide: bool) -> None:
        """Wide boards put cities and income beside the plants: one line less in height."""
        if wide == self.wide:
            return
        self.wide = wide
        self.column.removeWidget(self.footer)
        self.middle.removeWidget(self.footer)
        if wide:
            self.middle.addWidget(self.footer, 0, Qt.AlignmentFlag.AlignBottom)
        else:
            self.column.addWidget(self.footer)

    def wide_width(self) -> int:
        """The width a wide board needs: three cards and the footer side by side."""
        plain = self.footer.fontMetrics()
        footer = max(
            plain.horizontalAdvance(self.footer.text()),
            plain.horizontalAdvance("⌂ 22 · ⚡ 22 → 150"),
        )
        return 3 * PlantRow.card_size(self.plants).width() + 8 + 8 + footer + 12

    def show_seat(
        self,
        view: td.SeatView,
        colour: QColor,
        shape: str,
        letter: str,
        mark: SeatMark | None = None,
    ) -> None:
        """The seat's board; ``mark`` says who plays it at a networked table."""
        size = self.fontMetrics().height() + 4
        self.marker.setPixmap(marker_icon(colour, shape, letter, size).pixmap(size, size))
        kind = "" if view.controller == "human" else translate("PlayerBoards", " (AI)")
        if mark is not None:
            kind = ""  # the mark says who plays
        self.show_mark(view.name, mark)
        self.name.setText(
            translate("PlayerBoards", "{pos}. {name}{kind}").format(
                pos=view.order_position, name=view.name, kind=kind
            )
        )
        self.name.setToolTip(
            tip(
                translate("PlayerBoards", "{name} is number {pos} in the turn order").format(
                    name=view.name, pos=view.order_position
                )
            )
        )
        self.money.setText(translate("PlayerBoards", "{money} Elektro").format(money=view.money))
        self.plants.set_plants(view.plants, td.fuel_on_plants(view.plants, view.stored))
        self.footer.setText(
            translate("PlayerBoards", "⌂ {cities} · ⚡ {powered} → {income}").format(
                cities=view.cities, powered=view.can_power, income=view.income_now
            )
        )
        self.footer.setToolTip(
            _tr(
                "{cities} cities connected; with the fuel on hand {powered} can be powered now, "
                "which pays {income} Elektro"
            ).format(cities=view.cities, powered=view.can_power, income=view.income_now)
        )
        bold = QFont(self.name.font())
        bold.setBold(True)
        self.name.setFont(bold)
        self.money.setFont(bold)
        if (colour, view.to_move) != (self._colour, self._to_move):
            self._colour, self._to_move = colour, view.to_move
            self.update()

    def show_mark(self, name: str, mark: SeatMark | None) -> None:
        """A dot and a word beside the name: who plays the seat now (hidden at a local
        table)."""
        self.presence.setVisible(mark is not None)
        if mark is None:
            return
        self.presence.setText("● " + mark.text())
        self.presence.setStyleSheet(f"color: {mark.colour};")
        self.presence.setToolTip(tip(mark.tip(name)))

    def needed_width(self) -> int:
        """Width for the longest line at the current texts (no layout pass needed)."""
        bold = self.name.fontMetrics()
        plain = self.footer.fontMetrics()
        mark = self.presence.text() if not self.presence.isHidden() else ""
        top = (
            self.marker.sizeHint().width()
            + bold.horizontalAdvance(self.name.text())
            + bold.horizontalAdvance(self.money.text())
            + (self.presence.fontMetrics().horizontalAdvance(mark) + 4 if mark else 0)
            + 2 * 4
            + 12
        )
        footer = plain.horizontalAdvance(self.footer.text()) + 12
        cards = 3 * PlantRow.card_size(self.plants).width() + 8 + 12
        return max(top, footer, cards)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        back = QColor(self._colour)
        back.setAlpha(60 if self._to_move else 22)
        painter.setBrush(back)
        painter.setPen(QPen(self._colour.darker(120), 3.0 if self._to_move else 1.0))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5), 6, 6)


class PlayerBoards(Deferred, QWidget):
    """All seats' boards in seat order (the turn order is on each board).

    One row when the boards fit side by side, else two rows: never a scroll bar.
    """

    # The boards' sizes may have changed (new seats, other texts): the window
    # arranges them again and pins the dock's height.
    arrangementChanged = Signal()

    # Widest text a board must hold, in average characters (name line, footer).
    BOARD_CHARS = 24

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.setObjectName("playerBoards")
        self.controller = controller
        self.boards: list[PlayerBoard] = []
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(4, 2, 4, 2)
        self.grid.setSpacing(4)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.columns = 1
        self._needed = 0
        controller.playersChanged.connect(self.schedule)
        controller.gameStarted.connect(self.schedule)
        controller.decisionNeeded.connect(self.schedule)
        controller.seatMarksChanged.connect(self.schedule)

    def board_width(self) -> int:
        """The width one board needs for its longest line."""
        widths = [b.needed_width() for b in self.boards]
        return max(widths + [self.fontMetrics().averageCharWidth() * self.BOARD_CHARS])

    def columns_for(self, width: int) -> int:
        n = max(1, len(self.boards))
        if n * (self.board_width() + 4) + 8 <= width:
            return n
        return (n + 1) // 2

    def one_board_height(self, wide: bool = False) -> int:
        probe = PlayerBoard(0)  # never shown: a parentless probe in this font
        probe.setFont(self.font())
        probe.set_wide(wide)
        height = probe.sizeHint().height()
        probe.deleteLater()
        return height

    def wide_for(self, width: int) -> bool:
        """Whether each board, at ``width`` for all, has room for the wide form."""
        columns = self.columns_for(width)
        board_w = (width - 8) / columns - 4
        return bool(self.boards) and all(b.wide_width() <= board_w for b in self.boards)

    def height_for(self, width: int) -> int:
        """Height of all the boards laid out in ``width``."""
        n = max(1, len(self.boards))
        rows = -(-n // self.columns_for(width))
        return rows * (self.one_board_height(self.wide_for(width)) + 4) + 4

    def arrange(self, width: int) -> None:
        columns = self.columns_for(width)
        wide = self.wide_for(width)
        for board in self.boards:
            board.set_wide(wide)
        if columns == self.columns and all(self.grid.indexOf(b) >= 0 for b in self.boards):
            return
        self.columns = columns
        for board in self.boards:
            self.grid.removeWidget(board)
        for i, board in enumerate(self.boards):
            self.grid.addWidget(board, i // columns, i % columns)
            board.show()
        for c in range(6):
            self.grid.setColumnStretch(c, 1 if c < columns else 0)

    def refresh(self) -> None:
        game = self.controller.game
        n = 0 if game is None else game.state.player_count
        changed = len(self.boards) != n
        while len(self.boards) > n:
            board = self.boards.pop()
            self.grid.removeWidget(board)
            board.deleteLater()
        while len(self.boards) < n:
            self.boards.append(PlayerBoard(len(self.boards), self))
        if changed:
            self.columns = 0
            self.arrange(self.width())
        if game is None:
            return
        config = game.config
        for view, board in zip(td.seat_views(game), self.boards, strict=True):
            board.show_seat(
                view,
                seat_colour(config, view.seat),
                SHAPES[view.seat % len(SHAPES)],
                seat_letter(config, view.seat),
                self.controller.seat_mark(view.seat),
            )
        for board in self.boards:
            board.column.activate()  # lay the new texts out now, not a frame later
        needed = self.board_width()
        if changed or needed != self._needed:
            self._needed = needed
            self.arrangementChanged.emit()  # other texts: the window re-arranges the boards


class PlayersDock(Dock):
    """Every seat's board, under the map."""

    name = "playersDock"
    place = Place(BOTTOM, order=10)

    def build(self, table: Table) -> QWidget:
        self.players = PlayerBoards(table.controller)
        return self.players

    def title(self) -> str:
        return self.tr("Players")

    def retranslate(self) -> None:
        super().retranslate()
        self.players.refresh()  # the boards' words, in the new language
