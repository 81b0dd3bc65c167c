#!/usr/bin/env python3
"""Build the stand-alone Power Grid application with PyInstaller (one folder).

Renders the app icon from its SVG to .ico (Windows), .icns (macOS) and .png with Qt,
then runs PyInstaller on ``packaging/powergrid.spec``. The application lands in
``dist/powergrid/`` (``powergrid`` or ``powergrid.exe`` inside; on macOS also
``dist/Power Grid.app``); the script prints its size on disk.

Usage, from the project root with the game's dependencies and PyInstaller installed:
``python packaging/build_bundle.py [--dist DIR] [--work DIR]``. Then
``packaging/smoke_test_bundle.sh`` plays a few rounds with the result.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "packaging" / "powergrid.spec"


def make_icons(folder: Path) -> list[Path]:
    """Render the one SVG icon to the formats the three platforms' bundles use."""
    sys.path.insert(0, str(ROOT))
    from powergrid.cli.desktop import render_icon

    folder.mkdir(parents=True, exist_ok=True)
    made = []
    for name, size, fmt in (
        ("powergrid.png", 512, "PNG"),
        ("powergrid.ico", 256, "ICO"),
        ("powergrid.icns", 512, "ICNS"),
    ):
        path = folder / name
        if not render_icon(size).save(str(path), fmt):
            raise SystemExit(f"could not write {path}: Qt has no {fmt} image writer here")
        made.append(path)
    return made


def folder_size(path: Path) -> int:
    """Bytes on disk of every file below ``path`` (links not followed)."""
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder")
    parser.add_argument(
        "--work",
        type=Path,
        default=ROOT / "build" / "pyinstaller",
        help="PyInstaller's work folder",
    )
    args = parser.parse_args(argv)
    icons = ROOT / "build" / "icons"
    for path in make_icons(icons):
        print(f"icon {path} ({path.stat().st_size} bytes)")
    os.environ["POWERGRID_ICON_DIR"] = str(icons)
    import PyInstaller.__main__

    PyInstaller.__main__.run(
        [
            str(SPEC),
            "--noconfirm",
            "--clean",
            "--log-level",
            "WARN",
            "--distpath",
            str(args.dist),
            "--workpath",
            str(args.work),
        ]
    )
    app = args.dist / "powergrid"
    binary = app / ("powergrid.exe" if os.name == "nt" else "powergrid")
    if not binary.is_file():
        print(f"build failed: {binary} is missing", file=sys.stderr)
        return 1
    stripped = strip_debug_symbols(app)
    if stripped:
        print(f"stripped debug symbols from {stripped} libraries")
    print(f"built {binary}; {folder_size(app) / 1e6:.1f} MB in {app}")
    return 0


def strip_debug_symbols(app: Path) -> int:
    """Strip debug symbols from the bundle's Linux libraries, leaving alone the ones a
    wheel vendors in a ``*.libs`` folder (numpy's OpenBLAS and gfortran: they were
    patched when the wheel was made, and stripping breaks their loading); returns how
    many were stripped.

    Debug symbols are dead weight in a player's download; nothing happens where
    ``strip`` is missing or the libraries are not ELF (Windows, macOS)."""
    import shutil
    import subprocess

    tool = shutil.which("strip")
    if tool is None or not sys.platform.startswith("linux"):
        return 0
    count = 0
    for lib in app.rglob("*.so*"):
        if lib.is_symlink() or not lib.is_file() or lib.parent.name.endswith(".libs"):
            continue
        if lib.read_bytes()[:4] != b"\x7fELF":
            continue
        if subprocess.run([tool, "--strip-debug", str(lib)], capture_output=True).returncode == 0:
            count += 1
    return count


if __name__ == "__main__":
    sys.exit(main())
