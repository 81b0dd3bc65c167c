"""`powergrid inspect` speaks the language asked for with --lang, else the one of Settings."""

from __future__ import annotations

import pytest

from powergrid.app.inspection import window as inspection_window
from powergrid.app.shared import settings
from powergrid.cli.main import main as cli_main


@pytest.fixture
def titles(monkeypatch):
    """The inspector's title and region status each time the command saves its picture."""
    seen: list[tuple[str, str]] = []
    real = inspection_window.InspectorWindow.grab_png

    def grab(self, path):
        seen.append((self.windowTitle(), self.panel.region_status.text()))
        return real(self, path)

    monkeypatch.setattr(inspection_window.InspectorWindow, "grab_png", grab)
    return seen


def test_lang_before_or_after_the_command(tmp_path, lang, titles):
    png = tmp_path / "inspector.png"
    assert cli_main(["--lang", "de", "inspect", "germany", "--screenshot", str(png)]) == 0
    assert cli_main(["inspect", "--lang", "zh_TW", "usa", "--screenshot", str(png)]) == 0
    (de_title, de_status), (tw_title, tw_status) = titles
    assert de_title == "Karteninspektor" and "6 Gebiete im Spiel" in de_status
    assert tw_title == "地圖檢視器" and "6 個區域在遊戲中" in tw_status


def test_without_lang_the_language_of_the_settings(tmp_path, lang, titles):
    settings.update(language="zh_CN")
    png = tmp_path / "inspector.png"
    assert cli_main(["inspect", "germany", "--screenshot", str(png)]) == 0
    assert titles == [("地图检视器", titles[0][1])] and "区域" in titles[0][1]


def test_an_unknown_language_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as exit_:
        cli_main(["inspect", "--lang", "fr", "usa"])
    assert exit_.value.code == 2 and "invalid choice: 'fr'" in capsys.readouterr().err
