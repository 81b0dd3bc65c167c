"""The release: packaging/release.py builds every artifact (when dist/ has none of the
version a build of this tree names), then packaging/check_release.sh installs the
tarball, the .deb and the .rpm (its dependencies resolved, no --nodeps) in a bare
environment, plays, opens a save, takes German screenshots, checks the licences,
uninstalls and finds nothing left. Slow (several minutes; the first build of numpy
without OpenBLAS alone takes minutes): run with ``-m slow``; needs PyPI, a C compiler,
dpkg and rpm."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
sys.path.insert(0, str(ROOT / "packaging"))

from version import compute  # noqa: E402

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not sys.platform.startswith("linux")
        or shutil.which("dpkg") is None
        or shutil.which("rpm") is None,
        reason="Linux packages, checked with dpkg and rpm",
    ),
]


def test_release_installs_plays_and_uninstalls_cleanly():
    version = compute(ROOT).version
    tarball = DIST / f"powergrid-{version}-linux-x86_64.tar.gz"
    if not (tarball.exists() and (DIST / "SHA256SUMS").exists()):
        built = subprocess.run(
            [sys.executable, str(ROOT / "packaging/release.py")],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=3600,
        )
        assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    sums = (DIST / "SHA256SUMS").read_text(encoding="utf-8")
    for name in (
        tarball.name,
        f"powergrid_{version.replace('.dev', '~dev')}-1_amd64.deb",
        f"powergrid-{version.replace('.dev', '~dev')}-1.x86_64.rpm",
        f"powergrid-{version}-py3-none-any.whl",
        f"powergrid-{version}.tar.gz",
        "flatpak/io.github.powergrid.PowerGrid.yml",
        "flatpak/python3-modules.json",
        "RELEASE-NOTES.md",
    ):
        assert f"  {name}\n" in sums, name
    check = subprocess.run(
        ["bash", str(ROOT / "packaging/check_release.sh"), str(DIST)],
        capture_output=True,
        text=True,
        timeout=3600,
    )
    assert check.returncode == 0, check.stdout + check.stderr
    assert "release check passed" in check.stdout
    for name in ("tarball", "deb"):
        shot = DIST / f"check-{name}-de.png"
        assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
