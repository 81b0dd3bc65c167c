"""Plant decks as data (RULES 1.6, RULES 6): the deck file, its checks and reading it.

A deck file (format in ``docs/deck-format.md``) lists the power plants of a game and
its setup: the plants of the starting market, the card put on top of the stack and
how many cards lie under the Step 3 card. The original deck ships as
``powergrid/data/decks/original.json`` and is the only source of the plant table.

A deck is read either by the name of a shipped deck (:func:`shipped_deck`, which
never touches a file outside the package) or from a file the player chose
(:func:`read_deck_file`, through the project's one JSON reader with its size, depth
and number limits). What the cards mean at play is :mod:`powergrid.rules.cards`.
"""

from __future__ import annotations

import os
from collections import Counter
from functools import lru_cache
from importlib import resources
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, ValidationError

from ..jsonfile import JsonFileError, decode_text, parse_json, read_regular_file
from ..refusals import field_problem, has_controls, listing, one_line, quoted, shown
from .cards import (
    MARK_CHARS,
    MAX_SHARED,
    STEP3,
    CardSet,
    Plant,
    card_set,
    mark_allowed,
    set_original,
)
from .errors import RulesError

__all__ = ["STEP3", "CardSet", "Plant"]

FUELS = ("coal", "oil", "garbage", "uranium")
MAX_NUMBER = 99
#: Cards that must stay in the stack below the market and the top card: the most
#: plants any player-count table removes at setup (RULES 1.5, RULES 6).
MIN_STACK = 10
MARKET_SIZE = 8
FORMAT: Literal["powergrid-deck"] = "powergrid-deck"
#: Largest deck file read; the shipped decks are under 10 kB.
MAX_DECK_BYTES = 1024 * 1024
#: Most cards in a deck, marks in its order and characters of its description.
MAX_PLANTS = 1000
MAX_MARKS = 100
MAX_DESCRIPTION = 4000


class DeckError(RulesError):
    """A deck that cannot be used; ``problems`` names every fault as ``field: reason``.

    The message is one line: the source, then the problems (the first few, and how
    many more), each with any text from the file escaped and cut.
    """

    def __init__(self, source: str, problems: list[str]) -> None:
        self.source = one_line(source, 200)
        self.problems = [one_line(p, 300) for p in problems] or ["unknown problem"]
        if len(self.problems) == 1:
            message = f"{self.source}: {self.problems[0]}"
        else:
            shown = listing(self.problems, limit=5, separator="; ", item_limit=300)
            message = f"{self.source}: {len(self.problems)} problems: {shown}"
        super().__init__(one_line(message))


# ----- the file ------------------------------------------------------------------------------


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class PlantEntry(_Model):
    """One card of a deck file."""

    number: StrictInt
    mark: StrictStr = ""
    #: No fuel (an eco plant), one resource, or the coal/oil hybrid pair.
    fuel: tuple[StrictStr, ...] = Field(default=(), max_length=4)
    amount: StrictInt
    cities: StrictInt

    @property
    def ref(self) -> str:
        return f"{self.number}{self.mark}"

    def kind(self) -> str:
        if not self.fuel:
            return "eco"
        if len(self.fuel) == 2:
            return "hybrid"
        return self.fuel[0]


class DeckSetup(_Model):
    """Where the cards go at setup (RULES 2.5)."""

    #: Plants of the starting market (the lowest eight if more are listed; with the
    #: inactive area, the pool revealed through it).
    market: tuple[StrictInt | StrictStr, ...] = Field(max_length=MAX_PLANTS)
    #: The plant put face up on top of the stack, or none.
    top: StrictInt | StrictStr | None = None
    #: Cards put under the Step 3 card (0: it is the bottom card).
    under_step3: StrictInt = 0


class DeckFile(_Model):
    """A plant deck: the cards, the order of equal numbers and the setup."""

    format: Literal["powergrid-deck"] = FORMAT
    version: Literal[1] = 1
    name: StrictStr = Field(min_length=1, max_length=60)
    #: True for a deck whose cards are not printed ones (shipped to show the format).
    example: bool = False
    description: StrictStr = Field(default="", max_length=MAX_DESCRIPTION)
    #: Marks of plants sharing a number, lowest first: ["", "+"] puts "46+" above "46".
    order: tuple[StrictStr, ...] = Field(default=("", "+"), max_length=MAX_MARKS)
    plants: tuple[PlantEntry, ...] = Field(max_length=MAX_PLANTS)
    setup: DeckSetup


def _ref(value: int | str) -> str:
    return str(value).strip()


def deck_problems(deck: DeckFile) -> list[str]:
    """Every reason the deck cannot be played, as ``field: reason`` lines.

    Any text of the file a line quotes is escaped and cut (see ``powergrid.refusals``).
    """
    problems: list[str] = []
    if has_controls(deck.name):
        problems.append(f"name: {quoted(deck.name)} must be one line without control characters")
    seen: dict[str, int] = {}
    marks_of: dict[int, list[str]] = {}
    for i, p in enumerate(deck.plants):
        problems.extend(_plant_problems(f"plants[{i}]", p))
        if p.ref in seen:
            problems.append(
                f"plants[{i}]: plant {shown(p.ref)} is listed twice (also plants[{seen[p.ref]}])"
            )
        else:
            seen[p.ref] = i
            marks_of.setdefault(p.number, []).append(p.mark)
    problems.extend(_order_problems(deck, marks_of))
    problems.extend(_setup_problems(deck.setup, seen))
    return problems


def _plant_problems(where: str, p: PlantEntry) -> list[str]:
    """The faults of one card of a deck."""
    problems: list[str] = []
    if not 1 <= p.number <= MAX_NUMBER:
        problems.append(f"{where}.number: {p.number} is not between 1 and {MAX_NUMBER}")
    if not mark_allowed(p.mark):
        problems.append(
            f"{where}.mark: {quoted(p.mark)} must be up to 2 characters, each a letter "
            f"or one of {MARK_CHARS[52:]}"
        )
    bad = [f for f in p.fuel if f not in FUELS]
    if bad:
        problems.append(
            f"{where}.fuel: unknown resource {listing(map(quoted, bad))}; use {', '.join(FUELS)}"
        )
    elif len(p.fuel) > 2:
        problems.append(
            f"{where}.fuel: a plant burns one resource or a hybrid pair, not {len(p.fuel)}"
        )
    elif len(p.fuel) == 2 and sorted(p.fuel) != ["coal", "oil"]:
        problems.append(
            f"{where}.fuel: the only hybrid pair is coal and oil, not {' and '.join(p.fuel)}"
        )
    if p.fuel and not 1 <= p.amount <= 9:
        problems.append(f"{where}.amount: a plant burning fuel needs 1 to 9 tokens, not {p.amount}")
    if not p.fuel and p.amount != 0:
        problems.append(f"{where}.amount: a plant without fuel burns 0, not {p.amount}")
    if not 1 <= p.cities <= 20:
        problems.append(f"{where}.cities: {p.cities} is not between 1 and 20")
    return problems


def _order_problems(deck: DeckFile, marks_of: dict[int, list[str]]) -> list[str]:
    """Faults of the order of marks among plants that share a number (RULES 6)."""
    problems: list[str] = []
    counts = Counter(deck.order)
    twice = [m for m, k in counts.items() if k > 1]
    if twice:
        problems.append(f"order: names the mark(s) {listing(map(quoted, twice))} twice")
    for number, marks in sorted(marks_of.items()):
        if len(marks) > MAX_SHARED:
            problems.append(
                f"plants: {len(marks)} cards share the number {number}; at most {MAX_SHARED} may"
            )
        elif len(marks) > 1:
            missing = [m for m in marks if m not in counts]
            if missing:
                names = listing(f"{number}{m}" for m in marks)
                problems.append(
                    f"order: plants {names} share a number but the order does not "
                    f"place mark(s) {listing(map(quoted, missing))}"
                )
    return problems


def _setup_problems(setup: DeckSetup, seen: dict[str, int]) -> list[str]:
    """Faults of the setup: the market, the top card and the Step 3 card's place."""
    problems: list[str] = []
    market = [_ref(c) for c in setup.market]
    unknown = [(j, ref) for j, ref in enumerate(market) if ref not in seen]
    for j, ref in unknown[:5]:
        problems.append(f"setup.market[{j}]: {shown(ref)} is not a plant of the deck")
    if len(unknown) > 5:
        problems.append(f"setup.market: and {len(unknown) - 5} more cards that are not in the deck")
    counts = Counter(market)
    twice = sorted(r for r, k in counts.items() if k > 1)
    if twice:
        problems.append(f"setup.market: {listing(twice)} listed twice")
    if not market:
        problems.append("setup.market: the starting market needs at least one plant")
    if setup.top is not None:
        top = _ref(setup.top)
        if top not in seen:
            problems.append(f"setup.top: {shown(top)} is not a plant of the deck")
        elif top in counts:
            problems.append(f"setup.top: {shown(top)} is also in the starting market")
    stack = len(seen) - len(counts) - (setup.top is not None)
    if stack < MIN_STACK:
        problems.append(
            f"plants: the stack would hold {stack} cards after the market and "
            f"the top card; at least {MIN_STACK} are needed (setup removals)"
        )
    if not 0 <= setup.under_step3 <= max(stack - MIN_STACK, 0):
        problems.append(
            f"setup.under_step3: {setup.under_step3} is not between 0 and "
            f"{max(stack - MIN_STACK, 0)} (cards in the stack that setup "
            "removals leave)"
        )
    return problems


def parse_deck(text: str | bytes, source: str = "deck") -> DeckFile:
    """A checked deck from JSON text; :class:`DeckError` names every problem.

    The text goes through the project's JSON reader (depth, number and Unicode
    limits) before the deck model sees it.
    """
    try:
        raw = parse_json(decode_text(text) if isinstance(text, bytes) else text)
    except JsonFileError as err:
        reason = f"not valid JSON: {err}" if err.code == "malformed" else str(err)
        raise DeckError(source, [reason]) from None
    return validate_deck(raw, source)


def validate_deck(raw: object, source: str = "deck") -> DeckFile:
    """A checked deck from JSON data; :class:`DeckError` names every problem."""
    try:
        deck = DeckFile.model_validate(raw)
    except ValidationError as err:
        raise DeckError(
            source,
            [field_problem(e, top="deck") for e in err.errors(include_url=False)],
        ) from None
    problems = deck_problems(deck)
    if problems:
        raise DeckError(source, problems)
    return deck


def builtin_decks() -> list[str]:
    """Names of the shipped decks, e.g. ``['doubled-example', 'original', 'plus-example']``."""
    return list(_builtin_names())


@lru_cache(maxsize=1)
def _builtin_names() -> tuple[str, ...]:
    folder = resources.files("powergrid.data") / "decks"
    return tuple(sorted(p.name[:-5] for p in folder.iterdir() if p.name.endswith(".json")))


def is_deck_name(text: str) -> bool:
    """True for what names a shipped deck rather than a file: no folder, no ``.json``."""
    seps = {"/", "\\", os.sep} | ({os.altsep} if os.altsep else set())
    return (
        bool(text.strip())
        and not any(sep in text for sep in seps)
        and not text.lower().endswith(".json")
        and text not in (".", "..")
    )


def shipped_deck(name: str) -> DeckFile:
    """A shipped deck by name (``"original"``); never reads anything outside the package.

    A name that is not a shipped deck, a path among them, is refused without
    looking at the file system.
    """
    wanted = name.lower()
    if wanted not in _builtin_names():
        raise DeckError(
            name, [f"no such deck; the shipped decks are {', '.join(_builtin_names())}"]
        )
    return _builtin_deck(wanted)


def read_deck_file(path: str | os.PathLike[str]) -> DeckFile:
    """A deck file the player chose: a regular file of at most 1 MB, checked in full."""
    source = os.fspath(path)
    try:
        raw = read_regular_file(source, MAX_DECK_BYTES)
    except JsonFileError as err:
        raise DeckError(source, [f"cannot read the file: {err}"]) from None
    return parse_deck(raw, source)


def load_deck(name_or_path: str | os.PathLike[str]) -> DeckFile:
    """A shipped deck by name (``"original"``) or a deck file by path (commands, the app).

    Only what a player typed or picked comes here; a save or a position names
    shipped decks only (:func:`shipped_deck`).
    """
    text = os.fspath(name_or_path)
    if isinstance(name_or_path, str) and is_deck_name(text):
        return shipped_deck(text)
    return read_deck_file(text)


@lru_cache(maxsize=16)
def _builtin_deck(name: str) -> DeckFile:
    file = str(resources.files("powergrid.data") / "decks" / f"{name}.json")
    try:
        raw = read_regular_file(file, MAX_DECK_BYTES)
    except JsonFileError as err:  # a damaged installation
        raise DeckError(f"deck {name}", [f"cannot read the file: {err}"]) from None
    return parse_deck(raw, f"deck {name}")


def shipped_name(cards: CardSet) -> str | None:
    """The name of the shipped deck these cards come from, or None for another deck."""
    return _shipped_digests().get(cards.digest)


@lru_cache(maxsize=1)
def _shipped_digests() -> dict[str, str]:
    return {card_set(_builtin_deck(name)).digest: name for name in _builtin_names()}


def _load_original() -> CardSet:
    deck = _builtin_deck("original")
    set_original(Plant(e.number, e.kind(), e.amount, e.cities) for e in deck.plants)
    return card_set(deck)


#: The original deck (RULES 1.6): the engine's default and the source of the tables.
ORIGINAL: CardSet = _load_original()
