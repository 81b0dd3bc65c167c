"""A player's view hides the draw stack's order and the plants removed at setup."""

import random

from powergrid.ai.simple import SimpleBot
from powergrid.rules import STEP3, GameConfig, IllegalActionError, new_game
from powergrid.rules.invariants import violations
from powergrid.rules.state import HIDDEN


def midgame(players=4, moves=200, seed=4):
    state = new_game(GameConfig.quick(players, "usa"), seed)
    bot = SimpleBot(seed)
    for _ in range(moves):
        state.apply(bot.choose(state))
    return state


def test_view_hides_stack_order_and_setup_removals():
    state = midgame()
    view = state.view(0)
    unknown = state.deck[state.known_bottom:]
    assert view.deck.count(HIDDEN) == len([c for c in unknown if c != STEP3])
    assert len(view.deck) == len(state.deck)
    assert view.deck[:state.known_bottom] == state.deck[:state.known_bottom]
    assert view.setup_removed == state.unseen_plants()
    # Two games that differ only in the hidden order look the same to a player.
    other = state.clone()
    hidden = [i for i, c in enumerate(other.deck) if c not in (STEP3,)
              and i >= other.known_bottom]
    a, b = hidden[0], hidden[-1]
    other.deck[a], other.deck[b] = other.deck[b], other.deck[a]
    assert other.view(0).snapshot() == view.snapshot()
    assert not violations(view)
    # Nor does the seed, which would tell the order: two seeds, one view.
    twin = state.clone()
    twin.seed += 1
    assert twin.view(0).snapshot() == view.snapshot()


def test_determinized_view_is_a_consistent_full_state():
    state = midgame()
    view = state.view(1)
    full = view.determinize(random.Random(3))
    assert HIDDEN not in full.deck and not full.is_view
    assert not violations(full)
    assert sorted(full.deck) == sorted(state.deck) or sorted(
        full.deck + full.setup_removed) == sorted(state.deck + state.setup_removed)
    bot = SimpleBot(1)
    while not full.is_terminal():
        full.apply(bot.choose(full))


def test_a_view_cannot_draw_an_unknown_card():
    state = midgame(moves=0)
    view = state.view(0)
    bot = SimpleBot(0)
    try:
        for _ in range(500):
            view.apply(bot.choose(view))
    except IllegalActionError as err:
        assert "determinize" in err.reason
    else:
        raise AssertionError("a draw from a view must be refused")


def test_plant_13_on_top_is_known_in_round_one():
    # RULES 2.5: 13 is put on top of the stack in sight of everyone.
    state = midgame(moves=0)
    view = state.view(0)
    assert view.deck[-1] == 13 and 13 not in view.setup_removed
    assert view.deck.count(HIDDEN) == len(state.deck) - 2
