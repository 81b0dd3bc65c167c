"""The game review: step through a game round by round and see, for every turn of the
reviewed player, what the coach plays there and what the difference cost.

The coach's choice and the cost are those its hint gives on the same position with
the same seed (:func:`powergrid.ai.coach.review`), the cost in the hint's units.

The review (:func:`powergrid.ai.coach.review`) runs in a background thread with a
progress bar and can be cancelled; the three most expensive turns are marked and
listed at the top, a click on one jumps to its round. Moves and phases are worded in
the current language (:mod:`.coach_texts`), and again when the language changes.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QSize, Qt, Slot
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QStyledItemDelegate,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...ai.coach import Review, ReviewItem, review
from ...rules import Game
from ..shared.plain_text import plain, tip
from ..shared.texts import join
from .texts import choice_label, difference_text, moves_text, phase_name
from .worker import CoachTask


class WrappingDelegate(QStyledItemDelegate):
    """Cells as tall as their words need at their column's width: a tree view asks
    its delegate for a row's height without telling it the width, so it never wraps."""

    def __init__(self, view: QTreeWidget):
        super().__init__(view)
        self.view = view

    def sizeHint(self, option, index) -> QSize:  # noqa: N802 - Qt's name
        size = super().sizeHint(option, index)
        width = self.view.header().sectionSize(index.column()) - 8
        text = str(index.data() or "")
        if width <= 0 or not text:
            return size
        font = index.data(Qt.ItemDataRole.FontRole) or option.font
        box = QFontMetrics(font).boundingRect(
            QRect(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap), text
        )
        return QSize(size.width(), max(size.height(), box.height() + 4))


class ReviewWindow(QDialog):
    """Review of ``game`` for ``seats`` (default: the human seats, or every seat)."""

    def __init__(self, game: Game, seats=None, parent: QWidget | None = None, seed: int = 0):
        super().__init__(parent)
        self.setObjectName("reviewWindow")
        self.game = game
        self.seats = seats
        self.seed = seed
        self.report: Review | None = None
        self.round = 0
        self.task = CoachTask(self)
        self.task.finished.connect(self._on_finished)
        self.task.failed.connect(self._on_failed)
        self.task.progressed.connect(self._on_progress)

        self.progress = QProgressBar(self)
        self.cancel_button = QPushButton(self)
        self.cancel_button.clicked.connect(self.cancel)
        self.summary = plain(QLabel(self))
        self.summary.setWordWrap(True)
        self.costly = QListWidget(self)
        self.costly.setWordWrap(True)  # a turn of many moves wraps instead of scrolling sideways
        self.costly.setMaximumHeight(110)
        self.costly.itemActivated.connect(self._jump)
        self.costly.itemClicked.connect(self._jump)
        self.prev_button = QPushButton(self)
        self.next_button = QPushButton(self)
        self.prev_button.clicked.connect(lambda: self.step(-1))
        self.next_button.clicked.connect(lambda: self.step(1))
        self.round_label = plain(QLabel(self))
        self.round_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.table = QTreeWidget(self)
        self.table.setRootIsDecorated(False)
        self.table.setColumnCount(5)
        # Phase and player as wide as their words in the language shown; the moves, the
        # coach's choice and the cost (a sentence with its unit) share the rest and wrap,
        # so nothing is cut off.
        self.table.setWordWrap(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.table.setItemDelegate(WrappingDelegate(self.table))
        self.table.setUniformRowHeights(False)
        header = self.table.header()
        header.setStretchLastSection(False)
        for col, mode in enumerate(
            (
                QHeaderView.ResizeMode.ResizeToContents,
                QHeaderView.ResizeMode.ResizeToContents,
                QHeaderView.ResizeMode.Stretch,
                QHeaderView.ResizeMode.Stretch,
                QHeaderView.ResizeMode.Stretch,
            )
        ):
            header.setSectionResizeMode(col, mode)
        # A column that grows or shrinks changes how many lines its cells wrap to.
        header.sectionResized.connect(lambda *_: self.table.doItemsLayout())

        top = QHBoxLayout()
        top.addWidget(self.progress, 1)
        top.addWidget(self.cancel_button)
        nav = QHBoxLayout()
        nav.addWidget(self.prev_button)
        nav.addWidget(self.round_label, 1)
        nav.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.summary)
        self.costly_label = QLabel(self)
        layout.addWidget(self.costly_label)
        layout.addWidget(self.costly)
        layout.addLayout(nav)
        layout.addWidget(self.table, 1)
        self.resize(900, 600)
        self.retranslate()

    def retranslate(self) -> None:
        """Word the window, and a review on screen, in the current language."""
        self.setWindowTitle(self.tr("Game review"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.prev_button.setText(self.tr("◀ Previous round"))
        self.next_button.setText(self.tr("Next round ▶"))
        self.costly_label.setText(self.tr("Most expensive decisions:"))
        self.table.setHeaderLabels(
            [
                self.tr("Phase"),
                self.tr("Player"),
                self.tr("Played"),
                self.tr("The coach plays"),
                self.tr("Cost"),
            ]
        )
        if self.report is not None:
            self._show_report(self.report)
        self._show_round()

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ----- running ------------------------------------------------------------------------

    def start(self) -> None:
        """Start the review in the background."""
        game, seats, seed = self.game, self.seats, self.seed

        def work(cancelled, progress):
            return review(game, seats=seats, seed=seed, progress=progress, cancelled=cancelled)

        self.progress.setRange(0, 0)
        self.summary.setText(self.tr("Reviewing the game…"))
        self.cancel_button.setEnabled(True)
        self.task.start(work)

    @Slot()
    def cancel(self) -> None:
        self.task.cancel()
        self.cancel_button.setEnabled(False)
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.summary.setText(self.tr("Review cancelled."))

    def _on_progress(self, token: int, done: int, total: int) -> None:
        if token == self.task.token:
            self.progress.setRange(0, total)
            self.progress.setValue(done)

    def _on_failed(self, token: int, message: str) -> None:
        if token == self.task.token:
            self.cancel_button.setEnabled(False)
            self.summary.setText(self.tr("The review failed: {reason}").format(reason=message))

    def _on_finished(self, token: int, result: Review) -> None:
        if token != self.task.token:
            return
        self.set_review(result)

    def set_review(self, result: Review) -> None:
        """Show a finished review."""
        self.report = result
        self.cancel_button.setEnabled(False)
        self.progress.setRange(0, 1)
        self.progress.setValue(1)
        rounds = result.rounds()
        self.round = rounds[0] if rounds else 0
        self._show_report(result)
        self._show_round()

    def _show_report(self, result: Review) -> None:
        """The summary and the three most expensive turns; drawn again after a language switch."""
        names = self.game.names
        agree = sum(1 for i in result.items if i.agrees)
        same = sum(1 for i in result.items if not i.agrees and i.difference.same)
        self.summary.setText(
            self.tr(
                "{n} turns of {who} reviewed: {agree} as the coach plays them, "
                "{same} about as good, {worse} worse."
            ).format(
                n=len(result.items),
                who=join([names[s] for s in result.seats]),
                agree=agree,
                same=same,
                worse=len(result.items) - agree - same,
            )
        )
        self.costly.clear()
        for item in result.most_expensive(3):
            entry = QListWidgetItem(
                self.tr("Round {round}, {phase}: {played} — the coach: {best} ({cost})").format(
                    round=item.round,
                    phase=phase_name(item.phase),
                    played=moves_text(item.played, item.plant),
                    best=choice_label(item.best),
                    cost=difference_text(item.difference),
                )
            )
            entry.setData(Qt.ItemDataRole.UserRole, item.round)
            self.costly.addItem(entry)

    # ----- stepping -----------------------------------------------------------------------

    def step(self, delta: int) -> None:
        rounds = self.report.rounds() if self.report else []
        if not rounds:
            return
        i = rounds.index(self.round) if self.round in rounds else 0
        i = max(0, min(len(rounds) - 1, i + delta))
        self.round = rounds[i]
        self._show_round()

    def _jump(self, entry: QListWidgetItem) -> None:
        self.round = int(entry.data(Qt.ItemDataRole.UserRole))
        self._show_round()

    def _show_round(self) -> None:
        self.table.clear()
        rounds = self.report.rounds() if self.report else []
        self.prev_button.setEnabled(bool(rounds) and self.round != rounds[0])
        self.next_button.setEnabled(bool(rounds) and self.round != rounds[-1])
        if not rounds:
            self.round_label.setText("")
            return
        self.round_label.setText(
            self.tr("Round {n} of {last}").format(n=self.round, last=rounds[-1])
        )
        names = self.game.names
        assert self.report is not None
        for item in self.report.by_round(self.round):
            self.table.addTopLevelItem(self._row(item, names))

    def _row(self, item: ReviewItem, names: list[str]) -> QTreeWidgetItem:
        same = item.agrees
        row = QTreeWidgetItem(
            [
                phase_name(item.phase),
                names[item.seat],
                moves_text(item.played, item.plant),
                self.tr("the same") if same else choice_label(item.best),
                "" if same else difference_text(item.difference),
            ]
        )
        for col in (2, 3):
            row.setToolTip(col, tip(row.text(col)))
        if item.expensive:
            font = QFont(row.font(0))
            font.setBold(True)
            for col in range(5):
                row.setFont(col, font)
            row.setText(4, f"!! {difference_text(item.difference)}")
        return row

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        self.task.cancel()
        super().closeEvent(event)
