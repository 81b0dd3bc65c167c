"""The Normal bot: a value-based heuristic without search.

* A plant is worth the net income (income less fuel at market prices) it adds over
  the rounds likely left, plus a bonus for end-game capacity; the bot opens the plant
  with the best surplus and bids up to a ceiling that keeps money for this round's
  fuel and building.
* It buys the fuel its plan for this round needs (the plan is: how many cities to
  power after building, chosen so that fuel and houses fit its money).
* It builds the cheapest cities up to what its fuel can power (exact cheapest set
  for small counts), and knows the end of the game: it only reaches the end
  threshold when that wins, otherwise it holds back.
* It runs the subset of plants that powers most cities for the cheapest fuel.

Its knobs are a :class:`~powergrid.levels.Heuristic` record (the Normal level's, or
another level's: the searching bots play their own moves and their play-outs with
it). ``decide(state, seat)`` works on any position (a view or a determinized state)
and is what the searching bots' play-outs call; ``choose(state)`` takes the seat's
view.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import fields
from typing import Any

from ..levels import NORMAL, EasySettings, Heuristic, SearchSettings
from ..rules import (
    PLANTS,
    RESOURCES,
    Action,
    BidDecision,
    DiscardDecision,
    GameState,
    Phase,
    PlayerView,
    fuel_burnt,
)
from ..rules import actions as A
from .common import (
    INF,
    Bot,
    Tokens,
    capacity,
    fuel_plan,
    greedy_build,
    house_prices,
    mine_income,
    mines_key,
    net_incomes,
    pick_market,
    pick_sale,
    plants_after_buying,
    price_of,
    rounds_left,
    run_cost,
    subsets,
    supply_for_sale,
    tables_key,
    unit_prices,
)
from .final_round import bid_as_last, final_round_limit


def fuel_capacity(plants: Iterable[int], have: Sequence[int]) -> int:
    """Most cities the plants can power with the fuel in ``have`` (cities not counted)."""
    best = 0
    for _combo, cities, fixed, hybrid in subsets(tuple(plants)):
        if cities <= best:
            continue
        if fixed[2] > have[2] or fixed[3] > have[3]:
            continue
        c_left, o_left = have[0] - fixed[0], have[1] - fixed[1]
        if c_left < 0 or o_left < 0 or c_left + o_left < hybrid:
            continue
        best = cities
    return best


#: Cities fewer than Normal's fuel plan that make a purchase "dark": the fuel searches
#: never weigh one, and the coach's review charges its lost income.
DARK_CITIES = 2


def powered_with(player: PlayerView, buy: Sequence[int]) -> int:
    """Cities ``player`` could power this round after buying ``buy`` (coal, oil,
    garbage, uranium): the fuel in hand and bought, capped by the cities owned."""
    have = [h + b for h, b in zip(player.resources, buy, strict=True)]
    return min(fuel_capacity(player.plants, have), player.city_count)


#: The names of every setting of a bot's record (none may be a class attribute).
_SETTING_NAMES = frozenset(
    f.name for record in (Heuristic, EasySettings, SearchSettings) for f in fields(record)
)


class NormalBot(Bot):
    """Value-based heuristic player (see the module text), playing by ``heuristic``."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """A subclass changes how the bot plays, never a setting: the settings are a
        record's (``dataclasses.replace(HARD, budget=...)``), and a class attribute of a
        setting's name would be silently ignored."""
        super().__init_subclass__(**kwargs)
        shadowed = sorted(_SETTING_NAMES & set(vars(cls)))
        if shadowed:
            raise TypeError(
                f"{cls.__name__} sets {', '.join(shadowed)} as class attributes; "
                "give the bot a changed settings record instead"
            )

    def __init__(self, seed: int = 0, heuristic: Heuristic = NORMAL, name: str = "normal") -> None:
        super().__init__(seed, name)
        self.heuristic = heuristic

    def choose(self, state: GameState) -> Action:
        seat = state.current_player
        return self.decide(state.view(seat), seat)

    def decide(self, s: GameState, seat: int) -> Action:
        """This bot's move for ``seat`` in any position (a view or a full state)."""
        phase = s.phase
        if phase == Phase.AUCTION:
            return self._auction(s, seat)
        if phase == Phase.BUREAUCRACY:
            return pick_sale(s, seat) or self._run(s, seat)
        if phase == Phase.RESOURCES:
            return self.market_move(s, seat) or self.remembered(s, seat, self._resources)
        if phase == Phase.BUILD:
            return self.remembered(s, seat, self._build)
        raise ValueError("the game is over")

    def market_move(self, s: GameState, seat: int) -> Action | None:
        """On a board with two resource markets, the market of this turn: where this
        bot's purchase gets the most fuel, the cheaper at equal fuel (RULES 8.23)."""
        return pick_market(s, seat, lambda trial: self._resources(trial, seat))

    def remembered(
        self, s: GameState, seat: int, move: Callable[[GameState, int], Action]
    ) -> Action:
        """``move(s, seat)`` (a purchase or a build), remembered by
        :meth:`position_key`: it depends on the position alone, and play-outs meet the
        same positions again and again."""
        key = self.position_key(s, seat)
        act = _MOVES.get(key)
        if act is None:
            act = move(s, seat)
            if len(_MOVES) >= 1 << 15:
                _MOVES.clear()  # bounded; one dict operation a step, safe in threads
            _MOVES[key] = act
        return act

    def behaviour(self) -> tuple[type[NormalBot], Heuristic]:
        """The bot's class and its heuristic: a key of what it remembers (a changed
        setting is a different bot, and so is a class that plays differently)."""
        return (type(self), self.heuristic)

    def position_key(self, s: GameState, seat: int) -> tuple[Hashable, ...]:
        """Everything a purchase or a build of this bot reads: its settings, the board,
        the round, phase and step, every network, who has played, every seat's money,
        plants and fuel, and the resource market. Equal keys, equal moves: play-outs
        meet the same positions again and again."""
        return (
            self.behaviour(),
            s.board,
            s.phase,
            s.round,
            s.step,
            seat,
            s.limits(),
            s.networks(),
            s.blocked_cities(),  # RULES 8.120: the same board blocks others elsewhere
            s.played_this_phase(),
            s.holdings(),
            s.resource_market().on_market,
            s.chosen_market(),
        )

    # ----- estimates ---------------------------------------------------------------------

    def rounds_left(self, s: GameState) -> int:
        """Rounds likely left including this one (at this heuristic's growth)."""
        return rounds_left(s, self.heuristic.growth)

    def scorer(self, s: GameState, seat: int) -> Callable[[Sequence[int]], float]:
        """The worth to ``seat`` of owning a set of plants from now on, as a function of
        the plants: discounted net income over the next rounds (a plant is soon
        outgrown, so few rounds count) plus, near the end, a bonus for capacity towards
        the end threshold; the mines among them (RULES 8.110) by what they sell
        (:meth:`mine_scorer`). What the position adds is worked out once, for the many
        sets a bid compares."""
        score = self.power_scorer(s, seat)
        mines = s.uranium_mines()
        if not mines:
            return score
        sales = self.mine_scorer(s, seat)

        def with_mines(plants: Sequence[int]) -> float:
            power = [p for p in plants if p not in mines]
            return score(power) + sales([p for p in plants if p in mines])

        return with_mines

    def mine_scorer(self, s: GameState, seat: int) -> Callable[[Sequence[int]], float]:
        """The worth to ``seat`` of owning a set of mines (RULES 8.110): what they sell
        on the uranium market (RULES 8.111) in the rounds likely left, one sale a round
        and one more at the end (:func:`~.common.mine_income`). A mine is never
        outgrown and holds no place among the plants, so every sale counts whole."""
        income = mine_income(s, seat, self.rounds_left(s))
        return lambda mines: float(income(mines))

    def power_scorer(self, s: GameState, seat: int) -> Callable[[Sequence[int]], float]:
        """:meth:`scorer` of plants that power cities (no mine among them)."""
        me = s.player(seat)
        book = s.rule_book()
        prices = unit_prices(s.resource_market().on_market, book)
        end = s.limits().end_cities
        rounds = self.rounds_left(s)
        horizon = min(rounds, self.heuristic.horizon)
        cities = me.city_count
        growth = 2 if s.step == 1 else 3
        rows = tuple(min(end, cities + growth * (t + 1)) for t in range(horizon))
        weights = []
        w = 1.0
        for _t in range(horizon):
            weights.append(w)
            w *= self.heuristic.discount
        end_weight = self.heuristic.end_bonus * max(0, 4 - rounds)

        def score(plants: Sequence[int]) -> float:
            total = 0.0
            nets = net_incomes(tuple(sorted(plants)), prices, rows, book)
            for weight, net in zip(weights, nets, strict=True):
                total += weight * net
            return total + end_weight * min(capacity(plants), end)

        return score

    def plant_value(
        self, s: GameState, seat: int, plant: int, plants: Sequence[int] | None = None
    ) -> tuple[float, int]:
        """(value of adding ``plant``, plant to discard or 0) for ``seat``."""
        me = s.player(seat)
        base = tuple(me.plants if plants is None else plants)
        score = self.scorer(s, seat)
        old = score(base)
        best: float = -INF
        best_drop = 0
        limit = s.limits().plant_limit
        for drop, kept in plants_after_buying(base, plant, limit, s.uranium_mines()):
            v = score(kept)
            if v > best:
                best, best_drop = v, drop
        return best - old, best_drop

    def reserve(self, s: GameState, seat: int, plant: int) -> int:
        """Money kept back from a bid: fuel for a first run and a house or more."""
        me = s.player(seat)
        mines = s.uranium_mines()  # they power nothing (RULES 8.110)
        plants = tuple(sorted(p for p in (*me.plants, plant) if p not in mines))
        cities = me.city_count
        cap = capacity(plants)
        want = max(0, min(self.heuristic.reserve_cities, cap - cities))
        end = s.limits().end_cities
        if s.largest_network() + 3 >= end:
            want = max(0, min(cap, end) - cities)
        prices = unit_prices(s.resource_market().on_market, s.rule_book())
        fuel = run_cost(plants, prices, min(cap, cities + want))
        _order, costs = greedy_build(s, seat, want)
        build = costs[-1] if costs else 0
        return int(fuel + build)

    # ----- phase 2 -----------------------------------------------------------------------

    def _auction(self, s: GameState, seat: int) -> Action:
        decision = s.decision()
        if isinstance(decision, DiscardDecision):
            return self._discard(s, seat, decision.just_bought)
        if isinstance(decision, BidDecision):
            ceiling = self.bid_limit(s, seat, decision.plant)
            raise_to = decision.min_bid
            if raise_to <= ceiling and raise_to <= decision.money:
                return A.bid(raise_to)
            return A.PASS
        me = s.player(seat)
        best: int | None = None
        best_surplus = -INF
        for plant in s.offered(seat):
            if s.opening_bid(plant) > me.money:
                continue
            ceiling = self.ceiling(s, seat, plant)
            surplus = ceiling - s.opening_bid(plant)
            if surplus > best_surplus:
                best, best_surplus = plant, surplus
        if best is None:  # in round 1 a seat must buy: the cheapest opening
            return A.PASS if s.round > 1 else s.legal_actions()[0]
        if s.round > 1 and best_surplus < 0:
            return A.PASS
        return A.choose(best, s.opening_bid(best))

    def bid_limit(self, s: GameState, seat: int, plant: int) -> int:
        """The most ``seat`` bids in the running auction for ``plant``: its ceiling."""
        return self.ceiling(s, seat, plant)

    def ceiling(self, s: GameState, seat: int, plant: int) -> int:
        """The most this bot pays for ``plant`` now: :meth:`base_ceiling`, raised in a
        round bid as the last when the heuristic has a ``final_round`` (towards
        :func:`~.final_round.final_round_limit`, never above the seat's money)."""
        limit = self.base_ceiling(s, seat, plant)
        final = self.heuristic.final_round
        if final is None or s.round == 1 or not bid_as_last(s, final):
            return limit
        most = min(self.final_limit(s, seat, plant), s.player(seat).money)
        if most > limit:
            limit += int(final.weight * (most - limit))
        return limit

    def base_ceiling(self, s: GameState, seat: int, plant: int) -> int:
        """:meth:`valued_ceiling`, remembered by what it reads: the seat's money, plants
        and network, the board, the market, the largest network, whether it is round 1."""
        me = s.player(seat)
        key = (
            self.behaviour(),
            s.board,
            s.step,
            s.limits(),
            s.networks(),
            s.blocked_cities(),  # RULES 8.120: the same board blocks others elsewhere
            seat,
            me.money,
            me.plants,
            s.resource_market().on_market,
            s.largest_network(),
            s.round == 1,
            plant,
            tables_key(s.rule_book()),
            s.opening_bid(plant),
            mines_key(s),
        )
        known = _CEILINGS.get(key)
        if known is None:
            known = self.valued_ceiling(s, seat, plant)
            if len(_CEILINGS) >= 1 << 15:
                _CEILINGS.clear()  # bounded; one dict operation a step, safe in threads
            _CEILINGS[key] = known
        return known

    def valued_ceiling(self, s: GameState, seat: int, plant: int) -> int:
        """What ``plant`` adds to the seat's plants (:meth:`plant_value`), within the
        money left after :meth:`reserve`; in round 1, when everyone must buy, at least
        the opening bid; never above the seat's money."""
        me = s.player(seat)
        value, _drop = self.plant_value(s, seat, plant)
        cap = me.money - self.reserve(s, seat, plant)
        limit = int(min(value, cap))
        if s.round == 1:
            limit = max(limit, s.opening_bid(plant))  # everyone must buy in round 1
        return min(limit, me.money)

    def final_limit(self, s: GameState, seat: int, plant: int) -> int:
        """The most ``seat`` pays for ``plant`` in a round bid as the last (see
        :func:`~.final_round.final_round_limit`)."""
        return final_round_limit(s, seat, plant)

    def _discard(self, s: GameState, seat: int, keep_plant: int) -> Action:
        me = s.player(seat)
        # The plants a discard may name (a mine outside the plant limit never is, RULES 8.110).
        offered = {a.plant for a in s.legal_actions() if isinstance(a, A.Discard)}
        others = [p for p in me.plants if p != keep_plant and p in offered]
        best: int | None = None
        best_v = float(-INF)
        score = self.scorer(s, seat)
        for drop in others:
            v = score([p for p in me.plants if p != drop])
            if v > best_v:
                best, best_v = drop, v
        prices = unit_prices(s.resource_market().on_market, s.rule_book())
        acts = [a for a in s.legal_actions() if isinstance(a, A.Discard) and a.plant == best]
        if not acts:
            return s.legal_actions()[0]

        def kept(a: A.Discard) -> float:
            if a.keep is None:
                return INF
            return sum(k * p for k, p in zip(a.keep, prices, strict=True))

        return max(acts, key=kept)

    # ----- phase 3 -----------------------------------------------------------------------

    def plan_target(self, s: GameState, seat: int) -> int:
        """Cities to power after this round's building (fuel and houses within money)."""
        me = s.player(seat)
        cities = me.city_count
        cap = capacity(me.plants)
        money = me.money
        book = s.rule_book()
        top = min(cap, book.houses)
        on_market = s.resource_market().on_market
        sold = supply_for_sale(s.resource_market())
        have = me.resources
        order, costs = greedy_build(s, seat, max(0, top - cities), money)
        for target in range(top, -1, -1):
            k = max(0, target - cities)
            if k > len(order):
                continue
            build = costs[k - 1] if k else 0
            powered, fuel, _buy = fuel_plan(
                me.plants, have, on_market, target, book=book, sold=sold
            )
            if powered >= min(target, cap) and fuel + build <= money:
                return target
        return min(cities, cap)

    def buy_candidates(self, v: GameState, seat: int) -> list[Tokens]:
        """Fuel purchases worth comparing: Normal's plan, the plans for one city fewer
        and one or two more, nothing, and Normal's plan topped up with spare fuel;
        none that powers two or more cities fewer than Normal's plan.

        Why the floor: a search's play-outs may favour leaving cities dark (with less
        income and fewer houses a seat buys earlier in later rounds, when the policy's
        own fuel runs short), and the searches chose to buy nothing with 100 Elektro
        and ten cities; the lost income cost more games than the play-outs foresaw
        (lab/notes/ai-figures.md)."""
        me = v.player(seat)
        options = self._buy_options(v, seat)  # never empty: buying nothing is among them
        floor = powered_with(me, options[0]) - DARK_CITIES + 1
        return [b for b in options if powered_with(me, b) >= floor]

    def _buy_options(self, v: GameState, seat: int) -> list[Tokens]:
        """Every fuel purchase :meth:`buy_candidates` starts from, Normal's plan first."""
        me = v.player(seat)
        market = v.resource_market().on_market
        sold = supply_for_sale(v.resource_market())
        target = self.plan_target(v, seat)
        out: list[Tokens] = []
        for t in (target, target - 1, target + 1, target + 2):
            if t < 0:
                continue
            powered, _cost, buy = fuel_plan(
                me.plants, me.resources, market, t, me.money, v.rule_book(), sold
            )
            if powered >= min(t, 1) and tuple(buy) not in out:
                out.append((buy[0], buy[1], buy[2], buy[3]))
        if (0, 0, 0, 0) not in out:
            out.append((0, 0, 0, 0))
        if out:
            base = list(out[0])
            for r in range(4):
                left = market[r] - base[r]  # a purchase beyond the market buys none of it
                if base[r] and me.room_for(r) > base[r] + 1 and left > 0:
                    topped = base.copy()
                    topped[r] += min(2, left)
                    more = (topped[0], topped[1], topped[2], topped[3])
                    if more not in out:
                        out.append(more)
                    break
        return out

    def _resources(self, s: GameState, seat: int) -> Action:
        me = s.player(seat)
        target = self.plan_target(s, seat)
        on_market = s.resource_market().on_market
        sold = supply_for_sale(s.resource_market())
        _powered, _cost, buy = fuel_plan(
            me.plants, me.resources, on_market, target, me.money, s.rule_book(), sold
        )
        for r in range(4):
            want = min(buy[r], me.room_for(r), on_market[r] + sold[r])
            limit = s.purchase_limit(r)  # a board's cap or one token a turn
            if limit is not None:
                want = min(want, limit)
            if want > 0:
                act = A.buy(RESOURCES[r], want)
                if s.is_legal(act) is None:
                    return act
        extra = self.extra_fuel(s, seat)
        if extra is not None:
            return extra
        return A.DONE

    def extra_fuel(self, s: GameState, seat: int) -> Action | None:
        """Late in the game, fill spare storage when money allows (the end counts fuel
        on hand, and a thin market hurts the players buying after this one)."""
        me = s.player(seat)
        if s.largest_network() + 4 < s.limits().end_cities:
            return None
        spare = me.money - self.final_build_need(s, seat)
        if spare <= 10:
            return None
        on_market = s.resource_market().on_market
        for r in (3, 2, 1, 0):
            room = me.room_for(r)
            if room <= 0 or not on_market[r]:
                continue
            k = min(room, on_market[r], 2)
            limit = s.purchase_limit(r)  # a board's cap or one token a turn
            if limit is not None:
                k = min(k, limit)
            if k <= 0:
                continue
            cost = price_of(s.rule_book(), r, on_market[r], k)
            if cost is not None and cost <= spare // 2:
                return A.buy(RESOURCES[r], k)
        return None

    def final_build_need(self, s: GameState, seat: int) -> int:
        """What the houses up to the plants' capacity (and the end threshold) cost."""
        me = s.player(seat)
        want = max(0, min(capacity(me.plants), s.limits().end_cities) - me.city_count)
        _order, costs = greedy_build(s, seat, want)
        return costs[-1] if costs else 0

    # ----- phase 4 -----------------------------------------------------------------------

    def _build(self, s: GameState, seat: int) -> Action:
        me = s.player(seat)
        cities = me.city_count
        end = s.limits().end_cities
        powerable = fuel_capacity(me.plants, me.resources)
        if s.round >= self.heuristic.patience:
            # A stalemate (nothing left to buy, nobody willing to end): end it.
            order, costs = greedy_build(s, seat, me.houses_left, me.money)
            return self._build_first(s, seat, len(order), me.money, order, costs)
        houses = s.rule_book().houses
        if cities < end <= houses:
            win_k = self.winning_end(s, seat, powerable)
            if win_k is not None:
                return self._build_first(s, seat, win_k, me.money)
        target = max(cities, min(powerable, houses))
        order, costs = greedy_build(s, seat, max(0, target - cities), me.money)
        k = len(order)
        # With money to spare, build ahead of the fuel towards the plants' capacity.
        cap = capacity(me.plants)
        if self.heuristic.build_ahead and cap > cities + k:
            keep = self.keep_back(s)
            more, more_costs = greedy_build(s, seat, cap - cities, me.money)
            while k < len(more) and me.money - more_costs[k] >= keep:
                k += 1
            order, costs = more, more_costs
        if cities + k >= end:
            k = max(0, end - 1 - cities)  # ending now would lose: stop one short
        if k <= 0:
            return A.DONE
        return self._build_first(s, seat, k, me.money, order, costs)

    def keep_back(self, s: GameState) -> int:
        """Money kept for the next auction when building ahead of capacity."""
        return 30 if s.step == 1 else 60

    def _build_first(
        self,
        s: GameState,
        seat: int,
        k: int,
        money: int,
        order: list[int] | None = None,
        costs: list[int] | None = None,
    ) -> Action:
        """The first of ``k`` cities to build (the greedy ``order`` unless the exact
        cheapest set is worked out), or done."""
        if order is None or costs is None:
            order, costs = greedy_build(s, seat, k, money)
        if not order:
            return A.DONE
        k = min(k, len(order))
        city = order[0]
        if self.heuristic.exact_build and k <= 5 and s.player(seat).city_count:
            city = self.exact_first(s, seat, k, costs[k - 1]) or city
        return A.build(s.board.cities[city])

    def exact_first(self, s: GameState, seat: int, k: int, budget: int) -> int | None:
        """First city of the exact cheapest k additions, if within budget."""
        board = s.board
        houses = house_prices(s, seat)
        mapping = {board.cities[c]: h for c, h in enumerate(houses) if h is not None}
        network = s.player(seat).cities
        try:
            plan = board.cheapest_additions(network, k, mapping)
        except ValueError:
            return None
        if plan.total > budget or not plan.order:
            return None
        return board.index[plan.order[0]]

    def winning_end(self, s: GameState, seat: int, powerable: int) -> int | None:
        """Houses to build now to end the game and win, or None if ending loses."""
        me = s.player(seat)
        cities = me.city_count
        end = s.limits().end_cities
        want = max(end, min(powerable, s.rule_book().houses)) - cities
        order, costs = greedy_build(s, seat, want, me.money)
        if cities + len(order) < end:
            return None
        # Build to the end, and further while it adds powered cities.
        k = max(end - cities, min(len(order), max(0, powerable - cities)))
        my_key = (min(powerable, cities + k), me.money - costs[k - 1], cities + k)
        built = s.played_this_phase()
        for p in s.player_views():
            o = p.seat
            if o == seat:
                continue
            fuel = fuel_capacity(p.plants, p.resources)
            if o in built:
                key = (min(fuel, p.city_count), p.money, p.city_count)
            else:
                need = max(0, fuel - p.city_count)
                o_order, o_costs = greedy_build(s, o, need, p.money)
                n = len(o_order)
                key = (
                    min(fuel, p.city_count + n),
                    p.money - (o_costs[-1] if n else 0),
                    p.city_count + n,
                )
            if key >= my_key:
                return None
        return k

    # ----- phase 5 -----------------------------------------------------------------------

    def _run(self, s: GameState, seat: int) -> Action:
        """The run powering most cities, then burning the fuel worth least at market
        prices (the first such in the engine's order), remembered per plants, fuel,
        cities and market: the same few recur in every play-out."""
        me = s.player(seat)
        market = s.resource_market().on_market
        book = s.rule_book()
        key = (me.plants, me.resources, me.city_count, market, tables_key(book))
        best = _RUNS.get(key)
        if best is None:
            cities = me.city_count
            prices = unit_prices(market, book)
            best_key: tuple[int, float] | None = None
            for act in s.legal_actions():
                if type(act) is not A.Run:
                    continue  # every action of bureaucracy is a run
                powered = min(sum(PLANTS[p].cities for p in act.plants), cities)
                burnt = fuel_burnt(act.plants, act.coal)
                cost = sum(b * p for b, p in zip(burnt, prices, strict=True))
                value = (powered, -cost)
                if best_key is None or value > best_key:
                    best, best_key = act, value
            assert best is not None  # running no plant is always possible
            if len(_RUNS) >= 1 << 14:
                _RUNS.clear()  # bounded; one dict operation a step, safe in threads
            _RUNS[key] = best
        return best


#: Bureaucracy choices of :meth:`NormalBot._run` by plants, fuel, cities and market.
_RUNS: dict[tuple[tuple[int, ...], Tokens, int, Tokens, object], A.Run] = {}
#: Purchases and builds by :meth:`NormalBot.position_key`.
_MOVES: dict[tuple[Hashable, ...], Action] = {}
#: Normal's bidding limits (see :meth:`NormalBot.ceiling`).
_CEILINGS: dict[tuple[Hashable, ...], int] = {}
