"""The last rounds of saved two-player games: what the seats held when the end came.

    python tools/last_rounds.py SAVES... --level expert [--rounds 3]

Each save (two seats, one of them played by ``--level``) is replayed, and at the start
of each of its last ``--rounds`` rounds both seats' cities, money and plant capacity
are taken, and over each of those rounds what both seats paid for plants, fuel and houses
and earned. Prints JSON: the means of the level's seat and of its rival over the games
the level won and over those it lost, and for the start of the last round how often the
seat ahead on money, on capacity, on cities, or first in turn order won the game (games
level on that figure left out), and what held the level below its rival in each game it
lost (:func:`loss_kind`). A save that does not load stops the run with its name.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from powergrid.ai.common import capacity, fuel_plan
from powergrid.rules import Game, Phase, PlayerView, RuleBook, SaveError, save

#: What is taken of a seat at a round's start.
FIGURES = ("cities", "money", "capacity")
#: Where a seat's money went in a round (paid, paid, paid, earned), by the phase it moved in.
FLOWS = {
    Phase.AUCTION: "plants",
    Phase.RESOURCES: "fuel",
    Phase.BUILD: "houses",
    Phase.BUREAUCRACY: "income",
}
FLOW_NAMES = tuple(FLOWS.values())
#: What held a seat's powered cities below the winner's at the end, tested in this order.
LOSS_KINDS = ("money", "plants", "fuel_taken", "fuel", "cities")


#: A seat's and its rival's figures (:data:`FIGURES`) at a round's start, and whether the
#: seat was first in turn order then.
Start = tuple[tuple[int, ...], tuple[int, ...], bool]
#: What a seat and its rival paid and earned in a round (:data:`FLOW_NAMES`).
Flow = tuple[tuple[int, ...], tuple[int, ...]]


def round_figures(game: Game, seat: int) -> tuple[dict[int, Start], dict[int, Flow]]:
    """For each round of ``game``, in one replay: the figures of ``seat`` and of its rival
    when the round started, and whether ``seat`` was first in turn order then; and what
    the two paid in it for plants, fuel and houses and earned in it, taken from the money
    each action moved in the phase it was played in."""
    replay = Game(game.config, game.seed)
    state = replay.state
    starts: dict[int, Start] = {}
    flows: dict[int, tuple[list[int], list[int]]] = {}
    for action in (*game.log, None):
        r, phase = state.round, state.phase
        me, rival = state.player(seat), state.player(1 - seat)
        if r not in starts:
            starts[r] = (
                (me.city_count, me.money, capacity(me.plants)),
                (rival.city_count, rival.money, capacity(rival.plants)),
                state.turn_order()[0] == seat,
            )
        if action is None:
            break
        before = (me.money, rival.money)
        replay.apply(action)
        name = FLOWS.get(phase)
        if name is None:
            continue
        i = FLOW_NAMES.index(name)
        row = flows.setdefault(r, ([0] * len(FLOW_NAMES), [0] * len(FLOW_NAMES)))
        for k, p in enumerate((seat, 1 - seat)):
            moved = state.player(p).money - before[k]
            row[k][i] += moved if name == "income" else -moved
    return starts, {r: (tuple(mine), tuple(theirs)) for r, (mine, theirs) in flows.items()}


def last_purchase(game: Game, seat: int) -> tuple[tuple[int, ...], int, int] | None:
    """At ``seat``'s first turn in the last round's resource phase: its plants, the most
    cities its fuel on hand and the market then can power with its money, and the most
    they could with the market as the phase began (before the seats ahead of it
    bought); None if it had no such turn."""
    replay = Game(game.config, game.seed)
    state = replay.state
    last = game.state.round
    opening = None
    for action in game.log:
        if state.round == last and state.phase == Phase.RESOURCES:
            market = state.resource_market().on_market
            opening = opening or market
            if state.current_player == seat:
                me, book = state.player(seat), state.rule_book()
                return me.plants, _most_powered(me, market, book), _most_powered(me, opening, book)
        replay.apply(action)
    return None


def _most_powered(me: PlayerView, on_market: tuple[int, ...], book: RuleBook) -> int:
    """The most cities ``me`` powers with its fuel, ``on_market`` and its money."""
    return fuel_plan(me.plants, me.resources, on_market, book.houses, me.money, book)[0]


def loss_kind(game: Game, seat: int) -> str:
    """What held ``seat`` below the winner's cities powered in a game it lost (at any
    table size), the first of :data:`LOSS_KINDS` that fits: level on cities powered
    and behind on money; plants that cannot power the winner's count; fuel for it on
    the market when the last purchases began but taken before ``seat``'s turn; fuel
    short even then; else the houses (plants and fuel were there, the cities or the
    money for them were not)."""
    outcome = game.state.outcome()
    assert outcome is not None and outcome.ranking[0] != seat
    mine = outcome.standing(seat).powered
    theirs = max(s.powered for s in outcome.standings if s.seat != seat)
    if mine == theirs:
        return "money"
    bought = last_purchase(game, seat)
    if bought is None:  # no purchase to judge: the plants it ended with
        return "plants" if capacity(game.state.player(seat).plants) < theirs else "cities"
    plants, at_turn, at_start = bought
    if capacity(plants) < theirs:
        return "plants"
    if at_turn < theirs <= at_start:
        return "fuel_taken"
    if at_start < theirs:
        return "fuel"
    return "cities"


def _means(rows: list[tuple[int, ...]], names: Sequence[str] = FIGURES) -> dict[str, float]:
    return {name: round(sum(r[i] for r in rows) / len(rows), 1) for i, name in enumerate(names)}


def _by_round(
    games: list[tuple[int, dict]], rounds: int, names: Sequence[str]
) -> dict[str, dict[str, dict[str, float]]]:
    """The means of the level's and the rival's figures ``names`` in each of the last
    ``rounds`` rounds of ``games`` (each its last round and its figures by round)."""
    by_round = {}
    for back in range(rounds - 1, -1, -1):
        rows = [s[last - back] for last, s in games if last - back in s]
        if rows:
            by_round[f"last-{back}"] = {
                "level": _means([r[0] for r in rows], names),
                "rival": _means([r[1] for r in rows], names),
            }
    return by_round


def summary(paths: Sequence[Path], level: str, rounds: int) -> dict[str, Any]:
    """The figures of the level's two-player games (see the module's text)."""
    groups: dict[str, list[tuple[int, dict]]] = {"won": [], "lost": []}
    flows: dict[str, list[tuple[int, dict]]] = {"won": [], "lost": []}
    ahead = {name: [0, 0] for name in (*FIGURES, "first_in_order")}  # [won, decided]
    lost_by = dict.fromkeys(LOSS_KINDS, 0)
    for path in paths:
        game = save.load(path)
        levels = [s.controller for s in game.config.seats]
        if len(levels) != 2 or level not in levels:
            raise ValueError(f"{path}: not a two-player game with a seat of {level}")
        seat = levels.index(level)
        outcome = game.state.outcome()
        if outcome is None:
            raise ValueError(f"{path}: the game is not finished")
        won = outcome.ranking[0] == seat
        starts, paid = round_figures(game, seat)
        last = game.state.round
        groups["won" if won else "lost"].append((last, starts))
        flows["won" if won else "lost"].append((last, paid))
        if not won:
            lost_by[loss_kind(game, seat)] += 1
        mine, theirs, first = starts[last]
        for i, name in enumerate(FIGURES):
            if mine[i] != theirs[i]:
                ahead[name][1] += 1
                ahead[name][0] += (mine[i] > theirs[i]) == won
        ahead["first_in_order"][1] += 1
        ahead["first_in_order"][0] += first == won
    out: dict[str, Any] = {"level": level, "games": sum(len(g) for g in groups.values())}
    for key, games in groups.items():
        out[key] = {
            "games": len(games),
            "round_starts": _by_round(games, rounds, FIGURES),
            "round_flows": _by_round(flows[key], rounds, FLOW_NAMES),
        }
    out["last_round_ahead_won"] = {k: {"won": v[0], "of": v[1]} for k, v in ahead.items()}
    out["lost_by"] = lost_by
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("saves", nargs="+", type=Path)
    parser.add_argument("--level", required=True)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    try:
        result = summary(args.saves, args.level, args.rounds)
    except (ValueError, SaveError) as err:
        print(f"last_rounds: {err}", file=sys.stderr)
        return 1
    print(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
