"""The map view: cities, houses, regions out of play, zoom, pan and fit."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent

from powergrid.app.table.board_view import AFFORDABLE, PLANNED
from powergrid.rules import actions as A

from .conftest import advance, config


def test_scene_draws_every_city_and_greys_regions_out_of_play(window):
    window.controller.new_game(config("human", "normal"), 3)
    scene = window.scene
    board = window.controller.state.board
    assert len(scene.cities) == len(board.mapfile.cities) == 42
    in_play = {n for n, item in scene.cities.items() if item.in_play}
    assert in_play == set(board.cities)
    assert scene.parent() is window  # owned by the window, never collected
    assert window.view.scene() is scene


def test_houses_show_owner_colour_letter_and_shape(window):
    window.controller.new_game(config("human", "human"), 3)
    c = window.controller
    advance(c.game, lambda s: s.phase == "build")
    c.set_game(c.game)
    seat = c.state.current_player
    city = next(n for n in c.state.board.cities)
    assert c.submit(A.Build(city=city)) is None
    houses = window.scene.cities[city].houses
    assert len(houses) == 1
    colour, letter, shape = houses[0]
    assert letter == c.game.names[seat][0]
    assert shape in ("circle", "square")


def test_zoom_is_clamped_and_keys_and_fit_work(qtbot, window):
    window.controller.new_game(config("human", "normal"), 3)
    view = window.view
    view.fit()
    fitted = view.zoom()
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    assert view.zoom() > fitted
    qtbot.keyClick(view, Qt.Key.Key_Minus)
    qtbot.keyClick(view, Qt.Key.Key_Minus)
    assert view.zoom() < fitted * 1.01
    for _ in range(60):
        view.zoom_by(1.5)
    assert view.zoom() <= view.MAX_ZOOM + 1e-9
    for _ in range(60):
        view.zoom_by(0.5)
    assert view.zoom() >= view.MIN_ZOOM - 1e-9
    event = QWheelEvent(
        QPointF(50, 50),
        view.mapToGlobal(QPointF(50, 50)),
        QPoint(0, 0),
        QPoint(0, 120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    before = view.zoom()
    view.wheelEvent(event)
    assert view.zoom() > before
    qtbot.keyClick(view, Qt.Key.Key_0)
    assert abs(view.zoom() - fitted) < 1e-6
    assert view.dragMode() == view.DragMode.ScrollHandDrag


def test_plan_highlight_marks_cities_and_draws_paths(window):
    window.controller.new_game(config("human", "normal"), 3)
    scene = window.scene
    a, b = list(scene.cities)[:2]
    scene.show_plan([[a, b]], {a: (PLANNED, "1"), b: (AFFORDABLE, "")})
    assert scene.cities[a].highlight == PLANNED and scene.cities[a].order_label == "1"
    assert len(scene.plan_items) == 2
    scene.show_plan([], {})
    assert not scene.plan_items and scene.cities[a].highlight == ""


def test_a_cost_badge_moves_off_a_city_box_along_its_line_or_beside_it():
    from PySide6.QtCore import QRectF

    from powergrid.app.table.board_view import badge_rect

    a, b = QPointF(0, 0), QPointF(200, 0)
    assert badge_rect(a, b, []).center() == QPointF(100, 0)
    middle = [QRectF(80, -20, 40, 40)]
    moved = badge_rect(a, b, middle)
    assert moved.center().y() == 0 and not moved.intersects(middle[0])
    whole = [QRectF(-10, -15, 220, 30)]  # every place along the line is covered
    aside = badge_rect(a, b, whole)
    assert aside.center().x() == 100 and not aside.intersects(whole[0])


def test_every_cost_badge_of_both_maps_is_clear_of_the_city_boxes(qtbot):
    from powergrid.app.table.board_view import BoardScene
    from powergrid.board import load_map

    for name in ("usa", "germany"):
        mapfile = load_map(name)
        scene = BoardScene()
        scene.build(mapfile, [r.name for r in mapfile.regions])
        boxes = [item.box_rect().translated(item.pos()) for item in scene.cities.values()]
        _discs, _lines, badges = scene.static_layer
        covered = [text for rect, text, _p in badges if any(rect.intersects(b) for b in boxes)]
        assert covered == [], name
