"""The cards at play (RULES 1.6, RULES 6): what a card id means and a deck's cards.

A card's id says what the card is, so that an id means the same card in every game
of every process and no table of loaded decks is ever kept or consulted: two games
with different decks run side by side, and a save's card ids depend on nothing but
its own deck.

- A card equal to the original card of its number (without a mark) has that number
  as id: the original game keeps plain plant numbers in actions, saves and
  positions.
- Any other card's id is worked out from its mark, number, fuel and cities::

      id = 1,000,000 + ((mark × 99 + number - 1) × 46 + fuel) × 20 + cities - 1

  where ``fuel`` is 0 for an eco plant and ``9 × k + amount`` for the k-th of
  hybrid, coal, oil, garbage, uranium (so 1-45), and ``mark`` is 0 for no mark,
  ``1 + i`` for the one character ``MARK_CHARS[i]``, ``70 + 69 × i + j`` for two.
  Every id stays below 2**31, so it fits any integer a toolkit or a file format
  offers.

Where cards of one number stand in the market is not part of a card: it is the
order the deck announces (RULES 6), kept with the deck's cards
(:attr:`CardSet.order`). :data:`PLANTS` reads a card from its id; it only remembers
what it worked out, like a cache, and forgets it when it grows large.
"""

from __future__ import annotations

import hashlib
import string
import zlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .deck import DeckFile

#: The Step 3 card, kept in the same lists as plants; it sorts above every plant.
STEP3 = 1000
#: Kinds of plant that burn fuel, in the order of the fuel code of a card id.
FUEL_KINDS = ("hybrid", "coal", "oil", "garbage", "uranium")
#: Characters a mark may use (up to two of them): letters and a few signs, no digits.
MARK_CHARS = string.ascii_letters + "+*'!#^~?@$%=|_-:."
#: The first id of a card that is not an original one.
FIRST_ID = 1_000_000
#: Most cards of one number in a deck (their order is number × 100 + place).
MAX_SHARED = 100
#: A decoding table forgets what it worked out once it holds this many cards.
TABLE_LIMIT = 1 << 14
_MARKS = len(MARK_CHARS)


@dataclass(frozen=True, slots=True)
class Plant:
    """A power plant card (RULES 1.6). ``kind`` is a resource name, "hybrid" or "eco".

    ``mark`` tells apart plants that share a number ("+" for the extra plants of
    RULES 6); how they are ordered in the market is the deck's (``CardSet.order``).
    """

    number: int
    kind: str
    amount: int
    cities: int
    mark: str = ""

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


def mark_allowed(mark: str) -> bool:
    """A mark is up to two of :data:`MARK_CHARS` (letters and signs, never a digit)."""
    return len(mark) <= 2 and all(ch in MARK_CHARS for ch in mark)


# ----- ids ---------------------------------------------------------------------------------


#: The original card of each number (RULES 1.6), filled from the shipped original deck.
_ORIGINAL: dict[int, Plant] = {}


def _mark_code(mark: str) -> int:
    if not mark:
        return 0
    first = MARK_CHARS.index(mark[0])
    if len(mark) == 1:
        return 1 + first
    return 1 + _MARKS + first * _MARKS + MARK_CHARS.index(mark[1])


def _mark_of(code: int) -> str:
    if code == 0:
        return ""
    if code <= _MARKS:
        return MARK_CHARS[code - 1]
    first, second = divmod(code - 1 - _MARKS, _MARKS)
    if first >= _MARKS:
        raise KeyError(code)
    return MARK_CHARS[first] + MARK_CHARS[second]


def card_id(plant: Plant) -> int:
    """The id of a card (see the module docstring); the card must be a valid one."""
    if plant.mark == "" and _ORIGINAL.get(plant.number) == plant:
        return plant.number
    fuel = 0 if plant.kind == "eco" else 9 * FUEL_KINDS.index(plant.kind) + plant.amount
    code = _mark_code(plant.mark) * 99 + plant.number - 1
    return FIRST_ID + (code * 46 + fuel) * 20 + plant.cities - 1


def plant_of(card: int) -> Plant:
    """The card an id names; KeyError when no card has this id."""
    if type(card) is not int or card <= 0:
        raise KeyError(card)
    if card < FIRST_ID:
        return _ORIGINAL[card]
    code, cities = divmod(card - FIRST_ID, 20)
    code, fuel = divmod(code, 46)
    mark, number = divmod(code, 99)
    if fuel == 0:
        kind, amount = "eco", 0
    else:
        kind, amount = FUEL_KINDS[(fuel - 1) // 9], (fuel - 1) % 9 + 1
    plant = Plant(number + 1, kind, amount, cities + 1, _mark_of(mark))
    if card_id(plant) != card:  # the original card of its number goes by the number
        raise KeyError(card)
    return plant


class _CardTable(dict[int, Plant]):
    """Card id -> :class:`Plant`, read from the id itself on first use."""

    def __missing__(self, card: int) -> Plant:
        plant = plant_of(card)
        if len(self) >= TABLE_LIMIT:
            self.clear()
            self.update(_ORIGINAL)
        self[card] = plant
        return plant

    def get(self, card: int, default: Plant | None = None) -> Plant | None:  # type: ignore[override]
        try:
            return self[card]
        except KeyError:
            return default

    def __contains__(self, card: object) -> bool:
        return self.get(card) is not None  # type: ignore[arg-type]


#: Every card id -> its card; an id no card has raises KeyError.
PLANTS: dict[int, Plant] = _CardTable()


# ----- a deck's cards ------------------------------------------------------------------------


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
    #: Card id -> its place in the market's order: number × 100 + its place among
    #: the deck's cards of that number (RULES 6); the Step 3 card above every plant,
    #: 0 (no plant: the highest plant of a player who owns none) below every plant.
    order: dict[int, int] = field(compare=False, hash=False)

    def number(self, card: int) -> int:
        return PLANTS[card].number

    @property
    def sort_key(self) -> Callable[[int], int] | None:
        """The market's order as a key; None when plain integer order is the same."""
        return None if self.plain else self.order.__getitem__


def deck_digest(deck: DeckFile) -> str:
    """A fingerprint of a deck's content (name and cards), for saves."""
    return hashlib.sha256(deck.model_dump_json().encode()).hexdigest()


def deck_ranks(deck: DeckFile) -> dict[str, tuple[Plant, int]]:
    """Each card of a checked deck by reference ("46+"): the card and its place among
    the deck's cards of its number (0 lowest, by the deck's order of marks)."""
    by_number: dict[int, list[str]] = {}
    for entry in deck.plants:
        by_number.setdefault(entry.number, []).append(entry.mark)
    place = {mark: i for i, mark in enumerate(deck.order)}
    cards: dict[str, tuple[Plant, int]] = {}
    for entry in deck.plants:
        marks = by_number[entry.number]
        rank = sorted(marks, key=lambda m: place.get(m, 0)).index(entry.mark)
        plant = Plant(entry.number, entry.kind(), entry.amount, entry.cities, entry.mark)
        cards[entry.ref] = (plant, rank)
    return cards


def card_set(deck: DeckFile) -> CardSet:
    """The cards of a checked deck (the last few are kept, keyed by their digest)."""
    digest = deck_digest(deck)
    cached = _CARD_SETS.get(digest)
    if cached is not None:
        return cached
    cards = deck_ranks(deck)
    ids = {ref: card_id(plant) for ref, (plant, _rank) in cards.items()}
    order = {0: -1, STEP3: 1 << 30}
    for ref, (plant, rank) in cards.items():
        order[ids[ref]] = plant.number * MAX_SHARED + rank
    setup = deck.setup
    plants = tuple(ids[e.ref] for e in deck.plants)
    numbers = [plant.number for plant, _rank in cards.values()]
    result = CardSet(
        name=deck.name,
        example=deck.example,
        digest=digest,
        plants=plants,
        market=tuple(ids[str(c).strip()] for c in setup.market),
        top=None if setup.top is None else ids[str(setup.top).strip()],
        under_step3=setup.under_step3,
        plain=all(card < 100 for card in plants),
        shared_numbers=len(set(numbers)) < len(numbers),
        file=deck,
        order=order,
    )
    if len(_CARD_SETS) >= 32:
        _CARD_SETS.clear()
    _CARD_SETS[digest] = result
    return result


_CARD_SETS: dict[str, CardSet] = {}


def legacy_ids(deck: DeckFile) -> dict[int, int]:
    """Card id -> the id version 0.2.0 gave the same card, for each card where they
    differ (plain numbers never do). Saves and positions of that version load
    through it; empty when two of the deck's cards had the same old id (such a deck
    could not be played then, so no file of it exists)."""
    old: dict[int, int] = {}
    for plant, rank in deck_ranks(deck).values():
        card = card_id(plant)
        if card < 100 and rank == 0:
            continue  # the original card: its number, then as now
        text = f"{plant.number}|{plant.mark}|{rank}|{plant.kind}|{plant.amount}|{plant.cities}"
        old[card] = 10_000 + 1000 * plant.number + zlib.crc32(text.encode()) % 1000
    return old if len(set(old.values())) == len(old) else {}


def set_original(plants: Iterable[Plant]) -> None:
    """Record the original card of each number (done once, from the shipped deck)."""
    for plant in plants:
        _ORIGINAL[plant.number] = plant
        PLANTS[plant.number] = plant
