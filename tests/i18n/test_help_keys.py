"""F1 help about the app itself: every key the game binds is on the *Keys* page (read
from the window, so it cannot drift), and *Symbols on the table* shows the table's own
drawings in every language."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QMainWindow

from powergrid.app.dialogs import help as hw
from powergrid.app.dialogs.help_keys import key_rows, key_text, keys_page
from powergrid.app.dialogs.help_pictures import PICTURES, picture
from powergrid.app.shared.key_lists import ANALYSIS_KEYS, MAP_KEYS
from powergrid.app.table.board_view import BoardScene, BoardView
from powergrid.board import load_map

from .support import ALL_LANGUAGES


@pytest.fixture
def game_window(qtbot):
    from powergrid.app.window.mainwindow import MainWindow

    window = MainWindow(ai_delay_ms=0, autosave=False, restore_layout=False, session=False)
    qtbot.addWidget(window)
    window.show()
    yield window
    window.controller.shutdown()
    window.coach.shutdown()


def bound_keys(window) -> set[str]:
    """Every key ``window`` binds: its actions' shortcuts and its other shortcuts."""
    keys = {key_text(k) for a in window.findChildren(QAction) for k in a.shortcuts()}
    keys |= {key_text(s.key()) for s in window.findChildren(QShortcut)}
    return keys - {""}


def page_keys(page: str) -> set[str]:
    return set(re.findall(r"<b>(.*?)</b>", page))


@pytest.mark.parametrize("code", ALL_LANGUAGES)
def test_every_key_the_game_window_binds_is_on_the_keys_page(game_window, lang, code):
    lang(code)
    help_window = game_window.menus.help_menu.open_help("keys")
    page = help_window.page_html("keys")
    bound = bound_keys(game_window)
    assert {"Ctrl+Z", "F1", "H"} <= {k.replace("Strg", "Ctrl") for k in bound}
    assert bound <= page_keys(page), bound - page_keys(page)
    assert all(row.described for row in key_rows(game_window)), "a key without a description"
    assert "(not described)" not in help_window.browser.toPlainText()
    assert hw.help_shortcut().toString(QKeySequence.SequenceFormat.NativeText) in page


def test_the_analysis_boards_keys_are_its_listed_keys(qtbot):
    """The board binds exactly the keys the help lists for it."""
    from powergrid.app.coach.analysis import AnalysisBoard
    from powergrid.rules import Game, GameConfig

    board = AnalysisBoard(Game(GameConfig.quick(2), 3))
    qtbot.addWidget(board)
    bound = {key_text(s.key()) for s in board.findChildren(QShortcut)}
    listed = {key_text(k) for use in ANALYSIS_KEYS for k in use.sequences()}
    assert bound == listed
    assert listed <= page_keys(keys_page(None))


def test_a_shortcut_says_what_it_does_or_is_marked_undescribed(qtbot):
    window = QMainWindow()
    qtbot.addWidget(window)
    described = QShortcut(QKeySequence("Ctrl+K"), window)
    described.setWhatsThis("Keep the plan")
    QShortcut(QKeySequence("Ctrl+J"), window)
    rows = {row.keys: row for row in key_rows(window)}
    assert rows[("Ctrl+K",)].what == "Keep the plan" and rows[("Ctrl+K",)].described
    assert rows[("Ctrl+J",)].what == "(not described)" and not rows[("Ctrl+J",)].described
    assert "Ctrl+J" in page_keys(keys_page(window))


def test_the_map_keys_listed_do_what_the_page_says(qtbot):
    scene = BoardScene()
    usa = load_map("usa")
    scene.build(usa, [r.name for r in usa.regions[:3]])
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(600, 400)
    view.show()
    view.fit()
    fitted = view.zoom()
    effects = {"in": lambda z: z > fitted, "out": lambda z: z < fitted, "fit": lambda z: True}
    taken: list[str] = []
    scene.cityClicked.connect(taken.append)
    for use in MAP_KEYS:
        for key in use.sequences():
            view.fit()
            scene.set_focus_city(None)
            if use.name == "fit":
                view.zoom_by(2.0)
            if use.name in ("take", "drop"):
                view.walk(1.0, 0.0)  # a city is ringed first
            ringed = scene.focused
            qtbot.keyClick(view, key[0].key(), key[0].keyboardModifiers())
            if use.name == "walk":
                assert scene.focused is not None, key.toString()
            elif use.name == "take":
                assert ringed is not None and taken[-1] == ringed
            elif use.name == "drop":
                assert ringed is not None and scene.focused is None
            else:
                zoom = view.zoom()
                assert effects[use.name](zoom), (use.name, key.toString())
                if use.name == "fit":
                    assert zoom == pytest.approx(fitted)


@pytest.mark.parametrize("code", ALL_LANGUAGES)
def test_the_symbols_page_shows_the_tables_own_drawings(qtbot, lang, code):
    lang(code)
    page = hw.sections(code, "table.html")["symbols"]
    names = re.findall(r'<img src="pg:([\w-]+)">', page)
    assert sorted(names) == sorted(PICTURES)  # every picture shown, none unknown
    window = hw.HelpWindow()
    qtbot.addWidget(window)
    window.show_page("symbols")
    assert window.pages.currentItem().text() == window._page_title("symbols")
    assert window.browser.toPlainText().splitlines()[0] == window._page_title("symbols")
    for name in PICTURES:
        image = picture(name)
        assert image is not None and not image.isNull() and image.width() > 50
    assert picture("nothing") is None


def test_the_pictures_are_drawn_in_the_language_shown(qtbot, lang):
    """The resource market's row names follow the language (drawn, not stored)."""
    lang("en")
    english = picture("market")
    lang("de")
    german = picture("market")
    assert english is not None and german is not None
    assert english != german


def test_the_keys_page_lists_the_window_keys_first_by_menu(game_window):
    rows = key_rows(game_window)
    undo = next(r for r in rows if "Ctrl+Z" in r.keys)
    assert undo.what == "Undo my move" and undo.where == "Edit"
    hint = next(r for r in rows if r.keys == ("H",))
    assert hint.where == "Coach"
    enter = next(r for r in rows if "Return" in r.keys)
    assert "main action" in enter.what
