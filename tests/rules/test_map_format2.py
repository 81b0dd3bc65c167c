"""Map files of format 2 (docs/map-format.md): tables, house places, player counts and
rule entries, read by the board and given their meaning by the rules."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from powergrid.board import MapError, dump_map, load_map, parse_map
from powergrid.rules import (
    ConfigError,
    GameConfig,
    GameState,
    game_tables,
    map_problems,
    new_game,
)
from powergrid.rules import actions as A

from .conftest import BUILD, at_phase, give, set_step

ROOT = Path(__file__).resolve().parents[2]


def usa() -> dict:
    return json.loads((ROOT / "maps" / "usa.json").read_text(encoding="utf-8"))


def write(tmp_path: Path, data: dict, name: str = "m.json") -> str:
    path = tmp_path / name
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return str(path)


def test_tables_given_once_or_by_rule_set(tmp_path):
    data = usa()
    data["rules"] = []
    data["tables"] = {
        "players": {"3": {"end": 15, "plant_limit": 4}},
        "resources": {"original": {"oil": {"start": 12}}, "recharged": {"oil": {"start": 3}}},
        "refill": {"2": {"1": [1, 1, 1, 1]}},
        "payment": [5, 20, 30],
        "start_money": 60,
        "houses": 21,
    }
    mapfile = load_map(write(tmp_path, data))
    original, recharged = game_tables(mapfile, "original"), game_tables(mapfile, "recharged")
    assert original.players[3].end_cities == 15 and original.players[3].plant_limit == 4
    assert original.players[3].step2_cities == 7  # a field left out is the base game's
    assert original.start == (24, 12, 6, 2) and recharged.start == (24, 3, 9, 2)
    assert original.refill[2][1] == (1, 1, 1, 1) and original.refill[2][2] == (4, 2, 2, 1)
    assert (original.payment, original.start_money, original.houses) == ((5, 20, 30), 60, 21)
    s = new_game(GameConfig.quick(3, write(tmp_path, data)), 1)
    book = s.rule_book()
    assert s.player(0).money == 60 and s.player(0).houses_left == 21
    assert s.limits().end_cities == 15 and book.income(2) == 30 and book.income(9) == 30
    assert s.resource_market().on_market == (24, 12, 6, 2)
    assert dump_map(mapfile) and parse_map(dump_map(mapfile)) == mapfile


def _placed(tmp_path) -> str:
    data = usa()
    data["rules"] = []
    for city in data["cities"]:
        if city["name"] == "Seattle":
            city["places"] = [[5, 1]]  # one place only
        elif city["name"] == "Portland":
            city["places"] = [[10, 2], [15, 2], [20, 3]]  # open from step 2
        elif city["name"] == "Boise":
            city["places"] = [[10, 1], [10, 2], [20, 3]]  # a 10-10-20 city
    return write(tmp_path, data)


def _build_state(tmp_path, step: int, houses: dict[int, list[str]]) -> GameState:
    config = GameConfig.quick(3, _placed(tmp_path), regions=("purple", "cyan", "red"))
    start = new_game(config, 1)
    pos = start.to_position()
    for seat, cities in houses.items():
        give(pos, seat, plants=[20 + seat], money=100, cities=cities)
    give(pos, 0, plants=[20], money=100)
    set_step(pos, step)
    at_phase(pos, BUILD, order=[2, 1, 0])  # seat 0 builds first
    return GameState.from_position(pos, start.board)  # a map file's board is given


def test_a_city_builds_on_its_own_places(tmp_path):
    # RULES 1.7, 3.4 with a map's places: prices and the steps they open in are data.
    s = _build_state(tmp_path, 1, {})
    prices = s.decision().prices
    assert prices["Seattle"] == 5 and "Portland" not in prices and prices["Boise"] == 10
    assert s.is_legal(A.build("Portland")).code == "city_full"
    s = _build_state(tmp_path, 2, {1: ["Seattle", "Boise"], 2: ["Portland"]})
    prices = s.decision().prices
    assert "Seattle" not in prices  # its one place is taken
    assert prices["Boise"] - s.player(0).connection_cost("Boise") == 10
    assert prices["Portland"] - s.player(0).connection_cost("Portland") == 15
    assert s.rule_book().house_prices(2, s.board.index["Portland"]) == (10, 15)
    assert s.house_prices_by_index(0)[s.board.index["Boise"]] == 10


def test_a_position_holding_more_houses_than_the_places_is_refused(tmp_path):
    config = GameConfig.quick(3, _placed(tmp_path), regions=("purple", "cyan", "red"))
    pos = new_game(config, 1).to_position()
    give(pos, 0, plants=[20], cities=["Seattle"])
    give(pos, 1, plants=[21], cities=["Seattle"])
    set_step(pos, 2)
    at_phase(pos, BUILD, order=[0, 1, 2])
    with pytest.raises(Exception, match="Seattle holds 2 houses; step 2 allows 1"):
        GameState.from_position(pos, new_game(config, 1).board)


def test_rule_entries_are_checked_by_the_rules(tmp_path):
    data = usa()
    data["rules"] = [
        {"id": "no_such_rule"},
        {"id": "stack_top_plant", "top": "eleven"},
        {"id": "buy_from_supply", "price": 8, "colour": "red"},
    ]
    mapfile = load_map(write(tmp_path, data))  # the board keeps the entries as data
    problems = map_problems(mapfile)
    assert any("rules[0] (no_such_rule): unknown rule change" in p for p in problems)
    assert any(p.startswith("rules[1] (stack_top_plant): top:") for p in problems)
    assert any(p.startswith("rules[2] (buy_from_supply): colour:") for p in problems)
    with pytest.raises(ConfigError, match="unknown rule change"):
        new_game(GameConfig.quick(3, write(tmp_path, data, "n.json")), 1)


def test_two_entries_changing_one_rule_are_refused(tmp_path):
    data = usa()
    data["rules"] = [{"id": "stack_top_plant", "top": 11}, {"id": "plug_socket_deck"}]
    problems = map_problems(load_map(write(tmp_path, data)))
    assert any("all change the same rule" in p for p in problems)


def test_tables_that_cannot_make_a_game_are_named(tmp_path):
    data = usa()
    data["rules"] = []
    data["tables"] = {
        "resources": {"uranium": {"start": 13}},
        "players": {"6": {"end": 30}, "2": {"regions": 7}},
    }
    problems = map_problems(load_map(write(tmp_path, data)))
    assert any("tables.resources.uranium: 13 tokens at set-up" in p for p in problems)
    assert any("tables.players.6: the game ends at 30 cities" in p for p in problems)
    assert any(
        "tables.players.2: 2 players play on 7 regions, the map has 6" in p for p in problems
    )


def test_player_counts_and_region_sizes(tmp_path):
    data = usa()
    data["rules"] = []
    data["player_counts"] = [3, 4]
    data["region_size"] = None
    data["cities"] = [c for c in data["cities"] if c["name"] != "Seattle"]
    data["connections"] = [c for c in data["connections"] if "Seattle" not in (c["a"], c["b"])]
    path = write(tmp_path, data)
    assert load_map(path).legal_player_counts() == (3, 4)  # six cities in purple: fine
    with pytest.raises(ConfigError, match="is for 3, 4 players, not 2"):
        new_game(GameConfig.quick(2, path), 1)
    assert new_game(GameConfig.quick(3, path), 1).player_count == 3
    del data["region_size"]  # 7 cities a region unless the file says otherwise
    with pytest.raises(MapError, match="has 6 cities"):
        load_map(write(tmp_path, data, "b.json"))


def test_a_format_1_file_ignores_what_format_2_adds(tmp_path):
    data = usa()
    data["format"] = 1
    data["rules"] = [{"id": "no_such_rule"}]
    data["tables"] = {"start_money": "lots"}
    data["cities"][0]["places"] = "anything"
    mapfile = load_map(write(tmp_path, data))
    assert mapfile.format == 1 and mapfile.rules == () and mapfile.tables.is_empty()
    assert map_problems(mapfile) == []


def test_bad_tables_are_named_with_their_path(tmp_path):
    data = usa()
    data["tables"] = {
        "resources": {"recharged": {"coal": {"start": -1}}},
        "players": {"7": {"end": 3}},
        "refill": {"2": {"1": [1, 2, 3]}},
    }
    data["cities"][0]["places"] = [[10, 2], [15, 1]]
    with pytest.raises(MapError) as info:
        load_map(write(tmp_path, data))
    fields = sorted(p.split(":")[0] for p in info.value.problems)
    assert fields == [
        "cities[0].places",
        "tables.players.7.[key]",
        "tables.refill.2.1[3]",
        "tables.resources.recharged.coal.start",
    ]


def test_a_played_map_file_keeps_its_rules_in_a_position(tmp_path):
    s = new_game(GameConfig.quick(3, _placed(tmp_path), edition="recharged"), 4)
    pos = s.to_position()
    assert pos.edition == "recharged" and pos.marks == dict(s.marks)
    again = GameState.from_position(pos, s.board)
    assert again.digest() == s.digest() and again.legal_actions() == s.legal_actions()
