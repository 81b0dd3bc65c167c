"""The coach in the window: hints in a worker thread, win chances, the game review."""

from __future__ import annotations

import pytest

from powergrid.ai import make_bot
from powergrid.ai.coach import review
from powergrid.app.coach.panel import CoachPanel
from powergrid.app.coach.review import ReviewWindow
from powergrid.app.coach.texts import choice_label
from powergrid.app.coach.win_chances import WinChanceGraph, WinChanceTracker
from powergrid.app.shared.controller import GameController
from powergrid.app.shared.settings import set_win_chances_enabled
from powergrid.rules import Game, GameConfig, SeatConfig


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
    measured by ``python -m powergrid.cli.coach_bench``, not here."""
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
    qtbot.wait(100)
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


def test_win_chances_can_be_turned_off(qtbot, table):
    controller, _panel, tracker, _graph = table
    set_win_chances_enabled(False)
    play_until(qtbot, controller, 3)
    qtbot.wait(200)
    assert tracker.history == []
    set_win_chances_enabled(True)


def short_game() -> Game:
    game = Game(config(), 4)
    bots = [make_bot("normal", i) for i in range(2)]
    while game.state.round < 4:
        game.apply(bots[game.state.current_player].choose(game.state))
    return game


def test_review_window_steps_through_rounds(qtbot):
    game = short_game()
    window = ReviewWindow(game, seats=[0], seed=1)
    qtbot.addWidget(window)
    window.start()
    qtbot.waitUntil(lambda: window.report is not None, timeout=60_000)
    expected = review(game, seats=[0], seed=1)
    assert [(i.index, i.cost) for i in window.report.items] == [
        (i.index, i.cost) for i in expected.items
    ]
    assert window.costly.count() == len(expected.most_expensive(3))
    assert window.round == expected.rounds()[0]
    assert window.table.topLevelItemCount() == len(expected.by_round(window.round))
    assert not window.prev_button.isEnabled()
    window.step(1)
    assert window.round == expected.rounds()[1]
    assert window.table.topLevelItemCount() == len(expected.by_round(window.round))
    if window.costly.count():
        entry = window.costly.item(0)
        window._jump(entry)
        assert window.round == expected.most_expensive(1)[0].round
        bold = [
            window.table.topLevelItem(i).font(0).bold()
            for i in range(window.table.topLevelItemCount())
        ]
        assert any(bold)


def test_review_window_cancel(qtbot):
    window = ReviewWindow(short_game(), seats=[0])
    qtbot.addWidget(window)
    window.start()
    window.cancel()
    assert window.task.wait(30)
    qtbot.wait(100)
    assert window.report is None
    assert window.summary.text() == "Review cancelled."


def test_empty_win_chance_graph_counts_whole_rounds(qtbot, table):
    """Before the first estimate the axis shows rounds 1 to 5, not fractions."""
    _controller, _panel, _tracker, graph = table
    graph.refresh()
    ticks = graph.plot.getAxis("bottom")._tickLevels
    assert [label for _pos, label in ticks[0]] == ["1", "2", "3", "4", "5"]
    low, high = graph.plot.getViewBox().viewRange()[0]
    assert low < 1 < 5 < high


def test_review_rows_name_the_plant_the_choice_and_the_cost_unit(qtbot):
    """A bid or a pass names its plant, the coach's choice is its hint's label, the
    cost is in the hint's unit, and a long cell wraps instead of being cut."""
    game = short_game()
    result = review(game, seats=[0], seed=game.seed)
    window = ReviewWindow(game, seats=[0], seed=game.seed)
    qtbot.addWidget(window)
    window.resize(520, 500)
    window.show()
    qtbot.waitExposed(window)
    window.set_review(result)
    tall = 0
    for rnd in result.rounds():
        window.round = rnd
        window._show_round()
        for row, item in enumerate(result.by_round(rnd)):
            cells = window.table.topLevelItem(row)
            if item.plant:
                assert f"on plant {item.plant}" in cells.text(2), cells.text(2)
            if item.agrees:
                assert cells.text(3) == "the same" and cells.text(4) == ""
                continue
            assert cells.text(3) == choice_label(item.best)
            assert any(u in cells.text(4) for u in ("Elektro", "points", "powered", "as good"))
            line = window.table.fontMetrics().height()
            tall += window.table.visualItemRect(cells).height() > 1.5 * line
    assert tall, "a narrow window should wrap some coach's choice or cost"
