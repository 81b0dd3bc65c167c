"""The Step 3 card, step 3 and an empty draw stack (RULES 4.2-4.4)."""

from powergrid.rules import STEP3
from powergrid.rules import actions as A
from powergrid.rules import events as ev
from powergrid.rules.state import RESOURCES_PHASE

from .conftest import (
    AUCTION,
    BUILD,
    BUREAUCRACY,
    at_phase,
    drive,
    give,
    play,
    set_market,
    set_step,
    stack,
    start,
)


def stack_with_step3_next(pos, below=(30, 31, 32)):
    """Leave only the Step 3 card on top of a few known plants (the rest left the game)."""
    return stack(pos, ["step3", *reversed(below)])


def players(pos, plants):
    for seat, plant in enumerate(plants):
        give(pos, seat, plants=[plant], money=100)


def test_step3_card_drawn_in_the_auction():
    # RULES 4.2: highest, end of the future market, not for sale; the auction goes on;
    # at the end of phase 2 it leaves with the lowest plant; step 3 starts with phase 3.
    pos = start(3, seed=9)
    players(pos, [3, 4, 6])
    set_market(pos, [10, 11, 12, 14, 15, 16, 17, 18])
    stack_with_step3_next(pos)
    s = play(at_phase(pos, AUCTION, order=[0, 1, 2]))
    events = drive(s, A.ChoosePlant(plant=10, bid=10), A.Pass(), A.Pass())
    assert ev.PlantDrawn(STEP3) in events
    assert s.market[-1] == STEP3 and s.step3_pending and STEP3 not in s.current_market()
    assert sorted(s.deck) == [30, 31, 32]  # the rest was shuffled
    # The auction goes on normally: a sale is replaced, the card stays last.
    events = drive(s, A.ChoosePlant(plant=11, bid=11), A.Pass())
    assert s.market[-1] == STEP3 and len(s.market) == 8 and s.step == 1
    events = drive(s, A.Pass())
    assert ev.StepStarted(3) in events and s.step == 3 and s.phase == RESOURCES_PHASE
    assert STEP3 not in s.market and len(s.market) == 6 and 12 not in s.market
    assert s.current_market() == s.market  # all six for sale


def test_step3_card_drawn_while_building():
    # RULES 4.2: removed (with the lowest plant) when phase 4 ends; step 3 from phase 5.
    pos = start(3, seed=9, regions=("purple", "cyan", "red"))
    players(pos, [20, 21, 22])
    set_market(pos, [7, 8, 9, 10, 11, 12, 14, 15])
    stack_with_step3_next(pos)
    give(pos, 1, cities=["Seattle", "Portland", "Boise", "Billings", "Cheyenne", "Denver"])
    at_phase(pos, BUILD, order=[2, 1, 0])
    give(
        pos,
        0,
        money=500,
        cities=[
            "Omaha",
            "San Francisco",
            "Los Angeles",
            "San Diego",
            "Las Vegas",
            "Salt Lake City",
            "Phoenix",
        ],
    )
    s = play(pos)
    events = drive(s, A.Build(city="Santa Fe"))  # 8 cities: 7 and 8 purged
    assert ev.PlantDrawn(STEP3) in events and s.market[-1] == STEP3 and s.step == 1
    events = drive(s, A.Done(), A.Done(), A.Done())
    assert ev.StepStarted(3) in events and s.step == 3 and s.phase == BUREAUCRACY
    assert STEP3 not in s.market and STEP3 in s.removed


def test_step3_card_drawn_in_bureaucracy():
    # RULES 4.2: removed at once with the lowest plant; step 3 from the next round.
    pos = start(3, seed=9)
    players(pos, [13, 18, 22])
    set_market(pos, [10, 11, 12, 14, 15, 16, 17, 19])
    stack_with_step3_next(pos)
    s = play(at_phase(pos, BUREAUCRACY, order=[0, 1, 2]))
    events = drive(s, A.Run(), A.Run(), A.Run())
    assert ev.PlantUnderStack(19) in events and ev.PlantDrawn(STEP3) in events
    assert ev.PlantRemoved(10, "Step 3 begins") in events and s.step == 3
    assert s.market == [11, 12, 14, 15, 16, 17] and s.phase == AUCTION
    assert sorted(s.deck) == [19, 30, 31, 32] and s.known_bottom == 0


def test_step3_auction_fills_the_market_up_to_six():
    # RULES 4.3
    pos = start(3, seed=9)
    players(pos, [13, 18, 22])
    set_step(pos, 3)
    set_market(pos, [11, 12, 14, 15], deck_top=[33, 34, 35])
    s = play(at_phase(pos, BUREAUCRACY, order=[0, 1, 2]))
    drive(s, A.Run(), A.Run(), A.Run())  # removes 11, draws 33, then fills up
    assert s.market == [12, 14, 15, 33, 34, 35] and s.phase == AUCTION


def test_empty_stack_leaves_the_market_short():
    # RULES 4.4
    pos = start(3, seed=9)
    players(pos, [3, 4, 6])
    set_market(pos, [10, 11, 12, 14, 15, 16, 17, 18])
    stack(pos, [])
    set_step(pos, 3)
    s = play(at_phase(pos, AUCTION, order=[0, 1, 2]))
    drive(s, A.ChoosePlant(plant=10, bid=10), A.Pass(), A.Pass())
    assert s.market == [11, 12, 14, 15, 16, 17, 18]
    drive(s, A.ChoosePlant(plant=11, bid=11), A.Pass())
    assert len(s.market) == 6
