"""pytest-qt fixtures for the app: offscreen, settings and autosave in tmp dirs."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QStandardPaths

import powergrid.app  # noqa: F401  (applies the PySide6 refcount work-around first)
from powergrid.ai import SimpleBot
from powergrid.rules import Game, GameConfig, SeatConfig

#: The offscreen platform plugin warns about this on every top-level window, and about
#: the second when a window is raised.
OFFSCREEN_NOISE = "This plugin does not support propagateSizeHints"
RAISE_NOISE = "This plugin does not support raise"


def pytest_collection_modifyitems(config, items):
    here = os.path.dirname(__file__)
    for item in items:
        if str(item.fspath).startswith(here):
            item.add_marker(pytest.mark.qt_log_ignore(OFFSCREEN_NOISE, RAISE_NOISE))


@pytest.fixture(autouse=True)
def isolated_storage(tmp_path, monkeypatch):
    """Autosave, crash marker and QSettings go to a fresh directory per test."""
    data = tmp_path / "appdata"
    monkeypatch.setenv("POWERGRID_DATA_DIR", str(data))
    QStandardPaths.setTestModeEnabled(True)
    yield data


@pytest.fixture
def make_window(qtbot):
    from powergrid.app.window.mainwindow import MainWindow

    made = []

    def make(**kwargs):
        kwargs.setdefault("ai_delay_ms", 0)
        window = MainWindow(**kwargs)
        window.resize(1500, 950)
        qtbot.addWidget(window)
        window.show()
        made.append(window)
        return window

    yield make
    for window in made:
        window.controller.shutdown()


@pytest.fixture
def window(make_window):
    return make_window()


def config(*kinds: str, regions=None) -> GameConfig:
    names = ("Ann", "Ben", "Cleo", "Dan", "Eva", "Finn")
    return GameConfig(
        map="usa",
        regions=regions,
        seats=tuple(SeatConfig(name=names[i], controller=k) for i, k in enumerate(kinds)),
    )


def advance(game: Game, until, limit: int = 5000) -> Game:
    """Play the game with bots for every seat until ``until(state)`` holds."""
    bots = [SimpleBot(11 + s) for s in range(game.state.n)]
    for _ in range(limit):
        if until(game.state):
            return game
        if game.state.phase == "over":
            break
        game.apply(bots[game.state.current_player].choose(game.state))
    raise AssertionError("the wanted position was not reached")


def find_game(kinds, until, seeds=range(1, 60)) -> Game:
    """A bot-played game (seats configured as ``kinds``) stopped where ``until`` holds."""
    for seed in seeds:
        try:
            return advance(Game(config(*kinds), seed), until)
        except AssertionError:
            continue
    raise AssertionError("no seed reaches the wanted position")
