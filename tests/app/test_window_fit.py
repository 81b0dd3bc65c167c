"""Every window fits a laptop screen: 1280×720 and 1366×768 less a 40 px panel, with a
title bar, in every language; and the check that says so finds what does not fit."""

from __future__ import annotations

import argparse
from functools import cache

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QDialog, QPushButton

from powergrid.app.dialogs import new_game
from powergrid.app.dialogs.new_game import NewGameDialog
from powergrid.app.shared import fit
from powergrid.app.shared.i18n import language
from powergrid.app.window.screenshot import WINDOWS, check_window, free_area, problems
from powergrid.cli import app_cmd

from ..qt_events import settle

SIZES = ((1280, 720), (1366, 768))
LANGS = ("en", "de", "zh_CN", "zh_TW")
#: The default run: every window on the smallest screen in the longest language and in
#: the one with the widest glyphs; the whole matrix runs with ``-m slow``.
QUICK = {((1280, 720), "de"), ((1280, 720), "zh_TW")}


def _cases():
    for name in WINDOWS:
        for size in SIZES:
            for lang in LANGS:
                marks = () if (size, lang) in QUICK else (pytest.mark.slow,)
                yield pytest.param(name, size, lang, marks=marks, id=f"{name}-{size[0]}-{lang}")


#: Turns of the analysis board's review: enough marks for a full list, not a whole game's.
REVIEWED_TURNS = 12


@cache
def _first_turns_reviewed(players: int, map_name: str):
    """The review of Ann's first turns in the screenshot's played-out game (once per run)."""
    from powergrid.ai.review import review
    from powergrid.app.window import screenshot

    done: list[int] = []
    return review(
        screenshot.shown_game(players, finished=True, map_name=map_name),
        seats=[0],
        seed=screenshot.SEED,
        progress=lambda n, total: done.append(n),
        cancelled=lambda: len(done) >= REVIEWED_TURNS,
    )


@pytest.fixture
def short_review(monkeypatch):
    """The analysis board shows a review of the first turns only (a whole game's review
    takes half a minute even with the quick coach): the window is checked with real marks."""
    from powergrid.app.window import screenshot

    monkeypatch.setattr(screenshot, "_review", _first_turns_reviewed)


@pytest.mark.parametrize(("name", "size", "lang"), list(_cases()))
@pytest.mark.usefixtures("quick_coach", "short_review")  # the review's looks, not its sums
def test_window_fits_a_laptop_screen(qapp, name, size, lang):
    assert check_window(name, QSize(*size), lang) == []


@pytest.fixture
def assumed_screen():
    """Windows open as on a 1280×720 screen with its panel."""
    fit.assume_free_area(free_area(QSize(1280, 720)))
    yield free_area(QSize(1280, 720))
    fit.assume_free_area(None)


def test_a_window_is_made_no_larger_than_the_free_area(qtbot, assumed_screen):
    dialog = QDialog()
    qtbot.addWidget(dialog)
    # Not framed yet: a 30 px title bar and 2 px edges are assumed.
    assert fit.resize_to_fit(dialog, 1400, 860) == QSize(1280 - 4, 680 - 32)
    assert fit.resize_to_fit(dialog, 600, 400) == QSize(600, 400)


def test_a_window_that_grows_moves_up_to_stay_on_screen(qtbot, assumed_screen):
    dialog = QDialog()
    qtbot.addWidget(dialog)
    dialog.resize(400, 300)
    dialog.show()
    dialog.move(100, 300)
    fit.resize_to_fit(dialog, 400, 600)  # 300 + 600 + its title bar: past the panel
    top_left = dialog.frameGeometry().topLeft()
    assert top_left.x() == 100 and top_left.y() < 300
    assert assumed_screen.contains(QRect(top_left, dialog.size() + fit.frame_extra(dialog)))


def test_check_names_a_window_taller_than_the_screen(qtbot):
    dialog = QDialog()
    qtbot.addWidget(dialog)
    dialog.resize(900, 700)
    found = problems(dialog, QRect(0, 0, 1280, 680))
    assert len(found) == 1
    # 700 px inside and a 32 px title bar: 52 px more than the 680 px free.
    assert "52 px taller than the 1280×680 free area" in found[0]


def test_check_names_a_button_out_of_reach(qtbot):
    dialog = QDialog()
    qtbot.addWidget(dialog)
    dialog.resize(400, 300)
    button = QPushButton("Spiel starten", dialog)
    button.setGeometry(300, 280, 120, 30)
    dialog.show()
    found = problems(dialog, QRect(0, 0, 1280, 680))
    assert found == [
        "QPushButton “Spiel starten” lies 20 px beyond the right edge and 10 px below "
        "the bottom edge of QDialog"
    ]


def test_main_window_opens_on_the_whole_free_area(qtbot, assumed_screen):
    from powergrid.app.window.mainwindow import MainWindow

    window = MainWindow(ai_delay_ms=0, autosave=False, restore_layout=False, session=False)
    qtbot.addWidget(window)
    window.show()
    extra = fit.frame_extra(window)
    assert window.size() + extra == assumed_screen.size()
    assert assumed_screen.contains(QRect(window.pos(), window.size() + extra))
    window.controller.shutdown()


def test_new_game_dialog_shrinks_with_fewer_players(qtbot):
    """On a screen with room for six seats, the dialog grows and shrinks with them."""
    fit.assume_free_area(free_area(QSize(1920, 1080)))
    try:
        dialog = NewGameDialog(players=6)
        qtbot.addWidget(dialog)
        dialog.show()
        tall = dialog.height()
        dialog.count.setValue(2)
        assert dialog.height() < tall - 100  # four rows fewer
        dialog.count.setValue(6)
        assert dialog.height() == tall
    finally:
        fit.assume_free_area(None)


def test_the_region_map_takes_the_room_a_screen_spares(qtbot):
    """A tall map like Germany's is a speck in the smallest strip: where the screen has
    room the region map grows (and the whole dialog still fits); where it has none the
    map keeps its least height, so the choices need no more scrolling than before."""
    heights = {}
    for size in (QSize(1920, 1080), QSize(1280, 720), QSize(900, 600)):
        fit.assume_free_area(free_area(size))
        try:
            dialog = NewGameDialog(players=3, map_name="germany")
            qtbot.addWidget(dialog)
            dialog.show()
            dialog.random_regions.setChecked(False)
            outer = dialog.height() + fit.frame_extra(dialog).height()
            assert outer <= free_area(size).height()
            heights[size.height()] = dialog.view.height()
            if size.height() == 1080:
                assert dialog.choices.verticalScrollBar().maximum() == 0
                dialog.count.setValue(6)  # three more rows: the map keeps its room
                assert dialog.view.height() == heights[1080]
        finally:
            fit.assume_free_area(None)
    assert heights[600] == new_game.MAP_HEIGHT
    assert heights[1080] == new_game.MAP_HEIGHT + new_game.MAP_GROWTH


def test_the_choices_stand_side_by_side_where_the_screen_is_short(qtbot):
    """A laptop screen is too short for six seats above the map, but wide: the seats
    stand beside the map and the variants, and nothing scrolls; with fewer seats the
    choices fit stacked again and the dialog is as narrow as before."""
    fit.assume_free_area(free_area(QSize(1366, 768)))
    try:
        dialog = NewGameDialog(players=2, map_name="germany")
        qtbot.addWidget(dialog)
        dialog.show()
        assert not dialog.beside
        assert dialog.width() == new_game.MIN_WIDTH
        dialog.count.setValue(6)
        assert dialog.beside
        assert dialog.seats_box.geometry().right() < dialog.regions_box.geometry().left()
        assert dialog.choices.verticalScrollBar().maximum() == 0
        assert dialog.view.height() > new_game.MAP_HEIGHT  # the column's room goes to the map
        assert dialog.width() + fit.frame_extra(dialog).width() <= 1366
        dialog.count.setValue(2)
        assert not dialog.beside
        assert dialog.width() == new_game.MIN_WIDTH
    finally:
        fit.assume_free_area(None)


def test_the_city_picker_moves_beside_the_seats_where_it_would_scroll(qtbot):
    """The free city picker on a laptop screen with five seats: stacked, the picker and
    the deck below it would scroll; side by side they do not, and a click on a city
    leaves the dialog as it is."""
    fit.assume_free_area(free_area(QSize(1366, 768)))
    try:
        dialog = NewGameDialog(players=5, map_name="germany")
        qtbot.addWidget(dialog)
        dialog.show()
        options = dialog.variant_options
        options.free.setChecked(True)
        options.random_cities.setChecked(False)
        assert dialog.beside
        assert dialog.choices.verticalScrollBar().maximum() == 0
        size = dialog.size()
        options.picker.toggle("Berlin")
        assert dialog.size() == size and dialog.beside
    finally:
        fit.assume_free_area(None)


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_choices_scroll_only_as_far_as_they_outgrow_the_screen(qtbot, lang):
    """Every player count and deck on a tall and a laptop screen: where the dialog has
    room the choices do not scroll at all, and where it has none they scroll by what
    their contents exceed the room, not by a map height or a line of text the dialog
    no longer shows (the map was made shorter, a label wraps otherwise)."""
    language().switch(lang)
    try:
        for size in (QSize(1920, 1080), QSize(1366, 768)):
            fit.assume_free_area(free_area(size))
            dialog = NewGameDialog(players=3, map_name="germany")
            qtbot.addWidget(dialog)
            dialog.show()
            for players in range(2, 7):
                for deck in (0, 1):
                    dialog.count.setValue(players)
                    dialog.variant_options.deck_combo.setCurrentIndex(deck)
                    settle(qtbot, dialog)
                    body = dialog.choices.widget()
                    shown = dialog.choices.viewport().height()
                    needed = max(body.minimumSizeHint().height(), body.heightForWidth(body.width()))
                    where = f"{size.width()}×{size.height()}, {players} players, deck {deck}"
                    assert body.height() == max(shown, needed), where
                    if size.height() == 1080:
                        assert dialog.choices.verticalScrollBar().maximum() == 0, where
    finally:
        fit.assume_free_area(None)
        language().switch("en")


def test_new_game_dialog_scrolls_its_choices_not_its_buttons(qtbot):
    """A screen too narrow for two columns and too short for one."""
    fit.assume_free_area(free_area(QSize(900, 600)))
    dialog = NewGameDialog(players=6)
    qtbot.addWidget(dialog)
    try:
        dialog.show()
    finally:
        fit.assume_free_area(None)
    assert not dialog.beside
    assert dialog.height() + fit.frame_extra(dialog).height() <= 600 - 40
    assert dialog.choices.verticalScrollBar().maximum() > 0  # six seats need more room
    assert dialog.buttons.parentWidget() is dialog
    assert dialog.rect().contains(dialog.buttons.geometry())


def test_screenshot_command_refuses_a_window_that_does_not_fit(tmp_path, qapp, capsys):
    parser = argparse.ArgumentParser()
    app_cmd.add_arguments(parser)
    out = tmp_path / "main.png"
    args = parser.parse_args(
        ["--screenshot", str(out), "--window", "main", "--size", "800x600", "--lang", "de"]
    )
    try:
        assert app_cmd.launch(args) == 1
    finally:
        language().switch("en")  # --lang holds for the process: the other tests read English
    err = capsys.readouterr().err
    assert "main on a 800x600 screen (de): the window is 228 px wider" in err
    image = QImage(str(out))
    assert (image.width(), image.height()) == (800, 600)  # the screen, panel and all


def test_window_names_agree():
    assert app_cmd.WINDOW_CHOICES == WINDOWS
