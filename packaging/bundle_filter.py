"""What the Linux bundle carries and what it takes from the player's system.

The PyInstaller spec keeps a binary or data file only when these rules say so:

- Libraries of the build machine's system (``/usr/lib`` …) stay out, except the few
  that desktop systems do not all have or name alike (:data:`BUNDLED_SYSTEM_LIBS`);
  the rest come from the player's system (:data:`HOST_LIBRARIES`). GTK, GLib, cairo,
  pango, fontconfig and freetype of the build machine never enter the bundle: they
  break on other distributions, and the host's fontconfig must read the host's
  font configuration.
- Qt plugins the desktop game never loads stay out: the GTK3 theme (it drags GTK in),
  the framebuffer, EGLFS and VNC platforms, input-device, network and TLS plugins,
  image formats the game does not read.
- Of Qt's own translations only those of the languages the game speaks.

``host_needs`` and ``glibc_needed`` read a built bundle back: every library it asks
the system for, and the oldest glibc that has every versioned symbol it uses.
"""

from __future__ import annotations

import fnmatch
import re
import subprocess
from pathlib import Path, PurePosixPath

#: System libraries copied into the bundle: libffi and libbz2 are named differently
#: across distributions (libffi.so.7/.8, libbz2.so.1/.1.0), and the xcb utility
#: libraries that Qt's X11 plugin needs are missing from many desktop installs.
BUNDLED_SYSTEM_LIBS = (
    "libffi.so.*",
    "libbz2.so.*",
    "libxcb-cursor.so.*",
    "libxcb-icccm.so.*",
    "libxcb-image.so.*",
    "libxcb-keysyms.so.*",
    "libxcb-render-util.so.*",
    "libxcb-util.so.*",
)

#: Libraries the bundle takes from the player's system, by the package family that
#: provides them. Every desktop Linux has these; docs/packaging.md lists them for
#: players and packagers, and the release build fails if the bundle asks for another.
HOST_LIBRARIES = {
    "glibc": (
        "libc.so.6",
        "libm.so.6",
        "libpthread.so.0",
        "libdl.so.2",
        "librt.so.1",
        "ld-linux-x86-64.so.2",
    ),
    "gcc runtime": ("libstdc++.so.6", "libgcc_s.so.1"),
    "zlib, zstd, xz": ("libz.so.1", "libzstd.so.1", "liblzma.so.5"),
    "util-linux": ("libuuid.so.1",),
    "expat": ("libexpat.so.1",),
    "GLib (core only, no GTK)": ("libglib-2.0.so.0", "libgthread-2.0.so.0"),
    "D-Bus": ("libdbus-1.so.3",),
    "fontconfig, freetype": ("libfontconfig.so.1", "libfreetype.so.6"),
    "OpenGL (libglvnd)": ("libGL.so.1", "libEGL.so.1"),
    "X11 client": (
        "libX11.so.6",
        "libX11-xcb.so.1",
        "libxcb.so.1",
        "libxcb-randr.so.0",
        "libxcb-render.so.0",
        "libxcb-shape.so.0",
        "libxcb-shm.so.0",
        "libxcb-sync.so.1",
        "libxcb-xfixes.so.0",
        "libxcb-xkb.so.1",
        "libxcb-glx.so.0",
        "libxkbcommon.so.0",
        "libxkbcommon-x11.so.0",
    ),
    "Wayland client": ("libwayland-client.so.0", "libwayland-cursor.so.0", "libwayland-egl.so.1"),
    # Python's ssl module (wss:// addresses of networked tables).
    "OpenSSL 3": ("libssl.so.3", "libcrypto.so.3"),
}

SYSTEM_DIRS = ("/lib/", "/lib64/", "/usr/lib/", "/usr/lib64/", "/usr/local/lib/")

#: Qt plugins (paths below ``PySide6/Qt/plugins``) the game never loads.
DROPPED_PLUGINS = (
    "platformthemes/libqgtk3.so",
    "platforms/libqeglfs.so",
    "platforms/libqlinuxfb.so",
    "platforms/libqminimalegl.so",
    "platforms/libqvkkhrdisplay.so",
    "platforms/libqvnc.so",
    "egldeviceintegrations/*",
    "generic/*",
    "networkinformation/*",
    "tls/*",
    "imageformats/libqgif.so",
    "imageformats/libqicns.so",
    "imageformats/libqjpeg.so",
    "imageformats/libqtga.so",
    "imageformats/libqtiff.so",
    "imageformats/libqwbmp.so",
    "imageformats/libqwebp.so",
    "wayland-graphics-integration-server/*",
)

#: Qt libraries that only dropped plugins and modules use (the networked tables use
#: Python's websockets, never Qt's network module).
DROPPED_QT_LIBS = (
    "libQt6EglFSDeviceIntegration.so.*",
    "libQt6EglFsKmsSupport.so.*",
    "libQt6Network.so.*",
)

#: The languages the game speaks besides English (Qt's catalogues are kept for these).
LANGUAGES = ("de", "zh_CN", "zh_TW")

QT_DIR = PurePosixPath("PySide6/Qt")


def _matches(name: str, patterns) -> bool:
    return any(fnmatch.fnmatchcase(name, pattern) for pattern in patterns)


def keep_binary(dest: str, source: str) -> bool:
    """Whether the binary ``source`` goes into the bundle as ``dest``."""
    path = PurePosixPath(dest)
    if str(source).startswith(SYSTEM_DIRS) and "site-packages" not in str(source):
        return _matches(path.name, BUNDLED_SYSTEM_LIBS)
    if path.is_relative_to(QT_DIR / "plugins"):
        return not _matches(str(path.relative_to(QT_DIR / "plugins")), DROPPED_PLUGINS)
    if path.is_relative_to(QT_DIR / "lib") or path.parent == PurePosixPath("."):
        return not _matches(path.name, DROPPED_QT_LIBS)
    return True


def keep_data(dest: str) -> bool:
    """Whether the data file ``dest`` goes into the bundle (Qt's translations are
    kept for the game's languages only, the game's .ts sources never)."""
    path = PurePosixPath(dest)
    if path.suffix == ".ts":
        return False
    if path.is_relative_to(QT_DIR / "translations"):
        return path.name in {f"qtbase_{lang}.qm" for lang in LANGUAGES}
    return True


def elf_files(folder: Path) -> list[Path]:
    """Every ELF file below ``folder`` (links not followed)."""
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def _objdump(flag: str, path: Path) -> str:
    return subprocess.run(
        ["objdump", flag, str(path)], capture_output=True, text=True, check=True
    ).stdout


def host_needs(folder: Path) -> dict[str, list[str]]:
    """Libraries the bundle's binaries need that the bundle does not carry, each with
    the bundle files that need it."""
    files = elf_files(folder)
    carried = {path.name for path in folder.rglob("*.so*")}
    needs: dict[str, list[str]] = {}
    for path in files:
        for line in _objdump("-p", path).splitlines():
            parts = line.split()
            if len(parts) == 2 and parts[0] == "NEEDED" and parts[1] not in carried:
                needs.setdefault(parts[1], []).append(str(path.relative_to(folder)))
    return needs


def unlisted_host_needs(folder: Path) -> dict[str, list[str]]:
    """Host libraries the bundle needs that :data:`HOST_LIBRARIES` does not list."""
    listed = {name for names in HOST_LIBRARIES.values() for name in names}
    return {name: who for name, who in host_needs(folder).items() if name not in listed}


def glibc_needed(folder: Path) -> tuple[tuple[int, ...], str]:
    """The highest glibc symbol version any binary of the bundle uses, and that file."""
    best: tuple[tuple[int, ...], str] = ((0,), "")
    pattern = re.compile(r"\bGLIBC_(\d+(?:\.\d+)+)\b")
    for path in elf_files(folder):
        for match in pattern.finditer(_objdump("-T", path)):
            version = tuple(int(part) for part in match.group(1).split("."))
            if version > best[0]:
                best = (version, str(path.relative_to(folder)))
    return best


def broken_symlinks(folder: Path) -> list[str]:
    """The symbolic links below ``folder`` whose target is missing (paths below it)."""
    return sorted(
        str(path.relative_to(folder))
        for path in folder.rglob("*")
        if path.is_symlink() and not path.exists()
    )


def remove_broken_symlinks(folder: Path) -> list[str]:
    """Remove the links of :func:`broken_symlinks` (PyInstaller links a library the
    filter dropped, such as QtNetwork, into the top folder); returns them."""
    broken = broken_symlinks(folder)
    for name in broken:
        (folder / name).unlink()
    return broken


#: rpm's own dependency generator (Debian and Ubuntu: the ``rpm`` package).
ELFDEPS = "/usr/lib/rpm/elfdeps"


def _soname_of(requirement: str) -> str:
    """``libc.so.6`` of ``libc.so.6(GLIBC_2.34)(64bit)`` or ``libc.so.6()(64bit)``."""
    return requirement.split("(", 1)[0]


def rpm_requires(generated: list[str], carried: set[str]) -> list[str]:
    """The package's Requires: what rpm's generator asks for the bundle's files, less
    the libraries the bundle carries itself. Versioned entries such as
    ``libc.so.6(GLIBC_2.34)(64bit)`` stay: they are the glibc floor."""
    kept = {line.strip() for line in generated if line.strip()}
    return sorted(req for req in kept if _soname_of(req) not in carried)


def generated_requires(folder: Path) -> list[str]:
    """rpm's generator (``elfdeps --requires``) run over every ELF file of the bundle."""
    if not Path(ELFDEPS).exists():
        raise FileNotFoundError(
            f"{ELFDEPS} is missing: the .rpm's requirements are written by rpm's own "
            "generator (Debian/Ubuntu: apt install rpm)"
        )
    names = "".join(f"{path}\n" for path in elf_files(folder))
    done = subprocess.run(
        [ELFDEPS, "--requires"], input=names, capture_output=True, text=True, check=True
    )
    return done.stdout.splitlines()


def bundle_rpm_requires(folder: Path) -> list[str]:
    """The Requires of a package of the bundle in ``folder``."""
    carried = {path.name for path in folder.rglob("*.so*")}
    return rpm_requires(generated_requires(folder), carried)
