"""Timings of the window: start to a drawn window, and board redraw after an action.

Run ``python -m lab window-bench``; prints JSON.
Start-up is measured from the start of this module (imports of Qt and the engine
included) to the first painted frame of the map. "board redraw" is the map update
(houses) plus a synchronous repaint of the view; "action to repainted board" also
includes applying the action and refreshing every dock and the decision panel.
"""

from __future__ import annotations

import time

_T0 = time.perf_counter()

import json  # noqa: E402
import os  # noqa: E402
import statistics  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    """Open the window offscreen, time it and print the timings (no options)."""
    if argv:
        print(f"python -m lab window-bench: no options, got {argv[0]!r}", file=sys.stderr)
        return 2
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("POWERGRID_DATA_DIR", tempfile.mkdtemp(prefix="powergrid-bench-"))
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    from powergrid.ai import SimpleBot
    from powergrid.app.window.mainwindow import MainWindow
    from powergrid.rules import GameConfig, Phase

    app = QApplication.instance() or QApplication([])
    painted: list[float] = []

    class PaintSpy(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and not painted:
                painted.append(time.perf_counter())
            return False

    window = MainWindow(ai_delay_ms=0, autosave=False, restore_layout=False, session=False)
    window.resize(1366, 768)  # the size the figures were always taken at, whatever the screen
    spy = PaintSpy()
    window.view.viewport().installEventFilter(spy)
    window.controller.new_game(GameConfig.quick(4, "usa"), 3)  # four humans: no AI moves
    window.show()
    while not painted:
        app.processEvents()
    startup_ms = (painted[0] - _T0) * 1000

    # Redraw after an action: drive the game with a bot through the controller and
    # time the map update plus a synchronous repaint of the view after every build.
    c = window.controller
    bot = SimpleBot(1)
    redraw: list[float] = []
    apply_ms: list[float] = []
    while (state := c.state) is not None and state.phase != Phase.OVER and len(redraw) < 150:
        action = bot.choose(state)
        start = time.perf_counter()
        c.submit(action)
        state = c.state
        if state is not None and state.phase != Phase.OVER and type(action).__name__ == "Build":
            total_before_paint = time.perf_counter()
            window.view.viewport().repaint()
            end = time.perf_counter()
            redraw.append((end - start) * 1000)
            apply_ms.append(window.last_redraw_ms + (end - total_before_paint) * 1000)
        app.processEvents()
    window.controller.shutdown()
    window.close()
    result = {
        "startup_to_drawn_window_ms": round(startup_ms, 1),
        "board_redraw_ms_median": round(statistics.median(apply_ms), 2),
        "board_redraw_ms_max": round(max(apply_ms), 2),
        "action_to_repainted_board_ms_median": round(statistics.median(redraw), 2),
        "action_to_repainted_board_ms_max": round(max(redraw), 2),
        "samples": len(redraw),
    }
    print(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
