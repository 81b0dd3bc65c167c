"""`powergrid deck`: check plant deck files and list the shipped decks (RULES 6)."""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING, Required, TypedDict

from ..refusals import one_line

if TYPE_CHECKING:
    from . import args as argtypes
from ..rules import (
    PLAYER_COUNT,
    DeckError,
    builtin_decks,
    card_set,
    load_deck,
    opening_problem,
    playable_counts,
)

CHECK_EPILOG = """\
exit status: 0 the deck is fine, 1 it has problems (every one is listed),
2 bad usage. The format is described in docs/deck-format.md.
"""


def add_parser(sub: argtypes.Subcommands) -> None:
    p = sub.add_parser(
        "deck",
        help="check plant deck files, list the shipped decks",
        description="Plant decks as data (RULES 6): check a deck file or "
        "list the decks that ship with the game.",
    )
    dsub = p.add_subparsers(dest="deck_command", metavar="SUBCOMMAND")
    dsub.required = True
    k = dsub.add_parser(
        "check",
        help="validate a deck file and list every problem",
        description="Validate a deck file (or a shipped deck name) and list every problem.",
        epilog=CHECK_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    k.add_argument("file", metavar="FILE", help="the deck file (.json) or a shipped deck name")
    k.add_argument("--json", action="store_true", help="print the result as JSON")
    k.set_defaults(func=run_check)
    ls = dsub.add_parser("list", help="the shipped decks", description="List the shipped decks.")
    ls.set_defaults(func=run_list)


class DeckCheck(TypedDict, total=False):
    """What ``deck check`` finds (``--json`` prints it): the first three keys always,
    the deck's figures when it opens a game."""

    file: Required[str]
    ok: Required[bool]
    problems: Required[list[str]]
    name: str
    example: bool
    plants: int
    shared_numbers: list[int]
    order: list[str]
    players: list[int]
    inactive_players: list[int]
    inactive_problem: str | None


def check_deck(name_or_path: str) -> DeckCheck:
    """The result of ``deck check``: ``{"file", "ok", "problems", ...}``.

    Besides the file's own rules, a deck must open a game: its starting market must
    hold a plant each player can pay in round 1 (RULES 2.2, 3.2). ``players`` lists
    the player counts it opens a game for, ``inactive_players`` the same with the
    inactive area (RULES 6), ``inactive_problem`` why not when that list is empty.
    """
    try:
        deck = load_deck(name_or_path)
    except DeckError as err:
        return {"file": err.source, "ok": False, "problems": list(err.problems)}
    cards = card_set(deck)
    players = playable_counts(cards, inactive=False)
    inactive = playable_counts(cards, inactive=True)
    if not players:
        reason = opening_problem(cards, min(PLAYER_COUNT), inactive=False)
        return {"file": one_line(name_or_path), "ok": False, "problems": [f"setup: {reason}"]}
    numbers = [p.number for p in deck.plants]
    shared = sorted({n for n in numbers if numbers.count(n) > 1})
    return {
        "file": one_line(name_or_path),
        "ok": True,
        "problems": [],
        "name": deck.name,
        "example": deck.example,
        "plants": len(deck.plants),
        "shared_numbers": shared,
        "order": list(deck.order),
        "players": players,
        "inactive_players": inactive,
        "inactive_problem": None
        if inactive
        else opening_problem(cards, min(PLAYER_COUNT), inactive=True),
    }


def _counts(players: list[int]) -> str:
    return f"{players[0]}-{players[-1]}" if len(players) > 1 else str(players[0])


def run_check(args: argparse.Namespace) -> int:
    result = check_deck(args.file)
    if args.json:
        print(json.dumps(result, ensure_ascii=False, indent=1))
    elif result["ok"]:
        shared = result["shared_numbers"]
        print(
            f"{result['file']}: ok — {one_line(result['name'])}: {result['plants']} plants"
            + (f", numbers shared: {', '.join(map(str, shared))}" if shared else "")
            + (" (an EXAMPLE deck, not printed cards)" if result["example"] else "")
        )
        print(f"  opens a game for {_counts(result['players'])} players")
        if result["inactive_players"]:
            print(f"  with the inactive area: {_counts(result['inactive_players'])} players")
        else:
            print(f"  not with the inactive area: {result['inactive_problem']}")
    else:
        problems = result["problems"]
        print(f"{result['file']}: {len(problems)} problem{'s' if len(problems) != 1 else ''}")
        for line in problems:
            print(f"  - {line}")
    return 0 if result["ok"] else 1


def run_list(args: argparse.Namespace) -> int:
    for name in builtin_decks():
        deck = load_deck(name)
        label = " (example)" if deck.example else ""
        print(f"{name}: {deck.name}, {len(deck.plants)} plants{label}")
    return 0
