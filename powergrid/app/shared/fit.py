"""Windows that fit the screen they open on: sizes clamped to the screen's free area.

The free area is the screen's available geometry (the screen without its panels and
docks). A window's frame (title bar, borders) is known only once the window manager
has framed it; until then, and on platforms that report a thinner frame than a
desktop draws, a title bar of :data:`TITLE_BAR` pixels is assumed. ``--screenshot
--window`` renders windows as they would open on a screen of another size: it
assumes that screen's free area with :func:`assume_free_area`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QScrollArea, QStyle, QWidget

# Height of a title bar assumed where the window manager has not told its own.
TITLE_BAR = 30
# Width of the frame's other edges, assumed likewise.
BORDER = 2

_assumed: QRect | None = None


def assume_free_area(area: QRect | None) -> None:
    """Size windows for a screen whose free area is ``area`` (None: the real screen's)."""
    global _assumed
    _assumed = None if area is None else QRect(area)


def free_area(widget: QWidget) -> QRect:
    """The part of the screen ``widget`` opens on that a window may cover."""
    if _assumed is not None:
        return QRect(_assumed)
    screen = widget.screen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 680)


def frame_extra(widget: QWidget) -> QSize:
    """How much wider and taller the window's frame is than its inside.

    Measured once the window is framed, but never less than a title bar of
    :data:`TITLE_BAR` and edges of :data:`BORDER` pixels: a window manager that has not
    framed the window yet will add them."""
    window = widget.window()
    outer = window.frameGeometry().size()
    inner = window.geometry().size()
    return QSize(
        max(2 * BORDER, outer.width() - inner.width()),
        max(TITLE_BAR + BORDER, outer.height() - inner.height()),
    )


def room(widget: QWidget) -> QSize:
    """The largest inside size of a window whose frame still fits the free area."""
    area = free_area(widget)
    extra = frame_extra(widget)
    return QSize(area.width() - extra.width(), area.height() - extra.height())


def fitted(widget: QWidget, width: int, height: int) -> QSize:
    """``width`` × ``height`` made no larger than the free area allows."""
    most = room(widget)
    return QSize(min(width, most.width()), min(height, most.height()))


def resize_to_fit(widget: QWidget, width: int, height: int) -> QSize:
    """Resize the window to ``width`` × ``height``, or as much of it as the screen holds,
    and, when it is on screen, move it as far as needed to keep its frame there.

    A window cannot be made smaller than its layout's minimum; the size it got is
    returned."""
    widget.resize(fitted(widget, width, height))
    if widget.isVisible():
        keep_inside(widget)
    return widget.size()


def keep_inside(widget: QWidget) -> None:
    """Move the window (its size stays) so that its frame lies in the free area, title
    bar first: a window that grew at the bottom edge moves up."""
    area = free_area(widget)
    outer = widget.size() + frame_extra(widget)
    pos = widget.frameGeometry().topLeft()
    x = max(area.left(), min(pos.x(), area.left() + area.width() - outer.width()))
    y = max(area.top(), min(pos.y(), area.top() + area.height() - outer.height()))
    if (x, y) != (pos.x(), pos.y()):
        widget.move(QPoint(x, y))


def place_inside(widget: QWidget) -> None:
    """Move the window so that its frame lies in the free area (centred in it)."""
    area = free_area(widget)
    extra = frame_extra(widget)
    outer = widget.size() + extra
    x = area.x() + max(0, (area.width() - outer.width()) // 2)
    y = area.y() + max(0, (area.height() - outer.height()) // 2)
    widget.move(QPoint(x, y))


def scrolled_away(widget: QWidget) -> int:
    """How much taller the contents of the scroll area holding ``widget`` are than the
    area shows (0 outside a scroll area): what a window must grow by to show them all."""
    parent = widget.parentWidget()
    while parent is not None:
        contents = parent.widget() if isinstance(parent, QScrollArea) else None
        if isinstance(parent, QScrollArea) and contents is not None:
            return max(0, contents.minimumSizeHint().height() - parent.viewport().height())
        parent = parent.parentWidget()
    return 0


class ContentsScrollArea(QScrollArea):
    """A scroll area that asks for its contents' whole size.

    A window with its body in one opens as large as the body wants where the screen
    allows, and scrolls the body where it does not; the buttons kept outside it stay
    in reach at any size."""

    def __init__(self, contents: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidget(contents)
        contents.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """The contents laid out anew (rows shown or hidden): the window's layout is told
        that this area's size hint changed with them."""
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def refit(self) -> None:
        """Fit the contents to the area again after their size changed while the area's
        did not: Qt refits a resizable widget only when the area is resized, so contents
        that became shorter would keep their old height and a scroll bar."""
        contents = self.widget()
        if contents is None:
            return
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        layout = contents.layout()
        if layout is not None:
            layout.activate()
        self.resizeEvent(QResizeEvent(self.size(), self.size()))

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        contents = self.widget()
        if contents is None:
            return super().sizeHint()
        hint = contents.sizeHint().expandedTo(contents.minimumSizeHint())
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)
        frame = 2 * self.frameWidth()
        return QSize(hint.width() + frame + bar, hint.height() + frame)
