"""What the window shows of a networked table besides the game itself.

:class:`SeatRows` lists the table's seats with their marks; :class:`TablePanel` is the
table dock's content (the table's state and latency, the host's button that lets a
computer play an away player's seat now, the invitation, the chat); :class:`Lobby`
fills the centre of the window while the table waits for its players. All of them
redraw from a :class:`~.net_table.NetTable`'s ``changed`` signal; names and chat
lines are shown as plain text.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...rules import PLAYER_COLOURS
from ..shared.plain_text import plain, tip
from ..shared.seat_marks import LOCAL, SeatMark
from ..shared.style import tint
from .chat import ChatPanel
from .invitation import InvitationBox
from .net_table import NetTable
from .texts import latency_text, table_status


class OneLine(QLabel):
    """A label of one line that ends in "…" when its text is longer than its width
    (the whole text is its tooltip); plain text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.full = ""

    def set_full_text(self, text: str) -> None:
        self.full = text
        self.setToolTip(tip(text))
        self._elide()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        elided = self.fontMetrics().elidedText(self.full, Qt.TextElideMode.ElideRight, self.width())
        if elided != self.text():
            self.setText(elided)


def _swatch(colour: str, size: int) -> QPixmap:
    pix = QPixmap(size, size)
    pix.fill(QColor(colour))
    return pix


class SeatRows(QWidget):
    """Each seat of the table: its colour, its name and its mark."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seatRows")
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(8)
        self.grid.setColumnStretch(1, 1)
        self.rows: list[tuple[QLabel, QLabel, QLabel]] = []

    def show_table(self, table: NetTable) -> None:
        info = table.info
        seats = [] if info is None else list(info.seats)
        while len(self.rows) < len(seats):
            self._add_row()
        size = self.fontMetrics().height()
        for i, row in enumerate(self.rows):
            for widget in row:
                widget.setVisible(i < len(seats))
            if i >= len(seats):
                continue
            swatch, name, mark = row
            seat = seats[i]
            swatch.setPixmap(_swatch(seat.color or PLAYER_COLOURS[i % 6], size))
            kind = LOCAL if i in table.tokens and seat.presence == "here" else seat.presence
            seat_mark = SeatMark(kind, table.cover_in(i))
            shown_name = seat.name if seat.presence != "open" else self.tr("(open)")
            name.setText(self.tr("{n}. {name}").format(n=i + 1, name=shown_name))
            mark.setText("● " + seat_mark.text())
            mark.setStyleSheet(f"color: {seat_mark.colour};")
            mark.setToolTip(tip(seat_mark.tip(seat.name)))

    def _add_row(self) -> None:
        i = len(self.rows)
        swatch, name, mark = QLabel(self), plain(QLabel(self)), QLabel(self)
        name.setObjectName(f"seatName{i}")
        mark.setObjectName(f"seatMark{i}")
        for col, widget in enumerate((swatch, name, mark)):
            self.grid.addWidget(widget, i, col)
        self.rows.append((swatch, name, mark))


class _Watcher(QWidget):
    """A widget that follows one table and redraws each second while a countdown runs."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table: NetTable | None = None
        self._tick = QTimer(self)
        self._tick.setInterval(1000)
        self._tick.timeout.connect(self.refresh)

    def follow(self, table: NetTable | None) -> None:
        chat = self.chat
        if self.table is not None:
            self.table.changed.disconnect(self.refresh)
            if chat is not None:
                self.table.chatted.disconnect(chat.add)
        self.table = table
        if chat is not None:
            chat.clear()
        if table is not None:
            table.changed.connect(self.refresh)
            if chat is not None:
                table.chatted.connect(chat.add)
        self.refresh()

    # The chat this widget shows the table's lines in (None: no chat).
    chat: ChatPanel | None = None

    def _say(self, text: str, seat: int) -> None:
        if self.table is not None:
            self.table.say(text, seat if seat >= 0 else None)

    def refresh(self) -> None:
        table = self.table
        counting = table is not None and any(
            table.cover_in(i) is not None for i in range(len(table.info.seats) if table.info else 0)
        )
        if counting and not self._tick.isActive():
            self._tick.start()
        elif not counting:
            self._tick.stop()

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.refresh()


class TablePanel(_Watcher):
    """The table dock: the chat, the invitation and the host's choice for an away
    player. It shares the game log's place, so it takes as little height as it can
    (the chat's lines scroll); the table's state is on the window's status line."""

    invitationRequested = Signal()
    chat: ChatPanel

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tablePanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 2)
        layout.setSpacing(2)
        self.covers = QHBoxLayout()
        self.covers.setSpacing(4)
        self.cover_buttons: list[QPushButton] = []
        layout.addLayout(self.covers)
        self.chat = ChatPanel(self)
        self.chat.lines.setMinimumHeight(self.fontMetrics().lineSpacing() + 6)
        self.chat.said.connect(self._say)
        layout.addWidget(self.chat, 1)
        self.invite_button = QPushButton(self)
        self.invite_button.setObjectName("showInvitation")
        self.invite_button.setAutoDefault(False)
        self.invite_button.clicked.connect(self.invitationRequested)
        self.chat.row.addWidget(self.invite_button)
        self.retranslate()

    def retranslate(self) -> None:
        self.invite_button.setText(self.tr("Invite…"))
        self.invite_button.setToolTip(self.tr("The address and the code to send to friends"))
        super().retranslate()

    def _cover(self, seat: int) -> None:
        if self.table is not None:
            self.table.cover(seat)

    def refresh(self) -> None:
        table = self.table
        if table is None:
            self.chat.set_speakers({})
            self._show_covers([])
            return
        self.invite_button.setEnabled(bool(table.code))
        self.chat.set_speakers({s: table.names.get(s, "") for s in table.seats})
        away = []
        if table.is_host and table.info is not None and table.status == "playing":
            away = [(i, s.name) for i, s in enumerate(table.info.seats) if s.presence == "away"]
        self._show_covers(away)
        super().refresh()

    def _show_covers(self, away: list[tuple[int, str]]) -> None:
        """The host's button for each away player: a computer plays for them now."""
        while len(self.cover_buttons) < len(away):
            button = QPushButton(self)
            button.setObjectName(f"coverSeat{len(self.cover_buttons)}")
            button.setAutoDefault(False)
            button.clicked.connect(lambda _c=False, b=button: self._cover(b.property("seat")))
            self.covers.addWidget(button)
            self.cover_buttons.append(button)
        for k, button in enumerate(self.cover_buttons):
            button.setVisible(k < len(away))
            if k < len(away):
                seat, name = away[k]
                button.setProperty("seat", seat)
                button.setText(self.tr("Computer plays for {name} now").format(name=name))
                button.setToolTip(
                    tip(
                        self.tr(
                            "{name} is away: a computer plays the seat until they are back."
                        ).format(name=name)
                    )
                )


class TableStatus(_Watcher):
    """The table's state and latency on the window's status line, in one line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableStatusLine")
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.text = OneLine(self)
        self.text.setObjectName("tableStatus")
        self.text.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        row.addWidget(self.text)
        self.retranslate()

    def retranslate(self) -> None:
        self.setToolTip(
            self.tr("The networked table, and the time a message takes to its server and back")
        )
        super().retranslate()

    def refresh(self) -> None:
        table = self.table
        if table is None:
            self.text.set_full_text("")
            return
        parts = [table_status(table), latency_text(table.latency)]
        self.text.set_full_text(" · ".join(p for p in parts if p))
        width = self.text.fontMetrics().horizontalAdvance(self.text.full) + 8
        window = self.window()
        self.text.setMaximumWidth(max(120, int(window.width() * 0.4)) if window else width)
        self.text.setMinimumWidth(min(width, self.text.maximumWidth()))
        super().refresh()


class Lobby(_Watcher):
    """The centre of the window while the table waits for its players."""

    startRequested = Signal()
    leaveRequested = Signal()
    chat: ChatPanel

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableLobby")
        tint(self, "#202020", "#f4f1ea")
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        card = QFrame(self)
        card.setObjectName("lobbyCard")
        card.setFrameShape(QFrame.Shape.Box)
        tint(card, "#202020", "#ffffff")
        outer.addWidget(card, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addStretch(2)
        layout = QVBoxLayout(card)
        layout.setContentsMargins(24, 16, 24, 16)
        self.title = plain(QLabel(card))
        self.title.setObjectName("lobbyTitle")
        bold = self.title.font()
        bold.setBold(True)
        bold.setPointSizeF(bold.pointSizeF() * 1.4)
        self.title.setFont(bold)
        layout.addWidget(self.title)
        self.status = plain(QLabel(card))
        self.status.setObjectName("lobbyStatus")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        columns = QHBoxLayout()
        left = QVBoxLayout()
        self.seats = SeatRows(card)
        left.addWidget(self.seats)
        left.addStretch(1)
        self.start_button = QPushButton(card)
        self.start_button.setObjectName("startNow")
        self.start_button.clicked.connect(self.startRequested)
        left.addWidget(self.start_button)
        self.leave_button = QPushButton(card)
        self.leave_button.setObjectName("leaveLobby")
        self.leave_button.clicked.connect(self.leaveRequested)
        left.addWidget(self.leave_button)
        columns.addLayout(left, 1)
        right = QVBoxLayout()
        self.invitation = InvitationBox(card)
        right.addWidget(self.invitation)
        self.chat = ChatPanel(card)
        self.chat.said.connect(self._say)
        right.addWidget(self.chat, 1)
        columns.addLayout(right, 1)
        layout.addLayout(columns)
        card.setMinimumWidth(self.fontMetrics().averageCharWidth() * 90)
        self.retranslate()

    def show_invitation(self, addresses: list[str], hosting: bool) -> None:
        if self.table is not None:
            self.invitation.show_invitation(addresses, self.table.code, hosting)

    def retranslate(self) -> None:
        self.start_button.setText(self.tr("Start now (computers play the open seats)"))
        self.leave_button.setText(self.tr("Leave the table"))
        super().retranslate()

    def refresh(self) -> None:
        table = self.table
        if table is None:
            return
        title = table.title or (table.info.title if table.info else "")
        self.title.setText(title)
        self.status.setText(table_status(table))
        self.seats.show_table(table)
        self.start_button.setVisible(table.is_host)
        self.start_button.setEnabled(table.status == "waiting")
        self.chat.set_speakers({s: table.names.get(s, "") for s in table.seats})
        if table.code and table.code != self.invitation.code:
            self.invitation.show_invitation(self.invitation.addresses, table.code, table.is_host)
        super().refresh()
