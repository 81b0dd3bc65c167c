"""A player's own map carried whole in saves and positions (issue 63; docs/save-format.md,
docs/position-format.md): a game on a map file saves, reloads and exports its position
without the file; an embedded map is read by the map file model and refused, with its
reason, when ``powergrid map check`` would refuse it; built-in maps are still named."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from powergrid.ai.simple import SimpleBot
from powergrid.board import MapFile, dump_map, load_map
from powergrid.rules import (
    Game,
    GameConfig,
    GameState,
    PositionError,
    SaveError,
    map_content_problems,
    on_map,
    save,
)
from powergrid.rules import config as config_module
from tests.hostile import rechained

MAPS = Path(__file__).resolve().parents[2] / "powergrid" / "data" / "maps"


def own_data(**changes: object) -> dict:
    """USA's board as a player's own map file's data, with ``changes`` to its keys."""
    data = json.loads((MAPS / "usa.json").read_text(encoding="utf-8"))
    data["name"] = "My board"
    data.pop("names", None)
    data.update(changes)
    return data


def own_file(tmp_path: Path, **changes: object) -> Path:
    path = tmp_path / "my_board.json"
    path.write_text(json.dumps(own_data(**changes)), encoding="utf-8")
    return path


def played(config: GameConfig, moves: int = 80, seed: int = 12) -> Game:
    game = Game(config, seed)
    bot = SimpleBot(seed)
    for _ in range(moves):
        if game.state.is_terminal():
            break
        game.apply(bot.choose(game.state))
    return game


@pytest.fixture(scope="module")
def map_file_game(tmp_path_factory) -> Game:
    """A game begun as the command line begins one: the config names the file's path."""
    path = own_file(tmp_path_factory.mktemp("own"), format=2, player_counts=[3, 4])
    return played(GameConfig.quick(3, str(path)))


def test_a_save_carries_the_map_file_whole_and_replays_without_it(map_file_game, tmp_path):
    game = map_file_game
    text = save.dumps(game)
    config = json.loads(text)["config"]
    assert config["map"] == "My board"  # a label, never the path
    assert config["map_content"] == json.loads(dump_map(game.state.board.mapfile))
    assert "my_board.json" not in text
    again = save.loads(text)
    assert again.state.digest() == game.state.digest()
    assert again.config.map_content == game.state.board.mapfile
    assert save.dumps(again) == text  # saved again, the same file


def test_a_carried_map_survives_a_save_to_disk_and_back(map_file_game, tmp_path):
    path = tmp_path / "game.pgsave"
    save.save(map_file_game, path)
    assert save.load(path).state.digest() == map_file_game.state.digest()


def test_a_builtin_map_is_still_named_and_its_saves_read_as_before():
    game = played(GameConfig.quick(3, "germany"), moves=30)
    config = json.loads(save.dumps(game))["config"]
    assert config["map"] == "germany" and "map_content" not in config
    # USA's own content under its own name is the shipped board, named not carried.
    assert on_map(GameConfig.quick(3), load_map(str(MAPS / "usa.json"))).map_content is None
    old = (Path(__file__).parent / "data" / "version2-before-variants.pgsave").read_text()
    assert save.dumps(save.loads(old)).count("map_content") == 0


def test_a_map_named_like_a_builtin_board_but_different_is_carried(tmp_path):
    data = own_data(name="USA")
    data["connections"][0]["cost"] += 1
    mapfile = MapFile.model_validate(data)
    config = on_map(GameConfig.quick(3), mapfile)
    assert config.map == "USA" and config.map_content == mapfile
    game = played(config, moves=20)
    again = save.loads(save.dumps(game))
    assert again.state.board.mapfile == mapfile  # not the shipped USA


def test_a_position_carries_the_map_and_rebuilds_the_same_state(map_file_game):
    state = map_file_game.state
    position = state.to_position()
    assert position.map == "My board" and position.map_content == state.board.mapfile
    text = position.model_dump_json()
    again = GameState.from_position(json.loads(text))
    assert again.digest() == state.digest()
    view = state.view(1).to_position()
    assert GameState.from_position(view.model_dump(mode="json")).board.mapfile.name == "My board"


def saved_data(game: Game) -> dict:
    return json.loads(save.dumps(game))


def _no_rule(data: dict) -> None:
    data["format"] = 2
    data["rules"] = [{"id": "no_such_rule"}]


def _unknown_city(data: dict) -> None:
    data["connections"][0]["b"] = "Seatle"


def _cut_off(data: dict) -> None:
    city = data["cities"][0]["name"]
    data["connections"] = [c for c in data["connections"] if city not in (c["a"], c["b"])]


def _not_an_object(data: dict) -> None:
    data.clear()
    data["cities"] = "all of them"


def _renamed(data: dict) -> None:
    data["name"] = "Another board"


@pytest.mark.parametrize(
    ("edit", "reason"),
    [
        (_no_rule, "no_such_rule"),
        (_unknown_city, "Seatle"),
        (_cut_off, "connected"),
        (_not_an_object, "map_content"),
        (_renamed, "named 'My board'"),
    ],
)
def test_a_broken_or_hostile_carried_map_is_refused_with_its_reason(map_file_game, edit, reason):
    data = saved_data(map_file_game)
    edit(data["config"]["map_content"])
    with pytest.raises(SaveError) as info:
        save.loads(json.dumps(rechained(data)), "hostile.pgsave")
    assert info.value.code == "damaged_config"
    assert reason in str(info.value)
    assert "hostile.pgsave" in str(info.value)


def test_an_edited_carried_map_breaks_the_check_values(map_file_game):
    data = saved_data(map_file_game)
    data["config"]["map_content"]["connections"][0]["cost"] += 1
    with pytest.raises(SaveError) as info:
        save.loads(json.dumps(data))
    assert info.value.code == "settings_mismatch"


def test_a_carried_map_is_bounded_in_size(map_file_game, monkeypatch, tmp_path):
    text = save.dumps(map_file_game)
    size = len(dump_map(map_file_game.state.board.mapfile).encode())
    monkeypatch.setattr(config_module, "MAX_MAP_CONTENT_BYTES", size - 1)
    with pytest.raises(SaveError) as info:
        save.loads(text)
    assert info.value.code == "damaged_config" and "at most" in str(info.value)
    assert map_content_problems("My board", map_file_game.state.board.mapfile)
    with pytest.raises(SaveError) as saving:  # a game on such a map is not saved either
        path = own_file(tmp_path, format=2, player_counts=[3, 4])
        save.dumps(played(GameConfig.quick(3, str(path)), moves=1))
    assert saving.value.code == "map_not_saveable"


def test_a_carried_map_in_json_that_breaks_the_readers_limits_is_refused(map_file_game):
    text = save.dumps(map_file_game)
    nested = '"map_content": {"x": ' + "[" * 200 + "]" * 200 + ","
    deep = text.replace('"map_content": {', nested, 1)
    with pytest.raises(SaveError) as info:
        save.loads(deep)
    assert info.value.code == "bad_json"


def test_a_position_with_a_broken_carried_map_is_refused_naming_it(map_file_game):
    data = map_file_game.state.to_position().model_dump(mode="json")
    _no_rule(data["map_content"])
    with pytest.raises(PositionError) as info:
        GameState.from_position(data)
    assert "no_such_rule" in str(info.value)


def test_a_carried_map_with_rule_changes_plays_saves_and_reloads():  # RULES 8.23
    data = json.loads((MAPS / "korea.json").read_text(encoding="utf-8"))
    data["name"] = "My Korea"
    data.pop("names", None)
    mapfile = MapFile.model_validate(data)
    assert mapfile.rules  # rule entries with parameters, carried whole
    game = played(on_map(GameConfig.quick(3), mapfile), moves=60)
    again = save.loads(save.dumps(game))
    assert again.state.digest() == game.state.digest()
    assert again.state.rule_book().north is not None  # Korea's second market plays
    rebuilt = GameState.from_position(game.state.to_position().model_dump(mode="json"))
    assert rebuilt.digest() == game.state.digest()
