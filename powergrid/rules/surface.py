"""The typed public queries of a game state, mixed into ``GameState``.

These methods are what the app, the bots and the tools read: typed decisions,
read-only views, the outcome, and rule questions about this position answered by
the same checks ``apply`` runs. None of them is used by the engine's own inner
loop (legal actions, apply, clone), which stays on the raw slots.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING

from . import actions as A
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
from .economy import best_powered, run_choices
from .errors import IllegalActionError
from .outcome import Outcome
from .phase import Phase
from .queries import house_price, plant_capacity
from .state import INF, fits
from .tables import BUY_COST, RESOURCES, PlayerCountRules
from .views import PlantMarketView, PlayerView, ResourceMarketView, resource_index

if TYPE_CHECKING:
    from ..board import BuildPlan
    from .engine import GameState


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
        return self.cost is not None


class SurfaceRules:
    """Typed public queries of a position (see the module text). Mixed into the state."""

    __slots__ = ()

    # ----- who and where ----------------------------------------------------------------

    @property
    def player_count(self: GameState) -> int:
        return self.n

    def limits(self: GameState) -> PlayerCountRules:
        """The player-count row of the rules (RULES 1.5): regions, plant limit, the
        cities that start step 2 and end the game."""
        return self.rules

    def turn_order(self: GameState) -> tuple[int, ...]:
        """Seats in turn order, first player first (RULES 3.1)."""
        return tuple(self.order)

    def largest_network(self: GameState) -> int:
        """The most cities any player has (it purges the plant market, RULES 3.4)."""
        return self.max_cities

    def played_this_phase(self: GameState) -> frozenset[int]:
        """Seats that have taken their turn in the running resources, building or
        bureaucracy phase (resources and building go in reverse turn order)."""
        n, order, turn = self.n, self.order, self.turn
        if self.phase == Phase.BUREAUCRACY:
            return frozenset(order[:turn])
        if self.phase in (Phase.RESOURCES, Phase.BUILD):
            return frozenset(order[n - 1 - t] for t in range(turn))
        return frozenset()

    # ----- views --------------------------------------------------------------------------

    def player(self: GameState, seat: int) -> PlayerView:
        """A read-only view of one seat's belongings."""
        if not 0 <= seat < self.n:
            raise ValueError(f"no seat {seat} in a {self.n}-player game")
        return PlayerView(self.players[seat], self.board)

    def player_views(self: GameState) -> tuple[PlayerView, ...]:
        """Read-only views of every seat, by seat."""
        board = self.board
        return tuple(PlayerView(p, board) for p in self.players)

    def plant_market(self: GameState) -> PlantMarketView:
        return PlantMarketView(self.market, self.step, self.deck, self.known_bottom,
                               self.removed)

    def resource_market(self: GameState) -> ResourceMarketView:
        return ResourceMarketView(self.res_market, self.supply)

    def houses(self: GameState) -> dict[str, tuple[int, ...]]:
        """Every city holding houses: the seats there, in building order."""
        names = self.board.cities
        return {names[c]: occ for c, occ in enumerate(self.owners) if occ}

    def outcome(self: GameState) -> Outcome | None:
        """The final ranking once the game is over, else None."""
        return self.result

    # ----- the decision -----------------------------------------------------------------

    def decision(self: GameState) -> AnyDecision:
        """What is being decided now, by whom, with what the decider needs."""
        phase = self.phase
        seat = self.current_player
        if phase == Phase.OVER:
            assert self.result is not None
            return GameOverDecision(-1, self.result)
        if phase == Phase.AUCTION:
            if self.discard_seat >= 0:
                plants = tuple(self.players[seat].plants)
                options = tuple(a for a in self._discard_actions() if type(a) is A.Discard)
                return DiscardDecision(seat, tuple(p for p in plants
                                                   if p != self.discard_keep_plant),
                                       self.discard_keep_plant, self.rules.plant_limit,
                                       options)
            money = self.players[seat].money
            if self.auc_plant:
                return BidDecision(seat, self.auc_plant, self.auc_bid, self.auc_leader, money,
                                   tuple(self.auc_ring))
            market = tuple(self.current_market())
            return ChoosePlantDecision(seat, market, tuple(self.future_market()), money,
                                       can_pass=self.round > 1 or not any(
                                           p <= money for p in market))
        if phase == Phase.RESOURCES:
            return self._buy_decision(seat)
        if phase == Phase.BUILD:
            return self._build_decision(seat)
        return self._run_decision(seat)

    def _buy_decision(self: GameState, seat: int) -> BuyDecision:
        view = self.player(seat)
        on = self.res_market
        room = view.room()
        money = view.money
        most = []
        nexts: list[int | None] = []
        for r in range(4):
            costs = BUY_COST[r][on[r]]
            nexts.append(costs[1] if on[r] else None)
            k = 0
            while k < min(on[r], room[r]) and costs[k + 1] <= money:
                k += 1
            most.append(k)
        return BuyDecision(seat, money, (on[0], on[1], on[2], on[3]), room,
                           (nexts[0], nexts[1], nexts[2], nexts[3]),
                           (most[0], most[1], most[2], most[3]))

    def _build_decision(self: GameState, seat: int) -> BuildDecision:
        player = self.players[seat]
        names = self.board.cities
        prices: dict[str, int] = {}
        for act in self._build_actions(seat):
            if type(act) is A.Build:
                prices[act.city] = self.build_price(seat, self.board.index[act.city])
        return BuildDecision(seat, self.step, player.money, self.player(seat).houses_left,
                             tuple(names[c] for c in player.cities),
                             MappingProxyType(prices))

    def _run_decision(self: GameState, seat: int) -> RunDecision:
        player = self.players[seat]
        cities = len(player.cities)
        best: tuple[tuple[int, ...], int] = ((), 0)
        best_key = (-1, 0)
        for combo, coal in run_choices(player):
            key = (min(plant_capacity(combo), cities), -len(combo))
            if key > best_key:
                best, best_key = (combo, coal), key
        res = player.res
        return RunDecision(seat, tuple(player.plants), (res[0], res[1], res[2], res[3]),
                           cities, A.run(*best), max(best_key[0], 0))

    # ----- rule questions about this position ------------------------------------------

    def city_price(self: GameState, seat: int, city: str) -> int | None:
        """What building in ``city`` costs ``seat`` now (house plus connection), or
        None when the rules do not allow it there (full, already there, unknown)."""
        index = self.board.index.get(city)
        if index is None:
            return None
        price = self.build_price(seat, index)
        return None if price >= INF else price

    def house_prices_by_index(self: GameState, seat: int) -> list[int | None]:
        """By board index: the house price ``seat`` would pay in each city now (no
        connection), None where it may not build (RULES 3.4)."""
        step = self.step
        return [None if seat in occ else house_price(step, len(occ)) for occ in self.owners]

    def build_quote(self: GameState, seat: int, cities: Iterable[str], *,
                    in_order: bool = False) -> BuildPlan:
        """The price of building ``cities`` for ``seat`` from his network now, city by
        city: each pays its next free place and the cheapest connection from what he
        owns at that moment (RULES 3.4). Cheapest order unless ``in_order``. Raises
        ValueError naming a city the seat may not build in."""
        names = self.board.cities
        index = self.board.index
        prices: dict[str, int] = {}
        targets = list(cities)
        for city in targets:
            c = index.get(city)
            if c is None:
                raise ValueError(f"{city!r} is not a city in play on this board")
            occ = self.owners[c]
            price = None if seat in occ else house_price(self.step, len(occ))
            if price is None:
                raise ValueError(f"{city} has no free place for seat {seat} in step "
                                 f"{self.step}")
            prices[city] = price
        network = [names[c] for c in self.players[seat].cities]
        if in_order:
            return self.board.price_order(network, targets, prices)
        return self.board.cheapest_order(network, targets, prices)

    def purchase_quote(self: GameState, seat: int, resource: str | int, amount: int
                       ) -> PurchaseQuote:
        """Price of buying ``amount`` tokens for ``seat`` now, or why the rules refuse
        it (market, storage, money), with the engine's own check (RULES 3.3)."""
        name = RESOURCES[resource_index(resource)]
        if amount < 1:
            raise ValueError(f"a purchase is of 1 token or more, not {amount}")
        action = A.buy(name, amount)
        try:
            self._check_buy(seat, action)
        except IllegalActionError as err:
            return PurchaseQuote(name, amount, None, err.code, err.reason, err.params)
        r = resource_index(name)
        return PurchaseQuote(name, amount, BUY_COST[r][self.res_market[r]][amount])

    def fits_storage(self: GameState, seat: int, extra: Iterable[int]) -> bool:
        """True when ``seat``'s resources plus ``extra`` (coal, oil, garbage, uranium)
        fit his plants, hybrids shared (RULES 3.3)."""
        player = self.players[seat]
        after = [have + more for have, more in zip(player.res, extra, strict=True)]
        return fits(player.capacities(), after)

    def powerable(self: GameState, seat: int) -> int:
        """Most cities ``seat`` can power with the fuel on his plants now (RULES 5)."""
        return best_powered(self.players[seat])
