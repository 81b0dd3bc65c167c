"""A game shown, not played: what the table's widgets read of a game controller.

The markets, the player boards and the tracks read ``game`` and ``state`` and redraw on
a controller's signals. :class:`ShownTable` gives them a game to show (the analysis
board's position, the help's examples) without a controller's bots, autosave or
replay of the log: showing a game applies no action.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ...rules import Game


class ShownTable(QObject):
    """The game the table's widgets show: the attributes and signals of a game
    controller that they read, and nothing that plays."""

    gameStarted = Signal()
    plantMarketChanged = Signal()
    resourceMarketChanged = Signal()
    playersChanged = Signal()
    mapChanged = Signal()
    decisionNeeded = Signal()
    # Never emitted: a shown game has no networked seats (the boards listen to it).
    seatMarksChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game: Game | None = None

    @property
    def state(self):
        return None if self.game is None else self.game.state

    def seat_mark(self, _seat: int) -> None:
        """No seat of a shown game is marked (marks are a networked table's)."""
        return None

    def show(self, game: Game) -> None:
        """Show ``game``: every part of the table redraws."""
        self.game = game
        for signal in (
            self.gameStarted,
            self.plantMarketChanged,
            self.resourceMarketChanged,
            self.playersChanged,
            self.mapChanged,
            self.decisionNeeded,
        ):
            signal.emit()
