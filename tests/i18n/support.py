"""Helpers of the language, settings and help tests."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QPushButton, QStyle, QWidget

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
                problems.append(
                    f"{name} {widget.text()!r}: needs {widget.sizeHint().width()} "
                    f"px, has {widget.width()}"
                )
        elif isinstance(widget, QPushButton) and widget.text():
            # A push button's size hint has the style's minimum width (80 px) in it; what
            # matters is the text: its width, the icon and the style's margins.
            text = widget.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
            need = widget.fontMetrics().horizontalAdvance(text) + 2 * widget.style().pixelMetric(
                QStyle.PixelMetric.PM_ButtonMargin, None, widget
            )
            if not widget.icon().isNull():
                need += widget.iconSize().width() + 4
            if need > widget.width():
                problems.append(f"{name} {widget.text()!r}: needs {need} px, has {widget.width()}")
        elif isinstance(widget, QAbstractButton | QComboBox):
            if widget.minimumSizeHint().width() > widget.width() or (
                widget.sizeHint().width() > widget.width()
            ):
                text = widget.currentText() if isinstance(widget, QComboBox) else widget.text()
                problems.append(
                    f"{name} {text!r}: needs {widget.sizeHint().width()} px, has {widget.width()}"
                )
    return problems
