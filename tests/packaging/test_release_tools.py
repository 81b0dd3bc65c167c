"""The release tools without building anything: what the bundle keeps, the release
notes, the package layout, and install.sh/uninstall.sh on a stand-in bundle."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import bundle_filter  # noqa: E402

SITE = "/venv/lib/python3.11/site-packages"


def _release():
    spec = importlib.util.spec_from_file_location("release", ROOT / "packaging/release.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_build_machines_gtk_and_glib_stay_out_of_the_bundle():
    keep = bundle_filter.keep_binary
    for lib in (
        "libgtk-3.so.0",
        "libglib-2.0.so.0",
        "libcairo.so.2",
        "libpango-1.0.so.0",
        "libfontconfig.so.1",
        "libfreetype.so.6",
        "libcrypto.so.3",
    ):
        assert not keep(lib, f"/usr/lib/x86_64-linux-gnu/{lib}"), lib
    # Named differently across distributions, or missing from many desktops: carried.
    for lib in ("libffi.so.8", "libbz2.so.1.0", "libxcb-cursor.so.0", "libxcb-icccm.so.4"):
        assert keep(lib, f"/usr/lib/x86_64-linux-gnu/{lib}"), lib
    plugins = "PySide6/Qt/plugins"
    assert not keep(f"{plugins}/platformthemes/libqgtk3.so", f"{SITE}/{plugins}/x")
    assert keep(f"{plugins}/platformthemes/libqxdgdesktopportal.so", f"{SITE}/{plugins}/x")
    for platform in ("libqxcb.so", "libqwayland.so", "libqoffscreen.so"):
        assert keep(f"{plugins}/platforms/{platform}", f"{SITE}/{plugins}/platforms/{platform}")
    assert not keep(f"{plugins}/platforms/libqvnc.so", f"{SITE}/{plugins}/platforms/libqvnc.so")
    assert keep("PySide6/Qt/lib/libicudata.so.73", f"{SITE}/PySide6/Qt/lib/libicudata.so.73")


def test_only_the_games_languages_keep_qt_catalogues_and_no_ts_source_ships():
    keep = bundle_filter.keep_data
    assert keep("PySide6/Qt/translations/qtbase_de.qm")
    assert keep("PySide6/Qt/translations/qtbase_zh_TW.qm")
    assert not keep("PySide6/Qt/translations/qtbase_fr.qm")
    assert not keep("PySide6/Qt/translations/qt_de.qm")  # the game loads qtbase_* only
    assert not keep("powergrid/data/translations/powergrid_de.ts")
    assert keep("powergrid/data/translations/powergrid_de.qm")
    languages = {
        p.stem.split("_", 1)[1] for p in (ROOT / "powergrid/data/translations").glob("*.qm")
    }
    assert languages == set(bundle_filter.LANGUAGES)


def test_release_notes_are_the_versions_changelog_section():
    release = _release()
    text = (
        "# Changelog\n\n## [Unreleased]\n\n## [1.1.0] - 2027-01-02\n\n### Added\n- A.\n\n"
        "## [1.0.0] - 2027-01-01\n\n- B.\n\n[1.1.0]: https://example.org/v1.1.0\n"
    )
    assert (
        release.changelog_section(text, "1.1.0") == "## [1.1.0] - 2027-01-02\n\n### Added\n- A.\n"
    )
    assert release.changelog_section(text, "1.0.0") == "## [1.0.0] - 2027-01-01\n\n- B.\n"
    assert release.changelog_section(text, "2.0.0") == ""
    # The version to release has its section and its AppStream <release>.
    from powergrid import __version__

    assert release.check_release_entries(__version__).startswith(f"## [{__version__}] - ")


def test_packages_install_below_opt_with_the_desktop_files_below_usr_share(tmp_path):
    release = _release()
    bundle, share = tmp_path / "powergrid", tmp_path / "share"
    (share / "applications").mkdir(parents=True)
    (share / "applications" / "x.desktop").write_text("[Desktop Entry]\n", encoding="utf-8")
    config = release.nfpm_config("9.8.7", bundle, share, "2.35")
    assert config["version"] == "9.8.7"
    destinations = {item["dst"]: item for item in config["contents"]}
    assert destinations["/opt/powergrid"]["src"] == str(bundle)
    assert destinations["/usr/bin/powergrid"] == {
        "src": "/opt/powergrid/powergrid",
        "dst": "/usr/bin/powergrid",
        "type": "symlink",
    }
    assert "/usr/share/applications/x.desktop" in destinations
    assert "libc6 (>= 2.35)" in config["overrides"]["deb"]["depends"]
    listed = {name for names in bundle_filter.HOST_LIBRARIES.values() for name in names}
    assert len(config["overrides"]["rpm"]["depends"]) == len(listed)
    assert "libGL.so.1()(64bit)" in config["overrides"]["rpm"]["depends"]


STAND_IN = """#!/bin/sh
# Stands in for the bundle's executable: --version and `desktop install|uninstall`.
case "$1" in
    --version) echo "powergrid 9.8.7" ;;
    desktop)
        f="$XDG_DATA_HOME/applications/io.github.powergrid.PowerGrid.desktop"
        if [ "$2" = install ]; then
            mkdir -p "$(dirname "$f")" && echo "Exec=$0 %f" > "$f"
        else
            rm -f "$f" && rmdir "$(dirname "$f")" 2>/dev/null || true
        fi ;;
esac
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="POSIX shell scripts")
def test_install_and_uninstall_scripts_leave_nothing_behind(tmp_path):
    release = tmp_path / "powergrid-9.8.7-linux-x86_64"
    (release / "powergrid").mkdir(parents=True)
    app = release / "powergrid" / "powergrid"
    app.write_text(STAND_IN, encoding="utf-8")
    app.chmod(0o755)
    for script in ("install.sh", "uninstall.sh"):
        (release / script).write_bytes((ROOT / "packaging/linux" / script).read_bytes())
        (release / script).chmod(0o755)
    home = tmp_path / "home"
    (home / ".local" / "bin").mkdir(parents=True)  # was there before: stays
    env = {"HOME": str(home), "PATH": "/usr/bin:/bin"}

    def run(*command: str) -> subprocess.CompletedProcess:
        return subprocess.run(command, env=env, capture_output=True, text=True, timeout=60)

    done = run(str(release / "install.sh"))
    assert done.returncode == 0, done.stderr
    lib = home / ".local/lib/powergrid"
    assert os.readlink(home / ".local/bin/powergrid") == str(lib / "powergrid")
    entry = home / ".local/share/applications/io.github.powergrid.PowerGrid.desktop"
    assert entry.read_text(encoding="utf-8") == f"Exec={lib}/powergrid %f\n"
    assert "installed Power Grid 9.8.7" in done.stdout
    assert run(str(release / "install.sh")).returncode == 0  # again: replaces the copy

    (home / ".local/share/powergrid/powergrid").mkdir(parents=True)  # the game's data
    kept = run(str(lib / "uninstall.sh"))
    assert kept.returncode == 0, kept.stderr
    assert "kept the autosave in" in kept.stdout
    assert sorted(p.relative_to(home).as_posix() for p in home.rglob("*")) == [
        ".local",
        ".local/bin",
        ".local/share",
        ".local/share/powergrid",
        ".local/share/powergrid/.created-folders",  # what install.sh made, for --purge
        ".local/share/powergrid/powergrid",
    ]
    assert run(str(release / "install.sh")).returncode == 0
    purged = run(str(lib / "uninstall.sh"), "--purge")
    assert purged.returncode == 0, purged.stderr
    # Only the folder that was there before install is left.
    assert sorted(p.relative_to(home).as_posix() for p in home.rglob("*")) == [
        ".local",
        ".local/bin",
    ]
    assert run(str(release / "uninstall.sh")).returncode == 1  # not an installed copy
