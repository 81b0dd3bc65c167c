"""The game log keeps events and shows them in the language chosen now."""

from __future__ import annotations

import pytest

from powergrid.app.shared import settings as st
from powergrid.app.shared.i18n import language
from powergrid.app.shared.log_entries import NOTES
from powergrid.app.table.event_log import EventLog
from powergrid.rules import save as savefile

from .test_texts import played


@pytest.fixture(scope="module")
def short_game():
    return played(seed=5, players=2)


@pytest.fixture
def log(qtbot):
    view = EventLog()
    qtbot.addWidget(view)
    view.show()
    return view


def test_switching_language_keeps_every_line_and_translates_it(log, lang, short_game):
    game, events = short_game
    log.add_note(NOTES["new_game"], map="Germany", regions=["A", "B", "C"])
    log.add_events(events, game.names)
    english = log.lines()
    assert len(english) == len(events) + 1
    assert english[0] == "New game on Germany, regions A, B, C."
    lang("de")
    german = log.lines()
    assert len(german) == len(english)
    assert german[0] == "Neues Spiel auf Germany, Gebiete A, B, C."
    assert sum(a != b for a, b in zip(english, german, strict=True)) == len(english)
    lang("zh_CN")
    assert log.lines()[0] == "新游戏：Germany，区域 A、B、C。"
    lang("en")
    assert log.lines() == english


def test_a_loaded_game_shows_its_whole_log_in_the_current_language(log, lang, short_game, tmp_path):
    game, events = short_game
    path = tmp_path / "game.pgsave"
    savefile.save(game, path)
    lang("zh_TW")
    log.show_game(savefile.load(path))
    assert len(log.lines()) == len(events)
    assert "遊戲結束" in log.lines()[-1]
    log.show_game(savefile.load(path))  # showing a game again starts the log afresh
    assert len(log.lines()) == len(events)


def test_the_log_keeps_the_newest_lines(log, monkeypatch):
    monkeypatch.setattr(EventLog, "MAX_LINES", 5)
    for i in range(8):
        log.add_note(NOTES["undo"], player=f"P{i}")
    assert log.lines() == [f"P{i} takes back a move." for i in range(3, 8)]


def test_start_up_language_comes_from_settings_or_the_command_line(lang):
    st.update(language="de")
    assert st.apply_saved_language() == "de" and language().current == "de"
    assert st.apply_saved_language("zh_CN") == "zh_CN"
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        st.apply_saved_language("fr")
    assert language().current == "zh_CN"
