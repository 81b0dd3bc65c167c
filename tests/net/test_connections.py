"""Connections from strangers: versions, broken messages, limits, dead lines, chat."""

from __future__ import annotations

import asyncio
import json
from dataclasses import replace

import pytest
from websockets.asyncio.client import connect

from powergrid.net.client import Client, NetError
from powergrid.net.protocol import PROTOCOL_VERSION
from powergrid.net.server import TableServer

from .support import TEST_LIMITS, seated, settings


def run(coro, timeout: float = 60):
    async def bounded():
        async with asyncio.timeout(timeout):
            return await coro

    return asyncio.run(bounded())


async def _server(tmp_path, **limits) -> tuple[TableServer, str]:
    server = TableServer(tmp_path, replace(TEST_LIMITS, **limits))
    await server.start()
    return server, f"ws://127.0.0.1:{server.port}"


async def _raw(url: str, *texts: str | bytes, replies: int = 1) -> list:
    """Send texts on a fresh connection after hello; the replies (until closed)."""
    got = []
    async with connect(url, compression=None, max_size=None) as ws:
        await ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION}))
        await ws.recv()
        for text in texts:
            await ws.send(text)
        try:
            for _ in range(replies):
                got.append(json.loads(await asyncio.wait_for(ws.recv(), 5)))
        except Exception as err:  # noqa: BLE001 - the close is part of what is checked
            got.append(err)
    return got


@pytest.mark.parametrize(("theirs", "word"), [(PROTOCOL_VERSION - 1, "older"), (99, "newer")])
def test_a_client_of_another_protocol_is_told_so_in_one_line(tmp_path, theirs, word):
    async def main():
        server, url = await _server(tmp_path)
        try:
            await Client.connect(url, protocol=theirs)
        except NetError as err:
            result = err
        await server.close()
        return result

    err = run(main())
    assert err.code == "protocol_version"
    assert "\n" not in err.message and word in err.message
    assert f"protocol {PROTOCOL_VERSION}" in err.message and f"protocol {theirs}" in err.message


def test_the_first_message_must_be_hello(tmp_path):
    async def main():
        server, url = await _server(tmp_path)
        async with connect(url) as ws:
            await ws.send(json.dumps({"type": "list"}))
            first = json.loads(await ws.recv())
        await server.close()
        return first

    assert run(main())["code"] == "hello_first"


def test_broken_messages_are_refused_with_their_reason_and_the_connection_goes_on(tmp_path):
    async def main():
        server, url = await _server(tmp_path)
        got = await _raw(
            url,
            "{not json",
            "[" * 5000,
            json.dumps({"type": "act", "table": "../../etc", "seat": 0, "moves": 0}),
            b"\x00binary",
            json.dumps({"type": "list", "rid": 7}),
            replies=5,
        )
        crashes = server.crashes
        await server.close()
        return got, crashes

    got, crashes = run(main())
    assert [g["code"] for g in got[:4]] == ["bad_message"] * 4
    assert "malformed JSON" in got[0]["message"]
    assert "nested more than" in got[1]["message"]
    assert got[4]["type"] == "tables" and got[4]["rid"] == 7
    assert crashes == 0


def test_a_huge_frame_closes_that_connection_and_the_server_serves_on(tmp_path):
    async def main():
        server, url = await _server(tmp_path, max_message_bytes=4096)
        got = await _raw(url, "x" * 10_000)
        client = await Client.connect(url)
        tables = await client.list_tables()
        await client.close()
        await server.close()
        return got, tables

    got, tables = run(main())
    assert "1009" in str(got[0])  # "message too big"
    assert tables == ()


def test_a_flood_is_held_to_the_rate_and_then_closed(tmp_path):
    async def main():
        server, url = await _server(tmp_path, messages_per_second=50, burst=5, flood_drops=20)
        ping = json.dumps({"type": "ping"})
        got = await _raw(url, *[ping] * 200, replies=200)
        await server.close()
        return got

    got = run(main())
    fatal = [g for g in got if isinstance(g, dict) and g["type"] == "fatal"]
    assert fatal and fatal[0]["code"] == "flood"
    pongs = [g for g in got if isinstance(g, dict) and g["type"] == "pong"]
    assert 5 <= len(pongs) < 200


def test_guessing_codes_ends_the_connection(tmp_path):
    async def main():
        server, url = await _server(tmp_path, max_failures=3)
        host = await Client.connect(url)
        table, _code, clients, _ = await seated(url, 2)
        codes = []
        for i in range(6):
            try:
                await host.spectate(table, f"GUESS{i}")
            except NetError as err:
                codes.append(err.code)
        for c in [host, *clients]:
            await c.close()
        await server.close()
        return codes

    codes = run(main())
    assert codes[:3] == ["wrong_code"] * 3
    assert codes[3] == "too_many_failures"
    assert codes[4:] == ["too_many_failures"] * 2  # the connection is closed


def test_connections_above_the_maximum_are_turned_away(tmp_path):
    async def main():
        server, url = await _server(tmp_path, max_connections=2)
        first = [await Client.connect(url) for _ in range(2)]
        try:
            await Client.connect(url)
        except NetError as err:
            code = err.code
        for c in first:
            await c.close()
        await server.close()
        return code

    assert run(main()) == "too_many_connections"


def test_an_idle_connection_is_closed(tmp_path):
    async def main():
        server, url = await _server(tmp_path, idle_seconds=0.3)
        client = await Client.connect(url)
        await asyncio.wait_for(client._reader, 5)
        await server.close()
        return client.fatal

    fatal = run(main())
    assert fatal is not None and fatal.code == "idle"


def test_a_half_open_connection_is_closed_when_it_answers_no_ping(tmp_path):
    async def main():
        server, url = await _server(tmp_path, ping_interval=0.2, ping_timeout=0.3)
        client = await Client.connect(url)
        client.ws.transport.pause_reading()  # the line is dead: no pong comes back
        for _ in range(300):  # the ping's wait, then the closing handshake's
            if not server.conns:
                break
            await asyncio.sleep(0.05)
        left = len(server.conns)
        client.abort()
        await server.close()
        return left

    assert run(main()) == 0


def test_chat_reaches_everybody_at_the_table_as_the_text_sent(tmp_path):
    async def main():
        server, url = await _server(tmp_path)
        table, _code, clients, _ = await seated(url, 2)
        text = "<b>good game</b> & <img src=x>"
        await clients[0].say(table, 0, text)
        await clients[1].wait_for(lambda: bool(clients[1].chat))
        line = clients[1].chat[0]
        try:
            await clients[1]._request(
                lambda rid: __import__("powergrid.net.protocol").net.protocol.Chat(
                    rid=rid, table=table, seat=0, text="as another seat"
                )
            )
        except NetError as err:
            refused = err.code
        for c in clients:
            await c.close()
        await server.close()
        return line, refused

    line, refused = run(main())
    assert (line.seat, line.name, line.text) == (0, "Player 1", "<b>good game</b> & <img src=x>")
    assert refused == "not_seated"


def test_a_table_that_never_starts_is_removed_with_its_files_after_its_time(tmp_path):
    async def main():
        server, url = await _server(tmp_path, keep_waiting_seconds=0.2)
        client = await Client.connect(url)
        created = await client.create(settings(2))
        await client.join(created.table, 0, created.code, "Ada")
        files = sorted(p.name for p in tmp_path.iterdir())
        await asyncio.sleep(0.5)
        left = (list(server.tables), sorted(p.name for p in tmp_path.iterdir()))
        await client.close()
        await server.close()
        return created.table, files, left

    table, files, (tables, left) = run(main())
    assert f"{table}.table.json" in files
    assert tables == [] and left == []


def test_one_address_opens_a_bounded_number_of_tables(tmp_path):
    async def main():
        server, url = await _server(tmp_path, max_per_address=50, tables_per_address=3)
        codes = []
        for _ in range(3):
            client = await Client.connect(url)
            for _ in range(2):
                try:
                    await client.create(settings(2))
                    codes.append("created")
                except NetError as err:
                    codes.append(err.code)
            await client.close()
        await server.close()
        return codes

    assert run(main()) == ["created"] * 3 + ["too_many_tables"] * 3
