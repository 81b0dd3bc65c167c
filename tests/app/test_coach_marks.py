"""A hint that builds marks its cities on the map, numbered in order, and says what
decides it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from powergrid.ai.coach import Choice, Hint, Label, Reason
from powergrid.ai.coach_units import SAME
from powergrid.app.coach import panel as panel_module
from powergrid.app.coach.texts import choice_label
from powergrid.rules import Phase
from powergrid.rules import actions as A

from .conftest import config


def _numbers(scene) -> list[str]:
    """The numbers of the marked cities' badges, in the order they were drawn."""
    return [
        child.text()
        for item in scene.mark_items
        for child in item.childItems()
        if isinstance(child, QGraphicsSimpleTextItem)
    ]


def test_the_map_marks_cities_in_order_and_lets_clicks_through(qtbot, window):
    window.controller.new_game(config("human", "normal"), 4)
    scene = window.scene
    first, second = [n for n, city in scene.cities.items() if city.clickable][:2]
    scene.mark_cities([first, second, "Nowhere"])  # an unknown name is skipped
    assert _numbers(scene) == ["1", "2"]
    assert all(i.acceptedMouseButtons() == Qt.MouseButton.NoButton for i in scene.mark_items)
    assert scene.mark_items[0].pos() == scene.cities[first].pos()
    # A click on a marked city still reaches the city (RULES 3.4: the player builds).
    clicked = []
    scene.cityClicked.connect(clicked.append)
    view = window.view
    view.centerOn(scene.cities[first])
    point = view.mapFromScene(scene.cities[first].pos())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert clicked == [first]
    scene.mark_cities([])
    assert scene.mark_items == [] and _numbers(scene) == []


def _build_hint(seat: int, cities: tuple[str, ...]) -> Hint:
    """A hint whose best choice builds ``cities`` (as the coach words one)."""
    decides = Reason(
        "edge_money",
        {"amount": 12, "round": 4},
        "by round 4, about 12 Elektro more in hand than with the next choice",
    )
    best = Choice(
        A.build(cities[0]),
        "Build 2 cities (…) for 22 Elektro",
        10.0,
        0.0,
        Reason("forced", {}, "the only choice"),
        Label("build", {"count": len(cities), "cost": 22}, "Build"),
        ("build", 1, 2),
        SAME,
        cities,
        decides,
    )
    return Hint(seat, 1, Phase.BUILD, best, (), 64)


def test_a_hint_marks_its_cities_until_the_position_changes(qtbot, make_window, monkeypatch):
    window = make_window()
    c = window.controller
    c.new_game(config("human", "normal"), 4)
    cities = ("Seattle", "Portland")

    class Rigged:
        def __init__(self, *_args, **_kwargs):
            pass

        def hint(self, view, seat):
            return _build_hint(seat, cities)

    monkeypatch.setattr(panel_module, "Coach", Rigged)
    qtbot.waitUntil(c.human_to_move, timeout=10_000)
    panel = window.coach.panel
    panel.request_hint()
    qtbot.waitUntil(lambda: panel.hint is not None, timeout=10_000)
    scene = window.scene
    assert _numbers(scene) == ["1", "2"]
    assert [i.pos() for i in scene.mark_items[::2]] == [scene.cities[n].pos() for n in cities]
    assert "Seattle → Portland" in choice_label(panel.hint.best)
    text = panel.best.text()
    assert "What decides it: by round 4, about 12 Elektro more in hand" in text
    # A move makes the hint stale: its cities are no longer marked.
    c.submit(c.state.legal_actions()[0])
    assert panel.hint is None and scene.mark_items == []
