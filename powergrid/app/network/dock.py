"""The table dock of a networked game: its state, latency, invitation and chat.

It shares the game log's place (as a tab) and shows only while this screen sits at a
networked table; :mod:`.hooks` gives it the table to follow.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from ..table.dock import RIGHT, Dock, Place, Table
from .panels import TablePanel


class NetworkDock(Dock):
    """The networked table's dock (hidden at a local table)."""

    name = "networkDock"
    place = Place(RIGHT, order=55, title_bar=True, tab_of="logDock", shown=False)

    def build(self, table: Table) -> QWidget:
        self.panel = TablePanel()
        return self.panel

    def title(self) -> str:
        return self.tr("Table and chat")
