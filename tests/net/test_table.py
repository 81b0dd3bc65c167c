"""The table as the authority: seats, codes and tokens, and refused actions that change nothing."""

from __future__ import annotations

import json

import pytest

from powergrid.net.protocol import TableSettings
from powergrid.net.table import Refusal, Table
from powergrid.rules import GameConfig, Variants
from powergrid.rules.actions import Bid, Build, ChoosePlant, Pass

from .support import settings

LEVELS = ("simple", "easy", "normal", "hard")


def opened(players=3, **extra) -> tuple[Table, str]:
    return Table.open("0123456789abcdef", settings(players, **extra), LEVELS)


def started(players=3) -> tuple[Table, list[str]]:
    table, _host = opened(players)
    tokens = [table.join(i, table.code, f"P{i}") for i in range(players)]
    return table, tokens


def refusal(call) -> str:
    with pytest.raises(Refusal) as err:
        call()
    return err.value.code


def test_the_game_starts_when_the_last_person_sits_down_with_the_names_they_chose():
    table, _host = opened(2)
    table.join(0, table.code, "Ada")
    assert table.state == "waiting"
    table.join(1, table.code, "Grace")
    assert table.state == "playing"
    assert [s.name for s in table.game.config.seats] == ["Ada", "Grace"]


def test_seats_refuse_a_wrong_code_a_taken_seat_a_taken_name_and_a_computers_seat():
    table, _host = opened(3, controllers=["human", "human", "simple"])
    assert refusal(lambda: table.join(0, "WRONGCODE9", "Ada")) == "wrong_code"
    table.join(0, table.code, "Ada")
    assert refusal(lambda: table.join(0, table.code, "Bob")) == "seat_taken"
    assert refusal(lambda: table.join(1, table.code, "Ada")) == "name_taken"
    assert refusal(lambda: table.join(2, table.code, "Bob")) == "not_a_person_seat"
    assert refusal(lambda: table.join(7, table.code, "Bob")) == "no_seat"


def test_a_token_opens_its_own_seat_only_and_a_left_seat_forgets_it():
    table, tokens = started(3)
    assert refusal(lambda: table.resume(1, tokens[0])) == "wrong_token"
    assert refusal(lambda: table.resume(1, "guessed-token")) == "wrong_token"
    table.resume(1, tokens[1])
    table.leave(1)
    assert refusal(lambda: table.resume(1, tokens[1])) == "wrong_token"
    assert table.presence(1, 0) == "open"
    assert table.computer_plays(1, 0)


def test_only_the_host_token_starts_a_table_early():
    table, host = opened(3)
    table.join(0, table.code, "Ada")
    assert refusal(lambda: table.start("not-the-host")) == "wrong_token"
    table.start(host)
    assert table.state == "playing"
    assert table.computer_plays(1, 0) and not table.computer_plays(0, 0)
    assert refusal(lambda: table.start(host)) == "already_started"


def test_refused_actions_change_nothing_and_carry_the_engines_reason():
    table, _ = started(3)
    game = table.game
    before = game.state.digest()
    seat = table.current
    other = (seat + 1) % 3
    assert refusal(lambda: table.act(other, 0, Pass())) == "not_your_turn"
    assert refusal(lambda: table.act(seat, 5, Pass())) == "stale"
    assert refusal(lambda: table.act(seat, 0, Bid(amount=3))) == "no_auction"
    assert refusal(lambda: table.act(seat, 0, Build(city="Nowhere"))) == "wrong_phase"
    with pytest.raises(Refusal) as err:
        table.act(seat, 0, ChoosePlant(plant=3, bid=1))
    assert err.value.code == "opening_bid_too_low"
    json.dumps(err.value.params)  # the engine's parameters travel as JSON
    assert game.state.digest() == before and game.log == []
    table.act(seat, 0, ChoosePlant(plant=3, bid=3))
    assert refusal(lambda: table.act(seat, 0, ChoosePlant(plant=3, bid=3))) == "stale"


def test_an_away_person_is_covered_after_the_tables_wait_and_not_before():
    table, _ = started(2)
    table.seats[0].connections = 1
    table.drop(0, now=100.0)
    assert table.presence(0, 100.0) == "away"
    assert not table.computer_plays(0, 219.0)
    assert table.cover_in(0, 219.0) == pytest.approx(1.0)
    assert table.computer_plays(0, 220.0)
    assert table.presence(0, 220.0) == "covered"


def test_a_table_that_waits_forever_never_covers_an_away_person():
    table, _ = opened(2, away_seconds=None)
    table.join(0, table.code, "Ada")
    table.join(1, table.code, "Bob")
    table.drop(0, now=0.0)
    assert not table.computer_plays(0, 10.0**9)


@pytest.mark.parametrize(
    ("config", "detail"),
    [
        (GameConfig.quick(2, map="/etc/passwd"), "not a built-in map"),
        (GameConfig.quick(2, map="../maps/usa"), "not a built-in map"),
        (GameConfig.quick(2, variants=Variants(deck="/tmp/deck.json")), "not a shipped deck"),
        (GameConfig.quick(2, controller="expert"), "not a level of this server"),
        (GameConfig.quick(2, controller="simple"), "not a level of this server"),
        (GameConfig.quick(2, regions=("nowhere", "else")), "cannot start"),
    ],
)
def test_settings_that_name_a_file_or_an_unknown_level_are_refused(config, detail):
    if detail == "not a level of this server" and config.seats[0].controller == "simple":
        detail = "at least one seat for a person"
    with pytest.raises(Refusal) as err:
        Table.open("0123456789abcdef", TableSettings(title="t", config=config), LEVELS)
    assert err.value.code == "bad_settings"
    assert detail in err.value.message


def test_a_map_file_that_exists_is_still_refused_and_never_read(tmp_path, monkeypatch):
    from powergrid.board import builtin_maps

    path = tmp_path / "usa.json"
    path.write_text("{}")
    opened_files = []
    real_open = open
    monkeypatch.setattr(
        "builtins.open", lambda f, *a, **k: opened_files.append(str(f)) or real_open(f, *a, **k)
    )
    config = GameConfig.quick(2, map=str(path))
    with pytest.raises(Refusal):
        Table.open("0123456789abcdef", TableSettings(title="t", config=config), LEVELS)
    assert str(path) not in opened_files
    assert "usa" in builtin_maps()


def test_names_titles_and_chat_are_one_line_of_plain_text():
    from pydantic import ValidationError

    from powergrid.net.protocol import Chat, Join

    for bad in ["two\nlines", "bell\x07", "\u202eevil", "   ", "x" * 41]:
        with pytest.raises(ValidationError):
            Join(table="t", seat=0, code="C", name=bad)
    with pytest.raises(ValidationError):
        Chat(table="t", seat=0, text="a\rb")
    assert Join(table="t", seat=0, code="C", name="<b>Ada</b>").name == "<b>Ada</b>"


def test_the_host_lets_the_computer_play_an_away_seat_at_once_until_its_player_is_back():
    table, host = opened(2, away_seconds=None)  # the table itself would wait for ever
    tokens = [table.join(i, table.code, f"P{i}") for i in range(2)]
    assert refusal(lambda: table.cover(0, host)) == "not_away"  # he is here
    table.drop(0, now=5.0)
    assert refusal(lambda: table.cover(0, tokens[1])) == "wrong_token"  # a player is no host
    assert not table.computer_plays(0, 10.0**6)
    table.cover(0, host)
    assert table.computer_plays(0, 6.0) and table.presence(0, 6.0) == "covered"
    table.resume(0, tokens[0])
    assert not table.computer_plays(0, 7.0) and table.presence(0, 7.0) == "here"
