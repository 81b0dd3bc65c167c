"""The last-rounds summary of saved two-player games: its figures are the replayed
game's, its groups add up, and a save of another table is refused with its name."""

from __future__ import annotations

import json

import pytest

from lab.tools import last_rounds as lr
from powergrid.ai import make_bot
from powergrid.ai.common import capacity
from powergrid.rules import PLANTS, Game, GameConfig, save


def played(seed: int, players: int = 2) -> Game:
    """A finished game of Normal (seat 0) against Easy."""
    config = GameConfig.quick(players, "usa", controller="easy")
    seats = (config.seats[0].model_copy(update={"controller": "normal"}), *config.seats[1:])
    game = Game(config.model_copy(update={"seats": seats}), seed)
    bots = [make_bot("normal" if s == 0 else "easy", s + 1) for s in range(players)]
    while not game.state.is_terminal():
        seat = game.state.current_player
        game.apply(bots[seat].choose(game.state.view(seat)))
    return game


@pytest.fixture(scope="module")
def saves(tmp_path_factory: pytest.TempPathFactory):
    folder = tmp_path_factory.mktemp("saves")
    paths = []
    for seed in (3, 4, 5):
        path = folder / f"game-{seed}.pgsave"
        save.save(played(seed), path)
        paths.append(path)
    return paths


def test_the_last_rounds_figures_are_the_games(saves) -> None:
    game = save.load(saves[0])
    last = game.state.round
    replay = Game(game.config, game.seed)
    for action in game.log:  # to the start of the last round
        if replay.state.round == last:
            break
        replay.apply(action)
    me, rival = replay.state.player(0), replay.state.player(1)
    starts, _flows = lr.round_figures(game, 0)
    assert starts[last][0] == (me.city_count, me.money, capacity(me.plants))
    assert starts[last][1] == (rival.city_count, rival.money, capacity(rival.plants))
    assert starts[1][0][:2] == (0, 50)  # RULES 2: every seat starts with 50 Elektro


def test_each_rounds_flows_account_for_its_money(saves) -> None:
    game = save.load(saves[1])
    starts, flows = lr.round_figures(game, 1)
    assert sorted(flows) == sorted(starts)  # every round moved money
    for r in sorted(starts)[:-1]:
        for k in (0, 1):  # the level's seat, its rival
            plants, fuel, houses, income = flows[r][k]
            assert starts[r + 1][k][1] - starts[r][k][1] == income - plants - fuel - houses
            assert min(plants, fuel, houses) >= 0 and income >= 10  # RULES 1.4: 10 for none
    assert flows[1][0][0] >= 3 and flows[1][1][0] >= 3  # RULES 3.2: a plant each in round 1


def test_the_summary_adds_up(saves, capsys) -> None:
    assert lr.main([*map(str, saves), "--level", "normal", "--rounds", "2"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["games"] == 3 == result["won"]["games"] + result["lost"]["games"]
    for figure, counts in result["last_round_ahead_won"].items():
        assert 0 <= counts["won"] <= counts["of"] <= 3, figure
    assert result["last_round_ahead_won"]["first_in_order"]["of"] == 3
    group = result["won"] if result["won"]["games"] else result["lost"]
    assert set(group["round_starts"]) == {"last-1", "last-0"} == set(group["round_flows"])
    assert set(group["round_flows"]["last-1"]["level"]) == set(lr.FLOW_NAMES)


def test_a_save_of_another_table_is_refused_by_name(tmp_path, capsys) -> None:
    path = tmp_path / "three.pgsave"
    save.save(played(6, players=3), path)
    assert lr.main([str(path), "--level", "normal"]) == 1
    assert "three.pgsave: not a two-player game" in capsys.readouterr().err


def first_fitting_kind(game: Game, loser: int) -> str:
    """The first loss kind whose definition holds, checked from the replayed figures."""
    outcome = game.state.outcome()
    assert outcome is not None
    mine = outcome.standing(loser).powered
    best = outcome.standing(outcome.ranking[0]).powered
    bought = lr.last_purchase(game, loser)
    assert bought is not None  # every seat has a turn in every resource phase
    plants, at_turn, at_start = bought
    assert at_turn <= at_start  # the market only empties before the seat's turn
    assert plants == tuple(game.state.player(loser).plants)  # no auction after it
    fits = {
        "money": mine == best,
        "plants": sum(PLANTS[p].cities for p in plants) < best,
        "fuel_taken": at_turn < best <= at_start,
        "fuel": at_start < best,
        "cities": True,
    }
    return next(k for k in lr.LOSS_KINDS if fits[k])


def test_each_loss_is_put_down_to_the_first_kind_that_fits(saves) -> None:
    for path in saves:
        game = save.load(path)
        outcome = game.state.outcome()
        assert outcome is not None
        loser = outcome.ranking[-1]
        assert lr.loss_kind(game, loser) == first_fitting_kind(game, loser), path


def test_a_loss_at_a_larger_table_is_measured_against_the_winner() -> None:
    game = played(6, players=3)
    outcome = game.state.outcome()
    assert outcome is not None
    kinds = {lr.loss_kind(game, seat) for seat in outcome.ranking[1:]}
    assert kinds == {first_fitting_kind(game, seat) for seat in outcome.ranking[1:]}


def test_every_loss_is_counted_once(saves, capsys) -> None:
    assert lr.main([*map(str, saves), "--level", "easy"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert set(result["lost_by"]) == set(lr.LOSS_KINDS)
    assert sum(result["lost_by"].values()) == result["lost"]["games"]
    assert result["lost"]["games"] >= 1  # Easy loses some of these games to Normal
