"""Play-outs: every seat plays a policy on from a determinized position, and the
position reached is scored.

Hard and the Expert score each candidate of a search this way, and the Expert's
worker processes run these functions too (so they live at module level). A
candidate is plain data (a "spec", read by :func:`apply_spec`); the policy is
:class:`RolloutPolicy` or a subclass; the position reached is scored by
:func:`evaluate`.
"""

from __future__ import annotations

import math
import random
import time

from ..rules import RESOURCES, Phase
from ..rules import actions as A
from .common import capacity, greedy_build, unit_prices
from .normal import NormalBot, fuel_capacity


def game_is_ending(s) -> bool:
    """True in a build phase once some player has reached the end threshold."""
    return s.phase == Phase.BUILD and s.largest_network() >= s.limits().end_cities


def ceiling_key(s, seat, plant) -> tuple:
    """What a bidding limit of ``seat`` for ``plant`` is memoised under in a search: the
    facts of the position Normal's valuation reads."""
    me = s.player(seat)
    return (
        seat,
        plant,
        s.round,
        s.step,
        me.money,
        me.plants,
        me.city_count,
        s.resource_market().on_market,
        s.largest_network(),
    )


class RolloutPolicy(NormalBot):
    """Normal play for every seat of a play-out, with memoised auction ceilings and
    optional overrides (the candidate being tested). Once the game is ending in the
    current build phase, every seat builds what it can still power (Normal alone
    would hold back to avoid an end that is happening anyway)."""

    def _build(self, s, seat):
        if game_is_ending(s):
            me = s.player(seat)
            want = max(0, fuel_capacity(me.plants, me.resources) - me.city_count)
            order, costs = greedy_build(s, seat, want, me.money)
            if not order:
                return A.DONE
            return A.build(s.board.cities[order[0]])
        return super()._build(s, seat)

    def __init__(self):
        super().__init__(0, exact_build=False)
        self.memo: dict = {}
        self.override: dict = {}

    def ceiling(self, s, seat, plant):
        key = (seat, plant, s.round)
        fixed = self.override.get(key)
        if fixed is not None:
            return min(fixed, s.player(seat).money)
        mkey = ceiling_key(s, seat, plant)
        value = self.memo.get(mkey)
        if value is None:
            value = super().ceiling(s, seat, plant)
            self.memo[mkey] = value
        return value


# ----- play-outs (module level: the Expert's worker processes run them too) -------------


def apply_spec(policy, s, seat, spec) -> None:
    """Play a candidate described as data on a determinized state.

    ("act", action): one action; ("bid", key, ceiling): bid in the running auction with
    that ceiling kept for the rest of it; ("builds", k): the k cheapest cities, then
    done; ("cities", (index, ...)): those cities in order, then done; ("buy", (c, o, g, u)):
    those tokens, then done; ("seq", (action, ...)): those actions as far as legal."""
    kind = spec[0]
    if kind == "act":
        s.apply(spec[1])
    elif kind == "bid":
        _kind, key, ceiling = spec
        policy.override[key] = ceiling
        bid = s.decision()
        if bid.min_bid <= ceiling and bid.money > bid.highest_bid:
            s.apply(A.bid(bid.min_bid))
        else:
            s.apply(A.PASS)
    elif kind == "builds":
        k = spec[1]
        for i in range(k):
            order, _costs = greedy_build(s, seat, k - i, s.player(seat).money)
            if not order:
                break
            s.apply(A.build(s.board.cities[order[0]]))
    elif kind == "seq":
        for act in spec[1]:
            if s.phase == Phase.OVER or s.is_legal(act) is not None:
                break
            s.apply(act)
    elif kind == "cities":
        for city in spec[1]:
            act = A.build(s.board.cities[city])
            if s.is_legal(act) is not None:
                break
            s.apply(act)
    elif kind == "buy":
        for r, k in enumerate(spec[1]):
            if k:
                act = A.buy(RESOURCES[r], k)
                if s.is_legal(act) is None:
                    s.apply(act)
    else:
        raise ValueError(f"unknown candidate kind {kind!r}")
    if (
        kind in ("builds", "cities", "buy")
        and s.phase != Phase.OVER
        and s.current_player == seat
        and s.phase in (Phase.BUILD, Phase.RESOURCES)
    ):
        s.apply(A.DONE)


def run_samples(policy, v, seat, specs, seeds, stop_round, budget, guard, stop=None):
    """The score of every spec on each determinization drawn from ``seeds``, a row per
    determinization played: stops early when ``budget`` simulated decisions are spent or
    ``guard`` seconds have passed (the only source of non-determinism), or when
    ``stop()`` turns true (a cancelled hint)."""
    start = time.perf_counter()
    policy.memo.clear()
    rows: list[list[float]] = []
    spent = 0
    for seed in seeds:
        world = v.determinize(random.Random(seed))
        row = []
        for spec in specs:
            s = world.clone()
            apply_spec(policy, s, seat, spec)
            spent += playout(policy, s, stop_round)
            policy.override.clear()
            row.append(evaluate(s, seat))
        rows.append(row)
        if spent >= budget or time.perf_counter() - start > guard or (stop and stop()):
            break
    return rows


def row_means(rows, width: int) -> list[float]:
    """The mean score of each of ``width`` candidates over the rows of a search."""
    return [sum(row[i] for row in rows) / len(rows) for i in range(width)]


def confident_choice(labels, rows, default, z: float):
    """The label with the best mean score over ``rows``, unless ``default`` is among
    the labels and the best does not beat it by ``z`` standard errors of the paired
    differences.

    Why: the scores are noisy estimates, and the largest of several noisy means is
    biased upwards; Normal's choice is a sound move, so leaving it needs evidence, not
    luck of the draw (measured: a wider candidate list without this rule plays worse).
    """
    n = len(rows)
    means = row_means(rows, len(labels))
    best = max(range(len(labels)), key=lambda i: (means[i], labels[i] == default))
    if default not in labels or labels[best] == default or n < 3:
        return labels[best]
    d = labels.index(default)
    diffs = [row[best] - row[d] for row in rows]
    mean = sum(diffs) / n
    spread = math.sqrt(sum((x - mean) ** 2 for x in diffs) / (n - 1))
    if spread == 0:
        return labels[best] if mean > 0 else default
    return labels[best] if mean / (spread / math.sqrt(n)) >= z else default


def playout(policy, s, stop_round) -> int:
    """Every seat plays ``policy`` until ``stop_round`` starts or the game ends."""
    steps = 0
    while s.phase != Phase.OVER and s.round < stop_round:
        s.apply(policy.decide(s, s.current_player))
        steps += 1
        if steps > 5000:
            break
    return steps


def evaluate(s, seat) -> float:
    """Leader-relative score of a position for ``seat``, in Elektro-like units."""
    n = s.player_count
    outcome = s.outcome()
    if outcome is not None:
        mine = outcome.standing(seat)
        best = max(
            (st for st in outcome.standings if st.seat != seat),
            key=lambda st: (st.powered, st.money, -st.seat),
        )
        share = outcome.shares()[seat]
        return (
            400.0 * share + 25.0 * (mine.powered - best.powered) + 0.2 * (mine.money - best.money)
        )
    values = [assets(s, p) for p in range(n)]
    mine_value = values[seat]
    return mine_value - max(values[o] for o in range(n) if o != seat)


def assets(s, seat) -> float:
    """What a seat owns, in Elektro: money, cities, capacity (to the end threshold),
    cities it can power, fuel at market prices."""
    p = s.player(seat)
    end = s.limits().end_cities
    prices = unit_prices(s.resource_market().on_market)
    fuel = sum(k * c for k, c in zip(p.resources, prices, strict=True))
    cap = min(capacity(p.plants), end)
    cities = p.city_count
    return p.money + 16.0 * cities + 9.0 * cap + 6.0 * min(cap, cities) + fuel
