"""Phase 2: the auction (RULES 3.2)."""

import pytest

from powergrid.rules import IllegalActionError
from powergrid.rules import actions as A
from powergrid.rules import events as ev
from powergrid.rules.state import RESOURCES_PHASE

from .conftest import AUCTION, at_phase, drive, fresh, give, play, set_market, start


def three_players():
    """Round 2 auction, turn order 0-1-2; plants 3, 4 and 6; 50 Elektro each."""
    pos = start(3, seed=2)
    for seat, plant in enumerate((3, 4, 6)):
        give(pos, seat, plants=[plant], money=50)
    set_market(pos, [10, 11, 12, 14, 15, 16, 17, 18], deck_top=[20, 21, 22])
    return at_phase(pos, AUCTION, order=[0, 1, 2])


def test_seed_text_auction_example():
    # RULES 3.2, the example of seeds/001: A opens 12 at 15, B 17, C passes, A 18, B 19,
    # A passes: B buys for 19. A may choose again but passes; C then buys at the minimum.
    s = play(three_players())
    assert s.current_player == 0
    drive(s, A.ChoosePlant(plant=12, bid=15))
    assert s.current_player == 1  # clockwise after the chooser
    drive(s, A.Bid(amount=17))
    assert s.current_player == 2
    drive(s, A.Pass())
    assert s.current_player == 0
    drive(s, A.Bid(amount=18), A.Bid(amount=19))
    events = drive(s, A.Pass())
    assert ev.PlantBought(1, 12, 19) in events
    assert s.players[1].money == 31 and s.players[1].plants == [4, 12]
    assert s.current_player == 0 and s.chooser == 0  # someone else won: same chooser
    drive(s, A.Pass())  # A is out of the phase
    assert s.current_player == 2
    events = drive(s, A.ChoosePlant(plant=10, bid=10))
    assert ev.PlantBought(2, 10, 10) in events  # nobody left to bid against C
    assert s.phase == RESOURCES_PHASE


def test_market_after_sale_draws_and_resorts():
    # RULES 3.2: after each sale draw one plant and re-sort: lowest four are current.
    s = play(three_players())
    drive(s, A.ChoosePlant(plant=12, bid=12), A.Pass(), A.Pass())
    assert s.market == [10, 11, 14, 15, 16, 17, 18, 20]
    assert s.current_market() == [10, 11, 14, 15]


def test_chooser_who_won_passes_the_choice_on():
    # RULES 3.2: if the chooser won, the next eligible player in turn order chooses.
    s = play(three_players())
    drive(s, A.ChoosePlant(plant=11, bid=11), A.Pass(), A.Pass())
    assert s.bought == [True, False, False] and s.current_player == 1


def test_bids_must_rise_and_stay_within_money():
    # RULES 3.2
    s = play(three_players())
    with pytest.raises(IllegalActionError, match="at least the plant's number"):
        s.apply(A.ChoosePlant(plant=12, bid=11))
    with pytest.raises(IllegalActionError, match="not in the current market"):
        s.apply(A.ChoosePlant(plant=16, bid=16))  # future market
    with pytest.raises(IllegalActionError, match="more than your 50"):
        s.apply(A.ChoosePlant(plant=12, bid=51))
    drive(s, A.ChoosePlant(plant=12, bid=20))
    before = s.digest()
    with pytest.raises(IllegalActionError, match="exceed the highest bid of 20"):
        s.apply(A.Bid(amount=20))
    assert s.digest() == before  # an illegal move changes nothing
    legal = s.legal_actions()
    assert legal[0] == A.Bid(amount=21) and legal[-2] == A.Bid(amount=50) and legal[-1] == A.PASS


def test_players_who_cannot_outbid_pass_by_themselves():
    # RULES 3.2: a player may not bid more than the money he has.
    s = play(give(three_players(), 1, money=14))
    events = drive(s, A.ChoosePlant(plant=14, bid=14))
    assert ev.Passed(1, "cannot outbid 14") in events
    assert s.current_player == 2


def test_buyers_and_passers_take_no_part_in_later_auctions():
    # RULES 3.2
    s = play(three_players())
    drive(s, A.ChoosePlant(plant=10, bid=10), A.Pass(), A.Pass())  # seat 0 bought
    drive(s, A.Pass())  # seat 1 out
    assert s.current_player == 2
    events = drive(s, A.ChoosePlant(plant=11, bid=11))
    assert ev.PlantBought(2, 11, 11) in events


def test_round_one_no_pass_and_everyone_buys_then_order_by_plant():
    # RULES 3.2: round 1: nobody may pass on choosing; order re-sorted by highest plant.
    s = fresh(3, seed=4)
    first = s.current_player
    with pytest.raises(IllegalActionError, match="round 1"):
        s.apply(A.Pass())
    assert A.PASS not in s.legal_actions()
    bought = {}
    while s.phase == AUCTION:
        seat = s.current_player
        if s.auc_plant:
            drive(s, A.Pass())
        else:
            plant = s.current_market()[-1]
            drive(s, A.ChoosePlant(plant=plant, bid=plant))
            bought[seat] = plant
    assert first in bought and sorted(bought) == [0, 1, 2]
    assert s.order == sorted(bought, key=lambda seat: -bought[seat])


def test_no_sale_in_a_whole_phase_removes_the_lowest_plant():
    # RULES 3.2
    s = play(three_players())
    events = drive(s, A.Pass(), A.Pass(), A.Pass())
    assert ev.PlantRemoved(10, "no plant was sold this round") in events
    assert 10 in s.removed and s.market == [11, 12, 14, 15, 16, 17, 18, 20]


def test_fourth_plant_discard_moves_fuel():
    # RULES 3.2: above the limit a plant owned before is discarded; its fuel moves
    # to the other plants where it fits, the rest returns to the supply.
    s = play(give(three_players(), 0, plants=[4, 8, 10], res=[6, 0, 0, 0], money=50))  # coal 4+6+4
    drive(s, A.ChoosePlant(plant=14, bid=14), A.Pass(), A.Pass())
    assert s.current_player == 0 and s.discard_seat == 0
    with pytest.raises(IllegalActionError, match="just bought"):
        s.apply(A.Discard(plant=14))
    supply_before = s.supply()[0]
    events = drive(s, A.Discard(plant=8))
    assert s.players[0].plants == [4, 10, 14] and s.players[0].res == [6, 0, 0, 0]
    assert ev.PlantDiscarded(0, 8, (0, 0, 0, 0)) in events and s.supply()[0] == supply_before
    assert 8 in s.removed and s.current_player == 1


def test_discard_returns_what_does_not_fit():
    # RULES 3.2
    s = play(give(three_players(), 0, plants=[4, 7, 8], res=[6, 6, 0, 0], money=50))
    drive(s, A.ChoosePlant(plant=14, bid=14), A.Pass(), A.Pass())
    events = drive(s, A.Discard(plant=7))  # oil has no room left
    assert ev.PlantDiscarded(0, 7, (0, 6, 0, 0)) in events
    assert s.players[0].res == [6, 0, 0, 0]


def test_discard_with_hybrid_asks_which_fuel_to_keep():
    # RULES 3.2 with hybrid storage: coal and oil compete for the hybrid's room.
    s = play(give(three_players(), 0, plants=[4, 5, 7], res=[6, 6, 0, 0], money=50))
    drive(s, A.ChoosePlant(plant=14, bid=14), A.Pass(), A.Pass())
    # Without 7 (oil room 6) only 4 (coal room 4) and 5 (hybrid room 4) remain: 8 of
    # the 12 tokens fit, with 0 to 2 coal in the hybrid.
    with pytest.raises(IllegalActionError, match="say which"):
        s.apply(A.Discard(plant=7))
    options = {a.keep for a in s.legal_actions() if a.plant == 7}
    assert options == {(6, 2, 0, 0), (5, 3, 0, 0), (4, 4, 0, 0)}
    with pytest.raises(IllegalActionError, match="do not fit"):
        s.apply(A.Discard(plant=7, keep=(3, 6, 0, 0)))
    events = drive(s, A.Discard(plant=7, keep=(5, 3, 0, 0)))
    assert s.players[0].res == [5, 3, 0, 0]
    assert ev.PlantDiscarded(0, 7, (1, 3, 0, 0)) in events


def test_two_players_may_own_four_plants():
    # RULES 1.5: the plant limit is 4 with 2 players.
    pos = start(2, seed=3)
    give(pos, 0, plants=[3, 4, 5], money=50)
    give(pos, 1, plants=[6], money=50)
    set_market(pos, [10, 11, 12, 14, 15, 16, 17, 18])
    s = play(at_phase(pos, AUCTION, order=[0, 1]))
    drive(s, A.ChoosePlant(plant=10, bid=10), A.Pass())
    assert s.players[0].plants == [3, 4, 5, 10] and s.discard_seat == -1


def test_wrong_kind_of_action_is_refused():
    s = play(three_players())
    with pytest.raises(IllegalActionError, match="not possible during the auction"):
        s.apply(A.Build(city="Seattle"))
