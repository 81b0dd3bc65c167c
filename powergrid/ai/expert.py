"""The Expert bot: Hard's search, wider and spread over every core.

What it adds to Hard:

* more decisions searched: how much fuel to buy (the plans for several numbers of
  cities to power, and topping up, none that powers two or more cities fewer than the
  default plan; in the last rounds also the plan with the storage filled), which
  plants to run, and which cities to build
  (the first city among the best few starts; later the exact cheapest set against the
  greedy one), not only how many;
* a larger simulation budget, played out in a process pool (:mod:`.pool`) started
  once per run of the program, so both cores think at once;
* a leaner plant valuation (:class:`LeanValuation`) that beats Normal's in direct
  play, both in its play-outs (:class:`ExpertRolloutPolicy`) and in its own moves;
* building only the cities its fuel powers this round, never ahead towards its plants'
  capacity (:class:`FuelledBuilding`), in its play-outs and its own moves;
* in a round that may end the game (from three players on, one likely to), bids that
  rise towards what a plant adds to the cities it can power at the end of that round
  (:class:`~.final_round.FinalRoundValuation`), in its play-outs and its own moves;
* at two players, in a round that may end the game, every plant on offer weighed as
  an opening, and every candidate played out against two models of the rival (its
  own lean policy and Hard's), scored by the worse: the race to the end is won by the
  move the rival cannot answer, and the real rival is neither model;
* Hard's rule for leaving the default choice (Normal's move, valued leanly), with
  the bar scaled to its three times as many play-outs (2.6 standard errors against
  Hard's 1.5): the Expert leaves its default on the same size of gain as Hard, but
  measured more surely.

What each rule was worth against Hard is in ``docs/ai-figures.md``.

The samples are cut into a fixed number of chunks with their own seeds and budget,
whatever the number of workers, so a seed gives the same choice when no time guard
fires; with no pool (inside a pool worker) the same chunks run in-process.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from ..rules import PLANTS, RESOURCES, Action, GameState, Phase
from ..rules import actions as A
from .common import INF, Tokens, greedy_build, house_prices, price_of, start_candidates
from .final_round import FinalRoundValuation, game_may_end_this_round
from .hard import HardBot
from .playouts import RolloutPolicy, Spec
from .pool import run_chunk, search_pool


class LeanValuation:
    """A leaner plant valuation than Normal's: next round's income counts less against
    this round's (``discount``), and a bid keeps back only the money for the fuel of the
    next run, none for another city (``reserve_cities``).

    Why: it beats Normal's valuation in direct play (likely because a bidder who values
    a plant a little lower leaves the others to overpay)."""

    discount = 0.45
    reserve_cities = 0


class FuelledBuilding:
    """Builds only the cities the fuel on its plants can power this round. Normal builds
    on towards its plants' capacity with the money left over after a reserve for the
    next auction; this never does, and keeps that money for plants and fuel.

    Why: houses that stay dark earn nothing this round, and the money wins more as
    plants and fuel (measured in direct play and against Hard). Hard itself keeps
    building ahead."""

    build_ahead = False


class ExpertRolloutPolicy(FinalRoundValuation, FuelledBuilding, LeanValuation, RolloutPolicy):
    """Hard's rollout policy with the :class:`LeanValuation`, the final-round bids and
    :class:`FuelledBuilding`.

    Why: a play-out is only as good as the play in it; searching with Hard's policy
    the Expert was no stronger than Hard. A policy that wins more in direct play is
    not always a better model, though: rules tried in it and left out are listed with
    their figures in ``docs/ai-figures.md``."""


class ExpertBot(FinalRoundValuation, FuelledBuilding, LeanValuation, HardBot):
    """Hard's search, wider and on every core, whose own moves (the defaults its search
    must beat, and every decision it does not search) value plants like its play-outs.

    Why the valuation too: the play-outs assume the Expert plays the lean policy, so its
    real moves should (measured: stronger with both than with the play-outs alone)."""

    name = "expert"
    policy_class = ExpertRolloutPolicy

    #: Simulated decisions per searched decision, over all chunks.
    budget = 24000
    max_samples = 48
    final_samples = 12
    #: Chunks a search is cut into (fixed, for determinism).
    chunks = 4
    decision_guard = 2.6
    game_guard = 85.0
    #: Hard's bar times the square root of the ratio of play-outs (48 to 16).
    confidence = 2.6

    #: Rounds after the current one a play-out covers (Hard: 1, to the end of the next);
    #: two with the better policy (a screen leaned that way, within its noise).
    lookahead = 2
    #: The play-outs go to the end of the game once the leader is this close to it.
    near_end = 5
    #: The fuel search weighs filled storage once the leader has more than this share
    #: of the cities that end the game (11 of 21 at two players, whose games jump to
    #: their end from 12 to 16 cities in one round; 8 of 14 at six).
    stock_from = 0.5

    #: At two players, in a round that may end the game (or play-outs that go to its
    #: end), the rival is also played by each of these policies, and a candidate
    #: scores the worst of the models (Hard's play-out policy: Normal's valuation,
    #: building ahead).
    rival_models: tuple[type[RolloutPolicy], ...] = (RolloutPolicy,)

    # ----- the search, in the pool ----------------------------------------------------------

    def search_plan(self, v: GameState, seat: int, exact: bool = False) -> tuple[int, int]:
        samples, _stop = super().search_plan(v, seat, exact)
        if exact or v.largest_network() + self.near_end >= v.limits().end_cities:
            return samples, INF
        return samples, v.round + 1 + self.lookahead

    def sample_rows(
        self,
        v: GameState,
        seat: int,
        candidates: Sequence[tuple[Hashable, Spec]],
        exact: bool = False,
    ) -> list[list[float]]:
        """Hard's rows, the determinizations dealt out in fixed chunks over the pool
        and gathered back in chunk order (so the rows do not depend on the workers)."""
        seeds, stop_round = self.search_seeds(v, seat, exact)
        specs = [spec for _label, spec in candidates]
        parts = [seeds[i :: self.chunks] for i in range(self.chunks)]
        share = self.budget // self.chunks
        guard = self._time_left()
        rivals = self.rival_models_for(v, stop_round)
        jobs = [
            (self.policy_class, self.leaf, v, seat, specs, part, stop_round, share, guard, rivals)
            for part in parts
            if part
        ]
        pool = search_pool()
        if pool is None:
            results = [run_chunk(*job) for job in jobs]
        else:
            futures = [pool.submit(run_chunk, *job) for job in jobs]
            results = [f.result() for f in futures]
        return [row for rows in results for row in rows]

    @staticmethod
    def in_race_to_end(v: GameState) -> bool:
        """Two players in a round that may end the game: where the two rules below act."""
        return v.player_count == 2 and game_may_end_this_round(v)

    def open_width(self, v: GameState) -> int:
        """Every plant on offer in the race to the end, where the rival's best reply
        decides which plant wins it; else Hard's few."""
        if self.in_race_to_end(v):
            return len(v.plant_market().current)
        return super().open_width(v)

    def rival_models_for(self, v: GameState, stop_round: int) -> tuple[type[RolloutPolicy], ...]:
        """The other models of the rival a search from ``v`` plays out too: in the race
        to the end, and in two-player play-outs that go to the end of the game."""
        if self.in_race_to_end(v) or (v.player_count == 2 and stop_round >= INF):
            return self.rival_models
        return ()

    # ----- the decisions Hard leaves to Normal ----------------------------------------------

    def decide_hard(self, v: GameState, seat: int) -> Action:
        if v.phase == Phase.RESOURCES:
            return self._expert_buy(v, seat)
        if v.phase == Phase.BUREAUCRACY:
            return self._expert_run(v, seat)
        return super().decide_hard(v, seat)

    def _expert_buy(self, v: GameState, seat: int) -> Action:
        me = v.player(seat)
        key = (v.round, seat)
        plan = self.plans.buys.get(key)
        if plan is None:
            options = self.buy_candidates(v, seat)
            if len(options) <= 1:
                return self.decide(v, seat)
            candidates: list[tuple[Tokens, Spec]] = [(b, ("buy", b)) for b in options]
            best = self._search(v, seat, candidates, options[0])
            plan = (me.resources, best)
            self.plans.buys[key] = plan
        start, buy = plan
        for r in range(4):
            want = buy[r] - (me.resources[r] - start[r])
            if want > 0:
                act = A.buy(RESOURCES[r], want)
                if v.is_legal(act) is None:
                    return act
        return A.DONE

    def buy_candidates(self, v: GameState, seat: int) -> list[Tokens]:
        """Normal's candidates and, in the last rounds of the game, the plan with the
        plants' storage filled as far as money and market allow (:meth:`stocked`).

        Why: near the end the seat that buys first may empty the market of a fuel,
        and a seat that did not lay it in a round earlier leaves its plants cold in
        the last round (docs/ai-figures.md, *How the two-player games are lost*)."""
        options = super().buy_candidates(v, seat)
        if v.largest_network() > v.limits().end_cities * self.stock_from:
            stock = self.stocked(v, options[0])
            if stock not in options:
                options.append(stock)
        return options

    @staticmethod
    def stocked(v: GameState, base: Tokens) -> Tokens:
        """``base`` bought by the seat to play, and then, one token at a time, the
        cheapest fuel that still fits its plants and that its money buys (the rules
        judge each token); ``base`` itself where the rules refuse it."""
        s = v.clone()
        bought = list(base)
        for r, k in enumerate(base):
            if k:
                if s.is_legal(A.buy(RESOURCES[r], k)) is not None:
                    return base
                s.apply(A.buy(RESOURCES[r], k))
        while True:
            market = s.resource_market().on_market
            fits = [r for r in range(4) if s.is_legal(A.buy(RESOURCES[r], 1)) is None]
            if not fits:
                return (bought[0], bought[1], bought[2], bought[3])
            book = s.rule_book()
            r = min(fits, key=lambda r: (price_of(book, r, market[r], 1) or INF, r))
            s.apply(A.buy(RESOURCES[r], 1))
            bought[r] += 1

    def _expert_run(self, v: GameState, seat: int) -> Action:
        acts = [a for a in v.legal_actions() if isinstance(a, A.Run)]  # all of them
        normal = self.decide(v, seat)
        if len(acts) <= 1:
            return normal
        cities = v.player(seat).city_count

        def key(act: A.Run) -> tuple[int, int]:
            return (min(sum(PLANTS[q].cities for q in act.plants), cities), -len(act.plants))

        options: list[Action] = list(sorted(acts, key=key, reverse=True)[:3])
        if normal not in options:
            options.append(normal)
        if len(options) <= 1:
            return normal
        candidates: list[tuple[Action, Spec]] = [(a, ("act", a)) for a in options]
        return self._search(v, seat, candidates, normal)

    # ----- which cities ---------------------------------------------------------------------

    def _hard_build(self, v: GameState, seat: int) -> Action:
        key = (v.round, seat)
        plan = self.plans.cities.get(key)
        if plan is None:
            _cities, k = self._plan_build(v, seat)
            plan = self._plan_cities(v, seat, k)
            self.plans.cities[key] = plan
        owned = self._owned(v, seat)
        for city in plan:
            if city in owned:
                continue
            act = A.build(v.board.cities[city])
            if v.is_legal(act) is None:
                return act
            return A.DONE
        return A.DONE

    @staticmethod
    def _owned(v: GameState, seat: int) -> set[int]:
        index = v.board.index
        return {index[c] for c in v.player(seat).cities}

    def _plan_cities(self, v: GameState, seat: int, k: int) -> tuple[int, ...]:
        """The cities to build this turn, in order: the best of a few k-city sets."""
        if k <= 0:
            return ()
        me = v.player(seat)
        sets: list[tuple[int, ...]] = []
        if me.city_count == 0:
            for start in start_candidates(v, seat, 3):
                sets.append(self._grow_from(v, seat, start, k))
        else:
            # Hard's own build comes first, as the default: the exact cheapest set
            # where it is computed, else the greedy one.
            exact = self._exact_set(v, seat, k, me.money)
            if exact:
                sets.append(exact)
            order, _costs = greedy_build(v, seat, k, me.money)
            sets.append(tuple(order))
        sets = [s for i, s in enumerate(sets) if s and s not in sets[:i]]
        if not sets:
            return ()
        if len(sets) == 1:
            return sets[0]
        candidates: list[tuple[tuple[int, ...], Spec]] = [(s, ("cities", s)) for s in sets]
        return self._search(v, seat, candidates, sets[0])

    def _grow_from(self, v: GameState, seat: int, start: int, k: int) -> tuple[int, ...]:
        """``start`` then the greedy cheapest next cities, k in all, within money."""
        houses = house_prices(v, seat)
        money = v.player(seat).money
        first = houses[start]
        if first is None or first > money:
            return ()
        order, spent = [start], first
        houses[start] = None
        reach = list(v.board.dist[start])
        while len(order) < k:
            best_c, best_p = -1, INF
            for c, h in enumerate(houses):
                if h is not None and h + reach[c] < best_p:
                    best_c, best_p = c, h + reach[c]
            if best_c < 0 or spent + best_p > money:
                break
            spent += best_p
            order.append(best_c)
            houses[best_c] = None
            reach = [min(a, b) for a, b in zip(reach, v.board.dist[best_c], strict=False)]
        return tuple(order)

    def _exact_set(self, v: GameState, seat: int, k: int, money: int) -> tuple[int, ...]:
        """The exact cheapest k additions in the board's build order, or ()."""
        if k > 5:
            return ()
        board = v.board
        houses = house_prices(v, seat)
        mapping = {board.cities[c]: h for c, h in enumerate(houses) if h is not None}
        try:
            plan = board.cheapest_additions(v.player(seat).cities, k, mapping)
        except ValueError:
            return ()
        if plan.total > money:
            return ()
        return tuple(board.index[c] for c in plan.order)
