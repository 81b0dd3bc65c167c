"""Every built-in board: a game saves, loads and replays to the same position
(docs/save-format.md, docs/position-format.md).

One short game of the seeded simple bot a case. A board is played under each of its
rule sets when its file gives a rule set entries of its own (RULES 9.24 lets a board be
published for one rule set only: then that one); a board whose entries hold in both is
played once. What a board keeps of its own in the save (a mark, a second market, a
storage) is checked beside the board's other rules.
"""

from __future__ import annotations

import pytest

from powergrid.ai.simple import SimpleBot
from powergrid.board import builtin_maps, load_map
from powergrid.rules import Game, GameConfig, GameState, save

#: The rounds a game is played before it is saved: past the first round's reversed
#: order, a few auctions, purchases, builds and bureaucracies of every board.
ROUNDS = 3


def _cases(map_name: str) -> list[tuple[str, str, int]]:
    """The board under each rule set it is checked under (each one when the board's own
    entries differ between them, else the first it allows), with three players where
    the board allows them, else its smallest count."""
    mapfile = load_map(map_name)
    editions = mapfile.legal_editions()
    own = any(not e.holds_in(ed) for e in mapfile.rules for ed in editions)
    counts = mapfile.legal_player_counts()
    players = 3 if 3 in counts else min(counts)
    return [(map_name, edition, players) for edition in (editions if own else editions[:1])]


CASES = [case for name in builtin_maps() for case in _cases(name)]


def played(map_name: str, edition: str, players: int, seed: int = 11) -> Game:
    """A game of the simple bot on the board, played until round ``ROUNDS`` begins."""
    config = GameConfig.quick(players, map_name, edition=edition)  # type: ignore[arg-type]
    game = Game(config, seed)
    bot = SimpleBot(seed)
    while game.state.round < ROUNDS and not game.state.is_terminal():
        game.apply(bot.choose(game.state))
    return game


@pytest.mark.parametrize(("map_name", "edition", "players"), CASES)
def test_a_game_on_the_board_saves_and_replays(map_name, edition, players):
    game = played(map_name, edition, players)
    assert game.state.round == ROUNDS and len(game.log) > 20
    again = save.loads(save.dumps(game))
    assert (again.config.map, again.config.edition) == (map_name, edition)
    assert again.log == game.log
    position = game.state.to_position()
    assert again.state.digest() == game.state.digest()
    assert again.state.to_position() == position
    # A position names the board by its id and plays on from where it was left.
    assert (position.map, position.edition) == (map_name, edition)
    back = GameState.from_position(position)
    assert back.digest() == game.state.digest()
    assert back.legal_actions() == game.state.legal_actions()
