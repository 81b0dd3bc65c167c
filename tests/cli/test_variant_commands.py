"""The variant options of the window's ``--screenshot`` and `powergrid deck check` (RULES 6)."""

import json
import subprocess
import sys

from powergrid.cli import deckcmd
from powergrid.cli.main import main


def run_cli(*argv: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "powergrid.cli.main", *argv],
        capture_output=True,
        text=True,
        timeout=300,
    )


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
