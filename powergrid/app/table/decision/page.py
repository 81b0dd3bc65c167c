"""What every page of the decision panel has: a column of rows, its action rows, its
texts, its keys.

A page builds its rows in :meth:`Page.build` with the helpers here (a wrapped line
of text, a row of buttons). The rows that make the move (the bid box with *Bid* and
*Pass*, the build buttons, the total and *Buy*) go into :attr:`Page.action_rows`, which
the panel pins under its scroll area: the page's other rows scroll when the window is
small, the move stays in sight. The column, its margins, the stretch under the rows
and the first wording are done once, in :class:`Page`. Pages never change the game:
they hand action objects to the panel, which passes them to the controller.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ....rules import PLANTS
from ...shared import texts
from ..markets import plant_fuel_text
from .flow_row import FlowRow

if TYPE_CHECKING:
    from .panel import DecisionPanel

translate = QCoreApplication.translate


class ActionButton(QPushButton):
    """A push button as wide as its words with the style's margins: not widened to the
    style's least button width, so that four short ones (Chinese) share one row."""

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        style = self.style()
        margin = style.pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, None, self)
        frame = style.pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, None, self)
        words = self.fontMetrics().horizontalAdvance(self.text())
        snug = words + 2 * (margin + frame) + self.fontMetrics().height()
        return QSize(min(hint.width(), snug), hint.height())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()


def action_button(name: str, slot) -> QPushButton:
    """A push button with its object name, calling ``slot`` when clicked (text: set_texts).

    It never takes Enter: Enter is the page's main action, whichever button was clicked
    last (Space presses the focused button).
    """
    made = ActionButton("")
    made.setObjectName(name)
    made.setAutoDefault(False)
    made.setDefault(False)
    made.clicked.connect(slot)
    return made


def labelled(label: QLabel, field: QWidget) -> QWidget:
    """``label`` and ``field`` side by side as one item: an action row never wraps
    between a box and its name."""
    pair = QWidget()
    row = QHBoxLayout(pair)
    row.setContentsMargins(0, 0, 0, 0)
    row.setSpacing(4)
    row.addWidget(label)
    row.addWidget(field)
    return pair


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
        # The rows that make the move: the panel shows them under its scroll area.
        self.action_rows = QWidget()
        self.pinned = QVBoxLayout(self.action_rows)
        self.pinned.setContentsMargins(0, 0, 0, 0)
        self.pinned.setSpacing(3)
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

    def add_actions(self, *widgets: QWidget) -> FlowRow:
        """``widgets`` in the pinned action rows, wrapping when the panel is narrow."""
        row = FlowRow(spacing=self.pinned.spacing())
        row.add(*widgets)
        self.pinned.addLayout(row)
        return row

    def add_action_text(self, name: str = "") -> QLabel:
        """A wrapped line in the pinned action rows (a total the move depends on)."""
        label = QLabel()
        if name:
            label.setObjectName(name)
        label.setWordWrap(True)
        self.pinned.addWidget(label)
        return label

    def main_controls(self) -> list[QWidget]:
        """The controls that make this page's move, and the total it shows: always in
        sight (a check reads them)."""
        rows = self.action_rows
        return [w for w in rows.findChildren(QWidget) if w.parentWidget() is rows]

    def focus_widget(self) -> QWidget | None:
        """What has the focus when the page opens for its player (none: it stays)."""
        return None

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
    """A computer player (or nobody, or a person at another screen of a networked
    table) is to move: who decides, and what just happened."""

    top_aligned = False

    def build(self) -> None:
        self.label = self.add_text()
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)

    def refresh(self) -> None:
        state = self.state
        if state is None:
            self.label.setText(texts.status_text(None))
            return
        seat = state.current_player
        name = html.escape(self.controller.game.names[seat])
        last = [html.escape(entry.text()) for entry in self.controller.recent_log[-4:]]
        mark = self.controller.seat_mark(seat)
        if mark is not None and mark.kind == "here":
            text = self.tr("<b>{player}</b> is deciding at another screen…").format(player=name)
        elif mark is not None and mark.kind == "away":
            text = self.tr("<b>{player}</b> is away; the table waits for them…").format(player=name)
        else:
            text = self.tr("<b>{player}</b> (computer) is thinking…").format(player=name)
        if last:
            text += "<br><br><span style='color:#555'>" + "<br>".join(last) + "</span>"
        self.label.setText(text)


class OverPage(Page):
    """The game is over: the winners, and the way to the results."""

    def build(self) -> None:
        self.label = self.add_text()
        self.results_button = action_button("showResultsButton", self.panel.resultsRequested)
        self.add_actions(self.results_button)

    def focus_widget(self) -> QWidget | None:
        return self.results_button

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
