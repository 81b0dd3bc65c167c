"""The first release of Hard, kept as a reference level (``hard-v1``).

It measures changes to Hard in ``powergrid tournament --seats hard,hard-v1`` and is
not offered in the app. It is Hard with the first release's settings: half the
budget and fewer play-outs (one per candidate when the game may end), every
determinization of a search dealt from one random stream, the best mean score
taken without a bar to clear, play-outs in which nobody builds out a game that is
ending, an opening bid of a card's id, and the first release's build rule (below).
Its games are those of the first release for the same seeds.
"""

from __future__ import annotations

from ..rules import GameState
from .common import greedy_build
from .hard import HardBot
from .playouts import RolloutPolicy


class RolloutPolicyV1(RolloutPolicy):
    """Normal play in the play-outs, also in a build phase that ends the game."""

    finish_builds = False


class HardV1Bot(HardBot):
    name = "hard-v1"

    budget = 2400
    max_samples = 12
    final_samples = 1
    confidence = None
    one_stream = True
    policy_class = RolloutPolicyV1

    def opening_bid(self, v: GameState, plant: int) -> int:
        """The first release offered a card's id (its number on the original cards)."""
        return plant

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
