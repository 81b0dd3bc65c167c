"""Endings of saved games played again: a screen for changes to how a bot ends a game.

A two-player game between the Expert and Hard is a race to the end, and the changes
worth screening act in its last rounds; a whole game spends most of its time before
them. This tool replays each saved game to the start of the first round in which the
leader was at most ``--cities-left`` cities from the end, plays the rest again with
fresh bots of the saved levels (``--tries`` bot seeds a save) and writes one JSON row
per ending. Run it on two versions of the code over the same saves, then pair the
rows: the same position and the same bot seeds, so only the code differs. The bots
play without their time guards, so a screen depends on the code alone and may share
the machine with other work (``nice`` it beside a timed run).

    python tools/endgame_screen.py SAVES... --out new.json   # on the candidate's code
    python tools/endgame_screen.py SAVES... --out old.json   # on main
    python tools/endgame_screen.py --compare old.json new.json --level expert
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from powergrid.ai import bot_for
from powergrid.levels import find, without_guards
from powergrid.rules import Game, save

#: A bot seed per (save, try): apart for every seat and try, and the same on any code.
SEED_STRIDE = 7919


def branch_point(game: Game, cities_left: int) -> int | None:
    """How many actions of ``game``'s log come before the first round that starts with
    the leader at most ``cities_left`` cities from the end; None if no round does
    (or the game ended in that round's build before another began)."""
    replay = Game(game.config, game.seed)
    state = replay.state
    end = state.limits().end_cities
    last_round = 0
    for k, action in enumerate(game.log):
        if state.round != last_round:
            last_round = state.round
            if state.largest_network() + cities_left >= end:
                return k
        replay.apply(action)
    return None


def play_ending(game: Game, start: int, seed: int) -> dict[str, Any]:
    """The game from ``start`` actions on, every seat played by a new bot of its saved
    level (seeded from ``seed``): each seat's level, share of the win, cities powered
    and seconds of thought."""
    ending = Game.from_log(game.config, game.seed, game.log[:start])
    state = ending.state
    first_round = state.round
    levels = [seat.controller for seat in game.config.seats]
    bots = [
        bot_for(without_guards(find(level).settings), seed * SEED_STRIDE + i, level)
        for i, level in enumerate(levels)
    ]
    think = [0.0] * len(levels)
    while not state.is_terminal():
        seat = state.current_player
        begun = time.perf_counter()
        action = bots[seat].choose(state.view(seat))
        think[seat] += time.perf_counter() - begun
        ending.apply(action)
    outcome = state.outcome()
    assert outcome is not None  # the loop ran to the end of the game
    powered = [0] * len(levels)
    for standing in outcome.standings:
        powered[standing.seat] = standing.powered
    return {
        "levels": levels,
        "share": list(outcome.shares()),
        "powered": powered,
        "think_s": [round(t, 3) for t in think],
        "from_round": first_round,
    }


def screen(paths: Sequence[Path], cities_left: int, tries: int, seed: int) -> list[dict]:
    """One row per (save, try) whose game reached a round near its end."""
    rows = []
    for path in paths:
        game = save.load(path)
        start = branch_point(game, cities_left)
        if start is None:
            continue
        for t in range(tries):
            row = play_ending(game, start, seed + t)
            rows.append({"save": str(path), "try": t, "start": start, **row})
    return rows


def sign_test(ahead: int, behind: int) -> float:
    """Two-sided exact sign test: the chance of a split at least this uneven when
    either side of a discordant pair is as likely."""
    n = ahead + behind
    if n == 0:
        return 1.0
    k = min(ahead, behind)
    tail = sum(math.comb(n, i) for i in range(k + 1)) / 2**n
    return min(1.0, 2 * tail)


def compare(old: list[dict], new: list[dict], level: str) -> dict[str, Any]:
    """Pairs two screens row by row (same save, same try): the share of the wins held
    by ``level``'s seats in each, and the endings that one won and the other lost."""
    old_rows = {(r["save"], r["try"]): r for r in old}
    pairs = [(old_rows[(r["save"], r["try"])], r) for r in new if (r["save"], r["try"]) in old_rows]

    def wins(row: dict) -> float:
        return sum(s for s, lv in zip(row["share"], row["levels"], strict=True) if lv == level)

    scores = [(wins(a), wins(b)) for a, b in pairs]
    ahead = sum(1 for was, now in scores if now > was)
    behind = sum(1 for was, now in scores if now < was)
    return {
        "level": level,
        "endings": len(pairs),
        "old_wins": sum(was for was, _now in scores),
        "new_wins": sum(now for _was, now in scores),
        "new_only": ahead,
        "old_only": behind,
        "sign_test_p": round(sign_test(ahead, behind), 4),
    }


def save_paths(folders: Sequence[str]) -> list[Path]:
    """Every save in the folders (or the files named), in name order."""
    paths: list[Path] = []
    for name in folders:
        p = Path(name)
        paths.extend(sorted(p.glob("*.pgsave")) if p.is_dir() else [p])
    return paths


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("saves", nargs="*", help="save files or folders of them")
    parser.add_argument("--cities-left", type=int, default=8, metavar="N")
    parser.add_argument("--tries", type=int, default=1, metavar="K", help="bot seeds a save")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", help="write the rows here (JSON) instead of stdout")
    parser.add_argument("--compare", nargs=2, metavar=("OLD", "NEW"))
    parser.add_argument("--level", default="expert", help="whose wins --compare counts")
    args = parser.parse_args(argv)
    if args.compare:
        old, new = (json.loads(Path(f).read_text()) for f in args.compare)
        print(json.dumps(compare(old, new, args.level), indent=1))
        return 0
    if not args.saves:
        parser.error("name save files or folders, or --compare two screens")
    rows = screen(save_paths(args.saves), args.cities_left, args.tries, args.seed)
    text = json.dumps(rows, indent=1)
    if args.out:
        save.write_atomic(args.out, text)
    else:
        print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
