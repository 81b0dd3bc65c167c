"""Where the app keeps its autosave and the clean-exit marker; checked settings.

The folder is ``QStandardPaths.AppDataLocation`` unless the environment variable
``POWERGRID_DATA_DIR`` names another one (tests use it to stay out of the home).
The app writes only into folders of the user's own: the named folder, or Qt's
location inside the home folder (or inside ``XDG_DATA_HOME``). When that folder
cannot be used — no home folder (``HOME`` unset, say), a file where the folder
should be, a read-only disk — the game still starts, with autosave off:
:func:`data_folder` says why in one line, nothing is written, and the settings stay
in memory for the session. Temporary files of an autosave interrupted by a kill
are removed when the next session starts. Values read back from QSettings are
checked like any other input: a settings file edited by hand or by another version
never crashes the start.

The game's own files (the settings file, the crash marker, the autosave) are regular
files or absent. Each is looked at with ``lstat`` before Qt or Python opens it: a
settings file that is a link, a pipe, a device or far too large is neither read nor
written (the settings stay in memory for the session, and the window says why); the
crash marker and the autosave are written to a temporary file and renamed over their
name, so whatever had the name is replaced, never written through or waited on.
"""

from __future__ import annotations

import os
import stat
import tempfile
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QStandardPaths

from ...refusals import one_line
from ...rules.save import remove_stale_temps
from .tr_noop import QT_TRANSLATE_NOOP

AUTOSAVE_NAME = "autosave.pgsave"
RUNNING_NAME = "session.running"

#: Why a folder cannot hold the autosave (``DataFolder.code``), as the end of a
#: sentence (English here and on the command line, translated in the window).
FOLDER_PROBLEMS = {
    "no_home": QT_TRANSLATE_NOOP(
        "Storage", "there is no home folder to keep it in (HOME is not set or not a folder)"
    ),
    "outside_home": QT_TRANSLATE_NOOP("Storage", "the app's folder lies outside the home folder"),
    "not_a_folder": QT_TRANSLATE_NOOP("Storage", "the path names a file, not a folder"),
    "cannot_create": QT_TRANSLATE_NOOP("Storage", "the folder cannot be created"),
    "not_writable": QT_TRANSLATE_NOOP("Storage", "nothing can be written in the folder"),
}
AUTOSAVE_OFF = QT_TRANSLATE_NOOP(
    "Storage",
    "Games are not saved automatically in this session: {reason}. "
    "Save a game with Game ▸ Save to keep it.",
)
#: Why one of the game's own files is not used (:func:`own_file_problem`), as the end
#: of a sentence.
OWN_FILE_PROBLEMS = {
    "link": QT_TRANSLATE_NOOP("Storage", "it is a link, which the game does not write through"),
    "not_regular": QT_TRANSLATE_NOOP(
        "Storage", "it is not a regular file but a folder, pipe, device or socket"
    ),
    "too_large": QT_TRANSLATE_NOOP("Storage", "it is larger than {limit} bytes"),
    "cannot_inspect": QT_TRANSLATE_NOOP("Storage", "the system cannot look at it ({detail})"),
}
SETTINGS_OFF = QT_TRANSLATE_NOOP(
    "Storage",
    "Settings are not kept in this session: {file}: {reason}. "
    "Remove or rename that file and the next session keeps them again.",
)
# A problem with one of the game's own files: a code of :data:`OWN_FILE_PROBLEMS` and
# its parameters.
Problem = tuple[str, dict[str, object]]
# The largest settings file read (a real one is a few kilobytes; Qt reads it whole).
MAX_SETTINGS_BYTES = 1_000_000


@dataclass(frozen=True)
class DataFolder:
    """The app's data folder: ``path`` when it can be written, else ``problem``."""

    path: Path | None
    # One of :data:`FOLDER_PROBLEMS` when the folder cannot be used.
    code: str | None = None
    # The folder that was tried (None when there was none to try).
    tried: Path | None = None
    # What the system said, when it said something.
    detail: str = ""

    @property
    def problem(self) -> str | None:
        """Why autosave is off, in one English line (None when it is on)."""
        if self.code is None:
            return None
        where = f" ({self.tried})" if self.tried is not None else ""
        detail = f": {self.detail}" if self.detail else ""
        return one_line(f"autosave is off: {FOLDER_PROBLEMS[self.code]}{where}{detail}")


_CHECKED: dict[tuple[str | None, ...], DataFolder] = {}


def data_folder() -> DataFolder:
    """The data folder, checked once per process and environment (HOME, the override)."""
    key = tuple(os.environ.get(name) for name in ("POWERGRID_DATA_DIR", "HOME", "XDG_DATA_HOME"))
    found = _CHECKED.get(key)
    if found is None:
        found = _CHECKED[key] = _check_folder()
    return found


def _check_folder() -> DataFolder:
    override = os.environ.get("POWERGRID_DATA_DIR")
    if override:
        return usable_folder(Path(override))
    if os.name != "nt" and not _home_folder():
        return DataFolder(None, "no_home")
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    if not location:
        return DataFolder(None, "no_home")
    path = Path(location)
    if os.name != "nt" and not any(_inside(path, root) for root in _own_roots()):
        return DataFolder(None, "outside_home", path)
    return usable_folder(path)


def _home_folder() -> Path | None:
    home = os.environ.get("HOME", "")
    if not home or not os.path.isabs(home) or not os.path.isdir(home):
        return None
    return Path(home)


def _own_roots() -> list[Path]:
    roots = [_home_folder()]
    xdg = os.environ.get("XDG_DATA_HOME", "")
    if xdg and os.path.isabs(xdg):
        roots.append(Path(xdg))
    return [r for r in roots if r is not None and r != Path(r.anchor)]


def _inside(path: Path, root: Path) -> bool:
    try:
        path.resolve().relative_to(root.resolve())
    except (ValueError, OSError, RuntimeError):
        return False
    return True


def checked_folder(path: Path) -> DataFolder:
    """:func:`usable_folder`, tried once per process and path (a chosen folder)."""
    key = ("chosen", str(path))
    found = _CHECKED.get(key)
    if found is None or found.path is None:
        found = _CHECKED[key] = usable_folder(path)
    return found


def usable_folder(path: Path) -> DataFolder:
    """``path`` as a data folder: created if missing, then tried with a scratch file."""
    if path.exists() and not path.is_dir():
        return DataFolder(None, "not_a_folder", path)
    try:
        path.mkdir(parents=True, exist_ok=True)
    except (OSError, RuntimeError, ValueError) as err:  # ValueError: a NUL in the name
        return DataFolder(None, "cannot_create", path, _reason(err))
    try:
        fd, scratch = tempfile.mkstemp(dir=path, prefix=".powergrid-", suffix=".probe")
        os.close(fd)
        os.unlink(scratch)
    except OSError as err:
        return DataFolder(None, "not_writable", path, _reason(err))
    return DataFolder(path)


def _reason(err: BaseException) -> str:
    return getattr(err, "strerror", None) or type(err).__name__


def data_dir() -> Path | None:
    """The data folder, or None when autosave is off (see :func:`data_folder`)."""
    return data_folder().path


def autosave_path() -> Path | None:
    """The autosave file, in the folder chosen in Settings (else the data folder);
    None when no folder of the user's can hold it."""
    from .settings import autosave_dir

    folder = autosave_dir()
    return None if folder is None else folder / AUTOSAVE_NAME


def autosave_off() -> str | None:
    """Why autosave is off, in one line; None when it is on."""
    return data_folder().problem if autosave_path() is None else None


def autosave_off_text() -> str | None:
    """Why autosave is off, in the current language, for the window; None when on."""
    if autosave_path() is not None:
        return None
    folder = data_folder()
    if folder.code is None:
        return None
    reason = QCoreApplication.translate("Storage", FOLDER_PROBLEMS[folder.code])
    if folder.tried is not None:
        reason += f" ({folder.tried})"
    if folder.detail:
        reason += f": {folder.detail}"
    return one_line(QCoreApplication.translate("Storage", AUTOSAVE_OFF).format(reason=reason))


def running_marker() -> Path | None:
    folder = data_dir()
    return None if folder is None else folder / RUNNING_NAME


def crashed_session() -> bool:
    """True when the last run left an autosave and did not exit cleanly (both files
    there as regular files: a link or a pipe of that name is no sign of a crash)."""
    autosave, marker = autosave_path(), running_marker()
    return (
        autosave is not None
        and marker is not None
        and is_regular_file(autosave)
        and is_regular_file(marker)
    )


def remove_stray_files() -> list[Path]:
    """Delete the ``.autosave.pgsave.*.tmp`` files that interrupted autosaves left (and
    those of a crash marker whose writing was killed)."""
    own = [autosave_path(), running_marker()]
    return [stray for path in own if path is not None for stray in remove_stale_temps(path)]


def mark_running() -> None:
    """A session starts: clear what an interrupted one left, then set the crash marker.

    Without a usable folder nothing is written (autosave is off and says so).
    """
    remove_stray_files()
    marker = running_marker()
    if marker is None:
        return
    try:
        replace_own_file(marker, str(os.getpid()).encode("ascii"))
    except OSError:
        pass  # the disk went read-only since the check (or a folder has the name): no harm


def mark_clean_exit() -> None:
    marker = running_marker()
    if marker is None:
        return
    try:
        marker.unlink(missing_ok=True)
    except OSError:
        pass


def setting_int(settings, key: str, default: int, low: int, high: int) -> int:
    """An integer setting within ``[low, high]``; anything else gives ``default``."""
    value = settings.value(key, default)
    if isinstance(value, bool):
        return default
    if isinstance(value, str):
        text = value.strip()
        if not (text.isascii() and text.lstrip("-").isdigit() and len(text) <= 9):
            return default
        value = int(text)
    if not isinstance(value, int) or not low <= value <= high:
        return default
    return value


def setting_bytes(settings, key: str) -> QByteArray | None:
    """A saved window geometry or dock state, or None when missing or of the wrong type."""
    value = settings.value(key)
    if isinstance(value, QByteArray) and not value.isEmpty():
        return value
    if isinstance(value, bytes | bytearray) and value:
        return QByteArray(bytes(value))
    return None


# ----- the game's own files ------------------------------------------------------------------


def is_regular_file(path: Path) -> bool:
    """``path`` is a regular file itself (``lstat``: a link to one is not)."""
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except (OSError, ValueError):
        return False


def own_file_problem(path: Path, max_bytes: int | None = None) -> Problem | None:
    """Why ``path``, one of the game's own files, must not be opened: a code of
    :data:`OWN_FILE_PROBLEMS` and its parameters; None when it is absent or a regular
    file (of at most ``max_bytes``). Looked at with ``lstat``, which never follows a
    link nor waits on a pipe."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as err:
        return "cannot_inspect", {"detail": _reason(err)}
    if stat.S_ISLNK(info.st_mode):
        return "link", {}
    if not stat.S_ISREG(info.st_mode):
        return "not_regular", {}
    if max_bytes is not None and info.st_size > max_bytes:
        return "too_large", {"limit": max_bytes}
    return None


def replace_own_file(path: Path, data: bytes) -> None:
    """Write one of the game's own small files (the crash marker): a private temporary
    file beside it, renamed over ``path``; what had the name goes, its target untouched."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def settings_problem(path: Path) -> tuple[Path, Problem] | None:
    """Why the settings file at ``path`` is neither read nor written this session: the
    file at fault (the settings file or Qt's lock file beside it) and its problem; None
    when both are regular files or absent."""
    for file in (path, path.with_name(path.name + ".lock")):
        problem = own_file_problem(file, MAX_SETTINGS_BYTES)
        if problem is not None:
            return file, problem
    return None


def _filled(template: str, params: dict[str, object]) -> str:
    """A problem's sentence with its parameters (numbers written with separators)."""
    return template.format(**{k: f"{v:,}" if isinstance(v, int) else v for k, v in params.items()})


def settings_off(path: Path, problem: Problem) -> str:
    """:data:`SETTINGS_OFF` in English, one line (for the command line)."""
    code, params = problem
    reason = _filled(OWN_FILE_PROBLEMS[code], params)
    return one_line(SETTINGS_OFF.format(file=path, reason=reason))


def settings_off_text(path: Path, problem: Problem) -> str:
    """:data:`SETTINGS_OFF` in the current language, one line (for the window)."""
    code, params = problem
    reason = _filled(QCoreApplication.translate("Storage", OWN_FILE_PROBLEMS[code]), params)
    text = QCoreApplication.translate("Storage", SETTINGS_OFF)
    return one_line(text.format(file=path, reason=reason))
