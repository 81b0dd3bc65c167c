"""Map files: the cities, regions and connections of a board, as JSON.

A map file is a UTF-8 JSON object::

    {
      "format": 2,
      "name": "Mainland",
      "regions": [
        {"name": "purple", "color": "#8e5bb5"},
        ...
      ],
      "cities": [
        {"name": "Seattle", "region": "purple", "x": 120, "y": 80},
        ...
      ],
      "connections": [
        {"a": "Seattle", "b": "Portland", "cost": 3},
        ...
      ]
    }

``format``
    ``1`` or ``2`` (the version of this layout). Format 2 adds the keys below marked
    *(2)*; in a format 1 file they mean nothing and are ignored, like other keys.
``name``
    The map's display name; ``names`` *(2)* gives it in other languages.
``regions``
    Each region has a unique ``name`` and a ``color`` written ``#rrggbb`` (and may
    have ``names`` *(2)*). In format 1 a map needs at least 5 regions, and every
    region holds exactly 7 cities (RULES 1.7); in format 2 every region holds
    ``region_size`` *(2)* cities (7 unless the file says otherwise, ``null``: any
    number) and the rules check the regions against the players table.
``cities``
    Each city has a unique ``name`` (compared case-insensitively), the ``region``
    it belongs to (one of ``regions``) and its drawing position ``x``/``y`` in
    pixels (integers within ±1,000,000, y grows downwards). ``places`` *(2)* lists
    the city's house places as ``[price, step open]``, cheapest first
    (``[[10, 1], [15, 2], [20, 3]]`` when left out).
``player_counts``, ``tables``, ``rules`` *(2)*
    The player counts the map is for (2 to 6 when left out), the tables it changes
    and the rule changes it plays with (:mod:`powergrid.board.maptables`).
``connections``
    Undirected: ``a`` and ``b`` are names of two different cities, ``cost`` a
    whole number from 0 to :data:`MAX_COST`. A pair of cities is joined at most
    once. All cities together must form one connected network, and the cities of
    each region must be connected through cities of that region, so that every
    connected set of regions a game may play on is one network (format 1; a format 2
    map may hold a region together through another one, and a game then plays only
    on sets of regions whose cities are one network).

Names are at most 100 characters on one line (no control characters). What this
check accepts, a game accepts: a board on any connected set of regions is connected,
and no path cost comes near the board's "unreachable" mark.

Other keys are ignored. :func:`load_map` and :func:`parse_map` check all of this
and raise :class:`MapError` listing every problem found, each as a
``"field: reason"`` line such as ``connections[3].b: unknown city 'Seatle'``.
"""

from __future__ import annotations

import json
import os
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from functools import cache, lru_cache
from importlib import resources
from pathlib import Path
from types import MappingProxyType
from typing import Any, Literal

import networkx as nx
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    StrictStr,
    ValidationError,
    field_validator,
    model_validator,
)

from ..jsonfile import MAX_DEPTH, JsonFileError, decode_text, parse_json, read_regular_file
from ..refusals import field_problem, has_controls, listing, one_line, quoted, shown
from .islands import GENERAL_RULE, ISLAND_RULE
from .maptables import EDITIONS, TAG_NAMES, Edition, MapTables, Names, RuleEntry

__all__ = [
    "CITIES_PER_REGION",
    "DEFAULT_PLACES",
    "FORMAT2_KEYS",
    "MAX_COORD",
    "MAX_COST",
    "MAX_NAME",
    "MAP_ERROR_CODES",
    "MAP_PROBLEM_CODES",
    "MIN_REGIONS",
    "City",
    "Connection",
    "MapError",
    "MapFile",
    "Problem",
    "Region",
    "builtin_maps",
    "dump_map",
    "load_map",
    "map_dirs",
    "parse_map",
]

CITIES_PER_REGION = 7  # RULES 1.7
MIN_REGIONS = 5  # table 1.5: up to 5 regions are played
#: The highest cost of one connection, in Elektro (RULES 1.7 gives no limit; no
#: printed map comes near it). Any path over a map a file can hold stays far below
#: the board's mark for an unreachable city.
MAX_COST = 1000
#: Drawing positions lie within ±MAX_COORD pixels.
MAX_COORD = 1_000_000
#: Longest name of a map, region or city.
MAX_NAME = 100
#: The house places of a city whose file gives none: [price, step from which it is
#: open], cheapest first (RULES 1.7, 3.4).
DEFAULT_PLACES: tuple[tuple[int, int], ...] = ((10, 1), (15, 2), (20, 3))
#: Most house places a city may have.
MAX_PLACES = 6
#: Keys of a map file that only format 2 may use.
FORMAT2_KEYS = (
    "names",
    "player_counts",
    "region_size",
    "tables",
    "rules",
    "entry_at_target",
    "editions",
)

_COLOR = re.compile(r"^#[0-9a-fA-F]{6}$")


#: Every ``MapError.code``, with what it means. "unreadable" and "bad_json" wrap a
#: refusal of the JSON reader: ``params["problem"]`` is its code from
#: :data:`powergrid.jsonfile.JSON_CODES` and the other params are that refusal's.
MAP_ERROR_CODES: Mapping[str, str] = MappingProxyType(
    {
        "no_map_named": "no map name was given (params: known)",
        "unknown_builtin": "no built-in map has this name (params: name, known)",
        "unreadable": "the file cannot be read (params: problem …)",
        "bad_json": "the text is not acceptable JSON (params: problem …)",
        "invalid": "the JSON is not a valid map; ``problems`` lists each (params: count)",
    }
)


class MapError(ValueError):
    """A map file that cannot be used.

    ``problems`` lists every problem found, each a ``"field: reason"`` line;
    ``source`` names the file (or whatever the text came from). The message
    names the source and all the problems. ``code`` (one of
    :data:`MAP_ERROR_CODES`) and ``params`` say what kind of failure it is, so
    that an interface can word it in another language.
    """

    def __init__(
        self,
        source: str,
        problems: Sequence[str],
        *,
        code: str = "invalid",
        params: Mapping[str, object] | None = None,
    ) -> None:
        self.source = one_line(str(source), 300)
        self.problems: list[str] = [
            p if isinstance(p, Problem) else one_line(p, 400) for p in problems
        ] or ["unknown problem"]
        self.code = code
        self.params: Mapping[str, object] = dict(params or {})
        if len(self.problems) == 1:
            message = f"{self.source}: {self.problems[0]}"
        else:
            shown_problems = listing(self.problems, limit=5, separator="; ", item_limit=300)
            message = f"{self.source}: {len(self.problems)} problems: {shown_problems}"
        super().__init__(one_line(message))


#: Every ``Problem.code`` of a map's cross checks, with its parameters. ``field`` is
#: where in the JSON the problem is (``regions[2]``, ``connections[5].b``).
MAP_PROBLEM_CODES: Mapping[str, str] = MappingProxyType(
    {
        "duplicate_region": "a region named twice (params: field, name, first)",
        "duplicate_city": "a city named twice (params: field, name, first)",
        "unknown_region": "cities in a region the map does not list (params: field, region, "
        "city, others)",
        "unknown_city": "a connection to a city the map does not list (params: field, name)",
        "duplicate_connection": "two cities joined twice (params: field, a, b, first)",
        "region_size": "a region without exactly 7 cities (params: field, region, count, need)",
        "too_few_regions": "fewer regions than a game needs (params: count, need)",
        "disconnected": "the cities form several separate parts (params: parts)",
        "region_split": "a region's cities are not connected through the region itself "
        "(params: field, region, parts, cities)",
        "part": "one separate part (params: index, parts, size, cities, more)",
        "more_parts": "parts not listed (params: more)",
    }
)


class Problem(str):
    """One problem line of a map file: the English ``"field: reason"`` text itself,
    with a stable ``code`` (one of :data:`MAP_PROBLEM_CODES`) and its ``params``, so
    that an interface can word the line in another language."""

    code: str
    params: dict[str, object]

    def __new__(cls, text: str, code: str, **params: object) -> Problem:
        line = super().__new__(cls, one_line(text, 400))
        line.code = code
        line.params = {key: _plain(value) for key, value in params.items()}
        return line


def _plain(value: object) -> object:
    """A parameter of a problem with any text from the file escaped and cut."""
    if isinstance(value, str):
        return shown(value, 300)
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


class _Problems(ValueError):
    """Raised inside the model validator to carry several problems at once."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("\n".join(problems))


def _check_name(value: str) -> str:
    if not value.strip():
        raise ValueError("must not be empty")
    if value != value.strip():
        raise ValueError(f"{quoted(value)} has leading or trailing spaces")
    if len(value) > MAX_NAME:
        raise ValueError(f"{quoted(value)} is longer than {MAX_NAME} characters")
    if has_controls(value):
        raise ValueError(f"{quoted(value)} holds a control character or a line break")
    return value


class Region(BaseModel):
    """A region of the map: a name, the colour it is drawn in and (format 2) its name
    in other languages when it is a word rather than a colour."""

    model_config = ConfigDict(frozen=True)

    name: StrictStr
    color: StrictStr
    names: Names | None = None

    @field_validator("name")
    @classmethod
    def _name(cls, value: str) -> str:
        return _check_name(value)

    @field_validator("color")
    @classmethod
    def _color(cls, value: str) -> str:
        if not _COLOR.fullmatch(value):
            raise ValueError(f"{quoted(value)} is not a colour written #rrggbb")
        return value.lower()


class City(BaseModel):
    """A city: its name, its region, where it is drawn (pixels, y down) and (format 2)
    its house places, ``(price, step open)`` each, cheapest first."""

    model_config = ConfigDict(frozen=True)

    name: StrictStr
    region: StrictStr
    x: StrictInt
    y: StrictInt
    places: tuple[tuple[StrictInt, StrictInt], ...] | None = None
    #: What a path pays for entering the city (format 2; a board's district cost or
    #: flat fee, :mod:`powergrid.board.pricing`); None: nothing.
    entry: StrictInt | None = None

    @field_validator("entry")
    @classmethod
    def _entry(cls, value: int | None) -> int | None:
        if value is not None and not 0 <= value <= MAX_COST:
            raise ValueError(f"entering a city costs 0 to {MAX_COST}, not {value}")
        return value

    @field_validator("name", "region")
    @classmethod
    def _name(cls, value: str) -> str:
        return _check_name(value)

    @field_validator("x", "y")
    @classmethod
    def _coordinate(cls, value: int) -> int:
        if not -MAX_COORD <= value <= MAX_COORD:
            raise ValueError(f"{value} is not within ±{MAX_COORD:,} pixels")
        return value

    @field_validator("places")
    @classmethod
    def _places(cls, places: tuple[tuple[int, int], ...] | None) -> Any:
        if places is None:
            return None
        if not 1 <= len(places) <= MAX_PLACES:
            raise ValueError(f"a city has 1 to {MAX_PLACES} places, not {len(places)}")
        for price, step in places:
            if not 0 <= price <= MAX_COST:
                raise ValueError(f"a place costs 0 to {MAX_COST}, not {price}")
            if step not in (1, 2, 3):
                raise ValueError(f"a place opens in step 1, 2 or 3, not {step}")
        steps = [step for _price, step in places]
        if steps != sorted(steps):
            raise ValueError("a place opens no earlier than the place before it")
        return places

    @property
    def pos(self) -> tuple[int, int]:
        return (self.x, self.y)

    @property
    def house_places(self) -> tuple[tuple[int, int], ...]:
        """The city's places, ``(price, step open)``, the file's or the default ones."""
        return DEFAULT_PLACES if self.places is None else self.places


class Connection(BaseModel):
    """An undirected connection between two cities and its cost (>= 0)."""

    model_config = ConfigDict(frozen=True)

    a: StrictStr
    b: StrictStr
    cost: StrictInt

    @field_validator("cost")
    @classmethod
    def _cost(cls, value: int) -> int:
        if value < 0:
            raise ValueError(f"negative cost {value} (a connection costs 0 or more)")
        if value > MAX_COST:
            raise ValueError(f"cost {value} is above the highest a connection may cost, {MAX_COST}")
        return value

    @model_validator(mode="after")
    def _not_a_loop(self) -> Connection:
        if self.a.casefold() == self.b.casefold():
            raise ValueError(f"connection from {quoted(self.a)} to itself")
        return self


class MapFile(BaseModel):
    """A whole map file (see the module docstring for the format)."""

    model_config = ConfigDict(frozen=True)

    format: Literal[1, 2]
    name: StrictStr
    names: Names | None = None
    regions: tuple[Region, ...]
    cities: tuple[City, ...]
    connections: tuple[Connection, ...]
    #: The player counts the map is for (None: 2 to 6).
    player_counts: tuple[StrictInt, ...] | None = Field(default=None, min_length=1, max_length=5)
    #: Cities in every region (None: any number).
    region_size: StrictInt | None = Field(default=CITIES_PER_REGION, ge=1, le=10_000)
    tables: MapTables = MapTables()
    rules: tuple[RuleEntry, ...] = Field(default=(), max_length=100)
    #: Whether a path pays the ``entry`` of the city it ends in (format 2; True: a
    #: district's cost is paid there too; False: only the cities passed through pay).
    entry_at_target: StrictBool = True
    #: The rule sets the board was published for (None: both; a board made for the
    #: Recharged rules only says ``["recharged"]``).
    editions: tuple[Edition, ...] | None = Field(default=None, min_length=1, max_length=2)

    @field_validator("name")
    @classmethod
    def _name(cls, value: str) -> str:
        return _check_name(value)

    @field_validator("format", mode="before")
    @classmethod
    def _format_number(cls, value: Any) -> Any:
        # ``true`` equals 1 in Python; the format must be the number itself.
        if type(value) is not int:
            raise ValueError(f"{quoted(value)} is not the format number 1 or 2")
        return value

    @field_validator("player_counts")
    @classmethod
    def _counts(cls, counts: tuple[int, ...] | None) -> tuple[int, ...] | None:
        if counts is not None:
            if any(n not in range(2, 7) for n in counts):
                raise ValueError("player counts are 2 to 6")
            if list(counts) != sorted(set(counts)):
                raise ValueError("list each player count once, lowest first")
        return counts

    @field_validator("editions")
    @classmethod
    def _editions(cls, editions: tuple[str, ...] | None) -> tuple[str, ...] | None:
        if editions is not None and len(set(editions)) != len(editions):
            raise ValueError("editions names a rule set twice")
        return editions

    @model_validator(mode="before")
    @classmethod
    def _format1_keys(cls, data: Any) -> Any:
        return _without_format2(data)

    @model_validator(mode="after")
    def _consistent(self) -> MapFile:
        problems = _consistency_problems(
            [(i, r.name) for i, r in enumerate(self.regions)],
            [(i, c.name, c.region) for i, c in enumerate(self.cities)],
            [(i, c.a, c.b) for i, c in enumerate(self.connections)],
            self.format,
            self.region_size,
            islands=any(r.id in (ISLAND_RULE, GENERAL_RULE) for r in self.rules),
        )
        if problems:
            raise _Problems(problems)
        return self

    def __hash__(self) -> int:
        """From its name and sizes, which equal maps share (a rule entry's parameters
        are a dict, which a field-by-field hash refuses): a carried map keys the caches
        of boards and checks whichever copy of it a save or a view brings; equality
        still compares every field."""
        sizes = (len(self.regions), len(self.cities), len(self.connections), len(self.rules))
        return hash((self.name, self.format, sizes))

    # -- conveniences -----------------------------------------------------------

    def region_names(self) -> list[str]:
        """The region names in file order."""
        return [r.name for r in self.regions]

    def city_names(self) -> list[str]:
        """The city names in file order."""
        return [c.name for c in self.cities]

    def city(self, name: str) -> City:
        """The city called ``name`` (KeyError if there is none)."""
        for c in self.cities:
            if c.name == name:
                return c
        raise KeyError(name)

    def cities_of(self, region: str) -> list[str]:
        """Names of the cities of ``region``, in file order."""
        return [c.name for c in self.cities if c.region == region]

    def color_of(self, region: str) -> str:
        for r in self.regions:
            if r.name == region:
                return r.color
        raise KeyError(region)

    def display_name(self, language: str = "") -> str:
        """The map's name in ``language`` ("de", "zh_CN", "zh_TW"), else its own."""
        translated = self.names.get(language) if self.names is not None else None
        return translated or self.name

    def legal_player_counts(self) -> tuple[int, ...]:
        """The player counts the map is for (2 to 6 unless the file says otherwise)."""
        return self.player_counts if self.player_counts is not None else (2, 3, 4, 5, 6)

    def legal_editions(self) -> tuple[str, ...]:
        """The rule sets the map is played on (both unless the file says otherwise)."""
        return self.editions if self.editions is not None else EDITIONS


def _without_format2(data: Any) -> Any:
    """A format 1 file's data without what format 2 adds: in format 1 those keys were
    keys of no meaning, ignored like any other."""
    if not isinstance(data, dict) or data.get("format") != 1:
        return data
    out = {k: v for k, v in data.items() if k not in FORMAT2_KEYS}
    for key, extra in (("cities", ("places", "entry")), ("regions", ("names",))):
        items = out.get(key)
        if isinstance(items, list):
            out[key] = [
                {k: v for k, v in item.items() if k not in extra}
                if isinstance(item, dict)
                else item
                for item in items
            ]
    return out


# -- cross-field checks ---------------------------------------------------------


def _consistency_problems(
    regions: list[tuple[int, str]],
    cities: list[tuple[int, str, str | None]],
    connections: list[tuple[int, str, str]],
    version: int = 1,
    region_size: int | None = CITIES_PER_REGION,
    *,
    islands: bool = False,
) -> list[str]:
    """Problems that involve several entries (``islands``: a format 2 board of
    islands, RULES 8.81, or with a general connection, RULES 8.113, whose cities may
    form several parts).

    Works on plain tuples (index in its list, names) so it can also run, best
    effort, on raw JSON data whose entries did not all pass the field checks.
    A region name of ``None`` means the city's region is unknown for now. Format 1
    asks for 7 cities in each of at least 5 regions, each region held together by
    its own cities; format 2 for ``region_size`` cities a region (any with None) and
    leaves the number of regions and how they hold together to the rules.
    """
    problems: list[str] = []
    region_seen = _region_names(regions, problems)
    canonical = _city_names(cities, region_seen, problems)
    edges = _connection_edges(connections, canonical, problems)
    if version == 1:
        problems.extend(_region_sizes(regions, region_seen, cities))
    elif region_size is not None:
        problems.extend(_region_sizes(regions, region_seen, cities, region_size, min_regions=1))
    # The whole map must be one connected network (a board of islands: any parts).
    names = list(canonical)
    if names and not (islands and version == 2):
        parts = _components(names, edges)
        if len(parts) > 1:
            problems.extend(_disconnected_lines(parts))
    if version == 1:
        problems.extend(_split_regions(regions, region_seen, cities, edges))
    return problems


def _region_names(regions: list[tuple[int, str]], problems: list[str]) -> dict[str, int]:
    """Each region name with the index of its first entry; repeats go to ``problems``."""
    region_seen: dict[str, int] = {}
    for i, name in regions:
        if name in region_seen:
            problems.append(
                Problem(
                    f"regions[{i}].name: duplicate region {quoted(name)} "
                    f"(also regions[{region_seen[name]}])",
                    "duplicate_region",
                    field=f"regions[{i}].name",
                    name=name,
                    first=f"regions[{region_seen[name]}]",
                )
            )
        else:
            region_seen[name] = i
    return region_seen


def _city_names(
    cities: list[tuple[int, str, str | None]], region_seen: dict[str, int], problems: list[str]
) -> dict[str, str]:
    """The cities' names (first spelling of each, case folded for repeats); repeated
    cities and cities of unknown regions go to ``problems``."""
    city_seen: dict[str, int] = {}
    canonical: dict[str, str] = {}
    unknown_region: dict[str, list[tuple[int, str]]] = {}
    for i, name, region in cities:
        key = name.casefold()
        if key in city_seen:
            problems.append(
                Problem(
                    f"cities[{i}].name: duplicate city {quoted(name)} "
                    f"(also cities[{city_seen[key]}])",
                    "duplicate_city",
                    field=f"cities[{i}].name",
                    name=name,
                    first=f"cities[{city_seen[key]}]",
                )
            )
        else:
            city_seen[key] = i
            canonical[name] = name
        if region is not None and region not in region_seen:
            unknown_region.setdefault(region, []).append((i, name))
    for region, where in unknown_region.items():
        (i, name), more = where[0], where[1:]
        also = ""
        if more:
            also = f" (also {len(more)} more: " + listing(n for _, n in more) + ")"
        problems.append(
            Problem(
                f"cities[{i}].region: unknown region {quoted(region)} of city {quoted(name)}{also}",
                "unknown_region",
                field=f"cities[{i}].region",
                region=region,
                city=name,
                others=[n for _, n in more],
            )
        )
    return canonical


def _connection_edges(
    connections: list[tuple[int, str, str]], canonical: dict[str, str], problems: list[str]
) -> list[tuple[str, str]]:
    """The connections between known cities as edges; connections naming an unknown
    city and repeated pairs go to ``problems``."""
    pair_seen: dict[frozenset[str], int] = {}
    edges: list[tuple[str, str]] = []
    for i, a, b in connections:
        ok = True
        for field, name in (("a", a), ("b", b)):
            if name not in canonical:
                problems.append(
                    Problem(
                        f"connections[{i}].{field}: unknown city {quoted(name)}",
                        "unknown_city",
                        field=f"connections[{i}].{field}",
                        name=name,
                    )
                )
                ok = False
        if a == b:
            continue  # a loop, reported by the Connection model itself
        pair = frozenset((a, b))
        if pair in pair_seen:
            problems.append(
                Problem(
                    f"connections[{i}]: duplicate connection {shown(a)} <-> {shown(b)} "
                    f"(also connections[{pair_seen[pair]}])",
                    "duplicate_connection",
                    field=f"connections[{i}]",
                    a=a,
                    b=b,
                    first=f"connections[{pair_seen[pair]}]",
                )
            )
        else:
            pair_seen[pair] = i
        if ok:
            edges.append((a, b))
    return edges


def _region_sizes(
    regions: list[tuple[int, str]],
    region_seen: dict[str, int],
    cities: list[tuple[int, str, str | None]],
    size: int = CITIES_PER_REGION,
    min_regions: int = MIN_REGIONS,
) -> list[str]:
    """RULES 1.7: every region holds exactly 7 cities (``size``), and a map has at
    least 5 regions (``min_regions``)."""
    problems: list[str] = []
    count = Counter(region for _, _, region in cities if region is not None)
    for i, name in regions:
        if region_seen.get(name) != i:
            continue
        n = count.get(name, 0)
        if n != size:
            problems.append(
                Problem(
                    f"regions[{i}]: region {quoted(name)} has {n} cities, "
                    f"it must have exactly {size}",
                    "region_size",
                    field=f"regions[{i}]",
                    region=name,
                    count=n,
                    need=size,
                )
            )
    if len(region_seen) < min_regions:
        problems.append(
            Problem(
                f"regions: {len(region_seen)} regions, a map needs at least {min_regions}",
                "too_few_regions",
                count=len(region_seen),
                need=min_regions,
            )
        )

    return problems


def _split_regions(
    regions: list[tuple[int, str]],
    region_seen: dict[str, int],
    cities: list[tuple[int, str, str | None]],
    edges: list[tuple[str, str]],
) -> list[str]:
    """Regions whose cities are not connected through cities of the region itself.

    A game plays on a connected set of regions (RULES 2); if a region's cities were
    joined only through another region, a board without that region would fall
    apart, so such a map is refused here rather than in the middle of a setup.
    """
    region_of = {name: region for _, name, region in cities if region is not None}
    members: dict[str, list[str]] = {}
    for name, region in region_of.items():
        members.setdefault(region, []).append(name)
    inner: dict[str, list[tuple[str, str]]] = {}
    for a, b in edges:
        home = region_of.get(a)
        if home is not None and home == region_of.get(b):
            inner.setdefault(home, []).append((a, b))
    problems: list[str] = []
    for i, name in regions:
        if region_seen.get(name) != i or len(members.get(name, ())) < 2:
            continue
        parts = _components(members[name], inner.get(name, []))
        if len(parts) > 1:
            problems.append(
                Problem(
                    f"regions[{i}]: the cities of region {quoted(name)} are not connected "
                    f"through the region's own cities ({len(parts)} parts; apart: "
                    f"{listing(c for part in parts[1:] for c in part)})",
                    "region_split",
                    field=f"regions[{i}]",
                    region=name,
                    parts=len(parts),
                    cities=[c for part in parts[1:] for c in part],
                )
            )
    return problems


#: Longest lists in a problem line: a big broken map still reads one short line each.
SHOWN_PARTS = 20
SHOWN_NAMES = 12


def _disconnected_lines(parts: list[list[str]]) -> list[str]:
    """One problem line for the split, then one per part (largest first), names capped."""
    lines: list[str] = [
        Problem(
            f"connections: the cities are not all connected, {len(parts)} separate parts",
            "disconnected",
            parts=len(parts),
        )
    ]
    for k, part in enumerate(parts[:SHOWN_PARTS]):
        names = sorted(part)
        text = listing(names, limit=SHOWN_NAMES)
        size = f"{len(part)} cit{'y' if len(part) == 1 else 'ies'}"
        lines.append(
            Problem(
                f"connections: part {k + 1} of {len(parts)}, {size}: {{{text}}}",
                "part",
                index=k + 1,
                parts=len(parts),
                size=len(part),
                cities=names[:SHOWN_NAMES],
                more=max(0, len(names) - SHOWN_NAMES),
            )
        )
    if len(parts) > SHOWN_PARTS:
        lines.append(
            Problem(
                f"connections: … and {len(parts) - SHOWN_PARTS} more parts",
                "more_parts",
                more=len(parts) - SHOWN_PARTS,
            )
        )
    return lines


def _components(names: list[str], edges: Iterable[tuple[str, str]]) -> list[list[str]]:
    """Connected components, largest first (ties by first name); each component's
    cities in the order of ``names``, so a refusal lists them as the file does."""
    graph: nx.Graph[str] = nx.Graph()
    graph.add_nodes_from(names)
    graph.add_edges_from(edges)
    place = {name: i for i, name in enumerate(names)}
    parts = [sorted(part, key=place.__getitem__) for part in nx.connected_components(graph)]
    return sorted(parts, key=lambda part: (-len(part), min(part)))


# -- turning pydantic errors and raw data into problem lines --------------------


def _error_lines(exc: ValidationError) -> list[str]:
    lines: list[str] = []
    for err in exc.errors():
        ctx_error = (err.get("ctx") or {}).get("error")
        if isinstance(ctx_error, _Problems):
            lines.extend(ctx_error.problems)
        else:
            # A table given once or by rule set: the union's tag is no part of the path.
            loc = tuple(part for part in err["loc"] if part not in TAG_NAMES)
            lines.append(field_problem({**err, "loc": loc}, top="(top level)"))
    return lines


def _raw_consistency(data: Any) -> list[str]:
    """Best-effort cross checks on raw JSON when some entries failed validation."""
    if not isinstance(data, dict):
        return []

    def entries(key: str) -> list[tuple[int, dict[str, Any]]]:
        value = data.get(key)
        if not isinstance(value, list):
            return []
        return [(i, e) for i, e in enumerate(value) if isinstance(e, dict)]

    regions = [(i, e["name"]) for i, e in entries("regions") if isinstance(e.get("name"), str)]
    cities = [
        (i, e["name"], e["region"] if isinstance(e.get("region"), str) else None)
        for i, e in entries("cities")
        if isinstance(e.get("name"), str)
    ]
    connections = [
        (i, e["a"], e["b"])
        for i, e in entries("connections")
        if isinstance(e.get("a"), str) and isinstance(e.get("b"), str)
    ]
    if not isinstance(data.get("regions"), list) or not isinstance(data.get("cities"), list):
        return []
    version = 2 if data.get("format") == 2 else 1
    size = data.get("region_size", CITIES_PER_REGION)
    size = size if type(size) is int or size is None else CITIES_PER_REGION
    rules = data.get("rules")
    islands = isinstance(rules, list) and any(
        isinstance(r, dict) and r.get("id") in (ISLAND_RULE, GENERAL_RULE) for r in rules
    )
    return _consistency_problems(regions, cities, connections, version, size, islands=islands)


def parse_map(text: str, source: str = "<map>") -> MapFile:
    """Parse and check the JSON ``text`` of a map file.

    ``source`` names the text in error messages (usually the file path).
    Raises :class:`MapError` listing every problem found, and nothing else: deep
    nesting, overlong numbers and lone surrogates are refused before pydantic runs.
    """
    try:
        data = parse_json(text)
    except JsonFileError as exc:
        raise MapError(
            source, [str(exc)], code="bad_json", params={"problem": exc.code, **exc.params}
        ) from None
    try:
        return MapFile.model_validate(data)
    except ValidationError as exc:
        problems = _error_lines(exc)
        if not any(isinstance((e.get("ctx") or {}).get("error"), _Problems) for e in exc.errors()):
            # Field errors stopped pydantic before the cross checks: run them on the
            # raw data so that every problem is reported at once.
            for line in _raw_consistency(data):
                if line not in problems:
                    problems.append(line)
        raise MapError(source, problems, code="invalid", params={"count": len(problems)}) from None
    except RecursionError:  # pragma: no cover - parse_json caps the depth first
        raise MapError(
            source,
            ["nested too deeply"],
            code="bad_json",
            params={"problem": "too_deep", "limit": MAX_DEPTH},
        ) from None


# -- finding and loading files --------------------------------------------------


def map_dirs() -> list[Path]:
    """Folders searched for built-in maps, in order.

    The maps ship inside the package (``powergrid/data/maps``) and are found with
    :mod:`importlib.resources`, so a wheel, an editable install, a source checkout
    and a frozen bundle all read the same files without guessing install prefixes.
    """
    folder = resources.files("powergrid.data") / "maps"
    # Every supported install unpacks the package onto the file system, where the
    # traversable is a real path; anything else (a zip import) has no map folder.
    return [folder] if isinstance(folder, Path) else []


def builtin_maps() -> list[str]:
    """Names of the built-in maps (lower case, sorted): the stems of the map files."""
    names: set[str] = set()
    for folder in map_dirs():
        if folder.is_dir():
            names.update(p.stem.lower() for p in folder.glob("*.json"))
    return sorted(names)


def _builtin_path(name: str) -> Path | None:
    """The file of a built-in map by its id (``my_map``) or by its name in any case
    (``My Map``): spaces, hyphens and signs count as underscores."""
    wanted = _id_of(name)
    for folder in map_dirs():
        if not folder.is_dir():
            continue
        for p in sorted(folder.glob("*.json")):
            if _id_of(p.stem) == wanted:
                return p
    return None


@cache
def builtin_id(name: str) -> str:
    """The id of the built-in map named ``name`` (its file's stem: "My Map" is
    ``my_map``), or ``name`` in lower case when no built-in map has it."""
    path = _builtin_path(name)
    return path.stem.lower() if path is not None else name.lower()


def _id_of(name: str) -> str:
    """A name as a file stem: its words in lower case joined by underscores; spaces,
    hyphens and signs such as "&" only part words ("Sea & Hills" is sea_hills); accents
    fall away ("Île-de-Ré" is ile_de_re)."""
    plain = unicodedata.normalize("NFKD", name.lower())
    plain = "".join(c for c in plain if not unicodedata.combining(c))
    return "_".join(w for w in re.split(r"[\W_]+", plain) if w)


#: Largest map file read (a 10,000-city map is about 2 MB).
MAX_MAP_BYTES = 32 * 1024 * 1024


def _is_bare_name(name_or_path: str | os.PathLike[str]) -> bool:
    """A plain word such as ``mainland``: no folder, no ``.json`` suffix, not a Path object."""
    if not isinstance(name_or_path, str):
        return False
    text = name_or_path
    seps = {"/", os.sep} | ({os.altsep} if os.altsep else set())
    return (
        not any(sep in text for sep in seps)
        and not text.lower().endswith(".json")
        and text not in (".", "..")
    )


def load_map(name_or_path: str | os.PathLike[str]) -> MapFile:
    """Load a map by built-in name (in any case) or by file path.

    A plain name without a folder or a ``.json`` suffix is looked up only among the
    built-in maps (case-insensitively; never a file of that name in the current
    folder). Anything else must be an existing regular file that the caller names
    explicitly. Raises :class:`MapError` when the name is unknown or the file is
    missing, not a regular file, too large, unreadable or invalid.
    """
    text_name = os.fspath(name_or_path)
    if isinstance(text_name, bytes):
        text_name = os.fsdecode(text_name)
    if not text_name.strip():
        known = ", ".join(builtin_maps()) or "none"
        raise MapError(
            "map",
            [f"no map named (built-in: {known})"],
            code="no_map_named",
            params={"known": builtin_maps()},
        )
    if _is_bare_name(text_name):
        path = _builtin_path(text_name)
        if path is None:
            known = ", ".join(builtin_maps()) or "none"
            raise MapError(
                text_name,
                [f"no built-in map of this name (built-in: {known})"],
                code="unknown_builtin",
                params={"name": text_name, "known": builtin_maps()},
            )
        try:
            stat = path.stat()
        except OSError:
            return _read_map(path)  # (refused with its reason there)
        return _read_builtin(path, stat.st_mtime_ns, stat.st_size)
    return _read_map(Path(text_name))


@lru_cache(maxsize=64)
def _read_builtin(path: Path, mtime_ns: int, size: int) -> MapFile:
    """A built-in map read once per process and version of its file (the model is
    frozen): the New game dialog, the help pages and the engine ask for the same
    boards again and again."""
    return _read_map(path)


def _read_map(path: Path) -> MapFile:
    """The map file at ``path``, read and checked; MapError says why it cannot be."""
    try:
        raw = read_regular_file(path, MAX_MAP_BYTES)
        text = decode_text(raw)
    except JsonFileError as exc:
        raise MapError(
            str(path), [str(exc)], code="unreadable", params={"problem": exc.code, **exc.params}
        ) from None
    return parse_map(text, str(path))


# -- writing --------------------------------------------------------------------


def dump_map(mapfile: MapFile) -> str:
    """The JSON text of ``mapfile``: one region, city, connection, table or rule entry
    per line; what format 2 adds only where the file has it."""

    def obj(d: Any) -> str:
        return json.dumps(d, ensure_ascii=False)

    def block(key: str, items: list[dict[str, Any]]) -> str:
        inner = ",\n".join(f"    {obj(i)}" for i in items)
        return f'  "{key}": [\n{inner}\n  ]'

    def dumped(model: BaseModel) -> dict[str, Any]:
        return model.model_dump(exclude_none=True)

    parts = [f'  "format": {mapfile.format}', f'  "name": {obj(mapfile.name)}']
    if mapfile.names is not None:
        parts.append(f'  "names": {obj(dumped(mapfile.names))}')
    if mapfile.player_counts is not None:
        parts.append(f'  "player_counts": {obj(list(mapfile.player_counts))}')
    if "region_size" in mapfile.model_fields_set:
        parts.append(f'  "region_size": {obj(mapfile.region_size)}')
    parts += [
        block("regions", [dumped(r) for r in mapfile.regions]),
        block("cities", [_city_json(c) for c in mapfile.cities]),
        block("connections", [c.model_dump() for c in mapfile.connections]),
    ]
    if not mapfile.tables.is_empty():
        tables = mapfile.tables.dumped()
        inner = ",\n".join(f"    {obj(k)}: {obj(v)}" for k, v in tables.items())
        parts.append(f'  "tables": {{\n{inner}\n  }}')
    if mapfile.rules:
        parts.append(block("rules", [entry.dumped() for entry in mapfile.rules]))
    if not mapfile.entry_at_target:
        parts.append('  "entry_at_target": false')
    if mapfile.editions is not None:
        parts.append(f'  "editions": {obj(list(mapfile.editions))}')
    return "{\n" + ",\n".join(parts) + "\n}\n"


def _city_json(city: City) -> dict[str, Any]:
    data: dict[str, Any] = {"name": city.name, "region": city.region, "x": city.x, "y": city.y}
    if city.places is not None:
        data["places"] = [list(place) for place in city.places]
    if city.entry is not None:
        data["entry"] = city.entry
    return data
