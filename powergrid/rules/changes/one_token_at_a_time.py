"""Resources one token at a time (RULES 8.73): in phase 3 the players buy in turns of
one token each, in the phase's order and round and round, until every player has
ended his buying; who ends it buys nothing more this round."""

from __future__ import annotations

from .base import RuleChange, register


@register
class OneTokenAtATime(RuleChange):
    id = "one_token_at_a_time"
    summary = (
        "Resources are bought one token a turn, round and round in the phase's order, "
        "until every player has ended his buying."
    )
    section = "8.73"

    def one_token_turns(self) -> bool:
        return True

    def mark_problems(self, value: int, phase: str, market: list[int]) -> list[str]:
        if phase == "resources" and 0 < value < 64:
            return []
        return [
            f"marks.{self.id}: the seats that ended their buying (1 to 63, in phase 3 "
            f"only), not {value} in phase {phase}"
        ]
