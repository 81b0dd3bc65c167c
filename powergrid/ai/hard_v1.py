"""The Hard bot as it was first released, frozen as a reference level (``hard-v1``).

Kept unchanged so that changes to Hard can be measured against it in
``powergrid tournament --seats hard,hard-v1``; it is not offered in the app.
What follows is the original description.

The Hard bot: the Normal heuristic plus look-ahead at the decisions that matter.

Searched decisions (everything else is Normal's):

* which plant to open, or to pass (candidates: pass and the best few plants by
  Normal's surplus);
* how high to go in an auction (candidates: ceilings around Normal's; the chosen
  ceiling is kept for the rest of that auction);
* how many cities to build this turn (candidates around Normal's count).

Each candidate is scored on the same sampled determinizations of the bot's view
(common random numbers): the candidate is applied, then every seat plays on with
the Normal policy until the end of the next round (or the end of the game when it
is near), and the position is scored leader-relative: the bot's assets (money,
cities, capacity) less the best opponent's, or at the end of the game the result
itself. When the game ends this round the build decision is an exact search of
every number of cities the bot can build, played to the end of the game.

The search is sized by a budget of simulated decisions, not by the clock, so a
given seed always gives the same choice; a time guard (per decision and per game)
only cuts the search short on a machine much slower than planned.
"""

from __future__ import annotations

import random
import time

from ..rules import BidDecision, ChoosePlantDecision, Phase
from ..rules import actions as A
from .common import INF, capacity, greedy_build, unit_prices
from .normal import NormalBot, fuel_capacity


class RolloutPolicyV1(NormalBot):
    """Normal play for every seat of a play-out, with memoised auction ceilings and
    optional overrides (the candidate being tested)."""

    def __init__(self):
        super().__init__(0, exact_build=False)
        self.memo: dict = {}
        self.override: dict = {}

    def ceiling(self, s, seat, plant):
        key = (seat, plant, s.round)
        fixed = self.override.get(key)
        if fixed is not None:
            return min(fixed, s.player(seat).money)
        me = s.player(seat)
        mkey = (
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
        value = self.memo.get(mkey)
        if value is None:
            value = super().ceiling(s, seat, plant)
            self.memo[mkey] = value
        return value


class HardV1Bot(NormalBot):
    name = "hard-v1"

    #: Simulated decisions allowed per searched decision (deterministic budget).
    budget = 2400
    #: Play-outs per candidate at most.
    max_samples = 12
    #: Time guards (seconds): one decision, the whole game.
    decision_guard = 0.9
    game_guard = 27.0

    def __init__(self, seed: int = 0):
        super().__init__(seed, exact_build=True)
        self.policy = RolloutPolicyV1()
        self.plans: dict = {}
        self.thinking = 0.0
        self._last_round = 0

    def choose(self, state):
        seat = state.current_player
        view = state.view(seat)
        if view.round < self._last_round:
            # A new game with the same bot: forget the last one's plans and clock.
            self.plans.clear()
            self.thinking = 0.0
        self._last_round = view.round
        start = time.perf_counter()
        try:
            return self.decide_hard(view, seat)
        finally:
            self.thinking += time.perf_counter() - start

    # ----- which decisions are searched ----------------------------------------------------

    def decide_hard(self, v, seat):
        if v.phase == Phase.AUCTION:
            decision = v.decision()
            if isinstance(decision, BidDecision):
                return self._hard_bid(v, seat, decision)
            if isinstance(decision, ChoosePlantDecision):
                return self._hard_open(v, seat)
        if v.phase == Phase.BUILD:
            return self._hard_build(v, seat)
        return self.decide(v, seat)

    def _rng(self, v, seat) -> random.Random:
        decision = v.decision()
        highest = decision.highest_bid if isinstance(decision, BidDecision) else 0
        key = (
            self.seed * 1_000_003
            + v.round * 7919
            + seat * 131
            + len(v.played_this_phase()) * 17
            + highest * 3
            + v.player(seat).city_count
        )
        return random.Random(key)

    def _time_left(self) -> float:
        return min(self.decision_guard, max(0.05, self.game_guard - self.thinking) / 8)

    # ----- auction ------------------------------------------------------------------------

    def _hard_open(self, v, seat):
        normal = self.decide(v, seat)
        me = v.player(seat)
        options = []
        for plant in v.plant_market().current:
            if plant <= me.money:
                options.append((self.ceiling(v, seat, plant) - plant, plant))
        options.sort(reverse=True)
        candidates = [A.choose(p, p) for _s, p in options[:3]]
        if v.round > 1:
            candidates.append(A.PASS)
        if normal not in candidates:
            candidates.append(normal)
        if len(candidates) <= 1:
            return normal

        def make(action):
            return lambda s: s.apply(action)

        best = self._search(v, seat, [(c, make(c)) for c in candidates], normal)
        return best

    def _hard_bid(self, v, seat, decision: BidDecision):
        plant, highest = decision.plant, decision.highest_bid
        key = (v.round, plant, seat)
        me = v.player(seat)
        limit = self.plans.get(key)
        if limit is None:
            base = self.ceiling(v, seat, plant)
            options = sorted({base, highest, base + 6, base + 15, int(base * 0.75)})
            options = [c for c in options if highest <= c <= me.money]
            if len(options) <= 1:
                limit = options[0] if options else highest
            else:
                pkey = (seat, plant, v.round)
                candidates = []
                for c in options:

                    def act(s, c=c):
                        self.policy.override[pkey] = c
                        bid = s.decision()
                        if bid.min_bid <= c and bid.money > bid.highest_bid:
                            s.apply(A.bid(bid.min_bid))
                        else:
                            s.apply(A.PASS)

                    candidates.append((c, act))
                limit = self._search(v, seat, candidates, base, clear=[pkey])
            self.plans[key] = limit
        if decision.min_bid <= limit and decision.min_bid <= me.money:
            return A.bid(decision.min_bid)
        return A.PASS

    # ----- building -----------------------------------------------------------------------

    def _hard_build(self, v, seat):
        me = v.player(seat)
        key = (v.round, "build", seat)
        plan = self.plans.get(key)
        if plan is None:
            plan = self._plan_build(v, seat)
            self.plans[key] = plan
        built = me.city_count - plan[0]
        if built >= plan[1]:
            return A.DONE
        return self._build_first(v, seat, plan[1] - built, me.money)

    def _plan_build(self, v, seat):
        """(cities at the start of the turn, how many to build)."""
        me = v.player(seat)
        cities = me.city_count
        normal_k = self._normal_build_count(v, seat)
        order, _costs = greedy_build(v, seat, me.houses_left, me.money)
        most = len(order)
        end = v.limits().end_cities
        if most == 0:
            return cities, 0
        final = self._game_may_end(v, seat, cities + most)
        if final:
            ks = list(range(0, most + 1))
        else:
            powerable = fuel_capacity(me.plants, me.resources)
            ks = {
                normal_k,
                max(0, powerable - cities),
                max(0, normal_k - 1),
                normal_k + 1,
                min(most, max(0, capacity(me.plants) - cities)),
            }
            ks = sorted(k for k in ks if 0 <= k <= most and (cities + k < end))
        if len(ks) <= 1:
            return cities, ks[0] if ks else normal_k
        candidates = []
        for k in ks:

            def act(s, k=k):
                self._apply_builds(s, seat, k)

            candidates.append((k, act))
        k = self._search(v, seat, candidates, normal_k, exact=final)
        return cities, k

    def _normal_build_count(self, v, seat) -> int:
        s = v.determinize(random.Random(self.seed))
        count = 0
        while s.phase == Phase.BUILD and s.current_player == seat:
            act = NormalBot.decide(self, s, seat)
            if type(act) is not A.Build:
                break
            s.apply(act)
            count += 1
        return count

    def _apply_builds(self, s, seat, k):
        for i in range(k):
            order, _costs = greedy_build(s, seat, k - i, s.player(seat).money)
            if not order:
                break
            s.apply(A.build(s.board.cities[order[0]]))
        if s.phase == Phase.BUILD and s.current_player == seat:
            s.apply(A.DONE)

    def _game_may_end(self, v, seat, my_reach) -> bool:
        """True when some player can reach the end threshold this build phase."""
        end = v.limits().end_cities
        if my_reach >= end:
            return True
        built = self._built_this_phase(v)
        for p in v.player_views():
            o = p.seat
            if o == seat or o in built:
                continue
            order, _ = greedy_build(v, o, end - p.city_count, p.money)
            if p.city_count + len(order) >= end:
                return True
        return False

    # ----- the search ---------------------------------------------------------------------

    def _search(self, v, seat, candidates, default, clear=(), exact=False):
        """The label of the candidate with the best mean leader-relative score."""
        start = time.perf_counter()
        guard = self._time_left()
        rng = self._rng(v, seat)
        policy = self.policy
        policy.memo.clear()
        near_end = exact or v.largest_network() + 5 >= v.limits().end_cities
        stop_round = INF if near_end else v.round + 2
        totals = {label: 0.0 for label, _ in candidates}
        samples = 1 if exact else self.max_samples
        spent = 0
        done = 0
        for _i in range(samples):
            world = v.determinize(rng)
            for label, act in candidates:
                s = world.clone()
                act(s)
                spent += self._playout(s, stop_round)
                for key in clear:
                    policy.override.pop(key, None)
                totals[label] += self.evaluate(s, seat)
            done += 1
            if spent >= self.budget or time.perf_counter() - start > guard:
                break
        best = max(totals, key=lambda label: (totals[label], label == default))
        return best

    def _playout(self, s, stop_round) -> int:
        policy = self.policy
        steps = 0
        while s.phase != Phase.OVER and s.round < stop_round:
            s.apply(policy.decide(s, s.current_player))
            steps += 1
            if steps > 5000:
                break
        return steps

    def evaluate(self, s, seat) -> float:
        """Leader-relative score of a position for ``seat``."""
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
                400.0 * share
                + 25.0 * (mine.powered - best.powered)
                + 0.2 * (mine.money - best.money)
            )
        values = [self.assets(s, p) for p in range(n)]
        mine_value = values[seat]
        return mine_value - max(values[o] for o in range(n) if o != seat)

    def assets(self, s, seat) -> float:
        p = s.player(seat)
        end = s.limits().end_cities
        prices = unit_prices(s.resource_market().on_market)
        fuel = sum(k * c for k, c in zip(p.resources, prices, strict=True))
        cap = min(capacity(p.plants), end)
        cities = p.city_count
        return p.money + 16.0 * cities + 9.0 * cap + 6.0 * min(cap, cities) + fuel
