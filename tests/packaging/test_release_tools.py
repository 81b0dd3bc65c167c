"""The release tools without building anything: what the bundle keeps, the release
notes, the package layout, and install.sh/uninstall.sh on a stand-in bundle."""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
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


CHANGELOG = (
    "# Changelog\n\n## [Unreleased]\n\n### Fixed\n- C.\n\n## [1.1.0] - 2027-01-02\n\n### Added\n"
    "- A.\n\n## [1.0.0] - 2027-01-01\n\n- B.\n\n[1.1.0]: https://example.org/v1.1.0\n"
)


def test_release_notes_are_the_versions_changelog_section():
    release = _release()
    assert (
        release.changelog_section(CHANGELOG, "1.1.0")
        == "## [1.1.0] - 2027-01-02\n\n### Added\n- A.\n"
    )
    assert release.changelog_section(CHANGELOG, "1.0.0") == "## [1.0.0] - 2027-01-01\n\n- B.\n"
    assert release.changelog_section(CHANGELOG, "2.0.0") == ""
    built = release.BuildVersion("1.1.0", True, "1.1.0", "abc", 0)
    assert release.release_notes(built, CHANGELOG).startswith("## [1.1.0] - 2027-01-02")


def test_a_development_builds_notes_are_the_unreleased_section_naming_the_commit():
    release = _release()
    built = release.BuildVersion("1.1.1.dev3+gabcdef012", False, "1.1.0", "abcdef0123", 3)
    notes = release.release_notes(built, CHANGELOG)
    assert notes.splitlines()[0] == (
        "## 1.1.1.dev3+gabcdef012 — development build (commit abcdef0123), not a release"
    )
    assert "Changes since 1.1.0" in notes and notes.endswith("### Fixed\n- C.\n")
    assert "- A." not in notes
    # Only a release needs its AppStream <release>: a development build is not refused.
    assert release.check_release_entries(built).startswith("## 1.1.1.dev3")


def test_packages_of_a_development_version_sort_before_its_release():
    release = _release()
    assert release.package_version("0.3.1.dev5+gabc") == "0.3.1~dev5+gabc"
    assert release.package_version("0.3.1") == "0.3.1"
    if shutil.which("dpkg"):
        newer = subprocess.run(["dpkg", "--compare-versions", "0.3.1~dev5+gabc-1", "lt", "0.3.1-1"])
        assert newer.returncode == 0


def _docs(tmp_path):
    docs = {}
    for key in ("copyright", "man", "changelog", "license"):
        docs[key] = tmp_path / key
        docs[key].write_text(key, encoding="utf-8")
    return docs


def test_packages_install_below_usr_lib_with_docs_licences_and_the_desktop_files(tmp_path):
    release = _release()
    bundle, share = tmp_path / "powergrid", tmp_path / "share"
    (share / "applications").mkdir(parents=True)
    (share / "applications" / "x.desktop").write_text("[Desktop Entry]\n", encoding="utf-8")
    requires = ["libc.so.6()(64bit)", "libc.so.6(GLIBC_2.34)(64bit)"]
    config = release.nfpm_config(
        "9.8.7.dev2+gabc", bundle, share, "2.35", requires, _docs(tmp_path)
    )
    assert config["version"] == "9.8.7~dev2+gabc" and config["version_schema"] == "none"
    destinations = {item["dst"]: item for item in config["contents"]}
    assert destinations["/usr/lib/powergrid"]["src"] == str(bundle)
    # The command: a relative link, in /usr/games for Debian, /usr/bin for rpm.
    assert destinations["/usr/games/powergrid"] == {
        "src": "../lib/powergrid/powergrid",
        "dst": "/usr/games/powergrid",
        "type": "symlink",
        "packager": "deb",
    }
    assert destinations["/usr/bin/powergrid"]["packager"] == "rpm"
    assert destinations["/usr/bin/powergrid"]["src"] == "../lib/powergrid/powergrid"
    assert not any(dst.startswith("/opt") for dst in destinations)
    assert "/usr/share/applications/x.desktop" in destinations
    # The manual page in both (nFPM drops "doc" files from a .deb: typed for the .rpm only).
    manuals = [c for c in config["contents"] if c["dst"] == "/usr/share/man/man6/powergrid.6.gz"]
    assert {(c["packager"], c.get("type")) for c in manuals} == {("deb", None), ("rpm", "doc")}
    assert all(c["src"] == str(tmp_path / "man") for c in manuals)
    copyright_entry = destinations["/usr/share/doc/powergrid/copyright"]
    assert copyright_entry["packager"] == "deb" and copyright_entry["file_info"] == {"mode": 0o644}
    licence = destinations["/usr/share/licenses/powergrid/LICENSE"]
    assert (licence["type"], licence["packager"]) == ("license", "rpm")
    assert "libc6 (>= 2.35)" in config["overrides"]["deb"]["depends"]
    assert config["overrides"]["deb"]["suggests"] == ["fonts-noto-cjk"]
    assert config["overrides"]["rpm"]["depends"] == requires


def test_rpm_requirements_keep_symbol_versions_and_drop_carried_libraries():
    generated = [
        "libQt6Core.so.6()(64bit)",
        "libc.so.6()(64bit)",
        "libc.so.6(GLIBC_2.34)(64bit)",
        "ld-linux-x86-64.so.2()(64bit)",
        "ld-linux-x86-64.so.2(GLIBC_2.3)(64bit)",
        "libpython3.11.so.1.0()(64bit)",
        "",
        "libc.so.6()(64bit)",
    ]
    carried = {"libQt6Core.so.6", "libpython3.11.so.1.0"}
    assert bundle_filter.rpm_requires(generated, carried) == [
        "ld-linux-x86-64.so.2()(64bit)",
        "ld-linux-x86-64.so.2(GLIBC_2.3)(64bit)",
        "libc.so.6()(64bit)",
        "libc.so.6(GLIBC_2.34)(64bit)",
    ]


@pytest.mark.skipif(
    not Path(bundle_filter.ELFDEPS).exists() or shutil.which("objdump") is None,
    reason="rpm's elfdeps and binutils",
)
def test_rpm_requirements_are_written_by_rpms_own_generator(tmp_path):
    """Over a real library: what rpm's generator asks of the system, as sonames with
    their symbol versions; never a bare soname, never what the bundle carries."""
    libffi = sorted(Path("/usr/lib/x86_64-linux-gnu").glob("libffi.so.[0-9]"))
    if not libffi:
        pytest.skip("no libffi here")
    bundle = tmp_path / "b" / "_internal"
    bundle.mkdir(parents=True)
    shutil.copy(libffi[0], bundle)
    requires = bundle_filter.bundle_rpm_requires(tmp_path / "b")
    assert "libc.so.6()(64bit)" in requires
    assert any(re.fullmatch(r"libc\.so\.6\(GLIBC_2\.[0-9.]+\)\(64bit\)", r) for r in requires)
    # Sonames of 64-bit libraries, and the dynamic loader's hash style (Fedora's glibc
    # provides rtld(GNU_HASH)).
    assert all(r.endswith("(64bit)") or r == "rtld(GNU_HASH)" for r in requires)
    assert not any(r.startswith("libffi") for r in requires)


def test_broken_links_are_found_and_removed(tmp_path):
    (tmp_path / "PySide6/Qt/lib").mkdir(parents=True)
    (tmp_path / "PySide6/Qt/lib/libQt6Core.so.6").write_bytes(b"")
    (tmp_path / "libQt6Core.so.6").symlink_to("PySide6/Qt/lib/libQt6Core.so.6")
    (tmp_path / "libQt6Network.so.6").symlink_to("PySide6/Qt/lib/libQt6Network.so.6")
    (tmp_path / "PySide6/Qt/lib/loop").symlink_to("loop")  # a link to itself
    assert bundle_filter.broken_symlinks(tmp_path) == [
        "PySide6/Qt/lib/loop",
        "libQt6Network.so.6",
    ]
    assert bundle_filter.remove_broken_symlinks(tmp_path) == [
        "PySide6/Qt/lib/loop",
        "libQt6Network.so.6",
    ]
    assert bundle_filter.broken_symlinks(tmp_path) == []
    assert (tmp_path / "libQt6Core.so.6").is_symlink()


def test_the_build_copies_gits_files_with_the_version_written_in(tmp_path):
    if shutil.which("git") is None:
        pytest.skip("needs git")
    release = _release()
    repo = tmp_path / "repo"
    (repo / "powergrid").mkdir(parents=True)
    (repo / "powergrid" / "__init__.py").write_text('__version__ = "1.0.0.dev0"\n')
    (repo / "data.txt").write_text("committed\n")
    (repo / "link").symlink_to("data.txt")
    env = dict(
        os.environ,
        GIT_AUTHOR_NAME="t",
        GIT_AUTHOR_EMAIL="t@e",
        GIT_COMMITTER_NAME="t",
        GIT_COMMITTER_EMAIL="t@e",
        GIT_CONFIG_GLOBAL=os.devnull,
    )
    for command in (["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "x"]):
        subprocess.run(["git", "-C", str(repo), *command], env=env, check=True)
    (repo / "data.txt").write_text("edited\n")  # a change in the work tree is built
    (repo / "scratch.txt").write_text("untracked\n")  # an untracked file is not
    stage = release.stage_source(tmp_path / "stage", "1.0.0.dev1+gabc.dirty", root=repo)
    assert (
        stage / "powergrid/__init__.py"
    ).read_text() == '__version__ = "1.0.0.dev1+gabc.dirty"\n'
    assert (stage / "data.txt").read_text() == "edited\n"
    assert os.readlink(stage / "link") == "data.txt"
    assert not (stage / "scratch.txt").exists() and not (stage / ".git").exists()
    # The source tree itself is untouched.
    assert (repo / "powergrid/__init__.py").read_text() == '__version__ = "1.0.0.dev0"\n'


def test_the_bundle_gives_started_programs_the_players_environment():
    spec = importlib.util.spec_from_file_location("launcher", ROOT / "packaging/launcher.py")
    assert spec and spec.loader
    launcher = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(launcher)
    environ = {
        "LD_LIBRARY_PATH": "/usr/lib/powergrid/_internal",
        "LD_LIBRARY_PATH_ORIG": "/home/p/lib",
        "QT_PLUGIN_PATH": "/usr/lib/powergrid/_internal/PySide6/Qt/plugins",
        "QML2_IMPORT_PATH": "/usr/lib/powergrid/_internal/PySide6/Qt/qml",
        "HOME": "/home/p",
    }
    saved = {"LD_LIBRARY_PATH": "/home/p/lib", "QT_PLUGIN_PATH": None, "QML2_IMPORT_PATH": None}
    launcher.restore_host_environment(environ, saved)
    assert environ == {"LD_LIBRARY_PATH": "/home/p/lib", "HOME": "/home/p"}


def test_the_manual_page_lists_every_command_and_option_as_roff():
    sys.path.insert(0, str(ROOT / "packaging"))
    import manpage

    from powergrid.cli.main import SUBCOMMANDS, build_parser

    parser = build_parser()
    page = manpage.render(parser, "1.2.3.dev4+gabc", "2027-01-02")
    assert page.startswith('.TH POWERGRID 6 "2027-01-02" "powergrid 1.2.3.dev4+gabc" "Games"\n')
    commands = re.findall(r"^\.TP\n\\fB([a-z]+)\\fR$", page.split(".SH COMMANDS")[1], re.M)
    assert len(commands) == len(SUBCOMMANDS) and {"simulate", "tournament"} <= set(commands)
    assert "\\fB\\-\\-screenshot FILE\\fR" in page and "\\fB\\-\\-free\\-cities\\fR" in page
    assert not re.search(r"^[.'](?!TH|SH|TP|PP|B |br)", page, re.M)  # no stray requests
    assert manpage.roff(".hidden\\text-") == "\\&.hidden\\etext\\-"


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
