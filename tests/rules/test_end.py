"""The end of the game and its tie-breaks (RULES 3.4, 5)."""

from powergrid.rules import actions as A
from powergrid.rules import events as ev
from powergrid.rules.state import OVER

from .conftest import BUILD, at_phase, drive, give, play, set_market, set_step, start

CITIES = [
    "Seattle",
    "Portland",
    "Boise",
    "Billings",
    "Cheyenne",
    "Denver",
    "Omaha",
    "San Francisco",
    "Los Angeles",
    "San Diego",
    "Las Vegas",
    "Salt Lake City",
    "Phoenix",
    "Santa Fe",
    "Kansas City",
    "Oklahoma City",
    "Dallas",
    "Houston",
    "Memphis",
    "Birmingham",
    "New Orleans",
]


def final_build(players=3):
    """A late building phase on the west; seat 0 builds first."""
    pos = start(players, seed=11, regions=("purple", "cyan", "red"))
    set_market(pos, [40, 42, 44, 46, 50, 39, 38, 37])
    return at_phase(pos, BUILD, order=list(range(players))[::-1])


def test_game_ends_after_the_build_phase_that_reaches_the_threshold():
    # RULES 3.4, RULES 5: 3 players end at 17 cities; nobody earns anything more.
    pos = final_build()
    give(pos, 0, plants=[20, 25, 31], res=[7, 0, 0, 0], money=100, cities=CITIES[:16])
    give(pos, 1, plants=[33, 44], money=30, cities=CITIES[16:20])
    give(pos, 2, plants=[13], money=80, cities=[])
    s = play(pos)
    drive(s, A.Build(city="New Orleans"))  # seat 0 reaches 17
    assert s.phase == BUILD
    events = drive(s, A.Done(), A.Done(), A.Done())
    assert s.phase == OVER and s.is_terminal() and s.legal_actions() == []
    # With 7 coal seat 0 runs two of 20 (3 coal, 5), 25 (2 coal, 5), 31 (3 coal, 6): 11.
    assert s.outcome().powered() == (11, 4, 0)
    assert s.outcome().ranking == (0, 1, 2) and s.outcome().winners == (0,)
    assert [st.place for st in s.outcome().standings] == [1, 2, 3]
    assert isinstance(events[-1], ev.GameEnded)
    assert s.returns() == [1.0, 0.0, 0.0]


def test_tie_on_powered_goes_to_money_then_cities_then_shared():
    # RULES 5
    pos = set_step(final_build(), 2)  # two houses per city: seats 0 and 2 share three
    give(pos, 0, plants=[27], money=20, cities=CITIES[:17])
    give(pos, 1, plants=[33], money=25, cities=["New Orleans", "Birmingham", "Memphis"])
    give(
        pos, 2, plants=[37], money=25, cities=["Houston", "Dallas", "Oklahoma City", "Kansas City"]
    )
    s = play(pos)
    drive(s, A.Done(), A.Done(), A.Done())
    # Powered 3, 3, 4: seat 2 first; seats 0 and 1 tie on powered, seat 1 has more money.
    assert s.outcome().ranking == (2, 1, 0)
    assert s.outcome().mean_ranks() == (3.0, 2.0, 1.0)

    pos = final_build()
    give(pos, 0, plants=[33], money=25, cities=CITIES[:17])
    give(pos, 1, plants=[37], money=25, cities=["Memphis", "Birmingham", "New Orleans", "Houston"])
    give(pos, 2, plants=[13], money=5, cities=[])
    s = play(pos)
    drive(s, A.Done(), A.Done(), A.Done())
    # Powered 4 and 4, money equal: more cities connected wins.
    assert s.outcome().ranking[0] == 0 and s.outcome().winners == (0,)

    pos = set_step(final_build(), 2)  # two houses per city
    give(pos, 0, plants=[33], money=25, cities=CITIES[:17])
    give(pos, 1, plants=[37], money=25, cities=CITIES[4:])
    give(pos, 2, plants=[13], money=5, cities=[])
    s = play(pos)
    drive(s, A.Done(), A.Done(), A.Done())
    # 4 powered, 25 Elektro and 17 cities each: the win is shared.
    assert sorted(s.outcome().winners) == [0, 1]
    assert [st.place for st in s.outcome().standings] == [1, 1, 3]  # shared first place
    assert s.outcome().mean_ranks() == (1.5, 1.5, 3.0)  # the ranks they cover, shared
    assert s.returns() == [0.5, 0.5, 0.0]


def test_two_players_end_at_21():
    # RULES 1.5
    s = play(give(final_build(players=2), 0, plants=[13], money=100, cities=CITIES[:20]))
    drive(s, A.Done(), A.Done())
    assert s.phase != OVER
    s = play(give(final_build(players=2), 0, plants=[13], money=100, cities=CITIES[:21]))
    drive(s, A.Done(), A.Done())
    assert s.phase == OVER
