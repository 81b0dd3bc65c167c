"""Extra drawing on the app's :class:`~powergrid.app.table.board_view.BoardScene`.

The inspector and the build highlighter draw on the same scene the game uses; they
never replace it. :class:`HoverTracker` tells which city is under the mouse (an
event filter on the scene, so it works on any view of it), and
:class:`SceneOverlay` keeps its own items on the scene: a hover path with a price
tag, network rings, heat halos with cost labels and veils over cities that cannot
be built. ``BoardScene.build`` clears the whole scene; the overlay notices (the
scene's ``cities`` dict is replaced) and forgets its deleted items.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsLineItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
)

from ..table.board_view import CITY_H, CITY_W, BoardScene, CityItem

__all__ = ["HEAT_STOPS", "HoverTracker", "SceneOverlay", "heat_colour"]

HOVER_COLOUR = QColor("#d6336c")  # the hover path: a magenta not used by regions
NETWORK_COLOUR = QColor("#1d3fa8")
REFUSED_COLOUR = QColor("#b2182b")

# Heat shading from cheap to dear (a colour-blind-safe yellow-orange-purple scale).
HEAT_STOPS = ("#ffffb2", "#fecc5c", "#fd8d3c", "#e31a1c", "#800026")

# Z values relative to the scene's own items (lines 0, badges 5-6, cities 10).
Z_HEAT = 8.5
Z_HOVER_PATH = 4.0
Z_RING = 11.0
Z_VEIL = 11.5
Z_TAG = 20.0


def heat_colour(value: float, low: float, high: float) -> QColor:
    """Colour of ``value`` on the heat scale between ``low`` and ``high``."""
    t = 0.0 if high <= low else min(1.0, max(0.0, (value - low) / (high - low)))
    x = t * (len(HEAT_STOPS) - 1)
    i = min(int(x), len(HEAT_STOPS) - 2)
    f = x - i
    a, b = QColor(HEAT_STOPS[i]), QColor(HEAT_STOPS[i + 1])
    return QColor(
        round(a.red() + (b.red() - a.red()) * f),
        round(a.green() + (b.green() - a.green()) * f),
        round(a.blue() + (b.blue() - a.blue()) * f),
    )


class HoverTracker(QObject):
    """Emits ``hovered(name)`` when the mouse enters a city of ``scene`` and
    ``hovered("")`` when it leaves every city (or the view)."""

    hovered = Signal(str)

    def __init__(self, scene: QGraphicsScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.current = ""
        scene.installEventFilter(self)
        for view in scene.views():
            view.viewport().setMouseTracking(True)

    def detach(self) -> None:
        self.scene.removeEventFilter(self)

    def city_at(self, pos: QPointF) -> str:
        for item in self.scene.items(pos):
            if isinstance(item, CityItem):
                return item.name
        return ""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        moves = (QEvent.Type.GraphicsSceneMouseMove, QEvent.Type.GraphicsSceneHoverMove)
        if kind in moves and isinstance(
            event,
            QGraphicsSceneMouseEvent | QGraphicsSceneHoverEvent,  # what a move always is
        ):
            self._set(self.city_at(event.scenePos()))
        elif kind in (QEvent.Type.GraphicsSceneLeave, QEvent.Type.Leave):
            self._set("")
        return False

    def _set(self, name: str) -> None:
        if name != self.current:
            self.current = name
            self.hovered.emit(name)


def _tag(text: str, colour: QColor, fill: QColor, size: int = 12) -> list[QGraphicsItem]:
    """A rounded label (background item, text item), not yet placed."""
    font = QFont()
    font.setPixelSize(size)
    font.setBold(True)
    label = QGraphicsSimpleTextItem(text)
    label.setFont(font)
    label.setBrush(colour)
    r = label.boundingRect()
    back = QGraphicsPathItem()
    path = QPainterPath()
    path.addRoundedRect(QRectF(-4, -2, r.width() + 8, r.height() + 4), 6, 6)
    back.setPath(path)
    back.setBrush(fill)
    back.setPen(QPen(colour, 1.5))
    return [back, label]


class SceneOverlay:
    """Own items on a :class:`BoardScene`, in named layers cleared independently."""

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene
        self._layers: dict[str, list[QGraphicsItem]] = {}
        self._cities = scene.cities

    # -- bookkeeping ------------------------------------------------------------------------

    def _fresh(self) -> None:
        """Forget items deleted by a rebuild of the scene."""
        if self.scene.cities is not self._cities:
            self._layers.clear()
            self._cities = self.scene.cities

    def clear(self, layer: str | None = None) -> None:
        self._fresh()
        names = list(self._layers) if layer is None else [layer]
        for name in names:
            for item in self._layers.pop(name, []):
                self.scene.removeItem(item)

    def items(self, layer: str) -> list[QGraphicsItem]:
        self._fresh()
        return list(self._layers.get(layer, []))

    def _add(self, layer: str, item: QGraphicsItem, z: float) -> None:
        item.setZValue(z)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        item.setAcceptHoverEvents(False)
        self.scene.addItem(item)
        self._layers.setdefault(layer, []).append(item)

    def _box(self, city: str) -> QRectF:
        """The city's box (its real width), relative to its position."""
        item = self.scene.cities.get(city)
        if isinstance(item, CityItem):
            return item.box_rect()
        return QRectF(-CITY_W / 2, -CITY_H / 2, CITY_W, CITY_H)

    def _free_spot(self, city: str, w: float, h: float, below: bool) -> tuple[float, float]:
        """Where a w×h label next to ``city`` covers no city box (the first free of a few
        places around it; the preferred one when all are taken)."""
        pos = self._pos(city)
        box = self._box(city).translated(pos if pos is not None else QPointF())
        spots = [
            (box.right() - 6, box.top() - h - 4),
            (box.left() - w + 6, box.top() - h - 4),
            (box.center().x() - w / 2, box.bottom() + 4),
            (box.right() + 4, box.top()),
            (box.left() - w - 4, box.top()),
        ]
        if below:
            spots.insert(0, spots.pop(2))
        boxes = [
            item.box_rect().translated(item.pos())
            for item in self.scene.cities.values()
            if isinstance(item, CityItem)
        ]
        for x, y in spots:
            rect = QRectF(x - 4, y - 2, w, h)
            if not any(rect.intersects(b) for b in boxes):
                return x, y
        return spots[0]

    def _inside_view(self, x: float, y: float, w: float, h: float) -> tuple[float, float]:
        """Shift a label at (x, y) of size (w, h) so it stays inside the visible map."""
        views = self.scene.views()
        if not views or not hasattr(views[0], "visible_scene_rect"):
            return x, y
        area = views[0].visible_scene_rect()
        if area.isEmpty():
            return x, y
        x = min(max(x, area.left() + 4), area.right() - w - 4)
        y = min(max(y, area.top() + 4), area.bottom() - h - 4)
        return x, y

    def _pos(self, city: str) -> QPointF | None:
        item = self.scene.cities.get(city)
        return None if item is None else item.pos()

    # -- drawing ------------------------------------------------------------------------------

    def show_path(
        self, layer: str, path: list[str], colour: QColor = HOVER_COLOUR, width: float = 7.0
    ) -> None:
        """Draw ``path`` (city names) as a thick line in ``layer`` (added, not replaced).

        One item per connection, not one for the whole path: the view then repaints
        only the strips along the path instead of the rectangle around all of it.
        """
        self._fresh()
        points = [p for p in (self._pos(c) for c in path) if p is not None]
        outline_pen = QPen(QColor(255, 255, 255, 230), width + 4)
        line_pen = QPen(colour, width)
        for pen in (outline_pen, line_pen):
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        for a, b in zip(points, points[1:], strict=False):
            outline = QGraphicsLineItem(a.x(), a.y(), b.x(), b.y())
            outline.setPen(outline_pen)
            self._add(layer, outline, Z_HOVER_PATH)
            line = QGraphicsLineItem(a.x(), a.y(), b.x(), b.y())
            line.setPen(line_pen)
            self._add(layer, line, Z_HOVER_PATH + 0.1)

    def show_tag(
        self,
        layer: str,
        city: str,
        text: str,
        colour: QColor = HOVER_COLOUR,
        fill: QColor | None = None,
        below: bool = False,
        size: int = 12,
    ) -> None:
        """A label next to ``city``: above-right by default, centred below if ``below``."""
        self._fresh()
        pos = self._pos(city)
        if pos is None:
            return
        back, label = _tag(text, colour, fill or QColor(255, 255, 255, 240), size)
        r = label.boundingRect()
        x, y = self._free_spot(city, r.width() + 8, r.height() + 4, below)
        x, y = self._inside_view(x, y, r.width() + 8, r.height() + 4)
        back.setPos(x, y)
        label.setPos(x, y)
        self._add(layer, back, Z_TAG)
        self._add(layer, label, Z_TAG + 0.1)

    def show_ring(
        self, layer: str, city: str, colour: QColor = NETWORK_COLOUR, width: float = 5.0
    ) -> None:
        """A thick outline around ``city`` (network cities)."""
        self._fresh()
        pos = self._pos(city)
        if pos is None:
            return
        ring = _frame(5, 11, self._box(city))
        ring.setPen(QPen(colour, width))
        ring.setBrush(Qt.BrushStyle.NoBrush)
        ring.setPos(pos)
        self._add(layer, ring, Z_RING)

    def show_halo(self, layer: str, city: str, colour: QColor) -> None:
        """A coloured frame behind ``city`` (heat shading)."""
        self._fresh()
        pos = self._pos(city)
        if pos is None:
            return
        halo = _frame(9, 13, self._box(city))
        halo.setBrush(QBrush(colour))
        halo.setPen(QPen(colour.darker(140), 1.0))
        halo.setPos(pos)
        self._add(layer, halo, Z_HEAT)

    def show_veil(self, layer: str, city: str) -> None:
        """Grey out ``city`` (cannot be built: too dear or no free place)."""
        self._fresh()
        pos = self._pos(city)
        if pos is None:
            return
        veil = QGraphicsRectItem(self._box(city))
        veil.setBrush(QColor(120, 120, 120, 110))
        pen = QPen(REFUSED_COLOUR, 2.0, Qt.PenStyle.DashLine)
        veil.setPen(pen)
        veil.setPos(pos)
        self._add(layer, veil, Z_VEIL)


def _frame(margin: float, radius: float, box: QRectF) -> QGraphicsPathItem:
    """A rounded rectangle ``margin`` px around a city's ``box``, centred on the origin."""
    path = QPainterPath()
    path.addRoundedRect(box.adjusted(-margin, -margin, margin, margin), radius, radius)
    return QGraphicsPathItem(path)
