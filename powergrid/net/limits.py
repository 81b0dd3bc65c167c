"""The bounds a server keeps on traffic from strangers, and the rate counter it uses."""

from __future__ import annotations

import time
from dataclasses import dataclass

from .protocol import MAX_MESSAGE_BYTES


@dataclass(frozen=True)
class Limits:
    """Every bound of a server; the defaults suit a server open to the internet.

    A connection may send ``messages_per_second`` on average with bursts of ``burst``;
    above that the server reads its messages only as fast as the rate allows (the
    client's sends back up), and a connection held back for ``flood_drops`` messages
    in a row is closed. Wrong codes and tokens count
    against ``max_failures``. ``max_per_address`` counts connections from one IP
    address (0: no bound; behind a reverse proxy every client has the proxy's).
    """

    max_tables: int = 500
    max_connections: int = 2000
    max_per_address: int = 64
    max_message_bytes: int = MAX_MESSAGE_BYTES
    messages_per_second: float = 20.0
    burst: int = 60
    flood_drops: int = 600
    max_failures: int = 20
    tables_per_connection: int = 4
    #: Tables alive that connections from one address opened (when addresses count).
    tables_per_address: int = 16
    seats_per_connection: int = 6
    #: Seconds to send hello after connecting, and of silence before a close.
    hello_seconds: float = 10.0
    idle_seconds: float = 900.0
    #: WebSocket keep-alive: a connection that answers no ping in time is closed.
    ping_interval: float = 20.0
    ping_timeout: float = 20.0
    #: Seconds to wait for the client's part of a closing handshake.
    close_seconds: float = 5.0
    #: Messages waiting for a client that does not read before it is closed.
    send_queue: int = 512
    #: Worker processes in which the computer levels think.
    computer_workers: int = 2
    #: Computer levels a table may use (the Expert's search takes every core).
    levels: tuple[str, ...] = ("simple", "easy", "normal", "hard")
    #: Seconds a finished table stays (for its record), a table that never starts
    #: waits, and a table nobody is connected to is kept.
    keep_finished_seconds: float = 3600.0
    keep_waiting_seconds: float = 3 * 3600.0
    keep_unwatched_seconds: float = 7 * 24 * 3600.0


class Bucket:
    """A token bucket: ``take()`` is the wait (seconds) before a message may be read."""

    __slots__ = ("rate", "burst", "tokens", "stamp")

    def __init__(self, rate: float, burst: int) -> None:
        self.rate = rate
        self.burst = float(burst)
        self.tokens = float(burst)
        self.stamp = time.monotonic()

    def take(self) -> float:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate) - 1.0
        self.stamp = now
        return 0.0 if self.tokens >= 0.0 else -self.tokens / self.rate
