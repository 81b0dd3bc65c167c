"""The lab's readers go through the game's guarded reader: training records, tournament
results, ``--mix`` and a model given to ``coach calibrate`` bound every number so that
no sum or score becomes infinite, and the commands refuse a bad file with one line
naming it, never a traceback, a hang or a non-JSON number on stdout.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from lab.commands.tournament import tournament
from lab.commands.tournament_combine import CombineError, combine
from lab.main import main as cli_main
from lab.winprob.fit import read_records, record_game
from powergrid.ai.winprob import FEATURES
from tests.test_guarded_readers import _fifo, _model_data, _nested, within

# ----- training records (coach train --from) ------------------------------------------------


@pytest.fixture(scope="module")
def record() -> dict:
    """One recorded training game of two Simple bots."""
    return record_game((5, 0, {"simple": 1.0}))


def _train(capsys, source: Path, tmp_path: Path) -> tuple[int, str]:
    out = tmp_path / "model.json"
    argv = ["coach", "train", "--from", str(source), "--iterations", "5", "--out", str(out)]
    with within(20):
        code = cli_main(argv)
    err = capsys.readouterr().err
    assert not out.exists()
    return code, err


@pytest.mark.parametrize(
    "kind,reason",
    [
        ("deep", "nested more than 32 levels deep"),
        ("zero", "not a regular file"),
        ("fifo", "not a regular file"),
        ("not_object", "line 2: a recorded game is a JSON object"),
        ("string_seed", "seed"),
    ],
)
def test_train_refuses_a_bad_record_file_in_one_line(capsys, tmp_path, record, kind, reason):
    good = json.dumps(record)
    if kind == "deep":
        source = tmp_path / "deep.jsonl"
        source.write_text(good + "\n" + _nested(100_000) + "\n", encoding="utf-8")
    elif kind == "zero":
        source = Path("/dev/zero")
    elif kind == "fifo":
        source = _fifo(tmp_path, "games.jsonl")
    elif kind == "not_object":
        source = tmp_path / "list.jsonl"
        source.write_text(good + "\n[1, 2]\n", encoding="utf-8")
    else:
        edited = json.loads(good)
        edited["save"]["seed"] = str(edited["save"]["seed"])
        source = tmp_path / "seed.jsonl"
        source.write_text(json.dumps(edited) + "\n", encoding="utf-8")
    code, err = _train(capsys, source, tmp_path)
    assert code == 2
    assert err.startswith("python -m lab coach train: error: ") and err.count("\n") == 1
    assert reason in err and "Traceback" not in err


def test_records_written_are_read_back(tmp_path, record):
    path = tmp_path / "games.jsonl"
    path.write_text(json.dumps(record) + "\n" + json.dumps(record) + "\n", encoding="utf-8")
    assert read_records(path) == [record, record]


def test_record_writes_a_fresh_partial_file_never_through_a_link_or_a_pipe(tmp_path):
    from lab.winprob.fit import RecordWriter

    target = tmp_path / "precious.txt"
    target.write_text("keep", encoding="utf-8")
    out = tmp_path / "games.jsonl"
    (tmp_path / "games.jsonl.partial").symlink_to(target)
    writer = RecordWriter(out)
    writer.write({"game": 1})
    writer.close()
    assert target.read_text(encoding="utf-8") == "keep"
    assert out.read_text(encoding="utf-8") == '{"game":1}\n'
    os.mkfifo(tmp_path / "games.jsonl.partial")
    with within(5):
        writer = RecordWriter(out)
        writer.close()
    assert out.read_text(encoding="utf-8") == ""


def test_a_mix_whose_weights_would_overflow_is_refused(capsys, tmp_path):
    out = tmp_path / "games.jsonl"
    with pytest.raises(SystemExit) as stop:
        cli_main(["coach", "record", "--games", "1", "--mix", "normal:1e308,hard:1e308",
                  "--out", str(out)])  # fmt: skip
    assert stop.value.code == 2
    assert "a weight is a number from 0 to 1,000,000" in capsys.readouterr().err
    assert not out.exists()


# ----- win-chance model files given to the lab


def test_calibrate_refuses_a_model_that_would_make_chances_nan(capsys, tmp_path):
    data = _model_data()
    data["mean"] = [1e300] * len(FEATURES)
    data["scale"] = [1e-300] * len(FEATURES)
    path = tmp_path / "model.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SystemExit) as stop:
        cli_main(["coach", "calibrate", "--games", "1", "--model", str(path)])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "model.json: mean holds a value" in err and "Traceback" not in err


# ----- tournament results (tournament --combine) --------------------------------------------


@pytest.fixture(scope="module")
def result() -> dict:
    return tournament(["simple", "easy"], "usa", 2, 1, workers=1, progress=False)


def _result_file(tmp_path: Path, data: dict, name: str = "run.json") -> str:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize(
    "where,value,problem",
    [
        (("games",), "2", "games: Input should be a valid integer"),
        (("seconds",), "1.5", "seconds: Input should be a valid number"),
        (("bots", "simple", "wins"), "1", "bots.simple.wins: Input should be a valid number"),
        (("bots", "easy", "samples"), True, "bots.easy.samples: Input should be a valid integer"),
        (("seconds",), 1e308, "seconds: Input should be less than or equal to 1000000000000"),
        (("bots", "easy", "decision_ms_max"), 1e300, "bots.easy.decision_ms_max"),
        (("seed",), 10**25, "seed: Input should be less than or equal to"),
        (("bots", "easy", "think_s_per_game_max"), -1, "greater than or equal to 0"),
    ],
)
def test_a_result_with_text_or_unbounded_numbers_is_refused(
    tmp_path, result, where, value, problem
):
    data = json.loads(json.dumps(result))
    target = data
    for key in where[:-1]:
        target = target[key]
    target[where[-1]] = value
    with pytest.raises(CombineError) as err:
        combine([_result_file(tmp_path, data)])
    assert problem in str(err.value)


def test_combined_figures_are_always_printed_as_json_numbers(capsys, tmp_path, result):
    """Two files at every bound: the sums are finite and the output is strict JSON."""
    runs = []
    for n in range(2):
        data = json.loads(json.dumps(result))
        data["seed"] = n * 10**9
        data["seconds"] = 1e12
        for bot in data["bots"].values():
            bot.update(decision_ms_max=1e12, think_s_per_game_max=1e12, decision_ms_p95=1e12)
        runs.append(_result_file(tmp_path, data, f"run{n}.json"))
    assert cli_main(["tournament", "--combine", *runs]) == 0
    out = capsys.readouterr().out
    assert "Infinity" not in out and "NaN" not in out
    combined = json.loads(out, parse_constant=lambda name: pytest.fail(name))
    assert combined["seconds"] == 2e12


def test_save_games_onto_a_dangling_link_is_refused_by_name(capsys, tmp_path):
    link = tmp_path / "games"
    link.symlink_to(tmp_path / "nowhere" / "games")
    with pytest.raises(SystemExit) as stop:
        cli_main(["tournament", "--games", "1", "--seats", "simple,simple", "--save-games",
                  str(link)])  # fmt: skip
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "is a link to" in err and "which does not exist" in err and err.count("\n") == 1
    assert link.is_symlink() and not (tmp_path / "nowhere").exists()


# ----- ratings --add-games -----------------------------------------------------------------


def test_a_game_given_twice_is_rated_once_and_the_copy_named(tmp_path, capsys):
    folder, copies = tmp_path / "games", tmp_path / "copies"
    assert cli_main(["tournament", "--seats", "normal,simple", "--games", "2", "--seed", "40",
                     "--workers", "1", "--save-games", str(folder)]) == 0  # fmt: skip
    capsys.readouterr()
    copies.mkdir()
    first = folder / "game-0000.pgsave"
    (copies / "renamed.pgsave").write_bytes(first.read_bytes())
    command = ["ratings", "--levels", "simple,normal", "--games", "0", "--players", "2",
               "--maps", "usa", "--add-games", str(folder), "--add-games", str(folder),
               "--add-games", str(copies)]  # fmt: skip
    assert cli_main(command) == 0
    about = json.loads(capsys.readouterr().out)["about"]
    assert about["added_games"] == 2
    assert about["skipped_saves"] == {"same game as another save": 3}


# ----- bench --------------------------------------------------------------------------------


def test_bench_refuses_searches_without_playouts(capsys):
    with pytest.raises(SystemExit) as stop:
        cli_main(["bench", "--searches", "3"])
    assert stop.value.code == 2
    assert "--searches counts the play-out searches: give it with --playouts" in (
        capsys.readouterr().err
    )
