"""``python -m lab simulate --check`` on the France and Italy boards (RULES 7)."""

import json

import pytest

from lab.main import main


@pytest.mark.parametrize(("map_name", "edition"), [("france", "recharged"), ("italy", "original")])
def test_simulate_checks_the_board(capsys, map_name, edition):
    argv = ["simulate", "--map", map_name, "--edition", edition, "--games", "2", "--check"]
    assert main([*argv, "--players", "5"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["finished"] == 2 and out["violations"] == 0 and out["edition"] == edition
