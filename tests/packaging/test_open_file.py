"""`powergrid FILE` (a save opened from the file manager) and the window's exit on SIGTERM."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from powergrid.cli.main import first_positional, names_a_file, window_parser

ROOT = Path(__file__).resolve().parents[2]
SAVE = ROOT / "tests/rules/data/version2-before-variants.pgsave"
COMMANDS = ("map", "desktop")


def _env(data: Path) -> dict[str, str]:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", POWERGRID_DATA_DIR=str(data))


def _powergrid(*args: str, data: Path, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "powergrid.cli.main", *args],
        cwd=ROOT,
        env=_env(data),
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def test_the_first_word_that_is_no_option_names_the_command_or_the_file(tmp_path, monkeypatch):
    assert first_positional(["--lang", "de", "game.pgsave"]) == "game.pgsave"
    assert first_positional(["--size", "1366x768", "map", "check", "usa"]) == "map"
    assert first_positional(["--ai-delay", "0"]) is None
    assert first_positional(["--size", "bad", "x.pgsave"]) is None  # the parser reports it
    assert names_a_file("game.pgsave", COMMANDS) and names_a_file("saves/game", COMMANDS)
    assert not names_a_file("map", COMMANDS)
    assert not names_a_file("deks", COMMANDS)  # a mistyped command, not a file
    (tmp_path / "mygame").write_text("{}", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert names_a_file("mygame", COMMANDS)


@pytest.mark.slow  # packaging/check_release.sh takes the same German screenshot
def test_a_save_named_on_the_command_line_is_shown(tmp_path):
    shot = tmp_path / "shot.png"
    done = _powergrid("--screenshot", str(shot), "--lang", "de", str(SAVE), data=tmp_path)
    assert done.returncode == 0, done.stderr
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 20_000


def test_a_file_that_is_no_save_is_refused_with_its_reason(tmp_path):
    text = tmp_path / "notes.pgsave"
    text.write_text("shopping list\n", encoding="utf-8")
    shot = tmp_path / "shot.png"
    done = _powergrid("--screenshot", str(shot), str(text), data=tmp_path)
    assert done.returncode == 1
    assert done.stderr.startswith(f"powergrid: error: cannot open {text}: ")
    assert "not valid JSON" in done.stderr and not shot.exists()


def test_a_missing_file_is_a_usage_error(tmp_path, capsys):
    with pytest.raises(SystemExit) as exit_status:
        window_parser().parse_args([str(tmp_path / "gone.pgsave")])
    assert exit_status.value.code == 2
    assert "gone.pgsave: no such file" in capsys.readouterr().err


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="POSIX signals")
def test_the_window_opens_the_save_and_sigterm_ends_the_session_cleanly(tmp_path):
    """The loaded game becomes the autosave; SIGTERM (a logout, `kill`) closes the
    window as its close button does: exit status 0, no crash marker left behind."""
    process = subprocess.Popen(
        [sys.executable, "-m", "powergrid.cli.main", str(SAVE)],
        cwd=ROOT,
        env=_env(tmp_path),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    autosave, marker = tmp_path / "autosave.pgsave", tmp_path / "session.running"
    try:
        deadline = time.monotonic() + 60
        while not (autosave.exists() and marker.exists()) and time.monotonic() < deadline:
            assert process.poll() is None, process.stderr.read() if process.stderr else ""
            time.sleep(0.1)
        assert autosave.exists() and marker.exists()
        process.send_signal(signal.SIGTERM)
        _out, err = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 0, err
    assert err == ""
    assert not marker.exists()
    loaded, original = (json.loads(p.read_text(encoding="utf-8")) for p in (autosave, SAVE))
    assert loaded["seed"] == original["seed"] and loaded["actions"] == original["actions"]
