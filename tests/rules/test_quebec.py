"""Québec, from the sixth expansion box (docs/rules.md 9.13): its deck in both rule
sets, its market and refill, and ecological plants that never go under the stack
(8.50, 8.51)."""

from __future__ import annotations

import json

import pytest

from powergrid.board import load_map
from powergrid.rules import ConfigError, GameConfig, GameState, new_game
from powergrid.rules import actions as A
from powergrid.rules import events as ev
from powergrid.rules.cards import PLANTS
from powergrid.rules.state import HIDDEN

from .conftest import BUREAUCRACY, at_phase, drive, play, set_market, set_step

ECO = tuple(n for n in range(3, 51) if n in PLANTS and PLANTS[n].kind == "eco")


def game(players: int, edition: str = "original", seed: int = 1) -> GameState:
    return new_game(GameConfig.quick(players, "quebec", edition=edition), seed)  # type: ignore[arg-type]


# ----- 9.13: the deck -------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_quebec_puts_13_18_22_on_top_and_removes_no_eco_plant(players):
    # RULES 9.13, 8.30: 13, 18 and 22 face up on top (13 topmost); the removals of 1.5
    # take no ecological plant, so every one of them stays in the game.
    for seed in range(6):
        s = game(players, seed=seed)
        assert s.market == [3, 4, 5, 6, 7, 8, 9, 10] and s.deck[-3:] == [22, 18, 13]
        assert len(s.setup_removed) == {2: 8, 3: 8, 4: 4}.get(players, 0)
        assert not [p for p in s.setup_removed if PLANTS[p].kind == "eco"]
        assert set(ECO) <= set(s.deck)
    view = game(players, seed=1).view(0)
    assert view.deck[-3:] == [22, 18, 13] and view.deck[-4] == HIDDEN


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_recharged_quebec_lays_18_and_22_under_the_hidden_top_card(players):
    # RULES 9.13, 8.51: eight plug plants (13 among the candidates) make the market,
    # one more lies face down on top, 18 and 22 right under it; no eco plant leaves.
    for seed in range(6):
        s = game(players, "recharged", seed)
        assert len(s.market) == 8 and all(p <= 15 for p in s.market)
        assert s.deck[-1] <= 15 and s.deck[-3:-1] == [22, 18]
        assert not [p for p in s.setup_removed if PLANTS[p].kind == "eco"]
        assert set(ECO) <= set(s.deck) | set(s.market)
        assert not s.removed


def test_quebec_starts_with_21_coal_and_21_oil_in_both_rule_sets():
    # RULES 9.13: the board's own market at set-up holds in both rule sets.
    for edition in ("original", "recharged"):
        market = game(4, edition).resource_market()
        assert market.on_market == (21, 21, 6, 2)
        assert market.next_price("coal") == 2 and market.next_price("oil") == 2


def test_quebec_refills_by_its_own_table():
    # RULES 9.13: the refill table from the board (3 players, coal/oil/garbage/uranium).
    book = game(3).book
    assert [book.refill(step) for step in (1, 2, 3)] == [(4, 2, 1, 1), (4, 3, 2, 1), (3, 3, 3, 1)]


# ----- 8.50: ecological plants never go under the stack ----------------------------------


def bureaucracy(market, top, step=1, edition="original"):
    pos = game(3, edition).to_position()
    set_market(pos, market, deck_top=top)
    if step != 1:
        set_step(pos, step)
    at_phase(pos, BUREAUCRACY, order=[0, 1, 2])
    pos.turn = 2
    pos.marks = {}
    return play(pos)


def under(events):
    return [e.plant for e in events if isinstance(e, ev.PlantUnderStack)]


def test_the_highest_plant_that_burns_goes_under_when_the_highest_is_ecological():
    # RULES 8.50: 27 (wind) stays; 25 (the highest that burns) goes under, 31 drawn.
    s = bureaucracy([3, 4, 5, 6, 7, 9, 25, 27], top=[31])
    events = drive(s, A.run(()))
    assert under(events) == [25] and s.deck[0] == 25
    assert s.market == [3, 4, 5, 6, 7, 9, 27, 31]


def test_the_highest_plant_goes_under_as_usual_when_it_burns():
    # RULES 8.50, 3.5.3: nothing changes when the highest plant is not ecological.
    s = bureaucracy([3, 4, 5, 6, 7, 8, 9, 10], top=[31])
    assert under(drive(s, A.run(()))) == [10] and s.market[-1] == 31


def test_a_future_market_all_ecological_sends_the_highest_current_plant_under():
    # RULES 8.50: the future market is 13, 18, 22, 27: the highest plant that burns is
    # 10, in the current market; it goes under and 31 is drawn.
    s = bureaucracy([4, 6, 7, 10, 13, 18, 22, 27], top=[31])
    assert under(drive(s, A.run(()))) == [10]
    assert s.market == [4, 6, 7, 13, 18, 22, 27, 31]


def test_a_market_of_ecological_plants_only_sends_none_under_and_draws_none():
    # Ruling (RULES 8.50): no plant that burns, so nothing goes under and none is drawn.
    s = bureaucracy([13, 18, 22, 27, 33, 37, 44, 50], top=[31])
    events = drive(s, A.run(()))
    assert under(events) == [] and s.market == [13, 18, 22, 27, 33, 37, 44, 50]
    assert s.deck[-1] == 31


def test_step_3_removes_the_lowest_plant_even_an_ecological_one():
    # RULES 8.50, 3.5.3: the change speaks of the stack only; step 3 removes the lowest.
    s = bureaucracy([13, 20, 22, 25, 27, 30], top=[31], step=3)
    events = drive(s, A.run(()))
    assert [e.plant for e in events if isinstance(e, ev.PlantRemoved)] == [13]
    assert s.market == [20, 22, 25, 27, 30, 31]


def test_the_recharged_bureaucracy_keeps_ecological_plants_out_of_the_stack_too():
    # RULES 8.50 holds in both rule sets.
    s = bureaucracy([3, 4, 5, 6, 7, 9, 25, 27], top=[31], edition="recharged")
    assert under(drive(s, A.run(()))) == [25]


def test_a_deal_naming_a_plant_twice_or_one_the_deck_lacks_is_refused(tmp_path):
    # RULES 8.51: the plants under the top card must be in the deck, once.
    data = json.loads(load_map("quebec").model_dump_json(by_alias=True, exclude_none=True))
    deal = next(e for e in data["rules"] if e["id"] == "plug_socket_deck")
    deal["below_top"], deal["in_market"] = [18, 99], [18]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ConfigError) as refused:
        game_of(str(path))
    assert "plant 99 is not in deck" in str(refused.value)
    assert "a plant is named twice" in str(refused.value)


def game_of(path: str) -> GameState:
    return new_game(GameConfig.quick(3, path, edition="recharged"), 1)  # type: ignore[arg-type]
