"""The map loader refuses every bad input with one MapError; `map check` is fast on big maps.

Fixed cases reproduce inputs that once gave tracebacks or passed as valid; the
property tests mutate the built-in maps at random and check that the loader only
ever returns a usable map or a MapError naming the file.
"""

from __future__ import annotations

import json
import os
import random
import threading
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from powergrid.board import Board, MapError, load_map, parse_map
from powergrid.board.drawing import boxes_overlap
from powergrid.cli.mapcmd import check_file, overlapping_pairs
from tests.games import json_paths
from tools.big_map import big_map

ROOT = Path(__file__).resolve().parents[2]


def usa_text() -> str:
    return (ROOT / "maps" / "usa.json").read_text(encoding="utf-8")


def refused(text: str, match: str) -> MapError:
    with pytest.raises(MapError, match=match) as info:
        parse_map(text, "m.json")
    assert info.value.source == "m.json"
    return info.value


# -- fixed reproductions ----------------------------------------------------------------


def test_deep_nesting_and_long_numbers_are_refused():
    refused("[" * 1000 + "]" * 1000, "nested more than")
    refused("{" * 100_000, "nested more than")
    text = usa_text().replace('"format": 2', '"format": ' + "1" * 5000, 1)
    refused(text, "number of 5,000 characters")
    refused(usa_text().replace('"cost": 3', '"cost": 1e400', 1), "out of range")


def test_format_true_is_not_format_1():
    err = refused(usa_text().replace('"format": 2', '"format": true', 1), "format")
    assert any(p.startswith("format: 'True' is not the format number 1") for p in err.problems)
    refused(usa_text().replace('"format": 2', '"format": 1.0', 1), "format")


def test_a_lone_surrogate_in_a_city_name_is_refused():
    text = usa_text().replace('"Seattle"', '"Seat\\udc00tle"')
    refused(text, "lone surrogate")


def test_a_byte_order_mark_is_accepted(tmp_path):
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + usa_text().encode())
    assert load_map(path) == load_map("usa")


def test_a_bare_name_is_only_a_built_in_map(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mymap").write_text(usa_text(), encoding="utf-8")
    with pytest.raises(MapError, match="no built-in map of this name .*germany.*usa"):
        load_map("mymap")
    for name in ("", "   "):
        with pytest.raises(MapError, match="no map named"):
            load_map(name)
    assert load_map("./mymap").name == "USA"  # a path the user names is fine
    assert load_map("USA").name == "USA"


def test_only_regular_files_are_read(tmp_path):
    with pytest.raises(MapError, match="is a folder"):
        load_map(tmp_path)
    with pytest.raises(MapError, match="file not found"):
        load_map(tmp_path / "none.json")
    with pytest.raises(MapError, match="NUL character"):
        load_map(str(tmp_path / "a\x00b.json"))
    big = tmp_path / "big.json"
    with big.open("wb") as handle:
        handle.truncate(200 * 1024 * 1024)
    with pytest.raises(MapError, match="too large"):
        load_map(big)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX feature")
def test_a_named_pipe_is_refused_without_waiting(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    outcome: list[BaseException] = []

    def load():
        try:
            load_map(fifo)
        except BaseException as err:  # noqa: BLE001 - handed to the test
            outcome.append(err)

    worker = threading.Thread(target=load, daemon=True)
    worker.start()
    worker.join(5)
    assert not worker.is_alive(), "loading a named pipe hangs"
    assert isinstance(outcome[0], MapError) and "not a regular file" in str(outcome[0])


# -- box overlap: the grid finds exactly the pairs the brute force finds ----------------


def brute_force_pairs(mapfile) -> list[tuple[int, int]]:
    cities = mapfile.cities
    return [
        (i, j)
        for i in range(len(cities))
        for j in range(i + 1, len(cities))
        if boxes_overlap(cities[i].name, cities[i].pos, cities[j].name, cities[j].pos)
    ]


def crowded_map(seed: int, spread: int):
    rng = random.Random(seed)
    data = big_map(5, seed)
    for c in data["cities"]:
        c["x"] = rng.randint(-spread, spread)
        c["y"] = rng.randint(-spread, spread)
        c["name"] = c["name"] + "x" * rng.randint(0, 25)
    renamed = {f"City {k}": c["name"] for k, c in enumerate(data["cities"])}
    for conn in data["connections"]:
        conn["a"], conn["b"] = renamed[conn["a"]], renamed[conn["b"]]
    return parse_map(json.dumps(data))


@pytest.mark.parametrize("seed", range(6))
def test_grid_overlap_matches_brute_force(seed):
    mapfile = crowded_map(seed, spread=[50, 200, 600][seed % 3])
    assert overlapping_pairs(mapfile) == brute_force_pairs(mapfile)
    assert overlapping_pairs(mapfile)


def test_a_big_map_passes_the_check(tmp_path):
    """Its speed is the slow test below; here, that 2,100 cities are checked whole."""
    path = tmp_path / "big.json"
    path.write_text(json.dumps(big_map(300)), encoding="utf-8")  # 2,100 cities
    result = check_file(str(path))
    assert result["ok"] and result["cities"] == 2100


@pytest.mark.slow
def test_ten_thousand_city_map_check_within_two_seconds(tmp_path):
    path = tmp_path / "big.json"
    path.write_text(json.dumps(big_map(1429)), encoding="utf-8")  # 10,003 cities
    start = time.perf_counter()
    result = check_file(str(path))
    elapsed = time.perf_counter() - start
    assert result["ok"] and result["cities"] == 10_003
    assert elapsed <= 2.0, f"map check took {elapsed:.2f} s"


# -- property tests -------------------------------------------------------------------

#: Examples per property: a bounded number in the default run, many with ``-m slow``.
BUDGETS = [pytest.param(40, id="default"), pytest.param(2000, id="many", marks=pytest.mark.slow)]

SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(),
    st.text(max_size=10),
    st.sampled_from(["Seattle", "purple", "#zzzzzz", " x", "\udc00", "", "#123456"]),
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=8,
)
BASE = json.loads((ROOT / "maps" / "germany.json").read_text(encoding="utf-8"))


PATHS = list(json_paths(BASE))


@st.composite
def mutated_maps(draw) -> str:
    if draw(st.booleans()):
        data = json.loads(json.dumps(BASE))
        path = draw(st.sampled_from(PATHS))
        if not path:
            return json.dumps(draw(VALUES))
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        if draw(st.booleans()):
            del parent[path[-1]]
        else:
            parent[path[-1]] = draw(VALUES)
        return json.dumps(data)
    text = json.dumps(BASE)
    pos = draw(st.integers(0, len(text)))
    cut = draw(st.integers(0, 4))
    insert = draw(st.text(alphabet='0123456789[]{}",:-.eE \\u', max_size=5))
    return text[:pos] + insert + text[pos + cut :]


@pytest.mark.parametrize("budget", BUDGETS)
def test_mutated_maps_load_or_are_refused_with_a_map_error(budget):
    @settings(
        max_examples=budget,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(mutated_maps())
    def check(text):
        try:
            mapfile = parse_map(text, "m.json")
        except MapError as err:
            assert err.source == "m.json" and err.problems
            assert all(p and "\n" not in p for p in err.problems)
            return
        # Accepted: every name is real text and the board can be built and priced.
        for name in mapfile.city_names() + mapfile.region_names():
            name.encode("utf-8")
        board = Board(mapfile)
        first, last = mapfile.city_names()[0], mapfile.city_names()[-1]
        assert board.cheapest_order([first], [last], 10).total >= 10

    check()
