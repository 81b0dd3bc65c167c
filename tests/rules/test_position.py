"""Positions as data: exact round trips, the documented example, every problem named."""

import json
import re
from pathlib import Path

import pytest

from powergrid.ai.simple import SimpleBot
from powergrid.rules import GameConfig, GameState, new_game
from powergrid.rules import actions as A
from powergrid.rules.position import PositionError, parse_position

from .conftest import AUCTION, BUILD, at_phase, fresh, give, play, start

DOC = Path(__file__).resolve().parents[2] / "docs" / "position-format.md"


def _round_trip(state):
    text = state.to_position().model_dump_json()
    again = GameState.from_position(text)
    assert again.digest() == state.digest()
    assert again.snapshot() == state.snapshot()
    assert again.legal_actions() == state.legal_actions()
    return again


@pytest.mark.parametrize(
    ("players", "map_name"), [(2, "usa"), (3, "germany"), (4, "usa"), (5, "germany"), (6, "usa")]
)
def test_every_position_of_random_games_round_trips(players, map_name):
    seed = 40 + players
    state = new_game(GameConfig.quick(players, map_name), seed)
    bot = SimpleBot(seed)
    moves = 0
    while True:
        _round_trip(state)
        if moves % 3 == 0 or state.is_terminal():
            _round_trip(state.view(moves % players))
        if state.is_terminal():
            break
        state.apply(bot.choose(state))
        moves += 1
    assert state.result is not None


def test_a_rebuilt_position_plays_on_like_the_original():
    # Same seed and shuffle count: the rebuilt state draws and shuffles alike.
    state = new_game(GameConfig.quick(4, "usa"), 7)
    bot = SimpleBot(7)
    for _ in range(150):
        state.apply(bot.choose(state))
    copy = GameState.from_position(state.to_position().model_dump(mode="json"))
    bot_a, bot_b = SimpleBot(1), SimpleBot(1)
    while not state.is_terminal():
        action = bot_a.choose(state)
        assert bot_b.choose(copy) == action
        assert state.apply(action) == copy.apply(action)
        assert copy.digest() == state.digest()


def test_the_documented_example_loads():
    text = DOC.read_text(encoding="utf-8")
    example = re.search(r"```json\n(.*?)```", text, re.S).group(1)
    state = GameState.from_position(json.loads(example))
    # Round 2 on the west: seat 0 opened plant 14 at 15, seat 1 bids next.
    assert state.phase == AUCTION and state.round == 2 and state.auc_plant == 14
    assert state.current_player == 1
    assert state.legal_actions()[0] == A.Bid(amount=16)
    assert state.players[0].cities == [state.board.index["Seattle"], state.board.index["Portland"]]
    assert state.supply() == [24 - 20 - 4, 24 - 18 - 1, 24 - 6 - 2, 12 - 2 - 1]
    assert state.to_position() == parse_position(example)


def test_inconsistent_position_names_every_problem():
    pos = start(3, seed=3, regions=("purple", "cyan", "red"))
    at_phase(pos, BUILD, order=[0, 1, 2])
    give(
        pos,
        0,
        plants=[4, 8, 10],
        money=-5,
        res=[20, 0, 0, 0],
        cities=["Seattle", "Portland", "Seattle", "Chicago"],
    )
    give(pos, 1, plants=[11, 12, 14, 15], cities=["Portland", "Atlantis"])
    pos.players[2].plants = [10, 99]  # 10 also owned by seat 0
    pos.resource_market.coal = 20  # 24 coal in the game: 40 in play
    pos.turn = 5
    pos.auction = None
    with pytest.raises(PositionError) as info:
        play(pos)
    problems = info.value.problems
    expected = [
        "plant 10 is in 2 places: seat 0's plants, seat 2's plants",
        "plant 99 does not exist",
        "20 coal on the market and 20 on plants",
        "seat 0 has negative money -5",
        "seat 1 owns 4 plants; the limit is 3",
        "seat 0 stores 20 coal, more than plants [4, 8, 10] hold",
        "seat 0 has two houses in Seattle",
        "seat 0 has a house in Chicago, in region",
        "seat 1 has a house in 'Atlantis', which is not a city of map usa",
        "Portland holds 2 houses; step 1 allows 1",
        "Seattle holds two houses of seat 0",
        "turn 5 in build",
    ]
    for text in expected:
        assert any(text in p for p in problems), (text, problems)
    assert "not in play" in " ".join(problems)


def test_tokens_cards_and_turns_are_checked_against_each_other():
    pos = start(3, seed=3)
    pos.resource_market.uranium = 13  # the track has 12 places
    pos.plant_market = [10, 9, 8, 7, 6, 5, 4, 3]
    pos.draw_stack.append(13)  # 13 is on top already
    pos.order = [0, 0, 2]
    pos.turn = 2  # no turn count in the auction
    pos.phase = AUCTION
    with pytest.raises(PositionError) as info:
        play(pos)
    text = " | ".join(info.value.problems)
    for part in (
        "uranium; its track has 12 places",
        "is not sorted lowest first",
        "plant 13 is in 2 places",
        "turn order [0, 0, 2]",
        "turn 2 during the auction",
    ):
        assert part in text


def test_auction_and_discard_must_fit_the_players():
    pos = start(3, seed=3)
    for seat, plant in enumerate((3, 4, 6)):
        give(pos, seat, plants=[plant], money=20)
    at_phase(pos, AUCTION, order=[0, 1, 2])
    s = play(pos)
    s.apply(A.ChoosePlant(plant=5, bid=5))
    good = s.to_position()
    assert play(good).digest() == s.digest()
    bad = good.model_copy(deep=True)
    bad.auction.bid = 30  # more than the leader's 20
    bad.auction.next = 0  # the leader bids next
    bad.chooser = 2
    with pytest.raises(PositionError) as info:
        play(bad)
    text = " | ".join(info.value.problems)
    assert "seat 0 bid 30 with 20 Elektro" in text
    assert "holds the highest bid and cannot be the next bidder" in text
    assert "seat 2 cannot choose" in text
    bad = good.model_copy(deep=True)
    bad.phase = BUILD
    with pytest.raises(PositionError, match="an auction is running during build"):
        play(bad)


def test_bad_shapes_and_unknown_boards_are_named():
    data = start(3, seed=3).model_dump(mode="json")
    data["players"][0]["money"] = "lots"
    data["colour"] = "red"
    with pytest.raises(PositionError) as info:
        GameState.from_position(data)
    text = " | ".join(info.value.problems)
    assert "players[0].money" in text and "colour" in text
    data = start(3, seed=3).model_dump(mode="json")
    data["regions"] = ["purple", "brown", "green"]
    with pytest.raises(PositionError, match="connected"):
        GameState.from_position(data)
    data["map"] = "mars"
    with pytest.raises(PositionError, match="'mars' is not a built-in map"):
        GameState.from_position(data)
    data = start(3, seed=3).model_dump(mode="json")
    data["players"] = data["players"][:1]
    with pytest.raises(PositionError, match="for 2 to 6 players, not 1"):
        GameState.from_position(data)
    with pytest.raises(PositionError, match="4 seats, the position 3 players"):
        GameState.from_position(start(3, seed=3), GameConfig.quick(4))
    germany = fresh(3, "germany", seed=3).board
    with pytest.raises(PositionError, match="the board is map Germany, the position usa"):
        GameState.from_position(start(3, seed=3), germany)
    pos = start(3, seed=3, regions=("purple", "cyan", "red"))
    pos.houses = {"Atlantis": [0], "Chicago": [1]}
    with pytest.raises(PositionError) as info:
        GameState.from_position(pos)
    text = " | ".join(info.value.problems)
    assert "the houses list has a house in 'Atlantis', which is not a city of map usa" in text
    assert "the houses list has a house in Chicago, in region" in text
    assert "seat 1's cities [] differ from its houses on the board ['Chicago']" in text


def test_a_refused_position_changes_nothing_it_was_given():
    pos = start(3, seed=3)
    pos.players[0].money = -1
    before = pos.model_dump()
    with pytest.raises(PositionError):
        play(pos)
    assert pos.model_dump() == before
