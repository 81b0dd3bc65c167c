"""`powergrid tournament --combine FILE...`: the JSON of several runs as one run.

A long measurement is played in chunks (one `tournament` run per seed block, so a
stopped session loses one chunk at most). Wins, places and think times add up over
the chunks exactly; a decision percentile does not, so the combined result gives the
median and the worst of the chunks' p95. Chunks that are not parts of one measurement
(other seats, map or variants, or the same seeds twice) are refused with the file
that differs, so a figure never mixes two experiments.
"""

from __future__ import annotations

import statistics
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..jsonfile import JsonFileError, load_json_file
from ..refusals import field_problem, one_line, quoted
from ..stats import wilson

#: Largest file read as a tournament result (a run's JSON is a few kilobytes).
MAX_BYTES = 1_000_000
#: Bounds of the numbers of a result, far above any real run's, so that the sums of
#: any number of files stay finite: counts of games, samples and decisions ...
MAX_COUNT = 10**9
#: ... times in milliseconds or seconds and means (ranks, cities) ...
MAX_FIGURE = 1e12
#: ... and seeds (the range ``--seed`` takes).
MAX_SEED = 10**18

Count = Annotated[int, Field(ge=0, le=MAX_COUNT)]
Figure = Annotated[float, Field(ge=0, le=MAX_FIGURE)]


class CombineError(ValueError):
    """A file that is no tournament result, or results that are not one measurement;
    the message is one line of plain text, whatever the files hold."""

    def __init__(self, message: str) -> None:
        super().__init__(one_line(message))


class BotResult(BaseModel):
    """One level's figures in a tournament result (the keys `combine` reads)."""

    model_config = ConfigDict(extra="ignore", frozen=True, strict=True)

    samples: Count
    wins: Figure
    mean_rank: Figure | None = None
    mean_cities: Figure | None = None
    mean_powered: Figure | None = None
    decisions: Count
    decision_ms_p95: Figure
    decision_ms_max: Figure
    think_s_per_game_mean: Figure
    think_s_per_game_max: Figure
    failed_games: Count = 0
    ended_games: Count = 0
    ended_and_lost: Count = 0


class RunResult(BaseModel):
    """A `tournament` run's JSON. ``variants`` is None in results written before the
    run recorded them. Every number is a JSON number within its bounds (strict: a text
    that reads as a number is refused, as a run never writes one)."""

    model_config = ConfigDict(extra="ignore", frozen=True, strict=True)

    seats: list[str] = Field(min_length=2, max_length=6)
    map: str = Field(max_length=1000)
    games: Count
    seed: int = Field(ge=-MAX_SEED, le=MAX_SEED)
    failed_games: Count
    mean_rounds: Figure | None = None
    seconds: Figure
    variants: dict[str, Any] | None = None
    #: The rule set; results written before the rule sets existed played the original.
    edition: str = "original"
    bots: dict[str, BotResult]


def load_result(path: str) -> RunResult:
    """The tournament result in ``path``; :class:`CombineError` names what is wrong."""
    name = _name(path)
    try:
        data = load_json_file(path, MAX_BYTES)
    except JsonFileError as err:
        raise CombineError(f"{name}: {err}") from None
    try:
        result = RunResult.model_validate(data)
    except ValidationError as err:
        problem = field_problem(err.errors()[0], top="the file")
        raise CombineError(f"{name}: no tournament result ({problem})") from None
    if set(result.bots) != set(result.seats):
        raise CombineError(f"{name}: its bots are not the levels of its seats")
    for level, bot in result.bots.items():
        if bot.wins > bot.samples:
            raise CombineError(f"{name}: {quoted(level)} won more games than it played")
    return result


def check_one_measurement(paths: list[str], results: list[RunResult]) -> None:
    """Refuse results (in seed order) that differ in seats, map, rule set or variants,
    or that repeat seeds."""
    first = results[0]
    for path, result in zip(paths[1:], results[1:], strict=True):
        for key in ("seats", "map", "edition", "variants"):
            if getattr(result, key) != getattr(first, key):
                differ = "differs from that" if key in ("map", "edition") else "differ from those"
                raise CombineError(f"{_name(path)}: its {key} {differ} of {_name(paths[0])}")
    played = [(p, r) for p, r in zip(paths, results, strict=True) if r.games]
    for (p0, r0), (p1, r1) in zip(played, played[1:], strict=False):
        if r1.seed < r0.seed + r0.games:
            raise CombineError(
                f"{_name(p1)} repeats games of {_name(p0)} (seed {r1.seed} is in both)"
            )


def combine(paths: list[str]) -> dict[str, Any]:
    """The results in ``paths`` as one summary, runs in seed order; raises
    :class:`CombineError` (one line, whatever the files hold)."""
    runs = sorted(((load_result(p), p) for p in paths), key=lambda run: run[0].seed)
    results, paths = [r for r, _p in runs], [p for _r, p in runs]
    check_one_measurement(paths, results)
    first = results[0]
    ok_games = [r.games - r.failed_games for r in results]
    rounds = [(r.mean_rounds or 0.0) * n for r, n in zip(results, ok_games, strict=True)]
    return {
        "seats": first.seats,
        "map": first.map,
        "edition": first.edition,
        "variants": first.variants,
        "runs": len(results),
        "games": sum(r.games for r in results),
        "seeds": seed_blocks(results),
        "failed_games": sum(r.failed_games for r in results),
        "mean_rounds": round(sum(rounds) / sum(ok_games), 2) if sum(ok_games) else None,
        "seconds": round(sum(r.seconds for r in results), 1),
        "bots": {level: bot_total([r.bots[level] for r in results]) for level in first.bots},
    }


def seed_blocks(results: list[RunResult]) -> list[list[int]]:
    """The seeds played by ``results`` (in seed order), as [first, last] blocks of
    consecutive seeds."""
    blocks: list[list[int]] = []
    for r in (r for r in results if r.games):
        if blocks and blocks[-1][1] + 1 == r.seed:
            blocks[-1][1] = r.seed + r.games - 1
        else:
            blocks.append([r.seed, r.seed + r.games - 1])
    return blocks


def _mean(values: list[tuple[float | None, int]]) -> float | None:
    """The mean of per-run means weighted by their samples (None where none are known)."""
    known = [(v, n) for v, n in values if v is not None and n]
    total = sum(n for _v, n in known)
    return sum(v * n for v, n in known) / total if total else None


def bot_total(parts: list[BotResult]) -> dict[str, Any]:
    """One level's figures over every run."""
    samples = sum(b.samples for b in parts)
    wins = sum(b.wins for b in parts)
    low, high = wilson(wins, samples)
    p95 = [b.decision_ms_p95 for b in parts if b.decisions]
    mean_of = {
        key: _mean([(getattr(b, key), b.samples) for b in parts])
        for key in ("mean_rank", "mean_cities", "mean_powered", "think_s_per_game_mean")
    }
    return {
        "samples": samples,
        "wins": round(wins, 2),
        "win_rate": round(wins / samples, 4) if samples else 0.0,
        "win_rate_95": [round(low, 4), round(high, 4)],
        "wins_by_run": [round(b.wins, 2) for b in parts],
        "mean_rank": _rounded(mean_of["mean_rank"], 3),
        "mean_cities": _rounded(mean_of["mean_cities"], 2),
        "mean_powered": _rounded(mean_of["mean_powered"], 2),
        "decisions": sum(b.decisions for b in parts),
        "decision_ms_p95_median": round(statistics.median(p95), 3) if p95 else 0.0,
        "decision_ms_p95_worst": round(max(p95), 3) if p95 else 0.0,
        "decision_ms_max": max(b.decision_ms_max for b in parts),
        "think_s_per_game_mean": _rounded(mean_of["think_s_per_game_mean"], 3) or 0.0,
        "think_s_per_game_max": max(b.think_s_per_game_max for b in parts),
        "failed_games": sum(b.failed_games for b in parts),
        "ended_games": sum(b.ended_games for b in parts),
        "ended_and_lost": sum(b.ended_and_lost for b in parts),
    }


def _rounded(value: float | None, digits: int) -> float | None:
    return None if value is None else round(value, digits)


def _name(path: str) -> str:
    """A file named in a refusal: the whole path as given, as plain quoted text."""
    return quoted(path, limit=240)
