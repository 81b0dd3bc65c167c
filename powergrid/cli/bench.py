"""`powergrid bench`: how fast the engine is, as JSON (one core, pure Python).

``--playouts`` measures the Expert's play-outs instead (see :mod:`.bench_playouts`)."""

from __future__ import annotations

import argparse
import json
import statistics
import time
from dataclasses import dataclass, field

from ..ai.simple import SimpleBot
from ..rules import Edition, GameConfig, Variants, new_game
from . import args as argtypes
from .variant_args import (
    add_edition_argument,
    add_variant_arguments,
    check_variants,
    edition_from_args,
    variants_from_args,
)

#: ``--searches`` when left out: the Expert's searches timed per table size.
DEFAULT_SEARCHES = 8


def add_parser(sub) -> None:
    p = sub.add_parser(
        "bench",
        help="measure the engine's speed",
        description="Time apply, legal-action queries, clone and whole "
        "4-player games with the simple bot (on each --map, whole and the engine "
        "alone, with the engine's microseconds per action); or, with --playouts, the "
        "Expert's play-outs for 2 and 4 players, engine and policy apart; print JSON.",
    )
    what = p.add_mutually_exclusive_group()
    what.add_argument(
        "--games",
        type=argtypes.games,
        default=60,
        help=f"games to time, 1-{argtypes.MAX_GAMES} (default 60)",
    )
    what.add_argument(
        "--playouts",
        action="store_true",
        help="measure the Expert's play-outs instead (simulated decisions per CPU second)",
    )
    p.add_argument(
        "--searches",
        type=argtypes.positive,
        default=None,
        help=f"with --playouts: the Expert's searches timed per table size "
        f"(default {DEFAULT_SEARCHES})",
    )
    p.add_argument("--seed", type=argtypes.seed, default=1)
    p.add_argument(
        "--map",
        type=map_list,
        default=("usa", "germany"),
        metavar="MAP,...",
        help="the maps whose whole games are timed, comma separated; the first also "
        "times apply, the legal actions and clone (default usa,germany)",
    )
    add_edition_argument(p)
    add_variant_arguments(p)
    p.set_defaults(func=run, bench_parser=p)


def _record_positions(config: GameConfig, seed: int):
    """Play one game and keep (state before, action) for every move."""
    state = new_game(config, seed)
    bot = SimpleBot(seed)
    positions = []
    while not state.is_terminal():
        action = bot.choose(state)
        positions.append((state.clone(), action))
        state.apply(action)
    return positions


def _per_call(fn, items, repeat: int = 3) -> float:
    """Best-of-``repeat`` microseconds per call of ``fn`` over ``items``."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        for item in items:
            fn(item)
        best = min(best, time.perf_counter() - start)
    return best / len(items) * 1e6


def map_list(text: str) -> tuple[str, ...]:
    """argparse type of ``--map``: one or more maps, each a built-in name or a file."""
    names = tuple(dict.fromkeys(part.strip() for part in text.split(",") if part.strip()))
    if not names:
        raise argparse.ArgumentTypeError("give one or more maps, comma separated")
    return tuple(argtypes.map_name(name) for name in names)


def bench(
    games: int,
    seed: int,
    variants: Variants | None = None,
    maps: tuple[str, ...] = ("usa", "germany"),
    edition: Edition = "original",
) -> dict:
    variants = variants or Variants()
    first = maps[0]
    four = GameConfig.quick(4, first, variants=variants, edition=edition)
    positions = []
    for g in range(5):
        positions += _record_positions(four, seed + g)
    states = [s for s, _ in positions]
    copies = [[s.clone() for s, _ in positions] for _ in range(3)]

    def apply_all(batch):
        start = time.perf_counter()
        for st, (_, action) in zip(batch, positions, strict=True):
            st.apply(action)
        return time.perf_counter() - start

    apply_us = min(apply_all(batch) for batch in copies) / len(positions) * 1e6
    legal_us = _per_call(lambda s: s.legal_actions(), states)
    clone_us = _per_call(lambda s: s.clone(), states)
    six_config = GameConfig.quick(6, first, variants=variants, edition=edition)
    six = [s for s, _ in _record_positions(six_config, seed)]
    clone6_us = _per_call(lambda s: s.clone(), six)

    out: dict[str, object] = {
        "apply_us": round(apply_us, 2),
        "legal_actions_us": round(legal_us, 2),
        "clone_us": round(clone_us, 2),
        "clone_6p_us": round(clone6_us, 2),
    }
    timed = {
        name: _games(GameConfig.quick(4, name, variants=variants, edition=edition), games, seed)
        for name in maps
    }
    for name, result in timed.items():
        key = f"game_4p_{_key(name)}"
        out[f"{key}_ms_median"] = round(statistics.median(result.times), 2)
        if name == first:
            out[f"{key}_ms_mean"] = round(statistics.fmean(result.times), 2)
        out[f"{key}_engine_ms_median"] = round(statistics.median(result.engine), 2)
        per_action = [e * 1e3 / m for e, m in zip(result.engine, result.moves, strict=True)]
        out[f"{key}_engine_us_per_action"] = round(statistics.median(per_action), 2)
    out["actions_per_game_median"] = statistics.median(timed[first].moves)
    out["edition"] = edition
    out["games"] = games
    return out


def _key(name: str) -> str:
    """A map as a JSON key: a built-in map's name, or a file's stem."""
    stem = name.replace("\\", "/").rsplit("/", 1)[-1].removesuffix(".json")
    return "".join(ch if ch.isalnum() else "_" for ch in stem.lower())


@dataclass
class _Games:
    """Milliseconds of each whole game, of its engine part alone, and its actions."""

    times: list[float] = field(default_factory=list)
    engine: list[float] = field(default_factory=list)
    moves: list[int] = field(default_factory=list)


def _games(config: GameConfig, games: int, seed: int) -> _Games:
    """Whole games of the simple bot (as the engine comparisons play them), then the
    same moves again through the engine alone: the legal actions listed and the move
    applied at every decision, the bot's choosing left out."""
    out = _Games()
    lines = []
    for g in range(games):
        state = new_game(config, seed + 100 + g)
        bot = SimpleBot(seed + g)
        line = []
        start = time.perf_counter()
        while not state.is_terminal():
            action = bot.choose(state)
            state.apply(action)
            line.append(action)
        out.times.append((time.perf_counter() - start) * 1e3)
        out.moves.append(len(line))
        lines.append(line)
    for g, line in enumerate(lines):
        state = new_game(config, seed + 100 + g)
        start = time.perf_counter()
        for action in line:
            state.legal_actions()
            state.apply(action)
        out.engine.append((time.perf_counter() - start) * 1e3)
    return out


def run(args: argparse.Namespace) -> int:
    if args.searches is not None and not args.playouts:
        args.bench_parser.error("--searches counts the play-out searches: give it with --playouts")
    variants = variants_from_args(args)
    if args.playouts:
        from .bench_playouts import bench_playouts

        for players in (2, 4):
            check_variants(args, GameConfig.quick(players, "usa", variants=variants))
        searches = DEFAULT_SEARCHES if args.searches is None else args.searches
        print(json.dumps(bench_playouts(args.seed, searches, variants), indent=1))
        return 0
    edition = edition_from_args(args)
    for name in args.map:
        for players in (4, 6):
            check_variants(
                args, GameConfig.quick(players, name, variants=variants, edition=edition)
            )
    print(json.dumps(bench(args.games, args.seed, variants, args.map, edition), indent=1))
    return 0
