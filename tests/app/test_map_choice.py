"""The New game dialog's boards, rule sets and a player's own map file (issue 63)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from powergrid.app.dialogs.new_game import NewGameDialog
from powergrid.app.shared.controller import GameController
from powergrid.app.shared.i18n import language
from powergrid.app.shared.rule_texts import RULE_SENTENCES, board_rules, rule_sentence
from powergrid.board import builtin_maps, load_map
from powergrid.rules import (
    EDITIONS,
    Game,
    GameConfig,
    RuleInfo,
    SaveError,
    map_rules,
    on_map,
    save,
)
from tests.hostile import rechained

MAPS = Path(__file__).resolve().parents[2] / "powergrid" / "data" / "maps"


def _dialog(qtbot) -> NewGameDialog:
    dialog = NewGameDialog(players=3)
    qtbot.addWidget(dialog)
    return dialog


def _own_map(tmp_path: Path, **changes: object) -> Path:
    """USA's board as a map file of a player's own, with ``changes`` to its keys."""
    data = json.loads((MAPS / "usa.json").read_text(encoding="utf-8"))
    data["name"] = "My board"
    data.pop("names", None)
    data.update(changes)
    path = tmp_path / "my_board.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_every_shipped_board_is_offered_with_a_thumbnail(qtbot):
    dialog = _dialog(qtbot)
    combo = dialog.map_combo
    assert [combo.itemData(i) for i in range(combo.count())] == builtin_maps()
    assert all(not combo.itemIcon(i).isNull() for i in range(combo.count()))
    italy = combo.findData("italy")
    assert combo.itemText(italy) == "Italy"
    tip = combo.itemData(italy, Qt.ItemDataRole.ToolTipRole)
    assert "39" in tip  # the phase-out, under the Recharged rules (RULES 9.4)


def test_choosing_italy_recharged_starts_that_game(qtbot):  # RULES 9.4
    dialog = _dialog(qtbot)
    dialog.map_combo.setCurrentIndex(dialog.map_combo.findData("italy"))
    dialog.map_choice.set_edition("recharged")
    assert "plant 39" in dialog.map_choice.rules.text()
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    config = dialog.config()
    assert (config.map, config.edition) == ("italy", "recharged")
    game = Game(config, 5)
    assert game.state.board.mapfile.name == "Italy"
    book = game.state.rule_book()
    assert book.edition == "recharged"
    assert book.change("uranium_refill_stops") is not None
    assert game.state.resource_market().on_market[0] == 18  # Italy's own coal at set-up


def test_the_original_rules_list_only_what_the_board_changes(qtbot):  # RULES 9.2
    dialog = _dialog(qtbot)
    dialog.map_combo.setCurrentIndex(dialog.map_combo.findData("germany"))
    dialog.map_choice.set_edition("original")
    assert "39" not in dialog.map_choice.rules.text()  # the phase-out is Recharged only
    dialog.map_choice.set_edition("recharged")
    assert "39" in dialog.map_choice.rules.text()


def test_the_regions_needed_follow_the_map_and_its_network(qtbot):  # RULES 2.1, 9.4
    dialog = _dialog(qtbot)
    dialog.map_combo.setCurrentIndex(dialog.map_combo.findData("italy"))
    dialog.random_regions.setChecked(False)
    for region in ("red", "green", "blue"):
        dialog.region_checks[region].setChecked(True)
    # Three regions that touch, but Livorno (red) is cut off without yellow or purple.
    assert "connected" in dialog.problem_text()
    dialog.region_checks["blue"].setChecked(False)
    dialog.region_checks["yellow"].setChecked(True)
    assert dialog.problem_text() == ""


def test_a_broken_map_file_is_refused_and_the_dialog_is_unchanged(qtbot, tmp_path):
    dialog = _dialog(qtbot)
    dialog.map_combo.setCurrentIndex(dialog.map_combo.findData("germany"))
    dialog.count.setValue(4)
    before = (dialog.map_combo.count(), dialog.map_combo.currentData(), dialog.config())
    broken = _own_map(tmp_path)
    data = json.loads(broken.read_text(encoding="utf-8"))
    data["connections"][0]["b"] = "Seatle"
    broken.write_text(json.dumps(data), encoding="utf-8")
    assert not dialog.map_choice.load_file(str(broken))
    assert dialog.map_choice.refusal.isVisibleTo(dialog)
    assert "Seatle" in dialog.map_choice.refusal.text()
    after = (dialog.map_combo.count(), dialog.map_combo.currentData(), dialog.config())
    assert after == before


def test_a_map_file_with_an_unknown_rule_change_is_refused(qtbot, tmp_path):
    dialog = _dialog(qtbot)
    path = _own_map(tmp_path, format=2, rules=[{"id": "no_such_rule"}])
    assert not dialog.map_choice.load_file(str(path))
    text = dialog.map_choice.refusal.text()
    assert "my_board.json" in text and "no_such_rule" in text
    assert dialog.map_combo.currentData() == "usa"


def test_a_players_own_map_plays_autosaves_and_reloads(qtbot, tmp_path):
    path = _own_map(tmp_path, format=2, player_counts=[3, 4])
    dialog = _dialog(qtbot)
    assert dialog.map_choice.load_file(str(path))
    assert dialog.map_combo.currentText() == "My board (file my_board.json)"
    assert (dialog.count.minimum(), dialog.count.maximum()) == (3, 4)
    assert not dialog.map_choice.refusal.isVisibleTo(dialog)
    config = dialog.config()
    # The game carries the map whole: never its path, so the file may go.
    assert config.map == "My board"
    assert config.map_content == load_map(str(path))
    path.unlink()
    autosave = tmp_path / "autosave.pgsave"
    controller = GameController(ai_delay_ms=0, autosave=autosave)
    lines: list[str] = []
    controller.logAppended.connect(lines.append)
    try:
        controller.new_game(config, 3)
        assert controller.game is not None
        assert controller.game.state.board.mapfile.name == "My board"
        controller.flush_autosave()
        assert not any("autosave failed" in line for line in lines)
        again = GameController(ai_delay_ms=0, autosave=None)
        try:
            again.load(autosave)
            assert again.game is not None
            assert again.game.config == config
            assert again.game.state.digest() == controller.game.state.digest()
        finally:
            again.shutdown()
    finally:
        controller.shutdown()


def test_a_save_with_a_broken_carried_map_leaves_the_game_on_the_table(qtbot, tmp_path):
    mapfile = load_map(str(_own_map(tmp_path)))
    config = on_map(GameConfig.quick(3), mapfile)
    data = json.loads(save.dumps(Game(config, 4)))
    data["config"]["map_content"]["rules"] = [{"id": "no_such_rule"}]
    data["config"]["map_content"]["format"] = 2
    hostile = tmp_path / "hostile.pgsave"
    hostile.write_text(json.dumps(rechained(data)), encoding="utf-8")
    controller = GameController(ai_delay_ms=0, autosave=None)
    try:
        controller.new_game(GameConfig.quick(3, "germany"), 7)
        before = controller.game
        with pytest.raises(SaveError) as info:
            controller.load(hostile)
        assert "no_such_rule" in str(info.value)
        assert controller.game is before and before.state.board.mapfile.name == "Germany"
    finally:
        controller.shutdown()


def test_every_rule_change_of_the_shipped_boards_has_a_translatable_sentence():
    for key in builtin_maps():
        mapfile = load_map(key)
        for edition in EDITIONS:
            for info in map_rules(mapfile, edition):
                assert info.id in RULE_SENTENCES, info.id
                sentence = rule_sentence(info)
                assert "{" not in sentence, sentence


def test_a_rule_sentence_fills_in_its_parameters():  # RULES 9.3
    france = board_rules(load_map("france"), "recharged")
    assert [r.id for r in france] == ["plug_socket_deck"]
    text = rule_sentence(france[0])
    assert "Always in the starting market: 11." in text
    assert "2 players 0 up to 15 and 5 higher" in text
    (stack,) = board_rules(load_map("france"), "original")
    assert rule_sentence(stack).startswith("Plant 11 goes on top of the draw stack")


def test_the_new_boards_rules_read_with_their_parameters():  # RULES 8.11, 8.12, 8.13, 8.22
    benelux = [rule_sentence(r) for r in board_rules(load_map("benelux"), "recharged")]
    assert "In steps 1, 2, the bureaucracy also takes the lowest plant" in benelux[1]
    central = [rule_sentence(r) for r in board_rules(load_map("central_europe"), "original")]
    assert "in the regions green, brown, purple" in central[0]
    assert central[0].endswith("this kind of plant: nuclear plant.")
    assert central[1].startswith("A player with a house in Wien pays 1 Elektro less")
    china = {r.id: rule_sentence(r) for r in board_rules(load_map("china"), "recharged")}
    # A table by player count: counts with the same plants share a row.
    assert "5, 6 players: 3, 4, 33." in china["ordered_plant_deck"]
    assert "(2, 3 players: 1; 4, 5 players: 2; 6 players: 3)" in china["planned_plant_market"]
    assert china["leave_out_rules"] == (
        "Not played on this board: the plug and socket plant deck, the discounted plant."
    )


def test_the_third_boxs_rules_have_sentences():  # RULES 8.12, the third box's stack top
    top = RuleInfo(
        id="known_stack_top", params={"top": (31, 32), "keep_fuel": ("eco",)}, text="x", section="8"
    )
    assert rule_sentence(top) == (
        "Plants 31, 32 go face up on top of the draw stack at set-up, in this order. "
        "Never removed at set-up: eco plant (no fuel)."
    )
    later = RuleInfo(id="step2_plants_on_top", params={"plants": (20, 25)}, text="x", section="8")
    assert rule_sentence(later).startswith("Plants 20, 25 are out of the game until step 2")
    coal = RuleInfo(
        id="nuclear_plants_need_region",
        params={"regions": ["red"], "fuel": "coal"},
        text="x",
        section="8",
    )
    assert rule_sentence(coal).endswith("regions red may buy this kind of plant: coal plant.")


def test_the_new_boards_rules_read_in_german(qtbot):  # RULES 8.12
    language().switch("de")
    try:
        (nuclear, _) = board_rules(load_map("central_europe"), "original")
        text = rule_sentence(nuclear)
    finally:
        language().switch("en")
    assert text == (
        "Nur wer eine Stadt in den Gebieten Grün, Braun, Lila hat, darf diese Art "
        "Kraftwerk kaufen: Atomkraftwerk."
    )


def test_a_table_by_player_count_shows_the_chosen_counts_row(qtbot):  # RULES 8.22
    dialog = _dialog(qtbot)
    choice = dialog.map_choice
    choice.combo.setCurrentIndex(choice.combo.findData("china"))
    dialog.count.setValue(4)
    assert "Out of the game: 4 players: 3, 4, 11, 18, 24, 33, 46." in choice.rules.text()
    assert "5, 6 players" not in choice.rules.text()
    assert "(4 players: 2)" in choice.rules.text()  # plants drawn in the bureaucracy
    # Without a count every row shows.
    (deck, *_) = board_rules(load_map("china"), "original")
    assert "5, 6 players: 3, 4, 33." in rule_sentence(deck)


def test_a_board_for_one_rule_set_offers_only_that_one(qtbot):  # RULES 9.24
    dialog = _dialog(qtbot)
    dialog.map_combo.setCurrentIndex(dialog.map_combo.findData("germany"))
    dialog.map_choice.set_edition("original")
    dialog.map_combo.setCurrentIndex(dialog.map_combo.findData("manhattan"))
    edition = dialog.map_choice.edition
    assert dialog.map_choice.edition_key() == "recharged"
    original = edition.findData("original")
    assert not edition.model().item(original).isEnabled()
    assert "not for this board" in edition.itemText(original)
    assert dialog.config().edition == "recharged"
    dialog.map_combo.setCurrentIndex(dialog.map_combo.findData("germany"))
    assert edition.model().item(original).isEnabled()
    assert edition.itemText(original) == "Original rules"
