"""The boards of the first expansion box, France and Italy (docs/rules.md 9.3, 9.4):
their files, their shape and their drawing."""

from __future__ import annotations

import math
from collections import Counter
from pathlib import Path

import pytest

from powergrid.board import Board, boxes_overlap, builtin_maps, dump_map, load_map

ROOT = Path(__file__).resolve().parents[2]
BOARDS = ["france", "italy"]


def test_the_boards_are_built_in():
    assert {"france", "italy", "usa", "germany"} <= set(builtin_maps())


@pytest.mark.parametrize("name", BOARDS)
def test_forty_two_cities_in_six_regions_of_seven(name):
    m = load_map(name)
    assert m.format == 2 and len(m.cities) == 42 and len(m.regions) == 6
    assert Counter(c.region for c in m.cities) == dict.fromkeys(m.region_names(), 7)
    assert all(0 <= c.cost <= 30 for c in m.connections)
    assert m.names is not None and m.names.de and m.names.zh_CN and m.names.zh_TW
    assert len(Board(m).cities) == 42  # one network


@pytest.mark.parametrize("name", BOARDS)
def test_the_board_is_drawn_in_the_board_space_without_overlaps(name):
    m = load_map(name)
    pts = [c.pos for c in m.cities]
    assert min(math.dist(p, q) for i, p in enumerate(pts) for q in pts[i + 1 :]) >= 60
    assert min(x for x, _ in pts) >= 0 and min(y for _, y in pts) >= 0
    assert max(x for x, _ in pts) <= 1600 and max(y for _, y in pts) <= 1200
    clashes = [
        (a.name, b.name)
        for i, a in enumerate(m.cities)
        for b in m.cities[i + 1 :]
        if boxes_overlap(a.name, a.pos, b.name, b.pos)
    ]
    assert clashes == []


@pytest.mark.parametrize("name", BOARDS)
def test_the_file_is_written_as_the_dump_writes_it(name):
    m = load_map(name)
    assert dump_map(m) == (ROOT / "maps" / f"{name}.json").read_text(encoding="utf-8")


def test_paris_is_three_cities_joined_at_zero():
    # RULES 9.3
    france = load_map("france")
    paris = {c.name for c in france.cities if c.name.startswith("Paris")}
    assert paris == {"Paris 1", "Paris 2", "Paris 3"}
    inner = [c for c in france.connections if {c.a, c.b} <= paris]
    assert len(inner) == 3 and all(c.cost == 0 for c in inner)


def test_livorno_holds_to_red_only_through_other_regions():
    # RULES 9.4: the red region holds together only through yellow or purple.
    italy = load_map("italy")
    region = {c.name: c.region for c in italy.cities}
    assert region["Livorno"] == "red"
    neighbours = {
        c.b if c.a == "Livorno" else c.a for c in italy.connections if "Livorno" in (c.a, c.b)
    }
    assert {region[n] for n in neighbours} == {"yellow", "purple"}
