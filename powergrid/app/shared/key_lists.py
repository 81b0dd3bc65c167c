"""Keys that are not menu shortcuts, each with what it does, in one place.

The analysis board binds its keys from :data:`ANALYSIS_KEYS`; the map view handles
the keys of :data:`MAP_KEYS` in its own key handler (a test presses each one listed
here and checks what it does). The help's keys page lists both beside every
shortcut the game window binds, so neither list can drift from the code.

A key is written in Qt's portable form ("Ctrl+W", "Left"); ``what`` is English,
marked for translation in the context "Keys" and translated when shown.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence

from .tr_noop import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class KeyUse:
    """One use of a key or of keys that do the same: what it does and, for a window
    that binds it from this list, the name of the binding."""

    keys: tuple[str, ...]
    what: str
    name: str = ""

    def sequences(self) -> list[QKeySequence]:
        return [QKeySequence(key) for key in self.keys]

    def text(self) -> str:
        """What the key does, in the current language."""
        return QCoreApplication.translate("Keys", self.what)


ANALYSIS_KEYS: tuple[KeyUse, ...] = (
    KeyUse(("Left",), QT_TRANSLATE_NOOP("Keys", "One action back"), "back"),
    KeyUse(("Right",), QT_TRANSLATE_NOOP("Keys", "One action on"), "on"),
    KeyUse(("Home",), QT_TRANSLATE_NOOP("Keys", "To the set-up"), "start"),
    KeyUse(("End",), QT_TRANSLATE_NOOP("Keys", "To the end of the game"), "end"),
    KeyUse(("Esc", "Ctrl+W"), QT_TRANSLATE_NOOP("Keys", "Close the analysis board"), "close"),
)

MAP_KEYS: tuple[KeyUse, ...] = (
    KeyUse(("+", "="), QT_TRANSLATE_NOOP("Keys", "Zoom in (the map has the focus)"), "in"),
    KeyUse(("-",), QT_TRANSLATE_NOOP("Keys", "Zoom out (the map has the focus)"), "out"),
    KeyUse(("0",), QT_TRANSLATE_NOOP("Keys", "Fit the map (the map has the focus)"), "fit"),
    KeyUse(
        ("Left", "Right", "Up", "Down"),
        QT_TRANSLATE_NOOP("Keys", "Ring the nearest city that way (the map has the focus)"),
        "walk",
    ),
    KeyUse(
        ("Return", "Enter"),
        QT_TRANSLATE_NOOP(
            "Keys", "Take the ringed city as a click does: on the build page, plan it"
        ),
        "take",
    ),
    KeyUse(("Esc",), QT_TRANSLATE_NOOP("Keys", "Drop the ring around a city"), "drop"),
)
