"""The library page's examples (docs/library.md) run as printed and say what the engine
answers."""

from __future__ import annotations

import re
from pathlib import Path

PAGE = Path(__file__).resolve().parent.parent / "docs" / "library.md"


def _library_section() -> str:
    text = PAGE.read_text(encoding="utf-8")
    start = text.index("# The engine as a library")
    return text[start : text.index("\n## ", start + 1)]


def test_library_examples_run_and_their_comments_hold():
    blocks = re.findall(r"```python\n(.*?)```", _library_section(), re.S)
    assert len(blocks) >= 2
    names: dict[str, object] = {}
    for block in blocks:
        exec(compile(block, "docs/library.md", "exec"), names)  # noqa: S102 - our own page
    state = names["state"]
    bid = state.decision()  # the refused bid of 1 changed nothing
    assert bid.plant == 4 and bid.highest_bid == 5 and bid.min_bid == 6
    assert state.plant_market().current == (3, 4, 5, 6)
    assert names["house_price"](step=2, houses_there=1) == 15
    assert names["income"](7) == 82
    need = names["fuel_need"]([5, 10])
    assert need.fixed == (2, 0, 0, 0) and need.hybrid == 2
    plan = names["price_cities"](names["germany"], ["Berlin"], ["Dresden", "Leipzig"], step=1)
    assert [s.house for s in plan.steps] == [10, 10]
    assert plan.total == sum(s.connection + s.house for s in plan.steps)
