"""The map's regions are named in the player's language wherever the app shows them."""

from __future__ import annotations

import pytest

from powergrid.app.dialogs.new_game import NewGameDialog
from powergrid.app.inspection.window import InspectorWindow
from powergrid.app.shared import texts
from powergrid.app.shared.log_entries import NOTES, Note
from powergrid.board import builtin_maps, load_map

from .support import CHECKED_LANGUAGES

GERMAN = {
    "green": "Grün",
    "brown": "Braun",
    "yellow": "Gelb",
    "red": "Rot",
    "cyan": "Türkis",
    "purple": "Lila",
}


def test_every_region_of_the_built_in_maps_has_a_name_in_every_language(lang):
    names = {r.name for m in builtin_maps() for r in load_map(m).regions}
    assert names <= set(texts.REGION_NAMES)
    for code in CHECKED_LANGUAGES:
        lang(code)
        shown = [texts.region_name(r) for r in sorted(names)]
        assert len(set(shown)) == len(names), (code, shown)  # no two regions alike
        for region, text in zip(sorted(names), shown, strict=True):
            assert text and text != region, (code, region)
    assert texts.region_name("Küste") == "Küste"  # a map file's own name stays as written


def test_region_names_in_german(lang):
    lang("de")
    assert {r: texts.region_name(r) for r in GERMAN} == GERMAN
    assert texts.region_names(["green", "red"]) == "Grün, Rot"
    lang("zh_CN")
    assert texts.region_name("purple") == "紫色"


def test_the_new_game_dialog_names_its_regions_in_german(qtbot, lang):
    dialog = NewGameDialog(map_name="germany")
    qtbot.addWidget(dialog)
    english = {name: check.text() for name, check in dialog.region_checks.items()}
    assert english == {name: name for name in dialog.region_checks}
    lang("de")  # the open dialog follows the switch
    assert {n: c.text() for n, c in dialog.region_checks.items()} == GERMAN
    # a map chosen now is named in German too
    dialog.map_combo.setCurrentIndex(dialog.map_combo.findData("usa"))
    assert dialog.region_checks["cyan"].text() == "Türkis"
    picker = dialog.variant_options.picker
    assert picker.dots["Seattle"].toolTip() == "Seattle (Gebiet Lila)"


def test_the_new_game_dialog_names_the_levels_in_german(qtbot, lang, monkeypatch):
    from powergrid.app.dialogs import new_game

    monkeypatch.setattr(new_game, "shipped_ratings", dict)  # the names alone
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    lang("de")
    kinds = dialog.kinds[1]
    shown = [kinds.itemText(i) for i in range(kinds.count())]
    assert shown == [
        "Mensch",
        "Computer (leicht)",
        "Computer (normal)",
        "Computer (schwer)",
        "Computer (Experte)",
    ]


def test_the_new_game_dialog_opened_in_chinese(qtbot, lang):
    lang("zh_TW")
    dialog = NewGameDialog(map_name="usa")
    qtbot.addWidget(dialog)
    assert dialog.region_checks["yellow"].text() == "黃色"


@pytest.fixture
def inspector(qtbot):
    w = InspectorWindow("germany")
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_the_inspector_region_panel_in_german(inspector, lang):
    lang("de")
    panel = {name: box.text() for name, box in inspector.panel.region_boxes.items()}
    assert panel == GERMAN
    inspector.show_details("Essen")
    region = load_map("germany").city("Essen").region
    assert f"Essen — Gebiet {GERMAN[region]}" in inspector.panel.details.toPlainText()
    inspector.set_regions(["green", "purple"])  # not neighbours: the status names both
    status = inspector.panel.region_status.text()
    assert "Nicht zusammenhängend" in status and "Grün" in status and "Lila" in status
    assert "green" not in status and "purple" not in status
    lang("en")
    assert inspector.panel.region_boxes["green"].text() == "green"


def test_the_log_names_the_regions_of_a_new_game_in_german(lang):
    note = Note(NOTES["new_game"], {"map": "Germany", "regions": ["green", "cyan"]})
    assert note.text() == "New game on Germany, regions green, cyan."
    lang("de")
    assert "Grün, Türkis" in note.text()


def test_the_free_city_picker_says_what_is_wrong_in_german(qtbot, lang):
    dialog = NewGameDialog(map_name="germany")
    qtbot.addWidget(dialog)
    options = dialog.variant_options
    options.free.setChecked(True)
    options.random_cities.setChecked(False)
    options.picker.set_chosen(["Kiel", "Passau"])
    lang("de")
    problem = options.problem_text()
    assert problem.startswith("Freie Städtewahl: 2 Städte gewählt, das Spiel braucht ")
    assert "die gewählten Städte hängen nicht zusammen" in problem
    lang("zh_CN")
    assert "；所选城市没有连成一片" in options.problem_text()  # the Chinese separator
    options.picker.set_chosen([])
    assert "尚未选择城市" in options.problem_text()


def test_map_names_in_the_new_game_dialog_follow_the_language(qtbot, lang):
    """The map list shows the maps' names in German, while the game gets the map's id."""
    dialog = NewGameDialog(map_name="usa")
    qtbot.addWidget(dialog)
    assert dialog.map_combo.currentText() == "USA"
    lang("de")  # the open dialog follows the switch
    names = [dialog.map_combo.itemText(i) for i in range(dialog.map_combo.count())]
    assert "Deutschland" in names and "germany" not in names
    dialog.map_combo.setCurrentIndex(dialog.map_combo.findData("germany"))
    assert dialog.config().map == "germany"


DECK_NAMES = {
    "en": ["Original game", "Original game + extra plants (example)"],
    "de": ["Grundspiel", "Grundspiel + Zusatzkraftwerke (Beispiel)"],
    "zh_CN": ["原版", "原版 + 额外发电厂（示例）"],
    "zh_TW": ["原版", "原版 + 額外發電廠（範例）"],
}


@pytest.mark.parametrize("code", ["en", "de", "zh_CN", "zh_TW"])
def test_the_shipped_decks_are_named_in_the_language_and_keep_their_keys(qtbot, lang, code):
    lang(code)
    dialog = NewGameDialog(map_name="usa")
    qtbot.addWidget(dialog)
    combo = dialog.variant_options.deck_combo
    names = {combo.itemData(i): combo.itemText(i) for i in range(combo.count())}
    assert [names["original"], names["plus-example"]] == DECK_NAMES[code]
    assert set(names) == {"original", "plus-example", "doubled-example", ""}
    assert combo.currentData() == "original"
