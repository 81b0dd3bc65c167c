"""The analysis board: every action by round, the table after any of them, the win
chances over the game, marks from the review, and no computer ever moving."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from powergrid.ai import make_bot
from powergrid.ai.analysis import Mark, chances_by_round, mark_of, round_starts, steps
from powergrid.ai.coach import Choice, Reason
from powergrid.ai.coach_units import SAME, Difference
from powergrid.ai.review import Review, ReviewItem
from powergrid.ai.winprob import seat_levels, win_chances
from powergrid.app.coach.analysis import AnalysisBoard
from powergrid.cli.main import main as cli_main
from powergrid.rules import Game, GameConfig, Phase, SeatConfig, new_game, save
from powergrid.rules import actions as A


@pytest.fixture(scope="module")
def game() -> Game:
    """A whole two-player game of computer players."""
    config = GameConfig(
        seats=(
            SeatConfig(name="Ann", controller="normal"),
            SeatConfig(name="<b>Bob</b>", controller="easy"),
        )
    )
    played = Game(config, 11)
    bots = [make_bot("normal", 1), make_bot("easy", 2)]
    while not played.state.is_terminal():
        seat = played.state.current_player
        played.apply(bots[seat].choose(played.state.view(seat)))
    return played


@pytest.fixture
def board(qtbot, game):
    window = AnalysisBoard(game)
    qtbot.addWidget(window)
    window.show()
    yield window
    window.close()


def test_steps_and_round_starts_follow_the_log(game):
    listed = steps(game)
    assert [s.position for s in listed] == list(range(1, len(game.log) + 1))
    assert [s.action for s in listed] == game.log
    starts = round_starts(game)
    assert starts[0] == (1, 0) and [r for r, _p in starts] == list(range(1, len(starts) + 1))
    for rnd, position in starts[1:]:
        assert listed[position].round == rnd and listed[position - 1].round == rnd - 1


def test_chances_add_up_and_end_with_the_result(game):
    chances = chances_by_round(game)
    assert all(sum(c) == pytest.approx(1.0) for _r, c in chances)
    assert chances[-1][1] == tuple(game.state.outcome().shares())
    levels = seat_levels(game.config)
    start = new_game(game.config, game.seed)
    assert chances[0][1] == win_chances(start, levels)  # Normal against Easy
    assert chances[0][1][0] > win_chances(start)[0]


def reviewed(index: int, played, difference: Difference, agrees: bool = False) -> ReviewItem:
    """A reviewed turn whose coach's choice is to pass, worse by ``difference``."""
    best = Choice(A.Pass(), "Pass this auction", 0.0, 0.0, Reason("pass", {}, "keep money"))
    return ReviewItem(index, 1, Phase.AUCTION, 0, played, best, 0.0, difference, agrees)


def test_marks_grade_the_difference_in_the_unit_the_hint_shows():
    def mark(kind: str, **params) -> Mark:
        return mark_of(reviewed(0, (A.Pass(),), Difference(kind, params, "")))

    assert mark_of(reviewed(0, (A.Pass(),), SAME)) is Mark.BEST
    assert mark_of(reviewed(0, (A.Pass(),), Difference("elektro", {"amount": 90}, ""), True)) is (
        Mark.BEST
    )  # the coach's own decision, whatever its limit
    assert [mark("elektro", amount=a, round=4) for a in (3, 10, 30, 80)] == [
        Mark.GOOD,
        Mark.INACCURACY,
        Mark.MISTAKE,
        Mark.BLUNDER,
    ]
    assert [mark("win", points=p) for p in (2, 8, 20, 40)] == [
        Mark.GOOD,
        Mark.INACCURACY,
        Mark.MISTAKE,
        Mark.BLUNDER,
    ]
    assert [mark("powered", cities=c) for c in (1, 2)] == [Mark.MISTAKE, Mark.BLUNDER]
    assert mark("money_end", amount=12) is Mark.INACCURACY
    assert [mark("dark", cities=2, amount=a) for a in (12, 60)] == [Mark.INACCURACY, Mark.BLUNDER]


def test_the_table_shows_the_game_after_the_chosen_action(qtbot, board, game):
    assert board.position == len(game.log) and board.controller.state.is_terminal()
    board.go_to(40)
    assert board.controller.game.log == game.log[:40]
    shown = board.controller.state.to_position()
    expected = Game.from_log(board.config, game.seed, game.log[:40]).state.to_position()
    assert shown == expected
    current = board.moves.currentItem()
    assert current.data(0, Qt.ItemDataRole.UserRole) == 40
    qtbot.keyClick(board.moves, Qt.Key.Key_Right)
    assert board.position == 41
    qtbot.keyClick(board.view, Qt.Key.Key_Left)
    qtbot.keyClick(board.view, Qt.Key.Key_Left)
    assert board.position == 39
    qtbot.keyClick(board.moves, Qt.Key.Key_Home)
    assert board.position == 0 and board.controller.game.log == []
    qtbot.keyClick(board.moves, Qt.Key.Key_End)
    assert board.position == len(game.log)


def test_no_computer_moves_on_the_board(qtbot, board, game):
    board.go_to(5)
    assert game.config.seats[board.controller.state.current_player].controller != "human"
    qtbot.wait(300)
    assert len(board.controller.game.log) == 5


def test_a_round_on_the_graph_goes_to_its_start(board, game):
    board.go_to_round(3)
    state = board.controller.state
    assert state.round == 3 and dict(round_starts(game))[3] == board.position


def test_the_review_marks_the_turns_it_graded(board, game):
    items = [
        reviewed(0, (game.log[0],), SAME, agrees=True),
        reviewed(3, (game.log[3],), Difference("elektro", {"amount": 55, "round": 3}, "")),
    ]
    board.set_review(Review((0, 1), items))
    assert board.rows[1].text(1) == "best" and board.rows[4].text(1) == "blunder"
    assert "Pass this auction" in board.rows[4].toolTip(1)
    assert "55 Elektro" in board.rows[4].toolTip(1)
    assert "1 best" in board.review_label.text() and "1 blunders" in board.review_label.text()
    board.go_to(4)  # the blunder's position: the coach's choice is shown beside the board
    assert "Pass this auction" in board.coach_answer.text()
    board.go_to(1)
    assert board.coach_answer.text() == ""


def test_names_from_the_save_are_text(board):
    assert any("<b>Bob</b>: " in row.text(0) for row in board.rows.values())
    legend = board.graph.plot.getPlotItem().legend
    labels = [label.text for _sample, label in legend.items]
    assert "&lt;b&gt;Bob&lt;/b&gt;" in labels


def test_the_command_refuses_a_missing_save_and_a_wrong_seat(tmp_path, capsys, game):
    assert cli_main(["analyse", str(tmp_path / "none.pgsave")]) == 1
    assert "file not found" in capsys.readouterr().err
    path = tmp_path / "game.pgsave"
    save.save(game, path)
    assert cli_main(["analyse", str(path), "--seats", "3"]) == 2
    assert "--seats" in capsys.readouterr().err


def test_the_coachs_cities_are_marked_on_the_map(board, game):
    from powergrid.app.table.board_view import PLANNED

    board.go_to(0)
    names = board.controller.state.board.cities
    build = Choice(
        A.DONE, "Build 2 cities", 0.0, 0.0, Reason("build", {}, ""), None, ("build", 3, 7)
    )
    board._show_choice(build)
    marked = {name for name, item in board.scene.cities.items() if item.highlight == PLANNED}
    assert marked == {names[3], names[7]}
    board._show_choice(None)
    assert not any(item.highlight == PLANNED for item in board.scene.cities.values())
