"""What the inspector shows, computed without Qt.

:class:`InspectionModel` holds one map, the regions switched into play, the game
step, a starting network, the houses already on the board (none outside a game)
and a list of planned targets, and answers the inspector's questions: is the
choice of regions one connected area (RULES 2), what does a city cost from the
network (RULES 3.4) and along which path, what does every city cost (heat
shading), the cheapest order for the planned targets, the cheapest N cities to
add. All prices come from :class:`powergrid.board.Board`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

import networkx as nx

from ...board import (
    DEFAULT_PLACES,
    Board,
    BuildPlan,
    MapFile,
    city_set_problems,
    region_adjacency,
)

# Renders a marked source string in a language (the window passes Qt's translator).
Translate = Callable[[str], str]


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:  # noqa: N802 - the name lupdate reads
    """Marks ``source`` for ``pyside6-lupdate`` in ``context`` without importing Qt."""
    return source


def _english(source: str) -> str:
    return source


__all__ = [
    "CityDetails",
    "HoverInfo",
    "InspectionModel",
    "RegionStatus",
    "house_place_price",
]


def house_place_price(
    step: int, houses_there: int = 0, places: tuple[tuple[int, int], ...] = DEFAULT_PLACES
) -> int | None:
    """The price of the next free place of a city holding ``houses_there`` houses in
    ``step``, from the city's ``places`` (``(price, step open)`` each, its map file's;
    RULES 1.7, 3.4), or ``None`` when the step opens no further place there."""
    prices = [price for price, opens in places if opens <= step]
    return prices[houses_there] if houses_there < len(prices) else None


@dataclass(frozen=True)
class RegionStatus:
    """Whether the regions in play form one connected area (RULES 2)."""

    regions: tuple[str, ...]
    connected: bool
    parts: tuple[tuple[str, ...], ...]  # connected groups of regions, largest first

    def describe(self, tr: Translate = _english, region: Translate = _english) -> str:
        """The status as a sentence; ``region`` names a region in the reader's language."""
        if not self.regions:
            return tr(QT_TRANSLATE_NOOP("Inspector", "No region in play."))
        if self.connected:
            n = len(self.regions)
            if n == 1:
                return tr(QT_TRANSLATE_NOOP("Inspector", "1 region in play, one connected area."))
            return tr(
                QT_TRANSLATE_NOOP("Inspector", "{n} regions in play, one connected area.")
            ).format(n=n)
        groups = " | ".join(", ".join(region(r) for r in p) for p in self.parts)
        return tr(
            QT_TRANSLATE_NOOP("Inspector", "Not connected: {n} separate areas ({groups}).")
        ).format(n=len(self.parts), groups=groups)


@dataclass(frozen=True)
class HoverInfo:
    """What building in ``city`` costs from the network: ``connection`` along ``path``
    (from a network city to ``city``), plus ``house`` (``None``: no free place)."""

    city: str
    connection: int
    house: int | None
    path: list[str] = field(default_factory=list)
    in_network: bool = False

    @property
    def total(self) -> int | None:
        return None if self.house is None else self.connection + self.house

    def describe(self, tr: Translate = _english) -> str:
        if self.in_network:
            return tr(QT_TRANSLATE_NOOP("Inspector", "{city}: in the network")).format(
                city=self.city
            )
        if self.house is None:
            return tr(
                QT_TRANSLATE_NOOP("Inspector", "{city}: no free place (connection {connection})")
            ).format(city=self.city, connection=self.connection)
        values = {
            "city": self.city,
            "total": self.total,
            "connection": self.connection,
            "house": self.house,
            "route": " → ".join(self.path),
        }
        if len(self.path) > 1:
            return tr(
                QT_TRANSLATE_NOOP(
                    "Inspector",
                    "{city}: {total} = connection {connection} + house {house}  ({route})",
                )
            ).format(**values)
        return tr(
            QT_TRANSLATE_NOOP(
                "Inspector", "{city}: {total} = connection {connection} + house {house}"
            )
        ).format(**values)


@dataclass(frozen=True)
class CityDetails:
    """A city's region, whether it is in play, its neighbours (name, cost, in play) and,
    when it is in play, its price from the network."""

    name: str
    region: str
    color: str
    in_play: bool
    neighbours: list[tuple[str, int, bool]]
    houses: int = 0
    price: HoverInfo | None = None

    def describe(self, tr: Translate = _english, region: Translate = _english) -> str:
        """The details as lines; ``region`` names the region in the reader's language."""
        if self.in_play:
            head = tr(QT_TRANSLATE_NOOP("Inspector", "{city} — region {region}"))
        else:
            head = tr(QT_TRANSLATE_NOOP("Inspector", "{city} — region {region} (not in play)"))
        lines = [head.format(city=self.name, region=region(self.region))]
        if self.houses:
            lines.append(
                tr(QT_TRANSLATE_NOOP("Inspector", "houses built: {n}")).format(n=self.houses)
            )
        if self.price is not None:
            lines.append(self.price.describe(tr))
        lines.append(tr(QT_TRANSLATE_NOOP("Inspector", "neighbours:")))
        for name, cost, in_play in self.neighbours:
            line = (
                QT_TRANSLATE_NOOP("Inspector", "  {city}: {cost}")
                if in_play
                else QT_TRANSLATE_NOOP("Inspector", "  {city}: {cost} (not in play)")
            )
            lines.append(tr(line).format(city=name, cost=cost))
        return "\n".join(lines)


class InspectionModel:
    """The inspector's state and queries for one map (no Qt).

    ``houses`` maps a city to the number of houses already there (a game's board);
    it decides the house price together with ``step``. ``house_price`` may replace
    that rule with any function ``city -> price or None`` (the build highlighter
    uses the engine's prices).
    """

    def __init__(
        self, mapfile: MapFile, regions: Iterable[str] | None = None, step: int = 1
    ) -> None:
        self._boards: dict[frozenset[str], Board] = {}
        self.step = step
        self.houses: dict[str, int] = {}
        # A free city set (RULES 6) narrowing play inside the regions; None: all.
        self.cities: frozenset[str] | None = None
        self.house_price_override: Callable[[str], int | None] | None = None
        # A running game's connections as its engine charges them, for the network
        # they were asked for (see :meth:`charge_connections`).
        self._charged: tuple[tuple[str, ...], Callable[[str], int | None]] | None = None
        self.network: list[str] = []
        self.targets: list[str] = []
        self.set_map(mapfile, regions)

    # -- map and regions -----------------------------------------------------------------

    def set_map(self, mapfile: MapFile, regions: Iterable[str] | None = None) -> None:
        self.mapfile = mapfile
        self._boards.clear()
        self._adjacency = region_adjacency(mapfile)
        self._city = {c.name: c for c in mapfile.cities}
        neighbours: dict[str, list[tuple[str, int]]] = {c.name: [] for c in mapfile.cities}
        for conn in mapfile.connections:
            neighbours[conn.a].append((conn.b, conn.cost))
            neighbours[conn.b].append((conn.a, conn.cost))
        for lst in neighbours.values():
            lst.sort(key=lambda nc: (nc[1], nc[0]))
        self._neighbours = neighbours
        self.network = []
        self.targets = []
        self.houses = {}
        self.cities = None
        self.set_regions(mapfile.region_names() if regions is None else regions)

    def set_regions(self, regions: Iterable[str]) -> RegionStatus:
        """Put exactly ``regions`` in play; the network and targets keep the cities
        still in play. Returns the connectedness check (RULES 2)."""
        known = self.mapfile.region_names()
        chosen = set(regions)
        unknown = sorted(chosen - set(known))
        if unknown:
            raise ValueError(f"{self.mapfile.name}: unknown regions {unknown}")
        self.regions = [r for r in known if r in chosen]
        self.status = self._status()
        if self.cities is not None:
            self.set_cities(self.cities)  # keeps the set's cities of these regions
            return self.status
        self.board = self._board() if self.status.connected else None
        in_play = self.in_play
        self.network = [c for c in self.network if c in in_play]
        self.targets = [c for c in self.targets if c in in_play and c not in self.network]
        return self.status

    def set_cities(self, cities: Iterable[str] | None) -> list[str]:
        """Play on a free city set (RULES 6) inside the regions, or on every city of
        the regions (None). Returns what is wrong with the set (empty: it is
        connected, and the board prices paths through its cities only)."""
        region_cities = {c.name for c in self.mapfile.cities if c.region in set(self.regions)}
        self.cities = None if cities is None else frozenset(cities) & region_cities
        problems = (
            [] if self.cities is None else city_set_problems(self.mapfile, sorted(self.cities))
        )
        if self.cities is not None and not self.cities:
            problems = ["no cities chosen"]
        self.board = self._board() if self.status.connected and not problems else None
        in_play = self.in_play
        self.network = [c for c in self.network if c in in_play]
        self.targets = [c for c in self.targets if c in in_play]
        return problems

    def toggle_region(self, region: str) -> RegionStatus:
        if region in self.regions:
            return self.set_regions([r for r in self.regions if r != region])
        return self.set_regions([*self.regions, region])

    def _status(self) -> RegionStatus:
        sub = self._adjacency.subgraph(self.regions)
        order = {r: i for i, r in enumerate(self.mapfile.region_names())}
        parts: list[tuple[str, ...]] = []
        if self.regions:
            for comp in nx.connected_components(sub):
                parts.append(tuple(sorted(comp, key=order.__getitem__)))
        parts.sort(key=lambda p: (-len(p), order[p[0]]))
        return RegionStatus(tuple(self.regions), len(parts) == 1, tuple(parts))

    def _board(self) -> Board:
        key = frozenset(self.regions) | {f"city:{c}" for c in self.cities or ()}
        board = self._boards.get(key)
        if board is None:
            board = Board(self.mapfile, self.regions, cities=self.cities)
            self._boards[key] = board
        return board

    @property
    def in_play(self) -> set[str]:
        chosen = set(self.regions)
        return {
            c.name
            for c in self.mapfile.cities
            if c.region in chosen and (self.cities is None or c.name in self.cities)
        }

    def region_color(self, region: str) -> str:
        return self.mapfile.color_of(region)

    # -- network, targets, prices --------------------------------------------------------

    def set_network(self, cities: Iterable[str]) -> None:
        in_play = self.in_play
        self.network = [c for c in dict.fromkeys(cities) if c in in_play]
        self.targets = [c for c in self.targets if c not in self.network]

    def charge_connections(self, charged: Callable[[str], int | None]) -> None:
        """Price the connections from the current network by ``charged`` (a game's
        engine: a network started anew may pay none, RULES 8.43; None where it does
        not say) for as long as the network stays the same; a network edited here is
        priced by the board alone."""
        self._charged = (tuple(self.network), charged)

    def connection_from_network(self, city: str) -> tuple[int, list[str]]:
        """The connection to ``city`` from the network and its path: the engine's
        charge while the network is a game's own (no path where it charges none),
        else the board's cheapest path."""
        assert self.board is not None
        connection, path = self.board.connection_cost(self.network, city)
        engine = self._engine_charge()
        charged = None if engine is None else engine(city)
        if charged is None:
            return connection, path
        return charged, ([city] if charged == 0 else path)

    def _engine_charge(self) -> Callable[[str], int | None] | None:
        """The game's charge of connections while the network is the one it was
        asked for (None: the board prices them)."""
        if self._charged is None or self._charged[0] != tuple(self.network):
            return None
        return self._charged[1]

    def toggle_network(self, city: str) -> None:
        if city in self.network:
            self.set_network([c for c in self.network if c != city])
        else:
            self.set_network([*self.network, city])

    def toggle_target(self, city: str) -> None:
        if city in self.targets:
            self.targets = [c for c in self.targets if c != city]
        elif city in self.in_play and city not in self.network:
            self.targets = [*self.targets, city]

    def house_price(self, city: str) -> int | None:
        """The house price in ``city`` now, or ``None`` if nobody can build there."""
        if self.house_price_override is not None:
            return self.house_price_override(city)
        # The city's own places on a map that gives them (its file), else RULES 1.7.
        there = self.houses.get(city, 0)
        return house_place_price(self.step, there, self._city[city].house_places)

    def hover(self, city: str) -> HoverInfo | None:
        """The price of ``city`` from the network and the cheapest path to it
        (``None`` when the city is not in play or the regions are not connected)."""
        board = self.board
        if board is None or city not in board.index:
            return None
        if city in self.network:
            return HoverInfo(city, 0, None, [city], in_network=True)
        connection, path = self.connection_from_network(city)
        return HoverInfo(city, connection, self.house_price(city), path)

    def heat(self) -> dict[str, int | None]:
        """Price (connection + house) of every city in play outside the network;
        ``None`` where no house can be built."""
        board = self.board
        if board is None:
            return {}
        costs = board.costs_from(self.network)
        network = set(self.network)
        result: dict[str, int | None] = {}
        charged = self._engine_charge()
        for city, connection in costs.items():
            if city in network:
                continue
            if charged is not None and (engine := charged(city)) is not None:
                connection = engine  # the game's own charge (RULES 8.43)
            house = self.house_price(city)
            result[city] = None if house is None else connection + house
        return result

    def plan(self) -> BuildPlan | None:
        """The cheapest order to build the targets (RULES 3.4), or ``None``.

        Targets without a free place cannot be built: ``ValueError`` names them.
        """
        board = self.board
        if board is None or not self.targets:
            return None
        blocked = [c for c in self.targets if self.house_price(c) is None]
        if blocked:
            raise ValueError(f"no free place in {', '.join(blocked)}")
        return board.cheapest_order(self.network, self.targets, self.house_price)

    def suggest(self, n: int) -> BuildPlan | None:
        """The cheapest ``n`` cities to add to the network (fewer if fewer can be built)."""
        board = self.board
        if board is None or n <= 0:
            return None
        network = set(self.network)
        buildable = sum(
            1 for c in board.cities if c not in network and self.house_price(c) is not None
        )
        n = min(n, buildable)
        if n == 0:
            return None
        return board.cheapest_additions(self.network, n, self.house_price)

    # -- details --------------------------------------------------------------------------

    def details(self, city: str) -> CityDetails:
        c = self._city[city]
        in_play = self.in_play
        return CityDetails(
            name=city,
            region=c.region,
            color=self.mapfile.color_of(c.region),
            in_play=city in in_play,
            neighbours=[(n, cost, n in in_play) for n, cost in self._neighbours[city]],
            houses=self.houses.get(city, 0),
            price=self.hover(city),
        )
