"""``python -m lab analysis-bench``: the analysis board timed on a long game ends in
about its review time and reports every figure."""

import json

from lab.main import main
from powergrid.rules import save
from tests.app.test_analysis import KEPT_EVERY, long_game


def test_the_bench_ends_on_a_long_game_and_reports(tmp_path, capsys):
    path = tmp_path / "long.pgsave"
    save.save(long_game(300), path)
    args = ["analysis-bench", str(path), "--positions", "5", "--review-seconds", "1"]
    assert main(args) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["rounds"] == 300 and figures["positions"] == 5
    assert 0 < figures["most_actions_applied_by_a_move"] < KEPT_EVERY
    assert figures["review_complete"] is False
    assert figures["reviewed_turns"] < figures["turns_to_review"]
