"""What a plant is worth in a round that may be the last one.

A round in which some player can afford to reach the end threshold may end the game
after its build phase. Whoever powers the most cities then wins, so a plant is worth
what it adds to the cities a player can power at the end of this round: fuel bought
now and houses built now, paid from the money left after the auction. The Normal
valuation counts income over the next rounds instead and keeps money back for them;
in two-player races that left the loser with money it never spent.

A bot whose heuristic has a :class:`~powergrid.levels.FinalRound` raise (the Expert's,
in its own moves and its play-outs) raises its bids towards :func:`final_round_limit`
in a round :func:`bid_as_last` says is bid as the last (see ``NormalBot.ceiling``).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from ..levels import FinalRound
from ..rules import GameState, PlayerView
from .common import INF, capacity, fuel_plan, greedy_build, plants_after_buying


def game_may_end_this_round(s: GameState) -> bool:
    """True when some player has the money to build to the end threshold now (the
    cheapest cities first, money spent on nothing else)."""
    end = s.limits().end_cities
    holdings = tuple([h[0] for h in s.holdings()])
    key = (s.board, s.step, end, s.networks(), holdings, s.blocked_cities())
    known = _MAY_END.get(key)
    if known is None:
        known = any(_may_end_for(s, p, end) for p in s.player_views())
        if len(_MAY_END) >= 1 << 14:
            _MAY_END.clear()  # bounded; one dict operation a step, safe in threads
        _MAY_END[key] = known
    return known


#: Answers of :func:`game_may_end_this_round` by board position and money.
_MAY_END: dict[tuple[Hashable, ...], bool] = {}


def game_likely_ends_this_round(s: GameState, gap: int) -> bool:
    """True when some player has the money to build to the end threshold now and
    plants within ``gap`` cities of powering it (a round that may end the game with
    every player far short of the capacity to win it seldom does)."""
    if not game_may_end_this_round(s):
        return False
    end = s.limits().end_cities
    return any(
        capacity(p.plants) + gap >= end and _may_end_for(s, p, end) for p in s.player_views()
    )


def _may_end_for(s: GameState, p: PlayerView, end: int) -> bool:
    need = end - p.city_count
    if need <= 0:
        return True
    # The cheapest house of any step: a bound that spares most exact checks.
    if need > p.houses_left or need * s.rule_book().cheapest_house > p.money:
        return False
    order, _costs = greedy_build(s, p.seat, need, p.money)
    return len(order) >= need


class FinalCosts:
    """Elektro for ``seat`` to power t cities at the end of this round: the fuel bought
    now for t cities and the cheapest houses up to t cities. The cost grows with t, so
    the most a sum pays for is found by bisection."""

    def __init__(self, s: GameState, seat: int) -> None:
        me = s.player(seat)
        self.cities = me.city_count
        self.have = me.resources
        self.market = s.resource_market().on_market
        self.rule_book = s.rule_book()
        self.houses = self.rule_book.houses
        _order, self.builds = greedy_build(s, seat, self.houses - self.cities, INF)

    def cost(self, plants: Sequence[int], t: int) -> int:
        """The cost of t cities powered, or INF when the plants, the fuel market or the
        free cities do not allow it."""
        k = max(0, t - self.cities)
        if t > capacity(plants) or k > len(self.builds):
            return INF
        powered, fuel, _buy = fuel_plan(plants, self.have, self.market, t, book=self.rule_book)
        if powered < t:
            return INF
        return int(fuel) + (self.builds[k - 1] if k else 0)

    def most(self, plants: Sequence[int], money: int) -> int:
        """The most cities ``plants`` can power at the end of this round with ``money``."""
        lo, hi = 0, min(capacity(plants), self.houses)
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self.cost(plants, mid) <= money:
                lo = mid
            else:
                hi = mid - 1
        return lo


def final_round_limit(s: GameState, seat: int, plant: int) -> int:
    """The most ``seat`` can pay for ``plant`` and still power one city more at the
    end of this round than without it (the best plant to drop chosen, if one must
    go); below zero when the plant adds no city at any price."""
    me = s.player(seat)
    costs = FinalCosts(s, seat)
    now = costs.most(me.plants, me.money)
    limit = s.limits().plant_limit
    options = plants_after_buying(me.plants, plant, limit, s.uranium_mines())
    need = min(costs.cost(kept, now + 1) for _drop, kept in options)
    return -1 if need >= INF else me.money - need


def bid_as_last(s: GameState, final: FinalRound) -> bool:
    """Whether a bot with the ``final`` raise bids this round as the last: one that may
    end the game at two players, one likely to from three on (see :class:`FinalRound`)."""
    if s.player_count == 2:
        return game_may_end_this_round(s)
    return game_likely_ends_this_round(s, final.likely_gap)
