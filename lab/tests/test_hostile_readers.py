"""Campaigns of a stranger's files over the lab's readers: training records, tournament
results and folders of saves (``lab/tests/hostile_readers.py``).

Every input is refused in one plain line or accepted and usable; none crashes, hangs,
prints a number that is not finite or counts a game twice. The default run tries a few
dozen of each; ``-m slow`` runs the full campaigns (the same as ``python -m
lab.tools.fuzz_files``).
"""

from __future__ import annotations

import pytest

from lab.tests.hostile_readers import (
    distinct_games,
    finished_games,
    judge_record_file,
    judge_result_files,
    judge_save_folders,
    record_files,
    result_sets,
    save_folders,
    tournament_result,
    training_records,
)
from tests.test_hostile_readers import budgets, run


@pytest.fixture(scope="module")
def records() -> list[dict]:
    return training_records()


@pytest.fixture(scope="module")
def result() -> dict:
    return tournament_result()


@pytest.fixture(scope="module")
def games() -> list[str]:
    texts = finished_games()
    assert distinct_games(texts)
    return texts


@pytest.mark.parametrize("budget", budgets(25, 600))
def test_training_records_are_refused_in_one_line_or_replay(budget, tmp_path, records):
    path = tmp_path / "games.jsonl"
    counts = run(budget, record_files(records), lambda c: judge_record_file(path, c))
    assert counts["refused"] and counts["accepted"]


@pytest.mark.parametrize("budget", budgets(40, 1500))
def test_tournament_results_are_refused_in_one_line_or_sum_to_json(budget, tmp_path, result):
    counts = run(budget, result_sets(result), lambda files: judge_result_files(tmp_path, files))
    assert counts["refused"] and counts["accepted"]


@pytest.mark.parametrize("budget", budgets(25, 600))
def test_folders_of_saves_count_every_game_once_or_are_refused(budget, tmp_path, games):
    root = tmp_path / "saves"
    counts = run(budget, save_folders(games), lambda plan: judge_save_folders(root, games, plan))
    assert counts["refused"] and counts["accepted"]
