"""The game log's word of a power outage (RULES 8.70): when the building of a round
breaks the grid, the bureaucracy begins with an event that names the round, the cities
built, the limit, the penalty a city and each seat's cut; networked seats receive it."""

from __future__ import annotations

from powergrid.net.visibility import event_data, event_from_data, events_for
from powergrid.rules import GameConfig, new_game
from powergrid.rules import actions as A
from powergrid.rules import events as ev

from .conftest import BUILD, at_phase, drive, give, play

#: Cities of the Indian subcontinent's green region, joined in this order.
GREEN = ["Agra", "Kanpur", "Lucknow", "Varanasi", "Patna", "Kathmandu", "Darjeeling"]


def last_builder(built: int):
    """Three players on the Indian subcontinent in round 3's building, seat 2 the last
    to build; seat 0 owns 5 cities, seat 1 owns 2; ``built`` houses went up this round."""
    first = new_game(GameConfig.quick(3, "indian_subcontinent"), 1)
    pos = first.to_position()
    give(pos, 0, plants=[4, 10], cities=GREEN[:5], money=30)
    give(pos, 1, plants=[13], cities=GREEN[5:], money=30)
    at_phase(pos, BUILD, order=[2, 1, 0], round=3)  # building goes in reverse: seat 0 last
    pos.turn = 2
    pos.marks = {"outage_penalty": 7 - built}
    return play(pos)


def test_the_bureaucracy_of_an_outage_begins_with_its_event():
    # RULES 8.70: 7 cities built by 3 players (more than 6): 3 Elektro a city owned.
    s = last_builder(built=7)
    events = drive(s, A.DONE)
    outages = [e for e in events if isinstance(e, ev.PowerOutage)]
    assert outages == [ev.PowerOutage(round=3, built=7, most=6, penalty=3, cuts=(15, 6, 0))]
    kinds = [type(e).__name__ for e in events]
    assert kinds.index("PowerOutage") == kinds.index("PhaseStarted") + 1  # before any pay
    assert "Power outage in round 3: 7 cities built (more than 6)" in outages[0].text(
        ["Ann", "Ben", "Cleo"]
    )


def test_a_round_within_the_limit_has_no_outage_event():
    s = last_builder(built=6)
    events = drive(s, A.DONE)
    assert s.phase == "bureaucracy"
    assert not [e for e in events if isinstance(e, ev.PowerOutage)]


def test_every_networked_seat_receives_the_outage_as_it_happened():
    s = last_builder(built=7)
    events = drive(s, A.DONE)
    outage = next(e for e in events if isinstance(e, ev.PowerOutage))
    for seat in (0, 1, 2, None):
        sent = [d for d in events_for(events, seat) if d.kind == "PowerOutage"]
        assert sent == [event_data(outage)]
        assert event_from_data(sent[0]) == outage  # the cuts come back as a tuple
