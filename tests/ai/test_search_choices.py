"""A searching level's bot with an observer tells it of every search without changing a
choice, and the search tally counts what the searches chose against their default."""

from __future__ import annotations

import pytest

from powergrid.ai.search import SearchBot
from powergrid.cli.tournament import seat_entries, table_bots, table_config
from powergrid.levels import HARD
from powergrid.rules import Game, Variants
from tools import search_choices as sc
from tools.search_choices import Observed, SearchRecord

SEATS = ["hard", "normal"]


def play(seed: int, g: int, told: list[SearchRecord] | None) -> tuple:
    """Game g of a tournament of Hard against Normal from ``seed``; with ``told``, Hard's
    searches are kept in it. Returns the game's actions."""
    seat_entry = seat_entries(2, g)
    game = Game(table_config(SEATS, "usa", Variants(), seat_entry), seed + g)
    bots = table_bots(SEATS, seat_entry, seed + g)
    i = seat_entry.index(0)
    assert isinstance(bots[i], SearchBot)
    if told is not None:
        bots[i] = Observed(told.append, bots[i].seed, HARD, "hard")
    state = game.state
    while not state.is_terminal():
        seat = state.current_player
        game.apply(bots[seat].choose(state.view(seat)))
    return tuple(game.log)


@pytest.fixture(scope="module")
def observed() -> tuple[tuple, list[SearchRecord]]:
    told: list[SearchRecord] = []
    return play(41, 1, told), told


def test_the_observer_sees_every_search_and_changes_no_choice(observed) -> None:
    log, told = observed
    assert log == play(41, 1, None)
    assert len(told) > 20  # Hard searches its auctions and builds every round
    for record in told:
        labels = [label for label, _spec in record.candidates]
        assert record.choice in labels
        assert all(len(row) == len(labels) for row in record.rows)
        if sc.kind(record) == "bid" and record.default not in labels:
            # Normal's limit already passed: the limits weighed start at the highest bid.
            assert record.default < min(labels)
        else:
            assert record.default in labels  # Normal's move is a candidate
    assert any(record.choice != record.default for record in told)


def test_the_tally_adds_up_to_the_searches() -> None:
    result = sc.tally(SEATS, "usa", 41, 1, "hard")
    assert result["games"] == 1 and result["wins"] in (0, 0.5, 1)
    rows = result["searches"]
    assert {"open", "bid", "builds"} <= set(rows)  # what Hard searches
    for row in rows.values():
        ways = sum(n for way, n in row.items() if way not in ("searches", "left_default"))
        assert ways == row["left_default"] <= row["searches"]


def test_a_default_kept_and_a_higher_limit_are_told_apart(observed) -> None:
    _log, told = observed
    bids = [r for r in told if sc.kind(r) == "bid"]
    assert bids
    for record in bids:
        way = sc.direction(record)
        if record.choice == record.default:
            assert way == "same"
        else:
            assert way == ("more" if record.choice > record.default else "less")


def test_only_a_level_of_the_searching_bot_is_observed() -> None:
    for level in ("hard-v1", "normal"):
        with pytest.raises(ValueError, match=f"{level} is not a level of the searching bot"):
            sc.tally([level, "normal"], "usa", 41, 1, level)
