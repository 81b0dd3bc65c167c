"""The analysis board: every action by round, the table after any of them, the win
chances over the game, marks from the review, and no computer ever moving."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from powergrid.ai import make_bot
from powergrid.ai.analysis import (
    KEPT_EVERY,
    Mark,
    Replay,
    chances_by_round,
    mark_of,
    round_starts,
    steps,
)
from powergrid.ai.coach import Choice, Reason
from powergrid.ai.coach_units import SAME, Difference
from powergrid.ai.review import Review, ReviewItem
from powergrid.ai.winprob import seat_levels, win_chances
from powergrid.app.coach.analysis import AnalysisBoard
from powergrid.app.coach.texts import action_text
from powergrid.cli.main import main as cli_main
from powergrid.rules import Game, GameConfig, GameState, Phase, SeatConfig, new_game, save
from powergrid.rules import actions as A

pytestmark = pytest.mark.usefixtures("quick_coach")


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
    assert board.position == len(game.log) and board.table.state.is_terminal()
    board.go_to(40)
    assert board.table.game.log == game.log[:40]
    shown = board.table.state.to_position()
    expected = Game.from_log(game.config, game.seed, game.log[:40]).state.to_position()
    assert shown == expected
    current = board.moves.currentItem()
    assert current.data(0, Qt.ItemDataRole.UserRole) == 40
    qtbot.keyClick(board.moves, Qt.Key.Key_Right)
    assert board.position == 41
    qtbot.keyClick(board.view, Qt.Key.Key_Left)
    qtbot.keyClick(board.view, Qt.Key.Key_Left)
    assert board.position == 39
    qtbot.keyClick(board.moves, Qt.Key.Key_Home)
    assert board.position == 0 and board.table.game.log == []
    qtbot.keyClick(board.moves, Qt.Key.Key_End)
    assert board.position == len(game.log)


def test_no_computer_moves_on_the_board(qtbot, board, game):
    """The table only shows: a computer seat to play at the position shown never moves,
    whatever events run."""
    board.go_to(5)
    assert game.config.seats[board.table.state.current_player].controller != "human"
    for _ in range(5):
        qtbot.keyClick(board.moves, Qt.Key.Key_Right)
        qtbot.keyClick(board.moves, Qt.Key.Key_Left)
    assert len(board.table.game.log) == 5 and board.position == 5
    assert not hasattr(board.table, "submit")


def test_a_round_on_the_graph_goes_to_its_start(board, game):
    board.go_to_round(3)
    state = board.table.state
    assert state.round == 3 and dict(round_starts(game))[3] == board.position


def test_the_review_marks_the_turns_it_graded(board, game):
    items = [
        reviewed(0, (game.log[0],), SAME, agrees=True),
        reviewed(3, (game.log[3],), Difference("elektro", {"amount": 55, "round": 3}, "")),
    ]
    board.set_review(Review((0, 1), items))
    assert board.rows[1].text(1) == "best" and board.rows[4].text(1) == "blunder"
    verdict = board.rows[4].toolTip(1).split("\n")
    played = action_text(game.log[3])
    assert verdict == [
        f"Played: {played}",
        "Better, the coach's choice: Pass this auction",
        "The move played: about 55 Elektro worse off by round 3",
    ]  # the cost is the played move's, never the coach's
    assert "1 best" in board.review_label.text() and "1 blunders" in board.review_label.text()
    board.go_to(4)  # the blunder's position: the coach's choice is shown beside the board
    assert "Pass this auction" in board.coach_answer.text()
    board.go_to(1)
    assert board.coach_answer.text() == ""


def test_names_from_the_save_are_text(board):
    assert any("<b>Bob</b>: " in row.text(0) for row in board.rows.values())
    assert board.graph.legend.names() == ["Ann", "<b>Bob</b>"]  # drawn as plain text
    assert board.graph.plot.getPlotItem().legend is None  # nothing stands on the lines


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
    names = board.table.state.board.cities
    build = Choice(
        A.DONE, "Build 2 cities", 0.0, 0.0, Reason("build", {}, ""), None, ("build", 3, 7)
    )
    board._show_choice(build)
    marked = {name for name, item in board.scene.cities.items() if item.highlight == PLANNED}
    assert marked == {names[3], names[7]}
    board._show_choice(None)
    assert not any(item.highlight == PLANNED for item in board.scene.cities.values())


# ----- a game of many rounds ----------------------------------------------------------------


def long_game(rounds: int) -> Game:
    """A valid game of ``rounds`` rounds: after the first, nobody bids, buys or builds
    (each seat passes, ends its turns and runs what it can), so it never ends."""
    config = GameConfig(
        seats=(SeatConfig(name="Ann", controller="human"), SeatConfig(name="Cy", controller="hard"))
    )
    played = Game(config, 5)
    bot = make_bot("easy", 1)
    while played.state.round <= rounds:
        state = played.state
        if state.round == 1:
            played.apply(bot.choose(state.view(state.current_player)))
            continue
        legal = state.legal_actions()
        quiet = [a for a in legal if isinstance(a, A.Pass) or a == A.DONE]
        played.apply(quiet[0] if quiet else legal[0])
    return played


def counting_applies(monkeypatch) -> list[int]:
    """Count every action the engine applies from now on (in a one-item list)."""
    applied = [0]
    apply = GameState.apply

    def counted(state, action):
        applied[0] += 1
        return apply(state, action)

    monkeypatch.setattr(GameState, "apply", counted)
    return applied


def test_a_step_does_as_much_work_in_a_long_game_as_in_a_short_one(qtbot, monkeypatch, game):
    """Ten presses of → near the end, and jumps across the game: every move applies fewer
    than KEPT_EVERY actions, in a whole game of some 200 actions as in one of a thousand
    rounds (the actions counted, not the seconds)."""
    worst = {}
    for played in (game, long_game(1000)):
        board = AnalysisBoard(played)
        qtbot.addWidget(board)
        applied = counting_applies(monkeypatch)
        moves = []
        board.go_to(len(played.log) - 11)
        for _ in range(10):
            before = applied[0]
            qtbot.keyClick(board.moves, Qt.Key.Key_Right)
            moves.append(applied[0] - before)
        for position in (3, len(played.log) // 2, len(played.log) - 1):
            before = applied[0]
            board.go_to(position)
            moves.append(applied[0] - before)
        assert board.position == len(played.log) - 1
        assert board.table.game.log == played.log[: board.position]
        worst[len(played.log)] = max(moves)
        monkeypatch.undo()
        board.close()
    short, long = sorted(worst)
    assert long > 30 * short  # the long game is long
    assert all(n < KEPT_EVERY for n in worst.values()), worst


def test_a_replay_rebuilds_every_position_it_is_asked_for(game):
    replay = Replay(game, every=7)
    for position in (0, 1, 6, 7, 8, 50, len(game.log) - 1, len(game.log)):
        expected = Game.from_log(game.config, game.seed, game.log[:position])
        assert replay.state_at(position).to_position() == expected.state.to_position()
        rebuilt = replay.game_at(position)
        assert rebuilt.log == expected.log
        assert rebuilt.state.to_position() == expected.state.to_position()
    assert replay.round_start(0) == 0 and replay.round_start(99) == len(game.log)
    assert replay.round_start(3) == dict(round_starts(game))[3]
    with pytest.raises(ValueError, match="no position 9999"):
        replay.state_at(9999)
    with pytest.raises(ValueError, match="every 1 or more"):
        Replay(game, every=0)


def test_esc_and_ctrl_w_close_the_board(qtbot, game):
    for key, modifier in (
        (Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier),
        (Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier),
    ):
        board = AnalysisBoard(game)
        qtbot.addWidget(board)
        board.show()
        board.activateWindow()  # the keys belong to the board's window
        qtbot.waitUntil(lambda board=board: QApplication.activeWindow() is board, timeout=2000)
        board.moves.setFocus()
        qtbot.keyClick(board.moves, key, modifier)
        qtbot.waitUntil(lambda board=board: not board.isVisible())


def test_the_whole_map_is_in_view(qtbot, board):
    """Regions out of play too: no city of the map lies outside the view."""
    shown = board.view.visible_scene_rect()
    assert len(board.scene.cities) > len(board.game.state.board.cities)  # some out of play
    outside = [name for name, item in board.scene.cities.items() if not shown.contains(item.pos())]
    assert outside == []


def test_a_screenshot_of_the_board_shows_the_save_named(tmp_path, game):
    """``powergrid --screenshot PNG --window analysis SAVE`` opens that save's board."""
    from powergrid.app.window.screenshot import OPENERS, Stage

    stage = Stage(saved=game)
    try:
        board = OPENERS["analysis"](stage)
        assert isinstance(board, AnalysisBoard)
        assert board.game.log == game.log and board.game.names == game.names
    finally:
        stage.close()
    path = tmp_path / "game.pgsave"
    save.save(game, path)
    picture = tmp_path / "board.png"
    shot = ["--screenshot", str(picture), "--window", "analysis", "--size", "1366x768", str(path)]
    assert cli_main([*shot, "--lang", "en"]) == 0 and picture.stat().st_size > 0
    assert cli_main(["--screenshot", str(picture), "--window", "settings", str(path)]) == 2
