"""The engine's simple bot: random among legal actions, biased so that games finish.

It is the baseline opponent and the driver of simulations and benchmarks, so it
is cheap: one legal-action query and a few comparisons per decision.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..rules import (
    PLANTS,
    RESOURCES,
    Action,
    BidDecision,
    ChoosePlantDecision,
    GameState,
    Phase,
    fuel_need,
    plant_capacity,
)
from ..rules import actions as A
from .common import Bot, pick_market, pick_sale

opening_bid = ChoosePlantDecision.min_bid

_INDEX = {name: r for r, name in enumerate(RESOURCES)}
_AUCTION, _RESOURCES, _BUILD, _BUREAUCRACY = (
    Phase.AUCTION,
    Phase.RESOURCES,
    Phase.BUILD,
    Phase.BUREAUCRACY,
)


_CAPACITY: dict[tuple[int, ...], int] = {}
_COAL_BURN: dict[tuple[int, ...], tuple[int, int, int, int]] = {}


def _burn_with_coal(plants: tuple[int, ...]) -> tuple[int, int, int, int]:
    """Fuel to run every plant once with the hybrids fed coal, remembered per plant set."""
    burnt = _COAL_BURN.get(plants)
    if burnt is None:
        if len(_COAL_BURN) >= 4096:
            _COAL_BURN.clear()
        burnt = _COAL_BURN[plants] = fuel_need(plants).fixed_with_coal
    return burnt


_FUEL_FOR: dict[tuple[tuple[int, ...], int], tuple[int, int, int, int]] = {}


def _fuel_for(plants: tuple[int, ...], cities: int) -> tuple[int, int, int, int]:
    """Fuel for the plants that power ``cities`` cities, remembered per plants and count."""
    key = (plants, cities)
    burnt = _FUEL_FOR.get(key)
    if burnt is None:
        if len(_FUEL_FOR) >= 4096:
            _FUEL_FOR.clear()
        burnt = _FUEL_FOR[key] = _burn_with_coal(SimpleBot._plants_to_fuel(plants, cities))
    return burnt


def _group_end(actions: Sequence[Action], start: int, resource: str) -> int:
    """Index after the last buy of ``resource`` in the group that begins at ``start``."""
    lo, hi = start, len(actions)  # actions[lo] is in the group; actions[hi] is not
    while hi - lo > 1:
        mid = (lo + hi) // 2
        act = actions[mid]
        if type(act) is A.Buy and act.resource == resource:
            lo = mid
        else:
            hi = mid
    return hi


def _capacity(plants: tuple[int, ...]) -> int:
    """Cities a set of plants powers, remembered: the same few sets recur all game."""
    cities = _CAPACITY.get(plants)
    if cities is None:
        if len(_CAPACITY) >= 4096:
            _CAPACITY.clear()
        cities = _CAPACITY[plants] = plant_capacity(plants)
    return cities


class SimpleBot(Bot):
    """Chooses a legal action of the current player with simple, noisy preferences."""

    def __init__(self, seed: int = 0, name: str = "simple") -> None:
        super().__init__(seed, name)
        self.rng = random.Random(seed)

    def choose(self, state: GameState) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        phase = state.phase
        if phase is _AUCTION:
            return self._auction(state, actions)
        if phase is _RESOURCES:
            market = pick_market(state, state.current_player, self._own_purchase)
            return market or self._resources(state, actions)
        if phase is _BUILD:
            return self._build(state, actions)
        if phase is _BUREAUCRACY:
            return pick_sale(state, state.current_player) or self._run(state, actions)
        return self.rng.choice(actions)

    def _auction(self, state: GameState, actions: list[Action]) -> Action:
        rng = self.rng
        first = actions[0]
        if type(first) is A.Discard:
            return first  # the lowest plant
        if type(first) is A.Bid:
            bid = state.decision()
            assert isinstance(bid, BidDecision)  # a bid is listed in a running auction
            limit = bid.plant + 8 + state.player(bid.seat).city_count
            if first.amount <= limit and rng.random() < 0.35:
                return first
            return actions[-1]
        me = state.player(state.current_player)
        plants = me.plants  # lowest first
        if plants and (
            rng.random() < 0.3 or len(plants) >= state.limits().plant_limit and rng.random() < 0.6
        ):
            if type(actions[-1]) is A.Pass:
                return actions[-1]
        # Open at the minimum on a random affordable plant bigger than half its best.
        half, money = (opening_bid(plants[-1]) if plants else 0) // 2, me.money
        offered = state.offered(state.current_player)
        opens = [p for p in offered if half < state.opening_bid(p) <= money]
        if opens:
            plant = rng.choice(opens)
            return A.choose(plant, state.opening_bid(plant))
        return actions[-1] if type(actions[-1]) is A.Pass else actions[0]

    def _own_purchase(self, state: GameState) -> Action:
        """The purchase this bot makes in ``state`` (to compare two markets)."""
        return self._resources(state, state.legal_actions())

    def _resources(self, state: GameState, actions: list[Action]) -> Action:
        """Buy the fuel to power its cities and one more (hybrids fed coal), first kind first.

        Fuel for plants beyond that would eat the money for building: once the
        plant market is empty, a bot that fuels every plant can stall the game with
        no money left to build.
        """
        me = state.player(state.current_player)
        burnt = _fuel_for(me.plants, me.city_count + 1)
        have = me.resources
        # Buys come grouped by resource, amounts 1, 2, … in each group: jump, don't scan.
        i, n = 0, len(actions)
        while i < n and type(act := actions[i]) is A.Buy:
            resource = act.resource
            end = _group_end(actions, i, resource)
            need = burnt[_INDEX[resource]] - have[_INDEX[resource]]
            if need >= 1:
                return actions[i + min(need, end - i) - 1]
            i = end
        return actions[-1]

    @staticmethod
    def _plants_to_fuel(plants: tuple[int, ...], cities: int) -> tuple[int, ...]:
        """The plants to run for ``cities`` cities: eco plants first, then the biggest.

        Returned lowest first, so the same few sets share one remembered fuel need.
        """
        chosen: list[int] = []
        capacity = 0
        for number in sorted(
            plants, key=lambda p: (PLANTS[p].kind != "eco", -PLANTS[p].cities, PLANTS[p].amount)
        ):
            if capacity >= cities:
                break
            chosen.append(number)
            capacity += PLANTS[number].cities
        return tuple(sorted(chosen))

    def _build(self, state: GameState, actions: list[Action]) -> Action:
        """The cheapest city (legal builds come cheapest first), up to capacity + 1."""
        me = state.player(state.current_player)
        if me.city_count > _capacity(me.plants) + 1 and self.rng.random() < 0.8:
            return actions[-1]
        if self.rng.random() < 0.1:
            return actions[-1]
        return actions[0]

    def _run(self, state: GameState, actions: list[Action]) -> Action:
        best, best_cities = actions[0], -1
        for act in actions:
            if type(act) is not A.Run:
                continue  # every action of bureaucracy is a run
            cities = _capacity(act.plants)
            if cities > best_cities:
                best, best_cities = act, cities
        return best
