"""`tournament --combine`: runs played in chunks add up to the run played at once, and
files that are not parts of one measurement are refused with the file named."""

from __future__ import annotations

import functools
import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lab.commands.tournament import tournament
from lab.commands.tournament_combine import CombineError, combine
from lab.main import main as cli_main
from tests.hostile import edited_json, plain_line


def _run(capsys, tmp_path, name: str, *args: str) -> str:
    """Play a quick tournament, keep its JSON in ``tmp_path/name``, return the path."""
    code = cli_main(["tournament", "--seats", "simple,easy,normal", "--workers", "1", *args])
    assert code == 0
    path = tmp_path / name
    path.write_text(capsys.readouterr().out, encoding="utf-8")
    return str(path)


def _read(path: str) -> dict:
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def _combine(capsys, *paths: str) -> dict:
    assert cli_main(["tournament", "--combine", *paths]) == 0
    return json.loads(capsys.readouterr().out)


def _refusal(capsys, *args: str) -> str:
    with pytest.raises(SystemExit) as stop:
        cli_main(["tournament", *args])
    assert stop.value.code == 2
    out = capsys.readouterr()
    assert out.out == ""  # nothing half-combined is printed
    return out.err


def test_chunks_add_up_to_the_run_played_at_once(capsys, tmp_path):
    late = _run(capsys, tmp_path, "b.json", "--games", "3", "--seed", "8")
    early = _run(capsys, tmp_path, "a.json", "--games", "3", "--seed", "5")
    whole = _read(_run(capsys, tmp_path, "w.json", "--games", "6", "--seed", "5"))
    combined = _combine(capsys, late, early)  # any order: runs are taken by seed
    assert combined["games"] == 6 and combined["runs"] == 2
    assert combined["seeds"] == [[5, 10]]
    assert combined["mean_rounds"] == whole["mean_rounds"]
    for level, bot in whole["bots"].items():
        total = combined["bots"][level]
        for key in ("samples", "wins", "win_rate", "win_rate_95", "decisions"):
            assert total[key] == bot[key], (level, key)
        # A run's mean place is written to 3 decimals; the combined one is their mean.
        assert total["mean_rank"] == pytest.approx(bot["mean_rank"], abs=0.002)
        assert sum(total["wins_by_run"]) == bot["wins"]
        assert total["decision_ms_max"] == max(
            _read(p)["bots"][level]["decision_ms_max"] for p in (early, late)
        )


def test_the_same_seeds_twice_are_refused(capsys, tmp_path):
    first = _run(capsys, tmp_path, "a.json", "--games", "3", "--seed", "5")
    second = _run(capsys, tmp_path, "b.json", "--games", "3", "--seed", "7")
    err = _refusal(capsys, "--combine", first, second)
    assert "b.json" in err and "repeats games of" in err and "seed 7 is in both" in err


def test_other_seats_map_or_variants_are_refused(capsys, tmp_path):
    base = _run(capsys, tmp_path, "a.json", "--games", "3", "--seed", "5")
    other_map = _run(capsys, tmp_path, "m.json", "--games", "3", "--seed", "9", "--map", "germany")
    free = _run(capsys, tmp_path, "v.json", "--games", "3", "--seed", "12", "--free-cities")
    assert "m.json': its map differs from that of" in _refusal(capsys, "--combine", base, other_map)
    err = _refusal(capsys, "--combine", base, free)
    assert "v.json': its variants differ from those of" in err
    assert _read(free)["variants"]["free_cities"] is True


def test_a_file_that_is_no_result_is_refused_with_its_reason(capsys, tmp_path):
    good = _run(capsys, tmp_path, "a.json", "--games", "2", "--seed", "5")
    broken = tmp_path / "broken.json"
    broken.write_text("{ not json", encoding="utf-8")
    assert "broken.json': line 1 column 3: malformed JSON" in _refusal(
        capsys, "--combine", good, str(broken)
    )
    data = _read(good)
    del data["bots"]["easy"]["samples"]
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps(data), encoding="utf-8")
    err = _refusal(capsys, "--combine", str(wrong))
    assert "wrong.json': no tournament result (bots.easy.samples: missing)" in err
    data = _read(good)
    data["bots"]["easy"]["wins"] = data["bots"]["easy"]["samples"] + 1
    wrong.write_text(json.dumps(data), encoding="utf-8")
    assert "'easy' won more games than it played" in _refusal(capsys, "--combine", str(wrong))
    missing = str(tmp_path / "gone.json")
    assert "gone.json" in _refusal(capsys, "--combine", missing)


def test_options_for_playing_are_refused_beside_combine(capsys, tmp_path):
    good = _run(capsys, tmp_path, "a.json", "--games", "2", "--seed", "5")
    err = _refusal(capsys, "--combine", good, "--games", "4", "--free-cities")
    assert "--combine plays no games: leave out --games, --free-cities" in err


@functools.cache
def _good_result() -> dict:
    """A real tournament result, played once for the property test below."""
    return tournament(["simple", "easy"], "usa", 2, 1, workers=1, progress=False)


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_an_edited_result_is_combined_or_refused_in_one_plain_line(data):
    """A stranger's result file, edited anywhere: the combination is made or refused
    with a CombineError of one plain line; no other exception escapes."""
    edited = data.draw(edited_json(_good_result()))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "edited.json"
        path.write_text(json.dumps(edited), encoding="utf-8")
        try:
            combined = combine([str(path)])
        except CombineError as err:
            assert plain_line(str(err)) is None, str(err)
            assert str(path) in str(err)
        else:
            assert combined["games"] == edited["games"]
