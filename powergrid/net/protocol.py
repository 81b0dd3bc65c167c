"""The network protocol: every message a client and a server exchange, as data.

Each message is one JSON object in one WebSocket text frame, with a ``type`` that
names its model below; :data:`PROTOCOL_VERSION` is the version of this whole set.
A connection starts with the client's :class:`Hello`; a server of another version
answers with one :class:`Fatal` line saying which side is older, and closes.

Game data travels in the engine's own formats, so the protocol follows the engine
when it changes: an action is a :data:`powergrid.rules.actions.Action`, a game's
settings a :class:`powergrid.rules.GameConfig`, a seat's view a position
(``docs/position-format.md``) and a finished game a save (``powergrid.rules.save``).
``docs/protocol.md`` is written from this module.

Every text a client sends (a name, a title, a chat line) is one line of plain text
without control characters, bounded in length; a receiver shows it as plain text.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Annotated, Any, Literal, Union

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from ..jsonfile import JsonFileError, parse_json
from ..refusals import field_problem, has_controls
from ..rules import GameConfig
from ..rules.actions import Action

#: The version of the message set below; a client and a server must speak the same.
PROTOCOL_VERSION = 1

#: Longest message a server reads, in bytes (a config carrying a whole deck fits).
MAX_MESSAGE_BYTES = 64 * 1024


def _plain(text: str) -> str:
    if has_controls(text):
        raise ValueError("one line of text without control characters")
    if not text.strip():
        raise ValueError("text that is not blank")
    return text


#: A player's or table's name: one line of plain text.
Name = Annotated[str, Field(min_length=1, max_length=40), AfterValidator(_plain)]
Title = Annotated[str, Field(min_length=1, max_length=60), AfterValidator(_plain)]
ChatText = Annotated[str, Field(min_length=1, max_length=300), AfterValidator(_plain)]
#: A server's table id or a secret: short printable text (never a path).
Id = Annotated[str, Field(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_-]+$")]
Seat = Annotated[int, Field(ge=0, le=5)]
#: A request number the client chooses; replies to that request carry it back.
Rid = Annotated[int, Field(ge=0, le=2**53)]


class _Message(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


# ----- client to server --------------------------------------------------------------


class Hello(_Message):
    """The first message of a connection: the client's protocol version and name."""

    type: Literal["hello"] = "hello"
    protocol: int
    client: Name = "client"


class ListTables(_Message):
    """Ask for the table list (:class:`Tables`)."""

    type: Literal["list"] = "list"
    rid: Rid = 0


class TableSettings(_Message):
    """A new table: the game (map, variants, seats) and how the table waits.

    ``config`` is the engine's game config: each seat's controller is "human" (a
    person joins it; its name is a placeholder until then) or a computer level. Its
    map is a built-in map's name, or a player's own map sent whole in
    ``map_content`` (checked as ``powergrid map check`` checks a file; every view of
    the game then carries it too, as a position does).
    A person away for ``away_seconds`` has the ``away_level`` play for him until he
    is back (None: the table waits for him).
    """

    title: Title
    config: GameConfig
    away_seconds: float | None = Field(default=120.0, ge=0, le=7 * 24 * 3600)
    away_level: str = Field(default="normal", max_length=40)


class CreateTable(_Message):
    """Open a table; the answer (:class:`Created`) holds its invitation code."""

    type: Literal["create"] = "create"
    rid: Rid = 0
    settings: TableSettings


class Join(_Message):
    """Take an open seat of a table with its invitation code, under a name."""

    type: Literal["join"] = "join"
    rid: Rid = 0
    table: Id
    seat: Seat
    code: Id
    name: Name


class Resume(_Message):
    """Take one's seat again after a dropped connection, with the seat's token."""

    type: Literal["resume"] = "resume"
    rid: Rid = 0
    table: Id
    seat: Seat
    token: Id


class Leave(_Message):
    """Give the seat up: it opens for others and a computer plays it meanwhile."""

    type: Literal["leave"] = "leave"
    rid: Rid = 0
    table: Id
    seat: Seat


class Spectate(_Message):
    """Watch a table (with its invitation code): the view any seat has."""

    type: Literal["spectate"] = "spectate"
    rid: Rid = 0
    table: Id
    code: Id


class Start(_Message):
    """The host starts the game before every seat is taken (computers fill the rest)."""

    type: Literal["start"] = "start"
    rid: Rid = 0
    table: Id
    host_token: Id


class Cover(_Message):
    """The host lets the table's computer play an away player's seat now, without
    waiting out the table's time (until the player is back)."""

    type: Literal["cover"] = "cover"
    rid: Rid = 0
    table: Id
    seat: Seat
    host_token: Id


class Act(_Message):
    """One action of a seat this connection holds.

    ``moves`` is how many actions the client's view has seen: an action sent for an
    older position (a replay, a double click) is refused as stale.
    """

    type: Literal["act"] = "act"
    rid: Rid = 0
    table: Id
    seat: Seat
    moves: int = Field(ge=0)
    action: Action


class Chat(_Message):
    """A chat line from a seat this connection holds."""

    type: Literal["chat"] = "chat"
    rid: Rid = 0
    table: Id
    seat: Seat
    text: ChatText


class GetRecord(_Message):
    """Ask for the save of a finished game (:class:`Record`)."""

    type: Literal["record"] = "record"
    rid: Rid = 0
    table: Id


class Ping(_Message):
    """Measure the latency: the server answers :class:`Pong` with the same ``sent``."""

    type: Literal["ping"] = "ping"
    rid: Rid = 0
    sent: float = 0.0


ClientMessage = Annotated[
    Union[  # noqa: UP007 - a discriminated union reads best spelled out
        Hello,
        ListTables,
        CreateTable,
        Join,
        Resume,
        Leave,
        Spectate,
        Start,
        Cover,
        Act,
        Chat,
        GetRecord,
        Ping,
    ],
    Field(discriminator="type"),
]
CLIENT_ADAPTER: TypeAdapter[ClientMessage] = TypeAdapter(ClientMessage)


# ----- server to client --------------------------------------------------------------

#: Where a seat's player is: "open" (nobody; a computer plays it during the game),
#: "here", "away" (disconnected, waited for), "covered" (away; a computer plays
#: until he is back), "computer" (a computer level's seat).
Presence = Literal["open", "here", "away", "covered", "computer"]
TableState = Literal["waiting", "playing", "over"]


class SeatInfo(_Message):
    """One seat as everybody at the table sees it."""

    name: str
    presence: Presence
    level: str | None = None
    #: The seat's colour on the board (``#rrggbb``; None: the game's default colour).
    color: str | None = None
    #: Seconds until a computer covers an away player (None: not counting down).
    cover_in: float | None = None


class TableInfo(_Message):
    """A table as the table list and its players see it (no code, no token)."""

    table: str
    title: str
    state: TableState
    map: str
    moves: int
    seats: tuple[SeatInfo, ...]
    spectators: int = 0


class Welcome(_Message):
    """The server's answer to a matching :class:`Hello`, with the limits it keeps."""

    type: Literal["welcome"] = "welcome"
    protocol: int
    server: str
    max_message_bytes: int
    messages_per_second: float


class Tables(_Message):
    type: Literal["tables"] = "tables"
    rid: Rid = 0
    tables: tuple[TableInfo, ...]


class Created(_Message):
    """A new table: its id, the invitation code to send and the host's token."""

    type: Literal["created"] = "created"
    rid: Rid = 0
    table: str
    code: str
    host_token: str


class Seated(_Message):
    """This connection now plays ``seat``; ``token`` brings it back after a drop."""

    type: Literal["seated"] = "seated"
    rid: Rid = 0
    table: str
    seat: int
    token: str
    code: str


class Watching(_Message):
    type: Literal["watching"] = "watching"
    rid: Rid = 0
    table: str


class Left(_Message):
    type: Literal["left"] = "left"
    rid: Rid = 0
    table: str
    seat: int


class EventData(_Message):
    """An engine event: its class name in ``powergrid.rules.events`` and its fields."""

    kind: str
    data: dict[str, Any]


class Update(_Message):
    """What one seat (None: a spectator) may know after ``moves`` actions: its view
    (a position) and the events of the last action that it may see."""

    type: Literal["update"] = "update"
    table: str
    seat: int | None
    moves: int
    #: The seat that decides now (-1: the game has not started or is over).
    current: int = -1
    #: The request number of this seat's own action that made this update (else 0).
    rid: Rid = 0
    view: dict[str, Any] | None
    events: tuple[EventData, ...] = ()
    info: TableInfo


class Refused(_Message):
    """A request refused, nothing changed: a stable ``code`` (:data:`REFUSALS`, or an
    engine refusal code with its ``params``) and a sentence."""

    type: Literal["refused"] = "refused"
    rid: Rid = 0
    code: str
    message: str
    params: dict[str, Any] = Field(default_factory=dict)


class ChatLine(_Message):
    type: Literal["chat"] = "chat"
    table: str
    seat: int
    name: str
    text: str


class Record(_Message):
    """The save of a finished game (``powergrid.rules.save`` format)."""

    type: Literal["record"] = "record"
    rid: Rid = 0
    table: str
    save: str


class Pong(_Message):
    type: Literal["pong"] = "pong"
    rid: Rid = 0
    sent: float


class Fatal(_Message):
    """The last message before the server closes the connection, in one line."""

    type: Literal["fatal"] = "fatal"
    code: str
    message: str


ServerMessage = Annotated[
    Union[  # noqa: UP007
        Welcome,
        Tables,
        Created,
        Seated,
        Watching,
        Left,
        Update,
        Refused,
        ChatLine,
        Record,
        Pong,
        Fatal,
    ],
    Field(discriminator="type"),
]
SERVER_ADAPTER: TypeAdapter[ServerMessage] = TypeAdapter(ServerMessage)

#: Every refusal and fatal code of the server (engine refusals keep their own codes,
#: ``powergrid.rules.ILLEGAL_CODES``).
REFUSALS: Mapping[str, str] = MappingProxyType(
    {
        "bad_message": "not a message of this protocol (params: detail)",
        "protocol_version": "the client speaks another protocol version (fatal)",
        "hello_first": "the first message must be hello (fatal)",
        "too_many_connections": "the server or this address has too many connections (fatal)",
        "flood": "far too many messages; the connection is closed (fatal)",
        "too_many_failures": "too many wrong codes or tokens (fatal)",
        "idle": "nothing received for too long (fatal)",
        "too_slow": "the client does not read its messages (fatal)",
        "shutting_down": "the server stops (fatal)",
        "internal": "the server failed on this message (it is logged)",
        "too_many_tables": "the server holds its maximum of tables",
        "bad_settings": "the table's settings are refused (params: detail)",
        "no_table": "no such table",
        "wrong_code": "the invitation code does not match",
        "wrong_token": "the token is not this seat's",
        "no_seat": "the table has no such seat",
        "seat_taken": "somebody plays this seat",
        "not_a_person_seat": "a computer level plays this seat",
        "name_taken": "another seat has this name",
        "not_seated": "this connection does not hold the seat",
        "not_away": "the seat's player is not away",
        "not_started": "the game has not started",
        "already_started": "the game has started",
        "game_over": "the game is over",
        "not_over": "the game is not over yet",
        "not_your_turn": "another seat decides now (params: current)",
        "stale": "the action was meant for an older position (params: moves)",
    }
)


class BadMessage(ValueError):
    """Text that is not a message of this protocol; ``code`` and ``detail`` say why."""

    def __init__(self, detail: str, code: str = "bad_message") -> None:
        super().__init__(detail)
        self.code = code
        self.detail = detail


def encode(message: BaseModel) -> str:
    """The JSON text of a message."""
    return message.model_dump_json()


def _parsed(text: str | bytes) -> Any:
    if isinstance(text, bytes):
        raise BadMessage("a binary frame; messages are JSON text")
    try:
        return parse_json(text)
    except JsonFileError as err:
        raise BadMessage(str(err)) from None


def decode_client(text: str | bytes) -> ClientMessage:
    """A client's message from its text; :class:`BadMessage` names what is wrong."""
    raw = _parsed(text)
    try:
        return CLIENT_ADAPTER.validate_python(raw)
    except ValidationError as err:
        raise BadMessage(field_problem(err.errors()[0], top="message")) from None


def decode_server(text: str | bytes) -> ServerMessage:
    """A server's message from its text; :class:`BadMessage` names what is wrong."""
    raw = _parsed(text)
    try:
        return SERVER_ADAPTER.validate_python(raw)
    except ValidationError as err:
        raise BadMessage(field_problem(err.errors()[0], top="message")) from None


def hello_version(text: str | bytes) -> int | None:
    """The protocol version a first message claims, read before anything else of it,
    so that a client of any version can be told which side is older; None when the
    text claims none."""
    try:
        raw = _parsed(text)
    except BadMessage:
        return None
    if not isinstance(raw, dict) or raw.get("type") != "hello":
        return None
    version = raw.get("protocol")
    return version if isinstance(version, int) and not isinstance(version, bool) else None


def version_mismatch(theirs: int) -> str:
    """The one line a client of protocol ``theirs`` reads from this server."""
    side = "older" if theirs < PROTOCOL_VERSION else "newer"
    fix = "update the game" if side == "older" else "this server is older: ask its host to update"
    return (
        f"This server speaks protocol {PROTOCOL_VERSION}; your game speaks protocol "
        f"{theirs}, which is {side}: {fix}."
    )
