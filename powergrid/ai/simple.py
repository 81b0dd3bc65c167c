"""The engine's simple bot: random among legal actions, biased so that games finish.

It is the baseline opponent and the driver of simulations and benchmarks, so it
is cheap: one legal-action query and a few comparisons per decision.
"""

from __future__ import annotations

import random

from ..rules import actions as A
from ..rules.economy import fuel_needed
from ..rules.state import AUCTION, BUILD, BUREAUCRACY, RESOURCES_PHASE
from ..rules.tables import PLANTS, RESOURCE_INDEX


class SimpleBot:
    """Chooses a legal action of the current player with simple, noisy preferences."""

    name = "simple"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, state):
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        phase = state.phase
        if phase == AUCTION:
            return self._auction(state, actions)
        if phase == RESOURCES_PHASE:
            return self._resources(state, actions)
        if phase == BUILD:
            return self._build(state, actions)
        if phase == BUREAUCRACY:
            return self._run(state, actions)
        return self.rng.choice(actions)

    def _auction(self, state, actions):
        rng = self.rng
        first = actions[0]
        if type(first) is A.Discard:
            return first  # the lowest plant
        if type(first) is A.Bid:
            me = state.players[state.current_player]
            limit = state.auc_plant + 8 + len(me.cities)
            if first.amount <= limit and rng.random() < 0.35:
                return first
            return actions[-1]
        me = state.players[state.current_player]
        if me.plants and (rng.random() < 0.3 or len(me.plants) >= state.rules.plant_limit
                          and rng.random() < 0.6):
            if type(actions[-1]) is A.Pass:
                return actions[-1]
        # Open at the minimum on a random affordable plant bigger than half its best.
        opens = [p for p in state.current_market()
                 if me.highest_plant() // 2 < p <= me.money]
        if opens:
            plant = rng.choice(opens)
            return A.choose(plant, plant)
        return actions[-1] if type(actions[-1]) is A.Pass else actions[0]

    def _resources(self, state, actions):
        """Buy the fuel to power its cities and one more (hybrids fed coal), first kind first.

        Fuel for plants beyond that would eat the money for building: once the
        plant market is empty, a bot that fuels every plant can stall the game with
        no money left to build.
        """
        me = state.players[state.current_player]
        burnt, hybrid = fuel_needed(self._plants_to_fuel(me.plants, len(me.cities) + 1))
        burnt[0] += hybrid
        best = None
        for act in actions:  # grouped by resource, amounts ascending
            if type(act) is not A.Buy:
                break
            r = RESOURCE_INDEX[act.resource]
            if best is not None and act.resource != best.resource:
                return best
            if act.amount <= burnt[r] - me.res[r]:
                best = act
        return best if best is not None else actions[-1]

    @staticmethod
    def _plants_to_fuel(plants, cities: int) -> list[int]:
        """The plants to run for ``cities`` cities: eco plants first, then the biggest."""
        chosen, capacity = [], 0
        for number in sorted(plants, key=lambda p: (PLANTS[p].kind != "eco", -PLANTS[p].cities,
                                                    PLANTS[p].amount)):
            if capacity >= cities:
                break
            chosen.append(number)
            capacity += PLANTS[number].cities
        return chosen

    def _build(self, state, actions):
        """The cheapest city (legal builds come cheapest first), up to capacity + 1."""
        me = state.players[state.current_player]
        capacity = sum(PLANTS[p].cities for p in me.plants)
        if len(me.cities) > capacity + 1 and self.rng.random() < 0.8:
            return actions[-1]
        if self.rng.random() < 0.1:
            return actions[-1]
        return actions[0]

    def _run(self, state, actions):
        best, best_cities = actions[0], -1
        for act in actions:
            cities = sum(PLANTS[p].cities for p in act.plants)
            if cities > best_cities:
                best, best_cities = act, cities
        return best
