"""Write a valid save of a game that never ends, for timing the analysis board.

    python tools/long_save.py --rounds 3000 --out long.pgsave [--players 3]

Round 1 is played by the Easy bot (every seat must buy a plant); from round 2 on every
seat passes its auctions, buys nothing, builds nothing and runs what it can, so the
game goes on for as many rounds as asked: a file a stranger could send, valid move by
move. ``powergrid analyse long.pgsave --bench`` then times the board on it.
"""

from __future__ import annotations

import argparse

from powergrid.ai import make_bot
from powergrid.rules import Game, GameConfig, SeatConfig, save
from powergrid.rules import actions as A

LEVELS = ("human", "hard", "normal", "easy", "normal", "hard")


def long_game(rounds: int, players: int = 3, seed: int = 5) -> Game:
    """A game of ``rounds`` rounds in which nobody bids, buys or builds after round 1."""
    seats = tuple(SeatConfig(name=f"Player {i + 1}", controller=LEVELS[i]) for i in range(players))
    game = Game(GameConfig(seats=seats), seed)
    bot = make_bot("easy", seed)
    while game.state.round <= rounds:
        state = game.state
        if state.round == 1:
            game.apply(bot.choose(state.view(state.current_player)))
            continue
        legal = state.legal_actions()
        quiet = [a for a in legal if isinstance(a, A.Pass) or a == A.DONE]
        game.apply(quiet[0] if quiet else legal[0])
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3000, help="rounds to play (default 3000)")
    parser.add_argument("--players", type=int, choices=range(2, 7), default=3)
    parser.add_argument("--out", required=True, help="the save to write (.pgsave)")
    args = parser.parse_args()
    if args.rounds < 1:
        parser.error("--rounds must be 1 or more")
    game = long_game(args.rounds, args.players)
    save.save(game, args.out)
    print(f"wrote {args.out}: {len(game.log)} actions, {args.rounds} rounds")


if __name__ == "__main__":
    main()
