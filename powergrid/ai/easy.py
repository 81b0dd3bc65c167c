"""The Easy bot: the Normal heuristic made careless.

Plant values are blurred by noise, it sometimes opens a random affordable plant,
builds the greedy cheapest city (no exact plan), ignores the end of the game (it
neither holds back nor checks that ending wins) and does not plan its fuel beyond this
round. How careless is its :class:`~powergrid.levels.EasySettings` record.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ..levels import EASY, EasySettings
from ..rules import Action, ChoosePlantDecision, GameState
from ..rules import actions as A
from .common import greedy_build
from .normal import NormalBot, fuel_capacity


class EasyBot(NormalBot):
    """Normal's moves with the carelessness of ``settings``. It draws random numbers in
    its plant values and its builds, so it remembers none of its answers."""

    def __init__(self, seed: int = 0, settings: EasySettings = EASY, name: str = "easy") -> None:
        super().__init__(seed, settings.heuristic, name)
        self.careless = settings
        self.rng = random.Random(seed)

    def remembered(
        self, s: GameState, seat: int, move: Callable[[GameState, int], Action]
    ) -> Action:
        return move(s, seat)

    def base_ceiling(self, s: GameState, seat: int, plant: int) -> int:
        return self.valued_ceiling(s, seat, plant)

    def plant_value(
        self, s: GameState, seat: int, plant: int, plants: Sequence[int] | None = None
    ) -> tuple[float, int]:
        value, drop = super().plant_value(s, seat, plant, plants)
        noise = self.careless.noise
        return value * (1 + self.rng.uniform(-noise, noise)), drop

    def _auction(self, s: GameState, seat: int) -> Action:
        careless = self.careless
        if isinstance(s.decision(), ChoosePlantDecision) and self.rng.random() < careless.whim:
            me = s.player(seat)
            options = [p for p in s.offered(seat) if s.opening_bid(p) <= me.money]
            if options and (s.round == 1 or self.rng.random() < careless.whim_opens):
                plant = self.rng.choice(options)
                return A.choose(plant, s.opening_bid(plant))
            if s.round > 1:
                return A.PASS
        return super()._auction(s, seat)

    def extra_fuel(self, s: GameState, seat: int) -> Action | None:
        return None

    def winning_end(self, s: GameState, seat: int, powerable: int) -> int | None:
        return None

    def _build(self, s: GameState, seat: int) -> Action:
        me = s.player(seat)
        cities = me.city_count
        target = max(cities, fuel_capacity(me.plants, me.resources))
        if self.rng.random() < self.careless.one_more:
            target += 1
        order, _costs = greedy_build(s, seat, max(0, target - cities), me.money)
        if not order or self.rng.random() < self.careless.stops:
            return A.DONE
        return A.build(s.board.cities[order[0]])
