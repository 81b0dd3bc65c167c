"""No menu has two entries on one Alt key, in any language (main window and inspector)."""

from __future__ import annotations

import re
from collections import defaultdict

import pytest
from PySide6.QtWidgets import QMenu, QMenuBar, QWidget

from powergrid.app.inspection import open_inspector
from powergrid.app.window.mainwindow import MainWindow

from .support import ALL_LANGUAGES


def key(text: str) -> str | None:
    """The letter after the one "&" of a menu text ("&&" is a plain ampersand)."""
    match = re.search(r"&(.)", text.replace("&&", ""))
    return match[1].casefold() if match else None


def clashes(root: QWidget) -> list[str]:
    """Every menu bar and menu of ``root`` where two shown entries share a key."""
    found = []
    for container in [*root.findChildren(QMenuBar), *root.findChildren(QMenu)]:
        by_key: dict[str, list[str]] = defaultdict(list)
        for action in container.actions():
            if action.isSeparator() or not action.isVisible():
                continue
            letter = key(action.text())
            if letter:
                by_key[letter].append(action.text())
        title = container.title() if isinstance(container, QMenu) else "menu bar"
        found += [f"{title}: {texts}" for texts in by_key.values() if len(texts) > 1]
    return found


def menu_texts(root: QWidget) -> list[str]:
    return [a.text() for m in root.findChildren(QMenu) for a in m.actions() if a.text()]


def test_a_clash_is_found(qtbot):
    bar = QMenuBar()
    qtbot.addWidget(bar)
    menu = bar.addMenu("&Game")
    menu.addAction("儲存(&S)")
    menu.addAction("設定(&S)…")
    menu.addAction("Fish && chips")
    assert clashes(bar) == ["&Game: ['儲存(&S)', '設定(&S)…']"]
    assert key("Fish && &chips") == "c" and key("Fish && chips") is None


@pytest.mark.parametrize("code", ALL_LANGUAGES)
def test_no_menu_has_two_entries_on_one_key(qtbot, lang, code):
    window = MainWindow(ai_delay_ms=0, autosave=False, restore_layout=False, session=False)
    qtbot.addWidget(window)
    inspector = open_inspector("usa")
    qtbot.addWidget(inspector)
    lang(code)
    for root in (window, inspector):
        assert clashes(root) == [], (code, root.objectName())
    texts = menu_texts(window)
    assert len(texts) > 20 and sum(key(t) is not None for t in texts) > 15
