"""What a path between two cities costs: the build-price hooks a map file switches on.

The base boards price a path by the costs of its connections (RULES 3.4). A map file
(format 2) may give a city an ``entry``: what a path pays for entering it, a
district's cost or a flat fee per space passed (RULES 8.103). ``entry_at_target``
says whether the city a path ends in pays its entry too (a district does; a space one
builds on, rather than passes through, does not). A step from ``a`` to ``b`` then
costs the connection plus ``b``'s entry, so a path may cost more one way than the
other; the first house of a network pays no path at all.

The engine, the inspector and ``map cost`` all price through :class:`Board`, which
reads these hooks here once per board.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from dataclasses import dataclass

import networkx as nx

from .mapfile import City, MapFile

__all__ = ["PathPricing", "directed_order", "path_pricing"]


@dataclass(frozen=True, slots=True)
class PathPricing:
    """The entries of the cities in play (by board index) and whether the last city
    of a path pays its own; ``None`` for a board that pays connections only."""

    entry: tuple[int, ...]
    at_target: bool

    def step(self, cost: int, to: int) -> int:
        """What a step over a connection of ``cost`` into city ``to`` costs."""
        return cost + self.entry[to]

    def settle(self, row: list[int], source: int, unreachable: int) -> list[int]:
        """The prices from ``source`` to every city given the path sums ``row`` (each
        with the entry of its last city): that entry taken back where the last city
        does not pay it."""
        if self.at_target:
            return row
        entry = self.entry
        return [d if j == source or d >= unreachable else d - entry[j] for j, d in enumerate(row)]

    def path_price(self, steps: Sequence[int], costs: Sequence[int]) -> int:
        """The price of a path through the cities ``steps`` (by index, the first one
        owned) over connections of ``costs``."""
        total = sum(self.step(c, to) for c, to in zip(costs, steps[1:], strict=True))
        if not self.at_target and len(steps) > 1:
            total -= self.entry[steps[-1]]
        return total


def path_pricing(mapfile: MapFile, in_play: Sequence[City]) -> PathPricing | None:
    """The hooks of ``mapfile`` for the cities ``in_play`` (in board order); None when
    no city has an entry (the base game's pricing by connections)."""
    if all(c.entry is None for c in mapfile.cities):
        return None
    entry = tuple(c.entry or 0 for c in in_play)
    return PathPricing(entry, mapfile.entry_at_target)


def directed_order(
    dist: Sequence[Sequence[int]], sources: Sequence[int], todo: Sequence[int]
) -> list[int]:
    """The cheapest order to build the cities ``todo`` from the network ``sources``
    where a path may cost more one way than the other (``dist[a][b]``: from a to b).

    Each city of an order pays its cheapest path from a city owned before it, so an
    order is a tree of paths hanging from the network; the cheapest such tree is a
    minimum spanning arborescence (networkx's Edmonds), and building it from the
    network outwards, the cheaper step first (then the lower index), is an order
    that pays exactly its weight. Without a network the first city pays nothing: it
    is the tree's root."""
    if len(todo) == 1:
        return list(todo)
    graph: nx.DiGraph[int] = nx.DiGraph()
    graph.add_nodes_from(todo)
    root = -1
    if sources:
        for t in todo:
            graph.add_edge(root, t, weight=min(dist[s][t] for s in sources))
    for a in todo:
        for b in todo:
            if a != b:
                graph.add_edge(a, b, weight=dist[a][b])
    tree = nx.minimum_spanning_arborescence(graph)
    starts = [root] if sources else [n for n in tree.nodes if tree.in_degree(n) == 0]
    order: list[int] = [] if sources else list(starts)
    heap = [(tree[u][v]["weight"], v, u) for u in starts for v in tree.successors(u)]
    heapq.heapify(heap)
    while heap:
        _w, v, _u = heapq.heappop(heap)
        order.append(v)
        for child in tree.successors(v):
            heapq.heappush(heap, (tree[v][child]["weight"], child, v))
    return order
