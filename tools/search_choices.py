"""What a searching bot's searches choose against their default, by kind of decision.

    python tools/search_choices.py --seats expert,hard --games 20 --seed 7000 [--map germany]

Plays the games ``powergrid tournament`` plays with the same seats, map and seed (game g
from seed S+g, the seats rotated by g) and is told of every search of the seats played
by ``--level`` (the first seat's level by default: hard or expert), whose bots are the
level's own with an observer (:class:`Observed`). Prints JSON: the level's share of
the wins, and for each kind of decision (the plant to open, a bidding limit, the fuel to
buy, how many cities, which cities, the plants to run) how many searches there were, how
many left the default, and which way (:func:`direction`).
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from powergrid.ai.playouts import Spec
from powergrid.ai.search import SearchBot
from powergrid.cli.tournament import seat_entries, table_bots, table_config
from powergrid.levels import FirstHardSettings, SearchSettings, find
from powergrid.rules import Game, GameState, Variants
from powergrid.rules import actions as A

L = TypeVar("L", bound=Hashable)


@dataclass(frozen=True)
class SearchRecord:
    """One search of a searching bot, as :class:`Observed` tells of it: the view, the
    candidates (label and spec), the default, the choice and the rows of scores (one
    per determinization, one score per candidate)."""

    view: GameState
    seat: int
    candidates: tuple[tuple[Hashable, Spec], ...]
    default: object
    choice: Hashable
    rows: Sequence[Sequence[float]]


class Observed(SearchBot):
    """A searching level's bot that tells ``told`` of every search once it has chosen;
    it chooses what the level's own bot chooses."""

    def __init__(
        self, told: Callable[[SearchRecord], None], seed: int, settings: SearchSettings, name: str
    ) -> None:
        super().__init__(seed, settings, name=name)
        self.told = told

    def pick(
        self,
        v: GameState,
        seat: int,
        candidates: Sequence[tuple[L, Spec]],
        default: object,
        rows: Sequence[Sequence[float]],
    ) -> L:
        choice = super().pick(v, seat, candidates, default, rows)
        self.told(SearchRecord(v, seat, tuple(candidates), default, choice, rows))
        return choice


def observed_settings(level: str) -> SearchSettings:
    """The settings of ``level``'s bot, which :class:`Observed` plays by; ValueError for
    a level without the searching bot's own rules (the simple to normal levels, hard-v1)."""
    settings = find(level).settings
    if not isinstance(settings, SearchSettings) or isinstance(settings, FirstHardSettings):
        raise ValueError(f"{level} is not a level of the searching bot (hard, expert)")
    return settings


def kind(record: SearchRecord) -> str:
    """The kind of decision a search is about, from its candidates' specs."""
    spec = record.candidates[0][1]
    if spec[0] == "act":
        return "run" if isinstance(spec[1], A.Run) else "open"
    return {"bid": "bid", "buy": "buy", "builds": "builds", "cities": "cities"}[spec[0]]


def direction(record: SearchRecord) -> str:
    """Which way a search that left its default went: ``more`` or ``less`` (a higher
    or lower limit, more or fewer fuel tokens or cities), for an opening ``plant`` (a
    plant where the default passed), ``pass`` or ``other`` (another plant), else
    ``other``; ``same`` where it kept the default."""
    chosen, default = record.choice, record.default
    if chosen == default:
        return "same"
    name = kind(record)
    if name == "open":
        if chosen == A.PASS:
            return "pass"
        return "plant" if default == A.PASS else "other"
    if name in ("bid", "builds"):
        assert isinstance(chosen, int) and isinstance(default, int)
        return "more" if chosen > default else "less"
    if name == "buy":
        assert isinstance(chosen, tuple) and isinstance(default, tuple)
        more, less = sum(chosen), sum(default)
        return "more" if more > less else "less" if more < less else "other"
    return "other"


def tally(seats: list[str], map_name: str, seed: int, games: int, level: str) -> dict[str, Any]:
    """Play the games and count the searches of ``level``'s seats (see the module text)."""
    counts: dict[str, Counter[str]] = {}

    def told(record: SearchRecord) -> None:
        counts.setdefault(kind(record), Counter())[direction(record)] += 1

    settings = observed_settings(level)
    wins = 0.0
    for g in range(games):
        seat_entry = seat_entries(len(seats), g)
        game = Game(table_config(seats, map_name, Variants(), seat_entry), seed + g)
        bots = table_bots(seats, seat_entry, seed + g)
        for i, e in enumerate(seat_entry):
            if seats[e] == level:
                bots[i] = Observed(told, bots[i].seed, settings, level)
        state = game.state
        while not state.is_terminal():
            seat = state.current_player
            game.apply(bots[seat].choose(state.view(seat)))
        outcome = state.outcome()
        assert outcome is not None  # played to the end
        shares = outcome.shares()
        wins += sum(shares[i] for i, e in enumerate(seat_entry) if seats[e] == level)
    rows = {
        name: {"searches": sum(c.values()), "left_default": sum(c.values()) - c["same"]}
        | {way: n for way, n in sorted(c.items()) if way != "same"}
        for name, c in sorted(counts.items())
    }
    return {"level": level, "games": games, "wins": round(wins, 2), "searches": rows}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seats", required=True, help="levels, one per seat")
    parser.add_argument("--map", default="usa")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default=None, help="whose searches (default: the first seat's)")
    args = parser.parse_args(argv)
    seats = [s.strip() for s in args.seats.split(",")]
    level = args.level or seats[0]
    if level not in seats:
        parser.error(f"--level {level} plays no seat of --seats {args.seats}")
    try:
        observed_settings(level)
    except ValueError as err:
        parser.error(f"--level: {err}")
    print(json.dumps(tally(seats, args.map, args.seed, args.games, level), indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
