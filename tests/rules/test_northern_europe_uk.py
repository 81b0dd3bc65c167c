"""The boards of the Northern Europe / UK & Ireland box (docs/rules.md 9.18 Northern
Europe, 9.19 UK & Ireland): their tables and rule changes (8.80 to 8.89) in both rule
sets."""

from __future__ import annotations

import json

import pytest

from powergrid.ai.simple import SimpleBot
from powergrid.board import MapFile, load_map
from powergrid.cli.main import main
from powergrid.rules import (
    ConfigError,
    Game,
    GameConfig,
    GameState,
    map_rules,
    new_game,
    region_choices,
    save,
)
from powergrid.rules import actions as A
from powergrid.rules import events as ev
from powergrid.rules.book import map_problems
from powergrid.rules.cards import PLANTS, STEP3, Plant, card_id
from powergrid.rules.errors import IllegalActionError

from .conftest import AUCTION, BUILD, at_phase, drive, give, play, set_market, set_step

NE = "northern_europe"

#: The regional cards of Northern Europe by region, as (number, kind, amount, cities).
REGIONAL = {
    "orange": ((19, "oil", 2, 4), (26, "oil", 3, 5)),
    "red": ((7, "eco", 0, 1), (46, "eco", 0, 6)),
    "purple": ((10, "uranium", 2, 3), (39, "eco", 0, 5)),
    "yellow": ((21, "eco", 0, 2), (25, "uranium", 1, 4)),
    "brown": ((32, "garbage", 2, 6), (44, "uranium", 1, 7)),
    "pink": ((18, "oil", 1, 3), (22, "eco", 0, 3)),
}


def game(players: int, map: str, edition: str = "original", seed: int = 1, **kw) -> GameState:
    return new_game(GameConfig.quick(players, map, edition=edition, **kw), seed)  # type: ignore[arg-type]


def regional(number: int) -> int:
    """The card id of Northern Europe's regional card of ``number``."""
    for cards in REGIONAL.values():
        for n, kind, amount, cities in cards:
            if n == number:
                return card_id(Plant(n, kind, amount, cities))
    raise KeyError(number)


def every_card(s: GameState) -> list[int]:
    """Every plant card of the game, wherever it lies."""
    cards = list(s.market) + list(s.deck) + list(s.setup_removed) + list(s.removed)
    for p in s.players:
        cards += list(p.plants)
    return [c for c in cards if c in PLANTS]


# ----- 9.18: Northern Europe ------------------------------------------------------------


@pytest.mark.parametrize("edition", ["original", "recharged"])
@pytest.mark.parametrize(
    "regions", [("orange", "red", "yellow"), ("brown", "pink", "purple", "yellow")]
)
def test_the_regions_in_play_swap_in_their_own_plants(edition, regions):
    # RULES 8.80, 9.18: each region in play replaces its two cards; the others stay.
    s = game(len(regions), NE, edition, seed=3, regions=regions)
    cards = every_card(s)
    numbers = sorted(PLANTS[c].number for c in cards)
    assert numbers == sorted(set(numbers)) and len(cards) == 42
    for region, printed in REGIONAL.items():
        for number, kind, amount, cities in printed:
            card = next(PLANTS[c] for c in cards if PLANTS[c].number == number)
            if region in regions:
                assert (card.kind, card.amount, card.cities) == (kind, amount, cities)
            else:
                assert card == PLANTS[number]  # the original card of the number


def test_southern_sweden_puts_a_nuclear_10_in_the_starting_market():
    # RULES 9.18: with the purple region, the market's 10 is uranium 2 -> 3.
    s = game(4, NE, regions=("purple", "yellow", "brown", "pink"))
    assert regional(10) in s.market and 10 not in s.market
    s = game(3, NE, regions=("red", "orange", "yellow"))
    assert 10 in s.market


@pytest.mark.parametrize("edition", ["original", "recharged"])
def test_northern_europe_starts_with_its_own_market_and_refill(edition):
    # RULES 9.18: coal and oil from 3, garbage from 5, uranium from 7.
    market = game(3, NE, edition).resource_market()
    assert market.on_market == (18, 18, 12, 6)
    assert [market.next_price(r) for r in range(4)] == [3, 3, 5, 7]
    book = game(6, NE, edition).rule_book()
    assert [book.refill(step) for step in (1, 2, 3)] == [(6, 4, 3, 2), (8, 5, 5, 4), (5, 6, 6, 4)]


def nordic_auction(cities0, cities1):
    pos = game(3, NE, seed=2, regions=("red", "orange", "purple")).to_position()
    market = [regional(10), 11, 12, 14, 15, 16, 17, 20]
    set_market(pos, market)
    pos.plant_market = market  # the market's order is by number, not by card id
    give(pos, 0, cities=cities0, money=60)
    give(pos, 1, cities=cities1, money=60)
    give(pos, 2, cities=["Bergen"], money=60)
    return at_phase(pos, AUCTION, order=[0, 1, 2])


def test_only_a_network_in_sweden_finland_or_the_baltic_states_may_buy_nuclear():
    # RULES 8.12, 8.80, 9.18: Norway and Denmark refuse nuclear power, also the
    # regional 10 of southern Sweden.
    s = play(nordic_auction(["Oslo", "Aarhus"], ["Malmö"]))
    ten = regional(10)
    assert s.chooser == 0 and ten not in s.offered(0) and ten in s.offered(1)
    with pytest.raises(IllegalActionError, match="may not buy plant 10") as err:
        s.apply(A.choose(ten, 10))
    assert err.value.code == "plant_not_allowed" and s.auc_plant == 0
    assert s.offered(0) == (12, 14)  # 11 burns uranium as well
    assert s.offered(1) == (ten, 11, 12, 14)


def test_a_game_with_regional_plants_saves_and_replays():
    # RULES 8.80: the swap is made again from the config; a position keeps the cards.
    g = Game(GameConfig.quick(4, NE, regions=("purple", "yellow", "brown", "pink")), 21)
    bot = SimpleBot(21)
    for _ in range(250):
        g.apply(bot.choose(g.state))
    again = save.loads(save.dumps(g))
    assert again.state.digest() == g.state.digest()
    pos = g.state.to_position()
    assert play(pos).digest() == g.state.digest()


def test_map_check_names_a_bad_regional_plant_entry():
    # RULES 8.80: an unknown region, a plant printed twice, a fuel that is none.
    data = load_map(NE).model_dump()
    data["rules"] = [
        {
            "id": "regional_plants",
            "plants": {
                "teal": [{"number": 7, "fuel": [], "amount": 0, "cities": 1}],
                "red": [{"number": 7, "fuel": [], "amount": 0, "cities": 2}],
            },
        }
    ]
    problems = map_problems(MapFile.model_validate(data))
    assert any("no region 'teal'" in p for p in problems)
    assert any("plant 7 is printed for more than one region" in p for p in problems)
    data["rules"] = [
        {
            "id": "regional_plants",
            "plants": {"red": [{"number": 7, "fuel": ["wind"], "amount": 1, "cities": 1}]},
        }
    ]
    assert any("unknown fuel wind" in p for p in map_problems(MapFile.model_validate(data)))


def test_northern_europe_reads_its_rule_changes_as_sentences():
    # RULES 9.18
    rules = map_rules(load_map(NE), "recharged")
    ids = [r.id for r in rules]
    assert ids[-2:] == ["nuclear_plants_need_region", "regional_plants"]
    assert "yellow, purple, brown, pink" in rules[-2].text
    assert "purple: 10 uranium×2→3" in rules[-1].text


def test_map_check_and_cost_on_northern_europe(capsys):
    # RULES 9.18: Helsinki and Espoo are joined at 2: Espoo first (5), then Helsinki.
    assert main(["map", "check", "Northern Europe", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["ok"]
    assert main(["map", "cost", NE, "--from", "Tampere", "--to", "Helsinki,Espoo"]) == 0
    plan = json.loads(capsys.readouterr().out)
    assert plan["order"] == ["Espoo", "Helsinki"] and plan["total"] == 10 + 5 + 10 + 2


# ----- 9.19: UK & Ireland --------------------------------------------------------------

UK = "uk_ireland"
ALL_UK = ("brown", "pink", "yellow", "red", "orange", "green")


def uk_build(cities0, money=200, regions=("pink", "red", "orange", "green")):
    pos = game(4, UK, seed=4, regions=regions).to_position()
    give(pos, 0, cities=cities0, money=money)
    give(pos, 1, cities=["Sligo"], money=50)
    return play(at_phase(pos, BUILD, order=[1, 2, 3, 0]))


def price(s: GameState, city: str, seat: int = 0) -> int:
    return s.build_price(seat, s.board.index[city])


def test_a_first_house_on_the_other_island_pays_the_fee_in_place_of_a_connection():
    # RULES 8.81, 9.19: Dublin only: London 1 costs 10 + 20, Newry 10 + 10 as usual.
    s = uk_build(["Dublin"])
    assert price(s, "London 1") == 30 and price(s, "Newry") == 20
    assert s.current_player == 0
    drive(s, A.build("London 1"))
    assert s.players[0].money == 170
    # now a network on each island: each island's own connections price a house
    assert price(s, "London 2") == 10 and price(s, "Leicester") == 20


def test_a_network_on_an_island_never_jumps_within_it():
    # RULES 8.81: with houses on both islands, Cork is reached by its path from
    # Dublin (13 + 8 = 21), not for the 20 of a new network.
    s = uk_build(["Dublin", "London 1"])
    assert price(s, "Cork") == 10 + 21
    assert s.rule_book().change("island_networks") is not None


def test_the_fee_is_only_for_a_first_house_the_next_place_pays_its_own_price():
    # RULES 8.81: in step 2 a city with a house takes a second one at 15 (+ 20).
    pos = game(4, UK, seed=4, regions=("pink", "red", "orange", "green")).to_position()
    give(pos, 0, cities=["Dublin"], money=200)
    give(pos, 1, cities=["London 1"], money=50)
    s = play(set_step(at_phase(pos, BUILD, order=[1, 2, 3, 0]), 2))
    assert price(s, "London 1") == 15 + 20


def test_map_cost_and_the_inspector_price_the_other_island_with_the_fee(capsys):
    # RULES 8.81: the board's own prices (map cost reads the board).
    assert main(["map", "check", UK, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["ok"]
    assert main(["map", "cost", UK, "--from", "Dublin", "--to", "London 1,London 2"]) == 0
    plan = json.loads(capsys.readouterr().out)
    assert plan["order"] == ["London 1", "London 2"]
    assert [c["connection"] for c in plan["cities"]] == [20, 0]
    assert plan["cities"][0]["path"] == ["London 1"] and plan["total"] == 10 + 20 + 10
    board = game(4, UK, regions=("pink", "red", "orange", "green")).board
    assert board.connection_cost(["Belfast"], "Leeds") == (20, ["Leeds"])
    assert board.costs_from(["Belfast"])["Newry"] == 6


def test_regions_hold_together_on_each_island():
    # RULES 8.81, 9.19: Wales and Scotland alone do not touch; Ireland may be one
    # island of the set.
    sets = region_choices(load_map(UK), "original", 3)
    assert ("brown", "pink", "green") in sets and ("brown", "yellow", "orange") not in sets
    assert ("pink", "orange", "green") in sets
    with pytest.raises(ConfigError, match="do not form one connected area"):
        game(3, UK, regions=("brown", "yellow", "green"))


def test_a_map_of_islands_needs_the_island_rule():
    # RULES 8.81: without the entry the parts are refused as before; the entry holds
    # in both rule sets.
    data = load_map(UK).model_dump()
    data["rules"] = [r for r in data["rules"] if r["id"] != "island_networks"]
    with pytest.raises(ValueError, match="not all connected"):
        MapFile.model_validate(data)
    data = load_map(UK).model_dump()
    data["rules"][0]["editions"] = ["original"]
    assert any("without editions" in p for p in map_problems(MapFile.model_validate(data)))


@pytest.mark.parametrize("edition", ["original", "recharged"])
def test_the_step_3_card_lies_above_the_last_two_plants(edition):
    # RULES 8.82, 9.19: two plants under the Step 3 card, in both deals.
    for seed in range(6):
        s = game(3, UK, edition, seed=seed)
        assert s.deck.index(STEP3) == 2  # the stack's bottom first


def test_the_republic_of_ireland_refuses_nuclear_power():
    # RULES 8.12, 9.19: a network only in the green region may not buy uranium plants.
    pos = game(4, UK, seed=2, regions=("pink", "red", "orange", "green")).to_position()
    set_market(pos, [11, 12, 14, 15, 16, 17, 18, 19])
    give(pos, 0, cities=["Dublin", "Cork"], money=60)
    give(pos, 1, cities=["Belfast"], money=60)
    s = play(at_phase(pos, AUCTION, order=[0, 1, 2, 3]))
    assert s.offered(0) == (12, 14, 15) and s.offered(1) == (11, 12, 14, 15)


def test_two_players_reach_step_2_at_7_and_end_within_the_cities_in_play():
    # RULES 8.83, 9.19: 20 cities in play, so the end comes at 20, not at 21.
    s = game(2, UK, regions=("pink", "red", "orange"))
    assert len(s.board.cities) == 20
    assert (s.limits().step2_cities, s.limits().end_cities) == (7, 20)
    s = game(2, UK, regions=("brown", "pink", "red"))
    assert (s.limits().step2_cities, s.limits().end_cities) == (7, 21)
    assert game(6, UK).limits().step2_cities == 6


@pytest.mark.parametrize("edition", ["original", "recharged"])
def test_uk_starts_with_its_own_market(edition):
    # RULES 9.19: coal from 1, oil from 3, garbage from 5, no uranium.
    market = game(3, UK, edition).resource_market()
    assert market.on_market == (24, 18, 12, 0)
    assert [market.next_price(r) for r in range(3)] == [1, 3, 5]
    assert game(5, UK, edition).rule_book().refill(2) == (7, 6, 3, 4)


def test_a_game_of_islands_saves_and_replays():
    # RULES 8.81: the networks' prices are rebuilt from a save and from a position.
    g = Game(GameConfig.quick(4, UK, regions=("pink", "red", "orange", "green")), 8)
    bot = SimpleBot(8)
    while g.state.round < 6 and not g.state.is_terminal():
        g.apply(bot.choose(g.state))
    again = save.loads(save.dumps(g))
    assert again.state.digest() == g.state.digest()
    assert play(g.state.to_position()).digest() == g.state.digest()


def test_step_2_begins_when_every_city_holds_a_house(tmp_path):
    # RULES 8.84: on a copy of the board whose step 2 count lies out of reach, step 2
    # begins as phase 4 ends once all 18 cities in play are taken, not before.
    data = json.loads(load_map(UK).model_dump_json(exclude_none=True))
    data["tables"]["players"]["2"]["step2"] = 15
    data["region_size"] = None
    path = tmp_path / "islands.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    regions = ("pink", "yellow", "orange")
    cities = sorted(c.name for c in load_map(UK).cities if c.region in regions)
    for taken, step in ((cities, 2), (cities[:-1], 1)):
        start = game(2, str(path), regions=regions)
        pos = start.to_position()
        give(pos, 0, cities=taken[:9], money=100)
        give(pos, 1, cities=taken[9:], money=100)
        s = GameState.from_position(at_phase(pos, BUILD, order=[0, 1]), start.board)
        assert s.limits().step2_cities == 15
        events = drive(s, A.DONE, A.DONE)
        assert s.step == step and (ev.StepStarted(2) in events) == (step == 2)
