"""The Recharged rules (docs/rules.md section 7): one scenario per rule change."""

from __future__ import annotations

from collections import Counter

import pytest

from powergrid.rules import GameConfig, GameState, IllegalActionError, new_game
from powergrid.rules import actions as A
from powergrid.rules import events as ev
from powergrid.rules.state import HIDDEN

from .conftest import AUCTION, BUILD, at_phase, drive, give, play, set_market


def recharged(players: int = 3, map: str = "usa", seed: int = 1, regions=None) -> GameState:
    return new_game(GameConfig.quick(players, map, regions=regions, edition="recharged"), seed)


REMOVALS = {2: (1, 5), 3: (2, 6), 4: (1, 3), 5: (0, 0), 6: (0, 0)}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_deck_is_dealt_from_plug_and_socket_plants(players):
    # RULES 7.1: eight plug plants (up to 15) in the market, one more face down on top,
    # the removals by player count, the Step 3 card at the bottom.
    for seed in range(4):
        s = recharged(players, seed=seed)
        assert len(s.market) == 8 and all(p <= 15 for p in s.market)
        assert s.market == sorted(s.market)
        assert s.deck[0] == 1000 and s.deck[-1] <= 15  # STEP3 at the bottom, a plug on top
        plug, socket = REMOVALS[players]
        removed = Counter(p <= 15 for p in s.setup_removed)
        assert (removed[True], removed[False]) == (plug, socket)
        assert s.rules.removed == plug + socket
        # Every plug plant is in the market, on top, removed or in the stack below.
        assert sorted(s.market + s.setup_removed + s.deck[:-1] + [s.deck[-1]])[:13] == list(
            range(3, 16)
        )


def test_the_plug_plant_on_top_is_unknown_to_every_player():
    # RULES 7.1: the plug plant set aside goes face down on top of the stack.
    s = recharged(3, seed=5)
    view = s.view(0)
    assert view.deck[-1] == HIDDEN
    assert s.deck[-1] in view.unseen_plants()


def test_the_original_deck_puts_plant_13_on_top_and_recharged_does_not():
    original = new_game(GameConfig.quick(3, "usa"), 1)
    assert original.deck[-1] == 13 and original.market == [3, 4, 5, 6, 7, 8, 9, 10]
    markets = {tuple(recharged(3, seed=g).market) for g in range(6)}
    assert len(markets) > 1  # RULES 7.1: the starting market is drawn, not fixed


def test_nine_garbage_at_set_up():
    # RULES 7.2: 9 garbage on the spaces 6 to 8.
    s = recharged(4)
    assert s.resource_market().on_market == (24, 18, 9, 2)
    assert s.resource_market().next_price("garbage") == 6
    assert new_game(GameConfig.quick(4, "usa"), 1).resource_market().on_market[2] == 6


def test_the_lowest_plant_may_be_opened_at_one():
    # RULES 7.3: the discount token lies on the lowest plant of the current market.
    s = recharged(3, seed=2)
    lowest = s.plant_market().current[0]
    assert s.marks == {"discount_plant": lowest}
    decision = s.decision()
    assert decision.opening_bid(lowest) == 1
    assert A.choose(lowest, 1) in s.legal_actions()
    other = s.plant_market().current[1]
    refusal = s.is_legal(A.choose(other, 1))
    assert refusal is not None and refusal.code == "opening_bid_too_low"
    events = drive(s, A.choose(lowest, 1))
    assert isinstance(events[0], ev.AuctionOpened) and events[0].bid == 1


def test_once_bought_the_discount_is_gone():
    # RULES 7.3: once the plant is bought, the token is gone until the next auction phase.
    s = recharged(2, seed=3)
    lowest = s.plant_market().current[0]
    drive(s, A.choose(lowest, 1), A.PASS)  # the other seat passes: sold for 1
    assert lowest in s.player(s.order[0]).plants or lowest in s.player(s.order[1]).plants
    assert "discount_plant" not in s.marks
    assert all(s.opening_bid(p) == p for p in s.plant_market().current)


def _round_two(seed: int = 4) -> GameState:
    """A Recharged game at the start of round 2's auction, plants owned by every seat."""
    s = recharged(3, seed=seed)
    pos = s.to_position()
    for seat in range(3):
        give(pos, seat, plants=[20 + seat], money=80)
    set_market(pos, [6, 7, 8, 9, 10, 11, 12, 13])
    at_phase(pos, AUCTION, order=[0, 1, 2])
    pos.marks = {"discount_plant": 6}
    return play(pos)


def test_an_unbought_discounted_plant_leaves_at_the_end_of_the_phase():
    # RULES 7.3: if nobody buys it in the phase, it leaves the game and a plant is drawn.
    s = _round_two()
    events = drive(s, A.choose(9, 9), A.PASS, A.PASS)  # plant 9 sold, 6 stays unbought
    events += drive(s, A.PASS, A.PASS)  # the others pass: the phase ends
    removed = [e for e in events if isinstance(e, ev.PlantRemoved)]
    assert [e.plant for e in removed] == [6]
    assert 6 in s.plant_market().removed and 6 not in s.market
    assert len(s.market) == 8  # a plant was drawn in its place


def test_the_discount_replaces_the_removal_when_nobody_buys():
    # RULES 7.3 replaces the removal of RULES 3.2: only the discounted plant leaves.
    s = _round_two(seed=6)
    events = drive(s, A.PASS, A.PASS, A.PASS)
    removed = [e.plant for e in events if isinstance(e, ev.PlantRemoved)]
    assert removed == [6]


def test_a_discount_mark_on_a_plant_outside_the_market_is_refused():
    pos = recharged(3).to_position()
    pos.marks = {"discount_plant": 40}
    with pytest.raises(Exception, match="not in the plant market"):
        play(pos)
    pos.marks = {"uranium_refill_stops": 1}
    with pytest.raises(Exception, match="no rule change"):
        play(pos)


def test_small_plants_stay_in_the_market():
    # RULES 7.4: a plant not above the largest network stays in the market.
    s = recharged(3, seed=7, regions=("purple", "cyan", "red"))
    pos = s.to_position()
    give(pos, 0, plants=[20], money=200, cities=["Seattle", "Portland", "Boise"])
    set_market(pos, [3, 4, 5, 6, 7, 8, 9, 10])
    at_phase(pos, BUILD, order=[0, 2, 1])  # building goes in reverse order: 1, 2, then 0
    pos.marks = {}  # the discount token lies only during the auction
    state = play(pos)
    drive(state, A.DONE, A.DONE)  # seats 2 and 1 build nothing
    drive(state, A.build("Billings"))  # seat 0: 4 cities
    assert state.market[:2] == [3, 4]  # RULES 3.4 would have removed 3 and 4
    original = GameState.from_position(pos.model_copy(update={"edition": "original"}))
    drive(original, A.DONE, A.DONE, A.build("Billings"))
    assert 3 not in original.market and 4 not in original.market


def test_the_inactive_area_is_not_dealt_with_the_recharged_set_up():
    from powergrid.rules import ConfigError, Variants

    config = GameConfig.quick(
        3,
        "usa",
        edition="recharged",
        variants=Variants(inactive_area=True, deck="doubled-example"),
    )
    with pytest.raises(ConfigError, match="inactive area"):
        new_game(config, 1)


def test_an_edition_is_checked():
    with pytest.raises(ValueError, match="edition"):
        GameConfig.quick(3, "usa", edition="deluxe")  # type: ignore[arg-type]


def test_illegal_discounted_bid_changes_nothing():
    s = recharged(3, seed=9)
    before = s.digest()
    with pytest.raises(IllegalActionError):
        s.apply(A.choose(s.plant_market().current[2], 1))
    assert s.digest() == before
