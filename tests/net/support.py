"""Helpers of the network tests: a server on the loopback, seated tables, local replays."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Awaitable
from concurrent.futures import Future
from dataclasses import replace
from pathlib import Path
from typing import Any, TypeVar

from powergrid.ai import make_bot
from powergrid.net.client import Client
from powergrid.net.limits import Limits
from powergrid.net.protocol import Seated, TableSettings
from powergrid.net.server import TableServer
from powergrid.rules import Game, GameConfig, Variants

T = TypeVar("T")

#: Limits for tests: bots that play flat out, quick pings, no bound per address.
TEST_LIMITS = replace(
    Limits(),
    max_per_address=0,
    messages_per_second=2000,
    burst=2000,
    ping_interval=5,
    ping_timeout=5,
    close_seconds=0.5,
    computer_workers=1,
)


def settings(players: int, controllers: list[str] | None = None, **extra: Any) -> TableSettings:
    """A table's settings: ``players`` seats for people unless ``controllers`` says."""
    config = GameConfig.quick(players, variants=extra.pop("variants", Variants()))
    if controllers is not None:
        seats = tuple(
            s.model_copy(update={"controller": c})
            for s, c in zip(config.seats, controllers, strict=True)
        )
        config = config.model_copy(update={"seats": seats})
    return TableSettings(title="Test table", config=config, **extra)


async def seated(
    url: str, players: int, trace: bool = False, **extra: Any
) -> tuple[str, str, list[Client], list[Seated]]:
    """A started table with one client per seat: (table, code, clients, seats)."""
    host = await Client.connect(url)
    if trace:
        host.trace = []
    created = await host.create(settings(players, **extra))
    clients = [host]
    for _ in range(players - 1):
        client = await Client.connect(url)
        if trace:
            client.trace = []
        clients.append(client)
    joined = [
        await c.join(created.table, i, created.code, f"Player {i + 1}")
        for i, c in enumerate(clients)
    ]
    for i, c in enumerate(clients):
        await _first_update(c, created.table, i)
    return created.table, created.code, clients, joined


async def _first_update(client: Client, table: str, seat: int) -> None:
    await client.wait_for(lambda: (table, seat) in client.updates)


def local_game(config: GameConfig, seed: int, bot_seeds: list[int], level: str = "simple") -> Game:
    """The game the same bots play at one table, without a network."""
    game = Game(config, seed)
    bots = [make_bot(level, s) for s in bot_seeds]
    while not game.state.is_terminal():
        game.apply(bots[game.state.current_player].choose(game.state))
    return game


class ThreadedServer:
    """A table server on the loopback in a thread of its own (for blocking clients)."""

    def __init__(self, data: Path, limits: Limits = TEST_LIMITS) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.server = TableServer(data, limits)
        self.call(self.server.start())
        self.url = f"ws://127.0.0.1:{self.server.port}"

    def call(self, coro: Awaitable[T], timeout: float = 30) -> T:
        """Run a coroutine on the server's loop and wait for its result."""
        future: Future[T] = asyncio.run_coroutine_threadsafe(coro, self.loop)  # type: ignore[arg-type]
        return future.result(timeout)

    def close(self) -> None:
        self.call(self.server.close())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)
