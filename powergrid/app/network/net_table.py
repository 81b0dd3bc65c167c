"""One networked table as this screen plays it: its seats here, the session with the
table's server, and the controller that shows the game.

A :class:`NetTable` opens a session (:class:`~.session.NetSession`), then hosts (opens
the table and takes the seats of the people at this screen), joins a seat, comes back
to remembered seats with their tokens, or watches. From the table's first view on the
window's controller shows the game (``GameController.play_remote``): a move made at
this screen goes to the server (:meth:`NetTable.send`); each update of the server
becomes a move on screen (``remote_moved``) through the same signals as a local move;
a refused move shows the engine's reason. A dropped line is tried again by itself
(after 1, 2, 4 … at most 10 seconds) and every seat resumed with its token: its view
comes back at once. Once the game is over the server's record of it is asked for, so
that the end screen, saving and the analysis board work as after a local game.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ...net.protocol import ChatLine, Created, Seated, TableInfo, TableSettings, Update
from ...net.visibility import event_from_data
from ...refusals import has_controls
from ...rules import Action, SaveError
from ...rules import save as savefile
from ..shared.seat_marks import LOCAL, SeatMark
from .session import NetSession
from .texts import refusal_text
from .tickets import Ticket, forget, remember
from .view_game import view_game

# Seconds between two tries to reconnect: 1, 2, 4, 8, then every 10.
RETRY_SECONDS = (1, 2, 4, 8, 10)
# Seconds between two latency probes, and probes unanswered before the line is
# taken for dead (and tried again at once).
PING_SECONDS = 5
PINGS_LOST = 3
# Codes after which trying again is of no use.
FINAL = frozenset(
    {"protocol_version", "hello_first", "too_many_failures", "wrong_token", "no_table", "flood"}
)
# The client name a window says hello with.
CLIENT_NAME = "Power Grid"


class NetTable(QObject):
    """See the module's docstring. ``status``: "connecting", "waiting" (for players),
    "playing", "over", "reconnecting" or "closed"."""

    # The status, the seats, the latency or the invitation changed.
    changed = Signal()
    # A chat line (:class:`~powergrid.net.protocol.ChatLine`; its text is plain text).
    chatted = Signal(object)
    # This screen holds its seats (or watches): the table is open here.
    opened = Signal()
    # The table cannot go on here: one line for the player, in the current language.
    ended = Signal(str)
    # The table was left here (on purpose, or the controller shows another game).
    left = Signal()

    def __init__(self, controller, url: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.url = url
        self.session = NetSession(self)
        self.table_id = ""
        self.code = ""
        self.host_token = ""
        self.title = ""
        self.tokens: dict[int, str] = {}
        self.names: dict[int, str] = {}
        self.watching = False
        self.info: TableInfo | None = None
        self.info_at = 0.0
        self.status = "connecting"
        self.latency: float | None = None
        self.attempts = 0
        self.moves_shown: int | None = None
        self.current = -1
        self.has_record = False
        # Back after a dropped line: the next view is shown anew (moves were missed).
        self._resync = False
        # An update that came before the answer that seats us (the server sends the
        # answer first, but the session's thread may hand them over the other way).
        self._early: Update | None = None
        self._pending: dict[int, tuple[Callable, Callable | None]] = {}
        self._then: Callable[[], None] | None = None
        self._pings = 0
        self._batch = 0
        self._refused_batch = -1
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._reconnect)
        self._ping = QTimer(self)
        self._ping.setInterval(PING_SECONDS * 1000)
        self._ping.timeout.connect(self._probe)
        s = self.session
        s.connected.connect(self._connected)
        s.failed.connect(self._failed)
        s.answered.connect(self._answered)
        s.refused.connect(self._refused)
        s.updated.connect(self._updated)
        s.chatted.connect(self._chatted)

    # ----- what the table is to this screen --------------------------------------------

    @property
    def is_host(self) -> bool:
        return bool(self.host_token)

    @property
    def seats(self) -> list[int]:
        """The seats held at this screen, in seat order."""
        return sorted(self.tokens)

    @property
    def is_open(self) -> bool:
        """This screen sits at the table (or watches) and has not left it."""
        return self.status not in ("connecting", "closed")

    def cover_in(self, seat: int) -> float | None:
        """Seconds left until a computer covers the away player of ``seat`` (now)."""
        if self.info is None or not 0 <= seat < len(self.info.seats):
            return None
        wait = self.info.seats[seat].cover_in
        if wait is None:
            return None
        return max(0.0, wait - (time.monotonic() - self.info_at))

    # ----- sitting down -------------------------------------------------------------------

    def host(self, settings: TableSettings, names: dict[int, str]) -> None:
        """Open a table with ``settings`` and take the seats ``names`` (seat → name) for
        the people at this screen."""
        self.title = settings.title
        self._open(lambda: self._ask(self.session.create(settings), self._created_by_me(names)))

    def join(self, table: str, seats: list[tuple[int, str]], code: str, title: str = "") -> None:
        """Take the open ``seats`` (seat, name) of ``table`` with its invitation code:
        one, or several for several people at this screen."""
        self.table_id, self.code, self.title = table, code, title
        self._open(lambda: self._take(sorted(seats)))

    def resume(self, tickets: list[Ticket]) -> None:
        """Come back to remembered seats of one table (after a restart of the app)."""
        first = tickets[0]
        self.table_id, self.code, self.title = first.table, first.code, first.title
        self.host_token = next((t.host_token for t in tickets if t.host_token), "")
        self.tokens = {t.seat: t.token for t in tickets}
        self.names = {t.seat: t.name for t in tickets}
        self._open(self._resume_all)

    def watch(self, table: str, code: str, title: str = "") -> None:
        """Watch ``table`` as a spectator (no seat)."""
        self.table_id, self.code, self.title = table, code, title
        self.watching = True
        self._open(self._spectate)

    def _open(self, then: Callable[[], None]) -> None:
        self._then = then
        self.status = "connecting"
        self.session.open(self.url, CLIENT_NAME)
        self.changed.emit()

    def _connected(self, _server: str) -> None:
        then, self._then = self._then, None
        if then is not None:
            then()
        self._pings = 0
        self._ping.start()
        self._probe()  # the latency at once, then every PING_SECONDS

    def _created_by_me(self, names: dict[int, str]) -> Callable[[Created], None]:
        def created(answer: Created) -> None:
            self.table_id, self.code, self.host_token = answer.table, answer.code, answer.host_token
            self._take(sorted(names.items()))

        return created

    def _take(self, seats: list[tuple[int, str]]) -> None:
        """Join ``seats`` one after the other (a refusal ends the table here)."""
        if not seats:
            self._sat()
            return
        (seat, name), rest = seats[0], seats[1:]

        def seated(answer: Seated) -> None:
            self.tokens[answer.seat] = answer.token
            self.names[answer.seat] = name
            self.code = answer.code
            self._remember(answer.seat)
            self._take(rest)

        self._ask(self.session.join(self.table_id, seat, self.code, name), seated, self._give_up)

    def _resume_all(self) -> None:
        """Resume every seat held here (after a restart, or on a new connection)."""
        waiting = set(self.tokens)
        if not waiting:
            self._spectate() if self.watching else self._sat()
            return

        def resumed(seat: int) -> None:
            waiting.discard(seat)
            if not waiting:
                self._sat()

        def refused(seat: int, code: str, message: str, params: Any) -> None:
            if code in ("wrong_token", "no_table"):
                forget(self.url, self.table_id, seat)  # that seat is not this player's now
            self._give_up(code, message, params)

        for seat, token in sorted(self.tokens.items()):
            self._ask(
                self.session.resume(self.table_id, seat, token),
                lambda answer: resumed(answer.seat),
                lambda code, message, params, seat=seat: refused(seat, code, message, params),
            )

    def _spectate(self) -> None:
        self._ask(
            self.session.spectate(self.table_id, self.code), lambda _a: self._sat(), self._give_up
        )

    def _sat(self) -> None:
        """Every seat is held (again): the table is open here."""
        back = self.status == "reconnecting"
        self._resync = back
        self.attempts = 0
        self.status = self._table_status()
        if not back:
            self.opened.emit()
        early, self._early = self._early, None
        if early is not None:
            self._updated(early)
        self.changed.emit()

    def _remember(self, seat: int) -> None:
        remember(
            Ticket(
                url=self.url,
                table=self.table_id,
                seat=seat,
                token=self.tokens[seat],
                name=self.names.get(seat, ""),
                code=self.code,
                title=self.title[:60],
                host_token=self.host_token,
            )
        )

    # ----- requests and their answers ----------------------------------------------------------

    def _ask(self, number: int, on_answer: Callable, on_refusal: Callable | None = None) -> None:
        self._pending[number] = (on_answer, on_refusal)

    def _answered(self, number: int, answer: object) -> None:
        handlers = self._pending.pop(number, None)
        if handlers is not None:
            handlers[0](answer)

    def _refused(self, number: int, code: str, message: str, params: object) -> None:
        handlers = self._pending.pop(number, None)
        if handlers is not None and handlers[1] is not None:
            handlers[1](code, message, params)

    def _give_up(self, code: str, message: str, params: Any = None) -> None:
        """A refusal that ends the table here (a wrong code, a seat taken …)."""
        self._close()
        self.ended.emit(refusal_text(code, params if isinstance(params, dict) else {}, message))

    # ----- the game ----------------------------------------------------------------------------

    def send(self, actions: list[Action], moves: int) -> None:
        """This screen's move (several actions in order) for the seat to move."""
        self._batch += 1
        batch = self._batch
        seat = self.controller.state.current_player
        for k, action in enumerate(actions):
            number = self.session.act(self.table_id, seat, action, moves + k)
            self._ask(number, lambda _u: None, self._move_refused(batch))

    def _move_refused(self, batch: int) -> Callable:
        def refused(code: str, message: str, params: Any) -> None:
            if batch == self._refused_batch:
                return  # the actions after a refused one are stale: one reason is enough
            self._refused_batch = batch
            values = params if isinstance(params, dict) else {}
            self.controller.remote_refused(refusal_text(code, values, message))

        return refused

    def _updated(self, update: Update) -> None:
        if update.table != self.table_id:
            return
        self.info, self.info_at = update.info, time.monotonic()
        early = self.status in ("connecting", "reconnecting")
        if early or (update.seat is not None and update.seat not in self.tokens):
            self._early = update  # shown once the seats are ours (:meth:`_sat`)
            return
        if update.view is not None and (update.moves != self.moves_shown or self._resync):
            self._show(update)
        if self.controller.remote is self:
            self._mark_seats()
        if self.status not in ("connecting", "reconnecting", "closed"):
            self.status = self._table_status()
        self.changed.emit()

    def _show(self, update: Update) -> None:
        """The update's view on the table: a move, or the view anew (the first one,
        or after a dropped line)."""
        try:
            game = view_game(update)
        except ValueError:
            return  # a view this version cannot show changes nothing on screen
        over = update.info.state == "over"
        c = self.controller
        if c.remote is not self:
            c.play_remote(game, self, self.seats, update.moves, self.title or update.info.title)
        elif self._resync or update.moves != (self.moves_shown or 0) + 1 or self.current < 0:
            self._resync = False
            c.remote_view(game, update.moves)
        else:
            events = []
            for item in update.events:
                try:
                    events.append(event_from_data(item))
                except ValueError:
                    continue  # an event kind of a newer server: the view shows its effect
            c.remote_moved(game, self.current, events, update.moves, end=not over)
        self.moves_shown, self.current = update.moves, update.current
        if over and not self.has_record:
            self.has_record = True
            self._ask(self.session.record(self.table_id), self._recorded, self._no_record)

    def _recorded(self, text: object) -> None:
        try:
            game = savefile.loads(str(text), source="the table's record")
        except SaveError:
            game = None
        self.controller.remote_over(game)

    def _no_record(self, _code: str, _message: str, _params: Any) -> None:
        self.controller.remote_over(None)

    def _mark_seats(self) -> None:
        if self.info is None:
            return
        marks = {}
        for i, seat in enumerate(self.info.seats):
            kind = LOCAL if i in self.tokens and seat.presence == "here" else seat.presence
            marks[i] = SeatMark(kind, seat.cover_in)
        self.controller.set_seat_marks(marks)

    def _table_status(self) -> str:
        if self.info is None:
            return "waiting"
        return self.info.state

    # ----- chat, covering, starting --------------------------------------------------------------

    def say(self, text: str, seat: int | None = None) -> bool:
        """Send a chat line as ``seat`` (the first seat here by default); False when
        there is nothing to send or no seat to send it as."""
        line = " ".join(text.split())[:300]
        if not line or has_controls(line) or not self.tokens or not self.is_open:
            return False
        who = seat if seat in self.tokens else self.seats[0]
        self._ask(self.session.say(self.table_id, who, line), lambda _a: None)
        return True

    def _chatted(self, line: ChatLine) -> None:
        if line.table == self.table_id:
            self.chatted.emit(line)

    def cover(self, seat: int) -> None:
        """As host: a computer plays the away player of ``seat`` now."""
        if self.is_host:
            self._ask(self.session.cover(self.table_id, seat, self.host_token), lambda _a: None)

    def start_now(self) -> None:
        """As host: start before every seat is taken (computers play the open ones)."""
        if self.is_host:
            self._ask(self.session.start(self.table_id, self.host_token), lambda _a: None)

    # ----- latency, dropped lines ----------------------------------------------------------------

    def _probe(self) -> None:
        if not self.session.is_open:
            return
        self._pings += 1
        if self._pings > PINGS_LOST:
            self.session.drop()  # no answer for long: the line is dead, try again now
            return
        self._ask(self.session.ping(), self._ponged)

    def _ponged(self, seconds: object) -> None:
        self._pings = 0
        if isinstance(seconds, float):
            self.latency = seconds
            self.changed.emit()

    def _failed(self, code: str, message: str) -> None:
        """The line is closed or could not open: try again while it may help (a
        finished game's table needs no line any more: it stays on screen)."""
        self._ping.stop()
        self._pending.clear()
        if self.status == "closed":
            return
        if self.status == "over" and self.has_record:
            self._close()
            return
        if self.status == "connecting" or code in FINAL:
            self._give_up(code, message)
            return
        self.status = "reconnecting"
        self.latency = None
        wait = RETRY_SECONDS[min(self.attempts, len(RETRY_SECONDS) - 1)]
        self.attempts += 1
        self._retry.start(wait * 1000)
        self.changed.emit()

    def _reconnect(self) -> None:
        if self.status == "reconnecting":
            self._then = self._resume_all
            self.session.open(self.url, CLIENT_NAME)

    def reconnect_now(self) -> None:
        """Try again at once (the player asked)."""
        if self.status == "reconnecting":
            self._retry.stop()
            self._reconnect()

    # ----- leaving -------------------------------------------------------------------------------

    def leave(self) -> None:
        """Leave the table here: the seats stay this player's (their tokens are
        remembered) and the table waits for them, or a computer covers. The seats of a
        finished game are forgotten: there is nothing to come back to."""
        self._forget_if_over()
        if self.status == "closed":
            return
        self._close()
        if self.controller.remote is self:
            self.controller.close_remote()  # calls detached(), which finds us closed
        self.left.emit()

    def detached(self) -> None:
        """The controller shows another game now: leave the table."""
        self._forget_if_over()
        if self.status != "closed":
            self._close()
            self.left.emit()

    def _forget_if_over(self) -> None:
        if self.has_record and self.table_id:
            forget(self.url, self.table_id)

    def _close(self) -> None:
        self.status = "closed"
        self._retry.stop()
        self._ping.stop()
        self._pending.clear()
        self.session.close()
        self.changed.emit()
