"""Step 2 and Step 3 announced on the table, not only in the log.

When a move starts a new step, a banner at the top of the map names the step and
what it changes for the players: how many houses a city takes now and at what
prices, and in step 3 that every plant of the market is for sale. The figures are
the engine's (``house_prices``, the market's current plants). The banner stays a
while, goes with a click, and comes again on a language switch while shown.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel

from ...rules import house_prices
from ..shared import table_data as td
from ..shared import texts
from ..shared.style import tint


class _Banner(QLabel):
    """The announcement over the map; a click puts it away."""

    clicked = Signal()

    def mousePressEvent(self, event) -> None:
        self.clicked.emit()
        event.accept()


class StepBanner(QObject):
    """Announces a new step over the map of ``view`` for ``HOLD_MS`` (or until clicked)."""

    HOLD_MS = 12_000

    def __init__(self, view, controller, avoid=None, parent=None):
        """``avoid``: a widget over the map the banner goes under (the round summary)."""
        super().__init__(parent)
        self.view = view
        self.controller = controller
        self.avoid = avoid
        self.step = 0  # the step announced now (0: none)
        self.label = label = _Banner(view.viewport())
        label.setObjectName("stepBanner")
        label.setTextFormat(Qt.TextFormat.RichText)  # only numbers and our own words
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setWordWrap(True)
        label.setMargin(10)
        tint(label, "#ffffff", "#0b4f8a")
        label.setCursor(Qt.CursorShape.PointingHandCursor)
        label.clicked.connect(self.hide)
        label.installEventFilter(self)
        view.viewport().installEventFilter(self)  # placed again when the map resizes
        label.hide()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        controller.moveMade.connect(self.on_move)
        controller.gameStarted.connect(self.hide)

    def on_move(self, _seat: int, human: bool, events) -> None:
        """A step that begins is announced; a human playing on has read it."""
        steps = [s for s in map(td.step_started, events) if s is not None]
        if steps:
            self.announce(steps[-1])
        elif human:
            self.hide()

    def announce(self, step: int) -> None:
        self.step = step
        self._word()
        self.label.show()
        self.label.raise_()
        self._timer.start(self.HOLD_MS)

    def hide(self) -> None:
        self._timer.stop()
        self.step = 0
        self.label.hide()

    def eventFilter(self, watched, event) -> bool:
        """Worded again on a language switch, placed again when the map resizes."""
        kind = event.type()
        if watched is self.label and kind == QEvent.Type.LanguageChange:
            self._word()
        elif watched is not self.label and kind == QEvent.Type.Resize:
            self.place()
        return super().eventFilter(watched, event)

    def text(self, step: int) -> str:
        """What the step changes, in the current language."""
        state = self.controller.state
        prices = house_prices(step) if state is None else state.rule_book().house_prices(step)
        places = self.tr("A city now takes {houses} houses ({prices} Elektro).").format(
            houses=len(prices), prices=texts.join([str(p) for p in prices])
        )
        title = self.tr("Step {step} begins").format(step=step)
        lines = [f"<b>{title}</b>", places]
        if step == 3 and state is not None:
            market = state.plant_market()
            lines.append(
                self.tr("All {n} plants of the market are for sale.").format(n=len(market.current))
            )
        return "<br>".join(lines)

    def _word(self) -> None:
        if self.step:
            self.label.setText(self.text(self.step))
            self.place()

    def place(self) -> None:
        """At the top of the map, centred, under the round summary if that is in the way."""
        label = self.label
        parent = label.parentWidget()
        if parent is None or not self.step:
            return
        width = min(parent.width() - 20, max(320, 40 * label.fontMetrics().averageCharWidth()))
        label.setFixedWidth(max(100, width))
        label.setFixedHeight(label.heightForWidth(label.width()))
        x, y = (parent.width() - label.width()) // 2, 10
        avoid = self.avoid
        if avoid is not None and avoid.isVisible():
            # (the summary sits on the view, the banner on its viewport)
            box = QRect(parent.mapFromGlobal(avoid.mapToGlobal(QPoint(0, 0))), avoid.size())
            if box.intersects(QRect(x, y, label.width(), label.height())):
                y = box.bottom() + 10
        label.move(x, y)
