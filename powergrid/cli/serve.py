"""`powergrid serve`: run networked tables, with no window (Qt is never imported).

The server holds every game in its data folder and resumes them all when started
again. What it exposes and how to put it behind a reverse proxy: docs/network.md.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import ssl
import sys
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import args as argtypes
from .desktop import data_home

if TYPE_CHECKING:
    from ..net.limits import Limits

DEFAULT_PORT = 8765


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "serve",
        help="run a server of networked tables (no window)",
        description="Serve tables to players over WebSocket: a table list, create, join a "
        "seat with an invitation code, spectate, reconnect. Every table is kept in the "
        "data folder and resumes when the server starts again. Listens on 127.0.0.1 "
        "unless --host says otherwise.",
    )
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    p.add_argument(
        "--port", type=argtypes.int_range(0, 65535), default=DEFAULT_PORT, help="default 8765"
    )
    p.add_argument("--tls-cert", metavar="FILE", help="TLS certificate chain (PEM)")
    p.add_argument("--tls-key", metavar="FILE", help="TLS private key (PEM)")
    p.add_argument(
        "--data",
        metavar="DIR",
        default=None,
        help="data folder of the tables (default: $XDG_DATA_HOME/powergrid/server)",
    )
    p.add_argument(
        "--fsync",
        action="store_true",
        help="write every action to the disk before announcing it (safe against a power cut)",
    )
    p.add_argument("--max-tables", type=argtypes.int_range(1, 100_000), default=500)
    p.add_argument("--max-connections", type=argtypes.int_range(1, 100_000), default=2000)
    p.add_argument(
        "--max-per-address",
        type=argtypes.int_range(0, 100_000),
        default=64,
        help="connections from one IP address (0: no bound; behind a proxy use 0)",
    )
    p.add_argument(
        "--rate",
        type=argtypes.int_range(1, 100_000),
        default=20,
        help="messages per second one connection may send (default 20; bots may need more)",
    )
    p.add_argument("--quiet", action="store_true", help="log warnings and errors only")
    p.set_defaults(func=run)


def tls_context(cert: str | None, key: str | None) -> ssl.SSLContext | None:
    """The server's TLS context, or None; ValueError names a missing or bad file."""
    if cert is None and key is None:
        return None
    if cert is None or key is None:
        raise ValueError("TLS needs both --tls-cert and --tls-key")
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    try:
        context.load_cert_chain(cert, key)
    except (OSError, ssl.SSLError) as err:
        raise ValueError(f"cannot load the TLS certificate or key: {err}") from None
    return context


def run(args: argparse.Namespace) -> int:
    from ..net.limits import Limits

    try:
        tls = tls_context(args.tls_cert, args.tls_key)
    except ValueError as err:
        return argtypes.fail("powergrid serve", err)
    limits = replace(
        Limits(),
        max_tables=args.max_tables,
        max_connections=args.max_connections,
        max_per_address=args.max_per_address,
        messages_per_second=float(args.rate),
        burst=max(60, args.rate * 3),
    )
    folder = Path(args.data) if args.data else data_home() / "powergrid" / "server"
    logging.basicConfig(
        level=logging.WARNING if args.quiet else logging.INFO,
        format="%(asctime)s %(levelname)s %(message)s",
        stream=sys.stderr,
    )
    try:
        asyncio.run(_serve(folder, args.host, args.port, tls, limits, args.fsync))
    except OSError as err:
        return argtypes.fail("powergrid serve", err, status=1)
    return 0


async def _serve(
    folder: Path, host: str, port: int, tls: ssl.SSLContext | None, limits: Limits, fsync: bool
) -> None:
    from ..net.server import TableServer

    server = TableServer(folder, limits, fsync=fsync)
    await server.start(host, port, tls)
    scheme = "wss" if tls else "ws"
    print(f"serving on {scheme}://{host}:{server.port} (data: {folder})", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    await stop.wait()
    await server.close()
