"""The measures of how far the coach can be trusted: the same hint with several seeds,
and the marks of a review (``lab/tools/coach_trust.py stability`` and ``marks``)."""

from __future__ import annotations

import json

import pytest

from lab.tools.coach_trust import (
    _interval,
    bot_positions,
    main,
    review_marks,
    reviewed_turns,
    seed_of,
    spread_order,
    spreads,
    stability,
    stated,
)
from powergrid.ai.coach import Coach
from powergrid.rules import save
from tests.ai.test_coach import normal_game

pytestmark = pytest.mark.usefixtures("quick_coach")


def test_positions_are_decisions_with_a_choice_for_the_coach():
    positions = bot_positions(6, 3, players=3, every=5)
    assert len(positions) == 6
    for p in positions:
        assert p.view.current_player == p.seat
        assert len(Coach(0).options(p.view, p.seat)) > 1
    assert len({seed_of(positions[0], k) for k in range(5)}) == 5
    # The same arguments, the same positions.
    again = bot_positions(6, 3, players=3, every=5)
    assert [(p.game_seed, p.seat, p.view.round, p.view.phase) for p in again] == [
        (p.game_seed, p.seat, p.view.round, p.view.phase) for p in positions
    ]


def test_the_spread_of_a_stated_difference_between_seeds():
    """A decision stated 12 Elektro worse with one seed, 20 with another and about as
    good with a third moves by 20; one stated in two units at once is left out."""
    records = [
        {
            "stated": [
                {("pass",): ("elektro", 12.0), ("plant", 13): ("win", 5.0)},
                {("pass",): ("elektro", 20.0), ("plant", 13): ("powered", 1.0)},
                {("pass",): ("same", 0.0)},
            ]
        },
        {"stated": [{("build",): ("same", 0.0)}, {("build",): ("same", 0.0)}]},
    ]
    assert spreads(records) == {"elektro": [20.0], "same": [0.0]}


def test_the_stability_of_a_few_hints():
    summary = stability(3, seeds=2, seed=5, players=3, every=2)
    assert summary["positions"] == 3 and summary["seeds"] == 2
    assert 0 <= summary["best_agrees"] <= 3
    assert summary["best_agrees_share"] == pytest.approx(summary["best_agrees"] / 3, abs=1e-3)
    phases = summary["best_agrees_by_phase"].values()
    assert sum(int(v.split("/")[1]) for v in phases) == 3
    assert sum(int(v.split("/")[0]) for v in phases) == summary["best_agrees"]
    assert summary["hint_seconds"]["n"] == 6


def test_stated_reads_every_alternative_in_its_unit():
    position = bot_positions(1, 3, every=3)[0]
    hint = Coach(seed_of(position, 0)).hint(position.view, position.seat)
    out = stated(hint)
    assert set(out) == {c.decision for c in hint.alternatives}
    for c in hint.alternatives:
        unit, figure = out[c.decision]
        assert unit == c.difference.kind
        assert (figure == 0) == c.difference.same


def test_the_marks_of_a_review_add_up_and_a_stopped_run_resumes(tmp_path):
    path = tmp_path / "game-0000.pgsave"
    save.save(normal_game(2, 4, 2), path)
    out = tmp_path / "marks.jsonl"
    summary = review_marks([str(path)], every=2, out=out)
    turns = reviewed_turns(save.load(path))
    assert summary["games"] == 1 and summary["turns"] == len(turns[::2]) >= 3
    assert sum(summary["marks"].values()) == summary["turns"]
    bad = summary["marks"]["mistake"] + summary["marks"]["blunder"]
    assert summary["mistake_or_blunder_share"] == pytest.approx(bad / summary["turns"], abs=1e-4)
    low, high = summary["mistake_or_blunder_95"]
    assert low <= summary["mistake_or_blunder_share"] <= high
    lines = out.read_text(encoding="utf-8").splitlines()
    indexes = [json.loads(line)["index"] for line in lines]
    assert sorted(indexes) == [t[0] for t in turns[::2]]
    # A run stopped after its first turn takes up where it stopped, with the same counts.
    out.write_text(lines[0] + "\n", encoding="utf-8")
    again = review_marks([str(path)], every=2, out=out)
    timings = ("turn_cpu_seconds",)
    assert {k: v for k, v in again.items() if k not in timings} == {
        k: v for k, v in summary.items() if k not in timings
    }
    assert len(out.read_text(encoding="utf-8").splitlines()) == len(lines)


def test_a_stopped_run_has_turns_from_the_whole_game():
    assert spread_order(8) == [0, 4, 2, 6, 1, 5, 3, 7]
    assert sorted(spread_order(11)) == list(range(11))
    assert spread_order(1) == [0] and spread_order(0) == []
    first = spread_order(100)[:4]
    assert min(first) == 0 and max(first) >= 50


def test_a_share_and_its_interval():
    assert _interval(0, 100)[0] == 0.0 and 0.03 < _interval(0, 100)[1] < 0.04
    low, high = _interval(50, 1000)
    assert low < 0.05 < high and high - low < 0.03


def test_the_commands_print_json_and_refuse_what_they_cannot_read(tmp_path, capsys):
    records = tmp_path / "stability.jsonl"
    args = ["--positions", "1", "--seeds", "2", "--every", "1", "--out", str(records)]
    assert main(["stability", *args]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["positions"] == 1 and out["seeds"] == 2
    # The records of a run are counted again, the same.
    assert main(["count", "stability", str(records)]) == 0
    again = json.loads(capsys.readouterr().out)
    assert again["best_agrees"] == out["best_agrees"] and again["seeds"] == 2
    path = tmp_path / "game-0000.pgsave"
    save.save(normal_game(2, 4, 2), path)
    assert main(["marks", str(tmp_path), "--every", "3", "--out", str(tmp_path / "m.jsonl")]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 1
    assert main(["count", "marks", str(tmp_path / "m.jsonl")]) == 0
    assert json.loads(capsys.readouterr().out)["marks"] == out["marks"]
    broken = tmp_path / "broken.pgsave"
    broken.write_text("{not a save", encoding="utf-8")
    assert main(["marks", str(broken)]) == 2
    assert "broken.pgsave" in capsys.readouterr().err
    assert main(["marks", str(tmp_path / "empty")]) == 2
    with pytest.raises(SystemExit):
        main(["stability", "--seeds", "1"])
