"""A dock of the table that owns itself: it builds its content, connects its own
signals, words its own title and says where it goes in the default layout.

The window keeps one list of dock classes (``powergrid.app.window.docks``) and gives
each the :class:`Table` it sits at; docks never reach for one another: what one
tells another goes through the table's :class:`TableLinks`.
"""

from __future__ import annotations

import zlib
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Protocol

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QDockWidget, QWidget

if TYPE_CHECKING:
    from ..shared.controller import GameController
    from .board_view import BoardScene
    from .computer_moves import ComputerMoves

RIGHT = Qt.DockWidgetArea.RightDockWidgetArea
BOTTOM = Qt.DockWidgetArea.BottomDockWidgetArea
LEFT = Qt.DockWidgetArea.LeftDockWidgetArea


@dataclass(frozen=True)
class Place:
    """Where a dock goes in the default layout, and how the window treats it there."""

    # The right-hand column (RIGHT), the row under the map (BOTTOM) or a column at
    # the map's left (LEFT, the coach's).
    area: Qt.DockWidgetArea
    # Position in its area, top to bottom (left to right).
    order: int
    # Qt's title bar (with its float and close buttons); the others head themselves.
    title_bar: bool = False
    # As tall as its content needs: the column gives the rest to the decision and log.
    pinned: bool = False
    # The name of the dock it shares a place with, as a tab.
    tab_of: str = ""
    # Open in the default layout.
    shown: bool = True
    # Its switch is in the View menu (else its own menu has it).
    in_view_menu: bool = True


class TableLinks(QObject):
    """What the table's docks tell each other (a plant chosen in one shows in another)."""

    # The decision's plant choice changed: the market rings that card.
    plantSelected = Signal(int)
    # A card of the market was clicked: the decision takes that plant.
    plantClicked = Signal(int)


class Table(Protocol):
    """What a dock sees of the window it sits in."""

    controller: GameController
    scene: BoardScene
    computer_moves: ComputerMoves
    links: TableLinks


class Dock(QDockWidget):
    """A dock of the table; subclasses give ``name``, ``place``, ``build`` and ``title``."""

    # The object name: what ``saveState`` and ``restoreState`` know the dock by.
    name: ClassVar[str]
    place: ClassVar[Place]

    def __init__(self, table: Table, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName(self.name)
        self.setWidget(self.build(table))
        self.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        if not self.place.title_bar:
            self.setTitleBarWidget(QWidget(self))
        self.retranslate()

    def build(self, table: Table) -> QWidget:
        """Make the dock's content and connect it to the game and the table."""
        raise NotImplementedError

    def title(self) -> str:
        """The dock's title in the current language (View menu, tab, title bar)."""
        raise NotImplementedError

    def retranslate(self) -> None:
        self.setWindowTitle(self.title())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class Deferred:
    """Coalesce several change signals of one action into one redraw."""

    def refresh(self) -> None:
        """Redraw from the game; every widget using this mix-in defines it."""
        raise NotImplementedError

    def schedule(self) -> None:
        if not getattr(self, "_pending", False):
            self._pending = True
            if isinstance(self, QObject):  # the widget as context: dropped if it goes first
                QTimer.singleShot(0, self, self._run_deferred)
            else:
                QTimer.singleShot(0, self._run_deferred)

    def _run_deferred(self) -> None:
        self._pending = False
        self.refresh()


def layout_version(docks: Iterable[type[Dock]]) -> int:
    """The version a saved layout is stored under: it changes with the docks and their
    places, so a layout saved with other docks is not restored."""
    places = ";".join(
        f"{d.name}:{d.place.area.value}:{d.place.order}:{d.place.title_bar}:{d.place.tab_of}:"
        f"{d.place.shown}"
        for d in docks
    )
    return zlib.crc32(places.encode()) & 0x7FFFFFFF
