"""What the analysis board shows of a game, worked out without Qt: every action with
the round, phase and seat it was played in, the positions where rounds begin, the
win chances there, and a mark for every reviewed turn.

A *position* is the number of actions played: position 0 is the set-up, position k
the table after the k-th action. Marks grade a turn by what it cost against the
coach's choice (:func:`powergrid.ai.coach.review`), in Elektro of the seat's assets
against the leader's at the end of the coach's play-outs.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..rules import Action, Game, Phase, new_game
from .coach import ReviewItem
from .winprob import win_chances


class Mark(Enum):
    """How a reviewed turn compares with the coach's choice, best first."""

    BEST = "best"
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"


#: A turn that cost less than the figure (Elektro) gets the mark; more is a blunder.
MARK_LIMITS: tuple[tuple[Mark, float], ...] = (
    (Mark.GOOD, 5.0),
    (Mark.INACCURACY, 15.0),
    (Mark.MISTAKE, 40.0),
)


def mark_of(item: ReviewItem) -> Mark:
    """The mark of a reviewed turn: best when it is the coach's choice or cost nothing."""
    if item.played == item.hard or item.cost <= 0:
        return Mark.BEST
    for mark, limit in MARK_LIMITS:
        if item.cost < limit:
            return mark
    return Mark.BLUNDER


@dataclass(frozen=True)
class Step:
    """One action of the log and where it was played."""

    position: int  # the position it leads to (its index in the log + 1)
    round: int
    phase: Phase
    seat: int
    action: Action


def steps(game: Game) -> list[Step]:
    """Every action of ``game``'s log with its round, phase and seat."""
    state = new_game(game.config, game.seed)
    out = []
    for i, action in enumerate(game.log):
        out.append(Step(i + 1, state.round, state.phase, state.current_player, action))
        state.apply(action)
    return out


def round_starts(game: Game) -> list[tuple[int, int]]:
    """(round, position where it begins) of every round the game reached."""
    starts = [(1, 0)]
    for step in steps(game):
        if step.round != starts[-1][0]:
            starts.append((step.round, step.position - 1))
    return starts


def chances_by_round(game: Game) -> list[tuple[int, tuple[float, ...]]]:
    """Every seat's chance to win at the start of each round (the learned model), and
    the result itself after the last one when the game is over."""
    state = new_game(game.config, game.seed)
    out = [(1, win_chances(state))]
    for action in game.log:
        before = state.round
        state.apply(action)
        if state.round != before and not state.is_terminal():
            out.append((state.round, win_chances(state)))
    if state.is_terminal():
        out.append((state.round + 1, win_chances(state)))
    return out
