#!/usr/bin/env python3
"""The Expert's thinking time in several installations of the game, same seeds.

For every seed, each installation opens the window offscreen with Expert seats only and
lets them play two rounds (``powergrid --screenshot FILE --level expert --rounds 2``;
the installations alternate, and which goes first alternates too, so a busy machine
slows them alike); the wall-clock time of that run, the Expert's process pool
included, is its figure. Prints every run and, per installation, the total and the
ratio to the first one, as JSON.

Usage: ``python packaging/expert_think_time.py --seeds 10 NAME=COMMAND ...``, e.g.
``bundle=dist/powergrid/powergrid pip=/tmp/venv/bin/powergrid``.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import subprocess
import sys
import tempfile
import time


def think_time(command: list[str], seed: int, players: int) -> dict:
    """One run's figures: the seconds two rounds of Expert seats took in the window."""
    with tempfile.TemporaryDirectory(prefix="powergrid-think-") as home:
        env = dict(os.environ, HOME=home, POWERGRID_DATA_DIR=home, QT_QPA_PLATFORM="offscreen")
        shot = os.path.join(home, "expert.png")
        options = ["--players", str(players), "--level", "expert", "--rounds", "2"]
        start = time.perf_counter()
        done = subprocess.run(
            [*command, "--screenshot", shot, *options, "--seed", str(seed)],
            env=env,
            capture_output=True,
            text=True,
            check=False,
        )
        seconds = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{command[0]} (seed {seed}) exited {done.returncode}: {done.stderr}")
    return {"think_s": round(seconds, 2)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=10, help="games (seeds 1..N)")
    parser.add_argument("--players", type=int, default=2, choices=range(2, 7))
    parser.add_argument("commands", nargs="+", metavar="NAME=COMMAND")
    args = parser.parse_args(argv)
    named = {}
    for item in args.commands:
        name, _, command = item.partition("=")
        named[name] = shlex.split(command)
    games: dict[str, list[dict]] = {name: [] for name in named}
    for seed in range(1, args.seeds + 1):
        order = list(named) if seed % 2 else list(reversed(named))
        for name in order:
            result = think_time(named[name], seed, args.players)
            games[name].append({"seed": seed, **result})
            print(f"seed {seed:2} {name:8} {result['think_s']:7.2f} s", file=sys.stderr)
    first = next(iter(named))
    base = sum(game["think_s"] for game in games[first])
    report = {
        name: {
            "total_s": round(sum(game["think_s"] for game in played), 2),
            "ratio_to_" + first: round(sum(game["think_s"] for game in played) / base, 3),
            "games": played,
        }
        for name, played in games.items()
    }
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
