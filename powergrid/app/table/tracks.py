"""The tracks of the physical board, at a glance: phase, turn order, cities and payment.

One painted widget: the five phases with the current one lit and whose turn it is,
the turn-order track, the city track with this player count's step-2 and end
thresholds, and the payment table with each player's current income marked; the
step, the Step 3 card and the cards left. Every element has a tooltip. Sizes follow
the font, so the tracks scale with the screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QHelpEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from ..shared import table_data as td
from ..shared.style import SHAPES, seat_colour, shape_path, size_unit
from .dock import RIGHT, Deferred, Dock, Place, Table

if TYPE_CHECKING:
    from ...rules import Game, GameConfig
    from ..shared.shown_table import TableSource

translate = QCoreApplication.translate


def _tr(text: str) -> str:
    """A string marked elsewhere (QT_TRANSLATE_NOOP("Tracks", …)) in this file's context."""
    return translate("Tracks", text)


def phase_titles() -> dict[str, str]:
    return {
        "order": translate("Tracks", "Order"),
        "auction": translate("Tracks", "Auction"),
        "resources": translate("Tracks", "Resources"),
        "build": translate("Tracks", "Build"),
        "bureaucracy": translate("Tracks", "Bureaucracy"),
    }


def phase_tips() -> dict[str, str]:
    """Each phase's tooltip, its number ``{n}`` to be filled (the board's order)."""
    return {
        "order": translate(
            "Tracks", "Phase {n}: turn order — most cities first, the highest plant breaks ties"
        ),
        "auction": translate("Tracks", "Phase {n}: auction of power plants, first player first"),
        "resources": translate("Tracks", "Phase {n}: buying resources, last player first"),
        "build": translate("Tracks", "Phase {n}: building cities, last player first"),
        "bureaucracy": translate(
            "Tracks", "Phase {n}: bureaucracy — power cities, earn income, refill"
        ),
    }


class TracksWidget(Deferred, QWidget):
    """Phase, turn-order, city and payment tracks in one compact strip."""

    def __init__(self, controller: TableSource, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tracks")
        self.controller = controller
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setMouseTracking(True)
        # (rectangle, tooltip) of every element painted last time.
        self.tips: list[tuple[QRectF, str]] = []
        # (tab, label, font) of each phase tab and of the step line painted last time.
        self.labels: list[tuple[QRectF, str, QFont]] = []
        controller.gameStarted.connect(self.schedule)
        controller.decisionNeeded.connect(self.schedule)
        controller.playersChanged.connect(self.schedule)
        controller.plantMarketChanged.connect(self.schedule)

    def refresh(self) -> None:
        self.update()

    def _unit(self) -> float:
        return size_unit(self.font())

    def sizeHint(self) -> QSize:
        u = self._unit()
        return QSize(round(20 * u), round(self._rows(u)[-1]))

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self.sizeHint().height())

    @staticmethod
    def _rows(u: float) -> list[float]:
        """Top of each row and the bottom of the last: phases, order, cities, payment ×2."""
        heights = (1.3 * u, 1.3 * u, 1.9 * u, 1.6 * u, 1.6 * u)
        tops = [2.0]
        for h in heights:
            tops.append(tops[-1] + h + 2)
        return tops

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            pos = QPointF(event.pos())
            for rect, text in self.tips:
                if rect.contains(pos):
                    QToolTip.showText(event.globalPos(), text, self)
                    return True
            QToolTip.hideText()
            event.ignore()
            return True
        return super().event(event)

    # ----- painting ------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        game = self.controller.game
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.tips = []
        self.labels = []
        if game is None:
            return
        table = td.table_view(game)
        seats = td.seat_views(game)
        u = self._unit()
        rows = self._rows(u)
        w = self.width() - 4
        self._phases(painter, table, game, QRectF(2, rows[0], w, rows[1] - rows[0] - 2))
        self._order(painter, table, game, QRectF(2, rows[1], w, rows[2] - rows[1] - 2))
        cities = {s.seat: s.cities for s in seats}
        top = max(table.end_cities, max(cities.values()))
        self._track(
            painter,
            game,
            QRectF(2, rows[2], w, rows[3] - rows[2] - 2),
            translate("Tracks", "Cities"),
            list(range(top + 1)),
            cities,
            table,
        )
        pay = list(td.payment_table(game))
        powered = {s.seat: min(s.can_power, len(pay) - 1) for s in seats}
        half = (len(pay) + 1) // 2
        self._track(
            painter,
            game,
            QRectF(2, rows[3], w, rows[4] - rows[3] - 2),
            translate("Tracks", "Income"),
            pay[:half],
            powered,
            None,
        )
        self._track(
            painter,
            game,
            QRectF(2, rows[4], w, rows[5] - rows[4] - 2),
            "",
            pay[half:],
            powered,
            None,
            offset=half,
            cells=half,
        )

    def _font(self, px: float, bold: bool = False) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(7, round(px)))
        font.setBold(bold)
        return font

    def _phases(self, painter: QPainter, table: td.TableView, game: Game, rect: QRectF) -> None:
        titles = phase_titles()
        tips = phase_tips()
        current = table.phase
        phases = table.phases  # the board's order of the round (RULES 8.52)
        texts = [f"{i + 1} {titles[phase]}" for i, phase in enumerate(phases)]
        lit = [phase == current for phase in phases]
        widths, shown = self._phase_cells(texts, lit, rect.width(), rect.height() * 0.62)
        x = rect.left()
        for i, phase in enumerate(phases):
            cell = QRectF(x, rect.top(), widths[i] - 3, rect.height())
            x += widths[i]
            painter.setPen(QPen(QColor("#2b5f8a") if lit[i] else QColor("#b8b8b8"), 1.2))
            painter.setBrush(QColor("#2b78b5") if lit[i] else QColor("#f3f3f3"))
            painter.drawRoundedRect(cell, 4, 4)
            font = self._fit_font(shown[i], cell.width() - 4, rect.height() * 0.62, lit[i])
            painter.setFont(font)
            self.labels.append((cell, shown[i], font))
            painter.setPen(QColor("#ffffff") if lit[i] else QColor("#505050"))
            painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, shown[i])
            tip = tips[phase].format(n=i + 1)
            if lit[i] and table.to_move >= 0:
                tip += "\n" + translate("Tracks", "Now: {name}").format(
                    name=game.names[table.to_move]
                )
            self.tips.append((cell, tip))

    def _phase_cells(
        self, texts: list[str], lit: list[bool], width: float, px: float
    ) -> tuple[list[float], list[str]]:
        """Widths and labels of the phase tabs, each readable (never below ~80 % of the
        row's text size). The current phase shows its name; the others share the rest of
        the row fairly: a short name shows whole, a longer one as its start with "…"
        ("1 Reihenf…"), and only a tab with no room for a letter shows its number alone
        (the tooltip names it). The widths fill the row."""
        least = max(8.0, 0.8 * px)

        def metrics(bold: bool) -> QFontMetricsF:
            return QFontMetricsF(self._font(least, bold))

        def need(text: str, bold: bool) -> float:
            return metrics(bold).horizontalAdvance(text) + 10

        full = [need(t, b) for t, b in zip(texts, lit, strict=True)]
        numbers = [t.split(" ", 1)[0] for t in texts]
        floor = [need(n, b) for n, b in zip(numbers, lit, strict=True)]
        if sum(floor) > width:  # not even the numbers: equal tabs, the font shrinks
            return [width / len(texts)] * len(texts), texts
        if sum(full) <= width:
            scale = width / sum(full)
            return [w * scale for w in full], list(texts)
        current = [i for i, on in enumerate(lit) if on]
        others = [i for i in range(len(texts)) if i not in current]
        widths = list(floor)
        rest = width - sum(full[i] for i in current)
        if rest >= sum(floor[i] for i in others):
            for i in current:
                widths[i] = full[i]
        else:  # the current tab shares the row like the others
            others, rest = list(range(len(texts))), width
        for i, share in _fair_shares([full[i] for i in others], [floor[i] for i in others], rest):
            widths[others[i]] = share
        shown = [
            self._tab_label(texts[i], numbers[i], widths[i] - 10, metrics(lit[i]))
            for i in range(len(texts))
        ]
        return widths, shown

    @staticmethod
    def _tab_label(text: str, number: str, room: float, metrics: QFontMetricsF) -> str:
        """``text`` whole, or cut with "…" to ``room``, or its number if no letter fits."""
        if metrics.horizontalAdvance(text) <= room:
            return text
        cut = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)
        if len(cut) < len(number) + 3 or not cut.startswith(number + " "):
            return number  # not even "1 R…"
        return cut

    def _fit_font(self, text: str, width: float, px: float, bold: bool) -> QFont:
        """The largest font up to ``px`` pixels in which ``text`` fits ``width``."""
        font = self._font(px, bold)
        while px > 7 and QFontMetricsF(font).horizontalAdvance(text) > width:
            px -= 0.5
            font = self._font(px, bold)
        return font

    def _order(self, painter: QPainter, table: td.TableView, game: Game, rect: QRectF) -> None:
        config = game.config
        h = rect.height()
        painter.setFont(self._font(h * 0.55, True))
        x = rect.left()
        label = translate("Tracks", "Turn order")
        lw = QFontMetricsF(painter.font()).horizontalAdvance(label) + 6
        painter.setPen(QColor("#303030"))
        painter.drawText(QRectF(x, rect.top(), lw, h), Qt.AlignmentFlag.AlignVCenter, label)
        self.tips.append(
            (
                QRectF(x, rect.top(), lw, h),
                _tr("Turn order: most cities first; the highest plant breaks ties"),
            )
        )
        x += lw
        for pos, seat in enumerate(table.order, start=1):
            cell = QRectF(x, rect.top(), h, h)
            colour = seat_colour(config, seat)
            painter.setBrush(colour)
            pen_w = 2.4 if seat == table.to_move else 1.0
            painter.setPen(QPen(QColor("#101010"), pen_w))
            painter.drawPath(
                shape_path(
                    SHAPES[seat % len(SHAPES)], cell.center().x(), cell.center().y(), h / 2 - 2
                )
            )
            self.tips.append(
                (cell, translate("Tracks", "{pos}. {name}").format(pos=pos, name=game.names[seat]))
            )
            x += h + 3
        room = rect.right() - x - 6
        least = QFontMetricsF(self._font(max(8.0, 0.8 * h * 0.55)))
        texts = self._step_texts(table)
        info = next((t for t in texts if least.horizontalAdvance(t) <= room), texts[-1])
        font = self._fit_font(info, room, h * 0.55, False)
        painter.setFont(font)
        painter.setPen(QColor("#303030"))
        box = QRectF(x + 6, rect.top(), rect.right() - x - 6, h)
        self.labels.append((box, info, font))
        painter.drawText(box, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, info)
        self.tips.append((box, self._step_tip(table)))

    @staticmethod
    def _step_texts(table: td.TableView) -> list[str]:
        """Round, step and cards left, then shorter forms for a row crowded by six
        players' markers (the tooltip and the status line say the rest)."""
        if table.step == 3:
            step3 = ""
        elif table.step3_drawn:
            step3 = translate("Tracks", " · Step 3 card drawn")
        else:
            step3 = ""
        values = {"r": table.round, "s": table.step, "step3": step3, "cards": table.cards_left}
        return [
            translate("Tracks", "Round {r} · Step {s}{step3} · {cards} cards").format(**values),
            translate("Tracks", "Step {s}{step3} · {cards} cards").format(**values),
            translate("Tracks", "Step {s}").format(**values),
        ]

    @staticmethod
    def _step_tip(table: td.TableView) -> str:
        if table.step2_cities is None:  # the board's rules start step 2 otherwise, or never
            return translate(
                "Tracks",
                "Round {r}, step {s}. No number of cities starts step 2 on this board (its "
                "rules in Help say what does); the draw stack holds {cards} cards. The game "
                "ends after a build phase in which someone reaches {end} cities.",
            ).format(r=table.round, s=table.step, cards=table.cards_left, end=table.end_cities)
        return translate(
            "Tracks",
            "Round {r}, step {s}. Step 2 starts when someone has {s2} cities; the "
            "Step 3 card lies under the draw stack, which holds {cards} cards. The "
            "game ends after a build phase in which someone reaches {end} cities.",
        ).format(
            r=table.round,
            s=table.step,
            s2=table.step2_cities,
            cards=table.cards_left,
            end=table.end_cities,
        )

    def _track(
        self,
        painter: QPainter,
        game: Game,
        rect: QRectF,
        title: str,
        values: list[int],
        marks: dict[int, int],
        table: td.TableView | None,
        offset: int = 0,
        cells: int = 0,
    ) -> None:
        """A numbered track with each seat's marker on its space (cities or income).

        ``offset`` is the space number of the first value (the payment table is drawn
        in two rows); ``cells`` the number of spaces the row is divided into.
        """
        config = game.config
        h = rect.height()
        painter.setFont(self._font(h * 0.36, True))
        lw = (
            max(
                QFontMetricsF(painter.font()).horizontalAdvance(t)
                for t in (translate("Tracks", "Cities"), translate("Tracks", "Income"))
            )
            + 6
        )
        painter.setPen(QColor("#303030"))
        head = QRectF(rect.left(), rect.top(), lw, h)
        painter.drawText(head, Qt.AlignmentFlag.AlignVCenter, title)
        cell_w = (rect.width() - lw) / max(cells, len(values))
        widest = str(max(values))
        number_font = self._fit_font(widest, cell_w - 1, h * 0.4, False)
        for k, value in enumerate(values):
            i = k + offset
            cell = QRectF(rect.left() + lw + k * cell_w, rect.top(), cell_w, h)
            fill, tip = _space(i, value, table)
            who = [s for s, v in marks.items() if v == i]
            if who:
                tip += "\n" + ", ".join(game.names[s] for s in who)
            painter.setBrush(fill)
            painter.setPen(QPen(QColor("#c4c4c4"), 0.8))
            painter.drawRect(cell)
            painter.setFont(number_font)
            painter.setPen(QColor("#404040"))
            painter.drawText(
                QRectF(cell.left(), cell.top(), cell.width(), h * 0.45),
                Qt.AlignmentFlag.AlignCenter,
                str(value),
            )
            _draw_markers(painter, config, cell, who)
            self.tips.append((cell, tip))


def _space(i: int, value: int, table: td.TableView | None) -> tuple[QColor, str]:
    """The fill and tooltip of space ``i`` (showing ``value``): on the cities track
    (``table`` given) the spaces that start step 2 and end the game are tinted; on the
    income track a space tells what its cities pay."""
    if table is None:
        return QColor("#ffffff"), translate(
            "Tracks", "{n} cities powered pay {pay} Elektro"
        ).format(n=i, pay=value)
    fill = QColor("#ffffff")
    tip = translate("Tracks", "{n} cities").format(n=i)
    if i == table.step2_cities:
        fill = QColor("#cfe3f5")
        tip += "\n" + translate("Tracks", "Step 2 begins when a player reaches {n} cities").format(
            n=i
        )
    if i == table.end_cities:
        fill = QColor("#f6c9c9")
        tip += "\n" + translate(
            "Tracks",
            "The game ends after the build phase in which a player reaches {n} cities",
        ).format(n=i)
    return fill, tip


def _draw_markers(painter: QPainter, config: GameConfig, cell: QRectF, who: list[int]) -> None:
    """The markers of the seats ``who`` on a space, two or three to a row below its
    number, each in its seat's colour and shape."""
    h = cell.height()
    per_row = 3 if len(who) > 4 else 2
    size = min(cell.width() / per_row, h * 0.53 / max(1, -(-len(who) // per_row)))
    for m, seat in enumerate(who):
        cx = cell.left() + (cell.width() - per_row * size) / 2 + size / 2 + (m % per_row) * size
        cy = cell.top() + h * 0.45 + size / 2 + (m // per_row) * size
        painter.setBrush(seat_colour(config, seat))
        painter.setPen(QPen(QColor("#101010"), 0.7))
        painter.drawPath(shape_path(SHAPES[seat % len(SHAPES)], cx, cy, size / 2))


class TracksDock(Dock):
    """Round, step, phases and the tracks, at the top of the right column."""

    name = "tracksDock"
    place = Place(RIGHT, order=10, pinned=True)

    def build(self, table: Table) -> QWidget:
        self.tracks = TracksWidget(table.controller)
        return self.tracks

    def title(self) -> str:
        return self.tr("Round and tracks")

    def retranslate(self) -> None:
        super().retranslate()
        self.tracks.refresh()  # drawn from the game: drawn again, it reads the new language


def _fair_shares(wants: list[float], least: list[float], room: float) -> list[tuple[int, float]]:
    """Split ``room`` among tabs that want ``wants`` and need ``least``: the smaller
    wants are met whole, the rest share what is left equally (never below ``least``)."""
    order = sorted(range(len(wants)), key=lambda i: wants[i])
    shares: list[tuple[int, float]] = []
    left = room
    for k, i in enumerate(order):
        equal = left / (len(order) - k)
        share = max(least[i], min(wants[i], equal))
        shares.append((i, share))
        left -= share
    return shares
