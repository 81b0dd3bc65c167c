#!/usr/bin/env python3
"""Collect the licence texts of everything a built bundle carries into its LICENSES/.

Run with the Python the bundle was built from (the release's virtual environment),
after PyInstaller: ``python packaging/licenses.py BUNDLE_DIR``. The texts come from
where they already are on the build machine:

- the game: the project's ``LICENSE`` (MIT);
- every Python distribution with modules in the bundle (networkx, pydantic, numpy,
  pyqtgraph, …): the licence files of its ``.dist-info``; PySide6 and shiboken6 ship
  none, so their licences (LGPL-3.0 or GPL-2.0 or GPL-3.0, as their metadata says)
  come from ``/usr/share/common-licenses``; PyInstaller's, whose launcher is the
  bundle's executable, likewise from its ``.dist-info``;
- Python: the interpreter's own ``LICENSE.txt`` (PSF licence and its history);
- each system library the bundle copies (libffi, libbz2, the xcb utility libraries):
  the ``/usr/share/doc/PACKAGE/copyright`` of the Debian package that installed it;
- ICU, which the PySide6 wheel carries without a licence file: the ICU licence of
  the build machine's ICU package.

A bundled component without a licence text stops the build. ``LICENSES/README.txt``
lists every component with its version, licence and where its texts came from;
:func:`debian_copyright` writes the same as a machine-readable
``/usr/share/doc/powergrid/copyright`` for the ``.deb``.
"""

from __future__ import annotations

import argparse
import fnmatch
import re
import shutil
import subprocess
import sys
import sysconfig
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "packaging"))

from bundle_filter import BUNDLED_SYSTEM_LIBS, SYSTEM_DIRS  # noqa: E402

COMMON_LICENSES = Path("/usr/share/common-licenses")
#: GNU licences named in a distribution's metadata, by the file Debian keeps them in.
GNU_TEXTS = {"LGPL-3.0": "LGPL-3", "GPL-2.0": "GPL-2", "GPL-3.0": "GPL-3"}
#: Distributions outside the bundle's module folders whose code it carries.
EXTRA_DISTRIBUTIONS = {"pyinstaller": "the launcher (PyInstaller's bootloader) is the executable"}
LICENSE_NAME = re.compile(r"(LICEN[CS]E|COPYING|NOTICE|AUTHORS)", re.I)


class LicenseError(Exception):
    """A bundled component whose licence text cannot be found."""


@dataclass
class Notice:
    """One bundled component: what it is, its licence, and its texts."""

    name: str
    version: str
    license: str
    source: str
    #: Paths below the bundle that hold the component (for the Debian copyright file).
    files: list[str] = field(default_factory=list)
    #: (name in LICENSES/NAME/, text file on the build machine)
    texts: list[tuple[str, Path]] = field(default_factory=list)
    #: Who holds the copyright where the texts do not say (the metadata's author).
    author: str = ""

    @property
    def holder(self) -> str:
        return self.author or f"the {self.name} authors"

    @property
    def folder(self) -> str:
        return re.sub(r"[^A-Za-z0-9._+-]", "_", self.name)


def top_level_names(dist: metadata.Distribution) -> set[str]:
    """The first path parts of a distribution's installed files (its modules)."""
    names = set()
    for path in dist.files or ():
        first = path.parts[0]
        if first in ("..", "__pycache__") or first.endswith((".dist-info", ".data")):
            continue
        names.add(first.removesuffix(".py"))
    return names


def license_expression(meta: metadata.PackageMetadata) -> str:
    """The licence a distribution's metadata names (SPDX expression where given)."""
    expression = meta.get("License-Expression")
    if expression:
        return expression.strip()
    written = (meta.get("License") or "").strip().splitlines()
    if written and len(written[0]) < 80:
        return written[0]
    classifiers = [c.split("::")[-1].strip() for c in meta.get_all("Classifier") or ()]
    found = [c for c in classifiers if c.startswith(("MIT", "BSD", "Apache", "GNU", "Python"))]
    return " AND ".join(found) or "see the licence text"


def gnu_texts(expression: str) -> list[tuple[str, Path]]:
    """The GNU licence texts an expression names, from /usr/share/common-licenses."""
    texts = []
    for spdx, debian in GNU_TEXTS.items():
        if re.search(rf"\b{re.escape(spdx)}\b", expression):
            path = COMMON_LICENSES / debian
            if not path.is_file():
                raise LicenseError(f"{path} is missing (Debian: base-files) for {expression}")
            texts.append((f"{spdx}.txt", path))
    return texts


def distribution_notice(dist: metadata.Distribution, files: list[str]) -> Notice:
    """A Python distribution's notice with the licence files of its .dist-info."""
    name, version = dist.metadata["Name"], dist.version
    expression = license_expression(dist.metadata)
    texts = []
    for path in dist.files or ():
        parts = path.parts
        if parts[0].endswith(".dist-info") and LICENSE_NAME.search(path.name):
            inside = "/".join(parts[2:] if parts[1:2] == ("licenses",) else parts[1:])
            texts.append((inside, Path(dist.locate_file(path))))
    source = f"{name}'s .dist-info"
    if not texts:
        texts = gnu_texts(expression)
        source = (
            f"{COMMON_LICENSES} (the {name} wheel ships no licence file; "
            f"its metadata names {expression})"
        )
    if not texts:
        raise LicenseError(f"{name} {version} is bundled, but its wheel has no licence file")
    author = dist.metadata.get("Author") or dist.metadata.get("Author-email") or ""
    return Notice(name, version, expression, source, files, texts, author.split("<")[0].strip())


def bundled_paths(internal: Path, names: set[str]) -> list[str]:
    """The bundle's paths (patterns below the bundle) of a distribution's top-level
    modules: a package folder, or a module's file (``.py`` compiled to ``.pyc``)."""
    found = set()
    for name in names:
        for path in internal.glob(f"{name}*"):
            if path.name == name or path.name.startswith(f"{name}."):
                found.add(f"_internal/{path.name}" + ("/*" if path.is_dir() else ""))
    return sorted(found)


def python_notices(internal: Path, path: list[str] | None = None) -> list[Notice]:
    """Notices of the Python distributions (installed on ``path``, by default this
    Python's) whose modules the bundle carries."""
    notices = []
    found = metadata.distributions() if path is None else metadata.distributions(path=path)
    seen = {"powergrid"}  # the game's own notice is its LICENSE (see collect)
    for dist in sorted(found, key=lambda d: d.metadata["Name"].lower()):
        name = dist.metadata["Name"]
        if name.lower() in seen:
            continue  # found twice on the path: the first is the one imported
        seen.add(name.lower())
        files = bundled_paths(internal, top_level_names(dist))
        extra = EXTRA_DISTRIBUTIONS.get(name.lower())
        if not files and not extra:
            continue
        notice = distribution_notice(dist, files)
        if extra:
            notice.source += f"; {extra}"
        notices.append(notice)
    return notices


def python_notice() -> Notice:
    """Python itself: the interpreter's LICENSE.txt, beside its standard library."""
    text = Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt"
    if not text.is_file():
        raise LicenseError(f"Python's licence {text} is missing")
    return Notice(
        "Python",
        sys.version.split()[0],
        "PSF-2.0",
        f"{text}",
        # Everything below _internal/ that no later notice claims: libpython, the
        # standard library's modules and extension modules.
        ["_internal/*"],
        [("LICENSE.txt", text)],
    )


def system_origin(name: str) -> Path | None:
    """Where the build machine keeps the system library ``name``."""
    for folder in SYSTEM_DIRS:  # and their multiarch folders (x86_64-linux-gnu)
        for found in sorted(Path(folder).glob(name)) + sorted(Path(folder).glob(f"*/{name}")):
            return found
    return None


def owning_package(path: Path) -> str | None:
    """The Debian package that installed ``path`` (merged /usr tried both ways)."""
    candidates = {str(path), str(path.resolve())}
    for text in list(candidates):
        if text.startswith("/usr/lib/"):
            candidates.add(text.removeprefix("/usr"))
        elif text.startswith("/lib/"):
            candidates.add("/usr" + text)
    for candidate in sorted(candidates):
        done = subprocess.run(["dpkg-query", "-S", candidate], capture_output=True, text=True)
        if done.returncode == 0:
            return done.stdout.split(":", 1)[0].strip()
    return None


def package_version(package: str) -> str:
    done = subprocess.run(
        ["dpkg-query", "-W", "-f=${Version}", package], capture_output=True, text=True
    )
    return done.stdout.strip() or "?"


def debian_package_notice(package: str, files: list[str], what: str) -> Notice:
    copyright_file = Path("/usr/share/doc") / package.split(":")[0] / "copyright"
    if not copyright_file.is_file():
        raise LicenseError(f"{copyright_file} is missing ({what})")
    licenses = sorted(
        set(
            re.findall(r"^License: *(\S[^\n]*)", copyright_file.read_text("utf-8", "replace"), re.M)
        )
    )
    return Notice(
        package.split(":")[0],
        package_version(package),
        " and ".join(licenses) or "see the copyright file",
        f"{copyright_file} ({what})",
        files,
        [("copyright", copyright_file)],
    )


def system_notices(internal: Path) -> list[Notice]:
    """The Debian packages of the system libraries the bundle copies."""
    by_package: dict[str, list[str]] = {}
    for path in sorted(internal.iterdir()):
        if path.is_symlink() or not any(fnmatch.fnmatch(path.name, p) for p in BUNDLED_SYSTEM_LIBS):
            continue
        origin = system_origin(path.name)
        package = owning_package(origin) if origin else None
        if package is None:
            raise LicenseError(f"no Debian package owns {path.name} on this machine ({origin})")
        by_package.setdefault(package, []).append(f"_internal/{path.name}")
    return [
        debian_package_notice(p, files, "copied from the build machine")
        for p, files in sorted(by_package.items())
    ]


def icu_notice(bundle: Path) -> list[Notice]:
    """ICU inside the PySide6 wheel: the licence of the build machine's ICU package."""
    icu = sorted(p for p in bundle.rglob("libicuuc.so.*") if not p.is_symlink())
    if not icu:
        return []
    found = sorted(Path("/usr/share/doc").glob("libicu[0-9]*/copyright"))
    if not found:
        raise LicenseError(
            "the bundle carries ICU, and no ICU package's copyright is on this machine "
            "(Debian: libicu72)"
        )
    package = found[-1].parent.name
    notice = debian_package_notice(
        package, [], "its ICU licence; the PySide6 wheel carries ICU without one"
    )
    notice.name = "ICU"
    notice.version = icu[0].name.split(".so.")[-1]
    notice.files = sorted({p.parent.relative_to(bundle).as_posix() + "/libicu*" for p in icu})
    return [notice]


def collect(bundle: Path, game_license: Path = ROOT / "LICENSE") -> list[Notice]:
    """Every bundled component's notice, the game's first."""
    internal = bundle / "_internal"
    game = Notice(
        "powergrid", "", "MIT", "the project's LICENSE", ["*"], [("LICENSE", game_license)]
    )
    return [
        game,
        python_notice(),
        *python_notices(internal),
        *icu_notice(bundle),
        *system_notices(internal),
    ]


def write_licenses(notices: list[Notice], folder: Path) -> None:
    """LICENSES/: one folder of texts per component and README.txt listing them."""
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    lines = [
        "Licences of Power Grid and of everything this bundle carries.",
        "Each folder holds the licence texts of one component, as shipped with it.",
        "",
    ]
    for notice in notices:
        for name, text in notice.texts:
            target = folder / notice.folder / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(text, target)
        version = f" {notice.version}" if notice.version else ""
        lines += [
            f"{notice.name}{version}",
            f"  licence: {notice.license}",
            f"  texts:   {notice.folder}/ ({', '.join(n for n, _ in notice.texts)})",
            f"  from:    {notice.source}",
            "",
        ]
    (folder / "README.txt").write_text("\n".join(lines), encoding="utf-8")


def copyright_holders(texts: list[tuple[str, Path]], fallback: str) -> list[str]:
    """The copyright lines of a component's texts (a few, deduplicated)."""
    holders: list[str] = []
    for _name, path in texts:
        for match in re.finditer(
            r"^\s*Copyright\b[ :]*(?:\(c\)|©)?\s*(\S.*)$",
            path.read_text("utf-8", "replace"),
            re.M | re.I,
        ):
            line = re.sub(
                r"^Copyright\b[ :]*(?:\(c\)|©)?\s*", "", match.group(1).strip(), flags=re.I
            )
            if (
                line
                and line not in holders
                and not line.lower().startswith(("notice", "holder", "and ", "owner"))
            ):
                holders.append(line)
    return holders[:8] or [fallback]


#: Licences Debian keeps in /usr/share/common-licenses: (first line of the text, a
#: line of its version, the file, its name). Debian's copyright files refer to these
#: instead of repeating them.
COMMON_TEXTS = (
    ("GNU GENERAL PUBLIC LICENSE", "Version 2, June 1991", "GPL-2", "GNU GPL version 2"),
    ("GNU GENERAL PUBLIC LICENSE", "Version 3, 29 June 2007", "GPL-3", "GNU GPL version 3"),
    (
        "GNU LESSER GENERAL PUBLIC LICENSE",
        "Version 3, 29 June 2007",
        "LGPL-3",
        "GNU LGPL version 3",
    ),
    ("Apache License", "Version 2.0, January 2004", "Apache-2.0", "Apache License 2.0"),
)


def refer_to_common_licenses(text: str) -> str:
    """``text`` with every whole copy of a licence Debian ships (from its title to
    "END OF TERMS AND CONDITIONS") replaced by a reference to Debian's copy."""
    for title, version, name, shown in COMMON_TEXTS:
        pattern = re.compile(
            rf"^[ \t]*{re.escape(title)}[ \t]*\n\s*{re.escape(version)}.*?"
            r"END OF TERMS AND CONDITIONS[ \t]*$",
            re.M | re.S,
        )
        reference = f"[The {shown}: on Debian systems its full text is in "
        reference += f"/usr/share/common-licenses/{name}.]"
        text = pattern.sub(reference, text)
    return text


def _indented(text: str) -> str:
    return "\n".join(
        f" {line.rstrip()}" if line.strip() else " ." for line in text.strip().splitlines()
    )


def debian_copyright(notices: list[Notice], install_dir: str, homepage: str) -> str:
    """The machine-readable Debian copyright file of the package (DEP-5): the game's
    files, then each bundled component's (a later paragraph wins), every licence
    with its full text or, for the GNU licences, Debian's own copy."""
    base = install_dir.strip("/")
    out = [
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/",
        "Upstream-Name: powergrid",
        f"Source: {homepage}",
        f"Comment: Every licence text below is also in /{base}/LICENSES/.",
        "",
    ]
    for notice in notices:
        files = ["*"] if notice.files == ["*"] else [f"{base}/{f}" for f in notice.files]
        gnu = [name for name, path in notice.texts if path.parent == COMMON_LICENSES]
        # The GNU texts name the FSF, not the component's authors.
        holders = [notice.holder] if gnu else copyright_holders(notice.texts, notice.holder)
        if gnu:
            body = (
                "On Debian systems the full texts are in "
                + ", ".join(
                    f"/usr/share/common-licenses/{GNU_TEXTS[n.removesuffix('.txt')]}" for n in gnu
                )
                + "."
            )
        else:
            body = "\n\n".join(
                refer_to_common_licenses(path.read_text("utf-8", "replace"))
                for _n, path in notice.texts
            )
        version = f" {notice.version}" if notice.version else ""
        out += [
            f"Files: {' '.join(files)}",
            "Copyright: " + "\n ".join(holders),
            f"License: {notice.license.replace(' AND ', ' and ').replace(' OR ', ' or ')}",
            _indented(body),
            f"Comment: {notice.name}{version}; texts from {notice.source}",
            "",
        ]
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bundle", type=Path, help="the built bundle (its folder with _internal/)")
    parser.add_argument(
        "--debian-copyright", type=Path, help="also write the .deb's copyright file"
    )
    parser.add_argument(
        "--install-dir", default="/usr/lib/powergrid", help="the bundle's place in the packages"
    )
    parser.add_argument("--homepage", default="https://github.com/powergrid/powergrid")
    args = parser.parse_args(argv)
    try:
        notices = collect(args.bundle)
    except LicenseError as error:
        print(f"licences: {error}", file=sys.stderr)
        return 1
    write_licenses(notices, args.bundle / "LICENSES")
    if args.debian_copyright:
        text = debian_copyright(notices, args.install_dir, args.homepage)
        args.debian_copyright.write_text(text, encoding="utf-8")
    for notice in notices:
        print(f"licence of {notice.name} {notice.version}: {notice.license}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
