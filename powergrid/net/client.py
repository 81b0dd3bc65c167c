"""A headless client of the table server, for bots, tools and the app.

``await Client.connect(url)`` opens a connection and says hello (a server of another
protocol raises :class:`NetError` with its one-line explanation). Requests are
methods that wait for their answer; a refusal raises :class:`NetError` with the
server's code, sentence and parameters. Pushed messages (each seat's
:class:`~.protocol.Update`, chat lines) are kept per table and seat and handed to
the callbacks in :attr:`Client.listeners`; :meth:`Client.state` rebuilds a seat's
view as an engine ``GameState`` (what a bot reads), and :meth:`Client.wait_turn`
waits until a seat must decide.

The client never needs more than its seat's view: it is all the server sends.
"""

from __future__ import annotations

import asyncio
import itertools
import ssl
import time
from collections.abc import Callable
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, WebSocketException

from ..rules import Action, GameState
from .protocol import (
    PROTOCOL_VERSION,
    Act,
    BadMessage,
    Chat,
    ChatLine,
    Cover,
    Created,
    CreateTable,
    Fatal,
    GetRecord,
    Hello,
    Join,
    Leave,
    ListTables,
    Ping,
    Pong,
    Record,
    Refused,
    Resume,
    Seated,
    Spectate,
    Start,
    TableInfo,
    Tables,
    TableSettings,
    Update,
    Watching,
    Welcome,
    decode_server,
    encode,
)

#: Largest message a client reads (a finished six-player game's record fits).
CLIENT_MAX_BYTES = 8 * 1024 * 1024

Key = tuple[str, int | None]


class NetError(Exception):
    """A refusal or a closed connection: ``code`` (see ``protocol.REFUSALS``),
    ``message`` (one line) and ``params``."""

    def __init__(self, code: str, message: str, params: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.params = params or {}


class Client:
    """One connection to a table server; see the module's docstring."""

    def __init__(self, ws: ClientConnection, welcome: Welcome) -> None:
        self.ws = ws
        self.welcome = welcome
        self.updates: dict[Key, Update] = {}
        #: When each seat's last update arrived (``time.perf_counter()``, before decoding).
        self.received_at: dict[Key, float] = {}
        self.chat: list[ChatLine] = []
        self.listeners: list[Callable[[Any], None]] = []
        self.fatal: Fatal | None = None
        #: Every message text received, in order, when set to a list (for tests and
        #: for tracing what a server sends).
        self.trace: list[str] | None = None
        self._rids = itertools.count(1)
        self._pending: dict[int, asyncio.Future[Any]] = {}
        self._changed = asyncio.Condition()
        self._states: dict[Key, tuple[int, GameState]] = {}
        self._reader = asyncio.create_task(self._read())

    @classmethod
    async def connect(
        cls,
        url: str,
        name: str = "client",
        tls: ssl.SSLContext | None = None,
        timeout: float = 10.0,
        protocol: int = PROTOCOL_VERSION,
    ) -> Client:
        """Connect and say hello; NetError when the server refuses (another protocol)."""
        # wss:// without a context of its own trusts the system's certificates.
        extra: dict[str, Any] = {} if tls is None else {"ssl": tls}
        try:
            ws = await connect(
                url,
                open_timeout=timeout,
                max_size=CLIENT_MAX_BYTES,
                compression=None,
                proxy=None,
                **extra,
            )
        except (OSError, TimeoutError, WebSocketException) as err:
            raise NetError("unreachable", f"cannot reach {url}: {err}") from None
        try:
            try:
                await ws.send(encode(Hello(protocol=protocol, client=name)))
            except ConnectionClosed:
                pass  # a server turning the connection away has sent why: read it
            async with asyncio.timeout(timeout):
                first = decode_server(await ws.recv())
        except (ConnectionClosed, TimeoutError, BadMessage) as err:
            await ws.close()
            raise NetError("unreachable", f"no answer to hello from {url}: {err}") from None
        if isinstance(first, Fatal):
            await ws.close()
            raise NetError(first.code, first.message)
        if not isinstance(first, Welcome):
            await ws.close()
            raise NetError("bad_message", f"the server answered hello with {first.type}")
        return cls(ws, first)

    async def close(self) -> None:
        await self.ws.close()
        await asyncio.gather(self._reader, return_exceptions=True)

    def abort(self) -> None:
        """Drop the connection at once, as a crash or a lost network would."""
        transport = self.ws.transport
        if transport is not None:
            transport.abort()

    @property
    def closed(self) -> bool:
        return self._reader.done()

    # ----- receiving ----------------------------------------------------------------

    async def _read(self) -> None:
        try:
            async for text in self.ws:
                received = time.perf_counter()
                if self.trace is not None:
                    self.trace.append(text if isinstance(text, str) else repr(text))
                try:
                    message = self._decode(text)
                except BadMessage:
                    continue  # a newer server's message this client does not know
                if isinstance(message, Update):
                    self.received_at[(message.table, message.seat)] = received
                await self._route(message)
        except ConnectionClosed:
            pass
        finally:
            why = self.fatal or Fatal(code="closed", message="the connection is closed")
            for future in self._pending.values():
                if not future.done():
                    future.set_exception(NetError(why.code, why.message))
                    future.exception()  # its waiter (if any is left) still gets it
            self._pending.clear()
            async with self._changed:
                self._changed.notify_all()

    def _decode(self, text: str | bytes) -> Any:
        """A message of the server, checked against the protocol."""
        return decode_server(text)

    async def _route(self, message: Any) -> None:
        if isinstance(message, Update):
            self.updates[(message.table, message.seat)] = message
        elif isinstance(message, ChatLine):
            self.chat.append(message)
        elif isinstance(message, Fatal):
            self.fatal = message
        rid = getattr(message, "rid", 0)
        future = self._pending.pop(rid, None) if rid else None
        if future is not None and not future.done():
            if isinstance(message, Refused):
                future.set_exception(NetError(message.code, message.message, message.params))
            else:
                future.set_result(message)
        for listener in list(self.listeners):
            listener(message)
        async with self._changed:
            self._changed.notify_all()

    # ----- requests -----------------------------------------------------------------

    async def _request(self, make: Callable[[int], Any]) -> Any:
        if self.closed:
            why = self.fatal or Fatal(code="closed", message="the connection is closed")
            raise NetError(why.code, why.message)
        rid = next(self._rids)
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._pending[rid] = future
        try:
            await self.ws.send(encode(make(rid)))
        except ConnectionClosed:
            self._pending.pop(rid, None)
            raise NetError("closed", "the connection is closed") from None
        return await future

    async def list_tables(self) -> tuple[TableInfo, ...]:
        reply: Tables = await self._request(lambda rid: ListTables(rid=rid))
        return reply.tables

    async def create(self, settings: TableSettings) -> Created:
        return await self._request(lambda rid: CreateTable(rid=rid, settings=settings))  # type: ignore[no-any-return]

    async def join(self, table: str, seat: int, code: str, name: str) -> Seated:
        msg = lambda rid: Join(rid=rid, table=table, seat=seat, code=code, name=name)  # noqa: E731
        return await self._request(msg)  # type: ignore[no-any-return]

    async def resume(self, table: str, seat: int, token: str) -> Seated:
        msg = lambda rid: Resume(rid=rid, table=table, seat=seat, token=token)  # noqa: E731
        return await self._request(msg)  # type: ignore[no-any-return]

    async def leave(self, table: str, seat: int) -> None:
        await self._request(lambda rid: Leave(rid=rid, table=table, seat=seat))
        self.updates.pop((table, seat), None)

    async def spectate(self, table: str, code: str) -> Watching:
        return await self._request(lambda rid: Spectate(rid=rid, table=table, code=code))  # type: ignore[no-any-return]

    async def start(self, table: str, host_token: str) -> None:
        """Start the game now; the first update says it has started."""
        rid = next(self._rids)
        await self.ws.send(encode(Start(rid=rid, table=table, host_token=host_token)))

    async def cover(self, table: str, seat: int, host_token: str) -> None:
        """As host: a computer plays the away player's seat now (updates say so)."""
        rid = next(self._rids)
        await self.ws.send(encode(Cover(rid=rid, table=table, seat=seat, host_token=host_token)))

    async def act(self, table: str, seat: int, action: Action, moves: int | None = None) -> Update:
        """Play ``action`` for ``seat``; returns the update it made, or raises NetError
        with the engine's or the server's refusal. ``moves`` defaults to the seat's
        last update (the position the action is meant for)."""
        if moves is None:
            moves = self.updates[(table, seat)].moves
        at = moves
        msg = lambda rid: Act(rid=rid, table=table, seat=seat, moves=at, action=action)  # noqa: E731
        return await self._request(msg)  # type: ignore[no-any-return]

    async def say(self, table: str, seat: int, text: str) -> None:
        rid = next(self._rids)
        await self.ws.send(encode(Chat(rid=rid, table=table, seat=seat, text=text)))

    async def record(self, table: str) -> str:
        """The save text of a finished game."""
        reply: Record = await self._request(lambda rid: GetRecord(rid=rid, table=table))
        return reply.save

    async def ping(self) -> float:
        """The round trip to the server, in seconds."""
        loop = asyncio.get_running_loop()
        sent = loop.time()
        reply: Pong = await self._request(lambda rid: Ping(rid=rid, sent=sent))
        return loop.time() - reply.sent

    # ----- the game as a seat sees it -----------------------------------------------

    def state(self, table: str, seat: int | None) -> GameState:
        """The engine state of the seat's last view (rebuilt once per update)."""
        key = (table, seat)
        update = self.updates[key]
        cached = self._states.get(key)
        if cached is None or cached[0] != update.moves:
            if update.view is None:
                raise NetError("not_started", "the game has not started")
            cached = (update.moves, GameState.from_position(update.view))
            self._states[key] = cached
        return cached[1]

    async def wait_for(self, check: Callable[[], bool], timeout: float | None = None) -> None:
        """Wait until ``check()`` holds (checked after every message); NetError when the
        connection closes first."""
        async with asyncio.timeout(timeout):
            async with self._changed:
                while not check():
                    if self.closed:
                        why = self.fatal or Fatal(code="closed", message="the connection is closed")
                        raise NetError(why.code, why.message)
                    await self._changed.wait()

    async def wait_turn(self, table: str, seat: int, timeout: float | None = None) -> Update:
        """The seat's update once it must decide or the game is over."""
        key = (table, seat)

        def ready() -> bool:
            update = self.updates.get(key)
            return update is not None and (update.current == seat or update.info.state == "over")

        await self.wait_for(ready, timeout)
        return self.updates[key]
