"""The Australia board (docs/rules.md 9.16) and its rule changes (8.110 to 8.113):
uranium mines, the uranium market they sell into, the CO2 tax of step 3 and the flat
general connection, in both rule sets."""

from __future__ import annotations

import pytest

from powergrid.ai.common import pick_sale
from powergrid.ai.simple import SimpleBot
from powergrid.board import load_map
from powergrid.board.board import Board, playable_region_sets
from powergrid.rules import (
    Game,
    GameConfig,
    GameState,
    IllegalActionError,
    SellUraniumDecision,
    map_rules,
    new_game,
    save,
)
from powergrid.rules import actions as A
from powergrid.rules import events as ev

from .conftest import (
    AUCTION,
    BUILD,
    RESOURCES_PHASE,
    at_phase,
    drive,
    give,
    play,
    set_market,
    set_step,
)

MAP = "australia"
EDITIONS = ("original", "recharged")
MINES = (11, 23, 28, 34, 39)
SALE = "uranium_sale_market"


def game(players: int = 3, edition: str = "original", seed: int = 1) -> GameState:
    return new_game(GameConfig.quick(players, MAP, edition=edition), seed)  # type: ignore[arg-type]


def position(phase: str, edition: str = "original", seed: int = 1, players: int = 3):
    pos = game(players, edition, seed).to_position()
    pos.marks = {}
    return at_phase(pos, phase, order=list(range(players)))


# ----- 9.16: the board --------------------------------------------------------------------


def test_the_board_has_five_regions_of_seven_and_two_metropolises():
    # RULES 9.16: 35 cities; Melbourne and Sydney are two cities each, joined at 0.
    mapfile = load_map(MAP)
    assert len(mapfile.cities) == 35 and len(mapfile.regions) == 5
    board = Board(mapfile)
    assert board.distance("Melbourne 1", "Melbourne 2") == 0
    assert board.distance("Sydney 1", "Sydney 2") == 0


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_market_has_no_uranium_and_plant_17_leaves_the_game(edition):
    # RULES 9.16: coal on 1-8, oil on 3-8, garbage on 4-8, no uranium at all; plant 17
    # is out of the game, the mines stay in it.
    s = game(3, edition)
    market = s.resource_market()
    assert market.on_market == (24, 18, 15, 0) and market.total("uranium") == 0
    cards = set(s.market) | set(s.deck) | set(s.setup_removed)
    assert s.removed == [17] and 17 not in cards
    assert all(m in cards for m in MINES)


def test_the_board_reads_its_rules_as_sentences():
    for edition in EDITIONS:
        rules = {r.id: r.section for r in map_rules(load_map(MAP), edition)}
        assert {k: rules[k] for k in (SALE, "uranium_mines", "step3_price_rise")} == {
            SALE: "8.111",
            "uranium_mines": "8.110",
            "step3_price_rise": "8.112",
        }
        assert rules["general_connection"] == "8.113"


# ----- 8.113: the general connection ------------------------------------------------------


def test_a_house_anywhere_costs_at_most_the_general_connection():
    # RULES 8.113: from Perth, Bunbury and Kalgoorlie by their paths (4, 12), Darwin
    # (no path) for 20; the engine's price, the board's plans and the build agree.
    pos = position(BUILD)
    give(pos, 0, cities=["Perth"], money=100)
    pos.order = [1, 2, 0]
    s = play(pos)
    assert s.current_player == 0
    index = s.board.index
    prices = {c: s.build_price(0, index[c]) for c in ("Bunbury", "Darwin", "Kalgoorlie")}
    assert prices == {"Bunbury": 14, "Darwin": 30, "Kalgoorlie": 22}
    plan = s.board.cheapest_order(["Perth"], ["Darwin", "Broome", "Port Hedland"], 10)
    assert [(st.city, st.connection) for st in plan.steps] == [
        ("Broome", 20),
        ("Port Hedland", 13),
        ("Darwin", 20),
    ]
    assert s.board.connection_cost(["Perth"], "Darwin") == (20, ["Darwin"])
    quote = s.build_quote(0, ["Darwin", "Broome", "Port Hedland"])
    assert quote.total == plan.total == 3 * 10 + 20 + 13 + 20
    events = drive(s, A.build("Darwin"))
    assert ev.CityBuilt(0, "Darwin", 10, 20) in events and s.players[0].money == 70


def test_any_set_of_regions_may_be_played():
    # RULES 8.113 (9.16): the regions need not touch: the west (red) with Tasmania's
    # region (pink) is a set a game plays on.
    sets = playable_region_sets(load_map(MAP), 2)
    assert sets is not None and len(sets) == 10 and ("pink", "red") in sets
    Board(load_map(MAP), ["pink", "red"])  # no "not connected" refusal


# ----- 8.112: the CO2 tax ----------------------------------------------------------------


def test_step_3_makes_every_place_of_the_tracks_2_dearer():
    # RULES 8.112: a full coal market sells its cheapest token for 1 in step 2 and for 3
    # in step 3; three coal cost 3 + 3 + 3 then; the refill's counts stay.
    pos = position(RESOURCES_PHASE)
    give(pos, 2, plants=[4], money=50)  # coal×2: room for 4 coal
    s = play(set_step(pos, 2))
    assert s.resource_market().next_price("coal") == 1
    s = play(set_step(pos, 3))
    market = s.resource_market()
    assert market.next_price("coal") == 3 and market.track("coal")[-1] == 10
    assert s.current_player == 2
    events = drive(s, A.buy("coal", 3))
    assert ev.ResourcesBought(2, 0, 3, 9) in events and s.players[2].money == 41


# ----- 8.110: the mines --------------------------------------------------------------------


def test_a_mine_does_not_count_toward_the_plant_limit():
    # RULES 8.110: three plants and a mine; buying a mine needs no discard, buying a
    # fourth plant does, and the discard is one of the plants, never the mine.
    pos = set_market(position(AUCTION), [13, 23, 25, 26, 27, 30, 31, 35])
    give(pos, 0, plants=[4, 5, 6, 11], money=200)
    s = play(pos)
    assert s.current_player == 0
    drive(s, A.choose(23, 23), A.PASS, A.PASS)
    assert s.discard_seat < 0 and 23 in s.players[0].plants
    pos = set_market(position(AUCTION), [13, 23, 25, 26, 27, 30, 31, 35])
    give(pos, 0, plants=[4, 5, 6, 11], money=200)
    s = play(pos)
    drive(s, A.choose(13, 13), A.PASS, A.PASS)
    assert s.discard_seat == 0
    assert {a.plant for a in s.legal_actions()} == {4, 5, 6}  # type: ignore[union-attr]
    with pytest.raises(IllegalActionError) as refusal:
        s.apply(A.discard(11))
    assert refusal.value.code == "discard_uncounted" and 11 in s.players[0].plants


def test_a_mine_powers_no_city_but_counts_for_the_turn_order():
    # RULES 8.110: a mine never runs (no uranium exists); with equal networks the owner
    # of mine 39 goes first, as the highest plant.
    pos = position(BUILD)
    give(pos, 0, plants=[39], cities=["Perth"])
    give(pos, 1, plants=[13], cities=["Darwin"])
    pos.marks = {SALE: 10}
    s = play(pos)
    drive(s, A.DONE, A.DONE, A.DONE)
    assert s.current_player == 0 and s.legal_actions() == [A.SELL, A.KEEP]
    drive(s, A.SELL)
    assert s.current_player == 0
    assert [a.plants for a in s.legal_actions()] == [()]  # type: ignore[union-attr]
    drive(s, A.run(()), A.run((13,)), A.run(()))
    assert s.round == 3 and s.order[0] == 0


# ----- 8.111: the uranium market -----------------------------------------------------------


def sale_position(tokens: int, step: int = 2, players: int = 3):
    """The end of phase 4 with seat 0 owning mine 23 (printed: 3 cities) and seat 2
    mines 28 and 34 (4 and 5 cities), the uranium market holding ``tokens``."""
    pos = set_step(position(BUILD, players=players), step)
    pos.order = list(range(players))
    give(pos, 0, plants=[23], cities=["Perth"])
    give(pos, 2, plants=[28, 34], cities=["Darwin"])
    pos.marks = {SALE: tokens}
    return pos


def to_bureaucracy(s: GameState) -> list[ev.Event]:
    return drive(s, *([A.DONE] * s.n))


def test_owners_of_mines_sell_in_reverse_turn_order_before_the_plants_run():
    # RULES 8.111: seat 2 (last in turn order) sells first at the dearest empty place
    # (10 tokens on the 12 places leave the two places of 2 empty) for the 9 cities
    # of its mines, then fills those two places with its two tokens.
    s = play(sale_position(10))
    to_bureaucracy(s)
    market = s.uranium_market()
    assert market is not None and (market.tokens, market.price) == (10, 2)
    assert s.current_player == 2 and s.legal_actions() == [A.SELL, A.KEEP]
    decision = s.decision()
    assert isinstance(decision, SellUraniumDecision) and decision.mines == (28, 34)
    with pytest.raises(IllegalActionError) as refusal:
        s.apply(A.run(()))
    assert refusal.value.code == "decision_first"
    cities = 4 + 5  # the printed numbers of plants 28 and 34
    money = s.players[2].money
    events = drive(s, A.SELL)
    assert ev.UraniumSale(2, True, 2, 2 * cities) in events
    assert s.players[2].money == money + 2 * cities
    assert s.uranium_market().tokens == 12  # type: ignore[union-attr]
    # The market is full: seat 0 cannot sell this round; the plants run.
    assert s.current_player == 0 and type(s.legal_actions()[0]) is A.Run


def test_a_player_may_keep_the_uranium_and_the_next_one_sells_dearer():
    # RULES 8.111: seat 2 keeps; seat 0 sells 2 cities' worth at the dearest empty
    # place (6 tokens: the place of 4), then puts one token on the market.
    s = play(sale_position(6))
    to_bureaucracy(s)
    money2 = s.players[2].money
    assert ev.UraniumSale(2, False, 0, 0) in drive(s, A.KEEP)
    assert s.players[2].money == money2 and s.current_player == 0
    money0 = s.players[0].money
    drive(s, A.SELL)
    assert s.players[0].money == money0 + 4 * 3  # plant 23 powers 3
    assert s.uranium_market().tokens == 7  # type: ignore[union-attr]


def test_the_refill_takes_tokens_from_the_cheapest_places():
    # RULES 8.111: with 3 players the refill takes 2 tokens in step 2.
    s = play(sale_position(12))
    to_bureaucracy(s)  # a full market: nobody sells
    assert type(s.legal_actions()[0]) is A.Run
    drive(s, A.run(()), A.run(()), A.run(()))
    assert s.uranium_market().tokens == 10  # type: ignore[union-attr]


def test_the_sale_is_paid_in_the_last_round_too():
    # RULES 8.111: the game ends after phase 4; every owner sells once more.
    pos = sale_position(8)
    pos.players[0].money = 0
    brown = ["Albury", "Wollongong", "Dubbo", "Canberra", "Sydney 1", "Sydney 2", "Newcastle"]
    red = ["Port Hedland", "Broome", "Albany", "Bunbury", "Kalgoorlie", "Geraldton"]
    yellow = ["Katherine", "Tennant Creek", "Alice Springs", "Port Augusta"]
    give(pos, 1, cities=brown + red + yellow)  # 17 cities end the game
    s = play(pos)
    events = to_bureaucracy(s)
    assert s.is_terminal()
    sales = [e for e in events if isinstance(e, ev.UraniumSale)]
    assert [(e.player, e.price) for e in sales] == [(2, 3), (0, 2)]
    assert s.players[0].money == 2 * 3


def test_a_sale_waits_only_for_a_price_more_than_twice_today():
    # RULES 8.111, the bots: 11 tokens (price 2) in step 3 with 6 players: the refill
    # takes 6, the price would be 5 > 2 × 2: the bot keeps; with 3 players it sells.
    pos = sale_position(11, step=3, players=6)
    s = play(pos)
    to_bureaucracy(s)
    decision = s.decision()
    assert isinstance(decision, SellUraniumDecision) and decision.price_after_wait == 5
    assert pick_sale(s, s.current_player) == A.KEEP
    s = play(sale_position(11, step=3))
    to_bureaucracy(s)
    assert pick_sale(s, s.current_player) == A.SELL


def test_a_position_in_the_middle_of_the_sale_saves_and_loads():
    # RULES 8.111: the sellers still to decide travel with the position.
    s = play(sale_position(6))
    to_bureaucracy(s)
    drive(s, A.KEEP)
    again = GameState.from_position(s.to_position())
    assert again.current_player == 0 and again.legal_actions() == [A.SELL, A.KEEP]
    assert again.to_position() == s.to_position()


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_whole_game_sells_uranium_and_replays_from_its_save(edition):
    # RULES 8.111 in a whole game of the simple bot: mines are bought, uranium is sold,
    # the market's mark and the sales replay from the save to the same position.
    g = Game(GameConfig.quick(3, MAP, edition=edition), 3)  # type: ignore[arg-type]
    bot = SimpleBot(3)
    sales = 0
    while not g.state.is_terminal():
        events = g.apply(bot.choose(g.state))
        sales += sum(1 for e in events if isinstance(e, ev.UraniumSale))
    assert sales > 0
    again = save.loads(save.dumps(g))
    assert again.state.digest() == g.state.digest()


def test_the_coach_weighs_selling_against_keeping():
    # RULES 8.111: the coach's options of a sale are the two moves, with the earnings.
    from powergrid.ai.coach import Coach

    s = play(sale_position(6))
    to_bureaucracy(s)
    seat = s.current_player
    options = Coach(1).options(s.view(seat), seat)
    assert [o.action for o in options] == [A.SELL, A.KEEP]
    reason = options[0].reason
    assert reason.kind == "uranium_sale" and reason.params["income"] == 4 * (4 + 5)


def test_a_bot_above_the_limit_discards_a_plant_not_a_mine():
    # RULES 8.110, the bots: the discard is chosen among the plants a discard may name.
    from powergrid.ai import make_bot

    pos = set_market(position(AUCTION), [13, 23, 25, 26, 27, 30, 31, 35])
    give(pos, 0, plants=[4, 5, 6, 39], money=200)
    s = play(pos)
    drive(s, A.choose(13, 13), A.PASS, A.PASS)
    move = make_bot("normal", 1).choose(s)
    assert type(move) is A.Discard and move.plant in (4, 5, 6)
