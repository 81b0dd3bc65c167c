"""The process pool the Expert bot spreads its play-outs over.

One pool per process run (a ``tournament`` run, an app session), started on first use
and shut down at exit, never per decision. Workers are started with ``forkserver``
(``spawn`` where that does not exist), so a pool can be opened from a program that
already runs threads (the Qt app). A process that is itself a pool worker (a
daemonic process may not have children) gets no pool and searches in-process. In a
frozen stand-alone bundle the workers are the bundle's executable started again:
its launcher calls ``multiprocessing.freeze_support()`` first, which turns such a
start into a worker (``packaging/launcher.py``).
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import random
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..levels import Heuristic
    from ..rules import GameState
    from .playouts import LeafEvaluation, RolloutPolicy, Spec

_POOL: ProcessPoolExecutor | None = None
_POLICIES: dict[Heuristic, RolloutPolicy] = {}


def pool_workers() -> int:
    """Worker processes of the pool: every core, at most 4, at least 1."""
    return max(1, min(4, os.cpu_count() or 1))


def search_pool() -> ProcessPoolExecutor | None:
    """The shared pool, started on the first call; None where children are not allowed."""
    global _POOL
    if _POOL is not None:
        return _POOL
    if multiprocessing.current_process().daemon or pool_workers() < 2:
        return None
    methods = multiprocessing.get_all_start_methods()
    ctx = multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
    _POOL = ProcessPoolExecutor(max_workers=pool_workers(), mp_context=ctx)
    atexit.register(shutdown_pool)
    return _POOL


def shutdown_pool() -> None:
    """Stop the pool's workers (at exit, or when an app session ends)."""
    global _POOL
    if _POOL is not None:
        _POOL.shutdown(wait=True, cancel_futures=True)
        _POOL = None


def run_chunk(
    heuristic: Heuristic,
    leaf: LeafEvaluation,
    view: GameState,
    seat: int,
    specs: Sequence[Spec],
    seeds: Sequence[int],
    stop_round: int,
    budget: int,
    guard: float,
    rivals: Sequence[Heuristic] = (),
) -> list[list[float]]:
    """Worker side (or in-process): play out ``specs`` on the determinizations drawn
    from ``seeds``, every seat playing the ``heuristic`` play-out policy, each end
    scored by ``leaf``. With ``rivals``, the same determinizations are played again
    with the other seats playing each of them in turn, and each score is the worst of
    the models.

    A policy is made once per process and heuristic, and reused; the pairs that play
    the rival models are made per chunk (their memo is the search's)."""
    from .playouts import RolloutPolicy, SeatPolicies, run_samples

    start = time.perf_counter()
    policy = _POLICIES.get(heuristic)
    if policy is None:
        policy = _POLICIES[heuristic] = RolloutPolicy(heuristic)
    share = guard / (1 + len(rivals))  # the models share the chunk's time guard
    deals = [random.Random(seed) for seed in seeds]
    rows = run_samples(policy, view, seat, specs, deals, stop_round, budget, share, None, leaf)
    for rival in rivals:
        mixed = SeatPolicies(RolloutPolicy(heuristic), RolloutPolicy(rival), seat)
        left = max(0.05, guard - (time.perf_counter() - start))
        deals = [random.Random(seed) for seed in seeds[: len(rows)]]
        more = run_samples(mixed, view, seat, specs, deals, stop_round, budget, left, None, leaf)
        rows = [
            [min(a, b) for a, b in zip(r, m, strict=True)]
            for r, m in zip(rows, more, strict=False)  # the rival's may stop sooner
        ]
    return rows
