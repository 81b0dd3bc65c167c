"""The seats a player holds at networked tables, remembered across sessions.

Taking a seat gives a secret token (:class:`~powergrid.net.protocol.Seated`); with it
the player comes back to the same seat after a dropped line or a restart of the app,
without the invitation code. Each seat is kept as a :class:`Ticket` in the app's
settings store (``settings.qsettings``: never a link, a pipe or a device), as one
JSON text. What is read back is checked like any other input: a ticket of the wrong
shape is dropped, never used, and never crashes the start.
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass, fields

from ...jsonfile import JsonFileError, parse_json
from ..shared import settings as st

# The settings key of the remembered seats.
KEY = "network/seats"
# Seats kept at most (the newest first).
MOST = 24
_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
_URL = re.compile(r"^wss?://[^\s/]{1,300}(/[^\s]{0,300})?$")


@dataclass(frozen=True)
class Ticket:
    """A seat this player holds: where (``url``, ``table``), which (``seat``, the name
    it plays under) and its secret ``token``; ``code`` is the table's invitation
    code, ``host_token`` the host's secret when this player hosts the table (else
    empty), ``title`` the table's title as last seen."""

    url: str
    table: str
    seat: int
    token: str
    name: str = ""
    code: str = ""
    title: str = ""
    host_token: str = ""

    @property
    def hosted(self) -> bool:
        return bool(self.host_token)


def _valid(raw: object) -> Ticket | None:
    """The ticket ``raw`` describes, or None when any field is missing or wrong."""
    if not isinstance(raw, dict) or set(raw) - {f.name for f in fields(Ticket)}:
        return None
    try:
        ticket = Ticket(**raw)
    except TypeError:
        return None
    texts = (ticket.url, ticket.table, ticket.token, ticket.name, ticket.code, ticket.title)
    if not all(isinstance(t, str) for t in (*texts, ticket.host_token)):
        return None
    if not isinstance(ticket.seat, int) or isinstance(ticket.seat, bool):
        return None
    if not (0 <= ticket.seat <= 5 and _URL.match(ticket.url)):
        return None
    if not (_ID.match(ticket.table) and _ID.match(ticket.token)):
        return None
    if any(t and not _ID.match(t) for t in (ticket.code, ticket.host_token)):
        return None
    if len(ticket.name) > 40 or len(ticket.title) > 60:
        return None
    return ticket


def remembered() -> list[Ticket]:
    """Every remembered seat, newest first (bad entries left out)."""
    raw = st.qsettings().value(KEY, "")
    if not isinstance(raw, str) or not raw or len(raw) > 200_000:
        return []
    try:
        items = parse_json(raw)
    except JsonFileError:
        return []
    if not isinstance(items, list):
        return []
    return [t for t in (_valid(item) for item in items[:MOST]) if t is not None]


def _store(tickets: list[Ticket]) -> None:
    store = st.qsettings()
    store.setValue(KEY, json.dumps([asdict(t) for t in tickets[:MOST]]))
    store.sync()


def remember(ticket: Ticket) -> None:
    """Keep ``ticket`` (it replaces one of the same table and seat)."""
    others = [t for t in remembered() if (t.url, t.table, t.seat) != _key(ticket)]
    _store([ticket, *others])


def forget(url: str, table: str, seat: int | None = None) -> None:
    """Drop the remembered seat (every seat of the table when ``seat`` is None)."""
    kept = [
        t
        for t in remembered()
        if not (t.url == url and t.table == table and (seat is None or t.seat == seat))
    ]
    _store(kept)


def at_table(url: str, table: str) -> list[Ticket]:
    """The remembered seats of one table, by seat."""
    return sorted((t for t in remembered() if t.url == url and t.table == table), key=_seat)


def hosted() -> list[Ticket]:
    """The seats of tables this player hosted, newest first."""
    return [t for t in remembered() if t.hosted]


def _key(ticket: Ticket) -> tuple[str, str, int]:
    return ticket.url, ticket.table, ticket.seat


def _seat(ticket: Ticket) -> int:
    return ticket.seat
