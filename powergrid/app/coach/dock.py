"""The coach's dock: the hint panel over the win-chance graph, in a column of its own
at the left of the map.

Closed in the default layout; a hint (H, or the Coach menu) opens it. Its own column
leaves the right one (tracks, decision, markets, log) as it is, so the coach and the
tracks are seen together; the map keeps at least half the window's width
(``window/column.py`` sizes it). The graph follows the win-chance option wherever
it is switched.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QVBoxLayout, QWidget

from ..shared.settings import win_chances_enabled, win_chances_switch
from ..table.dock import LEFT, Dock, Place, Table
from .panel import CoachPanel
from .win_chances import WinChanceGraph, WinChanceTracker


class CoachDock(Dock):
    """Hints for the human to move and every player's chances, round by round."""

    name = "coachDock"
    place = Place(LEFT, order=60, title_bar=True, shown=False, in_view_menu=False)

    def build(self, table: Table) -> QWidget:
        c = table.controller
        self.panel = CoachPanel(c)
        self.panel.citiesToMark.connect(table.scene.mark_cities)  # the hint's cities
        self.tracker = WinChanceTracker(c, self)
        self.graph = WinChanceGraph(self.tracker)
        self.graph.setVisible(win_chances_enabled())
        win_chances_switch().toggled.connect(self.graph.setVisible)
        body = QWidget()
        # The panel over the graph (its spacing counts in the coach's need).
        self.body = layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.panel)
        layout.addWidget(self.graph, 1)
        layout.addStretch()  # under a graph kept about as tall as wide (window/column.py)
        # Scrolled, so a short window never squeezes the wrapped hint lines into each other.
        self.graph.setMinimumHeight(140)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(body)
        return scroll

    def title(self) -> str:
        return self.tr("Coach")

    def shutdown(self) -> None:
        """Stop the hint and the estimate running (before the window closes)."""
        self.panel.shutdown()
        self.tracker.task.cancel()
