"""Win chances after every round: a small graph, one line per player.

After each round the coach estimates every player's chance to win from the viewing
seat's view (the first human seat, else seat 1) with its learned model, in a
background thread. A game opened part-way (Continue, Open) gets the chances of the
rounds already played at once, from the positions where the next rounds began. The
graph can be turned off in the settings (``coach/winChances``, from the Settings
dialog or the Coach menu): every change is announced by :func:`win_chances_switch`,
so the table hides the graph and stops estimating at once, wherever it was turned
off. The history is kept for the end screen.

Under the graph stand the players' names in their colours (outside the plot, so no
name hides a line) and a line that says why the lines start apart: the model counts
each computer seat by its level's strength and a person as an AI normal player in
their place (:func:`who_counts_how`; docs/winprob.md).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    Signal,
    Slot,
)
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ...ai.analysis import round_start_states
from ...ai.coach import Coach
from ...ai.winprob import seat_levels, shipped_model
from ...ai.winprob.model import REFERENCE_LEVEL, stand_in
from ...levels import find
from ...rules import Game, GameConfig, GameState
from ..shared import texts
from ..shared.plain_text import plain
from ..shared.seat_legend import SeatLegend
from ..shared.settings import win_chances_enabled, win_chances_switch
from ..shared.style import seat_colour
from .worker import CoachTask

if TYPE_CHECKING:  # pyqtgraph loads when a chart is first drawn
    import pyqtgraph as pg

    from ..shared.controller import GameController


class WinChanceTracker(QObject):
    """Follows a controller and estimates the chances each time a round begins."""

    changed = Signal()

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.task = CoachTask(self)
        self.task.finished.connect(self._on_finished)
        self.task.failed.connect(self._on_failed)
        # The last failure's message (an estimate that failed is skipped).
        self.error = ""
        # (round just completed, chance of every seat)
        self.history: list[tuple[int, tuple[float, ...]]] = []
        # (round completed, the view, the coach's seed, the seats' levels) to estimate.
        self._pending: list[tuple[int, GameState, int, tuple[str | None, ...]]] = []
        # An estimate was started and its answer has not arrived yet. The worker's own
        # busy() turns false as soon as its thread ends, before the answer is
        # delivered, and a new start then would drop that answer.
        self._running = False
        self._round = 0
        # Follows the option; off, no estimate is started and none is recorded.
        self.enabled = win_chances_enabled()
        controller.gameStarted.connect(self._restart)
        controller.decisionNeeded.connect(self._check_round)
        controller.gameOver.connect(self._check_round)
        win_chances_switch().toggled.connect(self.set_enabled)

    def viewer(self) -> int:
        game = self.controller.game
        if game is None:
            return 0
        for seat, cfg in enumerate(game.config.seats):
            if cfg.controller == "human":
                return seat
        return 0

    @Slot()
    def _restart(self) -> None:
        self.task.cancel()
        self._running = False
        self._pending = []
        self.history = []
        game = self.controller.game
        self._round = game.state.round if game is not None else 0
        if game is not None and self.enabled:
            self._backfill(game)
        self.changed.emit()

    def _backfill(self, game: Game) -> None:
        """Estimates for the rounds a game opened part-way has already played: its log
        is replayed and the view at each new round's start is queued."""
        viewer = self.viewer()
        for rnd, state in round_start_states(game):
            self._queue(game, rnd - 1, state.view(viewer))
        if self._pending and not self._running:
            self._next()

    @Slot()
    def _check_round(self, *_args: object) -> None:
        game = self.controller.game
        if game is None:
            return
        state = game.state
        over = state.is_terminal()
        if state.round == self._round and not over:
            return
        if over and self.history and self.history[-1][0] == state.round:
            return
        completed = state.round if over else state.round - 1
        self._round = state.round
        if not self.enabled:
            return
        self.estimate(completed)

    @Slot(bool)
    def set_enabled(self, on: bool) -> None:
        """Off: drop the running and waiting estimates (no work for a hidden graph).
        On: estimate the last finished round at once, so the graph is current again."""
        self.enabled = bool(on)
        if not on:
            self.task.cancel()
            self._pending = []
            self._running = False
            return
        game = self.controller.game
        if game is None:
            return
        state = game.state
        completed = state.round if state.is_terminal() else state.round - 1
        known = {r for r, _c in self.history} | {p[0] for p in self._pending}
        if completed >= 1 and completed not in known:
            self.estimate(completed)

    def estimate(self, completed: int) -> None:
        """Estimate the chances now, recorded as those after round ``completed``.

        The view is taken now; when an estimate is still running (computer players
        move fast) this one waits for it instead of cancelling it."""
        game = self.controller.game
        if game is None:
            return
        self._queue(game, completed, game.state.view(self.viewer()))
        if not self._running:
            self._next()

    def _queue(self, game: Game, completed: int, view: GameState) -> None:
        """Queue the estimate after round ``completed`` from ``view``, with the coach's
        seed for that round and the seats' levels."""
        levels = seat_levels(game.config)
        self._pending.append((completed, view, game.seed * 131 + completed, levels))

    def _next(self) -> None:
        self._running = bool(self._pending)
        if not self._pending:
            return
        completed, view, seed, levels = self._pending.pop(0)

        def work(
            cancelled: Callable[[], bool], _progress: Callable[[int, int], None]
        ) -> tuple[int, tuple[float, ...]]:
            return completed, Coach(seed, cancelled=cancelled).win_chances(view, levels)

        self.task.start(work)

    def _on_failed(self, token: int, message: str) -> None:
        if token == self.task.token:
            self.error = message
            self._next()

    def _on_finished(self, token: int, result: tuple[int, tuple[float, ...]]) -> None:
        if token != self.task.token or not self.enabled:
            return
        self._next()
        completed, chances = result
        self.history = [h for h in self.history if h[0] != completed] + [
            (completed, tuple(chances))
        ]
        self.history.sort()
        self.changed.emit()


# ----- why the lines start apart ------------------------------------------------------------

# An offset this close to the reference level's 0 counts as level with it.
LEVEL_WITH = 0.1


translate = QCoreApplication.translate


def _level_name(key: str) -> str:
    return translate("Levels", find(key).name)


def who_counts_how(config: GameConfig) -> list[str]:
    """How the model counts the seats of ``config``, one short phrase per kind of seat,
    in the current language: a person as AI normal (a person's strength is not known),
    a level left out of its training as the level standing in for it, and each other
    level as stronger or weaker than AI normal by its offset at this table size. Empty
    when every seat counts as AI normal or no computer plays: then the position alone
    decides."""
    model = shipped_model()
    seats = len(config.seats)
    phrases: list[str] = []
    keys = list(dict.fromkeys(s.controller for s in config.seats))
    if keys == ["human"]:
        return []
    if "human" in keys:
        normal = _level_name(REFERENCE_LEVEL)
        phrases.append(translate("WinChanceGraph", "a person as {normal}").format(normal=normal))
    for key in keys:
        if key in ("human", REFERENCE_LEVEL):
            continue
        name = _level_name(key)
        standing = stand_in(key)
        if standing is not None:
            phrases.append(
                translate("WinChanceGraph", "{level} as {stand_in}").format(
                    level=name, stand_in=_level_name(standing)
                )
            )
            continue
        offset = model.offset(key, seats)
        if offset > LEVEL_WITH:
            phrases.append(translate("WinChanceGraph", "{level} as stronger").format(level=name))
        elif offset < -LEVEL_WITH:
            phrases.append(translate("WinChanceGraph", "{level} as weaker").format(level=name))
    return phrases


def counting_note(config: GameConfig) -> str:
    """The line under a chances graph: :func:`who_counts_how` as one sentence, or ""."""
    phrases = who_counts_how(config)
    if not phrases:
        return ""
    return translate("WinChanceGraph", "How the seats count: {phrases}.").format(
        phrases=texts.join(phrases)
    )


def chances_explained() -> str:
    """What the chances read and why a seat may start far ahead (a tooltip)."""
    return translate(
        "WinChanceGraph",
        "Each player's chance to win at the start of each round, estimated by a model "
        "learned from games between the computer levels. It reads the position and who "
        "plays each seat: a stronger level wins more of the games that start level, so "
        "its line starts higher before anyone has moved. A person's strength is not "
        "known; the model counts a person as AI normal in their place, so a person who "
        "plays better than AI normal has better chances than shown.",
    )


# ----- the graph ---------------------------------------------------------------------------


# The least height of a chances chart: its title, the axis and a readable span of lines.
PLOT_HEIGHT = 110


def new_chance_plot(parent: QWidget) -> pg.PlotWidget:
    """A chances chart (0 to 100 %, no mouse zoom, no menu) with no legend on it."""
    import pyqtgraph as pg

    plot = pg.PlotWidget(parent)
    plot.setMinimumHeight(PLOT_HEIGHT)
    plot.setBackground(None)
    plot.setYRange(0, 1, padding=0.02)
    plot.setMouseEnabled(x=False, y=False)
    plot.hideButtons()
    plot.setMenuEnabled(False)
    plot.getAxis("left").setTicks([[(0, "0%"), (0.5, "50%"), (1, "100%")]])
    return plot


def draw_chances(
    plot: pg.PlotWidget, config: GameConfig, history: Sequence[tuple[int, Sequence[float]]]
) -> None:
    """One line per seat of ``config`` through ``history`` ((round, chance per seat))."""
    import pyqtgraph as pg

    rounds = [r for r, _c in history]
    for seat in range(len(config.seats)):
        colour = seat_colour(config, seat)
        plot.plot(
            rounds,
            [c[seat] for _r, c in history],
            pen=pg.mkPen(colour, width=2),
            symbol="o",
            symbolSize=5,
            symbolBrush=colour,
            symbolPen=None,
        )
    plot.setXRange(min(rounds) - 0.2, max(rounds) + 0.2, padding=0)
    step = max(1, (max(rounds) - min(rounds) + 1) // 8)
    plot.getAxis("bottom").setTicks(
        [[(r, str(r)) for r in range(min(rounds), max(rounds) + 1, step)]]
    )


class ChanceNote(QLabel):
    """The line under a chances graph that says how the model counts who plays."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chanceNote")
        plain(self)
        self.setWordWrap(True)
        font = self.font()
        if font.pointSizeF() > 0:
            font.setPointSizeF(font.pointSizeF() * 0.9)
            self.setFont(font)

    def explain(self, config: GameConfig | None) -> None:
        note = "" if config is None else counting_note(config)
        self.setText(note)
        self.setVisible(bool(note))
        self.setToolTip(chances_explained())


class WinChanceGraph(QWidget):
    """The chances of every player by round, in the players' colours."""

    def __init__(self, tracker: WinChanceTracker, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("winChanceGraph")
        self.tracker = tracker
        self._plot = None
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(2)
        self.legend = SeatLegend(self)
        self.note = ChanceNote(self)
        self._layout.addWidget(self.legend)
        self._layout.addWidget(self.note)
        self.setMinimumWidth(220)
        self._explain()
        tracker.changed.connect(self.refresh)

    def _explain(self) -> None:
        """What the chances read, as the graph's tooltip (docs/winprob.md), and how the
        model counts the seats of the game shown, under it."""
        self.setToolTip(chances_explained())
        game = self.tracker.controller.game
        self.note.explain(None if game is None else game.config)

    @property
    def plot(self) -> pg.PlotWidget:
        """The chart, made when first shown or asked for: pyqtgraph takes a while to
        load, and the window should not wait for it while the coach stays closed."""
        if self._plot is None:
            plot = new_chance_plot(self)
            self._name_axes(plot)
            self._layout.insertWidget(0, plot, 1)
            self._plot = plot
            self._draw()
        return self._plot

    def _name_axes(self, plot: pg.PlotWidget) -> None:
        plot.setLabel("bottom", self.tr("Round"))
        plot.setTitle(self.tr("Chances to win"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        """A language switch renames the axis, the title, the tooltip and the note (the
        chart is not remade)."""
        if event.type() == QEvent.Type.LanguageChange:
            self._explain()
            if self._plot is not None:
                self._name_axes(self._plot)
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        self.plot  # noqa: B018  (made on first show)
        super().showEvent(event)

    @Slot()
    def refresh(self) -> None:
        self._explain()
        if self._plot is not None:
            self._draw()

    def _draw(self) -> None:
        self.plot.clear()
        game = self.tracker.controller.game
        history = self.tracker.history
        self.legend.set_entries(
            []
            if game is None
            else [(seat_colour(game.config, i), s.name) for i, s in enumerate(game.config.seats)]
        )
        if game is None or not history:
            # Before the first estimate: whole rounds on the axis, not fractions of one.
            self.plot.setXRange(1, 5, padding=0.05)
            self.plot.getAxis("bottom").setTicks([[(r, str(r)) for r in range(1, 6)]])
            return
        draw_chances(self.plot, game.config, history)
