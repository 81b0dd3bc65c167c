"""What the wheel, Space and the focus do in every window of the app, installed once.

- The mouse wheel scrolls the panel under the pointer; it changes a number box or a
  choice list only when that box has the focus (a player scrolling the inspector
  turned its "cheapest 3" into 1). Such boxes no longer take the focus from the wheel.
- Space presses the focused button or ticks the focused box, as everywhere on the
  desktop, even where the window has a shortcut on Space (*Skip the highlight*).
- A focused button or box is ringed, also after a mouse click (many styles show the
  focus only after Tab): a player always sees what Space would press.

:func:`install` is called by each top-level window the app opens on its own (the
table, the inspector); a second call does nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QProxyStyle,
    QStyle,
    QStyleFactory,
    QStyleOption,
    QWidget,
)

# The focus ring's colour: the table's blue, readable on the light and the dark buttons.
FOCUS_COLOUR = QColor("#0072B2")
# Boxes whose value the wheel would change.
_WHEEL_BOXES = (QAbstractSpinBox, QComboBox)
# The only events the filter looks at (every event of the app passes it: the rest leave
# at the first test).
_WATCHED = frozenset({QEvent.Type.Polish, QEvent.Type.Wheel, QEvent.Type.ShortcutOverride})
# The controls the style rings when they have the focus.
_RINGED = (
    QStyle.ControlElement.CE_PushButton,
    QStyle.ControlElement.CE_CheckBox,
    QStyle.ControlElement.CE_RadioButton,
)


class FocusRingStyle(QProxyStyle):
    """The app's style with a clear ring around the focused button or box."""

    def drawControl(
        self,
        element: QStyle.ControlElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawControl(element, option, painter, widget)
        if element in _RINGED and option.state & QStyle.StateFlag.State_HasFocus:
            self._ring(option, painter)

    @staticmethod
    def _ring(option: QStyleOption, painter: QPainter) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(FOCUS_COLOUR, 2.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(option.rect).adjusted(1, 1, -1, -1), 3, 3)
        painter.restore()


class InputGuard(QObject):
    """The app-wide event filter for the wheel over boxes and Space on buttons."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in _WATCHED:
            return False
        if kind == QEvent.Type.Polish and isinstance(watched, _WHEEL_BOXES):
            # a box takes the focus from a click or Tab, not from a passing wheel
            if watched.focusPolicy() == Qt.FocusPolicy.WheelFocus:
                watched.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        elif kind == QEvent.Type.Wheel and isinstance(watched, _WHEEL_BOXES):
            if not watched.hasFocus():
                event.ignore()  # not the box's: Qt hands the wheel on to the panel under it
                return True
        elif kind == QEvent.Type.ShortcutOverride and _space_for(watched, event):
            event.accept()  # the focused button's key, not the window's shortcut
            return True
        return super().eventFilter(watched, event)


def _space_for(watched: QObject, event: QEvent) -> bool:
    """True for a plain Space pressed on a focused, enabled button or box."""
    return (
        isinstance(watched, QAbstractButton)
        and isinstance(event, QKeyEvent)  # a ShortcutOverride is a key's
        and watched.isEnabled()
        and watched.hasFocus()
        and event.key() == Qt.Key.Key_Space
        and event.modifiers() == Qt.KeyboardModifier.NoModifier
    )


_installed: list[QObject] = []  # the filter and the style, kept alive with the app


def install() -> None:
    """Install the wheel and Space filter and the focus ring on the running app (once)."""
    app = QApplication.instance()
    if not isinstance(app, QApplication) or _installed:
        return
    guard = InputGuard(app)
    app.installEventFilter(guard)
    base = QStyleFactory.create(app.style().name())
    style = FocusRingStyle(base) if base is not None else FocusRingStyle()
    app.setStyle(style)
    _installed.extend((guard, style))
