"""Every test run is headless: Qt draws offscreen unless told otherwise."""

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def unhurried_searches(monkeypatch):
    """Every searching bot without its time guards, in every test.

    Why: a search is deterministic only when no guard fires, and the tests compare
    choices (same seed, same choice; hidden stack ignored; hint against bot). On a
    starved machine the guards cut searches short at different points and those
    comparisons fail though the code is right. The bots' speed tests measure CPU time,
    which a busy machine does not inflate. The Expert's module is imported here so that
    its bot is among Hard's subclasses even in a test that never imports it (the app
    loads it only when a game asks for it)."""
    import powergrid.ai.expert  # noqa: F401  # registers ExpertBot as a subclass of Hard
    from powergrid.ai.hard import HardBot
    from powergrid.ai.hard_v1 import HardV1Bot

    searchers, todo = [], [HardBot, HardV1Bot]
    while todo:
        cls = todo.pop()
        searchers.append(cls)
        todo.extend(cls.__subclasses__())
    for cls in searchers:
        for guard in ("decision_guard", "game_guard"):
            if guard in vars(cls):
                monkeypatch.setattr(cls, guard, float("inf"))
