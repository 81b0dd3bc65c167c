"""Shared helpers for the map-inspection tests."""

from __future__ import annotations

import itertools

import pytest

from powergrid.board import Board


def brute_force_total(b: Board, network, targets, house: int) -> int:
    """RULES 3.4 literally: every order, each city priced from what is owned by then."""
    best = None
    for order in itertools.permutations(targets):
        owned = list(network)
        total = 0
        for city in order:
            if owned:
                total += min(b.distance(o, city) for o in owned)
            total += house
            owned.append(city)
        best = total if best is None else min(best, total)
    return best


@pytest.fixture
def tiny_map_text():
    """The complete example of docs/map-format.md."""
    import re
    from pathlib import Path

    doc = Path(__file__).resolve().parents[2] / "docs" / "map-format.md"
    blocks = re.findall(r"```json\n(.*?)```", doc.read_text(encoding="utf-8"), re.S)
    return blocks[-1]
