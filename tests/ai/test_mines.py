"""The bots and the uranium mines of Australia (docs/rules.md 8.110, 8.111, 9.16): a mine
is worth what it sells on the uranium market over the rounds left, never what it would
power, and holds no place among the plants."""

from __future__ import annotations

import pytest

from powergrid.ai.common import mine_income, mine_sales, plants_after_buying
from powergrid.ai.normal import NormalBot
from powergrid.ai.playouts import assets
from powergrid.rules import GameConfig, GameState, UraniumMarket, new_game
from powergrid.rules import actions as A
from tests.rules.conftest import AUCTION, at_phase, give, play, set_market, set_step

SALE = "uranium_sale_market"
PRICES = (2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7)  # Australia's places (RULES 9.16)


def auction(tokens: int, money: int = 120, rival_mines: tuple[int, ...] = ()) -> GameState:
    """Australia, 3 players, round 4, seat 0 to open with plants 13, 18 and 20 (the limit)
    and 120 Elektro; mine 23 (printed: 3 cities) first in the market; the uranium market
    holding ``tokens``; seat 2 (the first to sell) owning ``rival_mines`` too."""
    pos = new_game(GameConfig.quick(3, "australia"), 1).to_position()  # brown, red, yellow
    pos.marks = {}
    at_phase(pos, AUCTION, order=[0, 1, 2])
    pos.round = 4
    set_market(pos, [23, 25, 26, 27, 28, 30, 31, 33])
    give(pos, 0, plants=[13, 18, 20], money=money, cities=["Perth", "Bunbury"])
    give(pos, 1, plants=[10, 14], money=60, cities=["Darwin", "Katherine"])
    give(pos, 2, plants=[12, 15, *rival_mines], money=60, cities=["Sydney 1"])
    pos.marks = {SALE: tokens}
    return play(pos)


def value(s: GameState, plant: int) -> float:
    return NormalBot(1).plant_value(s.view(0), 0, plant)[0]


def test_one_sale_earns_the_dearest_empty_place_for_every_printed_city():
    # RULES 8.111: 8 tokens on 12 places: the sale earns 3 a city, 3 cities for mine 23.
    s = auction(8)
    assert mine_income(s, 0, 1)([23]) == 3 * 3
    assert mine_income(s, 0, 1)([]) == 0


def test_sales_follow_the_market_the_sellers_fill_and_the_refill_empties():
    # RULES 8.111: a full market buys nothing; a seller fills a place a mine and the
    # refill empties places between the rounds; the seller before takes the dear place.
    market = UraniumMarket(PRICES, 10, 2, 1)
    assert mine_sales(market, ((3, 1),), 3) == (2 * 3 + 2 * 3 + 2 * 3,)  # 10, 10, 10 tokens
    assert mine_sales(market, ((5, 1), (3, 1)), 2) == (2 * 5 + 2 * 5, 2 * 3)
    full = UraniumMarket(PRICES, 12, None, 3)
    assert mine_sales(full, ((3, 1),), 2) == (0 + 3 * 3,)  # 9 tokens after the refill: 3


def test_a_mine_is_worth_its_sales_in_proportion_to_its_cities():
    # RULES 8.110: a mine powers nothing; the bot values it by its sales alone, so
    # mine 39 (6 cities) is worth twice mine 23 (3 cities) on the same market.
    s = auction(8)
    sales = NormalBot(1).rounds_left(s)
    assert value(s, 23) == mine_income(s, 0, sales)([23]) > 0
    assert value(s, 39) == 2 * value(s, 23)


def last_round(tokens: int) -> GameState:
    """:func:`auction` in step 2 with seat 1 at 15 of the 17 cities that end the game:
    the bots expect one round left, so one sale."""
    pos = auction(tokens).to_position()
    brown = ["Albury", "Wollongong", "Dubbo", "Canberra", "Sydney 1", "Sydney 2", "Newcastle"]
    yellow = ["Darwin", "Katherine", "Tennant Creek", "Alice Springs", "Port Augusta"]
    give(pos, 1, cities=[*brown, *yellow, "Coober Pedy", "Adelaide", "Albany"])
    give(pos, 2, cities=["Kalgoorlie"])
    return play(set_step(pos, 2))


@pytest.mark.parametrize(("tokens", "price"), [(8, 3), (4, 5)])
def test_with_one_sale_left_a_mine_is_worth_its_price_times_its_cities(tokens, price):
    # RULES 8.111: the last sale earns the dearest empty place for every printed city.
    s = last_round(tokens)
    assert NormalBot(1).rounds_left(s) == 1 and s.uranium_market().price == price  # type: ignore[union-attr]
    assert value(s, 23) == price * 3 and value(s, 39) == price * 6


def test_a_dearer_market_makes_a_mine_worth_more():
    # RULES 8.111: the fewer tokens on the market, the dearer its empty places.
    worth = [value(auction(tokens), 23) for tokens in (12, 11, 8, 4)]
    assert worth == sorted(worth) and worth[0] < worth[-1]
    assert worth[0] > 0  # full now, it buys again after the first refill


def test_a_rival_selling_first_into_a_nearly_full_market_lowers_the_worth():
    # RULES 8.111: seat 2 sells first (the last in turn order) and fills the market.
    alone, crowded = value(auction(10), 23), value(auction(10, rival_mines=(28, 34)), 23)
    assert 0 <= crowded < alone


@pytest.mark.parametrize("tokens", [11, 8])
def test_a_bot_with_money_opens_the_mine_it_used_to_pass(tokens):
    # The bot owns three plants (the limit) and has 120 Elektro: it opens mine 23 at
    # its printed price; valued as a uranium plant without fuel, it passed.
    s = auction(tokens)
    assert NormalBot(1).choose(s) == A.choose(23, 23)


def test_a_mine_takes_no_place_among_the_plants():
    # RULES 8.110: buying a mine drops nothing; buying a plant at the limit drops one
    # of the plants, never a mine.
    mines = frozenset({11, 23, 28, 34, 39})
    assert plants_after_buying((13, 18, 20), 23, 3, mines) == [(0, (13, 18, 20, 23))]
    drops = plants_after_buying((13, 18, 23, 20), 25, 3, mines)
    assert [d for d, _kept in drops] == [13, 18, 20]
    assert plants_after_buying((13, 18, 23), 25, 3, mines) == [(0, (13, 18, 23, 25))]


def test_a_play_out_counts_a_mine_by_its_sales_not_as_capacity():
    # The search's leaf values (playouts.assets): a mine adds what it sells, nothing
    # for cities it cannot power.
    s = auction(8)
    without = assets(s, 2)
    pos = s.to_position()
    give(pos, 2, plants=[12, 15, 39])
    with_mine = play(pos)
    sales = NormalBot(1).rounds_left(with_mine)
    assert assets(with_mine, 2) - without == mine_income(with_mine, 2, sales)([39]) > 0
