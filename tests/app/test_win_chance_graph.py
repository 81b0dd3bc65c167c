"""The win-chance graph says why its lines start apart (how the model counts who plays
each seat) and keeps the players' names off its lines."""

from __future__ import annotations

import pytest

from powergrid.ai.winprob import seat_levels, shipped_model, win_chances
from powergrid.app.coach.win_chances import (
    WinChanceGraph,
    WinChanceTracker,
    who_counts_how,
)
from powergrid.app.shared.controller import GameController
from powergrid.app.shared.seat_legend import SeatLegend
from powergrid.app.shared.settings import set_win_chances_enabled
from powergrid.rules import GameConfig, SeatConfig, new_game


def table(*controllers: str, names: tuple[str, ...] = ()) -> GameConfig:
    names = names or ("Ann", "Ben", "Cleo", "Dan", "Eva", "Finn")[: len(controllers)]
    seats = tuple(SeatConfig(name=n, controller=c) for n, c in zip(names, controllers, strict=True))
    return GameConfig(map="usa", seats=seats)


@pytest.fixture
def graph(qtbot):
    set_win_chances_enabled(False)  # the test sets the history itself
    controller = GameController(ai_delay_ms=0)
    tracker = WinChanceTracker(controller)
    shown = WinChanceGraph(tracker)
    qtbot.addWidget(shown)
    yield controller, tracker, shown
    controller.shutdown()
    set_win_chances_enabled(True)


def test_the_graph_says_how_the_model_counts_each_seat():
    """A person counts as AI normal (the model's stand-in: a person's strength is not
    known); a level with a positive offset at this table size counts as stronger, a
    negative one as weaker; the Expert as Hard, its stand-in; at a table of Normal
    seats, or of people alone, the position alone decides, and nothing is said."""
    assert who_counts_how(table("human", "hard", "normal")) == [
        "a person as AI normal",
        "AI hard as stronger",
    ]
    assert who_counts_how(table("human", "expert")) == [
        "a person as AI normal",
        "AI expert as AI hard",
    ]
    assert who_counts_how(table("easy", "normal")) == ["AI easy as weaker"]
    assert who_counts_how(table("human", "normal", "human")) == ["a person as AI normal"]
    assert who_counts_how(table("normal", "normal")) == []
    assert who_counts_how(table("human", "human")) == []


def test_the_prior_of_a_person_is_normals_and_a_hard_seat_starts_far_ahead():
    """What the graph explains: at the set-up of a three-player table (the position
    level), a Hard seat against a person and a Normal seat gets about three in four,
    exactly what it gets against two Normal seats."""
    person = table("human", "hard", "normal")
    start = new_game(person, 3)
    chances = win_chances(start, seat_levels(person))
    assert chances[1] > 0.7 and chances[0] < 0.15
    assert chances == win_chances(start, ("normal", "hard", "normal"))
    assert shipped_model().offset(None, 3) == 0.0 < shipped_model().offset("hard", 3)


def test_the_note_under_the_graph_follows_the_game_shown(qtbot, graph):
    controller, tracker, shown = graph
    controller.new_game(table("human", "hard"), 4)
    shown.show()
    qtbot.waitExposed(shown)
    assert shown.note.isVisible()
    assert shown.note.text() == "How the seats count: a person as AI normal, AI hard as stronger."
    assert "who plays each seat" in shown.note.toolTip()
    controller.new_game(table("normal", "normal"), 4)
    tracker.changed.emit()
    assert not shown.note.isVisible()


def test_the_names_stand_under_the_plot_not_on_its_lines(qtbot, graph):
    controller, tracker, shown = graph
    controller.new_game(table("human", "hard", names=("<b>Ann</b>", "Ben")), 4)
    tracker.history = [(1, (0.2, 0.8)), (2, (0.25, 0.75)), (3, (0.3, 0.7))]
    shown.resize(260, 260)
    shown.show()
    qtbot.waitExposed(shown)
    tracker.changed.emit()
    plot = shown.plot
    qtbot.waitUntil(lambda: plot.width() == shown.width())  # laid out
    assert plot.getPlotItem().legend is None  # no legend drawn inside the chart
    assert len(plot.getPlotItem().listDataItems()) == 2
    assert shown.legend.names() == ["<b>Ann</b>", "Ben"]  # drawn as plain text
    assert shown.legend.geometry().top() >= plot.geometry().bottom()
    assert shown.legend.height() >= shown.legend.heightForWidth(shown.legend.width()) > 0


def test_a_narrow_legend_takes_more_rows(qtbot):
    legend = SeatLegend()
    qtbot.addWidget(legend)
    from PySide6.QtGui import QColor

    legend.set_entries([(QColor("red"), f"Player {i}") for i in range(6)])
    line = legend.fontMetrics().lineSpacing()
    wide = legend.heightForWidth(6 * legend._cell_width())
    narrow = legend.heightForWidth(2 * legend._cell_width())
    assert wide == line and narrow == 3 * line
