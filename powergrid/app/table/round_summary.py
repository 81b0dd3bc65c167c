"""The round summary: who bought what, built where, powered how many and earned what.

:class:`RoundLog` gathers one round from the engine's events (plain data, no Qt);
:class:`RoundSummary` shows the last finished round in a small card over the map,
closed with its button or Esc and never in the way of a human's input.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from html import escape

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QVBoxLayout

from ..shared import table_data as td
from ..shared import texts
from ..shared.style import tint

translate = QCoreApplication.translate


def _tr(text: str) -> str:
    """A string marked elsewhere (QT_TRANSLATE_NOOP("RoundSummary", …)) in this file's context."""
    return translate("RoundSummary", text)


@dataclass
class RoundLog:
    """Everything a round summary says about one round, per seat."""

    round: int
    plants: dict[int, list[tuple[int, int]]] = field(default_factory=dict)
    resources: dict[int, list[int]] = field(default_factory=dict)
    resource_cost: dict[int, int] = field(default_factory=dict)
    built: dict[int, list[str]] = field(default_factory=dict)
    build_cost: dict[int, int] = field(default_factory=dict)
    powered: dict[int, int] = field(default_factory=dict)
    income: dict[int, int] = field(default_factory=dict)

    def add(self, event) -> None:
        """Take note of one engine event (others are ignored)."""
        if (bought := td.plant_bought(event)) is not None:
            seat, plant, price = bought
            self.plants.setdefault(seat, []).append((plant, price))
        elif (res := td.resources_bought(event)) is not None:
            seat, kind, amount, cost = res
            self.resources.setdefault(seat, [0, 0, 0, 0])[kind] += amount
            self.resource_cost[seat] = self.resource_cost.get(seat, 0) + cost
        elif (built := td.city_built(event)) is not None:
            seat, city, price = built
            self.built.setdefault(seat, []).append(city)
            self.build_cost[seat] = self.build_cost.get(seat, 0) + price
        elif (ran := td.powered_by(event)) is not None:
            seat, powered, pay = ran
            self.powered[seat] = powered
            self.income[seat] = pay

    def lines(self, names: list[str]) -> list[tuple[str, str]]:
        """(player, what they did) per seat, in seat order, as translatable text."""
        rows = []
        for seat, name in enumerate(names):
            parts = []
            for plant, price in self.plants.get(seat, []):
                parts.append(
                    translate("RoundSummary", "plant {plant} for {price}").format(
                        plant=td.plant_label(plant), price=price
                    )
                )
            amounts = self.resources.get(seat)
            if amounts and any(amounts):
                bought = texts.resource_amounts(list(amounts))
                parts.append(
                    translate("RoundSummary", "{what} for {cost}").format(
                        what=bought, cost=self.resource_cost.get(seat, 0)
                    )
                )
            cities = self.built.get(seat, [])
            if cities:
                parts.append(
                    translate("RoundSummary", "built {count} for {cost}: {cities}").format(
                        count=len(cities),
                        cost=self.build_cost.get(seat, 0),
                        cities=texts.join(cities),
                    )
                )
            if seat in self.income:
                parts.append(
                    translate("RoundSummary", "powered {n}, income {pay}").format(
                        n=self.powered[seat], pay=self.income[seat]
                    )
                )
            elif seat in self.powered:  # the last round: the ranking counts what it powers
                parts.append(
                    translate("RoundSummary", "can power {n} at the end").format(
                        n=self.powered[seat]
                    )
                )
            separator = translate("Terms", "; ", "ranking separator")
            rows.append((name, separator.join(parts) or translate("RoundSummary", "nothing")))
        return rows


class RoundSummary(QFrame):
    """A card over the map's top-left corner with the last round's summary.

    It goes after ``LINGER_MS`` (time to read it), with its close button, or when a
    human plays on; *View → Last round's summary* brings it back.
    """

    LINGER_MS = 15_000

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("roundSummary")
        self.setFrameShape(QFrame.Shape.Box)
        tint(self, "#202020", "#ffffff")
        self._layout = layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 6, 8)
        top = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("roundSummaryTitle")
        top.addWidget(self.title, 1)
        self.close_button = close = QToolButton()
        close.setObjectName("roundSummaryClose")
        close.setText("×")
        close.setToolTip(self.tr("Close the summary"))
        close.setAutoRaise(True)
        close.clicked.connect(self.hide)
        top.addWidget(close)
        layout.addLayout(top)
        self.body = QLabel()
        self.body.setObjectName("roundSummaryBody")
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setWordWrap(True)
        layout.addWidget(self.body)
        self._linger = QTimer(self)
        self._linger.setSingleShot(True)
        self._linger.timeout.connect(self.hide)
        self._shown: tuple[RoundLog, list[str]] | None = None
        self.hide()

    def changeEvent(self, event) -> None:
        """A language switch words the close button and a summary on screen again."""
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "close_button"):
            self.close_button.setToolTip(self.tr("Close the summary"))
            if self._shown is not None:
                self._render(*self._shown)
        super().changeEvent(event)

    def show_round(self, log: RoundLog, names: list[str]) -> None:
        self._render(log, names)
        self.show()
        self.raise_()
        self._linger.start(self.LINGER_MS)

    def _render(self, log: RoundLog, names: list[str]) -> None:
        self._shown = (log, list(names))
        self.title.setText(self.tr("<b>Round {n} in short</b>").format(n=log.round))
        rows = "".join(
            f"<tr><td><b>{escape(name)}</b>&nbsp;</td><td>{escape(text)}</td></tr>"
            for name, text in log.lines(names)
        )
        self.body.setText(f"<table cellspacing='2'>{rows}</table>")
        self.place()

    def place(self) -> None:
        """In the corner of the map that hides the fewest cities in play, at most half its
        width, and tall enough for every line (a rich-text table wraps only when measured)."""
        parent = self.parentWidget()
        if parent is None:
            return
        width = max(260, min(parent.width() // 2, 30 * self.fontMetrics().averageCharWidth() + 200))
        self.setFixedWidth(min(width, max(200, parent.width() - 20)))
        margins = self._layout.contentsMargins()
        text_width = self.width() - margins.left() - margins.right() - 2 * self.frameWidth()
        doc = QTextDocument()
        doc.setDefaultFont(self.body.font())
        doc.setHtml(self.body.text())
        doc.setTextWidth(text_width)
        self.body.setFixedHeight(math.ceil(doc.size().height()))
        self.adjustSize()
        self.move(self._free_corner(parent))

    def _free_corner(self, view) -> QPoint:
        """The corner of ``view`` where this card covers the fewest cities in play."""
        w, h = self.width(), self.height()
        right, bottom = max(10, view.width() - w - 10), max(10, view.height() - h - 10)
        corners = [QPoint(10, 10), QPoint(right, 10), QPoint(10, bottom), QPoint(right, bottom)]
        scene = view.scene() if hasattr(view, "scene") else None
        cities = getattr(scene, "cities", {})
        boxes = [item.sceneBoundingRect() for item in cities.values() if item.in_play]
        if not boxes:
            return corners[0]

        def hidden(corner: QPoint) -> int:
            area = view.mapToScene(QRect(corner, self.size())).boundingRect()
            return sum(1 for box in boxes if area.intersects(box))

        return min(corners, key=hidden)  # the first of equals: top-left, then top-right
