"""Colours, shapes and small drawing helpers shared by the views."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainterPath, QPolygonF

from .i18n import cjk_family

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ...rules import GameConfig

# A shape per seat, drawn on houses and in the player list so colour is never alone.
SHAPES = ("circle", "square", "triangle", "diamond", "hexagon", "star")
# How a seat's house shows in a city: its colour, its letter and its shape (of SHAPES).
HouseMark = tuple[QColor, str, str]

FUEL_COLOURS = {
    "coal": "#7a5230",
    "oil": "#202020",
    "garbage": "#d8c31c",
    "uranium": "#d62728",
    "hybrid": "#5b4a3a",
    "eco": "#2e9e44",
}
FUEL_TEXT = {
    "coal": "#ffffff",
    "oil": "#ffffff",
    "garbage": "#202020",
    "uranium": "#ffffff",
    "hybrid": "#ffffff",
    "eco": "#ffffff",
}
RESOURCE_COLOURS = ("#7a5230", "#202020", "#d8c31c", "#d62728")


def tint(widget: QWidget, text: str, background: str | None = None, bold: bool = False) -> None:
    """Colour a widget's text (and background) through its palette.

    A style sheet would stop the window's font from reaching the widget, and the
    table scales its text through that font.
    """
    from PySide6.QtGui import QPalette

    palette = widget.palette()
    palette.setColor(QPalette.ColorRole.WindowText, QColor(text))
    palette.setColor(QPalette.ColorRole.Text, QColor(text))
    if background is not None:
        palette.setColor(QPalette.ColorRole.Window, QColor(background))
        widget.setBackgroundRole(QPalette.ColorRole.Window)  # not the map view's Base
        widget.setAutoFillBackground(True)
    widget.setPalette(palette)
    if bold:
        from PySide6.QtGui import QFont

        font = QFont()
        font.setBold(True)  # only the weight: the size still follows the window
        widget.setFont(font)


# The palette of seats without a chosen colour (``palettes.PALETTES``; Settings).
_palette_name = "standard"


def set_palette(name: str) -> None:
    """Use palette ``name`` for every seat colour drawn from now on (unknown: default)."""
    from . import palettes

    global _palette_name
    _palette_name = name if name in palettes.PALETTES else palettes.DEFAULT_PALETTE


def current_palette() -> str:
    return _palette_name


def seat_colour(config: GameConfig, seat: int) -> QColor:
    """The seat's chosen colour, or its colour in the palette chosen in Settings."""
    from . import palettes

    return palettes.seat_colour(config, seat, _palette_name)


def seat_letter(config: GameConfig, seat: int) -> str:
    return (config.seats[seat].name.strip()[:1] or "?").upper()


def house_marks(
    config: GameConfig, houses: Mapping[str, Sequence[int]]
) -> dict[str, list[HouseMark]]:
    """City -> the mark (colour, letter, shape) of each seat with a house there, as the
    board draws them; ``houses`` maps a city to its owners' seats."""
    seats = {seat for owners in houses.values() for seat in owners}
    marks = {
        s: (seat_colour(config, s), seat_letter(config, s), SHAPES[s % len(SHAPES)]) for s in seats
    }
    return {city: [marks[s] for s in owners] for city, owners in houses.items()}


def text_colour_on(colour: QColor) -> QColor:
    """Black or white, whichever reads better on ``colour``."""
    lum = 0.299 * colour.red() + 0.587 * colour.green() + 0.114 * colour.blue()
    return QColor("#000000") if lum > 150 else QColor("#ffffff")


def shape_path(shape: str, cx: float, cy: float, r: float) -> QPainterPath:
    """A closed path of the given shape centred on (cx, cy) with radius ``r``."""
    import math

    path = QPainterPath()
    if shape == "circle":
        path.addEllipse(QPointF(cx, cy), r, r)
        return path
    if shape == "square":
        path.addRect(cx - r * 0.85, cy - r * 0.85, r * 1.7, r * 1.7)
        return path
    if shape == "star":
        pts = []
        for i in range(10):
            rad = r if i % 2 == 0 else r * 0.5
            a = -math.pi / 2 + i * math.pi / 5
            pts.append(QPointF(cx + rad * math.cos(a), cy + rad * math.sin(a)))
        path.addPolygon(QPolygonF(pts))
        path.closeSubpath()
        return path
    sides = {"triangle": 3, "diamond": 4, "hexagon": 6}.get(shape, 6)
    start = -math.pi / 2 if shape != "hexagon" else 0.0
    pts = [
        QPointF(
            cx + r * math.cos(start + i * 2 * math.pi / sides),
            cy + r * math.sin(start + i * 2 * math.pi / sides),
        )
        for i in range(sides)
    ]
    path.addPolygon(QPolygonF(pts))
    path.closeSubpath()
    return path


def size_unit(font: QFont) -> float:
    """The line height the table's drawn parts (cards, tracks, the right column) are
    measured in: that of the font's Latin face.

    For Chinese a CJK family goes first in the app font; its line is about a quarter
    taller at the same point size. Cards and tracks sized from it would take that much
    more of the column in Chinese than in English, and squeeze the decision panel.
    """
    family = cjk_family()
    families = font.families()
    if family and families and families[0] == family and len(families) > 1:
        latin = QFont(font)
        latin.setFamilies(families[1:])
        return QFontMetricsF(latin).height()
    return QFontMetricsF(font).height()
