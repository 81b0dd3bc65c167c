"""The two rule sets: the original game and the Recharged edition (RULES 7).

A rule set is a list of rule-change entries and table overrides, laid under the
map's own: a map entry with the id of a rule set's entry replaces it (its
parameters win), and a map's table overrides the rule set's. The original game is
the base game itself: no change, no override.
"""

from __future__ import annotations

from ..board import EDITIONS, ResourceRow, RuleEntry, Tables

__all__ = ["EDITIONS", "EDITION_RULES", "EDITION_TABLES", "edition_problem"]

#: The rule changes each rule set plays with on every map (RULES 7).
EDITION_RULES: dict[str, tuple[RuleEntry, ...]] = {
    "original": (),
    "recharged": (
        RuleEntry(id="plug_socket_deck"),
        RuleEntry(id="discount_plant"),
        RuleEntry(id="keep_small_plants"),
    ),
}

#: The tables each rule set changes on every map (RULES 7.2: nine garbage at set-up,
#: on the places 6 to 8).
EDITION_TABLES: dict[str, Tables] = {
    "original": Tables(),
    "recharged": Tables(resources={"garbage": ResourceRow(start=9)}),
}


def edition_problem(edition: str) -> str | None:
    """Why ``edition`` names no rule set (None when it does)."""
    if edition in EDITIONS:
        return None
    return f"unknown rule set {edition!r}; the rule sets are {', '.join(EDITIONS)}"
