"""Plants before the turn order (RULES 8.52): phase 1 moves after the auction. The
auction runs in the order set the round before; once it ends, the turn order is set
anew by cities, ties by the highest plant (RULES 3.1), every round."""

from __future__ import annotations

from .base import RuleChange, register


@register
class OrderAfterAuction(RuleChange):
    id = "order_after_auction"
    summary = (
        "Plants are auctioned before the turn order is set: the auction follows last "
        "round's order, and the new order is set once it ends."
    )
    section = "8.52"

    def order_after_auction(self) -> None:
        """Plugged in: the engine sets the turn order after every auction phase."""
