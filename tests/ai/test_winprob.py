"""The learned win chances: the shipped model, its figures, and what it prefers."""

from __future__ import annotations

import json

import numpy as np
import pytest

from powergrid.ai.winprob import (
    FEATURES,
    ModelError,
    WinModel,
    position_features,
    seat_levels,
    shipped_model,
    standings_guess,
    win_chances,
)
from powergrid.ai.winprob.games import Table, play
from powergrid.ai.winprob.model import shipped_model_path
from powergrid.rules import STEP3, GameConfig, GameState, SeatConfig


def round_starts(players: int, seed: int, map_name: str = "usa", level: str = "normal"):
    """A copy of the state at the start of every round of one bot game, and the game."""
    starts: list[GameState] = []
    game = play(Table(map_name, (level,) * players), seed, lambda s: starts.append(s.clone()))
    return starts, game


@pytest.fixture(scope="module")
def positions() -> list[GameState]:
    """Round starts of games of every size on both maps (the rounds after the first)."""
    out = []
    for players, map_name in ((2, "usa"), (3, "germany"), (4, "usa"), (5, "germany"), (6, "usa")):
        starts, _game = round_starts(players, 40 + players, map_name)
        out += starts[1::3]
    return out


def test_the_shipped_model_loads_and_writes_back_the_same_file():
    model = shipped_model()
    with open(shipped_model_path(), encoding="utf-8") as f:
        data = json.load(f)
    assert data["features"] == list(FEATURES)
    assert model.to_json() == data
    assert model.info["positions"] > 10_000  # trained on many games, not a handful
    assert 0 < model.baseline_beta < 4


def test_chances_sum_to_one_and_are_the_same_from_every_seat(positions):
    for state in positions:
        chances = win_chances(state)
        assert len(chances) == state.player_count
        assert sum(chances) == pytest.approx(1.0, abs=1e-12)
        assert all(0.0 < c < 1.0 for c in chances)
        assert win_chances(state) == chances  # deterministic
        for seat in range(state.player_count):
            assert win_chances(state.view(seat)) == chances


def test_features_read_only_what_the_view_shows(positions):
    """RULES 2.2: the draw stack is hidden; its order changes no figure."""
    for state in positions:
        other = state.clone()
        places = [i for i in range(other.known_bottom, len(other.deck)) if other.deck[i] != STEP3]
        cards = [other.deck[i] for i in places]
        for i, card in zip(places, reversed(cards), strict=True):
            other.deck[i] = card
        assert np.array_equal(position_features(other), position_features(state))
        assert np.array_equal(position_features(state.view(0)), position_features(state))


def test_seats_with_swapped_figures_swap_their_chances(positions):
    model = shipped_model()
    for state in positions:
        rows = position_features(state)
        chances = model.chances_of(rows)
        order = list(reversed(range(len(rows))))
        assert model.chances_of(rows[order]) == pytest.approx([chances[i] for i in order])


def test_the_first_round_is_close_to_even():
    """At the start nobody owns anything: only turn order tells the seats apart."""
    for players in range(2, 7):
        starts, _game = round_starts(players, 7)
        chances = win_chances(starts[0])
        assert max(chances) < 1.6 / players and min(chances) > 0.5 / players


def test_who_plays_a_seat_counts():
    """Hard wins more from the same position than Normal, Normal more than Easy; a
    person counts as Normal and the Expert as Hard (docs/winprob.md)."""
    model = shipped_model()
    assert all(hard > 0 for hard in model.levels["hard"])  # at every table size
    assert model.levels["easy"][0] < 0  # two players (docs/strength.md: not transitive)
    starts, _game = round_starts(2, 7)
    for state in starts[:4]:
        blind = win_chances(state)
        hard = win_chances(state, ("hard", "normal"))
        assert hard[0] > blind[0] and sum(hard) == pytest.approx(1.0)
        assert win_chances(state, (None, "normal")) == pytest.approx(blind)
        assert win_chances(state, ("expert", None)) == pytest.approx(hard)
        assert win_chances(state, ("easy", "normal"))[0] < blind[0]
    config = GameConfig(
        seats=tuple(SeatConfig(name=c, controller=c) for c in ("human", "hard", "expert"))
    )
    assert seat_levels(config) == (None, "hard", "expert")
    with pytest.raises(ValueError, match="3 levels given for 2 seats"):
        win_chances(starts[1], ("hard", "normal", "easy"))


def test_a_first_version_model_file_reads_every_seat_as_normal():
    data = shipped_model().to_json()
    data["version"] = 1
    del data["levels"]
    old = WinModel.from_json(data, "v1.json")
    assert old.levels == {}
    rows = np.zeros((2, len(FEATURES))) + old.mean
    assert old.chances_of(rows, ("hard", "normal")) == pytest.approx((0.5, 0.5))


def test_a_model_file_with_an_unknown_level_is_refused():
    data = shipped_model().to_json()
    data["levels"] = {"grandmaster": 2.0}
    with pytest.raises(ModelError, match="grandmaster"):
        WinModel.from_json(data, "m.json")
    data["levels"] = {"hard": [1.0, 1.0, 1.0, 1.0, float("nan")]}
    with pytest.raises(ModelError, match="finite"):
        WinModel.from_json(data, "m.json")
    data["levels"] = {"hard": [1.0, 1.0]}
    with pytest.raises(ModelError, match=r"shape \(2,\)"):
        WinModel.from_json(data, "m.json")


def _give(state: GameState, seat: int, money: int, cities: int) -> GameState:
    """The same position with ``seat`` given ``money`` Elektro and ``cities`` more cities
    (free ones of the board, each house added where the rules leave a place)."""
    position = state.to_position().model_dump(mode="json")
    player = position["players"][seat]
    player["money"] += money
    houses = position["houses"]
    added = 0
    for city in state.board.cities:
        if added == cities:
            break
        if city not in houses:
            houses[city] = [seat]
            player["cities"].append(city)
            added += 1
    assert added == cities
    return GameState.from_position(position, state.board)


def test_the_obviously_winning_seat_is_the_favourite():
    starts, _game = round_starts(3, 11)
    state = starts[len(starts) // 2]
    trailing = min(range(3), key=lambda s: (state.player(s).city_count, state.player(s).money))
    before = win_chances(state)[trailing]
    ahead = _give(state, trailing, money=80, cities=5)
    chances = win_chances(ahead)
    assert chances[trailing] > before
    assert chances[trailing] == max(chances)
    richer = win_chances(_give(state, trailing, money=60, cities=0))
    assert richer[trailing] > before


def test_a_finished_game_gives_its_result():
    _starts, game = round_starts(2, 3)
    outcome = game.state.outcome()
    assert outcome is not None
    assert win_chances(game.state) == outcome.shares()


def test_the_standings_guess_follows_the_cities(positions):
    for state in positions:
        guess = standings_guess(state, 0.5)
        assert sum(guess) == pytest.approx(1.0)
        cities = [state.player(s).city_count for s in range(state.player_count)]
        most = max(range(len(cities)), key=lambda s: cities[s])
        assert guess[most] == pytest.approx(max(guess))
    starts, _game = round_starts(4, 2)
    assert standings_guess(starts[0], 0.5) == pytest.approx((0.25,) * 4)


@pytest.mark.parametrize(
    "change,reason",
    [
        ({"format": "something-else"}, "not a win-probability model"),
        ({"version": 99}, "model version 99"),
        ({"features": ["cities", "money"]}, "other features"),
        ({"mean": [1.0, 2.0]}, "mean has shape"),
        ({"scale": [0.0] * len(FEATURES)}, "scale must be at least 1e-06"),
        ({"output": "many"}, "output must be an array of numbers"),
        ({"baseline_beta": "x"}, "baseline_beta must be a number"),
    ],
)
def test_a_broken_model_file_is_refused_with_its_reason(tmp_path, change, reason):
    with open(shipped_model_path(), encoding="utf-8") as f:
        data = json.load(f)
    data.update(change)
    path = tmp_path / "model.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ModelError, match=reason) as err:
        WinModel.load(path)
    assert str(path) in str(err.value)


def test_a_model_file_that_is_not_json_is_refused(tmp_path):
    path = tmp_path / "model.json"
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(ModelError, match="model.json"):
        WinModel.load(path)
    with pytest.raises(ModelError, match="NaN"):
        path.write_text('{"mean": NaN}', encoding="utf-8")
        WinModel.load(path)
