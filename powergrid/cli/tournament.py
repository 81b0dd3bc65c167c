"""`powergrid tournament`: seeded games between bot levels, seats rotated, as JSON.

Game g uses seed S+g and seats rotated by g: seat i is played by entry (i+g) mod n of
``--seats``, so every entry plays every seat equally often when the number of games
is a multiple of the number of players. Games run in parallel on every core, except
with an Expert seat: the Expert spreads its own search over the cores (a process pool
started once per run), so the games are played one after the other.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import time
import traceback
from pathlib import Path

from .. import levels
from ..ai import LEVELS, Bot, make_bot
from ..refusals import quoted
from ..rules import Edition, Game, GameConfig, IllegalActionError, SeatConfig, Variants, save
from ..stats import percentile, wilson
from . import args as argtypes
from .progress import Progress
from .simulate import MAX_ACTIONS  # a game longer than this counts as failed
from .tournament_combine import CombineError, combine
from .variant_args import (
    add_edition_argument,
    add_variant_arguments,
    check_variants,
    edition_from_args,
    variants_from_args,
)


def add_parser(sub) -> None:
    p = sub.add_parser(
        "tournament",
        help="play bots against each other, seats rotated",
        description="Play seeded games between bot levels with the seats "
        "rotated each game; print per-bot results as JSON.",
    )
    p.add_argument(
        "--seats",
        type=seats_argument,
        default="hard,normal,normal,normal",
        help="comma-separated levels, one per seat "
        f"({', '.join(level.key for level in LEVELS)}); default hard,normal,normal,normal",
    )
    p.add_argument("--map", type=argtypes.map_name, default="usa", help=argtypes.map_help())
    add_edition_argument(p)
    p.add_argument(
        "--games",
        type=argtypes.games,
        default=20,
        metavar="N",
        help=f"games to play, 1-{argtypes.MAX_GAMES} (default 20)",
    )
    p.add_argument("--seed", type=argtypes.seed, default=1, metavar="S")
    p.add_argument(
        "--workers",
        type=argtypes.int_range(0, 256),
        default=0,
        metavar="W",
        help="processes, 0-256 (default 0: every core)",
    )
    p.add_argument(
        "--save-games",
        type=save_games_folder,
        default=None,
        metavar="DIR",
        help="write every finished game as a save file into DIR (game-NNNN.pgsave)",
    )
    add_variant_arguments(p)
    p.add_argument(
        "--combine",
        nargs="+",
        default=None,
        metavar="FILE",
        help="play nothing: add up the JSON of earlier runs of one measurement "
        "(the same seats, map and variants on other seeds) into one result",
    )
    p.set_defaults(func=run, tournament_parser=p)


def save_games_folder(text: str) -> str:
    """``--save-games DIR``: a folder to write into (:func:`argtypes.output_folder`);
    a link whose target is missing is refused by name rather than followed."""
    path = Path(text)
    if path.is_symlink() and not path.exists():
        raise argparse.ArgumentTypeError(
            f"{quoted(text, 240)} is a link to {quoted(os.readlink(path), 240)}, "
            "which does not exist"
        )
    return argtypes.output_folder(text)


def parse_seats(text: str) -> list[str]:
    seats = [s.strip().lower() for s in text.split(",") if s.strip()]
    if not 2 <= len(seats) <= 6:
        raise ValueError("a game has 2 to 6 seats")
    return [levels.find(s).key for s in seats]


def seats_argument(text: str) -> list[str]:
    """``--seats`` as an argparse type: a bad list is a usage error."""
    try:
        return parse_seats(text)
    except ValueError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


def _by_entry(outcome, seat_entry: list[int]) -> dict:
    """A finished game's result per entry (not per seat): share of the win, mean
    place, cities connected and powered; and the seats' ranking as the rules give it."""
    n = len(seat_entry)
    out: dict = {"share": [0.0] * n, "rank": [0.0] * n, "cities": [0] * n, "powered": [0] * n}
    shares = outcome.shares()
    seat_ranks = outcome.mean_ranks()
    for st in outcome.standings:
        entry = seat_entry[st.seat]
        out["rank"][entry] = seat_ranks[st.seat]
        out["share"][entry] = shares[st.seat]
        out["cities"][entry] = st.cities
        out["powered"][entry] = st.powered
    out["ranking"] = list(outcome.ranking)
    return out


def seat_entries(n: int, g: int) -> list[int]:
    """Which entry of ``--seats`` plays each seat in game ``g``: rotated by ``g``."""
    return [(i + g) % n for i in range(n)]


def table_config(
    entries: list[str],
    map_name: str,
    variants: Variants,
    seat_entry: list[int],
    edition: Edition = "original",
) -> GameConfig:
    """The game's table: the map, the rule set, the variants and the level at every seat."""
    return GameConfig(
        map=map_name,
        variants=variants,
        edition=edition,
        seats=tuple(
            SeatConfig(name=f"Seat {i + 1}", controller=entries[e])
            for i, e in enumerate(seat_entry)
        ),
    )


def table_bots(entries: list[str], seat_entry: list[int], seed: int) -> list[Bot]:
    """A bot for every seat of the game of ``seed``, seeded from it and the seat."""
    return [make_bot(entries[e], seed * 7919 + i) for i, e in enumerate(seat_entry)]


def play_game(task: tuple) -> dict:
    """One game: entries[k] plays seat (k - g) mod n. Never raises."""
    entries, map_name, seed, g, *rest = task
    variants = rest[0] if rest else Variants()
    save_dir = rest[1] if len(rest) > 1 else None
    edition: Edition = rest[2] if len(rest) > 2 else "original"
    n = len(entries)
    seat_entry = seat_entries(n, g)
    config = table_config(entries, map_name, variants, seat_entry, edition)
    times: list[list[float]] = [[] for _ in range(n)]
    out = {
        "game": g,
        "seed": seed,
        "seat_entry": seat_entry,
        "error": None,
        "error_entry": None,
        "times": times,
    }
    entry = None
    try:
        game = Game(config, seed)
        state = game.state
        bots = table_bots(entries, seat_entry, seed)
        actions = 0
        end = state.limits().end_cities
        out["ender"] = None  # the entry whose building reached the end threshold first
        while not state.is_terminal():
            seat = state.current_player
            entry = seat_entry[seat]
            start = time.perf_counter()
            action = bots[seat].choose(state.view(seat))  # a bot sees only its seat
            times[entry].append((time.perf_counter() - start) * 1000.0)
            game.apply(action)
            if out["ender"] is None and state.player(seat).city_count >= end:
                out["ender"] = entry
            actions += 1
            if actions > MAX_ACTIONS:
                raise RuntimeError(f"no end after {MAX_ACTIONS} actions")
        entry = None
        outcome = state.outcome()
        assert outcome is not None  # the loop ran to the end of the game
        out.update(_by_entry(outcome, seat_entry))
        out["rounds"] = state.round
        if save_dir is not None:
            save.save(game, saved_game_path(save_dir, g))
    except (IllegalActionError, Exception) as err:  # noqa: BLE001 - reported, not hidden
        out["error"] = f"{type(err).__name__}: {err}\n{traceback.format_exc(limit=-4)}"
        out["error_entry"] = entry
    return out


def saved_game_path(folder: str, game: int) -> Path:
    """Where ``--save-games`` writes game ``game`` of a run."""
    return Path(folder) / f"game-{game:04d}.pgsave"


def _mean_of(values: list, digits: int) -> float | None:
    return round(sum(values) / len(values), digits) if values else None


def _level_summary(results: list[dict], idx: list[int]) -> dict:
    """The figures of one level over its entries ``idx``: wins with their interval,
    mean place, cities, decision times and think time a game, failures, endings."""
    ok = [r for r in results if r["error"] is None]
    samples = len(ok) * len(idx)
    wins = sum(r["share"][k] for r in ok for k in idx)
    times = [t for r in results for k in idx for t in r["times"][k]]
    game_think = [sum(r["times"][k]) / 1000.0 for r in ok for k in idx]
    low, high = wilson(wins, samples)
    return {
        "seats": len(idx),
        "samples": samples,
        "wins": round(wins, 2),
        "win_rate": round(wins / samples, 4) if samples else 0.0,
        "win_rate_95": [round(low, 4), round(high, 4)],
        "mean_rank": _mean_of([r["rank"][k] for r in ok for k in idx], 3),
        "mean_cities": _mean_of([r["cities"][k] for r in ok for k in idx], 2),
        "mean_powered": _mean_of([r["powered"][k] for r in ok for k in idx], 2),
        "decisions": len(times),
        "decision_ms_p50": round(percentile(times, 0.5), 3),
        "decision_ms_p95": round(percentile(times, 0.95), 3),
        "decision_ms_max": round(max(times), 1) if times else 0.0,
        "think_s_per_game_mean": _mean_of(game_think, 3) or 0.0,
        "think_s_per_game_max": round(max(game_think), 3) if game_think else 0.0,
        "failed_games": sum(
            1 for r in results if r["error"] is not None and r["error_entry"] in idx
        ),
        # Games this bot ended by reaching the threshold, and those of them it lost.
        "ended_games": sum(1 for r in ok if r.get("ender") in idx),
        "ended_and_lost": sum(
            1 for r in ok if r.get("ender") in idx and r["share"][r["ender"]] == 0
        ),
    }


def summarise(
    entries: list[str],
    results: list[dict],
    elapsed: float,
    map_name: str,
    seed: int,
    workers: int,
    variants: Variants | None = None,
    edition: Edition = "original",
) -> dict:
    per = {
        level: _level_summary(results, [k for k, e in enumerate(entries) if e == level])
        for level in dict.fromkeys(entries)
    }
    errors = [r for r in results if r["error"] is not None]
    ok = [r for r in results if r["error"] is None]
    return {
        "seats": entries,
        "map": map_name,
        "edition": edition,
        "variants": (variants or Variants()).model_dump(mode="json"),
        "games": len(results),
        "seed": seed,
        "workers": workers,
        "failed_games": len(errors),
        "first_errors": [f"game {r['game']} (seed {r['seed']}): {r['error']}" for r in errors[:3]],
        "mean_rounds": round(sum(r["rounds"] for r in ok) / len(ok), 2) if ok else None,
        "seconds": round(elapsed, 1),
        "bots": per,
    }


def tournament(
    entries: list[str],
    map_name: str,
    games: int,
    seed: int,
    workers: int = 0,
    progress: bool = True,
    variants: Variants | None = None,
    save_dir: str | None = None,
    edition: Edition = "original",
) -> dict:
    """Play ``games`` seeded games of ``entries`` (seats rotated); with ``save_dir``
    every finished game is also written there as a save file."""
    variants = variants or Variants()
    if save_dir is not None:
        Path(save_dir).mkdir(exist_ok=True)
    if any(levels.find(e).pool for e in entries):
        # Such a bot spreads each decision over every core with its own process pool
        # (started once for the run); the games then run one after the other.
        workers = 1
    workers = workers or os.cpu_count() or 1
    tasks = [
        (tuple(entries), map_name, seed + g, g, variants, save_dir, edition) for g in range(games)
    ]
    bar = Progress(games, "tournament") if progress else None
    start = time.perf_counter()
    results = []
    if workers <= 1:
        for task in tasks:
            results.append(play_game(task))
            if bar:
                bar.advance()
    else:
        ctx = multiprocessing.get_context("fork" if os.name == "posix" else "spawn")
        with ctx.Pool(workers) as pool:
            for res in pool.imap_unordered(play_game, tasks):
                results.append(res)
                if bar:
                    bar.advance()
    results.sort(key=lambda r: r["game"])
    elapsed = time.perf_counter() - start
    return summarise(entries, results, elapsed, map_name, seed, workers, variants, edition)


def run(args: argparse.Namespace) -> int:
    if args.combine is not None:
        return run_combine(args)
    entries = args.seats if isinstance(args.seats, list) else parse_seats(args.seats)
    variants = variants_from_args(args)
    edition = edition_from_args(args)
    check_variants(
        args, GameConfig.quick(len(entries), args.map, variants=variants, edition=edition)
    )
    summary = tournament(
        entries,
        args.map,
        args.games,
        args.seed,
        args.workers,
        variants=variants,
        save_dir=args.save_games,
        edition=edition,
    )
    print(json.dumps(summary, indent=1))
    return 0 if summary["failed_games"] == 0 else 1


def run_combine(args: argparse.Namespace) -> int:
    """``--combine``: print the given runs' JSON as one run; a bad file is a usage error."""
    parser = args.tournament_parser
    defaults = vars(parser.parse_args([]))  # every option as if left out
    given = [
        f"--{name.replace('_', '-')}"
        for name, value in defaults.items()
        if name != "combine" and getattr(args, name, value) != value
    ]
    if given:
        parser.error(f"--combine plays no games: leave out {', '.join(given)}")
    try:
        summary = combine(args.combine)
        text = json.dumps(summary, indent=1, allow_nan=False)
    except CombineError as err:
        parser.error(str(err))
    except ValueError:  # not reached: the files' numbers are bounded so the sums stay finite
        parser.error("the combined figures are beyond the range of JSON numbers")
    print(text)
    return 0


def main(argv: list[str] | None = None) -> int:
    """Run the command on its own (``python -m powergrid.cli.tournament``)."""
    parser = argtypes.Parser(prog="powergrid")
    add_parser(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["tournament", *(argv or [])])
    return args.func(args)


if __name__ == "__main__":
    import sys

    sys.exit(main(sys.argv[1:]))
