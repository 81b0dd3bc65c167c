"""The Easy bot: the Normal heuristic made careless.

Plant values are blurred by noise, it sometimes opens a random affordable plant,
bids by feel, builds the greedy cheapest city (no exact plan), ignores the end of
the game (it neither holds back nor checks that ending wins) and does not plan
its fuel beyond this round.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..rules import Action, ChoosePlantDecision, GameState
from ..rules import actions as A
from .common import greedy_build
from .normal import NormalBot, fuel_capacity


class EasyBot(NormalBot):
    name = "easy"
    noise = 0.45
    remembers_moves = False  # its builds and plant values draw random numbers

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, exact_build=False)

    def plant_value(
        self, s: GameState, seat: int, plant: int, plants: Sequence[int] | None = None
    ) -> tuple[float, int]:
        value, drop = super().plant_value(s, seat, plant, plants)
        return value * (1 + self.rng.uniform(-self.noise, self.noise)), drop

    def _auction(self, s: GameState, seat: int) -> Action:
        if isinstance(s.decision(), ChoosePlantDecision) and self.rng.random() < 0.25:
            me = s.player(seat)
            options = [p for p in s.plant_market().current if s.opening_bid(p) <= me.money]
            if options and (s.round == 1 or self.rng.random() < 0.5):
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
        if self.rng.random() < 0.15:
            target += 1
        order, _costs = greedy_build(s, seat, max(0, target - cities), me.money)
        if not order or self.rng.random() < 0.05:
            return A.DONE
        return A.build(s.board.cities[order[0]])
