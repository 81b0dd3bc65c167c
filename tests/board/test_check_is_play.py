"""What ``map check`` accepts, a game accepts: one rule for connection costs (a stated
maximum), coordinates and names, and regions whose own cities are connected, so
that every connected set of regions (RULES 2) is one board."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from powergrid.ai import make_bot
from powergrid.board import MapError, load_map, parse_map
from powergrid.board.mapfile import MAX_COORD, MAX_COST
from powergrid.cli.mapcmd import check_file
from powergrid.rules import GameConfig, new_game

ROOT = Path(__file__).resolve().parents[2]


def usa() -> dict:
    return json.loads((ROOT / "maps" / "usa.json").read_text(encoding="utf-8"))


def write(tmp_path: Path, data: dict) -> str:
    path = tmp_path / "map.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def plays(path: str, players: int, seeds: range) -> None:
    """Games on the map set up and run a few rounds for every seed."""
    for seed in seeds:
        state = new_game(GameConfig.quick(players, path), seed)
        bot = make_bot("simple", seed)
        for _ in range(60):
            if state.is_terminal():
                break
            state.apply(bot.choose(state))


def test_the_highest_cost_is_stated_and_a_map_at_it_plays(tmp_path):
    data = usa()
    for conn in data["connections"]:
        conn["cost"] = MAX_COST
    path = write(tmp_path, data)
    assert check_file(path)["ok"]
    plays(path, 3, range(3))


@pytest.mark.parametrize("cost", [MAX_COST + 1, 2**60, 10**29])
def test_a_cost_above_the_highest_is_refused_by_the_check(tmp_path, cost):
    # Costs of 2**60 and more once passed the check and broke play ("not connected").
    data = usa()
    data["connections"][3]["cost"] = cost
    result = check_file(write(tmp_path, data))
    assert not result["ok"]
    assert any(f"highest a connection may cost, {MAX_COST}" in p for p in result["problems"])


def test_far_coordinates_and_long_or_broken_names_are_refused(tmp_path):
    data = usa()
    data["cities"][0]["x"] = MAX_COORD + 1
    data["cities"][1]["name"] = "x" * 101
    data["regions"][0]["name"] = "two\nlines"
    with pytest.raises(MapError) as info:
        load_map(write(tmp_path, data))
    text = " | ".join(info.value.problems)
    assert "is not within ±1,000,000 pixels" in text
    assert "longer than 100 characters" in text
    assert "control character or a line break" in text
    assert "\n" not in str(info.value)


def test_a_region_joined_only_through_another_region_is_refused(tmp_path):
    # Seattle keeps connections only to a city of another region: a game on Seattle's
    # region without that other region would not be one network.
    data = usa()
    data["format"] = 1  # format 1 asks every region to hold together by itself
    region = {c["name"]: c["region"] for c in data["cities"]}
    other = next(c["name"] for c in data["cities"] if c["region"] != region["Seattle"])
    data["connections"] = [
        c
        for c in data["connections"]
        if "Seattle" not in (c["a"], c["b"]) or region[c["a"]] != region[c["b"]]
    ] + [{"a": "Seattle", "b": other, "cost": 12}]
    with pytest.raises(MapError) as info:
        load_map(write(tmp_path, data))
    (split,) = [p for p in info.value.problems if p.code == "region_split"]
    assert "apart: Seattle" in split


@st.composite
def edited_maps(draw) -> dict:
    """The USA map with costs and connections changed at random."""
    data = usa()
    for conn in data["connections"]:
        if draw(st.booleans()):
            conn["cost"] = draw(st.integers(0, MAX_COST + 5))
    drop = draw(st.sets(st.integers(0, len(data["connections"]) - 1), max_size=12))
    data["connections"] = [c for i, c in enumerate(data["connections"]) if i not in drop]
    return data


@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=edited_maps(), players=st.integers(2, 6), seed=st.integers(0, 10**6))
def test_every_map_the_check_accepts_sets_up_a_game(tmp_path_factory, data, players, seed):
    try:
        parse_map(json.dumps(data))
    except MapError:
        return
    path = write(tmp_path_factory.mktemp("map"), data)
    new_game(GameConfig.quick(players, path), seed)
