"""South Africa (docs/rules.md 9.22): the coal storage, the spaces across the border,
the plants out of the game and the board's tables, in both rule sets."""

from __future__ import annotations

import pytest

from powergrid.ai.simple import SimpleBot
from powergrid.rules import Game, GameConfig, GameState, IllegalActionError, new_game, save
from powergrid.rules import actions as A
from powergrid.rules.position import Resources
from powergrid.rules.tables import STEP3

from .conftest import BUILD, BUREAUCRACY, RESOURCES_PHASE, at_phase, give, play, start

STORE = "coal_storage"
BORDER = ("Botswana", "Eswatini", "Lesotho", "Mozambique", "Namibia", "Zimbabwe")


def game(players: int, edition: str = "original", seed: int = 1) -> GameState:
    return new_game(GameConfig.quick(players, "south_africa", edition=edition), seed)  # type: ignore[arg-type]


def all_regions(players: int = 5, seed: int = 1):
    """The position of a new game of five players, on all five regions."""
    regions = ["orange", "green", "yellow", "brown", "red"]
    return start(players, "south_africa", seed, regions=regions)


# ----- 8.100: the coal storage --------------------------------------------------------


def test_burnt_coal_goes_to_the_storage_not_the_supply():
    # RULES 8.100: seat 0 runs plant 4 (two coal) and plant 8 (three coal).
    pos = all_regions()
    give(pos, 0, plants=[4, 8], res=[5, 0, 0, 0], cities=["Durban 1", "Durban 2"])
    s = play(at_phase(pos, BUREAUCRACY, order=[0, 1, 2, 3, 4]))
    supply = s.supply()[0]
    s.apply(A.run((4, 8), 0))
    assert s.marks[STORE] == 5
    assert s.supply()[0] == supply + 5  # the storage is part of the supply


def test_the_refill_takes_coal_from_the_storage_first():
    # RULES 8.100: 5 players in step 1 refill 6 coal; 3 of them come from a storage of 3.
    pos = all_regions()
    pos.resource_market = Resources.of([10, 15, 12, 3])
    pos.marks = {STORE: 3}
    s = play(at_phase(pos, BUREAUCRACY, order=[0, 1, 2, 3, 4]))
    for _ in range(5):
        s.apply(A.run((), 0))
    assert s.res_market[0] == 16 and s.marks[STORE] == 0


def test_a_refill_smaller_than_the_storage_leaves_the_rest_there():
    pos = all_regions()
    pos.resource_market = Resources.of([10, 15, 12, 3])
    pos.marks = {STORE: 8}
    s = play(at_phase(pos, BUREAUCRACY, order=[0, 1, 2, 3, 4]))
    for _ in range(5):
        s.apply(A.run((), 0))
    assert s.res_market[0] == 16 and s.marks[STORE] == 2


def resource_turn(market_coal: int, stored: int, money: int = 100) -> GameState:
    """Seat 0 buys first with plant 8 (room for six coal)."""
    pos = all_regions()
    pos.resource_market = Resources.of([market_coal, 15, 12, 3])
    pos.marks = {STORE: stored}
    give(pos, 0, plants=[8], money=money)
    s = play(at_phase(pos, RESOURCES_PHASE, order=[1, 2, 3, 4, 0]))
    assert s.decision().seat == 0
    return s


def test_stored_coal_is_for_sale_at_8_after_the_market():
    # RULES 8.100: two coal on the market (at 8 each), three in the storage at 8.
    s = resource_turn(market_coal=2, stored=3)
    buys = [a.amount for a in s.legal_actions() if isinstance(a, A.Buy) and a.resource == "coal"]
    assert max(buys) == 5
    market = s.resource_market()
    assert market.sold_beyond == (3, 0, 0, 0) and market.price("coal", 5) == 40
    assert market.storage == (3, 0, 0, 0)  # what the table shows beside the supply
    s.apply(A.buy("coal", 4))
    assert s.players[0].money == 100 - 32 and s.res_market[0] == 0 and s.marks[STORE] == 1


def test_stored_coal_sells_while_the_market_still_has_cheap_coal():
    # RULES 8.100: 6 coal on the market (7, 7, 7, 8, 8, 8) and the storage's at 8; the
    # market's cheaper coal goes first.
    s = resource_turn(market_coal=6, stored=2, money=200)
    s.apply(A.buy("coal", 6))
    assert s.players[0].money == 200 - (3 * 7 + 3 * 8) and s.marks[STORE] == 2


def test_an_empty_storage_sells_nothing_beyond_the_market():
    s = resource_turn(market_coal=1, stored=0)
    before = s.digest()
    with pytest.raises(IllegalActionError) as err:
        s.apply(A.buy("coal", 2))
    assert err.value.code == "not_on_market" and s.digest() == before


def test_a_negative_storage_is_refused_in_a_position():
    pos = all_regions()
    pos.marks = {STORE: -1}
    with pytest.raises(ValueError, match="coal_storage"):
        play(pos)


# ----- 8.101: spaces across the border --------------------------------------------------


def build_turn(cities0, cities1=()) -> GameState:
    pos = all_regions()
    give(pos, 0, money=100, cities=list(cities0))
    give(pos, 1, money=100, cities=list(cities1))
    return play(at_phase(pos, BUILD, order=[1, 2, 3, 4, 0]))


def test_no_network_starts_across_the_border():
    # RULES 8.101, 9.22: seat 0 has no house yet; the six border spaces are closed to it.
    s = build_turn([])
    built = {a.city for a in s.legal_actions() if isinstance(a, A.Build)}
    assert not built & set(BORDER) and "Springbok" in built
    assert s.city_price(0, "Namibia") is None
    before = s.digest()
    with pytest.raises(IllegalActionError) as err:
        s.apply(A.build("Namibia"))
    assert err.value.code == "city_closed" and s.digest() == before


def test_a_border_space_costs_its_30_elektro_and_holds_one_house():
    # RULES 9.22: from Springbok the 30 of the connection is the whole price.
    s = build_turn(["Springbok"], ["Cape Town 1"])
    assert s.city_price(0, "Namibia") == 30
    s.apply(A.build("Namibia"))
    assert s.players[0].money == 70
    s.apply(A.DONE)
    later = build_turn(["Springbok", "Namibia"], ["Cape Town 1"])
    assert later.city_price(1, "Namibia") is None  # one house only, in every step
    assert later.book.places[later.board.index["Namibia"]] == ((0, 1),)


def test_the_metropolises_are_two_cities_joined_at_zero():
    board = game(5).board
    for city in ("Cape Town", "Durban", "Johannesburg", "Pretoria"):
        assert board.distance(f"{city} 1", f"{city} 2") == 0


# ----- 8.102 and the board's tables ----------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_plant_7_is_out_and_11_fills_the_market(players):
    # RULES 8.102, 9.22 (original rules): 3-6 and 8-11 for sale, 13 on top.
    s = game(players, seed=players)
    assert s.market == [3, 4, 5, 6, 8, 9, 10, 11] and s.deck[-1] == 13
    assert s.plant_market().removed == (7,)
    assert 7 not in s.deck and 7 not in s.setup_removed and STEP3 in s.deck


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_recharged_plays_without_plant_7(players):
    for seed in range(3):
        s = game(players, "recharged", seed)
        assert 7 not in s.market and 7 not in s.deck and s.plant_market().removed == (7,)
        assert len(s.market) == 8 and all(p <= 15 for p in s.market)


def test_the_board_starts_with_its_own_market_and_tables():
    # RULES 9.22: 24 coal, 15 oil, 12 garbage, 3 uranium at set-up in both rule sets;
    # two players end at 18 cities; the refill of the board's card.
    for edition in ("original", "recharged"):
        s = game(2, edition)
        assert tuple(s.res_market) == (24, 15, 12, 3)
        assert s.limits().end_cities == 18
        assert s.rule_book().refill(2) == (7, 2, 3, 1)
    assert game(6).rule_book().refill(3) == (8, 4, 6, 4)
    assert game(4).limits().end_cities == 17


def test_a_south_africa_game_saves_and_replays_with_its_storage():
    g = Game(GameConfig.quick(4, "south_africa"), 5)
    bot = SimpleBot(5)
    while g.state.round < 4:
        g.apply(bot.choose(g.state))
    assert g.state.marks.get(STORE, 0) > 0
    again = save.loads(save.dumps(g))
    assert again.state.digest() == g.state.digest()
    assert GameState.from_position(g.state.to_position()).digest() == g.state.digest()


def test_a_board_selling_from_the_supply_has_no_storage():
    # RULES 8.1 against 8.100: USA (Recharged) sells the whole supply's coal at 8.
    usa = new_game(GameConfig.quick(3, "usa", edition="recharged"), 1).resource_market()
    assert usa.storage is None and usa.sold_beyond == (usa.supply[0], 0, 0, 0)
