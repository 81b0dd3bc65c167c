"""The boards' rule changes (docs/rules.md section 8) and the base boards' rules of the
Recharged edition (9.1, 9.2): a scenario per rule change."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from powergrid.board import load_map
from powergrid.rules import GameConfig, GameState, map_rules, new_game
from powergrid.rules import actions as A
from powergrid.rules.state import HIDDEN

from .conftest import BUREAUCRACY, RESOURCES_PHASE, at_phase, drive, give, play

ROOT = Path(__file__).resolve().parents[2]


def game(players: int, map: str, edition: str = "original", seed: int = 1) -> GameState:
    return new_game(GameConfig.quick(players, map, edition=edition), seed)  # type: ignore[arg-type]


# ----- 8.1 a resource sold from the supply ---------------------------------------------


def _coal_gone(edition: str) -> GameState:
    """USA at the resources phase: no coal on the market, 8 in the supply."""
    pos = game(3, "usa", edition).to_position()
    pos.marks = {}
    give(pos, 0, plants=[31], money=100)  # 3 coal a run: room for 6
    give(pos, 1, res=[16, 0, 0, 0], plants=[36, 8, 20])  # 16 coal held elsewhere
    pos.resource_market.coal = 0
    at_phase(pos, RESOURCES_PHASE, order=[1, 2, 0])  # seat 0 buys first (reverse order)
    return play(pos)


def test_recharged_usa_sells_coal_from_the_supply_at_eight():
    # RULES 8.1, 9.1: the market's coal is gone; the supply's sells at 8 each.
    s = _coal_gone("recharged")
    assert s.resource_market().supply[0] == 8
    assert A.buy("coal", 6) in s.legal_actions()
    quote = s.purchase_quote(0, "coal", 3)
    assert quote.ok and quote.cost == 24
    drive(s, A.buy("coal", 3))
    assert s.player(0).resources[0] == 3 and s.player(0).money == 76
    assert s.resource_market().on_market[0] == 0 and s.resource_market().supply[0] == 5


def test_the_supply_sells_no_more_than_it_holds_nor_the_original_game():
    # RULES 8.1: only the supply's tokens; RULES 3.3: the original game sells none.
    s = _coal_gone("recharged")
    give_all = s.is_legal(A.buy("coal", 9))
    assert give_all is not None  # 8 in the supply, room for 6: the room refuses first
    s0 = _coal_gone("original")
    assert A.buy("coal", 1) not in s0.legal_actions()
    refusal = s0.is_legal(A.buy("coal", 1))
    assert refusal is not None and refusal.code == "not_on_market"


def test_the_market_is_emptied_before_the_supply_sells():
    # RULES 8.1: a purchase takes the market's tokens first, cheapest first.
    pos = game(3, "usa", "recharged").to_position()
    pos.marks = {}
    give(pos, 0, plants=[31], money=100)
    pos.resource_market.coal = 2  # the two dearest places: 8 each
    at_phase(pos, RESOURCES_PHASE, order=[1, 2, 0])
    s = play(pos)
    assert s.purchase_quote(0, "coal", 4).cost == 8 + 8 + 8 + 8
    assert s.resource_market().price("coal", 2) == 16


# ----- 8.2 the uranium refill stops -----------------------------------------------------


def _before_refill(map: str, edition: str, bought: bool) -> GameState:
    """Bureaucracy of the last seat, uranium missing from the market; plant 39 owned or not."""
    pos = game(3, map, edition).to_position()
    pos.marks = {"uranium_refill_stops": 1} if bought else {}
    pos.resource_market.uranium = 0
    at_phase(pos, BUREAUCRACY, order=[0, 1, 2])
    pos.turn = 2
    return play(pos)


@pytest.mark.parametrize("map_name", ["germany"])
def test_no_uranium_is_refilled_once_plant_39_is_bought(map_name):
    # RULES 8.2, 9.2: the Recharged rules of Germany.
    s = _before_refill(map_name, "recharged", bought=True)
    (refill,) = [e for e in drive(s, A.run(())) if type(e).__name__ == "MarketRefilled"]
    assert refill.added[3] == 0 and refill.added[1] > 0  # oil still comes
    s = _before_refill(map_name, "recharged", bought=False)
    (refill,) = [e for e in drive(s, A.run(())) if type(e).__name__ == "MarketRefilled"]
    assert refill.added[3] == 1


def test_buying_plant_39_stops_the_refill_and_the_original_rules_do_not():
    # RULES 8.2: the mark is set when plant 39 is won in an auction.
    for edition, marked in (("recharged", True), ("original", False)):
        pos = game(3, "germany", edition).to_position()
        pos.marks = {}
        give(pos, 0, money=200)
        plants = [39, 40, 42, 44, 46, 50, 3, 4]
        from .conftest import set_market, set_step

        set_step(pos, 3)
        set_market(pos, plants[:6])
        at_phase(pos, "auction", order=[0, 1, 2])
        s = play(pos)
        drive(s, A.choose(39, 39), A.PASS, A.PASS)
        assert 39 in s.player(0).plants
        assert bool(s.marks.get("uranium_refill_stops")) is marked


# ----- 8.3 another plant on top of the stack --------------------------------------------


def _stack_top_map(tmp_path) -> str:
    data = json.loads((ROOT / "maps" / "usa.json").read_text(encoding="utf-8"))
    data["rules"] = [
        {"id": "stack_top_plant", "top": 11, "out_of_game": [13, 24], "editions": ["original"]}
    ]
    path = tmp_path / "top.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_another_plant_goes_on_top_and_others_leave_the_game(tmp_path, players):
    # RULES 8.3: plant 11 on top for everyone to see, 13 and 24 out of the game face up.
    s = new_game(GameConfig.quick(players, _stack_top_map(tmp_path)), players)
    assert s.deck[-1] == 11 and s.market == [3, 4, 5, 6, 7, 8, 9, 10]
    assert s.plant_market().removed == (13, 24)
    assert not {11, 13, 24} & set(s.setup_removed)
    assert len(s.setup_removed) == {2: 8, 4: 4, 6: 0}[players]  # RULES 1.5, from the rest
    view = s.view(1)
    assert view.deck[-1] == 11 and HIDDEN in view.deck[:-1]
    assert 11 not in view.unseen_plants() and 13 not in view.unseen_plants()


def test_a_plant_named_by_the_change_must_be_in_the_deck(tmp_path):
    from powergrid.rules import ConfigError, Variants

    config = GameConfig.quick(3, _stack_top_map(tmp_path), variants=Variants(deck="plus-example"))
    assert new_game(config, 1).deck[-1] == 11  # the plus deck has an 11 too
    data = json.loads((ROOT / "maps" / "usa.json").read_text(encoding="utf-8"))
    data["rules"] = [{"id": "stack_top_plant", "top": 7, "editions": ["original"]}]
    path = tmp_path / "seven.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ConfigError, match="plant 7 is in the starting market"):
        new_game(GameConfig.quick(3, str(path)), 1)


def test_the_rule_changes_of_each_board_read_as_sentences():
    # RULES 7, 8: what a New game dialog shows, by rule set.
    usa = map_rules(load_map("usa"), "recharged")
    assert [r.id for r in usa] == [
        "plug_socket_deck",
        "discount_plant",
        "keep_small_plants",
        "buy_from_supply",
    ]
    assert [r.section for r in usa] == ["7.1", "7.3", "7.4", "8.1"]
    assert "coal" in usa[-1].text and "8 Elektro" in usa[-1].text
    assert map_rules(load_map("germany"), "original") == ()
