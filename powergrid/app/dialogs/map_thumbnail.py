"""A small picture of a map for lists of maps: its connections and its cities as dots
in their regions' colours, drawn from the map file (any shape, any board)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap

from ...board import MapFile

__all__ = ["THUMB_SIZE", "thumbnail", "thumbnail_icon"]

# The side of the square a thumbnail is drawn in, in pixels.
THUMB_SIZE = 64
PAPER = QColor("#f4f1ea")
LINE = QColor("#8a8a8a")


def _layout(mapfile: MapFile, side: float, margin: float) -> tuple[float, float, float]:
    """Scale and offsets that fit every city into the square, keeping the map's shape."""
    xs = [c.x for c in mapfile.cities]
    ys = [c.y for c in mapfile.cities]
    width, height = max(1, max(xs) - min(xs)), max(1, max(ys) - min(ys))
    scale = (side - 2 * margin) / max(width, height)
    dx = margin + (side - 2 * margin - width * scale) / 2 - min(xs) * scale
    dy = margin + (side - 2 * margin - height * scale) / 2 - min(ys) * scale
    return scale, dx, dy


def thumbnail(mapfile: MapFile, side: int = THUMB_SIZE, ratio: float = 1.0) -> QPixmap:
    """The map in a ``side`` × ``side`` square (device pixel ``ratio`` for sharp
    screens): the connections as thin lines, the cities as dots of their region's
    colour."""
    pix = QPixmap(round(side * ratio), round(side * ratio))
    pix.setDevicePixelRatio(ratio)
    pix.fill(PAPER)
    dot = max(1.2, side / 36)
    scale, dx, dy = _layout(mapfile, side, dot + 1)
    at = {c.name: QPointF(c.x * scale + dx, c.y * scale + dy) for c in mapfile.cities}
    colours = {r.name: QColor(r.color) for r in mapfile.regions}
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(LINE, max(0.6, side / 110)))
    for conn in mapfile.connections:
        painter.drawLine(at[conn.a], at[conn.b])
    painter.setPen(QPen(QColor("#303030"), 0.5))
    for city in mapfile.cities:
        painter.setBrush(colours[city.region])
        centre = at[city.name]
        painter.drawEllipse(QRectF(centre.x() - dot, centre.y() - dot, 2 * dot, 2 * dot))
    painter.setPen(QPen(QColor("#b0a890"), 1.0))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(QRectF(0.5, 0.5, side - 1, side - 1))
    painter.end()
    return pix


# Icons drawn already, by the map object they show (kept with it, so its id stays its
# own): the built-in maps are read once, and every New game dialog lists them all.
_ICONS: dict[tuple[int, int], tuple[MapFile, QIcon]] = {}
_MAX_ICONS = 64


def thumbnail_icon(mapfile: MapFile, side: int = THUMB_SIZE) -> QIcon:
    """The thumbnail as an icon (sharp at twice the size on a high-density screen)."""
    key = (id(mapfile), side)
    drawn = _ICONS.get(key)
    if drawn is not None and drawn[0] is mapfile:
        return drawn[1]
    icon = QIcon(thumbnail(mapfile, side))
    icon.addPixmap(thumbnail(mapfile, side, 2.0))
    if len(_ICONS) >= _MAX_ICONS:
        _ICONS.clear()
    _ICONS[key] = (mapfile, icon)
    return icon
