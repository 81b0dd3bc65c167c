"""The resource market dock draws a row for each resource the board's markets hold:
Australia's main market sells no uranium (its mines sell into a market of their own,
RULES 9.16) and Bremen's holds none (RULES 9.23), so neither shows a uranium row;
USA and Korea (two markets, RULES 8.23) show all four. The dock's height follows."""

from __future__ import annotations

import pytest

from powergrid.app.shared.shown_table import ShownTable
from powergrid.app.shared.style import RESOURCE_COLOURS
from powergrid.app.table.markets import ResourceMarketWidget, held_resources
from powergrid.rules import Game, GameConfig, SeatConfig

from ..qt_events import settle

COAL_OIL_GARBAGE = (0, 1, 2)
ALL_FOUR = (0, 1, 2, 3)


def _game(map_name: str, edition: str = "original") -> Game:
    seats = tuple(SeatConfig(name=n, controller="human") for n in ("Ann", "Ben", "Cleo"))
    return Game(GameConfig(map=map_name, edition=edition, seats=seats), 5)


@pytest.mark.parametrize(
    ("map_name", "edition", "rows"),
    [
        ("australia", "original", COAL_OIL_GARBAGE),
        ("bremen", "recharged", COAL_OIL_GARBAGE),
        ("usa", "original", ALL_FOUR),
        ("korea", "original", ALL_FOUR),  # the south market sells uranium, the north none
        ("china", "original", ALL_FOUR),  # none on the market at set-up, some later
    ],
)
def test_a_row_for_each_resource_the_boards_markets_hold(map_name, edition, rows):
    assert held_resources(_game(map_name, edition).state) == rows


def test_no_game_shows_every_resource():
    assert held_resources(None) == ALL_FOUR


def test_the_australian_market_draws_no_uranium_row_and_no_uranium_supply(qtbot):
    table = ShownTable()
    market = ResourceMarketWidget(table)
    qtbot.addWidget(market)
    table.show(_game("usa"))
    track = market.track
    assert track.sizeHint().height() == round(4 * track.row_h() + 6)
    assert f"color:{RESOURCE_COLOURS[3]}" in market.supply.text()
    table.show(_game("australia"))
    assert track.rows() == COAL_OIL_GARBAGE
    assert track.sizeHint().height() == round(3 * track.row_h() + 6)  # a row less
    drawn = {r for r, *_ in track._cells(table.state.resource_market())}
    assert drawn == set(COAL_OIL_GARBAGE)
    assert f"color:{RESOURCE_COLOURS[3]}" not in market.supply.text()


def test_the_docks_height_follows_the_rows_of_the_board_shown(qtbot, make_window):
    window = make_window()
    dock = window.docks["resourceMarketDock"]
    market = dock.market

    def fits() -> bool:
        return dock.height() == market.sizeHint().height() + 2

    window.controller.set_game(_game("australia"))
    settle(qtbot, window)
    assert fits() and not market.uranium.isHidden()
    australia = dock.height()
    window.controller.set_game(_game("usa"))  # a uranium row, no mines' market
    settle(qtbot, window)
    assert fits() and market.uranium.isHidden() and dock.height() != australia
    assert market.track.height() >= market.track.sizeHint().height()  # four rows, uncut
