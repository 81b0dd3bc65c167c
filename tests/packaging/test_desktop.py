"""`powergrid desktop install|uninstall` into a temporary XDG data folder."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from powergrid.cli import desktop

ROOT = Path(__file__).resolve().parents[2]
APP = desktop.APP_ID
pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="freedesktop menu integration is Linux's"
)


def _run(action: str, home: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, XDG_DATA_HOME=str(home))
    return subprocess.run(
        [sys.executable, "-m", "powergrid.cli.main", "desktop", action],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def _entry(home: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(home / "applications" / f"{APP}.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def _files(home: Path) -> list[str]:
    return sorted(p.relative_to(home).as_posix() for p in home.rglob("*") if p.is_file())


def _generated(name: str) -> bool:
    """A cache the desktop tools write from the installed files."""
    return (
        name.startswith("mime/")
        and not name.startswith("mime/packages/")
        or (name == "applications/mimeinfo.cache")
    )


def test_install_then_uninstall(tmp_path):
    home = tmp_path / "share"
    result = _run("install", home)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""  # no Qt noise from rendering the icons
    written = _files(home)
    planned = sorted(p.relative_to(home).as_posix() for p in desktop.planned_files(home))
    assert [name for name in written if not _generated(name)] == planned
    assert f"metainfo/{APP}.metainfo.xml" in written
    assert f"mime/packages/{APP}.xml" in written
    assert f"icons/hicolor/scalable/apps/{APP}.svg" in written

    entry = _entry(home)
    assert entry["Icon"] == APP and entry["Name"] == "Power Grid"
    assert entry["Name[de]"] == "Funkenschlag"
    assert entry["MimeType"] == f"{desktop.SAVE_MIME_TYPE};"
    command = entry["Exec"].split()
    # A save opened in the file manager is handed over as the one argument.
    assert command[-1] == "%f"
    command = command[:-1]
    # The entry starts this very installation by absolute path, not whatever is on PATH.
    assert Path(command[0]).is_absolute() and Path(command[0]).exists()
    assert entry["TryExec"] == command[0]
    if command[1:] == ["-m", "powergrid.cli.main"]:
        assert Path(entry["Path"]) == ROOT
    for size in desktop.ICON_SIZES:
        image = QImage(str(home / f"icons/hicolor/{size}x{size}/apps/{APP}.png"))
        assert (image.width(), image.height()) == (size, size)
        centre = image.pixelColor(size // 2, size // 2)
        assert centre.alpha() == 255  # the icon fills its middle, it is not blank
    svg = (home / f"icons/hicolor/scalable/apps/{APP}.svg").read_bytes()
    assert svg == (ROOT / "powergrid/app/icons/powergrid.svg").read_bytes()

    again = _run("install", home)  # idempotent: same files, no leftovers
    assert again.returncode == 0
    assert _files(home) == written

    removed = _run("uninstall", home)
    assert removed.returncode == 0, removed.stderr
    assert f"removed {len(planned)} files" in removed.stdout
    # Nothing is left, not even an empty folder.
    assert list(home.iterdir()) == []
    assert "nothing to remove" in _run("uninstall", home).stdout


@pytest.mark.skipif(
    shutil.which("update-mime-database") is None,
    reason="update-mime-database (shared-mime-info) is not installed",
)
def test_saves_get_their_mime_type(tmp_path):
    """After install the desktop's MIME database (read here by Qt) knows a save by its
    name and, renamed, by its contents."""
    home = tmp_path / "share"
    desktop.install(home)
    save = ROOT / "tests/rules/data/version2-before-variants.pgsave"
    renamed = tmp_path / "game.data"
    renamed.write_bytes(save.read_bytes())
    script = (
        "import sys\n"
        "from PySide6.QtCore import QMimeDatabase\n"
        "db = QMimeDatabase()\n"
        "print(db.mimeTypeForFile(sys.argv[1]).name(), db.mimeTypeForFile(sys.argv[2]).name())\n"
    )
    env = dict(os.environ, XDG_DATA_HOME=str(home), XDG_DATA_DIRS="/usr/share")
    done = subprocess.run(
        [sys.executable, "-c", script, str(save), str(renamed)],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.stdout.split() == [desktop.SAVE_MIME_TYPE, desktop.SAVE_MIME_TYPE], done.stderr
    desktop.uninstall(home)
    assert not (home / "mime").exists()


def test_uninstall_keeps_another_programs_mime_type(tmp_path):
    home = tmp_path / "share"
    other = home / "mime" / "packages" / "org.example.Other.xml"
    other.parent.mkdir(parents=True)
    other.write_text("<mime-info/>\n", encoding="utf-8")
    desktop.install(home)
    desktop.uninstall(home)
    assert other.read_text(encoding="utf-8") == "<mime-info/>\n"
    assert not (home / "icons").exists() and not (home / "metainfo").exists()


def test_uninstall_keeps_other_files(tmp_path):
    home = tmp_path / "share"
    other = home / "applications" / "org.example.Other.desktop"
    other.parent.mkdir(parents=True)
    other.write_text("[Desktop Entry]\n", encoding="utf-8")
    desktop.install(home)
    desktop.uninstall(home)
    assert other.read_text(encoding="utf-8") == "[Desktop Entry]\n"


@pytest.mark.skipif(
    shutil.which("desktop-file-validate") is None,
    reason="desktop-file-validate (desktop-file-utils) is not installed",
)
def test_installed_entry_passes_desktop_file_validate(tmp_path):
    desktop.install(tmp_path)
    path = tmp_path / "applications" / f"{APP}.desktop"
    result = subprocess.run(["desktop-file-validate", str(path)], capture_output=True, text=True)
    assert result.returncode == 0 and "error" not in result.stdout, result.stdout


@pytest.mark.skipif(
    shutil.which("appstreamcli") is None, reason="appstreamcli (appstream) is not installed"
)
def test_installed_metainfo_passes_appstreamcli(tmp_path):
    desktop.install(tmp_path)
    path = tmp_path / "metainfo" / f"{APP}.metainfo.xml"
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(path)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_exec_quoting_follows_the_desktop_entry_spec():
    assert desktop.exec_line(["/opt/pg/powergrid"]) == "/opt/pg/powergrid"
    assert desktop.exec_line(["/home/a b/bin/powergrid"]) == '"/home/a b/bin/powergrid"'
    assert desktop.exec_line(["/x/$HOME/100%"]) == '"/x/\\$HOME/100%%"'


def test_relative_xdg_data_home_is_ignored(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", "relative/share")
    monkeypatch.setenv("HOME", str(tmp_path))
    assert desktop.data_home() == tmp_path / ".local" / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "x"))
    assert desktop.data_home() == tmp_path / "x"
