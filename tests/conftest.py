"""Every test run is headless, and searching bots think without their time guards."""

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def unhurried_searches(request, monkeypatch):
    """Hard, hard-v1 and the Expert without time guards, unless the test is marked
    ``shipped_guards``: a search is then a function of its seed alone, so tests that
    compare choices do not fail on a busy machine."""
    if request.node.get_closest_marker("shipped_guards"):
        return
    import powergrid.ai.expert  # noqa: F401  # the Expert is one of Hard's subclasses
    from powergrid.ai.hard import HardBot

    searchers, todo = [], [HardBot]
    while todo:
        cls = todo.pop()
        searchers.append(cls)
        todo.extend(cls.__subclasses__())
    for cls in searchers:
        for guard in ("decision_guard", "game_guard"):
            if guard in vars(cls):
                monkeypatch.setattr(cls, guard, float("inf"))
