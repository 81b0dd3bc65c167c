"""`powergrid map`: price a planned expansion (`map cost`) and check a map file (`map check`).

Both subcommands are headless (no Qt) and print to stdout; errors go to stderr.

``map cost`` prints JSON: the cheapest order to build the target cities one after the
other from a network (RULES 3.4), each city's connection, house price and path, and
the totals. ``map check`` names every problem of a map file and exits 1 if there is
any (0 when the file is fine).
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from typing import Required, TypedDict

from ..board import (
    CITY_H,
    Board,
    MapError,
    MapFile,
    boxes_overlap,
    city_box_width,
    city_set_problems,
    load_map,
    region_adjacency,
    regions_connected,
)
from ..refusals import listing, quoted
from ..rules import map_problems, map_rules, price_cities, region_choices
from . import args as argtypes

COST_EPILOG = """\
Pricing (RULES 3.4): the cities are built one after the other in the cheapest order;
each pays its house price plus the cheapest path, by summed connection costs, from
the network including the targets already built.  Each city is priced by its first
house place open at --step as if the board held no other houses: 10 on the base
game's boards in any step (--step only says which places exist and is echoed in the
output); a map whose cities have places of their own prices each by its places.
With no --from network the first city pays no connection.  Paths never pass through
cities outside --regions.

Example:
  powergrid map cost usa --from Chicago --to "Detroit,St. Louis,Duluth" --step 2
"""

CHECK_EPILOG = """\
Checks the JSON layout and every rule of docs/map-format.md: unique region and city
names, colours written #rrggbb, 7 cities in each region, at least 5 regions, known
cities in every connection, no duplicate or looping connection, costs >= 0, and one
connected network; for a map of format 2 also its tables, its rule entries (each
change's parameters, through the rules) and a playable set of regions for every
player count and rule set.  Every problem found is listed, one per line.  Exit
status 0 when the file is fine, 1 when it is not.  Cities drawn on top of each other
are reported as warnings ("!" lines); they do not make the check fail.
"""


def add_parser(sub: argtypes.Subcommands) -> None:
    p = sub.add_parser(
        "map",
        help="inspect maps: price expansions, check map files",
        description="Inspect maps without playing: price a planned expansion or check a map file.",
    )
    msub = p.add_subparsers(dest="map_command", metavar="SUBCOMMAND")
    msub.required = True

    c = msub.add_parser(
        "cost",
        help="cheapest order and cost to build several cities (JSON)",
        description="Print, as JSON, the cheapest order to build the --to cities from\n"
        "the --from network, with each city's connection cost, house price\n"
        "and path, and the total.",
        epilog=COST_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    c.add_argument(
        "map",
        metavar="MAP",
        type=argtypes.map_name,
        help="a built-in map name (usa, germany) or a file",
    )
    c.add_argument(
        "--from",
        dest="network",
        default="",
        metavar="A,B,...",
        help="cities already owned (the network), comma separated; default none",
    )
    c.add_argument(
        "--to",
        dest="targets",
        required=True,
        metavar="C,D,...",
        help="cities to build, comma separated",
    )
    c.add_argument(
        "--regions",
        default=None,
        metavar="R1,R2,...",
        help="regions in play (must be one connected area); default all",
    )
    c.add_argument(
        "--cities",
        default=None,
        metavar="A,B,...",
        help="a free city set (RULES 6): only these cities are in play, "
        "paths pass through them only",
    )
    c.add_argument(
        "--step",
        type=argtypes.int_range(1, 3),
        default=1,
        metavar="N",
        help="game step 1-3 (default 1); the first place costs 10 in every step, see below",
    )
    c.add_argument("--compact", action="store_true", help="print the JSON on one line")
    c.set_defaults(func=run_cost)

    k = msub.add_parser(
        "check",
        help="validate a map file and list every problem",
        description="Validate a map file (or a built-in map name) and list every problem.",
        epilog=CHECK_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    k.add_argument("file", metavar="FILE", help="the map file (.json) or a built-in map name")
    k.add_argument(
        "--json", action="store_true", help="print the result as JSON ({ok, problems, ...})"
    )
    k.set_defaults(func=run_check)


# -- helpers ------------------------------------------------------------------------------


class UsageError(ValueError):
    """Bad input on the command line: printed to stderr, exit status 2."""


def split_names(text: str | None) -> list[str]:
    """``"A, B,,C"`` -> ``["A", "B", "C"]``."""
    if not text:
        return []
    return [part.strip() for part in text.split(",") if part.strip()]


def resolve_cities(board: Board, names: list[str], what: str) -> list[str]:
    """Map names to cities in play, case-insensitively; UsageError names all unknown ones."""
    by_key = {c.casefold(): c for c in board.cities}
    all_names = {c.name.casefold(): c.name for c in board.mapfile.cities}
    found: list[str] = []
    problems: list[str] = []
    for name in names:
        city = by_key.get(name.casefold())
        if city is not None:
            found.append(city)
        elif name.casefold() in all_names:
            real = all_names[name.casefold()]
            region = board.mapfile.city(real).region
            problems.append(
                f"{what}: {quoted(real)} is in region {quoted(region)}, which is not in play"
            )
        else:
            problems.append(f"{what}: unknown city {quoted(name)}")
    if problems:
        raise UsageError(listing(problems, 5, "; ", 200))
    return found


def resolve_regions(mapfile: MapFile, names: list[str]) -> list[str]:
    by_key = {r.casefold(): r for r in mapfile.region_names()}
    found: list[str] = []
    unknown: list[str] = []
    for name in names:
        r = by_key.get(name.casefold())
        (found.append(r) if r is not None else unknown.append(name))
    if unknown:
        known = listing(mapfile.region_names())
        raise UsageError(
            f"--regions: unknown region(s) {listing(map(quoted, unknown))} (this map has {known})"
        )
    return found


def plan_cost(
    map_name: str,
    network: list[str],
    targets: list[str],
    regions: list[str] | None = None,
    step: int = 1,
    cities: list[str] | None = None,
) -> dict[str, object]:
    """The JSON-ready result of ``map cost`` (raises MapError or UsageError)."""
    mapfile = load_map(map_name)
    if regions is not None:
        regions = resolve_regions(mapfile, regions)
        if not regions:
            raise UsageError("--regions: no region given")
        if not regions_connected(mapfile, regions):
            raise UsageError(
                f"--regions: {listing(regions)} do not form one connected area (RULES 2)"
            )
    if cities is not None:  # a free city set (RULES 6): paths stay inside it
        problems = city_set_problems(mapfile, cities)
        if problems:
            raise UsageError(f"--cities: {listing(problems, 3, '; ', 300)}")
    board = Board(mapfile, regions, cities=cities)
    net = list(dict.fromkeys(resolve_cities(board, network, "--from")))
    todo = resolve_cities(board, targets, "--to")
    twice = sorted(c for c, k in Counter(todo).items() if k > 1)
    if twice:
        raise UsageError(f"--to: listed more than once: {listing(twice)}")
    owned = sorted(set(todo) & set(net))
    if owned:
        raise UsageError(f"--to: already in the --from network: {listing(owned)}")
    if not todo:
        raise UsageError("--to: no city given")
    places = {c.name: c.house_places for c in mapfile.cities}
    plan = price_cities(board, net, todo, step, places=places)
    prices = sorted({s.house for s in plan.steps})
    return {
        "map": mapfile.name,
        "regions": list(board.regions),
        "step": step,
        "house_price": prices[0] if len(prices) == 1 else prices,
        "network": net,
        "targets": todo,
        "order": list(plan.order),
        "cities": [
            {
                "city": s.city,
                "connection": s.connection,
                "house": s.house,
                "cost": s.cost,
                "path": list(s.path),
            }
            for s in plan.steps
        ],
        "connection_total": plan.connection_total,
        "house_total": plan.house_total,
        "total": plan.total,
    }


def overlapping_pairs(mapfile: MapFile) -> list[tuple[int, int]]:
    """Index pairs ``(i, j)``, ``i < j``, of cities whose drawn boxes overlap, sorted.

    A grid of cells as wide as the widest box and as high as a box holds the cities;
    two boxes can only overlap when their cells are neighbours, so each city is
    compared with the few cities around it instead of with every other one.
    """
    cities = mapfile.cities
    if not cities:
        return []
    cell_w = max(city_box_width(c.name) for c in cities)
    cell_h = CITY_H
    grid: dict[tuple[int, int], list[int]] = {}
    for i, c in enumerate(cities):
        grid.setdefault((int(c.x // cell_w), int(c.y // cell_h)), []).append(i)
    pairs = []
    for (cx, cy), members in grid.items():
        near = [
            j for dx in (-1, 0, 1) for dy in (-1, 0, 1) for j in grid.get((cx + dx, cy + dy), ())
        ]
        for i in members:
            a = cities[i]
            for j in near:
                if j > i and boxes_overlap(a.name, a.pos, cities[j].name, cities[j].pos):
                    pairs.append((i, j))
    pairs.sort()
    return pairs


def drawing_warnings(mapfile: MapFile) -> list[str]:
    """Things that play fine but draw badly: cities whose boxes overlap."""
    warnings = []
    for i, j in overlapping_pairs(mapfile):
        a, b = mapfile.cities[i], mapfile.cities[j]
        warnings.append(
            f"cities[{i}], cities[{j}]: {a.name!r} and {b.name!r} are drawn on top of "
            f"each other (boxes about {city_box_width(a.name):.0f} and "
            f"{city_box_width(b.name):.0f} px wide, {CITY_H} px high; they are "
            f"{abs(a.x - b.x)} px apart across, {abs(a.y - b.y)} px down)"
        )
    return warnings


class MapCheck(TypedDict, total=False):
    """What ``map check`` finds (``--json`` prints it): the first four keys always, the
    map's figures when it is usable."""

    file: Required[str]
    ok: Required[bool]
    problems: Required[list[str]]
    warnings: Required[list[str]]
    name: str
    format: int
    regions: int
    cities: int
    connections: int
    regions_connected: bool
    region_borders: int
    player_counts: list[int]
    editions: list[str]
    region_sets: dict[str, dict[str, int | None]]
    rules: dict[str, list[str]]


def check_file(name_or_path: str) -> MapCheck:
    """The result of ``map check``: ``{"file", "ok", "problems", "warnings", ...}``.

    Problems make a map unusable; warnings (drawing only) do not.
    """
    try:
        mapfile = load_map(name_or_path)
    except MapError as err:
        return {"file": err.source, "ok": False, "problems": list(err.problems), "warnings": []}
    problems = map_problems(mapfile)
    if problems:
        return {"file": str(name_or_path), "ok": False, "problems": problems, "warnings": []}
    adjacency = region_adjacency(mapfile)
    result: MapCheck = {
        "file": str(name_or_path),
        "ok": True,
        "problems": [],
        "warnings": drawing_warnings(mapfile),
        "name": mapfile.name,
        "format": mapfile.format,
        "regions": len(mapfile.regions),
        "cities": len(mapfile.cities),
        "connections": len(mapfile.connections),
        "regions_connected": regions_connected(mapfile, mapfile.region_names()),
        "region_borders": adjacency.number_of_edges(),
        "player_counts": list(mapfile.legal_player_counts()),
        "editions": list(mapfile.legal_editions()),
    }
    counts = mapfile.legal_player_counts()
    editions = mapfile.legal_editions()  # the rule sets the board is for (RULES 9.24)
    result["region_sets"] = {
        edition: {str(n): _count(region_choices(mapfile, edition, n)) for n in counts}
        for edition in editions
    }
    result["rules"] = {
        edition: [rule.text for rule in map_rules(mapfile, edition)] for edition in editions
    }
    return result


def _count(sets: list[tuple[str, ...]] | None) -> int | None:
    """How many sets of regions a player count may play on (None: too many to count)."""
    return None if sets is None else len(sets)


# -- commands -----------------------------------------------------------------------------


def run_cost(args: argparse.Namespace) -> int:
    try:
        result = plan_cost(
            args.map,
            split_names(args.network),
            split_names(args.targets),
            split_names(args.regions) if args.regions is not None else None,
            args.step,
            split_names(args.cities) if args.cities is not None else None,
        )
    except MapError as err:
        return argtypes.fail("powergrid map cost", err, 1)
    except (UsageError, ValueError) as err:
        return argtypes.fail("powergrid map cost", err)
    print(json.dumps(result, ensure_ascii=False, indent=None if args.compact else 1))
    return 0


def run_check(args: argparse.Namespace) -> int:
    result = check_file(args.file)
    if args.json:
        print(json.dumps(result, ensure_ascii=False, indent=1))
    elif result["ok"]:
        warnings = result["warnings"]
        note = f" ({len(warnings)} drawing warning{'s' if len(warnings) != 1 else ''})"
        print(
            f"{result['file']}: ok — {result['name']}: {result['regions']} regions, "
            f"{result['cities']} cities, {result['connections']} connections"
            + (note if warnings else "")
        )
        for line in warnings:
            print(f"  ! {line}")
    else:
        problems = result["problems"]
        print(f"{result['file']}: {len(problems)} problem{'s' if len(problems) != 1 else ''}")
        for line in problems:
            print(f"  - {line}")
    return 0 if result["ok"] else 1
