"""Refusal messages that a stranger's file cannot bend out of shape.

A refusal often quotes the file it refuses: a seat name, a city, a deck mark, an
unknown key. Whatever the file holds, the message stays one line of readable text:
control characters, line breaks and invisible format characters (a right-to-left
override, a zero-width space) are written as escapes (``\\n``, ``\\x1b``,
``\\u202e``), a quoted text is cut to a readable length, and a long list names its
first items and then "and N more". The app shows these messages as plain text;
these functions keep them short and on one line for a terminal and a message box
alike.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Mapping
from typing import Any

#: Longest quoted text (a name, a key) inside a refusal, in characters.
QUOTE_LIMIT = 60
#: Most items of a list named in a refusal; the rest are counted.
LIST_LIMIT = 8
#: Longest refusal message, in characters: a last guard after the cuts above.
MESSAGE_LIMIT = 600

#: Unicode categories written as escapes: controls, format characters (bidi
#: overrides, zero-width joiners), line and paragraph separators, lone surrogates.
_ESCAPED = frozenset({"Cc", "Cf", "Zl", "Zp", "Cs"})
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def escape_controls(text: str) -> str:
    """``text`` with every control or invisible format character written as an escape."""
    if text.isprintable():
        return text  # the common case: nothing to escape
    return "".join(_escape(ch) if unicodedata.category(ch) in _ESCAPED else ch for ch in text)


def _escape(ch: str) -> str:
    code = ord(ch)
    if ch in _NAMED:
        return _NAMED[ch]
    if code < 0x100:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


#: Bidirectional embeddings, overrides and isolates: they turn the text after them
#: around on screen, so a name holding one could pose as another.
BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def has_controls(text: str) -> bool:
    """True when ``text`` holds a control character, a line or paragraph break or a
    bidirectional override (names must be one line that reads as it is written)."""
    return not text.isprintable() and any(
        unicodedata.category(ch) in ("Cc", "Zl", "Zp") or ch in BIDI_CONTROLS for ch in text
    )


def clip(text: str, limit: int = QUOTE_LIMIT) -> str:
    """``text`` cut to ``limit`` characters, ending in "…" when it was longer."""
    return text if len(text) <= limit else text[: max(limit - 1, 0)] + "…"


def quoted(value: object, limit: int = QUOTE_LIMIT) -> str:
    """A value from a file as it may appear in a refusal: escaped, cut, in quotes."""
    return "'" + clip(escape_controls(str(value)), limit) + "'"


def shown(value: object, limit: int = QUOTE_LIMIT) -> str:
    """A value from a file, escaped and cut, without quotes (names in a sentence)."""
    return clip(escape_controls(str(value)), limit)


def listing(
    items: Iterable[object],
    limit: int = LIST_LIMIT,
    separator: str = ", ",
    item_limit: int = QUOTE_LIMIT,
) -> str:
    """The first ``limit`` items (each escaped and cut), then "and N more"."""
    first: list[str] = []
    more = 0
    for item in items:
        if len(first) < limit:
            first.append(shown(item, item_limit))
        else:
            more += 1
    text = separator.join(first)
    return f"{text} and {more} more" if more else text


def one_line(message: object, limit: int = MESSAGE_LIMIT) -> str:
    """A whole message on one line: escapes as above, runs of spaces kept, length capped."""
    return clip(escape_controls(str(message)), limit)


#: Longest field path (``cities[3].name``) named in a refusal, in characters.
PATH_LIMIT = 120


def field_path(loc: Iterable[object]) -> str:
    """A pydantic error location as a reader writes it: ``cities[3].name``."""
    text = ""
    for part in loc:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += ("." if text else "") + str(part)
    return shown(text, PATH_LIMIT)


def field_problem(error: Mapping[str, Any], top: str = "") -> str:
    """One pydantic validation error as a ``where: what`` line.

    ``where`` is the field's path (escaped: a key of a stranger's file may be in it),
    or ``top`` for the document as a whole; with neither the line is ``what`` alone.
    Pydantic's "Value error, " prefix is dropped, and a field left out reads
    "missing", so every file the program reads words its faults alike.
    """
    what = str(error["msg"])
    if what.startswith("Value error, "):
        what = what[len("Value error, ") :]
    if error["type"] == "missing":
        what = "missing"
    where = field_path(error["loc"]) or top
    return f"{where}: {what}" if where else what
