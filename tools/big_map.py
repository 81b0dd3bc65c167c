"""Write a large valid map file, for timing ``powergrid map check`` on big boards.

    python tools/big_map.py OUT.json [--regions 1429] [--seed 1]

The map has ``regions`` regions of 7 cities each (1429 regions: 10,003 cities),
laid out on a jittered grid with room between the boxes, each city joined to its
right and lower neighbours, so it is one connected network and passes every check.
A row holds whole regions (its length is a multiple of 7), so each region's cities
are joined through the region itself.
"""

from __future__ import annotations

import argparse
import json
import math
import random
from pathlib import Path


def big_map(regions: int, seed: int = 1) -> dict:
    """The JSON data of a valid map with ``regions`` × 7 cities."""
    rng = random.Random(seed)
    count = regions * 7
    side = 7 * math.ceil(math.sqrt(count) / 7)
    cities, connections = [], []
    for k in range(count):
        row, col = divmod(k, side)
        cities.append(
            {
                "name": f"City {k}",
                "region": f"r{k // 7}",
                "x": 60 + col * 130 + rng.randint(-5, 5),
                "y": 40 + row * 70 + rng.randint(-5, 5),
            }
        )
        if col > 0:
            connections.append({"a": f"City {k - 1}", "b": f"City {k}", "cost": rng.randint(0, 20)})
        if row > 0:
            connections.append(
                {"a": f"City {k - side}", "b": f"City {k}", "cost": rng.randint(0, 20)}
            )
    colours = [f"#{rng.randrange(1 << 24):06x}" for _ in range(regions)]
    return {
        "format": 1,
        "name": f"Big board ({count} cities)",
        "regions": [{"name": f"r{i}", "color": colours[i]} for i in range(regions)],
        "cities": cities,
        "connections": connections,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--regions", type=int, default=1429)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    args.out.write_text(json.dumps(big_map(args.regions, args.seed)), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
