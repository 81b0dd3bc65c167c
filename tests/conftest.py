"""Every test run is headless, and searching bots think without their time guards."""

import math
import os
import sys

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def unhurried_searches(request, monkeypatch):
    """Every searching bot (Hard, hard-v1, the Expert, the coach's) without its time
    guards, unless the test is marked ``shipped_guards``: a search is then a function of
    its seed alone, so tests that compare choices do not fail on a busy machine."""
    if request.node.get_closest_marker("shipped_guards"):
        return
    from powergrid.ai.search import SearchBot

    monkeypatch.setattr(SearchBot, "time_left", lambda self: math.inf)


@pytest.fixture(autouse=True)
def no_window_left():
    """The windows a test opened are deleted after it (after qtbot has closed them).

    A closed window lives on until it is deleted, and every later language switch,
    style change and app-wide event reaches it: hundreds of them made each test of a
    worker slower than the one before."""
    qt = "PySide6.QtWidgets" in sys.modules
    before = _top_level_windows() if qt else []
    yield
    if "PySide6.QtWidgets" in sys.modules:
        _delete_windows_opened_since(before)


def _top_level_windows() -> list:
    """The application's parentless top-level widgets (none before it exists)."""
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:
        return []
    return [w for w in QApplication.topLevelWidgets() if w.parent() is None]


def _delete_windows_opened_since(before: list) -> None:
    """Retire each window opened since ``before`` as the app does (its Qt threads
    stopped, its graphics views closed: a chart deleted with an open view crashes) and
    delete it at once."""
    from PySide6.QtCore import QCoreApplication, QEvent
    from shiboken6 import isValid

    from powergrid.app.shared.retire import retire

    kept = {id(w) for w in before}
    opened = [w for w in _top_level_windows() if id(w) not in kept]
    for window in opened:
        if isValid(window):  # else deleted with a window before it
            retire(window)
    if opened:
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture
def quick_coach(monkeypatch):
    """The coach with an eighth of its play-outs, for tests of what a hint or review
    shows rather than of how sure it is (a review of a few rounds then takes seconds)."""
    from dataclasses import replace

    from powergrid.ai import coach

    monkeypatch.setattr(coach, "COACH", replace(coach.COACH, max_samples=64, final_samples=16))
    monkeypatch.setattr(coach.CoachBot, "first_samples", 16)
    monkeypatch.setattr(coach.CoachBot, "final_first", 8)
