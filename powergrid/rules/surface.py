"""The typed public queries of a game state, mixed into ``GameState``.

These methods are what the app, the bots and the tools read: typed decisions,
read-only views, the outcome, and rule questions about this position answered by
the same checks ``apply`` runs. None of them is used by the engine's own inner
loop (legal actions, apply, clone), which stays on the raw slots.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Protocol

from . import actions as A
from .changes.two_resource_markets import MARKET_NAMES
from .changes.uranium_mines import UraniumMines
from .changes.uranium_sale_market import UraniumMarket, UraniumSaleMarket
from .decisions import (
    AnyDecision,
    BidDecision,
    BuildDecision,
    BuyDecision,
    ChoosePlantDecision,
    DiscardDecision,
    GameOverDecision,
    RunDecision,
)
from .economy import MARKET_MARK, best_powered, run_choices
from .errors import IllegalActionError
from .outcome import Outcome
from .phase import Phase
from .queries import plant_capacity
from .state import INF, fits
from .tables import RESOURCES, PlayerCountRules
from .views import PlantMarketView, PlayerView, ResourceMarketView, resource_index

#: Module constants: reading an enum member off its class costs four times as much.
#: The rule change of a uranium market (RULES 8.111).
_SALE = UraniumSaleMarket.id
#: The phases of a round (RULES 3), and with the auction before the turn order (8.52).
_ORDER_FIRST = ("order", "auction", "resources", "build", "bureaucracy")
_AUCTION_FIRST = ("auction", "order", "resources", "build", "bureaucracy")
#: The rule change of uranium mines (RULES 8.110).
_MINES = UraniumMines.id
_AUCTION, _RESOURCES, _BUILD, _BUREAUCRACY, _OVER = (
    Phase.AUCTION,
    Phase.RESOURCES,
    Phase.BUILD,
    Phase.BUREAUCRACY,
    Phase.OVER,
)

if TYPE_CHECKING:
    from ..board import Board, BuildPlan
    from .book import RuleBook
    from .deck import CardSet
    from .state import PlayerState


class _Position(Protocol):
    """What these queries read of a position: the state's slots and rule helpers
    (the self type of the mixin's methods)."""

    n: int
    round: int
    step: int
    phase: str
    turn: int
    order: list[int]
    max_cities: int
    board: Board
    rules: PlayerCountRules
    book: RuleBook
    marks: Mapping[str, int]
    players: list[PlayerState]
    market: list[int]
    deck: list[int]
    known_bottom: int
    removed: list[int]
    inactive: list[int] | None
    remove_left: int
    cards: CardSet
    res_market: list[int]
    res_north: tuple[int, int, int, int]
    owners: list[tuple[int, ...]]
    result: Outcome | None
    discard_seat: int
    discard_keep_plant: int
    auc_plant: int
    auc_bid: int
    auc_leader: int
    auc_ring: list[int]
    auc_turn: int

    @property
    def current_player(self) -> int: ...
    def supply(self) -> list[int]: ...
    def current_market(self) -> list[int]: ...
    def future_market(self) -> list[int]: ...
    def build_price(self, seat: int, city: int) -> int: ...
    def _connection(self, seat: int, city: int) -> int: ...
    def _closed_cities(self, seat: int) -> frozenset[int]: ...
    def _discard_actions(self) -> list[Any]: ...
    def _build_actions(self, seat: int) -> list[Any]: ...
    def _check_buy(self, seat: int, action: A.Buy) -> None: ...
    def _opening_bid(self, plant: int) -> int: ...
    def _may_buy(self, seat: int, plant: int) -> bool: ...
    def _for_sale(self, r: int, supply: list[int] | None = None) -> int: ...
    def sold_beyond(self) -> list[int]: ...
    def _cost(self, r: int, amount: int, seat: int = -1) -> int: ...
    def _seat_table(self, seat: int, r: int) -> tuple[tuple[int, ...], ...]: ...
    def _buying_at(self) -> tuple[RuleBook, Sequence[int]]: ...
    def _buy_limit(self, r: int, on_market: int) -> int: ...
    def player(self, seat: int) -> PlayerView: ...
    def _buy_decision(self, seat: int) -> BuyDecision: ...
    def _build_decision(self, seat: int) -> BuildDecision: ...
    def _run_decision(self, seat: int) -> RunDecision: ...
    def _deciding_seat(self) -> int: ...


#: The names of a board's blocked cities by (board, board indices): see blocked_cities.
_BLOCKED_NAMES: dict[tuple[object, frozenset[int]], tuple[str, ...]] = {}


@dataclass(frozen=True, slots=True)
class PurchaseQuote:
    """The answer to "may this seat buy these tokens now?" (RULES 3.3).

    ``cost`` is the price when the purchase is legal; otherwise ``cost`` is None and
    ``code``/``reason``/``params`` say why, exactly as ``apply`` would refuse it.
    """

    resource: str
    amount: int
    cost: int | None
    code: str | None = None
    reason: str | None = None
    params: Mapping[str, object] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        """Whether the purchase is allowed now."""
        return self.cost is not None


class SurfaceRules:
    """Typed public queries of a position (see the module text). Mixed into the state."""

    __slots__ = ()

    # ----- who and where ----------------------------------------------------------------

    @property
    def player_count(self) -> int:
        """Seats in the game (2 to 6)."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        return s.n

    def limits(self) -> PlayerCountRules:
        """The player-count row of the rules (RULES 1.5, or the map's): regions, plant
        limit, the cities that start step 2 and end the game."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        return s.rules

    def rule_book(self) -> RuleBook:
        """The game's tables and rule changes: income, tracks, refills, house places,
        houses per player, the rule set and the map's rules (RULES 7, 8). While the
        current player buys from a second resource market (RULES 8.23), the tracks
        are that market's (the book of buying there; every other table the same); in a
        step whose prices a change sets (RULES 8.112), that step's tracks."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        return s._buying_at()[0]

    def market_names(self) -> tuple[str, ...]:
        """The resource markets a player may choose between (RULES 8.23): ("south",
        "north") on a board with two, else none."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        return () if s.book.north is None else ("south", "north")

    def chosen_market(self) -> str | None:
        """The market the current buyer chose this turn (RULES 8.23), None if none."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        mark = s.marks.get(MARKET_MARK) if s.book.north is not None else None
        return None if mark is None else MARKET_NAMES[mark]

    @property
    def edition(self) -> str:
        """The rule set played: "original" or "recharged" (RULES 7)."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        return s.book.edition

    def opening_bid(self, plant: int) -> int:
        """The lowest opening bid on a plant now: its number, or what a rule change
        lowers it to (the discounted plant, RULES 7.3)."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        return s._opening_bid(plant)

    def offered(self, seat: int) -> tuple[int, ...]:
        """The plants of the current market ``seat`` may choose: all of them, unless
        the board forbids some to this seat (RULES 3.2, 8.12)."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        market = s.current_market()
        if not s.book.on_may_buy:
            return tuple(market)
        return tuple(p for p in market if s._may_buy(seat, p))

    def round_phases(self) -> tuple[str, ...]:
        """The five phases of a round in the order this game plays them: "order" (the
        turn order set, RULES 3.1), then "auction", "resources", "build" and
        "bureaucracy"; on a board that auctions the plants before the turn order is
        set, "auction" comes first (RULES 8.52)."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        if s.book.on["order_after_auction"]:
            return _AUCTION_FIRST
        return _ORDER_FIRST

    def turn_order(self) -> tuple[int, ...]:
        """Seats in turn order, first player first (RULES 3.1)."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        return tuple(s.order)

    def largest_network(self) -> int:
        """The most cities any player has (it purges the plant market, RULES 3.4)."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        return s.max_cities

    def networks(self) -> tuple[tuple[int, ...], ...]:
        """Every seat's cities as board indexes (``board.cities[i]``), in building
        order, by seat: one cheap value that changes exactly when a house is built,
        for search code that remembers answers per board position."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        return tuple([tuple(p.cities) for p in s.players])

    def holdings(self) -> tuple[tuple[int, tuple[int, ...], tuple[int, ...]], ...]:
        """Every seat's money, plants (lowest first) and stored coal, oil, garbage and
        uranium, by seat, as plain values (with :meth:`networks`, what search code
        remembers answers under)."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        return tuple([(p.money, tuple(p.plants), tuple(p.res)) for p in s.players])

    def played_this_phase(self) -> frozenset[int]:
        """Seats that have taken their turn in the running resources, building or
        bureaucracy phase (resources and building go in reverse turn order)."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        n, order, turn = s.n, s.order, s.turn
        if s.phase is _BUREAUCRACY:
            return frozenset(order[:turn])
        if s.phase in (_RESOURCES, _BUILD):
            return frozenset(order[n - 1 - t] for t in range(turn))
        return frozenset()

    # ----- views --------------------------------------------------------------------------

    def player(self, seat: int) -> PlayerView:
        """A read-only view of one seat's belongings."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        if not 0 <= seat < s.n:
            raise ValueError(f"no seat {seat} in a {s.n}-player game")
        return PlayerView(s.players[seat], s.board, s.book.houses)

    def player_views(self) -> tuple[PlayerView, ...]:
        """Read-only views of every seat, by seat."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        board = s.board
        houses = s.book.houses
        return tuple(PlayerView(p, board, houses) for p in s.players)

    def plant_market(self) -> PlantMarketView:
        """The plant market (current and future) and what is known of the stack."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        return PlantMarketView(s)

    def resource_market(self, market: str | None = None) -> ResourceMarketView:
        """The resource market with its prices, and the bank's supply. On a board with
        two markets (RULES 8.23) ``market`` names one ("south", "north"); None: the
        one the current buyer buys from (the North once chosen, else the South)."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        north = s.book.north
        if market is None:
            book, on = s._buying_at()
            # The market's own prices where rule changes set them (RULES 8.60).
            costs = None if not book.on_buy_costs else partial(s._seat_table, -1)
            if north is None:
                stored = s.sold_beyond if s.book.on["extra_tokens"] else None  # RULES 8.100
                return ResourceMarketView(s.res_market, s.supply, book, stored, costs)
            return ResourceMarketView(on, s.supply, book, costs=costs)
        if north is None:
            raise ValueError("this board has one resource market")
        if market == "south":
            return ResourceMarketView(s.res_market, s.supply, s.book)
        if market == "north":
            return ResourceMarketView(s.res_north, s.supply, north)
        raise ValueError(f"no resource market {market!r}; the markets are south and north")

    def houses(self) -> dict[str, tuple[int, ...]]:
        """Every city holding houses: the seats there, in building order."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        names = s.board.cities
        return {names[c]: occ for c, occ in enumerate(s.owners) if occ}

    def outcome(self) -> Outcome | None:
        """The final ranking once the game is over, else None."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        return s.result

    # ----- the decision -----------------------------------------------------------------

    def decision(self) -> AnyDecision:
        """What is being decided now, by whom, with what the decider needs."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        phase = s.phase
        if phase is _AUCTION and s.auc_plant and s.discard_seat < 0:  # bots ask this most
            seat = s.auc_ring[s.auc_turn]
            return BidDecision(
                seat, s.auc_plant, s.auc_bid, s.auc_leader, s.players[seat].money, tuple(s.auc_ring)
            )
        seat = s.current_player
        if phase is _OVER:
            assert s.result is not None
            return GameOverDecision(-1, s.result)
        if phase is _AUCTION:
            if s.discard_seat >= 0:
                plants = tuple(s.players[seat].plants)
                options = tuple(a for a in s._discard_actions() if type(a) is A.Discard)
                return DiscardDecision(
                    seat,
                    tuple(p for p in plants if p != s.discard_keep_plant),
                    s.discard_keep_plant,
                    s.rules.plant_limit,
                    options,
                )
            money = s.players[seat].money
            market = tuple(s.current_market())
            opening = tuple(s._opening_bid(p) for p in market)
            # every plant of the market, those this chooser may not buy closed (RULES 8.12)
            offered = self.offered(seat) if s.book.on_may_buy else market
            closed = tuple(p for p in market if p not in offered)
            can_open = any(
                b <= money for b, p in zip(opening, market, strict=True) if p not in closed
            )
            return ChoosePlantDecision(
                seat,
                market,
                tuple(s.future_market()),
                money,
                # round 1: who has a plant already (RULES 8.123) may pass
                can_pass=s.round > 1 or not can_open or bool(s.players[seat].plants),
                opening=opening,
                closed=closed,
            )
        if phase is _RESOURCES:
            return s._buy_decision(seat)
        if phase is _BUILD:
            return s._build_decision(seat)
        if s.book.on["deciding_seat"] and s._deciding_seat() == seat:
            sale = s.book.change(_SALE)
            assert isinstance(sale, UraniumSaleMarket)
            return sale.decision_of(s, seat)  # type: ignore[arg-type]
        return s._run_decision(seat)

    def uranium_market(self) -> UraniumMarket | None:
        """The uranium market the mines sell into (RULES 8.111), None on a board
        without one."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        sale = s.book.change(_SALE)
        if not isinstance(sale, UraniumSaleMarket):
            return None
        return sale.market(s)  # type: ignore[arg-type]

    def uranium_mines(self) -> frozenset[int]:
        """The plants that are uranium mines (RULES 8.110): they power no city, count
        toward no plant limit and earn on the uranium market; empty on a board without."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        mines = s.book.change(_MINES)
        return mines.mines if isinstance(mines, UraniumMines) else frozenset()

    def uranium_sale(self, seat: int) -> tuple[int, int]:
        """(cities ``seat``'s mines could power, Elektro a sale earns him now) on a
        board with a uranium market (RULES 8.111); (0, 0) elsewhere."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        sale = s.book.change(_SALE)
        if not isinstance(sale, UraniumSaleMarket):
            return 0, 0
        return sale.sale(s, seat)  # type: ignore[arg-type]

    def _buy_decision(self, seat: int) -> BuyDecision:
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        view = s.player(seat)
        on = s._buying_at()[1]  # the chosen market's (RULES 8.23)
        room = view.room()
        money = view.money
        most = []
        nexts: list[int | None] = []
        supply = s.supply()
        limited = self.purchase_limit
        for r in range(4):
            for_sale = s._for_sale(r, supply)
            limit = limited(r)
            if limit is not None:
                for_sale = min(for_sale, limit)
            nexts.append(s._cost(r, 1, seat) if for_sale else None)
            k = 0
            while k < min(for_sale, room[r]) and s._cost(r, k + 1, seat) <= money:
                k += 1
            most.append(k)
        return BuyDecision(
            seat,
            money,
            (on[0], on[1], on[2], on[3]),
            room,
            (nexts[0], nexts[1], nexts[2], nexts[3]),
            (most[0], most[1], most[2], most[3]),
        )

    def _build_decision(self, seat: int) -> BuildDecision:
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        player = s.players[seat]
        names = s.board.cities
        prices: dict[str, int] = {}
        for act in s._build_actions(seat):
            if type(act) is A.Build:
                prices[act.city] = s.build_price(seat, s.board.index[act.city])
        return BuildDecision(
            seat,
            s.step,
            player.money,
            s.player(seat).houses_left,
            tuple(names[c] for c in player.cities),
            MappingProxyType(prices),
        )

    def _run_decision(self, seat: int) -> RunDecision:
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        player = s.players[seat]
        cities = len(player.cities)
        best: tuple[tuple[int, ...], int] = ((), 0)
        best_key = (-1, 0)
        for combo, coal in run_choices(player):
            key = (min(plant_capacity(combo), cities), -len(combo))
            if key > best_key:
                best, best_key = (combo, coal), key
        res = player.res
        return RunDecision(
            seat,
            tuple(player.plants),
            (res[0], res[1], res[2], res[3]),
            cities,
            A.run(*best),
            max(best_key[0], 0),
        )

    # ----- rule questions about this position ------------------------------------------

    def city_price(self, seat: int, city: str) -> int | None:
        """What building in ``city`` costs ``seat`` now (house plus connection), or
        None when the rules do not allow it there (full, already there, unknown)."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        index = s.board.index.get(city)
        if index is None:
            return None
        price = s.build_price(seat, index)
        return None if price >= INF else price

    def connection_price(self, seat: int, city: str) -> int | None:
        """The connection ``seat`` pays now to build in ``city``, the house place left
        out: the cheapest path from his network (RULES 3.4), 0 for his first house or
        where the board lets him start a network without one (RULES 8.43); None where
        the rules do not let him build there (unknown, full, already his)."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        index = s.board.index.get(city)
        if index is None or s.build_price(seat, index) >= INF:
            return None
        return s._connection(seat, index)

    def blocked_cities(self) -> tuple[str, ...]:
        """The cities in play where nobody may build for the whole game (RULES 8.120),
        in board order; a path may still pass them."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        gates = s.book.on["closed_cities"]
        if not gates:
            return ()
        blocked = frozenset().union(*(c.blocked_for_game(s) for c in gates))  # type: ignore[arg-type]
        key = (s.board, blocked)
        names = _BLOCKED_NAMES.get(key)
        if names is None:  # bots ask for every plan: a set of blocked spaces is named once
            if len(_BLOCKED_NAMES) >= 256:
                _BLOCKED_NAMES.clear()
            names = tuple(name for i, name in enumerate(s.board.cities) if i in blocked)
            _BLOCKED_NAMES[key] = names
        return names

    def house_prices_by_index(self, seat: int) -> list[int | None]:
        """By board index: the house price ``seat`` would pay in each city now (no
        connection), None where it may not build (RULES 3.4, 8.43)."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        book = s.book
        prices: list[int | None]
        if book.uniform_places:
            places = book.step_prices[s.step]  # asked once: bots call this for every plan
            open_places = len(places)
            prices = [
                None if seat in occ or len(occ) >= open_places else places[len(occ)]
                for occ in s.owners
            ]
        else:
            by_city = book.open_by_city[s.step]
            prices = [
                None if seat in occ or len(occ) >= len(by_city[c]) else by_city[c][len(occ)]
                for c, occ in enumerate(s.owners)
            ]
        if book.on["build_connection"]:  # cities a rule change closes to the seat (RULES 8.43)
            prices = [None if s._connection(seat, c) >= INF else p for c, p in enumerate(prices)]
        closed = s._closed_cities(seat)  # who may build where (RULES 8.101)
        if closed:
            prices = [None if c in closed else p for c, p in enumerate(prices)]
        return prices

    def build_quote(self, seat: int, cities: Iterable[str], *, in_order: bool = False) -> BuildPlan:
        """The price of building ``cities`` for ``seat`` from his network now, city by
        city: each pays its next free place and the cheapest connection from what he
        owns at that moment (RULES 3.4). Cheapest order unless ``in_order``. Raises
        ValueError naming a city the seat may not build in."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        names = s.board.cities
        index = s.board.index
        prices: dict[str, int] = {}
        targets = list(cities)
        for city in targets:
            c = index.get(city)
            if c is None:
                raise ValueError(f"{city!r} is not a city in play on this board")
            occ = s.owners[c]
            price = None if seat in occ else s.book.house_price(s.step, c, len(occ))
            if price is None:
                raise ValueError(f"{city} has no free place for seat {seat} in step {s.step}")
            prices[city] = price
        network = [names[c] for c in s.players[seat].cities]
        if in_order:
            return s.board.price_order(network, targets, prices)
        return s.board.cheapest_order(network, targets, prices)

    def purchase_quote(self, seat: int, resource: str | int, amount: int) -> PurchaseQuote:
        """Price of buying ``amount`` tokens for ``seat`` now, or why the rules refuse
        it (market, storage, money), with the engine's own check (RULES 3.3)."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        name = RESOURCES[resource_index(resource)]
        if amount < 1:
            raise ValueError(f"a purchase is of 1 token or more, not {amount}")
        action = A.buy(name, amount)
        try:
            s._check_buy(seat, action)
        except IllegalActionError as err:
            return PurchaseQuote(name, amount, None, err.code, err.reason, err.params)
        return PurchaseQuote(name, amount, s._cost(resource_index(name), amount, seat))

    def income_for(self, seat: int, powered: int) -> int:
        """What ``seat`` is paid in this round's bureaucracy for ``powered`` cities: the
        income table's, changed by the board's rules (a power outage, RULES 8.70)."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        pay = s.book.income(powered)
        for change in s.book.on["income"]:
            pay = change.income(s, seat, pay)  # type: ignore[arg-type]
        return pay

    def purchase_limit(self, resource: str | int) -> int | None:
        """The most tokens of a resource one purchase may take now where the board
        limits it (a step's price cap, RULES 8.71; one token a turn, RULES 8.73); None
        where only the market, storage and money limit a purchase."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        on = s.book.on
        if not (on["price_cap"] or on["one_token_turns"]):
            return None
        r = resource_index(resource)
        return s._buy_limit(r, s._buying_at()[1][r])

    def fits_storage(self, seat: int, extra: Iterable[int]) -> bool:
        """True when ``seat``'s resources plus ``extra`` (coal, oil, garbage, uranium)
        fit his plants, hybrids shared (RULES 3.3)."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        player = s.players[seat]
        after = [have + more for have, more in zip(player.res, extra, strict=True)]
        return fits(player.capacities(), after)

    def powerable(self, seat: int) -> int:
        """Most cities ``seat`` can power with the fuel on his plants now (RULES 5)."""
        s: _Position = self  # type: ignore[assignment]  # the state it is mixed into
        return best_powered(s.players[seat])
