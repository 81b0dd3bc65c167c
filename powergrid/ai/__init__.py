"""Computer players. Every bot sees only its seat's view of the game.

``make_bot(level, seed)`` makes the bot of one of the levels of
:data:`powergrid.levels.LEVELS`, which also holds the settings each plays by;
``bot_for(settings, seed)`` makes one from any settings record (a changed one, for a
measurement). Each bot has ``name`` and ``choose(state) -> action`` (a legal action of
the current player, decided from ``state.view(state.current_player)`` only).
"""

from typing import assert_never

from ..levels import (
    LEVELS,
    BotSettings,
    EasySettings,
    FirstHardSettings,
    Heuristic,
    Level,
    SearchSettings,
    SimpleSettings,
    find,
)
from .common import Bot
from .easy import EasyBot
from .hard_v1 import HardV1Bot
from .normal import NormalBot
from .search import SearchBot
from .simple import SimpleBot


def make_bot(level: str, seed: int = 0) -> Bot:
    """The bot of the given level (a key of :data:`LEVELS`), deterministic for a given
    seed; an unknown level is a ValueError naming the known ones."""
    found = find(level)
    return bot_for(found.settings, seed, found.key)


def bot_for(settings: BotSettings, seed: int = 0, name: str = "bot") -> Bot:
    """The bot that plays by ``settings`` (the kind of record says which), named ``name``."""
    if isinstance(settings, FirstHardSettings):
        return HardV1Bot(seed, settings, name=name)
    if isinstance(settings, SearchSettings):
        return SearchBot(seed, settings, name=name)
    if isinstance(settings, EasySettings):
        return EasyBot(seed, settings, name)
    if isinstance(settings, Heuristic):
        return NormalBot(seed, settings, name)
    if isinstance(settings, SimpleSettings):
        return SimpleBot(seed, name)
    assert_never(settings)


__all__ = ["LEVELS", "Bot", "Level", "NormalBot", "SimpleBot", "bot_for", "make_bot"]
