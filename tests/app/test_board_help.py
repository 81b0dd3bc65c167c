"""F1 help: a page per board, written from its map file (issue 63)."""

from __future__ import annotations

import json
from pathlib import Path

from powergrid.app.dialogs.help import MAP_PAGE, HelpWindow, table_page
from powergrid.app.dialogs.help_maps import board_page
from powergrid.app.shared.i18n import language
from powergrid.board import MapFile, builtin_maps, load_map

MAPS = Path(__file__).resolve().parents[2] / "powergrid" / "data" / "maps"


def test_every_shipped_board_has_a_page(qtbot):
    window = HelpWindow()
    qtbot.addWidget(window)
    keys = window.page_keys()
    assert [k for k in keys if k.startswith(MAP_PAGE)] == [MAP_PAGE + m for m in builtin_maps()]
    window.show_page(MAP_PAGE + "italy")
    text = window.browser.toPlainText()
    assert text.startswith("Italy")
    assert "For 2, 3, 4, 5, 6 players" in text


def test_a_board_page_names_its_rules_and_differing_tables():  # RULES 9.3
    page = board_page(load_map("france"))
    assert "Plant 11 goes on top of the draw stack at set-up" in page  # original
    assert "Always in the starting market: 11." in page  # Recharged
    # Uranium: 8 on the market at set-up, in both rule sets; coal as the base game.
    assert page.count('<td align="center">uranium</td><td align="center">8</td>') == 2
    assert '<td align="center">coal</td>' not in page


def test_a_base_board_says_its_tables_are_the_base_games():  # RULES 9.1
    page = board_page(load_map("usa"))
    assert page.count("Its tables are the base game&#x27;s.") == 2
    assert "8 Elektro each" in page  # coal from the supply, Recharged


def test_a_board_page_shows_its_own_tables_and_places(tmp_path):
    data = json.loads((MAPS / "usa.json").read_text(encoding="utf-8"))
    data.update(
        format=2,
        name="<b>Mine</b>",
        tables={"payment": [5, 10, 20], "players": {"3": {"end": 15}}, "start_money": 60},
    )
    data.pop("names", None)
    data["cities"][0]["places"] = [[10, 1], [10, 2]]
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    page = board_page(load_map(str(path)))
    assert "&lt;b&gt;Mine&lt;/b&gt;" in page and "<b>Mine</b>" not in page  # data, not markup
    assert "The board&#x27;s own payment table:" in page
    assert "Every player starts with 60 Elektro." in page
    assert "10 (step 1), 10 (step 2)" in page
    assert '<td align="center">3</td><td align="center">3</td>' in page  # the 3-player row


def test_the_table_pages_follow_the_games_board(qtbot):  # RULES 9.4
    page = table_page("market", ("italy", "original"))
    assert "On Italy, Original rules." in page
    window = HelpWindow()
    qtbot.addWidget(window)
    window.set_board(("france", "recharged"))
    window.show_page("players")
    assert "On France, Recharged rules." in window.browser.toPlainText()


def test_the_players_page_of_a_map_whose_first_city_has_two_places(tmp_path):  # RULES 1.7
    data = json.loads((MAPS / "usa.json").read_text(encoding="utf-8"))
    data.update(format=2, name="Two places")
    data.pop("names", None)
    for city in data["cities"]:
        city["places"] = [[10, 1], [20, 2]]
    path = tmp_path / "two.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    page = table_page("players", (str(path), "original"))
    assert "what its place in the city costs" in page
    assert "On Two places, Original rules." in page


def test_a_new_boards_page_names_its_rule_changes_in_german():  # RULES 8.12, 8.13
    language().switch("de")
    try:
        page = board_page(load_map("central_europe"))
    finally:
        language().switch("en")
    assert "Mitteleuropa" in page and "Central Europe" not in page
    assert "Nur wer eine Stadt in den Gebieten Grün, Braun, Lila hat" in page
    assert "Wer ein Haus in Wien hat, zahlt je Müll 1 Elektro weniger" in page


def test_a_game_carrying_its_own_map_has_that_boards_pages(qtbot):  # issue 63
    data = json.loads((MAPS / "usa.json").read_text(encoding="utf-8"))
    data.update(name="Our board")
    data.pop("names", None)
    own = MapFile.model_validate(data)
    window = HelpWindow()
    qtbot.addWidget(window)
    window.set_board((own, "original"))
    assert window.page_keys()[-1] == MAP_PAGE  # the game's own map, no file behind it
    window.show_page(MAP_PAGE)
    assert window.browser.toPlainText().startswith("Our board")
    window.show_page("players")
    assert "On Our board, Original rules." in window.browser.toPlainText()
