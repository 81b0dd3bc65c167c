"""What the win-probability model reads of a position: a few figures per seat.

Every figure comes from the public surface of :mod:`powergrid.rules` and from what a
seat's view shows (money, plants, fuel, cities and turn order are open information;
only the draw stack is hidden), so the same position gives the same figures from
every seat's view. A row describes one seat: its own figures, the same figures less
the best and the mean of the other seats, and the figures of the game it sits in.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray

from ...rules import PLANTS, GameState

#: A seat's own figures, in this order (see :func:`seat_figures`).
SEAT_FIGURES = (
    "cities",  # cities connected
    "money",  # Elektro in hand
    "capacity",  # cities the plants could power with full fuel
    "powerable",  # cities the fuel on the plants powers now (capped at cities)
    "supplied",  # min(capacity, cities): what full fuel would power now
    "income",  # the payment for ``supplied`` cities (RULES 1.4)
    "fuel_cost",  # what fuel for one run of every plant costs at today's market
    "affordable",  # cities the money buys now, cheapest first (house and connection)
    "potential",  # min(capacity, cities + affordable): powered after a full build
    "fuelled",  # capacity fuelled from stock and what the market has left when it buys
    "fuelled_potential",  # min(fuelled, cities + affordable)
    "end_reach",  # cities + affordable - the cities that end the game
    "money_per_city_left",  # money / the cities still needed to end the game
    "plants",  # plants owned
    "highest_plant",  # the highest plant's number
    "fuel",  # tokens stored on the plants
    "order",  # place in turn order, 0 first to 1 last
)

#: Own figures that are also given against the other seats (own less best, own less mean).
RELATIVE = (
    "cities",
    "money",
    "capacity",
    "supplied",
    "income",
    "affordable",
    "potential",
    "fuelled",
    "fuelled_potential",
    "end_reach",
    "money_per_city_left",
    "highest_plant",
)

#: Figures of the whole game, the same for every seat of a position.
GAME_FIGURES = (
    "round",
    "step2",
    "step3",
    "players",
    "end_cities",  # cities that end the game (RULES 1.5)
    "to_end",  # cities the largest network still lacks to end the game
    "progress",  # largest network / end cities
)

#: Every column of a row, in order: the names a model file must list.
FEATURES: tuple[str, ...] = (
    SEAT_FIGURES
    + tuple(f"{name}_vs_best" for name in RELATIVE)
    + tuple(f"{name}_vs_mean" for name in RELATIVE)
    + GAME_FIGURES
)

_INDEX = {name: i for i, name in enumerate(SEAT_FIGURES)}
_RELATIVE_COLUMNS = [_INDEX[name] for name in RELATIVE]
#: A plant card's fuel kind as an index of :func:`fuel_prices`.
_KINDS = {"coal": 0, "oil": 1, "garbage": 2, "uranium": 3, "hybrid": 4}


def seat_figures(
    state: GameState,
    seat: int,
    prices: tuple[float, ...] | None = None,
    fuelled: Sequence[int] | None = None,
) -> list[float]:
    """One seat's own figures (:data:`SEAT_FIGURES`) in ``state``; ``prices`` and
    ``fuelled`` are :func:`fuel_prices` and :func:`fuelled_capacity` when already known."""
    prices = fuel_prices(state) if prices is None else prices
    fuelled = fuelled_capacity(state) if fuelled is None else fuelled
    player = state.player(seat)
    cities = player.city_count
    capacity = player.capacity
    supplied = min(capacity, cities)
    order = state.turn_order()
    affordable = _affordable(state, seat, player.money, player.houses_left)
    end = state.limits().end_cities
    return [
        float(cities),
        float(player.money),
        float(capacity),
        float(state.powerable(seat)),
        float(supplied),
        float(state.rule_book().income(supplied)),
        _fuel_cost(prices, player.plants),
        float(affordable),
        float(min(capacity, cities + affordable)),
        float(fuelled[seat]),
        float(min(fuelled[seat], cities + affordable)),
        float(cities + affordable - end),
        player.money / max(1, end - cities),
        float(len(player.plants)),
        float(player.highest_plant),
        float(sum(player.resources)),
        order.index(seat) / max(1, len(order) - 1),
    ]


def _affordable(state: GameState, seat: int, money: int, houses_left: int) -> int:
    """How many cities ``money`` buys now, each priced alone (house plus connection from
    today's network) and the cheapest first: a quick, slightly low count."""
    if houses_left <= 0:
        return 0
    houses = state.house_prices_by_index(seat)
    net = state.player(seat).connection_costs
    prices = sorted(
        price + (0 if net is None else net[c])
        for c, price in enumerate(houses)
        if price is not None
    )
    count = spent = 0
    for price in prices[:houses_left]:
        spent += price
        if spent > money:
            break
        count += 1
    return count


def fuelled_capacity(state: GameState) -> list[int]:
    """By seat: the cities its plants can power this round with the fuel on them and what
    the market still holds when its turn to buy comes (RULES 3.3: the last in turn order
    buys first), every seat before it having taken what its plants lack. Money is not
    counted; bigger plants are fuelled first, a hybrid from coal, then oil."""
    market = list(state.resource_market().on_market)
    out = [0] * state.player_count
    for seat in reversed(state.turn_order()):
        player = state.player(seat)
        stock = list(player.resources)
        powered = 0
        for number in sorted(player.plants, key=lambda n: -PLANTS[n].cities):
            card = PLANTS[number]
            kinds = (0, 1) if card.kind == "hybrid" else (_KINDS.get(card.kind, -1),)
            if kinds[0] < 0 or not card.amount:
                powered += card.cities  # an eco plant needs no fuel
                continue
            if _take(stock, market, kinds, card.amount):
                powered += card.cities
        out[seat] = powered
    return out


def _take(stock: list[int], market: list[int], kinds: tuple[int, ...], amount: int) -> bool:
    """Take ``amount`` tokens of ``kinds`` from the stock, then the market; False (and
    nothing taken) when both together hold too few."""
    if sum(stock[k] + market[k] for k in kinds) < amount:
        return False
    for pile in (stock, market):
        for k in kinds:
            took = min(pile[k], amount)
            pile[k] -= took
            amount -= took
    return True


def fuel_prices(state: GameState) -> tuple[float, ...]:
    """The next token's price of coal, oil, garbage and uranium, then of a hybrid's
    fuel (the cheaper of coal and oil); a token the market lacks is priced at its
    track's dearest place."""
    market = state.resource_market()
    unit: list[float] = []
    for r in range(4):
        price = market.next_price(r)
        unit.append(float(price) if price is not None else float(max(market.track(r))))
    return (*unit, min(unit[0], unit[1]))


def _fuel_cost(prices: tuple[float, ...], plants: tuple[int, ...]) -> float:
    """Elektro that fuel for one run of every plant costs at ``prices``."""
    cost = 0.0
    for number in plants:
        card = PLANTS[number]
        if card.amount:
            cost += prices[_KINDS[card.kind]] * card.amount
    return cost


def game_figures(state: GameState) -> list[float]:
    """The figures of the whole game (:data:`GAME_FIGURES`)."""
    end = state.limits().end_cities
    largest = state.largest_network()
    return [
        float(state.round),
        1.0 if state.step == 2 else 0.0,
        1.0 if state.step == 3 else 0.0,
        float(state.player_count),
        float(end),
        float(max(0, end - largest)),
        largest / end,
    ]


def position_features(state: GameState) -> NDArray[np.float64]:
    """A (seats × :data:`FEATURES`) array: one row per seat of ``state`` (a state or a
    seat's view; both give the same rows)."""
    n = state.player_count
    prices = fuel_prices(state)
    fuelled = fuelled_capacity(state)
    own = np.array(
        [seat_figures(state, seat, prices, fuelled) for seat in range(n)], dtype=np.float64
    )
    rel = own[:, _RELATIVE_COLUMNS]
    # The best of the others: the top value, or the second for the seat that holds it.
    ranked = np.sort(rel, axis=0)
    top, second = ranked[-1], ranked[-2]
    best = np.where(rel == top, second, top)
    mean = (rel.sum(axis=0, keepdims=True) - rel) / (n - 1)
    game = np.tile(np.array(game_figures(state), dtype=np.float64), (n, 1))
    return np.hstack([own, rel - best, rel - mean, game])
