"""A game log that keeps events, not sentences, and reads them in the current language.

The log holds what happened (engine events with the players' names, and the app's
own notes as a source string with its parameters) and renders it only for display.
When the language changes, every line is rendered again, so a switch keeps the whole
log, and a loaded game's log reads in the language chosen now.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from ..shared.log_entries import EventLine, Note
from ..shared.rulebook import replayed_events
from .dock import RIGHT, Dock, Place, Table


class EventLog(QPlainTextEdit):
    """Read-only log view; ``entries`` is what it shows, in order."""

    MAX_LINES = 5000

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameLog")
        self.setReadOnly(True)
        self.entries: list[EventLine | Note] = []
        # Whole lines the log keeps in sight however much the decision panel needs.
        self.least_lines = 4
        self._fit_minimum()
        # The view follows the newest line (until the player scrolls back to read).
        self.at_end = True
        bar = self.verticalScrollBar()
        bar.rangeChanged.connect(self._range_changed)
        bar.actionTriggered.connect(self._scrolled)  # the player's scrolls only

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
        self.at_end = True
        self.scroll_to_end()

    def scroll_to_end(self) -> None:
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _scrolled(self, _action: int) -> None:
        """The player scrolled back to read, or to the end again (the view's own moves
        while it lays lines out do not count)."""
        bar = self.verticalScrollBar()
        self.at_end = bar.sliderPosition() >= bar.maximum()

    def _range_changed(self, _least: int, _most: int) -> None:
        """The lines were laid out again (shown after lying behind another dock's tab,
        a new width): a log that followed the newest line keeps it in view."""
        if self.at_end:
            self.scroll_to_end()

    def _render_all(self) -> None:
        bar = self.verticalScrollBar()
        at_end = bar.value() == bar.maximum()
        position = bar.value()
        self.setPlainText("\n".join(entry.text() for entry in self.entries))
        bar.setValue(bar.maximum() if at_end else position)

    def set_least_lines(self, lines: int) -> None:
        """Keep ``lines`` whole lines in sight (the window's height decides how many)."""
        if lines != self.least_lines:
            self.least_lines = lines
            self._fit_minimum()

    def height_for(self, lines: int) -> int:
        """The height that shows ``lines`` whole lines, with the frame and the margins."""
        margin = round(self.document().documentMargin())
        return lines * self.fontMetrics().lineSpacing() + 2 * (margin + self.frameWidth()) + 1

    def _fit_minimum(self) -> None:
        self.setMinimumHeight(self.height_for(self.least_lines))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._render_all()
        elif event.type() == QEvent.Type.FontChange:
            self._fit_minimum()
        super().changeEvent(event)


class LogDock(Dock):
    """The game log, under the markets; it keeps Qt's title bar."""

    name = "logDock"
    place = Place(RIGHT, order=50, title_bar=True)

    def build(self, table: Table) -> QWidget:
        self.log = EventLog()
        self.log.follow(table.controller)
        return self.log

    def title(self) -> str:
        return self.tr("Game log")
