"""Every lab command checks its arguments: bad usage is one line on stderr and exit
status 2, no traceback, no silent clamp, nothing on stdout; the property test throws
random argument lists at the lab's parser."""

from __future__ import annotations

import argparse
import json

import pytest

from lab.commands import coach_bench, simulate
from lab.main import build_parser, main
from tests.cli.command_lines import BUDGETS, check_command_lines


def usage_error(capsys, argv: list[str]) -> str:
    """The one stderr line of a refused command line (exit status 2, stdout empty)."""
    with pytest.raises(SystemExit) as info:
        main(argv)
    out = capsys.readouterr()
    assert info.value.code == 2, (argv, out)
    assert out.out == ""
    lines = out.err.splitlines()
    assert len(lines) == 1 and "error:" in lines[0], out.err
    assert "Traceback" not in out.err
    return lines[0]


@pytest.fixture
def folder(tmp_path):
    return str(tmp_path)


BAD = [
    (["simulate", "--map", "nosuchmap"], "no built-in map"),
    (["simulate", "--map", "/no/such/file.json"], "file not found"),
    (["simulate", "--map", "{folder}"], "is a folder"),
    (["simulate", "--games", "0"], "not between 1 and 100000"),
    (["simulate", "--games", "-1"], "not between 1 and 100000"),
    (["simulate", "--games", "99999999999999999999999999"], "not between 1 and 100000"),
    (["simulate", "--games", "100001"], "not between 1 and 100000"),
    (["simulate", "--games", "9" * 5000], "not a whole number"),
    (["simulate", "--seed", "9" * 40], "not between"),
    (["simulate", "--games", "ten"], "not a whole number"),
    (["simulate", "--players", "7"], "not between 2 and 6"),
    (["simulate", "--players", "1"], "not between 2 and 6"),
    (["bench", "--games", "0"], "not between 1 and 100000"),
    (["bench", "--games", "1000000"], "not between 1 and 100000"),
    (["bench", "--playouts", "--searches", "0"], "not between 1 and 100000"),
    (["bench", "--playouts", "--games", "3"], "not allowed with argument --playouts"),
    (["tournament", "--map", "nosuchmap"], "no built-in map"),
    (["tournament", "--games", "0"], "not between 1 and 100000"),
    (["tournament", "--games", "-1"], "not between 1 and 100000"),
    (["tournament", "--games", "10" * 13], "not between 1 and 100000"),
    (["tournament", "--workers", "-1"], "not between 0 and 256"),
    (["tournament", "--seats", "hard"], "2 to 6 seats"),
    (["tournament", "--seats", "hard,wizard"], "unknown level 'wizard'"),
    (["ratings", "--add-games", "/no/such/folder"], "is not a folder"),
    (["ratings", "--games", "-1"], "not between 0 and 100000"),
]


@pytest.mark.parametrize(("argv", "needle"), BAD, ids=[" ".join(a) for a, _ in BAD])
def test_bad_usage_is_one_line_on_stderr_and_status_2(capsys, folder, argv, needle):
    line = usage_error(capsys, [a.format(folder=folder) for a in argv])
    assert needle in line
    # A long argument is cut in the message (the longest line names the 24 boards).
    assert len(line) < 500


def test_simulate_names_the_seeds_of_unfinished_games(capsys, monkeypatch):
    monkeypatch.setattr(simulate, "MAX_ACTIONS", 50)
    args = argparse.Namespace(players=2, map="usa", games=3, seed=40, check=False)
    assert simulate.run(args) == 1
    out = capsys.readouterr()
    summary = json.loads(out.out)
    assert summary["finished"] == 0 and summary["unfinished_seeds"] == [40, 41, 42]
    assert "seeds 40, 41, 42" in out.err


def test_the_game_that_once_never_ended_now_ends():
    """Both simple bots spent everything on fuel once the market was empty (seed 820578)."""
    summary = simulate.simulate(2, "germany", 1, 820578, check=True, progress=False)
    assert summary["finished"] == 1 and summary["unfinished_seeds"] == []
    assert summary["violations"] == 0 and summary["mean_rounds"] < 60


# -- property test --------------------------------------------------------------------

COMMANDS = [
    [],
    ["simulate"],
    ["bench"],
    ["tournament"],
]


@pytest.mark.parametrize("budget", BUDGETS)
def test_random_command_lines_parse_or_fail_cleanly(budget, capsys):
    check_command_lines(build_parser, COMMANDS, budget, capsys)


@pytest.mark.parametrize(
    ("argv", "needle"),
    [(["--players", "9"], "not between 2 and 6"), (["--hints", "0"], "not between 1 and 1000")],
)
def test_the_coach_bench_refuses_bad_counts(capsys, argv, needle):
    with pytest.raises(SystemExit) as info:
        coach_bench.main(argv)
    err = capsys.readouterr().err
    assert info.value.code == 2 and needle in err and "Traceback" not in err
