"""The draw stack and the plant market (RULES 2.5, 3.2, 3.4, 3.5, 4.2-4.4)."""

from __future__ import annotations

import random
from bisect import insort
from typing import Self

from . import events as ev
from .errors import IllegalActionError
from .state import AUCTION, BUILD, HIDDEN, StateData
from .tables import PLANTS, STEP3


class PlantMarketRules(StateData):
    """Drawing, sorting, purging and the Step 3 card. Mixed into the game state."""

    __slots__ = ()

    def _rng(self) -> random.Random:
        """A fresh generator for the next chance event: seed and a counter, so a clone
        replays the same chance and costs nothing to copy."""
        self.shuffles += 1
        return random.Random(self.seed * 1_000_003 + self.shuffles)

    def _draw(self, out: list[ev.Event]) -> None:
        """Draw the top card into the market, handling the Step 3 card (RULES 4.2)."""
        if self.inactive is not None:
            self._draw_through_area(out)
            return
        if not self.deck:
            return  # RULES 4.4: the market simply holds fewer plants
        card = self.deck.pop()
        if card == HIDDEN:
            self.deck.append(card)
            raise IllegalActionError(
                "this view does not know the draw stack; determinize it", code="hidden_stack"
            )
        out.append(ev.PlantDrawn(card))
        if card != STEP3:
            if self.known_bottom > len(self.deck):
                self.known_bottom = len(self.deck)
            insort(self.market, card, key=self.sort_key)
            self._purge(out)
            for change in self.book.on["plant_drawn"]:
                change.plant_drawn(self, out)  # type: ignore[arg-type]
            return
        self._step3_drawn(out)

    def _step3_drawn(self, out: list[ev.Event]) -> None:
        for change in self.book.on["step3_card"]:
            change.step3_card(self, out)  # type: ignore[arg-type]
            return  # a board's own Step 3 card (RULES 8.62)
        self._step3_card(out)

    def _step3_card(self, out: list[ev.Event]) -> None:
        # RULES 4.2: shuffle the rest of the stack at once.
        self._rng().shuffle(self.deck)
        self.known_bottom = 0
        if self.phase in (AUCTION, BUILD):
            self.market.append(STEP3)  # highest: end of the future market, not for sale
            self.step3_pending = True
        else:
            self._start_step3(out)

    def _draw_through_area(self, out: list[ev.Event]) -> None:
        """Draw with the inactive area (RULES 6): the first card of a number goes face
        up to the area and the next is drawn; a card whose number is there (and plants
        1 and 2) is played, unless it is one of the first N matches removed at setup."""
        deck = self.deck
        inactive = self.inactive
        assert inactive is not None
        while deck:
            card = deck.pop()
            if card == HIDDEN:
                deck.append(card)
                raise IllegalActionError(
                    "this view does not know the draw stack; determinize it", code="hidden_stack"
                )
            out.append(ev.PlantDrawn(card))
            if card == STEP3:
                self._step3_drawn(out)
                return
            if self.known_bottom > len(deck):
                self.known_bottom = len(deck)
            number = PLANTS[card].number
            if number > 2 and all(PLANTS[c].number != number for c in inactive):
                inactive.append(card)
                out.append(ev.PlantInactive(card))
                continue
            if number > 2 and self.remove_left > 0:
                self.remove_left -= 1
                self.removed.append(card)
                out.append(ev.PlantRemoved(card, "one of the first matches removed at setup"))
                continue
            insort(self.market, card, key=self.sort_key)
            self._purge(out)
            return

    def _retire(self, plant: int) -> None:
        """A plant leaves the game: out of it, or into the inactive area (RULES 6)."""
        if self.inactive is None:
            self.removed.append(plant)
        else:
            self.inactive.append(plant)

    def _purge(self, out: list[ev.Event]) -> None:
        """Remove market plants not above the most cities any player has (RULES 3.4)."""
        purger = self.book.purger
        if purger is not None:
            purger.purge(self, out)  # type: ignore[arg-type]
            return
        market = self.market
        if self.cards.plain:
            while market and market[0] != STEP3 and market[0] <= self.max_cities:
                self._purge_lowest(out)
        else:
            while market and market[0] != STEP3 and PLANTS[market[0]].number <= self.max_cities:
                self._purge_lowest(out)

    def _purge_lowest(self, out: list[ev.Event]) -> None:
        plant = self.market.pop(0)
        self._retire(plant)
        out.append(ev.PlantRemoved(plant, "too small for the largest network"))
        self._draw(out)

    def _remove_lowest(self, out: list[ev.Event], reason: str) -> None:
        market = self.market
        if market and market[0] != STEP3:
            plant = market.pop(0)
            self._retire(plant)
            out.append(ev.PlantRemoved(plant, reason))

    def _start_step3(self, out: list[ev.Event]) -> None:
        """Remove the Step 3 card and the lowest plant, without replacement (RULES 4.2)."""
        if STEP3 in self.market:
            self.market.remove(STEP3)
        self.removed.append(STEP3)
        self.step3_pending = False
        self._remove_lowest(out, "Step 3 begins")
        self.step = 3
        out.append(ev.StepStarted(3))

    def _fill_step3_market(self, out: list[ev.Event]) -> None:
        """RULES 4.3: at the start of a step-3 auction, draw up to six plants (the
        plants for sale in step 3, RULES 8.21)."""
        while len(self.market) < self.book.current_size[3] and self.deck:
            self._draw(out)

    def _bureaucracy_plant_update(self, out: list[ev.Event]) -> None:
        """RULES 3.5.3: highest plant under the stack (steps 1-2) or lowest out (step 3)."""
        if not self.market:
            return
        if self.step == 3:
            self._remove_lowest(out, "bureaucracy in step 3")
        else:
            plant = self.market.pop()
            self.deck.insert(0, plant)
            self.known_bottom += 1
            out.append(ev.PlantUnderStack(plant))
        self._draw(out)
        for change in self.book.on_plants_updated:
            change.plants_updated(self, out)  # type: ignore[arg-type]

    # ----- hidden information ----------------------------------------------------------

    def unseen_plants(self) -> list[int]:
        """Plants a player cannot locate: the unknown part of the stack and the plants
        removed at setup, together (sorted)."""
        if self.is_view:
            return sorted(self.setup_removed)
        unknown = self.deck[self.known_bottom : len(self.deck) - self._ordered_top()]
        return sorted([p for p in unknown if p != STEP3] + self.setup_removed)

    def _ordered_top(self) -> int:
        """Cards on top of the stack every player knows (RULES 8.22), 0 for most games."""
        for change in self.book.on["ordered_top"]:
            return change.ordered_top(self)  # type: ignore[arg-type]
        return 0

    def view(self, seat: int) -> Self:
        """What ``seat`` may know: the stack order and the setup removals are hidden.

        The unknown cards of the stack become ``HIDDEN`` and the plants they may be
        are kept, sorted, in ``setup_removed``; the known bottom (plants put under
        the stack since the last shuffle) and the Step 3 card's place stay visible.
        """
        v = self.clone()
        pool = self.unseen_plants()
        kb = self.known_bottom
        end = len(self.deck) - self._ordered_top()
        v.deck = (
            self.deck[:kb]
            + [c if c == STEP3 else HIDDEN for c in self.deck[kb:end]]
            + self.deck[end:]
        )
        top = self.book.stack_top(self.cards)
        if self.round == 1 and self.deck and top is not None:
            self._show_known_top(v.deck, pool, (top,))
        for change in self.book.on["known_top"]:
            self._show_known_top(v.deck, pool, change.known_top(self))  # type: ignore[arg-type]
        v.setup_removed = pool
        v.seed = 0  # the seed would tell the stack's order
        v.shuffles = 0
        v.is_view = True
        return v

    def _show_known_top(self, deck: list[int], pool: list[int], known: tuple[int, ...]) -> None:
        """Show the cards everybody saw put on top of the stack (RULES 2.5, 8.30, 8.32;
        ``known`` topmost first) that still lie there, in that order."""
        real = self.deck
        for drawn in range(len(known)):
            rest = known[drawn:]
            if len(real) >= len(rest) and all(real[-1 - i] == card for i, card in enumerate(rest)):
                for i, card in enumerate(rest):
                    deck[-1 - i] = card
                    if card in pool:  # not yet taken out by an earlier view
                        pool.remove(card)
                return

    def determinize(self, rng: random.Random) -> Self:
        """A full state consistent with this view: hidden cards dealt at random."""
        if not self.is_view:
            return self.clone()
        s = self.clone()
        pool = list(self.setup_removed)
        rng.shuffle(pool)
        deck = s.deck
        for i, card in enumerate(deck):
            if card == HIDDEN:
                deck[i] = pool.pop()
        s.setup_removed = pool
        s.is_view = False
        s.seed = rng.randrange(1 << 30)
        return s
