"""`powergrid simulate`: play complete games with the simple bot and summarise them."""

from __future__ import annotations

import argparse
import json
import sys
import time

from ..ai.simple import SimpleBot
from ..rules import Edition, GameConfig, Variants, new_game, violations
from . import args as argtypes
from .progress import Progress
from .variant_args import (
    add_edition_argument,
    add_variant_arguments,
    check_variants,
    edition_from_args,
    variants_from_args,
)

#: A game longer than this many actions is reported as not finished.
MAX_ACTIONS = 20_000


def add_parser(sub) -> None:
    p = sub.add_parser(
        "simulate",
        help="play complete games with the simple bot",
        description="Play K complete games with the engine's simple bot and "
        "print a JSON summary on stdout.",
    )
    p.add_argument(
        "--players", type=argtypes.players, default=4, metavar="N", help="players, 2-6 (default 4)"
    )
    p.add_argument("--map", type=argtypes.map_name, default="usa", help=argtypes.map_help())
    add_edition_argument(p)
    p.add_argument(
        "--games",
        type=argtypes.games,
        default=10,
        metavar="K",
        help=f"games to play, 1-{argtypes.MAX_GAMES} (default 10)",
    )
    p.add_argument("--seed", type=argtypes.seed, default=1, metavar="S")
    p.add_argument(
        "--check", action="store_true", help="verify the game's invariants after every action"
    )
    add_variant_arguments(p)
    p.set_defaults(func=run)


def play_one(config: GameConfig, seed: int, check: bool = False):
    """One game: (state, actions taken, violation descriptions)."""
    state = new_game(config, seed)
    bot = SimpleBot(seed)
    found: list[str] = []
    actions = 0
    while not state.is_terminal() and actions < MAX_ACTIONS:
        state.apply(bot.choose(state))
        actions += 1
        if check:
            for problem in violations(state):
                found.append(f"game seed {seed}, action {actions}: {problem}")
    return state, actions, found


def simulate(
    players: int,
    map_name: str,
    games: int,
    seed: int,
    check: bool,
    progress: bool = True,
    variants: Variants | None = None,
    edition: Edition = "original",
) -> dict:
    config = GameConfig.quick(
        players, map_name, controller="simple", variants=variants or Variants(), edition=edition
    )
    bar = Progress(games, "simulate") if progress else None
    wins = [0.0] * players
    rounds = moves = finished = 0
    problems: list[str] = []
    unfinished: list[int] = []
    start = time.perf_counter()
    for g in range(games):
        state, actions, found = play_one(config, seed + g, check)
        problems += found
        moves += actions
        rounds += state.round
        if state.is_terminal():
            finished += 1
            for s, share in enumerate(state.returns()):
                wins[s] += share
        else:
            unfinished.append(seed + g)
        if bar:
            bar.advance()
    elapsed = time.perf_counter() - start
    summary = {
        "games": games,
        "players": players,
        "map": map_name,
        "edition": edition,
        "finished": finished,
        "mean_rounds": round(rounds / games, 2),
        "mean_actions": round(moves / games, 1),
        "seconds_per_game": round(elapsed / games, 5),
        "wins_per_seat": [round(w, 2) for w in wins],
        # Replay one with: powergrid simulate --games 1 --seed SEED (same players and map)
        "unfinished_seeds": unfinished,
    }
    if check:
        summary["violations"] = len(problems)
        summary["first_violations"] = problems[:5]
    return summary


def run(args: argparse.Namespace) -> int:
    variants = variants_from_args(args)
    edition = edition_from_args(args)
    check_variants(
        args, GameConfig.quick(args.players, args.map, variants=variants, edition=edition)
    )
    summary = simulate(
        args.players,
        args.map,
        args.games,
        args.seed,
        args.check,
        variants=variants,
        edition=edition,
    )
    print(json.dumps(summary, indent=1))
    if summary["unfinished_seeds"]:
        seeds = ", ".join(map(str, summary["unfinished_seeds"][:20]))
        more = len(summary["unfinished_seeds"]) - 20
        print(
            f"powergrid simulate: {len(summary['unfinished_seeds'])} games did not finish "
            f"within {MAX_ACTIONS} actions; seeds {seeds}"
            + (f" and {more} more" if more > 0 else ""),
            file=sys.stderr,
        )
    return 0 if summary["finished"] == args.games and not summary.get("violations") else 1
