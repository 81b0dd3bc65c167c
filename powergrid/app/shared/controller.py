"""The GameController: owns the Game, is the only caller of ``apply``.

Views send actions to :meth:`GameController.submit`; the controller applies them
and re-emits the engine's events as narrow signals, one per part of the screen.
AI seats think in a worker thread on their seat's view of the state (a private copy
that hides what the seat may not know); their moves come back
to the GUI thread and go through the same ``_apply`` as a human's.

At a networked table the server holds the game: the controller shows the view of
this screen's seats (a game whose state is that view), sends its people's moves to
the table (:class:`RemoteTable`) instead of applying them, and shows each move the
server announces through the same signals as a local move (:meth:`remote_moved`),
so every panel works as at a local table.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, QThread, QTimer, Signal, Slot

from ...ai import Bot, make_bot
from ...rules import (
    Action,
    Game,
    GameConfig,
    GameState,
    IllegalActionError,
    Phase,
    RulesError,
    SaveError,
)
from ...rules import events as ev
from ...rules import save as savefile
from . import storage, texts
from . import table_data as td
from .file_errors import save_error_text
from .log_entries import NOTES, EventLine, Note
from .round_log import RoundLog
from .seat_marks import SeatMark

# A seat's ``controller`` when a person plays it; any other is a level of ``powergrid.ai``.
HUMAN = "human"


_TOPIC_SIGNALS = {
    "plants": "plantMarketChanged",
    "resources": "resourceMarketChanged",
    "players": "playersChanged",
    "map": "mapChanged",
}


class RemoteTable(Protocol):
    """Where the moves of a networked table go: the network adapter of the window."""

    def send(self, actions: list[Action], moves: int) -> None:
        """Play ``actions`` in order for the seat to move, on the position after
        ``moves`` actions; the server's updates (or its refusal) come back later."""

    def detached(self) -> None:
        """The controller shows another game now: the table is left."""


class _AiWorker(QObject):
    """Lives in the worker thread; chooses a move on a private copy of the state."""

    decided = Signal(int, object)
    failed = Signal(int, str)

    @Slot(int, object, object)
    def think(self, token: int, bot: Bot, state: GameState) -> None:
        try:
            action = bot.choose(state)
        except Exception as err:  # a bot bug must not kill the thread
            self.failed.emit(token, f"{type(err).__name__}: {err}")
            return
        self.decided.emit(token, action)


class GameController(QObject):
    """Owns the game; turns engine events into Qt signals."""

    gameStarted = Signal()
    plantMarketChanged = Signal()
    resourceMarketChanged = Signal()
    playersChanged = Signal()
    mapChanged = Signal()
    # A log line as shown now (current language); the log view keeps the entries.
    logAppended = Signal(str)
    # Log entries (:class:`EventLine` / :class:`Note`), rendered when shown.
    logEntries = Signal(object)
    # A game was put on the table: the log starts again.
    logCleared = Signal()
    decisionNeeded = Signal()
    gameOver = Signal(object)
    actionRefused = Signal(str)
    undoAvailable = Signal(bool)
    # (seat that acted, True when a human, the events of the action)
    moveMade = Signal(int, bool, object)
    # A round finished: its :class:`RoundLog` (purchases, builds, power, income).
    roundEnded = Signal(object)
    # The marks of a networked table's seats changed (:attr:`seat_marks`).
    seatMarksChanged = Signal()

    _think = Signal(int, object, object)

    # Longest time a move waits to be autosaved (a crash loses at most this much).
    AUTOSAVE_MS = 250

    def __init__(
        self, parent: QObject | None = None, ai_delay_ms: int = 400, autosave: Path | None = None
    ):
        super().__init__(parent)
        self.game: Game | None = None
        self.ai_delay_ms = ai_delay_ms
        self.autosave = autosave
        self.last_apply_ms = 0.0
        # The latest log entries, for "what just happened" hints (render with ``text()``).
        self.recent_log: list[EventLine | Note] = []
        self._bots: dict[int, Bot] = {}
        # Per action in the log: (seat that acted, whether it revealed a card).
        self._history: list[tuple[int, bool]] = []
        self._token = 0
        self._waiting = False
        # Per finished round, every seat's figures (for the end-of-game charts).
        self.figures: list[list[td.RoundFigures]] = []
        self.round_log = RoundLog(0)
        self.last_round_log: RoundLog | None = None
        # A networked table: where moves go, the seats played at this screen, each
        # seat's mark, the actions the table has seen and, while this screen's move
        # is on its way, the count it will reach.
        self.remote: RemoteTable | None = None
        self.local_seats: frozenset[int] = frozenset()
        self.seat_marks: dict[int, SeatMark] = {}
        self._remote_moves = 0
        self._in_flight: int | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._start_thinking)
        # Autosaves are coalesced: at most one write per AUTOSAVE_MS, flushed on exit.
        self._save_timer = QTimer(self)
        self._save_timer.setSingleShot(True)
        self._save_timer.setInterval(self.AUTOSAVE_MS)
        self._save_timer.timeout.connect(self.flush_autosave)
        self._thread = QThread(self)
        self._thread.setObjectName("ai-worker")
        self._worker = _AiWorker()
        self._worker.moveToThread(self._thread)
        self._think.connect(self._worker.think)
        self._worker.decided.connect(self._on_decided)
        self._worker.failed.connect(self._on_failed)
        self._thread.start()

    # ----- lifecycle ------------------------------------------------------------------

    def shutdown(self) -> None:
        """Stop the AI thread (call before the application quits)."""
        self._token += 1
        self._timer.stop()
        self.flush_autosave()
        if self._thread.isRunning():
            self._thread.quit()
            self._thread.wait(5000)

    def new_game(self, config: GameConfig, seed: int) -> None:
        self.set_game(Game(config, seed))

    def set_game(self, game: Game, history: list[tuple[int, bool]] | None = None) -> None:
        """Show ``game`` (new or loaded); earlier moves of a loaded game are not undoable."""
        # First the bots: an unknown level is a ValueError, and the game on screen stays.
        bots = {
            seat: make_bot(cfg.controller, game.seed * 31 + seat)
            for seat, cfg in enumerate(game.config.seats)
            if cfg.controller != HUMAN
        }
        self._leave_remote()
        self._bots = bots
        self._history = history if history is not None else [(-1, True)] * len(game.log)
        s = game.state
        where = {"map": texts.map_key(s.board.mapfile), "regions": list(s.board.regions)}
        self._put_on_table(game, "loaded" if game.log else "new_game", where)
        self._autosave()
        self._after_change()

    def _put_on_table(self, game: Game, note: str, params: Mapping[str, object]) -> None:
        """A game on the table: the log starts again with ``note`` (its whole history
        replayed when it has one), and every panel redraws."""
        self._token += 1
        self._timer.stop()
        self._waiting = False
        self.game = game
        self.figures = []
        self.round_log = RoundLog(1 if game.log else max(1, game.state.round))
        self.last_round_log = None
        self.recent_log = []
        self.gameStarted.emit()
        self.logCleared.emit()
        self._note(note, **params)
        if game.log:
            self._replay_history(game)
        self._note_position()
        self._redraw_all()

    def _note_position(self) -> None:
        """The log's line on where the game stands (round, phase, order), or its end."""
        assert self.game is not None
        s = self.game.state
        if s.phase == Phase.OVER:
            self._note("over")
            return
        names = self.game.names
        self._note(
            "position",
            round=s.round,
            phase=str(s.phase),
            order=[names[p] for p in s.turn_order()],
        )

    def _redraw_all(self) -> None:
        for name in ("plantMarketChanged", "resourceMarketChanged", "playersChanged", "mapChanged"):
            getattr(self, name).emit()

    def load(self, path: str | Path) -> str | None:
        """Load a save file; raises SaveError (the game on screen untouched).

        Returns a note when the file was written by an older save format."""
        game, note = savefile.load_with_note(path)
        self.set_game(game)
        return note

    def save(self, path: str | Path) -> None:
        """Save the game under a name the player chose (written atomically). A name
        taken by a link, a folder, a pipe or a device is refused with OSError, since the
        save would replace it: only a regular file is overwritten."""
        if self.game is None:
            raise SaveError("there is no game to save", code="no_game")
        problem = storage.own_file_problem(Path(path))
        if problem is not None and problem[0] in ("link", "not_regular"):
            raise OSError(
                self.tr(
                    "“{file}” is not a regular file but a link, folder, pipe or device; "
                    "the game saves over regular files only. Choose another name."
                ).format(file=path)
            )
        if self.remote is not None and self.game.state.phase != Phase.OVER:
            raise OSError(
                self.tr(
                    "The table's server keeps a networked game while it runs; "
                    "it can be saved here once it is over."
                )
            )
        savefile.save(self.game, path)

    # ----- queries -----------------------------------------------------------------------

    @property
    def state(self) -> GameState | None:
        return None if self.game is None else self.game.state

    def is_human(self, seat: int) -> bool:
        """A person at this screen decides for ``seat``."""
        if self.game is None or seat < 0:
            return False
        if self.remote is not None:
            return seat in self.local_seats
        return self.game.config.seats[seat].controller == HUMAN

    def is_person(self, seat: int) -> bool:
        """A person plays ``seat``: at this screen, or at another screen of a networked
        table (away or not)."""
        mark = self.seat_marks.get(seat)
        if self.remote is not None and mark is not None:
            return seat in self.local_seats or mark.person
        return self.is_human(seat)

    def seat_mark(self, seat: int) -> SeatMark | None:
        """The seat's mark at a networked table (None at a local table)."""
        return self.seat_marks.get(seat) if self.remote is not None else None

    @property
    def moves(self) -> int:
        """How many actions the game on the table has seen."""
        if self.game is None:
            return 0
        if self.remote is not None:
            return max(self._remote_moves, len(self.game.log))
        return len(self.game.log)

    def human_to_move(self) -> bool:
        return self.game is not None and self.is_human(self.game.state.current_player)

    @property
    def ai_busy(self) -> bool:
        return self._waiting

    def status_text(self) -> str:
        """The status line in the current language (see :func:`texts.status_text`)."""
        from .rulebook import current_decision

        if self.game is None:
            return texts.status_text(None)
        seat = self.game.state.current_player
        name = self.game.names[seat] if 0 <= seat < len(self.game.names) else ""
        return texts.status_text(current_decision(self.game.state), name, self.is_person(seat))

    # ----- the log ------------------------------------------------------------------------

    def _log(self, entries: Sequence[EventLine | Note]) -> None:
        if not entries:
            return
        self.recent_log.extend(entries)
        del self.recent_log[:-20]
        self.logEntries.emit(entries)
        for entry in entries:
            self.logAppended.emit(entry.text())

    def _note(self, key: str, **params: object) -> None:
        self._log([Note(NOTES[key], params)])

    def _log_events(self, events: Sequence[ev.Event], names: Iterable[str]) -> None:
        shown = tuple(names)
        self._log([EventLine(e, shown) for e in events])

    # ----- applying actions ----------------------------------------------------------------

    def submit(self, action: Action) -> str | None:
        """A human's action: None when applied (at a networked table: sent), else the
        reason it was refused."""
        if self.game is None:
            return self._refuse(self.tr("There is no game running."))
        if not self.human_to_move():
            return self._refuse(self.tr("It is not a human player's turn."))
        if self.remote is not None:
            return self._send([action])
        return self._apply(action)

    def submit_many(self, actions: Sequence[Action]) -> str | None:
        """Apply several human actions, all or none (checked on a clone first). At a
        networked table they are checked on this screen's view as far as it can go (a
        card drawn from the hidden stack stops the check: the server draws it and
        checks the rest), then sent together."""
        if self.game is None:
            return self._refuse(self.tr("There is no game running."))
        if not self.human_to_move():
            return self._refuse(self.tr("It is not a human player's turn."))
        trial = self.game.state.clone()
        for action in actions:
            try:
                trial.apply(action)
            except IllegalActionError as err:
                if self.remote is not None and err.code == "hidden_stack":
                    break
                return self._refuse(texts.refusal_text(err.code, err.params, err.reason))
        if self.remote is not None:
            return self._send(list(actions))
        for action in actions:
            reason = self._apply(action)
            if reason:
                return reason
        return None

    def _send(self, actions: list[Action]) -> str | None:
        """A networked table: the move goes to the server, which announces it to every
        seat (this one too) or refuses it (:meth:`remote_refused`)."""
        assert self.remote is not None
        if self._in_flight is not None:
            return self._refuse(self.tr("Your last move is still on its way to the table."))
        self._in_flight = self._remote_moves + len(actions)
        self.remote.send(actions, self._remote_moves)
        return None

    def _refuse(self, reason: str) -> str:
        self.actionRefused.emit(reason)
        return reason

    def _apply(self, action: Action) -> str | None:
        game = self.game
        if game is None:
            return self._refuse(self.tr("There is no game running."))
        seat = game.state.current_player
        start = time.perf_counter()
        try:
            events = game.apply(action)
        except IllegalActionError as err:
            return self._refuse(texts.refusal_text(err.code, err.params, err.reason))
        self.last_apply_ms = (time.perf_counter() - start) * 1000
        revealed = any(isinstance(e, ev.PlantDrawn) for e in events)
        self._history.append((seat, revealed))
        self._show_move(seat, events, game)
        return None

    def _show_move(
        self, seat: int, events: Sequence[ev.Event], game: Game, end: bool = True
    ) -> None:
        """Tell every panel about the move ``seat`` made (its events); at the game's end
        the results follow unless ``end`` is False (a networked table waits for the
        game's record first, :meth:`remote_over`)."""
        topics: set[str] = set()
        for event in events:
            topics.update(event.topics)
        self._log_events(events, game.names)
        self._record(events, game, emit=True)
        self.moveMade.emit(seat, self.is_human(seat), events)
        for topic, signal in _TOPIC_SIGNALS.items():
            if topic in topics:
                getattr(self, signal).emit()
        self._autosave()
        if game.state.phase == Phase.OVER:
            self.decisionNeeded.emit()
            self.undoAvailable.emit(False)
            if end:
                self.gameOver.emit(game.state.outcome())
            return
        self._after_change()

    def _record(self, events: Sequence[ev.Event], game: Game, emit: bool) -> None:
        """Note the round's purchases and power; at a round's end keep its figures."""
        for event in events:
            if td.is_round_start(event) or td.is_game_end(event):
                if td.is_game_end(event):
                    self.round_log.powered.update(td.final_powered(event))
                self.figures.append(td.round_figures(game, self.round_log.powered))
                finished = self.round_log
                self.last_round_log = finished
                self.round_log = RoundLog(finished.round + 1)
                if emit:
                    self.roundEnded.emit(finished)
            else:
                self.round_log.add(event)

    def _replay_history(self, game: Game) -> None:
        """A loaded game: its whole log and its per-round figures, replayed from the seed."""
        names = tuple(game.names)
        self._note("replaying")
        entries: list[EventLine | Note] = []
        for _seat, events, fresh in td.replay_events(game):
            entries.extend(EventLine(e, names) for e in events)
            self._record(events, fresh, emit=False)
        self._log(entries)

    def _rebuild_records(self, game: Game) -> None:
        """After an undo: the round's notes and figures as if the move was never made."""
        self.figures = []
        self.round_log = RoundLog(1)
        for _seat, events, fresh in td.replay_events(game):
            self._record(events, fresh, emit=False)

    def _after_change(self) -> None:
        self.decisionNeeded.emit()
        self.undoAvailable.emit(self.can_undo())
        if self.game is None or self.game.state.phase == Phase.OVER:
            return
        if self.remote is None and not self.human_to_move():
            self._schedule_ai()

    def _autosave(self) -> None:
        """Autosave soon (a networked game is kept by its server, not here)."""
        if self.remote is not None:
            return
        if self.autosave is not None and not self._save_timer.isActive():
            self._save_timer.start()

    @property
    def autosave_pending(self) -> bool:
        return self._save_timer.isActive()

    def flush_autosave(self) -> None:
        """Write the autosave now (if one is due)."""
        self._save_timer.stop()
        if self.autosave is None or self.game is None or self.remote is not None:
            return
        try:
            savefile.save(self.game, self.autosave)
        except SaveError as err:
            self._note("autosave_failed", error=save_error_text(err))
        except OSError as err:
            self._note("autosave_failed", error=str(err))

    # ----- AI --------------------------------------------------------------------------------

    def _schedule_ai(self) -> None:
        self._waiting = True
        self._token += 1
        self._timer.start(max(0, self.ai_delay_ms))

    def _start_thinking(self) -> None:
        if self.game is None or self.game.state.phase == Phase.OVER:
            self._waiting = False
            return
        seat = self.game.state.current_player
        bot = self._bots.get(seat)
        if bot is None:
            self._waiting = False
            return
        self._think.emit(self._token, bot, self.game.state.view(seat))

    @Slot(int, object)
    def _on_decided(self, token: int, action: Action) -> None:
        if token != self._token or self.game is None:
            return  # a new game, a load or an undo happened meanwhile
        self._waiting = False
        reason = self._apply(action)
        if reason:
            self._note("ai_refused", reason=reason)

    @Slot(int, str)
    def _on_failed(self, token: int, message: str) -> None:
        if token != self._token:
            return
        self._waiting = False
        self._note("ai_failed", error=message)

    # ----- undo ---------------------------------------------------------------------------------

    def undoable(self) -> int:
        """How many of the last actions the human to move may take back now.

        Only his own actions in the current turn, and none that drew a card.
        """
        if self.game is None or not self.human_to_move():
            return 0
        seat = self.game.state.current_player
        count = 0
        for actor, revealed in reversed(self._history):
            if actor != seat or revealed:
                break
            count += 1
        return count

    def can_undo(self) -> bool:
        return self.undoable() > 0

    def undo_refusal(self) -> str | None:
        """Why :meth:`undo` would refuse now, in the current language (None: it would not).

        The Edit menu shows it beside *Undo my move*, and Ctrl+Z reports it.
        """
        game = self.game
        if game is None:
            return self.tr("There is no game running.")
        if game.state.phase == Phase.OVER:
            return self.tr("The game is over: no move can be taken back.")
        if self.remote is not None:
            return self.tr("At a networked table no move can be taken back.")
        if not self.human_to_move():
            return self.tr("Nothing to undo while a computer player is to move.")
        if self.can_undo():
            return None
        seat = game.state.current_player
        if self._history and self._history[-1] == (seat, True):
            return self.tr(
                "Your last move drew a new plant from the stack: it cannot be taken back."
            )
        return self.tr(
            "Nothing to undo: only your own moves since the last player's move can be taken "
            "back, and you have made none."
        )

    def undo(self) -> str | None:
        """Take back the human's last action of this turn; None when done, else why not."""
        refusal = self.undo_refusal()
        game = self.game
        if refusal is not None or game is None:
            return self._refuse(refusal or self.tr("There is no game running."))
        try:
            game.rewind(len(game.log) - 1)
        except RulesError as err:  # pragma: no cover - replay of a legal log
            return self._refuse(str(err))
        self._history.pop()
        self._rebuild_records(game)
        self._note("undo", player=game.names[game.state.current_player])
        self._redraw_all()
        self._autosave()
        self._after_change()
        return None

    # ----- a networked table ----------------------------------------------------------------

    def play_remote(
        self,
        game: Game,
        remote: RemoteTable,
        local_seats: Iterable[int],
        moves: int,
        title: str = "",
    ) -> None:
        """Show a networked table's game: ``game`` holds the view of this screen's seats
        (``local_seats``; none for a spectator) after ``moves`` actions. No computer
        plays here and nothing is autosaved: the server does both."""
        if self.remote is not remote:
            self._leave_remote()
        self.remote = remote
        self.local_seats = frozenset(local_seats)
        self._remote_moves = moves
        self._in_flight = None
        self._bots = {}
        self._history = []
        s = game.state
        where = {"map": texts.map_key(s.board.mapfile), "regions": list(s.board.regions)}
        self._put_on_table(game, "net_table", {"title": title, **where})
        self._after_change()

    def remote_view(self, game: Game, moves: int) -> None:
        """This screen's view again after a dropped line (the moves meanwhile are not
        in the log): every panel redraws, the log says where the game stands."""
        self.game = game
        self._remote_moves = moves
        self._in_flight = None
        self._note("net_back", moves=moves)
        self._note_position()
        self._redraw_all()
        self._after_change()

    def remote_moved(
        self, game: Game, seat: int, events: Sequence[ev.Event], moves: int, end: bool = True
    ) -> None:
        """``seat`` made a move at the networked table (here or at another screen):
        ``game`` holds the view after it, ``events`` what this screen may see of it."""
        self.game = game
        self._remote_moves = moves
        if self._in_flight is not None and moves >= self._in_flight:
            self._in_flight = None
        self._show_move(seat, events, game, end=end)

    def remote_refused(self, reason: str) -> None:
        """The server refused this screen's move (nothing changed): say why."""
        self._in_flight = None
        self._refuse(reason)

    def remote_over(self, record: Game | None) -> None:
        """The networked game is over. With the server's record (the whole game, now
        that nothing is secret) the table holds it as a local game's: its results,
        every round's figures, saving and the analysis; without it, the last view."""
        if self.game is None:
            return
        if record is not None:
            self.game = record
            self._remote_moves = len(record.log)
            self._rebuild_records(record)
            self._redraw_all()
        self.decisionNeeded.emit()
        self.undoAvailable.emit(False)
        self.gameOver.emit(self.game.state.outcome())

    def set_seat_marks(self, marks: dict[int, SeatMark]) -> None:
        """Each seat's mark at the networked table (who plays it now)."""
        if marks != self.seat_marks:
            self.seat_marks = dict(marks)
            self.seatMarksChanged.emit()

    def close_remote(self) -> None:
        """The networked table is left: no game on the table any more."""
        if self.remote is None:
            return
        self._leave_remote()
        self.game = None
        self.recent_log = []
        self.logCleared.emit()
        self._redraw_all()
        self.decisionNeeded.emit()
        self.undoAvailable.emit(False)

    def _leave_remote(self) -> None:
        remote, self.remote = self.remote, None
        self.local_seats = frozenset()
        self._in_flight = None
        self._remote_moves = 0
        if self.seat_marks:
            self.seat_marks = {}
            self.seatMarksChanged.emit()
        if remote is not None:
            remote.detached()
