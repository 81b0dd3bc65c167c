"""Computer players. Every bot sees only its seat's view of the game.

``make_bot(level, seed)`` makes a bot of level "simple", "easy", "normal", "hard" or
"expert", or of the frozen reference level "hard-v1" (the first Hard, for measuring);
each has ``name`` and ``choose(state) -> action`` (a legal action of the current
player, decided from ``state.view(state.current_player)`` only).
"""

from .common import Bot
from .normal import NormalBot
from .simple import SimpleBot

LEVELS = ("simple", "easy", "normal", "hard", "expert", "hard-v1")


def make_bot(level: str, seed: int = 0):
    """A bot of the given level, deterministic for a given seed."""
    level = level.strip().lower()
    if level == "simple":
        return SimpleBot(seed)
    if level == "easy":
        from .easy import EasyBot

        return EasyBot(seed)
    if level == "normal":
        return NormalBot(seed)
    if level == "hard":
        from .hard import HardBot

        return HardBot(seed)
    if level == "hard-v1":
        from .hard_v1 import HardV1Bot

        return HardV1Bot(seed)
    if level == "expert":
        from .expert import ExpertBot

        return ExpertBot(seed)
    raise ValueError(f"unknown bot level {level!r}; levels are {', '.join(LEVELS)}")


__all__ = ["LEVELS", "Bot", "NormalBot", "SimpleBot", "make_bot"]
