"""The resources page on a board with two resource markets (docs/rules.md 8.23): the
player picks the market, the amounts are priced there, and the purchase is made there."""

from __future__ import annotations

import os

from powergrid.rules import Game, Phase

from .conftest import advance, config


def korea_game(seed: int = 3) -> Game:
    cfg = config("human", "human", "human").model_copy(update={"map": "korea"})
    return advance(
        Game(cfg, seed),
        lambda s: s.phase == Phase.RESOURCES and s.round >= 2 and s.player(s.current_player).plants,
    )


def test_the_page_buys_at_the_north_market_when_chosen(qtbot, window):
    c = window.controller
    c.set_game(korea_game())
    page = window.panel.current_page()
    assert window.panel.page_name == "resources" and page.market_row.isVisibleTo(window)
    seat = c.state.current_player
    north = c.state.resource_market("north").on_market
    south = c.state.resource_market("south").on_market
    page.market_buttons["north"].setChecked(True)
    assert page.spins[3].maximum() == 0  # the North sells no uranium
    assert page.spins[0].maximum() == north[0]
    page.spins[0].setValue(1)
    price = c.state.resource_market("north").price(0, 1)
    assert f"Total <b>{price}</b>" in page.total.text()
    if os.environ.get("PG_SHOT"):  # a look at the page: PG_SHOT=file.png PG_LANG=de
        from powergrid.app.shared.i18n import language

        language().switch(os.environ.get("PG_LANG", "en"))
        qtbot.wait(50)
        window.grab().save(os.environ["PG_SHOT"])
        language().switch("en")
    page.buy_button.click()
    assert c.state.resource_market("north").on_market[0] == north[0] - 1
    assert c.state.resource_market("south").on_market == south
    assert c.state.players[seat].res[0] >= 1
    assert c.state.current_player != seat or c.state.phase != Phase.RESOURCES


def test_the_market_row_is_hidden_on_a_board_with_one_market(window):
    c = window.controller
    c.set_game(advance(Game(config("human", "human"), 4), lambda s: s.phase == Phase.RESOURCES))
    assert window.panel.page_name == "resources"
    assert not window.panel.pages["resources"].market_row.isVisibleTo(window)


def test_the_table_draws_the_north_market_beside_the_south(qtbot, window):  # RULES 8.23
    c = window.controller
    c.set_game(korea_game())
    panel = window.docks["resourceMarketDock"].market
    assert panel.track.view().on_market == c.state.resource_market("south").on_market
    assert panel.north.isVisibleTo(window)
    assert panel.titles[1].text() == "North market"
    window.panel.current_page().market_buttons["north"].setChecked(True)
    # The North sells no uranium: its track has no row for it, and painting it holds.
    assert panel.north.view().track(3) == ()
    assert not panel.north.grab().isNull()
    assert [r for r, *_ in panel.north._cells(panel.north.view())].count(3) == 0


def test_one_market_is_drawn_alone(window):
    c = window.controller
    c.set_game(Game(config("human", "human"), 4))
    panel = window.docks["resourceMarketDock"].market
    assert not panel.north.isVisibleTo(window) and not panel.titles[0].isVisibleTo(window)
    assert panel.track.market is None and panel.track.view() is not None
