"""Deleting a window (or a networked table) that may hold a chart or a worker thread.

Qt deletes a window's children one by one. A pyqtgraph chart (the win-chance graph,
the end screen's charts) whose graphics view is still open when its scene is torn down
crashed Qt in ``QGraphicsScene::clear``; a QThread still running when its owner is
deleted aborts the process. :func:`retire` takes a window down in the order that
avoids both, and every place that deletes such a window uses it (the test suite too).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QThread
from PySide6.QtWidgets import QGraphicsView, QWidget

# Milliseconds a worker thread is given to finish what it is doing before the window
# that owns it is deleted.
THREAD_WAIT_MS = 10_000


def retire(window: QObject, wait_ms: int = THREAD_WAIT_MS) -> None:
    """Delete ``window`` once control returns to the event loop, safely: its QThreads
    are asked to quit and waited for (at most ``wait_ms`` each), every graphics view
    in it is closed (a chart's view then lets go of its items) and deleted too (a
    pyqtgraph chart leaves its parent when closed), the window is hidden, and only
    then ``deleteLater``."""
    for thread in window.findChildren(QThread):
        thread.quit()
        thread.wait(wait_ms)
    for view in window.findChildren(QGraphicsView):
        view.close()
        view.deleteLater()
    if isinstance(window, QWidget):
        window.hide()
    window.deleteLater()
