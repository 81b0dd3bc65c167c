"""The player's settings, kept in ``QSettings`` and validated whenever they are read.

A stored value that is missing, of the wrong type or out of range (an edited file, an
older version of the app; a list where a text belongs, as ``language=de, en`` reads)
reads as the default; nothing here raises on bad stored data. Before Qt opens the
settings file it is looked at (:func:`settings_file`, ``storage.settings_problem``):
a link, a pipe, a device or an oversized file there is neither read nor written, and
the settings live in memory for the session (:func:`settings_notice` says why).
"""

from __future__ import annotations

import hashlib
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass, fields, replace
from pathlib import Path

from PySide6.QtCore import QObject, QSettings, QStandardPaths, Signal

from ...refusals import has_controls
from . import storage
from .i18n import LANGUAGES, SYSTEM
from .palettes import DEFAULT_PALETTE, PALETTES

# Bounds of the computer's pause before each move.
MAX_DELAY_MS = 5000


@dataclass(frozen=True)
class Settings:
    """Every setting the player can change, with its default."""

    language: str = SYSTEM
    ai_delay_ms: int = 400
    show_ai_moves: bool = True
    confirmations: bool = True
    palette: str = DEFAULT_PALETTE
    autosave_dir: str = ""  # empty: the app's data directory
    files_dir: str = ""  # where Open and Save as last were; empty: the documents folder


# The QSettings key of each field (``ai/delay_ms`` predates this module).
KEYS = {
    "language": "ui/language",
    "ai_delay_ms": "ai/delay_ms",
    "show_ai_moves": "ai/show_moves",
    "confirmations": "ui/confirmations",
    "palette": "ui/palette",
    "autosave_dir": "storage/autosave_dir",
    "files_dir": "storage/files_dir",
}
DEFAULTS = Settings()


def qsettings() -> QSettings:
    """The app's settings store; an ini file in POWERGRID_DATA_DIR when that is set.

    Without a folder of the user's to keep them in (``storage.data_folder``), or when
    the settings file is not a regular file (:func:`settings_notice`), the settings
    live in memory for the session: their file is named inside the null device, where
    no folder can be made, so Qt keeps the values and writes nothing.
    """
    folder = storage.data_dir()
    path = settings_file()
    if folder is None or (path is not None and storage.settings_problem(path) is not None):
        return _memory_store(str(path))
    if os.environ.get("POWERGRID_DATA_DIR"):
        return QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    return QSettings("powergrid", "powergrid")


# The in-memory stores of this process, by the settings file they stand in for.
_MEMORY: dict[str, QSettings] = {}


def _memory_store(key: str) -> QSettings:
    """The one store kept in memory in place of the settings file ``key`` for the rest
    of the process, so that a change made now is still there when read again."""
    store = _MEMORY.get(key)
    if store is None:
        name = hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()[:16]
        where = Path(os.devnull) / name / "settings.ini"
        store = _MEMORY[key] = QSettings(str(where), QSettings.Format.IniFormat)
    return store


def settings_file() -> Path | None:
    """The file Qt keeps the settings in, or None where they are not in a file this
    process opens (the registry on Windows, the preferences service on macOS)."""
    if os.environ.get("POWERGRID_DATA_DIR"):
        folder = storage.data_dir()
        return None if folder is None else folder / "settings.ini"
    if sys.platform in ("win32", "darwin"):
        return None
    config = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    return Path(config) / "powergrid" / "powergrid.conf" if config else None


def settings_notice(translated: bool = True) -> str | None:
    """Why the settings are not kept this session, in one line (in the current language
    for the window, in English for the command line); None when they are kept or
    when there is no folder at all (autosave's notice says that)."""
    path = settings_file()
    if path is None or storage.data_dir() is None:
        return None
    found = storage.settings_problem(path)
    if found is None:
        return None
    file, problem = found
    if translated:
        return storage.settings_off_text(file, problem)
    return storage.settings_off(file, problem)


def _as_bool(value) -> bool | None:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("true", "false", "1", "0"):
        return value.strip().lower() in ("true", "1")
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    return None


def _as_delay(value) -> int | None:
    if isinstance(value, bool):
        return None
    try:
        number = int(str(value).strip())
    except ValueError:
        return None
    return number if 0 <= number <= MAX_DELAY_MS else None


def _as_folder(value) -> str | None:
    if not isinstance(value, str):
        return None
    if value == "":
        return ""
    if has_controls(value) or "\x00" in value:
        return None  # no folder's name holds a NUL or a line break
    return value if Path(value).is_absolute() else None


def _as_choice(choices) -> Callable[[object], str | None]:
    """A check for a text that must be one of ``choices`` (a list or a number is not)."""
    return lambda v: v if isinstance(v, str) and v in choices else None


_CHECKS = {
    "language": _as_choice([SYSTEM, *LANGUAGES]),
    "ai_delay_ms": _as_delay,
    "show_ai_moves": _as_bool,
    "confirmations": _as_bool,
    "palette": _as_choice(list(PALETTES)),
    "autosave_dir": _as_folder,
    "files_dir": _as_folder,
}


def validated(field: str, value):
    """``value`` as the type of ``field``, or None when it is not acceptable."""
    return _CHECKS[field](value)


def load(store: QSettings | None = None) -> Settings:
    """The stored settings, each bad or missing value replaced by its default."""
    store = store or qsettings()
    values = {}
    for f in fields(Settings):
        raw = store.value(KEYS[f.name], None)
        good = None if raw is None else validated(f.name, raw)
        values[f.name] = getattr(DEFAULTS, f.name) if good is None else good
    return Settings(**values)


def save(settings: Settings, store: QSettings | None = None) -> None:
    """Write every field (after checking it: a bad value is a programming error here)."""
    store = store or qsettings()
    for f in fields(Settings):
        value = getattr(settings, f.name)
        if validated(f.name, value) is None:
            raise ValueError(f"setting {f.name!r} cannot be {value!r}")
        store.setValue(KEYS[f.name], value)
    store.sync()


def update(store: QSettings | None = None, **changes) -> Settings:
    """Change some settings, keep the rest; returns the new settings."""
    store = store or qsettings()
    unknown = set(changes) - set(KEYS)
    if unknown:
        raise ValueError(f"unknown settings: {', '.join(sorted(unknown))}")
    new = replace(load(store), **changes)
    save(new, store)
    return new


def autosave_dir(settings: Settings | None = None) -> Path | None:
    """The folder of the autosave: the chosen one, else the app's data directory;
    None when neither can be written (autosave is off, ``storage.autosave_off``)."""
    settings = settings or load()
    if settings.autosave_dir:
        chosen = storage.checked_folder(Path(settings.autosave_dir))
        if chosen.path is not None:
            return chosen.path
        # an unplugged drive or a read-only folder: fall back below
    return storage.data_dir()


def files_folder() -> Path:
    """Where Open and Save as start: the folder of the last save opened or written
    while it still exists, else the documents folder, else the home folder."""
    last = load().files_dir
    if last and Path(last).is_dir():
        return Path(last)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if documents and Path(documents).is_dir():
        return Path(documents)
    return Path.home()


def remember_files_folder(path: Path) -> None:
    """Remember the folder of a save the player chose, for the next Open or Save as."""
    update(files_dir=str(path.resolve().parent))


def apply_saved_language(override: str | None = None) -> str:
    """At start-up: switch to ``override`` (``--lang``) or the stored choice; returns the code.

    An override that is not a known language is refused before anything changes.
    """
    from .i18n import language

    if override is not None and override != SYSTEM and override not in LANGUAGES:
        raise ValueError(
            f"unknown language {override!r}: use one of {', '.join([SYSTEM, *LANGUAGES])}"
        )
    return language().switch(override or load().language)


# ----- the coach's win-chance graph ------------------------------------------------------
# Not a field of Settings: the coach, the Coach menu and the Settings dialog show it,
# and every change is announced by ``win_chances_switch().toggled``.

# QSettings key of the "show win chances" option.
WIN_CHANCES = "coach/winChances"


class _Switch(QObject):
    """Announces the option's changes to every table, menu and dialog that shows it."""

    toggled = Signal(bool)


_switch: _Switch | None = None


def win_chances_switch() -> _Switch:
    """The one object whose ``toggled(bool)`` follows the option (made on first use)."""
    global _switch
    if _switch is None:
        _switch = _Switch()
    return _switch


def win_chances_enabled() -> bool:
    """The stored option (in the app's settings store, like every other setting); on
    when missing or not a truth value."""
    stored = _as_bool(qsettings().value(WIN_CHANCES, None))
    return True if stored is None else stored


def set_win_chances_enabled(on: bool) -> None:
    """Store the option and announce it (a change from the menu reaches the dialog too)."""
    store = qsettings()
    store.setValue(WIN_CHANCES, bool(on))
    store.sync()
    win_chances_switch().toggled.emit(bool(on))
