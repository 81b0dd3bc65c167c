"""The searching bot of the Hard and Expert levels: Normal's moves plus look-ahead at the
decisions that matter, sized and widened by a :class:`~powergrid.levels.SearchSettings`.

Searched decisions (everything else is the level's heuristic play, :class:`NormalBot`):

* which plant to open, or to pass (candidates: pass and the best few plants by
  Normal's surplus; with ``race_openings``, at two players in a round that may end the
  game, every plant on offer: the plant that wins the race is the one the rival cannot
  answer, not the one the valuation ranks first);
* how high to go in an auction (candidates: ceilings around Normal's; the chosen
  ceiling is kept for the rest of that auction);
* how many cities to build this turn (candidates around Normal's count), and with
  ``search_cities`` which ones (the first city among the best few starts; later the
  exact cheapest set against the greedy one);
* with ``search_fuel`` how much fuel to buy (the plans for several numbers of cities
  to power, and topping up, none that powers two or more cities fewer than the default
  plan; in the last rounds also the plan with the storage filled), and with
  ``search_runs`` which plants to run, and with ``search_discards`` which plant to
  discard when a new one is one too many (every discard: at most four).

The end of the game is never triggered on a guess: a number of cities that reaches
the end threshold is only a candidate when the bot wins against every opponent's
best reply (:func:`.endgame.end_verdict`).

Each candidate is scored on the same sampled determinizations of the bot's view
(common random numbers): the candidate is applied, then every seat plays on with the
level's play-out policy until the end of the round ``lookahead`` rounds on (or the end
of the game when it is near), and the position is scored leader-relative: the bot's
assets (money, cities, capacity) less the best opponent's, or at the end of the game
the result itself. When the game ends this round the build decision is an exact search
of every number of cities the bot can build, played to the end of the game. At two
players, in a round that may end the game (or play-outs that go to its end), every
candidate is also played out against each model of the rival in ``rivals``, and scores
the worst of them.

Normal's choice is always among the candidates, and another candidate is played only
when it beats Normal's on the same play-outs by ``confidence`` standard errors of the
paired differences (:func:`confident_choice`): the best of several noisy means is
biased upwards, and a change of plan on a lucky draw cost more games than it won.

The search is sized by a budget of simulated decisions, not by the clock, so a given
seed always gives the same choice; a time guard (per decision and per game) only cuts
the search short on a machine much slower than planned. With ``chunks`` above one the
samples are cut into that many chunks with their own seeds and budget, whatever the
number of workers, and played out in the process pool (:mod:`.pool`); with no pool
(inside a pool worker) the same chunks run in-process.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from ..levels import HARD, Heuristic, SearchSettings
from ..rules import (
    PLANTS,
    RESOURCES,
    Action,
    BidDecision,
    ChoosePlantDecision,
    DiscardDecision,
    GameState,
    Phase,
)
from ..rules import actions as A
from .common import (
    INF,
    Tokens,
    capacity,
    greedy_build,
    house_prices,
    pick_sale,
    price_of,
    start_candidates,
)
from .endgame import end_verdict
from .final_round import game_may_end_this_round
from .normal import NormalBot, fuel_capacity
from .playouts import (
    LeafEvaluation,
    RolloutPolicy,
    Spec,
    confident_choice,
    evaluate,
    game_is_ending,
    run_samples,
)
from .pool import run_chunk, search_pool

L = TypeVar("L", bound=Hashable)


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


class SearchBot(NormalBot):
    """The level's heuristic moves, and a search of the decisions that matter, both as
    ``settings`` say (see the module text). ``leaf`` scores the position a play-out
    reaches (default :func:`~.playouts.evaluate`)."""

    def __init__(
        self,
        seed: int = 0,
        settings: SearchSettings = HARD,
        leaf: LeafEvaluation | None = None,
        name: str = "search",
    ) -> None:
        super().__init__(seed, settings.heuristic, name)
        self.settings = settings
        #: How every seat plays in the in-process play-outs.
        self.policy = RolloutPolicy(settings.policy)
        #: What the position a play-out reaches is worth (see :class:`LeafEvaluation`).
        self.leaf: LeafEvaluation = evaluate if leaf is None else leaf
        self.plans = Plans()
        self.thinking = 0.0
        self._last_round = 0
        #: Called between samples; a search stops early when it returns True (a
        #: cancelled hint; the pooled chunks of a search are not stopped).
        self.stop: Callable[[], bool] | None = None

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
            return self.search_move(view, seat)
        finally:
            self.thinking += time.perf_counter() - start

    # ----- which decisions are searched ----------------------------------------------------

    def search_move(self, v: GameState, seat: int) -> Action:
        """The move in a view: searched where the settings say, the heuristic's elsewhere."""
        settings = self.settings
        if settings.search_discards and isinstance(v.decision(), DiscardDecision):
            return self._search_discard(v, seat)
        if v.phase == Phase.AUCTION:
            decision = v.decision()
            if isinstance(decision, BidDecision):
                return self._search_bid(v, seat, decision)
            if isinstance(decision, ChoosePlantDecision):
                return self._search_open(v, seat)
        if v.phase == Phase.RESOURCES and settings.search_fuel:
            return self.market_move(v, seat) or self._search_fuel(v, seat)
        if v.phase == Phase.BUREAUCRACY and settings.search_runs:
            return pick_sale(v, seat) or self._search_run(v, seat)
        if v.phase == Phase.BUILD and settings.search_cities:
            return self._search_cities(v, seat)
        if v.phase == Phase.BUILD:
            return self._search_count(v, seat)
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

    def time_left(self) -> float:
        """Seconds the next search may take: the decision guard, or an eighth of what
        is left of the game guard (counted as 0.05 s at least) when that is less."""
        settings = self.settings
        return min(settings.decision_guard, max(0.05, settings.game_guard - self.thinking) / 8)

    @staticmethod
    def in_race_to_end(v: GameState) -> bool:
        """Two players in a round that may end the game: where ``race_openings`` and the
        ``rivals`` act."""
        return v.player_count == 2 and game_may_end_this_round(v)

    # ----- auction ------------------------------------------------------------------------

    def _search_open(self, v: GameState, seat: int) -> Action:
        normal = self.decide(v, seat)
        me = v.player(seat)
        options: list[tuple[int, int]] = []
        for plant in v.offered(seat):
            if self.opening_bid(v, plant) <= me.money:
                options.append((self.ceiling(v, seat, plant) - self.opening_bid(v, plant), plant))
        options.sort(reverse=True)
        width = self.opening_width(v)
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

    def opening_width(self, v: GameState) -> int:
        """How many plants a searched opening weighs (the best by ceiling over price):
        every plant on offer in the race to the end with ``race_openings``."""
        if self.settings.race_openings and self.in_race_to_end(v):
            return len(v.plant_market().current)
        return self.settings.open_width

    def opening_bid(self, v: GameState, plant: int) -> int:
        """The bid a searched opening offers: the lowest the rules allow, the plant's
        number (RULES 3.2) or the discounted plant's (RULES 7.3)."""
        return v.opening_bid(plant)

    def _search_bid(self, v: GameState, seat: int, decision: BidDecision) -> Action:
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

    # ----- fuel and running ---------------------------------------------------------------

    def _search_fuel(self, v: GameState, seat: int) -> Action:
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
            limit = v.purchase_limit(r)  # a board's cap or one token a turn
            if limit is not None:
                want = min(want, limit)
            if want > 0:
                act = A.buy(RESOURCES[r], want)
                if v.is_legal(act) is None:
                    return act
        return A.DONE

    def buy_candidates(self, v: GameState, seat: int) -> list[Tokens]:
        """Normal's candidates and, with ``stock_from``, in the last rounds of the game,
        the plan with the plants' storage filled as far as money and market allow
        (:meth:`stocked`).

        Why: near the end the seat that buys first may empty the market of a fuel,
        and a seat that did not lay it in a round earlier leaves its plants cold in
        the last round (lab/notes/ai-figures.md, *How the two-player games are lost*)."""
        options = super().buy_candidates(v, seat)
        stock_from = self.settings.stock_from
        if stock_from is not None and v.largest_network() > v.limits().end_cities * stock_from:
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

    def _search_run(self, v: GameState, seat: int) -> Action:
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

    def _search_discard(self, v: GameState, seat: int) -> Action:
        """Which plant to give up, every discard played out: late in the game the plant
        Normal's valuation drops first (the smallest) may be the one that powers the
        last city, and the choice decides the game."""
        acts = [a for a in v.legal_actions() if isinstance(a, A.Discard)]  # all of them
        normal = self.decide(v, seat)
        if len(acts) <= 1:
            return normal
        candidates: list[tuple[Action, Spec]] = [(a, ("act", a)) for a in acts]
        return self._search(v, seat, candidates, normal)

    # ----- building: how many cities ------------------------------------------------------

    def _search_count(self, v: GameState, seat: int) -> Action:
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
        if v.round >= self.heuristic.patience:
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
        """How many cities the heuristic's own moves build now (the default of a build
        search)."""
        s = v.determinize(random.Random(self.seed))
        count = 0
        while s.phase == Phase.BUILD and s.current_player == seat:
            act = NormalBot.decide(self, s, seat)
            if type(act) is not A.Build:
                break
            s.apply(act)
            count += 1
        return count

    @staticmethod
    def game_may_end(v: GameState, seat: int, my_reach: int) -> bool:
        """True when some player can reach the end threshold this build phase (``seat``
        reaching ``my_reach`` cities at most, each other seat still to build with the
        greedy cheapest cities its money buys)."""
        end = v.limits().end_cities
        if my_reach >= end:
            return True
        built = v.played_this_phase()
        for p in v.player_views():
            o = p.seat
            if o == seat or o in built:
                continue
            order, _ = greedy_build(v, o, end - p.city_count, p.money)
            if p.city_count + len(order) >= end:
                return True
        return False

    # ----- building: which cities ---------------------------------------------------------

    def _search_cities(self, v: GameState, seat: int) -> Action:
        key = (v.round, seat)
        plan = self.plans.cities.get(key)
        if plan is None:
            _cities, k = self._plan_build(v, seat)
            plan = self._plan_cities(v, seat, k)
            self.plans.cities[key] = plan
        index = v.board.index
        owned = {index[c] for c in v.player(seat).cities}
        for city in plan:
            if city in owned:
                continue
            act = A.build(v.board.cities[city])
            if v.is_legal(act) is None:
                return act
            return A.DONE
        return A.DONE

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
            # The heuristic's own build comes first, as the default: the exact cheapest
            # set where it is computed, else the greedy one.
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

    @staticmethod
    def _grow_from(v: GameState, seat: int, start: int, k: int) -> tuple[int, ...]:
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

    @staticmethod
    def _exact_set(v: GameState, seat: int, k: int, money: int) -> tuple[int, ...]:
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
        beats it with confidence (see :meth:`pick`)."""
        rows = self.sample_rows(v, seat, candidates, exact)
        return self.pick(v, seat, candidates, default, rows)

    def pick(
        self,
        v: GameState,
        seat: int,
        candidates: Sequence[tuple[L, Spec]],
        default: object,
        rows: Sequence[Sequence[float]],
    ) -> L:
        """The candidate a search from ``v`` plays, from the scores of its play-outs
        (:func:`confident_choice` with the settings' ``confidence``)."""
        labels = [label for label, _spec in candidates]
        return confident_choice(labels, rows, default, self.settings.confidence)

    def search_plan(self, v: GameState, seat: int, exact: bool = False) -> tuple[int, int]:
        """(play-outs per candidate, last round played out) for a search from ``v``."""
        settings = self.settings
        samples = settings.final_samples if exact else settings.max_samples
        if exact or v.largest_network() + settings.near_end >= v.limits().end_cities:
            return samples, INF
        return samples, v.round + 1 + settings.lookahead

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
        search from ``v``: one per seed of :meth:`search_seeds`."""
        seeds, stop_round = self.search_seeds(v, seat, exact)
        return [random.Random(seed) for seed in seeds], stop_round

    def rival_models(self, v: GameState, stop_round: int) -> tuple[Heuristic, ...]:
        """The other models of the rival a search from ``v`` plays out too: the
        settings' ``rivals`` in the race to the end, and in two-player play-outs that
        go to the end of the game; else none."""
        if self.in_race_to_end(v) or (v.player_count == 2 and stop_round >= INF):
            return self.settings.rivals
        return ()

    def sample_rows(
        self,
        v: GameState,
        seat: int,
        candidates: Sequence[tuple[Hashable, Spec]],
        exact: bool = False,
    ) -> list[list[float]]:
        """The score of every candidate on each determinization played, one row each.

        ``candidates`` are (label, spec) pairs, a spec being plain data read by
        :func:`~.playouts.apply_spec`. Every candidate is played out on the same
        determinizations of the view (common random numbers), so differences between
        them are not sampling noise of the hidden stack. With one chunk and no rival
        model they are played here, by :attr:`policy` and stopped by :attr:`stop`;
        else in chunks (:meth:`chunked_rows`)."""
        _samples, stop_round = self.search_plan(v, seat, exact)
        if self.settings.chunks > 1 or self.rival_models(v, stop_round):
            return self.chunked_rows(v, seat, candidates, exact)
        deals, stop_round = self.search_deals(v, seat, exact)
        specs = [spec for _label, spec in candidates]
        return run_samples(
            self.policy,
            v,
            seat,
            specs,
            deals,
            stop_round,
            self.settings.budget,
            self.time_left(),
            self.stop,
            self.leaf,
        )

    def chunked_rows(
        self,
        v: GameState,
        seat: int,
        candidates: Sequence[tuple[Hashable, Spec]],
        exact: bool = False,
    ) -> list[list[float]]:
        """The rows, the determinizations dealt out in fixed chunks over the pool and
        gathered back in chunk order (so the rows do not depend on the workers)."""
        settings = self.settings
        seeds, stop_round = self.search_seeds(v, seat, exact)
        specs = [spec for _label, spec in candidates]
        chunks = settings.chunks
        parts = [seeds[i::chunks] for i in range(chunks)]
        share = settings.budget // chunks
        guard = self.time_left()
        rivals = self.rival_models(v, stop_round)
        jobs = [
            (settings.policy, self.leaf, v, seat, specs, part, stop_round, share, guard, rivals)
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
