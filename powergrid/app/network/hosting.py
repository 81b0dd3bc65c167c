"""A table server inside the game: the tables its player hosts from Game ▸ Host a table.

The server is the same as ``powergrid serve`` (:class:`powergrid.net.server.TableServer`)
on an asyncio loop in a thread of its own; the host's own window is one of its clients,
over the loopback, like any friend's. It listens on every IPv4 interface of the
computer at one port (8765 unless another is chosen or that one is taken), keeps its
tables in the app's data folder (so that a table resumes when its host starts the
game again) and holds at most one table: nobody else can open tables on a player's
computer. What it exposes is described in ``docs/network.md``.
"""

from __future__ import annotations

import asyncio
import errno
import ipaddress
import os
import socket
import stat
import tempfile
import threading
from concurrent.futures import Future
from dataclasses import replace
from pathlib import Path
from typing import Any

from ...net.limits import Limits
from ...net.server import TableServer
from ..shared import storage

# The port a host listens on unless the player chooses another.
DEFAULT_PORT = 8765
# Ports tried after a taken one (8765, 8766, … 8774).
PORTS_TRIED = 10
# A hosted table: one table, the Expert allowed (the host's own computer thinks).
HOSTED_LIMITS = replace(
    Limits(),
    max_tables=1,
    tables_per_connection=1,
    levels=("simple", "easy", "normal", "hard", "expert"),
)
# The folder of hosted tables, inside the app's data folder.
FOLDER_NAME = "hosted-tables"


class HostingError(Exception):
    """Hosting cannot start; the message says why (in English, for the log)."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail


def tables_folder() -> tuple[Path, bool]:
    """Where hosted tables are kept, and whether they outlive the session: the app's
    data folder, else (no folder of the user's) a private temporary folder. A link in
    the folder's place is refused (:class:`HostingError` ``"link"``): the game writes
    through no link."""
    data = storage.data_dir()
    if data is None:
        return Path(tempfile.mkdtemp(prefix="powergrid-tables-")), False
    folder = data / FOLDER_NAME
    try:
        info = os.lstat(folder)
    except FileNotFoundError:
        return folder, True
    except OSError as err:
        raise HostingError("folder", f"{folder}: {err.strerror}") from None
    if stat.S_ISLNK(info.st_mode):
        raise HostingError("link", str(folder))
    if not stat.S_ISDIR(info.st_mode):
        raise HostingError("folder", f"{folder} is not a folder")
    return folder, True


class HostedServer:
    """A table server on a thread of its own; :meth:`start` binds it to a port."""

    def __init__(self, folder: Path, limits: Limits = HOSTED_LIMITS) -> None:
        self.folder = folder
        self.limits = limits
        self.port = 0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self.server: TableServer | None = None

    @property
    def running(self) -> bool:
        return self.server is not None

    @property
    def url(self) -> str:
        """Where the host's own window connects (the loopback)."""
        return f"ws://127.0.0.1:{self.port}"

    def start(self, port: int = DEFAULT_PORT, tries: int = PORTS_TRIED) -> int:
        """Listen on ``port`` (or, when it is taken, on one of the next ``tries - 1``
        ports; 0: any free port); returns the port. :class:`HostingError` says why not."""
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="host", daemon=True)
        self._thread.start()
        candidates = [0] if port == 0 else [p for p in range(port, port + tries) if p <= 65535]
        for candidate in candidates:
            try:
                server = TableServer(self.folder, self.limits)
            except OSError as err:
                self._stop_loop()
                raise HostingError("folder", f"{self.folder}: {err.strerror}") from None
            try:
                self._call(server.start("0.0.0.0", candidate))
            except Exception as err:  # noqa: BLE001 - a taken port, a damaged folder …
                self._call(server.close())  # its tables' tasks end with it
                taken = isinstance(err, OSError) and err.errno == errno.EADDRINUSE
                if taken and candidate != candidates[-1]:
                    continue
                self._stop_loop()
                if taken:
                    raise HostingError("port_taken", f"{candidates[0]}–{candidate}") from None
                raise HostingError("cannot_listen", f"port {candidate}: {err}") from None
            self.server = server
            self.port = server.port
            return self.port
        self._stop_loop()
        raise HostingError("port_taken", "no port to try")

    def _call(self, coro: Any, timeout: float = 15.0) -> Any:
        assert self._loop is not None
        future: Future[Any] = asyncio.run_coroutine_threadsafe(coro, self._loop)
        return future.result(timeout)

    def table_count(self) -> int:
        """Tables the server holds now (a hosted server holds at most one)."""
        return 0 if self.server is None else len(self.server.tables)

    def close(self) -> None:
        """Stop serving: every player's connection closes; the table stays in the
        folder (and resumes when its host hosts it again)."""
        server, self.server = self.server, None
        if server is not None:
            try:
                self._call(server.close(), timeout=10.0)
            except Exception:  # noqa: BLE001 - closing must not fail the window's exit
                pass
        self._stop_loop()

    def _stop_loop(self) -> None:
        loop, thread = self._loop, self._thread
        self._loop = self._thread = None
        if loop is not None:
            loop.call_soon_threadsafe(loop.stop)
        if thread is not None:
            thread.join(10)
        if loop is not None and not loop.is_running():
            loop.close()


# ----- addresses ----------------------------------------------------------------------------


def lan_addresses() -> list[str]:
    """This computer's IPv4 addresses that other computers may reach it at: the one
    its traffic leaves by first (found without sending anything), then those its
    name resolves to; no loopback or link-local address."""
    found: list[str] = []
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))  # a documentation address: nothing is sent
            found.append(probe.getsockname()[0])
    except OSError:
        pass
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        infos = []
    found.extend(str(info[4][0]) for info in infos)
    kept: list[str] = []
    for text in found:
        try:
            address = ipaddress.ip_address(text)
        except ValueError:
            continue
        if address.is_loopback or address.is_link_local or address.is_unspecified:
            continue
        if text not in kept:
            kept.append(text)
    return kept


def table_url(text: str, default_port: int = DEFAULT_PORT) -> str:
    """The WebSocket URL of an address a player typed: ``host``, ``host:port``,
    ``[v6]:port`` or a whole ``ws://`` / ``wss://`` URL; without a port, a game's
    table (8765), or 443 for ``wss://`` (a server behind a proxy with a certificate).
    ValueError names what is wrong."""
    text = text.strip()
    if not text:
        raise ValueError("empty")
    if any(ch.isspace() for ch in text):
        raise ValueError("space")
    scheme = "ws"
    for prefix in ("ws://", "wss://"):
        if text.lower().startswith(prefix):
            scheme, text = prefix[:-3], text[len(prefix) :]
            break
    else:
        if "://" in text:
            raise ValueError("scheme")
    host, _slash, path = text.partition("/")
    port = 443 if scheme == "wss" else default_port
    if host.startswith("["):
        inside, bracket, rest = host[1:].partition("]")
        if not bracket or (rest and not rest.startswith(":")):
            raise ValueError("host")
        name, port_text = f"[{inside}]", rest[1:]
    elif host.count(":") == 1:
        name, port_text = host.split(":")
    else:
        name, port_text = host, ""
    if port_text:
        if not port_text.isdigit() or not 0 < int(port_text) <= 65535:
            raise ValueError("port")
        port = int(port_text)
    if not name or ":" in name.strip("[]") and not name.startswith("["):
        raise ValueError("host")
    return f"{scheme}://{name}:{port}" + (f"/{path}" if path else "")
