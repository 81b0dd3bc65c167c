#!/usr/bin/env python3
"""Build the project's map files from the reference facts.

Reads ``usa.json`` and ``germany.json`` (cities with region and real lat/lon,
connections with costs) from the reference folder and writes ``usa.json`` and
``germany.json`` in the project's map format 2 (see powergrid/board/mapfile.py) into
the package's map folder ``powergrid/data/maps`` (``maps/`` links there), with each
board's names in other languages and its rules of the Recharged edition (EXTRAS;
docs/rules.md section 9).

Drawing positions: an equirectangular projection (longitude scaled by the cosine
of the mean latitude, y down) fitted into a board about 1600 px wide, then a
deterministic repulsion loop pushes apart cities whose centres are closer than
MIN_DISTANCE px (the Ruhr area, the US north-east) while a weak spring pulls each
city back towards its real position. Coordinates are rounded to integers.

Usage: python tools/build_maps.py [--reference DIR] [--out DIR]
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from powergrid.board import (  # noqa: E402
    CITY_H,
    MapFile,
    boxes_overlap,
    city_box_width,
    dump_map,
)

REFERENCE = Path("/work/shared/reference")
MAPS = ("usa", "germany")

BOARD_WIDTH = 1600  # px, including the margins
BOARD_HEIGHT = 1200  # px at most: a tall country is fitted by its height, so that its
#                      cities stay readable when the whole board fits a window
MARGIN = 80  # px around the outermost city centres
MIN_DISTANCE = 72  # px wanted between city centres (after rounding at least 70)
SPRING = 0.04  # pull back towards the real position per sweep ...
SPRING_SWEEPS = 100  # ... during the first sweeps only, so that the loop settles
ITERATIONS = 2000
SLACK = 1.0  # px a pair may stay short of MIN_DISTANCE when the loop stops
GAP = 20  # px kept between the drawn boxes of two cities, room for a cost badge

# Pleasant, clearly different colours for the regions of the reference maps.
REGION_COLORS = {
    "purple": "#8e5bb5",
    "cyan": "#2fa8c4",
    "red": "#d8504d",
    "yellow": "#e6b830",
    "brown": "#9a6a3c",
    "green": "#4fa65a",
}
#: What a board's file says beyond the reference: its names and its rule entries.
EXTRAS: dict[str, dict[str, object]] = {
    "usa": {
        "names": {"de": "USA", "zh_CN": "美国", "zh_TW": "美國"},
        "rules": [
            {"id": "buy_from_supply", "resource": "coal", "price": 8, "editions": ["recharged"]}
        ],
    },
    "germany": {
        "names": {"de": "Deutschland", "zh_CN": "德国", "zh_TW": "德國"},
        "rules": [{"id": "uranium_refill_stops", "plant": 39, "editions": ["recharged"]}],
    },
}
FALLBACK_COLORS = ["#e07b39", "#5470c6", "#c45ab3", "#7f8c8d", "#1abc9c", "#b8860b"]


def project(cities: list[dict]) -> list[tuple[float, float]]:
    """lat/lon -> board pixels (equirectangular, cos(mean lat) scaling, y down)."""
    mean_lat = sum(c["lat"] for c in cities) / len(cities)
    k = math.cos(math.radians(mean_lat))
    xs = [c["lon"] * k for c in cities]
    ys = [-c["lat"] for c in cities]
    x0, y0 = min(xs), min(ys)
    scale = min(
        (BOARD_WIDTH - 2 * MARGIN) / (max(xs) - x0), (BOARD_HEIGHT - 2 * MARGIN) / (max(ys) - y0)
    )
    return [
        ((x - x0) * scale + MARGIN, (y - y0) * scale + MARGIN) for x, y in zip(xs, ys, strict=True)
    ]


def spread(points: list[tuple[float, float]], names: list[str], min_distance: float = MIN_DISTANCE):
    """Push apart points closer than ``min_distance``, staying near their origin.

    Deterministic: sweeps over the pairs in a fixed order until no pair is too
    close; a coincident pair is separated along a direction given by its indices.
    """
    home = list(points)
    pts = [list(p) for p in points]
    n = len(pts)
    for sweep in range(ITERATIONS):
        moved = False
        for i in range(n):
            for j in range(i + 1, n):
                dx = pts[j][0] - pts[i][0]
                dy = pts[j][1] - pts[i][1]
                d = math.hypot(dx, dy)
                if d < min_distance - SLACK:
                    if d < 1e-9:
                        angle = math.radians((i * 7 + j * 13) % 360)
                        dx, dy, d = math.cos(angle), math.sin(angle), 1.0
                    _push(pts[i], pts[j], dx / d, dy / d, (min_distance - d) / 2)
                    moved = True
                elif boxes_overlap(names[i], pts[i], names[j], pts[j], GAP - SLACK):
                    # The boxes overlap: separate them along the cheaper axis.
                    across = (city_box_width(names[i]) + city_box_width(names[j])) / 2 + GAP
                    down = CITY_H + GAP
                    if across - abs(dx) <= down - abs(dy):
                        _push(pts[i], pts[j], math.copysign(1, dx), 0, (across - abs(dx)) / 2)
                    else:
                        _push(pts[i], pts[j], 0, math.copysign(1, dy), (down - abs(dy)) / 2)
                    moved = True
        if not moved:
            break
        if sweep < SPRING_SWEEPS:
            for p, (hx, hy) in zip(pts, home, strict=True):
                p[0] += (hx - p[0]) * SPRING
                p[1] += (hy - p[1]) * SPRING
    return [(p[0], p[1]) for p in pts]


def _push(a: list[float], b: list[float], ux: float, uy: float, amount: float) -> None:
    """Move a and b apart by ``amount`` each along the unit vector (ux, uy)."""
    a[0] -= ux * amount
    a[1] -= uy * amount
    b[0] += ux * amount
    b[1] += uy * amount


def overlapping(points, names) -> list[tuple[str, str]]:
    """Pairs of cities whose drawn boxes overlap."""
    return [
        (names[i], names[j])
        for i in range(len(points))
        for j in range(i + 1, len(points))
        if boxes_overlap(names[i], points[i], names[j], points[j])
    ]


def min_pair_distance(points) -> float:
    return min(
        math.dist(points[i], points[j])
        for i in range(len(points))
        for j in range(i + 1, len(points))
    )


def layout(cities: list[dict]) -> tuple[list[tuple[int, int]], list[tuple[float, float]]]:
    """Integer board positions for the reference cities, and the projected
    positions before spreading (shifted the same way, for reporting)."""
    raw = project(cities)
    points = spread(raw, [c["name"] for c in cities])
    # Shift so the outermost cities keep the margin after spreading.
    dx = MARGIN - min(p[0] for p in points)
    dy = MARGIN - min(p[1] for p in points)
    positions = [(round(x + dx), round(y + dy)) for x, y in points]
    return positions, [(x + dx, y + dy) for x, y in raw]


def build(reference: dict) -> tuple[MapFile, float]:
    """The map file for a reference map, and the largest move (px) made by spreading."""
    cities = reference["cities"]
    positions, real = layout(cities)
    moved = max(math.dist(p, q) for p, q in zip(positions, real, strict=True))
    region_names = list(dict.fromkeys(c["region"] for c in cities))
    spare = iter(FALLBACK_COLORS)
    regions = [{"name": r, "color": REGION_COLORS.get(r) or next(spare)} for r in region_names]
    extras = EXTRAS.get(reference["map"].lower(), {})
    data = {
        "format": 2,
        "name": reference["map"],
        **extras,
        "regions": regions,
        "cities": [
            {"name": c["name"], "region": c["region"], "x": x, "y": y}
            for c, (x, y) in zip(cities, positions, strict=True)
        ],
        "connections": [
            {"a": c["a"], "b": c["b"], "cost": c["cost"]} for c in reference["connections"]
        ],
    }
    return MapFile.model_validate(data), moved


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reference", type=Path, default=REFERENCE)
    parser.add_argument("--out", type=Path, default=ROOT / "powergrid" / "data" / "maps")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name in MAPS:
        reference = json.loads((args.reference / f"{name}.json").read_text(encoding="utf-8"))
        mapfile, moved = build(reference)
        points = [c.pos for c in mapfile.cities]
        closest = min_pair_distance(points)
        if closest < MIN_DISTANCE - 2:
            print(f"{name}: cities only {closest:.1f} px apart", file=sys.stderr)
            return 1
        clashes = overlapping(points, [c.name for c in mapfile.cities])
        if clashes:
            print(f"{name}: city boxes overlap: {clashes}", file=sys.stderr)
            return 1
        target = args.out / f"{name}.json"
        partial = target.with_suffix(".json.tmp")
        partial.write_text(dump_map(mapfile), encoding="utf-8")
        partial.replace(target)  # atomic: a reader never sees half a map
        width = max(p[0] for p in points) + MARGIN
        height = max(p[1] for p in points) + MARGIN
        print(
            f"{target}: {len(mapfile.cities)} cities, {len(mapfile.connections)} connections, "
            f"board {width}x{height} px, closest pair {closest:.1f} px, "
            f"largest move {moved:.0f} px"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
