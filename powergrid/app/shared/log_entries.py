"""The game log's entries: what happened, kept as data and worded when shown.

An entry is an engine event with the players' names (:class:`EventLine`) or a line of
the app itself (:class:`Note`, a source string with its parameters); ``text()``
renders it in the current language, so a language switch words the whole log again.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from . import texts
from .tr_noop import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from ...rules import events as ev

translate = QCoreApplication.translate

# The app's own log lines (``EventLog.add_note(NOTES[key], **params)``).
NOTES = {
    "new_game": QT_TRANSLATE_NOOP("Log", "New game on {map}, regions {regions}."),
    "loaded": QT_TRANSLATE_NOOP("Log", "Game loaded on {map}, regions {regions}."),
    "undo": QT_TRANSLATE_NOOP("Log", "{player} takes back a move."),
    "autosave_failed": QT_TRANSLATE_NOOP("Log", "(autosave failed: {error})"),
    "ai_refused": QT_TRANSLATE_NOOP("Log", "(computer move refused: {reason})"),
    "ai_failed": QT_TRANSLATE_NOOP("Log", "(computer player failed: {error})"),
    "replaying": QT_TRANSLATE_NOOP("Log", "Replaying the saved game:"),
    "over": QT_TRANSLATE_NOOP("Log", "The game is over."),
    "position": QT_TRANSLATE_NOOP("Log", "Round {round}, {phase}. Player order: {order}."),
    "net_table": QT_TRANSLATE_NOOP(
        "Log", "At the networked table “{title}” on {map}, regions {regions}."
    ),
    "net_back": QT_TRANSLATE_NOOP("Log", "Back at the table after move {moves}."),
}


@dataclass(frozen=True)
class Note:
    """A line of the app itself: ``source`` is marked with QT_TRANSLATE_NOOP("Log", …).

    A list parameter is joined the language's way; a ``phase`` parameter is the
    engine's phase name and shows as the phase's title; ``map`` is a built-in map's key
    (shown by its name in the current language) or a map file's own name; ``regions``
    are the map's region names, each shown in the current language.
    """

    source: str
    params: dict[str, object] = field(default_factory=dict)

    def text(self) -> str:
        params = {
            k: texts.join([str(x) for x in v]) if isinstance(v, list | tuple) else v
            for k, v in self.params.items()
        }
        if "phase" in params:
            params["phase"] = texts.phase_title(str(params["phase"]))
        if "map" in params:
            params["map"] = texts.map_title(str(params["map"]))
        regions = self.params.get("regions")
        if isinstance(regions, list | tuple):
            params["regions"] = texts.region_names([str(r) for r in regions])
        return translate("Log", self.source).format(**params)


@dataclass(frozen=True)
class EventLine:
    event: ev.Event
    names: tuple[str, ...]

    def text(self) -> str:
        return texts.event_text(self.event, self.names)
