"""Every window as it opens on a screen of a given size, and whether it fits there.

``powergrid --screenshot FILE --window NAME --size WxH --lang L`` (and a test that runs
every window at laptop sizes in every language) opens one top-level window the way
the game opens it, on a screen of W×H whose panel takes :data:`PANEL` pixels, and
lists every part that lies outside: the window's frame (with a title bar) beyond the
free area, or a visible button, field or panel cut off by the window or by the widget
it sits in. Widgets inside a scroll area are reachable by scrolling and do not count.
The picture shows the screen: the window in its frame, placed as the game places it,
and the panel.

The games behind the windows are played by bots from a fixed seed through the rules'
public API, so every run shows the same game; or a saved game is given
(``powergrid --screenshot FILE --window NAME SAVE``), and the windows that show a game
(:data:`SHOW_A_SAVE`) show that one: the table, help and the inspector at its
position, the analysis board with its moves (its review is not run: a long game's
review takes minutes), the end screen of a finished game.

The networked windows (host, join, lobby, network) run a real table server on the
loopback and the other players' screens in the same process, with the table's files
and remembered seats in a temporary folder of their own; their server draws its own
seed, so their game differs from run to run.
"""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QEvent, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QDockWidget,
    QLabel,
    QLineEdit,
    QMainWindow,
    QTabBar,
    QWidget,
)

from ...ai import make_bot
from ...rules import Action, Game, GameConfig, SeatConfig
from ..shared import fit
from ..shared.i18n import language
from ..shared.retire import retire

if TYPE_CHECKING:
    from ...ai.review import Review
    from ...net.protocol import TableSettings
    from ..dialogs.new_game import NewGameDialog
    from ..network.net_table import NetTable
    from .mainwindow import MainWindow

# Height of the desktop's panel (task bar) assumed at the bottom of the screen.
PANEL = 40
# The windows ``--window`` can name, in the order the game offers them.
WINDOWS = (
    "main",
    "new-game",
    "settings",
    "help",
    "inspector",
    "analysis",
    "results",
    "file-error",
    "host",
    "join",
    "lobby",
    "network",
)
# The windows that show a game, and so can show a saved one.
SHOW_A_SAVE = ("main", "help", "inspector", "analysis", "results")
SEED = 7
# Players of the reviewed game.
REVIEWED = 3
NAMES = ("Ann", "Ben", "Cleo", "Dan", "Eva", "Finn")
# The board of the games and dialogs shown, unless another is named.
DEFAULT_MAP = "usa"
# The windows that show no board (``--map`` means nothing to them).
NO_BOARD = ("settings", "file-error")


def free_area(size: QSize) -> QRect:
    """The part of a ``size`` screen a window may cover: all but the panel at the bottom."""
    return QRect(0, 0, size.width(), size.height() - PANEL)


# ----- the games behind the windows ------------------------------------------------------------


def _config(players: int, map_name: str = DEFAULT_MAP) -> GameConfig:
    """``players`` seats played by people (the table waits for them), the first is Ann,
    on the board ``map_name`` (a shipped board's name or a map file's path)."""
    seats = tuple(SeatConfig(name=NAMES[i], controller="human") for i in range(players))
    return GameConfig(map=map_name, seats=seats)


def _play(game: Game, until: Callable[[Game], bool]) -> Game:
    """Let bots make every seat's moves until ``until(game)`` holds or the game ends."""
    bots = [make_bot("normal", SEED * 31 + seat) for seat in range(game.state.player_count)]
    while not until(game) and game.state.outcome() is None:
        game.apply(bots[game.state.current_player].choose(game.state))
    return game


@cache
def _game_moves(players: int, finished: bool, map_name: str) -> tuple[Action, ...]:
    """The moves of the shown game (computed once per run; each window gets a copy)."""
    game = Game(_config(players, map_name), SEED)
    _play(game, lambda g: not finished and g.state.round >= 4)
    return tuple(game.log)


def shown_game(
    players: int = 6, finished: bool = False, held_back: int = 0, map_name: str = DEFAULT_MAP
) -> Game:
    """The same game every run: round 4 of a 6-player game on ``map_name``, or a game
    played out (but for its last ``held_back`` moves)."""
    game = Game(_config(players, map_name), SEED)
    moves = _game_moves(players, finished, map_name)
    for move in moves[: len(moves) - held_back]:
        game.apply(move)
    return game


def last_move(players: int = 6, map_name: str = DEFAULT_MAP) -> Action:
    """The move that ends the played-out game."""
    return _game_moves(players, True, map_name)[-1]


@cache
def _review(players: int, map_name: str) -> Review:
    """The coach's review of Ann's turns in the played-out game (computed once per run)."""
    from ...ai.review import review

    return review(shown_game(players, finished=True, map_name=map_name), seats=[0], seed=SEED)


# ----- opening each window ------------------------------------------------------------------


_T = TypeVar("_T")


def _needed(value: _T | None, what: str) -> _T:
    """``value``, which the picture needs: its absence stops the picture, saying what."""
    if value is None:
        raise RuntimeError(f"the picture needs {what}, which is missing")
    return value


@dataclass
class Stage:
    """The windows opened for one picture, closed together afterwards."""

    opened: list[QWidget] = field(default_factory=list)
    # The saved game to show instead of the bots' game, if one was given.
    saved: Game | None = None
    # The board of the bots' game and of the New game and Host dialogs: a shipped
    # board's name or a map file's path.
    map_name: str = DEFAULT_MAP
    # What else to stop when the windows close (a networked table's other players).
    cleanups: list[Callable[[], None]] = field(default_factory=list)

    def game(self, players: int = 6, finished: bool = False) -> Game:
        """A copy of the saved game if one was given, else the bots' game
        (:func:`shown_game`)."""
        if self.saved is None:
            return shown_game(players, finished, map_name=self.map_name)
        return Game.from_log(self.saved.config, self.saved.seed, self.saved.log)

    def keep(self, widget: QWidget) -> QWidget:
        """Close ``widget`` with the stage."""
        self.opened.append(widget)
        return widget

    def main_window(self, game: Game | None = None) -> MainWindow:
        """The main window as the game opens it, showing ``game`` if one is given."""
        from .mainwindow import MainWindow

        window = MainWindow(ai_delay_ms=0, autosave=False, restore_layout=False, session=False)
        self.keep(window)
        window.show()
        if game is not None:
            window.controller.set_game(game)
        return window

    def close(self) -> None:
        """Stop the computer players and the coach, close every window and free it."""
        for widget in reversed(self.opened):
            controller = getattr(widget, "controller", None)
            if controller is not None:
                controller.shutdown()
            coach = getattr(widget, "coach", None)
            if coach is not None:
                coach.shutdown()
            widget.close()
            retire(widget)
        self.opened.clear()
        for cleanup in reversed(self.cleanups):
            cleanup()
        self.cleanups.clear()
        QApplication.processEvents()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _open_main(stage: Stage) -> QWidget:
    """The table in round 4 of a 6-player game (or the saved game)."""
    return stage.main_window(stage.game())


def _open_new_game(stage: Stage) -> QWidget:
    """New game with six seats and the free city selection (the tallest it gets)."""
    from ..dialogs.new_game import NewGameDialog

    window = stage.main_window()
    dialog = window.files.ask_new_game()
    if not isinstance(dialog, NewGameDialog):
        raise RuntimeError("Game ▸ New game did not open its dialog")
    _choose_board(dialog, stage.map_name)
    dialog.count.setValue(6)
    dialog.variant_options.free.setChecked(True)
    dialog.variant_options.random_cities.setChecked(False)  # the city picker opens
    QApplication.processEvents()
    return dialog


def _choose_board(dialog: NewGameDialog, map_name: str) -> None:
    """The board ``map_name`` chosen in a New game (or Host) dialog."""
    if not dialog.map_choice.choose(map_name):
        reason = dialog.map_choice.refusal.text()
        raise RuntimeError(f"the dialog refused the map {map_name}: {reason}")


def _open_settings(stage: Stage) -> QWidget:
    """Settings… from the Game menu."""
    window = stage.main_window()
    return window.menus.settings_action.open_dialog()


def _open_help(stage: Stage) -> QWidget:
    """F1 during the game: *What can I do now?*"""
    window = stage.main_window(stage.game())
    return window.menus.help_menu.open_help()


def _open_inspector(stage: Stage) -> QWidget:
    """Map → Inspect… during the game: its board, Ann's network and the plan table."""
    window = stage.main_window(stage.game())
    window.menus.inspect_action.trigger()
    return _needed(window.menus.inspect_action.inspector, "the inspector")


def _open_analysis(stage: Stage) -> QWidget:
    """The analysis board of a played-out game with its review's marks on screen (three
    players: a review of six takes seconds, and the board is no larger); a saved game's
    board as ``powergrid analyse SAVE`` opens it, its review not run."""
    if stage.saved is not None:
        from ..coach.analysis import AnalysisBoard

        board = AnalysisBoard(stage.game(), seed=stage.saved.seed)
        stage.keep(board)
        board.show()
        return board
    window = stage.main_window(shown_game(REVIEWED, finished=True, map_name=stage.map_name))
    board = window.coach.open_analysis(_needed(window.controller.game, "the game"))
    stage.keep(board)
    board.cancel_review()
    board.set_review(_review(REVIEWED, stage.map_name))
    return board


def _open_results(stage: Stage) -> QWidget:
    """The end screen as the last move of a game opens it (the coach adds its parts);
    a saved game must be over."""
    if stage.saved is not None:
        log = stage.saved.log
        window = stage.main_window(Game.from_log(stage.saved.config, stage.saved.seed, log[:-1]))
        move = log[-1]
    else:
        window = stage.main_window(shown_game(finished=True, held_back=1, map_name=stage.map_name))
        move = last_move(map_name=stage.map_name)
    refusal = window.controller.submit(move)
    if refusal is not None:
        raise RuntimeError(f"the game's last move was refused: {refusal}")
    return _needed(window.game_over_dialog, "the end screen")


def _open_file_error(stage: Stage) -> QWidget:
    """The refusal of a file that is no save (its reason quotes the file's name)."""
    window = stage.main_window()
    folder = Path(tempfile.mkdtemp(prefix="powergrid-shot-"))
    broken = folder / "Ann gegen Ben und Cleo, Runde 7 — zweiter Versuch.pgsave"
    broken.write_text("{ not a saved game", encoding="utf-8")
    window.files.load_from(str(broken), remember=False)
    broken.unlink()
    folder.rmdir()
    return _needed(window.files.message_box, "the refusal's box")


# ----- networked tables ---------------------------------------------------------------------


def _until(check: Callable[[], object], what: str, seconds: float = 30.0) -> None:
    """Let the window and its table's server work until ``check()`` holds."""
    end = time.monotonic() + seconds
    while not check():
        if time.monotonic() > end:
            raise RuntimeError(f"the networked table did not get there: {what}")
        QApplication.processEvents()
        time.sleep(0.005)


def _private_data(stage: Stage) -> None:
    """A networked table's files and remembered seats go to a folder of the stage's
    own, never to the player's data folder (a picture must not touch their tables)."""
    before = os.environ.get("POWERGRID_DATA_DIR")
    folder = tempfile.mkdtemp(prefix="powergrid-shot-")
    os.environ["POWERGRID_DATA_DIR"] = folder

    def restore() -> None:
        if before is None:
            os.environ.pop("POWERGRID_DATA_DIR", None)
        else:
            os.environ["POWERGRID_DATA_DIR"] = before
        import shutil

        shutil.rmtree(folder, ignore_errors=True)

    stage.cleanups.append(restore)


def _table_settings(map_name: str, computer: bool = True) -> TableSettings:
    from ...board import load_map
    from ...net.protocol import TableSettings
    from ...rules import on_map

    colours = ("#d62728", "#1f77b4", "#2ca02c", "#ff7f0e")
    kinds = ("human", "human", "human", "easy" if computer else "human")
    seats = tuple(
        SeatConfig(name=NAMES[i], color=colours[i], controller=kinds[i]) for i in range(4)
    )
    config = on_map(GameConfig(seats=seats), load_map(map_name))  # a map file carried whole
    return TableSettings(title="Ann's table", config=config)


def _hosted_window(stage: Stage, computer: bool = True) -> tuple[MainWindow, NetTable]:
    """A main window hosting a 4-seat table (Ann here, Ben and Cleo invited, Dan a
    computer), waiting for its players."""
    _private_data(stage)
    window = stage.main_window()
    table = window.network.host(_table_settings(stage.map_name, computer), {0: "Ann"})
    if table is None:
        raise RuntimeError("the table server could not start")
    _until(lambda: table.status == "waiting", "the table is open")
    return window, table


def _friend(stage: Stage, window: MainWindow, seat: int) -> NetTable:
    """Another player's screen (no window: a controller and its table) at ``seat``."""
    from ..network.net_table import NetTable
    from ..shared.controller import GameController

    controller = GameController(ai_delay_ms=0)
    host = _needed(window.network.table, "the host's table")
    server = _needed(window.network.hosted, "the host's server")
    friend = NetTable(controller, server.url)
    friend.join(host.table_id, [(seat, NAMES[seat])], host.code, host.title)
    _until(lambda: friend.status != "connecting", f"{NAMES[seat]} joins")

    def stop() -> None:
        friend.leave()
        controller.shutdown()

    stage.cleanups.append(stop)
    return friend


def _open_host(stage: Stage) -> QWidget:
    """Game ▸ Host a table… with four seats: here, two invited, a computer."""
    _private_data(stage)
    window = stage.main_window()
    dialog = window.network._host_dialog()
    _choose_board(dialog, stage.map_name)
    dialog.count.setValue(4)
    dialog.kinds[2].setCurrentIndex(dialog.kinds[1].currentIndex())  # Cleo is invited too
    QApplication.processEvents()
    return dialog


def _open_lobby(stage: Stage) -> QWidget:
    """The host's window while the table waits: Ben has joined and said hello."""
    window, _table = _hosted_window(stage, computer=True)
    friend = _friend(stage, window, 1)
    friend.say("Hello! <b>Ready</b> when you are.")
    _until(lambda: window.network.lobby.chat.lines.toPlainText(), "Ben's hello")
    return window


def _open_join(stage: Stage) -> QWidget:
    """Game ▸ Join a table… at a host's address: the table and its open seats."""
    host, table = _hosted_window(stage)
    _friend(stage, host, 1)
    window = stage.main_window()
    dialog = window.network._join_dialog()
    dialog.address.setText(f"127.0.0.1:{_needed(host.network.hosted, 'the server').port}")
    dialog.code.setText(table.code)
    dialog.name.setText(NAMES[2])
    dialog.find_table()
    _until(lambda: dialog.tables, "the table list")
    settle()
    return dialog


def _open_network(stage: Stage) -> QWidget:
    """The host's table in round 2 of a networked game: Ann here, Ben online, Cleo away
    (a computer covers her after the table's wait), Dan a computer; a few chat lines."""
    window, table = _hosted_window(stage, computer=True)
    friends = [_friend(stage, window, seat) for seat in (1, 2)]
    _until(lambda: window.controller.game is not None, "the game starts")
    players = [window.controller] + [f.controller for f in friends]
    bots = [make_bot("easy", SEED * 31 + seat) for seat in range(4)]
    while _needed(window.controller.state, "the game").round < 2:
        mover = next((c for c in players if c.human_to_move()), None)
        if mover is None:
            QApplication.processEvents()
            time.sleep(0.005)
            continue
        before = mover.moves
        state = _needed(mover.state, "the game")
        mover.submit(bots[state.current_player].choose(state))

        def moved(before: int = before) -> bool:
            return all(c.moves > before for c in players)

        _until(moved, "a move")
    friends[0].say("<b>Nice</b> plant, Ann!")
    table.say("Thanks — 谢谢!")
    friends[1].leave()

    def cleo_away() -> bool:
        mark = window.controller.seat_mark(2)
        return mark is not None and mark.kind == "away"

    _until(cleo_away, "Cleo away")

    def latency_known() -> bool:
        net_table = window.network.table
        return net_table is not None and net_table.latency is not None

    _until(latency_known, "the latency")
    lines = window.network.dock.panel.chat.lines
    _until(lambda: lines.toPlainText().count("\n") >= 1, "the chat")
    window.summary.hide()  # the round's summary: the table itself is the picture
    settle()
    return window


OPENERS: dict[str, Callable[[Stage], QWidget]] = {
    "main": _open_main,
    "new-game": _open_new_game,
    "settings": _open_settings,
    "help": _open_help,
    "inspector": _open_inspector,
    "analysis": _open_analysis,
    "results": _open_results,
    "file-error": _open_file_error,
    "host": _open_host,
    "join": _open_join,
    "lobby": _open_lobby,
    "network": _open_network,
}


# ----- what lies outside -------------------------------------------------------------------------


def describe(widget: QWidget) -> str:
    """A widget as a player would point at it: its text if it shows one, else its name."""
    kind = type(widget).__name__
    text = ""
    if isinstance(widget, (QAbstractButton, QLabel)):
        text = widget.text()
    elif isinstance(widget, QLineEdit):
        text = widget.text() or widget.placeholderText()
    text = " ".join(text.split())
    if len(text) > 40:
        text = text[:39] + "…"
    name = widget.objectName()
    parts = [kind]
    if name and not name.startswith("qt_"):
        parts.append(name)
    if text:
        parts.append(f"“{text}”")
    return " ".join(parts)


def _scrolled(widget: QWidget, window: QWidget) -> bool:
    """True for a widget inside a scroll area's viewport: scrolling reaches it."""
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        grand = parent.parentWidget()
        if isinstance(grand, QAbstractScrollArea) and grand.viewport() is parent:
            return True
        parent = grand
    return False


def _frame_problems(window: QWidget, area: QRect) -> list[str]:
    """The window's frame (a title bar included) against the free area."""
    outer = window.size() + fit.frame_extra(window)
    problems = []
    if outer.width() > area.width():
        problems.append(
            f"the window is {outer.width() - area.width()} px wider than the "
            f"{area.width()}×{area.height()} free area ({outer.width()} px with its frame)"
        )
    if outer.height() > area.height():
        problems.append(
            f"the window is {outer.height() - area.height()} px taller than the "
            f"{area.width()}×{area.height()} free area ({outer.height()} px with its title bar)"
        )
    return problems


def _parked(child: QWidget, parent: QWidget) -> bool:
    """A main window's unused dock tab bar, or a dock behind another's tab, which Qt
    keeps out of sight off its corner."""
    if not isinstance(parent, QMainWindow) or parent.rect().intersects(child.geometry()):
        return False
    if isinstance(child, QTabBar):
        return True
    return isinstance(child, QDockWidget) and bool(parent.tabifiedDockWidgets(child))


def _cut_off(child: QWidget) -> str | None:
    """How far ``child`` sticks out of the widget it sits in, or None."""
    parent = child.parentWidget()
    if parent is None or _parked(child, parent):
        return None
    inside = parent.rect()
    rect = child.geometry()
    if inside.contains(rect):
        return None
    sides = []
    if rect.right() > inside.right():
        sides.append(f"{rect.right() - inside.right()} px beyond the right edge")
    if rect.bottom() > inside.bottom():
        sides.append(f"{rect.bottom() - inside.bottom()} px below the bottom edge")
    if rect.left() < inside.left():
        sides.append(f"{inside.left() - rect.left()} px beyond the left edge")
    if rect.top() < inside.top():
        sides.append(f"{inside.top() - rect.top()} px above the top edge")
    return f"{describe(child)} lies {' and '.join(sides)} of {describe(parent)}"


def _child_problems(window: QWidget) -> list[str]:
    """Visible widgets cut off by the widget they sit in (scrolled contents excepted)."""
    problems = []
    for child in window.findChildren(QWidget):
        if child.isWindow() or not child.isVisibleTo(window) or child.size().isEmpty():
            continue
        if _scrolled(child, window):
            continue
        problem = _cut_off(child)
        if problem is not None:
            problems.append(problem)
    return problems


def problems(window: QWidget, area: QRect) -> list[str]:
    """Every part of ``window`` that lies outside the free ``area`` or is cut off."""
    return _frame_problems(window, area) + _child_problems(window)


# ----- the picture ----------------------------------------------------------------------------


def _placed(window: QWidget, area: QRect) -> QPoint:
    """Where the frame's corner lands: the window's own place if it chose one in the free
    area, else centred in it as a window manager places a new window."""
    outer = window.size() + fit.frame_extra(window)
    pos = window.pos()
    if area.contains(QRect(pos, outer)):
        return pos
    x = area.x() + max(0, (area.width() - outer.width()) // 2)
    y = area.y() + max(0, (area.height() - outer.height()) // 2)
    return QPoint(x, y)


def screen_picture(window: QWidget, size: QSize) -> QImage:
    """The screen of ``size`` with the window in its frame (title bar drawn) and the panel."""
    area = free_area(size)
    image = QImage(size, QImage.Format.Format_RGB32)
    image.fill(QColor("#3b4252"))
    painter = QPainter(image)
    corner = _placed(window, area)
    extra = fit.frame_extra(window)
    side = extra.width() // 2
    bar = QRect(corner.x(), corner.y(), window.width() + extra.width(), extra.height() - side)
    painter.fillRect(bar, QColor("#d8dee9"))
    painter.setPen(QColor("#2e3440"))
    painter.drawText(bar, Qt.AlignmentFlag.AlignCenter, window.windowTitle())
    painter.drawPixmap(corner + QPoint(side, bar.height()), window.grab())
    painter.fillRect(QRect(0, size.height() - PANEL, size.width(), PANEL), QColor("#2e3440"))
    painter.end()
    return image


# ----- one window, one screen ------------------------------------------------------------------


def settle(rounds: int = 4) -> None:
    """Let the window finish what it queued: a redraw deferred to the next turn of the
    event loop (the plant market's cards) queues its layout for the turn after."""
    for _ in range(rounds):
        QApplication.processEvents()


def save_problem(name: str, saved: Game | None) -> str | None:
    """Why window ``name`` cannot show the ``saved`` game, or None when it can (or no
    game is given)."""
    if saved is None:
        return None
    if name not in SHOW_A_SAVE:
        return f"the {name} window shows no saved game; {', '.join(SHOW_A_SAVE)} do"
    if name == "results" and not saved.state.is_terminal():
        return "the end screen needs a finished game; this save is not over"
    return None


def map_problem(name: str, saved: Game | None) -> str | None:
    """Why a board named with ``--map`` cannot be shown in window ``name`` (showing the
    ``saved`` game, if one is given), or None when it can."""
    if saved is not None:
        return "a saved game is shown on its own board"
    if name in NO_BOARD:
        boards = [w for w in WINDOWS if w not in NO_BOARD]
        return f"the {name} window shows no board; {', '.join(boards)} do"
    return None


def check_window(
    name: str,
    size: QSize,
    lang: str,
    picture: str | Path | None = None,
    saved: Game | None = None,
    map_name: str = DEFAULT_MAP,
) -> list[str]:
    """Open window ``name`` in language ``lang`` as on a ``size`` screen, showing the
    ``saved`` game if one is given, else a game or a dialog on the board ``map_name``;
    list what lies outside (nothing when it fits) and save the screen's picture to
    ``picture``. A ValueError names a window that does not exist or cannot show the
    saved game."""
    if name not in OPENERS:
        raise ValueError(f"no window {name!r}: use one of {', '.join(WINDOWS)}")
    problem = save_problem(name, saved)
    if problem is not None:
        raise ValueError(problem)
    area = free_area(size)
    before = language().current
    language().switch(lang)
    fit.assume_free_area(area)
    stage = Stage(saved=saved, map_name=map_name)
    try:
        window = OPENERS[name](stage)
        settle()
        found = problems(window, area)
        if picture is not None and not screen_picture(window, size).save(str(picture)):
            raise OSError(f"could not write {picture}")
        return found
    finally:
        stage.close()
        fit.assume_free_area(None)
        language().switch(before)
