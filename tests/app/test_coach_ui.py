"""The coach in the window: hints in a worker thread, win chances, the game review."""

from __future__ import annotations

import pytest

from powergrid.ai import make_bot
from powergrid.ai.analysis import Mark, mark_of, round_start_states
from powergrid.ai.review import review
from powergrid.ai.winprob import win_chances
from powergrid.app.coach.analysis import AnalysisBoard
from powergrid.app.coach.panel import CoachPanel
from powergrid.app.coach.texts import choice_label
from powergrid.app.coach.win_chances import WinChanceGraph, WinChanceTracker
from powergrid.app.shared.controller import GameController
from powergrid.app.shared.settings import set_win_chances_enabled
from powergrid.rules import Game, GameConfig, SeatConfig

from ..qt_events import deliver_queued

pytestmark = pytest.mark.usefixtures("quick_coach")


def config():
    return GameConfig(
        map="usa",
        seats=(
            SeatConfig(name="Ann", controller="human"),
            SeatConfig(name="Bob", controller="normal"),
        ),
    )


@pytest.fixture
def table(qtbot):
    controller = GameController(ai_delay_ms=0)
    panel = CoachPanel(controller)
    tracker = WinChanceTracker(controller)
    graph = WinChanceGraph(tracker)
    qtbot.addWidget(panel)
    qtbot.addWidget(graph)
    controller.new_game(config(), 4)
    yield controller, panel, tracker, graph
    panel.shutdown()
    tracker.task.cancel()
    tracker.task.wait(5)
    controller.shutdown()


def play_until(qtbot, controller, round_no):
    human = make_bot("normal", 9)
    while controller.state.round < round_no:
        if controller.human_to_move():
            controller.submit(human.choose(controller.state.view(0)))
        else:
            qtbot.waitUntil(lambda: controller.human_to_move(), timeout=10_000)


def test_hint_thinks_in_the_background(qtbot, table):
    """The answer arrives from the worker thread; how long the event loop may stall is
    measured by ``python -m lab.commands.coach_bench``, not here."""
    controller, panel, _tracker, _graph = table
    play_until(qtbot, controller, 3)
    qtbot.waitUntil(controller.human_to_move, timeout=10_000)
    panel.request_hint()
    assert panel.hint is None  # the answer comes later, from the worker thread
    assert panel.cancel_button.isEnabled() and not panel.button.isEnabled()
    qtbot.waitUntil(lambda: panel.hint is not None, timeout=10_000)
    hint = panel.hint
    assert hint.best.action in controller.state.legal_actions()
    assert choice_label(hint.best) in panel.best.text()
    assert panel.button.isEnabled() and not panel.cancel_button.isEnabled()
    # A move makes the hint stale: it disappears.
    controller.submit(hint.best.action)
    assert panel.hint is None and panel.best.text() == ""


def test_a_cancelled_hint_never_arrives(qtbot, table):
    controller, panel, _tracker, _graph = table
    play_until(qtbot, controller, 2)
    qtbot.waitUntil(controller.human_to_move, timeout=10_000)
    panel.request_hint()
    panel.cancel()
    assert panel.task.wait(10)
    deliver_queued()  # whatever the stopped worker sent has arrived
    assert panel.hint is None
    assert panel.status.text() == "Hint cancelled."


def test_an_answer_already_on_its_way_is_dropped_by_cancel(qtbot, table):
    """The worker may have checked the flag and queued its answer just before the
    cancel: that answer, arriving afterwards, must not show."""
    controller, panel, _tracker, _graph = table
    play_until(qtbot, controller, 2)
    qtbot.waitUntil(controller.human_to_move, timeout=10_000)
    panel.request_hint()
    qtbot.waitUntil(lambda: panel.hint is not None, timeout=10_000)
    answer = panel.hint
    panel.request_hint()
    token = panel.task.token
    panel.cancel()
    panel.task.finished.emit(token, answer)  # the late answer of the cancelled run
    assert panel.hint is None and panel.best.text() == ""
    assert panel.status.text() == "Hint cancelled."


def test_no_hint_when_the_computer_is_to_play(qtbot):
    controller = GameController(ai_delay_ms=60_000)  # the computer waits: its turn stays
    panel = CoachPanel(controller)
    qtbot.addWidget(panel)
    controller.new_game(config(), 4)
    human = make_bot("normal", 1)
    while controller.human_to_move():
        controller.submit(human.choose(controller.state.view(0)))
    assert controller.state.current_player == 1
    assert not panel.button.isEnabled()
    panel.request_hint()
    assert "No decision" in panel.status.text() and panel.hint is None
    assert not panel.task.busy()
    controller.shutdown()


def test_win_chances_after_each_round(qtbot, table):
    controller, _panel, tracker, graph = table
    set_win_chances_enabled(True)
    play_until(qtbot, controller, 4)
    qtbot.waitUntil(lambda: [r for r, _c in tracker.history] == [1, 2, 3], timeout=20_000)
    for _r, chances in tracker.history:
        assert sum(chances) == pytest.approx(1.0) and len(chances) == 2
    assert len(graph.plot.getPlotItem().listDataItems()) == 2
    assert "who plays each seat" in graph.toolTip()  # what the chances read


def test_a_game_opened_part_way_has_the_chances_of_its_past_rounds(qtbot, table):
    controller, _panel, tracker, _graph = table
    set_win_chances_enabled(True)
    play_until(qtbot, controller, 4)
    played = Game.from_log(controller.game.config, controller.game.seed, controller.game.log)
    qtbot.waitUntil(lambda: len(tracker.history) == 3, timeout=20_000)
    before = list(tracker.history)
    controller.set_game(played)  # as Continue and Open do
    qtbot.waitUntil(lambda: len(tracker.history) == 3, timeout=20_000)
    assert tracker.history == before  # the same positions, the same chances


def test_the_graph_knows_who_plays_each_seat(qtbot, table):
    """A seat of Hard counts as Hard, the person as Normal (docs/winprob.md): the graph
    shows the model's chances told the seats' levels."""
    controller, _panel, tracker, _graph = table
    set_win_chances_enabled(True)
    seats = (SeatConfig(name="Ann", controller="human"), SeatConfig(name="Cy", controller="hard"))
    game = Game(GameConfig(map="usa", seats=seats), 5)
    bots = [make_bot("normal", i) for i in range(2)]
    while game.state.round < 3:
        game.apply(bots[game.state.current_player].choose(game.state))
    expected, blind = [], []
    for rnd, state in round_start_states(game):
        expected.append((rnd - 1, win_chances(state.view(0), (None, "hard"))))
        blind.append(win_chances(state.view(0)))
    controller.set_game(Game.from_log(game.config, game.seed, game.log))
    qtbot.waitUntil(lambda: len(tracker.history) >= 2, timeout=20_000)
    assert tracker.history[:2] == expected
    assert all(e[1][1] > b[1] for e, b in zip(expected, blind, strict=True))


def test_win_chances_can_be_turned_off(qtbot, table):
    controller, _panel, tracker, _graph = table
    set_win_chances_enabled(False)
    started = tracker.task.token
    play_until(qtbot, controller, 3)
    deliver_queued()
    assert tracker.task.token == started, "an estimate was started while turned off"
    assert tracker.history == []
    set_win_chances_enabled(True)


def short_game() -> Game:
    game = Game(config(), 4)
    bots = [make_bot("normal", i) for i in range(2)]
    while game.state.round < 4:
        game.apply(bots[game.state.current_player].choose(game.state))
    return game


def test_the_analysis_board_reviews_as_the_coach_does(qtbot):
    game = short_game()
    board = AnalysisBoard(game, seats=[0], seed=1)
    qtbot.addWidget(board)
    board.start_review()
    qtbot.waitUntil(lambda: board.report is not None, timeout=60_000)
    expected = review(game, seats=[0], seed=1)
    assert [(i.index, i.cost) for i in board.report.items] == [
        (i.index, i.cost) for i in expected.items
    ]
    marked = [row for row in board.rows.values() if row.text(1)]
    assert len(marked) == len(expected.items)


def test_the_analysis_boards_review_can_be_cancelled(qtbot):
    board = AnalysisBoard(short_game(), seats=[0])
    qtbot.addWidget(board)
    board.start_review()
    board.cancel_review()
    assert board.review_task.wait(30)
    deliver_queued()  # whatever the stopped review sent has arrived
    assert board.report is None
    assert board.review_label.text() == "Review cancelled."


def test_empty_win_chance_graph_counts_whole_rounds(qtbot, table):
    """Before the first estimate the axis shows rounds 1 to 5, not fractions."""
    _controller, _panel, _tracker, graph = table
    graph.refresh()
    ticks = graph.plot.getAxis("bottom")._tickLevels
    assert [label for _pos, label in ticks[0]] == ["1", "2", "3", "4", "5"]
    low, high = graph.plot.getViewBox().viewRange()[0]
    assert low < 1 < 5 < high


def test_the_move_list_names_the_plant_of_every_bid(qtbot):
    """A bid or a pass in an auction names its plant; the coach's choice of a reviewed
    turn is its hint's label, with the difference in the hint's unit."""
    game = short_game()
    result = review(game, seats=[0], seed=game.seed)
    board = AnalysisBoard(game, seats=[0], seed=game.seed)
    qtbot.addWidget(board)
    board.set_review(result)
    bids = [row.text(0) for row in board.rows.values() if "bid" in row.text(0)]
    assert bids and all("plant" in text for text in bids), bids
    verdicts = 0
    for item in result.items:
        verdict = board.rows[item.index + 1].toolTip(1)
        if verdict:
            verdicts += 1
            assert choice_label(item.best) in verdict
    assert verdicts == sum(1 for i in result.items if mark_of(i) is not Mark.BEST)
