"""Whole networked games: the same game as at one table, reconnects, restarts, covers."""

from __future__ import annotations

import asyncio

from powergrid.ai import make_bot
from powergrid.net.botclient import play_seat
from powergrid.net.client import Client, NetError
from powergrid.net.server import TableServer
from powergrid.rules import save

from .support import TEST_LIMITS, local_game, seated, settings


def run(coro, timeout: float = 120):
    async def bounded():
        async with asyncio.timeout(timeout):
            return await coro

    return asyncio.run(bounded())


def test_a_networked_game_ends_where_the_same_bots_end_at_one_table(tmp_path):
    async def main():
        server = TableServer(tmp_path, TEST_LIMITS)
        await server.start()
        url = f"ws://127.0.0.1:{server.port}"
        table, _code, clients, _ = await seated(url, 3)
        seeds = [11, 12, 13]
        await asyncio.gather(
            *(play_seat(c, table, i, make_bot("simple", seeds[i])) for i, c in enumerate(clients))
        )
        record = save.loads(await clients[0].record(table))
        views = [c.state(table, i).digest() for i, c in enumerate(clients)]
        for c in clients:
            await c.close()
        await server.close()
        return record, seeds, views

    record, seeds, views = run(main())
    local = local_game(record.config, record.seed, seeds)
    assert record.state.is_terminal()
    assert record.state.digest() == local.state.digest()
    assert views == [local.state.view(i).digest() for i in range(3)]


def test_the_record_is_refused_until_the_game_is_over(tmp_path):
    async def main():
        server = TableServer(tmp_path, TEST_LIMITS)
        await server.start()
        table, _code, clients, _ = await seated(f"ws://127.0.0.1:{server.port}", 2)
        try:
            await clients[0].record(table)
        except NetError as err:
            code = err.code
        for c in clients:
            await c.close()
        await server.close()
        return code

    assert run(main()) == "not_over"


def test_a_dropped_player_comes_back_to_his_seat_with_its_token_and_sees_it_at_once(tmp_path):
    async def main():
        server = TableServer(tmp_path, TEST_LIMITS)
        await server.start()
        url = f"ws://127.0.0.1:{server.port}"
        table, _code, clients, seats = await seated(url, 2)
        bot0, bot1 = make_bot("simple", 1), make_bot("simple", 2)
        other = asyncio.create_task(play_seat(clients[1], table, 1, bot1))
        for _ in range(8):  # a few of seat 0's actions, then the line drops
            update = await clients[0].wait_turn(table, 0)
            await clients[0].act(table, 0, bot0.choose(clients[0].state(table, 0)))
        clients[0].abort()
        await asyncio.sleep(0.05)
        away = server.tables[table].info(0).seats[0].presence
        back = await Client.connect(url)
        wrong = None
        try:
            await back.resume(table, 0, seats[1].token)  # another seat's token
        except NetError as err:
            wrong = err.code
        await back.resume(table, 0, seats[0].token)
        await back.wait_for(lambda: (table, 0) in back.updates)
        seen_at_once = back.updates[(table, 0)].moves
        await play_seat(back, table, 0, bot0)
        await other
        record = save.loads(await back.record(table))
        await back.close()
        await clients[1].close()
        await server.close()
        return away, wrong, seen_at_once, update.moves, record

    away, wrong, seen, before, record = run(main())
    assert away == "away"
    assert wrong == "wrong_token"
    assert seen >= before + 1
    assert record.state.is_terminal()
    assert record.state.digest() == local_game(record.config, record.seed, [1, 2]).state.digest()


def test_a_killed_server_resumes_every_table_from_its_last_action(tmp_path):
    async def main():
        server = TableServer(tmp_path, TEST_LIMITS)
        await server.start()
        port = server.port
        url = f"ws://127.0.0.1:{port}"
        table, _code, clients, seats = await seated(url, 2)
        bots = [make_bot("simple", 5), make_bot("simple", 6)]
        tasks = [
            asyncio.create_task(play_seat(c, table, i, bots[i])) for i, c in enumerate(clients)
        ]
        await clients[0].wait_for(lambda: clients[0].updates[(table, 0)].moves >= 40)
        # No goodbye: the listening socket and every connection just vanish.
        server.ws_server.close(close_connections=False)
        for c in clients:
            c.abort()
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        moves = server.tables[table].moves
        digest = server.tables[table].game.state.digest()
        for task in server.drivers.values():
            task.cancel()

        again = TableServer(tmp_path, TEST_LIMITS)
        await again.start(port=0)
        resumed = again.tables[table]
        url = f"ws://127.0.0.1:{again.port}"
        back = [await Client.connect(url) for _ in range(2)]
        for i, c in enumerate(back):
            await c.resume(table, i, seats[i].token)
        await asyncio.gather(*(play_seat(c, table, i, bots[i]) for i, c in enumerate(back)))
        record = save.loads(await back[0].record(table))
        for c in back:
            await c.close()
        await again.close()
        return moves, digest, resumed, record

    moves, digest, resumed, record = run(main())
    assert moves >= 40
    assert record.state.is_terminal()
    assert save.loads(save.dumps(record)).state.digest() == record.state.digest()
    # The resumed table started where the killed one stood.
    replay = type(record)(record.config, record.seed)
    replay.replay(record.log[:moves])
    assert replay.state.digest() == digest


def test_an_away_player_is_covered_by_the_tables_computer_and_the_game_goes_on(tmp_path):
    async def main():
        server = TableServer(tmp_path, TEST_LIMITS)
        await server.start()
        url = f"ws://127.0.0.1:{server.port}"
        table, _code, clients, _ = await seated(url, 2, away_seconds=0.2, away_level="simple")
        await clients[0].close()  # seat 0 leaves the room and never comes back
        final = await play_seat(clients[1], table, 1, make_bot("simple", 3))
        presence = final.info.seats[0].presence
        await clients[1].close()
        await server.close()
        return final, presence

    final, presence = run(main())
    assert final.info.state == "over"
    assert presence == "covered"


def test_computer_seats_play_on_the_server_and_a_spectator_sees_what_any_seat_sees(tmp_path):
    async def main():
        server = TableServer(tmp_path, TEST_LIMITS)
        await server.start()
        url = f"ws://127.0.0.1:{server.port}"
        host = await Client.connect(url)
        created = await host.create(settings(3, ["human", "simple", "easy"]))
        watcher = await Client.connect(url)
        await watcher.spectate(created.table, created.code)
        await host.join(created.table, 0, created.code, "Ada")
        final = await play_seat(host, created.table, 0, make_bot("simple", 9))
        await watcher.wait_for(lambda: watcher.updates[(created.table, None)].moves == final.moves)
        seen = watcher.updates[(created.table, None)]
        await host.close()
        await watcher.close()
        await server.close()
        return final, seen

    final, seen = run(main())
    assert final.info.state == "over"
    assert [s.presence for s in final.info.seats] == ["here", "computer", "computer"]
    assert seen.seat is None and seen.view == final.view


def test_the_host_has_the_computer_play_for_a_player_who_does_not_come_back(tmp_path):
    async def main():
        server = TableServer(tmp_path, TEST_LIMITS)
        await server.start()
        url = f"ws://127.0.0.1:{server.port}"
        host = await Client.connect(url)
        created = await host.create(settings(2, away_seconds=None))
        await host.join(created.table, 0, created.code, "Host")
        other = await Client.connect(url)
        await other.join(created.table, 1, created.code, "Gone")
        await other.close()  # seat 1 goes; the table would wait for ever
        await host.wait_for(
            lambda: host.updates[(created.table, 0)].info.seats[1].presence == "away"
        )
        await host.cover(created.table, 1, created.host_token)
        final = await play_seat(host, created.table, 0, make_bot("simple", 4))
        await host.close()
        await server.close()
        return final

    final = run(main())
    assert final.info.state == "over"
    assert final.info.seats[1].presence == "covered"
