"""How big a city is drawn, estimated without Qt, for laying out and checking maps.

The app sizes a city's box by its name in a 12 px bold font (at least 84 x 40 px);
about 7.5 px per character is a slightly generous estimate of that font.
"""

from __future__ import annotations

from collections.abc import Sequence

CITY_W, CITY_H = 84, 40
CHAR_W = 7.5


def city_box_width(name: str) -> float:
    """Estimated drawn width of a city's box."""
    return max(CITY_W, CHAR_W * len(name) + 24)


def boxes_overlap(
    a_name: str, a_pos: Sequence[float], b_name: str, b_pos: Sequence[float], gap: float = 0.0
) -> bool:
    """True when the drawn boxes of two cities (centred on their positions) overlap."""
    half = (city_box_width(a_name) + city_box_width(b_name)) / 2
    return abs(a_pos[0] - b_pos[0]) < half + gap and abs(a_pos[1] - b_pos[1]) < CITY_H + gap
