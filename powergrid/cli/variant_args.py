"""Variant options shared by `simulate`, `tournament` and `bench` (RULES 6), and the
rule set (RULES 7) of every command that plays a map.

``--free-cities`` plays on a connected set of cities drawn from the seed (or the
``--cities`` given), ``--inactive-area`` deals plants through the inactive area,
``--deck`` names a shipped deck or a deck file; ``--edition`` chooses the original
rules or the Recharged edition's. Each option is checked by its argparse type; a
combination the rules refuse is a usage error too (exit 2).
"""

from __future__ import annotations

import argparse
import sys

from ..rules import (
    EDITIONS,
    ConfigError,
    DeckError,
    DeckFile,
    Edition,
    GameConfig,
    Variants,
    builtin_decks,
    load_deck,
)
from .args import one_line


def deck_argument(text: str) -> DeckFile:
    """argparse type of ``--deck``: a shipped deck name or a valid deck file."""
    try:
        return load_deck(text)
    except DeckError as err:
        first = err.problems[0]
        more = (
            f" (and {len(err.problems) - 1} more; see `powergrid deck check`)"
            if len(err.problems) > 1
            else ""
        )
        raise argparse.ArgumentTypeError(f"{err.source}: {first}{more}") from None


def cities_argument(text: str) -> tuple[str, ...]:
    """argparse type of ``--cities``: comma-separated city names, at least one."""
    names = tuple(dict.fromkeys(p.strip() for p in text.split(",") if p.strip()))
    if not names:
        raise argparse.ArgumentTypeError("give the cities as A,B,C")
    return names


def add_variant_arguments(parser: argparse.ArgumentParser) -> None:
    parser.set_defaults(variant_parser=parser)
    group = parser.add_argument_group("variants (RULES 6, all off by default)")
    group.add_argument(
        "--free-cities",
        action="store_true",
        help="free city selection: a connected set of cities of the size "
        "the player count gives, drawn from the seed",
    )
    group.add_argument(
        "--cities",
        type=cities_argument,
        default=None,
        metavar="A,B,...",
        help="the cities for --free-cities (implies it)",
    )
    group.add_argument(
        "--inactive-area",
        action="store_true",
        help="deal plants through the inactive area (needs a deck whose "
        "plants share numbers, e.g. --deck doubled-example)",
    )
    group.add_argument(
        "--deck",
        type=deck_argument,
        default=None,
        metavar="DECK",
        help=f"a shipped deck ({', '.join(builtin_decks())}) or a deck file; default original",
    )


def add_edition_argument(parser: argparse.ArgumentParser) -> None:
    """``--edition``: the rule set the games play by (RULES 7 of docs/rules.md)."""
    parser.add_argument(
        "--edition",
        choices=EDITIONS,
        default="original",
        help="the rules: the original game's or the Recharged edition's (default original)",
    )


def edition_from_args(args: argparse.Namespace) -> Edition:
    """The rule set the options ask for (the original game's when not asked)."""
    edition: Edition = getattr(args, "edition", "original")
    return edition


def variants_from_args(args: argparse.Namespace) -> Variants:
    """The variants the options ask for (not yet checked against a map and seats)."""
    deck: DeckFile | None = getattr(args, "deck", None)
    cities: tuple[str, ...] | None = getattr(args, "cities", None)
    shipped = None
    if deck is not None:
        for name in builtin_decks():
            if load_deck(name) == deck:
                shipped = name
    return Variants(
        free_cities=getattr(args, "free_cities", False) or cities is not None,
        cities=cities,
        inactive_area=getattr(args, "inactive_area", False),
        deck=shipped or "original",
        deck_content=None if deck is None or shipped else deck,
    )


def check_variants(args: argparse.Namespace, config: GameConfig) -> None:
    """Refuse, as a usage error, variants the rules cannot set up for this config."""
    from ..rules import new_game

    try:
        new_game(config, 0)
    except (ConfigError, DeckError, ValueError) as err:
        parser = getattr(args, "variant_parser", None)
        if isinstance(parser, argparse.ArgumentParser):
            parser.error(str(err))  # the command's Parser: one line on stderr, exit 2
        print(f"powergrid: error: {one_line(str(err))}", file=sys.stderr)
        raise SystemExit(2) from None
