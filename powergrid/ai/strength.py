"""The shipped ratings of the bot levels, which the New game dialog shows.

``powergrid/data/ratings.json`` holds each level's rating on the Elo scale (Normal at
1500) with its 95 % interval and the games it played, from games between the levels;
the lab's ``python -m lab ratings`` plays them and writes the file (docs/strength.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path

from ..jsonfile import load_json_file


@dataclass(frozen=True)
class Rating:
    """A level's rating on the Elo scale with its 95 % interval and the games it played."""

    level: str
    rating: float
    low: float
    high: float
    games: int


#: The ratings file is a few hundred bytes; anything far larger is not read.
MAX_RATINGS_BYTES = 1_000_000


def ratings_path() -> Path:
    return Path(str(resources.files("powergrid.data") / "ratings.json"))


@lru_cache(maxsize=1)
def shipped_ratings() -> dict[str, Rating]:
    """The shipped ratings by level; empty when the file is missing or not as written
    by ``python -m lab ratings`` (the dialog then shows the levels without a rating)."""
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
