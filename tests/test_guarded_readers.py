"""Every file the game and its commands read goes through the guarded reader, and every
number read from a file is a bounded, finite JSON number.

The readers of ``powergrid.jsonfile`` (JSON, JSON lines, text) refuse pipes, devices,
oversized files, deep nesting and long numbers before the parser sees them; the model,
training-record, tournament-result and ``--mix`` readers bound every number so that no
sum or score becomes infinite; the commands built on them refuse a bad file with one
line naming it, never a traceback, a hang or a non-JSON number on stdout.
"""

from __future__ import annotations

import ast
import json
import math
import os
import re
import signal
from contextlib import contextmanager
from pathlib import Path

import numpy as np
import pytest

from powergrid.ai.winprob import FEATURES, ModelError, WinModel, shipped_model
from powergrid.ai.winprob import model as winmodel
from powergrid.ai.winprob.fit import read_records, record_game
from powergrid.cli.main import main as cli_main
from powergrid.cli.tournament import tournament
from powergrid.cli.tournament_combine import CombineError, combine
from powergrid.jsonfile import JsonFileError, iter_json_lines, read_text_file
from powergrid.rules import Game, GameConfig, save

ROOT = Path(__file__).resolve().parents[1]


@contextmanager
def within(seconds: float):
    """Fail instead of hanging: an alarm interrupts a read that waits on a pipe."""

    def alarm(_signum, _frame):
        raise TimeoutError(f"still waiting after {seconds} s")

    previous = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _fifo(tmp_path: Path, name: str) -> Path:
    path = tmp_path / name
    os.mkfifo(path)
    return path


def _nested(depth: int) -> str:
    return "[" * depth + "]" * depth


# ----- one reader ---------------------------------------------------------------------------

#: Calls that read a file past the guarded reader: builtin open(), Path.read_text and
#: read_bytes, json.load and json.loads (text of the program's own making is parsed
#: with ``parse_json`` too, so that no bare parser is left to slip a file through).
FORBIDDEN = {"read_text", "read_bytes"}


def _unguarded_reads(tree: ast.AST) -> list[int]:
    lines = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        fn = node.func
        if isinstance(fn, ast.Name) and fn.id == "open":
            lines.append(node.lineno)
        elif isinstance(fn, ast.Attribute) and fn.attr in FORBIDDEN:
            lines.append(node.lineno)
        elif (
            isinstance(fn, ast.Attribute)
            and fn.attr in ("load", "loads")
            and isinstance(fn.value, ast.Name)
            and fn.value.id == "json"
        ):
            lines.append(node.lineno)
    return lines


def test_no_module_reads_a_file_past_the_guarded_reader():
    found = {}
    for path in sorted((ROOT / "powergrid").rglob("*.py")):
        if path.name == "jsonfile.py":
            continue
        lines = _unguarded_reads(ast.parse(path.read_text(encoding="utf-8")))
        if lines:
            found[str(path.relative_to(ROOT))] = lines
    assert found == {}


def test_the_scan_finds_each_kind_of_unguarded_read():
    source = "open(p)\np.read_text()\np.read_bytes()\njson.load(f)\njson.loads(t)\nbox.open()\n"
    assert _unguarded_reads(ast.parse(source)) == [1, 2, 3, 4, 5]


# ----- JSON lines and text ------------------------------------------------------------------


def _lines(path: Path, max_bytes: int = 10**6, max_line: int = 10**5) -> list:
    return list(iter_json_lines(path, max_bytes, max_line))


def test_json_lines_are_read_line_by_line_with_their_numbers(tmp_path):
    path = tmp_path / "a.jsonl"
    path.write_bytes(b'\xef\xbb\xbf{"a": 1}\n\n  \r\n[2, 3]\r\n"x"')
    assert _lines(path) == [(1, {"a": 1}), (4, [2, 3]), (5, "x")]


@pytest.mark.parametrize(
    "content,code,where",
    [
        (b'{"a": 1}\n{oops\n', "malformed", "line 2 column 2"),
        (b"1\n2\n" + _nested(40).encode() + b"\n", "too_deep", "line 3"),
        (b'{"a": ' + b"9" * 40 + b"}\n", "long_number", "line 1"),
        (b'[1]\n{"a": 1e999}\n', "number_out_of_range", "line 2"),
        (b"[NaN]\n", "not_a_number", "line 1"),
        (b'["\\ud800"]\n', "lone_surrogate", "line 1"),
        (b'[1]\n["\xff"]\n', "not_utf8", "line 2"),
        (b"[1]\n\xef\xbb\xbf[2]\n", "malformed", "line 2 column 1"),  # a mark starts a file only
        (b"[1]\n[" + b"1," * 200 + b"1]\n", "too_large", "line 2: longer than 100 bytes"),
        (b"[1]\n" + b"7" * 150, "too_large", "line 2: longer than 100 bytes"),
    ],
)
def test_a_bad_line_is_refused_with_its_number(tmp_path, content, code, where):
    path = tmp_path / "a.jsonl"
    path.write_bytes(content)
    with pytest.raises(JsonFileError) as err:
        _lines(path, max_line=100)
    assert err.value.code == code
    assert str(err.value).startswith(where)


def test_a_json_lines_file_over_its_limit_is_refused_before_reading(tmp_path):
    path = tmp_path / "a.jsonl"
    path.write_bytes(b"[1]\n" * 100)
    with pytest.raises(JsonFileError, match="too large") as err:
        _lines(path, max_bytes=50)
    assert err.value.params == {"size": 400, "limit": 50}


@pytest.mark.parametrize("reader", ["lines", "text"])
def test_pipes_devices_and_folders_are_refused_without_waiting(tmp_path, reader):
    read = _lines if reader == "lines" else (lambda p: read_text_file(p, 1000))
    for path, code in (
        (_fifo(tmp_path, "pipe"), "not_regular"),
        (Path("/dev/zero"), "not_regular"),
        (tmp_path, "is_folder"),
        (tmp_path / "missing", "not_found"),
    ):
        with within(5), pytest.raises(JsonFileError) as err:
            read(path)
        assert err.value.code == code, path


def test_text_is_utf8_with_its_size_capped(tmp_path):
    path = tmp_path / "page.html"
    path.write_bytes("\ufeffÄ<b>x</b>".encode())
    assert read_text_file(path, 100) == "Ä<b>x</b>"
    with pytest.raises(JsonFileError, match="too large"):
        read_text_file(path, 5)
    path.write_bytes(b"\xff\xfe")
    with pytest.raises(JsonFileError, match="not UTF-8"):
        read_text_file(path, 100)


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
    assert err.startswith("powergrid coach train: error: ") and err.count("\n") == 1
    assert reason in err and "Traceback" not in err


def test_records_written_are_read_back(tmp_path, record):
    path = tmp_path / "games.jsonl"
    path.write_text(json.dumps(record) + "\n" + json.dumps(record) + "\n", encoding="utf-8")
    assert read_records(path) == [record, record]


def test_record_writes_a_fresh_partial_file_never_through_a_link_or_a_pipe(tmp_path):
    from powergrid.ai.winprob.fit import RecordWriter

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


# ----- win-chance model files ---------------------------------------------------------------


def _model_data() -> dict:
    return json.loads(json.dumps(shipped_model().to_json()))


@pytest.mark.parametrize(
    "key,value,reason",
    [
        ("linear", [1e300] * len(FEATURES), "linear holds a value that is not a finite number"),
        ("mean", [-1e300] + [0.0] * (len(FEATURES) - 1), "mean holds a value"),
        ("scale", [1e-300] * len(FEATURES), "every scale must be at least"),
        ("output", ["0.5"] * 16, "output must be an array of numbers"),
        ("hidden_bias", [True] * 16, "hidden_bias must be an array of numbers"),
        ("baseline_beta", "0.5", "baseline_beta must be a number"),
        ("baseline_beta", 1e300, "baseline_beta must be a number between"),
        ("version", "2", "model version 2"),
        ("version", True, "model version True"),
        ("levels", {"hard": ["1", 1, 1, 1, 1]}, "levels: hard must be an array of numbers"),
        ("levels", {"hard": [1e9, 1, 1, 1, 1]}, "levels: hard holds a value"),
        ("hidden_weights", [[1.0] * 2000] * len(FEATURES), "2000 hidden units"),
    ],
)
def test_a_model_with_numbers_out_of_bounds_or_as_text_is_refused(key, value, reason):
    data = _model_data()
    data[key] = value
    if key == "hidden_weights":
        data["hidden_bias"] = data["output"] = [0.0] * 2000
    with pytest.raises(ModelError) as err:
        WinModel.from_json(data, "m.json")
    assert str(err.value).startswith("m.json: ") and reason in str(err.value)


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


def test_the_most_extreme_model_accepted_still_gives_finite_chances():
    """Every number at its bound, in the signs that push the scores furthest apart."""
    f, h = len(FEATURES), winmodel.MAX_HIDDEN
    big = winmodel.MAX_WEIGHT
    model = WinModel(
        mean=np.full(f, winmodel.MAX_MEAN),
        scale=np.full(f, winmodel.MIN_SCALE),
        linear=np.full(f, big),
        hidden_weights=np.full((f, h), -big),
        hidden_bias=np.full(h, big),
        output=np.full(h, big),
        baseline_beta=winmodel.MAX_BETA,
        levels={"hard": (big,) * 5, "easy": (-big,) * 5},
    )
    again = WinModel.from_json(model.to_json(), "extreme")
    rows = np.array([[0.0] * f, [-winmodel.MAX_MEAN] * f, [1e4] * f])
    for levels in (None, ("hard", "easy", None)):
        chances = again.chances_of(rows, levels)
        assert all(math.isfinite(p) for p in chances)
        assert sum(chances) == pytest.approx(1.0)


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


# ----- saves --------------------------------------------------------------------------------


@pytest.mark.parametrize("umask,mode", [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664)])
def test_saves_get_the_mode_of_any_new_file_of_the_user(tmp_path, umask, mode):
    game = Game(GameConfig.quick(3), 1)
    old = os.umask(umask)
    try:
        save.save(game, tmp_path / "a.pgsave")
        save.save(game, tmp_path / "a.pgsave")  # written again: the mode stays
    finally:
        os.umask(old)
    assert (tmp_path / "a.pgsave").stat().st_mode & 0o777 == mode
    assert [p.name for p in tmp_path.iterdir()] == ["a.pgsave"]  # no temporary file left


def test_a_save_replaces_a_link_of_its_name_and_leaves_the_target_alone(tmp_path):
    target = tmp_path / "target.txt"
    target.write_text("keep", encoding="utf-8")
    link = tmp_path / "a.pgsave"
    link.symlink_to(target)
    save.save(Game(GameConfig.quick(2), 3), link)
    assert target.read_text(encoding="utf-8") == "keep"
    assert not link.is_symlink() and save.load(link).seed == 3


def test_the_save_format_page_lists_every_controller_a_save_accepts():
    page = (ROOT / "docs" / "save-format.md").read_text(encoding="utf-8")
    listed = re.findall(r"^\| `([a-z0-9-]+)` \|", page, flags=re.M)
    assert listed == list(save.controllers())
