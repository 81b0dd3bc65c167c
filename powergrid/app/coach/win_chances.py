"""Win chances after every round: a small graph, one line per player.

After each round the coach estimates every player's chance to win from the viewing
seat's view (the first human seat, else seat 1) with its learned model, in a
background thread. A game opened part-way (Continue, Open) gets the chances of the
rounds already played at once, from the positions where the next rounds began. The
graph can be turned off in the settings (``coach/winChances``, from the Settings
dialog or the Coach menu): every change is announced by :func:`win_chances_switch`,
so the table hides the graph and stops estimating at once, wherever it was turned
off. The history is kept for the end screen.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Signal, Slot
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ...ai.analysis import round_start_states
from ...ai.coach import Coach
from ...ai.winprob import seat_levels
from ...rules import Game
from ..shared.plain_text import escaped
from ..shared.settings import win_chances_enabled, win_chances_switch
from .worker import CoachTask


class WinChanceTracker(QObject):
    """Follows a controller and estimates the chances each time a round begins."""

    changed = Signal()

    def __init__(self, controller, parent: QObject | None = None):
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
        self._pending: list[tuple[int, object, int, tuple[str | None, ...]]] = []
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
    def _check_round(self, *_args) -> None:
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
        self._queue(game, completed, game.state.view(self.viewer()))
        if not self._running:
            self._next()

    def _queue(self, game: Game, completed: int, view: object) -> None:
        """Queue the estimate after round ``completed`` from ``view``, with the coach's
        seed for that round and the seats' levels."""
        levels = seat_levels(game.config)
        self._pending.append((completed, view, game.seed * 131 + completed, levels))

    def _next(self) -> None:
        self._running = bool(self._pending)
        if not self._pending:
            return
        completed, view, seed, levels = self._pending.pop(0)

        def work(cancelled, _progress):
            return completed, Coach(seed, cancelled=cancelled).win_chances(view, levels)

        self.task.start(work)

    def _on_failed(self, token: int, message: str) -> None:
        if token == self.task.token:
            self.error = message
            self._next()

    def _on_finished(self, token: int, result) -> None:
        if token != self.task.token or not self.enabled:
            return
        self._next()
        completed, chances = result
        self.history = [h for h in self.history if h[0] != completed] + [
            (completed, tuple(chances))
        ]
        self.history.sort()
        self.changed.emit()


# Where the legend may stand at the graph's left: (its height, 0 the top, and the band
# of chances it covers). The chances add up to 1, so the bottom is never free.
LEGEND_PLACES = ((0.0, (0.6, 1.01)), (0.5, (0.3, 0.7)))


def legend_place(chances: list[tuple[float, ...]]) -> float:
    """The height for the legend (see :data:`LEGEND_PLACES`) where the fewest points of
    the graph's left half lie, so its names do not sit on the lines."""
    left = chances[: max(1, (len(chances) + 1) // 2)]
    points = [p for c in left for p in c]

    def crowd(place: tuple[float, tuple[float, float]]) -> int:
        low, high = place[1]
        return sum(low <= p <= high for p in points)

    return min(LEGEND_PLACES, key=crowd)[0]


class WinChanceGraph(QWidget):
    """The chances of every player by round, in the players' colours."""

    def __init__(self, tracker: WinChanceTracker, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("winChanceGraph")
        self.tracker = tracker
        self._plot = None
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.setMinimumSize(220, 150)
        self._explain()
        tracker.changed.connect(self.refresh)

    def _explain(self) -> None:
        """What the chances read, as the graph's tooltip (docs/winprob.md)."""
        self.setToolTip(
            self.tr(
                "Each player's chance to win at the start of each round, estimated from "
                "the position and from who plays: computer players by their level, "
                "people as a normal computer player."
            )
        )

    @property
    def plot(self):
        """The chart, made when first shown or asked for: pyqtgraph takes a while to
        load, and the window should not wait for it while the coach stays closed."""
        if self._plot is None:
            import pyqtgraph as pg  # type: ignore[import-untyped]

            plot = pg.PlotWidget(self)
            plot.setBackground(None)
            plot.setYRange(0, 1, padding=0.02)
            plot.setMouseEnabled(x=False, y=False)
            plot.hideButtons()
            plot.setMenuEnabled(False)
            plot.getAxis("left").setTicks([[(0, "0%"), (0.5, "50%"), (1, "100%")]])
            self._name_axes(plot)
            self.legend = plot.addLegend(offset=(4, 4), labelTextSize="8pt")
            self._layout.addWidget(plot)
            self._plot = plot
            self._draw()
        return self._plot

    def _place_legend(self, chances: list[tuple[float, ...]]) -> None:
        height = legend_place(chances)
        offset = (4, 4 if height == 0.0 else 0)
        self.legend.anchor(itemPos=(0, height), parentPos=(0, height), offset=offset)

    def _name_axes(self, plot) -> None:
        plot.setLabel("bottom", self.tr("Round"))
        plot.setTitle(self.tr("Chances to win"))

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        """A language switch renames the axis, the title and the tooltip (the chart is
        not remade)."""
        if event.type() == QEvent.Type.LanguageChange:
            self._explain()
            if self._plot is not None:
                self._name_axes(self._plot)
        super().changeEvent(event)

    def showEvent(self, event) -> None:
        self.plot  # noqa: B018  (made on first show)
        super().showEvent(event)

    @Slot()
    def refresh(self) -> None:
        if self._plot is not None:
            self._draw()

    def _draw(self) -> None:
        import pyqtgraph as pg  # type: ignore[import-untyped]

        self.plot.clear()
        self.legend.clear()
        game = self.tracker.controller.game
        history = self.tracker.history
        if game is None or not history:
            # Before the first estimate: whole rounds on the axis, not fractions of one.
            self.plot.setXRange(1, 5, padding=0.05)
            self.plot.getAxis("bottom").setTicks([[(r, str(r)) for r in range(1, 6)]])
            return
        rounds = [r for r, _c in history]
        for seat, cfg in enumerate(game.config.seats):
            ys = [c[seat] for _r, c in history]
            pen = pg.mkPen(cfg.color, width=2)
            self.plot.plot(
                rounds,
                ys,
                pen=pen,
                symbol="o",
                symbolSize=5,
                symbolBrush=cfg.color,
                symbolPen=None,
                name=escaped(cfg.name),  # the legend is rich text
            )
        self._place_legend([c for _r, c in history])
        self.plot.setXRange(min(rounds) - 0.2, max(rounds) + 0.2, padding=0)
        step = max(1, (max(rounds) - min(rounds) + 1) // 8)
        self.plot.getAxis("bottom").setTicks(
            [[(r, str(r)) for r in range(min(rounds), max(rounds) + 1, step)]]
        )
