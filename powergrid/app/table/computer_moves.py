"""What the computer did: each computer action shown on the table for a moment.

A build rings the new city in the player's colour and draws the path it was
connected by; a plant bought or resources bought are named in a banner over the
map and flashed on the markets. The moment lasts as long as the pace setting
(Computer menu) asks, is skipped with Space or a click on the banner, and is purely
visual: nothing waits for it, so a human's input is never delayed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsView, QLabel

from ...rules import events as ev
from ..shared import table_data as td
from ..shared import texts
from ..shared.plain_text import plain
from ..shared.style import seat_colour, tint

if TYPE_CHECKING:
    from ...rules import Game
    from ..shared.controller import GameController
    from .board_view import BoardScene

# How many times the pause before a computer move the highlight stays (at least 600 ms).
HOLD_FACTOR = 2.5
MIN_HOLD_MS = 600
Z_HIGHLIGHT = 40


translate = QCoreApplication.translate


def _tr(text: str) -> str:
    """A string marked elsewhere (QT_TRANSLATE_NOOP("ComputerMoves", …)) in this file's context."""
    return translate("ComputerMoves", text)


def hold_ms(ai_delay_ms: int) -> int:
    """How long a computer action stays highlighted at a pace; 0 (instant) shows none."""
    if ai_delay_ms <= 0:
        return 0
    return max(MIN_HOLD_MS, round(ai_delay_ms * HOLD_FACTOR))


def describe(
    game: Game, seat: int, events: Sequence[ev.Event]
) -> tuple[str, list[str], list[int], int]:
    """(banner text, cities built, resources taken per kind, plant bought) of one action."""
    name = game.names[seat]
    lines: list[str] = []
    cities: list[str] = []
    taken, plant = [0, 0, 0, 0], 0
    for event in events:
        if (bought := td.plant_bought(event)) is not None and bought[0] == seat:
            plant = bought[1]
            lines.append(
                translate("ComputerMoves", "{name} buys plant {plant} for {price}").format(
                    name=game.names[bought[0]], plant=td.plant_label(bought[1]), price=bought[2]
                )
            )
        elif (res := td.resources_bought(event)) is not None:
            taken[res[1]] += res[2]
            lines.append(
                translate("ComputerMoves", "{name} buys {n} {kind} for {cost}").format(
                    name=name, n=res[2], kind=texts.resource_name(res[1]), cost=res[3]
                )
            )
        elif (built := td.city_built(event)) is not None:
            cities.append(built[1])
            lines.append(
                translate("ComputerMoves", "{name} builds in {city} for {price}").format(
                    name=name, city=built[1], price=built[2]
                )
            )
    return " · ".join(lines), cities, taken, plant


class _Banner(QLabel):
    """The banner over the map; a click on it skips the moment."""

    clicked = Signal()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.clicked.emit()
        event.accept()


class ComputerMoves(QObject):
    """Shows each computer action on the board and the markets for a moment."""

    # The banner text of the action shown now.
    shown = Signal(str)
    # Resources just taken from the track by a computer (amount per kind); zeros clear.
    resourcesTaken = Signal(list)
    cleared = Signal()

    def __init__(
        self, scene: BoardScene, controller: GameController, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.scene = scene
        self.controller = controller
        self.items: list[QGraphicsItem] = []
        self.text = ""
        self.banner: _Banner | None = None
        # Settings → show the computer's moves; off: no highlight, no banner.
        self.enabled = True
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.skip)
        controller.moveMade.connect(self.on_move)
        controller.gameStarted.connect(self.skip)

    @property
    def active(self) -> bool:
        return bool(self.items) or bool(self.text)

    def set_enabled(self, on: bool) -> None:
        """Show computer moves (on) or let them pass unmarked (off ends any highlight)."""
        self.enabled = on
        if not on:
            self.skip()

    def retranslate(self) -> None:
        if self.banner is not None:
            self.banner.setToolTip(
                translate("ComputerMoves", "What the computer just did (click or Space to skip)")
            )

    def attach_banner(self, view: QGraphicsView) -> None:
        """A label at the bottom of the map's viewport; a click on it skips the moment."""
        banner = plain(_Banner(view.viewport()))  # the move names a player
        banner.setObjectName("computerMoveBanner")
        tint(banner, "#ffffff", "#202020")
        banner.setMargin(6)
        banner.hide()
        banner.setCursor(Qt.CursorShape.PointingHandCursor)
        banner.setToolTip(
            translate("ComputerMoves", "What the computer just did (click or Space to skip)")
        )
        banner.clicked.connect(self.skip)
        self.banner = banner

    def on_move(self, seat: int, human: bool, events: Sequence[ev.Event]) -> None:
        if human:
            self.skip()  # a human's move ends any highlight at once
            return
        game = self.controller.game
        hold = hold_ms(self.controller.ai_delay_ms)
        if game is None or hold == 0 or not self.enabled:
            return
        text, cities, taken, _plant = describe(game, seat, events)
        if not text:
            return
        self._clear_items()
        colour = seat_colour(game.config, seat)
        paid = {b.city: b.connection for b in events if isinstance(b, ev.CityBuilt)}
        for city in cities:
            self._ring(city, colour)
            self._path(td.build_path(game, seat, city, paid.get(city)), colour)
        self.text = text
        self._show_banner(text)
        if any(taken):
            self.resourcesTaken.emit(taken)
        self.shown.emit(text)
        self._timer.start(hold)

    def skip(self) -> None:
        """End the highlight now (Space, a click on the banner, a human's move)."""
        self._timer.stop()
        was = self.active
        self._clear_items()
        self.text = ""
        if self.banner is not None:
            self.banner.hide()
        if was:
            self.resourcesTaken.emit([0, 0, 0, 0])
            self.cleared.emit()

    # ----- drawing ---------------------------------------------------------------------------

    def _clear_items(self) -> None:
        for item in self.items:
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self.items = []

    def _add(self, item: QGraphicsItem) -> None:
        item.setZValue(Z_HIGHLIGHT)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.scene.addItem(item)
        self.items.append(item)

    def _ring(self, city: str, colour: QColor) -> None:
        item = self.scene.cities.get(city)
        if item is None:
            return
        path = QPainterPath()
        path.addRoundedRect(item.box_rect().adjusted(-7, -7, 7, 7), 12, 12)
        ring = QGraphicsPathItem(path)
        ring.setPen(QPen(QColor("#101010"), 9.0))
        ring.setPos(item.pos())
        self._add(ring)
        inner = QGraphicsPathItem(path)
        inner.setPen(QPen(colour, 5.0))
        inner.setPos(item.pos())
        self._add(inner)

    def _path(self, cities: list[str], colour: QColor) -> None:
        points = [self.scene.cities[c].pos() for c in cities if c in self.scene.cities]
        if len(points) < 2:
            return
        path = QPainterPath(points[0])
        for point in points[1:]:
            path.lineTo(point)
        for pen in (QPen(QColor("#101010"), 10.0), QPen(colour, 6.0)):
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            item = QGraphicsPathItem(path)
            item.setPen(pen)
            self._add(item)
        # Under the city boxes (as build plans are), so no name is covered.
        self.items[-1].setZValue(3.5)
        self.items[-2].setZValue(3.4)

    def _show_banner(self, text: str) -> None:
        banner = self.banner
        if banner is None:
            return
        banner.setText(text)
        parent = banner.parentWidget()
        if parent is None:
            return
        banner.setMinimumWidth(0)
        banner.setMaximumWidth(16777215)
        banner.setWordWrap(False)
        banner.adjustSize()
        if banner.width() > parent.width() - 20:
            banner.setWordWrap(True)
            banner.setFixedWidth(parent.width() - 20)
            banner.adjustSize()
        rect = QRectF(banner.rect())
        banner.move(
            int((parent.width() - rect.width()) / 2), int(parent.height() - rect.height() - 12)
        )
        banner.show()
        banner.raise_()
