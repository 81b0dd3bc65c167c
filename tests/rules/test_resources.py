"""Phase 3: buying resources and the market (RULES 1.2, 1.3, 1.6, 3.3, 3.5.2)."""

import pytest

from powergrid.rules import IllegalActionError
from powergrid.rules import actions as A
from powergrid.rules import events as ev
from powergrid.rules.position import Resources
from powergrid.rules.state import BUILD

from .conftest import BUREAUCRACY, RESOURCES_PHASE, at_phase, drive, give, play, set_step, start


def position():
    """Buying resources, turn order 0-1-2 (so seat 2 buys first), 50 Elektro each."""
    pos = start(3, seed=5)
    give(pos, 0, plants=[4], money=50)  # coal x2: room 4
    give(pos, 1, plants=[5], money=50)  # hybrid x2: room 4 coal or oil
    give(pos, 2, plants=[11, 13], money=50)  # uranium x1: room 2; eco
    return at_phase(pos, RESOURCES_PHASE, order=[0, 1, 2])


def test_reverse_order_and_cheapest_first():
    # RULES 3.3: reverse order; a token costs its space's price, cheapest first.
    s = play(position())
    assert s.current_player == 2
    events = drive(s, A.Buy(resource="uranium", amount=2))
    assert ev.ResourcesBought(2, 3, 2, 30) in events  # 14 + 16
    assert s.players[2].money == 20 and s.res_market[3] == 0
    drive(s, A.Done())
    assert s.current_player == 1
    events = drive(s, A.Buy(resource="oil", amount=4))
    assert ev.ResourcesBought(1, 1, 4, 3 + 3 + 3 + 4) in events
    drive(s, A.Done())
    assert s.current_player == 0
    drive(s, A.Buy(resource="coal", amount=4))
    assert s.players[0].money == 50 - (1 + 1 + 1 + 2)
    drive(s, A.Done())
    assert s.phase == BUILD


def test_storage_limits_and_hybrid_sharing():
    # RULES 1.6, RULES 3.3: twice the amount, own fuel only; hybrids share coal and oil.
    s = play(position())
    drive(s, A.Done())
    drive(s, A.Buy(resource="coal", amount=3))
    with pytest.raises(IllegalActionError, match="room for 1 more oil"):
        s.apply(A.Buy(resource="oil", amount=2))
    with pytest.raises(IllegalActionError, match="room for 0 more garbage"):
        s.apply(A.Buy(resource="garbage", amount=1))
    legal = s.legal_actions()
    assert A.buy("oil", 1) in legal and A.buy("oil", 2) not in legal
    assert A.buy("coal", 1) in legal and A.buy("coal", 2) not in legal


def test_storage_pools_across_plants():
    # RULES 3.3: tokens move freely between a player's plants; what counts is the total.
    s = play(give(position(), 2, plants=[4, 5, 7], res=[6, 2, 0, 0]))  # 4 + hybrid 4 + 6
    assert s.players[2].room_for(1) == 14 - 6 - 2  # oil: 6 + hybrid left (4 - 2)
    assert s.players[2].room_for(0) == 0 + 4 - 2  # coal: hybrid room not used by oil


def test_money_and_market_limits():
    s = play(give(position(), 2, money=29))
    with pytest.raises(IllegalActionError, match="cost 30, you have 29"):
        s.apply(A.Buy(resource="uranium", amount=2))
    pos = position()
    pos.resource_market.uranium = 1
    s = play(pos)
    with pytest.raises(IllegalActionError, match="only 1 uranium"):
        s.apply(A.Buy(resource="uranium", amount=2))


def test_refill_fills_most_expensive_places_and_is_capped_by_supply():
    # RULES 1.2, RULES 1.3, RULES 3.5.2: the five-player step-2 refill is 7/5/3/3 (seeds/001).
    pos = start(5, seed=1)
    for seat in range(5):
        give(pos, seat, plants=[13], money=50)
    at_phase(pos, BUREAUCRACY, order=[0, 1, 2, 3, 4])
    set_step(pos, 2)
    pos.resource_market = Resources(coal=10, oil=18, garbage=6, uranium=0)
    give(pos, 0, plants=[11, 17, 13], res=[0, 0, 0, 4])
    s = play(pos)
    assert s.players[0].plants == [11, 13, 17]
    # Uranium supply: 12 - 4 held = 8 -> 3 added at prices 16, 14, 12 (most expensive).
    events = []
    for _seat in range(5):
        events += s.apply(A.run((), 0))
    assert ev.MarketRefilled((7, 5, 3, 3)) in events
    assert s.res_market[:3] == [17, 23, 9]
    # 3 uranium on the track sit on 12, 14, 16: buying one costs 12.
    from powergrid.rules.tables import BUY_COST

    assert s.res_market[3] == 3 and BUY_COST[3][3][1] == 12
    pos = s.to_position()  # the next round, back in bureaucracy:
    pos.resource_market = Resources(coal=24, oil=24, garbage=24, uranium=8)
    s = play(at_phase(pos, BUREAUCRACY))  # with 4 uranium held: nothing in the supply
    events = []
    for _seat in range(5):
        events += s.apply(A.run((), 0))
    # The track is full and the supply is empty: nothing is added.
    assert ev.MarketRefilled((0, 0, 0, 0)) in events


def test_refill_takes_what_the_supply_has():
    # RULES 1.3: if the supply holds fewer tokens than the table asks for, add what there is.
    pos = start(2, seed=1)
    give(pos, 0, plants=[11, 17], res=[0, 0, 0, 4])
    give(pos, 1, plants=[23, 28], res=[0, 0, 0, 4])
    pos.resource_market.uranium = 3  # 12 - 8 held - 3 = 1 in the supply
    s = play(at_phase(pos, BUREAUCRACY, order=[0, 1]))
    events = drive(s, A.run((), 0), A.run((), 0))
    # Coal: all 24 still on the market, none in the supply; uranium: the one left.
    assert ev.MarketRefilled((0, 2, 1, 1)) in events
    assert s.res_market[3] == 4 and s.supply()[3] == 0
