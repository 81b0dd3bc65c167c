"""The boards of the second expansion box, Benelux and Central Europe (docs/rules.md
9.5, 9.6): their files, their shape and their drawing."""

from __future__ import annotations

import math
from collections import Counter
from pathlib import Path

import pytest

from powergrid.board import Board, boxes_overlap, builtin_id, builtin_maps, dump_map, load_map

ROOT = Path(__file__).resolve().parents[2]
SHAPES = {"benelux": (35, 5), "central_europe": (42, 6)}


def test_the_boards_are_built_in_by_id_and_by_name():
    assert set(SHAPES) <= set(builtin_maps())
    assert load_map("Central Europe") == load_map("central_europe")
    assert builtin_id("Central Europe") == "central_europe" == builtin_id("central-europe")
    assert builtin_id("My own map") == "my own map"
    # a sign between words parts them as a space does; a position names the board so
    assert builtin_id("Spain & Portugal") == "spain_portugal"
    assert load_map("Spain & Portugal") == load_map("spain_portugal")


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_regions_of_seven_cities_in_one_network(name):
    m = load_map(name)
    cities, regions = SHAPES[name]
    assert m.format == 2 and len(m.cities) == cities and len(m.regions) == regions
    assert Counter(c.region for c in m.cities) == dict.fromkeys(m.region_names(), 7)
    assert all(0 <= c.cost <= 22 for c in m.connections)
    assert m.names is not None and m.names.de and m.names.zh_CN and m.names.zh_TW
    assert len(Board(m).cities) == cities


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_the_board_is_drawn_portrait_without_overlaps(name):
    m = load_map(name)
    pts = [c.pos for c in m.cities]
    assert min(math.dist(p, q) for i, p in enumerate(pts) for q in pts[i + 1 :]) >= 40
    xs, ys = [x for x, _ in pts], [y for _, y in pts]
    assert min(xs) >= 0 and min(ys) >= 0 and max(xs) <= 1600 and max(ys) <= 1200
    assert max(ys) - min(ys) > max(xs) - min(xs)  # a portrait board stays portrait
    clashes = [
        (a.name, b.name)
        for i, a in enumerate(m.cities)
        for b in m.cities[i + 1 :]
        if boxes_overlap(a.name, a.pos, b.name, b.pos)
    ]
    assert clashes == []


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_the_file_is_written_as_the_dump_writes_it(name):
    m = load_map(name)
    assert dump_map(m) == (ROOT / "maps" / f"{name}.json").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("name", "pairs"),
    [
        ("benelux", [("Brussel", "Bruxelles")]),
        ("central_europe", [("Gdańsk", "Gdynia"), ("Katowice", "Sosnowiec")]),
    ],
)
def test_double_cities_are_joined_at_zero(name, pairs):
    # RULES 9.5, 9.6
    m = load_map(name)
    costs = {frozenset((c.a, c.b)): c.cost for c in m.connections}
    assert all(costs[frozenset(pair)] == 0 for pair in pairs)
