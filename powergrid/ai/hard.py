"""The Hard bot: the Normal heuristic plus look-ahead at the decisions that matter.

Searched decisions (everything else is Normal's):

* which plant to open, or to pass (candidates: pass and the best few plants by
  Normal's surplus);
* how high to go in an auction (candidates: ceilings around Normal's; the chosen
  ceiling is kept for the rest of that auction);
* how many cities to build this turn (candidates around Normal's count).

The end of the game is never triggered on a guess: a number of cities that reaches
the end threshold is only a candidate when the bot wins against every opponent's
best reply, computed exactly from what each opponent still to build this phase can
buy and power with the fuel on his plants (see :func:`end_verdict`).

Each candidate is scored on the same sampled determinizations of the bot's view
(common random numbers): the candidate is applied, then every seat plays on with
the Normal policy until the end of the next round (or the end of the game when it
is near), and the position is scored leader-relative: the bot's assets (money,
cities, capacity) less the best opponent's, or at the end of the game the result
itself. When the game ends this round the build decision is an exact search of
every number of cities the bot can build, played to the end of the game.

Normal's choice is always among the candidates, and another candidate is played only
when it beats Normal's on the same play-outs by at least one and a half standard errors
of the paired differences (:func:`confident_choice`): the best of several noisy means is
biased upwards, and a change of plan on a lucky draw cost more games than it won.

The search is sized by a budget of simulated decisions, not by the clock, so a
given seed always gives the same choice; a time guard (per decision and per game)
only cuts the search short on a machine much slower than planned.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from ..rules import Action, BidDecision, ChoosePlantDecision, GameState, Phase
from ..rules import actions as A
from .common import INF, Tokens, capacity, greedy_build
from .normal import NormalBot, fuel_capacity
from .playouts import (
    LeafEvaluation,
    RolloutPolicy,
    Spec,
    confident_choice,
    evaluate,
    game_is_ending,
    row_means,
    run_samples,
)

L = TypeVar("L", bound=Hashable)
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


@dataclass
class Plans:
    """What a searching bot decided for the rest of a turn, by round and seat (a
    bidding limit also by plant): searched once, then followed."""

    limits: dict[tuple[int, int, int], int] = field(default_factory=dict)
    #: (cities at the start of the turn, how many to build).
    builds: dict[tuple[int, int], tuple[int, int]] = field(default_factory=dict)
    #: (fuel held before buying, tokens to buy).
    buys: dict[tuple[int, int], tuple[Tokens, Tokens]] = field(default_factory=dict)
    #: Cities to build, by board index, in order.
    cities: dict[tuple[int, int], tuple[int, ...]] = field(default_factory=dict)

    def clear(self) -> None:
        self.limits.clear()
        self.builds.clear()
        self.buys.clear()
        self.cities.clear()


@dataclass(frozen=True)
class SearchRecord:
    """One search of a searching bot, as :attr:`HardBot.on_search` is told of it: the
    view, the candidates (label and spec), the default, the choice and the rows of
    scores (one per determinization, one score per candidate)."""

    view: GameState
    seat: int
    candidates: tuple[tuple[Hashable, Spec], ...]
    default: object
    choice: Hashable
    rows: Sequence[Sequence[float]]


class HardBot(NormalBot):
    """Normal's moves, and a search of the decisions that matter (see the module text)."""

    name = "hard"

    #: Simulated decisions allowed per searched decision (deterministic budget).
    budget = 4800
    #: Play-outs per candidate at most.
    max_samples = 16
    #: Play-outs per candidate when the game may end this round (to the end of the game).
    final_samples = 4
    #: Time guards (seconds): one decision, the whole game.
    decision_guard = 0.9
    game_guard = 27.0
    #: Standard errors by which a searched candidate must beat Normal's choice (1.5
    #: played better than 1.0); None takes the best mean score.
    confidence: float | None = 1.5
    #: How every seat plays in the play-outs.
    policy_class: type[RolloutPolicy] = RolloutPolicy
    #: Deal every determinization of a search from one random stream (the first
    #: Hard's way), instead of each from its own seed.
    one_stream = False

    def __init__(self, seed: int = 0, leaf: LeafEvaluation | None = None) -> None:
        super().__init__(seed, exact_build=True)
        self.policy = self.policy_class()
        #: What the position a play-out reaches is worth (see :class:`LeafEvaluation`).
        self.leaf: LeafEvaluation = evaluate if leaf is None else leaf
        self.plans = Plans()
        self.thinking = 0.0
        self._last_round = 0
        #: Called between samples; a search stops early when it returns True.
        self.stop: Callable[[], bool] | None = None
        #: Told of every search once it has chosen (a diagnostic; it changes no choice).
        self.on_search: Callable[[SearchRecord], None] | None = None

    def choose(self, state: GameState) -> Action:
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

    def decide_hard(self, v: GameState, seat: int) -> Action:
        """The move in a view: searched where it matters, Normal's elsewhere."""
        if v.phase == Phase.AUCTION:
            decision = v.decision()
            if isinstance(decision, BidDecision):
                return self._hard_bid(v, seat, decision)
            if isinstance(decision, ChoosePlantDecision):
                return self._hard_open(v, seat)
        if v.phase == Phase.BUILD:
            return self._hard_build(v, seat)
        return self.decide(v, seat)

    def _rng(self, v: GameState, seat: int) -> random.Random:
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

    def _hard_open(self, v: GameState, seat: int) -> Action:
        normal = self.decide(v, seat)
        me = v.player(seat)
        options: list[tuple[int, int]] = []
        for plant in v.plant_market().current:
            if self.opening_bid(v, plant) <= me.money:
                options.append((self.ceiling(v, seat, plant) - self.opening_bid(v, plant), plant))
        options.sort(reverse=True)
        width = self.open_width(v)
        candidates: list[Action] = [
            A.choose(p, self.opening_bid(v, p)) for _s, p in options[:width]
        ]
        if v.round > 1:
            candidates.append(A.PASS)
        if normal not in candidates:
            candidates.append(normal)
        if len(candidates) <= 1:
            return normal

        specs: list[tuple[Action, Spec]] = [(c, ("act", c)) for c in candidates]
        return self._search(v, seat, specs, normal)

    def open_width(self, v: GameState) -> int:
        """How many plants a searched opening weighs (the best by ceiling over price)."""
        return 3

    def opening_bid(self, v: GameState, plant: int) -> int:
        """The bid a searched opening offers: the lowest the rules allow, the plant's
        number (RULES 3.2) or the discounted plant's (RULES 7.3)."""
        return v.opening_bid(plant)

    def _hard_bid(self, v: GameState, seat: int, decision: BidDecision) -> Action:
        plant, highest = decision.plant, decision.highest_bid
        key = (v.round, plant, seat)
        me = v.player(seat)
        limit = self.plans.limits.get(key)
        if limit is None:
            base = self.ceiling(v, seat, plant)
            options = self.ceiling_options(base, highest, me.money)
            if len(options) <= 1:
                limit = options[0] if options else highest
            else:
                pkey = (seat, plant, v.round)
                candidates: list[tuple[int, Spec]] = [(c, ("bid", pkey, c)) for c in options]
                limit = self._search(v, seat, candidates, base)
            self.plans.limits[key] = limit
        if decision.min_bid <= limit and decision.min_bid <= me.money:
            return A.bid(decision.min_bid)
        return A.PASS

    @staticmethod
    def ceiling_options(base: int, highest: int, money: int) -> list[int]:
        """The bidding limits a searched auction weighs around the ceiling ``base``,
        lowest first: those from the highest bid so far up to the seat's money."""
        limits = {base, highest, base + 6, base + 15, int(base * 0.75)}
        return sorted(c for c in limits if highest <= c <= money)

    # ----- building -----------------------------------------------------------------------

    def _hard_build(self, v: GameState, seat: int) -> Action:
        me = v.player(seat)
        key = (v.round, seat)
        plan = self.plans.builds.get(key)
        if plan is None:
            plan = self._plan_build(v, seat)
            self.plans.builds[key] = plan
        built = me.city_count - plan[0]
        if built >= plan[1]:
            return A.DONE
        return self._build_first(v, seat, plan[1] - built, me.money)

    def _plan_build(self, v: GameState, seat: int) -> tuple[int, int]:
        """(cities at the start of the turn, how many to build)."""
        me = v.player(seat)
        cities = me.city_count
        normal_k = self.normal_build_count(v, seat)
        order, _costs = greedy_build(v, seat, me.houses_left, me.money)
        most = len(order)
        end = v.limits().end_cities
        if most == 0:
            return cities, 0
        if game_is_ending(v):
            # Someone already ends the game: take the best final standing.
            best_k = max(range(most + 1), key=lambda k: (end_verdict(v, seat, k)[1], -k))
            return cities, best_k
        final = self.game_may_end(v, seat, cities + most)
        if v.round >= self.patience:
            return cities, most  # a stalemate nobody wants to end: end it
        ks: list[int]
        if final:
            ks = list(range(0, min(most, max(0, end - 1 - cities)) + 1))
            # Reaching the threshold ends the game: only when it wins against every reply.
            winning = [
                k for k in range(max(0, end - cities), most + 1) if end_verdict(v, seat, k)[0]
            ]
            if winning:
                best_k = max(winning, key=lambda k: (end_verdict(v, seat, k)[1], -k))
                return cities, best_k
        else:
            ks = self.counts_around(v, seat, normal_k, most)
        if cities + normal_k >= end:
            normal_k = max(0, end - 1 - cities)
        if len(ks) <= 1:
            return cities, ks[0] if ks else 0
        candidates: list[tuple[int, Spec]] = [(k, ("builds", k)) for k in ks]
        return cities, self._search(v, seat, candidates, normal_k, exact=final)

    @staticmethod
    def counts_around(v: GameState, seat: int, normal_k: int, most: int) -> list[int]:
        """The numbers of cities a build search weighs when the game cannot end: Normal's
        count and one either side, what the fuel on hand powers and what the plants'
        capacity takes, each within the ``most`` cities the money buys and short of the
        end threshold, in ascending order."""
        me = v.player(seat)
        cities = me.city_count
        powerable = fuel_capacity(me.plants, me.resources)
        around = {
            normal_k,
            max(0, powerable - cities),
            max(0, normal_k - 1),
            normal_k + 1,
            min(most, max(0, capacity(me.plants) - cities)),
        }
        end = v.limits().end_cities
        return sorted(k for k in around if 0 <= k <= most and cities + k < end)

    def normal_build_count(self, v: GameState, seat: int) -> int:
        """How many cities Normal's own moves build now (its default in a build search)."""
        s = v.determinize(random.Random(self.seed))
        count = 0
        while s.phase == Phase.BUILD and s.current_player == seat:
            act = NormalBot.decide(self, s, seat)
            if type(act) is not A.Build:
                break
            s.apply(act)
            count += 1
        return count

    def game_may_end(self, v: GameState, seat: int, my_reach: int) -> bool:
        """True when some player can reach the end threshold this build phase (``seat``
        reaching ``my_reach`` cities at most, each other seat still to build with the
        greedy cheapest cities its money buys)."""
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

    def _search(
        self,
        v: GameState,
        seat: int,
        candidates: Sequence[tuple[L, Spec]],
        default: object,
        exact: bool = False,
    ) -> L:
        """The label of the best candidate, Normal's choice (``default``) unless another
        beats it with confidence (see :func:`confident_choice`)."""
        rows = self.sample_rows(v, seat, candidates, exact)
        labels = [label for label, _spec in candidates]
        choice = confident_choice(labels, rows, default, self.confidence)
        if self.on_search is not None:
            self.on_search(SearchRecord(v, seat, tuple(candidates), default, choice, rows))
        return choice

    def search_plan(self, v: GameState, seat: int, exact: bool = False) -> tuple[int, int]:
        """(play-outs per candidate, last round played out) for a search from ``v``."""
        near_end = exact or v.largest_network() + 5 >= v.limits().end_cities
        return (self.final_samples if exact else self.max_samples, INF if near_end else v.round + 2)

    def scores(
        self,
        v: GameState,
        seat: int,
        candidates: Sequence[tuple[L, Spec]],
        exact: bool = False,
    ) -> tuple[dict[L, float], int]:
        """({label: mean leader-relative score}, play-outs per candidate)."""
        rows = self.sample_rows(v, seat, candidates, exact)
        means = row_means(rows, len(candidates))
        return {label: means[i] for i, (label, _spec) in enumerate(candidates)}, len(rows)

    def search_seeds(self, v: GameState, seat: int, exact: bool = False) -> tuple[list[int], int]:
        """(seed of every determinization, last round played out) for a search from
        ``v``: drawn from the bot's seed and the position, so a search repeats."""
        samples, stop_round = self.search_plan(v, seat, exact)
        rng = self._rng(v, seat)
        return [rng.getrandbits(32) for _ in range(samples)], stop_round

    def search_deals(
        self, v: GameState, seat: int, exact: bool = False
    ) -> tuple[list[random.Random], int]:
        """(generator dealing each determinization, last round played out) for a
        search from ``v``: one per seed of :meth:`search_seeds`, or with
        ``one_stream`` the same generator for every determinization in turn."""
        if self.one_stream:
            samples, stop_round = self.search_plan(v, seat, exact)
            return [self._rng(v, seat)] * samples, stop_round
        seeds, stop_round = self.search_seeds(v, seat, exact)
        return [random.Random(seed) for seed in seeds], stop_round

    def sample_rows(
        self,
        v: GameState,
        seat: int,
        candidates: Sequence[tuple[Hashable, Spec]],
        exact: bool = False,
    ) -> list[list[float]]:
        """The score of every candidate on each determinization played, one row each.

        ``candidates`` are (label, spec) pairs, a spec being plain data read by
        :func:`apply_spec`. Every candidate is played out on the same determinizations
        of the view (common random numbers), so differences between them are not
        sampling noise of the hidden stack."""
        deals, stop_round = self.search_deals(v, seat, exact)
        specs = [spec for _label, spec in candidates]
        return run_samples(
            self.policy,
            v,
            seat,
            specs,
            deals,
            stop_round,
            self.budget,
            self._time_left(),
            self.stop,
            self.leaf,
        )
