"""What every page of the decision panel has: a column of rows, its texts, its keys.

A page builds its rows in :meth:`Page.build` with the helpers here (a wrapped line
of text, a row of buttons); the column, its margins, the stretch under the rows and
the first wording are done once, in :class:`Page`. Pages never change the game: they
hand action objects to the panel, which passes them to the controller.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidget, QPushButton, QVBoxLayout, QWidget

from ....rules import PLANTS
from ...shared import texts
from ..markets import plant_fuel_text

if TYPE_CHECKING:
    from .panel import DecisionPanel

translate = QCoreApplication.translate


def action_button(name: str, slot) -> QPushButton:
    """A push button with its object name, calling ``slot`` when clicked (text: set_texts)."""
    made = QPushButton("")
    made.setObjectName(name)
    made.clicked.connect(slot)
    return made


def fit_rows(rows: QListWidget, least: int = 3, most: int = 6) -> None:
    """Make a list of the panel (the build plan, the discard choices) as tall as its rows,
    at least ``least`` lines and at most ``most`` rows: a plan of four cities shows whole,
    a longer one scrolls. The panel asks the column for that height."""
    shown = [rows.sizeHintForRow(i) for i in range(min(rows.count(), most))]
    lines = least * rows.fontMetrics().height()
    rows.setMinimumHeight(max(sum(h for h in shown if h > 0), lines) + 2 * rows.frameWidth())


def cities(n: int) -> str:
    """``n`` cities in the current language (the plural chosen by the count)."""
    if n == 1:
        return translate("DecisionPanel", "1 city")
    return translate("DecisionPanel", "{n} cities").format(n=n)


def plant_tip(number: int) -> str:
    """A plant's fuel and the cities it powers, e.g. "2 coal → 1 city"."""
    return translate("DecisionPanel", "{fuel} → {cities}").format(
        fuel=plant_fuel_text(number), cities=cities(PLANTS[number].cities)
    )


class Page(QWidget):
    """One kind of decision: rows top to bottom, worded by :meth:`set_texts`."""

    # Room between the rows (None: the style's).
    spacing: int | None = None
    # The rows keep to the top of the page (a stretch under them).
    top_aligned = True

    def __init__(self, panel: DecisionPanel):
        super().__init__(panel)
        self.panel = panel
        self.controller = panel.controller
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(0, 0, 0, 0)
        if self.spacing is not None:
            self.column.setSpacing(self.spacing)
        self.build()
        if self.top_aligned:
            self.column.addStretch(1)
        self.set_texts()

    def build(self) -> None:
        """Make the page's rows (every page defines it)."""
        raise NotImplementedError

    def add_text(self, name: str = "") -> QLabel:
        """A line of text under the rows so far, wrapped at the panel's width."""
        label = QLabel()
        if name:
            label.setObjectName(name)
        label.setWordWrap(True)
        self.column.addWidget(label)
        return label

    def add_row(self, *widgets: QWidget) -> QHBoxLayout:
        """``widgets`` side by side from the left, under the rows so far."""
        row = QHBoxLayout()
        for widget in widgets:
            row.addWidget(widget)
        row.addStretch(1)
        self.column.addLayout(row)
        return row

    @property
    def state(self):
        return self.controller.state

    def refresh(self) -> None:  # pragma: no cover - overridden
        pass

    def submit(self, action) -> str | None:
        return self.panel.submit(action)

    def default_action(self) -> None:
        """What Enter does on this page (nothing by default)."""

    def cancel(self) -> None:
        """What Esc does: drop the choice being prepared (never a move)."""

    def keys_hint(self) -> str:
        return ""

    def retranslate(self) -> None:
        """Set the page's fixed texts again, and its shown texts if a game is running.

        The choice being prepared (amounts, a build plan) is kept.
        """
        self.set_texts()
        if self.isVisible() and self.state is not None:
            self.rerender()

    def set_texts(self) -> None:
        """The page's fixed labels and buttons (called when built and on a switch)."""

    def rerender(self) -> None:
        """Show the current decision again in the current language (default: refresh)."""
        self.refresh()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class WaitPage(Page):
    """A computer player (or nobody) is to move: who thinks, and what just happened."""

    top_aligned = False

    def build(self) -> None:
        self.label = self.add_text()
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)

    def refresh(self) -> None:
        state = self.state
        if state is None:
            self.label.setText(texts.status_text(None))
            return
        name = self.controller.game.names[state.current_player]
        last = [html.escape(entry.text()) for entry in self.controller.recent_log[-4:]]
        text = self.tr("<b>{player}</b> (computer) is thinking…").format(player=html.escape(name))
        if last:
            text += "<br><br><span style='color:#555'>" + "<br>".join(last) + "</span>"
        self.label.setText(text)


class OverPage(Page):
    """The game is over: the winners, and the way to the results."""

    def build(self) -> None:
        self.label = self.add_text()
        self.results_button = action_button("showResultsButton", self.panel.resultsRequested)
        self.add_row(self.results_button)

    def set_texts(self) -> None:
        self.results_button.setText(self.tr("Show results"))

    def default_action(self) -> None:
        self.panel.resultsRequested.emit()

    def keys_hint(self) -> str:
        return self.tr("Enter: show results")

    def refresh(self) -> None:
        s = self.state
        names = self.controller.game.names
        winners = texts.join([html.escape(names[w]) for w in s.outcome().winners])
        self.label.setText(
            self.tr("<b>The game is over.</b> Winner: {winners}.").format(winners=winners)
        )
