"""`powergrid ratings`: a round robin of the bot levels on both maps and every table
size, turned into ratings with intervals (see :mod:`powergrid.ai.strength`).

For every map and player count the command plays ``--games`` games; the seats of each
game are levels drawn from ``--levels`` (or ``--play-levels``) by the game's seed (each
level at most once while there are enough levels). Games without a level that searches
on every core run in parallel; the others one after the other. ``--add-games`` rates
saved games too (e.g. a long ``tournament --save-games`` run), so a level whose games
are slow can be measured once and its games kept; with ``--play-levels`` leaving it
out, its rating comes from those games alone, tied to the others through the levels it
met. ``--markdown`` and ``--data`` write the table for docs/strength.md and the file the
New game dialog reads.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import sys
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .. import levels
from ..ai.strength import Rating, Result, ratings, ratings_json
from ..jsonfile import parse_json
from ..rules import Game, SaveError, Variants, save
from . import args as argtypes
from .progress import Progress
from .tournament import play_game

DEFAULT_LEVELS = "easy,normal,hard,expert,hard-v1"
#: The reason a save is skipped when its game was counted already.
DUPLICATE = "same game as another save"


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "ratings",
        help="rate the bot levels from games between them",
        description="Play the bot levels against each other on both maps with 2 to 6 "
        "players and rate them (Bradley-Terry on the Elo scale, Normal at 1500, 95%% "
        "intervals from resampled games); print JSON.",
    )
    p.add_argument(
        "--levels",
        type=_levels_argument,
        default=DEFAULT_LEVELS,
        help=f"the levels to rate, at least 2 (default {DEFAULT_LEVELS})",
    )
    p.add_argument(
        "--play-levels",
        type=_levels_argument,
        default=None,
        metavar="LEVELS",
        help="the levels the played games draw their seats from (default: --levels); each "
        "one of --levels. A slow level can then come from --add-games alone",
    )
    p.add_argument(
        "--games",
        type=argtypes.int_range(0, argtypes.MAX_GAMES),
        default=4,
        metavar="N",
        help="games to play per map and player count (default 4; 0 with --add-games)",
    )
    p.add_argument(
        "--add-games",
        action="append",
        default=[],
        type=_saves_folder,
        metavar="DIR",
        help="also rate the finished games saved in DIR (e.g. by tournament --save-games); "
        "repeatable. Only original games on the maps and player counts asked for, every "
        "seat a level asked for, count, each game once (a copy of a save counted already "
        "is skipped); the others are skipped and counted",
    )
    p.add_argument("--maps", type=_maps_argument, default="usa,germany", help="default usa,germany")
    p.add_argument(
        "--players",
        type=_players_argument,
        default="2-6",
        metavar="A-B",
        help="player counts (default 2-6)",
    )
    p.add_argument("--seed", type=argtypes.seed, default=1, metavar="S")
    p.add_argument(
        "--workers",
        type=argtypes.int_range(0, 256),
        default=0,
        metavar="W",
        help="processes for the games without a searching-on-every-core level (0: every core)",
    )
    p.add_argument("--markdown", type=argtypes.output_file, default=None, metavar="FILE")
    p.add_argument("--data", type=argtypes.output_file, default=None, metavar="FILE")
    p.set_defaults(func=run)


def _levels_argument(text: str) -> list[str]:
    try:
        keys = [levels.find(part).key for part in text.split(",") if part.strip()]
    except ValueError as err:
        raise argparse.ArgumentTypeError(str(err)) from None
    if len(set(keys)) < 2 or len(set(keys)) != len(keys):
        raise argparse.ArgumentTypeError("name at least 2 different levels, each once")
    return keys


def _saves_folder(text: str) -> str:
    if not Path(text).is_dir():
        raise argparse.ArgumentTypeError(f"{text} is not a folder")
    return text


def _maps_argument(text: str) -> list[str]:
    return [argtypes.map_name(part.strip()) for part in text.split(",") if part.strip()]


def _players_argument(text: str) -> list[int]:
    low, _sep, high = text.partition("-")
    first = argtypes.players(low)
    last = argtypes.players(high) if high else first
    if last < first:
        raise argparse.ArgumentTypeError(f"{text}: the range runs backwards")
    return list(range(first, last + 1))


def tables(
    keys: Sequence[str], maps: Sequence[str], counts: Sequence[int], games: int, seed: int
) -> list[tuple[str, int, int, tuple[str, ...]]]:
    """(map, seed, player count, seat levels) of every game, drawn from its own seed."""
    out = []
    for m, map_name in enumerate(maps):
        for players in counts:
            for g in range(games):
                game_seed = seed + 100_000 * m + 1000 * players + g
                rng = random.Random(game_seed)
                if players <= len(keys):
                    seats = tuple(rng.sample(list(keys), players))
                else:
                    seats = tuple(list(keys) + rng.choices(list(keys), k=players - len(keys)))
                    seats = tuple(rng.sample(seats, players))
                out.append((map_name, game_seed, players, seats))
    return out


def play_all(
    games: list[tuple[str, int, int, tuple[str, ...]]], workers: int, progress: bool
) -> list[dict[str, Any]]:
    """Play every game (tournament rules: seat i played by seats[i]); results in order."""
    tasks = [(seats, map_name, seed, 0, Variants(), None) for map_name, seed, _n, seats in games]
    pooled = [i for i, t in enumerate(tasks) if any(levels.find(k).pool for k in t[0])]
    parallel = [i for i in range(len(tasks)) if i not in set(pooled)]
    bar = Progress(len(tasks), "ratings") if progress else None
    results: dict[int, dict[str, Any]] = {}
    ctx = multiprocessing.get_context("fork" if os.name == "posix" else "spawn")
    with ctx.Pool(workers or os.cpu_count() or 1) as pool:
        for i, res in zip(
            parallel, pool.imap(play_game, [tasks[i] for i in parallel]), strict=True
        ):
            results[i] = res
            if bar:
                bar.advance()
    for i in pooled:  # such a level spreads its own search over every core
        results[i] = play_game(tasks[i])
        if bar:
            bar.advance()
    return [results[i] for i in range(len(tasks))]


def saved_results(
    folders: Sequence[str], keys: Sequence[str], maps: Sequence[str], counts: Sequence[int]
) -> tuple[list[Result], dict[str, int]]:
    """The results of the finished games saved in ``folders`` (every ``*.pgsave``, in name
    order) that belong to the table asked for, and how many saves were skipped, by reason.

    A game counts once: a save of a game already counted (the same folder named twice,
    a copy of a save in another folder) is skipped as "same game as another save".
    A save that does not load raises :class:`SaveError` (its message names the file): a
    rating must not rest quietly on fewer games than the folder holds."""
    results: list[Result] = []
    skipped: Counter[str] = Counter()
    seen: set[str] = set()
    for folder in folders:
        for path in sorted(Path(folder).glob("*.pgsave")):
            game = save.load(path)
            identity = game_identity(game)
            if identity in seen:
                skipped[DUPLICATE] += 1
                continue
            seen.add(identity)
            seats = _seat_levels(game)
            reason = _skip_reason(game, seats, keys, maps, counts)
            if reason:
                skipped[reason] += 1
                continue
            outcome = game.state.outcome()
            assert seats is not None and outcome is not None  # kept by _skip_reason
            results.append((seats, outcome.mean_ranks()))
    return results, dict(sorted(skipped.items()))


def game_identity(game: Game) -> str:
    """What makes a saved game the same game: its save's digest, the check value over
    its settings, seed and every action (the same for two copies of one save, and for
    a game saved twice)."""
    return str(parse_json(save.dumps(game))["digest"])


def _seat_levels(game: Game) -> tuple[str, ...] | None:
    """The level of every seat of a saved game, or None when a seat is no bot."""
    try:
        return tuple(levels.find(seat.controller).key for seat in game.config.seats)
    except ValueError:
        return None


def _skip_reason(
    game: Game,
    seats: tuple[str, ...] | None,
    keys: Sequence[str],
    maps: Sequence[str],
    counts: Sequence[int],
) -> str | None:
    """Why a saved game (its seats' levels from :func:`_seat_levels`) is not rated with
    the others, or None."""
    config = game.config
    if not game.state.is_terminal():
        return "unfinished"
    if config.map not in maps:
        return "other map"
    if len(config.seats) not in counts:
        return "other player count"
    if not config.variants.model_copy(update={"deck_digest": None}).is_original:
        return "variant"
    if seats is None:
        return "a seat is no bot"
    if any(key not in keys for key in seats):
        return "level not rated"
    return None


def markdown(table: Sequence[Rating], about: dict[str, Any]) -> str:
    """The ratings as docs/strength.md shows them."""
    lines = [
        "# How strong the computer players are",
        "",
        "Ratings on the Elo scale from games between the levels (Bradley–Terry over every",
        "pair of seats of each game, Normal at 1500, 95 % intervals from 200 resamplings",
        "of the games). 100 points more means winning about 64 % of head-to-head",
        "comparisons; the figures are from games of the bots, not against people.",
        "",
        f"Measured with `{about['command']}`: {about['games']} games, "
        f"{about['per_table']} played per map and player count ({', '.join(about['maps'])}; "
        f"{about['players']} players), seat levels drawn per game"
        + (f", and {about['added_games']} saved games" if about["added_games"] else "")
        + f"; {about['seconds']:.0f} s on a 2-core machine.",
        "",
        "| level | rating | 95 % interval | games |",
        "|---|---|---|---|",
    ]
    for r in table:
        lines.append(f"| {r.level} | {r.rating:.0f} | {r.low:.0f}–{r.high:.0f} | {r.games} |")
    lines.append("")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    start = time.perf_counter()
    drawn = args.play_levels or args.levels
    if not set(drawn) <= set(args.levels):
        others = ", ".join(k for k in drawn if k not in args.levels)
        return argtypes.fail("powergrid ratings", f"--play-levels names {others}, not in --levels")
    try:
        added, skipped = saved_results(args.add_games, args.levels, args.maps, args.players)
    except SaveError as err:
        return argtypes.fail("powergrid ratings", err)
    games = tables(drawn, args.maps, args.players, args.games, args.seed)
    played = play_all(games, args.workers, progress=sys.stderr.isatty())
    failed = [r for r in played if r["error"]]
    results: list[Result] = [
        (seats, tuple(r["rank"]))
        for (_m, _s, _n, seats), r in zip(games, played, strict=True)
        if not r["error"]
    ]
    rated = results + added
    if not rated:
        return argtypes.fail("powergrid ratings", "no games to rate")
    try:
        table = ratings(rated, seed=args.seed)
    except ValueError as err:
        return argtypes.fail("powergrid ratings", err)
    about = {
        "games": len(rated),
        "added_games": len(added),
        "skipped_saves": skipped,
        "per_table": args.games,
        "maps": list(args.maps),
        "players": "-".join(dict.fromkeys(str(n) for n in (args.players[0], args.players[-1]))),
        "levels": list(args.levels),
        "play_levels": list(drawn),
        "seed": args.seed,
        "seconds": round(time.perf_counter() - start, 1),
    }
    about["command"] = (
        f"powergrid ratings --levels {','.join(args.levels)}"
        + (f" --play-levels {','.join(args.play_levels)}" if args.play_levels else "")
        + f" --games {args.games} "
        f"--maps {','.join(args.maps)} --players {about['players']} --seed {args.seed}"
        + "".join(f" --add-games {folder}" for folder in args.add_games)
    )
    if args.markdown:
        save.write_atomic(args.markdown, markdown(table, about))
    if args.data:
        save.write_atomic(args.data, ratings_json(table, about))
    summary = {
        "about": about,
        "failed_games": len(failed),
        "ratings": [
            vars(r) | {"rating": round(r.rating, 1), "low": round(r.low), "high": round(r.high)}
            for r in table
        ],
    }
    print(json.dumps(summary, indent=1))
    return 0 if not failed else 1
