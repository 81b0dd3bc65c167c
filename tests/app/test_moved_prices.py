"""The resource market shows the prices the rules charge (RULES 8.60: on the Middle
East the oil moves down its track when the supply runs short), and the step tooltip
names no count of cities where none starts step 2 (RULES 8.62)."""

from __future__ import annotations

import pytest

from powergrid.app.shared import table_data as td
from powergrid.app.shared.shown_table import ShownTable
from powergrid.app.table.markets import ResourceTrack
from powergrid.app.table.tracks import TracksWidget
from powergrid.rules import Game, GameConfig, GameState
from tests.rules.conftest import RESOURCES_PHASE, at_phase, give

OIL = 1


def middle_east(moved: int) -> Game:
    """Five players on the Middle East buying resources, seat 0 first with two oil
    plants and money; the oil on the market moved ``moved`` places down its track."""
    game = Game(GameConfig.quick(5, "middle_east"), 1)
    pos = game.state.to_position()
    give(pos, 0, plants=[16, 35], money=200)
    at_phase(pos, RESOURCES_PHASE, order=[1, 2, 3, 4, 0][::-1])
    pos.marks = {"resource_without_limit": moved} if moved else {}
    game.state = GameState.from_position(pos, game.state.board)
    return game


@pytest.fixture
def shown(qtbot):
    table = ShownTable()
    track = ResourceTrack(table)
    qtbot.addWidget(track)
    track.resize(400, track.sizeHint().height())
    return table, track


def test_the_market_prices_oil_as_the_engine_charges_it():
    # RULES 8.60: 4 places moved: the 21 oil on 2 to 8 now lie on 1 (one), 2 to 6, 7 (two).
    s = middle_east(moved=4).state
    view = s.resource_market()
    for amount in (1, 3, 6):  # his plants store 6 oil
        quote = s.purchase_quote(0, "oil", amount)
        assert quote.ok and view.price("oil", amount) == quote.cost
    assert view.price("oil", 21) < s.rule_book().purchase_price(OIL, 21, 21)  # not printed
    assert view.place_prices("oil")[:8] == (1, 1, 1, 1, 1, 1, 1, 2)


def test_the_track_draws_each_price_with_the_places_it_holds_now(shown):
    table, track = shown
    table.show(middle_east(moved=4))
    cells = list(track._cells(track.view()))
    oil = [(price, places) for r, price, _cell, places, _first in cells if r == OIL]
    assert oil == [(1, 7), (2, 3), (3, 3), (4, 3), (5, 3), (6, 3), (7, 2)]
    oil_row = next(cell for r, p, cell, _n, _f in cells if r == OIL and p == 1)
    tip = track._tip(track.view(), oil_row.center())
    assert tip == "oil at 1 Elektro each: 4 of 7 places filled"


def test_the_printed_track_is_drawn_while_nothing_moved(shown):
    table, track = shown
    table.show(middle_east(moved=0))
    cells = [(price, places) for r, price, _c, places, _f in track._cells(track.view())]
    assert cells[8:16] == [(p, 3) for p in range(1, 9)]  # the oil row, as printed


def test_the_step_tooltip_names_no_count_where_none_starts_step_2(qtbot):
    # RULES 8.62: on the Middle East no number of cities starts step 2.
    game = middle_east(moved=0)
    assert td.table_view(game).step2_cities is None
    table = ShownTable()
    tracks = TracksWidget(table)
    qtbot.addWidget(tracks)
    tracks.resize(420, tracks.sizeHint().height())
    table.show(game)
    tracks.grab()  # painted: the tips are laid out with the elements
    tips = [text for _rect, text in tracks.tips]
    step = next(t for t in tips if t.startswith("Round 2, step 1."))
    assert "No number of cities starts step 2 on this board" in step
    assert "23" not in step
