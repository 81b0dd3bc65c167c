"""The table shows the board played on a laptop screen (issue 63): at 1280×720 and
1366×768 the map view shows every city in play of every shipped board whole, whatever
the board's shape and however few regions the player count plays on (the regions out
of play may run off the view: they are grey and take no house)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from powergrid.board import builtin_maps, load_map
from powergrid.rules import Game, GameConfig


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)])
def test_every_city_in_play_of_every_shipped_board_is_drawn_inside_the_map_view(make_window, size):
    window = make_window(autosave=False, restore_layout=False, session=False)
    window.resize(*size)
    for key in builtin_maps():
        mapfile = load_map(key)
        fewest = mapfile.legal_player_counts()[0]  # the most cities out of play
        edition = mapfile.legal_editions()[0]  # a board of one rule set (RULES 9.24)
        config = GameConfig.quick(fewest, key, edition=edition)  # type: ignore[arg-type]
        window.controller.set_game(Game(config, 4))
        QApplication.processEvents()
        view = window.view
        shown = view.visible_scene_rect()
        cities = view.board_scene().cities
        assert any(not item.in_play for item in cities.values()), key  # a part is out
        cut = [
            n
            for n, item in cities.items()
            if item.in_play and not shown.contains(item.sceneBoundingRect())
        ]
        assert cut == [], (key, size)
        assert view.width() >= window.width() // 2  # the map keeps its share of the window
