"""How fast the inspector answers: ``python -m lab inspector-bench``.

Prints JSON with milliseconds (median, 95th percentile, max) for

- ``hover_compute``: price and cheapest path of a city from a network (the model);
- ``hover_highlight``: the same plus drawing the path, ring and price tag on the
  scene (what a mouse move over a city costs the window);
- ``hover_repaint``: the same plus painting what changed on the map view;
- ``order_5_compute``: the cheapest order of 5 targets (``Board.cheapest_order``);
- ``order_5_window``: the same plus the plan table and the drawn paths;
- ``suggest_3_compute``: the cheapest 3 cities to add (``Board.cheapest_additions``).

Budgets: hover ≤ 5 ms, a plan of 5 targets ≤ 50 ms. Runs offscreen if no display.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time


def _summary(samples: list[float]) -> dict[str, float]:
    ms = sorted(s * 1e3 for s in samples)
    return {
        "n": len(ms),
        "median_ms": round(statistics.median(ms), 4),
        "p95_ms": round(ms[min(len(ms) - 1, int(len(ms) * 0.95))], 4),
        "max_ms": round(ms[-1], 4),
    }


def bench(
    map_name: str = "usa", rounds: int = 200, seed: int = 1
) -> dict[str, str | dict[str, float]]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    from powergrid.app.inspection.window import InspectorWindow

    window = InspectorWindow(map_name)
    window.resize(1400, 860)
    window.show()
    app.processEvents()
    model = window.model
    board = model.board
    if board is None:
        raise ValueError(f"the default regions of map {map_name!r} are not connected")
    cities = list(board.cities)
    rng = random.Random(seed)

    compute, highlight, repaint = [], [], []
    for _ in range(rounds):
        window.set_network(rng.sample(cities, rng.randint(1, 5)))
        city = rng.choice(cities)
        t = time.perf_counter()
        model.hover(city)
        compute.append(time.perf_counter() - t)
        t = time.perf_counter()
        window.hover_city(city)
        highlight.append(time.perf_counter() - t)
        app.processEvents()
        t = time.perf_counter()
        window.hover_city(rng.choice(cities))
        app.processEvents()  # paints what changed (the view updates dirty regions only)
        repaint.append(time.perf_counter() - t)

    order_compute, order_window, suggest = [], [], []
    for _ in range(max(20, rounds // 4)):
        network = rng.sample(cities, rng.randint(0, 3))
        targets = rng.sample([c for c in cities if c not in network], 5)
        t = time.perf_counter()
        board.cheapest_order(network, targets, 10)
        order_compute.append(time.perf_counter() - t)
        window.model.set_network(network)
        t = time.perf_counter()
        window.set_targets(targets)
        order_window.append(time.perf_counter() - t)
        t = time.perf_counter()
        board.cheapest_additions(network, 3, 10)
        suggest.append(time.perf_counter() - t)
    window.close()
    return {
        "map": model.mapfile.name,
        "python": sys.version.split()[0],
        "hover_compute": _summary(compute),
        "hover_highlight": _summary(highlight),
        "hover_repaint": _summary(repaint),
        "order_5_compute": _summary(order_compute),
        "order_5_window": _summary(order_window),
        "suggest_3_compute": _summary(suggest),
        "budgets_ms": {"hover": 5.0, "order_5": 50.0},
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m lab inspector-bench", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--map", default="usa")
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    result = bench(args.map, args.rounds, args.seed)
    print(json.dumps(result, indent=1))
    repaint, order = result["hover_repaint"], result["order_5_window"]
    ok = (
        isinstance(repaint, dict)
        and isinstance(order, dict)
        and repaint["p95_ms"] <= 5
        and order["p95_ms"] <= 50
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
