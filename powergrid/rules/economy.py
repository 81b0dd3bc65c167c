"""Phase 3 (buying resources) and phase 5 (bureaucracy) (RULES 3.3, 3.5, 5)."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Sequence
from itertools import combinations
from typing import TYPE_CHECKING

from . import actions as A
from . import events as ev
from .changes.one_token_at_a_time import OneTokenAtATime as _OneToken
from .changes.two_resource_markets import MARKET_NAMES, NORTH, SOUTH
from .changes.two_resource_markets import TwoResourceMarkets as _TwoMarkets
from .errors import IllegalActionError
from .outcome import Outcome
from .plantmarket import PlantMarketRules
from .state import BUILD, BUREAUCRACY, CACHE_LIMIT, OVER, Capacities, PlayerState, room_for
from .tables import PLANTS, RESOURCE_INDEX, RESOURCES

if TYPE_CHECKING:
    from .book import RuleBook

#: The mark of the market the current buyer chose (RULES 8.23).
MARKET_MARK = _TwoMarkets.id
#: The mark of the seats that ended their buying, in turns of one token (RULES 8.73).
TURNS_MARK = _OneToken.id


class EconomyRules(PlantMarketRules):
    """Mixed into the game state."""

    __slots__ = ()

    # ----- phase 3 ---------------------------------------------------------------------

    def _resource_actions(self, seat: int) -> list[A.Action]:
        player = self.players[seat]
        caps = player.capacities()
        money = player.money
        acts: list[A.Action] = []
        book = self.book
        if book.step_books is not None:  # prices by step (RULES 8.112)
            book = book.step_books[self.step]
        if book.extra is not None:
            return self._resource_actions_with_supply(player, caps, money)
        if book.north is not None:
            return self._two_market_actions(player, caps, money)
        buy_cost = book.buy_cost if not book.on_buy_costs else self._seat_costs(seat)
        restricted = book.on["price_cap"] or book.on["one_token_turns"]
        for r in range(4):
            on_market = self.res_market[r]
            if not on_market:
                continue
            limit = min(
                self._buy_limit(r, on_market) if restricted else on_market,
                room_for(caps, player.res, r),
                bisect_right(buy_cost[r][on_market], money) - 1,
            )
            if limit > 0:
                acts += A.buy_range(RESOURCES[r], limit)
        acts.append(A.DONE)
        return acts

    def _two_market_actions(
        self, player: PlayerState, caps: Capacities, money: int
    ) -> list[A.Action]:
        """The purchases at the market chosen this turn (RULES 8.23); before a choice,
        the South's purchases and the two choices."""
        chosen = self.marks.get(MARKET_MARK)
        book, on = self._buying_at()
        acts: list[A.Action] = []
        for r in range(4):
            if not on[r]:
                continue
            limit = min(
                self._buy_limit(r, on[r]),
                room_for(caps, player.res, r),
                bisect_right(book.buy_cost[r][on[r]], money) - 1,
            )
            if limit > 0:
                acts += A.buy_range(RESOURCES[r], limit)
        if chosen is None:
            acts += (A.SOUTH, A.NORTH)
        acts.append(A.DONE)
        return acts

    def _buying_at(self) -> tuple[RuleBook, Sequence[int]]:
        """The book and tokens of the market the current buyer buys from: the North's
        once chosen there (RULES 8.23), else the board's (priced by the step where a
        change says so, RULES 8.112)."""
        book = self.book
        if book.north is not None and self.marks.get(MARKET_MARK) == NORTH:
            return book.north, self.res_north
        if book.step_books is not None:
            return book.step_books[self.step], self.res_market
        return book, self.res_market

    def _check_market(self, seat: int, action: A.ChooseMarket) -> None:
        if self.book.north is None:
            raise IllegalActionError(
                "this board has one resource market", code="one_market", params={}
            )
        chosen = self.marks.get(MARKET_MARK)
        if chosen is not None:
            raise IllegalActionError(
                f"you buy from the {MARKET_NAMES[chosen]} market this turn",
                code="market_chosen",
                params={"market": MARKET_NAMES[chosen]},
            )

    def _apply_market(
        self, seat: int, action: A.ChooseMarket, _: None, out: list[ev.Event]
    ) -> None:
        mark = NORTH if action.market == "north" else SOUTH
        self.marks = {**self.marks, MARKET_MARK: mark}
        out.append(ev.MarketChosen(seat, action.market))

    def _resource_actions_with_supply(
        self, player: PlayerState, caps: Capacities, money: int
    ) -> list[A.Action]:
        """The purchases when a rule change sells a resource from the supply once its
        track is empty (RULES 8.1): as many as the market and the supply hold."""
        acts: list[A.Action] = []
        one_token = self.book.on["one_token_turns"]
        extra = self.book.extra
        assert extra is not None  # the caller's test
        book, on = self._buying_at()
        costs = self._seat_costs(player.seat) if self.book.on_buy_costs else book.buy_cost
        supply: list[int] | None = None  # counted once, and only where it is sold
        for r in range(4):
            room = room_for(caps, player.res, r)
            if room <= 0:
                continue
            if extra[r] is None:  # the track alone, as without the rule change
                limit = min(on[r], room, bisect_right(costs[r][on[r]], money) - 1)
            else:
                if supply is None:
                    supply = self.supply()
                limit = min(self._for_sale(r, supply), room)
                limit = self._most_paid(r, limit, player.seat, money) if limit > 0 else 0
            if one_token:
                limit = min(limit, 1)
            if limit > 0:
                acts += A.buy_range(RESOURCES[r], limit)
        acts.append(A.DONE)
        return acts

    def _most_paid(self, r: int, limit: int, seat: int, money: int) -> int:
        """The most tokens of resource r, at most ``limit``, that ``money`` pays for as
        :meth:`_cost` prices them: the track's cheapest first, then the supply's at its
        one price (RULES 8.1). One search of the track's sums, no sum per amount."""
        book, on = self._buying_at()
        on_market = on[r]
        if self.book.on_buy_costs:
            costs = self._seat_table(seat, r)[on_market]
        else:
            costs = book.buy_cost[r][on_market]
        most = bisect_right(costs, money, 0, min(limit, on_market) + 1) - 1
        if limit <= on_market or most < on_market:
            return most
        extra = self.book.extra
        price = None if extra is None else extra[r]
        assert price is not None  # _for_sale counted tokens beyond the track
        left = money - costs[on_market]
        return limit if price == 0 else min(limit, on_market + left // price)

    def _buy_limit(self, r: int, on_market: int) -> int:
        """Tokens of resource r a purchase may take of the ``on_market`` on the track it
        buys from: not those above the step's price cap (RULES 8.71), one in turns of
        one token (RULES 8.73)."""
        on = self.book.on
        limit = self._cheap(r, on_market) if on["price_cap"] else on_market
        return min(limit, 1) if on["one_token_turns"] else limit

    def _cheap(self, r: int, on_market: int) -> int:
        """Tokens of resource r on the track at or below the step's price cap."""
        limit = on_market
        for change in self.book.on["price_cap"]:
            cap = change.price_cap(self.step)
            if cap is not None:
                track = self._buying_at()[0].tracks[r]
                limit = min(limit, max(0, bisect_right(track, cap) - len(track) + on_market))
        return limit

    def _check_limit(self, action: A.Buy, r: int, on_market: int) -> None:
        """Refuses a purchase beyond the price cap or the one token of a turn."""
        limit = self._buy_limit(r, on_market)
        if action.amount <= limit:
            return
        if self.book.on["one_token_turns"] and action.amount > 1:
            raise IllegalActionError(
                f"one token a turn: buy 1 {action.resource}, not {action.amount}",
                code="one_token",
                params={"resource": action.resource, "amount": action.amount},
            )
        raise IllegalActionError(
            f"in step {self.step} only {limit} {action.resource} are cheap enough to be "
            f"for sale, not {action.amount}",
            code="price_cap",
            params={
                "resource": action.resource,
                "amount": action.amount,
                "limit": limit,
                "step": self.step,
            },
        )

    def _for_sale(self, r: int, supply: list[int] | None = None) -> int:
        """Tokens of resource r a player may buy now: the market's, and the supply's
        where a rule change sells from it (RULES 8.1)."""
        extra = self.book.extra
        if extra is None or extra[r] is None:
            return self._buying_at()[1][r]
        on_market = self.res_market[r]
        held = (self.supply() if supply is None else supply)[r]
        for change in self.book.on["extra_tokens"]:  # a pile of its own (RULES 8.100)
            held = change.extra_tokens(self, r, held)  # type: ignore[arg-type]
        return on_market + held

    def sold_beyond(self) -> list[int]:
        """Tokens of each resource sold beyond its track now: the supply's or a pile's
        of its own where a rule change sells them (RULES 8.1, 8.100), else 0."""
        extra = self.book.extra
        if extra is None:
            return [0, 0, 0, 0]
        supply = self.supply()
        return [
            0 if extra[r] is None else self._for_sale(r, supply) - self.res_market[r]
            for r in range(4)
        ]

    def _seat_costs(self, seat: int) -> tuple[tuple[tuple[int, ...], ...], ...]:
        """The book's ``buy_cost`` as ``seat`` pays it: rule changes may lower a
        seat's prices (RULES 8.13)."""
        return tuple(self._seat_table(seat, r) for r in range(4))

    def _seat_table(self, seat: int, r: int) -> tuple[tuple[int, ...], ...]:
        """``_seat_costs`` of one resource (a purchase needs no other)."""
        book = self._buying_at()[0]
        table = book.buy_cost[r]
        for change in book.on_buy_costs:
            table = change.buy_costs(self, seat, r, table)  # type: ignore[arg-type]
        return table

    def _cost(self, r: int, amount: int, seat: int = -1) -> int:
        """What the ``amount`` cheapest tokens of resource r cost now (amount for sale),
        to ``seat`` (-1: at the market's own prices; RULES 8.13), at the market a
        purchase is made at (RULES 8.23)."""
        book, on = self._buying_at()
        on_market = on[r]
        if seat < 0 or not self.book.on_buy_costs:
            costs = book.buy_cost[r][on_market]
        else:
            costs = self._seat_table(seat, r)[on_market]
        if amount <= on_market:
            return costs[amount]
        extra = self.book.extra
        price = None if extra is None else extra[r]
        assert price is not None  # _for_sale allowed it
        return costs[on_market] + price * (amount - on_market)

    def _check_buy(self, seat: int, action: A.Buy) -> None:
        r = RESOURCE_INDEX[action.resource]
        player = self.players[seat]
        book, on = self._buying_at()
        on_market = on[r] if book.extra is None else self._for_sale(r)
        if action.amount > on_market:
            raise IllegalActionError(
                f"only {on_market} {action.resource} on the market, not {action.amount}",
                code="not_on_market",
                params={
                    "resource": action.resource,
                    "amount": action.amount,
                    "on_market": on_market,
                },
            )
        if book.on["price_cap"] or book.on["one_token_turns"]:
            self._check_limit(action, r, on[r])
        room = player.room_for(r)
        if action.amount > room:
            raise IllegalActionError(
                f"your plants have room for {max(room, 0)} more {action.resource}, "
                f"not {action.amount}",
                code="no_room",
                params={"resource": action.resource, "amount": action.amount, "room": max(room, 0)},
            )
        if book.extra is None and not book.on_buy_costs:
            cost = book.buy_cost[r][on_market][action.amount]
        else:
            cost = self._cost(r, action.amount, seat)
        if cost > player.money:
            raise IllegalActionError(
                f"{action.amount} {action.resource} cost {cost}, you have {player.money}",
                code="too_expensive",
                params={
                    "resource": action.resource,
                    "amount": action.amount,
                    "cost": cost,
                    "money": player.money,
                },
            )

    def _apply_buy(self, seat: int, action: A.Buy, _: None, out: list[ev.Event]) -> None:
        amount = action.amount
        r = RESOURCE_INDEX[action.resource]
        if self.book.north is not None:
            self._buy_at_two_markets(seat, r, amount, out)
            return
        on_market = self.res_market[r]
        book = self.book if self.book.step_books is None else self._buying_at()[0]
        if book.extra is None and not book.on_buy_costs:
            cost = book.buy_cost[r][on_market][amount]
        else:
            cost = self._cost(r, amount, seat)
        player = self.players[seat]
        player.money -= cost
        player.res[r] += amount
        # Tokens beyond the market come from the supply (RULES 8.1) or a pile of their
        # own (RULES 8.100).
        self.res_market[r] = on_market - amount if amount < on_market else 0
        if amount > on_market:
            for change in book.on["extra_bought"]:
                change.extra_bought(self, r, amount - on_market)  # type: ignore[arg-type]
        out.append(ev.ResourcesBought(seat, r, amount, cost))
        if book.on["one_token_turns"]:
            self._next_buyer(out)

    def _buy_at_two_markets(self, seat: int, r: int, amount: int, out: list[ev.Event]) -> None:
        """A purchase at the chosen market; the first one unchosen buys in the South
        and chooses it for the turn (RULES 8.23)."""
        book, on = self._buying_at()
        cost = book.buy_cost[r][on[r]][amount]
        player = self.players[seat]
        player.money -= cost
        player.res[r] += amount
        if book is self.book:
            self.res_market[r] -= amount
            if MARKET_MARK not in self.marks:
                self.marks = {**self.marks, MARKET_MARK: SOUTH}
        else:
            north = list(self.res_north)
            north[r] -= amount
            self.res_north = (north[0], north[1], north[2], north[3])
        out.append(ev.ResourcesBought(seat, r, amount, cost))

    def _next_buyer(self, out: list[ev.Event]) -> None:
        """Turns of one token (RULES 8.73): the turn passes to the next player in the
        phase's order, round and round, who has not ended his buying; when every
        player has, the building phase begins."""
        ended = self.marks.get(TURNS_MARK, 0)
        n, order = self.n, self.order
        for ahead in range(1, n + 1):
            turn = (self.turn + ahead) % n
            if not ended >> order[n - 1 - turn] & 1:
                self.turn = turn
                return
        self.marks = {k: v for k, v in self.marks.items() if k != TURNS_MARK}
        self.phase = BUILD
        self.turn = 0
        out.append(ev.PhaseStarted(BUILD))

    def _apply_done(self, seat: int, action: A.Done, _: None, out: list[ev.Event]) -> None:
        if self.phase is not BUILD and self.book.on["one_token_turns"]:
            self.marks = {**self.marks, TURNS_MARK: self.marks.get(TURNS_MARK, 0) | 1 << seat}
            out.append(ev.TurnEnded(seat, self.phase))
            self._next_buyer(out)
            return
        if MARKET_MARK in self.marks:  # the chosen market holds for one turn (RULES 8.23)
            self.marks = {k: v for k, v in self.marks.items() if k != MARKET_MARK}
        out.append(ev.TurnEnded(seat, self.phase))
        self.turn += 1
        if self.turn < self.n:
            return
        if self.phase is BUILD:
            self._end_build_phase(out)
        else:
            self.phase = BUILD
            self.turn = 0
            out.append(ev.PhaseStarted(BUILD))

    # ----- phase 5 ---------------------------------------------------------------------

    def _run_actions(self, seat: int) -> list[A.Action]:
        player = self.players[seat]
        key = (tuple(player.plants), tuple(player.res))
        acts = _RUN_ACTIONS.get(key)
        if acts is None:
            if len(_RUN_ACTIONS) >= CACHE_LIMIT:
                _RUN_ACTIONS.clear()
            acts = _RUN_ACTIONS[key] = [A.run(plants, coal) for plants, coal in run_choices(player)]
        if self.book.on["least_powered"]:
            least = self._least_powered(seat)
            lkey = (key, len(player.cities), least)
            most = _MOST_RUNS.get(lkey)
            if most is None:
                if len(_MOST_RUNS) >= CACHE_LIMIT:
                    _MOST_RUNS.clear()
                most = _MOST_RUNS[lkey] = [a for a in acts if powers(a.plants, player) >= least]  # type: ignore[union-attr]
            return most[:]
        return acts[:]

    def _least_powered(self, seat: int) -> int:
        """The fewest cities a run of ``seat`` must power (RULES 8.72; else 0)."""
        most = best_powered(self.players[seat])
        return max(c.least_powered(self, seat, most) for c in self.book.on["least_powered"])  # type: ignore[arg-type]

    def _decision_actions(self, seat: int) -> list[A.Action]:
        """The actions of a rule change's own decision that ``seat`` takes now."""
        acts: list[A.Action] = []
        for change in self.book.on["decision_actions"]:
            acts += change.decision_actions(self, seat)  # type: ignore[arg-type]
        return acts

    def _check_decided(self, seat: int, action: A.Action) -> None:
        """A rule change's own decision (RULES 8.111): only the deciding seat takes it,
        only with one of its actions."""
        if not self.book.on["deciding_seat"] or self._deciding_seat() != seat:
            raise IllegalActionError(
                f"'{A.describe(action)}' is not a decision anyone takes now", code="not_deciding"
            )
        if action not in self._decision_actions(seat):
            raise IllegalActionError(
                f"'{A.describe(action)}' is not possible now", code="not_deciding"
            )

    def _apply_decided(self, seat: int, action: A.Action, _: None, out: list[ev.Event]) -> None:
        for change in self.book.on["decided"]:
            change.decided(self, seat, action, out)  # type: ignore[arg-type]

    def _check_run(self, seat: int, action: A.Run) -> tuple[int, int, int, int]:
        """Returns the tokens burnt."""
        if self.book.on["deciding_seat"] and self._deciding_seat() >= 0:
            raise IllegalActionError(
                "a decision of the bureaucracy comes before the plants run "
                f"(the player in seat {self._deciding_seat()} decides now)",
                code="decision_first",
            )
        player = self.players[seat]
        plants = action.plants
        if len(set(plants)) != len(plants):
            raise IllegalActionError("a plant can run only once per round", code="plant_run_twice")
        for number in plants:
            if number not in player.plants:
                raise IllegalActionError(
                    f"you do not own plant {number}", code="not_owned", params={"plant": number}
                )
        burnt, hybrid = fuel_needed(plants)
        if not 0 <= action.coal <= hybrid:
            raise IllegalActionError(
                f"your running hybrids burn {hybrid} tokens: coal must be 0 to {hybrid}",
                code="hybrid_split",
                params={"hybrid": hybrid, "coal": action.coal},
            )
        if self.book.on["least_powered"]:
            least, powered = self._least_powered(seat), powers(plants, player)
            if powered < least:
                raise IllegalActionError(
                    f"you must power as many cities as you can: {least}, not {powered}",
                    code="power_most",
                    params={"least": least, "powered": powered},
                )
        burnt[0] += action.coal
        burnt[1] += hybrid - action.coal
        for r in range(4):
            if burnt[r] > player.res[r]:
                raise IllegalActionError(
                    f"running these plants needs {burnt[r]} {RESOURCES[r]}, "
                    f"you have {player.res[r]}",
                    code="not_enough_fuel",
                    params={"resource": RESOURCES[r], "needed": burnt[r], "have": player.res[r]},
                )
        return burnt[0], burnt[1], burnt[2], burnt[3]

    def _apply_run(
        self,
        seat: int,
        action: A.Run,
        burnt: tuple[int, int, int, int],
        out: list[ev.Event],
    ) -> None:
        plants = action.plants
        player = self.players[seat]
        for r in range(4):
            player.res[r] -= burnt[r]
        for change in self.book.on["fuel_burnt"]:  # where burnt fuel goes (RULES 8.100)
            change.fuel_burnt(self, burnt)  # type: ignore[arg-type]
        powered = min(sum(PLANTS[p].cities for p in plants), len(player.cities))
        pay = self.book.income(powered)
        for change in self.book.on["income"]:
            pay = change.income(self, seat, pay)  # type: ignore[arg-type]
        player.money += pay
        out.append(ev.PlantsRun(seat, tuple(plants), burnt, powered, pay))
        self.turn += 1
        if self.turn == self.n:
            self._end_round(out)

    def _end_round(self, out: list[ev.Event]) -> None:
        """RULES 3.5.2-3: refill the market, update the plant market, next round."""
        supply = self.supply()
        book = self.book
        wanted = book.refill_table[self.step]
        refills = book.on_refill
        if refills:
            amounts = list(wanted)
            for change in refills:
                change.refill(self, amounts)  # type: ignore[arg-type]
            wanted = (amounts[0], amounts[1], amounts[2], amounts[3])
        size = book.track_size
        added: list[int] = []
        for r in range(4):
            k = min(wanted[r], supply[r], size[r] - self.res_market[r])
            self.res_market[r] += k
            added.append(k)
        out.append(ev.MarketRefilled((added[0], added[1], added[2], added[3])))
        updater = book.market_updater
        if updater is None:
            self._bureaucracy_plant_update(out)
        else:
            updater.market_update(self, out)  # type: ignore[arg-type]
        self._start_round(out)

    def _start_round(self, out: list[ev.Event]) -> None:
        """Begin the next round; the game state (``engine.GameState``) defines it."""
        raise NotImplementedError

    # ----- phase 4 end and the end of the game --------------------------------------------

    def _end_build_phase(self, out: list[ev.Event]) -> None:
        if self.max_cities >= self.rules.end_cities:
            for change in self.book.on["game_ending"]:
                change.game_ending(self, out)  # type: ignore[arg-type]
            self._finish(out)
            return
        if (
            self.step == 1
            and not self.step2_done
            and (
                self.max_cities >= self.rules.step2_cities
                or any(c.step2_due(self) for c in self.book.on["step2_due"])  # type: ignore[arg-type]
            )
        ):
            self.step2_done = True
            self.step = 2
            out.append(ev.StepStarted(2))
            for change in self.book.on["step2_started"]:
                change.step2_started(self, out)  # type: ignore[arg-type]
            self._remove_lowest(out, "Step 2 begins")
            if all(c.step2_draw(self) for c in self.book.on["step2_draw"]):  # type: ignore[arg-type]
                self._draw(out)
        for change in self.book.on["steps_due"]:
            change.steps_due(self, out)  # type: ignore[arg-type]
        if self.step3_pending:
            self._start_step3(out)  # RULES 4.2: step 3 starts with phase 5
        self.phase = BUREAUCRACY
        self.turn = 0
        out.append(ev.PhaseStarted(BUREAUCRACY))
        for change in self.book.on["bureaucracy_started"]:
            change.bureaucracy_started(self, out)  # type: ignore[arg-type]

    def _finish(self, out: list[ev.Event]) -> None:
        """RULES 5: power what the fuel on hand allows; rank by powered, money, cities."""
        powered = [best_powered(p) for p in self.players]
        players = self.players
        self.result = Outcome.rank(
            powered, [p.money for p in players], [len(p.cities) for p in players]
        )
        self.phase = OVER
        out.append(ev.GameEnded(list(self.result.ranking), powered))


#: Bureaucracy choices by (plants, holdings): the same few recur in every game.
_RUN_ACTIONS: dict[tuple[tuple[int, ...], tuple[int, ...]], list[A.Action]] = {}
_FUEL: dict[tuple[int, ...], tuple[tuple[int, int, int, int], int]] = {}
_BEST: dict[tuple[tuple[int, ...], tuple[int, ...], int], int] = {}
#: The runs of :data:`_RUN_ACTIONS` that power the least a seat must (RULES 8.72).
_MOST_RUNS: dict[tuple[object, int, int], list[A.Action]] = {}


def fuel_needed(plants: Iterable[int]) -> tuple[list[int], int]:
    """Fuel the plants burn: fixed kinds, and the hybrid amount still to be split."""
    key = tuple(plants)
    known = _FUEL.get(key)
    if known is None:
        burnt = [0, 0, 0, 0]
        hybrid = 0
        for number in key:
            plant = PLANTS[number]
            if plant.kind == "hybrid":
                hybrid += plant.amount
            elif plant.kind != "eco":
                burnt[RESOURCE_INDEX[plant.kind]] += plant.amount
        if len(_FUEL) >= CACHE_LIMIT:
            _FUEL.clear()
        known = _FUEL[key] = ((burnt[0], burnt[1], burnt[2], burnt[3]), hybrid)
    return list(known[0]), known[1]


def run_choices(player: PlayerState) -> list[tuple[tuple[int, ...], int]]:
    """Every (plants, hybrid coal) a player can run with the fuel he has (RULES 3.5.1)."""
    res = player.res
    choices: list[tuple[tuple[int, ...], int]] = []
    plants = player.plants
    for size in range(len(plants), -1, -1):
        for combo in combinations(plants, size):
            burnt, hybrid = fuel_needed(combo)
            if burnt[2] > res[2] or burnt[3] > res[3]:
                continue
            coal_left, oil_left = res[0] - burnt[0], res[1] - burnt[1]
            if coal_left < 0 or oil_left < 0:
                continue
            low = max(0, hybrid - oil_left)
            for coal in range(min(hybrid, coal_left), low - 1, -1):
                choices.append((combo, coal))
    return choices


def powers(plants: Iterable[int], player: PlayerState) -> int:
    """Cities the plants power for the player (no more than his cities)."""
    return min(sum(PLANTS[p].cities for p in plants), len(player.cities))


def best_powered(player: PlayerState) -> int:
    """Most cities the player can power with the fuel on his plants (RULES 5),
    remembered per plants, fuel and cities (RULES 8.72 asks in every bureaucracy)."""
    key = (tuple(player.plants), tuple(player.res), len(player.cities))
    known = _BEST.get(key)
    if known is None:
        best = 0
        for combo, _coal in run_choices(player):
            best = max(best, sum(PLANTS[p].cities for p in combo))
        if len(_BEST) >= CACHE_LIMIT:
            _BEST.clear()
        known = _BEST[key] = min(best, len(player.cities))
    return known
