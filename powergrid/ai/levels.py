"""The computer players' levels, listed once.

The app's seats, the New game dialog, the command line and the tournament all read
this list; :func:`find` turns a level's key into its entry and refuses any other word.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..refusals import quoted


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:  # noqa: N802 - the name lupdate reads
    """Marks ``source`` for ``pyside6-lupdate`` in ``context`` without importing Qt."""
    return source


@dataclass(frozen=True)
class Level:
    """One level of computer player.

    ``key`` names it in a seat, a save file and on the command line ("hard"), and is
    its bot's ``name``; ``name`` is how the New game dialog shows it, in English (the
    app translates it in the context "Levels"). Only ``offered`` levels are in that
    dialog: the others are for tests and measurements. A ``pool`` level spreads its
    own search over every core, so a tournament plays its games one at a time.
    """

    key: str
    name: str
    offered: bool = True
    pool: bool = False


LEVELS: tuple[Level, ...] = (
    Level("simple", "AI simple", offered=False),
    Level("easy", QT_TRANSLATE_NOOP("Levels", "AI easy")),
    Level("normal", QT_TRANSLATE_NOOP("Levels", "AI normal")),
    Level("hard", QT_TRANSLATE_NOOP("Levels", "AI hard")),
    Level("expert", QT_TRANSLATE_NOOP("Levels", "AI expert"), pool=True),
    # The first Hard, kept unchanged to measure the others against.
    Level("hard-v1", "AI hard, first version", offered=False),
)


def find(key: str) -> Level:
    """The level called ``key`` (case and surrounding spaces do not matter).

    Any other word is a ValueError that names the known levels: a misspelt level is
    never quietly replaced by another."""
    wanted = key.strip().lower()
    for level in LEVELS:
        if level.key == wanted:
            return level
    known = ", ".join(level.key for level in LEVELS)
    raise ValueError(f"unknown level {quoted(key)}; levels are {known}")
