"""Plant decks as data (RULES 1.6, RULES 6): the deck file, its checks and the cards.

A deck file (format in ``docs/deck-format.md``) lists the power plants of a game and
its setup: the plants of the starting market, the card put on top of the stack and
how many cards lie under the Step 3 card. The original deck ships as
``powergrid/data/decks/original.json`` and is the only source of the plant table.

Cards are known to the engine by an integer id. A card equal to the original card of
its number has the number as id, so the original game keeps plain plant numbers
everywhere (actions, saves, positions). Any other card gets an id derived from its
content (``10000 + 1000 * number + a checksum``): the same deck gives the same ids in
every process, which keeps saved actions valid. ``PLANTS`` maps every id loaded so
far to its :class:`Plant`; ``SORT_KEY`` orders ids by number and, for equal numbers,
by the deck's announced order (a "+" plant above a plain one).
"""

from __future__ import annotations

import hashlib
import json
import os
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, ValidationError

from .errors import RulesError

#: The Step 3 card, kept in the same lists as plants; it sorts above every plant.
STEP3 = 1000
FUELS = ("coal", "oil", "garbage", "uranium")
MAX_NUMBER = 99
#: Cards that must stay in the stack below the market and the top card: the most
#: plants any player-count table removes at setup (RULES 1.5, RULES 6).
MIN_STACK = 10
MARKET_SIZE = 8
FORMAT: Literal["powergrid-deck"] = "powergrid-deck"


@dataclass(frozen=True, slots=True)
class Plant:
    """A power plant card (RULES 1.6). ``kind`` is a resource name, "hybrid" or "eco".

    ``mark`` tells apart plants that share a number ("+" for the extra plants of
    RULES 6); ``rank`` is the card's place among the deck's plants of its number
    (0 lowest), which is how equal numbers are ordered in the market.
    """

    number: int
    kind: str
    amount: int
    cities: int
    mark: str = ""
    rank: int = 0

    @property
    def storage(self) -> int:
        """Tokens the plant may hold: twice what it burns (eco plants hold none)."""
        return 2 * self.amount

    @property
    def name(self) -> str:
        """The number as printed on the card, with its mark ("46+")."""
        return f"{self.number}{self.mark}"

    def label(self) -> str:
        fuel = (
            "eco"
            if self.kind == "eco"
            else (
                f"coal/oil×{self.amount}" if self.kind == "hybrid" else f"{self.kind}×{self.amount}"
            )
        )
        return f"{self.name}: {fuel} → {self.cities}"


#: Every card id known to this process -> its card (the original deck, then others).
PLANTS: dict[int, Plant] = {}
#: Card id -> its place in the market's order (number first, then the deck's order).
SORT_KEY: dict[int, int] = {STEP3: 1 << 30}


class DeckError(RulesError):
    """A deck that cannot be used; ``problems`` names every fault as ``field: reason``."""

    def __init__(self, source: str, problems: list[str]) -> None:
        self.source = source
        self.problems = problems or ["unknown problem"]
        if len(self.problems) == 1:
            message = f"{source}: {self.problems[0]}"
        else:
            message = f"{source}: {len(self.problems)} problems:\n" + "\n".join(
                f"  - {p}" for p in self.problems
            )
        super().__init__(message)


# ----- the file ------------------------------------------------------------------------------


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class PlantEntry(_Model):
    """One card of a deck file."""

    number: StrictInt
    mark: StrictStr = ""
    #: No fuel (an eco plant), one resource, or the coal/oil hybrid pair.
    fuel: tuple[StrictStr, ...] = ()
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
    market: tuple[StrictInt | StrictStr, ...]
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
    description: StrictStr = ""
    #: Marks of plants sharing a number, lowest first: ["", "+"] puts "46+" above "46".
    order: tuple[StrictStr, ...] = ("", "+")
    plants: tuple[PlantEntry, ...]
    setup: DeckSetup


def _ref(value: int | str) -> str:
    return str(value).strip()


def deck_problems(deck: DeckFile) -> list[str]:
    """Every reason the deck cannot be played, as ``field: reason`` lines."""
    problems: list[str] = []
    seen: dict[str, int] = {}
    marks_of: dict[int, list[str]] = {}
    for i, p in enumerate(deck.plants):
        where = f"plants[{i}]"
        if not 1 <= p.number <= MAX_NUMBER:
            problems.append(f"{where}.number: {p.number} is not between 1 and {MAX_NUMBER}")
        if p.mark != p.mark.strip() or any(ch.isdigit() for ch in p.mark) or len(p.mark) > 3:
            problems.append(
                f"{where}.mark: {p.mark!r} must be up to 3 characters, no digits or spaces"
            )
        bad = [f for f in p.fuel if f not in FUELS]
        if bad:
            problems.append(
                f"{where}.fuel: unknown resource {', '.join(map(repr, bad))}; "
                f"use {', '.join(FUELS)}"
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
            problems.append(
                f"{where}.amount: a plant burning fuel needs 1 to 9 tokens, not {p.amount}"
            )
        if not p.fuel and p.amount != 0:
            problems.append(f"{where}.amount: a plant without fuel burns 0, not {p.amount}")
        if not 1 <= p.cities <= 20:
            problems.append(f"{where}.cities: {p.cities} is not between 1 and 20")
        if p.ref in seen:
            problems.append(f"{where}: plant {p.ref} is listed twice (also plants[{seen[p.ref]}])")
        else:
            seen[p.ref] = i
            marks_of.setdefault(p.number, []).append(p.mark)
    if len(set(deck.order)) != len(deck.order):
        problems.append(f"order: {list(deck.order)} names a mark twice")
    for number, marks in sorted(marks_of.items()):
        if len(marks) > 1:
            missing = [m for m in marks if m not in deck.order]
            if missing:
                names = ", ".join(f"{number}{m}" for m in marks)
                problems.append(
                    f"order: plants {names} share a number but the order does not "
                    f"place mark(s) {', '.join(map(repr, missing))}"
                )
    setup = deck.setup
    market = [_ref(c) for c in setup.market]
    for j, ref in enumerate(market):
        if ref not in seen:
            problems.append(f"setup.market[{j}]: {ref} is not a plant of the deck")
    twice = sorted({r for r in market if market.count(r) > 1})
    if twice:
        problems.append(f"setup.market: {', '.join(twice)} listed twice")
    if not market:
        problems.append("setup.market: the starting market needs at least one plant")
    if setup.top is not None:
        top = _ref(setup.top)
        if top not in seen:
            problems.append(f"setup.top: {top} is not a plant of the deck")
        elif top in market:
            problems.append(f"setup.top: {top} is also in the starting market")
    stack = len(seen) - len(set(market)) - (setup.top is not None)
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
    """A checked deck from JSON text; :class:`DeckError` names every problem."""
    try:
        raw = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as err:
        raise DeckError(source, [f"not valid JSON: {err}"]) from err
    return validate_deck(raw, source)


def validate_deck(raw: object, source: str = "deck") -> DeckFile:
    """A checked deck from JSON data; :class:`DeckError` names every problem."""
    try:
        deck = DeckFile.model_validate(raw)
    except ValidationError as err:
        raise DeckError(
            source, [f"{'.'.join(map(str, e['loc'])) or 'deck'}: {e['msg']}" for e in err.errors()]
        ) from err
    problems = deck_problems(deck)
    if problems:
        raise DeckError(source, problems)
    return deck


def deck_digest(deck: DeckFile) -> str:
    """A fingerprint of a deck's content (name and cards), for saves."""
    text = deck.model_dump_json()
    return hashlib.sha256(text.encode()).hexdigest()


def builtin_decks() -> list[str]:
    """Names of the shipped decks, e.g. ``['doubled-example', 'original', 'plus-example']``."""
    folder = resources.files("powergrid.data") / "decks"
    return sorted(p.name[:-5] for p in folder.iterdir() if p.name.endswith(".json"))


def load_deck(name_or_path: str | os.PathLike[str]) -> DeckFile:
    """A shipped deck by name (``"original"``) or a deck file by path."""
    text_name = os.fspath(name_or_path)
    if "/" not in text_name and os.sep not in text_name and not text_name.endswith(".json"):
        return _builtin_deck(text_name.lower())
    path = Path(text_name)
    try:
        data = path.read_bytes()
    except OSError as err:
        raise DeckError(str(path), [f"cannot read the file: {err.strerror or err}"]) from err
    return parse_deck(data, str(path))


@lru_cache(maxsize=16)
def _builtin_deck(name: str) -> DeckFile:
    names = builtin_decks()
    if name not in names:
        raise DeckError(name, [f"no such deck; the shipped decks are {', '.join(names)}"])
    file = resources.files("powergrid.data") / "decks" / f"{name}.json"
    return parse_deck(file.read_bytes(), f"deck {name}")


# ----- the cards at play ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CardSet:
    """A deck turned into card ids: what ``new_game`` deals from.

    ``plain`` is True when every id is its plant's number and no number repeats,
    so plain integer order is the market's order (the fast path of the original game).
    """

    name: str
    example: bool
    digest: str
    #: Every plant id of the deck, in file order.
    plants: tuple[int, ...]
    #: The starting market (or pool), top card and cards under the Step 3 card.
    market: tuple[int, ...]
    top: int | None
    under_step3: int
    plain: bool
    shared_numbers: bool
    #: The deck file it was made from.
    file: DeckFile

    def number(self, card: int) -> int:
        return PLANTS[card].number

    def __reduce__(self) -> tuple[Callable[[DeckFile], CardSet], tuple[DeckFile]]:
        """Pickled as its deck file: a process that receives a game state (a search's
        worker) registers the deck's cards in ``PLANTS`` on the way in."""
        return card_set, (self.file,)


def _card_id(plant: Plant) -> int:
    """The id of a card: its number when it is the original card of that number."""
    if plant.mark == "" and plant.rank == 0 and _ORIGINAL.get(plant.number) == plant:
        return plant.number
    text = f"{plant.number}|{plant.mark}|{plant.rank}|{plant.kind}|{plant.amount}|{plant.cities}"
    return 10_000 + 1000 * plant.number + zlib.crc32(text.encode()) % 1000


def card_set(deck: DeckFile) -> CardSet:
    """The cards of a checked deck, registered in ``PLANTS`` and ``SORT_KEY``."""
    digest = deck_digest(deck)
    cached = _CARD_SETS.get(digest)
    if cached is not None and all(card in PLANTS for card in cached.plants):
        return cached
    by_number: dict[int, list[PlantEntry]] = {}
    for entry in deck.plants:
        by_number.setdefault(entry.number, []).append(entry)
    ids: dict[str, int] = {}
    new: dict[int, Plant] = {}
    for entry in deck.plants:
        same = sorted(
            by_number[entry.number],
            key=lambda e: deck.order.index(e.mark) if e.mark in deck.order else 0,
        )
        rank = same.index(entry) if len(same) > 1 else 0
        plant = Plant(entry.number, entry.kind(), entry.amount, entry.cities, entry.mark, rank)
        card = _card_id(plant)
        known = PLANTS.get(card, new.get(card))
        if known is not None and known != plant:
            raise DeckError(
                deck.name,
                [
                    f"plants: card {plant.name} gets id {card}, already "
                    f"used by another card {known.label()}; change its "
                    "mark"
                ],
            )
        new[card] = plant
        ids[entry.ref] = card
    for card, plant in new.items():
        PLANTS[card] = plant
        SORT_KEY[card] = plant.number * 16 + plant.rank
    setup = deck.setup
    plants = tuple(ids[e.ref] for e in deck.plants)
    result = CardSet(
        name=deck.name,
        example=deck.example,
        digest=digest,
        plants=plants,
        market=tuple(ids[_ref(c)] for c in setup.market),
        top=None if setup.top is None else ids[_ref(setup.top)],
        under_step3=setup.under_step3,
        plain=all(PLANTS[c].number == c for c in plants),
        shared_numbers=any(len(v) > 1 for v in by_number.values()),
        file=deck,
    )
    _CARD_SETS[digest] = result
    return result


def shipped_name(cards: CardSet) -> str | None:
    """The name of the shipped deck these cards come from, or None for another deck."""
    return _shipped_digests().get(cards.digest)


@lru_cache(maxsize=1)
def _shipped_digests() -> dict[str, str]:
    return {card_set(_builtin_deck(name)).digest: name for name in builtin_decks()}


_CARD_SETS: dict[str, CardSet] = {}
_ORIGINAL: dict[int, Plant] = {}


def _load_original() -> CardSet:
    deck = _builtin_deck("original")
    for e in deck.plants:
        _ORIGINAL[e.number] = Plant(e.number, e.kind(), e.amount, e.cities)
    return card_set(deck)


#: The original deck (RULES 1.6): the engine's default and the source of the tables.
ORIGINAL: CardSet = _load_original()
