"""Refused saves and map files carry a stable code and parameters at every raise site.

The English sentence stays what the command line prints; the code and parameters let
the app word the refusal in the player's language (see powergrid/app/file_errors.py).
"""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from powergrid.board import (
    CITY_SET_CODES,
    MAP_ERROR_CODES,
    MAP_PROBLEM_CODES,
    MapError,
    Problem,
    city_set_problems,
    load_map,
    parse_map,
)
from powergrid.jsonfile import JSON_CODES, JsonFileError, parse_json
from powergrid.rules import ILLEGAL_CODES, SAVE_CODES, SaveError
from powergrid.rules import save as savefile
from tests.games import played

PACKAGE = Path(__file__).resolve().parents[2] / "powergrid"


def _code_argument(call: ast.Call, position: int | None) -> ast.expr | None:
    """The code a call passes: the ``code=`` keyword, else the positional argument."""
    for keyword in call.keywords:
        if keyword.arg == "code":
            return keyword.value
    if position is not None and len(call.args) > position:
        return call.args[position]
    return None


def raise_sites(names: dict[str, int | None]) -> list[tuple[str, ast.expr | None]]:
    """Every call of the named error constructors in the package, with its code argument.

    ``names`` maps a callee to the position of its code argument (None: keyword only).
    A call passing on the code of the error it wraps (``exc.code``) or the code
    parameter of a helper (``code``) is not a site of its own.
    """
    sites = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            callee = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            if callee not in names:
                continue
            code = _code_argument(node, names[callee])
            if isinstance(code, ast.Attribute) and code.attr == "code":
                continue
            if isinstance(code, ast.Name) and code.id == "code":
                continue
            sites.append((f"{path.relative_to(PACKAGE)}:{node.lineno}", code))
    return sites


def checked_codes(sites, listed) -> set[str]:
    used = set()
    for where, code in sites:
        assert isinstance(code, ast.Constant), f"{where} raises without a code"
        assert code.value in listed, f"{where}: unknown code {code.value!r}"
        used.add(code.value)
    return used


def test_every_save_error_raise_site_has_a_listed_code():
    used = checked_codes(raise_sites({"SaveError": None, "_fail": 1}), SAVE_CODES)
    assert used == set(SAVE_CODES)  # and every listed code is raised somewhere


def test_every_json_refusal_has_a_listed_code():
    used = checked_codes(raise_sites({"JsonFileError": 1, "_Refused": 1}), JSON_CODES)
    assert used == set(JSON_CODES)


def test_every_map_error_raise_site_has_a_listed_code():
    used = checked_codes(raise_sites({"MapError": None}), MAP_ERROR_CODES)
    assert used == set(MAP_ERROR_CODES)


def _refusal(path: Path) -> SaveError:
    with pytest.raises(SaveError) as info:
        savefile.load(path)
    err = info.value
    assert str(err) == f"{path}: {err.reason}" and err.source == str(path)
    assert err.code in SAVE_CODES
    return err


@pytest.fixture(scope="module")
def saved() -> str:
    return savefile.dumps(played(60))


def test_a_truncated_save(tmp_path, saved):
    path = tmp_path / "cut.pgsave"
    path.write_text(saved[: len(saved) // 2], encoding="utf-8")
    err = _refusal(path)
    assert err.code == "not_json" and err.params["problem"] == "malformed"
    assert isinstance(err.params["line"], int) and isinstance(err.params["column"], int)
    assert "not valid JSON" in err.reason


def test_an_edited_action(tmp_path, saved):
    data = json.loads(saved)
    data["actions"][2]["bid"] = data["actions"][2].get("bid", 0) + 1
    path = tmp_path / "edited.pgsave"
    path.write_text(json.dumps(data), encoding="utf-8")
    err = _refusal(path)
    assert err.code in ("action_mismatch", "action_edited") and err.params["action"] == 3
    assert "action 3" in err.reason


def test_a_wrong_format_version(tmp_path, saved):
    data = json.loads(saved)
    data["version"] = 99
    path = tmp_path / "future.pgsave"
    path.write_text(json.dumps(data), encoding="utf-8")
    err = _refusal(path)
    assert err.code == "unknown_version"
    assert err.params["version"] == 99 and list(err.params["readable"]) == [1, 2]


def test_a_save_too_large(tmp_path, saved, monkeypatch):
    path = tmp_path / "big.pgsave"
    path.write_text(saved, encoding="utf-8")
    monkeypatch.setattr(savefile, "MAX_SAVE_BYTES", 1000)
    err = _refusal(path)
    assert err.code == "unreadable" and err.params["problem"] == "too_large"
    assert err.params["limit"] == 1000 and err.params["size"] == path.stat().st_size


def test_a_move_the_rules_refuse_on_replay_keeps_the_engines_refusal_code(tmp_path, saved):
    data = json.loads(saved)
    data["actions"].insert(3, {"kind": "build", "city": "Nowhere"})
    links = savefile._chain(data["version"], data["config"], data["seed"], data["actions"])
    data["header"] = links[0][: savefile.LINK_CHARS]
    data["history"] = [link[: savefile.LINK_CHARS] for link in links[1:]]
    data["digest"] = links[-1]  # a forger's fresh check values: only the replay catches it
    path = tmp_path / "forged.pgsave"
    path.write_text(json.dumps(data), encoding="utf-8")
    err = _refusal(path)
    assert err.code == "does_not_replay" and err.params["action"] == 4
    assert err.params["refusal"] in ILLEGAL_CODES
    assert err.reason.startswith("does not replay: action 4 (")


def test_saving_a_game_without_a_game_or_on_a_map_file_has_codes():
    assert SaveError("x", code="no_game").code == "no_game"  # the app's own refusal
    err = SaveError("reason", code="not_a_save", source="a.pgsave")
    assert str(err) == "a.pgsave: reason" and err.params == {}


def test_json_refusals_carry_codes():
    with pytest.raises(JsonFileError) as info:
        parse_json('{"a": 1')
    assert info.value.code == "malformed" and info.value.params["line"] == 1
    with pytest.raises(JsonFileError) as info:
        parse_json("[" * 40 + "]" * 40)
    assert info.value.code == "too_deep" and info.value.params == {"limit": 32}


def test_map_errors_carry_codes(tmp_path):
    with pytest.raises(MapError) as info:
        load_map("atlantis")
    assert info.value.code == "unknown_builtin" and info.value.params["name"] == "atlantis"
    assert "usa" in info.value.params["known"]
    with pytest.raises(MapError) as info:
        load_map(tmp_path / "missing.json")
    assert info.value.code == "unreadable" and info.value.params["problem"] == "not_found"
    with pytest.raises(MapError) as info:
        parse_map('{"format": 1, "name": "X"', "x.json")
    assert info.value.code == "bad_json" and info.value.params["problem"] == "malformed"
    with pytest.raises(MapError) as info:
        parse_map('{"format": 1, "name": "X", "regions": [], "cities": [], "connections": []}')
    assert info.value.code == "invalid"
    assert info.value.params["count"] == len(info.value.problems) >= 1


def test_every_cross_check_of_a_map_has_a_listed_code():
    listed = {**MAP_PROBLEM_CODES, **CITY_SET_CODES}
    assert len(listed) == len(MAP_PROBLEM_CODES) + len(CITY_SET_CODES)  # no code in both
    used = checked_codes(raise_sites({"Problem": 1}), listed)
    assert used == set(listed)


def test_free_city_set_problems_carry_codes():
    mapfile = load_map("germany")
    problems = city_set_problems(mapfile, ["Kiel", "Passau", "Atlantis"], 24)
    assert [(p.code, p.params) for p in problems] == [
        ("unknown_cities", {"map": mapfile.name, "cities": ["Atlantis"]}),
        ("wrong_count", {"chosen": 3, "need": 24}),
        ("not_connected", {}),
    ]
    assert problems[1] == "3 cities chosen, the game needs 24"  # the English sentence
    assert [p.code for p in city_set_problems(mapfile, [])] == ["none_chosen"]


def test_map_problem_lines_keep_their_english_text_and_carry_codes():
    data = {
        "format": 1,
        "name": "Split",
        "regions": [{"name": r, "color": "#123456"} for r in ("a", "b", "a")],
        "cities": [
            {"name": "X", "region": "a", "x": 0, "y": 0},
            {"name": "Y", "region": "zzz", "x": 1, "y": 0},
        ],
        "connections": [{"a": "X", "b": "Nowhere", "cost": 2}],
    }
    with pytest.raises(MapError) as info:
        parse_map(json.dumps(data), "split.json")
    lines = {p.code: p for p in info.value.problems if isinstance(p, Problem)}
    assert lines["duplicate_region"] == "regions[2].name: duplicate region 'a' (also regions[0])"
    assert lines["duplicate_region"].params["name"] == "a"
    assert lines["unknown_region"].params == {
        "field": "cities[1].region",
        "region": "zzz",
        "city": "Y",
        "others": [],
    }
    assert lines["unknown_city"].params["name"] == "Nowhere"
    sizes = [p.params for p in info.value.problems if getattr(p, "code", "") == "region_size"]
    assert {"field": "regions[0]", "region": "a", "count": 1, "need": 7} in sizes
    assert lines["too_few_regions"].params == {"count": 2, "need": 5}
    assert lines["disconnected"].params == {"parts": 2}
    assert "part" in lines and lines["part"].params["cities"] in (["X"], ["Y"])
