"""The inspector's budgets: hover <= 5 ms, a plan of 5 targets <= 50 ms.

Both are timings, so they run with ``-m slow`` only: here the computations alone; the
lab's test of ``python -m lab inspector-bench`` adds drawing and painting.
"""

from __future__ import annotations

import random
import statistics
import time

import pytest

from powergrid.app.inspection.model import InspectionModel
from tests.maps import MAPS, mapfile


@pytest.mark.slow
@pytest.mark.parametrize("name", MAPS)
def test_hover_and_plan_computations_are_fast(name):
    rng = random.Random(name)
    m = InspectionModel(mapfile(name))
    cities = list(m.board.cities)
    hover, plan = [], []
    for _ in range(100):
        m.set_network(rng.sample(cities, rng.randint(1, 5)))
        city = rng.choice(cities)
        t = time.perf_counter()
        m.hover(city)
        hover.append(time.perf_counter() - t)
    for _ in range(30):
        m.set_network(rng.sample(cities, rng.randint(0, 3)))
        m.targets = rng.sample([c for c in cities if c not in m.network], 5)
        t = time.perf_counter()
        m.plan()
        plan.append(time.perf_counter() - t)
    assert statistics.median(hover) < 0.005 / 5
    assert statistics.median(plan) < 0.050 / 5
