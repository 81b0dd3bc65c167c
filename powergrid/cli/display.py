"""Before Qt starts: is there a screen to draw on, and can Qt's X11 plugin load?

Without a display Qt aborts the process (exit 134) with a message that blames the
installation, and a missing X11 library gives the same abort. The commands that open
a window ask :func:`display_problem` first and print one plain line instead.
Headless runs (screenshots, benchmarks) go to Qt's offscreen platform, and
:func:`quiet_headless_qt` drops the offscreen plugin's warning about window size
hints, which it prints once per top-level window and which says nothing to a player.
"""

from __future__ import annotations

import ctypes
import os
import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QMessageLogContext, QtMsgType

#: Qt warnings that carry no information in a headless run (offscreen plugin).
NOISE = (
    "This plugin does not support propagateSizeHints()",
    "This plugin does not support raise()",
)

#: Libraries Qt's X11 plugin loads, with the package that provides each on
#: Debian/Ubuntu and on Fedora.
XCB_PACKAGES = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
    "libX11.so.6": ("libx11-6", "libX11"),
    "libxcb.so.1": ("libxcb1", "libxcb"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl"),
    "libGL.so.1": ("libgl1", "libglvnd-glx"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs"),
}
for _lib, _major in (
    ("randr", 0),
    ("render", 0),
    ("shape", 0),
    ("shm", 0),
    ("sync", 1),
    ("xfixes", 0),
    ("xinput", 0),
    ("xkb", 1),
):
    XCB_PACKAGES[f"libxcb-{_lib}.so.{_major}"] = (f"libxcb-{_lib}{_major}", "libxcb")

HEADLESS_HINT = "play headless with `powergrid --screenshot FILE` or QT_QPA_PLATFORM=offscreen"

#: X connections held open by :func:`x_server_problem`.
_KEEP: list[int] = []

_MISSING = re.compile(r"([\w.+-]+\.so(?:\.\d+)*): cannot open shared object file")


def _platforms() -> list[str]:
    """The platform plugins Qt will try, from QT_QPA_PLATFORM ("wayland;xcb", "xcb:arg")."""
    value = os.environ.get("QT_QPA_PLATFORM", "")
    return [part.split(":")[0].strip() for part in value.split(";") if part.strip()]


def needs_x11() -> bool:
    """True when Qt will draw through X11 (the xcb plugin) on this machine."""
    if not sys.platform.startswith("linux"):
        return False
    chosen = _platforms()
    if chosen:
        return chosen[0] == "xcb"
    return not os.environ.get("WAYLAND_DISPLAY")


def display_problem() -> str | None:
    """One line saying why no window can open here, or None when it can.

    Windows and macOS always have their native platform; on Linux an explicit
    QT_QPA_PLATFORM other than xcb is the user's choice and is trusted.
    """
    if not sys.platform.startswith("linux"):
        return None
    chosen = _platforms()
    if chosen and chosen[0] != "xcb":
        return None
    if not chosen and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        return (
            "powergrid: no display found (neither DISPLAY nor WAYLAND_DISPLAY is set), so "
            f"the game window cannot open; start it in a desktop session, or {HEADLESS_HINT}."
        )
    if not needs_x11():
        return None
    return xcb_problem() or x_server_problem()


def xcb_plugin() -> Path:
    """Qt's X11 platform plugin in this installation (also inside a bundle)."""
    from PySide6.QtCore import QLibraryInfo

    plugins = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath))
    return plugins / "platforms" / "libqxcb.so"


def missing_library(error: str) -> str | None:
    """The library named in a dynamic loader error, e.g. ``libxcb-cursor.so.0``."""
    match = _MISSING.search(error)
    return match.group(1) if match else None


def install_hint(library: str) -> str:
    """What to install for a missing library on Debian/Ubuntu and Fedora."""
    debian, fedora = XCB_PACKAGES.get(library, (None, None))
    if debian is None:
        return "install the package that provides it with your system's package manager"
    return (
        f"install it with `sudo apt install {debian}` (Debian, Ubuntu) "
        f"or `sudo dnf install {fedora}` (Fedora)"
    )


def xcb_problem(plugin: Path | None = None) -> str | None:
    """Load Qt's X11 plugin the way Qt will; name the first system library it lacks."""
    plugin = plugin or xcb_plugin()
    if not plugin.exists():
        return (
            f"powergrid: Qt's X11 plugin is missing ({plugin}); reinstall the game, "
            f"or {HEADLESS_HINT}."
        )
    try:
        ctypes.CDLL(str(plugin))
    except OSError as exc:
        library = missing_library(str(exc))
        if library is None:
            return f"powergrid: Qt's X11 plugin cannot be loaded: {exc}"
        return (
            f"powergrid: the game window needs the system library {library}, which is not "
            f"installed; {install_hint(library)}."
        )
    return None


def x_server_problem() -> str | None:
    """Connect to the X server named by DISPLAY with libxcb, the way Qt will."""
    display = os.environ.get("DISPLAY", "")
    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return (
            f"powergrid: the game window needs the system library libxcb.so.1, which is "
            f"not installed; {install_hint('libxcb.so.1')}."
        )
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    connection = xcb.xcb_connect(display.encode() or None, None)
    failed = xcb.xcb_connection_has_error(connection)
    if failed:
        xcb.xcb_disconnect(connection)
    else:
        # Stay connected until the process ends: an X server with no other client
        # (Xvfb, a bare server) resets when its last client leaves, and Qt connecting
        # during that reset would fail.
        _KEEP.append(connection)
    if failed:
        return (
            f"powergrid: cannot connect to the display {display!r} (is the X server "
            f"running, and may you use it? over SSH use `ssh -X`); or {HEADLESS_HINT}."
        )
    return None


def ensure_display() -> int:
    """0 when a window can open; otherwise print the reason on stderr and return 1."""
    problem = display_problem()
    if problem is None:
        return 0
    print(problem, file=sys.stderr)
    return 1


def go_headless() -> None:
    """Draw offscreen when no screen is at hand (screenshots, benchmarks)."""
    if "QT_QPA_PLATFORM" not in os.environ and display_problem() is not None:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    quiet_headless_qt()


def quiet_headless_qt() -> None:
    """Drop Qt's offscreen size-hint warnings; pass every other message on unchanged."""
    from PySide6.QtCore import qInstallMessageHandler

    previous = None

    def handler(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if message in NOISE:
            return
        if previous is not None:
            previous(kind, context, message)
        elif sys.stderr is not None:  # None in a windowed bundle on Windows
            category = getattr(context, "category", None) or "default"
            prefix = "" if category == "default" else f"{category}: "
            sys.stderr.write(f"{prefix}{message}\n")

    # A mark on the function, found on it again by a second call: mypy knows no
    # attributes of a function.
    handler.quiet_headless = True  # type: ignore[attr-defined]
    previous = qInstallMessageHandler(handler)
    if getattr(previous, "quiet_headless", False):
        qInstallMessageHandler(previous)  # already installed: keep the one chain
