"""What a game is played with: the board of the chosen map (regions, or the free
cities), its rule book (the map's and rule set's tables and rule changes) and the
deck (RULES 2.1, 2.5, the variants of RULES 6, the rules of RULES 7 and 8).

A new game and a position read from data both set up their board, book and cards
here.
"""

from __future__ import annotations

import random
from functools import lru_cache

from ..board import (
    Board,
    MapFile,
    builtin_id,
    builtin_maps,
    city_set_problems,
    load_map,
    random_cities,
    random_regions,
    regions_connected,
)
from ..refusals import listing, shown
from .book import RuleBook, game_tables, make_book, map_problems
from .cards import CardSet, card_set
from .config import GameConfig, Variants
from .deck import DeckError, shipped_deck
from .errors import ConfigError
from .opening import opening_problem
from .tables import FREE_CITIES


@lru_cache(maxsize=64)
def _mapfile(map_name: str) -> MapFile:
    """Map files are read and validated once per process and name."""
    return load_map(map_name)


@lru_cache(maxsize=64)
def _mapfile_of(map_name: str) -> MapFile:
    """A map a game can be played on: read once, its rules checked (RULES 7, 8);
    ConfigError names every problem of its tables and rule entries."""
    mapfile = _mapfile(map_name)
    checked_map(mapfile)
    return mapfile


@lru_cache(maxsize=128)
def _board(map_name: str, regions: tuple[str, ...], cities: tuple[str, ...] | None = None) -> Board:
    return Board(_mapfile(map_name), regions, cities=cities)


@lru_cache(maxsize=16)
def _carried_board(
    mapfile: MapFile, regions: tuple[str, ...], cities: tuple[str, ...] | None = None
) -> Board:
    """The board of a map carried whole (a player's own map file), shared like ``_board``."""
    return Board(mapfile, regions, cities=cities)


def config_map(config: GameConfig) -> MapFile:
    """The map ``config`` plays on: the map it carries whole (checked when the config
    was made), else the map its ``map`` names, read once and its rules checked."""
    if config.map_content is not None:
        return config.map_content
    return _mapfile_of(config.map)


def config_board(
    config: GameConfig, regions: tuple[str, ...], cities: tuple[str, ...] | None
) -> Board:
    """The board of ``config``'s map with these regions (or free cities) in play."""
    if config.map_content is not None:
        return _carried_board(config.map_content, regions, cities)
    return _board(config.map, regions, cities)


def builtin_key(mapfile: MapFile) -> str | None:
    """The built-in map's key when ``mapfile`` is that built-in map, else None (a map
    file of the player's, even one named like a built-in board)."""
    key = builtin_id(mapfile.name)
    if key not in builtin_maps():
        return None
    shipped = _mapfile(key)
    return key if shipped is mapfile or shipped == mapfile else None


def on_map(config: GameConfig, mapfile: MapFile) -> GameConfig:
    """``config`` playing on ``mapfile``: named when it is a built-in map, else carried
    whole (how a save, a position and a network table hold a player's own map)."""
    key = builtin_key(mapfile)
    if key is not None:
        return config.model_copy(update={"map": key, "map_content": None})
    data = config.model_dump()
    data.update(map=mapfile.name, map_content=mapfile)
    return GameConfig.model_validate(data)


@lru_cache(maxsize=256)
def _book(board: Board, edition: str, players: int, free_cities: bool) -> RuleBook:
    """The rule book of a game on ``board`` (shared by every game that asks; boards
    are shared the same way, by ``_board``)."""
    try:
        return make_book(board.mapfile, board, edition, players, free_cities)
    except ValueError as err:
        raise ConfigError(str(err)) from None


def checked_map(mapfile: MapFile) -> None:
    """Refuse, with ConfigError naming every problem, a map these rules cannot play."""
    problems = map_problems(mapfile)
    if problems:
        raise ConfigError(f"map {shown(mapfile.name)}: " + listing(problems, 3, "; ", 300))


def setup_problem(book: RuleBook, cards: CardSet, players: int, inactive: bool) -> str | None:
    """Why the game cannot start with these cards (None when it can): the deck's
    opening market (RULES 3.2, 6.3), or what a rule change needs of the deck."""
    problems: list[str] = []
    for change in book.changes:
        problems += change.setup_problems(cards, players, inactive)
    if problems:
        return listing(problems, 3, "; ", 300)
    if any(change.own_opening for change in book.on["deal"]):
        return None  # the change lays out the starting market and checks it itself
    return opening_problem(cards, players, inactive, book.start_money)


def choose_regions(config: GameConfig, seed: int) -> tuple[str, ...]:
    """The regions in play: the config's (checked) or a connected random set (RULES 2.1).

    With free city selection (RULES 6) every region is open; ``choose_cities`` picks.
    """
    mapfile = config_map(config)
    if config.variants.free_cities:
        return tuple(sorted(mapfile.region_names()))
    count = game_tables(mapfile, config.edition).players[len(config.seats)].regions
    known = {r.name for r in mapfile.regions}
    if config.regions is None:
        rng = random.Random(seed * 1_000_003)
        return tuple(sorted(random_regions(mapfile, count, rng)))
    regions = tuple(sorted(set(config.regions)))
    unknown = [r for r in regions if r not in known]
    if unknown:
        raise ConfigError(
            f"unknown region(s) {listing(unknown)} on map {shown(mapfile.name)}; "
            f"regions are {listing(sorted(known))}"
        )
    if len(regions) != count:
        raise ConfigError(
            f"{len(config.seats)} players play on {count} regions, not {len(regions)}"
        )
    if not regions_connected(mapfile, regions):
        raise ConfigError(f"regions {listing(regions)} do not form one connected area")
    return regions


def free_city_count(players: int) -> int:
    """How many cities the free city selection plays on (RULES 6)."""
    return FREE_CITIES[players][0]


def choose_cities(config: GameConfig, seed: int) -> tuple[str, ...] | None:
    """The cities in play with free city selection (RULES 6): the config's (checked) or
    a connected set drawn from the seed; None without the variant."""
    variants = config.variants
    if not variants.free_cities:
        return None
    mapfile = config_map(config)
    count = free_city_count(len(config.seats))
    if variants.cities is None:
        rng = random.Random(seed * 1_000_003 + 7)
        return tuple(random_cities(mapfile, count, rng))
    problems = city_set_problems(mapfile, variants.cities, count)
    if problems:
        raise ConfigError("free city selection: " + listing(problems, 3, "; ", 300))
    return tuple(sorted(set(variants.cities)))


def deck_of(variants: Variants) -> CardSet:
    """The cards of the chosen deck; a named deck must match a recorded digest.

    A named deck is a shipped one: a name that is not, a file path among them, is
    refused without looking at the file system (a save never names a file).
    """
    if variants.deck_content is not None:
        return card_set(variants.deck_content)
    try:
        deck = shipped_deck(variants.deck)
    except DeckError as err:
        raise ConfigError(str(err)) from None
    cards = card_set(deck)
    if variants.deck_digest is not None and variants.deck_digest != cards.digest:
        raise ConfigError(
            f"deck {variants.deck} is not the deck this game was started with (its content changed)"
        )
    return cards


def pin_deck(config: GameConfig) -> GameConfig:
    """The config with the digest of its named deck recorded (saves then refuse a
    changed deck file); the original game's config is returned unchanged."""
    v = config.variants
    if v.is_original or v.deck_content is not None or v.deck_digest is not None:
        return config
    digest = deck_of(v).digest
    return config.model_copy(update={"variants": v.model_copy(update={"deck_digest": digest})})
