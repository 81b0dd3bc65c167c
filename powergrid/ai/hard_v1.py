"""The first release of Hard, kept as a reference level (``hard-v1``).

It measures changes to Hard in ``powergrid tournament --seats hard,hard-v1`` and is
not offered in the app. It is Hard's search with the first release's settings
(:data:`~powergrid.levels.HARD_V1`: half the budget and fewer play-outs, one per
candidate when the game may end) and its rules, which no other level plays by: every
determinization of a search dealt from one random stream, the best total score taken
without a bar to clear, play-outs in which nobody builds out a game that is ending, an
opening bid of a card's id, and the first release's build rule (below). Its games are
those of the first release for the same seeds.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from typing import TypeVar

from ..levels import HARD_V1, FirstHardSettings
from ..rules import Action, GameState
from .common import greedy_build
from .playouts import LeafEvaluation, RolloutPolicy, Spec
from .search import SearchBot

L = TypeVar("L", bound=Hashable)


class FirstPlayouts(RolloutPolicy):
    """The play-out policy of the first release: the heuristic's moves also in a build
    phase that ends the game."""

    def finish(self, s: GameState, seat: int) -> Action | None:
        return None


class HardV1Bot(SearchBot):
    """Hard as first released (see the module text)."""

    def __init__(
        self,
        seed: int = 0,
        settings: FirstHardSettings = HARD_V1,
        leaf: LeafEvaluation | None = None,
        name: str = "hard-v1",
    ) -> None:
        super().__init__(seed, settings, leaf, name)
        self.policy = FirstPlayouts(settings.policy)

    def opening_bid(self, v: GameState, plant: int) -> int:
        """The first release offered a card's id (its number on the original cards)."""
        return plant

    def search_deals(
        self, v: GameState, seat: int, exact: bool = False
    ) -> tuple[list[random.Random], int]:
        """Every determinization of a search dealt from the same generator in turn."""
        samples, stop_round = self.search_plan(v, seat, exact)
        return [self._rng(v, seat)] * samples, stop_round

    def pick(
        self,
        v: GameState,
        seat: int,
        candidates: Sequence[tuple[L, Spec]],
        default: object,
        rows: Sequence[Sequence[float]],
    ) -> L:
        """The best total score, ``default`` on a tie."""
        labels = [label for label, _spec in candidates]
        totals = [sum(row[i] for row in rows) for i in range(len(labels))]
        return labels[max(range(len(labels)), key=lambda i: (totals[i], labels[i] == default))]

    def _plan_build(self, v: GameState, seat: int) -> tuple[int, int]:
        """(cities at the start of the turn, how many to build): the first release
        searched every count when the game might end this round, otherwise the counts
        around Normal's, and knew neither an ending already under way nor a stalemate."""
        me = v.player(seat)
        cities = me.city_count
        normal_k = self.normal_build_count(v, seat)
        order, _costs = greedy_build(v, seat, me.houses_left, me.money)
        most = len(order)
        if most == 0:
            return cities, 0
        final = self.game_may_end(v, seat, cities + most)
        if final:
            ks = list(range(0, most + 1))
        else:
            ks = self.counts_around(v, seat, normal_k, most)
        if len(ks) <= 1:
            return cities, ks[0] if ks else normal_k
        k = self._search(v, seat, [(k, ("builds", k)) for k in ks], normal_k, exact=final)
        return cities, k
