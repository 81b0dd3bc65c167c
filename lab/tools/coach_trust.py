"""How far a player can trust the coach: two measures over bot games.

    python -m lab.tools.coach_trust stability --positions 200 --seeds 5 [--workers 2]
    python -m lab.tools.coach_trust marks DIR_OR_SAVE... [--workers 2]

(the games for ``marks``: ``python -m lab tournament --seats expert,expert,expert --games 20
--seed 62000 --save-games DIR``)

* :func:`stability` asks the same hint with several seeds at positions of seeded bot
  games and counts how often the best choice is the same decision with every seed, and
  how far a stated difference moves between seeds (``stability``).
  A hint whose choice or numbers turn with the seed is noise a player learns to distrust.
* :func:`review_marks` reviews finished games as the analysis board does (every seat
  when none is human, the game's seed) and counts the marks of the reviewed turns
  (``marks``). Played by the strongest level against itself, few turns
  should be marked mistake or blunder: the coach cannot know better by much.

Both are counts and shares of deterministic searches, so the same arguments give the
same JSON whatever the number of worker processes; only the timings vary.
"""

from __future__ import annotations

import argparse
import functools
import json
import math
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Hashable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lab.commands.progress import Progress
from powergrid.ai import bot_for
from powergrid.ai.analysis import MARK_FIGURE, Mark, mark_of
from powergrid.ai.coach import Coach, Hint, coach_seed
from powergrid.ai.review import _turns, review_turn
from powergrid.levels import find, without_guards
from powergrid.rules import Action, Game, GameConfig, GameState, SaveError, new_game, save

#: A stated difference per unit, by the figure of its params (the analysis board's).
FIGURES = MARK_FIGURE


@dataclass(frozen=True)
class Position:
    """A decision of a bot game with a choice for the coach: the view of the seat to play."""

    game_seed: int
    seat: int
    view: GameState


def seed_of(position: Position, k: int) -> int:
    """The ``k``-th seed a position's hint is asked with; seed 0 is the app's own."""
    return coach_seed(position.game_seed, position.seat) + k * 1_000_003


def bot_positions(
    count: int,
    seed: int,
    players: int = 3,
    map_name: str = "usa",
    every: int = 7,
    level: str = "normal",
) -> list[Position]:
    """``count`` positions from seeded games of ``level`` bots (game g with seed
    ``seed + g``): every ``every``-th decision at which the coach weighs more than one
    option, game after game until there are enough."""
    out: list[Position] = []
    coach = Coach(0)
    g = decisions = 0
    while len(out) < count:
        game = Game(GameConfig.quick(players, map_name), seed + g)
        settings = without_guards(find(level).settings)
        bots = [bot_for(settings, (seed + g) * 7 + i, level) for i in range(players)]
        while not game.state.is_terminal() and len(out) < count:
            state = game.state
            seat = state.current_player
            view = state.view(seat)
            if len(view.legal_actions()) > 1 and len(coach.options(view, seat)) > 1:
                decisions += 1
                if decisions % every == 0:
                    out.append(Position(seed + g, seat, view))
            game.apply(bots[seat].choose(view))
        g += 1
    return out


def _hints(position: Position, seeds: int) -> list[tuple[Hint, float, float]]:
    """The position's hint with each of ``seeds`` seeds, with the seconds each took on
    the clock and of the processor (the machine may be busy with other work)."""
    out = []
    for k in range(seeds):
        start, cpu = time.perf_counter(), time.process_time()
        hint = Coach(seed_of(position, k)).hint(position.view, position.seat)
        out.append((hint, time.perf_counter() - start, time.process_time() - cpu))
    return out


def _mapped(work: Callable[[Any], Any], items: Sequence[Any], workers: int, advance=None):
    """``work`` over ``items`` in order, in ``workers`` processes (1: in this one)."""
    if workers <= 1:
        for item in items:
            yield work(item)
            if advance is not None:
                advance()
        return
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for result in pool.map(work, items):
            yield result
            if advance is not None:
                advance()


def _streamed(
    work: Callable[[Any], dict[str, Any]],
    jobs: Sequence[Any],
    key: Callable[[dict[str, Any]], Hashable],
    workers: int,
    out: Path | None,
    advance: Callable[[], None] | None,
) -> list[dict[str, Any]]:
    """The records of ``work`` over ``jobs``, in the order of the jobs. With ``out``,
    records already in that JSON-lines file are read back (by ``key``, a job's first
    item being its key) and each new one is appended as soon as it is done."""
    known: dict[Hashable, dict[str, Any]] = {}
    if out is not None and out.exists():
        for line in out.read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            known[_hashable(key(record))] = record
    keys = [_hashable(_job_key(job)) for job in jobs]
    todo = [job for job, k in zip(jobs, keys, strict=True) if k not in known]
    stream = out.open("a", encoding="utf-8") if out is not None else None
    try:
        for record in _mapped(work, todo, workers, advance):
            known[_hashable(key(record))] = record
            if stream is not None:
                stream.write(json.dumps(record) + "\n")
                stream.flush()
    finally:
        if stream is not None:
            stream.close()
    return [known[k] for k in keys if k in known]


def _job_key(job: Any) -> Hashable:
    """A job's key: a position's number, or a turn's (save, index)."""
    return job[0] if isinstance(job[0], int) else (job[0], job[1])


def _hashable(value: Any) -> Hashable:
    return tuple(value) if isinstance(value, list) else value


def stated(hint: Hint) -> dict[tuple, tuple[str, float]]:
    """Every alternative of a hint: its decision -> (unit, figure); "same" with 0 for
    about as good."""
    out = {}
    for c in hint.alternatives:
        d = c.difference
        figure = float(d.params.get(FIGURES.get(d.kind, ""), 0)) if not d.same else 0.0
        out[c.decision] = (d.kind, figure)
    return out


def _position_record(args: tuple[int, Position, int]) -> dict[str, Any]:
    """What the hints of one position with several seeds say, as JSON data (decisions
    written as text); picklable for a pool."""
    number, position, seeds = args
    hints = _hints(position, seeds)
    return {
        "position": number,
        "phase": str(position.view.phase.value),
        "bests": [repr(h.best.decision) for h, _t, _c in hints],
        "stated": [{repr(d): list(v) for d, v in stated(h).items()} for h, _t, _c in hints],
        "seconds": [t for _h, t, _c in hints],
        "cpu": [c for _h, _t, c in hints],
    }


def spreads(records: Sequence[dict[str, Any]]) -> dict[str, list[float]]:
    """For each alternative decision that two or more seeds of a position list with a
    difference in one unit (or as about as good), how far the stated figure moves
    between the seeds (largest less smallest), by unit."""
    out: dict[str, list[float]] = {}
    for record in records:
        decisions = {d for s in record["stated"] for d in s}
        for d in decisions:
            listed = [s[d] for s in record["stated"] if d in s]
            units = {u for u, _f in listed if u != "same"}
            if len(listed) < 2 or len(units) > 1:
                continue
            unit = units.pop() if units else "same"
            figures = [f for _u, f in listed]
            out.setdefault(unit, []).append(max(figures) - min(figures))
    return out


def _summary(values: Sequence[float], digits: int = 1) -> dict[str, float]:
    """How many values, their median, 90th percentile and largest."""
    ordered = sorted(values)
    if not ordered:
        return {"n": 0}
    return {
        "n": len(ordered),
        "median": round(statistics.median(ordered), digits),
        "p90": round(ordered[int(0.9 * (len(ordered) - 1))], digits),
        "max": round(ordered[-1], digits),
    }


def stability(
    positions: int,
    seeds: int = 5,
    seed: int = 1,
    players: int = 3,
    map_name: str = "usa",
    every: int = 7,
    workers: int = 1,
    advance: Callable[[], None] | None = None,
    out: Path | None = None,
) -> dict[str, Any]:
    """Ask the hint of ``positions`` positions of Normal-bot games with ``seeds`` seeds
    each: how often the best choice is one decision with every seed, and how far the
    stated differences move between seeds (see :func:`spreads`). With ``out``, each
    position's record is appended to that JSON-lines file as it is done, and positions
    already there are not asked again."""
    chosen = bot_positions(positions, seed, players, map_name, every)
    jobs = [(i, p, seeds) for i, p in enumerate(chosen)]
    records = _streamed(_position_record, jobs, lambda r: r["position"], workers, out, advance)
    summary = summarise_stability(records)
    summary.update(players=players, map=map_name, seed=seed, every=every)
    return summary


def summarise_stability(records: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The records of positions asked with several seeds counted (see :func:`stability`)."""
    seeds = max((len(r["bests"]) for r in records), default=0)
    agree = [len(set(r["bests"])) == 1 for r in records]
    with_most = [Counter(r["bests"]).most_common(1)[0][1] / seeds for r in records]
    by_phase: dict[str, list[int]] = {}
    for r, ok in zip(records, agree, strict=True):
        row = by_phase.setdefault(r["phase"], [0, 0])
        row[0] += ok
        row[1] += 1
    seconds = [t for r in records for t in r["seconds"]]
    stated_then_same = sum(
        1
        for r in records
        for d in {d for s in r["stated"] for d in s}
        if len({s[d][0] == "same" for s in r["stated"] if d in s}) > 1
    )
    return {
        "positions": len(records),
        "seeds": seeds,
        "best_agrees": sum(agree),
        "best_agrees_share": round(sum(agree) / max(1, len(records)), 3),
        "seeds_with_the_most_common_best": round(sum(with_most) / max(1, len(records)), 3),
        "best_agrees_by_phase": {k: f"{a}/{n}" for k, (a, n) in sorted(by_phase.items())},
        "difference_spread_by_unit": {
            unit: _summary(values) for unit, values in sorted(spreads(records).items())
        },
        "alternatives_stated_with_one_seed_same_with_another": stated_then_same,
        "hint_seconds": _summary(seconds, 2),
        "hint_cpu_seconds": _summary([c for r in records for c in r["cpu"]], 2),
    }


# ----- the review's marks --------------------------------------------------------------------


@functools.cache
def _loaded(path: str) -> Game:
    return save.load(path)


def reviewed_turns(game: Game) -> list[tuple[int, int, tuple[Action, ...]]]:
    """(index, seat, actions) of every turn the analysis board reviews in ``game`` (its
    human seats, or every seat of a game of computer players): the turns of
    :func:`powergrid.ai.review.review` with a choice."""
    humans = tuple(i for i, s in enumerate(game.config.seats) if s.controller == "human")
    seats = humans or tuple(range(len(game.config.seats)))
    state = new_game(game.config, game.seed)
    applied = 0
    out = []
    for index, seat, acts in _turns(game):
        if seat not in seats:
            continue
        while applied < index:
            state.apply(game.log[applied])
            applied += 1
        if len(state.view(seat).legal_actions()) > 1 or len(acts) > 1:
            out.append((index, seat, tuple(acts)))
    return out


@functools.cache
def _reviewed(path: str) -> list[tuple[int, int, tuple[Action, ...]]]:
    return reviewed_turns(_loaded(path))


def _turn_mark(job: tuple[str, int]) -> dict[str, Any]:
    """The mark of one turn of a saved game (its index in the log), reviewed as the
    analysis board does: the hint of the seat's view with the game's seed."""
    path, index = job
    game = _loaded(path)
    turn = next(t for t in _reviewed(path) if t[0] == index)
    _index, seat, acts = turn
    state = new_game(game.config, game.seed)
    for action in game.log[:index]:
        state.apply(action)
    start = time.process_time()
    coach = Coach(coach_seed(game.seed, seat))
    item = review_turn(coach, state.view(seat), seat, index, acts)
    return {
        "save": path,
        "index": index,
        "round": item.round,
        "phase": str(item.phase.value),
        "seat": seat,
        "mark": mark_of(item).value,
        "difference": item.difference.text,
        "coach": item.best.label,
        "cpu": round(time.process_time() - start, 2),
    }


def marks_jobs(paths: Sequence[str], every: int = 1) -> list[tuple[str, int]]:
    """(save, turn index) of every ``every``-th reviewed turn of each game, ordered so
    that a run stopped early has reviewed turns from the whole length of every game in
    like numbers: the games taken in turn, and each game's turns in the order of
    :func:`spread_order` (its first, middle, quarters...)."""
    per_game = []
    for path in paths:
        turns = _reviewed(path)[::every]
        per_game.append([(path, turns[i][0]) for i in spread_order(len(turns))])
    longest = max((len(jobs) for jobs in per_game), default=0)
    return [jobs[n] for n in range(longest) for jobs in per_game if n < len(jobs)]


def spread_order(n: int) -> list[int]:
    """0 .. n-1 in the order of the bit-reversed counter (0, n/2, n/4, 3n/4...): every
    prefix of it is spread evenly over the range."""
    bits = max(1, (n - 1).bit_length())
    order = [int(f"{k:0{bits}b}"[::-1], 2) for k in range(1 << bits)]
    return [i for i in order if i < n]


def summarise_marks(records: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The marks of reviewed turns counted: the share marked mistake or blunder (with a
    95 % interval, the turns being a sample when not all were reviewed), and blunder."""
    marks = Counter(r["mark"] for r in records)
    turns = len(records)
    bad = marks[Mark.MISTAKE.value] + marks[Mark.BLUNDER.value]
    phases = Counter(
        r["phase"] for r in records if r["mark"] in (Mark.MISTAKE.value, Mark.BLUNDER.value)
    )
    return {
        "games": len({r["save"] for r in records}),
        "turns": turns,
        "marks": {m.value: marks[m.value] for m in Mark},
        "mistake_or_blunder_share": round(bad / max(1, turns), 4),
        "mistake_or_blunder_95": _interval(bad, turns),
        "blunder_share": round(marks[Mark.BLUNDER.value] / max(1, turns), 4),
        "blunder_95": _interval(marks[Mark.BLUNDER.value], turns),
        "mistake_or_blunder_by_phase": dict(sorted(phases.items())),
        "turn_cpu_seconds": _summary([r["cpu"] for r in records], 2),
    }


def _interval(k: int, n: int) -> list[float]:
    """The Wilson 95 % interval of a share of ``k`` in ``n``."""
    if n == 0:
        return [0.0, 1.0]
    z = 1.96
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return [round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4)]


def review_marks(
    paths: Sequence[str],
    every: int = 1,
    workers: int = 1,
    out: Path | None = None,
    advance: Callable[[], None] | None = None,
) -> dict[str, Any]:
    """Review every ``every``-th turn of the saved games as the analysis board does and
    count their marks (:func:`summarise_marks`). With ``out``, each turn's record is
    appended to that JSON-lines file as it is done, and turns already there are not
    reviewed again (a long run can be stopped and resumed)."""
    jobs = marks_jobs(paths, every)
    records = _streamed(_turn_mark, jobs, lambda r: (r["save"], r["index"]), workers, out, advance)
    return summarise_marks(records)


def iter_saves(paths: Sequence[str]) -> Iterator[str]:
    """The save files named, a folder standing for the ``*.pgsave`` files in it."""
    for name in paths:
        path = Path(name)
        if path.is_dir():
            yield from (str(p) for p in sorted(path.glob("*.pgsave")))
        else:
            yield name


# ----- the command ---------------------------------------------------------------------------


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    p = commands.add_parser("stability", help="the same hints asked with several seeds")
    p.add_argument("--positions", type=int, default=200, metavar="N")
    p.add_argument("--seeds", type=int, default=5, metavar="K")
    p.add_argument("--players", type=int, default=3, metavar="P")
    p.add_argument("--seed", type=int, default=1, metavar="S")
    p.add_argument("--every", type=int, default=7, metavar="E", help="every E-th decision")
    p.add_argument("--map", default="usa")
    p.add_argument("--out", default=None, metavar="FILE", help="JSON lines; resumes")
    p.add_argument("--workers", type=int, default=1, metavar="W")
    p = commands.add_parser("count", help="count the records of a run (stopped or not)")
    p.add_argument("kind", choices=("stability", "marks"))
    p.add_argument("records", metavar="FILE", help="the JSON-lines file of the run's --out")
    p = commands.add_parser("marks", help="saved games reviewed as the analysis board does")
    p.add_argument("saves", nargs="+", metavar="SAVE", help="save files, or folders of them")
    p.add_argument("--every", type=int, default=1, metavar="K", help="every K-th turn (default 1)")
    p.add_argument("--out", default=None, metavar="FILE", help="JSON lines of each turn; resumes")
    p.add_argument("--workers", type=int, default=1, metavar="W")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if getattr(args, "workers", 1) < 1 or getattr(args, "every", 1) < 1:
        parser.error("--workers and --every must be 1 or more")
    if args.command == "count":
        lines = Path(args.records).read_text(encoding="utf-8").splitlines()
        records = [json.loads(line) for line in lines if line.strip()]
        count = summarise_stability if args.kind == "stability" else summarise_marks
        summary = count(records)
    elif args.command == "stability":
        if args.positions < 1 or args.seeds < 2 or args.every < 1:
            parser.error("--positions and --every must be 1 or more, --seeds 2 or more")
        try:
            GameConfig.quick(args.players, args.map)
        except ValueError as err:
            parser.error(str(err))
        bar = Progress(args.positions, "stability")
        summary = stability(
            args.positions,
            args.seeds,
            args.seed,
            args.players,
            args.map,
            args.every,
            args.workers,
            bar.advance,
            Path(args.out) if args.out else None,
        )
    else:
        paths = list(iter_saves(args.saves))
        for path in paths:
            try:
                _loaded(path)
            except SaveError as err:
                print(f"coach_trust marks: {path}: {err}", file=sys.stderr)
                return 2
        if not paths:
            print("coach_trust marks: no save files found", file=sys.stderr)
            return 2
        out = Path(args.out) if args.out else None
        bar = Progress(len(marks_jobs(paths, args.every)), "marks")
        summary = review_marks(paths, args.every, args.workers, out, bar.advance)
    print(json.dumps(summary, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
