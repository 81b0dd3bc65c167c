"""Baden-Württemberg, from the sixth expansion box (docs/rules.md 9.14): plants before
the turn order (8.52), two plants leave when none is sold (8.53), small plants stay,
cities beyond the border open in step 2, and its step-2 thresholds."""

from __future__ import annotations

import pytest

from powergrid.rules import GameConfig, GameState, new_game
from powergrid.rules import actions as A
from powergrid.rules import events as ev

from .conftest import AUCTION, BUREAUCRACY, at_phase, drive, give, play, set_market

BORDER = ("Augsburg", "Basel", "Ludwigshafen", "Nürnberg", "Strasbourg")


def game(players: int, edition: str = "original", seed: int = 1, map: str = "") -> GameState:
    config = GameConfig.quick(players, map or "baden_wurttemberg", edition=edition)  # type: ignore[arg-type]
    return new_game(config, seed)


def removed(events):
    return [e.plant for e in events if isinstance(e, ev.PlantRemoved)]


def end_of_round(edition="original", map=""):
    """Round 1's last run, seat 2 with the biggest network though last in turn order."""
    s = game(3, edition, map=map)
    pos = s.to_position()
    towns = [c for c in s.board.cities if c not in BORDER]
    give(pos, 0, plants=[4], cities=towns[:1], money=30)
    give(pos, 1, plants=[5], cities=towns[1:2], money=30)
    give(pos, 2, plants=[3], cities=towns[2:5], money=30)
    set_market(pos, [6, 7, 8, 9, 10, 11, 12, 14])
    at_phase(pos, BUREAUCRACY, order=[0, 1, 2], round=1)
    pos.turn = 2
    pos.marks = {}
    return play(pos)


# ----- 8.52: plants before the turn order -----------------------------------------------


@pytest.mark.parametrize("edition", ["original", "recharged"])
def test_the_auction_follows_last_rounds_order_and_the_order_is_set_after_it(edition):
    # RULES 8.52: round 2's auction runs in round 1's order although seat 2 has the
    # most cities; once the auction ends, the order is set by cities, then plants.
    s = end_of_round(edition)
    events = drive(s, A.run(()))
    started = [e for e in events if isinstance(e, ev.RoundStarted)]
    assert started and started[0].order == [0, 1, 2]
    assert s.phase == AUCTION and s.chooser == 0
    events = drive(s, A.Pass(), A.Pass(), A.Pass())
    changed = [e.order for e in events if isinstance(e, ev.TurnOrderChanged)]
    assert changed == [[2, 1, 0]] and s.order == [2, 1, 0]


def test_the_base_game_sets_the_order_before_the_auction():
    # RULES 3.1 (for contrast): on a board without 8.52 the order changes at once.
    s = end_of_round(map="usa")
    events = drive(s, A.run(()))
    started = [e for e in events if isinstance(e, ev.RoundStarted)]
    assert started[0].order == [2, 1, 0] and s.chooser == 2


# ----- 8.53: two plants leave when none is sold -------------------------------------------


@pytest.mark.parametrize("edition", ["original", "recharged"])
def test_two_lowest_plants_leave_when_nobody_buys(edition):
    # RULES 8.53: all pass in round 2; 6 and 7 leave, two plants are drawn.
    s = end_of_round(edition)
    drive(s, A.run(()))
    events = drive(s, A.Pass(), A.Pass(), A.Pass())
    assert removed(events) == [6, 7]
    assert len(s.market) == 8 and 6 not in s.market and 7 not in s.market
    assert {6, 7} <= set(s.plant_market().removed)


def test_no_plant_leaves_when_one_is_sold():
    # RULES 8.53: a sold plant is replaced; nothing leaves at the end of the phase.
    s = end_of_round()
    drive(s, A.run(()))
    events = drive(s, A.ChoosePlant(plant=6, bid=6), A.Pass(), A.Pass(), A.Pass(), A.Pass())
    assert removed(events) == []


# ----- 9.14: small plants stay, the border cities, the thresholds ------------------------


def test_a_small_plant_stays_when_a_network_reaches_its_number():
    # RULES 9.14 (7.4 in both rule sets): a network of 6 cities leaves plant 6 for sale.
    s = game(3)
    pos = s.to_position()
    give(pos, 0, plants=[12], cities=[c for c in s.board.cities if c not in BORDER][:6])
    set_market(pos, [6, 7, 8, 9, 10, 11, 13, 14])
    s = play(pos)
    s._purge([])
    assert s.market[0] == 6


def test_the_cities_beyond_the_border_open_in_step_2_at_15_and_20():
    # RULES 9.14: Strasbourg, Basel, Ludwigshafen, Nürnberg and Augsburg have two
    # places, the first open from step 2 at 15, the second from step 3 at 20.
    s = game(6)
    book, towns = s.book, list(s.board.cities)
    for name in BORDER:
        city = towns.index(name)
        assert book.house_prices(1, city) == ()
        assert book.house_prices(2, city) == (15,)
        assert book.house_prices(3, city) == (15, 20)


@pytest.mark.parametrize(("players", "step2"), [(2, 9), (3, 6), (4, 6), (5, 6), (6, 5)])
def test_step_2_begins_at_the_boards_own_count(players, step2):
    # RULES 9.14: step 2 at 9 cities with 2 players, 6 with 3 to 5, 5 with 6.
    assert game(players).limits().step2_cities == step2


def test_the_recharged_board_plays_without_the_discounted_plant():
    # RULES 9.14: the discounted plant (7.3) is left out; small plants stay.
    book = game(3, "recharged").book
    assert book.change("discount_plant") is None
    assert book.change("keep_small_plants") is not None
