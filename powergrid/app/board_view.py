"""The map: a QGraphicsScene drawn from the city graph, and a zoomable view on it."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsLineItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
)

from ..rules import house_prices
from .style import shape_path, text_colour_on

CITY_W, CITY_H = 90.0, 44.0
SLOT = 20.0
OUT_OF_PLAY = QColor("#c8c8c8")

#: Highlight kinds of a city during building.
NONE, AFFORDABLE, PLANNED, REFUSED = "", "affordable", "planned", "refused"
_HIGHLIGHT_PEN = {
    AFFORDABLE: QPen(QColor("#1a9850"), 3.0),
    PLANNED: QPen(QColor("#000000"), 4.0),
    REFUSED: QPen(QColor("#b2182b"), 3.0, Qt.PenStyle.DashLine),
}


class CityItem(QGraphicsItem):
    """A city: its name and three house places (10/15/20) in the owners' colours."""

    def __init__(self, name: str, region_colour: QColor, in_play: bool, clickable: bool):
        super().__init__()
        self.name = name
        self.region_colour = region_colour
        self.in_play = in_play
        self.clickable = clickable
        font = QFont()
        font.setPixelSize(12)
        font.setBold(True)
        self.width = max(CITY_W, QFontMetricsF(font).horizontalAdvance(name) + 24)
        #: (colour, letter, shape) per house, in build order.
        self.houses: list[tuple[QColor, str, str]] = []
        self.highlight = NONE
        self.order_label = ""
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(10 if in_play else 9)  # cities in play above those out of play
        if clickable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
            self.setToolTip(name)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.width / 2 - 4, -CITY_H / 2 - 12, self.width + 16, CITY_H + 16)

    def set_houses(self, houses) -> None:
        if houses != self.houses:
            self.houses = list(houses)
            self.update()

    def set_highlight(self, kind: str, label: str = "") -> None:
        if kind != self.highlight or label != self.order_label:
            self.highlight = kind
            self.order_label = label
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(-self.width / 2, -CITY_H / 2, self.width, CITY_H)
        if self.in_play:
            fill = QColor("#ffffff")
            border = self.region_colour.darker(130)
        else:
            fill = QColor("#eeeeee")
            border = QColor("#b0b0b0")
        painter.setBrush(fill)
        painter.setPen(QPen(border, 2.0))
        painter.drawRoundedRect(rect, 7, 7)
        font = QFont()
        font.setPixelSize(12)
        font.setBold(self.in_play)
        painter.setFont(font)
        painter.setPen(QColor("#202020") if self.in_play else QColor("#9a9a9a"))
        painter.drawText(QRectF(rect.left() + 2, rect.top() + 1, self.width - 4, 16),
                         Qt.AlignmentFlag.AlignCenter, self.name)
        small = QFont()
        small.setPixelSize(9)
        for i, price in enumerate(house_prices(3)):  # all three places, open or not
            x = -SLOT * 1.5 - 4 + i * (SLOT + 4)
            slot = QRectF(x, rect.top() + 19, SLOT, SLOT)
            small.setPixelSize(9 if i >= len(self.houses) else 11)
            small.setBold(i < len(self.houses))
            if i < len(self.houses):
                colour, letter, shape = self.houses[i]
                painter.setPen(QPen(QColor("#202020"), 1.2))
                painter.setBrush(colour)
                painter.drawPath(shape_path(shape, slot.center().x(), slot.center().y(),
                                            SLOT / 2))
                painter.setPen(text_colour_on(colour))
                painter.setFont(small)
                painter.drawText(slot, Qt.AlignmentFlag.AlignCenter, letter)
            else:
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(QColor("#9a9a9a") if self.in_play else QColor("#cfcfcf"),
                                    1.0))
                painter.drawRect(slot)
                painter.setFont(small)
                painter.drawText(slot, Qt.AlignmentFlag.AlignCenter, str(price))
        pen = _HIGHLIGHT_PEN.get(self.highlight)
        if pen is not None:
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 9, 9)
        if self.order_label:
            badge = QRectF(rect.right() - 12, rect.top() - 10, 20, 20)
            painter.setPen(QPen(QColor("#ffffff"), 1.5))
            painter.setBrush(QColor("#000000"))
            painter.drawEllipse(badge)
            painter.setPen(QColor("#ffffff"))
            small.setPixelSize(11)
            small.setBold(True)
            painter.setFont(small)
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, self.order_label)

    def mousePressEvent(self, event) -> None:
        if self.clickable and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event) -> None:
        scene = self.scene()
        if isinstance(scene, BoardScene) and self.contains(event.pos()):
            scene.cityClicked.emit(self.name)


class BoardScene(QGraphicsScene):
    """The whole map; emits ``cityClicked(name)`` and never calls the window."""

    cityClicked = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.cities: dict[str, CityItem] = {}
        self.plan_items: list[QGraphicsItem] = []
        #: The area of the cities in play: what "fit to window" shows.
        self.play_rect = QRectF()
        self.setBackgroundBrush(QColor("#f4f1ea"))
        self._key = None

    def build(self, mapfile, regions_in_play, all_clickable: bool = False,
              cities_in_play=None) -> None:
        """Draw the map (only when the map or the regions changed).

        ``all_clickable`` makes cities out of play clickable too (choosing regions);
        ``cities_in_play`` narrows play to those cities (free city selection, RULES 6).
        """
        chosen = None if cities_in_play is None else frozenset(cities_in_play)
        key = (mapfile.name, tuple(sorted(regions_in_play)), all_clickable, chosen)
        if key == self._key:
            return
        self._key = key
        self.clear()
        self.cities = {}
        self.plan_items = []
        in_play = set(regions_in_play)
        colours = {r.name: QColor(r.color) for r in mapfile.regions}
        pos = {c.name: QPointF(c.x, c.y) for c in mapfile.cities}
        region_of = {c.name: c.region for c in mapfile.cities}
        if chosen is not None:  # a city out of the chosen set is drawn as out of play
            region_of = {c: r if c in chosen else "" for c, r in region_of.items()}
        # Region tint: soft discs behind the cities.
        for city in mapfile.cities:
            playing = region_of[city.name] in in_play
            colour = QColor(colours[city.region] if playing else OUT_OF_PLAY)
            colour.setAlpha(70 if playing else 90)
            disc = QGraphicsEllipseItem(city.x - 78, city.y - 62, 156, 124)
            disc.setBrush(colour)
            disc.setPen(Qt.PenStyle.NoPen)
            disc.setZValue(-10)
            self.addItem(disc)
        font = QFont()
        font.setPixelSize(12)
        font.setBold(True)
        for conn in mapfile.connections:
            a, b = pos[conn.a], pos[conn.b]
            playing = region_of[conn.a] in in_play and region_of[conn.b] in in_play
            line = QGraphicsLineItem(a.x(), a.y(), b.x(), b.y())
            pen = QPen(QColor("#5a5a5a") if playing else QColor("#c4c4c4"), 3.0 if playing else 2.0)
            if not playing:
                pen.setStyle(Qt.PenStyle.DashLine)
            line.setPen(pen)
            line.setZValue(0)
            self.addItem(line)
            mid = (a + b) / 2
            badge = QGraphicsEllipseItem(mid.x() - 12, mid.y() - 10, 24, 20)
            badge.setBrush(QColor("#ffffff") if playing else QColor("#f0f0f0"))
            badge.setPen(QPen(QColor("#5a5a5a") if playing else QColor("#cccccc"), 1.0))
            badge.setZValue(5)
            self.addItem(badge)
            label = QGraphicsSimpleTextItem(str(conn.cost))
            label.setFont(font)
            label.setBrush(QColor("#202020") if playing else QColor("#b0b0b0"))
            r = label.boundingRect()
            label.setPos(mid.x() - r.width() / 2, mid.y() - r.height() / 2)
            label.setZValue(6)
            self.addItem(label)
        for city in mapfile.cities:
            playing = region_of[city.name] in in_play
            item = CityItem(city.name, colours[city.region], playing, playing or all_clickable)
            item.setPos(city.x, city.y)
            self.addItem(item)
            self.cities[city.name] = item
        for item in self.items():
            if not isinstance(item, CityItem):
                item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        rect = self.itemsBoundingRect().adjusted(-40, -40, 40, 40)
        self.setSceneRect(rect)
        playing = [item.sceneBoundingRect() for item in self.cities.values() if item.in_play]
        if playing and not all_clickable:
            area = playing[0]
            for r in playing[1:]:
                area = area.united(r)
            self.play_rect = area.adjusted(-50, -50, 50, 50)
        else:
            self.play_rect = rect

    def set_owners(self, houses_by_city: dict[str, list]) -> None:
        for name, item in self.cities.items():
            item.set_houses(houses_by_city.get(name, []))

    def set_tooltips(self, tips: dict[str, str]) -> None:
        """Hover texts per city (prices while building); empty restores the names."""
        for name, item in self.cities.items():
            if item.in_play:
                item.setToolTip(tips.get(name, name))

    def show_plan(self, paths: list[list[str]], highlights: dict[str, tuple[str, str]]) -> None:
        """Highlight build paths (lists of city names) and cities (kind, badge)."""
        for item in self.plan_items:
            self.removeItem(item)
        self.plan_items = []
        pen = QPen(QColor(0, 0, 0, 200), 9.0)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        for path in paths:
            if len(path) < 2:
                continue
            qp = QPainterPath(self.cities[path[0]].pos())
            for name in path[1:]:
                qp.lineTo(self.cities[name].pos())
            item = QGraphicsPathItem(qp)
            item.setPen(pen)
            item.setZValue(2)
            self.addItem(item)
            self.plan_items.append(item)
            inner = QGraphicsPathItem(qp)
            inner.setPen(QPen(QColor("#ffd92f"), 4.0))
            inner.setZValue(3)
            self.addItem(inner)
            self.plan_items.append(inner)
        for name, item in self.cities.items():
            kind, label = highlights.get(name, (NONE, ""))
            item.set_highlight(kind, label)


class BoardView(QGraphicsView):
    """Wheel and +/- zoom (clamped), drag to pan, fit to window."""

    MIN_ZOOM, MAX_ZOOM = 0.15, 4.0

    def __init__(self, scene: BoardScene, parent=None):
        super().__init__(scene, parent)
        self.setObjectName("boardView")
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setBackgroundBrush(QBrush(QColor("#f4f1ea")))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._fitted = True

    def zoom(self) -> float:
        return self.transform().m11()

    def zoom_by(self, factor: float) -> None:
        current = self.zoom()
        target = max(self.MIN_ZOOM, min(self.MAX_ZOOM, current * factor))
        if abs(target - current) > 1e-9:
            self._fitted = False
            self.scale(target / current, target / current)

    def fit(self) -> None:
        self._fitted = True
        scene = self.scene()
        rect = scene.play_rect if not scene.play_rect.isEmpty() else scene.sceneRect()
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def wheelEvent(self, event) -> None:
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.zoom_by(1.15 ** steps)
        event.accept()

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_by(1.25)
        elif key == Qt.Key.Key_Minus:
            self.zoom_by(0.8)
        elif key == Qt.Key.Key_0:
            self.fit()
        else:
            super().keyPressEvent(event)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._fitted:
            self.fit()

    def city_point(self, name: str):
        """The viewport point of a city (for tests and tooltips)."""
        item = self.scene().cities[name]
        return self.mapFromScene(item.pos())
