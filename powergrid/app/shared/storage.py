"""Where the app keeps its autosave and the clean-exit marker; checked settings.

The directory is ``QStandardPaths.AppDataLocation`` unless the environment variable
``POWERGRID_DATA_DIR`` names another one (tests use it to stay out of the home).
Temporary files of an autosave interrupted by a kill are removed when the next
session starts. Values read back from QSettings are checked like any other input:
a settings file edited by hand or by another version never crashes the start.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QByteArray, QStandardPaths

from ...rules.save import remove_stale_temps

AUTOSAVE_NAME = "autosave.pgsave"
RUNNING_NAME = "session.running"


def data_dir() -> Path:
    override = os.environ.get("POWERGRID_DATA_DIR")
    if override:
        path = Path(override)
    else:
        location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        path = Path(location or Path.home() / ".powergrid")
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    """The autosave file, in the folder chosen in Settings (else the data directory)."""
    from .settings import autosave_dir

    return autosave_dir() / AUTOSAVE_NAME


def running_marker() -> Path:
    return data_dir() / RUNNING_NAME


def crashed_session() -> bool:
    """True when the last run left an autosave and did not exit cleanly."""
    return autosave_path().exists() and running_marker().exists()


def remove_stray_files() -> list[Path]:
    """Delete the ``.autosave.pgsave.*.tmp`` files that interrupted autosaves left."""
    return remove_stale_temps(autosave_path())


def mark_running() -> None:
    """A session starts: clear what an interrupted one left, then set the crash marker."""
    remove_stray_files()
    running_marker().write_text(str(os.getpid()), encoding="utf-8")


def mark_clean_exit() -> None:
    running_marker().unlink(missing_ok=True)


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
