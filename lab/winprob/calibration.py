"""How far the win chances can be trusted (``python -m lab coach calibrate``).

Bot games are played; at the start of every round each estimator gives every seat's
chance to win from seat 0's view (the model, today's play-outs of the coach, and the
standings guess that serves as the baseline; ``blind`` is the model not told who
plays each seat), and when the game ends each estimate is
set against the seat's share of the win (1 for the winner, split on a tie). Every
estimator sees the same games. The figures, per estimator:

* ``brier``: the mean of (estimate − share)² over every seat's estimate;
* ``ece``: the expected calibration error over ten equal bins of the estimate, the
  bins' |mean estimate − mean share| weighted by their share of the estimates;
* ``mean_swing``: the mean absolute change of a seat's estimate from one round start
  to the next, in points (hundredths);
* the calibration table, and the time an estimate takes (p50, p95, max, in ms).
"""

from __future__ import annotations

import multiprocessing
import os
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from lab.stats import percentile
from lab.winprob.games import Table, outcome_of, play
from powergrid.ai.winprob.model import WinModel, standings_guess
from powergrid.rules import GameState

BINS = 10

Estimate = tuple[int, tuple[float, ...], float]  # round, chances by seat, seconds


def rotated(levels: Sequence[str], g: int) -> tuple[str, ...]:
    """The seats of game ``g``: seat i is played by entry (i + g) mod n, so every entry
    plays every seat in turn (as in ``python -m lab tournament``)."""
    n = len(levels)
    return tuple(levels[(i + g) % n] for i in range(n))


def _playout_estimator(seed: int) -> Callable[[GameState], tuple[float, ...]]:
    """Today's coach estimate: play-outs from samples of the view, seeded as the app
    seeds it (the game's seed × 131 + the round just completed)."""
    from powergrid.ai.coach import Coach

    def estimate(view: GameState) -> tuple[float, ...]:
        chances: Callable[[GameState], Any] = Coach(seed * 131 + view.round - 1).playout_win_chances
        return tuple(float(c) for c in chances(view))

    return estimate


def play_measured(task: tuple[Table, int, tuple[str, ...], WinModel]) -> dict[str, Any]:
    """One game with every estimator asked at every round start: their estimates and
    the final shares."""
    table, seed, estimators, model = task
    found: dict[str, list[Estimate]] = {name: [] for name in ("baseline", *estimators)}
    playouts = _playout_estimator(seed) if "playouts" in estimators else None

    def ask(state: GameState) -> None:
        view = state.view(0)
        for name in found:
            start = time.perf_counter()
            if name == "baseline":
                chances = standings_guess(view, model.baseline_beta)
            elif name == "model":
                chances = model.chances(view, table.levels)
            elif name == "blind":
                chances = model.chances(view)
            else:
                assert playouts is not None
                chances = playouts(view)
            found[name].append((state.round, chances, time.perf_counter() - start))

    game = play(table, seed, ask)
    return {"shares": list(outcome_of(game).shares()), "estimates": found}


def measure(
    levels: Sequence[str],
    map_name: str,
    games: int,
    seed: int,
    estimators: Sequence[str],
    model: WinModel,
    workers: int = 1,
    advance: Callable[[], None] | None = None,
) -> dict[str, Any]:
    """Play ``games`` games (seed S + g, seats rotated) and score every estimator."""
    tasks = [
        (Table(map_name, rotated(levels, g)), seed + g, tuple(estimators), model)
        for g in range(games)
    ]
    results: list[dict[str, Any]] = []
    if workers <= 1:
        for task in tasks:
            results.append(play_measured(task))
            if advance is not None:
                advance()
    else:
        ctx = multiprocessing.get_context("fork" if os.name == "posix" else "spawn")
        with ctx.Pool(workers) as pool:
            for result in pool.imap(play_measured, tasks):
                results.append(result)
                if advance is not None:
                    advance()
    scored = {name: score(results, name) for name in ("baseline", *estimators)}
    first = scored[estimators[0]] if estimators else scored["baseline"]
    summary: dict[str, Any] = {
        "games": games,
        "players": len(levels),
        "map": map_name,
        "seats": list(levels),
        "seed": seed,
        "estimator": estimators[0] if estimators else "baseline",
        "estimates": first["estimates"],
        "brier": first["brier"],
        "brier_baseline": scored["baseline"]["brier"],
        "brier_reduction": _reduction(first["brier"], scored["baseline"]["brier"]),
        "ece": first["ece"],
        "mean_swing": first["mean_swing"],
        "ms_per_estimate": first["ms_per_estimate"],
        "calibration": first["calibration"],
        "baseline": {
            "definition": "softmax over seats of beta x cities connected",
            "beta": model.baseline_beta,
            **{k: v for k, v in scored["baseline"].items() if k != "calibration"},
        },
    }
    others = {
        name: {
            **scored[name],
            "brier_reduction": _reduction(scored[name]["brier"], summary["brier_baseline"]),
        }
        for name in estimators[1:]
    }
    if others:
        summary["others"] = others
    return summary


def _reduction(brier: float, baseline: float) -> float:
    """How much lower than the baseline's a Brier score is, as a share of it."""
    return round(1.0 - brier / baseline, 4) if baseline > 0 else 0.0


def score(results: Sequence[Mapping[str, Any]], name: str) -> dict[str, Any]:
    """The figures of one estimator over the games' results (see the module text)."""
    pairs: list[tuple[float, float]] = []
    swings: list[float] = []
    seconds: list[float] = []
    for result in results:
        shares = result["shares"]
        estimates: list[Estimate] = result["estimates"][name]
        previous: tuple[float, ...] | None = None
        for _round, chances, took in estimates:
            seconds.append(took)
            pairs.extend(zip(chances, shares, strict=True))
            if previous is not None:
                swings.extend(abs(a - b) for a, b in zip(chances, previous, strict=True))
            previous = chances
    n = len(pairs)
    return {
        "estimates": n,
        "brier": round(sum((p - y) ** 2 for p, y in pairs) / n, 5) if n else None,
        "ece": round(expected_calibration_error(pairs), 4) if n else None,
        "mean_swing": round(100 * sum(swings) / len(swings), 2) if swings else None,
        "ms_per_estimate": {
            "p50": round(1000 * percentile(seconds, 0.5), 3),
            "p95": round(1000 * percentile(seconds, 0.95), 3),
            "max": round(1000 * max(seconds), 3) if seconds else 0.0,
        },
        "calibration": calibration_table(pairs),
    }


def _bins(pairs: Sequence[tuple[float, float]]) -> list[list[tuple[float, float]]]:
    """The (estimate, share) pairs in ten equal bins of the estimate (the last holds 1)."""
    bins: list[list[tuple[float, float]]] = [[] for _ in range(BINS)]
    for p, y in pairs:
        bins[min(BINS - 1, int(p * BINS))].append((p, y))
    return bins


def expected_calibration_error(pairs: Sequence[tuple[float, float]]) -> float:
    """Σ over bins of (share of the estimates) × |mean estimate − mean share|."""
    total = 0.0
    for members in _bins(pairs):
        if members:
            total += abs(sum(p - y for p, y in members))
    return total / len(pairs) if pairs else 0.0


def calibration_table(pairs: Sequence[tuple[float, float]]) -> list[dict[str, Any]]:
    """Ten bins of the estimate (the last includes 1): count, mean estimate, mean share."""
    table = []
    for i, members in enumerate(_bins(pairs)):
        if not members:
            continue
        table.append(
            {
                "bin": f"{i / BINS:.1f}-{(i + 1) / BINS:.1f}",
                "estimates": len(members),
                "mean_estimate": round(sum(p for p, _ in members) / len(members), 4),
                "won": round(sum(y for _, y in members) / len(members), 4),
            }
        )
    return table
