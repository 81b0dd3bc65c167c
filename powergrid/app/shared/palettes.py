"""Player colour palettes: the board game's house colours and a colour-blind-safe set.

Houses and player markers also carry a shape per seat (``style.SHAPES``), so colour
is never the only cue; the colour-blind-safe palette (Okabe and Ito's eight-colour
set, six of it) additionally keeps every pair apart for the common deficiencies.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from .tr_noop import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from ...rules import GameConfig

translate = QCoreApplication.translate


@dataclass(frozen=True)
class PlayerColour:
    """A seat colour: its hex code and its English name (translate with ``name()``)."""

    code: str
    english: str

    def name(self) -> str:
        return translate("Palette", self.english)


# The wooden houses of the box, in the order the app hands them to seats.
STANDARD = (
    PlayerColour("#D62728", QT_TRANSLATE_NOOP("Palette", "red")),
    PlayerColour("#1F5FBF", QT_TRANSLATE_NOOP("Palette", "blue")),
    PlayerColour("#2CA02C", QT_TRANSLATE_NOOP("Palette", "green")),
    PlayerColour("#F2C500", QT_TRANSLATE_NOOP("Palette", "yellow")),
    PlayerColour("#8E44AD", QT_TRANSLATE_NOOP("Palette", "purple")),
    PlayerColour("#3A3A3A", QT_TRANSLATE_NOOP("Palette", "black")),
)
# Okabe-Ito: distinguishable with protanopia, deuteranopia and tritanopia.
COLOUR_BLIND_SAFE = (
    PlayerColour("#E69F00", QT_TRANSLATE_NOOP("Palette", "orange")),
    PlayerColour("#56B4E9", QT_TRANSLATE_NOOP("Palette", "sky blue")),
    PlayerColour("#009E73", QT_TRANSLATE_NOOP("Palette", "bluish green")),
    PlayerColour("#F0E442", QT_TRANSLATE_NOOP("Palette", "yellow")),
    PlayerColour("#0072B2", QT_TRANSLATE_NOOP("Palette", "blue")),
    PlayerColour("#CC79A7", QT_TRANSLATE_NOOP("Palette", "reddish purple")),
)

PALETTES: dict[str, tuple[PlayerColour, ...]] = {
    "standard": STANDARD,
    "colourblind": COLOUR_BLIND_SAFE,
}
PALETTE_TITLES = {
    "standard": QT_TRANSLATE_NOOP("Palette", "Board game colours"),
    "colourblind": QT_TRANSLATE_NOOP("Palette", "Colour-blind safe (Okabe-Ito)"),
}
DEFAULT_PALETTE = "standard"


def palette(name: str) -> tuple[PlayerColour, ...]:
    """The colours of palette ``name``; the default palette for an unknown name."""
    return PALETTES.get(name, PALETTES[DEFAULT_PALETTE])


def palette_title(name: str) -> str:
    return translate("Palette", PALETTE_TITLES[name])


def seat_colour(config: GameConfig, seat: int, palette_name: str = DEFAULT_PALETTE) -> QColor:
    """The colour of ``seat``: the one its player chose, else the palette's for the seat."""
    chosen = config.seats[seat].color
    colours = palette(palette_name)
    return QColor(chosen or colours[seat % len(colours)].code)
