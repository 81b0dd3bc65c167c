"""Networked tables in the main window: hosting, joining, the lobby, the table dock.

:class:`NetworkHooks` holds the window's one networked table (:class:`~.net_table.NetTable`)
and, when this player hosts it, the table server in the game process
(:class:`~.hosting.HostedServer`). Game ▸ *Host a table…* and *Join a table…* open
their dialogs; while the table waits for its players the centre of the window is the
lobby (seats, invitation, chat), then the game shows as a local one does, with the
table dock (state, latency, chat) beside the game log. Leaving a table, or starting
a local game, asks first; the host's leaving stops the table until it is hosted again
(the host's next *Host a table…* offers to resume it). The hooks use the window's
``controller``, ``centre``, ``docks``, ``files`` and ``show_start_screen`` only.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QAbstractButton, QMessageBox

from ..shared import storage
from ..shared.retire import retire
from .dock import NetworkDock
from .host_dialog import HostDialog
from .hosting import DEFAULT_PORT, HostedServer, HostingError, lan_addresses, tables_folder
from .invitation import InvitationDialog, shown_address
from .join_dialog import JoinDialog
from .net_table import NetTable
from .panels import Lobby, TableStatus
from .tickets import Ticket, forget, hosted, remember

if TYPE_CHECKING:
    from collections.abc import Callable

    from ...net.protocol import TableSettings
    from ..window.mainwindow import MainWindow

# The files a table server keeps of a table (``powergrid.net.store``), by suffix.
TABLE_FILES = (".table.json", ".log", ".table.json.broken", ".log.broken")


class NetworkHooks(QObject):
    """The window's networked table; see the module's docstring."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.table: NetTable | None = None
        self.hosted: HostedServer | None = None
        self.dock = window.dock_layout.get(NetworkDock)
        self.dock.panel.invitationRequested.connect(self.show_invitation)
        self.lobby = Lobby(window)
        window.centre.addWidget(self.lobby)
        self.lobby.startRequested.connect(self.start_now)
        self.lobby.leaveRequested.connect(self.ask_leave)
        self.status = TableStatus(window)
        window.statusBar().addPermanentWidget(self.status)
        self.status.hide()
        self.dialog: HostDialog | JoinDialog | None = None
        self.invitation: InvitationDialog | None = None
        self.message_box: QMessageBox | None = None
        self.controller.gameStarted.connect(self._game_shown)

    # ----- where this screen is ------------------------------------------------------------

    def at_table(self) -> bool:
        """This screen sits at (or watches, or is joining) a networked table."""
        return self.table is not None

    def addresses(self) -> list[str]:
        """Where friends connect: this computer's addresses when hosting, else the
        address this screen joined at."""
        if self.table is None:
            return []
        if self.hosted is not None:
            return [f"{ip}:{self.hosted.port}" for ip in lan_addresses()]
        return [shown_address(self.table.url)]

    # ----- hosting ---------------------------------------------------------------------------

    def ask_host(self) -> None:
        """Game ▸ Host a table…: resume the table hosted last, or choose a new one."""
        self.window.files.confirm_abandon(self._offer_resume)

    def _offer_resume(self) -> None:
        tickets = self._resumable()
        if not tickets:
            self._host_dialog()
            return
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Host a table"),
            self.tr("You were hosting “{title}”. Go on with that table?").format(
                title=tickets[0].title or tickets[0].table
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self.window,
        )
        box.setObjectName("resumeHostingBox")
        box.setTextFormat(Qt.TextFormat.PlainText)  # the title is the host's text
        box.button(QMessageBox.StandardButton.Yes).setText(self.tr("Go on with it"))
        box.button(QMessageBox.StandardButton.No).setText(self.tr("Host a new table"))

        def answered(button: QAbstractButton) -> None:
            if box.standardButton(button) == QMessageBox.StandardButton.Yes:
                self._resume_hosting(tickets)
            else:
                self._host_dialog()

        box.buttonClicked.connect(answered)
        self.message_box = box
        box.open()

    def _resumable(self) -> list[Ticket]:
        """The seats of the last hosted table whose files are still kept."""
        mine = hosted()
        if not mine:
            return []
        try:
            folder, kept = tables_folder()
        except HostingError:
            return []
        table = mine[0].table
        if not kept or not storage.is_regular_file(folder / f"{table}.table.json"):
            return []
        return [t for t in mine if t.table == table]

    def _host_dialog(self) -> HostDialog:
        game = self.controller.game
        players = 3 if game is None else len(game.config.seats)
        dialog = HostDialog(self.window, players=players)
        dialog.accepted.connect(
            lambda: self.host(dialog.table_settings(), dialog.local_names(), dialog.port.value())
        )
        self.dialog = dialog
        dialog.open()
        return dialog

    def host(
        self, settings: TableSettings, names: dict[int, str], port: int = DEFAULT_PORT
    ) -> NetTable | None:
        """Start the table server here and open a table with ``settings``; the seats
        ``names`` are taken for the people at this screen."""
        server = self._start_server(port, fresh=True)
        if server is None:
            return None
        table = NetTable(self.controller, server.url, self.window)
        self._adopt(table)
        table.host(settings, names)
        return table

    def _resume_hosting(self, tickets: list[Ticket]) -> NetTable | None:
        port = _port_of(tickets[0].url)
        server = self._start_server(port, fresh=False)
        if server is None:
            return None
        if server.url != tickets[0].url:  # another port this time: the seats move with it
            forget(tickets[0].url, tickets[0].table)
            tickets = [_moved(t, server.url) for t in tickets]
            for ticket in tickets:
                remember(ticket)
        table = NetTable(self.controller, server.url, self.window)
        self._adopt(table)
        table.resume(tickets)
        return table

    def _start_server(self, port: int, fresh: bool) -> HostedServer | None:
        self._stop_server()
        try:
            folder, _kept = tables_folder()
            if fresh:
                _clear_tables(folder)
            server = HostedServer(folder)
            server.start(port)
        except HostingError as err:
            self._tell(self.tr("Cannot host a table"), self._hosting_problem(err))
            return None
        self.hosted = server
        return server

    def _hosting_problem(self, err: HostingError) -> str:
        if err.code == "port_taken":
            return self.tr(
                "Ports {ports} are taken by other programs; choose another port."
            ).format(ports=err.detail)
        if err.code == "link":
            return self.tr(
                "The folder for hosted tables ({folder}) is a link; the game writes "
                "through no link. Remove the link and host again."
            ).format(folder=err.detail)
        return self.tr("The table server cannot start: {detail}").format(detail=err.detail)

    def _stop_server(self) -> None:
        server, self.hosted = self.hosted, None
        if server is not None:
            server.close()

    # ----- joining ---------------------------------------------------------------------------

    def ask_join(self) -> None:
        """Game ▸ Join a table…"""
        self.window.files.confirm_abandon(self._join_dialog)

    def _join_dialog(self) -> JoinDialog:
        dialog = JoinDialog(self.controller, self.window)
        dialog.accepted.connect(lambda: self._joined(dialog))
        self.dialog = dialog
        dialog.open()
        return dialog

    def _joined(self, dialog: JoinDialog) -> None:
        table, dialog.table = dialog.table, None
        if table is not None:
            self._adopt(table)
            self._opened()

    # ----- the table ------------------------------------------------------------------------

    def _adopt(self, table: NetTable) -> None:
        self.table = table
        table.opened.connect(self._opened)
        table.ended.connect(self._ended)
        table.left.connect(self._left)
        table.changed.connect(self._changed)
        self.dock.panel.follow(table)
        self.lobby.follow(table)
        self.status.follow(table)
        self.status.show()
        self.window.menus.update_network()

    def _opened(self) -> None:
        table = self.table
        if table is None:
            return
        self.lobby.show_invitation(self.addresses(), self.hosted is not None)
        self._changed()

    def _changed(self) -> None:
        """The lobby while the table waits; the map once the game is on the table."""
        table = self.table
        if table is None:
            return
        w = self.window
        if table.is_open and self.controller.remote is not table and table.status == "waiting":
            if w.centre.currentWidget() is w.view:
                w.dock_layout.chosen = w.dock_layout.open_now()
            if w.centre.currentWidget() is not self.lobby:
                w.centre.setCurrentWidget(self.lobby)
                w.dock_layout.hide_all()
        if table.code != self.lobby.invitation.code:
            self.lobby.show_invitation(self.addresses(), self.hosted is not None)
        w.menus.update_network()

    def _game_shown(self) -> None:
        """A game is on the table: the table dock shows for a networked one only."""
        networked = self.table is not None and self.controller.remote is self.table
        self.window.dock_layout.chosen[NetworkDock.name] = networked
        self.dock.setVisible(networked)
        if networked:
            self.dock.raise_()

    def start_now(self) -> None:
        if self.table is not None:
            self.table.start_now()

    def show_invitation(self) -> InvitationDialog | None:
        """The address and code again (Game ▸ Show the invitation, the table's button)."""
        table = self.table
        if table is None or not table.code:
            return None
        if self.invitation is None:
            self.invitation = InvitationDialog(self.window)
        self.invitation.show_invitation(self.addresses(), table.code, self.hosted is not None)
        self.invitation.show()
        self.invitation.raise_()
        return self.invitation

    # ----- leaving ----------------------------------------------------------------------------

    def confirm_leave(self, then: Callable[[], object]) -> QMessageBox | None:
        """Ask before this screen leaves the table (nothing to ask once the game is
        over); run ``then`` after leaving."""
        table = self.table
        if table is None:
            then()
            return None

        def leave_then() -> None:
            self.leave()
            then()

        if table.status in ("over", "closed") or not self.window.settings.confirmations:
            leave_then()
            return None
        if self.hosted is not None:
            title = self.tr("Close the table you host?")
            text = self.tr(
                "The game stops for everybody until you host it again: Game ▸ Host a table… "
                "offers to go on with it."
            )
        else:
            title = self.tr("Leave the table?")
            text = self.tr(
                "Your seat stays yours while you are away (a computer may play it): "
                "Game ▸ Join a table… brings you back to it."
            )
        return self.window.files.question("leaveTableBox", title, text, leave_then, True)

    def ask_leave(self) -> None:
        """Game ▸ Leave the table."""
        self.confirm_leave(lambda: None)

    def leave(self) -> None:
        """Leave the table now (and stop hosting it)."""
        table = self.table
        if table is not None:
            table.leave()  # _left follows
        self._stop_server()

    def _left(self) -> None:
        table, self.table = self.table, None
        self._stop_server()
        self.dock.panel.follow(None)
        self.lobby.follow(None)
        self.status.follow(None)
        self.status.hide()
        self.dock.hide()
        if self.invitation is not None:
            self.invitation.close()
        if table is not None:
            retire(table)
        if self.controller.game is None:
            self.window.show_start_screen()
        self.window.menus.update_network()

    def _ended(self, reason: str) -> None:
        """The table cannot go on here: say why, and leave it."""
        table = self.table
        if table is not None and self.controller.remote is table:
            self.controller.close_remote()
        self._left()
        self._tell(self.tr("The table is closed"), reason)

    def _tell(self, title: str, text: str) -> QMessageBox:
        box = QMessageBox(
            QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self.window
        )
        box.setObjectName("networkMessage")
        box.setTextFormat(Qt.TextFormat.PlainText)  # a server's sentence is its text
        self.message_box = box
        box.open()
        return box

    def shutdown(self) -> None:
        """The window closes: leave the table, stop hosting."""
        if self.dialog is not None and self.dialog.isVisible():
            self.dialog.reject()  # the Join dialog's own line and table close with it
        if self.table is not None:
            self.table.leave()
        self._stop_server()


def _port_of(url: str) -> int:
    tail = url.rsplit(":", 1)[-1].split("/", 1)[0]
    return int(tail) if tail.isdigit() else DEFAULT_PORT


def _moved(ticket: Ticket, url: str) -> Ticket:
    return replace(ticket, url=url)


def _clear_tables(folder: Path) -> None:
    """Remove the tables hosted before (a host holds one table): their files only."""
    if not folder.is_dir():
        return
    for path in folder.iterdir():
        if path.name.endswith(TABLE_FILES) and not path.is_dir():
            path.unlink(missing_ok=True)
    for ticket in hosted():
        forget(ticket.url, ticket.table)


def install_network(window: MainWindow) -> NetworkHooks:
    """Add networked tables to ``window``; keep the result as ``window.network``."""
    hooks = NetworkHooks(window)
    window.network = hooks
    return hooks
