"""The rule sets of each board on ``powergrid map check`` (RULES 7 to 9)."""

from __future__ import annotations

import json

from powergrid.cli.main import main


def test_map_check_names_the_rules_of_each_rule_set(capsys):
    assert main(["map", "check", "usa", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["ok"] and result["format"] == 2 and result["rules"]["original"] == []
    assert any("8 Elektro" in text for text in result["rules"]["recharged"])
    assert result["region_sets"]["recharged"]["3"] == 12
