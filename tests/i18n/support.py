"""Helpers of the language, settings and help tests."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QWidget

CHECKED_LANGUAGES = ("de", "zh_CN", "zh_TW")
ALL_LANGUAGES = ("en", *CHECKED_LANGUAGES)


def clipped(root: QWidget) -> list[str]:
    """Visible labels, buttons and combo boxes of ``root`` too small for their text."""
    problems = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root):
            continue
        name = widget.objectName() or type(widget).__name__
        if isinstance(widget, QLabel) and widget.text():
            if widget.wordWrap():
                need_h = widget.heightForWidth(widget.width())
                if need_h > widget.height():
                    problems.append(f"{name}: needs {need_h} px height, has {widget.height()}")
            elif widget.sizeHint().width() > widget.width():
                problems.append(f"{name} {widget.text()!r}: needs {widget.sizeHint().width()} "
                                f"px, has {widget.width()}")
        elif isinstance(widget, QAbstractButton | QComboBox):
            if widget.minimumSizeHint().width() > widget.width() or (
                    widget.sizeHint().width() > widget.width()):
                text = widget.currentText() if isinstance(widget, QComboBox) else widget.text()
                problems.append(f"{name} {text!r}: needs {widget.sizeHint().width()} px, "
                                f"has {widget.width()}")
    return problems
