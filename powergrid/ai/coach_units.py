"""How much worse a coach's option is, in a unit a player knows, and only as far as the
coach is sure of it.

The search scores a play-out leader-relative (:func:`powergrid.ai.playouts.evaluate`):
while the game goes on, the seat's assets less the strongest rival's, in Elektro
(money, plus cities, plant capacity and fuel valued in Elektro); once the game is
over, the result (a win weighs 400, then cities powered, then money). A bare score
difference mixes those, so the coach records what each play-out reached and words a
difference in the unit of what decided it:

* play-outs that stop before the end: "about N Elektro worse off by round R";
* play-outs that end the game: win chance in points, else cities powered at the end,
  else Elektro at the end.

Every option is played out on the same samples of the hidden cards, so a difference is
the mean of paired differences, and its noise is their standard error. A difference is
stated only when it stays above nothing by :data:`SURE` standard errors; otherwise
the option is "about as good". A stated difference keeps, as ``sure``, the figure the
coach is sure of at that bound, which is what the review's marks grade.

A difference is data (``kind`` + ``params``) with an English sentence, like the
coach's reasons, so a display can word it in its own language.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from ..rules import GameState
from .common import capacity, unit_prices
from .playouts import LeafEvaluation

#: Standard errors by which a difference must stand above nothing to be stated (about
#: a one-in-forty chance that an option as good would be called worse).
SURE = 2.0

#: Every kind of :class:`Difference`, with the figures each carries in ``params``.
DIFFERENCE_KINDS = (
    "same",  # about as good: within the coach's noise
    "elektro",  # amount, round: assets against the strongest rival when round R starts
    "win",  # points: the chance to win, in percentage points
    "powered",  # cities: cities powered at the end of the game
    "money_end",  # amount: Elektro at the end of the game
    "dark",  # cities, amount: a purchase that leaves cities dark, and the income it loses
)

#: The parts of a seat's assets (Elektro) that a play-out's score adds up while the
#: game goes on: its money, cities, plant capacity and fuel, less the strongest
#: rival's assets ("rival").
PARTS = ("money", "cities", "plants", "fuel", "rival")


@dataclass(frozen=True)
class Difference:
    """How much worse than the best an option is: a kind, its figures, English words,
    and how much of it the coach is sure of (in the figure's unit; None: all of it)."""

    kind: str
    params: dict[str, int | float | str]
    text: str
    sure: float | None = None

    @property
    def same(self) -> bool:
        return self.kind == "same"


SAME = Difference("same", {}, "about as good")


@dataclass(frozen=True)
class Reached:
    """What one play-out of an option reached: its score, and when the game ended
    there, the seat's share of the win, cities powered and money less the best rival's;
    while it goes on, the parts of the score (:data:`PARTS`), when recorded."""

    score: float
    share: float | None = None
    powered: int = 0
    money: int = 0
    parts: tuple[float, ...] = ()

    @property
    def ended(self) -> bool:
        return self.share is not None


def asset_parts(state: GameState, seat: int) -> tuple[float, ...]:
    """The seat's assets in :data:`PARTS` (the rival's counted against it): they add up
    to :func:`powergrid.ai.playouts.evaluate` while the game goes on (a test holds the
    two together)."""

    def own(p: int) -> tuple[float, float, float, float]:
        player = state.player(p)
        prices = unit_prices(state.resource_market().on_market, state.rule_book())
        cap = min(capacity(player.plants), state.limits().end_cities)
        cities = player.city_count
        fuel = sum(k * c for k, c in zip(player.resources, prices, strict=True))
        return (float(player.money), 16.0 * cities + 6.0 * min(cap, cities), 9.0 * cap, fuel)

    rival = max(sum(own(p)) for p in range(state.player_count) if p != seat)
    return (*own(seat), -rival)


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
            self.reached.append(Reached(score, parts=asset_parts(state, seat)))
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


@dataclass(frozen=True)
class Paired:
    """The mean of paired differences and its standard error (infinite below two)."""

    mean: float
    error: float
    n: int

    def low(self, z: float = SURE) -> float:
        """The bound the mean stays above at ``z`` standard errors."""
        return self.mean - z * self.error if self.n else -math.inf


def paired(values: Sequence[float]) -> Paired:
    """The mean of ``values`` (differences of two options on the same samples) and its
    standard error from their spread."""
    n = len(values)
    if n == 0:
        return Paired(0.0, math.inf, 0)
    mean = sum(values) / n
    if n == 1:
        return Paired(mean, math.inf, 1)
    variance = sum((x - mean) ** 2 for x in values) / (n - 1)
    return Paired(mean, math.sqrt(variance / n), n)


def t_value(values: Sequence[float]) -> float:
    """How many standard errors the mean of paired differences stands above nothing."""
    p = paired(values)
    if p.n < 2:
        return 0.0
    if p.error == 0:
        return math.inf if p.mean > 0 else (-math.inf if p.mean < 0 else 0.0)
    return p.mean / p.error


def _sure(p: Paired, z: float) -> int | None:
    """The rounded mean when it is at least one unit and stands above nothing by ``z``
    standard errors, else None (about as good)."""
    if round(p.mean) < 1 or p.low(z) <= 0:
        return None
    return round(p.mean)


def difference(
    best: Sequence[Reached], other: Sequence[Reached], stop_round: int, z: float = SURE
) -> Difference:
    """How much worse ``other`` is than ``best`` on the same play-outs (paired by row).

    Rows where neither play-out ended the game give Elektro of assets; when there are
    none, rows where both ended give win points, cities powered, Elektro at the end
    (the first of them the coach is sure of). A difference within ``z`` standard errors
    of nothing, below one unit, or in the other's favour is "about as good"."""
    pairs = list(zip(best, other, strict=True))
    going = [(b, o) for b, o in pairs if not b.ended and not o.ended]
    if going:
        p = paired([b.score - o.score for b, o in going])
        amount = _sure(p, z)
        if amount is None:
            return SAME
        return Difference(
            "elektro",
            {"amount": amount, "round": stop_round},
            f"about {amount} Elektro worse off by round {stop_round}",
            max(0.0, p.low(z)),
        )
    ended = [(b, o) for b, o in pairs if b.ended and o.ended]
    win = paired([100 * ((b.share or 0.0) - (o.share or 0.0)) for b, o in ended])
    points = _sure(win, z)
    if points is not None:
        return Difference(
            "win",
            {"points": points},
            f"win chance {points} points lower",
            max(0.0, win.low(z)),
        )
    powered = paired([b.powered - o.powered for b, o in ended])
    cities = _sure(powered, z)
    if cities is not None:
        word = "city" if cities == 1 else "cities"
        return Difference(
            "powered",
            {"cities": cities},
            f"{cities} fewer {word} powered at the end",
            max(0.0, powered.low(z)),
        )
    money = paired([b.money - o.money for b, o in ended])
    amount = _sure(money, z)
    if amount is not None:
        return Difference(
            "money_end",
            {"amount": amount},
            f"{amount} Elektro less at the end",
            max(0.0, money.low(z)),
        )
    return SAME


def decisive_part(best: Sequence[Reached], other: Sequence[Reached]) -> tuple[str, float] | None:
    """Which part of the assets (:data:`PARTS`) puts ``best`` ahead of ``other`` most on
    the play-outs that did not end the game, and by how many Elektro on average; None
    when no part is ahead or no such play-out recorded its parts."""
    going = [(b, o) for b, o in zip(best, other, strict=True) if b.parts and o.parts]
    if not going:
        return None
    means = [sum(b.parts[i] - o.parts[i] for b, o in going) / len(going) for i in range(len(PARTS))]
    i = max(range(len(PARTS)), key=lambda i: (means[i], -i))
    return (PARTS[i], means[i]) if means[i] >= 1 else None


def dark(cities: int, amount: int) -> Difference:
    """A fuel purchase that powers ``cities`` fewer cities than the plan this round and
    so earns ``amount`` Elektro less, net of the fuel it leaves unbought: counted, not
    sampled, so the coach is sure of all of it."""
    return Difference(
        "dark",
        {"cities": cities, "amount": amount},
        f"{cities} fewer cities powered this round: {amount} Elektro less after fuel",
        float(amount),
    )
