"""A check of the coach's hints over whole bot games (``python -m lab coach hints``).

Normal bots play seeded games; at the decisions picked (every one, or every K-th),
the coach gives the hint of the seat to play from its view, and the hint is checked:
no two of its choices are the same decision (two limits of one bid, say), and every
difference is in a player's unit. The figures are counts, so the same arguments give
the same JSON.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from powergrid.ai.coach import Coach, Hint, coach_seed
from powergrid.ai.coach_units import DIFFERENCE_KINDS
from powergrid.ai.normal import NormalBot
from powergrid.rules import Game, GameConfig


def repeated_decisions(hint: Hint) -> int:
    """How many of the hint's alternatives repeat a decision already listed above them."""
    seen = {hint.best.decision}
    repeats = 0
    for c in hint.alternatives:
        if c.decision in seen:
            repeats += 1
        seen.add(c.decision)
    return repeats


def check_hints(
    games: int,
    seed: int,
    players: int = 3,
    every: int = 1,
    map_name: str = "usa",
    advance: Callable[[], None] | None = None,
) -> dict[str, Any]:
    """Play ``games`` games of Normal bots (game g with seed ``seed + g``) and check the
    hint at every ``every``-th decision that has a choice; the counts as a dict."""
    hints = repeats = unkeyed = 0
    alternatives: Counter[int] = Counter()
    phases: Counter[str] = Counter()
    units: Counter[str] = Counter()
    decisions = 0
    for g in range(games):
        game = Game(GameConfig.quick(players, map_name), seed + g)
        bots = [NormalBot(seed + g * 7 + i) for i in range(players)]
        while not game.state.is_terminal():
            state = game.state
            seat = state.current_player
            if len(state.legal_actions()) > 1:
                decisions += 1
                if decisions % every == 0:
                    hint = Coach(coach_seed(seed + g, seat)).hint(state.view(seat), seat)
                    hints += 1
                    alternatives[len(hint.alternatives)] += 1
                    phases[str(hint.phase.value)] += 1
                    repeats += repeated_decisions(hint)
                    unkeyed += sum(1 for c in hint.choices if not c.decision)
                    units.update(c.difference.kind for c in hint.alternatives)
            game.apply(bots[seat].choose(state))
        if advance is not None:
            advance()
    return {
        "games": games,
        "players": players,
        "seed": seed,
        "every": every,
        "hints": hints,
        "hints_by_phase": dict(sorted(phases.items())),
        "hints_by_alternatives": {str(k): v for k, v in sorted(alternatives.items())},
        "same_decision_alternatives": repeats,
        "choices_without_decision": unkeyed,
        "differences_by_unit": {k: units[k] for k in DIFFERENCE_KINDS},
    }
