"""Waiting for what a window or a worker has queued, never for a fixed time.

A table widget coalesces the change signals of one action into one redraw on the next
turn of the event loop (its ``_pending`` flag is set until then; the decision panel's
``_need_pending`` while it has a new height to announce), and the redraw posts the
layouts it changed, which may defer more; a worker thread's answers reach the GUI thread as posted
events. These helpers wait for exactly that work, so a busy machine settles the same
way as an idle one and no test sleeps.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject

#: The flags a widget holds while work it deferred to the next turn of the event loop waits.
_DEFERRED_FLAGS = ("_pending", "_need_pending")


def redraws_pending(root: QObject) -> list[str]:
    """The objects under ``root`` (itself included) whose deferred redraw has not run."""
    objects = [root, *root.findChildren(QObject)]
    return [
        type(o).__name__
        for o in objects
        if any(getattr(o, flag, None) is True for flag in _DEFERRED_FLAGS)
    ]


def lay_out() -> None:
    """Deliver the posted layout requests (and those their layouts post in turn)."""
    for _ in range(8):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)


def settle(qtbot, root: QObject, timeout: int = 30_000) -> None:
    """Wait until ``root`` has run every redraw it deferred and laid out what they
    changed, including the work those layouts deferred in turn. The timeout only
    bounds a failure (a busy machine may take long to get there); it then names the
    objects still waiting."""

    def settled() -> None:
        lay_out()
        pending = redraws_pending(root)
        assert not pending, f"still deferred: {pending}"

    qtbot.waitUntil(settled, timeout=timeout)


def deliver_queued() -> None:
    """Deliver every event already posted to this thread: the answers a finished worker
    thread queued reach their slots now, without waiting for any that may come later."""
    QCoreApplication.sendPostedEvents()
