"""`powergrid --screenshot FILE`: AI seats play, the window is saved as a PNG."""

from __future__ import annotations

import argparse

from PySide6.QtGui import QImage

from powergrid.cli import app_cmd


def test_screenshot_command_writes_a_png(tmp_path, qapp):
    parser = argparse.ArgumentParser()
    app_cmd.add_arguments(parser)
    out = tmp_path / "shot.png"
    args = parser.parse_args(
        ["--screenshot", str(out), "--players", "2", "--rounds", "1", "--seed", "3"]
    )
    assert app_cmd.launch(args) == 0
    image = QImage(str(out))
    assert not image.isNull() and image.width() >= 1000


def test_arguments_have_defaults():
    parser = argparse.ArgumentParser()
    app_cmd.add_arguments(parser)
    args = parser.parse_args([])
    # no --map: USA, and a saved game or a window without a board takes none
    assert args.screenshot is None and args.map is None and 2 <= args.players <= 6
