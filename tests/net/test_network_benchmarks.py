"""The big network checks of tools/net_bench.py, as slow tests (``pytest -m slow``).

The default run has their fast versions: a short networked game against local play
(test_games.py), a small hostile campaign (test_hostile.py), reconnects and a killed
server (test_games.py).
"""

from __future__ import annotations

from argparse import Namespace

import pytest

from tools import net_bench

pytestmark = pytest.mark.slow


def test_a_whole_four_player_game_of_networked_bots_ends_where_local_play_ends():
    result = net_bench.loopback(Namespace(players=4, level="simple", seed=3))
    assert result["equal"] and result["client_views_equal"]


def test_games_through_cut_clients_and_killed_servers_are_neither_lost_nor_diverged():
    result = net_bench.faults(Namespace(games=20, at_once=5, seed=4))
    assert result["finished"] == 20 and result["lost"] == 0 and result["diverged"] == 0
    assert result["client_cuts"] > 0 and result["server_kills"] > 0


def test_five_thousand_hostile_messages_crash_nothing_and_change_nothing_refused():
    result = net_bench.hostile(Namespace(messages=5000, seed=5))
    assert result["messages"] >= 5000
    assert result["crashes"] == 0 and result["state_changes_from_refused"] == 0
    assert result["wrong"] == [] and result["still_serving"]
