"""The analysis board: study a finished or saved game move by move.

On the left every action, grouped by round, with its mark once the review has run;
in the middle the table (map, markets, player boards) exactly as it was after the
selected action, the whole map in view; on the right the win chances over the whole
game (click a round to go there), the coach's choice at the selected position on
request, and the review's progress. Arrow keys, Home and End move through the game;
Esc and Ctrl+W close the board.

The table is shown from a :class:`ShownTable` holding the game cut at the selected
position: it only shows, so no computer player ever moves here. The game's log is
replayed once when the board opens (:class:`powergrid.ai.analysis.Replay`); a step
rebuilds its position from the nearest state kept, so it takes as long in a game of
thousands of rounds as in a short one. The review
(:func:`powergrid.ai.review.review`) and the coach's hint run in a background thread
and can be cancelled; marks and win chances come from :mod:`powergrid.ai.analysis`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Slot
from PySide6.QtGui import QBrush, QCloseEvent, QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...ai.analysis import Mark, Replay, Step, chances_by_round, mark_of
from ...ai.coach import Choice, Coach, Hint
from ...ai.review import Review, ReviewItem, review
from ...rules import Game, GameState
from ..shared import fit
from ..shared.key_lists import ANALYSIS_KEYS
from ..shared.plain_text import plain, tip
from ..shared.seat_legend import SeatLegend
from ..shared.shown_table import ShownTable
from ..shared.style import house_marks, seat_colour
from ..table.board_view import PLANNED, BoardScene, BoardView
from ..table.markets import PlantMarketWidget, ResourceMarketWidget
from ..table.player_boards import PlayerBoards
from .texts import action_text, choice_label, difference_text, phase_name
from .win_chances import ChanceNote, draw_chances, new_chance_plot
from .worker import CoachTask

if TYPE_CHECKING:
    from pyqtgraph.GraphicsScene.mouseEvents import MouseClickEvent

# The colour of each mark in the move list.
MARK_COLOURS = {
    Mark.BEST: "#1a7f37",
    Mark.GOOD: "#4d7f1a",
    Mark.INACCURACY: "#b08800",
    Mark.MISTAKE: "#d1661f",
    Mark.BLUNDER: "#b2182b",
}


class AnalysisBoard(QMainWindow):
    """The analysis board of ``game``; ``seats`` are reviewed (default: the human
    seats, or every seat of a game of computers)."""

    def __init__(
        self,
        game: Game,
        seats: Sequence[int] | None = None,
        parent: QWidget | None = None,
        seed: int = 0,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("analysisBoard")
        self.game = game
        self.seats = seats
        self.seed = seed
        self.replay = Replay(game)
        self.steps: list[Step] = self.replay.steps
        self.chances = chances_by_round(game)
        self.report: Review | None = None
        # The reviewed turns by the position their first action leads to.
        self.reviewed: dict[int, ReviewItem] = {}
        self.position = -1
        self.table = ShownTable(self)
        self.scene = BoardScene(self)
        self.view = BoardView(self.scene, self)
        board = game.state.board  # the map and regions stay the same at every position
        blocked = set(game.state.blocked_cities())  # grey all game (RULES 8.120)
        open_cities = [c for c in board.cities if c not in blocked]
        self.scene.build(board.mapfile, board.regions, cities_in_play=open_cities)
        # The whole map fits, the regions out of play too: a study of the game looks
        # at where it was not played as well (the table fits the regions in play).
        self.scene.play_rect = self.scene.sceneRect()
        self.view.fit()  # and again as the window takes its size
        self.review_task = CoachTask(self)
        self.review_task.progressed.connect(self._on_progress)
        self.review_task.finished.connect(self._on_reviewed)
        self.review_task.failed.connect(self._on_failed)
        self.hint_task = CoachTask(self)
        self.hint_task.finished.connect(self._on_hint)
        self.hint_task.failed.connect(self._on_failed)
        self._build_ui()
        self._make_keys()
        self.retranslate()
        self.go_to(len(game.log))

    # ----- layout --------------------------------------------------------------------------

    def _build_ui(self) -> None:
        self.moves = QTreeWidget(self)
        self.moves.setObjectName("analysisMoves")
        self.moves.setColumnCount(2)
        # One row height for all: selecting a row far away then costs no layout of the
        # rows between (a game of thousands of rounds has tens of thousands of rows).
        self.moves.setUniformRowHeights(True)
        header = self.moves.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.moves.currentItemChanged.connect(self._on_current)  # filled by retranslate

        self.plants = PlantMarketWidget(self.table, self)
        self.resources = ResourceMarketWidget(self.table, self)
        self.players = PlayerBoards(self.table, self)
        middle = QSplitter(Qt.Orientation.Vertical, self)
        middle.addWidget(self.view)
        middle.addWidget(self.players)
        middle.setStretchFactor(0, 3)

        self.graph = ChanceGraph(self)
        self.position_label = plain(QLabel(self))
        self.position_label.setWordWrap(True)
        self.position_label.setMinimumHeight(2 * self.fontMetrics().lineSpacing())
        self.coach_button = QPushButton(self)
        self.coach_button.clicked.connect(self.ask_coach)
        self.coach_answer = plain(QLabel(self))
        self.coach_answer.setObjectName("coachAnswer")
        self.coach_answer.setWordWrap(True)
        self.coach_answer.setMinimumHeight(3 * self.fontMetrics().lineSpacing())
        self.coach_answer.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.progress = QProgressBar(self)
        self.cancel_button = QPushButton(self)
        self.cancel_button.clicked.connect(self.cancel_review)
        self.review_label = plain(QLabel(self))
        self.review_label.setWordWrap(True)
        right = QWidget(self)
        column = QVBoxLayout(right)
        column.addWidget(self.plants)
        column.addWidget(self.resources)
        column.addWidget(self.graph, 1)
        column.addWidget(self.position_label)
        column.addWidget(self.coach_button)
        column.addWidget(self.coach_answer)
        bar = QHBoxLayout()
        bar.addWidget(self.progress, 1)
        bar.addWidget(self.cancel_button)
        column.addLayout(bar)
        column.addWidget(self.review_label)

        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(self.moves)
        split.addWidget(middle)
        split.addWidget(right)
        split.setStretchFactor(1, 3)
        split.setSizes([330, 670, 340])
        self.setCentralWidget(split)
        fit.resize_to_fit(self, 1366, 800)

    def key_bindings(self) -> list[tuple[QKeySequence, object]]:
        """The board's keys (:data:`~..shared.key_lists.ANALYSIS_KEYS`, which the help
        lists) and what each does: arrows move one action, Home and End to either end,
        Esc and Ctrl+W close the board."""
        acts = {
            "back": lambda: self.go_to(self.position - 1),
            "on": lambda: self.go_to(self.position + 1),
            "start": lambda: self.go_to(0),
            "end": lambda: self.go_to(len(self.game.log)),
            "close": self.close,
        }
        return [(key, acts[use.name]) for use in ANALYSIS_KEYS for key in use.sequences()]

    def _make_keys(self) -> None:
        """The keys of :meth:`key_bindings`, whatever has the focus in the board."""
        self.shortcuts: list[QShortcut] = []
        for key, act in self.key_bindings():
            shortcut = QShortcut(key, self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(act)
            self.shortcuts.append(shortcut)

    def _fill_moves(self) -> None:
        """One item per round, one row per action under it (its position as data)."""
        self.moves.clear()
        self.rows: dict[int, QTreeWidgetItem] = {}
        names = self.game.names
        start = QTreeWidgetItem([self.tr("Set-up"), ""])
        start.setData(0, Qt.ItemDataRole.UserRole, 0)
        self.moves.addTopLevelItem(start)
        self.rows[0] = start
        heading: QTreeWidgetItem | None = None
        for step in self.steps:
            if heading is None or heading.data(1, Qt.ItemDataRole.UserRole) != step.round:
                heading = QTreeWidgetItem([self.tr("Round {n}").format(n=step.round), ""])
                heading.setData(0, Qt.ItemDataRole.UserRole, step.position - 1)
                heading.setData(1, Qt.ItemDataRole.UserRole, step.round)
                self.moves.addTopLevelItem(heading)
            move = action_text(step.action, step.plant)
            text = f"{phase_name(step.phase)} · {names[step.seat]}: {move}"
            row = QTreeWidgetItem([text, ""])
            row.setToolTip(0, tip(text))
            row.setData(0, Qt.ItemDataRole.UserRole, step.position)
            heading.addChild(row)
            self.rows[step.position] = row
        self.moves.expandAll()
        if self.report is not None:
            self._mark_rows(self.report)

    def retranslate(self) -> None:
        """Every text of the board in the current language."""
        self.setWindowTitle(self.tr("Analysis board"))
        self.moves.setHeaderLabels([self.tr("Move"), self.tr("Mark")])
        self.coach_button.setText(self.tr("What would the coach do here?"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.graph.name_axes()
        self._fill_moves()
        self._show_position_text()
        if self.position >= 0 and self.position in self.rows:
            self.moves.setCurrentItem(self.rows[self.position])

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ----- moving through the game ------------------------------------------------------

    def go_to(self, position: int) -> None:
        """Show the table after ``position`` actions (clamped to the game)."""
        position = max(0, min(position, len(self.game.log)))
        if position == self.position:
            return
        self.position = position
        self.hint_task.cancel()
        self.table.show(self.replay.game_at(position))
        self.scene.set_owners(house_marks(self.game.config, self._shown_state().houses()))
        reviewed = self.reviewed.get(position)
        shown = "" if reviewed is None or reviewed.agrees else self._verdict(reviewed)
        self.coach_answer.setText(shown)
        self._show_choice(None if not shown or reviewed is None else reviewed.best)
        row = self.rows.get(position)
        if row is not None and self.moves.currentItem() is not row:
            self.moves.setCurrentItem(row)
        self._show_position_text()
        self.graph.show_round(self._shown_state().round)

    def _shown_state(self) -> GameState:
        """The position on the table (shown from the first :meth:`go_to` on)."""
        state = self.table.state
        if state is None:
            raise RuntimeError("no position is shown yet")
        return state

    @Slot(object, object)
    def _on_current(
        self, current: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None
    ) -> None:
        if current is not None:
            self.go_to(int(current.data(0, Qt.ItemDataRole.UserRole)))

    def go_to_round(self, rnd: int) -> None:
        """The position where round ``rnd`` begins (the end of the game after the last)."""
        self.go_to(self.replay.round_start(rnd))

    def _show_position_text(self) -> None:
        if self.position < 0:
            return
        state = self._shown_state()
        if state.is_terminal():
            text = self.tr("The end of the game")
        else:
            text = self.tr("Round {n}, {phase}: {name} to play").format(
                n=state.round,
                phase=phase_name(state.phase),
                name=self.game.names[state.current_player],
            )
        self.position_label.setText(
            self.tr("After {k} of {total} actions. {where}").format(
                k=self.position, total=len(self.game.log), where=text
            )
        )
        self.coach_button.setEnabled(not state.is_terminal())

    # ----- the coach here -----------------------------------------------------------------

    def ask_coach(self) -> None:
        """The coach's choice for the seat to play at the position shown."""
        state = self._shown_state()
        if state.is_terminal():
            return
        seat = state.current_player
        view = state.view(seat)
        seed = self.seed * 7919 + self.position
        self.coach_answer.setText(self.tr("The coach is thinking…"))
        self.hint_task.start(
            lambda cancelled, _p: Coach(seed, cancelled=cancelled).hint(view, seat)
        )

    def _show_choice(self, choice: Choice | None) -> None:
        """The coach's cities on the map when its choice is to build (none otherwise)."""
        key = choice.decision if choice is not None else ()
        names = self._shown_state().board.cities
        marked = {}
        if key and key[0] == "build":
            cities = [c for c in key[1:] if isinstance(c, int)]
            marked = {names[c]: (PLANNED, str(n + 1)) for n, c in enumerate(cities)}
        self.scene.show_plan([], marked)

    def _on_hint(self, token: int, hint: Hint) -> None:
        if token != self.hint_task.token:
            return
        self._show_choice(hint.best)
        lines = [self.tr("The coach plays: {choice}").format(choice=choice_label(hint.best))]
        for other in hint.alternatives:
            lines.append(self.tr("or: {choice}").format(choice=choice_label(other)))
        self.coach_answer.setText("\n".join(lines))

    # ----- the review ---------------------------------------------------------------------

    def start_review(self) -> None:
        """Review the chosen seats' turns in the background (progress bar, Cancel)."""
        game, seats, seed = self.game, self.seats, self.seed
        self.progress.setValue(0)
        self.cancel_button.setEnabled(True)
        self.review_task.start(
            lambda cancelled, progress: review(game, seats, seed, progress, cancelled)
        )

    def cancel_review(self) -> None:
        self.review_task.cancel()
        self.cancel_button.setEnabled(False)
        self.review_label.setText(self.tr("Review cancelled."))

    def _on_progress(self, token: int, done: int, total: int) -> None:
        if token == self.review_task.token:
            self.progress.setMaximum(total)
            self.progress.setValue(done)

    def _on_failed(self, _token: int, message: str) -> None:
        self.review_label.setText(self.tr("The coach failed: {error}").format(error=message))

    def _on_reviewed(self, token: int, result: Review) -> None:
        if token == self.review_task.token:
            self.set_review(result)

    def set_review(self, result: Review) -> None:
        """Mark every reviewed turn in the move list and count the marks."""
        self.report = result
        self.reviewed = {item.index + 1: item for item in result.items}
        self.cancel_button.setEnabled(False)
        self.progress.setValue(self.progress.maximum())
        counts = self._mark_rows(result)
        self.review_label.setText(
            self.tr("Reviewed turns: {best} best, {good} good, {inaccuracy} inaccuracies, "
                    "{mistake} mistakes, {blunder} blunders.").format(
                **{mark.value: counts.get(mark, 0) for mark in Mark}
            )
        )  # fmt: skip

    def _mark_rows(self, result: Review) -> dict[Mark, int]:
        counts: dict[Mark, int] = {}
        for item in result.items:
            mark = mark_of(item)
            counts[mark] = counts.get(mark, 0) + 1
            row = self.rows.get(item.index + 1)
            if row is None:
                continue
            row.setText(1, mark_name(mark))
            row.setForeground(1, QBrush(QColor(MARK_COLOURS[mark])))
            if mark is not Mark.BEST:
                row.setToolTip(1, tip(self._verdict(item)))
        return counts

    def _verdict(self, item: ReviewItem) -> str:
        """A reviewed turn against the coach: the move played, the coach's better
        choice, and what the move played cost, each on a line of its own (the cost is
        the played move's, never the coach's)."""
        played = "; ".join(action_text(action, item.plant) for action in item.played)
        return "\n".join(
            (
                self.tr("Played: {move}").format(move=played),
                self.tr("Better, the coach's choice: {choice}").format(
                    choice=choice_label(item.best)
                ),
                self.tr("The move played: {difference}").format(
                    difference=difference_text(item.difference)
                ),
            )
        )

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        self.review_task.cancel()
        self.hint_task.cancel()
        super().closeEvent(event)


def mark_name(mark: Mark) -> str:
    """A mark in the current language."""
    names = {
        Mark.BEST: QCoreApplication.translate("Analysis", "best"),
        Mark.GOOD: QCoreApplication.translate("Analysis", "good"),
        Mark.INACCURACY: QCoreApplication.translate("Analysis", "inaccuracy"),
        Mark.MISTAKE: QCoreApplication.translate("Analysis", "mistake"),
        Mark.BLUNDER: QCoreApplication.translate("Analysis", "blunder"),
    }
    return names[mark]


class ChanceGraph(QWidget):
    """Every seat's chance to win at each round's start; a click goes to that round.
    The players' names stand under the chart, then how the model counts who plays."""

    def __init__(self, board: AnalysisBoard) -> None:
        super().__init__(board)
        import pyqtgraph as pg

        self.board = board
        self.plot = new_chance_plot(self)
        config = board.game.config
        self.legend = SeatLegend(self)
        self.legend.set_entries(
            [(seat_colour(config, i), seat.name) for i, seat in enumerate(config.seats)]
        )
        self.note = ChanceNote(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.plot, 1)
        layout.addWidget(self.legend)
        layout.addWidget(self.note)
        draw_chances(self.plot, config, board.chances)
        self.marker = pg.InfiniteLine(pos=1, angle=90, pen=pg.mkPen("#888888", width=1))
        self.plot.addItem(self.marker)
        self.plot.scene().sigMouseClicked.connect(self._clicked)

    def name_axes(self) -> None:
        """The chart's words and the note in the current language."""
        self.plot.setLabel("bottom", self.tr("Round"))
        self.plot.setTitle(self.tr("Chances to win"))
        self.note.explain(self.board.game.config)

    def show_round(self, rnd: int) -> None:
        self.marker.setValue(rnd)

    def _clicked(self, event: MouseClickEvent) -> None:
        point = self.plot.getPlotItem().vb.mapSceneToView(event.scenePos())
        self.board.go_to_round(round(point.x()))
