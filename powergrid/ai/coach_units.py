"""How much worse a coach's option is, in a unit a player knows.

The search scores a play-out leader-relative (:func:`powergrid.ai.playouts.evaluate`):
while the game goes on, the seat's assets less the strongest rival's, in Elektro
(money, plus cities, plant capacity and fuel valued in Elektro); once the game is
over, the result (a win weighs 400, then cities powered, then money). A bare score
difference mixes those, so the coach records what each play-out reached and words a
difference in the unit of what decided it:

* play-outs that stop before the end: "about N Elektro worse off by round R";
* play-outs that end the game: win chance in points, else cities powered at the end,
  else Elektro at the end.

A difference is data (``kind`` + ``params``) with an English sentence, like the
coach's reasons, so a display can word it in its own language.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..rules import GameState
from .playouts import LeafEvaluation

#: Every kind of :class:`Difference`, with the figures each carries in ``params``.
DIFFERENCE_KINDS = (
    "same",  # about as good: within a point of the unit
    "elektro",  # amount, round: assets against the strongest rival when round R starts
    "win",  # points: the chance to win, in percentage points
    "powered",  # cities: cities powered at the end of the game
    "money_end",  # amount: Elektro at the end of the game
    "dark",  # cities, amount: a purchase that leaves cities dark, and the income it loses
)


@dataclass(frozen=True)
class Difference:
    """How much worse than the best an option is: a kind, its figures, English words."""

    kind: str
    params: dict[str, int | float | str]
    text: str

    @property
    def same(self) -> bool:
        return self.kind == "same"


SAME = Difference("same", {}, "about as good")


@dataclass(frozen=True)
class Reached:
    """What one play-out of an option reached: its score, and when the game ended
    there, the seat's share of the win, cities powered and money less the best rival's."""

    score: float
    share: float | None = None
    powered: int = 0
    money: int = 0

    @property
    def ended(self) -> bool:
        return self.share is not None


class RecordingLeaf:
    """A leaf evaluation that returns what ``leaf`` does and keeps what was reached,
    in the order the search asks (row by row, option by option)."""

    def __init__(self, leaf: LeafEvaluation):
        self.leaf = leaf
        self.reached: list[Reached] = []

    def __call__(self, state: GameState, seat: int, /) -> float:
        score = self.leaf(state, seat)
        outcome = state.outcome()
        if outcome is None:
            self.reached.append(Reached(score))
            return score
        mine = outcome.standing(seat)
        best = max(
            (st for st in outcome.standings if st.seat != seat),
            key=lambda st: (st.powered, st.money, -st.seat),
        )
        self.reached.append(
            Reached(
                score,
                outcome.shares()[seat],
                mine.powered - best.powered,
                mine.money - best.money,
            )
        )
        return score

    def columns(self, rows: Sequence[Sequence[float]], width: int) -> list[list[Reached]]:
        """What each option reached on every row of ``rows`` (the search's scores);
        when the records do not match those rows (a search not run through this
        leaf), the scores alone, as if no play-out ended the game."""
        n = len(rows)
        if len(self.reached) != n * width or any(
            self.reached[r * width + i].score != rows[r][i] for r in range(n) for i in range(width)
        ):
            return [[Reached(rows[r][i]) for r in range(n)] for i in range(width)]
        return [[self.reached[r * width + i] for r in range(n)] for i in range(width)]


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def difference(best: Sequence[Reached], other: Sequence[Reached], stop_round: int) -> Difference:
    """How much worse ``other`` is than ``best`` on the same play-outs (paired by row).

    Rows where neither play-out ended the game give Elektro of assets; when there are
    none, rows where both ended give win points, cities powered, Elektro at the end.
    A difference below one unit, or in the other's favour, is "about as good"."""
    pairs = list(zip(best, other, strict=True))
    going = [(b, o) for b, o in pairs if not b.ended and not o.ended]
    if going:
        amount = round(_mean([b.score - o.score for b, o in going]))
        if amount < 1:
            return SAME
        return Difference(
            "elektro",
            {"amount": amount, "round": stop_round},
            f"about {amount} Elektro worse off by round {stop_round}",
        )
    ended = [(b, o) for b, o in pairs if b.ended and o.ended]
    if not ended:
        return SAME
    points = round(100 * _mean([(b.share or 0.0) - (o.share or 0.0) for b, o in ended]))
    if points >= 1:
        return Difference("win", {"points": points}, f"win chance {points} points lower")
    cities = round(_mean([b.powered - o.powered for b, o in ended]))
    if cities >= 1:
        word = "city" if cities == 1 else "cities"
        return Difference(
            "powered", {"cities": cities}, f"{cities} fewer {word} powered at the end"
        )
    amount = round(_mean([b.money - o.money for b, o in ended]))
    if amount >= 1:
        return Difference("money_end", {"amount": amount}, f"{amount} Elektro less at the end")
    return SAME


def dark(cities: int, amount: int) -> Difference:
    """A fuel purchase that powers ``cities`` fewer cities than the plan this round and
    so earns ``amount`` Elektro less, net of the fuel it leaves unbought."""
    return Difference(
        "dark",
        {"cities": cities, "amount": amount},
        f"{cities} fewer cities powered this round: {amount} Elektro less after fuel",
    )
