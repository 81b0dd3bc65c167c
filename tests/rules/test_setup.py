"""Setup and the fixed tables (RULES 1, 2)."""

import pytest

from powergrid.rules import STEP3, ConfigError, GameConfig, new_game
from powergrid.rules.state import AUCTION
from powergrid.rules.tables import (
    BUY_COST,
    ORIGINAL_PLANTS,
    PLANTS,
    PLAYER_COUNT,
    START_MARKET,
    TOTAL_TOKENS,
    income,
)

from .conftest import fresh


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_setup_per_player_count(players):
    # RULES 2, RULES 1.5
    s = fresh(players, seed=players)
    row = PLAYER_COUNT[players]
    assert [p.money for p in s.players] == [50] * players
    assert s.market == [3, 4, 5, 6, 7, 8, 9, 10]
    assert s.current_market() == [3, 4, 5, 6] and s.future_market() == [7, 8, 9, 10]
    assert s.deck[-1] == 13 and s.deck[0] == STEP3  # 13 on top, Step 3 at bottom
    assert len(s.setup_removed) == row.removed
    assert len(s.deck) == 42 - 8 - row.removed + 1
    assert sorted(s.deck[1:] + s.setup_removed + s.market) == sorted(ORIGINAL_PLANTS)
    assert len({s.board.region_of[c] for c in s.board.cities}) == row.regions
    assert len(s.board.cities) == 7 * row.regions
    assert s.phase == AUCTION and s.round == 1 and s.step == 1
    assert sorted(s.order) == list(range(players))


def test_resource_market_start_and_totals():
    # RULES 1.1, RULES 1.2
    s = fresh(4)
    assert s.res_market == list(START_MARKET) == [24, 18, 6, 2]
    assert s.supply() == [0, 6, 18, 10]
    assert TOTAL_TOKENS == (24, 24, 24, 12)
    # Oil starts on spaces 3-8: the cheapest oil costs 3; uranium starts on 14 and 16.
    assert BUY_COST[1][18][1] == 3 and BUY_COST[3][2][2] == 14 + 16
    assert BUY_COST[0][24][4] == 1 + 1 + 1 + 2


def test_payment_table():
    # RULES 1.4
    assert [income(n) for n in (0, 1, 2, 7, 13, 19, 20, 25)] == [10, 22, 33, 82, 124, 148, 150, 150]


def test_plant_table():
    # RULES 1.6: 42 cards; storage is twice the amount; eco stores nothing.
    assert len(ORIGINAL_PLANTS) == 42
    assert PLANTS[5].kind == "hybrid" and PLANTS[5].storage == 4
    assert PLANTS[13].storage == 0 and PLANTS[50].storage == 0 and PLANTS[50].cities == 6
    assert PLANTS[46].kind == "hybrid" and PLANTS[46].amount == 3 and PLANTS[46].cities == 7


def test_first_turn_order_is_random_but_seeded():
    # RULES 2.2: the first turn order is random; the same seed gives the same game.
    orders = {tuple(fresh(5, seed=s).order) for s in range(12)}
    assert len(orders) > 3
    assert fresh(5, seed=3).order == fresh(5, seed=3).order
    assert fresh(5, seed=3).deck == fresh(5, seed=3).deck


def test_chosen_regions_must_be_connected():
    # RULES 2.1
    with pytest.raises(ConfigError, match="connected"):
        new_game(GameConfig.quick(3, "usa", regions=("purple", "brown", "green")), 1)
    with pytest.raises(ConfigError, match="4 regions"):
        new_game(GameConfig.quick(4, "usa", regions=("purple", "cyan", "red")), 1)
    with pytest.raises(ConfigError, match="unknown region"):
        new_game(GameConfig.quick(3, "usa", regions=("purple", "cyan", "mauve")), 1)


def test_cities_outside_chosen_regions_do_not_exist():
    # RULES 2.1: nobody builds there and no path passes through them.
    s = fresh(3, regions=("purple", "cyan", "red"))
    assert "Chicago" not in s.board.index
    assert {s.board.region_of[c] for c in s.board.cities} == {"purple", "cyan", "red"}
    assert (
        s.is_legal(__import__("powergrid.rules.actions", fromlist=["x"]).Build(city="Chicago"))
        is not None
    )


def test_random_regions_are_connected_and_seeded():
    # RULES 2.1
    from powergrid.board import regions_connected
    from powergrid.rules.setup import _mapfile

    for seed in range(10):
        s = fresh(4, map="germany", seed=seed)
        regions = {s.board.region_of[c] for c in s.board.cities}
        assert len(regions) == 4 and regions_connected(_mapfile("germany"), regions)
    assert fresh(4, seed=5).board is fresh(4, seed=5).board


def test_config_rejects_bad_seats():
    from pydantic import ValidationError

    with pytest.raises(ValidationError):
        GameConfig.quick(7)
    with pytest.raises(ValidationError, match="share the name"):
        GameConfig(seats=({"name": "A"}, {"name": "A"}))
