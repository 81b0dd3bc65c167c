"""A deck must open a game, and the setup and the log of decks other than the original
follow the rules: round 1 (RULES 3.2), the inactive area's setup removals (RULES 6),
turn order with a player who owns no plant (RULES 3.1), the Step 3 card (RULES 4.2).

Ruling (a hole in RULES): a deck "cannot start" a game when its starting market does
not hold, for certain, one plant per player that a player can pay with the 50
Elektro of the start (RULES 2.2). Round 1 forbids passing and makes every player
buy (RULES 3.2), so the original game never deals such a market; such a game is
refused at setup with its reason, and ``deck check`` says for which player counts
a deck opens a game.
"""

from __future__ import annotations

import json

import pytest

from powergrid.cli.deckcmd import check_deck
from powergrid.rules import (
    PLANTS,
    STEP3,
    ConfigError,
    GameConfig,
    Pass,
    Variants,
    card_set,
    load_deck,
    new_game,
    opening_problem,
    parse_deck,
    playable_counts,
)
from powergrid.rules import actions as A
from powergrid.rules import events as ev
from powergrid.rules.invariants import violations

ORIGINAL = json.loads(load_deck("original").model_dump_json())


def deck(market: list, **changes) -> dict:
    """The original deck with another starting market (test data)."""
    data = json.loads(json.dumps(ORIGINAL))
    data.update(name="test deck", setup={"market": market, "top": 13, "under_step3": 0})
    data.update(changes)
    return data


def expensive(numbers: range) -> list[dict]:
    """Plants numbered above 50 (test data, not printed cards)."""
    return [{"number": n, "fuel": ["coal"], "amount": 3, "cities": 7} for n in numbers]


def test_a_market_nobody_can_pay_cannot_open_a_game():
    # RULES 2.2 and 3.2: 50 Elektro each, and everybody must buy in round 1.
    data = deck([51, 52, 53, 54], plants=ORIGINAL["plants"] + expensive(range(51, 55)))
    cards = card_set(parse_deck(json.dumps(data)))
    assert playable_counts(cards, inactive=False) == []
    problem = opening_problem(cards, 2, inactive=False)
    assert problem is not None and "holds 0 plants a player can pay" in problem
    with pytest.raises(ConfigError, match="round 1 needs one for each of the 2 players"):
        new_game(GameConfig.quick(2, variants=Variants(deck_content=cards.file)), 1)


def test_deck_check_refuses_a_deck_that_cannot_start_and_says_why(tmp_path):
    data = deck([51, 52, 53, 54], plants=ORIGINAL["plants"] + expensive(range(51, 55)))
    path = tmp_path / "dear.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = check_deck(str(path))
    assert not result["ok"]
    assert result["problems"] == [
        "setup: the starting market of deck test deck holds 0 plants a player can pay "
        "(number at most 50, RULES 2.2); round 1 needs one for each of the 2 players (RULES 3.2)"
    ]


def test_a_market_with_three_affordable_plants_opens_games_of_two_and_three():
    data = deck([3, 4, 5, 51, 52, 53, 54], plants=ORIGINAL["plants"] + expensive(range(51, 55)))
    cards = card_set(parse_deck(json.dumps(data)))
    assert playable_counts(cards, inactive=False) == [2, 3]
    new_game(GameConfig.quick(3, variants=Variants(deck_content=cards.file)), 1)
    with pytest.raises(ConfigError, match="holds 3 plants .* each of the 4 players"):
        new_game(GameConfig.quick(4, variants=Variants(deck_content=cards.file)), 1)


def test_the_shipped_decks_open_every_player_count():
    for name in ("original", "plus-example", "doubled-example"):
        assert playable_counts(card_set(load_deck(name)), inactive=False) == [2, 3, 4, 5, 6]
    assert playable_counts(card_set(load_deck("doubled-example")), inactive=True) == [2, 3, 4, 5, 6]


def test_plus_example_with_the_inactive_area_is_refused_with_the_reason():
    # RULES 6: with the inactive area the first card of each number stays out; the
    # plus deck repeats only 46 and 50, so its pool (3-10) puts nothing in the market.
    # This once crashed after six actions (KeyError: 0 in the turn order).
    config = GameConfig.quick(4, variants=Variants(deck="plus-example", inactive_area=True))
    with pytest.raises(ConfigError, match="starting pool .* puts 0 plants"):
        new_game(config, 1)


def test_round_1_passing_is_refused_while_a_plant_can_be_paid():
    # RULES 3.2: nobody may pass on choosing in round 1.
    s = new_game(GameConfig.quick(3), 2)
    assert A.PASS not in s.legal_actions()
    with pytest.raises(Exception, match="no passing"):
        s.apply(Pass())


def test_round_1_a_player_who_cannot_pay_any_plant_on_offer_passes():
    # Ruling (RULES 3.2): a chooser who cannot pay the opening bid of any plant in the
    # current market has nothing to choose: he passes, and the listed actions agree.
    s = new_game(GameConfig.quick(3), 2)
    chooser = s.current_player
    s.players[chooser].money = 2  # below every plant's number (3 and up)
    assert s.legal_actions() == [A.PASS]
    s.apply(Pass())
    assert s.out[chooser] and s.current_player != chooser
    assert not violations(s)


def test_a_player_without_plants_sorts_last_at_the_next_round_with_another_deck():
    # RULES 3.1: ties by the highest plant; a player who owns none comes after every
    # owner. With a deck other than the original this once raised KeyError: 0.
    s = new_game(GameConfig.quick(2, variants=Variants(deck="plus-example")), 3)
    owner = s.order[0]
    s.players[owner].plants = [s.market[0]]
    s.market.pop(0)
    s._start_round([])
    assert s.order == [owner, 1 - owner]


def seed_pool_deck(pairs: range) -> dict:
    """Plants 1 and 2 once, the numbers in ``pairs`` twice (copies marked 'b'), the
    rest of the original deck once; the pool is the numbers 3-8 (test data)."""
    plants = list(ORIGINAL["plants"])
    plants.append({"number": 1, "fuel": ["coal"], "amount": 1, "cities": 1})
    plants.append({"number": 2, "fuel": ["oil"], "amount": 1, "cities": 1})
    plants += [{**p, "mark": "b"} for p in ORIGINAL["plants"] if p["number"] in pairs]
    pool = [1, 2] + [r for n in range(3, 6) for r in (n, f"{n}b")] + [6, 7, 8]
    return deck(pool, order=["", "b"], plants=plants, setup={"market": pool, "top": None})


def test_inactive_area_fill_draws_count_towards_the_setup_removals():
    # RULES 6: "removing N plants removes the first N cards [of the game] that match
    # the inactive area" - the cards drawn to fill the starting market come first.
    data = seed_pool_deck(pairs=range(3, 51))
    cards = card_set(parse_deck(json.dumps(data)))
    config = GameConfig.quick(2, variants=Variants(deck_content=cards.file, inactive_area=True))
    for seed in range(12):
        s = new_game(config, seed)
        # The pool puts 1, 2, 3b, 4b, 5b in the market; fill draws followed.
        drawn_matches = [c for c in s.removed if PLANTS[c].number > 2]
        assert len(drawn_matches) + s.remove_left == s.rules.removed  # 8 for two players
        assert all(any(PLANTS[i].number == PLANTS[c].number for i in s.inactive) for c in s.removed)
        # Filling five places met eight matches first: all removed, none left to remove
        # (counting started only after the fill, they once went to the market).
        assert len(s.market) == 8 and s.remove_left == 0 and len(drawn_matches) == 8
        assert not violations(s)


def test_the_step_3_card_alone_is_logged_as_the_step_3_card():
    # RULES 4.2: only the Step 3 card is "the Step 3 card"; a card of another deck with
    # a large id is a plant (ids of such cards were once read as the Step 3 card).
    cards = card_set(load_deck("plus-example"))
    plus = max(cards.plants)
    assert ev.PlantDrawn(plus).text([]) == f"Plant {PLANTS[plus].name} is drawn."
    assert ev.PlantDrawn(STEP3).text([]) == "The Step 3 card is drawn."
