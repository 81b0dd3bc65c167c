"""Phase 2: choosing, bidding, buying and discarding power plants (RULES 3.2)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from . import actions as A
from . import events as ev
from .errors import IllegalActionError
from .plantmarket import PlantMarketRules
from .state import (
    AUCTION,
    CACHE_LIMIT,
    RESOURCES_PHASE,
    Capacities,
    PlayerState,
    fits,
    storage_of,
)
from .tables import COAL, GARBAGE, OIL, PLANTS, STEP3, URANIUM


class AuctionRules(PlantMarketRules):
    """Mixed into the game state; every ``_apply_*`` method trusts a checked action."""

    __slots__ = ()

    # ----- phase flow ------------------------------------------------------------------

    def _start_auction(self, out: list[ev.Event]) -> None:
        self.phase = AUCTION
        out.append(ev.PhaseStarted(AUCTION))
        self.bought = [False] * self.n
        self.out = [False] * self.n
        self.sold_any = False
        self.auc_plant = 0
        self.turn = 0  # turns count in phases 3-5; a position keeps no stale count
        if self.step == 3:
            self._fill_step3_market(out)
        for change in self.book.on_auction_started:
            change.auction_started(self, out)  # type: ignore[arg-type]
        self._next_chooser(out)

    def _next_chooser(self, out: list[ev.Event]) -> None:
        """The first player in turn order who has neither bought nor passed chooses."""
        for seat in self.order:
            if not self.bought[seat] and not self.out[seat]:
                self.chooser = seat
                return
        self._end_auction(out)

    def _end_auction(self, out: list[ev.Event]) -> None:
        unsold = self.book.unsold_rule
        if unsold is not None:
            unsold.unsold(self, out)  # type: ignore[arg-type]
        elif not self.sold_any:
            self._remove_lowest(out, "no plant was sold this round")
            self._draw(out)
        if self.round == 1:
            # RULES 3.2: after the first auction, turn order follows the highest plant.
            self.order.sort(key=lambda s: -self._plant_order(self.players[s].highest_plant()))
            out.append(ev.TurnOrderChanged(self.order[:]))
        elif self.book.on["order_after_auction"]:
            # RULES 8.52: phase 1 after the auction, by networks, then by plants.
            players, rank = self.players, self._plant_order
            self.order.sort(
                key=lambda s: (-len(players[s].cities), -rank(players[s].highest_plant()))
            )
            out.append(ev.TurnOrderChanged(self.order[:]))
        for change in self.book.on["steps_due"]:
            change.steps_due(self, out)  # type: ignore[arg-type]
        if self.step3_pending:
            self._start_step3(out)  # RULES 4.2: step 3 starts with phase 3
        self.chooser = -1
        self.phase = RESOURCES_PHASE
        self.turn = 0
        out.append(ev.PhaseStarted(RESOURCES_PHASE))

    # ----- legal actions ---------------------------------------------------------------

    def _auction_actions(self) -> list[A.Action]:
        if self.discard_seat >= 0:
            return self._discard_actions()
        if self.auc_plant:
            money = self.players[self.auc_ring[self.auc_turn]].money
            # A fresh list of bids, so it may take the Pass too.
            bids = cast("list[A.Action]", A.bid_range(self.auc_bid + 1, money))
            bids.append(A.PASS)
            return bids
        money = self.players[self.chooser].money
        acts: list[A.Action] = []
        plain = self.cards.plain
        lowered = self.book.on_opening_bid
        limited = self.book.on_may_buy
        for plant in self.current_market():
            if limited and not self._may_buy(self.chooser, plant):
                continue
            if lowered:
                low = self._opening_bid(plant)
                if low < self._plant_number(plant):
                    acts += [A.choose(plant, b) for b in range(low, money + 1)]
                    continue
            if plain:
                acts += A.choose_range(plant, plant, money)
            else:  # a card id that is not its number (RULES 6 decks)
                acts += _choose_row(plant, PLANTS[plant].number, money)
        if self.round > 1 or not acts or self.players[self.chooser].plants:
            acts.append(A.PASS)  # round 1: only who has no plant yet must buy (RULES 8.123)
        return acts

    def _may_buy(self, seat: int, plant: int) -> bool:
        """Whether a rule change lets ``seat`` choose and bid on ``plant`` (RULES 8.12)."""
        return all(c.may_buy(self, seat, plant) for c in self.book.on_may_buy)  # type: ignore[arg-type]

    def _opening_bid(self, plant: int) -> int:
        """The lowest opening bid on a plant: its number, unless a rule change lowers
        it (the discounted plant, RULES 7.3)."""
        low = self._plant_number(plant)
        for change in self.book.on_opening_bid:
            low = change.opening_bid(self, plant, low)  # type: ignore[arg-type]
        return low

    # ----- checks of outside actions ---------------------------------------------------

    def _check_choose(self, seat: int, action: A.ChoosePlant) -> None:
        if self.auc_plant or self.discard_seat >= 0:
            raise IllegalActionError(
                "an auction is already running: bid or pass", code="auction_running"
            )
        if action.plant == STEP3 or action.plant not in self.current_market():
            offered = ", ".join(map(str, self.current_market())) or "none"
            raise IllegalActionError(
                f"plant {action.plant} is not in the current market (for sale: {offered})",
                code="not_for_sale",
                params={"plant": action.plant, "offered": tuple(self.current_market())},
            )
        plant = action.plant
        if self.book.on_may_buy and not self._may_buy(seat, plant):
            raise IllegalActionError(
                f"you may not buy plant {plant}: {self._forbidden_reason(seat, plant)}",
                code="plant_not_allowed",
                params={"plant": plant},
            )
        number = self._opening_bid(plant) if self.book.on_opening_bid else self._plant_number(plant)
        if action.bid < number:
            printed = number == self._plant_number(action.plant)
            what = "the plant's number" if printed else "the discounted plant's lowest bid"
            raise IllegalActionError(
                f"the opening bid must be at least {what}, {number}",
                code="opening_bid_too_low",
                params={"plant": action.plant, "bid": action.bid},
            )
        money = self.players[seat].money
        if action.bid > money:
            raise IllegalActionError(
                f"a bid of {action.bid} is more than your {money} Elektro",
                code="bid_above_money",
                params={"amount": action.bid, "money": money},
            )

    def _forbidden_reason(self, seat: int, plant: int) -> str:
        """The rule that keeps ``seat`` from buying ``plant`` (RULES 8.12)."""
        for change in self.book.on_may_buy:
            if not change.may_buy(self, seat, plant):  # type: ignore[arg-type]
                return change.describe()
        return "no rule forbids it"

    def _check_bid(self, seat: int, action: A.Bid) -> None:
        if not self.auc_plant or self.discard_seat >= 0:
            raise IllegalActionError(
                "no auction is running: choose a plant first", code="no_auction"
            )
        if action.amount <= self.auc_bid:
            raise IllegalActionError(
                f"a bid must exceed the highest bid of {self.auc_bid}",
                code="bid_too_low",
                params={"highest": self.auc_bid, "amount": action.amount},
            )
        money = self.players[seat].money
        if action.amount > money:
            raise IllegalActionError(
                f"a bid of {action.amount} is more than your {money} Elektro",
                code="bid_above_money",
                params={"amount": action.amount, "money": money},
            )

    def _check_auction_pass(self, seat: int, action: A.Pass) -> None:
        if self.discard_seat >= 0:
            raise IllegalActionError("you must discard a plant first", code="must_discard")
        if (
            not self.auc_plant
            and self.round == 1
            and not self.players[seat].plants
            and self._can_buy_a_plant(seat)
        ):
            raise IllegalActionError(
                "in round 1 every player must buy a plant: no passing", code="must_buy_round1"
            )

    def _can_buy_a_plant(self, seat: int) -> bool:
        """True when the current market holds a plant the seat can open at its number.

        Ruling (RULES 3.2): in round 1 nobody may pass, but a player who cannot pay
        for any plant on offer has nothing to choose and passes; the listed actions
        (a pass when no opening bid is possible) say the same.
        """
        money = self.players[seat].money
        return any(
            self._opening_bid(p) <= money and (not self.book.on_may_buy or self._may_buy(seat, p))
            for p in self.current_market()
        )

    # ----- applying --------------------------------------------------------------------

    def _apply_choose(self, seat: int, action: A.ChoosePlant, _: None, out: list[ev.Event]) -> None:
        plant, amount = action.plant, action.bid
        self.auc_plant = plant
        self.auc_bid = amount
        self.auc_leader = seat
        n = self.n
        self.auc_ring = [
            s
            for s in ((seat + i) % n for i in range(n))
            if s == seat or (not self.bought[s] and not self.out[s])
        ]
        self.auc_turn = 0
        out.append(ev.AuctionOpened(seat, plant, amount))
        self._advance_bidding(out)

    def _apply_bid(self, seat: int, action: A.Bid, _: None, out: list[ev.Event]) -> None:
        amount = action.amount
        self.auc_bid = amount
        self.auc_leader = seat
        out.append(ev.BidPlaced(seat, amount))
        self._advance_bidding(out)

    def _apply_auction_pass(self, seat: int, action: A.Pass, _: None, out: list[ev.Event]) -> None:
        if not self.auc_plant:
            self.out[seat] = True
            out.append(ev.Passed(seat, "no plant this round"))
            for change in self.book.on["chooser_passed"]:
                change.chooser_passed(self, seat, out)  # type: ignore[arg-type]
            self._next_chooser(out)
            return
        ring = self.auc_ring
        del ring[self.auc_turn]
        self.auc_turn -= 1
        out.append(ev.Passed(seat, f"plant {self.auc_plant}"))
        self._advance_bidding(out)

    def _advance_bidding(self, out: list[ev.Event]) -> None:
        """Move to the next bidder clockwise; players who cannot raise pass by themselves."""
        ring = self.auc_ring
        players = self.players
        while len(ring) > 1:
            self.auc_turn = (self.auc_turn + 1) % len(ring)
            seat = ring[self.auc_turn]
            if seat == self.auc_leader:
                continue
            if players[seat].money > self.auc_bid:
                if not self.book.on_may_buy or self._may_buy(seat, self.auc_plant):
                    return
                why = "may not buy this plant"
            else:
                why = f"cannot outbid {self.auc_bid}"
            del ring[self.auc_turn]
            self.auc_turn -= 1
            out.append(ev.Passed(seat, why))
        self._sell(out)

    def _sell(self, out: list[ev.Event]) -> None:
        seat, plant, price = self.auc_leader, self.auc_plant, self.auc_bid
        buyer = self.players[seat]
        buyer.money -= price
        self.market.remove(plant)
        buyer.plants.append(plant)
        buyer.plants.sort(key=self.sort_key)
        self.bought[seat] = True
        self.sold_any = True
        self.auc_plant = 0
        self.auc_ring = []
        self.auc_bid, self.auc_leader, self.auc_turn = 0, -1, 0
        out.append(ev.PlantBought(seat, plant, price))
        for change in self.book.on_plant_sold:
            change.plant_sold(self, seat, plant, out)  # type: ignore[arg-type]
        replacer = self.book.sold_replacer
        if replacer is None:
            self._draw(out)
        else:
            replacer.replace_sold(self, out)  # type: ignore[arg-type]
        if len(buyer.plants) > self.rules.plant_limit and (
            not self.book.on["plants_counted"]
            or self.counted_plants(buyer.plants) > self.rules.plant_limit
        ):
            self.discard_seat = seat
            self.discard_keep_plant = plant
            return
        self._next_chooser(out)

    # ----- discarding above the plant limit ----------------------------------------------

    def _discard_actions(self) -> list[A.Action]:
        player = self.players[self.discard_seat]
        key = (tuple(player.plants), tuple(player.res), self.discard_keep_plant)
        known = _DISCARDS.get(key)
        if known is None:
            if len(_DISCARDS) >= CACHE_LIMIT:
                _DISCARDS.clear()  # bounded; one dict operation a step, safe in threads
            known = _DISCARDS[key] = self._list_discards(player)
        return known[:]

    def _list_discards(self, player: PlayerState) -> list[A.Action]:
        acts: list[A.Action] = []
        counted = self.book.on["plants_counted"]
        for plant in player.plants:
            if plant == self.discard_keep_plant:
                continue
            if counted and self.counted_plants([plant]) == 0:
                continue  # a plant outside the limit does not bring one under it (RULES 8.110)
            keeps = best_keeps(_caps_without(player.plants, plant), player.res)
            if len(keeps) == 1 and keeps[0] == tuple(player.res):
                acts.append(A.discard(plant))
            else:
                acts.extend(A.discard(plant, k) for k in keeps)
                if len(keeps) == 1:
                    acts.append(A.discard(plant))  # the same: "keep what fits" is unique
        return acts

    def _check_discard(self, seat: int, action: A.Discard) -> tuple[int, int, int, int]:
        """Returns what the player keeps after the discard."""
        if self.discard_seat != seat:
            raise IllegalActionError("no plant needs discarding now", code="no_discard_needed")
        player = self.players[seat]
        if action.plant == self.discard_keep_plant:
            raise IllegalActionError(
                f"plant {action.plant} was just bought: discard one you owned before",
                code="discard_new_plant",
                params={"plant": action.plant},
            )
        if action.plant not in player.plants:
            raise IllegalActionError(
                f"you do not own plant {action.plant}",
                code="not_owned",
                params={"plant": action.plant},
            )
        if self.book.on["plants_counted"] and self.counted_plants([action.plant]) == 0:
            raise IllegalActionError(
                f"plant {action.plant} does not count toward the plant limit: discard "
                "one that does",
                code="discard_uncounted",
                params={"plant": action.plant},
            )
        caps = _caps_without(player.plants, action.plant)
        if action.keep is None:
            keeps = best_keeps(caps, player.res)
            if len(keeps) > 1:
                raise IllegalActionError(
                    "not all your coal and oil fits the plants you keep: say which to keep",
                    code="keep_ambiguous",
                )
            return keeps[0]
        keep = action.keep
        if any(k < 0 or k > have for k, have in zip(keep, player.res, strict=True)):
            raise IllegalActionError("you can only keep resources you have", code="keep_not_held")
        if not fits(caps, keep):
            raise IllegalActionError(
                "the resources you keep do not fit your other plants", code="keep_does_not_fit"
            )
        return keep

    def _apply_discard(
        self, seat: int, action: A.Discard, keep: tuple[int, int, int, int], out: list[ev.Event]
    ) -> None:
        plant = action.plant
        player = self.players[seat]
        res = player.res
        returned = (res[0] - keep[0], res[1] - keep[1], res[2] - keep[2], res[3] - keep[3])
        player.plants.remove(plant)
        player.res = list(keep)
        self._retire(plant)
        self.discard_seat = -1
        self.discard_keep_plant = 0
        out.append(ev.PlantDiscarded(seat, plant, returned))
        self._next_chooser(out)


#: Discard choices by (plants, holdings, plant just bought): the same few recur.
_DISCARDS: dict[tuple[tuple[int, ...], tuple[int, ...], int], list[A.Action]] = {}
#: Opening bids of cards whose id is not their number: row[k] bids number + k.
_ID_ROWS: dict[int, list[A.ChoosePlant]] = {}


def _choose_row(plant: int, number: int, money: int) -> list[A.ChoosePlant]:
    """Every opening bid from the printed number up to ``money``, from a shared row
    (building the actions is what a search would otherwise pay for on every call)."""
    if money < number:
        return []
    row = _ID_ROWS.get(plant)
    if row is None or len(row) <= money - number:
        if len(_ID_ROWS) >= 256:
            _ID_ROWS.clear()  # bounded; each step is one dict operation, safe in threads
        size = max(2 * (money - number + 1), 128)
        row = _ID_ROWS[plant] = [A.choose(plant, number + k) for k in range(size)]
    return row[: money - number + 1]


def _caps_without(plants: list[int], dropped: int) -> Capacities:
    return storage_of([p for p in plants if p != dropped])


def best_keeps(caps: Capacities, res: Sequence[int]) -> list[tuple[int, int, int, int]]:
    """Every way to keep as many tokens as fit ``caps`` (RULES 3.2 discard).

    Garbage and uranium are simply cut to their room; coal and oil compete for the
    hybrid room, so when both overflow there may be several best splits.
    """
    c_cap, o_cap, h_cap, g_cap, u_cap = caps
    coal, oil = res[COAL], res[OIL]
    garbage, uranium = min(res[GARBAGE], g_cap), min(res[URANIUM], u_cap)
    best_total = min(
        coal + oil, c_cap + o_cap + h_cap, min(coal, c_cap + h_cap) + min(oil, o_cap + h_cap)
    )
    keeps: list[tuple[int, int, int, int]] = []
    for c in range(min(coal, c_cap + h_cap), -1, -1):
        o = min(oil, o_cap + h_cap - max(0, c - c_cap))
        if c + o == best_total:
            keeps.append((c, o, garbage, uranium))
        elif c + o < best_total and keeps:
            break
    return keeps
