"""A player's view hides the draw stack's order and the plants removed at setup."""

import random

from powergrid.ai.simple import SimpleBot
from powergrid.rules import STEP3, GameConfig, GameState, IllegalActionError, new_game
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
    unknown = state.deck[state.known_bottom :]
    assert view.deck.count(HIDDEN) == len([c for c in unknown if c != STEP3])
    assert len(view.deck) == len(state.deck)
    assert view.deck[: state.known_bottom] == state.deck[: state.known_bottom]
    assert view.setup_removed == state.unseen_plants()
    # Two games that differ only in the hidden order look the same to a player.
    pos = state.to_position()
    unknown = len(pos.draw_stack) - pos.known_bottom  # the stack is listed top first
    hidden = [i for i, c in enumerate(pos.draw_stack[:unknown]) if c != "step3"]
    a, b = hidden[0], hidden[-1]
    pos.draw_stack[a], pos.draw_stack[b] = pos.draw_stack[b], pos.draw_stack[a]
    other = GameState.from_position(pos)
    assert other.view(0).snapshot() == view.snapshot()
    assert not violations(view)
    # Nor does the seed, which would tell the order: two seeds, one view.
    pos = state.to_position()
    pos.seed += 1
    twin = GameState.from_position(pos)
    assert twin.view(0).snapshot() == view.snapshot()


def test_determinized_view_is_a_consistent_full_state():
    state = midgame()
    view = state.view(1)
    full = view.determinize(random.Random(3))
    assert HIDDEN not in full.deck and not full.is_view
    assert not violations(full)
    assert sorted(full.deck) == sorted(state.deck) or sorted(
        full.deck + full.setup_removed
    ) == sorted(state.deck + state.setup_removed)
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
