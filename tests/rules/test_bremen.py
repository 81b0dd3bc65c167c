"""Bremen (docs/rules.md 9.23): paths priced by the districts they enter (8.103), the
small districts, no uranium, the plants out of the game by player count (8.102) and
the board's steps and end, in both rule sets."""

from __future__ import annotations

import json

import pytest

from powergrid.board import Board, dump_map, load_map, parse_map
from powergrid.cli.main import main
from powergrid.rules import GameConfig, GameState, new_game
from powergrid.rules import actions as A
from powergrid.rules.tables import STEP3

from .conftest import BUILD, at_phase, give, play, start

ALL = ["blue", "pink", "purple", "red", "orange"]
GONE = {11, 17, 23, 28, 34, 36, 38, 39, 46}


def game(players: int, edition: str = "original", seed: int = 1) -> GameState:
    return new_game(GameConfig.quick(players, "bremen", edition=edition), seed)  # type: ignore[arg-type]


# ----- 8.103: paths priced by the districts they enter ----------------------------------


def test_a_path_pays_every_district_it_enters_the_target_included():
    # RULES 8.103, 9.23: Mitte (1), Findorff (3), Horn-Lehe (9), Borgfeld (15).
    board = Board(load_map("bremen"))
    assert board.distance("Mitte", "Walle") == 6  # Walle costs 6
    assert board.distance("Walle", "Mitte") == 1  # the other way Mitte costs 1
    assert board.distance("Mitte", "Borgfeld") == 3 + 9 + 15
    assert board.path("Mitte", "Borgfeld") == ["Mitte", "Findorff", "Horn-Lehe", "Borgfeld"]
    assert board.path_cost(["Mitte", "Findorff", "Horn-Lehe", "Borgfeld"]) == 27


def test_map_cost_prices_bremen_the_board_s_way(capsys):
    # RULES 8.103: the cheapest order from Mitte is a tree of paths; Walle 6 + 8, then
    # Borgfeld from Mitte 27 + 8.
    assert main(["map", "cost", "bremen", "--from", "Mitte", "--to", "Borgfeld,Walle"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [c["connection"] for c in out["cities"]] == [6, 27]
    assert out["total"] == 6 + 8 + 27 + 8


def test_the_cheapest_order_is_exact_where_paths_cost_more_one_way():
    # RULES 8.103: a district of cost 1 (A) and one of 9 (B), joined; C (cost 5) hangs
    # off B. From nothing, starting in B pays 0 + A 1 + C 5 = 6; starting in A pays
    # B 9 + C 5 = 14: the cheapest order starts in B although A comes first by name.
    text = json.dumps(
        {
            "format": 2,
            "name": "Three",
            "region_size": None,
            "regions": [{"name": "r", "color": "#336699"}],
            "cities": [
                {"name": "A", "region": "r", "x": 0, "y": 0, "entry": 1},
                {"name": "B", "region": "r", "x": 200, "y": 0, "entry": 9},
                {"name": "C", "region": "r", "x": 400, "y": 0, "entry": 5},
            ],
            "connections": [{"a": "A", "b": "B", "cost": 0}, {"a": "B", "b": "C", "cost": 0}],
        }
    )
    board = Board(parse_map(text, "three"))
    plan = board.cheapest_order([], ["A", "B", "C"])
    assert plan.order[0] == "B" and plan.connection_total == 6


def test_a_flat_fee_for_the_spaces_passed_leaves_the_target_out():
    # RULES 8.103 with entry_at_target false: 5 a space passed through.
    text = json.dumps(
        {
            "format": 2,
            "name": "Street",
            "region_size": None,
            "entry_at_target": False,
            "regions": [{"name": "r", "color": "#336699"}],
            "cities": [
                {"name": n, "region": "r", "x": 200 * i, "y": 0, "entry": 5}
                for i, n in enumerate("ABCD")
            ],
            "connections": [
                {"a": "A", "b": "B", "cost": 0},
                {"a": "B", "b": "C", "cost": 0},
                {"a": "C", "b": "D", "cost": 0},
            ],
        }
    )
    board = Board(parse_map(text, "street"))
    assert [board.distance("A", c) for c in "ABCD"] == [0, 0, 5, 10]
    assert board.path_cost(["A", "B", "C", "D"]) == 10


def test_the_engine_charges_the_districts_and_no_first_path():
    # RULES 8.103, 9.23: seat 0 starts in Mitte for 8 alone, then Walle for 6 + 8.
    pos = start(5, "bremen", regions=ALL)
    give(pos, 0, money=100)
    s = play(at_phase(pos, BUILD, order=[1, 2, 3, 4, 0]))
    assert s.city_price(0, "Mitte") == 8
    s.apply(A.build("Mitte"))
    assert s.city_price(0, "Walle") == 6 + 8 and s.city_price(0, "Borgfeld") == 27 + 8
    s.apply(A.build("Walle"))
    assert s.players[0].money == 100 - 8 - 14


def test_a_small_district_holds_two_networks():
    # RULES 9.23: Findorff has the places 8 and 14 only.
    s = game(5)
    places = s.book.places[s.board.index["Findorff"]]
    assert places == ((8, 1), (14, 2)) and s.book.house_prices(3, s.board.index["Findorff"]) == (
        8,
        14,
    )


# ----- no uranium, the plants out of the game ---------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_bremen_plays_without_uranium_plants(players):
    # RULES 8.102, 9.23 (original rules): 3-10 for sale, 13 on top, nothing removed unseen.
    s = game(players, seed=players)
    out = GONE | ({31, 50} if players <= 4 else set())
    assert s.market == [3, 4, 5, 6, 7, 8, 9, 10] and s.deck[-1] == 13
    assert set(s.plant_market().removed) == out and s.setup_removed == []
    held = set(s.deck) - {STEP3}
    assert not held & out and (31 in held) == (players > 4)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_recharged_bremen_removes_the_same_plants_and_nothing_unseen(players):
    for seed in range(3):
        s = game(players, "recharged", seed)
        out = GONE | ({31, 50} if players <= 4 else set())
        assert set(s.plant_market().removed) == out and s.setup_removed == []
        assert len(s.market) == 8 and all(p <= 15 for p in s.market)
        assert not (set(s.market) | set(s.deck)) & out


def test_bremen_has_no_uranium_and_its_own_tracks():
    for edition in ("original", "recharged"):
        s = game(4, edition)
        book = s.rule_book()
        assert tuple(s.res_market) == (22, 16, 16, 0) and book.total(3) == 0
        assert book.track(0) == (1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 8, 8)
        assert all(book.refill(step)[3] == 0 for step in (1, 2, 3))
    assert (game(6).limits().step2_cities, game(6).limits().end_cities) == (4, 11)
    assert (game(5).limits().step2_cities, game(5).limits().end_cities) == (5, 12)
    assert (game(2).limits().step2_cities, game(2).limits().end_cities) == (5, 13)


def test_an_entry_out_of_range_is_refused():
    text = json.dumps(
        {
            "format": 2,
            "name": "Bad",
            "region_size": None,
            "regions": [{"name": "r", "color": "#336699"}],
            "cities": [
                {"name": "A", "region": "r", "x": 0, "y": 0, "entry": -1},
                {"name": "B", "region": "r", "x": 200, "y": 0},
            ],
            "connections": [{"a": "A", "b": "B", "cost": 0}],
        }
    )
    with pytest.raises(ValueError, match="entering a city costs 0 to 1000"):
        parse_map(text, "bad")


def test_the_entries_survive_a_dump():
    # docs/map-format.md: `entry` and `entry_at_target` are format 2 keys.
    bremen = load_map("bremen")
    again = parse_map(dump_map(bremen), "again")
    assert [c.entry for c in again.cities] == [c.entry for c in bremen.cities]
    street = {
        "format": 2,
        "name": "Street",
        "region_size": None,
        "entry_at_target": False,
        "regions": [{"name": "r", "color": "#336699"}],
        "cities": [
            {"name": "A", "region": "r", "x": 0, "y": 0, "entry": 5},
            {"name": "B", "region": "r", "x": 200, "y": 0, "entry": 5},
        ],
        "connections": [{"a": "A", "b": "B", "cost": 0}],
    }
    assert not parse_map(dump_map(parse_map(json.dumps(street), "s")), "s2").entry_at_target
