"""The boards of the first expansion box (docs/rules.md 9.3 France, 9.4 Italy): their
tables and rule changes in both rule sets, their saves and the commands on them."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from powergrid.board import load_map
from powergrid.cli.main import main
from powergrid.rules import (
    ConfigError,
    GameConfig,
    GameState,
    map_rules,
    new_game,
    region_choices,
)
from powergrid.rules import actions as A
from powergrid.rules.state import HIDDEN

from .conftest import BUREAUCRACY, at_phase, drive, play


def game(players: int, map: str, edition: str = "original", seed: int = 1) -> GameState:
    return new_game(GameConfig.quick(players, map, edition=edition), seed)  # type: ignore[arg-type]


# ----- 9.3: France ------------------------------------------------------------------


def test_france_puts_plant_11_on_top_and_13_out_of_the_game():
    # RULES 9.3 (original rules, 8.3): 11 on top for everyone to see, 13 out of the game.
    for players in (2, 4, 6):
        s = game(players, "france", seed=players)
        assert s.deck[-1] == 11 and s.market == [3, 4, 5, 6, 7, 8, 9, 10]
        assert s.plant_market().removed == (13,)
        assert 13 not in s.setup_removed and 11 not in s.setup_removed
        assert len(s.setup_removed) == {2: 8, 4: 4, 6: 0}[players]
        view = s.view(1)
        assert view.deck[-1] == 11 and HIDDEN in view.deck


def test_france_starts_with_eight_uranium_on_the_spaces_5_to_16():
    # RULES 9.3: one more uranium on each of the spaces 5 to 12.
    for edition in ("original", "recharged"):
        market = game(4, "france", edition).resource_market()
        assert market.on_market[3] == 8
        assert market.next_price("uranium") == 5


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_france_recharged_keeps_11_in_the_market_and_13_out(players):
    # RULES 9.3 (Recharged): 11 and seven plug plants in the market, 13 out, the
    # plug removals 0, 1, 0 for 2, 3, 4 players and the socket removals of 7.1.
    for seed in range(3):
        s = game(players, "france", "recharged", seed)
        assert 11 in s.market and 13 not in s.market and len(s.market) == 8
        assert all(p <= 15 for p in s.market) and s.deck[-1] <= 15
        assert s.plant_market().removed == (13,)
        removed = Counter(p <= 15 for p in s.setup_removed)
        plug, socket = {2: (0, 5), 3: (1, 6), 4: (0, 3)}.get(players, (0, 0))
        assert (removed[True], removed[False]) == (plug, socket)


def test_france_plays_paris_as_three_cities_joined_at_zero():
    # RULES 9.3: Paris 1, 2 and 3, each with its own places, joined at 0.
    board = game(6, "france").board
    assert board.distance("Paris 1", "Paris 2") == 0 == board.distance("Paris 2", "Paris 3")


# ----- 9.4: Italy -------------------------------------------------------------------------


@pytest.mark.parametrize("edition", ["original", "recharged"])
def test_italy_starts_with_scarce_resources(edition):
    # RULES 9.4: 18 coal from 3, 15 oil from 4, 12 garbage from 5, uranium on 14 and 16.
    market = game(3, "italy", edition).resource_market()
    assert market.on_market == (18, 15, 12, 2)
    assert [market.next_price(r) for r in range(4)] == [3, 4, 5, 14]


def test_italy_never_plays_red_green_and_blue_together():
    # RULES 9.4, 2.1: Livorno would be cut off.
    italy = load_map("italy")
    for players in (2, 3):
        sets = region_choices(italy, "original", players)
        assert sets and ("red", "green", "blue") not in {tuple(sorted(s)) for s in sets}
        assert ("blue", "green", "red") not in {tuple(sorted(s)) for s in sets}
    with pytest.raises(ConfigError, match="connected"):
        new_game(GameConfig.quick(3, "italy", regions=("red", "green", "blue")), 1)


def test_italy_stops_the_uranium_refill_in_the_recharged_rules_only():
    # RULES 8.2, 9.4: Italy's nuclear phase-out is a rule of the Recharged edition.
    for edition, stopped in (("recharged", True), ("original", False)):
        pos = game(3, "italy", edition).to_position()
        pos.marks = {"uranium_refill_stops": 1} if edition == "recharged" else {}
        pos.resource_market.uranium = 0
        at_phase(pos, BUREAUCRACY, order=[0, 1, 2])
        pos.turn = 2
        s = play(pos)
        (refill,) = [e for e in drive(s, A.run(())) if type(e).__name__ == "MarketRefilled"]
        assert (refill.added[3] == 0) is stopped
    assert [r.id for r in map_rules(load_map("italy"), "original")] == []
    assert [r.id for r in map_rules(load_map("italy"), "recharged")][-1] == "uranium_refill_stops"


def test_france_reads_its_rule_changes_as_sentences():
    # RULES 9.3: what a New game dialog shows, by rule set.
    france = load_map("france")
    assert [r.id for r in map_rules(france, "original")] == ["stack_top_plant"]
    recharged = map_rules(france, "recharged")
    assert [r.id for r in recharged] == ["plug_socket_deck", "discount_plant", "keep_small_plants"]
    assert "Plants 11 are always in the starting market" in recharged[0].text
    assert "Plants 13 are out of the game" in recharged[0].text
    assert [r.section for r in recharged] == ["7.1", "7.3", "7.4"]


def test_map_check_and_cost_on_the_boards(capsys):
    assert main(["map", "check", "france", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["ok"] and result["format"] == 2 and result["region_sets"]["original"]["3"] == 15
    assert any("Plant 11" in text for text in result["rules"]["original"])
    assert main(["map", "cost", "italy", "--from", "Venezia", "--to", "Mestre,Padova"]) == 0
    plan = json.loads(capsys.readouterr().out)
    assert plan["order"] == ["Mestre", "Padova"] and plan["total"] == 10 + 0 + 10 + 3
