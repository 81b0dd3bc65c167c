"""The headless commands print the JSON their help promises."""

import json

import pytest

from powergrid.cli import bench, simulate


def test_simulate_summary_with_checks(capsys):
    import argparse

    args = argparse.Namespace(players=3, map="germany", games=3, seed=4, check=True)
    assert simulate.run(args) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 3 and out["finished"] == 3 and out["violations"] == 0
    assert out["mean_rounds"] > 5 and out["mean_actions"] > 100
    assert len(out["wins_per_seat"]) == 3 and sum(out["wins_per_seat"]) == pytest.approx(3)


def test_simulate_is_seeded():
    a = simulate.simulate(2, "usa", 2, 9, check=False, progress=False)
    b = simulate.simulate(2, "usa", 2, 9, check=False, progress=False)
    assert {k: v for k, v in a.items() if k != "seconds_per_game"} == {
        k: v for k, v in b.items() if k != "seconds_per_game"
    }


def test_bench_reports_every_figure():
    figures = bench.bench(games=2, seed=1)
    for key in ("apply_us", "legal_actions_us", "clone_us", "clone_6p_us", "game_4p_usa_ms_median"):
        assert figures[key] > 0
    assert figures["actions_per_game_median"] > 100
    for board in ("usa", "germany"):
        # Both maps, and the engine alone (the bot's choosing left out).
        assert 0 < figures[f"game_4p_{board}_engine_ms_median"]


def test_playout_bench_splits_the_time_and_repeats_its_play_outs(monkeypatch):
    from dataclasses import replace

    from powergrid.cli import bench_playouts
    from powergrid.levels import EXPERT

    short = replace(EXPERT, budget=2000)  # a short search: the test stays quick
    monkeypatch.setattr(bench_playouts, "EXPERT", short)
    first = bench_playouts.measure(2, seed=3, count=2)
    again = bench_playouts.measure(2, seed=3, count=2)
    assert first["searches"] == 2
    assert first["decisions"] > 10 * first["playouts"] > 0
    for key in ("decisions_per_s", "engine_us_per_decision", "policy_us_per_decision"):
        assert first[key] > 0
    assert 0 < first["policy_share"] < 1
    # The same seed plays the same play-outs: the same decisions, the same scores.
    assert (first["decisions"], first["rows_digest"]) == (again["decisions"], again["rows_digest"])
