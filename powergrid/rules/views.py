"""Read-only views of a player and of the markets.

The engine keeps its position in plain mutable lists for speed; these views hand
the same facts to the app, the bots and the tools as immutable values (tuples,
names) through properties, so a caller can neither change the game by accident
nor depend on how the engine stores it. A view reads the state when asked: keep
it for one decision, not across actions.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from .state import PlayerState, room_for
from .tables import (
    PLANTS,
    RESOURCE_INDEX,
    RESOURCES,
    STEP3,
    Plant,
)

if TYPE_CHECKING:
    from ..board import Board
    from .book import RuleBook
    from .deck import CardSet

#: A resource by index (0 coal, 1 oil, 2 garbage, 3 uranium) or by name.
ResourceKey = int | str


def resource_index(resource: ResourceKey) -> int:
    """The index of a resource given by index or name; ValueError names bad input."""
    if type(resource) is str:
        index = RESOURCE_INDEX.get(resource)
        if index is not None:
            return index
    elif isinstance(resource, int) and not isinstance(resource, bool):
        if 0 <= resource < len(RESOURCES):
            return resource
        raise ValueError(f"resource index {resource} is not 0 to {len(RESOURCES) - 1}")
    index = RESOURCE_INDEX.get(str(resource))
    if index is None:
        raise ValueError(f"unknown resource {resource!r}; resources are {', '.join(RESOURCES)}")
    return index


class Storage(tuple[int, int, int, int, int]):
    """Tokens a set of plants may hold: coal, oil, hybrid (coal or oil), garbage,
    uranium (RULES 1.6). Hybrid room is shared by coal and oil."""

    __slots__ = ()

    @property
    def coal(self) -> int:
        return self[0]

    @property
    def oil(self) -> int:
        return self[1]

    @property
    def hybrid(self) -> int:
        return self[2]

    @property
    def garbage(self) -> int:
        return self[3]

    @property
    def uranium(self) -> int:
        return self[4]


class PlayerView:
    """One seat's belongings, read-only: money, plants, resources, cities."""

    __slots__ = ("_p", "_board", "_houses")

    def __init__(self, player: PlayerState, board: Board, houses: int) -> None:
        self._p = player
        self._board = board
        self._houses = houses

    def __repr__(self) -> str:
        return (
            f"PlayerView(seat={self.seat}, money={self.money}, plants={self.plants}, "
            f"resources={self.resources}, cities={self.city_count})"
        )

    @property
    def seat(self) -> int:
        """The seat number (0 to players - 1)."""
        return self._p.seat

    @property
    def money(self) -> int:
        """Elektro in hand."""
        return self._p.money

    @property
    def plants(self) -> tuple[int, ...]:
        """Numbers of the plants owned, lowest first."""
        return tuple(self._p.plants)

    def plant_cards(self) -> tuple[Plant, ...]:
        """The plant cards owned, lowest first."""
        return tuple(PLANTS[n] for n in self._p.plants)

    @property
    def resources(self) -> tuple[int, int, int, int]:
        """Tokens stored on the plants: coal, oil, garbage, uranium."""
        r = self._p.res
        return (r[0], r[1], r[2], r[3])

    @property
    def cities(self) -> tuple[str, ...]:
        """Names of the cities with this player's house, in building order."""
        names = self._board.cities
        return tuple(names[c] for c in self._p.cities)

    @property
    def city_indexes(self) -> tuple[int, ...]:
        """The same cities as board indexes (``Board.cities[i]``), for fast lookups."""
        return tuple(self._p.cities)

    @property
    def city_count(self) -> int:
        """Cities with this player's house (his network's size)."""
        return len(self._p.cities)

    @property
    def houses_left(self) -> int:
        """Houses still in the player's supply (RULES 1.1: 22 each, or the map's count)."""
        return self._houses - len(self._p.cities)

    @property
    def connection_costs(self) -> tuple[int, ...] | None:
        """By board index: the cheapest connection from the network to each city (0
        for a city in the network); None before the first house, when no
        connection is paid (RULES 3.4)."""
        net = self._p.net
        return None if net is None else tuple(net)

    def connection_cost(self, city: str) -> int:
        """Connection cost from the network to a city by name (0 with no network)."""
        net = self._p.net
        return 0 if net is None else net[self._board.index[city]]

    @property
    def storage(self) -> Storage:
        """Tokens the plants may hold by kind (hybrid room shared by coal and oil)."""
        return Storage(self._p.capacities())

    def room_for(self, resource: ResourceKey) -> int:
        """How many more tokens of a resource fit the plants now (RULES 3.3)."""
        return self._p.room_for(resource_index(resource))

    def room(self) -> tuple[int, int, int, int]:
        """Room for each resource now (each alone: hybrid room counts for coal and oil)."""
        caps, res = self._p.capacities(), self._p.res
        return (
            room_for(caps, res, 0),
            room_for(caps, res, 1),
            room_for(caps, res, 2),
            room_for(caps, res, 3),
        )

    @property
    def highest_plant(self) -> int:
        """The highest plant's number, 0 without plants (turn order ties, RULES 3.1)."""
        return self._p.highest_plant()

    @property
    def capacity(self) -> int:
        """Cities the plants could power with full fuel."""
        return sum(PLANTS[n].cities for n in self._p.plants)


class _PlantPosition(Protocol):
    """What the plant-market view reads of a position."""

    step: int
    market: list[int]
    deck: list[int]
    known_bottom: int
    removed: list[int]
    inactive: list[int] | None
    remove_left: int
    cards: CardSet
    book: RuleBook

    def current_market(self) -> list[int]: ...
    def future_market(self) -> list[int]: ...


class PlantMarketView:
    """The plant market and what is known of the draw stack (RULES 2.5, 3.2)."""

    __slots__ = ("_s",)

    def __init__(self, state: _PlantPosition) -> None:
        # Reads the state when asked (bots ask once per move); every property copies.
        self._s = state

    def __repr__(self) -> str:
        return f"PlantMarketView(current={self.current}, future={self.future})"

    @property
    def current(self) -> tuple[int, ...]:
        """Plants for sale: the lowest four (all six in step 3, five where a board says,
        RULES 8.10), never the Step 3 card."""
        return tuple(self._s.current_market())

    @property
    def future(self) -> tuple[int, ...]:
        """The future market (empty in step 3), without the Step 3 card."""
        return tuple(p for p in self._s.future_market() if p != STEP3)

    @property
    def step3_drawn(self) -> bool:
        """True while the drawn Step 3 card waits at the top of the market (RULES 4.2)."""
        return STEP3 in self._s.market

    @property
    def stack_size(self) -> int:
        """Cards left in the draw stack (the Step 3 card included while in it)."""
        return len(self._s.deck)

    @property
    def known_bottom(self) -> tuple[int, ...]:
        """Plants everyone saw put under the stack since its last shuffle, bottom first."""
        return tuple(self._s.deck[: self._s.known_bottom])

    @property
    def removed(self) -> tuple[int, ...]:
        """Plants out of the game during play, in the order they left."""
        return tuple(p for p in self._s.removed if p != STEP3)

    @property
    def inactive_area_played(self) -> bool:
        """True when the game deals through the inactive area (RULES 6)."""
        return self._s.inactive is not None

    @property
    def inactive_area(self) -> tuple[int, ...]:
        """The plants face up in the inactive area, in the order they came (RULES 6):
        a plant of one of these numbers is played when it is drawn. Empty without
        the variant."""
        inactive = self._s.inactive
        return () if inactive is None else tuple(inactive)

    @property
    def removals_left(self) -> int:
        """How many drawn plants matching the inactive area are still to be removed
        (the setup removals of RULES 6); 0 without the variant."""
        return self._s.remove_left

    @property
    def deck_name(self) -> str:
        """The name of the deck in play (its file's ``name``)."""
        return self._s.cards.name

    @property
    def deck_is_example(self) -> bool:
        """True when the deck in play is marked as an example, not printed cards."""
        return self._s.cards.example

    @staticmethod
    def plant(number: int) -> Plant:
        """The card of a plant id; ValueError for an id that is no plant."""
        card = PLANTS.get(number)
        if card is None:
            raise ValueError(f"there is no power plant {number}")
        return card


class ResourceMarketView:
    """The resource market (RULES 1.2, or the map's tracks) and the bank's supply."""

    __slots__ = ("_on", "_supply_of", "_book", "_beyond_of", "_costs_of")

    def __init__(
        self,
        on_market: Sequence[int],
        supply: Callable[[], Sequence[int]],
        book: RuleBook,
        beyond: Callable[[], Sequence[int]] | None = None,
        costs: Callable[[int], tuple[tuple[int, ...], ...]] | None = None,
    ) -> None:
        self._on = (on_market[0], on_market[1], on_market[2], on_market[3])
        self._supply_of = supply
        self._book = book
        self._beyond_of = beyond
        # The market's buy-cost table of a resource where rule changes price it
        # (RULES 8.60: moved prices); None: the book's printed track prices it.
        self._costs_of = costs

    def __repr__(self) -> str:
        return f"ResourceMarketView(on_market={self._on}, supply={self.supply})"

    @property
    def on_market(self) -> tuple[int, int, int, int]:
        """Tokens on the market: coal, oil, garbage, uranium."""
        return self._on

    @property
    def supply(self) -> tuple[int, int, int, int]:
        """Tokens in the bank's supply (neither on the market nor on a plant)."""
        s = self._supply_of()
        return (s[0], s[1], s[2], s[3])

    @property
    def storage(self) -> tuple[int, int, int, int] | None:
        """Tokens of each resource in a storage of its own beside the market, sold
        beyond the track (RULES 8.100); None on a board without one."""
        return None if self._beyond_of is None else self.sold_beyond

    @property
    def sold_beyond(self) -> tuple[int, int, int, int]:
        """Tokens of each resource for sale beyond its track (RULES 8.1: the supply's;
        RULES 8.100: a storage's), 0 where none are sold."""
        if self._beyond_of is None or self._book.extra is None:
            extra = self._book.extra
            supply = self.supply
            return tuple(  # type: ignore[return-value]
                0 if extra is None or extra[r] is None else supply[r] for r in range(4)
            )
        b = self._beyond_of()
        return (b[0], b[1], b[2], b[3])

    def total(self, resource: ResourceKey) -> int:
        """Tokens of a resource in the whole game (RULES 1.1, or the map's count)."""
        return self._book.total(resource_index(resource))

    def track(self, resource: ResourceKey) -> tuple[int, ...]:
        """Price of every place of a resource's track, cheapest first (RULES 1.2)."""
        return self._book.track(resource_index(resource))

    def supply_price(self, resource: ResourceKey) -> int | None:
        """The price of a token sold from the supply once the track is empty (RULES
        8.1), None where the supply sells none."""
        extra = self._book.extra
        return None if extra is None else extra[resource_index(resource)]

    def filled(self, resource: ResourceKey) -> tuple[bool, ...]:
        """For every place of the track (cheapest first): holds it a token now?
        The market is emptied from the cheapest place up."""
        r = resource_index(resource)
        size = len(self._book.track(r))
        on = self._on[r]
        return tuple(i >= size - on for i in range(size))

    def price(self, resource: ResourceKey, amount: int) -> int | None:
        """What ``amount`` tokens cost now, cheapest first (beyond the track from the
        supply where the map sells from it, RULES 8.1); None when fewer are for sale
        (RULES 3.3)."""
        r = resource_index(resource)
        on = self._on[r]
        if amount < 0:
            return None
        if amount > on and (self.supply_price(r) is None or amount - on > self.sold_beyond[r]):
            return None
        if self._costs_of is None:
            return self._book.purchase_price(r, on, amount)
        costs = self._costs_of(r)[on]
        if amount <= on:
            return costs[amount]
        return costs[on] + (self.supply_price(r) or 0) * (amount - on)

    def place_prices(self, resource: ResourceKey) -> tuple[int, ...]:
        """What a token on each place of a resource's track costs now, cheapest place
        first: the printed track's prices (:meth:`track`), or the prices the board's
        rules have moved them to (RULES 8.60). A purchase pays these, cheapest first."""
        r = resource_index(resource)
        if self._costs_of is None:
            return self._book.track(r)
        full = self._costs_of(r)[len(self._book.track(r))]
        return tuple(full[k + 1] - full[k] for k in range(len(full) - 1))

    def next_price(self, resource: ResourceKey) -> int | None:
        """The price of the cheapest token on the market, None when it is empty."""
        return self.price(resource, 1)

    def unit_prices(self, amount: int = 1) -> tuple[float | None, ...]:
        """Mean price of the next ``amount`` tokens of each resource (None: too few)."""
        out: list[float | None] = []
        for r in range(len(RESOURCES)):
            price = self.price(r, amount)
            out.append(None if price is None else price / amount)
        return tuple(out)
