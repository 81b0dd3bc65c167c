"""The variant options of the headless commands and `powergrid deck check` (RULES 6)."""

import json
import subprocess
import sys

import pytest

from powergrid.cli import bench, deckcmd, simulate, tournament
from powergrid.cli.main import main
from powergrid.rules import Variants


def run_cli(*argv: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "powergrid.cli.main", *argv],
        capture_output=True,
        text=True,
        timeout=300,
    )


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
def test_bad_variant_usage_exits_2_naming_the_problem(argv, message):
    done = run_cli(*argv)
    assert done.returncode == 2
    assert message in done.stderr
    assert len(done.stderr.splitlines()) == 1  # one line, through the commands' Parser
    assert done.stderr.startswith(f"powergrid {argv[0]}: error: ")
    assert done.stdout == ""


def test_the_screenshot_refuses_a_bad_variant_before_opening_a_window(tmp_path):
    png = tmp_path / "v.png"
    done = run_cli("--screenshot", str(png), "--inactive-area")
    assert done.returncode == 2
    assert done.stderr.startswith("powergrid: error: the inactive area needs a deck")
    assert len(done.stderr.splitlines()) == 1
    assert not png.exists()


def test_deck_check_names_every_problem(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text(
        json.dumps(
            {
                "format": "powergrid-deck",
                "version": 1,
                "name": "bad",
                "plants": [{"number": 0, "fuel": ["wind"], "amount": 1, "cities": 1}],
                "setup": {"market": [3]},
            }
        )
    )
    assert main(["deck", "check", str(bad)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"{bad}: 4 problems"
    assert "  - plants[0].number: 0 is not between 1 and 99" in out
    assert "  - plants[0].fuel: unknown resource 'wind'; use coal, oil, garbage, uranium" in out
    assert "  - setup.market[0]: 3 is not a plant of the deck" in out
    result = deckcmd.check_deck(str(bad))
    assert not result["ok"] and len(result["problems"]) == 4


def test_deck_check_accepts_the_shipped_decks(capsys):
    assert main(["deck", "check", "plus-example"]) == 0
    out = capsys.readouterr().out
    assert "numbers shared: 46, 50" in out and "EXAMPLE" in out
    assert deckcmd.check_deck("original")["plants"] == 42
