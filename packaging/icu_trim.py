"""Trim the ICU data library that Qt Core links to the game's languages.

Qt's wheels ship ICU's whole data library (``libicudata.so.NN``, 31 MB): one
read-only array, the "common data" package of ICU, holding locale data of some 800
locales, legacy character-set converters and transliterators. The game speaks
English, German and Chinese, reads and writes UTF-8 only and transliterates nothing.
This module rewrites the package with only the items the game can ask for — every
item that is not locale data, and the locale data of root, en, de and zh (with their
regional variants) — and links it into a library of the same name and symbol.

ICU looks items up by name in the package's table of contents and falls back to the
root locale for a locale it does not find, so a missing locale is no error.

Common data layout (ICU's ``ucmndata.h``): a data header (``headerSize`` in its first
two bytes, format "CmnD"), then the table of contents: the item count, then per
item the offsets of its name and of its data, counted from the start of the table;
the names; the items, each 16-byte aligned, in name order.
"""

from __future__ import annotations

import re
import struct
import subprocess
import tempfile
from pathlib import Path

#: Languages whose locale data is kept (besides root).
LANGUAGES = ("en", "de", "zh")
#: Item folders and suffixes never needed: legacy converters, transliteration, and
#: word-break dictionaries of South-East Asian scripts.
DROPPED = re.compile(r"\.cnv$|/translit/|/brkitr/(khmer|lao|burmese|thai)dict\.dict$")
LOCALE = re.compile(r"^[a-z]{2,3}(_[A-Za-z0-9]+)*$")


def keep_item(name: str) -> bool:
    """Whether the package item ``name`` (e.g. ``icudt73l/coll/de.res``) is kept."""
    if DROPPED.search(name):
        return False
    stem = name.rsplit("/", 1)[-1].split(".", 1)[0]
    if not name.endswith(".res") or not LOCALE.match(stem) or stem == "res_index":
        return True  # not locale data: properties, normalisation, time zones, …
    return stem.split("_", 1)[0] in LANGUAGES


def _symbol(library: Path) -> tuple[str, int, int]:
    """The data symbol's name, file offset and size."""
    table = subprocess.run(
        ["nm", "-D", "-S", "--defined-only", str(library)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    found = [line.split() for line in table.splitlines() if re.search(r"\bicudt\d+_dat$", line)]
    if len(found) != 1:
        raise ValueError(f"{library} has no single icudtNN_dat symbol")
    address, size, name = int(found[0][0], 16), int(found[0][1], 16), found[0][3]
    headers = subprocess.run(
        ["readelf", "-lW", str(library)], capture_output=True, text=True, check=True
    ).stdout
    for line in headers.splitlines():
        fields = line.split()
        if fields[:1] == ["LOAD"]:
            offset, vaddr, filesz = int(fields[1], 16), int(fields[2], 16), int(fields[4], 16)
            if vaddr <= address < vaddr + filesz:
                return name, address - vaddr + offset, size
    raise ValueError(f"{library}: {name} is in no loaded segment")


def read_package(data: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """The header and the (name, bytes) items of a common data package."""
    header_size = struct.unpack_from("<H", data, 0)[0]
    if data[2:4] != b"\xda\x27" or data[12:16] != b"CmnD":
        raise ValueError("not an ICU common data package")
    toc = data[header_size:]
    count = struct.unpack_from("<I", toc, 0)[0]
    offsets = [struct.unpack_from("<II", toc, 4 + 8 * i) for i in range(count)]
    items = []
    for i, (name_at, data_at) in enumerate(offsets):
        end = offsets[i + 1][1] if i + 1 < count else len(toc)
        name = toc[name_at : toc.index(b"\0", name_at)].decode("ascii")
        items.append((name, toc[data_at:end]))
    return data[:header_size], items


def write_package(header: bytes, items: list[tuple[str, bytes]]) -> bytes:
    """A common data package of ``items`` (kept in their name order)."""
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in items)
    table = 4 + 8 * len(items)
    data_at = -(-(table + len(names)) // 16) * 16
    entries, blobs, name_at = [], [], table
    for name, blob in items:
        entries.append(struct.pack("<II", name_at, data_at))
        name_at += len(name) + 1
        padded = blob + b"\xaa" * (-len(blob) % 16)
        blobs.append(padded)
        data_at += len(padded)
    toc = struct.pack("<I", len(items)) + b"".join(entries) + names
    toc += b"\xaa" * (-len(toc) % 16)  # ICU's own padding byte
    return header + toc + b"".join(blobs)


def trim_library(library: Path) -> tuple[int, int]:
    """Replace ``library`` by one holding only the kept items; (old, new) data bytes."""
    symbol, offset, size = _symbol(library)
    data = library.read_bytes()[offset : offset + size]
    header, items = read_package(data)
    package = write_package(header, [(n, b) for n, b in items if keep_item(n)])
    soname = library.name
    with tempfile.TemporaryDirectory(dir=library.parent) as tmp:
        blob, source = Path(tmp) / "data.bin", Path(tmp) / "data.S"
        blob.write_bytes(package)
        source.write_text(
            f"\t.section .rodata\n\t.globl {symbol}\n\t.type {symbol}, @object\n\t.balign 16\n"
            f'{symbol}:\n\t.incbin "{blob}"\n\t.size {symbol}, . - {symbol}\n'
            '\t.section .note.GNU-stack,"",@progbits\n',
            encoding="ascii",
        )
        out = Path(tmp) / soname
        subprocess.run(
            ["cc", "-shared", "-nostdlib", f"-Wl,-soname,{soname}", "-o", str(out), str(source)],
            check=True,
        )
        out.replace(library)
    return len(data), len(package)
