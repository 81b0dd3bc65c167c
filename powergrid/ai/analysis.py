"""What the analysis board shows of a game, worked out without Qt: every action with
the round, phase and seat it was played in, the positions where rounds begin, the
win chances there, and a mark for every reviewed turn.

A *position* is the number of actions played: position 0 is the set-up, position k
the table after the k-th action. :class:`Replay` replays a game's log once and keeps a
copy of the state every :data:`KEPT_EVERY` actions, so any position is reached by
applying fewer than that many actions: moving through a game of ten thousand rounds
costs what it costs in a game of ten. Marks grade a turn by how much worse it is than the
coach's choice there (:func:`powergrid.ai.review.review`), in the unit the hint words
it in: Elektro of assets against the strongest rival, points of the chance to win,
cities powered or Elektro at the end.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum

from ..rules import Action, BidDecision, Game, GameState, Phase, new_game
from .review import ReviewItem
from .winprob import seat_levels, win_chances


class Mark(Enum):
    """How a reviewed turn compares with the coach's choice, best first."""

    BEST = "best"
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"


#: For each unit the hint words a difference in (:mod:`.coach_units`), the largest
#: difference still marked good, inaccuracy and mistake; a larger one is a blunder.
MARK_LIMITS: dict[str, tuple[float, float, float]] = {
    "elektro": (5.0, 15.0, 40.0),  # assets against the strongest rival, in Elektro
    "money_end": (5.0, 15.0, 40.0),  # Elektro at the end of the game
    "win": (3.0, 10.0, 25.0),  # chance to win, in percentage points
    "powered": (0.0, 0.0, 1.0),  # cities powered at the end
    "dark": (5.0, 15.0, 40.0),  # income lost this round to cities left dark, in Elektro
}
#: The figure of each unit's params that the limits are compared with.
MARK_FIGURE = {
    "elektro": "amount",
    "money_end": "amount",
    "win": "points",
    "powered": "cities",
    "dark": "amount",
}


def mark_of(item: ReviewItem) -> Mark:
    """The mark of a reviewed turn: best when it is the coach's decision or about as
    good, else graded by how much worse the coach is sure it is (the difference's
    ``sure``, where it is known), in the unit the hint shows."""
    difference = item.difference
    if item.agrees or difference.same or difference.kind not in MARK_LIMITS:
        return Mark.BEST
    figure = difference.params.get(MARK_FIGURE[difference.kind], 0)
    size = abs(float(figure if difference.sure is None else difference.sure))
    good, inaccuracy, mistake = MARK_LIMITS[difference.kind]
    if size <= good:
        return Mark.GOOD
    if size <= inaccuracy:
        return Mark.INACCURACY
    if size <= mistake:
        return Mark.MISTAKE
    return Mark.BLUNDER


@dataclass(frozen=True)
class Step:
    """One action of the log and where it was played."""

    position: int  # the position it leads to (its index in the log + 1)
    round: int
    phase: Phase
    seat: int
    action: Action
    plant: int = 0  # the plant auctioned, when the action is a bid or a pass on it


def steps(game: Game) -> list[Step]:
    """Every action of ``game``'s log with its round, phase, seat and, in an auction,
    the plant bid on."""
    return Replay(game).steps


def round_starts(game: Game) -> list[tuple[int, int]]:
    """(round, position where it begins) of every round the game reached."""
    return Replay(game).round_starts


#: Actions between two states a :class:`Replay` keeps: reaching a position applies
#: fewer than this many actions, whatever the game's length. A kept state is a few
#: kilobytes and a clone takes microseconds; an action takes about 10 µs to apply.
KEPT_EVERY = 32


class Replay:
    """A game's log replayed once: its steps, where its rounds begin, and a copy of the
    state every ``every`` actions, from which any position is rebuilt by applying
    fewer than ``every`` actions (the engine's ``clone`` and ``apply``; never the log
    from the seed again).

    ``replayed`` counts the actions applied since the replay was made (the one pass
    over the log excluded): the work of going to positions, which does not grow with
    the game's length."""

    def __init__(self, game: Game, every: int = KEPT_EVERY) -> None:
        if every < 1:
            raise ValueError(f"a replay keeps a state every 1 or more actions, not {every}")
        self.game = game
        self.every = every
        self.replayed = 0
        self.steps: list[Step] = []
        self.round_starts: list[tuple[int, int]] = [(1, 0)]
        state = new_game(game.config, game.seed)
        self._kept = [state.clone()]
        for i, action in enumerate(game.log):
            if state.round != self.round_starts[-1][0]:
                self.round_starts.append((state.round, i))
            plant = 0
            if state.phase is Phase.AUCTION:  # a decision is made only where a bid can be
                decision = state.decision()
                plant = decision.plant if isinstance(decision, BidDecision) else 0
            seat = state.current_player
            self.steps.append(Step(i + 1, state.round, state.phase, seat, action, plant))
            state.apply(action)
            if (i + 1) % every == 0:
                self._kept.append(state.clone())
        self._rounds = [r for r, _p in self.round_starts]

    @property
    def length(self) -> int:
        """The last position: the number of actions in the log."""
        return len(self.game.log)

    def _checked(self, position: int) -> int:
        if not 0 <= position <= self.length:
            raise ValueError(f"no position {position} in a game of {self.length} actions")
        return position

    def state_at(self, position: int) -> GameState:
        """A state of its own after ``position`` actions: the kept state at or before
        it, cloned, and the actions after that applied."""
        base = self._checked(position) // self.every
        state = self._kept[base].clone()
        for action in self.game.log[base * self.every : position]:
            state.apply(action)
        self.replayed += position - base * self.every
        return state

    def game_at(self, position: int) -> Game:
        """The game cut after ``position`` actions (its log is the first ``position``
        actions), rebuilt the same way as :meth:`state_at`."""
        start = self._checked(position) // self.every * self.every
        game = Game(self.game.config, self.game.seed)
        game.state = self._kept[start // self.every].clone()
        game.log = list(self.game.log[:start])
        game.replay(self.game.log[start:position])
        self.replayed += position - start
        return game

    def round_start(self, rnd: int) -> int:
        """The position where round ``rnd`` begins; the end of the game after the last
        round it reached, the set-up before the first."""
        i = bisect_right(self._rounds, rnd) - 1
        if i < 0:
            return 0
        if self._rounds[i] < rnd:  # past the last round reached
            return self.length
        return self.round_starts[i][1]


def round_start_states(game: Game) -> Iterator[tuple[int, GameState]]:
    """(round, the state as it begins) for every round after the first that the game
    reached before its end; the state is the replay's own, valid until the next step."""
    state = new_game(game.config, game.seed)
    for action in game.log:
        before = state.round
        state.apply(action)
        if state.round != before and not state.is_terminal():
            yield state.round, state


def chances_by_round(game: Game) -> list[tuple[int, tuple[float, ...]]]:
    """Every seat's chance to win at the start of each round (the learned model, told
    which seats the bots play), and the result itself after the last one when the
    game is over."""
    levels = seat_levels(game.config)
    out = [(1, win_chances(new_game(game.config, game.seed), levels))]
    out += [(rnd, win_chances(state, levels)) for rnd, state in round_start_states(game)]
    if game.state.is_terminal():
        out.append((game.state.round + 1, win_chances(game.state)))
    return out
