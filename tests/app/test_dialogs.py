"""The new game dialog (seats, colours, AI levels, regions on the map) and game over."""

from __future__ import annotations

import itertools

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from powergrid.app.dialogs.game_over import GameOverDialog
from powergrid.board import regions_connected
from powergrid.rules import Game

from .conftest import advance, config


def ok_button(dialog):
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def test_new_game_dialog_starts_the_configured_game(qtbot, window):
    dialog = window.files.ask_new_game()
    assert dialog.isVisible()
    dialog.count.setValue(2)
    assert not dialog.names[2].isVisible()
    dialog.names[0].setText("Zoe")
    dialog.kinds[1].setCurrentIndex(dialog.kinds[1].findData("hard"))
    dialog.seed.setValue(77)
    qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    game = window.controller.game
    assert game is not None and game.seed == 77
    assert [s.name for s in game.config.seats] == ["Zoe", "Ben"]
    assert game.config.seats[1].controller == "hard"
    assert game.config.seats[0].color != game.config.seats[1].color
    assert game.config.regions is None


def test_new_game_dialog_offers_the_offered_levels(window, monkeypatch):
    from powergrid.ai import LEVELS
    from powergrid.app.dialogs import new_game

    monkeypatch.setattr(new_game, "shipped_ratings", dict)  # the names alone
    dialog = window.files.ask_new_game()
    kinds = dialog.kinds[1]
    codes = [kinds.itemData(i) for i in range(kinds.count())]
    assert codes == ["human", *(level.key for level in LEVELS if level.offered)]
    assert codes == ["human", "easy", "normal", "hard", "expert"]
    assert [kinds.itemText(i) for i in range(kinds.count())][1:] == [
        "AI easy",
        "AI normal",
        "AI hard",
        "AI expert",
    ]
    assert dialog.kinds[0].currentData() == "human" and kinds.currentData() == "normal"


def test_new_game_dialog_shows_each_rated_levels_rating(window, monkeypatch):
    from PySide6.QtCore import Qt

    from powergrid.ai.strength import Rating
    from powergrid.app.dialogs import new_game

    rated = {"hard": Rating("hard", 1696.4, 1551.2, 1854.0, 29)}
    monkeypatch.setattr(new_game, "shipped_ratings", lambda: rated)
    dialog = window.files.ask_new_game()
    kinds = dialog.kinds[1]
    texts = {kinds.itemData(i): kinds.itemText(i) for i in range(kinds.count())}
    assert texts["hard"] == "AI hard · rating 1696" and texts["normal"] == "AI normal"
    tip = kinds.itemData(kinds.findData("hard"), Qt.ItemDataRole.ToolTipRole)
    assert "1696" in tip and "1551–1854" in tip and "29 games" in tip
    assert not kinds.itemData(kinds.findData("normal"), Qt.ItemDataRole.ToolTipRole)
    # the closed box explains the level chosen, the line by the buttons what a rating is
    assert kinds.toolTip() == ""
    kinds.setCurrentIndex(kinds.findData("hard"))
    assert kinds.toolTip() == tip
    assert dialog.rating_note.isVisibleTo(dialog) and "Elo" in dialog.rating_note.text()
    assert "1500" in dialog.rating_note.toolTip() and "64 %" in dialog.rating_note.toolTip()


def test_new_game_dialog_says_nothing_of_ratings_when_no_level_is_rated(window, monkeypatch):
    from powergrid.app.dialogs import new_game

    monkeypatch.setattr(new_game, "shipped_ratings", dict)
    dialog = window.files.ask_new_game()
    assert not dialog.rating_note.isVisibleTo(dialog) and dialog.rating_note.text() == ""


def test_the_readme_names_the_levels_the_dialog_offers():
    """The README's levels to play against are the dialog's; the one it names beside
    them (Simple) is the level that is not offered, for the reason it gives."""
    import re
    from pathlib import Path

    from powergrid.ai import LEVELS

    readme = Path(__file__).resolve().parents[2].joinpath("README.md").read_text("utf-8")
    flat = " ".join(readme.split())
    found = re.search(r"(\w+) levels to play against \(([^)]*)\)", flat)
    assert found is not None
    named = [n.strip().lower() for n in found[2].split(",")]
    offered = [level.key for level in LEVELS if level.offered]
    assert named == offered and found[1] == "Four" and len(offered) == 4
    simple = next(level for level in LEVELS if level.key == "simple")
    assert "and Simple, a random baseline" in flat and not simple.offered


def test_new_game_dialog_checks_names_colours_and_regions(qtbot, window):
    dialog = window.files.ask_new_game()
    dialog.count.setValue(2)
    dialog.names[1].setText("Ann")
    assert "share a name" in dialog.problem.text() and not ok_button(dialog).isEnabled()
    dialog.names[1].setText("Bob")
    dialog.colours[1].setCurrentIndex(dialog.colours[0].currentIndex())
    assert "share a colour" in dialog.problem.text()
    dialog.colours[1].setCurrentIndex(3)
    assert ok_button(dialog).isEnabled()
    dialog.random_regions.setChecked(False)
    assert "3 regions" in dialog.problem.text()
    mapfile = dialog.mapfile
    names = [r.name for r in mapfile.regions]
    # Pick regions by clicking a city of each on the dialog's map.
    bad = next(c for c in itertools.combinations(names, 3) if not regions_connected(mapfile, c))
    good = next(c for c in itertools.combinations(names, 3) if regions_connected(mapfile, c))
    view = dialog.view
    for region in bad:
        city = mapfile.cities_of(region)[0]
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.city_point(city))
    assert sorted(dialog.chosen_regions()) == sorted(bad)
    assert "connected" in dialog.problem.text() and not ok_button(dialog).isEnabled()
    for region in bad:
        dialog.region_checks[region].setChecked(False)
    for region in good:
        dialog.region_checks[region].setChecked(True)
    assert ok_button(dialog).isEnabled()
    qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    assert sorted(window.controller.game.config.regions) == sorted(good)
    assert sorted(window.controller.state.board.regions) == sorted(good)


def test_game_over_dialog_ranks_players(qtbot, window):
    c = window.controller
    game = advance(Game(config("human", "human"), 21), lambda s: s.phase == "over")
    c.set_game(game)
    dialog = GameOverDialog(game, window)
    qtbot.addWidget(dialog)
    result = game.state.outcome()
    assert dialog.table.rowCount() == 2
    for row, seat in enumerate(result.ranking):
        assert dialog.table.item(row, 0).text() == str(result.standing(seat).place)
        assert dialog.table.item(row, 1).text() == game.names[seat]
        assert dialog.table.item(row, 2).text() == str(result.powered()[seat])
        assert dialog.table.item(row, 3).text() == str(game.state.players[seat].money)
        assert dialog.table.item(row, 4).text() == str(len(game.state.players[seat].cities))
    assert window.panel.page_name == "over"
