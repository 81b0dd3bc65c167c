"""The phase tabs follow the board's order of the round (RULES 8.52: Baden-Württemberg
auctions the plants before the turn order is set), numbers and tooltips alike."""

from __future__ import annotations

import pytest

from powergrid.app.shared.shown_table import ShownTable
from powergrid.app.table.tracks import TracksWidget
from powergrid.rules import Game, GameConfig, new_game


def test_the_rules_name_the_order_of_the_round():
    # RULES 3: the turn order, then the four phases; RULES 8.52: the auction first.
    base = ("order", "auction", "resources", "build", "bureaucracy")
    assert new_game(GameConfig.quick(3, "usa"), 1).round_phases() == base
    moved = new_game(GameConfig.quick(3, "baden_wurttemberg"), 1).round_phases()
    assert moved == ("auction", "order", "resources", "build", "bureaucracy")


@pytest.mark.parametrize(
    ("board", "first", "second"),
    [("baden_wurttemberg", "auction", "turn order"), ("usa", "turn order", "auction")],
)
def test_the_tabs_are_numbered_in_the_boards_order(qtbot, board, first, second):
    table = ShownTable()
    tracks = TracksWidget(table)
    qtbot.addWidget(tracks)
    tracks.resize(900, tracks.sizeHint().height())  # room for every tab's whole name
    table.show(Game(GameConfig.quick(3, board), 1))
    tracks.grab()  # painted: the tabs and their tips are laid out
    tabs = [text for _cell, text, _font in tracks.labels][:5]
    assert tabs == (
        ["1 Auction", "2 Order", "3 Resources", "4 Build", "5 Bureaucracy"]
        if first == "auction"
        else ["1 Order", "2 Auction", "3 Resources", "4 Build", "5 Bureaucracy"]
    )
    tips = [text for _rect, text in tracks.tips][:2]
    assert tips[0].startswith(f"Phase 1: {first}") and tips[1].startswith(f"Phase 2: {second}")
