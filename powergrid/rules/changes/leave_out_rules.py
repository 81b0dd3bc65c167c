"""Changes of the rule set a board does without (RULES 8.20): the board names, by id,
changes the rule set plays on every board (RULES 7) that are not played on it; the
rule book leaves them out when it gathers a game's changes."""

from __future__ import annotations

from pydantic import Field

from .base import ChangeParams, RuleChange, register


class LeaveOutRulesParams(ChangeParams):
    ids: tuple[str, ...] = Field(min_length=1, max_length=10)


@register
class LeaveOutRules(RuleChange):
    id = "leave_out_rules"
    Params = LeaveOutRulesParams
    summary = "The rule set's changes {ids} are not played on this board."
    section = "8.20"
