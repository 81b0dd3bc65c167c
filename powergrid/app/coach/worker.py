"""Coach computations in a background thread, cancellable, never on the event loop.

A :class:`CoachTask` runs one function at a time in a Python thread. The function
gets a ``cancelled()`` callable to poll (the coach's searches check it between
samples). Results come back through Qt signals, which Qt queues to the GUI thread;
each run has a token so that the answer of a cancelled or replaced run is dropped.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal


class CoachTask(QObject):
    """One background computation at a time; starting a new one cancels the old."""

    finished = Signal(int, object)  # token, result
    failed = Signal(int, str)  # token, message
    progressed = Signal(int, int, int)  # token, done, total

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._token = 0
        self._cancel: threading.Event | None = None
        self._thread: threading.Thread | None = None
        self.finished.connect(self._done)
        self.failed.connect(self._done)

    @property
    def token(self) -> int:
        return self._token

    def busy(self) -> bool:
        return (
            self._thread is not None
            and self._thread.is_alive()
            and self._cancel is not None
            and not self._cancel.is_set()
        )

    def start(self, work: Callable[[Callable[[], bool], Callable[[int, int], None]], Any]) -> int:
        """Run ``work(cancelled, progress)`` in the background; returns the run's token."""
        self.cancel()
        self._token += 1
        token = self._token
        cancel = threading.Event()
        self._cancel = cancel

        def progress(done: int, total: int) -> None:
            if not cancel.is_set():
                self.progressed.emit(token, done, total)

        def run() -> None:
            try:
                result = work(cancel.is_set, progress)
            except Exception as err:  # reported to the window, never raised in a thread
                if not cancel.is_set():
                    self.failed.emit(token, f"{type(err).__name__}: {err}")
                return
            if not cancel.is_set():
                self.finished.emit(token, result)

        self._thread = threading.Thread(target=run, name="coach", daemon=True)
        self._thread.start()
        return token

    def cancel(self) -> None:
        """Stop the running computation and drop its answer.

        The token moves on as well: the thread may already have checked the flag and
        queued its answer, and only a token that no longer matches drops that answer.
        """
        if self._cancel is not None:
            self._cancel.set()
            self._token += 1
        self._cancel = None

    def wait(self, seconds: float = 5.0) -> bool:
        """Block until the thread has stopped (for shutdown and tests)."""
        if self._thread is None:
            return True
        self._thread.join(seconds)
        return not self._thread.is_alive()

    def _done(self, token: int, _payload: object) -> None:
        if token == self._token:
            self._cancel = None
