"""The decision panel's keys, whatever has the focus in the window.

Enter does the page's main action (what its key line says) and Esc drops the choice
being prepared, whether the focus is in a bid box, on a button clicked before, on the
map after a city was clicked or in the log: they are window shortcuts of the panel
(active while the panel is shown). A focused button is pressed with Space, never with
Enter: after a click on *Pass*, Enter still bids. A card open over
the map (the round summary, a step's banner) is closed by Esc first. A spin box
would keep letters and Ctrl+Z for its own text; it only takes numbers, so those
keys go on to the window's shortcuts (H for a hint, Ctrl+Z to undo a move).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractSpinBox, QApplication

if TYPE_CHECKING:
    from .panel import DecisionPanel

# Key sequences a spin box would take for its text but the window uses.
_PASSED_ON = (QKeySequence.StandardKey.Undo, QKeySequence.StandardKey.Redo)


def passed_on(event) -> bool:
    """True for a key a number box has no use for: a letter, Ctrl+Z, Ctrl+Shift+Z/Ctrl+Y."""
    if any(event.matches(key) for key in _PASSED_ON):
        return True
    plain = event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier == Qt.KeyboardModifier.NoModifier
    text = event.text()
    return plain and len(text) == 1 and text.isalpha()


class PanelKeys(QObject):
    """Enter, Esc and the number boxes' pass-through for one decision panel."""

    def __init__(self, panel: DecisionPanel) -> None:
        super().__init__(panel)
        self.panel = panel
        self.shortcuts: list[QShortcut] = []
        # (is it open, close it) of each card over the map that Esc closes first.
        self.overlays: list[tuple[Callable[[], bool], Callable[[], None]]] = []
        for key, slot in (
            (Qt.Key.Key_Return, self.enter),
            (Qt.Key.Key_Enter, self.enter),
            (Qt.Key.Key_Escape, self.escape),
        ):
            shortcut = QShortcut(QKeySequence(key), panel)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(slot)
            self.shortcuts.append(shortcut)
        for box in panel.findChildren(QAbstractSpinBox):
            box.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        """A number box lets letters and undo through to the window's shortcuts."""
        if event.type() == QEvent.Type.ShortcutOverride and passed_on(event):
            event.ignore()  # not the box's: the shortcut map tries the window's keys
            return True
        return super().eventFilter(watched, event)

    def enter(self) -> None:
        """The page's main action, whichever control has the focus (what the typed
        amount says: a box's text is taken as its value first)."""
        focus = QApplication.focusWidget()
        panel = self.panel
        if isinstance(focus, QAbstractSpinBox) and panel.isAncestorOf(focus):
            focus.interpretText()
        panel.clear_refusal()
        panel.current_page().default_action()

    def add_overlay(self, is_open: Callable[[], bool], close: Callable[[], None]) -> None:
        """A card over the table that Esc closes before it drops a choice."""
        self.overlays.append((is_open, close))

    def escape(self) -> None:
        """The last opened card over the map closes; with none open, the choice goes."""
        for is_open, close in reversed(self.overlays):
            if is_open():
                close()
                return
        self.panel.clear_refusal()
        self.panel.current_page().cancel()
