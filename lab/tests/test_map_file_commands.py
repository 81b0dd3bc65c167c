"""A player's own map file works wherever a map's name does (issue 63): the lab's
simulate takes its path as ``--map`` and plays it without violations."""

from __future__ import annotations

import json
from pathlib import Path

from lab.main import main

MAPS = Path(__file__).resolve().parents[2] / "powergrid" / "data" / "maps"


def _own_map(tmp_path: Path) -> Path:
    """Korea's board (two resource markets) as a map file of a player's own."""
    data = json.loads((MAPS / "korea.json").read_text(encoding="utf-8"))
    data["name"] = "Our peninsula"
    data.pop("names", None)
    path = tmp_path / "peninsula.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_simulate_plays_a_map_file_by_its_path(tmp_path, capsys):
    path = _own_map(tmp_path)
    assert main(["simulate", "--map", str(path), "--games", "2", "--check"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["finished"] == 2 and out["violations"] == 0
    assert out["map"] == str(path)
