"""Boards of several islands (RULES 8.81): parts of the map that no connection joins.

A map says it is such a board with the rule entry ``island_networks`` and its ``fee``
(the rules check the entry; the board reads the number, as data). On it a player runs
one network on each island: his first house on an island where he has none costs
the fee in place of a connection, and once he has a house there the island's own
connections price every further house. A set of regions is played when, on every
island it touches, its cities form one network.

The board keeps the cheapest path costs between cities of one island and marks the
cities of different islands unreachable (``UNREACHED``); :func:`price_of` turns a
network's cheapest path cost into what a house there pays for its connection.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .mapfile import MapFile

__all__ = [
    "GENERAL_RULE",
    "ISLAND_RULE",
    "UNREACHED",
    "general_price",
    "island_fee",
    "islands_joined",
    "price_of",
]

#: The id of the rule entry that makes a map a board of islands.
ISLAND_RULE = "island_networks"
#: The id of the rule entry of a flat general connection (RULES 8.113): any house may
#: be connected for this price instead of its path, so no part of the map is cut off.
GENERAL_RULE = "general_connection"
#: A path cost at or above this is no path: the city lies on another island.
UNREACHED = 1 << 60


def island_fee(mapfile: MapFile) -> int | None:
    """What starting a network on another island costs on this map (None: the map
    is one network, as RULES 2 asks of every board without islands)."""
    for entry in mapfile.rules:
        if entry.id == ISLAND_RULE:
            fee = entry.params.get("fee")
            return fee if type(fee) is int and fee >= 0 else 0
    return None


def general_price(mapfile: MapFile) -> int | None:
    """What any house may pay for its connection instead of its path on this map
    (RULES 8.113; None: paths only)."""
    for entry in mapfile.rules:
        if entry.id == GENERAL_RULE:
            price = entry.params.get("price")
            return price if type(price) is int and price >= 0 else 0
    return None


def price_of(cost: int, fee: int | None) -> int:
    """The connection a house pays, given the cheapest path cost from the network:
    the fee when no path reaches the city (another island) on a board of islands."""
    return fee if cost >= UNREACHED and fee is not None else cost


def islands_joined(
    names: Collection[str], links: Iterable[tuple[str, str]], whole: Sequence[Collection[str]]
) -> bool:
    """Whether the cities ``names`` form one network on every island they touch:
    ``links`` are the connections between them, ``whole`` the islands of the map
    (each a collection of city names)."""
    parent = {name: name for name in names}

    def root(name: str) -> str:
        while parent[name] != name:
            parent[name] = parent[parent[name]]
            name = parent[name]
        return name

    for a, b in links:
        if a in parent and b in parent:
            parent[root(a)] = root(b)
    touched = sum(1 for island in whole if any(name in parent for name in island))
    return bool(names) and len({root(n) for n in names}) == touched
