"""A computer player at a networked table: a bot that plays one seat over a client.

The bot decides from the seat's view alone (the only thing the server sends), as it
does at a local table. Used by the benchmarks, the tests and anybody who wants a
computer opponent to sit at a remote table.
"""

from __future__ import annotations

import asyncio
import time

from ..ai import Bot
from .client import Client, NetError
from .protocol import Update


async def play_seat(
    client: Client,
    table: str,
    seat: int,
    bot: Bot,
    think: float = 0.0,
    round_trips: list[float] | None = None,
    timeout: float | None = None,
) -> Update:
    """Play ``seat`` until the game is over; returns the last update.

    ``think`` seconds pass before each action (as a person would take); the time
    from sending each action to the arrival of its update is added to ``round_trips``.
    A refusal because the position moved on (a computer covered the seat meanwhile)
    is waited out; any other refusal raises.
    """
    while True:
        update = await client.wait_turn(table, seat, timeout)
        if update.info.state == "over":
            return update
        action = bot.choose(client.state(table, seat))
        if think:
            await asyncio.sleep(think)
        sent = time.perf_counter()
        try:
            await client.act(table, seat, action, moves=update.moves)
        except NetError as err:
            if err.code in ("stale", "not_your_turn"):
                await _moved_on(client, table, seat, update.moves)
                continue
            raise
        if round_trips is not None:
            # Up to the update's arrival, not to this task's turn to run again.
            round_trips.append(client.received_at[(table, seat)] - sent)


async def _moved_on(client: Client, table: str, seat: int, moves: int) -> None:
    """Wait until the seat's view is past the position after ``moves`` actions."""
    await client.wait_for(lambda: client.updates[(table, seat)].moves != moves)
