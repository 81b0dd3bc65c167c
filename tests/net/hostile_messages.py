"""A hostile client's messages, and a judge of what the server made of each.

Shared by the fast campaign of the default run (``tests/net/test_hostile.py``) and
the big one of ``tools/net_bench.py hostile``. The attacker sits at a table of
people on a server in a thread of its own and holds every seat (several people at
one screen), so that besides junk it can send actions in and out of turn, stale
and replayed ones, another seat's token, wrong codes, huge frames and floods.

After each message a ping marks the end of its replies. The judge compares the
server's table (its position's digest, its log, seats and tokens, the number of
tables) before and after: a message that was refused (or closed the connection)
must change nothing; an accepted one may. The server's own count of unexpected
errors is the count of crashes.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from hypothesis import strategies as st
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from powergrid.net.limits import Limits
from powergrid.net.protocol import PROTOCOL_VERSION, TableSettings
from powergrid.rules import GameConfig

from .support import TEST_LIMITS, ThreadedServer

#: Small limits, so that floods, huge frames and guessing reach them quickly.
HOSTILE_LIMITS: Limits = replace(
    TEST_LIMITS,
    max_message_bytes=16 * 1024,
    messages_per_second=400,
    burst=20,
    flood_drops=20,
    max_failures=8,
    tables_per_connection=1_000_000,
)
SEATS = 3
TYPES = [
    "hello",
    "list",
    "create",
    "join",
    "resume",
    "leave",
    "spectate",
    "start",
    "cover",
    "act",
    "chat",
    "record",
    "ping",
    "nonsense",
]


@dataclass
class Outcome:
    #: Hostile messages sent (a flood counts once) and the frames they took.
    sends: int = 0
    messages: int = 0
    refused: int = 0
    accepted: int = 0
    closed: int = 0
    crashes: int = 0
    wrong: list[str] = field(default_factory=list)


class Campaign:
    """The server, the attacker's connection and its table."""

    def __init__(self, data: Path) -> None:
        self.server = ThreadedServer(data, HOSTILE_LIMITS)
        self.ws: ClientConnection | None = None
        self.sent_acts: list[str] = []
        self.outcome = Outcome()
        self.rid = 1000
        self._new_table()

    def close(self) -> None:
        if self.ws is not None:
            self.ws.close()
        self.server.close()

    # ----- the attacker's own table -------------------------------------------------

    def _connect(self) -> ClientConnection:
        ws = connect(self.server.url, compression=None, max_size=None, open_timeout=10)
        ws.__enter__()
        ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION}))
        ws.recv(timeout=10)
        return ws

    def _request(self, message: dict[str, Any]) -> dict[str, Any]:
        assert self.ws is not None
        self.rid += 1
        self.ws.send(json.dumps({**message, "rid": self.rid}))
        while True:
            reply = json.loads(self.ws.recv(timeout=10))
            if reply.get("rid") == self.rid:
                return reply

    def _new_table(self) -> None:
        if self.ws is not None:
            self.ws.close()
        self.ws = self._connect()
        settings = TableSettings(title="Hostile", config=GameConfig.quick(SEATS))
        created = self._request({"type": "create", "settings": settings.model_dump(mode="json")})
        self.table, self.code, self.host = created["table"], created["code"], created["host_token"]
        self.tokens = []
        for seat in range(SEATS):
            join = {"type": "join", "table": self.table, "seat": seat, "code": self.code}
            self.tokens.append(self._request({**join, "name": f"Seat {seat}"})["token"])
        self.sent_acts = []

    def _reconnect(self) -> None:
        """After a close: a new connection that resumes every seat with its token."""
        self.ws = self._connect()
        for seat, token in enumerate(self.tokens):
            resume = {"type": "resume", "table": self.table, "seat": seat, "token": token}
            self._request(resume)

    def _sit_again(self) -> None:
        """Take back a seat the attacker left (an accepted leave), so that no computer
        plays between two messages."""

        async def open_seats():
            table = self.server.server.tables.get(self.table)
            return [] if table is None else [i for i, s in enumerate(table.seats) if not s.player]

        for seat in self.server.call(open_seats()):
            join = {"type": "join", "table": self.table, "seat": seat, "code": self.code}
            reply = self._request({**join, "name": f"Back {self.rid}"})
            if reply["type"] == "seated":
                self.tokens[seat] = reply["token"]

    # ----- what the server holds ----------------------------------------------------

    def snapshot(self) -> tuple[Any, ...]:
        async def read():
            server = self.server.server
            table = server.tables.get(self.table)
            tables = len(server.tables)
            if table is None:
                return (tables,)
            game = table.game
            seats = tuple((s.player, s.token_hash) for s in table.seats)
            digest = None if game is None else game.state.digest()
            return (tables, table.state, table.moves, digest, seats)

        return self.server.call(read())

    def crashes(self) -> int:
        return self.server.server.crashes

    def facts(self) -> dict[str, Any]:
        """What a message may name: ids, secrets, the position, its legal actions."""

        async def read():
            table = self.server.server.tables[self.table]
            game = table.game
            legal = [] if game is None or table.state == "over" else game.state.legal_actions()
            return table.moves, table.current, [a.model_dump(mode="json") for a in legal[:50]]

        moves, current, legal = self.server.call(read())
        return {
            "table": self.table,
            "code": self.code,
            "host": self.host,
            "tokens": self.tokens,
            "moves": moves,
            "current": current,
            "legal": legal,
            "replays": self.sent_acts[-5:],
        }

    # ----- one hostile message ------------------------------------------------------

    def send(self, drawn: Payload) -> None:
        """Send one hostile message (a list: a flood) and judge what it did."""
        payload = render(drawn, self.facts())
        out = self.outcome
        out.sends += 1
        out.messages += len(payload) if isinstance(payload, list) else 1
        before, crashes = self.snapshot(), self.crashes()
        replies, closed = self._deliver(payload)
        after = self.snapshot()
        accepted = not closed and not any(r.get("type") in ("refused", "fatal") for r in replies)
        if self.crashes() != crashes:
            out.crashes += self.crashes() - crashes
            out.wrong.append(f"crash on {str(payload)[:200]!r}")
        if closed:
            out.closed += 1
        if accepted:
            out.accepted += 1
        else:
            out.refused += 1
            if before != after:
                out.wrong.append(f"a refused message changed the table: {str(payload)[:200]!r}")
        if accepted and isinstance(payload, str) and '"type":"act"' in payload.replace(" ", ""):
            self.sent_acts.append(payload)
        if closed:
            self._reconnect()
        self._sit_again()
        if after[1:2] == ("over",) or len(after) == 1:
            self._new_table()

    def _deliver(self, payload: str | bytes | list[str]) -> tuple[list[dict[str, Any]], bool]:
        """Send, then a ping; the replies up to its pong, and whether the line closed."""
        assert self.ws is not None
        self.rid += 1
        marker = self.rid
        replies: list[dict[str, Any]] = []
        try:
            for item in payload if isinstance(payload, list) else [payload]:
                self.ws.send(item)
            self.ws.send(json.dumps({"type": "ping", "rid": marker}))
            while True:
                reply = json.loads(self.ws.recv(timeout=20))
                if reply.get("type") == "pong" and reply.get("rid") == marker:
                    return replies, False
                replies.append(reply)
                if reply.get("type") == "fatal":
                    return replies, self._closed()
        except (ConnectionClosed, TimeoutError, OSError):
            return replies, self._closed()

    def _closed(self) -> bool:
        assert self.ws is not None
        self.ws.close()
        return True


# ----- the strategies ---------------------------------------------------------------
#
# A drawn message names what it takes from the table by placeholders ("@table",
# "@token1", "@moves", "@legal:7" …) that :func:`render` fills in from the campaign's
# facts when it is sent: hypothesis draws the same data whatever the table holds.

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
JUNK = [
    "",
    "{",
    "null",
    "[]",
    '{"type": "act"}',
    '{"type": 1}',
    "[" * 3000 + "]" * 3000,
    '{"type": "ping", "rid": ' + "9" * 400 + "}",
    '{"type": "ping", "sent": NaN}',
    '{"type": "ping", "rid": 1e999}',
    '"\\ud800"',
    '{"type":"chat","table":"t","seat":0,"text":"\\u0000"}',
]
BAD_ACTIONS = [
    {"kind": "bid", "amount": -5},
    {"kind": "pass"},
    {"kind": "build", "city": "../../etc/passwd"},
    {"kind": "run", "plants": [3, 3], "coal": 99},
    {"kind": "buy", "resource": "uranium", "amount": 0},
    {"kind": "choose", "plant": 13, "bid": 13},
    {"kind": "done"},
    {"kind": "nuke"},
]


def _id(key: str) -> st.SearchStrategy[Any]:
    """The table's real id or secret, a near miss, a path, or anything."""
    return st.sampled_from([f"@{key}", f"@{key}~", "../../etc/passwd", "", "A" * 70]) | st.text(
        max_size=12
    )


Payload = str | bytes | list[str] | dict[str, Any]


@st.composite
def message(draw: st.DrawFn) -> Payload:
    """One hostile message (a list: a flood sent at once; a dict: JSON to render)."""
    kind = draw(
        st.sampled_from(
            ["junk", "json", "shaped", "shaped", "shaped", "shaped", "act", "act", "act"]
            + ["replay", "replay", "flood", "huge", "binary"]
        )
    )
    if kind == "junk":
        return draw(st.sampled_from(JUNK) | st.text(max_size=200))
    if kind == "binary":
        return draw(st.binary(max_size=100))
    if kind == "json":
        return json.dumps(draw(json_values))
    if kind == "huge":
        size = HOSTILE_LIMITS.max_message_bytes + draw(st.integers(1, 50_000))
        return {"type": "chat", "table": "@table", "seat": 0, "text": "x" * size}
    if kind == "flood":
        return [json.dumps({"type": "ping"})] * draw(st.integers(20, 200))
    if kind == "replay":
        return f"@replay:{draw(st.integers(0, 4))}"
    if kind == "act":
        return draw(_act())
    return draw(_shaped())


@st.composite
def _act(draw: st.DrawFn) -> dict[str, Any]:
    """An action: legal or not, in turn or out of turn, for the current move or not."""
    if draw(st.booleans()):
        action: Any = f"@legal:{draw(st.integers(0, 49))}"
    else:
        action = draw(st.sampled_from(BAD_ACTIONS) | json_values)
    seat = draw(st.sampled_from(["@current", "@current"]) | st.integers(-1, 7))
    moves = draw(st.sampled_from(["@moves", "@moves", "@moves-1"]) | st.integers(-2, 10_000))
    table = draw(st.sampled_from(["@table", "@table"]) | _id("table"))
    return {"type": "act", "table": table, "seat": seat, "moves": moves, "action": action}


@st.composite
def _shaped(draw: st.DrawFn) -> dict[str, Any]:
    """A message of a known type with fields that may be real, wrong or stolen."""
    kind = draw(st.sampled_from(TYPES))
    tokens = [f"@token{i}" for i in range(SEATS)]
    fields: dict[str, Any] = {"type": kind}
    for name, strategy in {
        "table": _id("table"),
        "seat": st.integers(-1, 7),
        "code": _id("code"),
        "token": st.sampled_from(tokens) | _id("host") | st.text(max_size=30),
        "host_token": st.sampled_from(["@host", *tokens]) | st.text(max_size=30),
        "name": st.sampled_from(["Seat 1", "<b>x</b>", "a\nb", "\u202e", ""])
        | st.text(max_size=50),
        "text": st.text(max_size=400),
        "protocol": st.integers(-3, 3),
        "moves": st.integers(-1, 500),
        "settings": json_values,
        "rid": st.integers(-5, 2**60),
        "extra": json_values,
    }.items():
        if draw(st.integers(0, 3)) > 0:
            fields[name] = draw(strategy)
    return fields


def render(payload: Payload, facts: dict[str, Any]) -> str | bytes | list[str]:
    """A drawn message with its placeholders filled in from the table's facts."""
    if isinstance(payload, str) and payload.startswith("@replay:"):
        replays = facts["replays"]
        if not replays:
            return json.dumps({"type": "ping"})
        return str(replays[int(payload.split(":")[1]) % len(replays)])
    if isinstance(payload, dict):
        return json.dumps(_filled(payload, facts))
    return payload


def _filled(value: Any, facts: dict[str, Any]) -> Any:
    if isinstance(value, dict):
        return {k: _filled(v, facts) for k, v in value.items()}
    if isinstance(value, list):
        return [_filled(v, facts) for v in value]
    if not isinstance(value, str) or not value.startswith("@"):
        return value
    name = value[1:]
    if name.startswith("legal:"):
        legal = facts["legal"]
        return legal[int(name[6:]) % len(legal)] if legal else {"kind": "pass"}
    if name == "moves-1":
        return max(0, facts["moves"] - 1)
    if name.startswith("token") and name[5:].isdigit():
        return facts["tokens"][int(name[5:])]
    near = name.endswith("~")
    real = facts.get(name.rstrip("~"))
    if real is None:
        return value
    return real[:-1] + ("Y" if real[-1:] == "X" else "X") if near else real
