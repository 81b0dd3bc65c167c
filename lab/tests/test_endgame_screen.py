"""The endgame screen: where it branches from a saved game, that its endings are
seeded, and how it pairs two screens."""

from __future__ import annotations

import json

import pytest

from lab.tools import endgame_screen as es
from powergrid.ai import make_bot
from powergrid.rules import Game, GameConfig, save


@pytest.fixture(scope="module")
def finished(tmp_path_factory: pytest.TempPathFactory):
    """A two-player game of Normal against Easy, played to the end and saved."""
    config = GameConfig.quick(2, "usa", controller="normal")
    seats = (config.seats[0], config.seats[1].model_copy(update={"controller": "easy"}))
    game = Game(config.model_copy(update={"seats": seats}), 11)
    bots = [make_bot("normal", 1), make_bot("easy", 2)]
    while not game.state.is_terminal():
        seat = game.state.current_player
        game.apply(bots[seat].choose(game.state.view(seat)))
    path = tmp_path_factory.mktemp("saves") / "game-0000.pgsave"
    save.save(game, path)
    return path


def test_branches_at_the_first_round_that_starts_near_the_end(finished) -> None:
    game = save.load(finished)
    replay = Game(game.config, game.seed)
    rounds, leaders = [], []  # after k actions: the round, and the largest network
    for action in [*game.log, None]:
        rounds.append(replay.state.round)
        leaders.append(replay.state.largest_network())
        if action is not None:
            replay.apply(action)
    end = replay.state.limits().end_cities
    starts = [k for k in range(1, len(rounds)) if rounds[k] != rounds[k - 1]]
    near = [k for k in starts if leaders[k] + 8 >= end]
    assert near and starts.index(near[0]) > 0  # some rounds began further away
    assert es.branch_point(game, 8) == near[0]
    assert es.branch_point(game, 0) is None  # no round starts with someone at the end


def test_an_ending_is_a_function_of_its_seed(finished) -> None:
    rows = es.screen([finished], 8, 2, seed=5)
    again = es.screen([finished], 8, 2, seed=5)

    def played(row: dict) -> tuple:
        return (row["start"], row["share"], row["powered"], row["from_round"])

    assert [played(r) for r in rows] == [played(r) for r in again]
    assert [r["try"] for r in rows] == [0, 1]
    assert rows[0]["levels"] == ["normal", "easy"]
    assert sum(rows[0]["share"]) == pytest.approx(1.0)


def test_compare_pairs_the_same_save_and_try() -> None:
    def row(save: str, t: int, share: list[float]) -> dict:
        return {"save": save, "try": t, "levels": ["expert", "hard"], "share": share}

    old = [row("a", 0, [1, 0]), row("a", 1, [0, 1]), row("b", 0, [0, 1]), row("c", 0, [1, 0])]
    new = [row("a", 0, [1, 0]), row("a", 1, [1, 0]), row("b", 0, [0.5, 0.5]), row("d", 0, [1, 0])]
    result = es.compare(old, new, "expert")
    assert result["endings"] == 3  # "c" and "d" have no partner
    assert (result["old_wins"], result["new_wins"]) == (1, 2.5)
    assert (result["new_only"], result["old_only"]) == (2, 0)


def test_sign_test() -> None:
    assert es.sign_test(0, 0) == 1.0
    assert es.sign_test(6, 0) == pytest.approx(2 / 64)
    assert es.sign_test(3, 3) == 1.0
    assert es.sign_test(1, 9) == es.sign_test(9, 1) == pytest.approx(2 * 11 / 1024)


def test_the_command_writes_rows_then_compares_them(finished, tmp_path, capsys) -> None:
    out = tmp_path / "old.json"
    assert es.main([str(finished.parent), "--cities-left", "8", "--out", str(out)]) == 0
    rows = json.loads(out.read_text())
    assert len(rows) == 1 and rows[0]["save"] == str(finished)
    assert es.main(["--compare", str(out), str(out), "--level", "normal"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["endings"] == 1 and result["new_only"] == result["old_only"] == 0
