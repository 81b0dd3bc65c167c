"""Guard against a reference-count bug of PySide6 6.12 on Python 3.11.

The project asks for PySide6 below 6.12 (pyproject.toml); this guard protects a
player whose environment has 6.12 anyway.

PySide6 6.12 drops one reference to ``True``/``False``/``None`` each time Qt calls a
Python slot (measured: ``sys.getrefcount(True)`` falls by one per delivered signal).
From Python 3.12 on these singletons are immortal and nothing happens; on 3.11 the
count reaches zero after a few hundred signals and the interpreter aborts with
"Fatal Python error: bool_dealloc". Giving the three singletons a huge reference
count makes them effectively immortal, as Python 3.12 does. They are never freed
anyway, so this changes nothing else.
"""

from __future__ import annotations

import ctypes
import sys

_BOOST = 1 << 40


def make_singletons_immortal() -> None:
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    import PySide6

    if tuple(PySide6.__version_info__[:2]) != (6, 12):
        return
    for obj in (None, True, False):
        refcnt = ctypes.c_ssize_t.from_address(id(obj))
        if refcnt.value < _BOOST // 2:
            refcnt.value += _BOOST


make_singletons_immortal()
