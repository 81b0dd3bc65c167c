"""Refused saves and map files are worded in the player's language, naming the file.

The engine gives each refusal a code and parameters (SaveError, MapError and the JSON
reader's JsonFileError); the app words every code. Broken saves are loaded through
the window's own load path, and the game in progress must stay as it was.
"""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QMessageBox

from powergrid.app.inspection.window import InspectorWindow
from powergrid.app.shared import file_errors as fe
from powergrid.app.shared import texts
from powergrid.app.window.mainwindow import MainWindow
from powergrid.board import MAP_ERROR_CODES, MAP_PROBLEM_CODES, MapError, Problem
from powergrid.jsonfile import JSON_CODES
from powergrid.rules import SAVE_CODES, GameConfig, SaveError, SeatConfig
from powergrid.rules import save as savefile

from .support import CHECKED_LANGUAGES

# Each code with the parameters the engine gives it (see SAVE_CODES and JSON_CODES).
JSON_PARAMS: dict[str, dict[str, object]] = {
    "not_found": {},
    "is_folder": {},
    "cannot_open": {"detail": "Permission denied"},
    "nul_in_name": {},
    "not_regular": {},
    "too_large": {"size": 9_000_000, "limit": 8_388_608},
    "cannot_read": {"detail": "Input/output error"},
    "not_utf8": {"byte": 17},
    "too_deep": {"limit": 32},
    "long_number": {"length": 5000, "limit": 30},
    "number_out_of_range": {"number": "1e999"},
    "not_a_number": {"name": "NaN"},
    "malformed": {"line": 3, "column": 9, "detail": "Expecting value"},
    "lone_surrogate": {},
}
SAVE_PARAMS: dict[str, dict[str, object]] = {
    "no_game": {},
    "map_not_saveable": {"map": "Island", "detail": "the map is 2,000,000 bytes"},
    "unreadable": {"problem": "not_found"},
    "not_json": {"problem": "malformed", "line": 3, "column": 9, "detail": "Expecting value"},
    "bad_json": {"problem": "long_number", "length": 5000, "limit": 30},
    "not_a_save": {},
    "unknown_version": {"version": 99, "readable": [1, 2]},
    "missing_entries": {"entries": ["digest", "seed"]},
    "unknown_entries": {"entries": ["banana"]},
    "bad_seed": {},
    "actions_not_list": {},
    "check_not_text": {},
    "history_not_list": {},
    "settings_mismatch": {},
    "history_too_short": {"action": 12, "length": 11},
    "action_mismatch": {"action": 3},
    "actions_removed": {"history": 40, "actions": 39},
    "final_check_mismatch": {},
    "damaged_config": {"detail": "seats: too short"},
    "config_edited": {},
    "unknown_map": {"map": "atlantis", "known": ["germany", "usa"]},
    "unknown_deck": {"deck": "/dev/zero", "known": ["original", "plus-example"]},
    "bad_controller": {
        "seat": 2,
        "name": "Ben",
        "controller": "oracle",
        "allowed": ["human", "easy"],
    },
    "damaged_action": {"action": 5, "detail": "kind: unknown"},
    "action_edited": {"action": 5},
    "cannot_start": {"detail": "not the deck this game was started with"},
    "does_not_replay": {
        "action": 4,
        "detail": "Essen is not a city in play",
        "refusal": "unknown_city",
        "refusal_params": {"city": "Essen"},
    },
    "position_mismatch": {},
}
MAP_PARAMS: dict[str, dict[str, object]] = {
    "no_map_named": {"known": ["germany", "usa"]},
    "unknown_builtin": {"name": "atlantis", "known": ["germany", "usa"]},
    "unreadable": {"problem": "is_folder"},
    "bad_json": {"problem": "too_deep", "limit": 32},
    "invalid": {"count": 2},
}


PROBLEM_PARAMS: dict[str, dict[str, object]] = {
    "duplicate_region": {"field": "regions[2].name", "name": "green", "first": "regions[0]"},
    "duplicate_city": {"field": "cities[4].name", "name": "Essen", "first": "cities[1]"},
    "unknown_region": {
        "field": "cities[1].region",
        "region": "blau",
        "city": "Essen",
        "others": ["Köln", "Bonn"],
    },
    "unknown_city": {"field": "connections[3].b", "name": "Atlantis"},
    "duplicate_connection": {"field": "connections[9]", "a": "Essen", "b": "Köln", "first": "x"},
    "region_size": {"field": "regions[0]", "region": "green", "count": 6, "need": 7},
    "too_few_regions": {"count": 4, "need": 5},
    "disconnected": {"parts": 2},
    "region_split": {
        "field": "regions[1]",
        "region": "green",
        "parts": 2,
        "cities": ["Essen"],
    },
    "part": {"index": 1, "parts": 2, "size": 14, "cities": ["Essen", "Köln"], "more": 12},
    "more_parts": {"more": 3},
}


def test_every_code_has_an_app_wording_using_only_its_parameters():
    assert set(fe.MAP_PROBLEMS) == set(MAP_PROBLEM_CODES) == set(PROBLEM_PARAMS)
    for code, source in fe.MAP_PROBLEMS.items():
        assert texts.placeholders(source) <= set(PROBLEM_PARAMS[code]), code
    assert set(fe.JSON_PROBLEMS) == set(JSON_CODES) == set(JSON_PARAMS)
    assert set(fe.SAVE_REFUSALS) == set(SAVE_CODES) == set(SAVE_PARAMS)
    assert set(fe.MAP_REFUSALS) == set(MAP_ERROR_CODES) == set(MAP_PARAMS)
    extra = {"file", "problem", "reason"}  # filled by the app itself
    for code, source in fe.JSON_PROBLEMS.items():
        assert texts.placeholders(source) <= set(JSON_PARAMS[code]), code
    for code, source in fe.SAVE_REFUSALS.items():
        assert texts.placeholders(source) <= set(SAVE_PARAMS[code]) | extra, code
    for code, source in fe.MAP_REFUSALS.items():
        assert texts.placeholders(source) <= set(MAP_PARAMS[code]) | extra, code


@pytest.mark.parametrize("code", ["en", *CHECKED_LANGUAGES])
def test_every_refusal_renders_in_every_language(lang, code):
    lang(code)
    for key, params in SAVE_PARAMS.items():
        err = SaveError("ENGLISH", code=key, params=params, source="/saves/g.pgsave")
        line = fe.save_error_text(err)
        assert line != str(err) and "{" not in line, (code, key)
        if "{file}" in fe.SAVE_REFUSALS[key]:
            assert "/saves/g.pgsave" in line, (code, key)
    for key, params in MAP_PARAMS.items():
        err = MapError("/maps/m.json", ["cities[0].x: missing", "regions: too few"])
        err.code, err.params = key, params
        line = fe.map_error_text(err)
        assert line != str(err) and "{" not in line, (code, key)
    for key, params in JSON_PARAMS.items():
        assert fe.json_problem_text(key, params), (code, key)
    for key, params in PROBLEM_PARAMS.items():
        line = fe.map_problem_text(Problem("ENGLISH", key, **params))
        assert line != "ENGLISH" and "{" not in line, (code, key)
    assert fe.map_problem_text("x: Input should be a valid integer") == (
        "x: Input should be a valid integer"  # a field error without a code, as written
    )


def test_an_unknown_code_or_a_missing_parameter_shows_the_english_sentence(lang):
    lang("de")
    err = SaveError("something new", code="from_the_future", source="a.pgsave")
    assert fe.save_error_text(err) == "a.pgsave: something new"
    gap = SaveError("gap", code="action_mismatch", params={}, source="a.pgsave")
    assert fe.save_error_text(gap) == "a.pgsave: gap"
    unknown_problem = SaveError("x", code="unreadable", params={"problem": "?"}, source="b")
    assert fe.save_error_text(unknown_problem) == "b: x"


def _config() -> GameConfig:
    return GameConfig(
        map="usa", seats=(SeatConfig(name="Ann", controller="human"), SeatConfig(name="Ben"))
    )


@pytest.fixture
def window(qtbot):
    win = MainWindow(ai_delay_ms=0, autosave=False, restore_layout=False, session=False)
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    yield win
    win.controller.shutdown()


@pytest.fixture
def saved_text(window) -> str:
    """A game of some moves is running in ``window``; the text of its save."""
    c = window.controller
    c.new_game(_config(), 8)
    for _ in range(6):
        c.submit(c.state.legal_actions()[0])
    return savefile.dumps(c.game)


def _edited_action(text: str) -> str:
    data = json.loads(text)
    data["actions"][2]["bid"] = data["actions"][2].get("bid", 0) + 1
    return json.dumps(data)


def _future_version(text: str) -> str:
    data = json.loads(text)
    data["version"] = 99
    return json.dumps(data)


BROKEN = {
    "truncated": (lambda text: text[: len(text) // 2], "ist kein gültiges JSON"),
    "edited": (_edited_action, "Zug 3"),
    "version": (_future_version, "Version 99"),
    "large": (lambda text: text, "zu groß"),
}


@pytest.mark.parametrize("kind", sorted(BROKEN))
def test_a_broken_save_is_refused_in_german_naming_the_file(
    kind, tmp_path, window, saved_text, lang, monkeypatch
):
    make, german = BROKEN[kind]
    path = tmp_path / f"{kind}.pgsave"
    path.write_text(make(saved_text), encoding="utf-8")
    if kind == "large":
        monkeypatch.setattr(savefile, "MAX_SAVE_BYTES", 500)
    with pytest.raises(SaveError) as info:  # what the engine says, in English
        savefile.load(path)
    english = str(info.value)
    c = window.controller
    digest, log, save_path = c.state.digest(), list(c.game.log), window.files.save_path
    lang("de")
    assert not window.files.load_from(path)
    box = window.files.message_box
    assert box.isVisible() and box.windowTitle() == "Dieser Spielstand lässt sich nicht öffnen"
    text = box.text()
    assert str(path) in text and german in text, text
    assert text != english and "Spielstand" in text
    assert "Spielstand" in window.statusBar().currentMessage()
    assert c.state.digest() == digest and c.game.log == log and window.files.save_path == save_path
    box.button(QMessageBox.StandardButton.Ok).click()
    lang("en")  # the same file in English: the app's English wording, also naming it
    assert not window.files.load_from(path)
    assert (
        str(path) in window.files.message_box.text()
        and "Spielstand" not in window.files.message_box.text()
    )
    window.files.message_box.close()
    assert c.state.digest() == digest


def test_a_broken_save_in_chinese(tmp_path, window, saved_text, lang):
    path = tmp_path / "cut.pgsave"
    path.write_text(saved_text[:100], encoding="utf-8")
    lang("zh_CN")
    assert not window.files.load_from(path)
    text = window.files.message_box.text()
    assert text.startswith("存档“") and str(path) in text and "JSON" in text
    window.files.message_box.close()


def test_a_forged_save_names_the_refused_move_in_german(tmp_path, window, saved_text, lang):
    data = json.loads(saved_text)
    data["actions"].insert(3, {"kind": "build", "city": "Nowhere"})
    links = savefile._chain(data["version"], data["config"], data["seed"], data["actions"])
    data["header"] = links[0][: savefile.LINK_CHARS]
    data["history"] = [link[: savefile.LINK_CHARS] for link in links[1:]]
    data["digest"] = links[-1]
    path = tmp_path / "forged.pgsave"
    path.write_text(json.dumps(data), encoding="utf-8")
    lang("de")
    assert not window.files.load_from(path)
    text = window.files.message_box.text()
    assert "lässt sich nicht nachspielen: Zug 4 ist nicht erlaubt." in text
    window.files.message_box.close()


def test_a_version_1_save_notes_its_format_in_german(tmp_path, window, lang):
    from pathlib import Path

    path = tmp_path / "old.pgsave"
    source = Path(__file__).parents[1] / "rules" / "data" / "version1.pgsave"
    path.write_bytes(source.read_bytes())
    lang("de")
    assert window.files.load_from(path)
    note = window.statusBar().currentMessage()
    assert "Speicherformat Version 1" in note and str(path) in note


def test_a_broken_map_file_in_the_inspector_in_german(qtbot, tmp_path, lang):
    inspector = InspectorWindow("usa")
    qtbot.addWidget(inspector)
    lang("de")
    bad = tmp_path / "island.json"
    bad.write_text(
        json.dumps({"format": 1, "name": "Island", "regions": [], "cities": [], "connections": []})
    )
    assert not inspector.load_map(str(bad))
    details = inspector.panel.details.toPlainText()
    assert details.startswith(f"Die Kartendatei „{bad}“ ist keine gültige Karte.")
    assert "  - regions: Die Karte hat 0 Gebiete; ein Spiel braucht mindestens 5" in details
    cut = tmp_path / "cut.json"
    cut.write_text('{"format": 1, "name": "Cut"')
    assert not inspector.load_map(str(cut))
    assert "bricht in Zeile 1" in inspector.panel.details.toPlainText()
    assert inspector.map_label == "usa"  # the map shown stays


def test_a_long_list_from_a_file_is_cut_and_counted_in_the_language():
    entries = [f"key {i}" for i in range(40)]
    err = SaveError("ENGLISH", code="unknown_entries", params={"entries": entries}, source="g")
    line = fe.save_error_text(err)
    assert "key 7" in line and "key 8" not in line and "32 more" in line


def test_control_characters_of_a_file_name_are_escaped():
    err = SaveError("ENGLISH", code="not_a_save", source="/saves/a\nb\x1b.pgsave")
    line = fe.save_error_text(err)
    assert "\n" not in line and "\x1b" not in line and "a\\nb\\x1b.pgsave" in line
