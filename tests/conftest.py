"""Every test run is headless, and searching bots think without their time guards."""

import math
import os

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


@pytest.fixture
def quick_coach(monkeypatch):
    """The coach with an eighth of its play-outs, for tests of what a hint or review
    shows rather than of how sure it is (a review of a few rounds then takes seconds)."""
    from dataclasses import replace

    from powergrid.ai import coach

    monkeypatch.setattr(coach, "COACH", replace(coach.COACH, max_samples=64, final_samples=16))
    monkeypatch.setattr(coach.CoachBot, "first_samples", 16)
    monkeypatch.setattr(coach.CoachBot, "final_first", 8)
