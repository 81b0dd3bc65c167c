"""Starting without a screen: one plain line and exit 1, never Qt's abort; headless
commands print no Qt noise."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from powergrid.cli import display

ROOT = Path(__file__).resolve().parents[2]


def _env(**changes: str | None) -> dict[str, str]:
    env = dict(os.environ)
    for key in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        env.pop(key, None)
    for key, value in changes.items():
        if value is not None:
            env[key] = value
    return env


def _powergrid(args: list[str], env: dict[str, str], cwd: Path = ROOT):
    return subprocess.run(
        [sys.executable, "-m", "powergrid.cli.main", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11/Wayland check is Linux's")
def test_no_display_prints_one_line_and_exits_1():
    result = _powergrid([], _env())
    assert result.returncode == 1
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "no display found" in lines[0]
    assert "--screenshot" in lines[0] and "QT_QPA_PLATFORM=offscreen" in lines[0]
    assert result.stdout == ""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 check is Linux's")
def test_unreachable_x_server_is_named_not_aborted():
    # Display :87 has no server here: either the X11 plugin lacks a system library or
    # the connection fails, and both are said in one line instead of Qt's exit 134.
    assert not Path("/tmp/.X11-unix/X87").exists()
    result = _powergrid([], _env(DISPLAY=":87"))
    assert result.returncode == 1
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "cannot connect to the display ':87'" in lines[0] or "system library" in lines[0]


def test_explicit_headless_platform_is_trusted(monkeypatch):
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert display.display_problem() is None
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    if sys.platform.startswith("linux"):
        assert "cannot connect" in display.display_problem() or "library" in (
            display.display_problem() or ""
        )


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ELF loader check")
def test_missing_x11_library_is_named(tmp_path):
    """A copy of Qt's X11 plugin whose first dependency does not exist anywhere: the
    check loads it like Qt would and names the library the loader could not find."""
    plugin = display.xcb_plugin()
    data = plugin.read_bytes()
    assert b"libQt6XcbQpa.so.6" in data
    broken = tmp_path / "libqxcb.so"
    broken.write_bytes(data.replace(b"libQt6XcbQpa.so.6", b"libQt6XcbQpZ.so.6"))
    message = display.xcb_problem(broken)
    assert message is not None
    assert "libQt6XcbQpZ.so.6, which is not installed" in message
    assert display.xcb_problem(tmp_path / "absent.so").startswith(
        "powergrid: Qt's X11 plugin is missing"
    )


def test_install_hints_name_debian_and_fedora_packages():
    hint = display.install_hint("libxcb-cursor.so.0")
    assert "apt install libxcb-cursor0" in hint and "dnf install xcb-util-cursor" in hint
    assert "apt install libxcb-icccm4" in display.install_hint("libxcb-icccm.so.4")
    assert "package manager" in display.install_hint("libunknown.so.3")
    loader = "libxcb-cursor.so.0: cannot open shared object file: No such file or directory"
    assert display.missing_library(loader) == "libxcb-cursor.so.0"
    assert display.missing_library("invalid ELF header") is None


def test_screenshot_headless_prints_no_qt_noise(tmp_path):
    out = tmp_path / "shot.png"
    env = _env(POWERGRID_DATA_DIR=str(tmp_path / "data"))
    result = _powergrid(
        ["--screenshot", str(out), "--players", "2", "--rounds", "1", "--seed", "3"], env
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"wrote {out}"
    assert result.stderr == ""
    assert out.stat().st_size > 10_000


def test_version_flag():
    from powergrid import __version__

    result = _powergrid(["--version"], _env())
    assert result.returncode == 0
    assert result.stdout.strip() == f"powergrid {__version__}"
    # A source tree names a release (dated in the CHANGELOG, with its AppStream entry)
    # or the next one's development series, X.Y.Z.dev0 (packaging/version.py).
    assert re.fullmatch(r"\d+\.\d+\.\d+(\.dev0)?", __version__)
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    metainfo = ROOT / "powergrid/data/desktop/io.github.powergrid.PowerGrid.metainfo.xml"
    if not __version__.endswith(".dev0"):
        assert re.search(rf"^## \[{re.escape(__version__)}\] - \d{{4}}-\d\d-\d\d$", changelog, re.M)
        assert f'<release version="{__version__}"' in metainfo.read_text(encoding="utf-8")


def test_noise_filter_drops_only_the_size_hint_warning():
    code = (
        "from powergrid.cli.display import quiet_headless_qt\n"
        "quiet_headless_qt(); quiet_headless_qt()\n"  # twice: still one filter
        "from PySide6.QtCore import qWarning\n"
        "qWarning('This plugin does not support propagateSizeHints()')\n"
        "qWarning('the board file is damaged')\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env=_env(QT_QPA_PLATFORM="offscreen"),
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr == "the board file is damaged\n"
