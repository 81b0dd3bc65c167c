"""`powergrid desktop install|uninstall`: the game in the Linux desktop menu.

Installs, for the current user, what a desktop environment reads from the XDG data
folder (``$XDG_DATA_HOME``, by default ``~/.local/share``): the menu entry in
``applications/`` with ``Exec`` set to this installation's own launcher (so a game in
a virtual environment or a bundle starts without being on PATH) and ``%f``, so that a
save opens from the file manager; the icon in the hicolor theme (the SVG plus PNGs
rendered from it); the AppStream metadata in ``metainfo/``; and the MIME type of saves
(``*.pgsave``) in ``mime/packages/``. The desktop's caches (MIME database, MIME to
application map) are refreshed where their tools exist. Uninstall removes exactly
those files, refreshes the caches again and removes the folders it leaves empty.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from importlib import resources
from pathlib import Path

from ..jsonfile import JsonFileError, decode_text, read_regular_file, read_text_file

APP_ID = "io.github.powergrid.PowerGrid"
#: The MIME type of a saved game (``*.pgsave``), declared in the shipped mime XML.
SAVE_MIME_TYPE = "application/x-powergrid-save"
#: Bitmap sizes of the hicolor theme that menus, docks and switchers ask for.
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def add_parser(sub) -> None:
    p = sub.add_parser(
        "desktop",
        help="add the game to (or remove it from) the desktop menu (Linux)",
        description="Install or remove the menu entry, the icon and the AppStream metadata "
        "for the current user, in $XDG_DATA_HOME (default ~/.local/share).",
    )
    p.add_argument(
        "action",
        choices=("install", "uninstall"),
        help="install: add the entry pointing at this installation; "
        "uninstall: remove the files install wrote",
    )
    p.set_defaults(func=run)


def data_home() -> Path:
    """The user's XDG data folder (an empty or relative XDG_DATA_HOME is ignored, as
    the XDG base directory specification asks)."""
    value = os.environ.get("XDG_DATA_HOME", "")
    if value and os.path.isabs(value):
        return Path(value)
    return Path.home() / ".local" / "share"


def launcher() -> list[str]:
    """The command that starts this installation of the game, as absolute paths.

    A bundle is its own executable; a pip installation has the ``powergrid``
    script next to its Python; a source checkout falls back to ``python -m``.
    """
    if getattr(sys, "frozen", False):
        return [os.path.abspath(sys.executable)]
    script = Path(os.path.abspath(sys.executable)).parent / "powergrid"
    if script.is_file() and os.access(script, os.X_OK):
        return [str(script)]
    return [os.path.abspath(sys.executable), "-m", "powergrid.cli.main"]


def exec_line(argv: list[str]) -> str:
    """An Exec value: arguments quoted as the desktop entry specification asks."""

    def quote(arg: str) -> str:
        if arg and not any(c in arg for c in " \t\n\"'\\><~|&;$*?#()`%="):
            return arg
        escaped = arg.replace("\\", "\\\\").replace('"', '\\"').replace("`", "\\`")
        escaped = escaped.replace("$", "\\$").replace("%", "%%")
        return f'"{escaped}"'

    return " ".join(quote(a) for a in argv)


def icon_svg() -> bytes:
    """The one app icon, shipped in the package."""
    return shipped("powergrid.app", "icons", "powergrid.svg")


def render_icon(size: int):
    """The app icon as a square QImage of ``size`` pixels (no QApplication needed)."""
    from PySide6.QtCore import QByteArray
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(QByteArray(icon_svg()))
    if not renderer.isValid():
        raise ValueError("the app icon is not a valid SVG file")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def png_bytes(size: int) -> bytes:
    """The icon rendered at ``size`` pixels, encoded as PNG."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not render_icon(size).save(buffer, "PNG"):
        raise OSError(f"could not encode the {size} px icon as PNG")
    buffer.close()
    return bytes(data.data())


def desktop_entry(argv: list[str]) -> str:
    """The shipped menu entry with ``Exec`` and ``TryExec`` pointing at ``argv``; the
    shipped ``Exec``'s field codes (``%f``: the file to open) are kept."""
    text = decode_text(shipped("powergrid.data", "desktop", f"{APP_ID}.desktop"))
    lines = []
    for line in text.splitlines():
        if line.startswith("Exec="):
            codes = [arg for arg in line.split()[1:] if arg.startswith("%")]
            lines.append(f"TryExec={exec_line(argv[:1])}")
            line = " ".join([f"Exec={exec_line(argv)}", *codes])
        elif line.startswith(("TryExec=", "Path=")):
            continue
        lines.append(line)
    if argv[1:2] == ["-m"]:
        # A source checkout: the module is importable from the checkout's root only.
        lines.append(f"Path={Path(__file__).resolve().parents[2]}")
    return "\n".join(lines) + "\n"


def planned_files(home: Path) -> dict[Path, bytes | None]:
    """Every file install writes (contents rendered lazily: None until needed)."""
    icons = home / "icons" / "hicolor"
    files: dict[Path, bytes | None] = {
        home / "applications" / f"{APP_ID}.desktop": None,
        home / "metainfo" / f"{APP_ID}.metainfo.xml": None,
        home / "mime" / "packages" / f"{APP_ID}.xml": None,
        icons / "scalable" / "apps" / f"{APP_ID}.svg": None,
    }
    for size in ICON_SIZES:
        files[icons / f"{size}x{size}" / "apps" / f"{APP_ID}.png"] = None
    return files


def _contents(path: Path, argv: list[str]) -> bytes:
    if path.suffix == ".desktop":
        return desktop_entry(argv).encode("utf-8")
    if path.name.endswith(".metainfo.xml"):
        return shipped("powergrid.data", "desktop", path.name)
    if path.parent.name == "packages":
        return shipped("powergrid.data", "desktop", f"{APP_ID}.mime.xml")
    if path.suffix == ".svg":
        return icon_svg()
    size = int(path.parent.parent.name.split("x")[0])
    return png_bytes(size)


def write_atomically(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` so that a reader sees the old file or the new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def install(home: Path, argv: list[str] | None = None, refresh: bool = True) -> list[Path]:
    """Write the entry (starting ``argv``, by default this installation), icons,
    metadata and MIME type; return the files written. ``refresh=False`` leaves the
    desktop's caches alone (a package's staging folder: the system refreshes them)."""
    argv = launcher() if argv is None else argv
    contents = {path: _contents(path, argv) for path in planned_files(home)}  # all or nothing
    for path, data in contents.items():
        write_atomically(path, data)
    if refresh:
        refresh_caches(home)
    return list(contents)


def uninstall(home: Path) -> list[Path]:
    """Remove what install wrote, and the folders that leaves empty below ``home``;
    return the files that were there."""
    removed = []
    for path in planned_files(home):
        if path.exists():
            path.unlink()
            removed.append(path)
    refresh_caches(home)
    for path in removed:
        remove_empty_folders(path.parent, home)
    return removed


def _run_tool(*command: str) -> None:
    """Run a cache tool if it is installed; a failing tool is reported, not fatal
    (the desktop rebuilds its caches itself at the next login)."""
    if shutil.which(command[0]) is None:
        return
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        print(f"powergrid desktop: {command[0]} failed: {done.stderr.strip()}", file=sys.stderr)


def refresh_caches(home: Path) -> None:
    """Bring the user's MIME database and MIME-to-application cache in line with the
    files in ``home``. A MIME database without any package left is removed whole: it
    is generated from ``mime/packages`` alone; so is an application cache that lists
    no entry any more."""
    mime = home / "mime"
    packages = mime / "packages"
    if packages.is_dir() and any(packages.iterdir()):
        _run_tool("update-mime-database", str(mime))
    elif mime.is_dir():
        shutil.rmtree(mime)
    applications = home / "applications"
    if applications.is_dir():
        _run_tool("update-desktop-database", str(applications))
        cache = applications / "mimeinfo.cache"
        if cache.is_file() and _lists_no_entry(cache):
            cache.unlink()


#: The largest file of the package or of the desktop's caches read here.
MAX_FILE_BYTES = 16_000_000


def shipped(package: str, *parts: str) -> bytes:
    """A file shipped in the package, through the guarded reader (a regular file of a
    sane size)."""
    return read_regular_file(str(resources.files(package).joinpath(*parts)), MAX_FILE_BYTES)


def _lists_no_entry(cache: Path) -> bool:
    """The desktop's MIME-to-application cache (written by another program) lists no
    entry, only its header; False when it cannot be read, so that it is kept."""
    try:
        lines = read_text_file(cache, MAX_FILE_BYTES).strip().splitlines()
    except JsonFileError:
        return False
    return not lines[1:]


def remove_empty_folders(folder: Path, home: Path) -> None:
    """Remove ``folder`` and its parents while they are empty, up to (not including)
    ``home``."""
    while folder != home and folder.is_relative_to(home) and folder.is_dir():
        if any(folder.iterdir()):
            return
        folder.rmdir()
        folder = folder.parent


def run(args: argparse.Namespace) -> int:
    if not sys.platform.startswith("linux"):
        print(
            "powergrid desktop: menu integration is for Linux desktops; on Windows and "
            "macOS use the bundle's own shortcut or app folder",
            file=sys.stderr,
        )
        return 1
    home = data_home()
    try:
        done = install(home) if args.action == "install" else uninstall(home)
    except (OSError, ValueError) as exc:
        print(f"powergrid desktop {args.action}: {exc}", file=sys.stderr)
        return 1
    if args.action == "install":
        print(f"installed the menu entry for {exec_line(launcher())} ({len(done)} files in {home})")
    else:
        print(
            f"removed {len(done)} files from {home}"
            if done
            else f"nothing to remove: the game is not in the menu of {home}"
        )
    return 0
