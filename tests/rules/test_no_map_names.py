"""No map's name in engine code: a map's rules are data and named rule changes.

The engine (``powergrid/rules``) and the board (``powergrid/board``) never branch on
a map: each shipped map's differences are tables and rule entries in its own file
(docs/map-format.md), so a module that names a map is a rule hidden in code.
"""

from __future__ import annotations

import re
from pathlib import Path

from powergrid.board import builtin_maps, load_map

ROOT = Path(__file__).resolve().parents[2]
ENGINE = sorted((ROOT / "powergrid" / "rules").rglob("*.py")) + sorted(
    (ROOT / "powergrid" / "board").rglob("*.py")
)


def _names() -> list[str]:
    """Every shipped map's id and names, in every language its file gives."""
    names: set[str] = set()
    for map_id in builtin_maps():
        mapfile = load_map(map_id)
        names |= {map_id, mapfile.name}
        if mapfile.names is not None:
            names |= {n for n in mapfile.names.model_dump().values() if n}
    return sorted(names)


def test_the_engine_modules_are_found():
    assert len(ENGINE) > 20 and any(p.name == "engine.py" for p in ENGINE)
    assert {"usa", "germany"} <= set(builtin_maps())


def test_no_engine_module_names_a_map():
    names = _names()
    found = {}
    for path in ENGINE:
        text = path.read_text(encoding="utf-8")
        named = [
            name
            for name in names
            if re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text, re.IGNORECASE)
        ]
        if named:
            found[str(path.relative_to(ROOT))] = named
    assert not found, f"engine modules name maps (a map's rules belong in its file): {found}"
