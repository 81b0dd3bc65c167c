"""A connection to a table server for the window: the client library as Qt signals.

The headless client (``powergrid.net.client``) runs on an asyncio loop in a thread of
its own; a :class:`NetSession` living in the GUI thread starts requests there and
hears of their answers, the seats' updates and chat lines through its signals, which
Qt delivers in the GUI thread. Every request returns a number that its answer (or
refusal) carries, so a dialog can tell its own answers apart.

``open`` may be called again after ``failed``: the new connection replaces the old
one (a table's reconnection, :mod:`.net_table`). ``close`` ends the connection on
purpose, and says nothing: ``failed`` is for connections that end by themselves.
"""

from __future__ import annotations

import asyncio
import itertools
import threading
from collections.abc import Awaitable, Callable
from concurrent.futures import Future
from typing import Any

from PySide6.QtCore import QObject, Signal

from ...net.client import Client, NetError
from ...net.protocol import ChatLine, TableSettings, Update
from ...rules import Action


class NetSession(QObject):
    """One connection to a table server, driven from the GUI thread."""

    # The connection is open: the server's name.
    connected = Signal(str)
    # The connection could not open or has closed: (code, one line for the player).
    failed = Signal(str, str)
    # A request's answer: (request number, the answer's message or value).
    answered = Signal(int, object)
    # A request refused: (request number, code, one line, parameters).
    refused = Signal(int, str, str, object)
    # A seat's (or a spectator's) new view: the :class:`~powergrid.net.protocol.Update`.
    updated = Signal(object)
    # A chat line (:class:`~powergrid.net.protocol.ChatLine`); its text is plain text.
    chatted = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._client: Client | None = None
        self._numbers = itertools.count(1)

    # ----- opening and closing ------------------------------------------------------

    def open(self, url: str, name: str = "Power Grid") -> None:
        """Connect to ``url`` (ws:// or wss://); ``connected`` or ``failed`` follows."""
        if self._loop is None:
            self._loop = asyncio.new_event_loop()
            self._thread = threading.Thread(
                target=self._loop.run_forever, name="net-session", daemon=True
            )
            self._thread.start()
        self._submit(self._connect(url, name))

    async def _connect(self, url: str, name: str) -> None:
        old, self._client = self._client, None
        if old is not None:
            await old.close()  # a line that still looked open: the new one replaces it
        try:
            client = await Client.connect(url, name=name)
        except NetError as err:
            self.failed.emit(err.code, err.message)
            return
        self._client = client
        client.listeners.append(self._heard)
        self.connected.emit(client.welcome.server)
        asyncio.get_running_loop().create_task(self._watch(client))

    async def _watch(self, client: Client) -> None:
        """Say when the connection ends, with the server's last line if it sent one."""
        await asyncio.gather(client._reader, return_exceptions=True)
        if client is not self._client:
            return  # closed on purpose, or replaced by a new connection
        why = client.fatal
        self.failed.emit(
            why.code if why else "closed", why.message if why else "the connection is closed"
        )

    def _heard(self, message: Any) -> None:
        if isinstance(message, Update):
            self.updated.emit(message)
        elif isinstance(message, ChatLine):
            self.chatted.emit(message)

    def drop(self) -> None:
        """Cut the connection at once, as a crash or a lost network would (``failed``
        follows); for tests and for a line that stopped answering."""
        client = self._client
        if client is not None and self._loop is not None:
            self._loop.call_soon_threadsafe(client.abort)

    @property
    def is_open(self) -> bool:
        """A connection is open (not closed, not dropped)."""
        client = self._client
        return client is not None and not client.closed

    def close(self) -> None:
        """Close the connection and stop the thread (call before the window goes)."""
        loop, thread = self._loop, self._thread
        if loop is None or thread is None:
            return
        if self._client is not None:
            client = self._client
            self._client = None
            try:
                self._submit(client.close()).result(5)
            except Exception:  # noqa: BLE001 - closing a dead line must not fail
                pass
        loop.call_soon_threadsafe(loop.stop)
        thread.join(5)
        if not thread.is_alive():
            loop.close()
        self._loop = self._thread = None

    # ----- requests -----------------------------------------------------------------

    def _submit(self, coro: Awaitable[Any]) -> Future[Any]:
        assert self._loop is not None, "open() first"
        return asyncio.run_coroutine_threadsafe(coro, self._loop)  # type: ignore[arg-type]

    def _request(self, call: Callable[[Client], Awaitable[Any]]) -> int:
        number = next(self._numbers)

        async def run() -> None:
            if self._client is None:
                self.refused.emit(number, "closed", "not connected", {})
                return
            try:
                answer = await call(self._client)
            except NetError as err:
                self.refused.emit(number, err.code, err.message, err.params)
                return
            except Exception as err:  # noqa: BLE001 - a request the protocol refuses to send
                self.refused.emit(number, "bad_message", str(err), {})
                return
            self.answered.emit(number, answer)

        self._submit(run())
        return number

    def list_tables(self) -> int:
        return self._request(lambda c: c.list_tables())

    def create(self, settings: TableSettings) -> int:
        return self._request(lambda c: c.create(settings))

    def join(self, table: str, seat: int, code: str, name: str) -> int:
        return self._request(lambda c: c.join(table, seat, code, name))

    def resume(self, table: str, seat: int, token: str) -> int:
        return self._request(lambda c: c.resume(table, seat, token))

    def spectate(self, table: str, code: str) -> int:
        return self._request(lambda c: c.spectate(table, code))

    def leave(self, table: str, seat: int) -> int:
        return self._request(lambda c: c.leave(table, seat))

    def start(self, table: str, host_token: str) -> int:
        """As host: start the game now (computers play the open seats); the table's
        next update says it has started."""
        return self._request(lambda c: c.start(table, host_token))

    def cover(self, table: str, seat: int, host_token: str) -> int:
        """As host: the table's computer plays an away player's seat at once."""
        return self._request(lambda c: c.cover(table, seat, host_token))

    def act(self, table: str, seat: int, action: Action, moves: int) -> int:
        """Play ``action`` for ``seat`` on the position after ``moves`` actions."""
        return self._request(lambda c: c.act(table, seat, action, moves))

    def say(self, table: str, seat: int, text: str) -> int:
        return self._request(lambda c: c.say(table, seat, text))

    def record(self, table: str) -> int:
        """The save text of a finished game (answered as a str)."""
        return self._request(lambda c: c.record(table))

    def ping(self) -> int:
        """The round trip to the server in seconds (answered as a float)."""
        return self._request(lambda c: c.ping())
