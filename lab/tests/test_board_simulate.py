"""The lab's ``simulate --check`` plays an expansion board's games with its invariants
checked (RULES 9.9: Brazil under the Recharged rules)."""

from __future__ import annotations

import json

from lab.main import main


def test_simulate_checks_brazil(capsys):
    argv = ["simulate", "--map", "brazil", "--edition", "recharged", "--games", "2", "--check"]
    assert main([*argv, "--players", "3"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["finished"] == 2 and out["violations"] == 0
