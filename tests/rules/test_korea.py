"""The Korea board (docs/rules.md 9.8): two resource markets (8.23), one chosen a turn,
the North without uranium and refilled first from the one supply; the bots' choice."""

from __future__ import annotations

import pytest

from powergrid.ai import make_bot
from powergrid.ai.simple import SimpleBot
from powergrid.board import load_map
from powergrid.rules import (
    Game,
    GameConfig,
    GameState,
    IllegalActionError,
    map_rules,
    new_game,
    save,
)
from powergrid.rules import actions as A
from powergrid.rules.position import Resources

from .conftest import BUREAUCRACY, RESOURCES_PHASE, at_phase, drive, give, play


def game(players: int = 3, edition: str = "original", seed: int = 1) -> GameState:
    return new_game(GameConfig.quick(players, "korea", edition=edition), seed)  # type: ignore[arg-type]


def buying(players: int = 3, plants=(4, 11), money: int = 60) -> GameState:
    """A Korea game at the first buying turn of round 2; seat 0 buys first."""
    pos = game(players).to_position()
    give(pos, 0, plants=list(plants), money=money)
    at_phase(pos, RESOURCES_PHASE, order=list(range(players))[::-1])
    return play(pos)


@pytest.mark.parametrize("edition", ["original", "recharged"])
def test_both_markets_start_with_their_own_tokens(edition):
    # RULES 9.8: the South holds 12 coal, 12 oil, 4 garbage, 2 uranium; the North 12
    # coal, 6 oil, 2 garbage and has no uranium track; one supply holds the rest.
    s = game(4, edition)
    south, north = s.resource_market("south"), s.resource_market("north")
    assert south.on_market == (12, 12, 4, 2) and north.on_market == (12, 6, 2, 0)
    assert north.track("uranium") == () and south.track("uranium")[-1] == 16
    assert south.supply == (0, 6, 18, 10)
    assert [south.next_price(r) for r in range(4)] == [1, 3, 7, 14]
    assert [north.next_price(r) for r in range(3)] == [1, 3, 7]
    assert s.market_names() == ("south", "north") and s.chosen_market() is None


def test_a_turn_buys_at_the_north_once_chosen_and_never_uranium_there():
    # RULES 8.23: the choice comes first; the North's track prices the purchase.
    s = buying()
    assert A.NORTH in s.legal_actions() and A.SOUTH in s.legal_actions()
    drive(s, A.NORTH)
    assert s.chosen_market() == "north"
    assert all(type(a) is not A.ChooseMarket for a in s.legal_actions())
    assert all(getattr(a, "resource", "") != "uranium" for a in s.legal_actions())
    money = s.player(0).money
    drive(s, A.buy("coal", 3))  # the North's coal: 1, 1, 2
    assert s.player(0).money == money - 4
    assert s.resource_market("north").on_market[0] == 9
    assert s.resource_market("south").on_market[0] == 12
    digest = s.digest()
    with pytest.raises(IllegalActionError) as refused:
        s.apply(A.SOUTH)
    assert refused.value.code == "market_chosen" and s.digest() == digest


def test_a_purchase_before_choosing_buys_at_the_south_for_the_turn():
    # RULES 8.23: buying without a choice is buying at the South.
    s = buying()
    drive(s, A.buy("uranium", 1))
    assert s.chosen_market() == "south" and s.resource_market("north").on_market[3] == 0
    assert s.resource_market().on_market[3] == 1
    with pytest.raises(IllegalActionError):
        s.apply(A.NORTH)
    drive(s, A.DONE)  # the next player chooses afresh
    assert s.current_player == 1 and s.chosen_market() is None and A.NORTH in s.legal_actions()


def test_the_north_refills_first_and_the_south_gets_what_is_left():
    # RULES 8.23, 9.8: three players in step 1 refill the North with 2 coal, 1 oil and
    # the South with 2 coal, 1 oil, 1 garbage, 1 uranium; 3 coal in the supply.
    pos = game(3).to_position()
    pos.resource_market = Resources(coal=11, oil=12, garbage=4, uranium=2)
    pos.resource_market_north = Resources(coal=10, oil=6, garbage=2, uranium=0)
    at_phase(pos, BUREAUCRACY, order=[0, 1, 2])
    pos.turn = 2
    s = play(pos)
    (refill,) = [e for e in drive(s, A.run(())) if type(e).__name__ == "MarketRefilled"]
    assert s.resource_market("north").on_market[:3] == (12, 7, 2)
    assert refill.added == (1, 1, 1, 1)
    assert s.resource_market("south").on_market == (12, 13, 5, 3)
    assert s.resource_market().supply[0] == 0


def test_a_board_with_one_market_refuses_a_choice():
    s = new_game(GameConfig.quick(3, "usa"), 1)
    pos = s.to_position()
    at_phase(pos, RESOURCES_PHASE, order=[0, 1, 2])
    s = play(pos)
    with pytest.raises(IllegalActionError) as refused:
        s.apply(A.NORTH)
    assert refused.value.code == "one_market" and s.market_names() == ()
    with pytest.raises(ValueError, match="one resource market"):
        s.resource_market("north")


def test_a_position_with_a_market_that_breaks_its_track_is_refused():
    pos = game(3).to_position()
    pos.resource_market_north = Resources(coal=13)
    with pytest.raises(ValueError, match="North market holds 13 coal"):
        play(pos)
    pos = new_game(GameConfig.quick(3, "usa"), 1).to_position()
    pos.resource_market_north = Resources()
    with pytest.raises(ValueError, match="one resource market"):
        play(pos)


@pytest.mark.parametrize("level", ["simple", "normal", "hard"])
def test_the_bots_choose_the_market_that_sells_what_they_need_cheaper(level):
    # RULES 8.23: coal is cheap only at the North, uranium sold only at the South.
    pos = game(3).to_position()
    give(pos, 0, plants=[4, 10], money=80)
    pos.resource_market = Resources(coal=2, oil=12, garbage=4, uranium=2)  # coal at 8
    pos.resource_market_north = Resources(coal=12, oil=6, garbage=2)
    at_phase(pos, RESOURCES_PHASE, order=[2, 1, 0])
    assert make_bot(level, 5).choose(play(pos)) == A.NORTH
    give(pos, 0, plants=[11, 13], money=80)
    assert make_bot(level, 5).choose(play(pos)) == A.SOUTH


def test_korea_reads_its_rule_and_a_game_saves_and_replays():
    korea = load_map("korea")
    assert [r.id for r in map_rules(korea, "original")] == ["two_resource_markets"]
    assert [r.section for r in map_rules(korea, "original")] == ["8.23"]
    g = Game(GameConfig.quick(4, "korea"), 41)
    bot = SimpleBot(41)
    for _ in range(300):
        g.apply(bot.choose(g.state))
    again = save.loads(save.dumps(g))
    assert again.state.digest() == g.state.digest()
    back = GameState.from_position(g.state.to_position())
    assert back.digest() == g.state.digest()
    assert back.resource_market("north").on_market == g.state.resource_market("north").on_market
