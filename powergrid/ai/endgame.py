"""The end of the game as the searching bots see it: who wins if it ends now.

A searching bot never ends the game on a guess: a number of cities that reaches the end
threshold is only a candidate when the bot wins against every opponent's best reply,
computed exactly from what each opponent still to build this phase can buy and power
with the fuel on his plants (RULES 5: most cities powered, then most money, then most
cities).
"""

from __future__ import annotations

from ..rules import GameState, Phase
from .common import greedy_build
from .normal import fuel_capacity

#: (powered, money, cities) at the end of the game: what decides the winner (RULES 5).
FinalKey = tuple[int, int, int]


def best_final_key(v: GameState, seat: int) -> FinalKey:
    """The best (powered, money, cities) ``seat`` can reach if the game ends after this
    build phase: every number of further houses is tried, fuel is what is on the plants.

    A seat that already built this phase keeps what it has. Building costs are the
    greedy plan's, discounted by a tenth so that a cleverer order cannot surprise us.
    """
    p = v.player(seat)
    fuel = fuel_capacity(p.plants, p.resources)
    best = (min(fuel, p.city_count), p.money, p.city_count)
    if seat in v.played_this_phase() or v.phase != Phase.BUILD:
        return best
    order, costs = greedy_build(v, seat, p.houses_left, p.money)
    for n in range(1, len(order) + 1):
        key = (min(fuel, p.city_count + n), p.money - int(costs[n - 1] * 0.9), p.city_count + n)
        if key > best:
            best = key
    return best


def end_verdict(v: GameState, seat: int, k: int) -> tuple[bool, FinalKey, FinalKey]:
    """(wins, my key, best rival key) if ``seat`` builds k more cities now and the game
    ends after this build phase; every rival still to build answers with his best."""
    me = v.player(seat)
    fuel = fuel_capacity(me.plants, me.resources)
    _order, costs = greedy_build(v, seat, k, me.money)
    spent = costs[k - 1] if k and len(costs) >= k else 0
    mine = (min(fuel, me.city_count + k), me.money - spent, me.city_count + k)
    rival = max(best_final_key(v, p.seat) for p in v.player_views() if p.seat != seat)
    return mine > rival, mine, rival
