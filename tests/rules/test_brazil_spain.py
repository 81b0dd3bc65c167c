"""The boards of the Brazil / Spain & Portugal box (docs/rules.md 9.9 Brazil, 9.10 Spain
& Portugal): their tables and rule changes (8.30 to 8.32) in both rule sets."""

from __future__ import annotations

import json

import pytest

from powergrid.ai.simple import SimpleBot
from powergrid.board import load_map
from powergrid.cli.main import main
from powergrid.rules import (
    ConfigError,
    Game,
    GameConfig,
    GameState,
    Variants,
    map_rules,
    new_game,
    save,
)
from powergrid.rules import actions as A
from powergrid.rules import events as ev
from powergrid.rules.cards import PLANTS
from powergrid.rules.errors import IllegalActionError
from powergrid.rules.state import HIDDEN

from .conftest import AUCTION, BUILD, at_phase, drive, give, play, set_market, start

GARBAGE_IN_DECK = (19, 24, 30, 38)  # the biogas plants above 14 of the original deck


def game(players: int, map: str, edition: str = "original", seed: int = 1, **kw) -> GameState:
    return new_game(GameConfig.quick(players, map, edition=edition, **kw), seed)  # type: ignore[arg-type]


# ----- 8.30 / 9.9: Brazil's deck --------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_brazil_removes_no_biogas_plant_and_puts_14_under_13(players):
    # RULES 8.30, 9.9: 13 on top and 14 under it, face up; the removals of 1.5 never
    # take a biogas (garbage) plant, so all of them stay in the game.
    for seed in range(12):
        s = game(players, "brazil", seed=seed)
        assert s.market == [3, 4, 5, 6, 7, 8, 9, 10] and s.deck[-2:] == [14, 13]
        assert len(s.setup_removed) == {2: 8, 3: 8, 4: 4}[players]
        assert not [p for p in s.setup_removed if PLANTS[p].kind == "garbage"]
        assert set(GARBAGE_IN_DECK) <= set(s.deck)


def test_brazil_shows_13_and_14_on_top_of_the_stack_to_every_player():
    # RULES 8.30: everybody saw both plants put on top; after 13 is drawn, 14 is known.
    s = game(3, "brazil", seed=5)
    view = s.view(1)
    assert view.deck[-2:] == [14, 13] and view.deck[-3] == HIDDEN
    assert 13 not in view.setup_removed and 14 not in view.setup_removed
    s.deck.pop()  # 13 drawn into the market
    assert s.view(2).deck[-1] == 14
    assert game(3, "usa", seed=5).view(1).deck[-2] == HIDDEN  # the base game shows 13 only


def test_usa_still_removes_garbage_plants_at_set_up():
    # RULES 2.5: the base game's removals are unseen and take any plant.
    kinds = set()
    for seed in range(40):
        kinds |= {PLANTS[p].kind for p in game(2, "usa", seed=seed).setup_removed}
    assert "garbage" in kinds


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_brazil_recharged_keeps_6_and_14_in_the_market_and_every_biogas_plant(players):
    # RULES 8.30, 9.9 (Recharged): 6 and 14 with six plug plants in the market, the
    # removals of 7.1, never a biogas plant.
    for seed in range(6):
        s = game(players, "brazil", "recharged", seed)
        assert {6, 14} <= set(s.market) and len(s.market) == 8
        assert all(p <= 15 for p in s.market) and s.deck[-1] <= 15
        plug = [p for p in s.setup_removed if p <= 15]
        socket = [p for p in s.setup_removed if p > 15]
        assert (len(plug), len(socket)) == {2: (1, 5), 3: (2, 6), 4: (1, 3)}.get(players, (0, 0))
        assert set(GARBAGE_IN_DECK) <= set(s.deck)


def test_brazil_refills_little_coal_and_much_biogas():
    # RULES 9.9: the board's own refill table (coal, oil, biogas, uranium).
    table = {n: game(n, "brazil").rule_book().refill_table for n in (2, 4, 6)}
    assert table[2] == {1: (1, 3, 2, 1), 2: (2, 4, 2, 1), 3: (3, 3, 4, 1)}
    assert table[4] == {1: (2, 5, 3, 1), 2: (3, 6, 4, 2), 3: (4, 4, 5, 2)}
    assert table[6][3] == (6, 6, 7, 3)
    assert game(4, "brazil", "recharged").rule_book().refill_table == table[4]


def test_brazil_starts_with_the_base_market_and_the_recharged_garbage():
    # RULES 9.9: the base game's market at set-up; 7.2's nine garbage in the Recharged rules.
    assert game(3, "brazil").resource_market().on_market == (24, 18, 6, 2)
    assert game(3, "brazil", "recharged").resource_market().on_market == (24, 18, 9, 2)


def test_brazil_reads_its_rules_as_sentences():
    brazil = load_map("brazil")
    (original,) = map_rules(brazil, "original")
    assert original.id == "known_stack_top" and original.section == "8.30"
    assert "Plants 13, 14 go face up on top" in original.text and "garbage" in original.text
    recharged = map_rules(brazil, "recharged")
    assert "Plants 6, 14 are always in the starting market" in recharged[0].text
    assert "No garbage plant is removed" in recharged[0].text


def test_known_plants_on_top_refuse_the_inactive_area():
    # RULES 8.30 ruling: the inactive area (6.2) deals otherwise; such a game is refused.
    with pytest.raises(ConfigError, match="inactive area"):
        game(3, "brazil", variants=Variants(inactive_area=True, deck="doubled-example"))


def test_a_bad_known_top_entry_is_named(tmp_path, capsys):
    data = json.loads(load_map("brazil").model_dump_json(by_alias=True, exclude_none=True))
    data["rules"][0]["top"] = []
    data["rules"][0]["keep_fuel"] = ["biogas"]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["map", "check", str(path)]) != 0
    out = capsys.readouterr().out
    assert "rules[0] (known_stack_top): top:" in out
    assert "rules[0] (known_stack_top): keep_fuel[0]: Input should be" in out


# ----- 8.31, 8.32 / 9.10: Spain & Portugal ---------------------------------------------

IBERIA = ("yellow", "purple", "brown")  # Portugal, the centre, the north-east
PORTUGAL = ["Braga", "Porto", "Lisboa", "Setúbal", "Évora", "Faro", "Portimão"]


def iberia_auction(order, cities, market=(5, 8, 11, 12, 15, 16, 20, 25)):
    """Spain & Portugal, round 2, the auction with the given turn order and networks."""
    pos = start(3, "spain_portugal", seed=3, regions=IBERIA)
    set_market(pos, list(market))
    for seat, names in enumerate(cities):
        give(pos, seat, cities=names, money=80)
    return play(at_phase(pos, AUCTION, order=order))


def test_a_network_only_in_portugal_may_not_choose_a_nuclear_plant():
    # RULES 8.31, 9.10: plant 11 burns uranium; seat 0's only city is in Portugal.
    s = iberia_auction([0, 1, 2], [["Lisboa"], ["Madrid"], []])
    chosen = {a.plant for a in s.legal_actions() if isinstance(a, A.ChoosePlant)}
    assert chosen == {5, 8, 12} and s.offered(0) == (5, 8, 12)
    decision = s.decision()
    assert decision.closed == (11,) and 11 not in decision.affordable  # the panel greys it
    before = s.digest()
    with pytest.raises(IllegalActionError, match="may not buy plant 11") as err:
        s.apply(A.choose(11, 11))
    assert err.value.code == "plant_not_allowed" and s.digest() == before


def test_players_without_a_city_in_spain_pass_on_a_nuclear_auction():
    # RULES 8.31, 8.12: seat 1 (Madrid) opens plant 11; the city-less seat 2 and the
    # Portugal-only seat 0 may not bid and pass in bidding order, so seat 1 buys it at
    # once at the opening bid.
    s = iberia_auction([1, 0, 2], [["Lisboa"], ["Madrid"], []])
    events = drive(s, A.choose(11, 11))
    passed = [(e.player, e.what) for e in events if isinstance(e, ev.Passed)]
    assert passed == [(2, "may not buy this plant"), (0, "may not buy this plant")]
    assert 11 in s.players[1].plants and s.players[1].money == 80 - 11


def test_a_city_in_spain_opens_the_nuclear_plants():
    # RULES 8.31: one city outside Portugal is enough, wherever the rest lie.
    s = iberia_auction([0, 1, 2], [["Lisboa", "Cáceres"], ["Madrid"], []])
    assert A.choose(11, 11) in s.legal_actions()
    events = drive(s, A.choose(11, 11))
    assert not [e for e in events if isinstance(e, ev.Passed)]
    assert s.decision().seat == 1  # seat 1 (Madrid) may bid
    events = drive(s, A.bid(12))  # seat 2 (no city) passes when its turn comes
    passed = [(e.player, e.what) for e in events if isinstance(e, ev.Passed)]
    assert passed == [(2, "may not buy this plant")] and s.decision().seat == 0


def test_round_one_lets_a_player_pass_when_only_forbidden_plants_are_affordable():
    # RULES 3.2 ruling with 8.31: must buy in round 1 only what one may buy.
    pos = start(3, "spain_portugal", seed=3, regions=IBERIA)
    set_market(pos, [11, 30, 31, 33, 34, 35, 36, 37])
    give(pos, 0, money=20)
    s = play(at_phase(pos, AUCTION, order=[0, 1, 2], round=1))
    assert s.legal_actions() == [A.PASS]


def test_step_2_puts_18_22_and_27_on_top_of_the_stack():
    # RULES 8.32, 9.10: set aside at set-up, on top (18 first) when step 2 begins; the
    # lowest plant leaves and 18 is drawn in its place; 22 and 27 stay known on top.
    for edition in ("original", "recharged"):
        pos = new_game(
            GameConfig.quick(3, "spain_portugal", regions=IBERIA, edition=edition), 4
        ).to_position()
        assert {18, 22, 27} <= set(pos.removed)
        set_market(pos, [8, 9, 10, 11, 12, 14, 15, 16])  # none is purged at 7 cities
        pos.marks = {}  # the Recharged discount token lies only in the auction
        give(pos, 0, cities=PORTUGAL)
        s = play(at_phase(pos, BUILD, order=[0, 1, 2]))
        lowest = s.market[0]
        drive(s, A.DONE, A.DONE, A.DONE)
        assert s.step == 2 and 18 in s.market and lowest not in s.market
        assert s.deck[-2:] == [27, 22] and not {18, 22, 27} & set(s.removed)
        assert s.view(1).deck[-2:] == [27, 22]


def test_spain_portugal_refills_no_uranium_in_step_1():
    # RULES 9.10: the board's refill table; uranium only from step 2.
    for n in (2, 3, 4, 5, 6):
        table = game(n, "spain_portugal").rule_book().refill_table
        assert table[1][3] == 0 and table[2][3] >= 2
    assert game(4, "spain_portugal").rule_book().refill_table[2] == (6, 5, 3, 4)


def test_spain_portugal_starts_with_nine_garbage_and_eight_uranium():
    # RULES 9.10: in both rule sets.
    for edition in ("original", "recharged"):
        market = game(3, "spain_portugal", edition).resource_market()
        assert market.on_market == (24, 18, 9, 8)


def test_a_restricted_region_must_be_on_the_map(tmp_path, capsys):
    data = json.loads(load_map("spain_portugal").model_dump_json(by_alias=True, exclude_none=True))
    data["rules"][-1]["regions"] = ["pinkk"]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["map", "check", str(path)]) != 0
    assert "(nuclear_plants_need_region).regions: the map has no region 'pinkk'" in (
        capsys.readouterr().out
    )


@pytest.mark.parametrize("edition", ["original", "recharged"])
def test_a_spain_portugal_game_saves_and_replays_past_step_2(edition):
    # RULES 8.32: the mark of the plants put on the stack travels with saves and positions.
    g = Game(GameConfig.quick(3, "spain_portugal", edition=edition), 8)  # type: ignore[arg-type]
    bot = SimpleBot(8)
    while g.state.step < 2 and not g.state.is_terminal():
        g.apply(bot.choose(g.state))
    for _ in range(20):
        g.apply(bot.choose(g.state))
    assert g.state.to_position().marks.get("step2_plants_on_top") == 3
    again = save.loads(save.dumps(g))
    assert again.config.map == "spain_portugal" and again.state.digest() == g.state.digest()
    position = g.state.to_position()
    assert position.map == "spain_portugal"
    assert GameState.from_position(position).digest() == g.state.digest()
