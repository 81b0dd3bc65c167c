"""An unusable data folder never stops the game: autosave is off, the window says so
once and why, and nothing is written outside the user's own folders."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from powergrid.app.shared import session_files, storage
from powergrid.app.shared import settings as st

from .conftest import config

ROOT = Path(__file__).resolve().parents[2]


def unusable(monkeypatch, tmp_path, kind: str) -> Path | None:
    """Point the app at a data folder of the given kind of trouble."""
    if kind == "a file":
        path = tmp_path / "not-a-folder"
        path.write_text("x")
    elif kind == "cannot be made":
        path = Path("/proc/nonexistent/powergrid")
    elif kind == "read-only":
        path = Path("/proc")  # a folder nobody, not even root, can create files in
    else:  # no home folder at all
        monkeypatch.delenv("POWERGRID_DATA_DIR", raising=False)
        monkeypatch.delenv("HOME", raising=False)
        return None
    monkeypatch.setenv("POWERGRID_DATA_DIR", str(path))
    return path


KINDS = {
    "a file": "not_a_folder",
    "cannot be made": "cannot_create",
    "read-only": "not_writable",
    "no home": "no_home",
}


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_the_game_starts_and_plays_with_autosave_off(monkeypatch, tmp_path, make_window, kind):
    path = unusable(monkeypatch, tmp_path, kind)
    folder = storage.data_folder()
    assert folder.path is None and folder.code == KINDS[kind]
    assert session_files.autosave_path() is None and storage.data_dir() is None
    assert "autosave is off" in folder.problem and "\n" not in folder.problem
    window = make_window()
    window.start(crashed=False)
    box = window.files.message_box
    assert box is not None and box.objectName() == "autosaveOffBox" and box.isVisible()
    assert "not saved automatically" in box.text()
    box.button(QMessageBox.StandardButton.Ok).click()
    assert window.controller.autosave is None
    window.controller.new_game(config("human", "human"), 5)
    window.controller.submit(window.controller.state.legal_actions()[0])
    window.controller.flush_autosave()
    assert not window.files.continue_autosave()
    window.close()
    if kind == "a file":
        assert path.read_text() == "x"  # untouched, nothing beside it
        assert sorted(p.name for p in tmp_path.iterdir()) == ["not-a-folder"]


def test_without_a_home_folder_settings_stay_in_memory(monkeypatch, tmp_path):
    unusable(monkeypatch, tmp_path, "no home")
    store = st.qsettings()
    assert store.fileName().startswith(os.devnull)
    st.update(store, ai_delay_ms=123)
    store.sync()
    assert st.load(store).ai_delay_ms == 123  # kept for the session
    for stray in ("/.config/powergrid", "/.local/share/powergrid", "/powergrid"):
        assert not Path(stray).exists()


def test_a_chosen_autosave_folder_that_cannot_be_used_falls_back(tmp_path):
    blocked = tmp_path / "file"
    blocked.write_text("x")
    chosen = st.Settings(autosave_dir=str(blocked / "inside"))
    assert st.autosave_dir(chosen) == storage.data_dir()


def test_the_window_without_a_home_folder_says_it_on_the_command_line_in_one_line(tmp_path):
    """The real launcher: one line on stderr, a notice in the window, exit status 0."""
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
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("HOME", "POWERGRID_DATA_DIR", "XDG_DATA_HOME", "XDG_CONFIG_HOME")
    }
    env.update(QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
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
        "powergrid: autosave is off: there is no home folder to keep it in "
        "(HOME is not set or not a folder)"
    ]
    assert "BOX autosaveOffBox" in done.stdout
    assert list(tmp_path.iterdir()) == []  # nothing written where it was started
