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
    for old, new in trim_icu_data(app):
        print(f"ICU data trimmed to the game's languages: {old / 1e6:.1f} MB -> {new / 1e6:.1f} MB")
    stripped = strip_debug_symbols(app)  # after the ICU data library is linked anew
    if stripped:
        print(f"stripped debug symbols from {stripped} libraries")
    if sys.platform.startswith("linux") and not (check_linux_bundle(app) and add_licenses(app)):
        return 1
    print(f"built {binary}; {folder_size(app) / 1e6:.1f} MB in {app}")
    return 0


#: Debian packages of the system libraries the bundle carries (bundle_filter).
BUNDLED_PACKAGES = (
    "libffi8 libbz2-1.0 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 "
    "libxcb-render-util0 libxcb-util1"
)


def add_licenses(app: Path) -> bool:
    """The licence texts of the game and of everything the bundle carries, in
    ``LICENSES/`` beside the executable (packaging/licenses.py); False if one is
    missing."""
    sys.path.insert(0, str(ROOT / "packaging"))
    from licenses import LicenseError, collect, write_licenses

    try:
        notices = collect(app)
    except LicenseError as error:
        print(f"build failed: {error}", file=sys.stderr)
        return False
    write_licenses(notices, app / "LICENSES")
    print(f"licences of {len(notices)} components in {app / 'LICENSES'}")
    return True


def check_linux_bundle(app: Path) -> bool:
    """The bundle carries every system library it should, asks the player's system
    only for the listed ones, holds no broken link, and says which glibc it needs;
    False (and why) if not."""
    sys.path.insert(0, str(ROOT / "packaging"))
    import fnmatch

    from bundle_filter import (
        BUNDLED_SYSTEM_LIBS,
        broken_symlinks,
        glibc_needed,
        remove_broken_symlinks,
        unlisted_host_needs,
    )

    for name in remove_broken_symlinks(app):
        print(f"removed {name}: a link to a library the bundle leaves out")
    if broken_symlinks(app):
        print(f"build failed: broken links {broken_symlinks(app)}", file=sys.stderr)
        return False

    names = [path.name for path in (app / "_internal").iterdir()]
    missing = [p for p in BUNDLED_SYSTEM_LIBS if not fnmatch.filter(names, p)]
    if missing:
        print(
            f"build failed: {', '.join(missing)} not found on this machine; install "
            f"them (Debian: apt install {BUNDLED_PACKAGES})",
            file=sys.stderr,
        )
        return False
    unlisted = unlisted_host_needs(app)
    if unlisted:
        for name, who in sorted(unlisted.items()):
            print(f"build failed: {who[0]} needs {name} from the host", file=sys.stderr)
        print("list it in packaging/bundle_filter.py HOST_LIBRARIES or bundle it", file=sys.stderr)
        return False
    version, where = glibc_needed(app)
    print(f"oldest glibc the bundle runs on: {'.'.join(map(str, version))} (for {where})")
    return True


def trim_icu_data(app: Path) -> list[tuple[int, int]]:
    """Trim the ICU data library Qt Core links to the game's languages
    (packaging/icu_trim.py); Linux only, where a C compiler links the new one."""
    import shutil

    if not sys.platform.startswith("linux") or shutil.which("cc") is None:
        return []
    sys.path.insert(0, str(ROOT / "packaging"))
    from icu_trim import trim_library

    libraries = [p for p in app.rglob("libicudata.so.*") if p.is_file() and not p.is_symlink()]
    return [trim_library(library) for library in libraries]


def strip_debug_symbols(app: Path) -> int:
    """Strip debug symbols and the symbols no other file links against from the
    bundle's Linux libraries (and make them not executable), leaving alone the ones a
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
        # Symbols no other file links against go too; the dynamic symbols stay.
        if (
            subprocess.run([tool, "--strip-unneeded", str(lib)], capture_output=True).returncode
            == 0
        ):
            count += 1
        lib.chmod(0o644)  # a library is loaded, never run
    return count


if __name__ == "__main__":
    sys.exit(main())
