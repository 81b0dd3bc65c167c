"""Ecological plants never go under the stack (RULES 8.50): in the bureaucracy of
steps 1 and 2 (RULES 3.5.3) the highest plant of the market that burns nothing
stays; the highest plant that burns a resource goes under the draw stack in its
place, and a plant is drawn. Step 3's update is the base game's."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import events as ev
from ..cards import PLANTS, STEP3
from .base import RuleChange, register

if TYPE_CHECKING:
    from ..engine import GameState as StateData


def highest_burning(market: list[int]) -> int | None:
    """The market index of the highest plant that is not ecological, None if none."""
    for i in range(len(market) - 1, -1, -1):
        card = market[i]
        if card != STEP3 and PLANTS[card].kind != "eco":
            return i
    return None


@register
class EcoPlantsNeverUnderStack(RuleChange):
    id = "eco_plants_never_under_stack"
    summary = (
        "Ecological plants never go under the draw stack: in steps 1 and 2 the bureaucracy "
        "puts the highest plant that burns a resource there instead."
    )
    section = "8.50"

    def market_update(self, s: StateData, out: list[ev.Event]) -> None:
        market = s.market
        if not market:
            return
        if s.step == 3:
            s._remove_lowest(out, "bureaucracy in step 3")
            s._draw(out)
        else:
            index = highest_burning(market)
            if index is not None:  # ruling (RULES 8.50): else none goes under, none drawn
                plant = market.pop(index)
                s.deck.insert(0, plant)
                s.known_bottom += 1
                out.append(ev.PlantUnderStack(plant))
                s._draw(out)
        for change in s.book.on_plants_updated:
            change.plants_updated(s, out)
