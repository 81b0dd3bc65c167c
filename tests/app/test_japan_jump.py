"""Japan's second network (RULES 8.43): a player who has not yet started one pays no
connection in a start city; the table's hover quote, the build page's path and the
inspector of a running game price it as the engine does."""

from __future__ import annotations

import pytest

from powergrid.app.inspection.highlighter import BuildHighlighter
from powergrid.app.inspection.window import InspectorWindow
from powergrid.app.shared import table_data as td
from powergrid.app.table.board_view import BoardScene
from powergrid.rules import GameConfig, GameState, new_game
from tests.rules.conftest import BUILD, at_phase, give

NAMES = ["Ann", "Ben", "Cleo"]
NORTH = ["Sapporo", "Asahikawa"]  # a network in the north, Sapporo its start city
FAR = "Osaka"  # a start city two regions away
REGIONS = ("brown", "green", "purple")


def japan(jumped: bool = False) -> tuple[GameState, int]:
    """Round 2's building on Japan: the seat to build owns Sapporo and Asahikawa and
    has (or, ``jumped``, has spent) his second network; the seat."""
    first = new_game(GameConfig.quick(3, "japan", regions=REGIONS), 1)
    pos = first.to_position()
    at_phase(pos, BUILD, order=[0, 1, 2], round=2)
    seat = GameState.from_position(pos, first.board).current_player
    give(pos, seat, cities=NORTH, money=100)
    pos.marks = {"start_cities": 1 << seat} if jumped else {}
    return GameState.from_position(pos, first.board), seat


def test_the_rules_quote_no_connection_for_the_jump():
    # RULES 8.43: the house place in a start city and no connection, once a game.
    s, seat = japan()
    path_cost, _path = s.board.connection_cost(NORTH, FAR)
    assert path_cost > 0
    assert s.connection_price(seat, FAR) == 0
    assert s.city_price(seat, FAR) == 10  # the first place of step 1
    assert s.connection_price(seat, "Aomori") == s.board.connection_cost(NORTH, "Aomori")[0]
    spent, seat = japan(jumped=True)
    assert spent.connection_price(seat, FAR) == path_cost
    assert spent.connection_price(seat, "Sapporo") is None  # his own city


@pytest.mark.parametrize("jumped", [False, True])
def test_the_hover_quote_agrees_with_the_engine(qtbot, jumped):
    s, seat = japan(jumped)
    scene = BoardScene()
    scene.build(s.board.mapfile, s.board.regions)
    helper = BuildHighlighter(scene)
    helper.set_state(s, seat)
    quote = helper.quote(FAR)
    assert quote.price == s.city_price(seat, FAR)
    assert quote.connection == s.connection_price(seat, FAR)
    assert quote.house == 10  # never a house priced below its place
    assert (quote.path == [FAR]) != jumped  # a new network has no path to draw


def test_the_inspector_of_the_game_prices_the_jump_until_the_network_is_edited(qtbot):
    s, seat = japan()
    w = InspectorWindow(None, state=s, names=NAMES, seat=seat)
    qtbot.addWidget(w)
    info = w.hover_city(FAR)
    assert (info.total, info.connection, info.path) == (10, 0, [FAR])
    assert w.model.heat()[FAR] == s.city_price(seat, FAR)
    w.model.toggle_network("Aomori")  # a network of the inspector's own: the board prices it
    w.refresh()
    assert w.hover_city(FAR).connection == s.board.connection_cost([*NORTH, "Aomori"], FAR)[0]


def test_a_jump_build_draws_no_path():
    s, seat = japan()
    assert td.charged_connection(s, seat, NORTH, FAR) == (0, [FAR])
    cost, path = td.charged_connection(s, seat, NORTH, "Aomori")
    assert cost > 0 and path[0] in NORTH and path[-1] == "Aomori"
