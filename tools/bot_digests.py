"""Fingerprints of seeded bot games: proof that a change kept every game the same.

Plays a fixed set of games (every level, 2 to 5 players, the base game's boards and
the expansion boards, a variant, both rule sets) with the bots' time guards off, so
a game depends only on its seed and the code, and prints one line per game with the
SHA-256 of its actions and of its last position, then one digest over all of them.
Run it before and after a change that should not change play and compare the last
line (or ``diff`` the outputs):

    python tools/bot_digests.py > before.txt     # on the old code
    python tools/bot_digests.py > after.txt      # on the new code
    diff before.txt after.txt

``--quick`` leaves out the Expert's games (most of the time).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time

from powergrid.ai import bot_for
from powergrid.levels import find, without_guards
from powergrid.rules import Edition, GameConfig, SeatConfig, Variants, new_game

ORIGINAL: Edition = "original"
RECHARGED: Edition = "recharged"
#: (seats, map, first seed, games, variants, rule set): 68 games, 26 of them with an
#: Expert seat. The last groups play the expansion boards and the Recharged rules.
GAMES: tuple[tuple[tuple[str, ...], str, int, int, Variants, Edition], ...] = (
    (("hard", "normal"), "usa", 100, 12, Variants(), ORIGINAL),
    (("hard", "hard-v1", "normal", "easy"), "germany", 200, 8, Variants(), ORIGINAL),
    (("normal", "easy", "simple", "hard", "hard-v1"), "germany", 300, 6, Variants(), ORIGINAL),
    (("hard", "normal", "easy"), "usa", 400, 4, Variants(free_cities=True), ORIGINAL),
    (("expert", "hard"), "usa", 500, 16, Variants(), ORIGINAL),
    (("expert", "hard", "hard", "hard"), "usa", 600, 4, Variants(), ORIGINAL),
    (("expert", "hard", "normal"), "germany", 700, 4, Variants(free_cities=True), ORIGINAL),
    (("hard", "expert"), "germany", 800, 2, Variants(), ORIGINAL),
    (("hard", "normal", "easy"), "france", 900, 4, Variants(), ORIGINAL),
    (("hard", "normal", "simple"), "italy", 1000, 4, Variants(), RECHARGED),
    (("hard", "normal"), "usa", 1100, 4, Variants(), RECHARGED),
)


def play(
    seats: tuple[str, ...],
    map_name: str,
    seed: int,
    variants: Variants,
    edition: Edition = ORIGINAL,
) -> dict:
    """One game, seat i played by ``seats[i]``: the digests of its actions and its end."""
    config = GameConfig(
        map=map_name,
        variants=variants,
        edition=edition,
        seats=tuple(SeatConfig(name=f"Seat {i + 1}", controller=s) for i, s in enumerate(seats)),
    )
    state = new_game(config, seed)
    bots = [
        bot_for(without_guards(find(level).settings), seed * 7919 + i, level)
        for i, level in enumerate(seats)
    ]
    actions = hashlib.sha256()
    count = 0
    while not state.is_terminal():
        seat = state.current_player
        action = bots[seat].choose(state.view(seat))
        actions.update(action.model_dump_json().encode())
        state.apply(action)
        count += 1
    line = {
        "seats": ",".join(seats),
        "map": map_name,
        "seed": seed,
        "actions": count,
        "actions_sha256": actions.hexdigest(),
        "state_sha256": state.digest(),
    }
    if edition != ORIGINAL:
        line["edition"] = edition  # the original game's lines read as before
    return line


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="leave out the Expert's games")
    parser.add_argument(
        "--group",
        type=int,
        action="append",
        help=f"play only this group of GAMES (0 to {len(GAMES) - 1}; repeatable)",
    )
    args = parser.parse_args(argv)
    total = hashlib.sha256()
    start = time.perf_counter()
    games = 0
    for group, (seats, map_name, first, count, variants, edition) in enumerate(GAMES):
        if args.quick and "expert" in seats or args.group and group not in args.group:
            continue
        for seed in range(first, first + count):
            line = json.dumps(play(seats, map_name, seed, variants, edition), sort_keys=True)
            print(line, flush=True)
            total.update(line.encode())
            games += 1
    print(f"# {games} games, all: {total.hexdigest()}", flush=True)
    print(f"# {time.perf_counter() - start:.0f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
