"""Computer players. Every bot sees only its seat's view of the game.

``make_bot(level, seed)`` makes a bot of one of the :data:`LEVELS` (listed in
:mod:`.levels`); each has ``name`` and ``choose(state) -> action`` (a legal action of
the current player, decided from ``state.view(state.current_player)`` only).
"""

from . import levels
from .common import Bot
from .levels import LEVELS, Level
from .normal import NormalBot
from .simple import SimpleBot


def make_bot(level: str, seed: int = 0, guarded: bool = True) -> Bot:
    """A bot of the given level (a key of :data:`LEVELS`), deterministic for a given seed;
    an unknown level is a ValueError naming the known ones.

    ``guarded=False`` turns the searching bots' time guards off (on this bot only), so
    its choices depend on the seed and the code alone, not on how busy the machine is:
    for fingerprints and measurements, never for play."""
    bot = _new_bot(levels.find(level).key, seed)
    if not guarded:
        for guard in ("decision_guard", "game_guard"):
            if hasattr(bot, guard):
                setattr(bot, guard, float("inf"))
    return bot


def _new_bot(level: str, seed: int) -> Bot:
    """A bot of a known level key."""
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
    raise AssertionError(f"level {level!r} is listed but has no bot")


__all__ = ["LEVELS", "Bot", "Level", "NormalBot", "SimpleBot", "make_bot"]
