"""Helpers shared by the bot tests."""

from __future__ import annotations

from powergrid.ai.playouts import RolloutPolicy
from powergrid.levels import NORMAL_PLAYOUTS, Heuristic
from powergrid.rules import ChoosePlantDecision, GameConfig, Phase, new_game

#: The Expert's play-out heuristic as it was before the final-round valuation and the
#: fuelled building: the lean valuation alone.
LEAN_PLAYOUTS = Heuristic(discount=0.45, reserve_cities=0, exact_build=False)


def policy_share(
    heuristic: Heuristic,
    games: int,
    rival: Heuristic = NORMAL_PLAYOUTS,
    first_seed: int = 500,
) -> float:
    """Mean share of the win for one seat playing out with ``heuristic`` against
    ``rival`` play-out policies, 2 players, the seat alternating, each game from its own
    seed."""
    total = 0.0
    for g in range(games):
        state = new_game(GameConfig.quick(2), first_seed + g)
        me = g % 2
        players = [RolloutPolicy(heuristic if seat == me else rival) for seat in range(2)]
        while not state.is_terminal():
            seat = state.current_player
            state.apply(players[seat].decide(state, seat))
        total += state.outcome().shares()[me]
    return total / games


def auctions(seed: int, players: int = 2):
    """Every plant-choosing position of one game played by the lean policy."""
    state = new_game(GameConfig.quick(players), seed)
    policy = RolloutPolicy(LEAN_PLAYOUTS)
    while not state.is_terminal():
        seat = state.current_player
        if state.phase == Phase.AUCTION and isinstance(state.decision(), ChoosePlantDecision):
            yield state.clone(), seat
        state.apply(policy.decide(state, seat))
