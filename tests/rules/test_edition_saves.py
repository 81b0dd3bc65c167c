"""The rule set in saves and positions (docs/save-format.md, docs/position-format.md):
a game of the Recharged rules saves and replays to the same position; the original
game's files read and are written as before the rule sets existed."""

from __future__ import annotations

import json

import pytest

from powergrid.ai.simple import SimpleBot
from powergrid.rules import Game, GameConfig, GameState, SaveError, save


def played(map_name: str, edition: str, players: int = 3, moves: int = 150) -> Game:
    game = Game(GameConfig.quick(players, map_name, edition=edition), 12)  # type: ignore[arg-type]
    bot = SimpleBot(12)
    for _ in range(moves):
        if game.state.is_terminal():
            break
        game.apply(bot.choose(game.state))
    return game


@pytest.mark.parametrize("map_name", ["usa", "germany"])
def test_a_recharged_game_saves_and_replays_to_the_same_position(map_name):
    game = played(map_name, "recharged")
    text = save.dumps(game)
    assert json.loads(text)["config"]["edition"] == "recharged"
    again = save.loads(text)
    assert again.config.edition == "recharged"
    assert again.state.digest() == game.state.digest()
    assert again.state.rule_book().edition == "recharged"


def test_the_original_game_saves_without_an_edition():
    game = played("germany", "original")
    data = json.loads(save.dumps(game))
    assert "edition" not in data["config"]
    assert save.loads(save.dumps(game)).state.digest() == game.state.digest()


def test_a_changed_edition_is_refused():
    text = save.dumps(played("usa", "recharged", moves=40))
    edited = text.replace('"edition": "recharged"', '"edition": "original"')
    assert edited != text
    with pytest.raises(SaveError) as info:
        save.loads(edited)
    assert info.value.code == "settings_mismatch"


def test_the_same_seed_differs_by_rule_set():
    original = Game(GameConfig.quick(4, "germany"), 3).state
    recharged = Game(GameConfig.quick(4, "germany", edition="recharged"), 3).state
    assert original.digest() != recharged.digest()
    assert recharged.to_position().edition == "recharged"


def test_a_position_carries_the_rule_set_and_the_marks():
    state = played("germany", "recharged", moves=1).state
    pos = state.to_position()
    assert pos.edition == "recharged" and "discount_plant" in pos.marks
    again = GameState.from_position(pos.model_dump(mode="json"))
    assert again.digest() == state.digest() and again.legal_actions() == state.legal_actions()
    older = pos.model_dump(mode="json")
    del older["edition"], older["marks"]
    assert GameState.from_position(older).rule_book().edition == "original"
