"""`python -m lab coach`: record, train and calibrate, end to end on tiny runs."""

from __future__ import annotations

import json

import pytest

from lab.main import main
from powergrid.ai.coach import Coach
from powergrid.ai.winprob import WinModel


def test_calibrate_measures_the_model_and_the_playouts_on_the_same_games(capsys, monkeypatch):
    monkeypatch.setattr(Coach, "chance_samples", 2)  # a tiny play-out estimate, same code path
    argv = ["coach", "calibrate", "--games", "2", "--players", "2", "--seats", "simple,easy"]
    assert main([*argv, "--seed", "5", "--estimator", "model,playouts"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 2 and out["players"] == 2 and out["estimator"] == "model"
    for key in ("brier", "brier_baseline", "ece", "mean_swing"):
        assert 0.0 <= out[key] <= (1.0 if key != "mean_swing" else 100.0)
    assert out["brier_reduction"] == pytest.approx(
        1 - out["brier"] / out["brier_baseline"], abs=1e-4
    )
    assert sum(row["estimates"] for row in out["calibration"]) == out["estimates"]
    assert (
        out["estimates"] % 2 == 0 and out["estimates"] >= 2 * 2 * 5
    )  # 2 seats, 2 games, 5+ rounds
    assert out["ms_per_estimate"]["p95"] >= out["ms_per_estimate"]["p50"] > 0
    playouts = out["others"]["playouts"]
    assert playouts["estimates"] == out["estimates"] == out["baseline"]["estimates"]
    # The same seed plays the same games: the model's figures do not change.
    assert main([*argv, "--seed", "5"]) == 0
    again = json.loads(capsys.readouterr().out)
    assert {k: again[k] for k in ("brier", "ece", "mean_swing", "calibration")} == {
        k: out[k] for k in ("brier", "ece", "mean_swing", "calibration")
    }


def test_record_then_train_writes_a_model_and_is_seeded(tmp_path, capsys):
    games = tmp_path / "games.jsonl"
    assert (
        main(
            [
                "coach",
                "record",
                "--games",
                "5",
                "--seed",
                "2",
                "--mix",
                "simple",
                "--out",
                str(games),
            ]
        )
        == 0
    )
    assert len(games.read_text(encoding="utf-8").splitlines()) == 5
    assert not (tmp_path / "games.jsonl.partial").exists()
    files = []
    for name in ("a.json", "b.json"):
        out = tmp_path / name
        argv = ["coach", "train", "--from", str(games), "--seed", "3", "--iterations", "20"]
        capsys.readouterr()
        assert main([*argv, "--hidden", "4", "--out", str(out)]) == 0
        files.append(out.read_bytes())
    info = json.loads(capsys.readouterr().out)
    assert files[0] == files[1]
    model = WinModel.load(tmp_path / "a.json")
    assert model.hidden_weights.shape[1] == 4 and model.info == info
    assert info["games"] == 5 and info["sources"] == [str(games)]
    assert info["held_out_positions"] > 0


@pytest.mark.parametrize(
    "argv,message",
    [
        (["calibrate", "--players", "3", "--seats", "normal,normal"], "--players 3 but --seats"),
        (["calibrate", "--estimator", "oracle"], "unknown estimator 'oracle'"),
        (["calibrate", "--seats", "normal"], "2 to 6 seats"),
        (["record", "--mix", "normal:x", "--out", "x.jsonl"], "must be a number"),
        (
            ["train", "--games", "4", "--mix", "simple", "--iterations", "5", "--out", "m.json"],
            "too few",
        ),
    ],
)
def test_bad_arguments_are_named(argv, message, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    try:
        status = main(["coach", *argv])
    except SystemExit as exit:
        status = exit.code
    assert status == 2
    assert message in capsys.readouterr().err
    assert not (tmp_path / "m.json").exists()


def test_a_model_file_given_to_calibrate_is_checked(tmp_path, capsys):
    bad = tmp_path / "model.json"
    bad.write_text("{}", encoding="utf-8")
    with pytest.raises(SystemExit):
        main(["coach", "calibrate", "--model", str(bad)])
    assert "not a win-probability model" in capsys.readouterr().err
