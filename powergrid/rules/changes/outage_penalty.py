"""A power outage (RULES 8.70): when more cities are built in a round than a number
per player, every player is paid less in that round's bureaucracy, a penalty for each
city he owns, never below nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import Field

from .. import events as ev
from .base import ChangeParams, RuleChange, register

if TYPE_CHECKING:
    from ..engine import GameState as StateData


class OutagePenaltyParams(ChangeParams):
    per_player: int = Field(default=2, ge=1, le=20)
    penalty: int = Field(default=3, ge=1, le=99)


def houses_on_board(s: StateData) -> int:
    """Every house of every player (a house is never taken away)."""
    return sum(len(p.cities) for p in s.players)


@register
class OutagePenalty(RuleChange):
    id = "outage_penalty"
    Params = OutagePenaltyParams
    summary = (
        "A round in which more cities are built than {per_player} per player ends in a "
        "power outage: each player's income falls by {penalty} Elektro for every city "
        "he owns, never below 0."
    )
    section = "8.70"

    def auction_started(self, s: StateData, out: list[ev.Event]) -> None:
        """A round begins: remember the houses standing (the mark)."""
        s.marks = {**s.marks, self.id: houses_on_board(s)}

    def built_this_round(self, s: StateData) -> int:
        """Cities built since the round began (0 in a position without the mark)."""
        total = houses_on_board(s)
        return max(0, total - s.marks.get(self.id, total))

    def outage(self, s: StateData) -> bool:
        """Whether this round's building has caused a power outage."""
        params = self.params
        assert isinstance(params, OutagePenaltyParams)
        return self.built_this_round(s) > params.per_player * s.n

    def bureaucracy_started(self, s: StateData, out: list[ev.Event]) -> None:
        """The bureaucracy of a round whose building broke the grid begins: the log
        names the round, the cities built and each seat's cut before anyone is paid."""
        if not self.outage(s):
            return
        params = self.params
        assert isinstance(params, OutagePenaltyParams)
        penalty = params.penalty
        cuts = tuple(penalty * len(p.cities) for p in s.players)
        built, most = self.built_this_round(s), params.per_player * s.n
        out.append(ev.PowerOutage(s.round, built, most, penalty, cuts))

    def income(self, s: StateData, seat: int, pay: int) -> int:
        params = self.params
        assert isinstance(params, OutagePenaltyParams)
        if not self.outage(s):
            return pay
        return max(0, pay - params.penalty * len(s.players[seat].cities))

    def mark_problems(self, value: int, phase: str, market: list[int]) -> list[str]:
        if 0 <= value <= 6 * 22:
            return []
        return [f"marks.{self.id}: the houses standing when the round began, not {value}"]
