"""The table server: many tables over WebSocket, with no window and no Qt.

One asyncio loop serves every connection. A connection says :class:`~.protocol.Hello`
first (a client of another protocol is told so in one line and closed), then lists,
creates, joins, spectates and plays tables. The server is the only authority: every
action goes through :meth:`.table.Table.act` (the engine's ``Game.apply``), is
appended to the table's log in the data folder, and only then announced — each seat
receives its own view and the events it may see (:mod:`.visibility`), nothing more.
Computer seats, open seats and away players past their table's wait are played by a
computer level in a worker thread.

Traffic from strangers is bounded (:class:`~.limits.Limits`): message size, rate,
connections in all and per address, tables, wrong codes and tokens, idle and
half-open connections (WebSocket pings), and clients that do not read.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import ssl
import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server as WsServer
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from .. import __version__
from ..rules import save as savefile
from ..rules.events import Event
from .computers import action_of, decide, new_pool
from .limits import Bucket, Limits
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
    Join,
    Leave,
    Left,
    ListTables,
    Ping,
    Pong,
    Record,
    Refused,
    Resume,
    Seated,
    Spectate,
    Start,
    Tables,
    Update,
    Watching,
    Welcome,
    decode_client,
    encode,
    hello_version,
    version_mismatch,
)
from .store import Store
from .table import Refusal, Table
from .visibility import ViewTexts, events_for, view_of, with_view

LOG = logging.getLogger("powergrid.net")
#: Tables listed in one answer at most.
LIST_LIMIT = 100


class Conn:
    """One client connection: its seats, the tables it watches, its counters."""

    def __init__(self, ws: ServerConnection, address: str, limits: Limits) -> None:
        self.ws = ws
        self.address = address
        self.queue: asyncio.Queue[str | None] = asyncio.Queue(limits.send_queue)
        self.seats: set[tuple[str, int]] = set()
        self.watching: set[str] = set()
        self.bucket = Bucket(limits.messages_per_second, limits.burst)
        #: Messages in a row that the rate held back.
        self.held = 0
        self.failures = 0
        self.created = 0
        self.closing: Fatal | None = None

    def send(self, text: str) -> None:
        """Queue a message; a client that lets the queue fill is closed."""
        if self.closing is not None:
            return
        try:
            self.queue.put_nowait(text)
        except asyncio.QueueFull:
            self.fail("too_slow", "you do not read your messages; the connection is closed")

    def finish(self) -> None:
        """End the writer after what is queued (at once when the queue is full)."""
        if self.closing is None:
            if self.queue.full():
                self.queue.get_nowait()
            self.queue.put_nowait(None)

    def fail(self, code: str, message: str) -> None:
        """Send one last line and close."""
        if self.closing is not None:
            return
        self.closing = Fatal(code=code, message=message)
        while not self.queue.empty():
            self.queue.get_nowait()
        self.queue.put_nowait(encode(self.closing))
        self.queue.put_nowait(None)


class TableServer:
    """The tables, the connections and the data folder; :meth:`start` serves them."""

    def __init__(self, data: str | Path, limits: Limits | None = None, fsync: bool = False):
        self.limits = limits or Limits()
        self.store = Store(data, fsync=fsync)
        self.tables: dict[str, Table] = {}
        self.audience: dict[str, dict[Conn, set[int | None]]] = {}
        self.wakers: dict[str, asyncio.Event] = {}
        self.drivers: dict[str, asyncio.Task[None]] = {}
        self.conns: set[Conn] = set()
        #: When each table last had nobody connected, and who opened it (this run).
        self.quiet_since: dict[str, float] = {}
        self.creators: dict[str, str] = {}
        self._sweeper: asyncio.Task[None] | None = None
        self.per_address: Counter[str] = Counter()
        self._pool: ProcessPoolExecutor | None = None
        self.ws_server: WsServer | None = None
        #: Unexpected errors while handling a message (each one is logged).
        self.crashes = 0
        self.port = 0

    # ----- life ---------------------------------------------------------------------

    async def start(
        self, host: str = "127.0.0.1", port: int = 0, tls: ssl.SSLContext | None = None
    ) -> None:
        """Load the data folder's tables and listen; ``self.port`` is the port bound."""
        now = time.monotonic()
        for table in self.store.load_all():
            for slot in table.seats:
                if slot.player is not None:
                    slot.away_since = now
            self._add_table(table)
        self._sweeper = asyncio.create_task(self._sweep())
        lim = self.limits
        self.ws_server = await serve(
            self._handle,
            host,
            port,
            ssl=tls,
            compression=None,
            max_size=lim.max_message_bytes,
            max_queue=16,
            open_timeout=lim.hello_seconds,
            ping_interval=lim.ping_interval,
            ping_timeout=lim.ping_timeout,
            close_timeout=lim.close_seconds,
            server_header=None,
        )
        self.port = self.ws_server.sockets[0].getsockname()[1]
        LOG.info("serving %d tables on %s:%d", len(self.tables), host, self.port)

    async def close(self) -> None:
        """Stop listening, close every connection and the computers' threads."""
        for task in [*self.drivers.values(), *([self._sweeper] if self._sweeper else [])]:
            task.cancel()
        for conn in list(self.conns):
            conn.fail("shutting_down", "the server stops")
        if self.ws_server is not None:
            self.ws_server.close()
            await self.ws_server.wait_closed()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)

    def _add_table(self, table: Table, creator: str | None = None) -> None:
        self.tables[table.id] = table
        self.audience[table.id] = {}
        self.wakers[table.id] = asyncio.Event()
        self.drivers[table.id] = asyncio.create_task(self._drive(table))
        self.quiet_since[table.id] = time.monotonic()
        if creator is not None:
            self.creators[table.id] = creator
        keep = None
        if table.state == "over":
            keep = self.limits.keep_finished_seconds
        elif table.state == "waiting":
            keep = self.limits.keep_waiting_seconds
        if keep is not None:
            asyncio.get_running_loop().call_later(keep, self._expire, table.id)

    def _expire(self, table_id: str) -> None:
        """Drop a finished table, or one that waited its time and never started."""
        table = self.tables.get(table_id)
        if table is not None and table.state != "playing":
            self._remove(table_id)

    async def _sweep(self) -> None:
        """Every minute: drop tables nobody has been connected to for the limit's time
        (a game whose people all went away and whose table waits for them for ever)."""
        while True:
            await asyncio.sleep(60)
            now = time.monotonic()
            for table_id in list(self.tables):
                if self.audience[table_id]:
                    self.quiet_since[table_id] = now
                elif now - self.quiet_since[table_id] > self.limits.keep_unwatched_seconds:
                    LOG.info("table %s removed: nobody came for a long time", table_id)
                    self._remove(table_id)

    def _remove(self, table_id: str) -> None:
        """Forget a table and delete its files."""
        for conn in list(self.audience.get(table_id, {})):
            conn.seats = {s for s in conn.seats if s[0] != table_id}
            conn.watching.discard(table_id)
        del self.tables[table_id], self.audience[table_id], self.wakers[table_id]
        self.quiet_since.pop(table_id, None)
        self.creators.pop(table_id, None)
        self.drivers.pop(table_id).cancel()
        self.store.remove(table_id)

    # ----- connections --------------------------------------------------------------

    async def _handle(self, ws: ServerConnection) -> None:
        address = str(ws.remote_address[0]) if ws.remote_address else "?"
        lim = self.limits
        conn = Conn(ws, address, lim)
        writer = asyncio.create_task(self._write(conn))
        full = len(self.conns) >= lim.max_connections
        crowded = lim.max_per_address and self.per_address[address] >= lim.max_per_address
        if full or crowded:
            conn.fail("too_many_connections", "the server has too many connections; try later")
            await writer
            return
        self.conns.add(conn)
        self.per_address[address] += 1
        try:
            if await self._greet(conn):
                await self._serve(conn)
        except TimeoutError:
            conn.fail("idle", "nothing received for too long; the connection is closed")
        except ConnectionClosed:
            pass
        finally:
            self._gone(conn)
            conn.finish()
            await writer

    async def _write(self, conn: Conn) -> None:
        """Send the connection's queue in order; after the last message, close."""
        try:
            while (text := await conn.queue.get()) is not None:
                await conn.ws.send(text)
        except ConnectionClosed:
            return
        await conn.ws.close(1008 if conn.closing else 1000)

    async def _greet(self, conn: Conn) -> bool:
        """Read hello; a client of another protocol is told so and closed."""
        async with asyncio.timeout(self.limits.hello_seconds):
            text = await conn.ws.recv()
        version = hello_version(text)
        if version is None:
            conn.fail("hello_first", "the first message must be hello with a protocol version")
            return False
        if version != PROTOCOL_VERSION:
            conn.fail("protocol_version", version_mismatch(version))
            return False
        try:
            decode_client(text)
        except BadMessage as err:
            conn.fail("hello_first", f"a broken hello: {err.detail}")
            return False
        lim = self.limits
        welcome = Welcome(
            protocol=PROTOCOL_VERSION,
            server=f"powergrid {__version__}",
            max_message_bytes=lim.max_message_bytes,
            messages_per_second=lim.messages_per_second,
        )
        conn.send(encode(welcome))
        return True

    async def _serve(self, conn: Conn) -> None:
        while conn.closing is None:
            async with asyncio.timeout(self.limits.idle_seconds):
                text = await conn.ws.recv()
            wait = conn.bucket.take()
            if wait > 0:
                conn.held += 1
                if conn.held > self.limits.flood_drops:
                    conn.fail("flood", "far too many messages; the connection is closed")
                    return
                await asyncio.sleep(wait)
            else:
                conn.held = 0
            self._receive(conn, text)

    def _receive(self, conn: Conn, text: str | bytes) -> None:
        """Handle one message; a refusal is answered, nothing else escapes."""
        rid = 0
        try:
            message = decode_client(text)
            rid = getattr(message, "rid", 0)
            self._dispatch(conn, message)
        except BadMessage as err:
            conn.send(
                encode(Refused(code=err.code, message=err.detail, params={"detail": err.detail}))
            )
        except Refusal as err:
            if err.code in ("wrong_code", "wrong_token"):
                conn.failures += 1
            conn.send(
                encode(Refused(rid=rid, code=err.code, message=err.message, params=err.params))
            )
            if conn.failures > self.limits.max_failures:
                conn.fail("too_many_failures", "too many wrong codes or tokens")
        except Exception:  # noqa: BLE001 - a server keeps serving; the error is logged
            self.crashes += 1
            LOG.exception("error while handling a message")
            conn.send(encode(Refused(rid=rid, code="internal", message="the server failed")))

    def _gone(self, conn: Conn) -> None:
        """A connection ended: its seats are away, its watching stops."""
        self.conns.discard(conn)
        self.per_address[conn.address] -= 1
        if self.per_address[conn.address] <= 0:
            del self.per_address[conn.address]
        now = time.monotonic()
        touched = {t for t, _ in conn.seats} | set(conn.watching)
        for table_id, seat in conn.seats:
            table = self.tables.get(table_id)
            if table is not None:
                table.drop(seat, now)
        for table_id in conn.watching:
            if table_id in self.tables:
                self.tables[table_id].spectators -= 1
        for table_id in touched:
            self.audience.get(table_id, {}).pop(conn, None)
            if table_id in self.tables:
                self._announce(self.tables[table_id])
                self.wakers[table_id].set()

    # ----- requests -----------------------------------------------------------------

    def _dispatch(self, conn: Conn, message: Any) -> None:
        handler = self._handlers.get(type(message))
        if handler is None:  # a second hello
            raise Refusal("bad_message", "hello is the first message only")
        handler(self, conn, message)

    def _table(self, table_id: str) -> Table:
        table = self.tables.get(table_id)
        if table is None:
            raise Refusal("no_table", "there is no such table")
        return table

    def _held(self, conn: Conn, table_id: str, seat: int) -> Table:
        table = self._table(table_id)
        if (table_id, seat) not in conn.seats:
            raise Refusal("not_seated", f"this connection does not hold seat {seat + 1}")
        return table

    def _list(self, conn: Conn, msg: ListTables) -> None:
        now = time.monotonic()
        infos = tuple(t.info(now) for t in list(self.tables.values())[:LIST_LIMIT])
        conn.send(encode(Tables(rid=msg.rid, tables=infos)))

    def _create(self, conn: Conn, msg: CreateTable) -> None:
        lim = self.limits
        mine = sum(1 for who in self.creators.values() if who == conn.address)
        if (
            len(self.tables) >= lim.max_tables
            or conn.created >= lim.tables_per_connection
            or (lim.max_per_address and mine >= lim.tables_per_address)
        ):
            raise Refusal("too_many_tables", "no more tables can be opened now")
        table, host = Table.open(secrets.token_hex(8), msg.settings, lim.levels)
        self.store.write_table(table)
        conn.created += 1
        self._add_table(table, conn.address)
        conn.send(encode(Created(rid=msg.rid, table=table.id, code=table.code, host_token=host)))

    def _join(self, conn: Conn, msg: Join) -> None:
        table = self._table(msg.table)
        self._room_for_seat(conn)
        token = table.join(msg.seat, msg.code, msg.name)
        self.store.write_table(table)
        self._hold(
            conn,
            table,
            msg.seat,
            Seated(rid=msg.rid, table=table.id, seat=msg.seat, token=token, code=table.code),
        )

    def _resume(self, conn: Conn, msg: Resume) -> None:
        table = self._table(msg.table)
        if (table.id, msg.seat) in conn.seats:
            raise Refusal("seat_taken", "this connection holds the seat already")
        self._room_for_seat(conn)
        table.resume(msg.seat, msg.token)
        self._hold(
            conn,
            table,
            msg.seat,
            Seated(rid=msg.rid, table=table.id, seat=msg.seat, token=msg.token, code=table.code),
        )

    def _room_for_seat(self, conn: Conn) -> None:
        if len(conn.seats) >= self.limits.seats_per_connection:
            raise Refusal("bad_message", "this connection holds as many seats as it may")

    def _hold(self, conn: Conn, table: Table, seat: int, reply: Seated) -> None:
        conn.seats.add((table.id, seat))
        self.audience[table.id].setdefault(conn, set()).add(seat)
        conn.send(encode(reply))
        self._announce(table)
        self.wakers[table.id].set()

    def _leave(self, conn: Conn, msg: Leave) -> None:
        table = self._held(conn, msg.table, msg.seat)
        table.leave(msg.seat)
        self.store.write_table(table)
        for other, seats in self.audience[table.id].items():
            seats.discard(msg.seat)
            other.seats.discard((table.id, msg.seat))
        conn.send(encode(Left(rid=msg.rid, table=table.id, seat=msg.seat)))
        self._announce(table)
        self.wakers[table.id].set()

    def _spectate(self, conn: Conn, msg: Spectate) -> None:
        table = self._table(msg.table)
        if not secrets.compare_digest(msg.code.encode(), table.code.encode()):
            raise Refusal("wrong_code", "the invitation code does not match this table")
        if msg.table not in conn.watching:
            conn.watching.add(table.id)
            table.spectators += 1
        self.audience[table.id].setdefault(conn, set()).add(None)
        conn.send(encode(Watching(rid=msg.rid, table=table.id)))
        self._announce(table)

    def _start(self, conn: Conn, msg: Start) -> None:
        table = self._table(msg.table)
        table.start(msg.host_token)
        self.store.write_table(table)
        self._announce(table)
        self.wakers[table.id].set()

    def _cover(self, conn: Conn, msg: Cover) -> None:
        table = self._table(msg.table)
        table.cover(msg.seat, msg.host_token)
        self._announce(table)
        self.wakers[table.id].set()

    def _act(self, conn: Conn, msg: Act) -> None:
        table = self._held(conn, msg.table, msg.seat)
        self._apply(table, msg.seat, msg.moves, msg.action, msg.rid)

    def _chat(self, conn: Conn, msg: Chat) -> None:
        table = self._held(conn, msg.table, msg.seat)
        line = ChatLine(
            table=table.id, seat=msg.seat, name=table.seat_names()[msg.seat], text=msg.text
        )
        text = encode(line)
        for other in self.audience[table.id]:
            other.send(text)

    def _record(self, conn: Conn, msg: GetRecord) -> None:
        table = self._table(msg.table)
        if conn not in self.audience[table.id]:
            raise Refusal("not_seated", "only the table's players and spectators get its record")
        if table.game is None or table.state != "over":
            raise Refusal("not_over", "the record is given once the game is over")
        conn.send(encode(Record(rid=msg.rid, table=table.id, save=savefile.dumps(table.game))))

    def _ping(self, conn: Conn, msg: Ping) -> None:
        conn.send(encode(Pong(rid=msg.rid, sent=msg.sent)))

    _handlers: dict[type, Callable[..., None]] = {
        ListTables: _list,
        CreateTable: _create,
        Join: _join,
        Resume: _resume,
        Leave: _leave,
        Spectate: _spectate,
        Start: _start,
        Cover: _cover,
        Act: _act,
        Chat: _chat,
        GetRecord: _record,
        Ping: _ping,
    }

    # ----- the game -----------------------------------------------------------------

    def _apply(self, table: Table, seat: int, moves: int, action: Any, rid: int = 0) -> None:
        """Apply, write to the log, then announce: nothing unwritten is ever announced."""
        was = table.state
        happened = table.act(seat, moves, action)
        self.store.append_action(table)
        self._announce(table, happened, (seat, rid))
        if table.state == "over" and was != "over":
            asyncio.get_running_loop().call_later(
                self.limits.keep_finished_seconds, self._expire, table.id
            )
        self.wakers[table.id].set()

    def _announce(
        self, table: Table, happened: list[Event] | None = None, by: tuple[int, int] = (-1, 0)
    ) -> None:
        """Send each seat and spectator of ``table`` its view and the events it may see;
        the seat ``by[0]`` whose request ``by[1]`` made the change gets that number back."""
        audience = self.audience.get(table.id)
        if not audience:
            return
        info = table.info(time.monotonic())
        views = None if table.game is None else ViewTexts(table.game.state)
        texts: dict[int | None, str] = {}
        for conn, seats in list(audience.items()):
            for seat in seats:
                if seat not in texts:
                    update = Update(
                        table=table.id,
                        seat=seat,
                        moves=table.moves,
                        current=table.current,
                        rid=by[1] if seat == by[0] else 0,
                        view=None,
                        events=events_for(happened or [], seat),
                        info=info,
                    )
                    texts[seat] = with_view(update, None if views is None else views.text(seat))
                conn.send(texts[seat])

    async def _computer_action(self, table: Table, seat: int) -> Any:
        """The computer's action for ``seat``, decided in a worker process from the
        seat's view."""
        assert table.game is not None
        if self._pool is None:
            self._pool = new_pool(self.limits.computer_workers)
        view = view_of(table.game.state, seat)
        loop = asyncio.get_running_loop()
        try:
            data = await loop.run_in_executor(self._pool, decide, table.computer_key(seat), view)
        except BrokenProcessPool:
            self._pool = None  # a worker died: the next decision starts new ones
            raise
        return action_of(data)

    async def _drive(self, table: Table) -> None:
        """Play the computer's turns of ``table``, and wait for everybody else's."""
        wake = self.wakers[table.id]
        while table.state != "over":
            wake.clear()
            seat = table.current
            now = time.monotonic()
            if table.game is None or seat < 0:
                await wake.wait()
                continue
            if not table.computer_plays(seat, now):
                wait = table.cover_in(seat, now)
                try:
                    await asyncio.wait_for(
                        wake.wait(), timeout=None if wait is None else wait + 0.01
                    )
                except TimeoutError:
                    self._announce(table)
                continue
            moves = table.moves
            try:
                action = await self._computer_action(table, seat)
            except Exception:  # noqa: BLE001 - a computer's failure must not stop the table
                self.crashes += 1
                LOG.exception("table %s: the computer of seat %d failed", table.id, seat + 1)
                await asyncio.sleep(1.0)
                continue
            if table.moves != moves or not table.computer_plays(seat, time.monotonic()):
                continue
            try:
                self._apply(table, seat, moves, action)
            except Refusal as err:
                self.crashes += 1
                LOG.error("table %s: the computer's action was refused: %s", table.id, err)
                await asyncio.sleep(1.0)
            await asyncio.sleep(0)
