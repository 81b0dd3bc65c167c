"""The board of one game: the cities in play, their connections and build prices.

A :class:`Board` is made once per game from a :class:`~powergrid.board.mapfile.MapFile`
and the regions in play (RULES 2): cities of the other regions do not exist for the
game, so no path passes through them. It is immutable and shared by every copy of
a game state (``copy``/``deepcopy`` return the board itself).

Prices follow RULES 3.4: a city costs its house price plus the cheapest path, by
summed connection costs, from the player's network; several cities bought in one
turn are priced one by one in the order built.
"""

from __future__ import annotations

import heapq
import itertools
import math
import random
from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import dataclass, field

import networkx as nx

from ..refusals import listing, shown
from .islands import UNREACHED, general_price, island_fee, islands_joined, price_of
from .mapfile import City, MapFile, Problem
from .pricing import PathPricing, directed_order, path_pricing

__all__ = [
    "CITY_SET_CODES",
    "Board",
    "BuildPlan",
    "BuildStep",
    "HousePrice",
    "cities_connected",
    "city_set_problems",
    "playable_region_sets",
    "random_cities",
    "random_regions",
    "region_adjacency",
    "regions_connected",
]

HousePrice = Callable[[str], "int | None"] | Mapping[str, int] | int
"""How much the house in a city costs: one price for all cities, a mapping, or a
function. For :meth:`Board.cheapest_additions` a function returning ``None`` (or a
mapping without the city) means the city cannot be built in."""

#: The cost of an unreachable city. A map file caps each connection at MAX_COST
#: (1000), so no path over the largest map a file can hold comes near it: what
#: ``map check`` accepts, a board plays.
_INF = UNREACHED


class _OutOfBudget(Exception):
    """The search of cheapest_additions used up its max_nodes."""


@dataclass
class _AdditionSearch:
    """What the branch and bound of :meth:`Board.cheapest_additions` works from, and
    the best plan it has found so far (the greedy plan to start with)."""

    dist: list[list[int]]
    houses: dict[int, int]
    candidates: list[int]
    n: int
    best_seq: list[int]
    best_total: int


def _search_additions(
    job: _AdditionSearch, sources: list[int], base: list[int], max_nodes: int | None
) -> tuple[list[int], bool]:
    """The cheapest plan of ``job.n`` cities (its sequence) and whether the search
    ended (False: ``max_nodes`` partial plans were tried first).

    Each set is searched once, in its Prim order: at every step the city taken is the
    one with the cheapest connection (then the lowest index) among the set's remaining
    cities, so every city cheaper to connect than the one taken is left out from then
    on. Later in a plan, a city is reached from the network or from another city of
    the plan, so it pays at least the cheaper of the two (``nearest``)."""
    dist, houses, candidates, n = job.dist, job.houses, job.candidates, job.n
    best_total, best_seq = job.best_total, job.best_seq
    nearest = {c: min((dist[o][c] for o in candidates if o != c), default=_INF) for c in candidates}
    seq: list[int] = []
    budget = [max_nodes if max_nodes is not None else -1]

    def search(reach: dict[int, int], spent: int) -> None:
        nonlocal best_total, best_seq
        if budget[0] == 0:
            raise _OutOfBudget
        budget[0] -= 1
        left = n - len(seq)
        if left == 0:
            if spent < best_total:
                best_total, best_seq = spent, list(seq)
            return
        if len(reach) < left:
            return
        lower = sorted(houses[c] + min(reach[c], nearest[c]) for c in reach)
        if spent + sum(lower[:left]) >= best_total:
            return
        rest = sum(lower[: left - 1])
        for step, c in sorted((houses[c] + reach[c], c) for c in reach):
            if spent + step + rest >= best_total:
                break  # the steps are sorted, later ones cannot do better
            key = (reach[c], c)
            row = dist[c]
            nxt = {k: (v if v <= row[k] else row[k]) for k, v in reach.items() if (v, k) > key}
            seq.append(c)
            search(nxt, spent + step)
            seq.pop()

    try:
        if sources:
            search({c: base[c] for c in candidates}, 0)
        else:
            # The first city pays no connection; a set starts from its lowest index.
            for first in sorted(candidates):
                seq.append(first)
                row = dist[first]
                search({c: row[c] for c in candidates if c > first}, houses[first])
                seq.pop()
    except _OutOfBudget:
        return best_seq, False
    return best_seq, True


@dataclass(frozen=True)
class BuildStep:
    """One city of a :class:`BuildPlan`.

    ``connection`` is the cheapest path cost from what the player owns at this
    point (his network plus the cities built before in the plan); ``path`` is such a
    path, from an owned city to ``city`` (just ``[city]`` when nothing is paid for
    a connection because nothing is owned yet). ``house`` is the house price.
    """

    city: str
    connection: int
    house: int
    path: list[str] = field(default_factory=list)

    @property
    def cost(self) -> int:
        return self.connection + self.house


@dataclass(frozen=True)
class BuildPlan:
    """Cities to build in this order, with the price of each step and the total.

    ``exact`` is False only for a :meth:`Board.cheapest_additions` search that ran
    out of its ``max_nodes`` budget (the plan is then the best one found).
    """

    order: list[str]
    steps: list[BuildStep]
    total: int
    exact: bool = True

    @property
    def connection_total(self) -> int:
        return sum(s.connection for s in self.steps)

    @property
    def house_total(self) -> int:
        return sum(s.house for s in self.steps)


def _price_function(house_price: HousePrice) -> Callable[[str], int | None]:
    if isinstance(house_price, bool):
        raise TypeError("house_price must be an int, a mapping or a function")
    if isinstance(house_price, int):
        price = house_price
        return lambda _city: price
    if isinstance(house_price, Mapping):
        return house_price.get
    if callable(house_price):
        return house_price
    raise TypeError("house_price must be an int, a mapping or a function")


def _cities_in_play(
    mapfile: MapFile, regions: Iterable[str] | None, cities: Iterable[str] | None
) -> list[City]:
    """The map's cities in the regions chosen (all when None), narrowed to ``cities``
    when given; names that are not on the map or not in play are refused."""
    all_regions = mapfile.region_names()
    chosen = set(all_regions) if regions is None else set(regions)
    unknown = sorted(chosen - set(all_regions))
    if unknown:
        raise ValueError(f"{mapfile.name}: unknown regions {unknown}")
    in_play = [c for c in mapfile.cities if c.region in chosen]
    if cities is not None:
        wanted = set(cities)
        unknown = sorted(wanted - {c.name for c in in_play})
        if unknown:
            raise ValueError(f"{mapfile.name}: unknown cities or not in play {unknown}")
        in_play = [c for c in in_play if c.name in wanted]
    if not in_play:
        raise ValueError(f"{mapfile.name}: no cities in play")
    return in_play


class Board:
    """The cities in play, the connection graph between them and path costs.

    ``Board(mapfile)`` uses all regions; ``Board(mapfile, regions)`` only the named
    regions, which must form one connected area (RULES 2). ``cities=`` picks the
    cities in play directly (the "free city selection" variant, RULES 6; combined
    with ``regions`` it picks among their cities); they must be connected too.
    Raises ``ValueError`` for unknown names or cities that are not connected.

    Attributes (treat them as read-only):

    ``mapfile``     the map
    ``regions``     region names in play, in map order
    ``cities``      city names in play, sorted by name (code points); ``index``
                    maps a name to its position there; hot loops use that index
    ``region_of``   city name -> region name
    ``pos``         city name -> (x, y) drawing position
    ``graph``       frozen ``networkx.Graph`` of the cities in play, edge attribute
                    ``cost``, node attributes ``region`` and ``pos``
    ``adjacency``   by index: list of ``(neighbour index, cost)`` pairs
    ``dist``        ``dist[i][j]``: cheapest path cost between cities ``i`` and ``j``
                    (plain lists of ints)
    """

    def __init__(
        self,
        mapfile: MapFile,
        regions: Iterable[str] | None = None,
        *,
        cities: Iterable[str] | None = None,
    ) -> None:
        in_play = _cities_in_play(mapfile, regions, cities)
        self.mapfile = mapfile
        self.regions: list[str] = [
            r for r in mapfile.region_names() if any(c.region == r for c in in_play)
        ]
        in_play.sort(key=lambda c: c.name)
        self.cities: list[str] = [c.name for c in in_play]
        self.index: dict[str, int] = {name: i for i, name in enumerate(self.cities)}
        self.region_of: dict[str, str] = {c.name: c.region for c in in_play}
        self.pos: dict[str, tuple[int, int]] = {c.name: (c.x, c.y) for c in in_play}
        #: The map's path prices beyond connections (RULES 8.103), None: connections only.
        self.pricing: PathPricing | None = path_pricing(mapfile, in_play)
        self._connect(in_play)
        self.dist: list[list[int]] = [self._row(i) for i in range(len(self.cities))]
        #: The path prices, whatever a house may pay instead (the paths shown).
        self._paths = self.dist
        #: What any house may pay for its connection instead of its path (RULES
        #: 8.113), read from the map's entry as data: ``dist`` is capped at it.
        self.general: int | None = general_price(mapfile)
        if self.general is not None:
            self.dist = _capped(self.dist, self.general)
        #: What a first house on another island pays for its connection (RULES 8.81);
        #: None on a board that is one network.
        self.fee: int | None = island_fee(mapfile)
        if self.fee is not None:
            if not _cities_joined(mapfile, self.regions):
                raise ValueError(
                    f"{mapfile.name}: the cities in play do not form one network on "
                    "each island; the regions in play must hold together there"
                )
        elif self.general is None and any(d >= _INF for d in self.dist[0]):
            lonely = [self.cities[j] for j, d in enumerate(self.dist[0]) if d >= _INF]
            raise ValueError(
                f"{mapfile.name}: the cities in play are not connected "
                f"(cannot reach {listing(lonely)} from {shown(self.cities[0])}); "
                "the regions in play must form one connected area"
            )
        self._path_cache: dict[tuple[int, int], tuple[str, ...]] = {}

    def _connect(self, in_play: list[City]) -> None:
        """The graph and the adjacency lists of the cities in play: the map's
        connections between two of them."""
        index = self.index
        pricing = self.pricing
        adjacency: list[list[tuple[int, int]]] = [[] for _ in range(len(self.cities))]
        into: list[list[tuple[int, int]]] = [[] for _ in range(len(self.cities))]
        graph: nx.Graph[str] = nx.Graph(name=self.mapfile.name)
        for c in in_play:
            graph.add_node(c.name, region=c.region, pos=(c.x, c.y))
        for conn in self.mapfile.connections:
            ia = index.get(conn.a)
            ib = index.get(conn.b)
            if ia is None or ib is None:
                continue
            graph.add_edge(conn.a, conn.b, cost=conn.cost)
            to_b = conn.cost if pricing is None else pricing.step(conn.cost, ib)
            to_a = conn.cost if pricing is None else pricing.step(conn.cost, ia)
            adjacency[ia].append((ib, to_b))
            adjacency[ib].append((ia, to_a))
            into[ib].append((ia, to_b))
            into[ia].append((ib, to_a))
        for neighbours in (*adjacency, *into):
            neighbours.sort()
        #: By index: ``(neighbour, price of the step there)``; ``_into`` the steps in.
        self.adjacency = adjacency
        self._into = adjacency if pricing is None else into
        self.graph: nx.Graph[str] = nx.freeze(graph)

    # -- identity -----------------------------------------------------------------

    def __repr__(self) -> str:
        return (
            f"<Board {self.mapfile.name}: {len(self.cities)} cities, "
            f"regions {', '.join(self.regions)}>"
        )

    def __copy__(self) -> Board:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Board:
        return self

    def __len__(self) -> int:
        return len(self.cities)

    def __contains__(self, city: object) -> bool:
        return city in self.index

    # -- paths ----------------------------------------------------------------------

    def _row(self, source: int) -> list[int]:
        """The price of a path from ``source`` to every city (RULES 3.4, 8.103)."""
        row = self._dijkstra(source)
        return row if self.pricing is None else self.pricing.settle(row, source, _INF)

    def _dijkstra(self, source: int) -> list[int]:
        adjacency = self.adjacency
        dist = [_INF] * len(adjacency)
        dist[source] = 0
        heap = [(0, source)]
        pop, push = heapq.heappop, heapq.heappush
        while heap:
            du, u = pop(heap)
            if du > dist[u]:
                continue
            for v, w in adjacency[u]:
                nd = du + w
                if nd < dist[v]:
                    dist[v] = nd
                    push(heap, (nd, v))
        return dist

    def _cost_hops_to(self, target: int) -> list[tuple[int, int]]:
        """(cost, number of connections) of the best path from every city to target."""
        adjacency = self._into
        best = [(_INF, 0)] * len(adjacency)
        best[target] = (0, 0)
        heap = [(0, 0, target)]
        while heap:
            du, hu, u = heapq.heappop(heap)
            if (du, hu) > best[u]:
                continue
            for v, w in adjacency[u]:
                cand = (du + w, hu + 1)
                if cand < best[v]:
                    best[v] = cand
                    heapq.heappush(heap, (cand[0], cand[1], v))
        return best

    def _index(self, city: str) -> int:
        try:
            return self.index[city]
        except KeyError:
            raise KeyError(f"city not in play: {city!r}") from None

    def path(self, a: str, b: str) -> list[str]:
        """A cheapest path from ``a`` to ``b`` (both included).

        Ties are broken deterministically: fewest connections, then the path
        whose city names come first alphabetically, compared from ``a``.
        """
        ia, ib = self._index(a), self._index(b)
        key = (ia, ib)
        cached = self._path_cache.get(key)
        if cached is None:
            best = self._cost_hops_to(ib)
            names = self.cities
            route = [ia]
            u = ia
            while u != ib:
                goal = best[u]
                u = min(
                    v for v, w in self.adjacency[u] if (best[v][0] + w, best[v][1] + 1) == goal
                )  # indices follow name order, so min() picks the first name
                route.append(u)
            cached = tuple(names[i] for i in route)
            self._path_cache[key] = cached
        return list(cached)

    def path_cost(self, path: Iterable[str]) -> int:
        """The price of ``path`` from its first city: the connection costs, and the
        entries of the cities it enters where the map has them (RULES 8.103; KeyError
        if not a graph path)."""
        cities = list(path)
        costs: list[int] = []
        for x, y in itertools.pairwise(cities):
            data = self.graph.get_edge_data(x, y)
            if data is None:
                raise KeyError(f"no connection {x} <-> {y}")
            costs.append(data["cost"])
        if self.pricing is None:
            return sum(costs)
        return self.pricing.path_price([self.index[c] for c in cities], costs)

    def distance(self, a: str, b: str) -> int:
        """Cheapest path cost from ``a`` to ``b`` (the same both ways unless the map
        prices entries, RULES 8.103)."""
        return self.dist[self._index(a)][self._index(b)]

    def _network_indices(self, network: Iterable[str]) -> list[int]:
        return sorted({self._index(c) for c in network})

    def _nearest(self, sources: list[int], target: int) -> tuple[int, int]:
        """(cost, source index) of the best source for ``target``.

        Best means cheapest, then fewest connections, then first by name.
        """
        dist = self.dist
        cost = min(dist[s][target] for s in sources)
        if cost >= _INF:  # another island: a new network there (RULES 8.81)
            return price_of(cost, self.fee), target
        paths = self._paths
        if paths is not dist and min(paths[s][target] for s in sources) > cost:
            return cost, target  # the general connection, no path (RULES 8.113)
        tied = [s for s in sources if paths[s][target] == cost]
        if len(tied) == 1:
            return cost, tied[0]
        best = self._cost_hops_to(target)
        return cost, min(tied, key=lambda s: (best[s][1], s))

    def connection_cost(self, network: Iterable[str], city: str) -> tuple[int, list[str]]:
        """Cheapest connection cost and path from any city of ``network`` to ``city``.

        The path runs from a network city to ``city``. An empty network, or one that
        already contains ``city``, gives ``(0, [city])``.
        """
        target = self._index(city)
        sources = self._network_indices(network)
        if not sources or target in sources:
            return 0, [city]
        cost, source = self._nearest(sources, target)
        if source == target:  # a new network on another island: no path (RULES 8.81)
            return cost, [city]
        return cost, self.path(self.cities[source], city)

    def network_costs(self, network: Iterable[int]) -> list[int]:
        """By board index, the connection a house pays from the cities ``network``
        (board indices, at least one): the cheapest path, or the fee of a new
        network on another island (RULES 8.81)."""
        rows = [self.dist[c] for c in network]
        fee = self.fee
        return [price_of(min(col), fee) for col in zip(*rows, strict=True)]

    def costs_from(self, network: Iterable[str]) -> dict[str, int]:
        """Cheapest connection cost from ``network`` to every city in play.

        Cities of the network cost 0; everything costs 0 for an empty network.
        """
        sources = self._network_indices(network)
        if not sources:
            return dict.fromkeys(self.cities, 0)
        dist, fee = self.dist, self.fee
        return {
            name: price_of(min(dist[s][i] for s in sources), fee)
            for i, name in enumerate(self.cities)
        }

    # -- build plans (RULES 3.4) ---------------------------------------------------------

    def _plan(
        self, network: list[int], order: list[int], price: Callable[[str], int | None]
    ) -> BuildPlan:
        """Price ``order`` city by city, as RULES 3.4 does."""
        names = self.cities
        owned = list(network)
        steps: list[BuildStep] = []
        for t in order:
            name = names[t]
            house = price(name)
            if house is None:
                raise ValueError(f"no house price for {name!r}")
            if owned:
                cost, source = self._nearest(owned, t)
                path = self.path(names[source], name) if source != t else [name]
            else:
                cost, path = 0, [name]
            steps.append(BuildStep(name, cost, int(house), path))
            owned.append(t)
        return BuildPlan(
            order=[names[t] for t in order],
            steps=steps,
            total=sum(s.cost for s in steps),
        )

    def price_order(
        self, network: Iterable[str], order: Iterable[str], house_price: HousePrice = 0
    ) -> BuildPlan:
        """Price building ``order`` one by one, exactly in the given order (RULES 3.4)."""
        sources = self._network_indices(network)
        targets = self._targets(sources, order)
        return self._plan(sources, targets, _price_function(house_price))

    def _targets(self, sources: list[int], targets: Iterable[str]) -> list[int]:
        result: list[int] = []
        seen: set[int] = set()
        owned = set(sources)
        for name in targets:
            i = self._index(name)
            if i in owned:
                raise ValueError(f"{name!r} is already in the network")
            if i in seen:
                raise ValueError(f"{name!r} is listed twice")
            seen.add(i)
            result.append(i)
        return result

    def cheapest_order(
        self, network: Iterable[str], targets: Iterable[str], house_price: HousePrice = 0
    ) -> BuildPlan:
        """The cheapest order to build all ``targets`` one after the other (RULES 3.4).

        Each city pays its house price plus the cheapest path from the network
        including the targets already built in this plan; with an empty network the
        first city pays no connection. The result is exact for any number of
        targets: an order's connection costs always form a spanning tree of the
        network (as one node) and the targets in the shortest-path metric, so no
        order beats the minimum spanning tree, and Prim's algorithm grown from the
        network is an order that costs exactly that. Ties: the cheaper step first,
        then the first name; with an empty network the first target by name starts.
        Raises ``ValueError`` if a target is in the network or listed twice. On a
        board whose paths cost more one way than the other (RULES 8.103) the order is
        the cheapest tree of paths (:func:`~powergrid.board.pricing.directed_order`).
        """
        sources = self._network_indices(network)
        todo = self._targets(sources, targets)
        price = _price_function(house_price)
        if self.pricing is not None and todo:
            return self._plan(sources, directed_order(self.dist, sources, todo), price)
        order: list[int] = []
        if todo:
            dist = self.dist
            # best[t]: cheapest connection of t to what is owned so far
            if sources:
                best = {t: min(dist[s][t] for s in sources) for t in todo}
            else:
                first = min(todo)
                order.append(first)
                best = {t: dist[first][t] for t in todo if t != first}
            fee = self.fee
            while best:
                t = min(best, key=lambda k: (price_of(best[k], fee), k))
                del best[t]
                order.append(t)
                row = dist[t]
                for k, v in best.items():
                    if row[k] < v:
                        best[k] = row[k]
        return self._plan(sources, order, price)

    def cheapest_additions(
        self,
        network: Iterable[str],
        n: int,
        house_price: HousePrice = 0,
        *,
        max_nodes: int | None = None,
    ) -> BuildPlan:
        """The cheapest ``n`` cities to add to ``network``, in a cheapest order.

        Exact (on a board priced by connections; where paths cost more one way than
        the other, RULES 8.103, a cheap plan that may miss the cheapest): no set of
        ``n`` buildable cities outside the network costs less,
        priced as :meth:`cheapest_order` prices it. A city is buildable when
        ``house_price`` gives it a price (a function may return ``None``, a mapping
        may lack it). Branch and bound over build sequences: a greedy plan gives
        the first bound; a city farther from the network than that bound allows is
        never tried; each partial plan is cut by a lower bound (every remaining city
        pays at least its house plus its cheaper way in: from the cities owned, or
        from its nearest neighbour); and each set is only tried in one order (its
        Prim order). On a full 42-city map this takes milliseconds for n <= 5,
        tens of ms for n = 6, a few hundred ms for n = 8 and up to seconds beyond:
        ``max_nodes`` caps the number of partial plans tried, after which the best
        plan found so far is returned with ``exact=False``.
        Fewer than ``n`` buildable cities: raises ``ValueError``.
        """
        if n < 0:
            raise ValueError("n must be >= 0")
        sources = self._network_indices(network)
        houses = self._buildable(sources, _price_function(house_price))
        if len(houses) < n:
            raise ValueError(f"only {len(houses)} buildable cities, cannot add {n}")
        if n == 0:
            return BuildPlan([], [], 0)

        dist = self.dist
        if sources:
            base = self.network_costs(sources)
        else:
            base = [0] * len(self.cities)  # the first city pays no connection
        # Greedy for an upper bound.
        best_seq = self._greedy_additions(sources, houses, base, n)
        best_total = self._sequence_cost(sources, best_seq, houses)
        candidates = self._candidates(houses, base, n, best_total)
        best_seq, exact = _search_additions(
            _AdditionSearch(dist, houses, candidates, n, best_seq, best_total),
            sources,
            base,
            max_nodes,
        )

        names = self.cities
        plan = self.cheapest_order(
            [names[s] for s in sources],
            [names[c] for c in best_seq],
            lambda c: houses[self.index[c]],
        )
        if not exact:
            plan = BuildPlan(plan.order, plan.steps, plan.total, exact=False)
        return plan

    def _buildable(self, sources: list[int], price: Callable[[str], int | None]) -> dict[int, int]:
        """City index -> house price of every city outside the network that has one."""
        owned = set(sources)
        houses: dict[int, int] = {}
        for i, name in enumerate(self.cities):
            if i in owned:
                continue
            p = price(name)
            if p is not None:
                houses[i] = int(p)
        return houses

    @staticmethod
    def _candidates(houses: dict[int, int], base: list[int], n: int, bound: int) -> list[int]:
        """The cities that can be in a plan cheaper than ``bound``, cheapest first.

        A city c of the optimal set costs at least house(c) + base(c) + the n-1
        cheapest other houses (its path from the network is part of the tree)."""
        others = sum(sorted(houses.values())[: n - 1])
        return sorted(
            (c for c in houses if houses[c] + base[c] + others < bound),
            key=lambda c: (houses[c] + base[c], c),
        )

    def _greedy_additions(
        self, sources: list[int], houses: dict[int, int], base: list[int], n: int
    ) -> list[int]:
        """Cheapest next step, n times (a first upper bound, not exact)."""
        dist = self.dist
        reach = {c: base[c] for c in houses}
        seq: list[int] = []
        for _ in range(n):
            c = min(reach, key=lambda k: (houses[k] + reach[k], k))
            row = dist[c]
            if not sources and not seq:
                reach = {k: row[k] for k in reach if k != c}
            else:
                del reach[c]
                for k, v in reach.items():
                    if row[k] < v:
                        reach[k] = row[k]
            seq.append(c)
        return seq

    def _sequence_cost(self, sources: list[int], seq: list[int], houses: dict[int, int]) -> int:
        dist = self.dist
        owned = list(sources)
        total = 0
        for c in seq:
            total += houses[c] + (
                price_of(min(dist[o][c] for o in owned), self.fee) if owned else 0
            )
            owned.append(c)
        return total


def _capped(dist: list[list[int]], cap: int) -> list[list[int]]:
    """The prices ``dist`` where any house may pay ``cap`` instead (RULES 8.113)."""
    return [
        [d if d <= cap or i == j else cap for j, d in enumerate(row)] for i, row in enumerate(dist)
    ]


# -- regions ---------------------------------------------------------------------------


def _region_links(mapfile: MapFile) -> dict[str, set[str]]:
    """Region name -> names of the adjacent regions (plain sets, fast)."""
    region_of = {c.name: c.region for c in mapfile.cities}
    links: dict[str, set[str]] = {r.name: set() for r in mapfile.regions}
    for conn in mapfile.connections:
        ra, rb = region_of[conn.a], region_of[conn.b]
        if ra != rb:
            links[ra].add(rb)
            links[rb].add(ra)
    return links


def _connected(links: dict[str, set[str]], chosen: Collection[str]) -> bool:
    if not chosen:
        return False
    allowed = set(chosen)
    start = next(iter(allowed))
    seen = {start}
    todo = [start]
    while todo:
        for r in links[todo.pop()] & allowed:
            if r not in seen:
                seen.add(r)
                todo.append(r)
    return len(seen) == len(allowed)


def region_adjacency(mapfile: MapFile) -> nx.Graph[str]:
    """Regions as nodes (attribute ``color``), adjacent when a connection joins
    a city of one to a city of the other (RULES 2). Edge attribute ``connections``
    counts such connections."""
    region_of = {c.name: c.region for c in mapfile.cities}
    graph: nx.Graph[str] = nx.Graph(name=mapfile.name)
    for r in mapfile.regions:
        graph.add_node(r.name, color=r.color)
    for conn in mapfile.connections:
        ra, rb = region_of[conn.a], region_of[conn.b]
        if ra == rb:
            continue
        if graph.has_edge(ra, rb):
            graph[ra][rb]["connections"] += 1
        else:
            graph.add_edge(ra, rb, connections=1)
    return graph


def _check_regions(mapfile: MapFile, regions: Iterable[str]) -> list[str]:
    chosen = list(dict.fromkeys(regions))
    unknown = sorted(set(chosen) - set(mapfile.region_names()))
    if unknown:
        raise ValueError(f"{mapfile.name}: unknown regions {unknown}")
    return chosen


def regions_connected(mapfile: MapFile, regions: Iterable[str]) -> bool:
    """Whether ``regions`` form one connected area (RULES 2): their cities are one
    network through connections between them. An empty set does not.

    On a map whose every region holds together by itself (format 1 asks it) this is
    the same as the regions touching each other as one area; a format 2 map may hold
    a region together only through another one, and such a region then needs that
    one in play too.
    """
    chosen = _check_regions(mapfile, regions)
    return bool(chosen) and _cities_joined(mapfile, chosen)


def _cities_joined(mapfile: MapFile, regions: Collection[str]) -> bool:
    """Whether the cities of ``regions`` form one network by the connections between
    them (on a board of islands: one network on each island they touch, RULES 8.81)."""
    allowed = set(regions)
    names = [c.name for c in mapfile.cities if c.region in allowed]
    if not names:
        return False
    if general_price(mapfile) is not None:  # every city within reach (RULES 8.113)
        return True
    if island_fee(mapfile) is not None:
        links = [(c.a, c.b) for c in mapfile.connections]
        return islands_joined(set(names), links, _islands(mapfile))
    parent = {name: name for name in names}

    def root(name: str) -> str:
        while parent[name] != name:
            parent[name] = parent[parent[name]]
            name = parent[name]
        return name

    parts = len(names)
    for conn in mapfile.connections:
        if conn.a in parent and conn.b in parent:
            ra, rb = root(conn.a), root(conn.b)
            if ra != rb:
                parent[ra] = rb
                parts -= 1
    return parts == 1


#: Most sets of regions :func:`playable_region_sets` tries one by one.
REGION_SETS_LIMIT = 50_000


def playable_region_sets(mapfile: MapFile, count: int) -> list[tuple[str, ...]] | None:
    """Every set of ``count`` regions a game may play on (RULES 2, as
    :func:`regions_connected` says), each in map order, the sets in a fixed order;
    None when the map has too many sets to try them one by one. Remembered per map
    (every new game asks)."""
    key = (id(mapfile), count)
    known = _REGION_SETS.get(key)
    if known is None or known[0] is not mapfile:
        known = (mapfile, _region_sets(mapfile, count))
        if len(_REGION_SETS) >= 256:
            _REGION_SETS.clear()  # bounded; one dict operation a step, safe in threads
        _REGION_SETS[key] = known  # the map is kept with its answer: its id stays its own
    sets = known[1]
    return None if sets is None else list(sets)


_REGION_SETS: dict[tuple[int, int], tuple[MapFile, tuple[tuple[str, ...], ...] | None]] = {}


def _region_sets(mapfile: MapFile, count: int) -> tuple[tuple[str, ...], ...] | None:
    names = mapfile.region_names()
    if not 1 <= count <= len(names):
        return ()
    if math.comb(len(names), count) > REGION_SETS_LIMIT:
        return None
    links = _region_links(mapfile)
    islands = island_fee(mapfile) is not None or general_price(mapfile) is not None
    return tuple(
        combo
        for combo in itertools.combinations(names, count)
        if (islands or _connected(links, combo)) and _cities_joined(mapfile, combo)
    )


def _islands(mapfile: MapFile) -> list[set[str]]:
    """The parts of the map no connection joins, each as its city names."""
    graph: nx.Graph[str] = nx.Graph()
    graph.add_nodes_from(c.name for c in mapfile.cities)
    graph.add_edges_from((c.a, c.b) for c in mapfile.connections)
    return [set(part) for part in nx.connected_components(graph)]


def random_regions(mapfile: MapFile, count: int, rng: random.Random) -> list[str]:
    """A random connected set of ``count`` regions (RULES 2, as :func:`regions_connected`
    says), in map order.

    Every connected set is equally likely (the sets are listed in a fixed order and
    one is chosen with a single ``rng.randrange``), so the result depends only on the
    map, ``count`` and the state of ``rng``. Raises ``ValueError`` if ``count`` is
    out of range or no connected set of that size exists.
    """
    names = mapfile.region_names()
    if not 1 <= count <= len(names):
        raise ValueError(f"{mapfile.name}: cannot choose {count} of {len(names)} regions")
    links = _region_links(mapfile)
    sets = playable_region_sets(mapfile, count)
    if sets is not None:
        if not sets:
            raise ValueError(f"{mapfile.name}: no connected set of {count} regions")
        return list(sets[rng.randrange(len(sets))])
    # Very many regions: grow a random connected set instead (not exactly uniform).
    for _ in range(1000):
        chosen = [names[rng.randrange(len(names))]]
        while len(chosen) < count:
            frontier = [r for r in names if r not in chosen and links[r] & set(chosen)]
            if not frontier:
                break
            chosen.append(frontier[rng.randrange(len(frontier))])
        if len(chosen) == count and _cities_joined(mapfile, chosen):
            return [r for r in names if r in chosen]
    raise ValueError(f"{mapfile.name}: no connected set of {count} regions")


# -- free city selection (RULES 6) -------------------------------------------------------------


def _city_links(mapfile: MapFile) -> dict[str, set[str]]:
    links: dict[str, set[str]] = {c.name: set() for c in mapfile.cities}
    for conn in mapfile.connections:
        links[conn.a].add(conn.b)
        links[conn.b].add(conn.a)
    return links


#: Every ``Problem.code`` of :func:`city_set_problems`, with its parameters.
CITY_SET_CODES: Mapping[str, str] = {
    "unknown_cities": "names that are not cities of the map (params: map, cities)",
    "wrong_count": "a set of another size than the game needs (params: chosen, need)",
    "not_connected": "the chosen cities are not connected through chosen cities only",
    "none_chosen": "no city chosen",
}


def city_set_problems(
    mapfile: MapFile, cities: Iterable[str], count: int | None = None
) -> list[str]:
    """Why ``cities`` cannot be the cities in play (RULES 6): unknown names, a count
    other than ``count``, or a set that is not connected by its own connections.
    An empty list means the set is fine. Each problem is a :class:`Problem`: the
    English sentence with a code of :data:`CITY_SET_CODES` and its parameters."""
    chosen = list(dict.fromkeys(cities))
    problems: list[str] = []
    known = {c.name for c in mapfile.cities}
    unknown = [c for c in chosen if c not in known]
    if unknown:
        problems.append(
            Problem(
                f"not cities of {shown(mapfile.name)}: {listing(unknown)}",
                "unknown_cities",
                map=mapfile.name,
                cities=unknown,
            )
        )
    if count is not None and len(chosen) != count:
        problems.append(
            Problem(
                f"{len(chosen)} cities chosen, the game needs {count}",
                "wrong_count",
                chosen=len(chosen),
                need=count,
            )
        )
    inside = [c for c in chosen if c in known]
    if inside and not _connected(_city_links(mapfile), inside):
        problems.append(
            Problem(
                "the chosen cities are not connected: every city must be reachable "
                "from every other through chosen cities only",
                "not_connected",
            )
        )
    if not chosen:
        problems.append(Problem("no cities chosen", "none_chosen"))
    return problems


def cities_connected(mapfile: MapFile, cities: Iterable[str]) -> bool:
    """Whether ``cities`` are connected through chosen cities only. Empty: no."""
    chosen = set(cities)
    links = _city_links(mapfile)
    return bool(chosen) and chosen <= links.keys() and _connected(links, chosen)


def random_cities(mapfile: MapFile, count: int, rng: random.Random) -> list[str]:
    """A random connected set of ``count`` cities (RULES 6), sorted by name.

    Grows from a random city, adding a random neighbour of the set each time; it
    depends only on the map, ``count`` and the state of ``rng``.
    """
    names = sorted(c.name for c in mapfile.cities)
    if not 1 <= count <= len(names):
        raise ValueError(f"{mapfile.name}: cannot choose {count} of {len(names)} cities")
    links = _city_links(mapfile)
    for _ in range(100):
        chosen = {names[rng.randrange(len(names))]}
        frontier = sorted(links[next(iter(chosen))])
        while len(chosen) < count and frontier:
            city = frontier[rng.randrange(len(frontier))]
            chosen.add(city)
            frontier = sorted({n for c in chosen for n in links[c]} - chosen)
        if len(chosen) == count:
            return sorted(chosen)
    raise ValueError(f"{mapfile.name}: no connected set of {count} cities")
