"""The files of a session: the autosave, in the folder chosen in Settings (else the
data folder), and the marker that tells a crash from a clean exit.

It sits above :mod:`.storage` (the data folder, the game's own files) and
:mod:`.settings` (the chosen autosave folder), so neither of them imports the other's
callers back.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from ...refusals import one_line
from ...rules.save import remove_stale_temps
from . import storage
from .settings import autosave_dir


def autosave_path() -> Path | None:
    """The autosave file, in the folder chosen in Settings (else the data folder);
    None when no folder of the user's can hold it."""
    folder = autosave_dir()
    return None if folder is None else folder / storage.AUTOSAVE_NAME


def autosave_off_text() -> str | None:
    """Why autosave is off, in the current language, for the window; None when on."""
    if autosave_path() is not None:
        return None
    folder = storage.data_folder()
    if folder.code is None:
        return None
    reason = QCoreApplication.translate("Storage", storage.FOLDER_PROBLEMS[folder.code])
    if folder.tried is not None:
        reason += f" ({folder.tried})"
    if folder.detail:
        reason += f": {folder.detail}"
    return one_line(
        QCoreApplication.translate("Storage", storage.AUTOSAVE_OFF).format(reason=reason)
    )


def running_marker() -> Path | None:
    folder = storage.data_dir()
    return None if folder is None else folder / storage.RUNNING_NAME


def crashed_session() -> bool:
    """True when the last run left an autosave and did not exit cleanly (both files
    there as regular files: a link or a pipe of that name is no sign of a crash)."""
    autosave, marker = autosave_path(), running_marker()
    return (
        autosave is not None
        and marker is not None
        and storage.is_regular_file(autosave)
        and storage.is_regular_file(marker)
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
        storage.replace_own_file(marker, str(os.getpid()).encode("ascii"))
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
