"""Fixtures of the language, settings and help tests: offscreen, storage in tmp, English after."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QApplication

import powergrid.app  # noqa: F401  (applies the PySide6 refcount work-around first)
from powergrid.app.shared.i18n import language

#: The offscreen platform plugin warns about these on every top-level window.
OFFSCREEN_NOISE = (
    "This plugin does not support propagateSizeHints",
    "This plugin does not support raise",
)


def pytest_collection_modifyitems(config, items):
    here = os.path.dirname(__file__)
    for item in items:
        if str(item.fspath).startswith(here):
            item.add_marker(pytest.mark.qt_log_ignore(*OFFSCREEN_NOISE))


@pytest.fixture(autouse=True)
def isolated_storage(tmp_path, monkeypatch):
    """Settings and autosave go to a fresh directory per test."""
    data = tmp_path / "appdata"
    monkeypatch.setenv("POWERGRID_DATA_DIR", str(data))
    QStandardPaths.setTestModeEnabled(True)
    return data


@pytest.fixture
def lang(qapp):
    """Switch the app's language inside a test; back to English afterwards."""

    def switch(code: str) -> str:
        used = language().switch(code)
        QApplication.sendPostedEvents()  # deliver LanguageChange to the widgets now
        return used

    yield switch
    language().switch("en")
    QApplication.sendPostedEvents()
