"""The end of a game: the ranking with the tie-breaks explained, and charts per round."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..shared import fit, texts
from ..shared.plain_text import escaped

if TYPE_CHECKING:
    from ...rules import Game, Standing
    from ..shared import table_data as td


class GameOverDialog(QDialog):
    """Ranking with the tie-breaks explained, and charts of every round."""

    def __init__(
        self,
        game: Game,
        parent: QWidget | None = None,
        figures: list[list[td.RoundFigures]] | None = None,
    ) -> None:
        # Imported here: pyqtgraph takes a while to load and is needed only now.
        from .results import RoundCharts, tie_break_notes

        super().__init__(parent)
        self.setObjectName("gameOverDialog")
        self.setWindowTitle(self.tr("Game over"))
        result = game.state.outcome()
        if result is None:
            raise ValueError("the results are shown only once the game is over")
        names = game.names
        self.body = layout = QVBoxLayout(self)
        self.extra = 0  # the height of the parts added after (see add_part)
        layout.addWidget(self._winner_title(result.winners, names))
        rule = QLabel(
            self.tr(
                "Ranked by cities powered in the last round; ties go to more "
                "money, then to more cities."
            )
        )
        rule.setWordWrap(True)
        layout.addWidget(rule)
        layout.addWidget(
            self._ranking(result.standings, tie_break_notes(result.standings, names), names)
        )
        self.charts = None
        if figures:
            self.charts = RoundCharts(game.config, names, figures, self)
            layout.addWidget(self.charts, 1)
        layout.addLayout(self._buttons())
        self._size_to(parent)

    def _winner_title(self, winners: Sequence[int], names: Sequence[str]) -> QLabel:
        """The winner or winners, their names escaped (they are a player's text)."""
        title_text = (
            self.tr("{names} wins!") if len(winners) == 1 else self.tr("{names} win!")
        ).format(names=texts.join([escaped(names[w]) for w in winners]))
        title = QLabel(f"<h2>{title_text}</h2>")
        title.setObjectName("winnerLabel")
        return title

    def _ranking(
        self, standings: Sequence[Standing], notes: list[str], names: Sequence[str]
    ) -> QTableWidget:
        """The standings, one row a seat, with why each has its place."""
        self.table = QTableWidget(len(standings), 6)
        self.table.setObjectName("rankingTable")
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Rank"),
                self.tr("Player"),
                self.tr("Cities powered"),
                self.tr("Elektro"),
                self.tr("Cities connected"),
                self.tr("Why this place"),
            ]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for row, st in enumerate(standings):
            values = (
                str(st.place),
                names[st.seat],
                str(st.powered),
                str(st.money),
                str(st.cities),
                notes[row],
            )
            for col, text in enumerate(values):
                item = QTableWidgetItem(text)
                if col not in (1, 5):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, col, item)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(5, QHeaderView.ResizeMode.Stretch)
        self.table.setWordWrap(True)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._fit_rows()
        return self.table

    def add_part(self, widget: QWidget) -> None:
        """Show ``widget`` below the charts, above the buttons (the coach's graph of
        the win chances)."""
        self.body.insertWidget(self.body.count() - 1, widget)
        self.extra += widget.sizeHint().expandedTo(widget.minimumSize()).height()
        self.extra += self.body.spacing()
        self._size_to(self.parentWidget())  # taller by the part, within the same bounds

    def add_button(self, button: QPushButton) -> None:
        """Put ``button`` in the row of buttons, after New game (the coach's review)."""
        self.button_row.insertWidget(self.button_row.indexOf(self.new_game_button) + 1, button)

    def _buttons(self) -> QHBoxLayout:
        """New game at the left, Close at the right."""
        self.button_row = row = QHBoxLayout()
        self.new_game_button = QPushButton(self.tr("New game…"))
        self.new_game_button.setObjectName("gameOverNewGame")
        row.addWidget(self.new_game_button)
        row.addStretch(1)
        close = QPushButton(self.tr("Close"))
        close.setObjectName("gameOverClose")
        close.clicked.connect(self.accept)
        row.addWidget(close)
        return row

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        """The reasons column gets its width from the header after the dialog is laid
        out: rows that wrapped at the first guess are made one line high again then."""
        super().resizeEvent(event)
        QTimer.singleShot(0, self, self._fit_rows)  # not after the dialog is gone

    def _fit_rows(self) -> None:
        """Every row as high as its text at the columns' widths now, all rows shown."""
        self.table.resizeRowsToContents()
        rows_h = (
            self.table.horizontalHeader().sizeHint().height()
            + 4
            + sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        )
        self.table.setFixedHeight(rows_h)

    def _size_to(self, parent: QWidget | None) -> None:
        """Large enough for the charts, never larger than the window it belongs to nor
        than the screen."""
        want_w = 980
        want_h = (760 if self.charts is not None else 200 + self.table.height()) + self.extra
        if parent is not None and parent.isVisible():
            want_w = min(want_w, int(parent.width() * 0.92))
            want_h = min(want_h, int(parent.height() * 0.92))
        fit.resize_to_fit(self, want_w, want_h)
