"""The window's docks: the one list of them, their default layout, what is shown on
the start screen and the layout remembered between sessions.

A new dock is a class of its own (``powergrid.app.table.dock.Dock``, saying where it
goes) and one line in :data:`DOCKS`; the layout version follows the list.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QObject, Qt

from ..coach.dock import CoachDock
from ..network.dock import NetworkDock
from ..shared import fit, storage
from ..shared import settings as st
from ..table.decision.panel import DecisionDock
from ..table.dock import RIGHT, Dock, Table, layout_version
from ..table.event_log import LogDock
from ..table.markets import PlantMarketDock, ResourceMarketDock
from ..table.player_boards import PlayersDock
from ..table.tracks import TracksDock

if TYPE_CHECKING:
    from .mainwindow import MainWindow

D = TypeVar("D", bound=Dock)

# Every dock of the window, made in this order.
DOCKS: tuple[type[Dock], ...] = (
    TracksDock,
    DecisionDock,
    PlantMarketDock,
    ResourceMarketDock,
    LogDock,
    PlayersDock,
    CoachDock,
    NetworkDock,
)
# The version a layout is saved under: a layout saved with other docks is not restored.
LAYOUT_VERSION = layout_version(DOCKS)


def right_column() -> list[type[Dock]]:
    """The right column's own places, top to bottom (a tab shares another's place)."""
    column = [d for d in DOCKS if d.place.area == RIGHT and not d.place.tab_of]
    return sorted(column, key=lambda d: d.place.order)


class DockLayout(QObject):
    """The docks of one window, by name, and where they are."""

    def __init__(self, window: MainWindow, table: Table) -> None:
        super().__init__(window)
        self.window = window
        self.docks: dict[str, Dock] = {dock.name: dock(table, window) for dock in DOCKS}
        # Which docks the player has open, kept while the start screen hides them all.
        self.chosen: dict[str, bool] = {}

    def get(self, kind: type[D]) -> D:
        """The window's dock of class ``kind``."""
        dock = self.docks[kind.name]
        assert isinstance(dock, kind)
        return dock

    def lay_out(self) -> None:
        """Map in the centre; one column at the right; player boards under the map.

        The right column runs the full height (it owns the bottom-right corner), so
        the player boards sit under the map only and the map keeps the largest share.
        """
        w = self.window
        w.setCorner(Qt.Corner.BottomRightCorner, RIGHT)
        w.setCorner(Qt.Corner.TopRightCorner, RIGHT)
        docks = sorted(
            self.docks.values(),
            key=lambda d: (bool(d.place.tab_of), d.place.area != RIGHT, d.place.order),
        )
        for dock in docks:
            w.addDockWidget(dock.place.area, dock)  # (a column at the side, a row below)
            if dock.place.tab_of:
                w.tabifyDockWidget(self.docks[dock.place.tab_of], dock)
            if not dock.place.shown:
                dock.hide()

    def open_now(self) -> dict[str, bool]:
        """Which docks the player has open."""
        return {name: not d.isHidden() for name, d in self.docks.items()}

    def hide_all(self) -> None:
        """The start screen stands alone (what was open is kept in ``chosen``)."""
        for dock in self.docks.values():
            dock.hide()

    def show_chosen(self) -> None:
        """The docks the player had open, and any opened meanwhile (from a menu)."""
        for name, dock in self.docks.items():
            dock.setVisible(self.chosen.get(name, True) or not dock.isHidden())

    def restore(self) -> None:
        """The window and the docks as the last session left them (a layout saved by
        other docks is ignored)."""
        w = self.window
        settings = st.qsettings()
        geometry = storage.setting_bytes(settings, "window/geometry")
        state = storage.setting_bytes(settings, "window/state")
        if geometry is not None:
            w.restoreGeometry(geometry)
            if not (w.isMaximized() or w.isFullScreen()):
                # Saved on a larger screen, or with a frame that no longer fits: shrink.
                fit.resize_to_fit(w, w.width(), w.height())
        if state is not None:
            w.restoreState(state, LAYOUT_VERSION)
            w.column.apply_sizes()

    def save(self, on_start_screen: bool) -> None:
        """Remember the window and the docks as they are around a game.

        On the start screen the docks are hidden for the moment only; the state saved
        is the one the table had.
        """
        w = self.window
        settings = st.qsettings()
        settings.setValue("window/geometry", w.saveGeometry())
        if on_start_screen:
            self.show_chosen()
        settings.setValue("window/state", w.saveState(LAYOUT_VERSION))
        if on_start_screen:
            self.hide_all()
        settings.sync()

    def reset(self) -> None:
        """The default layout again, every dock open that opens by default."""
        w = self.window
        w.restoreState(w.default_state, LAYOUT_VERSION)
        for dock in self.docks.values():
            if dock.place.shown:
                dock.show()
        w.column.apply_sizes()
        w.view.fit()
