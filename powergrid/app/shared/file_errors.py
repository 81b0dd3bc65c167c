"""Refused save and map files in the player's language.

The engine refuses a file with an English sentence, a stable code and parameters
(``SaveError``, ``MapError``, and the JSON reader's ``JsonFileError`` they wrap).
This module words each code through Qt translation with the file's name, at the
moment the refusal is shown; a code or a parameter it does not know falls back to
the engine's English sentence, so a new engine refusal is never hidden.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale

from ...refusals import one_line
from ...refusals import shown as shown_text
from . import texts
from .tr_noop import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate
CONTEXT = "FileErrors"

#: What the JSON reader refused (``JsonFileError.code``), as the end of a sentence.
JSON_PROBLEMS: dict[str, str] = {
    "not_found": QT_TRANSLATE_NOOP("FileErrors", "the file does not exist"),
    "is_folder": QT_TRANSLATE_NOOP("FileErrors", "it is a folder, not a file"),
    "cannot_open": QT_TRANSLATE_NOOP("FileErrors", "the system cannot open it ({detail})"),
    "nul_in_name": QT_TRANSLATE_NOOP("FileErrors", "the file name contains a NUL character"),
    "not_regular": QT_TRANSLATE_NOOP(
        "FileErrors", "it is not a regular file but a pipe, device or socket"
    ),
    "too_large": QT_TRANSLATE_NOOP(
        "FileErrors", "it is too large ({size} bytes; the limit is {limit})"
    ),
    "cannot_read": QT_TRANSLATE_NOOP("FileErrors", "the system cannot read it ({detail})"),
    "not_utf8": QT_TRANSLATE_NOOP("FileErrors", "it is not UTF-8 text (byte {byte})"),
    "too_deep": QT_TRANSLATE_NOOP("FileErrors", "it is nested more than {limit} levels deep"),
    "long_number": QT_TRANSLATE_NOOP(
        "FileErrors", "it holds a number of {length} characters (the limit is {limit})"
    ),
    "number_out_of_range": QT_TRANSLATE_NOOP(
        "FileErrors", "it holds the number {number}, which is out of range"
    ),
    "not_a_number": QT_TRANSLATE_NOOP(
        "FileErrors", "it holds {name}, which JSON does not allow as a number"
    ),
    "malformed": QT_TRANSLATE_NOOP(
        "FileErrors", "the text breaks off or is garbled at line {line}, column {column}"
    ),
    "lone_surrogate": QT_TRANSLATE_NOOP(
        "FileErrors", "a text in it holds half a character (a lone surrogate escape)"
    ),
}

#: ``SaveError.code`` → sentence. ``{file}`` is the file's name; ``{problem}`` the
#: JSON reader's refusal worded above; ``{reason}`` the engine's refusal of a move.
SAVE_REFUSALS: dict[str, str] = {
    "no_game": QT_TRANSLATE_NOOP("FileErrors", "There is no game to save."),
    "map_not_saveable": QT_TRANSLATE_NOOP(
        "FileErrors",
        "This game is played on the map “{map}”, too large for a save to carry: {detail}",
    ),
    "unreadable": QT_TRANSLATE_NOOP("FileErrors", "The save “{file}” cannot be read: {problem}."),
    "not_json": QT_TRANSLATE_NOOP(
        "FileErrors",
        "The save “{file}” is not valid JSON: {problem}. "
        "Perhaps it was cut short while it was written.",
    ),
    "bad_json": QT_TRANSLATE_NOOP("FileErrors", "The save “{file}” cannot be used: {problem}."),
    "not_a_save": QT_TRANSLATE_NOOP("FileErrors", "“{file}” is not a Power Grid save."),
    "unknown_version": QT_TRANSLATE_NOOP(
        "FileErrors",
        "The save “{file}” is written in save format version {version}; "
        "this program reads versions {readable}. It may come from a newer version of the game.",
    ),
    "missing_entries": QT_TRANSLATE_NOOP(
        "FileErrors", "The save “{file}” is damaged: it lacks the entries {entries}."
    ),
    "unknown_entries": QT_TRANSLATE_NOOP(
        "FileErrors", "The save “{file}” is damaged: it holds unknown entries {entries}."
    ),
    "bad_seed": QT_TRANSLATE_NOOP(
        "FileErrors", "The save “{file}” is damaged: its seed is not a whole number."
    ),
    "actions_not_list": QT_TRANSLATE_NOOP(
        "FileErrors", "The save “{file}” is damaged: its moves are not a list."
    ),
    "check_not_text": QT_TRANSLATE_NOOP(
        "FileErrors", "The save “{file}” is damaged: a check value is not text."
    ),
    "history_not_list": QT_TRANSLATE_NOOP(
        "FileErrors",
        "The save “{file}” is damaged: its recorded history is not a list of check values.",
    ),
    "settings_mismatch": QT_TRANSLATE_NOOP(
        "FileErrors",
        "The save “{file}” was edited or damaged: the game's settings (map, seats, seed) "
        "do not match its recorded history.",
    ),
    "history_too_short": QT_TRANSLATE_NOOP(
        "FileErrors",
        "The save “{file}” was edited or damaged: move {action} is not in its recorded "
        "history, which ends after {length} moves.",
    ),
    "action_mismatch": QT_TRANSLATE_NOOP(
        "FileErrors",
        "The save “{file}” was edited or damaged: move {action} does not match "
        "its recorded history.",
    ),
    "actions_removed": QT_TRANSLATE_NOOP(
        "FileErrors",
        "The save “{file}” was edited: its history records {history} moves, "
        "but it holds only {actions}.",
    ),
    "final_check_mismatch": QT_TRANSLATE_NOOP(
        "FileErrors",
        "The save “{file}” was altered: its final check value does not match its recorded history.",
    ),
    "damaged_config": QT_TRANSLATE_NOOP(
        "FileErrors", "The save “{file}” is damaged: its game settings cannot be read ({detail})."
    ),
    "config_edited": QT_TRANSLATE_NOOP(
        "FileErrors",
        "The save “{file}” was edited: its game settings are not written "
        "the way this program writes them.",
    ),
    "unknown_map": QT_TRANSLATE_NOOP(
        "FileErrors",
        "The save “{file}” is played on the map “{map}”, which is not a built-in map "
        "(built-in: {known}).",
    ),
    "unknown_deck": QT_TRANSLATE_NOOP(
        "FileErrors",
        "The save “{file}” names the deck “{deck}”, which is not a deck of the game "
        "(the game's decks: {known}). A save names the game's own decks or carries its "
        "deck whole; no other file is opened.",
    ),
    "bad_controller": QT_TRANSLATE_NOOP(
        "FileErrors",
        "The save “{file}” is damaged: seat {seat} ({name}) is played by “{controller}”; "
        "allowed are {allowed}.",
    ),
    "damaged_action": QT_TRANSLATE_NOOP(
        "FileErrors", "The save “{file}” is damaged: move {action} cannot be read ({detail})."
    ),
    "action_edited": QT_TRANSLATE_NOOP(
        "FileErrors",
        "The save “{file}” was edited: move {action} is not written "
        "the way this program writes moves.",
    ),
    "cannot_start": QT_TRANSLATE_NOOP(
        "FileErrors", "The game of the save “{file}” cannot be set up: {detail}"
    ),
    "does_not_replay": QT_TRANSLATE_NOOP(
        "FileErrors",
        "The save “{file}” cannot be replayed: move {action} is not allowed. {reason}",
    ),
    "position_mismatch": QT_TRANSLATE_NOOP(
        "FileErrors",
        "The save “{file}” was altered: its moves do not lead to the position it records.",
    ),
}

#: ``MapError.code`` → sentence (the list of problems of an invalid map follows it).
MAP_REFUSALS: dict[str, str] = {
    "no_map_named": QT_TRANSLATE_NOOP("FileErrors", "No map was named (built-in: {known})."),
    "unknown_builtin": QT_TRANSLATE_NOOP(
        "FileErrors", "There is no built-in map called “{name}” (built-in: {known})."
    ),
    "unreadable": QT_TRANSLATE_NOOP(
        "FileErrors", "The map file “{file}” cannot be read: {problem}."
    ),
    "bad_json": QT_TRANSLATE_NOOP("FileErrors", "The map file “{file}” cannot be used: {problem}."),
    "invalid": QT_TRANSLATE_NOOP(
        "FileErrors", "The map file “{file}” is not a valid map. Problems found: {count}"
    ),
}

#: The cross checks of a map file (``Problem.code``), one line each. ``{field}`` points
#: into the file's JSON and is shown as it is. A line without a code (a field that
#: does not parse) is shown as the engine writes it.
MAP_PROBLEMS: dict[str, str] = {
    "duplicate_region": QT_TRANSLATE_NOOP(
        "FileErrors", "{field}: the region “{name}” is listed twice (also {first})"
    ),
    "duplicate_city": QT_TRANSLATE_NOOP(
        "FileErrors", "{field}: the city “{name}” is listed twice (also {first})"
    ),
    "unknown_region": QT_TRANSLATE_NOOP(
        "FileErrors",
        "{field}: the city “{city}” lies in the region “{region}”, which the map does not list",
    ),
    "unknown_city": QT_TRANSLATE_NOOP("FileErrors", "{field}: the map has no city “{name}”"),
    "duplicate_connection": QT_TRANSLATE_NOOP(
        "FileErrors", "{field}: {a} and {b} are connected twice (also {first})"
    ),
    "region_size": QT_TRANSLATE_NOOP(
        "FileErrors",
        "{field}: the region “{region}” has {count} cities; it must have exactly {need}",
    ),
    "too_few_regions": QT_TRANSLATE_NOOP(
        "FileErrors", "regions: the map has {count} regions; a game needs at least {need}"
    ),
    "disconnected": QT_TRANSLATE_NOOP(
        "FileErrors", "connections: the cities are not all connected; they form {parts} parts"
    ),
    "region_split": QT_TRANSLATE_NOOP(
        "FileErrors",
        "{field}: the cities of the region “{region}” are not connected through the "
        "region's own cities ({parts} parts; apart: {cities})",
    ),
    "part": QT_TRANSLATE_NOOP(
        "FileErrors", "connections: part {index} of {parts}, {size} cities: {cities}"
    ),
    "more_parts": QT_TRANSLATE_NOOP("FileErrors", "connections: … and {more} more parts"),
}
#: Added to a line when a list is cut short or more cities share the problem.
MORE_CITIES = QT_TRANSLATE_NOOP("FileErrors", "{cities} and {more} more")
# A list from a file longer than SHOWN_ITEMS is cut, the rest counted (MORE_CITIES);
# a refused map lists SHOWN_PROBLEMS problems, one a line, and counts the rest.
SHOWN_ITEMS = 8
SHOWN_PROBLEMS = 12
#: The last line of a refused map's problems when more are not listed.
MORE_PROBLEMS = QT_TRANSLATE_NOOP("FileErrors", "… and {more} more problems")
ALSO_CITIES = QT_TRANSLATE_NOOP("FileErrors", " (also the cities {cities})")

OLDER_FORMAT = QT_TRANSLATE_NOOP(
    "FileErrors",
    "“{file}” was written in save format version {version}; it will be saved in "
    "version {current}, which also protects its history.",
)
_NOTE_VERSION = re.compile(r"save format version (\d+)")


def file_label(source: str) -> str:
    """The file as the player chose it: the whole path, so two saves of the same name in
    different folders (the autosave among them) are told apart; control characters of
    an odd file name are shown as escapes."""
    return one_line(str(Path(source)), 300) if source else "?"


def _sentence(source: str, params: Mapping[str, object]) -> str | None:
    """``source`` translated and filled, or None when a parameter is missing."""
    if not texts.placeholders(source) <= params.keys():
        return None
    return translate(CONTEXT, source).format(**params)


# Numbers shown with the language's thousands separators (byte counts and lengths).
_GROUPED = ("size", "limit", "length")


def _values(params: Mapping[str, object]) -> dict[str, object]:
    """Parameters ready for a sentence: lists joined the language's way, numbers grouped."""
    locale = QLocale()
    if locale.language() == QLocale.Language.C:  # no language chosen yet: English
        locale = QLocale(QLocale.Language.English)
    values: dict[str, object] = {}
    for key, value in params.items():
        if isinstance(value, list | tuple):
            shown = [shown_text(v) for v in value[:SHOWN_ITEMS]]
            values[key] = texts.join(shown)
            if len(value) > SHOWN_ITEMS:
                values[key] = translate(CONTEXT, MORE_CITIES).format(
                    cities=values[key], more=len(value) - SHOWN_ITEMS
                )
        elif isinstance(value, str):
            values[key] = shown_text(value, 300)
        elif key in _GROUPED and isinstance(value, int) and not isinstance(value, bool):
            values[key] = locale.toString(value)  # the language's own separators
        else:
            values[key] = value
    return values


def json_problem_text(code: object, params: Mapping[str, object]) -> str | None:
    """The JSON reader's refusal ``code`` as the end of a sentence (None when unknown)."""
    if not isinstance(code, str) or code not in JSON_PROBLEMS:
        return None
    return _sentence(JSON_PROBLEMS[code], _values(params))


def _file_text(table: Mapping[str, str], err: Exception, source: str, english: str) -> str:
    code = getattr(err, "code", None)
    if not isinstance(code, str) or code not in table:
        return english
    values = _values(getattr(err, "params", None) or {})
    values["file"] = file_label(source)
    if "problem" in values:  # a wrapped refusal of the JSON reader
        problem = json_problem_text(values["problem"], values)
        if problem is None:
            return english
        values["problem"] = problem
    if code == "does_not_replay":
        detail = str(values.get("detail", ""))
        refusal = values.get("refusal")
        refusal_params = values.get("refusal_params")
        values["reason"] = texts.refusal_text(
            refusal if isinstance(refusal, str) else None,
            refusal_params if isinstance(refusal_params, Mapping) else None,
            detail,
        )
    text = _sentence(table[code], values)
    return english if text is None else text


def save_error_text(err: Exception) -> str:
    """A refused save (``SaveError``) in the current language, naming the file."""
    source = str(getattr(err, "source", "") or "")
    return _file_text(SAVE_REFUSALS, err, source, str(err))


# Map problems whose region names are shown translated (a built-in map's regions).
REGION_CODES = ("duplicate_region", "unknown_region", "region_size", "region_split")


def map_problem_text(problem: str) -> str:
    """One problem line of a map file in the current language (as written without a code)."""
    code = getattr(problem, "code", None)
    params = getattr(problem, "params", None)
    if not isinstance(code, str) or code not in MAP_PROBLEMS or not isinstance(params, Mapping):
        return str(problem)
    values = _values(params)
    for key in ("region", "name"):
        if code in REGION_CODES and key in params:
            values[key] = texts.region_name(str(params[key]))
    if code == "part" and params.get("more"):
        values["cities"] = translate(CONTEXT, MORE_CITIES).format(
            cities=values.get("cities", ""), more=params["more"]
        )
    line = _sentence(MAP_PROBLEMS[code], values)
    if line is None:
        return str(problem)
    if code == "unknown_region" and params.get("others"):
        line += translate(CONTEXT, ALSO_CITIES).format(cities=values["others"])
    return line


def map_error_text(err: Exception) -> str:
    """A refused map file (``MapError``) in the current language, naming the file.

    An invalid map lists its problems after the sentence, one a line; each points into
    the file's JSON (``cities[3].region: …``).
    """
    source = str(getattr(err, "source", "") or "")
    text = _file_text(MAP_REFUSALS, err, source, str(err))
    if getattr(err, "code", None) == "invalid" and text != str(err):
        problems = list(getattr(err, "problems", []))
        lines = [f"  - {map_problem_text(p)}" for p in problems[:SHOWN_PROBLEMS]]
        if len(problems) > SHOWN_PROBLEMS:
            lines.append(
                "  - "
                + translate(CONTEXT, MORE_PROBLEMS).format(more=len(problems) - SHOWN_PROBLEMS)
            )
        text += "\n" + "\n".join(lines)
    return text


def older_format_note(source: str, note: str) -> str:
    """The engine's ``note`` on a save of an older format, in the current language.

    The engine's note is English text; the version it names is read from it, and an
    unexpected note is shown as it is.
    """
    from ...rules.save import SCHEMA_VERSION

    found = _NOTE_VERSION.search(note)
    if found is None:
        return note
    return translate(CONTEXT, OLDER_FORMAT).format(
        file=file_label(source), version=found[1], current=SCHEMA_VERSION
    )
