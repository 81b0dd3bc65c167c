"""Helpers shared by the bot tests."""

from __future__ import annotations

from powergrid.ai.expert import LeanValuation
from powergrid.ai.playouts import RolloutPolicy
from powergrid.rules import ChoosePlantDecision, GameConfig, Phase, new_game


def policy_share(policy_class, games: int, rival=RolloutPolicy, first_seed: int = 500) -> float:
    """Mean share of the win for one ``policy_class`` seat against ``rival`` policies,
    2 players, the seat alternating, each game from its own seed."""
    total = 0.0
    for g in range(games):
        state = new_game(GameConfig.quick(2), first_seed + g)
        me = g % 2
        players = [policy_class() if seat == me else rival() for seat in range(2)]
        while not state.is_terminal():
            seat = state.current_player
            state.apply(players[seat].decide(state, seat))
        total += state.outcome().shares()[me]
    return total / games


class LeanPolicy(LeanValuation, RolloutPolicy):
    """The Expert's play-out policy as it was before the final-round valuation."""


def auctions(seed: int, players: int = 2):
    """Every plant-choosing position of one game played by the lean policy."""
    state = new_game(GameConfig.quick(players), seed)
    policy = LeanPolicy()
    while not state.is_terminal():
        seat = state.current_player
        if state.phase == Phase.AUCTION and isinstance(state.decision(), ChoosePlantDecision):
            yield state.clone(), seat
        state.apply(policy.decide(state, seat))
