"""The wheel, Space and the focus ring in every window: a number box changes under the
wheel only when it has the focus, Space presses the focused button (not the window's
*Skip the highlight*), and a focused button is drawn with a ring also after a click."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QWheelEvent
from PySide6.QtWidgets import QApplication, QComboBox, QPushButton, QSpinBox, QVBoxLayout, QWidget

from powergrid.app.shared.input_guard import FOCUS_COLOUR

from .conftest import config


def _wheel(widget, steps: int = 1) -> None:
    """One notch of the wheel (or ``steps``) over the middle of ``widget``."""
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(
        centre,
        QPointF(widget.mapToGlobal(widget.rect().center())),
        QPoint(0, 0),
        QPoint(0, 120 * steps),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


def test_the_inspectors_cheapest_count_keeps_its_value_under_a_passing_wheel(qtbot):
    from powergrid.app.inspection import InspectorWindow

    inspector = InspectorWindow("usa")
    qtbot.addWidget(inspector)
    inspector.show()
    qtbot.waitExposed(inspector)
    spin = inspector.panel.suggest_spin
    assert spin.value() == 3
    assert spin.focusPolicy() == Qt.FocusPolicy.StrongFocus  # a wheel gives it no focus
    inspector.view.setFocus()
    _wheel(spin, -2)
    assert spin.value() == 3, "the wheel over an unfocused box changed it"
    spin.setFocus()
    qtbot.waitUntil(spin.hasFocus, timeout=1000)
    _wheel(spin, -2)
    assert spin.value() == 1, "a focused box still follows the wheel"


def test_the_wheel_passes_over_a_choice_list_and_a_bid_box_without_the_focus(qtbot, window):
    window.controller.new_game(config("human", "human"), 4)
    bid = window.panel.current_page().bid
    before = bid.value()
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus, timeout=1000)
    _wheel(bid, 3)
    assert bid.value() == before
    holder = QWidget()
    qtbot.addWidget(holder)
    combo = QComboBox(holder)
    combo.addItems(["a", "b", "c"])
    holder.show()
    _wheel(combo, -1)
    assert combo.currentIndex() == 0


def test_space_presses_the_focused_button_not_the_windows_skip(qtbot, window):
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    c = window.controller
    c.new_game(config("human", "human"), 4)
    page = window.panel.current_page()
    other = next(p for p in c.state.current_market() if p != page.plant)
    button = page.group.button(other)
    button.setFocus()
    qtbot.waitUntil(button.hasFocus, timeout=1000)
    qtbot.keyClick(button, Qt.Key.Key_Space)
    assert page.plant == other


def _picture(widget) -> set[tuple[int, int, int]]:
    image = widget.grab().toImage()
    return {
        QColor(image.pixel(x, y)).getRgb()[:3]
        for x in range(image.width())
        for y in range(image.height())
    }


def test_a_button_focused_by_a_click_is_ringed(qtbot):
    holder = QWidget()
    qtbot.addWidget(holder)
    column = QVBoxLayout(holder)
    button, spin = QPushButton("Pass"), QSpinBox()
    column.addWidget(button)
    column.addWidget(spin)
    from powergrid.app.shared import input_guard

    input_guard.install()
    holder.show()
    qtbot.waitExposed(holder)
    ring = FOCUS_COLOUR.getRgb()[:3]
    spin.setFocus()
    qtbot.waitUntil(spin.hasFocus, timeout=1000)
    assert ring not in _picture(button)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # a click: no keyboard focus change
    qtbot.waitUntil(button.hasFocus, timeout=1000)
    assert ring in _picture(button)
