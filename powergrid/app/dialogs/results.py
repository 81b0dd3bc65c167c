"""The end of the game: why each player ranks where they do, and charts per round.

``tie_break_notes`` explains the ranking by the rule book's order (RULES 5: cities
powered, then money, then cities connected). ``RoundCharts`` draws, with pyqtgraph,
four small charts per round for every player: cities, cities powered, money and
capacity (cities the plants could power), from the figures the controller recorded.
"""

from __future__ import annotations

from collections.abc import Sequence

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGridLayout, QWidget

from ...rules import GameConfig, Standing
from ..shared import table_data as td
from ..shared.seat_legend import SeatLegend
from ..shared.style import SHAPES, seat_colour
from ..shared.tr_noop import QT_TRANSLATE_NOOP

# pyqtgraph's marker per seat shape, so a line is told apart by more than its colour.
_SYMBOLS = {
    "circle": "o",
    "square": "s",
    "triangle": "t1",
    "diamond": "d",
    "hexagon": "h",
    "star": "star",
}


translate = QCoreApplication.translate


def _tr(text: str) -> str:
    """A string marked elsewhere (QT_TRANSLATE_NOOP("Results", …)) in this file's context."""
    return translate("Results", text)


def tie_break_notes(standings: Sequence[Standing], names: Sequence[str]) -> list[str]:
    """One sentence per standing (best first): what put the seat behind the one above.

    The engine ranks (RULES 5: cities powered, then money, then cities connected);
    this only names the first figure in which two neighbouring standings differ.
    """
    notes = []
    for i, st in enumerate(standings):
        if i == 0:
            notes.append(translate("Results", "most cities powered ({n})").format(n=st.powered))
            continue
        above = standings[i - 1]
        other = names[above.seat]
        if st.powered != above.powered:
            notes.append(
                translate("Results", "fewer cities powered ({n} against {m})").format(
                    n=st.powered, m=above.powered
                )
            )
        elif st.money != above.money:
            notes.append(
                translate(
                    "Results", "powered as many as {other}; less money ({n} against {m} Elektro)"
                ).format(other=other, n=st.money, m=above.money)
            )
        elif st.cities != above.cities:
            notes.append(
                translate(
                    "Results",
                    "same cities powered and money as {other}; fewer cities ({n} against {m})",
                ).format(other=other, n=st.cities, m=above.cities)
            )
        else:
            notes.append(
                translate("Results", "tied with {other} on every tie-break: rank shared").format(
                    other=other
                )
            )
    return notes


CHARTS = (
    ("cities", QT_TRANSLATE_NOOP("Results", "Cities connected")),
    ("powered", QT_TRANSLATE_NOOP("Results", "Cities powered")),
    ("money", QT_TRANSLATE_NOOP("Results", "Money (Elektro)")),
    ("capacity", QT_TRANSLATE_NOOP("Results", "Capacity (cities the plants can power)")),
)


class RoundCharts(QWidget):
    """Four line charts per round, one line per player in the player's colour and shape;
    the players' names stand under the charts, never on their lines."""

    def __init__(
        self,
        config: GameConfig,
        names: list[str],
        figures: list[list[td.RoundFigures]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("roundCharts")
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        self.plots: dict[str, pg.PlotWidget] = {}
        rounds = [row[0].round for row in figures if row]
        for i, (field, title) in enumerate(CHARTS):
            plot = pg.PlotWidget(background="w")
            plot.setObjectName(f"chart_{field}")
            plot.setTitle(_tr(title), color="#202020")
            plot.setLabel("bottom", translate("Results", "Round"))
            plot.showGrid(x=True, y=True, alpha=0.25)
            plot.setMenuEnabled(False)
            plot.setMouseEnabled(x=False, y=False)
            for seat in range(len(names)):
                colour = seat_colour(config, seat)
                values = [getattr(row[seat], field) for row in figures if len(row) > seat]
                plot.plot(
                    rounds,
                    values,
                    pen=pg.mkPen(colour, width=2.5),
                    symbol=_SYMBOLS[SHAPES[seat % len(SHAPES)]],
                    symbolSize=7,
                    symbolBrush=colour,
                    symbolPen=pg.mkPen("#202020"),
                )
            grid.addWidget(plot, i // 2, i % 2)
            self.plots[field] = plot
        self.legend = SeatLegend(self)
        self.legend.set_entries(
            [
                (seat_colour(config, seat), name, SHAPES[seat % len(SHAPES)])
                for seat, name in enumerate(names)
            ]
        )
        grid.addWidget(self.legend, 2, 0, 1, 2)

    def series(self, field: str) -> list[list[float]]:
        """The y values drawn per player in one chart (for checks)."""
        items = self.plots[field].getPlotItem().listDataItems()
        return [list(item.getData()[1]) for item in items]
