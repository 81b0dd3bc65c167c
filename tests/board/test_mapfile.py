"""Map files: the built-in maps, the format checks and the map builder."""

from __future__ import annotations

import copy
import importlib.util
import json
import math
from collections import Counter
from pathlib import Path

import networkx as nx
import pytest
from pydantic import ValidationError

from powergrid.board import MapError, MapFile, builtin_maps, load_map, mapfile, parse_map
from powergrid.board.mapfile import dump_map

ROOT = Path(__file__).resolve().parents[2]
MAPS = ["usa", "germany"]
REFERENCE = Path("/work/shared/reference")


def raw(name: str) -> dict:
    return json.loads((ROOT / "maps" / f"{name}.json").read_text(encoding="utf-8"))


def write(tmp_path: Path, data: dict | str, name: str = "bad.json") -> Path:
    path = tmp_path / name
    text = data if isinstance(data, str) else json.dumps(data, ensure_ascii=False, indent=1)
    path.write_text(text, encoding="utf-8")
    return path


def problems_of(tmp_path: Path, data: dict | str) -> MapError:
    path = write(tmp_path, data)
    with pytest.raises(MapError) as info:
        load_map(path)
    err = info.value
    message = str(err)
    assert str(path) in message  # the message names the file
    assert err.problems
    assert "\n" not in message  # one line, the first problems and how many more
    assert err.problems[0] in message
    if len(err.problems) > 1:
        assert f"{len(err.problems)} problems" in message
    return err


# -- the built-in maps ------------------------------------------------------------


def test_builtin_maps_listed():
    assert set(MAPS) <= set(builtin_maps())


@pytest.mark.parametrize("name", MAPS)
def test_builtin_map_shape(name):
    # RULES 1.7: 42 cities in 6 regions of 7
    m = load_map(name)
    assert m.format == 2  # with its names and Recharged rules (docs/map-format.md)
    assert len(m.cities) == 42
    assert len(m.regions) == 6
    assert Counter(c.region for c in m.cities) == dict.fromkeys(m.region_names(), 7)
    assert all(c.cost >= 0 for c in m.connections)
    g = nx.Graph()
    g.add_nodes_from(m.city_names())
    g.add_edges_from((c.a, c.b) for c in m.connections)
    assert nx.is_connected(g)


def test_builtin_map_names_and_case():
    assert load_map("USA").name == "USA"
    assert load_map("Germany").name == "Germany"
    assert load_map("gErMaNy") == load_map("germany")
    assert load_map(ROOT / "maps" / "usa.json") == load_map("usa")
    assert load_map(str(ROOT / "maps" / "usa.json")).name == "USA"


@pytest.mark.parametrize("name", MAPS)
def test_region_colours_distinct(name):
    m = load_map(name)
    colours = [r.color for r in m.regions]
    assert len(set(colours)) == len(colours)
    assert [r.name for r in m.regions] == list(dict.fromkeys(c.region for c in m.cities))


@pytest.mark.parametrize("name", MAPS)
def test_cities_far_enough_apart(name):
    m = load_map(name)
    pts = [(c.x, c.y) for c in m.cities]
    closest = min(math.dist(p, q) for i, p in enumerate(pts) for q in pts[i + 1 :])
    assert closest >= 60
    assert min(x for x, _ in pts) >= 0 and min(y for _, y in pts) >= 0
    width, height = max(x for x, _ in pts), max(y for _, y in pts)
    assert width <= 1600 and height <= 1200 and (width >= 1400 or height >= 1000)


@pytest.mark.parametrize("name", MAPS)
def test_positions_close_to_geography(name):
    """Spreading moved cities a little only: west stays west, north stays north."""
    source = REFERENCE / f"{name}.json"
    if not source.exists():
        pytest.skip("reference data not available")
    ref = json.loads(source.read_text(encoding="utf-8"))
    pos = {c.name: (c.x, c.y) for c in load_map(name).cities}
    cities = ref["cities"]
    for a in cities:
        for b in cities:
            if a["lon"] + 1.5 < b["lon"]:
                assert pos[a["name"]][0] < pos[b["name"]][0], (a["name"], b["name"])
            if a["lat"] > b["lat"] + 1.5:
                assert pos[a["name"]][1] < pos[b["name"]][1], (a["name"], b["name"])


@pytest.mark.parametrize("name", MAPS)
def test_dump_round_trip(name):
    m = load_map(name)
    text = dump_map(m)
    assert parse_map(text, "dumped") == m
    assert text == (ROOT / "maps" / f"{name}.json").read_text(encoding="utf-8")


def test_build_maps_reproduces_the_files(tmp_path):
    reference = REFERENCE
    if not (reference / "usa.json").exists():
        pytest.skip("reference data not available")
    spec = importlib.util.spec_from_file_location("build_maps", ROOT / "tools" / "build_maps.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.main(["--reference", str(reference), "--out", str(tmp_path)]) == 0
    for name in MAPS:
        built = (tmp_path / f"{name}.json").read_text(encoding="utf-8")
        assert built == (ROOT / "maps" / f"{name}.json").read_text(encoding="utf-8")


# -- bad files --------------------------------------------------------------------


def test_malformed_json(tmp_path):
    text = (ROOT / "maps" / "usa.json").read_text(encoding="utf-8")
    text = text.replace('"cost": 3}', '"cost": 3', 1)
    err = problems_of(tmp_path, text)
    assert len(err.problems) == 1
    assert "malformed JSON" in err.problems[0]
    assert "line " in err.problems[0]


def test_not_utf8(tmp_path):
    path = tmp_path / "latin1.json"
    data = raw("germany")
    del data["names"]  # Chinese names have no Latin-1 bytes; the umlauts make the point
    path.write_bytes(json.dumps(data, ensure_ascii=False).encode("latin-1"))
    with pytest.raises(MapError, match="UTF-8"):
        load_map(path)


def test_missing_file_and_unknown_name(tmp_path):
    with pytest.raises(MapError, match="file not found"):
        load_map(tmp_path / "nothing.json")
    with pytest.raises(MapError, match="no built-in map") as info:
        load_map("atlantis")
    assert "usa" in str(info.value)


def test_unknown_city_in_connection(tmp_path):
    data = raw("usa")
    data["connections"][5]["b"] = "Gotham"
    err = problems_of(tmp_path, data)
    assert err.problems == ["connections[5].b: unknown city 'Gotham'"]


def test_duplicate_city(tmp_path):
    data = raw("usa")
    data["cities"][3]["name"] = data["cities"][2]["name"]
    err = problems_of(tmp_path, data)
    text = "\n".join(err.problems)
    assert "cities[3].name: duplicate city 'Boise' (also cities[2])" in text


def test_duplicate_connection(tmp_path):
    data = raw("germany")
    first = data["connections"][0]
    data["connections"].append({"a": first["b"], "b": first["a"], "cost": 99})
    err = problems_of(tmp_path, data)
    last = len(data["connections"]) - 1
    assert err.problems == [
        f"connections[{last}]: duplicate connection {first['b']} <-> {first['a']} "
        "(also connections[0])"
    ]


def test_connection_to_itself(tmp_path):
    data = raw("usa")
    data["connections"][2]["b"] = data["connections"][2]["a"]
    err = problems_of(tmp_path, data)
    assert len(err.problems) == 1
    assert err.problems[0].startswith("connections[2]: ")
    assert "to itself" in err.problems[0]


def test_negative_cost(tmp_path):
    data = raw("usa")
    data["connections"][7]["cost"] = -4
    err = problems_of(tmp_path, data)
    assert len(err.problems) == 1
    assert err.problems[0].startswith("connections[7].cost: negative cost -4")


def test_zero_cost_allowed(tmp_path):
    # RULES 1.7: a connection may cost 0
    data = raw("usa")
    data["connections"][7]["cost"] = 0
    assert load_map(write(tmp_path, data, "ok.json")).connections[7].cost == 0


def test_wrong_types(tmp_path):
    data = raw("usa")
    data["connections"][1]["cost"] = "5"
    data["cities"][0]["x"] = 1.5
    del data["cities"][1]["y"]
    data["format"] = 3  # format 2 is a valid layout; 3 is not
    err = problems_of(tmp_path, data)
    fields = sorted(p.split(":")[0] for p in err.problems)
    assert fields == ["cities[0].x", "cities[1].y", "connections[1].cost", "format"]
    assert "cities[1].y: missing" in err.problems


def test_unknown_region_of_city(tmp_path):
    data = raw("germany")
    data["cities"][10]["region"] = "orange"
    err = problems_of(tmp_path, data)
    name = data["cities"][10]["name"]
    assert f"cities[10].region: unknown region 'orange' of city {name!r}" in err.problems
    # and the region it left now has 6 cities
    assert any(p.startswith("regions[1]: region 'brown' has 6 cities") for p in err.problems)


def test_duplicate_region(tmp_path):
    data = raw("usa")
    data["regions"].append({"name": "red", "color": "#ff0000"})
    err = problems_of(tmp_path, data)
    assert err.problems == ["regions[6].name: duplicate region 'red' (also regions[2])"]


def test_bad_colour(tmp_path):
    data = raw("usa")
    data["regions"][0]["color"] = "purple"
    err = problems_of(tmp_path, data)
    assert err.problems == ["regions[0].color: 'purple' is not a colour written #rrggbb"]


def test_region_size(tmp_path):
    # RULES 1.7: every region holds exactly 7 cities
    data = raw("usa")
    moved = next(c for c in data["cities"] if c["region"] == "cyan")
    moved["region"] = "purple"
    err = problems_of(tmp_path, data)
    assert any(p.startswith("regions[0]: region 'purple' has 8 cities") for p in err.problems)
    assert any(p.startswith("regions[1]: region 'cyan' has 6 cities") for p in err.problems)
    assert all("exactly 7" in p for p in err.problems)


def test_too_few_regions(tmp_path):
    # RULES 1.7 / table 1.5: a map of format 1 needs at least 5 regions
    data = raw("usa")
    data["format"] = 1
    gone = {"green", "brown"}
    data["regions"] = [r for r in data["regions"] if r["name"] not in gone]
    names = {c["name"] for c in data["cities"] if c["region"] in gone}
    data["cities"] = [c for c in data["cities"] if c["region"] not in gone]
    data["connections"] = [
        c for c in data["connections"] if c["a"] not in names and c["b"] not in names
    ]
    err = problems_of(tmp_path, data)
    assert err.problems == ["regions: 4 regions, a map needs at least 5"]


def test_disconnected(tmp_path):
    data = raw("usa")
    data["format"] = 1  # format 1 also names the region split
    cut = {"Seattle", "Portland"}
    data["connections"] = [c for c in data["connections"] if (c["a"] in cut) == (c["b"] in cut)]
    err = problems_of(tmp_path, data)
    assert err.problems[0] == "connections: the cities are not all connected, 2 separate parts"
    assert err.problems[1].startswith("connections: part 1 of 2, 40 cities: {Atlanta, ")
    assert err.problems[1].endswith(" and 28 more}")
    assert err.problems[2] == "connections: part 2 of 2, 2 cities: {Portland, Seattle}"
    assert err.problems[3].startswith("regions[0]: the cities of region 'purple' are not connected")
    assert len(err.problems) == 4


def test_a_map_broken_into_many_parts_is_reported_in_short_lines(tmp_path):
    data = raw("usa")
    data["connections"] = data["connections"][:5]
    err = problems_of(tmp_path, data)
    split = [p for p in err.problems if p.startswith("connections:")]
    assert split[0].startswith("connections: the cities are not all connected, ")
    assert split[-1].startswith("connections: … and ") and split[-1].endswith(" more parts")
    assert len(split) == 2 + mapfile.SHOWN_PARTS
    assert max(len(p) for p in split) < 300


def test_all_problems_reported_at_once(tmp_path):
    data = raw("germany")
    data["connections"][0]["cost"] = -1  # a field error ...
    data["connections"][1]["a"] = "Atlantis"  # ... and cross-field errors
    data["cities"][5]["name"] = data["cities"][4]["name"]
    data["regions"][2]["name"] = data["regions"][1]["name"]
    err = problems_of(tmp_path, data)
    text = "\n".join(err.problems)
    assert "connections[0].cost: negative cost -1" in text
    assert "connections[1].a: unknown city 'Atlantis'" in text
    assert "cities[5].name: duplicate city" in text
    assert "regions[2].name: duplicate region 'brown'" in text
    assert len(err.problems) >= 5
    assert f"{len(err.problems)} problems" in str(err)


def test_not_an_object(tmp_path):
    err = problems_of(tmp_path, "[1, 2, 3]")
    assert err.problems[0].startswith("(top level): ")


def test_parse_map_source_and_error_type():
    with pytest.raises(ValueError, match="^somewhere: line 1 column 1: malformed JSON"):
        parse_map("", "somewhere")


def test_model_validate_raises_validation_error():
    data = raw("usa")
    data["connections"][0]["b"] = "Nowhere"
    with pytest.raises(ValidationError, match="unknown city 'Nowhere'"):
        MapFile.model_validate(data)


def test_mapfile_is_frozen():
    m = load_map("usa")
    with pytest.raises(ValidationError):
        m.name = "x"
    assert copy.deepcopy(m) == m
    assert m.city("Seattle").region == "purple"
    assert m.cities_of("purple")[0] == "Seattle"
