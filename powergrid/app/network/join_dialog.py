"""Game ▸ Join a table…: find a table by its address, pick an open seat, take it.

The player types (or pastes) the address and the invitation code a host sent and a
name; *Find the table* lists the tables of that server with their seats, and the
player takes an open seat (or watches). Seats this player took before (their tokens
are remembered) are offered at the top: *Return to this seat* needs no code. The
dialog stays open until the seat is held, so a wrong code or a seat just taken is
said here, and the player tries again.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...net.protocol import TableInfo
from ...refusals import has_controls
from ..shared import fit
from ..shared import settings as st
from ..shared import texts as game_texts
from ..shared.plain_text import plain
from ..shared.retire import retire
from ..shared.seat_marks import SeatMark
from .hosting import table_url
from .invitation import shown_address
from .net_table import CLIENT_NAME, NetTable
from .session import NetSession
from .texts import refusal_text
from .tickets import Ticket, at_table, remembered

if TYPE_CHECKING:
    from ..shared.controller import GameController

translate = QCoreApplication.translate
# The settings key of the name this player last joined under.
NAME_KEY = "network/name"
_CODE = re.compile(r"\b[A-HJ-NP-Z2-9]{10}\b")
_ADDRESS = re.compile(r"(wss?://\S+|\[[0-9A-Fa-f:.]+\](?::\d+)?|[\w.-]+:\d{1,5})")


def parse_invitation(text: str) -> tuple[str, str] | None:
    """The address and code of a pasted invitation (in any language), or None."""
    address, code = _ADDRESS.search(text), _CODE.search(text)
    if address is None or code is None:
        return None
    return address.group(1).rstrip(".,;"), code.group(0)


def last_name() -> str:
    value = st.qsettings().value(NAME_KEY, "")
    return value if isinstance(value, str) and len(value) <= 300 and not has_controls(value) else ""


def remember_name(name: str) -> None:
    store = st.qsettings()
    store.setValue(NAME_KEY, name)
    store.sync()


def table_line(info: TableInfo) -> str:
    """A table in the list: title, map, state, seats taken."""
    people = [s for s in info.seats if s.level is None]
    taken = sum(1 for s in people if s.presence != "open")
    state = {
        "waiting": translate("JoinDialog", "waiting for players"),
        "playing": translate("JoinDialog", "playing, move {moves}").format(moves=info.moves),
        "over": translate("JoinDialog", "over"),
    }[info.state]
    return translate("JoinDialog", "{title} · {map} · {state} · {taken}/{people} people").format(
        title=info.title,
        map=game_texts.map_title(info.map),
        state=state,
        taken=taken,
        people=len(people),
    )


class JoinDialog(QDialog):
    """See the module's docstring; after ``accepted``, :attr:`table` is the table held."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("joinDialog")
        self.controller = controller
        self.table: NetTable | None = None
        self.tables: list[TableInfo] = []
        self.url = ""
        self.browser = NetSession(self)
        self.browser.connected.connect(self._browse)
        self.browser.failed.connect(self._browse_failed)
        self.browser.answered.connect(self._listed)
        self.browser.refused.connect(lambda _n, code, msg, params: self._say(code, msg, params))
        self._listing = 0
        self._looking = False
        layout = QVBoxLayout(self)
        self.back_box = self._make_back_box()
        layout.addWidget(self.back_box)
        self.find_box = self._make_find_box()
        layout.addWidget(self.find_box)
        self.seats_box = self._make_seats_box()
        layout.addWidget(self.seats_box, 1)
        self.problem = plain(QLabel())
        self.problem.setObjectName("joinProblem")
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox()
        self.take_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.take_button.setObjectName("takeSeat")
        self.watch_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.watch_button.setObjectName("watchTable")
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.take_button.clicked.connect(self.take_seat)
        self.watch_button.clicked.connect(self.watch)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._fill_back()
        self.retranslate()
        self._update_buttons()
        hint = self.sizeHint()
        fit.resize_to_fit(self, max(560, hint.width()), max(hint.height(), 520))

    # ----- layout ----------------------------------------------------------------------------

    def _make_back_box(self) -> QGroupBox:
        box = QGroupBox()
        box.setObjectName("backBox")
        rows = QVBoxLayout(box)
        self.back_list = QListWidget()
        self.back_list.setObjectName("rememberedSeats")
        self.back_list.setMaximumHeight(self.fontMetrics().lineSpacing() * 4 + 8)
        rows.addWidget(self.back_list)
        self.back_button = QPushButton()
        self.back_button.setObjectName("returnToSeat")
        self.back_button.setAutoDefault(False)
        self.back_button.clicked.connect(self.return_to_seat)
        rows.addWidget(self.back_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.back_list.itemDoubleClicked.connect(lambda _item: self.return_to_seat())
        return box

    def _make_find_box(self) -> QGroupBox:
        box = QGroupBox()
        form = QFormLayout(box)
        self.address_label, self.code_label, self.name_label = QLabel(), QLabel(), QLabel()
        self.address = QLineEdit()
        self.address.setObjectName("joinAddress")
        self.address.textChanged.connect(self._address_typed)
        self.code = QLineEdit()
        self.code.setObjectName("joinCode")
        self.code.setMaxLength(64)
        self.name = QLineEdit(last_name())
        self.name.setObjectName("joinName")
        self.name.setMaxLength(6 * 42)
        find_row = QHBoxLayout()
        find_row.addWidget(self.address, 1)
        self.find_button = QPushButton()
        self.find_button.setObjectName("findTable")
        self.find_button.setAutoDefault(False)
        self.find_button.clicked.connect(self.find_table)
        self.address.returnPressed.connect(self.find_table)
        find_row.addWidget(self.find_button)
        form.addRow(self.address_label, find_row)
        form.addRow(self.code_label, self.code)
        form.addRow(self.name_label, self.name)
        for field in (self.code, self.name):
            field.textChanged.connect(self._update_buttons)
        return box

    def _make_seats_box(self) -> QGroupBox:
        box = QGroupBox()
        rows = QVBoxLayout(box)
        self.table_list = QListWidget()
        self.table_list.setObjectName("tableList")
        self.table_list.setMaximumHeight(self.fontMetrics().lineSpacing() * 4 + 8)
        self.table_list.currentRowChanged.connect(self._table_chosen)
        rows.addWidget(self.table_list)
        self.seat_list = QListWidget()
        self.seat_list.setObjectName("seatList")
        self.seat_list.currentRowChanged.connect(lambda _r: self._update_buttons())
        self.seat_list.itemChanged.connect(lambda _i: self._update_buttons())
        self.seat_list.itemDoubleClicked.connect(lambda _i: self.take_seat())
        rows.addWidget(self.seat_list, 1)
        self.several = QLabel()
        self.several.setObjectName("severalSeats")
        self.several.setWordWrap(True)
        rows.addWidget(self.several)
        return box

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Join a table"))
        self.back_box.setTitle(self.tr("Your seats at tables"))
        self.back_button.setText(self.tr("Return to this seat"))
        self.find_box.setTitle(self.tr("The invitation"))
        self.address_label.setText(self.tr("Address:"))
        self.address.setPlaceholderText(self.tr("for example 192.168.1.20:8765"))
        self.find_button.setText(self.tr("Find the table"))
        self.code_label.setText(self.tr("Code:"))
        self.name_label.setText(self.tr("Your name:"))
        self.seats_box.setTitle(self.tr("Tables and seats"))
        self.several.setText(
            self.tr(
                "Several people at this screen: tick their seats and give their names "
                "separated by commas."
            )
        )
        self.take_button.setText(self.tr("Take the seat"))
        self.watch_button.setText(self.tr("Watch"))
        self.watch_button.setToolTip(self.tr("Watch the game without a seat (the code is needed)"))
        self._fill_back()
        self._fill_tables()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ----- remembered seats --------------------------------------------------------------------

    def _fill_back(self) -> None:
        self.back_list.clear()
        tickets = [t for t in remembered() if not t.hosted]
        for ticket in tickets:
            text = self.tr("{title}: {name} at {address}").format(
                title=ticket.title or ticket.table,
                name=ticket.name,
                address=shown_address(ticket.url),
            )
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, ticket)
            self.back_list.addItem(item)
        self.back_box.setVisible(bool(tickets))
        if tickets:
            self.back_list.setCurrentRow(0)

    def return_to_seat(self) -> None:
        item = self.back_list.currentItem()
        if item is None:
            return
        ticket: Ticket = item.data(Qt.ItemDataRole.UserRole)
        table = self._new_table(ticket.url)
        table.resume(at_table(ticket.url, ticket.table) or [ticket])

    # ----- finding the table --------------------------------------------------------------------

    def _address_typed(self, text: str) -> None:
        """A whole invitation pasted into the address: its address and code apart."""
        found = parse_invitation(text) if " " in text.strip() else None
        if found is not None:
            address, code = found
            self.address.blockSignals(True)
            self.address.setText(address)
            self.address.blockSignals(False)
            self.code.setText(code)

    def find_table(self) -> None:
        """Connect to the address and list its tables."""
        try:
            self.url = table_url(self.address.text())
        except ValueError:
            self.problem.setText(self.tr("That is not an address (for example 192.168.1.20:8765)."))
            return
        self.problem.setText(self.tr("Looking for the table…"))
        self._looking = True
        self.tables = []
        self._fill_tables()
        self.browser.close()
        self.browser.open(self.url, CLIENT_NAME)

    def _browse(self, _server: str) -> None:
        self._listing = self.browser.list_tables()

    def _browse_failed(self, code: str, message: str) -> None:
        self._say(code, message, {})

    def _listed(self, number: int, answer: object) -> None:
        if number != self._listing or not isinstance(answer, tuple):
            return
        self.tables = [t for t in answer if isinstance(t, TableInfo)]
        if not self.tables:
            self.problem.setText(self.tr("This server has no table open."))
        elif self._looking:
            self.problem.clear()
        self._looking = False
        self._fill_tables()

    def _fill_tables(self) -> None:
        row = max(0, self.table_list.currentRow())
        self.table_list.blockSignals(True)
        self.table_list.clear()
        for info in self.tables:
            self.table_list.addItem(table_line(info))
        self.table_list.blockSignals(False)
        if self.tables:
            self.table_list.setCurrentRow(min(row, len(self.tables) - 1))
        self._table_chosen(self.table_list.currentRow())

    def _table_chosen(self, row: int) -> None:
        self.seat_list.clear()
        if not 0 <= row < len(self.tables):
            self._update_buttons()
            return
        for i, seat in enumerate(self.tables[row].seats):
            mark = SeatMark(seat.presence)
            if seat.presence == "open":
                text = self.tr("{n}. open seat ({name})").format(n=i + 1, name=seat.name)
            else:
                text = self.tr("{n}. {name} — {mark}").format(
                    n=i + 1, name=seat.name, mark=mark.text()
                )
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, i)
            if seat.presence == "open":
                # Several seats ticked: several people at this screen.
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Unchecked)
            else:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            self.seat_list.addItem(item)
        opened = [i for i, s in enumerate(self.tables[row].seats) if s.presence == "open"]
        if opened:
            self.seat_list.setCurrentRow(opened[0])
        self._update_buttons()

    def chosen(self) -> tuple[TableInfo, list[int]] | None:
        """The table and its seats to take: the ticked open seats, else the one
        selected."""
        row = self.table_list.currentRow()
        if not 0 <= row < len(self.tables):
            return None
        items = [self.seat_list.item(i) for i in range(self.seat_list.count())]
        ticked = [i for i in items if i.checkState() == Qt.CheckState.Checked]
        current = self.seat_list.currentItem()
        if not ticked and current is not None and current.flags() & Qt.ItemFlag.ItemIsEnabled:
            ticked = [current]
        if not ticked:
            return None
        return self.tables[row], [int(i.data(Qt.ItemDataRole.UserRole)) for i in ticked]

    def _update_buttons(self) -> None:
        ready = self.table is None
        chosen = self.chosen()
        self.take_button.setEnabled(
            ready
            and chosen is not None
            and bool(self.code.text().strip())
            and bool(self.name.text().strip())
        )
        self.take_button.setText(
            self.tr("Take the seats")
            if chosen is not None and len(chosen[1]) > 1
            else self.tr("Take the seat")
        )
        self.watch_button.setEnabled(
            ready
            and 0 <= self.table_list.currentRow() < len(self.tables)
            and bool(self.code.text().strip())
        )

    # ----- sitting down ---------------------------------------------------------------------

    def take_seat(self) -> None:
        """Take the chosen seats: one name per seat (separated by commas when several
        people at this screen take several seats)."""
        chosen = self.chosen()
        code = self.code.text().strip().upper()
        if chosen is None or not code or self.table is not None:
            return
        info, seats = chosen
        text = self.name.text()
        parts = [text] if len(seats) == 1 else text.split(",")
        names = [" ".join(part.split()) for part in parts]
        if len(names) != len(seats) or not all(names):
            self.problem.setText(
                self.tr("Give one name per seat, separated by commas: “Ben, Cleo”.")
            )
            return
        if any(has_controls(name) for name in names) or len(set(names)) < len(names):
            self.problem.setText(self.tr("A name is one line of plain text, one per seat."))
            return
        remember_name(", ".join(names))
        self._new_table(self.url).join(
            info.table, list(zip(seats, names, strict=True)), code, info.title
        )

    def watch(self) -> None:
        row = self.table_list.currentRow()
        code = self.code.text().strip().upper()
        if not 0 <= row < len(self.tables) or not code or self.table is not None:
            return
        info = self.tables[row]
        self._new_table(self.url).watch(info.table, code, info.title)

    def _new_table(self, url: str) -> NetTable:
        table = NetTable(self.controller, url, self.parent())
        self.table = table
        table.opened.connect(self._sat)
        table.ended.connect(self._not_sat)
        self.problem.setText(self.tr("Joining the table…"))
        self._update_buttons()
        return table

    def _sat(self) -> None:
        table = self.table
        if table is not None:
            table.opened.disconnect(self._sat)
            table.ended.disconnect(self._not_sat)
        self.accept()

    def _not_sat(self, reason: str) -> None:
        table, self.table = self.table, None
        if table is not None:
            retire(table)
        self.problem.setText(reason)
        self._fill_back()  # a seat given up elsewhere is forgotten
        self._update_buttons()
        if self.url and self.browser.is_open:
            self._listing = self.browser.list_tables()  # the seats as they are now

    def _say(self, code: str, message: str, params: object) -> None:
        self.problem.setText(
            refusal_text(code, params if isinstance(params, dict) else {}, message)
        )

    def done(self, result: int) -> None:
        self.browser.close()
        if result != QDialog.DialogCode.Accepted and self.table is not None:
            self.table.leave()
            retire(self.table)
            self.table = None
        super().done(result)
