"""The rule book of one game: the tables and the rule changes it plays with.

A :class:`RuleBook` is made once per game from the map file, the rule set
(``edition``), the player count and the board (its cities in play), and shared
by every copy of the game's state like the board. It holds the tables the map
and rule set give (the base game's where they say nothing, :mod:`.tables`), the
house places of every city in play by board index, the rule changes with their
checked parameters and, per point of the round, the changes that plug into it.

:func:`game_tables` gives the tables of a map and rule set for every player
count (what a rule page shows); :func:`map_problems` names every reason a map
file cannot be played (its tables, its rule entries, its regions), for
``map check`` and for the set-up of a game.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from ..board import EDITIONS, MapFile, RuleEntry, playable_region_sets
from ..refusals import field_problem, listing
from . import changes as _changes  # noqa: F401  (registers every rule change)
from .cards import card_set
from .changes.base import EXCLUSIVE, POINTS, REGISTRY, RuleChange
from .editions import EDITION_RULES, EDITION_TABLES, edition_problem
from .tables import (
    FREE_CITIES,
    HOUSES_PER_PLAYER,
    PAYMENT,
    PLAYER_COUNT,
    REFILL,
    RESOURCES,
    START_MARKET,
    START_MONEY,
    TOTAL_TOKENS,
    TRACK_PRICES,
    PlayerCountRules,
    buy_cost_table,
)

if TYPE_CHECKING:
    from ..board import Board
    from .cards import CardSet

__all__ = [
    "GameTables",
    "RuleBook",
    "RuleInfo",
    "game_tables",
    "make_book",
    "map_problems",
    "map_rules",
    "region_choices",
]

Four = tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class GameTables:
    """The tables of one map and rule set, for every player count (RULES 1, 7, 8)."""

    #: Player count -> the row of the player-count table (RULES 1.5).
    players: Mapping[int, PlayerCountRules]
    #: Price of every place of each resource's track, cheapest first (RULES 1.2).
    tracks: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]
    #: Tokens of each resource in the game and on the market at set-up.
    tokens: Four
    start: Four
    #: Player count -> step -> tokens of each resource a refill moves (RULES 1.3).
    refill: Mapping[int, Mapping[int, Four]]
    #: Income for 0, 1, 2 … cities powered; more pay the last entry (RULES 1.4).
    payment: tuple[int, ...]
    start_money: int
    houses: int


def _four(values: Sequence[int]) -> Four:
    return (values[0], values[1], values[2], values[3])


def game_tables(mapfile: MapFile | None, edition: str) -> GameTables:
    """The tables of ``mapfile`` (None: the base game's) under the rule set ``edition``:
    the base tables, then the rule set's overrides, then the map's. Remembered per map
    and rule set (every new game asks)."""
    key = (id(mapfile), edition)
    known = _TABLES.get(key)
    if known is None or known[0] is not mapfile:
        known = (mapfile, _merged_tables(mapfile, edition))
        if len(_TABLES) >= 64:
            _TABLES.clear()  # bounded; one dict operation a step, safe in threads
        _TABLES[key] = known  # the map is kept with its answer: its id stays its own
    return known[1]


_TABLES: dict[tuple[int, str], tuple[MapFile | None, GameTables]] = {}


def _merged_tables(mapfile: MapFile | None, edition: str) -> GameTables:
    layers = [EDITION_TABLES[edition]]
    if mapfile is not None:
        layers.append(mapfile.tables.for_edition(edition))
    players = dict(PLAYER_COUNT)
    tracks = [list(t) for t in TRACK_PRICES]
    tokens, start = list(TOTAL_TOKENS), list(START_MARKET)
    refill = {n: dict(steps) for n, steps in REFILL.items()}
    payment: tuple[int, ...] = PAYMENT
    money, houses = START_MONEY, HOUSES_PER_PLAYER
    for layer in layers:
        for key, row in (layer.players or {}).items():
            players[int(key)] = _player_row(players[int(key)], row)
        for name, res in (layer.resources or {}).items():
            r = RESOURCES.index(name)
            tracks[r] = list(res.prices) if res.prices is not None else tracks[r]
            tokens[r] = res.tokens if res.tokens is not None else tokens[r]
            start[r] = res.start if res.start is not None else start[r]
        for key, steps in (layer.refill or {}).items():
            for step, amounts in steps.items():
                refill[int(key)][int(step)] = _four(amounts)
        payment = layer.payment if layer.payment is not None else payment
        money = layer.start_money if layer.start_money is not None else money
        houses = layer.houses if layer.houses is not None else houses
    return GameTables(
        players=players,
        tracks=(tuple(tracks[0]), tuple(tracks[1]), tuple(tracks[2]), tuple(tracks[3])),
        tokens=_four(tokens),
        start=_four(start),
        refill=refill,
        payment=tuple(payment),
        start_money=money,
        houses=houses,
    )


def _player_row(base: PlayerCountRules, row: Any) -> PlayerCountRules:
    def pick(new: int | None, old: int) -> int:
        return old if new is None else new

    return PlayerCountRules(
        pick(row.regions, base.regions),
        pick(row.removed, base.removed),
        pick(row.step2, base.step2_cities),
        pick(row.end, base.end_cities),
        pick(row.plant_limit, base.plant_limit),
    )


# ----- rule entries ----------------------------------------------------------------------


def rule_entries(mapfile: MapFile | None, edition: str) -> list[tuple[str, RuleEntry]]:
    """The rule entries a game plays with, each with where it comes from: the rule
    set's, a map entry of the same id replacing one of them, then the map's others."""
    chosen: list[tuple[str, RuleEntry]] = [
        (f"rule set {edition}", entry) for entry in EDITION_RULES[edition]
    ]
    if mapfile is not None:
        for i, entry in enumerate(mapfile.rules):
            if not entry.holds_in(edition):
                continue
            where = f"rules[{i}] ({entry.id})"
            same = [k for k, (_w, e) in enumerate(chosen) if e.id == entry.id]
            if same:
                chosen[same[0]] = (where, entry)
            else:
                chosen.append((where, entry))
    return _left_out(chosen)


#: The id of the entry by which a map leaves out changes of the rule set (RULES 8.20).
LEAVE_OUT = "leave_out_rules"


def _left_out(chosen: list[tuple[str, RuleEntry]]) -> list[tuple[str, RuleEntry]]:
    """The entries without those a ``leave_out_rules`` entry names (its ``ids``; a
    malformed list leaves nothing out here: the entry's own check names it)."""
    dropped: set[str] = set()
    for _where, entry in chosen:
        ids = entry.params.get("ids") if entry.id == LEAVE_OUT else None
        if isinstance(ids, list | tuple):
            dropped.update(i for i in ids if isinstance(i, str))
    if not dropped:
        return chosen
    return [(w, e) for w, e in chosen if e.id not in dropped or w.startswith("rules[")]


def _changes_of(entries: list[tuple[str, RuleEntry]], problems: list[str]) -> list[RuleChange]:
    """The rule changes of checked entries; every unknown id and bad parameter is named."""
    made: list[RuleChange] = []
    for where, entry in entries:
        cls = REGISTRY.get(entry.id)
        if cls is None:
            known = ", ".join(sorted(REGISTRY))
            problems.append(f"{where}: unknown rule change {entry.id!r} (known: {known})")
            continue
        try:
            params = cls.Params.model_validate(entry.params)
        except ValidationError as err:
            problems.extend(f"{where}: {field_problem(e)}" for e in err.errors(include_url=False))
            continue
        made.append(cls(params))
    for point in EXCLUSIVE:
        holders = [c.id for c in made if c.overrides(point)]
        if len(holders) > 1:
            problems.append(f"rules: {listing(holders)} all change the same rule ({point})")
    return made


# ----- the tables' own checks ------------------------------------------------------------


def _table_problems(tables: GameTables, counts: Sequence[int], where: str) -> list[str]:
    """Numbers that cannot make a game: more tokens on the market than places or tokens,
    an end no player's houses reach, a plant limit of none."""
    problems: list[str] = []
    for r, name in enumerate(RESOURCES):
        places, tokens, start = len(tables.tracks[r]), tables.tokens[r], tables.start[r]
        if start > min(places, tokens):
            problems.append(
                f"{where}tables.resources.{name}: {start} tokens at set-up, but the track "
                f"has {places} places and the game {tokens} tokens"
            )
    for n in counts:
        row = tables.players[n]
        if row.end_cities > tables.houses:
            problems.append(
                f"{where}tables.players.{n}: the game ends at {row.end_cities} cities, "
                f"but a player has {tables.houses} houses"
            )
    return problems


def map_problems(mapfile: MapFile) -> list[str]:
    """Every reason ``mapfile`` cannot be played by these rules, for each rule set and
    player count: unknown rule changes or bad parameters (naming the entry and the
    parameter), tables that cannot make a game, a player count without a connected set
    of regions of the size it needs. Empty when the map plays."""
    problems: list[str] = []
    counts = mapfile.legal_player_counts()
    for edition in EDITIONS:
        where = "" if edition == EDITIONS[0] else f"(rule set {edition}) "
        found: list[str] = []
        for change in _changes_of(rule_entries(mapfile, edition), found):
            found += change.map_problems(mapfile)
        tables = game_tables(mapfile, edition)
        found += _table_problems(tables, counts, where)
        found += _region_problems(mapfile, tables, counts, where)
        problems += [p for p in found if p not in problems]
    return problems


def _region_problems(
    mapfile: MapFile, tables: GameTables, counts: Sequence[int], where: str
) -> list[str]:
    problems: list[str] = []
    regions = len(mapfile.regions)
    for n in counts:
        need = tables.players[n].regions
        if need > regions:
            problems.append(
                f"{where}tables.players.{n}: {n} players play on {need} regions, "
                f"the map has {regions}"
            )
        elif playable_region_sets(mapfile, need) == []:
            problems.append(
                f"{where}regions: no {need} regions whose cities form one network, "
                f"as {n} players need"
            )
    return problems


# ----- the book of one game --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RuleInfo:
    """A rule change as a player reads it: its id (the key of its translation), the
    sentence with its parameters, the section of docs/rules.md, the parameters."""

    id: str
    text: str
    section: str
    params: Mapping[str, Any]


def map_rules(mapfile: MapFile | None, edition: str) -> tuple[RuleInfo, ...]:
    """The rule changes a game on ``mapfile`` (None: a map without rules of its own)
    plays with under ``edition``, each as a player reads it, the rule set's first.
    ValueError names every unknown change and bad parameter."""
    problem = edition_problem(edition)
    if problem is not None:
        raise ValueError(problem)
    problems: list[str] = []
    made = _changes_of(rule_entries(mapfile, edition), problems)
    if problems:
        raise ValueError(listing(problems, 3, "; ", 300))
    return tuple(_info(c) for c in made)


def _info(change: RuleChange) -> RuleInfo:
    return RuleInfo(change.id, change.describe(), change.section, change.params.model_dump())


def region_choices(mapfile: MapFile, edition: str, players: int) -> list[tuple[str, ...]] | None:
    """Every set of regions ``players`` players may play on (RULES 2.1: as many as the
    map's players table says, whose cities form one network), each in map order; None
    when the map has too many sets to list."""
    need = game_tables(mapfile, edition).players[players].regions
    return playable_region_sets(mapfile, need)


class RuleBook:
    """The tables and rule changes of one game (see the module text). Read-only."""

    __slots__ = (
        "edition",
        "players",
        "free_cities",
        "tables",
        "limits",
        "houses",
        "start_money",
        "tracks",
        "track_size",
        "total_tokens",
        "start_market",
        "buy_cost",
        "refill_table",
        "payment",
        "places",
        "uniform_places",
        "step_prices",
        "open_by_city",
        "changes",
        "on",
        "on_auction_started",
        "on_opening_bid",
        "on_plant_sold",
        "on_refill",
        "on_market_size",
        "on_may_buy",
        "on_buy_costs",
        "on_plants_updated",
        "unsold_rule",
        "purger",
        "current_size",
        "sold_replacer",
        "market_updater",
        "extra",
        "base_tables",
        "north",
        "north_size",
        "north_start",
        "step_books",
    )

    edition: str
    players: int
    free_cities: bool
    tables: GameTables
    #: The player-count row this game plays by (with the free-city thresholds, RULES 6).
    limits: PlayerCountRules
    houses: int
    start_money: int
    tracks: tuple[tuple[int, ...], ...]
    track_size: Four
    total_tokens: Four
    start_market: Four
    #: buy_cost[r][n][k]: the price of the k cheapest tokens of r when n lie on its track.
    buy_cost: tuple[tuple[tuple[int, ...], ...], ...]
    #: Step -> tokens of each resource a refill moves, for this player count.
    refill_table: Mapping[int, Four]
    payment: tuple[int, ...]
    #: By board index: each city's places, ``(price, step open)``, cheapest first.
    places: tuple[tuple[tuple[int, int], ...], ...]
    #: True when every city in play has the same places (the engine's fast path).
    uniform_places: bool
    #: By step (1 to 3; 0 is empty): the prices of a city's places open in that step
    #: (uniform places).
    step_prices: tuple[tuple[int, ...], ...]
    #: By step (1 to 3; 0 is empty), by board index: the prices of the city's places
    #: open in that step.
    open_by_city: tuple[tuple[tuple[int, ...], ...], ...]
    changes: tuple[RuleChange, ...]
    #: Point -> the changes that plug into it (an empty tuple for most).
    on: Mapping[str, tuple[RuleChange, ...]]
    #: The same for the points the engine reaches in every auction and round, kept as
    #: attributes (read faster than the mapping).
    on_auction_started: tuple[RuleChange, ...]
    on_opening_bid: tuple[RuleChange, ...]
    on_plant_sold: tuple[RuleChange, ...]
    on_refill: tuple[RuleChange, ...]
    on_market_size: tuple[RuleChange, ...]
    on_may_buy: tuple[RuleChange, ...]
    on_buy_costs: tuple[RuleChange, ...]
    on_plants_updated: tuple[RuleChange, ...]
    #: The change that replaces the removal when nobody bought a plant (RULES 3.2).
    unsold_rule: RuleChange | None
    #: The change that replaces the removal of small plants (RULES 3.4), if any: read
    #: after every house and every draw, so kept apart from ``on``.
    purger: RuleChange | None
    #: By step (1 to 3; 0 unused): how many of the lowest plants of the market are for
    #: sale (RULES 3.2, 4.3; a change may say otherwise, RULES 8.21).
    current_size: tuple[int, int, int, int]
    #: The change that replaces the draw after a sale, and the one that replaces the
    #: plant market's update in the bureaucracy (RULES 8.21), if any.
    sold_replacer: RuleChange | None
    market_updater: RuleChange | None
    #: By resource: the price of a token sold from the supply once its track is empty.
    extra: tuple[int | None, int | None, int | None, int | None] | None
    #: True when the tracks, tokens, income and houses are the base game's and no
    #: resource is sold from the supply (callers may keep base-game answers).
    base_tables: bool
    #: A second resource market (RULES 8.23): the book of buying there (this book with
    #: the second market's tracks), its track sizes and its tokens at set-up; None and
    #: empty where the game has one market.
    north: RuleBook | None
    north_size: Four
    north_start: Four
    #: By step (0 unused): the book whose tracks price purchases in that step, where a
    #: change prices them by step (RULES 8.112); None: this book's in every step.
    step_books: tuple[RuleBook, RuleBook, RuleBook, RuleBook] | None

    # ----- queries -------------------------------------------------------------------------

    def income(self, powered: int) -> int:
        """Elektro paid for ``powered`` cities (RULES 1.4 or the map's table)."""
        payment = self.payment
        return payment[powered if powered < len(payment) else len(payment) - 1]

    def income_table(self) -> tuple[int, ...]:
        """Income for 0, 1, 2 … cities powered, up to the last count that pays more."""
        return self.payment

    def refill(self, step: int) -> Four:
        """Tokens of coal, oil, garbage and uranium a refill moves in ``step``."""
        return self.refill_table[step]

    def track(self, resource: int) -> tuple[int, ...]:
        """Price of every place of a resource's track (by index), cheapest first."""
        return self.tracks[resource]

    def total(self, resource: int) -> int:
        """Tokens of a resource (by index) in the whole game."""
        return self.total_tokens[resource]

    def purchase_price(self, resource: int, on_market: int, amount: int) -> int | None:
        """What ``amount`` tokens of a resource cost, cheapest first, when ``on_market``
        lie on its track: beyond the track at the supply's price where a rule change
        sells from the supply (not counting how many the supply holds); None when
        they cannot be bought."""
        if amount < 0 or on_market < 0 or on_market > self.track_size[resource]:
            return None
        costs = self.buy_cost[resource][on_market]
        if amount <= on_market:
            return costs[amount]
        extra = None if self.extra is None else self.extra[resource]
        return None if extra is None else costs[on_market] + extra * (amount - on_market)

    def affordable(self, resource: int, on_market: int, money: int) -> int:
        """Most tokens of a resource money buys from a track holding ``on_market``."""
        return bisect_right(self.buy_cost[resource][on_market], money) - 1

    def house_prices(self, step: int, city: int = 0) -> tuple[int, ...]:
        """Prices of the places of city ``city`` (board index) open in ``step``."""
        if step not in (1, 2, 3):
            raise ValueError(f"the step is 1, 2 or 3, not {step}")
        return self.open_by_city[step][city]

    def house_price(self, step: int, city: int, houses_there: int) -> int | None:
        """The price of the next free place of a city holding ``houses_there`` houses in
        ``step``; None when the step opens no further place there (RULES 3.4)."""
        if houses_there < 0:
            raise ValueError(f"a city holds 0 or more houses, not {houses_there}")
        prices = self.house_prices(step, city)
        return prices[houses_there] if houses_there < len(prices) else None

    @property
    def cheapest_house(self) -> int:
        """The lowest price of any place of any city in play (a bound for planning)."""
        return min(price for places in self.places for price, _opens in places)

    def stack_top(self, cards: CardSet) -> int | None:
        """The card everybody saw put on top of the stack at set-up (RULES 2.5)."""
        for change in self.on["stack_top"]:
            return change.stack_top(cards)
        return cards.top

    def cards(self, cards: CardSet) -> CardSet:
        """The cards the game deals from: the chosen deck's, as the changes on the
        ``deck`` point make it (RULES 8.80); the same cards where none does."""
        deck = cards.file
        for change in self.on["deck"]:
            deck = change.deck(deck)
        return cards if deck is cards.file else card_set(deck)

    def rules(self) -> tuple[RuleInfo, ...]:
        """The game's rule changes, each as a player reads it (the rule set's first)."""
        return tuple(_info(c) for c in self.changes)

    def change(self, change_id: str) -> RuleChange | None:
        """The game's rule change of this id, None when it plays without it."""
        for c in self.changes:
            if c.id == change_id:
                return c
        return None


def make_book(
    mapfile: MapFile, board: Board, edition: str, players: int, free_cities: bool = False
) -> RuleBook:
    """The rule book of a game; ValueError names every problem of the map's rules."""
    problem = edition_problem(edition)
    if problem is not None:
        raise ValueError(problem)
    problems: list[str] = []
    made = _changes_of(rule_entries(mapfile, edition), problems)
    for change in made:
        problems += change.map_problems(mapfile)
    if problems:
        raise ValueError(f"map {mapfile.name}: " + listing(problems, 3, "; ", 300))
    tables = game_tables(mapfile, edition)
    book = object.__new__(RuleBook)
    book.edition, book.players, book.free_cities, book.tables = (
        edition,
        players,
        free_cities,
        tables,
    )
    book.changes = tuple(made)
    book.on = {point: tuple(c for c in made if c.overrides(point)) for point in POINTS}
    book.purger = book.on["purge"][0] if book.on["purge"] else None
    book.unsold_rule = book.on["unsold"][0] if book.on["unsold"] else None
    book.sold_replacer = book.on["replace_sold"][0] if book.on["replace_sold"] else None
    book.market_updater = book.on["market_update"][0] if book.on["market_update"] else None
    book.current_size = _current_sizes(book)
    book.on_auction_started = book.on["auction_started"]
    book.on_opening_bid = book.on["opening_bid"]
    book.on_plant_sold = book.on["plant_sold"]
    book.on_refill = book.on["refill"]
    book.on_market_size = book.on["market_size"]
    book.on_may_buy = book.on["may_buy"]
    book.on_buy_costs = book.on["buy_costs"]
    book.on_plants_updated = book.on["plants_updated"]
    book.limits = _limits(book, tables, players, free_cities)
    book.houses, book.start_money, book.payment = tables.houses, tables.start_money, tables.payment
    book.tracks, book.total_tokens, book.start_market = tables.tracks, tables.tokens, tables.start
    book.track_size = _four([len(t) for t in tables.tracks])
    book.buy_cost = tuple(buy_cost_table(t) for t in tables.tracks)
    book.refill_table = tables.refill[players]
    extra = [None if not book.on["extra_price"] else _extra(book, r) for r in range(4)]
    book.extra = None if all(e is None for e in extra) else (extra[0], extra[1], extra[2], extra[3])
    _place_tables(book, mapfile, board)
    for change in made:
        change.prepare(book, mapfile, board)
    book.base_tables = (
        book.tracks == TRACK_PRICES
        and book.total_tokens == TOTAL_TOKENS
        and book.payment == PAYMENT
        and book.houses == HOUSES_PER_PLAYER
        and book.extra is None
        and not book.on["second_market"]
    )
    book.step_books = None  # copied by the second market's book (RULES 8.23)
    _second_market(book)
    _step_books(book)
    return book


def _step_books(book: RuleBook) -> None:
    """The books of buying in each step, if a change prices the tracks by step (RULES
    8.112): this book with that step's tracks."""
    book.step_books = None
    changes = book.on["step_tracks"]
    if not changes:
        return
    books: list[RuleBook] = [book]
    for step in (1, 2, 3):
        tracks = book.tracks
        for change in changes:
            tracks = change.step_tracks(step, tracks)
        stepped = object.__new__(RuleBook)
        for slot in RuleBook.__slots__:
            setattr(stepped, slot, getattr(book, slot))
        stepped.tracks = tuple(tracks)
        stepped.buy_cost = tuple(buy_cost_table(t) for t in tracks)
        stepped.step_books = None
        books.append(stepped)
    book.step_books = (books[0], books[1], books[2], books[3])


def _second_market(book: RuleBook) -> None:
    """The book of buying at the second market, if a change sets one up (RULES 8.23)."""
    book.north, book.north_size, book.north_start = None, (0, 0, 0, 0), (0, 0, 0, 0)
    for change in book.on["second_market"]:
        found = change.second_market()
        if found is None:
            continue
        tracks, start = found
        north = object.__new__(RuleBook)
        for slot in RuleBook.__slots__:
            setattr(north, slot, getattr(book, slot))
        north.tracks = tuple(tracks)
        north.track_size = _four([len(t) for t in tracks])
        north.buy_cost = tuple(buy_cost_table(t) for t in tracks)
        north.start_market = _four(start)
        north.extra = None
        north.north, north.north_size, north.north_start = None, (0, 0, 0, 0), (0, 0, 0, 0)
        book.north, book.north_size, book.north_start = north, north.track_size, _four(start)
        return


def _current_sizes(book: RuleBook) -> tuple[int, int, int, int]:
    """Plants for sale by step: 4, and 6 in step 3, unless a change says otherwise."""
    sizes = [0, 4, 4, 6]
    for change in book.on["step_market_size"]:
        sizes = [0] + [change.step_market_size(step, sizes[step]) for step in (1, 2, 3)]
    return (0, sizes[1], sizes[2], sizes[3])


def _extra(book: RuleBook, resource: int) -> int | None:
    for change in book.on["extra_price"]:
        price = change.extra_price(resource)
        if price is not None:
            return price
    return None


def _limits(
    book: RuleBook, tables: GameTables, players: int, free_cities: bool
) -> PlayerCountRules:
    """The player-count row of the game: the map's, with the free-city thresholds under
    that variant (RULES 6.1) and the set-up removals of a change that deals otherwise."""
    row = tables.players[players]
    removed = row.removed
    step2, end = row.step2_cities, row.end_cities
    if free_cities:
        _cities, step2, end, removed = FREE_CITIES[players]
        # Ruling (RULES 6.1): no game may end above the houses a player owns.
        end = min(end, tables.houses)
    for change in book.on["setup_removals"]:
        removed = change.setup_removals(players, removed)
    return PlayerCountRules(row.regions, removed, step2, end, row.plant_limit)


def _place_tables(book: RuleBook, mapfile: MapFile, board: Board) -> None:
    """The places of every city in play by board index, and by step the prices of those
    open (a city's open places are the first ones: a place opens no earlier than the
    one before it)."""
    by_name = {c.name: c.house_places for c in mapfile.cities}
    places = tuple(by_name[name] for name in board.cities)
    book.places = places
    kinds = set(places)
    book.uniform_places = len(kinds) <= 1
    open_by_city: list[tuple[tuple[int, ...], ...]] = [()]
    step_prices: list[tuple[int, ...]] = [()]
    for step in (1, 2, 3):
        shared = {kind: tuple(p for p, opens in kind if opens <= step) for kind in kinds}
        open_by_city.append(tuple(shared[kind] for kind in places))
        step_prices.append(next(iter(shared.values())) if book.uniform_places and shared else ())
    book.open_by_city = tuple(open_by_city)
    book.step_prices = tuple(step_prices)
