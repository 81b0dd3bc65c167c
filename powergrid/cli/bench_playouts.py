"""`powergrid bench --playouts`: how fast the Expert's play-outs run, engine and policy apart.

The Expert decides at positions of seeded games (played by its rollout policy at
every seat) and each search it starts is kept: its view, candidates, seeds and
horizon. The kept searches are then run in-process on one core exactly as the
Expert runs them without a pool (the same chunks and budget, no time guard): a
determinization per seed, each candidate applied, every seat playing the rollout
policy up to the horizon, the leaf scored. Time is CPU time of this process, so a
busy machine slows the figures less than the wall clock would.

The split: an untimed run records every action of every play-out; the recorded
actions are replayed through the engine alone (determinize, clone, and
``legal_actions`` and ``apply`` at every action); the leaf scoring is timed on the
play-outs' last positions. The policy's part is the play-out time less the
engine's (without the legal-action lists, which the policy does not ask for) and
the leaf's. ``decisions`` and ``rows_digest`` are equal for two builds that play
the same play-outs.
"""

from __future__ import annotations

import hashlib
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..ai.playouts import LeafEvaluation, RolloutPolicy, Spec, evaluate, run_samples
from ..ai.search import SearchBot
from ..levels import EXPERT
from ..rules import Action, GameConfig, GameState, IllegalActionError, Variants, new_game

#: No time guard: a search then depends on its seeds alone.
NO_GUARD = float("inf")


@dataclass(frozen=True)
class Search:
    """One search of the Expert: a seat's view, the candidates, the seeds of the
    determinizations and the last round played out."""

    view: GameState
    seat: int
    specs: tuple[Spec, ...]
    seeds: tuple[int, ...]
    stop_round: int

    def chunks(self) -> list[tuple[int, ...]]:
        """The seeds cut into the Expert's chunks (one per worker of its pool)."""
        n = EXPERT.chunks
        return [part for part in (self.seeds[i::n] for i in range(n)) if part]


class _Capture(SearchBot):
    """The Expert deciding as usual, keeping each search instead of playing it (every
    candidate scores the same, so the decision keeps its default)."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed, EXPERT)
        self.searches: list[Search] = []

    def sample_rows(self, v, seat, candidates, exact=False) -> list[list[float]]:
        seeds, stop_round = self.search_seeds(v, seat, exact)
        specs = tuple(spec for _label, spec in candidates)
        self.searches.append(Search(v, seat, specs, tuple(seeds), stop_round))
        return [[0.0] * len(candidates) for _seed in seeds]


def searches_of(
    players: int, games: int, seed: int, count: int, variants: Variants | None = None
) -> list[Search]:
    """``count`` of the Expert's searches, spread evenly over ``games`` games (USA,
    with ``variants``) played by the rollout policy at every seat."""
    policy = RolloutPolicy(EXPERT.policy)
    config = GameConfig.quick(players, "usa", variants=variants or Variants())
    found: list[Search] = []
    for g in range(games):
        state = new_game(config, seed + g)
        expert = _Capture(seed + g)
        while not state.is_terminal():
            seat = state.current_player
            expert.search_move(state.view(seat), seat)
            state.apply(policy.decide(state, seat))
        found += expert.searches
    step = max(1, len(found) // count)
    return found[::step][:count]


def _run(
    searches: Sequence[Search], policy: RolloutPolicy, leaf: LeafEvaluation
) -> list[list[list[float]]]:
    """Every chunk of every search run as the Expert runs it in-process: its rows."""
    share = EXPERT.budget // EXPERT.chunks
    out = []
    for search in searches:
        for part in search.chunks():
            deals = [random.Random(seed) for seed in part]
            out.append(
                run_samples(
                    policy,
                    search.view,
                    search.seat,
                    search.specs,
                    deals,
                    search.stop_round,
                    share,
                    NO_GUARD,
                    None,
                    leaf,
                )
            )
    return out


class _Logged(GameState):
    """A state that writes every action applied to it (and to its clones) into a log,
    one list per state; the trial of ``is_legal`` is not logged."""

    __slots__ = ()

    def apply(self, action):  # type: ignore[no-untyped-def]  # as GameState.apply
        _LOG.setdefault(id(self), (self, []))[1].append(action)
        return super().apply(action)

    def is_legal(self, action: Action) -> IllegalActionError | None:
        trial: GameState = self.clone()
        trial.__class__ = GameState
        return trial.is_legal(action)


#: The log of :class:`_Logged`: by state identity, the state (kept alive, so that no
#: other state gets its identity) and the actions applied to it.
_LOG: dict[int, tuple[GameState, list[Action]]] = {}


class _Counting(RolloutPolicy):
    """The rollout policy counting its decisions."""

    def __init__(self) -> None:
        super().__init__(EXPERT.policy)
        self.decisions = 0

    def decide(self, s, seat):  # type: ignore[no-untyped-def]  # as the policy's
        self.decisions += 1
        return super().decide(s, seat)


@dataclass
class _Record:
    """What the untimed run saw: each play-out's actions and last position, in the
    order played, and the rows of each chunk."""

    lines: list[list[Action]] = field(default_factory=list)
    leaves: list[tuple[GameState, int]] = field(default_factory=list)
    rows: list[int] = field(default_factory=list)
    decisions: int = 0


def _record(searches: Sequence[Search]) -> _Record:
    record = _Record()

    def leaf(s: GameState, seat: int) -> float:
        record.leaves.append((s, seat))
        record.lines.append(_LOG.pop(id(s), (s, []))[1])
        return evaluate(s, seat)

    logged = []
    for search in searches:
        view = search.view.clone()
        view.__class__ = _Logged
        logged.append(Search(view, search.seat, search.specs, search.seeds, search.stop_round))
    policy = _Counting()
    try:
        record.rows = [len(rows) for rows in _run(logged, policy, leaf)]
    finally:
        _LOG.clear()
    record.decisions = policy.decisions
    return record


def _replay(searches: Sequence[Search], record: _Record, legal: bool) -> float:
    """CPU seconds of the engine's part of the recorded play-outs: determinize, clone,
    apply every action, and with ``legal`` list the legal actions before each."""
    start = time.process_time()
    chunk = line = 0
    for search in searches:
        for part in search.chunks():
            for seed in part[: record.rows[chunk]]:
                world = search.view.determinize(random.Random(seed))
                for _spec in search.specs:
                    s = world.clone()
                    for act in record.lines[line]:
                        if legal:
                            s.legal_actions()
                        s.apply(act)
                    line += 1
            chunk += 1
    return time.process_time() - start


#: Games per table size the searched positions come from.
GAMES = 2


def measure(
    players: int, seed: int, count: int = 8, variants: Variants | None = None
) -> dict[str, object]:
    """The figures of one table size (see the module text)."""
    searches = searches_of(players, GAMES, seed, count, variants)
    start = time.process_time()
    rows = _run(searches, RolloutPolicy(EXPERT.policy), evaluate)
    total = time.process_time() - start
    record = _record(searches)
    engine = _replay(searches, record, legal=True)
    applied = _replay(searches, record, legal=False)
    start = time.process_time()
    for s, seat in record.leaves:
        evaluate(s, seat)
    leaf = time.process_time() - start
    policy = max(0.0, total - applied - leaf)
    playouts = len(record.leaves)
    decisions = record.decisions
    digest = hashlib.sha256(repr(rows).encode()).hexdigest()[:16]
    return {
        "players": players,
        "searches": len(searches),
        "playouts": playouts,
        "decisions": decisions,
        "decisions_per_s": round(decisions / total),
        "playouts_per_s": round(playouts / total, 1),
        "engine_us_per_decision": round(engine / decisions * 1e6, 2),
        "policy_us_per_decision": round(policy / decisions * 1e6, 2),
        "leaf_us_per_playout": round(leaf / playouts * 1e6, 2),
        "policy_share": round(policy / total, 3),
        "cpu_s": round(total, 2),
        "rows_digest": digest,
    }


def bench_playouts(
    seed: int, searches: int = 8, variants: Variants | None = None
) -> dict[str, object]:
    """Figures for 2 and 4 players: ``searches`` searches each (USA, ``variants``)."""
    return {
        "clock": "process CPU time, one core, no pool",
        "policy": "RolloutPolicy(EXPERT.policy)",
        "seed": seed,
        "two_players": measure(2, seed, searches, variants),
        "four_players": measure(4, seed, searches, variants),
    }
