"""Where the app keeps its autosave and the clean-exit marker.

The directory is ``QStandardPaths.AppDataLocation`` unless the environment variable
``POWERGRID_DATA_DIR`` names another one (tests use it to stay out of the home).
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QStandardPaths

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
    return data_dir() / AUTOSAVE_NAME


def running_marker() -> Path:
    return data_dir() / RUNNING_NAME


def crashed_session() -> bool:
    """True when the last run left an autosave and did not exit cleanly."""
    return autosave_path().exists() and running_marker().exists()


def mark_running() -> None:
    running_marker().write_text(str(os.getpid()), encoding="utf-8")


def mark_clean_exit() -> None:
    running_marker().unlink(missing_ok=True)
