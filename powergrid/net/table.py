"""One table: the only authority over its game, its seats and who may play them.

A table is opened with :class:`~.protocol.TableSettings`, waits while people take its
seats (with the invitation code, under a name), and starts when every person's seat
is taken or its host starts it. From then on every action goes through
:meth:`Table.act`, which checks that it is the seat's turn and that the action was
meant for the current position, and applies it with the engine's ``Game.apply``: an
illegal action is refused with the engine's reason and changes nothing.

Secrets: the invitation code is shown to the host and the seated players; each seat
has a secret token (the table keeps only its hash) that brings a dropped player
back; the game's seed never leaves the server while the game runs.

A seat whose person is away longer than the table's ``away_seconds``, or that nobody
holds, is played by the table's ``away_level`` until a person takes it again
(:meth:`Table.computer_plays`). This module does no input or output: the server
drives it and the store writes it.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..board import builtin_maps
from ..rules import (
    Action,
    Game,
    IllegalActionError,
    SeatConfig,
    builtin_decks,
    new_game,
)
from ..rules.events import Event
from .protocol import Presence, SeatInfo, TableInfo, TableSettings, TableState

#: Letters of an invitation code: no 0/O, 1/I/L to misread.
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 10


class Refusal(Exception):
    """A request the table refuses; nothing changed. ``code`` is one of
    :data:`~.protocol.REFUSALS` or an engine refusal code."""

    def __init__(self, code: str, message: str, params: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.params = params or {}


def new_secret() -> str:
    return secrets.token_urlsafe(24)


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def secret_hash(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def _matches(secret: str, stored: str | None) -> bool:
    return stored is not None and hmac.compare_digest(secret_hash(secret), stored)


@dataclass
class SeatSlot:
    """One seat: a person's seat (``level`` None) or a computer level's."""

    name: str
    level: str | None = None
    #: The name of the person who holds the seat (None: open).
    player: str | None = None
    token_hash: str | None = None
    #: Connections holding the seat now (a person may come back before the old
    #: connection is seen to be dead).
    connections: int = 0
    #: When the last connection went (monotonic seconds; None: here or open).
    away_since: float | None = None
    #: The host let the computer play this away seat without waiting.
    covered_now: bool = False


@dataclass
class Table:
    """A table's settings, seats and game; see the module's docstring."""

    id: str
    settings: TableSettings
    code: str
    host_hash: str
    seed: int
    seats: list[SeatSlot]
    game: Game | None = None
    spectators: int = 0

    # ----- opening ------------------------------------------------------------------

    @classmethod
    def open(
        cls, table_id: str, settings: TableSettings, levels: Iterable[str]
    ) -> tuple[Table, str]:
        """A new waiting table and its host's token; Refusal when the settings are
        not playable here (a map or deck not shipped, an unknown level …)."""
        check_settings(settings, tuple(levels))
        host = new_secret()
        seats = [
            SeatSlot(seat.name, None if seat.controller == "human" else seat.controller)
            for seat in settings.config.seats
        ]
        seed = secrets.randbelow(2**31)
        table = cls(table_id, settings, new_code(), secret_hash(host), seed, seats)
        return table, host

    # ----- reading ------------------------------------------------------------------

    @property
    def state(self) -> TableState:
        if self.game is None:
            return "waiting"
        return "over" if self.game.state.is_terminal() else "playing"

    @property
    def moves(self) -> int:
        return 0 if self.game is None else len(self.game.log)

    @property
    def current(self) -> int:
        """The seat that decides now (-1: not started or over)."""
        return -1 if self.game is None else self.game.state.current_player

    def presence(self, seat: int, now: float) -> Presence:
        slot = self.seats[seat]
        if slot.level is not None:
            return "computer"
        if slot.player is None:
            return "open"
        if slot.connections > 0:
            return "here"
        return "covered" if self.cover_in(seat, now) == 0 else "away"

    def cover_in(self, seat: int, now: float) -> float | None:
        """Seconds until a computer covers the away person of ``seat`` (0: it does
        now; None: never, or not away)."""
        slot = self.seats[seat]
        wait = self.settings.away_seconds
        if slot.level is not None or slot.player is None or slot.away_since is None:
            return None
        if slot.covered_now:
            return 0.0
        if wait is None:
            return None
        return max(0.0, slot.away_since + wait - now)

    def computer_plays(self, seat: int, now: float) -> bool:
        """Whether a computer decides for ``seat`` now: a level's seat, an open seat
        of a running game, or a person away past the table's wait."""
        slot = self.seats[seat]
        if slot.level is not None:
            return True
        if slot.player is None:
            return self.game is not None
        return slot.connections == 0 and self.cover_in(seat, now) == 0

    def info(self, now: float) -> TableInfo:
        names = self.seat_names()
        colours = [s.color for s in self.settings.config.seats]
        seats = tuple(
            SeatInfo(
                name=names[i],
                presence=self.presence(i, now),
                level=slot.level,
                color=colours[i],
                cover_in=self.cover_in(i, now) if slot.connections == 0 else None,
            )
            for i, slot in enumerate(self.seats)
        )
        return TableInfo(
            table=self.id,
            title=self.settings.title,
            state=self.state,
            map=self.settings.config.map,
            moves=self.moves,
            seats=seats,
            spectators=self.spectators,
        )

    def seat_names(self) -> list[str]:
        """The name each seat is shown by: its person's, else the game's."""
        base = [s.name for s in (self.game.config if self.game else self.settings.config).seats]
        return [slot.player or base[i] for i, slot in enumerate(self.seats)]

    # ----- seats --------------------------------------------------------------------

    def join(self, seat: int, code: str, name: str) -> str:
        """Take an open person's seat; returns the seat's new secret token."""
        if not hmac.compare_digest(code.encode(), self.code.encode()):
            raise Refusal("wrong_code", "the invitation code does not match this table")
        slot = self._slot(seat)
        if slot.level is not None:
            raise Refusal("not_a_person_seat", f"seat {seat + 1} is played by a computer level")
        if slot.player is not None:
            raise Refusal("seat_taken", f"seat {seat + 1} is taken")
        others = [n for i, n in enumerate(self.seat_names()) if i != seat]
        if name in others:
            raise Refusal("name_taken", "another seat has this name; choose another")
        token = new_secret()
        slot.player = name
        slot.token_hash = secret_hash(token)
        slot.connections = 1
        slot.away_since = None
        if self.game is None and all(s.player or s.level for s in self.seats):
            self.start()
        return token

    def resume(self, seat: int, token: str) -> None:
        """Hold a seat again with its token (another connection's hold stays)."""
        slot = self._slot(seat)
        if not _matches(token, slot.token_hash):
            raise Refusal("wrong_token", "the token is not this seat's")
        slot.connections += 1
        slot.away_since = None
        slot.covered_now = False

    def drop(self, seat: int, now: float) -> None:
        """A connection holding ``seat`` went away."""
        slot = self.seats[seat]
        slot.connections = max(0, slot.connections - 1)
        if slot.connections == 0 and slot.player is not None:
            slot.away_since = now

    def cover(self, seat: int, host_token: str) -> None:
        """The host lets the computer play an away person's seat at once."""
        if not _matches(host_token, self.host_hash):
            raise Refusal("wrong_token", "the host token does not match")
        slot = self._slot(seat)
        if slot.player is None or slot.connections > 0 or slot.away_since is None:
            raise Refusal("not_away", f"the player of seat {seat + 1} is not away")
        slot.covered_now = True

    def leave(self, seat: int) -> None:
        """Give a seat up: its token stops working and it opens for others."""
        slot = self._slot(seat)
        slot.player = None
        slot.token_hash = None
        slot.connections = 0
        slot.away_since = None
        slot.covered_now = False

    def start(self, host_token: str | None = None) -> None:
        """Start the game: from the last join, or by the host (open seats keep the
        names of the settings and a computer plays them until somebody joins)."""
        if host_token is not None and not _matches(host_token, self.host_hash):
            raise Refusal("wrong_token", "the host token does not match")
        if self.game is not None:
            raise Refusal("already_started", "the game has started")
        names = self.seat_names()
        config = self.settings.config
        seats = tuple(
            SeatConfig(name=names[i], color=s.color, controller=s.controller)
            for i, s in enumerate(config.seats)
        )
        self.game = Game(config.model_copy(update={"seats": seats}), self.seed)

    def _slot(self, seat: int) -> SeatSlot:
        if not 0 <= seat < len(self.seats):
            raise Refusal("no_seat", f"the table has seats 1 to {len(self.seats)}")
        return self.seats[seat]

    # ----- playing ------------------------------------------------------------------

    def act(self, seat: int, moves: int, action: Action) -> list[Event]:
        """Apply ``seat``'s action meant for the position after ``moves`` actions."""
        game = self.playing_game()
        if moves != len(game.log):
            raise Refusal(
                "stale",
                f"the action was meant for move {moves}; the game is at move {len(game.log)}",
                {"moves": len(game.log)},
            )
        current = game.state.current_player
        if seat != current:
            raise Refusal("not_your_turn", f"seat {current + 1} decides now", {"current": current})
        try:
            return game.apply(action)
        except IllegalActionError as err:
            raise Refusal(err.code, err.reason, _json_params(err.params)) from None

    def playing_game(self) -> Game:
        if self.game is None:
            raise Refusal("not_started", "the game has not started")
        if self.game.state.is_terminal():
            raise Refusal("game_over", "the game is over")
        return self.game

    def computer_key(self, seat: int) -> tuple[str, int, str, int]:
        """Who plays ``seat`` when a computer does: (table, seat, level, bot seed) —
        its level, or the table's cover level for a person's seat."""
        level = self.seats[seat].level or self.settings.away_level
        return (self.id, seat, level, self.seed + 7919 * (seat + 1))


def _json_params(params: Any) -> dict[str, Any]:
    """An engine refusal's parameters as JSON-safe values."""
    out: dict[str, Any] = {}
    for key, value in dict(params).items():
        if isinstance(value, str | int | float | bool) or value is None:
            out[str(key)] = value
        elif isinstance(value, list | tuple):
            out[str(key)] = [
                v if isinstance(v, str | int | float | bool) else str(v) for v in value
            ]
        else:
            out[str(key)] = str(value)
    return out


def check_settings(settings: TableSettings, levels: tuple[str, ...]) -> None:
    """Refuse settings this server does not play; nothing a client names is opened:
    the map must be built in (or sent whole), the deck shipped (or sent whole), every
    level offered."""
    config = settings.config
    if config.map_content is None and config.map.lower() not in builtin_maps():
        raise _bad(
            f"the map {config.map!r} is not a built-in map ({', '.join(builtin_maps())}); "
            "send a map whole"
        )
    variants = config.variants
    if variants.deck_content is None and variants.deck.lower() not in builtin_decks():
        raise _bad(f"the deck {variants.deck!r} is not a shipped deck; send a deck whole")
    for i, seat in enumerate(config.seats):
        if seat.controller != "human" and seat.controller not in levels:
            raise _bad(f"seat {i + 1}: {seat.controller!r} is not a level of this server")
    if settings.away_level not in levels:
        raise _bad(f"{settings.away_level!r} is not a level of this server")
    if all(seat.controller != "human" for seat in config.seats):
        raise _bad("a table needs at least one seat for a person")
    try:
        new_game(config, 0)
    except Exception as err:  # noqa: BLE001 - any failure of the setup is a refusal
        raise _bad(f"the game cannot start: {err}") from None


def _bad(detail: str) -> Refusal:
    return Refusal("bad_settings", detail, {"detail": detail})
