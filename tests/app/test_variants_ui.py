"""The variants in the app (RULES 6): the New game dialog's free city picker, the
deck and inactive-area options, and the inactive area under the plant market."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from powergrid.app.shared import fit
from powergrid.app.table.inactive_area import ROW_HEIGHT, InactiveAreaView
from powergrid.app.window.docks import right_column
from powergrid.board import city_set_problems
from powergrid.rules import PLANTS, Game, GameConfig, Variants, load_deck

from ..qt_events import settle
from .conftest import advance


def ok_button(dialog):
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def test_dialog_picks_a_free_city_set_with_a_live_check(qtbot, window):
    dialog = window.files.ask_new_game()
    dialog.map_combo.setCurrentIndex(dialog.map_combo.findData("germany"))
    dialog.count.setValue(3)
    options = dialog.variant_options
    assert options.variants() == Variants()  # off by default: the original game
    options.free.setChecked(True)
    assert not dialog.findChild(type(dialog.random_regions), "randomRegions").isVisible()
    options.random_cities.setChecked(False)
    assert options.picker.isVisible()
    assert "24 cities in play, step 2 at 8 cities, the game ends at 20" in options.table.text()
    options.fill_random()
    assert options.city_status.text() == "24 of 24 cities chosen · connected"
    assert ok_button(dialog).isEnabled()
    chosen = sorted(options.picker.chosen)
    options.picker.toggle(chosen[0])
    assert "23 cities chosen, the game needs 24" in dialog.problem.text()
    assert not ok_button(dialog).isEnabled()
    options.picker.toggle(chosen[0])
    dialog.seed.setValue(5)
    qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    game = window.controller.game
    assert game.config.variants.free_cities
    assert sorted(game.state.board.cities) == chosen
    assert not city_set_problems(game.state.board.mapfile, game.state.board.cities, 24)


def test_dialog_clicks_cities_on_the_picker(qtbot, window):
    dialog = window.files.ask_new_game()
    options = dialog.variant_options
    options.free.setChecked(True)
    options.random_cities.setChecked(False)
    dot = options.picker.dots["Seattle"]
    options.picker.toggle("Seattle")
    assert options.picker.chosen == {"Seattle"}
    assert dot.brush().color() != options.picker.dots["Miami"].brush().color()
    assert "not connected" not in options.city_status.text()
    options.picker.toggle("Miami")
    assert "2 of" in options.city_status.text() and "not connected" in options.city_status.text()


def test_dialog_inactive_area_needs_a_deck_with_shared_numbers(qtbot, window, tmp_path):
    dialog = window.files.ask_new_game()
    options = dialog.variant_options
    options.inactive.setChecked(True)
    assert "needs a deck where plants share numbers" in dialog.problem.text()
    options.deck_combo.setCurrentIndex(options.deck_combo.findData("doubled-example"))
    assert dialog.problem.text() == ""
    assert "example" in options.deck_note.text().lower()
    v = dialog.config().variants
    assert v.inactive_area and v.deck == "doubled-example"
    bad = tmp_path / "bad.json"
    bad.write_text(
        json.dumps(
            {
                "format": "powergrid-deck",
                "version": 1,
                "name": "x",
                "plants": [],
                "setup": {"market": [3]},
            }
        )
    )
    options.load_custom_deck(str(bad))
    assert "This deck cannot be used" in dialog.problem.text()
    good = tmp_path / "good.json"
    good.write_text(load_deck("plus-example").model_dump_json())
    options.load_custom_deck(str(good))
    options.inactive.setChecked(False)
    assert dialog.problem.text() == ""
    assert dialog.config().variants.deck_content == load_deck("plus-example")


def test_dialog_refuses_a_deck_that_cannot_open_a_game_with_the_inactive_area(qtbot, window):
    # RULES 6: the plus deck's pool (3-10) repeats no number, so with the inactive area
    # no plant reaches the market; the dialog once offered it and the game crashed.
    dialog = window.files.ask_new_game()
    options = dialog.variant_options
    options.deck_combo.setCurrentIndex(options.deck_combo.findData("plus-example"))
    assert dialog.problem.text() == "" and ok_button(dialog).isEnabled()
    options.inactive.setChecked(True)
    assert "starting pool puts 0 plants" in dialog.problem.text()
    assert f"game of {options.players()} players" in dialog.problem.text()
    assert not ok_button(dialog).isEnabled()
    dialog.reject()


def test_a_deck_file_with_markup_in_its_refusal_is_shown_as_text(qtbot, window, tmp_path):
    dialog = window.files.ask_new_game()
    options = dialog.variant_options
    bad = tmp_path / "deck.json"
    bad.write_text(
        json.dumps({**json.loads(load_deck("original").model_dump_json()), "<b>key</b>": 1})
    )
    options.load_custom_deck(str(bad))
    for label in (dialog.problem, options.deck_note):
        assert label.textFormat() == Qt.TextFormat.PlainText
    assert "<b>key</b>" in dialog.problem.text()
    dialog.reject()


def test_inactive_area_shows_under_the_plant_market(qtbot, window):
    config = GameConfig.quick(3, variants=Variants(inactive_area=True, deck="doubled-example"))
    game = advance(Game(config, 4), lambda s: s.round >= 3)
    window.controller.set_game(game)
    view = window.findChild(InactiveAreaView, "inactiveArea")
    qtbot.waitUntil(view.isVisible)
    area = game.state.plant_market().inactive_area
    assert f"{len(area)} plants" in view.title.text()
    assert sorted(view.cards.cards) == sorted(area)
    assert PLANTS[area[0]].label() in view.cards.toolTip()


def test_inactive_area_is_hidden_in_the_original_game(qtbot, window):
    game = Game(GameConfig.quick(3), 4)
    window.controller.set_game(game)
    view = window.findChild(InactiveAreaView, "inactiveArea")
    settle(qtbot, window)  # the inactive area's deferred redraw ran
    assert not view.isVisible()


@pytest.mark.parametrize(
    ("size", "rows"), [((1366, 768), 2), ((1600, 1000), 2), ((1280, 720), 0)], ids=str
)
def test_inactive_area_fits_the_right_column_without_squeezing_the_map(
    qtbot, make_window, size, rows
):
    """The table layout pins the right column; the inactive area takes its rows from the
    log's spare height, never from the map, and no dock overlaps the next one."""

    def docks_after(variants: Variants):
        window = make_window()
        window.resize(*size)
        game = advance(
            Game(GameConfig.quick(4, "germany", variants=variants), 6), lambda s: s.round >= 3
        )
        window.controller.set_game(game)
        view = window.findChild(InactiveAreaView, "inactiveArea")
        qtbot.waitUntil(lambda: view.isVisible() == variants.inactive_area)
        settle(qtbot, window)  # the docks take their pinned heights
        return window, view

    plain, _ = docks_after(Variants())
    window, view = docks_after(Variants(inactive_area=True, deck="doubled-example"))
    assert window.view.viewport().size() == plain.view.viewport().size()
    assert view.rows() == rows  # 1280×720 has room for the title only (cards in its tooltip)
    assert view.card_scroll.isVisible() == (rows > 0)
    if rows:
        assert view.card_scroll.height() == rows * ROW_HEIGHT  # whole rows only
    assert view.title.isVisible()
    market = window.docks["plantMarketDock"]
    inside = view.mapTo(market, view.rect().bottomLeft())
    assert inside.y() < market.height(), "the inactive area is cut off"
    column = [dock.name for dock in right_column()]
    bottoms = [window.docks[n].geometry().bottom() for n in column]
    tops = [window.docks[n].geometry().top() for n in column]
    for name, bottom, next_top in zip(column, bottoms, tops[1:], strict=False):
        assert bottom < next_top, f"{name} overlaps the dock below it"
    assert bottoms[-1] < window.statusBar().geometry().top()


def _fill(picker) -> tuple[float, float]:
    """How much of the picker's viewport the drawn map covers: (limiting axis, area)."""
    shown = picker.mapFromScene(picker.sceneRect()).boundingRect()
    view = picker.viewport().rect()
    axis = max(shown.width() / view.width(), shown.height() / view.height())
    area = (min(shown.width(), view.width()) * min(shown.height(), view.height())) / (
        view.width() * view.height()
    )
    left, right = shown.left() - view.left(), view.right() - shown.right()
    top, bottom = shown.top() - view.top(), view.bottom() - shown.bottom()
    assert abs(left - right) <= 3 and abs(top - bottom) <= 3, (shown, view)  # centred
    return axis, area


def test_the_city_picker_fits_each_map_to_its_view(qtbot, window):
    """Germany is tall and the USA wide: each fills the picker on open, after the map is
    switched while the picker is open, and after a resize; the dialog grows for a tall
    map as far as the screen allows."""
    from PySide6.QtWidgets import QApplication

    dialog = window.files.ask_new_game()
    qtbot.addWidget(dialog)  # closed after the test: a large window left open takes the mouse
    qtbot.waitExposed(dialog)
    options = dialog.variant_options
    picker = options.picker
    options.free.setChecked(True)
    options.random_cities.setChecked(False)
    heights = {}
    for name in ("usa", "germany", "usa", "germany"):
        dialog.map_combo.setCurrentIndex(dialog.map_combo.findData(name))
        QApplication.processEvents()
        axis, area = _fill(picker)
        assert axis >= 0.95, (name, axis)
        heights[name] = picker.viewport().height()
        if name == "usa":  # a wide map in a wide picker: almost all of it
            assert area >= 0.85, area
    room = fit.room(dialog).height()  # the screen's free height less a title bar
    assert heights["germany"] > heights["usa"] or dialog.height() >= room - 2
    dialog.resize(900, 1200)
    QApplication.processEvents()
    axis, area = _fill(picker)
    assert axis >= 0.95 and area >= 0.6, (axis, area)
    dialog.map_combo.setCurrentIndex(dialog.map_combo.findData("usa"))
    QApplication.processEvents()
    assert _fill(picker)[0] >= 0.95
    dialog.reject()
