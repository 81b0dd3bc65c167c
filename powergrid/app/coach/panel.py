"""The hint panel: what the Expert would do now for the human to play, and why.

The hint is computed by :mod:`powergrid.ai.coach` on the human seat's view (never
the hidden stack) in a background thread; the window stays responsive, the hint can
be cancelled, and it is dropped as soon as the position changes. The coach gives its
reasons as data; they are worded here in the current language (:mod:`.texts`),
and worded again when the language changes.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Signal, Slot
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...ai.coach import Coach, Hint, coach_seed
from ..shared.plain_text import plain
from .texts import choice_label, difference_text, reason_text
from .worker import CoachTask

if TYPE_CHECKING:
    from ..shared.controller import GameController


class CoachPanel(QWidget):
    """A Hint button, a Cancel button and the answer: the best choice and two others."""

    hintReady = Signal(object)  # the Hint
    # The cities the hint's best choice builds, in order, for the map to mark; an
    # empty list when there are none or the hint has gone.
    citiesToMark = Signal(list)

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("coachPanel")
        self.controller = controller
        self.task = CoachTask(self)
        self.task.finished.connect(self._on_finished)
        self.task.failed.connect(self._on_failed)
        self.hint: Hint | None = None

        self.button = QPushButton(self)
        self.button.clicked.connect(self.request_hint)
        self.cancel_button = QPushButton(self)
        self.cancel_button.clicked.connect(self.cancel)
        self.cancel_button.setEnabled(False)
        self.status = plain(QLabel(self))  # a refusal may quote a name
        self.best = QLabel(self)
        self.best.setWordWrap(True)
        self.best.setTextFormat(Qt.TextFormat.RichText)
        self.others = plain(QLabel(self))  # choices name players and plants
        self.others.setWordWrap(True)

        buttons = QHBoxLayout()
        buttons.addWidget(self.button)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.status, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(buttons)
        layout.addWidget(self.best)
        layout.addWidget(self.others)

        for name in ("decisionNeeded", "gameStarted"):
            getattr(controller, name).connect(self._position_changed)
        self.retranslate()
        self._update_enabled()

    def retranslate(self) -> None:
        """Word the buttons, and a hint on screen, in the current language."""
        self.button.setText(self.tr("Hint"))
        self.button.setToolTip(self.tr("What would the Expert computer player do now? (H)"))
        self.cancel_button.setText(self.tr("Cancel"))
        if self.hint is not None:
            self._show_hint(self.hint)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ----- actions ------------------------------------------------------------------------

    def _seat_to_help(self) -> int | None:
        c = self.controller
        if c.game is None or not c.human_to_move():
            return None
        return c.game.state.current_player

    @Slot()
    def request_hint(self) -> None:
        """Start thinking about the human's current decision (H)."""
        seat = self._seat_to_help()
        if seat is None:
            self.status.setText(self.tr("No decision of yours to help with."))
            return
        game = self.controller.game
        assert game is not None  # a seat to help: a game is on the table
        view = game.state.view(seat)  # a private copy: only what the seat knows
        seed = coach_seed(game.seed, seat)  # the review's seed too

        def work(cancelled: Callable[[], bool], _progress: Callable[[int, int], None]) -> Hint:
            return Coach(seed, cancelled=cancelled).hint(view, seat)

        self._drop_marks()
        self.hint = None
        self.best.clear()
        self.others.clear()
        self.status.setText(self.tr("Thinking…"))
        self.task.start(work)
        self._update_enabled()

    @Slot()
    def cancel(self) -> None:
        self.task.cancel()
        self.status.setText(self.tr("Hint cancelled."))
        self._update_enabled()

    # ----- results ------------------------------------------------------------------------

    def _on_finished(self, token: int, hint: Hint) -> None:
        if token != self.task.token:
            return
        self.hint = hint
        self.status.clear()
        self._show_hint(hint)
        self._update_enabled()
        self.citiesToMark.emit(list(hint.best.cities))
        self.hintReady.emit(hint)

    def _show_hint(self, hint: Hint) -> None:
        """The best choice in bold with its reason and what decides it, then each other
        decision with how much worse it is (in Elektro, cities or win chance, or about
        as good) and its reason."""
        best = hint.best
        text = self.tr("{label}: {why}").format(
            label=f"<b>{escape(choice_label(best))}</b>", why=escape(reason_text(best.reason))
        )
        if best.decides is not None:
            decides = self.tr("What decides it: {why}").format(why=reason_text(best.decides))
            text += f"<br><i>{escape(decides)}</i>"
        self.best.setText(text)
        lines = [
            self.tr("or {label} ({difference}): {why}").format(
                label=choice_label(c),
                difference=difference_text(c.difference),
                why=reason_text(c.reason),
            )
            for c in hint.alternatives
        ]
        self.others.setText("\n".join(lines))

    def _on_failed(self, token: int, message: str) -> None:
        if token == self.task.token:
            self.status.setText(self.tr("No hint: {reason}").format(reason=message))
            self._update_enabled()

    @Slot()
    def _position_changed(self) -> None:
        """A move was made: the hint on screen is about a position that has gone."""
        if self.task.busy() or self.hint is not None:
            self.task.cancel()
            self._drop_marks()
            self.hint = None
            self.best.clear()
            self.others.clear()
            self.status.clear()
        self._update_enabled()

    def _drop_marks(self) -> None:
        """The map no longer marks the cities of a hint that has gone."""
        if self.hint is not None and self.hint.best.cities:
            self.citiesToMark.emit([])

    def _update_enabled(self) -> None:
        self.cancel_button.setEnabled(self.task.busy())
        self.button.setEnabled(self._seat_to_help() is not None and not self.task.busy())

    def shutdown(self) -> None:
        self.task.cancel()
        self.task.wait(3.0)
