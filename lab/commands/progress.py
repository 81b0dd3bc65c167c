"""A progress bar on stderr, quiet when stderr is not a terminal unless asked."""

from __future__ import annotations

import sys
import time
from typing import TextIO


class Progress:
    """Draws ``label [#####.....] done/total`` on one stderr line."""

    def __init__(self, total: int, label: str = "", stream: TextIO | None = None) -> None:
        self.total = max(total, 1)
        self.label = label
        self.stream = stream or sys.stderr
        self.done = 0
        self.start = time.perf_counter()
        self._last = 0.0

    def advance(self, step: int = 1) -> None:
        self.done += step
        now = time.perf_counter()
        if now - self._last > 0.1 or self.done >= self.total:
            self._last = now
            self._draw(now)

    def _draw(self, now: float) -> None:
        width = 30
        filled = int(width * self.done / self.total)
        elapsed = now - self.start
        self.stream.write(
            f"\r{self.label} [{'#' * filled}{'.' * (width - filled)}] "
            f"{self.done}/{self.total} {elapsed:5.1f}s"
        )
        if self.done >= self.total:
            self.stream.write("\n")
        self.stream.flush()
