"""The ``controller -> bot`` factory: AI levels map to bot classes.

Levels "easy", "normal", "hard" and "expert" are looked up in :mod:`powergrid.ai` when that
package provides them (a function ``make_bot(level, seed)`` or classes named
``EasyBot``/``NormalBot``/``HardBot``); until then every level plays the
:class:`~powergrid.ai.SimpleBot`.
"""

from __future__ import annotations

import importlib

AI_LEVELS = ("easy", "normal", "hard", "expert")
_CLASS_NAMES = {"easy": "EasyBot", "normal": "NormalBot", "hard": "HardBot", "expert": "ExpertBot"}


def is_human(controller: str) -> bool:
    return controller == "human"


def make_bot(level: str, seed: int):
    """A bot object with ``choose(state) -> action`` for an AI level."""
    ai = importlib.import_module("powergrid.ai")
    factory = getattr(ai, "make_bot", None)
    if callable(factory):
        try:
            return factory(level, seed)
        except (KeyError, ValueError):
            pass
    cls = getattr(ai, _CLASS_NAMES.get(level, ""), None)
    if cls is not None:
        return cls(seed)
    return ai.SimpleBot(seed)
