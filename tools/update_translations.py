"""Refresh the app's translations: lupdate over the app's sources, then lrelease.

    python tools/update_translations.py          # update .ts, compile .qm
    python tools/update_translations.py --check  # exit 1 if anything is unfinished

``pyside6-lupdate`` collects every ``tr()`` / ``QCoreApplication.translate`` /
``QT_TRANSLATE_NOOP`` string of ``powergrid/app`` (and the levels' names of
``powergrid/ai/levels.py``) into the ``.ts`` files of
``powergrid/data/translations`` (without line numbers, so that edits elsewhere in a
file do not touch the catalogues; strings no longer in the sources are dropped).
``pyside6-lrelease`` then compiles each ``.ts`` into the ``.qm`` the app loads; the
``.qm`` files are committed, and a test checks that they match their ``.ts``.
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
LEVELS = ROOT / "powergrid" / "ai" / "levels.py"
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check", action="store_true", help="after updating, fail when any entry is unfinished"
    )
    args = parser.parse_args(argv)
    TRANSLATIONS.mkdir(parents=True, exist_ok=True)
    files = [ts_path(lang) for lang in LANGUAGES]
    lupdate(files)
    missing = 0
    for lang, ts in zip(LANGUAGES, files, strict=True):
        lrelease(ts, qm_path(lang))
        count = unfinished(ts)
        missing += count
        print(f"{ts.relative_to(ROOT)}: {count} unfinished")
    return 1 if args.check and missing else 0


if __name__ == "__main__":
    sys.exit(main())
