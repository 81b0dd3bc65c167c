"""Timings of the coach in the window: how long a hint takes, and whether the window
stays responsive while it thinks.

``python -m lab coach-bench [--players N] [--hints K]`` runs it and prints JSON.
A 5 ms timer runs in the event loop; the longest gap between two of its ticks is the
longest stall a player would feel. It is measured while a hint thinks in its worker
thread and, for comparison, for 300 ms with nothing to do. Between hints a Normal bot
plays the human seat, so the hints cover every kind of decision.
"""

from __future__ import annotations

import time


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[int(0.95 * (len(ordered) - 1))]


def measure(players: int, hints: int, seed: int = 6) -> dict:
    """Ask for ``hints`` hints in a ``players``-player game; timings in seconds and ms."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from powergrid.ai import make_bot
    from powergrid.app.coach.panel import CoachPanel
    from powergrid.app.shared.controller import GameController
    from powergrid.rules import GameConfig, SeatConfig

    app = QApplication.instance() or QApplication([])
    seats = (SeatConfig(name="Ann", controller="human"),) + tuple(
        SeatConfig(name=f"Bot {i}", controller="normal") for i in range(1, players)
    )
    controller = GameController(ai_delay_ms=0)
    panel = CoachPanel(controller)
    panel.show()
    controller.new_game(GameConfig(map="usa", seats=seats), seed)
    human = make_bot("normal", seed + 3)
    gaps: list[float] = []
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        gaps.append(now - last[0])
        last[0] = now

    def restart() -> None:
        gaps.clear()
        last[0] = time.perf_counter()

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    timer.start()
    answer_s, thinking_gap, idle_gap = [], [], []
    for _ in range(hints):
        while not controller.human_to_move() and not (
            controller.state is None or controller.state.is_terminal()
        ):
            app.processEvents()
        if controller.state is None or controller.state.is_terminal():
            break
        restart()
        idle_until = time.perf_counter() + 0.3
        while time.perf_counter() < idle_until:
            app.processEvents()
        idle_gap.append(max(gaps, default=0.0))
        restart()
        start = time.perf_counter()
        panel.request_hint()
        while panel.hint is None and time.perf_counter() - start < 20:
            app.processEvents()
        answer_s.append(time.perf_counter() - start)
        thinking_gap.append(max(gaps, default=0.0))
        assert controller.state is not None
        controller.submit(human.choose(controller.state.view(0)))
    timer.stop()
    panel.shutdown()
    controller.shutdown()
    return {
        "players": players,
        "hints": len(answer_s),
        "hint_s_p50": round(sorted(answer_s)[len(answer_s) // 2], 3),
        "hint_s_p95": round(_p95(answer_s), 3),
        "hint_s_max": round(max(answer_s), 3),
        "stall_ms_while_thinking_p95": round(_p95(thinking_gap) * 1000),
        "stall_ms_while_thinking_max": round(max(thinking_gap) * 1000),
        "stall_ms_idle_max": round(max(idle_gap) * 1000),
    }
