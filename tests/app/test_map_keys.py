"""The keyboard's way over the map (issue 62): the arrow keys walk a ring to the nearest
city that way, Enter takes the ringed city as a click does (the build page plans it, as
the city field does), Esc drops the ring and gives Enter back to the page. Key events
only: no click, no call into the page."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from powergrid.app.table.board_view import WALKS, BoardScene, BoardView
from powergrid.board import load_map
from powergrid.rules import Game

from .conftest import advance, config


def _usa_view(qtbot) -> tuple[BoardScene, BoardView]:
    scene = BoardScene()
    usa = load_map("usa")
    scene.build(usa, [r.name for r in usa.regions])
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(800, 500)
    view.show()
    view.fit()
    return scene, view


def test_each_arrow_rings_the_nearest_city_that_way(qtbot):
    scene, view = _usa_view(qtbot)
    qtbot.keyClick(view, Qt.Key.Key_Down)  # the first press: the city nearest the middle
    middle = view.mapToScene(view.viewport().rect().center())
    first = scene.focused
    assert first is not None
    gap = scene.cities[first].pos() - middle
    assert all(
        (c.pos() - middle).manhattanLength() >= gap.manhattanLength() * 0.7
        for c in scene.cities.values()
    )
    scene.set_focus_city("Seattle")
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert scene.focused == "Portland"  # straight south of Seattle
    for key, (dx, dy) in WALKS.items():
        scene.set_focus_city("Kansas City")  # cities on every side
        before = scene.cities["Kansas City"].pos()
        qtbot.keyClick(view, key)
        after = scene.cities[scene.focused].pos()
        assert (after.x() - before.x()) * dx + (after.y() - before.y()) * dy > 0, key
    scene.set_focus_city("Seattle")
    qtbot.keyClick(view, Qt.Key.Key_Up)  # nothing north of Seattle: the ring stays
    assert scene.focused == "Seattle"
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert scene.focused is None and scene.focus_item is None


def test_enter_plans_the_ringed_city_and_esc_gives_enter_back_to_the_page(qtbot, window):
    game = advance(
        Game(config("human", "human", "human"), 5), lambda s: s.phase == "build" and s.round == 1
    )
    window.controller.set_game(game)
    QApplication.processEvents()
    page = window.panel.current_page()
    assert page.plan == []
    view, scene = window.view, window.scene
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Down)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    city = scene.focused
    assert city is not None and scene.cities[city].in_play
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert page.plan == [city]  # planned, as typing its name and Enter would
    qtbot.keyClick(view, Qt.Key.Key_Escape)  # the ring goes, the plan stays
    assert scene.focused is None and page.plan == [city]
    seat = window.controller.state.current_player
    qtbot.keyClick(view, Qt.Key.Key_Return)  # now the page's Enter: build the plan
    assert city in window.controller.state.player(seat).cities
