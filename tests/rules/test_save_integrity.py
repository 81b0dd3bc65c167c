"""A save protects its whole story; the loader refuses every bad file with one SaveError.

The fixed cases reproduce files that were once accepted or crashed the loader; the
property tests mutate real saves at random: the loader either refuses the file with
a SaveError or the file still says exactly what was saved.
"""

from __future__ import annotations

import json
import os
import shutil
import threading
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from powergrid.rules import Game, GameConfig, SaveError
from powergrid.rules import save as savefile
from tests.games import json_paths, played, replace_at

DATA = Path(__file__).parent / "data"


@pytest.fixture(scope="module")
def long_save() -> str:
    """A 300-action save with several outbid bids."""
    return savefile.dumps(played(300, players=4, seed=3))


def refused(text: str, match: str | None = None) -> SaveError:
    with pytest.raises(SaveError, match=match) as info:
        savefile.loads(text, "game.pgsave")
    assert "game.pgsave" in str(info.value)
    return info.value


# -- the history: every action is covered ------------------------------------------------


def test_an_outbid_bid_changed_by_one_is_refused_where_it_changed(long_save):
    data = json.loads(long_save)
    bids = [i for i, a in enumerate(data["actions"]) if a["kind"] == "bid"]
    assert len(bids) >= 3
    for i in bids:
        edited = json.loads(long_save)
        edited["actions"][i]["amount"] += 1
        refused(json.dumps(edited), f"action {i + 1} does not match the recorded history")


def test_every_single_digit_flip_in_the_log_is_refused(long_save):
    """Each digit of the action log, changed to the next digit: none is accepted."""
    start = long_save.index('"actions"')
    end = long_save.index('"header"')
    flips = 0
    for pos in range(start, end):
        ch = long_save[pos]
        if ch.isdigit():
            edited = long_save[:pos] + str((int(ch) + 1) % 10) + long_save[pos + 1 :]
            with pytest.raises(SaveError):
                savefile.loads(edited)
            flips += 1
    assert flips > 300


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("name", "Mallory"),
        ("color", "#000000"),
        ("controller", "hard"),
        ("controller", "banana"),
        ("color", None),
    ],
)
def test_seat_edits_are_refused(long_save, field, value):
    data = json.loads(long_save)
    if value is None:
        del data["config"]["seats"][1][field]
    else:
        data["config"]["seats"][1][field] = value
    refused(json.dumps(data), "settings .* do not match the recorded history")


def test_seed_map_and_regions_edits_are_refused(long_save):
    for key, value in (("seed", 12), ("map", "germany"), ("regions", ["purple"])):
        data = json.loads(long_save)
        (data if key == "seed" else data["config"])[key] = value
        refused(json.dumps(data), "do not match the recorded history")


def test_removed_or_added_actions_and_edited_check_values_are_refused(long_save):
    data = json.loads(long_save)
    del data["actions"][-5:]
    del data["history"][-5:]
    refused(json.dumps(data), "final check value")
    data = json.loads(long_save)
    data["actions"].append({"kind": "pass"})
    refused(json.dumps(data), "action 301 is not in the recorded history")
    data = json.loads(long_save)
    data["history"][36] = "0" * savefile.LINK_CHARS
    refused(json.dumps(data), "action 37 does not match the recorded history")
    data = json.loads(long_save)
    data["position"] = "0" * 64
    refused(json.dumps(data), "altered")


def test_spacing_and_key_order_do_not_matter(long_save):
    data = json.loads(long_save)
    shuffled = {k: data[k] for k in reversed(list(data))}
    again = savefile.loads(json.dumps(shuffled, separators=(",", ":")))
    assert savefile.dumps(again) == long_save


# -- what a save may name and contain ---------------------------------------------------


def forged(game: Game, **config) -> str:
    """A save whose check values fit an edited config (as someone rewriting them would)."""
    data = json.loads(savefile.dumps(game))
    data["config"].update(config)
    links = savefile._chain(data["version"], data["config"], data["seed"], data["actions"])
    data["header"] = links[0][: savefile.LINK_CHARS]
    data["history"] = [link[: savefile.LINK_CHARS] for link in links[1:]]
    data["digest"] = links[-1]
    return json.dumps(data)


@pytest.mark.parametrize("name", ["atlantis", "", "/etc/passwd", "../maps/usa.json", "usa.json"])
def test_a_save_names_only_built_in_maps(name):
    err = refused(forged(played(0, players=2), map=name))
    assert "not a built-in map" in str(err) or "damaged" in str(err)


def test_a_game_on_a_map_file_is_saved_with_the_map_never_the_path(tmp_path):
    path = tmp_path / "mine.json"
    path.write_text((Path(__file__).parents[2] / "maps" / "usa.json").read_text())
    game = Game(GameConfig.quick(2, str(path)), 1)
    savefile.save(game, tmp_path / "g.pgsave")
    text = (tmp_path / "g.pgsave").read_text()
    assert "mine.json" not in text
    path.unlink()
    again = savefile.load(tmp_path / "g.pgsave")
    assert again.state.digest() == game.state.digest()
    assert again.state.board.mapfile == game.state.board.mapfile


def test_a_forged_controller_is_refused():
    data = json.loads(forged(played(0, players=2)))
    game = played(0, players=2)
    seats = [s.model_dump() for s in game.config.seats]
    seats[0]["controller"] = "banana"
    text = forged(game, seats=seats)
    assert json.loads(text)["config"]["seats"][0]["controller"] == "banana"
    refused(text, "played by 'banana'")
    assert data["config"]["seats"][0]["controller"] == "human"


def test_huge_numbers_deep_nesting_and_odd_values_are_refused(long_save):
    data = json.loads(long_save)
    refused(long_save.replace('"seed": 3', '"seed": ' + "9" * 4301), "number of 4,301")
    refused("[" * 1000 + "]" * 1000, "nested more than")
    refused('{"format": "powergrid-save", "version": 2, "x": ' + "[" * 5000, "nested")
    refused(json.dumps({**data, "format": True}), "not a Power Grid save")
    refused(json.dumps({**data, "version": True}), "version True")
    refused(json.dumps({**data, "version": 3}), "reads versions 1, 2")
    refused(long_save.replace('"Player 1"', '"Player \\ud800"'), "lone surrogate")
    refused(long_save.replace('"seed": 3', '"seed": NaN'), "not a number JSON allows")
    refused(long_save.replace('"seed": 3', '"seed": 1e999'), "out of range")
    refused('{"format": "powergrid-save", "version": 2}', "missing actions")
    refused(long_save[:-200], "not valid JSON")
    refused("", "not valid JSON")


# -- reading files --------------------------------------------------------------------


def test_a_byte_order_mark_is_accepted(tmp_path, long_save):
    path = tmp_path / "bom.pgsave"
    path.write_bytes(b"\xef\xbb\xbf" + long_save.encode())
    assert savefile.dumps(savefile.load(path)) == long_save


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX feature")
def test_a_named_pipe_is_refused_without_waiting(tmp_path):
    fifo = tmp_path / "pipe.pgsave"
    os.mkfifo(fifo)
    outcome: list[BaseException] = []
    worker = threading.Thread(target=lambda: _load_into(fifo, outcome), daemon=True)
    worker.start()
    worker.join(5)
    assert not worker.is_alive(), "loading a named pipe hangs"
    assert isinstance(outcome[0], SaveError) and "not a regular file" in str(outcome[0])


def _load_into(path, outcome):
    try:
        savefile.load(path)
    except BaseException as err:  # noqa: BLE001 - handed to the test
        outcome.append(err)


def test_folders_missing_and_huge_files_are_refused_quickly(tmp_path, monkeypatch):
    with pytest.raises(SaveError, match="is a folder"):
        savefile.load(tmp_path)
    with pytest.raises(SaveError, match="file not found"):
        savefile.load(tmp_path / "nothing.pgsave")
    with pytest.raises(SaveError, match="NUL character"):
        savefile.load(str(tmp_path / "a\x00b.pgsave"))
    big = tmp_path / "big.pgsave"
    with big.open("wb") as handle:
        handle.truncate(50 * 1024 * 1024)
    reads: list[int] = []
    real_read = os.read

    def counted(fd: int, size: int) -> bytes:
        data = real_read(fd, size)
        reads.append(len(data))
        return data

    with monkeypatch.context() as patch:
        patch.setattr(os, "read", counted)
        with pytest.raises(SaveError, match="too large"):
            savefile.load(big)
    assert sum(reads) == 0  # refused by its size before a byte is read
    with pytest.raises(SaveError, match="not UTF-8"):
        (tmp_path / "bin.pgsave").write_bytes(b"\xff\xfe\x00")
        savefile.load(tmp_path / "bin.pgsave")


def test_stale_temporary_files_are_removed(tmp_path):
    target = tmp_path / "autosave.pgsave"
    savefile.save(played(5, players=2), target)
    strays = [tmp_path / f".autosave.pgsave.{k}abc.tmp" for k in range(3)]
    for stray in strays:
        stray.write_text("{")
    other = tmp_path / ".other.pgsave.x.tmp"
    other.write_text("{")
    removed = savefile.remove_stale_temps(target)
    assert sorted(removed) == sorted(strays)
    assert sorted(p.name for p in tmp_path.iterdir()) == [other.name, target.name]


# -- version 1 (written before the history was protected) -----------------------------


def test_version_1_saves_still_load_with_a_note(tmp_path):
    path = tmp_path / "old.pgsave"
    shutil.copy(DATA / "version1.pgsave", path)
    game, note = savefile.load_with_note(path)
    assert len(game.log) == 60 and game.config.map == "germany"
    assert note is not None and "version 1" in note and str(path) in note
    saved = json.loads(savefile.dumps(game))
    assert saved["version"] == savefile.SCHEMA_VERSION
    assert savefile.loads(savefile.dumps(game)).state.digest() == game.state.digest()


def test_edited_version_1_saves_are_refused():
    text = (DATA / "version1.pgsave").read_text()
    data = json.loads(text)
    data["actions"][0]["bid"] = 6
    with pytest.raises(SaveError, match="altered|does not replay"):
        savefile.loads(json.dumps(data))
    data = json.loads(text)
    data["actions"][0]["bid"] = 5.0
    with pytest.raises(SaveError, match="action 1 is not written"):
        savefile.loads(json.dumps(data))
    data = json.loads(text)
    data["config"]["seats"][0]["controller"] = "banana"
    with pytest.raises(SaveError, match="banana"):
        savefile.loads(json.dumps(data))
    data = json.loads(text)
    data["config"]["map"] = "/etc/passwd"
    with pytest.raises(SaveError, match="not a built-in map"):
        savefile.loads(json.dumps(data))


# -- property tests -------------------------------------------------------------------

#: Examples per property: a bounded number in the default run, many with ``-m slow``.
BUDGETS = [pytest.param(40, id="default"), pytest.param(5000, id="many", marks=pytest.mark.slow)]

JSON_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-10, 60),
    st.integers(),
    st.floats(),
    st.text(max_size=8),
    st.sampled_from(
        ["usa", "germany", "human", "hard", "banana", "pass", "bid", "\ud800", "", "/etc/passwd"]
    ),
)
JSON_VALUES = st.recursive(
    JSON_SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=10,
)


def _rehash(data):
    """Fresh check values for ``data`` when its shape allows, as a forger would write."""
    if (
        isinstance(data, dict)
        and {"version", "config", "seed", "actions"} <= data.keys()
        and isinstance(data["actions"], list)
    ):
        links = savefile._chain(data["version"], data["config"], data["seed"], data["actions"])
        data["header"] = links[0][: savefile.LINK_CHARS]
        data["history"] = [link[: savefile.LINK_CHARS] for link in links[1:]]
        data["digest"] = links[-1]
    return data


@st.composite
def forged_saves(draw, bases):
    """A structural edit with the check values recomputed: it reaches validation and replay."""
    original, text = draw(mutated_saves(bases, structural=True))
    return _rehash(json.loads(text))


@st.composite
def mutated_saves(draw, bases, structural=False):
    """(original text, mutated text): a structural or a byte-level edit of a real save."""
    original = draw(st.sampled_from(bases))
    kinds = ["value", "delete", "swap"] + ([] if structural else ["bytes", "truncate", "digit"])
    kind = draw(st.sampled_from(kinds))
    if kind in ("value", "delete", "swap"):
        data = json.loads(original)
        paths = list(json_paths(data))
        path = draw(st.sampled_from(paths))
        if kind == "swap" and len(data["actions"]) > 1:
            i = draw(st.integers(0, len(data["actions"]) - 2))
            acts = data["actions"]
            acts[i], acts[i + 1] = acts[i + 1], acts[i]
        elif kind == "delete" and path:
            data = replace_at(data, path, None, delete=True)
        else:
            data = replace_at(data, path, draw(JSON_VALUES))
        return original, json.dumps(data)
    if kind == "truncate":
        return original, original[: draw(st.integers(0, len(original) - 1))]
    if kind == "digit":
        digits = [i for i, ch in enumerate(original) if ch.isdigit()]
        pos = draw(st.sampled_from(digits))
        new = draw(st.sampled_from("0123456789"))
        return original, original[:pos] + new + original[pos + 1 :]
    pos = draw(st.integers(0, len(original)))
    cut = draw(st.integers(0, 3))
    insert = draw(st.text(alphabet='0123456789[]{}",:-.eE \\tnulrsaf', max_size=4))
    return original, original[:pos] + insert + original[pos + cut :]


def _same_content(a: str, b: str) -> bool:
    """Whether two texts hold the same JSON values, ints and floats told apart."""
    try:
        return json.dumps(json.loads(a), sort_keys=True) == json.dumps(
            json.loads(b), sort_keys=True
        )
    except (ValueError, RecursionError):
        return False


@pytest.fixture(scope="module")
def bases() -> list[str]:
    return [
        savefile.dumps(played(120, players=p, map_name=m, seed=p))
        for p, m in ((2, "usa"), (4, "germany"), (6, "usa"))
    ]


@pytest.mark.parametrize("budget", BUDGETS)
def test_mutated_saves_are_refused_or_unchanged(budget, bases):
    @settings(
        max_examples=budget,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(mutated_saves(bases))
    def check(pair):
        original, text = pair
        try:
            game = savefile.loads(text)
        except SaveError as err:
            assert str(err).startswith("save file: ") and "\n" not in str(err)
            return
        assert _same_content(original, text), "an edited save was accepted"
        assert savefile.dumps(game) == original

    check()


@pytest.mark.parametrize("budget", BUDGETS)
def test_forged_saves_are_refused_or_replay_cleanly(budget, bases):
    """With recomputed check values, an edit meets the validation and the replay."""

    @settings(
        max_examples=budget,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(forged_saves(bases))
    def check(data):
        try:
            game = savefile.loads(json.dumps(data))
        except SaveError as err:
            assert str(err).startswith("save file: ") and "\n" not in str(err)
            return
        assert game.state.digest() == data["position"]

    check()


KILLED_WRITER = """
import sys
from powergrid.rules import save as savefile
from tests.games import played
game = played(400, players=6, seed=2)
print("ready", flush=True)
while True:
    savefile.save(game, sys.argv[1])
"""


@pytest.mark.slow
def test_saves_killed_mid_write_leave_nothing_after_the_next_start(tmp_path):
    """Kill a process while it writes saves in a loop; the cleanup clears every stray."""
    import random
    import signal
    import subprocess
    import sys

    target = tmp_path / "autosave.pgsave"
    rng = random.Random(1)
    strays_seen = 0
    root = Path(__file__).parents[2]
    for _ in range(40):
        child = subprocess.Popen(
            [sys.executable, "-c", KILLED_WRITER, str(target)],
            cwd=root,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert child.stdout.readline().strip() == "ready"
        time.sleep(rng.uniform(0.0, 0.05))
        child.send_signal(signal.SIGKILL)
        child.wait()
        child.stdout.close()
        strays_seen += len(list(tmp_path.glob(".autosave.pgsave.*.tmp")))
        savefile.remove_stale_temps(target)
        assert not list(tmp_path.glob(".autosave.pgsave.*.tmp"))
        if target.exists():
            savefile.load(target)  # whatever was left is a whole save
    assert strays_seen > 0  # the kills did land mid-write
