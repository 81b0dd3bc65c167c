"""The China board (docs/rules.md 9.7): its ordered plant deck (8.22), its planned plant
market (8.21), the rule set's changes it leaves out (8.20), its tables and its saves."""

from __future__ import annotations

import random

import pytest

from powergrid.ai.simple import SimpleBot
from powergrid.board import load_map
from powergrid.rules import GameConfig, GameState, map_rules, new_game
from powergrid.rules import actions as A
from powergrid.rules.position import STEP3_CARD
from powergrid.rules.state import HIDDEN
from powergrid.rules.tables import STEP3

from .conftest import AUCTION, BUREAUCRACY, at_phase, drive, give, play, set_step, stack

OUT = {
    2: [3, 4, 9, 11, 16, 18, 20, 24, 30, 33, 46],
    3: [3, 4, 9, 11, 16, 18, 20, 24, 30, 33, 46],
    4: [3, 4, 11, 18, 24, 33, 46],
    5: [3, 4, 33],
    6: [3, 4, 33],
}


def game(players: int, edition: str = "original", seed: int = 1) -> GameState:
    return new_game(GameConfig.quick(players, "china", edition=edition), seed)  # type: ignore[arg-type]


# ----- 8.22: the ordered plant deck ------------------------------------------------------


@pytest.mark.parametrize("edition", ["original", "recharged"])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_deck_lies_in_order_with_the_named_plants_out(players, edition):
    # RULES 8.22, 9.7: the plants out of the game by player count, face up; one plant
    # per player in the market; 5 to 30 in ascending order on top, then 31 to 35 with
    # the Step 3 card, then 36 to 50.
    s = game(players, edition, seed=players)
    kept = [n for n in range(5, 31) if n not in OUT[players]]
    assert s.market == kept[:players]
    assert sorted(s.removed) == OUT[players] and s.setup_removed == []
    top_first = s.deck[::-1]
    low = len(kept) - players
    assert top_first[:low] == kept[players:]
    shuffled = [n for n in range(31, 36) if n not in OUT[players]]
    middle = top_first[low : low + len(shuffled) + 1]
    assert sorted(middle) == [*shuffled, STEP3]
    high = [c for c in top_first if 36 <= c < STEP3]
    assert top_first[-len(high) :] == high  # the high plants lie under all the others


def test_every_player_sees_the_ordered_top_of_the_stack():
    # RULES 8.22: the order of the low plants is no secret; the rest stays hidden.
    s = game(4, seed=7)
    view = s.view(2)
    ordered = [12, 13, 14, 15, 16, 17, 19, 20, 21, 22, 23, 25, 26, 27, 28, 29, 30]
    assert view.deck[::-1][: len(ordered) + 2] == [9, 10, *ordered]
    assert HIDDEN in view.deck and 31 in view.setup_removed and 12 not in view.setup_removed
    guessed = view.determinize(random.Random(3))
    assert guessed.deck[::-1][: len(ordered) + 2] == [9, 10, *ordered]


# ----- 8.21: the planned plant market ----------------------------------------------------


def test_round_one_sells_every_plant_and_draws_none():
    # RULES 8.21: the whole market is for sale; a sale draws no plant in steps 1-2.
    s = game(4, seed=2)
    assert s.current_market() == [5, 6, 7, 8] and s.future_market() == []
    top = s.deck[-1]
    bot = SimpleBot(2)
    while s.phase == AUCTION:
        s.apply(bot.choose(s))
    assert s.market == [] and s.deck[-1] == top


def bureaucracy_with(players: int, market: list[int], step: int = 2):
    """A China game at the last run of the bureaucracy with ``market`` for sale."""
    pos = game(players, seed=5).to_position()
    pos.removed += pos.plant_market  # the market of round 1 leaves the game
    pos.draw_stack = [c for c in pos.draw_stack if c not in market]
    pos.removed = [c for c in pos.removed if c not in market]
    pos.plant_market = sorted(market)
    set_step(pos, step)
    at_phase(pos, BUREAUCRACY, order=list(range(players)))
    pos.turn = players - 1
    return pos


@pytest.mark.parametrize(
    ("players", "market", "drawn", "left"),
    [
        (4, [], 3, 3),  # two at least, up to three (one less than four players)
        (4, [40, 42], 2, 3),  # two drawn; the smallest leaves above three
        (6, [40], 4, 5),  # three at least, and up to five
        (6, [38, 39, 40, 42, 44], 3, 5),
        (2, [], 2, 2),  # two players keep two plants
        (3, [40, 42], 1, 2),
    ],
)
def test_the_bureaucracy_draws_the_plan_and_keeps_one_less_than_the_players(
    players, market, drawn, left
):
    # RULES 8.21: at least 1/1/2/2/3 plants for 2-6 players, more up to one less than
    # the players (two with two), then the smallest leave the game above that.
    pos = bureaucracy_with(players, market)
    s = play(pos)
    before = list(s.deck)
    events = drive(s, A.run(()))
    took = [e.plant for e in events if type(e).__name__ == "PlantDrawn"]
    assert took == before[::-1][:drawn]
    assert len(s.market) == left and s.step == 2
    assert s.market == sorted(market + took)[len(market) + drawn - left :]


def test_nobody_buying_removes_no_plant():
    # RULES 8.21: the planned market keeps its plants when everybody passes.
    pos = game(4, seed=4).to_position()
    at_phase(pos, AUCTION, order=[0, 1, 2, 3])
    market = list(pos.plant_market)
    s = play(pos)
    drive(s, A.PASS, A.PASS, A.PASS, A.PASS)
    assert s.market == market


def test_step_three_holds_four_plants_and_replaces_a_sale():
    # RULES 8.21: in step 3 four plants, all for sale; a sold plant is replaced.
    pos = bureaucracy_with(6, [20, 21, 22, 23, 25], step=3)
    s = play(pos)
    drive(s, A.run(()))
    assert len(s.market) == 4 and s.current_market() == s.market and 20 not in s.market
    pos = s.to_position()
    give(pos, 0, money=200)
    at_phase(pos, AUCTION, order=[0, 1, 2, 3, 4, 5])
    stack(pos, [44, 50, 42, 40])
    s = play(pos)
    plant = s.market[0]
    drive(s, A.choose(plant, plant), *[A.PASS] * 5)
    assert plant not in s.market and 44 in s.market and len(s.market) == 4


def test_the_step_3_card_starts_step_3_in_the_bureaucracy_with_four_plants():
    # RULES 8.21, 4.2: drawn in the plan, the card starts step 3 at once; the market
    # is cut to four plants.
    pos = bureaucracy_with(6, [20, 21, 22])
    stack(pos, [25, STEP3_CARD, 36, 37, 38, 39, 40])
    s = play(pos)
    drive(s, A.run(()))
    assert s.step == 3 and len(s.market) == 4 and 20 not in s.market


# ----- 8.20 and 9.7: the board's rules and tables --------------------------------------


def test_china_reads_its_rules_and_leaves_out_the_recharged_deck_and_discount():
    # RULES 8.20, 9.7: the Recharged China plays its own deck and no discounted plant.
    china = load_map("china")
    original = [r.id for r in map_rules(china, "original")]
    recharged = [r.id for r in map_rules(china, "recharged")]
    assert original == ["ordered_plant_deck", "planned_plant_market", "keep_small_plants"]
    assert recharged == [
        "keep_small_plants",
        "ordered_plant_deck",
        "planned_plant_market",
        "leave_out_rules",
    ]
    s = game(4, "recharged")
    assert s.market == [5, 6, 7, 8]
    drive(s, A.choose(5, 5))
    assert s.auc_bid == 5  # no plant opens at 1


@pytest.mark.parametrize("edition", ["original", "recharged"])
def test_china_starts_with_its_own_resources_and_refills(edition):
    # RULES 9.7: 12 coal, 12 oil, 6 garbage, no uranium; the refill of the board.
    s = game(5, edition)
    assert s.resource_market().on_market == (12, 12, 6, 0)
    assert s.book.refill(1) == (7, 5, 3, 3) and s.book.refill(3) == (5, 6, 3, 2)
    assert game(2, edition).book.refill(2) == (4, 2, 2, 1)


def test_no_plant_leaves_for_being_small():
    # RULES 9.7 (7.4 on both rule sets): a big network removes no plant.
    pos = game(3, seed=2).to_position()
    give(pos, 0, cities=["Beijing", "Tianjin", "Tangshan", "Shijiazhuang", "Taiyuan", "Jinan"])
    s = play(pos)
    assert s.market == [5, 6, 7]
