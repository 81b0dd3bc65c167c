"""Starting the desktop app: ``powergrid [FILE]`` with no command, or ``--screenshot``.

FILE is a saved game to open (the desktop entry passes the file a player opened in
the file manager); a file that is no save is refused with its reason, on stderr and
in the window, and the window stays on its start screen. SIGTERM, SIGHUP and SIGINT
close the window as its close button does, so the autosave is written and the
session's crash marker removed.
"""

from __future__ import annotations

import argparse
import os
import signal
import socket
import sys
import time
from pathlib import Path
from types import FrameType
from typing import TYPE_CHECKING

from . import args as argtypes

if TYPE_CHECKING:  # Qt and the window load only when the window is asked for
    from PySide6.QtCore import QSocketNotifier
    from PySide6.QtWidgets import QApplication

    from ..app.window.mainwindow import MainWindow

APP_ID = "io.github.powergrid.PowerGrid"
#: ``--lang`` values; the same codes as ``powergrid.app.i18n.LANGUAGES`` (kept here so
#: that ``--help`` needs no Qt import; a test checks that both agree).
LANG_CHOICES = ("system", "en", "de", "zh_CN", "zh_TW")
#: ``--window`` values; the same names as ``powergrid.app.window.screenshot.WINDOWS``
#: (kept here for the same reason; a test checks that both agree).
WINDOW_CHOICES = (
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


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--screenshot",
        type=argtypes.output_file,
        metavar="FILE",
        help="let computer players play a few rounds, save the window as a "
        "PNG and exit (works offscreen)",
    )
    parser.add_argument(
        "--size",
        type=_size,
        default=(1600, 1000),
        metavar="WxH",
        help="window size for --screenshot, e.g. 1366x768, or with --window the "
        "screen's size (default 1600x1000)",
    )
    parser.add_argument(
        "--window",
        choices=WINDOW_CHOICES,
        default=None,
        help="with --screenshot: open this window as on a --size screen with a 40 px "
        "panel, save the screen as a PNG, and exit 1 naming every part that lies "
        "outside it",
    )
    parser.add_argument(
        "--map",
        type=argtypes.map_name,
        default=None,
        help="map for --screenshot (default usa); with --window, the board of the game "
        "shown and the one chosen in the New game and Host dialogs",
    )
    parser.add_argument(
        "--players",
        type=argtypes.players,
        default=4,
        help="players for --screenshot, 2-6 (default 4)",
    )
    parser.add_argument(
        "--level",
        type=_level,
        default="normal",
        help="computer level of the --screenshot seats (default normal)",
    )
    parser.add_argument("--seed", type=argtypes.seed, default=7, help="seed for --screenshot")
    parser.add_argument(
        "--rounds",
        type=argtypes.int_range(1, 200),
        default=5,
        help="rounds the computer plays before the screenshot, 1-200 (default 5)",
    )
    parser.add_argument(
        "--ai-delay",
        type=argtypes.int_range(0, 10_000),
        default=None,
        metavar="MS",
        help="pause before each computer move in milliseconds (default 400, remembered)",
    )
    parser.add_argument(
        "--lang",
        choices=LANG_CHOICES,
        default=None,
        help="language of the window and of --screenshot: system (the "
        "system's), en, de, zh_CN or zh_TW (default: the one chosen in "
        "Settings, else the system's)",
    )
    from .variant_args import add_edition_argument, add_variant_arguments

    add_edition_argument(parser)  # the rule set of the --screenshot game
    add_variant_arguments(parser)  # the variants of the --screenshot game


def add_file_argument(parser: argparse.ArgumentParser) -> None:
    """The optional saved game to open (only where no command is named)."""
    parser.add_argument(
        "file",
        nargs="?",
        type=save_path,
        metavar="FILE",
        help="a saved game (.pgsave) to open; with --screenshot, the saved game is "
        "shown as it stands; with --window, the window shows it (main, help, inspector, "
        "analysis, results)",
    )


def save_path(text: str) -> str:
    """An existing file (the save's own checks run when it is loaded), made absolute."""
    path = Path(text)
    if not path.exists():
        raise argparse.ArgumentTypeError(f"{text}: no such file")
    if not path.is_file():
        raise argparse.ArgumentTypeError(f"{text} is not a file")
    return os.path.abspath(path)


def _level(text: str) -> str:
    """A level's key (``powergrid.levels``); any other word is a usage error naming them."""
    from .. import levels

    try:
        return levels.find(text).key
    except ValueError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


def _size(text: str) -> tuple[int, int]:
    """``WxH`` as two ints: width 640 to 8192, height 480 to 8192."""
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1366x768, not {text!r}") from None
    if not (640 <= w <= 8192 and 480 <= h <= 8192):
        raise argparse.ArgumentTypeError(f"size {w}x{h} is outside 640x480 to 8192x8192")
    return w, h


def _application() -> QApplication:
    from PySide6.QtWidgets import QApplication

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    app.setOrganizationName("powergrid")
    app.setApplicationName("powergrid")
    app.setApplicationDisplayName("Power Grid")
    app.setDesktopFileName(APP_ID)
    return app


def _apply_language(args: argparse.Namespace) -> str:
    """``--lang`` for this run only (not stored), else the language chosen in Settings."""
    from ..app.shared.settings import apply_saved_language

    return apply_saved_language(getattr(args, "lang", None))


def window_screenshot(args: argparse.Namespace) -> int:
    """``--screenshot FILE --window NAME [SAVE]``: one window on a screen of ``--size``,
    showing the saved game when one is named; 1 and a line per part that lies outside
    when it does not fit."""
    from PySide6.QtCore import QSize

    from ..app.window.screenshot import DEFAULT_MAP, check_window, map_problem, save_problem
    from ..rules import SaveError, save

    saved = None
    if getattr(args, "file", None):
        try:
            saved = save.load(args.file)
        except SaveError as err:
            return argtypes.fail("powergrid", f"cannot open {args.file}: {err}", 1)
        problem = save_problem(args.window, saved)
        if problem is not None:
            return argtypes.fail("powergrid", f"--window {args.window}: {problem}")
    map_name = getattr(args, "map", None)
    problem = None if map_name is None else map_problem(args.window, saved)
    if problem is not None:
        return argtypes.fail("powergrid", f"--map: {problem}")
    _application()
    lang = _apply_language(args)
    width, height = args.size
    try:
        size = QSize(width, height)
        problems = check_window(
            args.window, size, lang, args.screenshot, saved, map_name or DEFAULT_MAP
        )
    except OSError as err:
        return argtypes.fail("powergrid", str(err), 1)
    print(f"wrote {args.screenshot}")
    where = f"{args.window} on a {width}x{height} screen ({lang})"
    for problem in problems:
        print(f"powergrid: {where}: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(f"{where} fits")
    return 0


def screenshot(args: argparse.Namespace) -> int:
    from PySide6.QtCore import QEventLoop, QTimer

    from ..app.window.mainwindow import MainWindow
    from ..app.window.screenshot import DEFAULT_MAP
    from ..rules import GameConfig, Phase
    from .variant_args import check_variants, edition_from_args, variants_from_args

    if getattr(args, "file", None) and args.map is not None:
        return argtypes.fail("powergrid", "--map: a saved game is shown on its own board")
    variants = variants_from_args(args)
    config = GameConfig.quick(
        args.players,
        args.map or DEFAULT_MAP,
        controller=getattr(args, "level", "normal"),
        variants=variants,
        edition=edition_from_args(args),
    )
    check_variants(args, config)  # a usage error before any window opens
    app = _application()
    _apply_language(args)
    window = MainWindow(ai_delay_ms=0, autosave=False, restore_layout=False, session=False)
    window.resize(*args.size)
    window.show()
    if getattr(args, "file", None):
        return _save_screenshot(app, window, args)
    names = ("Ann", "Ben", "Cleo", "Dan", "Eva", "Finn")
    seats = tuple(
        s.model_copy(update={"name": names[i], "color": None}) for i, s in enumerate(config.seats)
    )
    config = config.model_copy(update={"seats": seats})
    window.controller.new_game(config, args.seed)
    loop = QEventLoop()
    deadline = time.monotonic() + 60

    def check() -> None:
        state = window.controller.state
        past = state is not None and state.round > args.rounds and state.phase == Phase.BUILD
        over = state is None or state.phase == Phase.OVER
        if over or past or time.monotonic() > deadline:
            window.controller.shutdown()
            loop.quit()

    timer = QTimer()
    timer.timeout.connect(check)
    timer.start(5)
    loop.exec()
    timer.stop()
    return _write_picture(app, window, args.screenshot)


def _write_picture(app: QApplication, window: MainWindow, path: str) -> int:
    """Save ``window`` as a PNG at ``path`` and close it; exit status 0, or 1 with the
    reason when the file cannot be written."""
    app.processEvents()
    ok = window.grab().save(path)
    window.close()
    if not ok:
        return argtypes.fail("powergrid", f"could not write {path}", 1)
    print(f"wrote {path}")
    return 0


def _refusal(window: MainWindow, path: str) -> int:
    """Report a save the window refused (the reason it shows), as a one-line error."""
    box = window.files.message_box
    reason = box.text() if box is not None else "not a saved game"
    return argtypes.fail("powergrid", f"cannot open {path}: {reason}", 1)


def _save_screenshot(app: QApplication, window: MainWindow, args: argparse.Namespace) -> int:
    """``--screenshot PNG FILE``: the saved game as it stands, or its refusal."""
    if not window.files.load_from(args.file, remember=False):
        window.close()
        return _refusal(window, args.file)
    window.controller.shutdown()  # the computer seats make no move
    return _write_picture(app, window, args.screenshot)


def close_on_signals(
    app: QApplication, window: MainWindow
) -> tuple[socket.socket, socket.socket, QSocketNotifier]:
    """SIGTERM, SIGHUP and SIGINT close ``window`` and quit, as its close button does.

    Python runs a signal handler only when the interpreter gets control; a socket
    written by the signal's C handler (``signal.set_wakeup_fd``) wakes the Qt event
    loop for it. Returns the objects that must live as long as the event loop."""
    from PySide6.QtCore import QSocketNotifier, QTimer

    reader, writer = socket.socketpair()
    reader.setblocking(False)
    writer.setblocking(False)
    signal.set_wakeup_fd(writer.fileno())
    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, app)

    def drain() -> None:
        try:
            reader.recv(64)
        except OSError:
            pass

    def close(_signum: int, _frame: FrameType | None) -> None:
        # Closed from the event loop, not inside the handler, which may interrupt a paint.
        QTimer.singleShot(0, window.close)

    notifier.activated.connect(drain)
    for signum in (signal.SIGTERM, signal.SIGHUP, signal.SIGINT):
        signal.signal(signum, close)
    return reader, writer, notifier


def launch(args: argparse.Namespace) -> int:
    """Open the game window (the ``powergrid`` command without a subcommand)."""
    from .display import ensure_display, go_headless

    if getattr(args, "window", None) and not getattr(args, "screenshot", None):
        return argtypes.fail("powergrid", "--window is for --screenshot FILE: name the PNG")
    if getattr(args, "screenshot", None):
        go_headless()
        return window_screenshot(args) if getattr(args, "window", None) else screenshot(args)
    if ensure_display():
        return 1  # the reason is printed; Qt would abort with a misleading message
    from ..app.shared import session_files, settings, storage
    from ..app.window.mainwindow import MainWindow

    app = _application()
    _apply_language(args)
    crashed = session_files.crashed_session()
    off = storage.data_folder().problem if session_files.autosave_path() is None else None
    if off is not None:
        print(f"powergrid: {off}", file=sys.stderr)  # the window says it too, translated
    kept = settings.settings_notice(translated=False)
    if kept is not None:
        print(f"powergrid: {kept}", file=sys.stderr)  # and this
    delay = getattr(args, "ai_delay", None)
    window = MainWindow(ai_delay_ms=delay)
    if delay is not None:
        window.set_ai_delay(delay)  # remembered for the next start
    keep = close_on_signals(app, window)
    window.show()
    path = getattr(args, "file", None)
    if path is None:
        window.start(crashed)
    elif not window.files.load_from(path):
        _refusal(window, path)  # the window shows the reason too, over its start screen
    status = app.exec()
    del keep
    return status


def main(argv: list[str] | None = None) -> int:
    parser = argtypes.Parser(prog="powergrid-app", description="The Power Grid window.")
    add_arguments(parser)
    add_file_argument(parser)
    return launch(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
