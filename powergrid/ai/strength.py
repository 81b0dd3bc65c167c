"""How strong each bot level is, as ratings from games between the levels.

A game of several seats gives one result for every pair of seats of different
levels: the better placed seat wins the pair, a tie (a shared place) is half a win
each. The Bradley–Terry model turns those pair results into one strength per level
(fitted by the minorisation–maximisation iteration); the strengths are shown on the
Elo scale, ``400 · log10``, with Normal at 1500. Intervals come from resampling the
games (a game's pairs stay together, since they are not independent).

``powergrid ratings`` plays the games and writes the table to docs/strength.md and the
figures to ``powergrid/data/ratings.json``, which the New game dialog reads.
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from ..jsonfile import load_json_file
from ..stats import percentile

#: One game: the level of every seat and every seat's rank in the final standings
#: (1 for the winner; seats that share a place share the mean of their ranks).
Result = tuple[tuple[str, ...], tuple[float, ...]]

#: The level every rating is measured from, and its rating.
ANCHOR, ANCHOR_RATING = "normal", 1500.0


@dataclass(frozen=True)
class Rating:
    """A level's rating on the Elo scale with its 95 % interval and the games it played."""

    level: str
    rating: float
    low: float
    high: float
    games: int


def pair_wins(results: Sequence[Result]) -> dict[tuple[str, str], float]:
    """Wins of level a over level b (a != b), summed over every pair of seats of every
    game: the lower rank wins the pair, equal ranks split it."""
    wins: dict[tuple[str, str], float] = {}
    for levels, ranks in results:
        for i, a in enumerate(levels):
            for j in range(i + 1, len(levels)):
                b = levels[j]
                if a == b:
                    continue
                score = 1.0 if ranks[i] < ranks[j] else 0.5 if ranks[i] == ranks[j] else 0.0
                wins[(a, b)] = wins.get((a, b), 0.0) + score
                wins[(b, a)] = wins.get((b, a), 0.0) + 1.0 - score
    return wins


def bradley_terry(wins: dict[tuple[str, str], float], iterations: int = 2000) -> dict[str, float]:
    """Strengths (their mean log is 0) that best explain ``wins`` under Bradley–Terry.

    Each level gets half a win and half a loss against a virtual level of strength 1,
    so a level that won or lost every pair still has a finite strength."""
    levels = sorted({a for a, _b in wins} | {b for _a, b in wins})
    won = {a: 0.5 + sum(w for (x, _y), w in wins.items() if x == a) for a in levels}
    games = {
        (a, b): wins.get((a, b), 0.0) + wins.get((b, a), 0.0)
        for a in levels
        for b in levels
        if a != b and ((a, b) in wins or (b, a) in wins)
    }
    strength = dict.fromkeys(levels, 1.0)
    for _ in range(iterations):
        new = {}
        for a in levels:
            denominator = 1.0 / (strength[a] + 1.0)  # the virtual games
            for (x, b), n in games.items():
                if x == a:
                    denominator += n / (strength[a] + strength[b])
            new[a] = won[a] / denominator
        centre = math.exp(sum(math.log(v) for v in new.values()) / len(new))
        new = {a: v / centre for a, v in new.items()}
        converged = max(abs(math.log(new[a] / strength[a])) for a in levels) < 1e-10
        strength = new
        if converged:
            break
    return strength


def elo(strength: dict[str, float], anchor: str = ANCHOR) -> dict[str, float]:
    """Strengths on the Elo scale, with ``anchor`` at :data:`ANCHOR_RATING` (or the mean
    there when the anchor did not play)."""
    base = strength.get(anchor, math.exp(sum(map(math.log, strength.values())) / len(strength)))
    return {a: ANCHOR_RATING + 400.0 * math.log10(v / base) for a, v in strength.items()}


def ratings(results: Sequence[Result], resamples: int = 200, seed: int = 0) -> list[Rating]:
    """Every level's rating and its 95 % interval (games resampled ``resamples`` times),
    strongest first. ValueError when no game sets two different levels against each
    other (there is nothing to compare)."""
    wins = pair_wins(results)
    if not wins:
        raise ValueError("no game between two different levels to rate")
    point = elo(bradley_terry(wins))
    rng = random.Random(seed)
    samples: dict[str, list[float]] = {a: [] for a in point}
    for _ in range(resamples):
        drawn = [results[rng.randrange(len(results))] for _ in results]
        wins = pair_wins(drawn)
        if not wins:
            continue
        for a, value in elo(bradley_terry(wins, iterations=300)).items():
            samples[a].append(value)
    played = {a: sum(1 for levels, _r in results if a in levels) for a in point}
    out = []
    for a, value in point.items():
        values = samples[a] or [value]
        low, high = percentile(values, 0.025), percentile(values, 0.975)
        out.append(Rating(a, value, low, high, played[a]))
    return sorted(out, key=lambda r: -r.rating)


# ----- the shipped figures ---------------------------------------------------------------


#: The ratings file is a few hundred bytes; anything far larger is not read.
MAX_RATINGS_BYTES = 1_000_000


def ratings_path() -> Path:
    return Path(str(resources.files("powergrid.data") / "ratings.json"))


def ratings_json(table: Sequence[Rating], about: dict[str, Any]) -> str:
    """The file the New game dialog reads: the ratings and how they were measured."""
    rows = [
        {
            "level": r.level,
            "rating": round(r.rating),
            "low": round(r.low),
            "high": round(r.high),
            "games": r.games,
        }
        for r in table
    ]
    return json.dumps({"about": about, "ratings": rows}, indent=1) + "\n"


@lru_cache(maxsize=1)
def shipped_ratings() -> dict[str, Rating]:
    """The shipped ratings by level; empty when the file is missing or not as written
    by ``powergrid ratings`` (the dialog then shows the levels without a rating)."""
    try:
        rows = load_json_file(ratings_path(), MAX_RATINGS_BYTES)["ratings"]
        table = [
            Rating(
                str(row["level"]),
                _number(row["rating"]),
                _number(row["low"]),
                _number(row["high"]),
                int(_number(row["games"])),
            )
            for row in rows
        ]
    except (ValueError, KeyError, TypeError):  # JsonFileError is a ValueError
        return {}
    return {r.level: r for r in table}


def _number(value: object) -> float:
    """A rating file's number: a JSON number within ±1,000,000 (the reader refuses NaN
    and infinities; a text or a truth value is no number here)."""
    if isinstance(value, bool) or not isinstance(value, int | float) or abs(value) > 1e6:
        raise ValueError(f"{value!r} is not a rating file's number")
    return float(value)
