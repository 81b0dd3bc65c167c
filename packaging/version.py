"""The version a build names: a release, or a development version computed from git.

A release is cut only from the commit that dated its CHANGELOG section
(``## [0.3.1] - 2026-12-07``) and set ``__version__ = "0.3.1"`` in
``powergrid/__init__.py``: that build is ``0.3.1``. Every other build is a development
version ``BASE.devN+gHASH`` (``+gHASH.dirty`` with uncommitted changes), where N counts
the commits since the one that dated the newest CHANGELOG section, HASH names the
commit built, and BASE is the version the source tree names without its ``.devK``
(``0.3.1.dev0`` gives ``0.3.1``) or, when the tree still names the last release, the
release after it (``0.3.0`` gives ``0.3.1``). No tag is read.

A source tree without git (an unpacked sdist) keeps the version written in it: the
release build writes the computed version into the tree it builds from, so the sdist,
the wheel and the bundle all carry it. ``python3 packaging/version.py`` prints the
version a build of the working tree would name.
"""

from __future__ import annotations

import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

#: A dated CHANGELOG heading: a release.
DATED = re.compile(r"^## \[(?P<version>\d+\.\d+\.\d+)\] - (?P<date>\d{4}-\d{2}-\d{2})[ \t]*$", re.M)
#: The version line of powergrid/__init__.py.
VERSION_LINE = re.compile(r'^__version__ = "(?P<version>[^"]+)"$', re.M)
#: What the source tree may name: a release, or the next one's development series.
SOURCE_VERSION = re.compile(r"(?P<base>\d+\.\d+\.\d+)(?:\.dev(?P<dev>\d+))?")
INIT = Path("powergrid") / "__init__.py"


class VersionError(Exception):
    """The CHANGELOG, the source tree's version or git do not name a version."""


@dataclass(frozen=True)
class BuildVersion:
    """The version of one build and where it comes from."""

    version: str
    release: bool
    #: The newest dated CHANGELOG section (the last release), or None.
    released: str | None
    commit: str | None = None
    #: Commits since the one that dated the last release's section.
    distance: int | None = None


def dated_sections(changelog: str) -> list[tuple[str, str]]:
    """The (version, date) of every dated CHANGELOG section, newest first."""
    return [(m["version"], m["date"]) for m in DATED.finditer(changelog)]


def source_version(init_text: str) -> str:
    """The version ``powergrid/__init__.py`` names."""
    found = VERSION_LINE.search(init_text)
    if not found:
        raise VersionError(f'{INIT} has no line __version__ = "…"')
    return found["version"]


def _key(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in version.split("."))


def next_base(source: str, released: str | None) -> str:
    """The release a development build leads to (see the module's docstring)."""
    found = SOURCE_VERSION.fullmatch(source)
    if not found:
        raise VersionError(f"{INIT} names {source!r}: write X.Y.Z or X.Y.Z.dev0")
    base = found["base"]
    if found["dev"] is None and base == released:
        major, minor, patch = _key(base)
        return f"{major}.{minor}.{patch + 1}"
    if found["dev"] is None:
        raise VersionError(
            f"{INIT} names {base}, which the CHANGELOG has not dated: date its section "
            f"(## [{base}] - YYYY-MM-DD) to release it, or write {base}.dev0"
        )
    if released is not None and _key(base) <= _key(released):
        raise VersionError(f"{INIT} names {source}, not above the last release {released}")
    return base


def stamp(init_text: str, version: str) -> str:
    """``powergrid/__init__.py`` with ``version`` written into its version line."""
    source_version(init_text)  # refuses a file without one
    return VERSION_LINE.sub(f'__version__ = "{version}"', init_text, count=1)


def _git(root: Path, *args: str) -> str:
    done = subprocess.run(["git", "-C", str(root), *args], capture_output=True, text=True)
    if done.returncode != 0:
        raise VersionError(f"git {' '.join(args)}: {done.stderr.strip()}")
    return done.stdout.strip()


def in_git(root: Path) -> bool:
    """Whether ``root`` is the top of a git work tree with at least one commit."""
    try:
        return Path(_git(root, "rev-parse", "--show-toplevel")).resolve() == root.resolve() and (
            bool(_git(root, "rev-parse", "--verify", "HEAD"))
        )
    except (VersionError, OSError):
        return False


def compute(root: Path) -> BuildVersion:
    """The version a build of the tree at ``root`` names."""
    changelog = (root / "CHANGELOG.md").read_text(encoding="utf-8")
    source = source_version((root / INIT).read_text(encoding="utf-8"))
    dated = dated_sections(changelog)
    released = dated[0][0] if dated else None
    if not in_git(root):
        # An unpacked sdist: the release build wrote the version in.
        return BuildVersion(source, release=source == released, released=released)
    head = _git(root, "rev-parse", "HEAD")
    if dated:
        heading = f"## [{dated[0][0]}] - {dated[0][1]}"
        since = _git(root, "log", "-1", "--format=%H", "-S", heading, "--", "CHANGELOG.md")
        if not since:
            raise VersionError(
                f"git finds no commit that wrote '{heading}' (a shallow clone? "
                "fetch the whole history)"
            )
        distance = int(_git(root, "rev-list", "--count", f"{since}..HEAD"))
    else:
        distance = int(_git(root, "rev-list", "--count", "HEAD"))
    dirty = bool(_git(root, "status", "--porcelain", "--untracked-files=no"))
    if source == released and distance == 0 and not dirty:
        return BuildVersion(source, True, released, head, 0)
    local = f"g{head[:9]}" + (".dirty" if dirty else "")
    version = f"{next_base(source, released)}.dev{distance}+{local}"
    return BuildVersion(version, False, released, head, distance)


def unreleased_section(changelog: str) -> str:
    """The body of the CHANGELOG's ``## [Unreleased]`` section (without its heading)."""
    found = re.search(
        r"^## \[Unreleased\][^\n]*\n(.*?)(?=^## \[|^\[[^\]]+\]: |\Z)", changelog, re.M | re.S
    )
    return found.group(1).strip() if found else ""


if __name__ == "__main__":
    try:
        print(compute(Path(__file__).resolve().parents[1]).version)
    except VersionError as error:
        sys.exit(f"version: {error}")
