"""Reading the files a player or a stranger hands the game without trusting them.

This is the one reader of every file the game and its commands read: saves, maps and
decks (``powergrid.rules.save``, ``powergrid.board.mapfile``, ``powergrid.rules.deck``),
win-chance models, tournament results and the shipped ratings as JSON
(:func:`load_json_file`); recorded training games as JSON lines
(:func:`iter_json_lines`); help pages and the desktop's caches as text
(:func:`read_text_file`). Their refusals name the file (``tests/test_guarded_readers.py``
checks that no module reads a file another way).

Every limit is checked before the parser can spend time or memory on the input:
only regular files are opened (a named pipe or a device never blocks the
program), the size is capped before reading, nesting depth is measured before
``json.loads`` can recurse, numbers are capped in length before ``int()`` sees
them, and strings must be real Unicode (no lone surrogates from ``\\ud800``
escapes). Every refusal is a :class:`JsonFileError` carrying one readable
sentence and a stable code with its parameters (:data:`JSON_CODES`), so that
an interface can word it in another language; nothing else escapes these
functions.
"""

from __future__ import annotations

import json
import math
import operator
import os
import re
import stat
from collections.abc import Iterator, Mapping
from itertools import accumulate
from pathlib import Path
from types import MappingProxyType
from typing import Any

#: Deepest nesting of arrays and objects accepted (saves and maps need 4).
MAX_DEPTH = 32
#: Longest number literal accepted, in characters.
MAX_NUMBER_CHARS = 30

#: From the start of a text: everything up to the first string that never closes.
#: Possessive, so a string without its closing quote fails in one pass instead of
#: being retried from every quote inside it.
_CLOSED_PREFIX = re.compile(r'(?:[^"]++|"[^"\\]*+(?:\\.[^"\\]*+)*+")*+', re.DOTALL)
#: A closed string or a run of anything but brackets and quotes: what the depth
#: count skips.
_NOT_BRACKET = re.compile(r'"[^"\\]*+(?:\\.[^"\\]*+)*+"|[^\[\]{}"]++', re.DOTALL)
#: Brackets as steps of the nesting depth: an opening one 2, a closing one 0.
_STEPS = str.maketrans({"[": "\x02", "{": "\x02", "]": "\x00", "}": "\x00"})
_LONG_DIGITS = re.compile(rf"\d{{{MAX_NUMBER_CHARS + 1},}}")
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


#: Every ``JsonFileError.code``, with what it means.
JSON_CODES: Mapping[str, str] = MappingProxyType(
    {
        "not_found": "there is no such file",
        "is_folder": "the name is a folder, not a file",
        "cannot_open": "the system refuses to open the file (params: detail)",
        "nul_in_name": "the file name contains a NUL character",
        "not_regular": "a pipe, device or socket, not a regular file",
        "too_large": "the file is larger than the limit (params: size, limit)",
        "cannot_read": "the system fails to read the file (params: detail)",
        "not_utf8": "the bytes are not UTF-8 text (params: byte)",
        "too_deep": "arrays and objects nested too deeply (params: limit)",
        "long_number": "a number literal too long (params: length, limit)",
        "number_out_of_range": "a number beyond the floating-point range (params: number)",
        "not_a_number": "NaN or Infinity, which JSON does not allow (params: name)",
        "malformed": "not JSON: a syntax error (params: line, column, detail)",
        "lone_surrogate": "a text holds an escape of half a UTF-16 pair",
    }
)


class JsonFileError(ValueError):
    """Input that is not acceptable JSON; the message says why in one sentence.

    ``code`` (one of :data:`JSON_CODES`) and ``params`` say the same for a reader
    in another language.
    """

    def __init__(
        self, message: str, code: str = "malformed", params: Mapping[str, object] | None = None
    ) -> None:
        super().__init__(message)
        self.code = code
        self.params: Mapping[str, object] = dict(params or {})


class _Refused(Exception):
    """Raised from inside the JSON parser's hooks to stop it at once."""

    def __init__(self, message: str, code: str, params: Mapping[str, object]) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


def _open_regular(path: str | os.PathLike[str]) -> tuple[int, os.stat_result]:
    """An open descriptor of ``path`` and its status, refusing anything but a regular file.

    The file is opened non-blocking and checked with ``fstat`` before any read, so
    a FIFO, a socket or a terminal is refused instead of waiting for a writer.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(os.fspath(path), flags)
    except FileNotFoundError:
        raise JsonFileError("file not found", "not_found") from None
    except IsADirectoryError:
        raise JsonFileError("is a folder, not a file", "is_folder") from None
    except OSError as exc:
        detail = exc.strerror or str(exc)
        raise JsonFileError(
            f"cannot open the file: {detail}", "cannot_open", {"detail": detail}
        ) from None
    except ValueError:  # a NUL character cannot be part of a file name
        raise JsonFileError("the file name contains a NUL character", "nul_in_name") from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise JsonFileError("is a folder, not a file", "is_folder")
        if not stat.S_ISREG(info.st_mode):
            raise JsonFileError("is not a regular file (a pipe, device or socket)", "not_regular")
    except BaseException:
        os.close(fd)
        raise
    return fd, info


def _too_large(size: int, limit: int, exact: bool = True) -> JsonFileError:
    said = f"{size:,} bytes; the limit is {limit:,}" if exact else f"more than {limit:,} bytes"
    return JsonFileError(f"is too large ({said})", "too_large", {"size": size, "limit": limit})


def _read_error(exc: OSError) -> JsonFileError:
    detail = exc.strerror or str(exc)
    return JsonFileError(f"cannot read the file: {detail}", "cannot_read", {"detail": detail})


def read_regular_file(path: str | os.PathLike[str], max_bytes: int) -> bytes:
    """The bytes of ``path``, refusing anything but a regular file of at most ``max_bytes``.

    The file is opened non-blocking and checked with ``fstat`` before any read, so
    a FIFO, a socket or a terminal is refused instead of waiting for a writer.
    """
    fd, info = _open_regular(path)
    try:
        if info.st_size > max_bytes:
            raise _too_large(info.st_size, max_bytes)
        chunks: list[bytes] = []
        total = 0
        while True:
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > max_bytes:
                raise _too_large(total, max_bytes, exact=False)
        return b"".join(chunks)
    except OSError as exc:
        raise _read_error(exc) from None
    finally:
        os.close(fd)


def read_text_file(path: str | os.PathLike[str], max_bytes: int) -> str:
    """A UTF-8 text file (a help page, a cache of another program) with the limits of
    :func:`read_regular_file`: regular files only, the size capped before reading."""
    return decode_text(read_regular_file(path, max_bytes))


def _lines(fd: int, max_bytes: int, max_line: int) -> Iterator[tuple[int, bytes]]:
    """``(number, line)`` of an open file, line breaks left out; a line longer than
    ``max_line`` bytes or a file longer than ``max_bytes`` is refused when reached."""
    pending = b""
    total = 0
    number = 0
    while True:
        chunk = os.read(fd, 1 << 20)
        total += len(chunk)
        if total > max_bytes:
            raise _too_large(total, max_bytes, exact=False)
        if chunk:
            *lines, pending = (pending + chunk).split(b"\n")
        else:
            lines, pending = [pending], b""
        for line in lines:
            number += 1
            if len(line) > max_line:
                raise _long_line(number, len(line), max_line)
            yield number, line
        if not chunk:
            return
        if len(pending) > max_line:
            raise _long_line(number + 1, len(pending), max_line)


def _long_line(number: int, size: int, limit: int) -> JsonFileError:
    return JsonFileError(
        f"line {number}: longer than {limit:,} bytes", "too_large", {"size": size, "limit": limit}
    )


def iter_json_lines(
    path: str | os.PathLike[str], max_bytes: int, max_line: int
) -> Iterator[tuple[int, Any]]:
    """``(line number, value)`` of every non-blank line of a JSON-lines file.

    The guarantees of :func:`load_json_file` hold line by line (a regular file only,
    UTF-8, depth, number and Unicode limits), every line is capped at ``max_line``
    bytes and the file at ``max_bytes``; the file is read as it is used, so its size
    never has to fit in memory twice. A refusal names the line ("line 12: ...")."""
    fd, info = _open_regular(path)
    try:
        if info.st_size > max_bytes:
            raise _too_large(info.st_size, max_bytes)
        for number, raw in _lines(fd, max_bytes, max_line):
            if raw.strip():
                yield number, _line_value(number, raw)
    except OSError as exc:
        raise _read_error(exc) from None
    finally:
        os.close(fd)


def _line_value(number: int, raw: bytes) -> Any:
    """One line of a JSON-lines file, parsed; a refusal names the line."""
    try:
        return parse_json(decode_text(raw) if number == 1 else _utf8(raw))
    except JsonFileError as err:
        if err.code == "malformed" and "column" in err.params:
            column, detail = err.params["column"], err.params.get("detail", "")
            params = {**err.params, "line": number}
            raise JsonFileError(
                f"line {number} column {column}: malformed JSON: {detail}", err.code, params
            ) from None
        raise JsonFileError(f"line {number}: {err}", err.code, err.params) from None


def _utf8(raw: bytes) -> str:
    """A line after the first as text (a byte-order mark belongs at the start only)."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise JsonFileError(
            f"byte {exc.start}: not UTF-8 text", "not_utf8", {"byte": exc.start}
        ) from None


def decode_text(raw: bytes) -> str:
    """UTF-8 text, with or without a byte-order mark."""
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise JsonFileError(
            f"byte {exc.start}: not UTF-8 text", "not_utf8", {"byte": exc.start}
        ) from None


def nesting_depth(text: str) -> int:
    """The deepest nesting of ``[``/``{`` outside strings, without recursion.

    Every step runs in time proportional to the text's length (no backtracking,
    no Python loop per bracket), so a file of nothing but brackets or quotes is
    measured as fast as a save. A string that never closes ends the count; the
    parser then reports it.
    """
    prefix = _CLOSED_PREFIX.match(text)
    closed = text if prefix is None else text[: prefix.end()]
    steps = _NOT_BRACKET.sub("", closed).translate(_STEPS).encode("latin-1")
    if not steps:
        return 0
    # depth after bracket i = (sum of steps up to i) - (i + 1)
    return max(0, max(map(operator.sub, accumulate(steps), range(1, len(steps) + 1))))


def _number(kind: type):
    def parse(literal: str):
        if len(literal) > MAX_NUMBER_CHARS:
            raise _Refused(
                f"a number of {len(literal):,} characters (the limit is {MAX_NUMBER_CHARS})",
                "long_number",
                {"length": len(literal), "limit": MAX_NUMBER_CHARS},
            )
        value = kind(literal)
        if isinstance(value, float) and not math.isfinite(value):
            raise _Refused(
                f"the number {literal} is out of range", "number_out_of_range", {"number": literal}
            )
        return value

    return parse


def _constant(name: str):
    raise _Refused(f"{name} is not a number JSON allows", "not_a_number", {"name": name})


def parse_json(text: str, max_depth: int = MAX_DEPTH) -> Any:
    """``json.loads`` with depth, number and Unicode limits; JsonFileError on any problem."""
    if len(text) > 1 and nesting_depth(text) > max_depth:
        raise JsonFileError(
            f"nested more than {max_depth} levels deep", "too_deep", {"limit": max_depth}
        )
    # The per-number hook costs a Python call per integer: only pay it when a long
    # run of digits is there at all (most files have none).
    hooks = {"parse_float": _number(float), "parse_constant": _constant}
    if _LONG_DIGITS.search(text):
        hooks["parse_int"] = _number(int)
    try:
        data = json.loads(text, **hooks)
    except _Refused as exc:
        raise JsonFileError(str(exc), exc.code, exc.params) from None
    except json.JSONDecodeError as exc:
        raise JsonFileError(
            f"line {exc.lineno} column {exc.colno}: malformed JSON: {exc.msg}",
            "malformed",
            {"line": exc.lineno, "column": exc.colno, "detail": exc.msg},
        ) from None
    except (ValueError, RecursionError) as exc:  # belt and braces: never another type
        raise JsonFileError(f"malformed JSON: {exc}", "malformed", {"detail": str(exc)}) from None
    if not _SURROGATE_ESCAPE.search(text):
        return data  # decoded UTF-8 holds no surrogates; only an escape can make one
    try:
        json.dumps(data, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise JsonFileError(
            "a text contains a lone surrogate escape (\\ud800-\\udfff), which is not a character",
            "lone_surrogate",
        ) from None
    return data


def load_json_file(path: str | os.PathLike[str], max_bytes: int) -> Any:
    """Read, decode and parse a JSON file with every limit above."""
    return parse_json(decode_text(read_regular_file(Path(path), max_bytes)))
