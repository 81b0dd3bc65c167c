"""Shared arithmetic of the computer players: fuel plans, plant values, build costs.

Everything here reads a game position (usually a player's view) and never changes it.
Cities are handled by board index, resources by index (coal, oil, garbage, uranium).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from itertools import combinations
from typing import NamedTuple

from ..board import Board
from ..rules import (
    HOUSES_PER_PLAYER,
    PLANTS,
    STEP3,
    Action,
    ChoosePlantDecision,
    GameState,
    Phase,
    ResourceMarketView,
    RuleBook,
    SellUraniumDecision,
    UraniumMarket,
    fuel_need,
    income,
    purchase_price,
)
from ..rules import actions as A

#: Tokens of coal, oil, garbage and uranium.
Tokens = tuple[int, int, int, int]
#: A price per token of coal, oil, garbage and uranium.
Prices = tuple[float, float, float, float]
#: A subset of plants to run: (plants, cities, fixed fuel, hybrid amount).
Subset = tuple[tuple[int, ...], int, Tokens, int]
#: Running a subset on fuel bought now: (cities, cost, tokens to buy).
FuelOption = tuple[int, int, Tokens]

#: A plant id's printed number (a "46+" is 46): the lowest opening bid unless a rule
#: change lowers it; a bot asks the game (``state.opening_bid(plant)``) for the real one.
opening_bid = ChoosePlantDecision.min_bid

#: "Unreachable" in the bots' arithmetic (a price nobody pays, a score nobody gets).
INF = 10**9
#: What a token is assumed to cost when the market cannot supply it.
SCARCE_PRICE = (9, 9, 9, 17)


class Bot:
    """The interface of every computer player.

    ``choose(state)`` gets the real state and returns a legal action of its current
    player; a bot reads only ``state.view(state.current_player)``. ``name`` is the key
    of its level (see :mod:`powergrid.levels`); ``seed`` fixes its random choices.
    """

    def __init__(self, seed: int = 0, name: str = "bot") -> None:
        self.seed = seed
        self.name = name

    def choose(self, state: GameState) -> Action:  # pragma: no cover - interface
        raise NotImplementedError


# ----- plants and fuel ---------------------------------------------------------------------


@lru_cache(maxsize=1 << 14)
def subsets(plants: tuple[int, ...]) -> tuple[Subset, ...]:
    """Every subset of plants: (plants, cities, fixed fuel [c,o,g,u], hybrid amount)."""
    out = []
    for size in range(len(plants) + 1):
        for combo in combinations(plants, size):
            need = fuel_need(combo)
            cities = sum(PLANTS[p].cities for p in combo)
            out.append((combo, cities, need.fixed, need.hybrid))
    return tuple(out)


def capacity(plants: Iterable[int]) -> int:
    """Cities the plants power with full fuel (the Step 3 card powers none)."""
    return sum(PLANTS[p].cities for p in plants if p != STEP3)


def plants_after_buying(
    plants: Sequence[int], plant: int, limit: int, mines: frozenset[int] = frozenset()
) -> list[tuple[int, tuple[int, ...]]]:
    """(plant dropped or 0, plants kept) for every way of owning ``plant`` as well: all
    of ``plants`` when under the ``limit``, else each owned plant dropped in turn
    (RULES 3.2). ``mines`` (RULES 8.110) count toward no limit and are never dropped."""
    if mines:
        if plant in mines:
            return [(0, (*plants, plant))]
        counted = [p for p in plants if p not in mines]
        if len(counted) < limit:
            return [(0, (*plants, plant))]
        return [(drop, (*(p for p in plants if p != drop), plant)) for drop in counted]
    if len(plants) < limit:
        return [(0, (*plants, plant))]
    return [(drop, (*(p for p in plants if p != drop), plant)) for drop in plants]


def price_of(book: RuleBook | None, r: int, on_market: int, k: int) -> int | None:
    """What k tokens of resource r cost from a track holding ``on_market``: by the
    game's tables (``book``), the base game's when None."""
    if book is None:
        return purchase_price(r, on_market, k)
    return book.purchase_price(r, on_market, k)


def tables_key(book: RuleBook | None) -> object:
    """What the bots' caches of prices and incomes must tell apart: the game's tracks,
    supply prices, income table and houses (None: the base game's)."""
    if book is None or book.base_tables:
        return None
    return (book.tracks, book.extra, book.payment, book.houses)


def unit_prices(res_market: Sequence[int], book: RuleBook | None = None) -> Prices:
    """A rough price of one token of each resource: the next few tokens' mean (by the
    game's tables, ``book``; the base game's when None)."""
    key = (res_market[0], res_market[1], res_market[2], res_market[3], tables_key(book))
    known = _UNIT_PRICES.get(key)
    if known is None:
        out: list[float] = []
        for r in range(4):
            on = res_market[r]
            k = min(on, 3 if r < 3 else 1)
            price = price_of(book, r, on, k) if k else None
            out.append(float(SCARCE_PRICE[r]) if price is None else price / k)
        if len(_UNIT_PRICES) >= 1 << 12:
            _UNIT_PRICES.clear()  # bounded; one dict operation a step, safe in threads
        known = _UNIT_PRICES[key] = (out[0], out[1], out[2], out[3])  # markets are few
    return known


_UNIT_PRICES: dict[tuple[object, ...], Prices] = {}


def purchase_cost(
    res_market: Sequence[int], buy: Sequence[int], book: RuleBook | None = None
) -> int:
    """What buying ``buy`` (tokens of coal, oil, garbage, uranium) costs now, or INF
    when the market lacks some of them (by the game's tables, ``book``)."""
    total = 0
    for r, k in enumerate(buy):
        if k > 0:
            price = price_of(book, r, res_market[r], k)
            if price is None:
                return INF
            total += price
    return total


def supply_for_sale(market: ResourceMarketView) -> tuple[int, int, int, int]:
    """Tokens of each resource a player may buy from the supply once the track is
    empty (RULES 8.1): the supply's tokens where the map sells them, else none."""
    return market.sold_beyond  # the supply's, or a storage's (RULES 8.100)


def fuel_plan(
    plants: Iterable[int],
    have: Iterable[int],
    res_market: Iterable[int],
    target: int,
    money: int = INF,
    book: RuleBook | None = None,
    sold: Sequence[int] = (0, 0, 0, 0),
) -> FuelOption:
    """The cheapest way to run plants for ``target`` cities with fuel bought now.

    Returns (powered, cost, buy) where buy is tokens of each resource to purchase;
    powered is the most cities (at most target) reachable within ``money``; ``sold``
    counts the tokens of each resource the supply sells beyond the track (RULES 8.1,
    :func:`supply_for_sale`).
    """
    best: FuelOption = (0, 0, (0, 0, 0, 0))
    best_key = (-1, 0)
    options = fuel_options(tuple(plants), tuple(have), tuple(res_market), book, tuple(sold))
    for cities, cost, buy in options:
        powered = cities if cities < target else target
        if powered < best_key[0] or cost > money:
            continue
        key = (powered, -cost)
        if key > best_key:
            best_key = key
            best = (powered, cost, buy)
    return best


def _price_row(r: int, on_market: int, book: RuleBook | None, sold: int = 0) -> tuple[int, ...]:
    """Price of 0, 1 … ``on_market`` + ``sold`` tokens of resource r with that many on
    the market and ``sold`` more for sale from the supply (RULES 8.1)."""
    key = (r, on_market, sold, tables_key(book))
    row = _PRICE_ROWS.get(key)
    if row is None:
        prices = []
        for k in range(on_market + sold + 1):
            price = price_of(book, r, on_market, k)
            assert price is not None  # k is within the market and the supply's sale
            prices.append(price)
        if len(_PRICE_ROWS) >= 1 << 10:
            _PRICE_ROWS.clear()  # bounded; one dict operation a step, safe in threads
        row = _PRICE_ROWS[key] = tuple(prices)
    return row


_PRICE_ROWS: dict[tuple[object, ...], tuple[int, ...]] = {}
#: Fuel options by (plants, fuel held, market, tables): asked for many targets and budgets.
_FUEL_OPTIONS: dict[tuple[object, ...], tuple[FuelOption, ...]] = {}


def fuel_options(
    plants: tuple[int, ...],
    have: tuple[int, ...],
    res_market: tuple[int, ...],
    book: RuleBook | None = None,
    sold: tuple[int, ...] = (0, 0, 0, 0),
) -> tuple[FuelOption, ...]:
    """(cities, cost, tokens to buy) of running each subset of ``plants`` on fuel
    bought now (hybrids split between coal and oil as cheaply as possible), in the
    order of :func:`subsets`; subsets whose garbage or uranium the market lacks are
    left out (``sold``: tokens the supply sells beyond each track, RULES 8.1).
    Remembered: the same few plants, holdings and markets recur."""
    key = (plants, have, res_market, sold, tables_key(book))
    known = _FUEL_OPTIONS.get(key)
    if known is not None:
        return known
    coal, oil, garbage, uranium = (_price_row(r, res_market[r], book, sold[r]) for r in range(4))
    have_c, have_o, have_g, have_u = have
    out = []
    for _combo, cities, fixed, hybrid in subsets(plants):
        buy_g = max(0, fixed[2] - have_g)
        buy_u = max(0, fixed[3] - have_u)
        if buy_g >= len(garbage) or buy_u >= len(uranium):
            continue  # the market lacks them
        cost_gu = garbage[buy_g] + uranium[buy_u]
        # Split the hybrid demand between coal and oil as cheaply as possible.
        best_split: tuple[int, int, int] | None = None
        for x in range(hybrid + 1):
            buy_c = max(0, fixed[0] + x - have_c)
            buy_o = max(0, fixed[1] + hybrid - x - have_o)
            cost = (coal[buy_c] if buy_c < len(coal) else INF) + (
                oil[buy_o] if buy_o < len(oil) else INF
            )
            if best_split is None or cost < best_split[0]:
                best_split = (cost, buy_c, buy_o)
        assert best_split is not None  # the loop runs at least once
        out.append((cities, best_split[0] + cost_gu, (best_split[1], best_split[2], buy_g, buy_u)))
    if len(_FUEL_OPTIONS) >= 1 << 15:
        _FUEL_OPTIONS.clear()  # bounded; one dict operation a step, safe in threads
    known = _FUEL_OPTIONS[key] = tuple(out)
    return known


@lru_cache(maxsize=1 << 14)
def fuel_vectors(plants: tuple[int, ...]) -> tuple[tuple[int, int, int, int, int, int], ...]:
    """(cities, coal, oil, garbage, uranium, hybrid) burnt by the subsets of plants that
    power a city, leaving out every subset another one beats whatever the prices (as
    many cities or more on no more of any fuel): only the best subsets matter to the
    cheapest run and the best income below."""
    vectors = [
        (cities, fixed[0], fixed[1], fixed[2], fixed[3], hybrid)
        for _combo, cities, fixed, hybrid in subsets(plants)
        if cities
    ]
    kept = []
    for i, (cities, coal, oil, garbage, uranium, hybrid) in enumerate(vectors):
        for j, w in enumerate(vectors):
            if (
                j != i
                and w[0] >= cities
                and w[1] <= coal
                and w[2] <= oil
                and w[3] <= garbage
                and w[4] <= uranium
                and w[5] <= hybrid
                and (j < i or w != vectors[i])  # of equal vectors the first one stays
            ):
                break
        else:
            kept.append(vectors[i])
    return tuple(kept)


def run_cost(plants: tuple[int, ...], prices: Prices, k: int) -> float:
    """Fuel cost of one round (at ``prices``, hybrids on the cheaper of coal and oil)
    of powering at least ``k`` cities, k up to the plants' capacity: the cheapest
    subset of plants that powers k cities or more (0 for none)."""
    if k <= 0:
        return 0.0
    p0, p1, p2, p3 = prices
    hybrid_price = min(p0, p1)
    best: float | None = None
    for cities, coal, oil, garbage, uranium, hybrid in fuel_vectors(plants):
        if cities >= k:
            cost = coal * p0 + oil * p1 + garbage * p2 + uranium * p3 + hybrid * hybrid_price
            if best is None or cost < best:
                best = cost
    if best is None:
        raise IndexError(f"plants {plants} cannot power {k} cities")
    return best


#: Income for 0 to 22 powered cities (RULES 1.4), for the valuation's inner loop.
_INCOME = tuple(income(c) for c in range(HOUSES_PER_PLAYER + 1))


def incomes(book: RuleBook | None) -> tuple[int, ...]:
    """Income for 0 up to a player's houses in cities powered, by the game's table
    (``book``; the base game's when None)."""
    if book is None or book.base_tables:
        return _INCOME
    return tuple(book.income(c) for c in range(book.houses + 1))


def net_incomes(
    plants: tuple[int, ...],
    prices: Prices,
    rows: tuple[int, ...],
    book: RuleBook | None = None,
) -> tuple[float, ...]:
    """For each number of connected cities in ``rows`` (0 to the houses): the best
    income less fuel (at ``prices``) of one round with that many cities, over every
    subset of plants to run (the income for nothing powered when no subset pays
    more), by the game's income table (``book``; the base game's when None)."""
    key = (plants, prices, rows, tables_key(book))
    known = _NET_INCOMES.get(key)
    if known is not None:
        return known
    pay = incomes(book)
    p0, p1, p2, p3 = prices
    hybrid_price = min(p0, p1)
    best = [float(pay[0])] * len(rows)
    for cities, coal, oil, garbage, uranium, hybrid in fuel_vectors(plants):
        cost = coal * p0 + oil * p1 + garbage * p2 + uranium * p3 + hybrid * hybrid_price
        for i, row in enumerate(rows):
            value = pay[cities if cities < row else row] - cost
            if value > best[i]:
                best[i] = value
    if len(_NET_INCOMES) >= 1 << 15:
        _NET_INCOMES.clear()  # bounded; one dict operation a step, safe in threads
    known = _NET_INCOMES[key] = tuple(best)
    return known


_NET_INCOMES: dict[tuple[object, ...], tuple[float, ...]] = {}


# ----- cities -------------------------------------------------------------------------------


def house_prices(view: GameState, seat: int) -> list[int | None]:
    """House price of every city (by board index) for ``seat`` now (None: not buildable)."""
    return view.house_prices_by_index(seat)


def greedy_build(
    view: GameState, seat: int, k: int, money: int = INF
) -> tuple[list[int], list[int]]:
    """Greedy cheapest-next-city plan: (cities in order, cumulative costs), within money.

    The next city is always the cheapest to add (house plus connection from what is
    owned by then, lowest index on a tie); a seat without a network starts at its
    :func:`best_start` (and gets that city even when ``k`` is 0). The plan stops at
    ``k`` cities, the seat's houses, or the first city it cannot pay.
    """
    key = _plan_key(view, seat)
    plan = _PLANS.get(key, _UNKNOWN)
    if plan is _UNKNOWN:
        plan = _first_plan(view, seat, key)
    if plan is None:
        return [], []
    order, costs = plan.order, plan.costs
    cities = view.player(seat).city_count
    want = min(k, view.rule_book().houses - cities)
    if len(order) < want and not plan.exhausted and (not costs or costs[-1] <= money):
        order, costs = _extend(key, plan, want, money)
    n = max(0, min(want, len(order)))
    while n and costs[n - 1] > money:
        n -= 1
    if cities == 0:
        if costs[0] > money:
            return [], []
        n = max(n, 1)
    return list(order[:n]), list(costs[:n])


class _Plan(NamedTuple):
    """A seat's greedy plan as far as it was asked for, and what extends it."""

    order: tuple[int, ...]
    #: Cumulative costs (house and connection of every city so far).
    costs: tuple[int, ...]
    #: House prices of the cities not in the plan (None: not buildable).
    houses: list[int | None]
    #: Connection costs from the network with the plan's cities.
    reach: list[int]
    spent: int
    #: No city is left to add.
    exhausted: bool


#: Greedy plans by board position and seat (None: no free city to start from). A plan
#: is extended by storing a longer one, never changed in place, so that threads
#: sharing the cache (the app's and its AI worker's) only ever see whole plans.
_PLANS: dict[tuple[object, ...], _Plan | None] = {}
_PLAN_LIMIT = 1 << 14
_UNKNOWN = _Plan((), (), [], [], 0, True)


def _plan_key(view: GameState, seat: int) -> tuple[object, ...]:
    """What a seat's greedy plan depends on: the board, the step, every network,
    whether it is round 1 (a board may close cities in round 1, RULES 8.43) and the
    spaces the game blocks (the same board blocks others in another game, RULES 8.120)."""
    return (view.board, view.step, seat, view.networks(), view.round == 1, view.blocked_cities())


def _store(key: tuple[object, ...], plan: _Plan | None) -> None:
    if len(_PLANS) >= _PLAN_LIMIT:
        _PLANS.clear()  # bounded; one dict operation a step, safe in threads
    _PLANS[key] = plan


def _first_plan(view: GameState, seat: int, key: tuple[object, ...]) -> _Plan | None:
    """The start of ``seat``'s plan (its first city if it has no network yet), stored
    under ``key``; None when such a seat has no free city to start from."""
    houses = house_prices(view, seat)
    net = view.player(seat).connection_costs
    plan: _Plan | None
    if net is not None:
        plan = _Plan((), (), houses, list(net), 0, False)
    else:
        start = best_start(view, seat)
        if start is None:
            plan = None
        else:
            first = houses[start]
            assert first is not None  # best_start picks a free city
            houses[start] = None
            plan = _Plan((start,), (first,), houses, list(view.board.dist[start]), first, False)
    _store(key, plan)
    return plan


def _extend(
    key: tuple[object, ...], plan: _Plan, want: int, money: int
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Extend ``plan`` to ``want`` cities, or until a city costs more than ``money``
    (that one included) or none is left; store and return (order, costs)."""
    board = key[0]
    assert isinstance(board, Board)  # the first part of a plan's key
    dist = board.dist
    order, costs, houses = list(plan.order), list(plan.costs), plan.houses[:]
    reach, spent, exhausted = plan.reach, plan.spent, False
    while len(order) < want:
        best_c, best_p = -1, INF
        for c, h in enumerate(houses):
            if h is not None:
                p = h + reach[c]
                if p < best_p:
                    best_c, best_p = c, p
        if best_c < 0:
            exhausted = True
            break
        spent += best_p
        order.append(best_c)
        costs.append(spent)
        houses[best_c] = None
        row = dist[best_c]
        reach = [a if a < b else b for a, b in zip(reach, row, strict=False)]
        if spent > money:
            break
    _store(key, _Plan(tuple(order), tuple(costs), houses, reach, spent, exhausted))
    return tuple(order), tuple(costs)


def start_candidates(view: GameState, seat: int, n: int) -> list[int]:
    """The n best first cities: cheap to grow from (its 5 nearest free cities), away
    from rivals; lowest score first, ties by city index."""
    price = {c: h for c, h in enumerate(house_prices(view, seat)) if h is not None}
    dist = view.board.dist
    free = list(price)
    rivals = [
        net
        for p in view.player_views()
        if p.seat != seat and (net := p.connection_costs) is not None  # a house: a network
    ]
    scored = []
    for c in free:
        row = dist[c]
        near = sorted(row[o] + price[o] for o in free if o != c)[:5]
        score = price[c] * 3 + sum(near)
        for net in rivals:
            # Rivals next door take the cheap cities first.
            score += max(0, 12 - net[c]) * 2
        scored.append((score, c))
    scored.sort()
    return [c for _s, c in scored[:n]]


def best_start(view: GameState, seat: int) -> int | None:
    """The best first city (see ``start_candidates``), or None when none is free."""
    best = start_candidates(view, seat, 1)
    return best[0] if best else None


# ----- the resource market of the turn (RULES 8.23) -----------------------------------------


def pick_market(s: GameState, seat: int, purchase: Callable[[GameState], Action]) -> Action | None:
    """On a board with two resource markets, before ``seat`` buys this turn: the
    choice of the market where the bot's own purchases (``purchase``: its next buy in
    a position, Done when it has bought enough) get it the most fuel, and at equal
    fuel the cheaper; the South on a tie (it alone sells uranium). None where there is
    nothing to choose."""
    if s.phase != Phase.RESOURCES or not s.market_names() or s.chosen_market() is not None:
        return None
    best: tuple[int, int] | None = None
    pick: Action | None = None
    for choice in (A.SOUTH, A.NORTH):
        trial = s.clone()
        trial.apply(choice)
        me = trial.player(seat)
        tokens, money = sum(me.resources), me.money  # the view reads the live state
        for _ in range(64):  # a purchase buys one resource: a few steps at most
            if trial.phase != Phase.RESOURCES or trial.current_player != seat:
                break
            move = purchase(trial)
            if type(move) is not A.Buy:
                break
            trial.apply(move)
        me = trial.player(seat)
        score = (sum(me.resources) - tokens, me.money - money)
        if best is None or score > best:
            best, pick = score, choice
    return pick


# ----- the uranium sale of the mines (RULES 8.111) -------------------------------------------


def pick_sale(s: GameState, seat: int) -> Action | None:
    """On a board with a uranium market, when ``seat`` sells or keeps his mines'
    uranium: sell, unless the price a city earns after a round of waiting (the refill
    empties the cheap places; nobody selling) is more than twice today's. A sale
    declined is lost for good (one sale a round), so waiting pays only when the one
    later sale earns more than two sales would, and then only if nobody fills the
    market meanwhile: the bot waits only for such a jump. None: no sale to decide."""
    if s.phase != Phase.BUREAUCRACY:
        return None
    decision = s.decision()
    if not isinstance(decision, SellUraniumDecision) or decision.seat != seat:
        return None
    return A.KEEP if decision.price_after_wait > 2 * decision.price else A.SELL


# ----- the income of the mines (RULES 8.110, 8.111) ------------------------------------------


@lru_cache(maxsize=1 << 12)
def mine_sales(
    market: UraniumMarket, sellers: tuple[tuple[int, int], ...], sales: int
) -> tuple[int, ...]:
    """What each seller earns over the next ``sales`` sales on the uranium ``market``,
    everyone selling every time (RULES 8.111): ``sellers`` are (cities printed on the
    seller's mines, his mines) in the order they sell. A sale earns the dearest empty
    place's price a city and fills one place a mine; a full market buys nothing; every
    refill between two sales empties ``market.removed`` places (this step's count).
    Remembered: play-outs ask for the same few markets and sellers again and again."""
    prices, size, tokens = market.prices, len(market.prices), market.tokens
    earned = [0] * len(sellers)
    for _ in range(sales):
        for i, (cities, mines) in enumerate(sellers):
            if mines and tokens < size:
                earned[i] += prices[size - tokens - 1] * cities
                tokens = min(size, tokens + mines)
        tokens = max(0, tokens - market.removed)
    return tuple(earned)


def rounds_left(s: GameState, growth: float) -> int:
    """Rounds likely left including this one, the largest network growing by ``growth``
    cities a round up to the end threshold."""
    end = s.limits().end_cities
    lead = s.largest_network()
    return max(1, int((end - lead) / growth + 0.999))


def mines_key(s: GameState) -> object:
    """What the worth of mines reads beyond a seat's own plants (:func:`mine_income`):
    the tokens on the uranium market, the turn order and every seat's mines; None on a
    board without mines (a key of the bots' remembered bids)."""
    mines = s.uranium_mines()
    if not mines:
        return None
    market = s.uranium_market()
    if market is None:
        return None
    owned = tuple(tuple(p for p in v.plants if p in mines) for v in s.player_views())
    return (market.tokens, market.removed, s.turn_order(), owned)


def _seller(mines: Iterable[int]) -> tuple[int, int]:
    """(cities printed on ``mines``, how many) of one seller (:func:`mine_sales`)."""
    held = tuple(mines)
    return sum(PLANTS[p].cities for p in held), len(held)


def mine_income(s: GameState, seat: int, sales: int) -> Callable[[Iterable[int]], int]:
    """What ``seat`` earns over the next ``sales`` sales of his mines (:func:`mine_sales`),
    as a function of the mines he owns: the market as it is now, the other seats owning
    the mines they own and every seat selling in this round's order (the last first).
    Nothing on a board without a uranium market."""
    market = s.uranium_market()
    mines = s.uranium_mines()
    if market is None or not mines:
        return lambda _own: 0
    order = tuple(reversed(s.turn_order()))
    me = order.index(seat)
    sellers = [_seller(p for p in s.player(o).plants if p in mines) for o in order]

    def income(own: Iterable[int]) -> int:
        sellers[me] = _seller(own)
        return mine_sales(market, tuple(sellers), sales)[me]

    return income
