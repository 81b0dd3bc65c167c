"""Refresh the app's translations: lupdate over the app's sources, then lrelease.

    python tools/update_translations.py          # update .ts, compile .qm
    python tools/update_translations.py --check  # exit 1 if anything is unfinished
    python tools/update_translations.py --carry  # keep translations of moved strings

``pyside6-lupdate`` collects every ``tr()`` / ``QCoreApplication.translate`` /
``QT_TRANSLATE_NOOP`` string of ``powergrid/app`` (and the levels' names of
``powergrid/levels.py``) into the ``.ts`` files of
``powergrid/data/translations`` (without line numbers, so that edits elsewhere in a
file do not touch the catalogues; strings no longer in the sources are dropped).
``pyside6-lrelease`` then compiles each ``.ts`` into the ``.qm`` the app loads; the
``.qm`` files are committed, and a test checks that they match their ``.ts``.

A string that moves to another class changes its context: lupdate drops the old entry
and marks the new one unfinished. ``--carry`` gives such an entry the translation its
source text had before the update, when that text had exactly one.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP = ROOT / "powergrid" / "app"
#: The computer levels' names shown in the New game dialog (marked for translation there).
LEVELS = ROOT / "powergrid" / "levels.py"
TRANSLATIONS = ROOT / "powergrid" / "data" / "translations"
CATALOGUE = "powergrid"
#: Every language but the source language (English) has a catalogue.
LANGUAGES = ("de", "zh_CN", "zh_TW")


def tool(name: str) -> str:
    """The path of a PySide6 tool, next to this Python first, then on PATH."""
    beside = Path(sys.executable).parent / name
    if beside.exists():
        return str(beside)
    found = shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: install PySide6 (it ships the Qt translation tools)")
    return found


def app_sources() -> list[Path]:
    """The files whose strings the catalogues hold: the app, and the bot levels' names."""
    app = [p for p in APP.rglob("*.py") if "__pycache__" not in p.parts]
    return sorted([*app, LEVELS])


def ts_path(lang: str, directory: Path = TRANSLATIONS) -> Path:
    return directory / f"{CATALOGUE}_{lang}.ts"


def qm_path(lang: str, directory: Path = TRANSLATIONS) -> Path:
    return directory / f"{CATALOGUE}_{lang}.qm"


def lupdate(ts_files: list[Path]) -> None:
    """Merge the sources' strings into ``ts_files`` (created when missing)."""
    sources = [str(p.relative_to(ROOT)) for p in app_sources()]
    command = [
        tool("pyside6-lupdate"),
        *sources,
        "-no-obsolete",
        "-locations",
        "none",
        "-ts",
        *map(str, ts_files),
    ]
    subprocess.run(command, cwd=ROOT, check=True, capture_output=True, text=True)


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run(
        [tool("pyside6-lrelease"), str(ts), "-qm", str(qm)],
        check=True,
        capture_output=True,
        text=True,
    )


_UNFINISHED = re.compile(r'<translation type="(?:unfinished|vanished|obsolete)"')
_EMPTY = re.compile(r"<translation>\s*</translation>")


def unfinished(ts: Path) -> int:
    """Entries of ``ts`` still waiting for a translation."""
    text = ts.read_text(encoding="utf-8")
    return len(_UNFINISHED.findall(text)) + len(_EMPTY.findall(text))


_MESSAGE = re.compile(
    r"(<message>\s*<source>)(.*?)(</source>.*?)<translation(?: type=\"unfinished\")?>(.*?)"
    r"(</translation>)",
    re.S,
)


def finished(ts: Path) -> dict[str, str]:
    """Source text -> translation of the finished entries, where a text has only one."""
    seen: dict[str, set[str]] = {}
    for message in _MESSAGE.finditer(ts.read_text(encoding="utf-8")):
        tag = message[0][message[0].index("<translation") :]
        if 'type="unfinished"' not in tag and message[4].strip():
            seen.setdefault(message[2], set()).add(message[4])
    return {source: next(iter(texts)) for source, texts in seen.items() if len(texts) == 1}


def carry(ts: Path, known: dict[str, str]) -> int:
    """Finish the unfinished entries of ``ts`` whose source text ``known`` translates."""
    carried = 0

    def fill(message: re.Match[str]) -> str:
        nonlocal carried
        if 'type="unfinished"' not in message[0] or message[2] not in known:
            return message[0]
        carried += 1
        translation = known[message[2]]
        return f"{message[1]}{message[2]}{message[3]}<translation>{translation}{message[5]}"

    text = _MESSAGE.sub(fill, ts.read_text(encoding="utf-8"))
    ts.write_text(text, encoding="utf-8")
    return carried


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check", action="store_true", help="after updating, fail when any entry is unfinished"
    )
    parser.add_argument(
        "--carry",
        action="store_true",
        help="give a string that moved to another context its former translation",
    )
    args = parser.parse_args(argv)
    TRANSLATIONS.mkdir(parents=True, exist_ok=True)
    files = [ts_path(lang) for lang in LANGUAGES]
    before = [finished(ts) if ts.exists() else {} for ts in files]
    lupdate(files)
    missing = 0
    for lang, ts, known in zip(LANGUAGES, files, before, strict=True):
        if args.carry and (count := carry(ts, known)):
            print(f"{ts.relative_to(ROOT)}: {count} moved strings keep their translation")
        lrelease(ts, qm_path(lang))
        count = unfinished(ts)
        missing += count
        print(f"{ts.relative_to(ROOT)}: {count} unfinished")
    return 1 if args.check and missing else 0


if __name__ == "__main__":
    sys.exit(main())
