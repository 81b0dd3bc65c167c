"""Phase 1 and phase 5: turn order and bureaucracy (RULES 3.1, 3.5)."""

import pytest

from powergrid.rules import IllegalActionError
from powergrid.rules import actions as A
from powergrid.rules import events as ev
from powergrid.rules.state import AUCTION

from .conftest import BUREAUCRACY, at_phase, drive, give, play, set_market, set_step, start


def position():
    """Bureaucracy on the west (3 players), turn order 0-1-2."""
    pos = start(3, seed=8, regions=("purple", "cyan", "red"))
    set_market(pos, [11, 12, 14, 15, 16, 17, 18, 19], deck_top=[21, 22])
    return at_phase(pos, BUREAUCRACY, order=[0, 1, 2])


def test_seed_text_bureaucracy_example():
    # RULES 3.5, seeds/001: plants 4 and 7, coal but not enough oil: plant 4 runs,
    # 1 of 2 cities is powered, income 22, 2 coal go back to the supply.
    s = play(give(position(), 0, plants=[4, 7], res=[2, 1, 0, 0], cities=["Seattle", "Portland"]))
    legal = s.legal_actions()
    assert A.run((4, 7), 0) not in legal and A.run((4,), 0) in legal
    supply = s.supply()[0]
    events = drive(s, A.Run(plants=(4,)))
    assert ev.PlantsRun(0, (4,), (2, 0, 0, 0), 1, 22) in events
    assert s.players[0].money == 50 + 22 and s.supply()[0] == supply + 2


def test_powered_is_capped_by_cities_and_zero_pays_ten():
    # RULES 3.5.1, RULES 1.4
    pos = position()
    give(pos, 0, plants=[18], cities=["Seattle"])  # eco 2 cities, 1 connected
    give(pos, 1, plants=[13], cities=[])
    s = play(pos)
    events = drive(s, A.Run(plants=(18,)), A.Run(plants=(13,)))
    assert ev.PlantsRun(0, (18,), (0, 0, 0, 0), 1, 22) in events
    assert ev.PlantsRun(1, (13,), (0, 0, 0, 0), 0, 10) in events


def test_hybrid_mix_is_the_players_choice():
    # RULES 1.6, RULES 3.5.1: a hybrid burns any mix of coal and oil.
    s = play(
        give(
            position(), 0, plants=[5, 21], res=[3, 3, 0, 0], cities=["Seattle", "Portland", "Boise"]
        )
    )
    mixes = {a.coal for a in s.legal_actions() if a.plants == (5, 21)}
    assert mixes == {1, 2, 3}  # 4 tokens, at most 3 of each
    with pytest.raises(IllegalActionError, match="needs 4 oil"):
        s.apply(A.Run(plants=(5, 21), coal=0))
    drive(s, A.Run(plants=(5, 21), coal=1))
    assert s.players[0].res == [2, 0, 0, 0]


def test_may_run_fewer_plants_and_not_someone_elses():
    # RULES 3.5.1
    s = play(
        give(
            position(), 0, plants=[4, 8], res=[5, 0, 0, 0], cities=["Seattle", "Portland", "Boise"]
        )
    )
    with pytest.raises(IllegalActionError, match="do not own plant 9"):
        s.apply(A.Run(plants=(9,)))
    with pytest.raises(IllegalActionError, match="only once"):
        s.apply(A.Run(plants=(4, 4)))
    drive(s, A.Run(plants=(8,)))
    assert s.players[0].res == [2, 0, 0, 0]


def test_round_end_plant_under_stack_and_new_turn_order():
    # RULES 3.5.3 (steps 1-2) and RULES 3.1: most cities first, ties by highest plant.
    pos = position()
    give(pos, 0, plants=[10], cities=["Seattle"])
    give(pos, 1, plants=[20], cities=["Portland"])
    give(pos, 2, plants=[3], cities=["Boise", "Billings"])
    s = play(pos)
    events = drive(s, A.Run(), A.Run(), A.Run())
    assert ev.PlantUnderStack(19) in events and s.deck[0] == 19 and s.known_bottom == 1
    assert 21 in s.market and 19 not in s.market
    assert s.order == [2, 1, 0] and s.phase == AUCTION and s.round == 3


def test_round_end_in_step_three_removes_the_lowest():
    # RULES 3.5.3
    pos = set_step(position(), 3)
    set_market(pos, [11, 12, 14, 15, 16, 17], deck_top=[21])
    s = play(pos)
    events = drive(s, A.Run(), A.Run(), A.Run())
    assert ev.PlantRemoved(11, "bureaucracy in step 3") in events
    assert s.market == [12, 14, 15, 16, 17, 21]
