"""Shared helpers for the map-inspection tests."""

from __future__ import annotations

import pytest


@pytest.fixture
def tiny_map_text():
    """The complete example of docs/map-format.md."""
    import re
    from pathlib import Path

    doc = Path(__file__).resolve().parents[2] / "docs" / "map-format.md"
    blocks = re.findall(r"```json\n(.*?)```", doc.read_text(encoding="utf-8"), re.S)
    return blocks[-1]
