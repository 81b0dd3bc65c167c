"""The map: a QGraphicsScene drawn from the city graph, and a zoomable view on it."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QPainter,
    QPainterPath,
    QPen,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QToolTip,
    QWidget,
)

from ...board import DEFAULT_PLACES
from ..shared.plain_text import tip
from ..shared.style import HouseMark, shape_path, text_colour_on

if TYPE_CHECKING:
    from ...board import MapFile

CITY_W, CITY_H = 90.0, 44.0
SLOT = 20.0
# City names are drawn at 12 scene pixels, but never smaller than NAME_MIN_PX on the
# screen (a zoomed-out map): up to NAME_MAX_PX scene pixels, on a white label.
NAME_PX, NAME_MIN_PX, NAME_MAX_PX = 12, 10, 24
OUT_OF_PLAY = QColor("#c8c8c8")
# Scene pixels the view keeps around the outermost cities in play when it fits.
PLAY_MARGIN = 50.0

# The map's static layer: region tints (area, colour), connections (ends, pen, in
# play) and cost badges (area, text, in play).
Disc = tuple[QRectF, QColor]
Line = tuple[QPointF, QPointF, QPen, bool]
Badge = tuple[QRectF, str, bool]

# Highlight kinds of a city during building.
NONE, AFFORDABLE, PLANNED, REFUSED = "", "affordable", "planned", "refused"
_HIGHLIGHT_PEN = {
    AFFORDABLE: QPen(QColor("#1a9850"), 3.0),
    PLANNED: QPen(QColor("#000000"), 4.0),
    REFUSED: QPen(QColor("#b2182b"), 3.0, Qt.PenStyle.DashLine),
}


# The coach's suggested cities (``BoardScene.mark_cities``): apart from the plan's colours.
MARK_COLOUR = QColor("#6a3d9a")
# The ring of the city the keyboard walks to (arrow keys on the map).
FOCUS_COLOUR = QColor("#0b62d6")


class CityItem(QGraphicsItem):
    """A city: its name and its house places (the map's, 10/15/20 on the base boards)
    with their prices, filled in the owners' colours."""

    def __init__(
        self,
        name: str,
        region_colour: QColor,
        in_play: bool,
        clickable: bool,
        places: tuple[tuple[int, int], ...] = DEFAULT_PLACES,
    ):
        super().__init__()
        self.name = name
        # The city's places, ``(price, step open)``, cheapest first (its map file's).
        self.places = places
        self.region_colour = region_colour
        self.in_play = in_play
        self.clickable = clickable
        font = QFont()
        font.setPixelSize(12)
        font.setBold(True)
        self.width = max(
            CITY_W,
            QFontMetricsF(font).horizontalAdvance(name) + 24,
            len(places) * (SLOT + 4) + 14,
        )
        font.setPixelSize(NAME_MAX_PX)
        # How far a name drawn at its largest reaches left and right of the centre.
        self.name_reach = max(self.width, QFontMetricsF(font).horizontalAdvance(name) + 8) / 2
        # (colour, letter, shape) per house, in build order.
        self.houses: list[tuple[QColor, str, str]] = []
        self.highlight = NONE
        self.order_label = ""
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(10 if in_play else 9)  # cities in play above those out of play
        if clickable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
            self.setToolTip(tip(name))  # a city of a map file

    def boundingRect(self) -> QRectF:
        reach = max(self.width / 2 + 4, self.name_reach + 2)
        return QRectF(-reach, -CITY_H / 2 - NAME_MAX_PX, 2 * reach + 8, CITY_H + NAME_MAX_PX + 4)

    def shape(self) -> QPainterPath:
        """Clicks and hovers hit the box only, not the room kept for a large name."""
        path = QPainterPath()
        path.addRect(self.box_rect())
        return path

    def box_rect(self) -> QRectF:
        """The city's box around its origin: the one source for frames, rings and veils."""
        return QRectF(-self.width / 2, -CITY_H / 2, self.width, CITY_H)

    def set_houses(self, houses: Sequence[HouseMark]) -> None:
        if houses != self.houses:
            self.houses = list(houses)
            self.update()

    def set_highlight(self, kind: str, label: str = "") -> None:
        if kind != self.highlight or label != self.order_label:
            self.highlight = kind
            self.order_label = label
            self.update()

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.box_rect()
        if self.in_play:
            fill = QColor("#ffffff")
            border = self.region_colour.darker(130)
        else:
            fill = QColor("#eeeeee")
            border = QColor("#b0b0b0")
        painter.setBrush(fill)
        painter.setPen(QPen(border, 2.0))
        painter.drawRoundedRect(rect, 7, 7)
        self._paint_name(painter, rect)
        small = QFont()
        small.setPixelSize(9)
        left = -(len(self.places) * (SLOT + 4) - 4) / 2
        for i, (price, _opens) in enumerate(self.places):  # every place, open or not
            x = left + i * (SLOT + 4)
            slot = QRectF(x, rect.top() + 19, SLOT, SLOT)
            small.setPixelSize(9 if i >= len(self.houses) else 11)
            small.setBold(i < len(self.houses))
            if i < len(self.houses):
                colour, letter, shape = self.houses[i]
                painter.setPen(QPen(QColor("#202020"), 1.2))
                painter.setBrush(colour)
                painter.drawPath(shape_path(shape, slot.center().x(), slot.center().y(), SLOT / 2))
                painter.setPen(text_colour_on(colour))
                painter.setFont(small)
                painter.drawText(slot, Qt.AlignmentFlag.AlignCenter, letter)
            else:
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(QColor("#9a9a9a") if self.in_play else QColor("#cfcfcf"), 1.0))
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

    def _paint_name(self, painter: QPainter, rect: QRectF) -> None:
        """The name in the box's top row; on a zoomed-out map larger, on a white label."""
        scale = max(1e-6, painter.worldTransform().m11())
        px = min(NAME_MAX_PX, max(NAME_PX, NAME_MIN_PX / scale))
        font = QFont()
        font.setPixelSize(round(px))
        font.setBold(self.in_play)
        painter.setFont(font)
        colour = QColor("#202020") if self.in_play else QColor("#9a9a9a")
        if round(px) <= NAME_PX:
            painter.setPen(colour)
            painter.drawText(
                QRectF(rect.left() + 2, rect.top() + 1, self.width - 4, 16),
                Qt.AlignmentFlag.AlignCenter,
                self.name,
            )
            return
        text = self.name
        if len(self.places) == 1 and not self.houses and self.in_play:
            text = f"{self.name} · {self.places[0][0]}"  # its one price, readable zoomed out
        metrics = QFontMetricsF(font)
        w, h = metrics.horizontalAdvance(text) + 6, metrics.height()
        label = QRectF(-w / 2, rect.top() + 17 - h, w, h)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 235 if self.in_play else 200))
        painter.drawRoundedRect(label, 3, 3)
        painter.setPen(colour)
        painter.drawText(label, Qt.AlignmentFlag.AlignCenter, text)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.clickable and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene()
        if isinstance(scene, BoardScene) and self.contains(event.pos()):
            scene.cityClicked.emit(self.name)


# Where a cost badge may sit along its connection (fractions of the way), nearest the
# middle first, and how far beside the line it may move when every one is covered.
BADGE_STOPS = (0.5, 0.42, 0.58, 0.34, 0.66, 0.26, 0.74)
BADGE_ASIDE = (18.0, 30.0, 42.0, 54.0, 66.0)


def badge_rect(a: QPointF, b: QPointF, boxes: list[QRectF]) -> QRectF:
    """The cost badge of the connection a–b: at its middle unless a city box covers it
    there, else the free place along the line nearest the middle, else beside it."""

    def at(point: QPointF) -> QRectF:
        return QRectF(point.x() - 12, point.y() - 10, 24, 20)

    def free(rect: QRectF) -> bool:
        return not any(rect.intersects(box) for box in boxes)

    for t in BADGE_STOPS:
        rect = at(a + (b - a) * t)
        if free(rect):
            return rect
    mid, d = (a + b) / 2, b - a
    length = max(1.0, (d.x() ** 2 + d.y() ** 2) ** 0.5)
    normal = QPointF(-d.y() / length, d.x() / length)
    for distance in BADGE_ASIDE:
        for side in (1, -1):
            rect = at(mid + normal * (side * distance))
            if free(rect):
                return rect
    return at(mid)


def entry_badges(
    mapfile: MapFile, items: Mapping[str, CityItem], playing: Callable[[str], bool]
) -> list[Badge]:
    """A cost badge on the top right corner of every city a path pays to enter (a
    district's cost, RULES 8.103)."""
    badges: list[Badge] = []
    if len({city.entry for city in mapfile.cities}) == 1:
        return badges  # one flat fee a space: the board's rules say it, not every space
    for city in mapfile.cities:
        if city.entry is None:
            continue
        item = items[city.name]
        box = item.box_rect().translated(item.pos())
        rect = QRectF(box.right() - 20, box.top() - 21, 24, 20)
        badges.append((rect, str(city.entry), playing(city.name)))
    return badges


class BoardScene(QGraphicsScene):
    """The whole map; emits ``cityClicked(name)`` and never calls the window."""

    cityClicked = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.cities: dict[str, CityItem] = {}
        self.plan_items: list[QGraphicsItem] = []
        self.mark_items: list[QGraphicsItem] = []  # see mark_cities
        # The city the arrow keys walked to, and its ring (see set_focus_city).
        self.focused: str | None = None
        self.focus_item: QGraphicsItem | None = None
        # The area of the board's cities: what "fit to window" shows.
        self.play_rect = QRectF()
        self.setBackgroundBrush(QColor("#f4f1ea"))
        # What the scene was drawn from (map, regions, clickable, chosen cities).
        self._key: tuple[str, tuple[str, ...], bool, frozenset[str] | None] | None = None
        self.static_layer: tuple[list[Disc], list[Line], list[Badge]] = ([], [], [])
        self.static_rect = QRectF()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """Paper, region tints, connections and their cost badges (see ``build``)."""
        rect = QRectF(rect)
        painter.fillRect(rect, self.backgroundBrush())
        discs, lines, badges = self.static_layer
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        for disc, colour in discs:
            if disc.intersects(rect):
                painter.setBrush(colour)
                painter.drawEllipse(disc)
        for a, b, pen, _playing in lines:
            painter.setPen(pen)
            painter.drawLine(a, b)
        font = QFont()
        font.setPixelSize(12)
        font.setBold(True)
        painter.setFont(font)
        for badge, text, playing in badges:
            if not badge.intersects(rect):
                continue
            painter.setBrush(QColor("#ffffff") if playing else QColor("#f0f0f0"))
            painter.setPen(QPen(QColor("#5a5a5a") if playing else QColor("#cccccc"), 1.0))
            painter.drawEllipse(badge)
            painter.setPen(QColor("#202020") if playing else QColor("#b0b0b0"))
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, text)

    def build(
        self,
        mapfile: MapFile,
        regions_in_play: Iterable[str],
        all_clickable: bool = False,
        cities_in_play: Iterable[str] | None = None,
    ) -> None:
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
        self.mark_items = []
        self.focused, self.focus_item = None, None
        in_play = set(regions_in_play)
        colours = {r.name: QColor(r.color) for r in mapfile.regions}
        pos = {c.name: QPointF(c.x, c.y) for c in mapfile.cities}
        region_of = {c.name: c.region for c in mapfile.cities}
        if chosen is not None:  # a city out of the chosen set is drawn as out of play
            region_of = {c: r if c in chosen else "" for c, r in region_of.items()}
        # The static layer (region tints, connections, cost badges) is drawn as the
        # scene's background, which the view caches: a redraw after an action then
        # repaints only the cities over one cached picture.
        discs: list[Disc] = []
        for city in mapfile.cities:
            playing = region_of[city.name] in in_play
            colour = QColor(colours[city.region] if playing else OUT_OF_PLAY)
            colour.setAlpha(70 if playing else 90)
            discs.append((QRectF(city.x - 78, city.y - 62, 156, 124), colour))
        for city in mapfile.cities:
            playing = region_of[city.name] in in_play
            item = CityItem(
                city.name,
                colours[city.region],
                playing,
                playing or all_clickable,
                city.house_places,
            )
            item.setPos(city.x, city.y)
            self.addItem(item)
            self.cities[city.name] = item
        lines, badges = self._connections(mapfile, pos, lambda c: region_of[c] in in_play)
        self.static_layer = (discs, lines, badges)
        self.static_rect = QRectF()
        for rect, _colour in discs:
            self.static_rect = self.static_rect.united(rect)
        rect = self.itemsBoundingRect().united(self.static_rect).adjusted(-40, -40, 40, 40)
        self.setSceneRect(rect)
        self.invalidate(QRectF(), QGraphicsScene.SceneLayer.BackgroundLayer)
        self.play_rect = rect if all_clickable else self._play_area(rect)

    def _connections(
        self, mapfile: MapFile, pos: dict[str, QPointF], playing: Callable[[str], bool]
    ) -> tuple[list[Line], list[Badge]]:
        """The connections of the static layer and their cost badges (placed clear of
        the city boxes already drawn): dark between two cities in play, faint dashes
        elsewhere."""
        boxes = [item.box_rect().translated(item.pos()) for item in self.cities.values()]
        lines: list[Line] = []
        badges: list[Badge] = []
        entries = any(c.entry is not None for c in mapfile.cities)
        for conn in mapfile.connections:
            a, b = pos[conn.a], pos[conn.b]
            both = playing(conn.a) and playing(conn.b)
            pen = QPen(QColor("#5a5a5a") if both else QColor("#c4c4c4"), 3.0 if both else 2.0)
            if not both:
                pen.setStyle(Qt.PenStyle.DashLine)
            lines.append((a, b, pen, both))
            if not (entries and conn.cost == 0):  # a board of district costs: no 0s
                badges.append((badge_rect(a, b, boxes), str(conn.cost), both))
        badges += entry_badges(mapfile, self.cities, playing)
        return lines, badges

    def _play_area(self, scene_rect: QRectF) -> QRectF:
        """The cities in play with a margin: what the view fits, so that the part of the
        board played is drawn as large as the window allows whatever the board's shape
        (the regions out of play, grey, may run off the view); the whole scene when no
        city is in play."""
        shown = [item.sceneBoundingRect() for item in self.cities.values() if item.in_play]
        if not shown:
            return scene_rect
        area = shown[0]
        for r in shown[1:]:
            area = area.united(r)
        return area.adjusted(-PLAY_MARGIN, -PLAY_MARGIN, PLAY_MARGIN, PLAY_MARGIN)

    def set_owners(self, houses_by_city: Mapping[str, Sequence[HouseMark]]) -> None:
        for name, item in self.cities.items():
            item.set_houses(houses_by_city.get(name, []))

    def set_tooltips(self, tips: dict[str, str]) -> None:
        """Hover texts per city (prices while building); empty restores the names."""
        for name, item in self.cities.items():
            if item.in_play:
                item.setToolTip(tip(tips.get(name, name)))

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

    def set_focus_city(self, name: str | None) -> None:
        """Ring the city the keyboard walked to (None: no ring); a layer of its own,
        above the plan and the coach's marks, that clicks go through."""
        if self.focus_item is not None:
            self.removeItem(self.focus_item)
            self.focus_item = None
        city = self.cities.get(name) if name is not None else None
        self.focused = name if city is not None else None
        if city is None:
            return
        ring = QPainterPath()
        ring.addRoundedRect(city.box_rect().adjusted(-9, -9, 9, 9), 13, 13)
        item = QGraphicsPathItem(ring)
        item.setPen(QPen(FOCUS_COLOUR, 3.5))
        item.setPos(city.pos())
        item.setZValue(13)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(item)
        self.focus_item = item

    def nearest_city(self, start: str | None, dx: float, dy: float, centre: QPointF) -> str | None:
        """The clickable city the arrow (dx, dy) leads to from ``start``: ahead of it,
        nearest along the arrow and least off to its side; with no start, the
        clickable city nearest ``centre``. None when there is none."""
        targets = {n: c.pos() for n, c in self.cities.items() if c.clickable and n != start}
        if start is None or start not in self.cities:
            return min(targets, key=lambda n: _length(targets[n] - centre), default=None)
        origin = self.cities[start].pos()
        best: tuple[float, str] | None = None
        for name, point in targets.items():
            offset = point - origin
            along = offset.x() * dx + offset.y() * dy
            if along <= 0:
                continue
            score = along + 2.0 * abs(offset.x() * dy - offset.y() * dx)
            if best is None or score < best[0]:
                best = (score, name)
        return None if best is None else best[1]

    def mark_cities(self, names: list[str]) -> None:
        """Ring ``names`` with numbered badges in their order (the coach's suggestion);
        an empty list clears them. A layer of its own, so the build page's plan and
        highlights stay as they are, and clicks go through to the cities."""
        for item in self.mark_items:
            self.removeItem(item)
        self.mark_items = []
        pen = QPen(MARK_COLOUR, 3.0, Qt.PenStyle.DashLine)
        font = QFont()
        font.setPixelSize(11)
        font.setBold(True)
        for n, name in enumerate(names, 1):
            city = self.cities.get(name)
            if city is None:
                continue
            box = city.box_rect().adjusted(-6, -6, 6, 6)
            ring = QPainterPath()
            ring.addRoundedRect(box, 11, 11)
            badge = QRectF(box.left() - 6, box.top() - 8, 20, 20)
            item = QGraphicsPathItem(ring)
            item.setPen(pen)
            item.setPos(city.pos())
            item.setZValue(11)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.addItem(item)
            disc = QGraphicsEllipseItem(badge)
            disc.setBrush(MARK_COLOUR)
            disc.setPen(QPen(QColor("#ffffff"), 1.5))
            disc.setPos(city.pos())
            disc.setZValue(12)
            disc.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.addItem(disc)
            label = QGraphicsSimpleTextItem(str(n), disc)
            label.setFont(font)
            label.setBrush(QColor("#ffffff"))
            size = label.boundingRect()
            label.setPos(
                badge.center().x() - size.width() / 2, badge.center().y() - size.height() / 2
            )
            self.mark_items += [item, disc]


def _length(point: QPointF) -> float:
    return float((point.x() ** 2 + point.y() ** 2) ** 0.5)


# The arrow keys' directions on the map (scene axes: y grows downwards).
WALKS = {
    Qt.Key.Key_Left: (-1.0, 0.0),
    Qt.Key.Key_Right: (1.0, 0.0),
    Qt.Key.Key_Up: (0.0, -1.0),
    Qt.Key.Key_Down: (0.0, 1.0),
}
_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class BoardView(QGraphicsView):
    """Wheel and +/- zoom (clamped), drag to pan, fit to window; the arrow keys walk a
    ring over the cities, Enter takes the ringed city as a click does (the build page
    plans it) and Esc drops the ring."""

    MIN_ZOOM, MAX_ZOOM = 0.15, 4.0

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setObjectName("boardView")
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # No brush of the view's own: the scene draws the paper and the static layer.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # No scroll bars: they would eat the map's edge; dragging pans, Ctrl+0 fits.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._fitted = True

    def zoom(self) -> float:
        return self.transform().m11()

    def zoom_by(self, factor: float) -> None:
        current = self.zoom()
        target = max(self.MIN_ZOOM, min(self.MAX_ZOOM, current * factor))
        if abs(target - current) > 1e-9:
            self._fitted = False
            self.scale(target / current, target / current)

    def board_scene(self) -> BoardScene:
        """The map scene this view shows (set at construction)."""
        scene = self.scene()
        assert isinstance(scene, BoardScene), "a board view shows a board scene"
        return scene

    def fit(self) -> None:
        self._fitted = True
        scene = self.board_scene()
        rect = scene.play_rect if not scene.play_rect.isEmpty() else scene.sceneRect()
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def refit(self) -> None:
        """Fit again if the user has not zoomed since the last fit."""
        if self._fitted:
            self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.zoom_by(1.15**steps)
        event.accept()

    def event(self, event: QEvent) -> bool:
        """Enter and Esc are the map's while a city is ringed (the window's otherwise:
        the page's main action, dropping a choice)."""
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)  # what a ShortcutOverride always is
            and event.key() in (*_ENTER, Qt.Key.Key_Escape)
            and self.board_scene().focused is not None
        ):
            event.accept()
            return True
        return super().event(event)

    def walk(self, dx: float, dy: float) -> str | None:
        """Ring the next city in the direction (dx, dy), shown with its tooltip (on the
        build page, its price); the first press rings the city nearest the middle."""
        scene = self.board_scene()
        centre = self.mapToScene(self.viewport().rect().center())
        name = scene.nearest_city(scene.focused, dx, dy, centre)
        if name is None:
            return scene.focused
        scene.set_focus_city(name)
        item = scene.cities[name]
        self.ensureVisible(item, 30, 30)
        text = item.toolTip()
        if text:
            QToolTip.showText(self.mapToGlobal(self.mapFromScene(item.pos())), text, self)
        return name

    def take_focused(self) -> None:
        """The ringed city, as if clicked (a city that takes no click is left alone)."""
        scene = self.board_scene()
        name = scene.focused
        if name is not None and scene.cities[name].clickable:
            scene.cityClicked.emit(name)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        """The ring belongs to the keyboard on the map: it goes with the focus."""
        self.board_scene().set_focus_city(None)
        super().focusOutEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        focused = self.board_scene().focused
        if key in WALKS:
            self.walk(*WALKS[Qt.Key(key)])
        elif key in _ENTER and focused is not None:
            self.take_focused()
        elif key == Qt.Key.Key_Escape and focused is not None:
            self.board_scene().set_focus_city(None)
        elif key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_by(1.25)
        elif key == Qt.Key.Key_Minus:
            self.zoom_by(0.8)
        elif key == Qt.Key.Key_0:
            self.fit()
        else:
            super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._fitted:
            self.fit()

    def visible_scene_rect(self) -> QRectF:
        """The part of the scene the viewport shows now."""
        return self.mapToScene(self.viewport().rect()).boundingRect()

    def city_point(self, name: str) -> QPoint:
        """The viewport point of a city (for tests and tooltips)."""
        item = self.board_scene().cities[name]
        return self.mapFromScene(item.pos())
