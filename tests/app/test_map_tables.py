"""The table drawn from the map's own rules: house places, step banner, help tables."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from powergrid.app.inspection.model import InspectionModel, house_place_price
from powergrid.app.shared.rulebook import rule_tables
from powergrid.app.table.board_view import BoardScene
from powergrid.app.table.step_banner import open_places
from powergrid.board import DEFAULT_PLACES, load_map
from powergrid.rules import Game, GameConfig, game_tables

MAPS = Path(__file__).resolve().parents[2] / "powergrid" / "data" / "maps"


def _placed_map(tmp_path: Path) -> Path:
    """USA with Seattle a city of two places, 10 and 10 from step 2, and Boston a
    10-10-20 city with a fourth place of 30 in step 3."""
    data = json.loads((MAPS / "usa.json").read_text(encoding="utf-8"))
    data.update(format=2, name="Placed")
    data.pop("names", None)
    for city in data["cities"]:
        if city["name"] == "Seattle":
            city["places"] = [[10, 1], [10, 2]]
        if city["name"] == "Boston":
            city["places"] = [[10, 1], [10, 2], [20, 3], [30, 3]]
    path = tmp_path / "placed.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_the_board_drawing_reads_each_citys_places_from_the_map(qtbot, tmp_path):  # RULES 1.7
    mapfile = load_map(str(_placed_map(tmp_path)))
    scene = BoardScene()
    scene.build(mapfile, mapfile.region_names())
    assert scene.cities["Seattle"].places == ((10, 1), (10, 2))
    assert [p for p, _s in scene.cities["Boston"].places] == [10, 10, 20, 30]
    assert scene.cities["Denver"].places == DEFAULT_PLACES
    # Four places need a wider box than three.
    assert scene.cities["Boston"].width > scene.cities["Denver"].width


def test_the_step_banner_and_inspector_price_the_maps_places(tmp_path):  # RULES 3.4
    path = _placed_map(tmp_path)
    game = Game(GameConfig.quick(3, str(path), regions=("purple", "cyan", "red")), 1)
    book = game.state.rule_book()
    kinds = open_places(2, book.places)
    assert (10, 10) in kinds and (10, 15) in kinds
    assert open_places(3) == [(10, 15, 20)]
    model = InspectionModel(load_map(str(path)), ("purple", "cyan", "red"), step=2)
    model.houses = {"Seattle": 1, "Portland": 1}
    assert model.house_price("Seattle") == 10
    assert model.house_price("Portland") == 15
    assert house_place_price(3, 3, ((10, 1), (10, 2), (20, 3), (30, 3))) == 30
    assert house_place_price(2, 2, ((10, 1), (10, 2), (20, 3))) is None


def test_the_help_tables_are_the_maps_and_rule_sets():  # RULES 9.3, 9.4
    base = rule_tables()
    assert base.start_market == (24, 18, 6, 2)
    italy = rule_tables("italy", "recharged")
    assert italy.start_market == (18, 15, 12, 2)
    france = rule_tables("france", "recharged")
    tables = game_tables(load_map("france"), "recharged")
    assert france.start_market == tables.start == (24, 18, 9, 8)
    assert france.payment == tables.payment
    assert [r.end_cities for r in france.player_counts] == [
        tables.players[n].end_cities for n in (2, 3, 4, 5, 6)
    ]


def _portrait_map(tmp_path: Path) -> Path:
    """USA turned on its side: a board twice as tall as it is wide."""
    data = json.loads((MAPS / "usa.json").read_text(encoding="utf-8"))
    data.update(name="Tall")
    data.pop("names", None)
    for city in data["cities"]:
        city["x"], city["y"] = city["y"], city["x"]
    path = tmp_path / "tall.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)])
def test_a_portrait_board_is_drawn_whole_on_a_laptop_screen(make_window, tmp_path, size):
    from PySide6.QtWidgets import QApplication

    window = make_window(autosave=False, restore_layout=False, session=False)
    window.resize(*size)
    config = GameConfig.quick(6, str(_portrait_map(tmp_path)))
    window.controller.set_game(Game(config, 4))
    QApplication.processEvents()
    view = window.view
    shown = view.visible_scene_rect()
    for name, item in view.board_scene().cities.items():
        if item.in_play:
            assert shown.contains(item.sceneBoundingRect().center()), name
    assert view.width() >= window.width() // 3  # the map keeps its share of the window
