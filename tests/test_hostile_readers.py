"""Campaigns of a stranger's files over the readers of model files, training records,
tournament results, folders of saves and the settings file (``tests/hostile_readers.py``).

Every input is refused in one plain line or accepted and usable; none crashes, hangs,
prints a number that is not finite or counts a game twice. The default run tries a few
dozen of each; ``-m slow`` runs the full campaigns and prints the counts (the same
campaigns as ``tools/fuzz_files.py --models --records --results --rating-saves
--settings``).
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, seed, settings

from tests.hostile_readers import (
    distinct_games,
    finished_games,
    judge_model_file,
    judge_record_file,
    judge_result_files,
    judge_save_folders,
    judge_settings_file,
    model_files,
    record_files,
    result_sets,
    save_folders,
    settings_files,
    tournament_result,
    training_records,
)


def budgets(default: int, campaign: int) -> list:
    return [
        pytest.param(default, id="default"),
        pytest.param(campaign, id="campaign", marks=pytest.mark.slow),
    ]


def run(budget: int, strategy, judge) -> Counter[str]:
    counts: Counter[str] = Counter()

    @seed(62)
    @settings(
        max_examples=budget,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(strategy)
    def check(case):
        counts[judge(case)] += 1

    check()
    wrong = {k: v for k, v in counts.items() if k.startswith("wrong")}
    print(f"\n{budget} tries: {dict(sorted(counts.items()))}")
    assert not wrong, wrong
    assert sum(counts.values()) >= budget
    return counts


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


@pytest.mark.parametrize("budget", budgets(40, 1500))
def test_model_files_are_refused_in_one_line_or_give_finite_chances(budget, tmp_path):
    path = tmp_path / "model.json"
    counts = run(budget, model_files(), lambda content: judge_model_file(path, content))
    assert counts["refused"] and counts["accepted"]


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


@pytest.mark.qt_log_ignore("QVariant::load")  # Qt's word on a garbled @Variant(...) value
@pytest.mark.parametrize("budget", budgets(40, 1500))
def test_settings_files_read_as_values_a_setting_takes_or_stay_untouched(budget, tmp_path):
    folder = tmp_path / "data"
    counts = run(budget, settings_files(), lambda plan: judge_settings_file(folder, plan))
    assert counts["refused"] and counts["accepted"]
