"""The variant options of the lab's commands (RULES 6)."""

import json
from pathlib import Path

import pytest

from lab.commands import bench, simulate, tournament
from lab.main import main
from powergrid.rules import Variants

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    "options",
    [
        ["--free-cities"],
        ["--deck", "plus-example"],
        ["--inactive-area", "--deck", "doubled-example"],
    ],
)
def test_simulate_plays_each_variant_without_violations(capsys, options):
    assert main(["simulate", "--games", "2", "--players", "3", "--check", *options]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["finished"] == 2 and out["violations"] == 0


def test_tournament_and_bench_take_the_variants():
    v = Variants(free_cities=True, deck="plus-example")
    result = tournament.tournament(
        ["normal", "simple", "easy"], "germany", 2, 3, workers=1, progress=False, variants=v
    )
    assert result["failed_games"] == 0 and result["games"] == 2 and result["mean_rounds"] > 5
    figures = bench.bench(
        games=1, seed=2, variants=Variants(inactive_area=True, deck="doubled-example")
    )
    assert figures["apply_us"] > 0 and figures["actions_per_game_median"] > 50


def test_the_hard_bot_plays_on_its_view_with_the_inactive_area():
    v = Variants(inactive_area=True, deck="doubled-example", free_cities=True)
    result = tournament.tournament(
        ["hard", "normal"], "usa", 1, 5, workers=1, progress=False, variants=v
    )
    assert result["failed_games"] == 0 and result["first_errors"] == []


def test_variant_summary_differs_from_the_original_game():
    a = simulate.simulate(4, "usa", 2, 9, check=False, progress=False)
    b = simulate.simulate(
        4, "usa", 2, 9, check=False, progress=False, variants=Variants(free_cities=True)
    )
    assert a["mean_actions"] != b["mean_actions"]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["simulate", "--inactive-area"], "the inactive area needs a deck where plants share"),
        (["simulate", "--cities", "Berlin,Kiel", "--players", "3"], "not cities of USA: Berlin"),
        (["bench", "--deck", "nope"], "nope: no such deck"),
        (["tournament", "--deck", "/nonexistent/deck.json"], "cannot read the file"),
        (["tournament", "--inactive-area", "--games", "1"], "the inactive area needs a deck"),
        (["simulate", "--cities", ","], "argument --cities: give the cities as A,B,C"),
    ],
)
def test_bad_variant_usage_exits_2_naming_the_problem(capsys, argv, message):
    with pytest.raises(SystemExit) as exited:
        main(argv)
    out, err = capsys.readouterr()
    assert exited.value.code == 2
    assert message in err
    assert len(err.splitlines()) == 1  # one line, through the commands' Parser
    assert err.startswith(f"python -m lab {argv[0]}: error: ")
    assert out == ""
