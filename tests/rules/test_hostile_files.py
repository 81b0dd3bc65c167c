"""A file from someone else never makes the game read another file, hang or crash.

A save or a position names only built-in maps and shipped decks: a path in one of
their fields is refused by name before anything is opened. Every deck goes through
the JSON reader's limits. Refusals are one line, with the file's text escaped and
long lists cut.
"""

from __future__ import annotations

import builtins
import io
import json
import os
from pathlib import Path

import pytest

from powergrid.jsonfile import parse_json
from powergrid.rules import (
    DeckError,
    GameState,
    PositionError,
    SaveError,
    load_deck,
    read_deck_file,
)
from powergrid.rules import save as savefile
from tests.games import played
from tests.hostile import as_version_1, rechained

HOSTILE_NAMES = ["/dev/zero", "/etc/passwd", "../decks/original.json", "original.json", "C:\\x"]


@pytest.fixture
def opened(monkeypatch):
    """Every file path opened while the test runs (package resources included)."""
    seen: list[str] = []
    real_os_open, real_open, real_io_open = os.open, builtins.open, io.open

    def os_open(path, *args, **kwargs):
        seen.append(os.fsdecode(path) if not isinstance(path, int) else str(path))
        return real_os_open(path, *args, **kwargs)

    def any_open(file, *args, **kwargs):
        if not isinstance(file, int):
            seen.append(os.fsdecode(file))
        return real_open(file, *args, **kwargs)

    monkeypatch.setattr(os, "open", os_open)
    monkeypatch.setattr(builtins, "open", any_open)
    monkeypatch.setattr(io, "open", any_open)
    assert real_io_open is not None
    return seen


@pytest.fixture(scope="module")
def saved() -> dict:
    return json.loads(savefile.dumps(played(40, players=3, seed=5)))


@pytest.mark.parametrize("version", [1, 2])
@pytest.mark.parametrize("name", HOSTILE_NAMES)
def test_a_save_naming_a_deck_file_is_refused_without_opening_it(saved, opened, version, name):
    data = json.loads(json.dumps(saved))
    data = data if version == 2 else as_version_1(data)
    data["config"]["variants"] = {**data["config"].get("variants", {}), "deck": name}
    with pytest.raises(SaveError) as info:
        savefile.loads(json.dumps(rechained(data)), "hostile.pgsave")
    assert info.value.code == "unknown_deck"
    assert "not a shipped deck" in str(info.value)
    assert not any(name in path or path in name for path in opened if path)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX feature")
def test_a_save_naming_a_named_pipe_as_its_deck_does_not_wait(saved, tmp_path):
    fifo = tmp_path / "deck"
    os.mkfifo(fifo)
    data = json.loads(json.dumps(saved))
    data["config"]["variants"] = {**data["config"].get("variants", {}), "deck": str(fifo)}
    with pytest.raises(SaveError) as info:
        savefile.loads(json.dumps(rechained(data)))
    assert info.value.code in ("unknown_deck", "damaged_config")  # a long path: too long


@pytest.mark.parametrize("field", ["map", "deck"])
def test_a_position_naming_a_file_is_refused_without_opening_it(opened, field):
    data = played(30, players=3, seed=4).state.to_position().model_dump(mode="json")
    data[field] = "/dev/zero"
    with pytest.raises(PositionError) as info:
        GameState.from_position(data)
    assert "/dev/zero" in str(info.value)
    assert "/dev/zero" not in opened


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"[" * 100_000, "nested more than 32 levels"),
        (b'{"format": ' + b"1" * 5000 + b"}", "a number of 5,000 characters"),
        (b'{"name": "\\ud800"}', "lone surrogate"),
        (b"\xff\xfe", "not UTF-8"),
        (b" " * (1024 * 1024 + 1), "too large"),
        (b'["' + b'\\"' * 400_000, "not valid JSON"),
    ],
)
def test_a_deck_file_goes_through_the_reader_limits(tmp_path, content, reason):
    path = tmp_path / "deck.json"
    path.write_bytes(content)
    with pytest.raises(DeckError, match=reason) as info:
        load_deck(str(path))
    assert str(path) in str(info.value) and "\n" not in str(info.value)


@pytest.mark.parametrize("path", ["/dev/zero", "/dev/null", "/proc/self/fd/0"])
def test_devices_are_not_decks(path):
    if not os.path.exists(path):
        pytest.skip(f"{path} does not exist here")
    with pytest.raises(DeckError, match="not a regular file|cannot read"):
        read_deck_file(path)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX feature")
def test_a_named_pipe_is_not_a_deck_and_nothing_waits(tmp_path):
    fifo = tmp_path / "deck.json"
    os.mkfifo(fifo)
    with pytest.raises(DeckError, match="not a regular file"):
        read_deck_file(fifo)


def test_a_folder_is_not_a_deck(tmp_path):
    with pytest.raises(DeckError, match="folder"):
        read_deck_file(tmp_path)


def test_the_reader_measures_nesting_in_one_pass():
    # Quotes that never close were once scanned again from every quote: an 8 MB
    # file of them took hours. Now a refusal of a long one is a single pass.
    with pytest.raises(ValueError, match="Unterminated string"):
        parse_json('["' + '\\"' * 1_000_000)
    assert parse_json('["a\\"b", {"x": [1, "]]]"]}]') == ['a"b', {"x": [1, "]]]"]}]


def test_refusals_are_one_line_with_control_characters_escaped(saved):
    data = json.loads(json.dumps(saved))
    data["config"]["seats"][0]["controller"] = "evil\n\x1b[31mred\u202e"
    with pytest.raises(SaveError) as info:
        savefile.loads(json.dumps(rechained(data)), "a\nb.pgsave")
    message = str(info.value)
    assert "\n" not in message and "\x1b" not in message and "\u202e" not in message
    assert "evil\\n\\x1b[31mred\\u202e" in message and "a\\nb.pgsave" in message
    assert info.value.params["controller"] == "evil\\n\\x1b[31mred\\u202e"


@pytest.mark.parametrize("name", ["two\nlines", "tab\there", "evil\u202eeman", "a\u2028b"])
def test_a_seat_name_with_a_line_break_or_an_override_is_refused(saved, name):
    data = json.loads(json.dumps(saved))
    data["config"]["seats"][1]["name"] = name
    with pytest.raises(SaveError, match="one line of text without control characters"):
        savefile.loads(json.dumps(rechained(data)))


def test_long_lists_in_refusals_are_cut(saved):
    data = json.loads(json.dumps(saved))
    for i in range(1000):
        data[f"plant {i}"] = i
    with pytest.raises(SaveError) as info:
        savefile.loads(json.dumps(data))
    message = str(info.value)
    assert "and 992 more" in message and len(message) < 600
    assert len(info.value.params["entries"]) == 1000  # a reader can still count them


def test_a_deck_with_hostile_text_is_refused_in_one_line():
    deck = json.loads(load_deck("original").model_dump_json())
    deck["name"] = "two\nlines"
    deck["plants"][0]["mark"] = "\x1b"
    deck["order"] = [f"m{chr(97 + i)}" for i in range(20)] * 2
    with pytest.raises(DeckError) as info:
        from powergrid.rules import parse_deck

        parse_deck(json.dumps(deck), "bad\x07.json")
    message = str(info.value)
    assert "\n" not in message and "\x1b" not in message and "\x07" not in message
    assert "bad\\x07.json: 4 problems" in message
    assert any("and 12 more" in p for p in info.value.problems)


def test_hostile_seat_names_that_are_valid_text_still_load(saved):
    # Markup is text: it is shown as plain text (the app's matter), not refused.
    data = json.loads(json.dumps(saved))
    data["config"]["seats"][0]["name"] = '<img src="/dev/zero">'
    game = savefile.loads(json.dumps(rechained(data)))
    assert game.config.seats[0].name == '<img src="/dev/zero">'


def test_the_shipped_decks_are_read_from_the_package_only(opened):
    for name in ("original", "plus-example", "doubled-example"):
        load_deck(name)
    assert all(Path(p).parent.name == "decks" for p in opened if p.endswith(".json"))


@pytest.mark.parametrize(
    ("label", "ok"), [("My deck", True), ("original", True), ("/etc/passwd", False)]
)
def test_a_whole_deck_in_a_save_is_labelled_by_its_own_name_only(label, ok):
    # The app labels a deck file's game with the deck's name, the commands with
    # "original"; any other label (a path, say) is an edit and is refused unopened.
    from powergrid.rules import Game, GameConfig, Variants, load_deck

    deck = load_deck("plus-example").model_copy(update={"name": "My deck"})
    game = Game(GameConfig.quick(3, variants=Variants(deck=label, deck_content=deck)), 4)
    data = json.loads(savefile.dumps(game))
    if ok:
        assert savefile.loads(json.dumps(data)).config.variants.deck == label
    else:
        with pytest.raises(SaveError) as info:
            savefile.loads(json.dumps(data))
        assert info.value.code == "unknown_deck"
