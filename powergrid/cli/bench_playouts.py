"""`powergrid bench --playouts`: how fast the Expert's play-outs run, engine and policy apart.

Positions come from seeded games played by the Expert's rollout policy at every seat
(the kind of position the Expert searches from). From each, the Expert's play-outs
are run in-process on one core exactly as its search runs them: a determinization of
the seat's view, a candidate applied, every seat playing the rollout policy up to the
Expert's horizon, the leaf scored. The time is CPU time of this process, so a busy
machine slows the figures less than the wall clock would.

The split: the actions of every play-out are recorded in an untimed pass and replayed
through the engine alone (determinize, clone, ``legal_actions`` and ``apply`` at every
decision); the leaf scoring is timed on the play-outs' last positions; the policy is
the rest of the play-out time. ``decisions`` and ``leaf_digest`` are the same for two
builds that play the same play-outs.
"""

from __future__ import annotations

import hashlib
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..ai.expert import ExpertBot, ExpertRolloutPolicy
from ..ai.playouts import apply_spec, evaluate, playout
from ..rules import Action, GameConfig, GameState, Variants, new_game


@dataclass(frozen=True)
class Job:
    """One search's play-outs: a seat's view, the candidates and the determinizations."""

    view: GameState
    seat: int
    specs: tuple[tuple[Any, ...], ...]
    seeds: tuple[int, ...]
    stop_round: int


def positions(
    players: int, games: int, seed: int, stride: int, variants: Variants | None = None
) -> list[tuple[GameState, int]]:
    """(view, seat) at every ``stride``-th decision of games played by the rollout policy
    (USA, with the given variants)."""
    policy = ExpertRolloutPolicy()
    config = GameConfig.quick(players, "usa", variants=variants or Variants())
    out = []
    for g in range(games):
        state = new_game(config, seed + g)
        count = 0
        while not state.is_terminal():
            seat = state.current_player
            if count % stride == 0:
                out.append((state.view(seat), seat))
            state.apply(policy.decide(state, seat))
            count += 1
    return out


def jobs_at(found: list[tuple[GameState, int]], seed: int, samples: int) -> list[Job]:
    """A search per position: the policy's own move and up to two other legal moves as
    candidates, ``samples`` determinizations, the Expert's horizon from there."""
    rng = random.Random(seed)
    planner = ExpertBot(seed)
    policy = ExpertRolloutPolicy()
    jobs = []
    for view, seat in found:
        default = policy.decide(view, seat)
        others = [a for a in view.legal_actions() if a != default]
        picked = [default, *rng.sample(others, min(2, len(others)))]
        _samples, stop_round = planner.search_plan(view, seat)
        seeds = tuple(rng.getrandbits(32) for _ in range(samples))
        specs = tuple(("act", a) for a in picked)
        jobs.append(Job(view, seat, specs, seeds, stop_round))
    return jobs


class _Recorder:
    """A policy that remembers the actions it chose, one list per play-out (for the
    untimed pass)."""

    def __init__(self, policy: ExpertRolloutPolicy) -> None:
        self.policy = policy
        self.memo = policy.memo
        self.override = policy.override
        self.lines: list[list[Action]] = [[]]

    def decide(self, s: GameState, seat: int) -> Action:
        act = self.policy.decide(s, seat)
        self.lines[-1].append(act)
        return act

    def end_line(self) -> None:
        self.lines.append([])


def _play(jobs: list[Job], policy: Any) -> tuple[int, list[tuple[GameState, int]]]:
    """Every play-out of ``jobs`` as the search plays it: (decisions, (last position,
    seat) of each play-out)."""
    decisions = 0
    leaves = []
    end_line = getattr(policy, "end_line", None)
    for job in jobs:
        policy.memo.clear()
        for seed in job.seeds:
            world = job.view.determinize(random.Random(seed))
            for spec in job.specs:
                s = world.clone()
                apply_spec(policy, s, job.seat, spec)
                decisions += playout(policy, s, job.stop_round)
                policy.override.clear()
                leaves.append((s, job.seat))
                if end_line is not None:
                    end_line()
    return decisions, leaves


def _replay(jobs: list[Job], lines: list[list[Action]], legal: bool) -> float:
    """CPU seconds of the engine's part of the recorded play-outs: determinize, clone,
    apply at every decision, and with ``legal`` the legal actions there too."""
    start = time.process_time()
    k = 0
    for job in jobs:
        for seed in job.seeds:
            world = job.view.determinize(random.Random(seed))
            for spec in job.specs:
                s = world.clone()
                s.apply(spec[1])
                for act in lines[k]:
                    if legal:
                        s.legal_actions()
                    s.apply(act)
                k += 1
    return time.process_time() - start


def _timed(fn: Callable[[], Any]) -> tuple[float, Any]:
    start = time.process_time()
    value = fn()
    return time.process_time() - start, value


def measure(
    players: int,
    games: int,
    seed: int,
    variants: Variants | None = None,
    samples: int = 2,
    stride: int = 6,
) -> dict:
    """The figures of one table size (see the module text).

    ``engine`` is what a search over the engine's own move list pays (legal actions,
    apply, clone); the policy is the play-out time less what the play-outs ask of the
    engine themselves (apply, clone) and less the leaf scoring."""
    jobs = jobs_at(positions(players, games, seed, stride, variants), seed, samples)
    total, (decisions, leaves) = _timed(lambda: _play(jobs, ExpertRolloutPolicy()))
    recorder = _Recorder(ExpertRolloutPolicy())
    _play(jobs, recorder)
    engine = _replay(jobs, recorder.lines, legal=True)
    applied = _replay(jobs, recorder.lines, legal=False)
    leaf, scores = _timed(lambda: [evaluate(s, seat) for s, seat in leaves])
    policy_s = max(0.0, total - applied - leaf)
    playouts = len(leaves)
    digest = hashlib.sha256(repr([round(x, 6) for x in scores]).encode()).hexdigest()[:16]
    return {
        "players": players,
        "searches": len(jobs),
        "playouts": playouts,
        "decisions": decisions,
        "decisions_per_s": round(decisions / total),
        "playouts_per_s": round(playouts / total, 1),
        "engine_us_per_decision": round(engine / decisions * 1e6, 2),
        "policy_us_per_decision": round(policy_s / decisions * 1e6, 2),
        "leaf_us_per_playout": round(leaf / playouts * 1e6, 2),
        "policy_share": round(policy_s / total, 3),
        "cpu_s": round(total, 2),
        "leaf_digest": digest,
    }


def bench_playouts(games: int, seed: int, variants: Variants | None = None) -> dict:
    """Figures for 2 and 4 players (positions from ``games`` games each, USA)."""
    return {
        "clock": "process CPU time, one core, no pool",
        "policy": "ExpertRolloutPolicy",
        "games": games,
        "seed": seed,
        "two_players": measure(2, games, seed, variants),
        "four_players": measure(4, games, seed, variants),
    }
