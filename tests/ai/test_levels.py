"""The levels are listed once (powergrid/levels.py), each with every setting its bot plays
by: a level added to that list is found by the bots' factory, the save, the New game
dialog and the win-chance model, and a bot plays by its level's record alone."""

from __future__ import annotations

from dataclasses import fields, replace

import pytest

from powergrid import levels
from powergrid.ai import bot_for, make_bot
from powergrid.ai.easy import EasyBot
from powergrid.ai.hard_v1 import HardV1Bot
from powergrid.ai.normal import NormalBot
from powergrid.ai.search import SearchBot
from powergrid.ai.simple import SimpleBot
from powergrid.ai.winprob import shipped_model
from powergrid.ai.winprob.games import level_weights
from powergrid.ai.winprob.model import stand_in
from powergrid.levels import EXPERT, HARD, Heuristic, Level, SearchSettings
from powergrid.rules import Game, GameConfig, SaveError, SeatConfig, save

#: A level that is not shipped: the Expert with twice its budget, read by the win-chance
#: model as Hard, offered in the dialog, a tenth of the training seats.
MASTER = Level(
    "master",
    "AI master",
    replace(EXPERT, budget=2 * EXPERT.budget),
    training_weight=0.1,
    stand_in="hard",
)


def two_seats(controller: str) -> str:
    """A saved new game of a person against ``controller``."""
    seats = (SeatConfig(name="Ann"), SeatConfig(name="Bot", controller=controller))
    return save.dumps(Game(GameConfig(map="usa", seats=seats), 5))


@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")  # offscreen
def test_a_level_added_to_the_list_is_found_everywhere(monkeypatch, qtbot):
    from powergrid.app.coach.win_chances import who_counts_how
    from powergrid.app.dialogs.new_game import NewGameDialog

    text = two_seats("master")
    with pytest.raises(SaveError) as refused:
        save.loads(text)  # not a level yet
    assert refused.value.code == "bad_controller"
    with pytest.raises(ValueError, match="unknown level 'master'"):
        make_bot("master")

    monkeypatch.setattr(levels, "LEVELS", (*levels.LEVELS, MASTER))

    bot = make_bot("master", 3)  # the factory
    assert isinstance(bot, SearchBot) and bot.name == "master"
    assert bot.settings.budget == 2 * EXPERT.budget and bot.settings.chunks == EXPERT.chunks
    assert levels.find("master").pool  # the tournament plays its games one at a time
    game = save.loads(text)  # the save
    assert game.config.seats[1].controller == "master"
    assert save.loads(save.dumps(game)).config == game.config
    dialog = NewGameDialog()  # the New game dialog
    qtbot.addWidget(dialog)
    kinds = dialog.kinds[1]
    offered = [kinds.itemData(i) for i in range(kinds.count())]
    assert offered == ["human", "easy", "normal", "hard", "expert", "master"]
    assert kinds.itemText(offered.index("master")).startswith("AI master")
    assert stand_in("master") == "hard"  # the win-chance model
    model = shipped_model()
    for seats in (2, 4):
        assert model.offset("master", seats) == model.offset("hard", seats) != 0
    assert who_counts_how(game.config) == ["a person as AI normal", "AI master as AI hard"]
    assert level_weights()["master"] == 0.1 and "expert" not in level_weights()


def test_every_level_is_played_by_the_bot_of_its_kind_of_settings():
    kinds = {
        "simple": SimpleBot,
        "easy": EasyBot,
        "normal": NormalBot,
        "hard": SearchBot,
        "expert": SearchBot,
        "hard-v1": HardV1Bot,
    }
    assert levels.keys() == tuple(kinds)
    for level in levels.LEVELS:
        bot = make_bot(level.key, 1)
        assert type(bot) is kinds[level.key] and bot.name == level.key
        if isinstance(bot, SearchBot):
            assert bot.settings is level.settings
            assert bot.heuristic is level.settings.heuristic  # type: ignore[union-attr]
        elif isinstance(bot, NormalBot):
            assert bot.heuristic in (level.settings, getattr(level.settings, "heuristic", None))
    assert [level.key for level in levels.LEVELS if level.pool] == ["expert"]


def test_a_bot_for_a_measurement_is_a_changed_record_not_a_switch():
    """The lab changes a copy of a level's record; the level itself stays as shipped."""
    wider = replace(HARD, open_width=5, confidence=0.0)
    bot = bot_for(wider, 2, "wider")
    assert isinstance(bot, SearchBot) and bot.settings is wider and bot.name == "wider"
    assert levels.find("hard").settings is HARD and HARD.open_width == 3
    with pytest.raises(AttributeError):
        HARD.budget = 1  # type: ignore[misc]  # a level's record is frozen


def test_a_setting_given_as_a_class_attribute_is_refused():
    """A subclass that sets a knob as a class attribute (the old way) would be silently
    ignored by a bot that plays by its record: it is refused where it is written."""
    with pytest.raises(TypeError, match="Stronger sets budget, confidence as class attributes"):

        class Stronger(SearchBot):
            budget = 48_000
            confidence = 3.0

    with pytest.raises(TypeError, match="Leaner sets discount"):

        class Leaner(NormalBot):
            discount = 0.4

    names = {f.name for f in fields(Heuristic)} | {f.name for f in fields(SearchSettings)}
    assert {"budget", "discount", "build_ahead", "final_round", "rivals"} <= names
