"""Dealing the plants at set-up (RULES 2.4, 2.5; the inactive area of RULES 6.2).

The base game's deal, with the card put on top of the stack and the cards taken out
of the game as parameters, so that a rule change that only swaps them (RULES 8.3)
deals the same way.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING

from .cards import PLANTS, STEP3
from .deck import MARKET_SIZE

if TYPE_CHECKING:
    from .cards import CardSet
    from .plantmarket import PlantMarketRules

__all__ = ["deal"]


def deal(
    s: PlantMarketRules,
    cards: CardSet,
    inactive: bool,
    top: int | None,
    out: Collection[int] = (),
    below: Sequence[int] = (),
    keep: Collection[int] = (),
) -> None:
    """The starting market and the stack: the lowest plants of the deck's market list,
    ``top`` on top of the stack with the ``below`` cards under it (topmost first), the
    Step 3 card under the deck's ``under_step3`` cards, the table's removals unseen
    (never one of the ``keep`` cards); the ``out`` cards leave the game face up."""
    placed = {top, *below}
    key = cards.sort_key
    if inactive:
        pool = [p for p in cards.market if p not in out]
        s._rng().shuffle(pool)
        s.market = []
        rest = [p for p in cards.plants if p not in pool and p not in placed and p not in out]
    else:
        start = sorted((p for p in cards.market if p not in out), key=key)
        s.market = start[:MARKET_SIZE]
        rest = start[MARKET_SIZE:] + [
            p for p in cards.plants if p not in start and p not in placed and p not in out
        ]
    s._rng().shuffle(rest)
    removed = 0 if inactive else s.rules.removed
    if keep:
        cut = set([p for p in rest if p not in keep][:removed])
        s.setup_removed = sorted(cut)
        stack = [p for p in rest if p not in cut]
    else:
        s.setup_removed = sorted(rest[:removed])
        stack = rest[removed:]
    s.removed = [p for p in cards.plants if p in out]
    # The stack's top is the end of the list: Step 3 card at the bottom, the top card last.
    u = cards.under_step3
    known = [*reversed(below)] + ([] if top is None else [top])
    s.deck = stack[:u] + [STEP3] + stack[u:] + known
    s.inactive = None
    s.remove_left = 0
    if inactive:
        s.inactive = []
        for card in pool:  # revealed one by one (RULES 6)
            number = PLANTS[card].number
            if number > 2 and all(PLANTS[c].number != number for c in s.inactive):
                s.inactive.append(card)
            else:
                insort(s.market, card, key=key)
        # The setup removals are the first matching cards drawn in the game, those
        # drawn to fill the starting market included (RULES 6).
        s.remove_left = s.rules.removed
        while len(s.market) < MARKET_SIZE and s.deck and s.deck[-1] != STEP3:
            s._draw([])
