"""``--edition`` and the expansion boards on the headless commands (RULES 7 to 9)."""

from __future__ import annotations

import json

import pytest

from powergrid.cli import bench, tournament
from powergrid.cli.main import main


@pytest.mark.parametrize(("map_name", "edition"), [("usa", "recharged"), ("germany", "recharged")])
def test_simulate_plays_a_board_and_rule_set_without_violations(capsys, map_name, edition):
    argv = ["simulate", "--map", map_name, "--edition", edition, "--games", "2", "--check"]
    assert main([*argv, "--players", "5"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["finished"] == 2 and out["violations"] == 0 and out["edition"] == edition


def test_an_unknown_edition_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as info:
        main(["simulate", "--edition", "deluxe"])
    assert info.value.code == 2
    assert "--edition" in capsys.readouterr().err


def test_a_tournament_records_its_rule_set_and_combines_only_its_own(tmp_path, capsys):
    result = tournament.tournament(
        ["normal", "easy", "simple"],
        "germany",
        1,
        3,
        workers=1,
        progress=False,
        edition="recharged",
    )
    assert result["failed_games"] == 0 and result["edition"] == "recharged"
    other = tournament.tournament(
        ["normal", "easy", "simple"], "germany", 1, 4, workers=1, progress=False
    )
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.write_text(json.dumps(result), encoding="utf-8")
    b.write_text(json.dumps(other), encoding="utf-8")
    with pytest.raises(SystemExit) as info:
        main(["tournament", "--combine", str(a), str(b)])
    assert info.value.code == 2
    assert "its edition differs" in capsys.readouterr().err


def test_bench_times_each_board_per_action():
    figures = bench.bench(games=1, seed=2, maps=("usa", "germany"), edition="recharged")
    assert figures["game_4p_usa_engine_us_per_action"] > 0
    assert figures["game_4p_germany_engine_us_per_action"] > 0
    assert figures["edition"] == "recharged"


def test_map_check_names_the_rules_of_each_rule_set(capsys):
    assert main(["map", "check", "usa", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["ok"] and result["format"] == 2 and result["rules"]["original"] == []
    assert any("8 Elektro" in text for text in result["rules"]["recharged"])
    assert result["region_sets"]["recharged"]["3"] == 12
