"""A game log that keeps events, not sentences, and reads them in the current language.

The log holds what happened (engine events with the players' names, and the app's
own notes as a source string with its parameters) and renders it only for display.
When the language changes, every line is rendered again, so a switch keeps the whole
log, and a loaded game's log reads in the language chosen now.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from ..shared import texts
from ..shared.rulebook import replayed_events
from ..shared.tr_noop import QT_TRANSLATE_NOOP

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
}


@dataclass(frozen=True)
class Note:
    """A line of the app itself: ``source`` is marked with QT_TRANSLATE_NOOP("Log", …).

    A list parameter is joined the language's way; a ``phase`` parameter is the
    engine's phase name and shows as the phase's title; ``regions`` are the map's
    region names, each shown in the current language.
    """

    source: str
    params: dict = field(default_factory=dict)

    def text(self) -> str:
        params = {
            k: texts.join([str(x) for x in v]) if isinstance(v, list | tuple) else v
            for k, v in self.params.items()
        }
        if "phase" in params:
            params["phase"] = texts.phase_title(str(params["phase"]))
        if isinstance(self.params.get("regions"), list | tuple):
            params["regions"] = texts.region_names([str(r) for r in self.params["regions"]])
        return translate("Log", self.source).format(**params)


@dataclass(frozen=True)
class EventLine:
    event: object
    names: tuple[str, ...]

    def text(self) -> str:
        return texts.event_text(self.event, self.names)


class EventLog(QPlainTextEdit):
    """Read-only log view; ``entries`` is what it shows, in order."""

    MAX_LINES = 5000

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameLog")
        self.setReadOnly(True)
        self.entries: list[EventLine | Note] = []
        self.setMinimumHeight(3 * self.fontMetrics().lineSpacing() + 8)

    def follow(self, controller) -> None:
        """Show the entries ``controller`` logs; a new or loaded game starts the log again."""
        controller.logEntries.connect(self.add_entries)
        controller.logCleared.connect(self.clear_entries)

    def add_entries(self, entries: Sequence[EventLine | Note]) -> None:
        self._add(list(entries))

    def clear_entries(self) -> None:
        self.entries = []
        self.clear()

    def add_events(self, events: Iterable, names: Sequence[str]) -> None:
        names = tuple(names)
        self._add([EventLine(e, names) for e in events])

    def add_note(self, source: str, **params) -> None:
        self._add([Note(source, params)])

    def show_game(self, game) -> None:
        """Everything that happened in ``game`` (a new or a loaded one), from its start."""
        self.entries = []
        self.clear()
        self.add_events(replayed_events(game), game.names)

    def lines(self) -> list[str]:
        return self.toPlainText().splitlines()

    def _add(self, entries: list) -> None:
        self.entries.extend(entries)
        if len(self.entries) > self.MAX_LINES:
            del self.entries[: -self.MAX_LINES]
            self._render_all()
            return
        for entry in entries:
            self.appendPlainText(entry.text())
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _render_all(self) -> None:
        bar = self.verticalScrollBar()
        at_end = bar.value() == bar.maximum()
        position = bar.value()
        self.setPlainText("\n".join(entry.text() for entry in self.entries))
        bar.setValue(bar.maximum() if at_end else position)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._render_all()
        super().changeEvent(event)
