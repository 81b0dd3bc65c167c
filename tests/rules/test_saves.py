"""Save files and replay: the same position after saving and loading."""

import json

import pytest

from powergrid.rules import SaveError
from powergrid.rules import save as savefile
from tests.games import played


@pytest.mark.parametrize("moves", [0, 1, 37, 160, 400, 10_000])
def test_save_and_load_any_position(tmp_path, moves):
    game = played(moves, players=3 + moves % 3, map_name="germany" if moves % 2 else "usa")
    path = tmp_path / "game.pgsave"
    savefile.save(game, path)
    loaded = savefile.load(path)
    assert loaded.state.snapshot() == game.state.snapshot()
    assert loaded.log == game.log and loaded.config == game.config


def test_save_is_plain_json_with_version(tmp_path):
    game = played(50)
    data = json.loads(savefile.dumps(game))
    assert data["format"] == "powergrid-save" and data["version"] == savefile.SCHEMA_VERSION
    assert data["seed"] == 3 and len(data["actions"]) == 50
    assert data["actions"][0]["kind"] == "choose"


def test_truncated_file_is_refused():
    text = savefile.dumps(played(40))
    with pytest.raises(SaveError, match="not valid JSON"):
        savefile.loads(text[: len(text) // 2])


def rehashed(data: dict) -> dict:
    """``data`` with fresh check values, as a deliberate forger would write them."""
    links = savefile._chain(data["version"], data["config"], data["seed"], data["actions"])
    data["header"] = links[0][: savefile.LINK_CHARS]
    data["history"] = [link[: savefile.LINK_CHARS] for link in links[1:]]
    data["digest"] = links[-1]
    return data


def test_tampered_file_is_refused_where_it_stops_matching():
    data = json.loads(savefile.dumps(played(80)))
    # A different but still legal first bid: refused at the action that changed.
    data["actions"][0]["bid"] += 1
    with pytest.raises(SaveError, match="action 1 does not match the recorded history"):
        savefile.loads(json.dumps(data))
    data = json.loads(savefile.dumps(played(80)))
    data["actions"].insert(3, {"kind": "build", "city": "Nowhere"})
    with pytest.raises(SaveError, match="action 4 does not match"):
        savefile.loads(json.dumps(data))
    data = json.loads(savefile.dumps(played(80)))
    del data["actions"][-1]
    with pytest.raises(SaveError, match="actions were removed"):
        savefile.loads(json.dumps(data))


def test_rewritten_check_values_still_meet_the_replay_checks():
    data = json.loads(savefile.dumps(played(80)))
    data["actions"][0]["bid"] += 1
    with pytest.raises(SaveError, match="altered|does not replay"):
        savefile.loads(json.dumps(rehashed(data)))
    data = json.loads(savefile.dumps(played(80)))
    data["actions"].insert(3, {"kind": "build", "city": "Nowhere"})
    with pytest.raises(SaveError, match="does not replay: action 4"):
        savefile.loads(json.dumps(rehashed(data)))
    data = json.loads(savefile.dumps(played(80)))
    data["actions"][0] = {"kind": "teleport"}
    with pytest.raises(SaveError, match="action 1 is damaged"):
        savefile.loads(json.dumps(rehashed(data)))


def test_unknown_version_and_foreign_files_are_refused(tmp_path):
    data = json.loads(savefile.dumps(played(5)))
    data["version"] = 99
    with pytest.raises(SaveError, match="version 99"):
        savefile.loads(json.dumps(data))
    with pytest.raises(SaveError, match="not a Power Grid save"):
        savefile.loads('{"hello": 1}')
    with pytest.raises(SaveError, match="file not found"):
        savefile.load(tmp_path / "missing.pgsave")


def test_atomic_write_keeps_the_old_file_on_failure(tmp_path, monkeypatch):
    path = tmp_path / "game.pgsave"
    savefile.save(played(5), path)
    old = path.read_text()

    def broken(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr("os.replace", broken)
    with pytest.raises(OSError):
        savefile.save(played(30), path)
    assert path.read_text() == old
    assert [p.name for p in tmp_path.iterdir()] == ["game.pgsave"]


def test_rewind_replays_the_first_moves():
    game = played(120)
    digest_at_60 = played(60).state.digest()
    game.rewind(60)
    assert game.state.digest() == digest_at_60 and len(game.log) == 60
