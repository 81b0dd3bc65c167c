"""Every file the program reads words a field's fault alike: ``where: what``.

Saves, maps, decks, positions and tournament results are checked by pydantic models;
their refusals name the field as a reader writes it (``cities[3].name``), say
"missing" for a field left out, and escape whatever a stranger's key holds.
"""

from __future__ import annotations

import json

import pytest

from powergrid.board import MapError, parse_map
from powergrid.refusals import field_problem
from powergrid.rules import (
    DeckError,
    GameConfig,
    GameState,
    SaveError,
    load_deck,
    new_game,
    parse_deck,
)
from powergrid.rules import save as savefile
from powergrid.rules.position import PositionError
from tests.games import played
from tests.hostile import rechained
from tests.maps import mapfile

HOSTILE_KEY = "evil\x1b[2J\u202ekey"
ESCAPED_KEY = "evil\\x1b[2J\\u202ekey"


def test_a_field_path_is_written_with_indexes_and_dots():
    error = {"loc": ("cities", 3, "name"), "msg": "Field required", "type": "missing"}
    assert field_problem(error) == "cities[3].name: missing"


def test_a_value_error_loses_pydantic_prefix():
    error = {"loc": ("regions",), "msg": "Value error, too few", "type": "value_error"}
    assert field_problem(error) == "regions: too few"


def test_the_document_itself_is_named_by_the_caller_or_not_at_all():
    error = {"loc": (), "msg": "Input should be an object", "type": "dict_type"}
    assert field_problem(error, top="deck") == "deck: Input should be an object"
    assert field_problem(error) == "Input should be an object"


def test_a_hostile_key_is_escaped_and_a_long_path_is_cut():
    error = {"loc": (HOSTILE_KEY, 0), "msg": "Extra inputs are not permitted", "type": "x"}
    assert field_problem(error) == f"{ESCAPED_KEY}[0]: Extra inputs are not permitted"
    long = {"loc": ("k" * 500,), "msg": "bad", "type": "x"}
    where, _, what = field_problem(long).partition(": ")
    assert what == "bad" and len(where) <= 120 and where.endswith("…")


def _refusals_of_a_hostile_key() -> dict[str, str]:
    """The refusals of a map given ``HOSTILE_KEY`` as a coordinate, and of a deck, a
    position and a save's move (its check values recomputed) given it as a key."""
    found: dict[str, str] = {}
    map_data = json.loads(mapfile("usa").model_dump_json())
    map_data["cities"][2]["x"] = HOSTILE_KEY  # a map may carry keys of its own: a bad value
    del map_data["cities"][3]["y"]
    with pytest.raises(MapError) as map_err:
        parse_map(json.dumps(map_data), "m.json")
    found["map"] = " | ".join(map_err.value.problems)
    deck = json.loads(load_deck("original").model_dump_json())
    deck["plants"][2][HOSTILE_KEY] = 1
    with pytest.raises(DeckError) as deck_err:
        parse_deck(json.dumps(deck), "d.json")
    found["deck"] = " | ".join(deck_err.value.problems)
    position = new_game(GameConfig.quick(3, "usa"), seed=3).to_position().model_dump(mode="json")
    position["players"][2][HOSTILE_KEY] = 1
    with pytest.raises(PositionError) as pos_err:
        GameState.from_position(position)
    found["position"] = " | ".join(pos_err.value.problems)
    save = json.loads(savefile.dumps(played(10, players=3, seed=5)))
    save["actions"][3][HOSTILE_KEY] = 1
    with pytest.raises(SaveError) as save_err:
        savefile.loads(json.dumps(rechained(save)), "s.pgsave")
    found["save"] = save_err.value.reason
    return found


def test_maps_decks_positions_and_saves_word_their_faults_alike():
    refusals = _refusals_of_a_hostile_key()
    assert "cities[2].x: Input should be a valid integer" in refusals["map"]
    assert "cities[3].y: missing" in refusals["map"]
    assert "plants[2]." + ESCAPED_KEY + ": Extra inputs are not permitted" in refusals["deck"]
    assert (
        "players[2]." + ESCAPED_KEY + ": Extra inputs are not permitted" in (refusals["position"])
    )
    assert refusals["save"].startswith("action 4 is damaged: ")
    assert refusals["save"].endswith("." + ESCAPED_KEY + ": Extra inputs are not permitted")
    for text in refusals.values():
        assert "\x1b" not in text and "\u202e" not in text
