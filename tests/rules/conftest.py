"""Builders of explicit positions for rule scenarios.

A scenario starts from a real new game and then sets the few fields it is about,
so every test names the position it checks instead of playing up to it.
"""

from __future__ import annotations

import pytest

from powergrid.rules import GameConfig, Phase, new_game
from powergrid.rules.state import AUCTION, BUILD, BUREAUCRACY, RESOURCES_PHASE


def fresh(players: int = 3, map: str = "usa", seed: int = 1, regions=None):
    return new_game(GameConfig.quick(players, map, regions=regions), seed)


def give(state, seat: int, *, plants=None, money=None, res=None, cities=None):
    """Set a player's belongings; ``cities`` are names, placed as built houses."""
    p = state.players[seat]
    if plants is not None:
        for number in plants:   # a plant is in one place only
            for place in (state.deck, state.setup_removed, state.market, state.removed):
                if number in place:
                    place.remove(number)
        p.plants = sorted(plants)
    if money is not None:
        p.money = money
    if res is not None:
        p.res = list(res)
    if cities is not None:
        for c in p.cities:
            state.owners[c] = tuple(s for s in state.owners[c] if s != seat)
        p.cities = []
        p.net = None
        for name in cities:
            c = state.board.index[name]
            state.owners[c] = state.owners[c] + (seat,)
            p.cities.append(c)
            row = state.board.dist[c]
            if p.net is None:
                p.net = list(row)
            else:
                p.net = [min(a, b) for a, b in zip(p.net, row, strict=True)]
        state.max_cities = max(len(q.cities) for q in state.players)
    return p


def at_phase(state, phase: str, order=None, round: int = 2):
    """Put the state at the start of a phase with the given turn order."""
    if order is not None:
        state.order = list(order)
    state.round = round
    state.phase = Phase(phase)  # the member itself: the engine compares by identity
    state.turn = 0
    if phase == AUCTION:
        state.bought = [False] * state.n
        state.out = [False] * state.n
        state.auc_plant = 0
        state.sold_any = False
        state.chooser = state.order[0]
    return state


def set_market(state, plants, deck_top=None):
    """Set the plant market; ``deck_top`` (listed top first) goes on top of the stack."""
    for p in plants:
        for place in (state.deck, state.setup_removed):
            if p in place:
                place.remove(p)
    for p in state.market:
        if p not in plants:
            state.deck.insert(1, p)  # just above the Step 3 card, out of the way
    state.market = sorted(plants)
    if deck_top:
        for p in deck_top:
            for place in (state.deck, state.setup_removed, state.market):
                if p in place:
                    place.remove(p)
        state.deck.extend(reversed(deck_top))


def drive(state, *actions):
    """Apply actions in order and return all events."""
    events = []
    for a in actions:
        events += state.apply(a)
    return events


__all__ = ["AUCTION", "BUILD", "BUREAUCRACY", "RESOURCES_PHASE", "at_phase", "drive", "fresh",
           "give", "set_market"]


@pytest.fixture
def game3():
    return fresh(3)
