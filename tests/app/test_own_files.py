"""The game's own files — the settings file, the crash marker, the autosave, the saves it
writes — are regular files or absent: never written through a link, never waited on as
a pipe; and a settings value of any type reads as its default when it is not one the
setting takes."""

from __future__ import annotations

import os
import subprocess
import sys
from contextlib import contextmanager, nullcontext
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QPoint, QSettings
from PySide6.QtWidgets import QMessageBox

from powergrid.app.shared import settings as st
from powergrid.app.shared import storage
from powergrid.app.shared.i18n import SYSTEM
from powergrid.rules import Game, GameConfig
from powergrid.rules import save as savefile

from .conftest import config

ROOT = Path(__file__).resolve().parents[2]


#: The watchdog of :func:`never_waiting_on`, a process of its own: a thread of the test
#: could not run while Qt holds the interpreter in a blocked open().
WATCHDOG = """
import os, sys, time
seconds, fired, pipes = float(sys.argv[1]), sys.argv[2], sys.argv[3:]
time.sleep(seconds)
open(fired, "w").close()
while True:
    ends = []
    for pipe in pipes:
        for flags in (os.O_RDONLY, os.O_WRONLY):
            try:
                ends.append(os.open(pipe, flags | os.O_NONBLOCK))
            except OSError:
                pass
    time.sleep(0.1)
    for fd in ends:
        os.close(fd)
"""


@contextmanager
def never_waiting_on(*pipes: Path, seconds: float = 5.0):
    """Fail instead of hanging when the block waits on one of ``pipes``: after
    ``seconds`` a watchdog process keeps opening each pipe at both ends and closing it,
    which ends any open, read or write blocked on it, and the test fails."""
    fired = pipes[0].parent / ".watchdog-fired"
    watchdog = subprocess.Popen(
        [sys.executable, "-c", WATCHDOG, str(seconds), str(fired), *map(str, pipes)]
    )
    try:
        yield
    finally:
        watchdog.kill()
        watchdog.wait()
    assert not fired.exists(), f"waited on a pipe for {seconds} s"


def _ini(folder: Path, text: str) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "settings.ini").write_text(text, encoding="utf-8")


# ----- settings values of any type ----------------------------------------------------------


def test_a_language_that_reads_as_a_list_is_the_default_and_the_app_starts(
    isolated_storage, make_window
):
    _ini(isolated_storage, "[ui]\nlanguage=de, en\npalette=a, b\n[coach]\nwinChances=x, y\n")
    assert st.qsettings().value("ui/language") == ["de", "en"]  # what Qt makes of it
    assert st.load() == st.DEFAULTS
    assert st.apply_saved_language() == "en" or st.load().language == SYSTEM
    assert st.win_chances_enabled() is True
    window = make_window()
    assert window.settings == st.DEFAULTS


@pytest.mark.parametrize(
    "value",
    [
        ["de", "en"],
        ["1", "2"],
        QPoint(1, 2),
        QByteArray(b"\x00\xff"),
        "",
        "9" * 5000,
        "\x00",
        "/tmp/a\x00b",
        "/tmp/two\nlines",
        "relative/folder",
        "true, false",
        -1,
        10**12,
        2.5,
    ],
)
def test_every_setting_reads_any_stored_value_as_itself_or_its_default(isolated_storage, value):
    store = st.qsettings()
    for key in [*st.KEYS.values(), st.WIN_CHANCES, "window/geometry", "window/state"]:
        store.setValue(key, value)
    store.sync()
    loaded = st.load()
    for name in st.KEYS:
        got = getattr(loaded, name)
        assert got == getattr(st.DEFAULTS, name) or got == value, name
    assert st.win_chances_enabled() in (True, False)
    assert st.autosave_dir() == storage.data_dir()  # a folder not usable falls back
    assert st.files_folder().is_dir()
    fresh = st.qsettings()
    assert storage.setting_int(fresh, "window/geometry", 7, 0, 10) in (7, *range(11))
    assert storage.setting_bytes(fresh, "window/state") in (None, QByteArray(b"\x00\xff"))


# ----- the settings file --------------------------------------------------------------------


def test_a_settings_file_that_is_a_link_is_neither_read_nor_written(isolated_storage):
    target = isolated_storage.parent / "elsewhere.ini"
    target.write_text("[ui]\nlanguage=de\n", encoding="utf-8")
    isolated_storage.mkdir()
    link = isolated_storage / "settings.ini"
    link.symlink_to(target)
    assert st.load().language == SYSTEM  # the link is not followed
    st.update(language="zh_CN", ai_delay_ms=10)
    assert st.load().language == "zh_CN"  # kept in memory for the session
    assert target.read_text(encoding="utf-8") == "[ui]\nlanguage=de\n"
    assert link.is_symlink() and os.readlink(link) == str(target)
    notice = st.settings_notice(translated=False)
    assert notice == (
        f"Settings are not kept in this session: {link}: it is a link, which the game does "
        "not write through. Remove or rename that file and the next session keeps them again."
    )


@pytest.mark.parametrize("name", ["settings.ini", "settings.ini.lock"])
def test_a_pipe_as_the_settings_file_or_its_lock_is_never_opened(isolated_storage, name):
    isolated_storage.mkdir()
    os.mkfifo(isolated_storage / name)
    with never_waiting_on(isolated_storage / name):
        st.update(ai_delay_ms=42)
        assert st.load().ai_delay_ms == 42
    notice = st.settings_notice(translated=False)
    assert f"{isolated_storage / name}: it is not a regular file" in notice
    assert sorted(p.name for p in isolated_storage.iterdir()) == [name]


def test_a_settings_file_far_too_large_is_not_read(isolated_storage):
    _ini(isolated_storage, "[ui]\nlanguage=de\n" + ";" * storage.MAX_SETTINGS_BYTES)
    assert st.load().language == SYSTEM
    assert "larger than 1,000,000 bytes" in st.settings_notice(translated=False)


def test_a_regular_settings_file_is_read_and_written_as_before(isolated_storage):
    _ini(isolated_storage, "[ui]\nlanguage=de\n")
    assert st.settings_notice() is None
    assert st.load().language == "de"
    st.update(ai_delay_ms=250)
    assert "delay_ms=250" in (isolated_storage / "settings.ini").read_text(encoding="utf-8")


def test_the_settings_file_checked_is_the_one_qt_uses(monkeypatch, tmp_path):
    monkeypatch.delenv("POWERGRID_DATA_DIR")
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    assert st.settings_file() == Path(QSettings("powergrid", "powergrid").fileName())


def test_the_window_says_once_that_the_settings_are_not_kept(isolated_storage, make_window):
    isolated_storage.mkdir()
    os.mkfifo(isolated_storage / "settings.ini")
    with never_waiting_on(isolated_storage / "settings.ini"):
        window = make_window()
        window.start(crashed=False)
    box = window.files.message_box
    assert box is not None and box.objectName() == "settingsOffBox" and box.isVisible()
    assert box.windowTitle() == "Settings are not kept"
    assert "not a regular file" in box.text()
    box.button(QMessageBox.StandardButton.Ok).click()


# ----- the crash marker and the autosave ----------------------------------------------------


def test_a_crash_marker_that_is_a_link_is_replaced_and_its_target_left_alone(isolated_storage):
    isolated_storage.mkdir()
    target = isolated_storage.parent / "precious"
    target.write_text("keep", encoding="utf-8")
    marker = isolated_storage / storage.RUNNING_NAME
    marker.symlink_to(target)
    assert not storage.crashed_session()
    storage.mark_running()
    assert target.read_text(encoding="utf-8") == "keep"
    assert not marker.is_symlink() and marker.read_text(encoding="utf-8") == str(os.getpid())
    storage.mark_clean_exit()
    assert not marker.exists() and target.exists()


def test_a_crash_marker_whose_writing_was_killed_leaves_no_stray(isolated_storage):
    isolated_storage.mkdir()
    stray = isolated_storage / f".{storage.RUNNING_NAME}.x1y2.tmp"
    stray.write_text("1", encoding="utf-8")
    storage.mark_running()
    assert sorted(p.name for p in isolated_storage.iterdir()) == [storage.RUNNING_NAME]


def test_a_pipe_as_the_crash_marker_or_the_autosave_is_no_crash_and_no_hang(isolated_storage):
    isolated_storage.mkdir()
    marker = isolated_storage / storage.RUNNING_NAME
    autosave = isolated_storage / storage.AUTOSAVE_NAME
    os.mkfifo(marker)
    savefile.save(Game(GameConfig.quick(3), 1), autosave)
    assert not storage.crashed_session()  # a pipe is no marker of a crash
    with never_waiting_on(marker):
        storage.mark_running()
    assert storage.is_regular_file(marker) and storage.crashed_session()
    autosave.unlink()
    os.mkfifo(autosave)
    storage.mark_running()
    assert not storage.crashed_session()  # a pipe is no autosave


def test_the_autosave_replaces_a_link_of_its_name(isolated_storage, window):
    isolated_storage.mkdir(exist_ok=True)
    target = isolated_storage.parent / "precious"
    target.write_text("keep", encoding="utf-8")
    autosave = storage.autosave_path()
    autosave.unlink(missing_ok=True)
    autosave.symlink_to(target)
    window.controller.new_game(config("human", "simple", "simple"), 5)
    window.controller.flush_autosave()
    assert target.read_text(encoding="utf-8") == "keep"
    assert storage.is_regular_file(autosave) and savefile.load(autosave).seed == 5


@pytest.mark.parametrize("kind", ["link", "pipe", "folder"])
def test_save_as_over_anything_but_a_regular_file_is_refused(tmp_path, window, kind):
    window.controller.new_game(config("human", "simple", "simple"), 5)
    target = tmp_path / "precious"
    target.write_text("keep", encoding="utf-8")
    path = tmp_path / "game.pgsave"
    if kind == "link":
        path.symlink_to(target)
    elif kind == "pipe":
        os.mkfifo(path)
    else:
        path.mkdir()
    with never_waiting_on(path) if kind == "pipe" else nullcontext():
        assert not window.files.save_to(path)
    box = window.files.message_box
    assert box.windowTitle() == "Cannot save" and "is not a regular file" in box.text()
    assert target.read_text(encoding="utf-8") == "keep"
    assert path.is_symlink() or path.is_dir() or not path.is_file()
    path.unlink() if not path.is_dir() else path.rmdir()
    assert window.files.save_to(path)
    assert oct(path.stat().st_mode & 0o777) == oct(0o666 & ~_umask())


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


# ----- the launcher -------------------------------------------------------------------------


def test_the_game_starts_with_pipes_for_its_settings_file_and_crash_marker(tmp_path):
    """The real launcher with a pipe as the settings file and one as the crash marker:
    it starts, says once why the settings are not kept, and ends with status 0."""
    data = tmp_path / "data"
    data.mkdir()
    os.mkfifo(data / "settings.ini")
    os.mkfifo(data / storage.RUNNING_NAME)
    script = (
        "import sys\n"
        "from PySide6.QtCore import QTimer\n"
        "from PySide6.QtWidgets import QApplication, QMessageBox\n"
        "run = QApplication.exec\n"
        "def quit_soon(*_):\n"
        "    def report():\n"
        "        for w in QApplication.topLevelWidgets():\n"
        "            if isinstance(w, QMessageBox) and w.isVisible():\n"
        "                print('BOX', w.objectName())\n"
        "            w.close()\n"
        "        QApplication.quit()\n"
        "    QTimer.singleShot(1000, report)\n"
        "    return run()\n"
        "QApplication.exec = quit_soon\n"
        "from powergrid.cli.main import main\n"
        "sys.exit(main([]))\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    env["POWERGRID_DATA_DIR"] = str(data)
    done = subprocess.run(
        [sys.executable, "-c", script],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    lines = [line for line in done.stderr.splitlines() if "propagateSizeHints" not in line]
    assert lines == [
        f"powergrid: Settings are not kept in this session: {data / 'settings.ini'}: it is "
        "not a regular file but a folder, pipe, device or socket. Remove or rename that file "
        "and the next session keeps them again."
    ]
    assert "BOX settingsOffBox" in done.stdout
    assert sorted(p.name for p in data.iterdir()) == ["settings.ini"]  # the marker went
    assert not storage.is_regular_file(data / "settings.ini")  # still the pipe
