"""A small builder of rule-case positions over the position format.

A scenario starts from the position of a real new game, changes what it is about
(plants, money, fuel, cities, the plant market, the phase) and turns it into a game
state with ``play``, which checks the position like any other: cards move between
places instead of being copied, so every position a test plays is consistent.
"""

from __future__ import annotations

from powergrid.rules import GameConfig, GameState, new_game
from powergrid.rules.position import STEP3_CARD, Card, Position, Resources
from powergrid.rules.state import AUCTION, BUILD, BUREAUCRACY, OVER, RESOURCES_PHASE
from powergrid.rules.tables import TOTAL_TOKENS


def fresh(players: int = 3, map: str = "usa", seed: int = 1, regions=None) -> GameState:
    """The state of a new game."""
    return new_game(GameConfig.quick(players, map, regions=regions), seed)


def start(players: int = 3, map: str = "usa", seed: int = 1, regions=None) -> Position:
    """The position of a new game, to be changed by the helpers below."""
    return fresh(players, map, seed, regions).to_position()


def play(position: Position) -> GameState:
    """The game state at ``position`` (refused with every problem when inconsistent)."""
    return GameState.from_position(position)


def _take(pos: Position, cards, keep_stack=()) -> None:
    """Remove ``cards`` from every place; a plant taken from the setup removals is
    replaced there by the lowest card of the draw stack, so the totals still add up."""
    wanted = set(cards)
    for place in (pos.plant_market, pos.draw_stack, pos.removed):
        place[:] = [c for c in place if c not in wanted]
    for p in pos.players:
        p.plants = [c for c in p.plants if c not in wanted]
    taken = [c for c in pos.setup_removed if c in wanted]
    pos.setup_removed = [c for c in pos.setup_removed if c not in wanted]
    for _ in taken:
        spare = next(
            i
            for i in range(len(pos.draw_stack) - 1, -1, -1)
            if pos.draw_stack[i] != STEP3_CARD and pos.draw_stack[i] not in keep_stack
        )
        pos.setup_removed.append(pos.draw_stack.pop(spare))
    pos.setup_removed.sort()


def give(pos: Position, seat: int, *, plants=None, money=None, res=None, cities=None) -> Position:
    """Set a seat's belongings; ``cities`` are names, placed as houses built in that order."""
    p = pos.players[seat]
    if plants is not None:
        dropped = [c for c in p.plants if c not in plants]
        _take(pos, plants)
        pos.removed += dropped  # plants the seat no longer has leave the game
        p.plants = sorted(plants)
    if money is not None:
        p.money = money
    if res is not None:
        p.resources = Resources.of(list(res))
        _tokens_from_supply_then_market(pos)
    if cities is not None:
        p.cities = list(cities)
        pos.houses = None  # the houses follow the players' cities
    return pos


def _tokens_from_supply_then_market(pos: Position) -> None:
    """Tokens given to players come from the supply; when it runs short, from the market."""
    market = pos.resource_market.as_list()
    for r in range(4):
        held = sum(p.resources.as_list()[r] for p in pos.players)
        market[r] -= max(0, market[r] + held - TOTAL_TOKENS[r])
    pos.resource_market = Resources.of(market)


def set_market(pos: Position, plants, deck_top=()) -> Position:
    """Set the plant market; ``deck_top`` (top first) goes on top of the draw stack.

    Plants leaving the market go into the stack just above its bottom card.
    """
    plants, deck_top = list(plants), list(deck_top)
    old = [c for c in pos.plant_market if c not in plants]
    _take(pos, plants + deck_top, keep_stack=old)
    for card in old:
        pos.draw_stack.insert(max(len(pos.draw_stack) - 1, 0), card)
    pos.plant_market = sorted(plants)
    pos.draw_stack[:0] = deck_top
    return pos


def stack(pos: Position, cards: list[Card]) -> Position:
    """Make the draw stack exactly ``cards`` (top first); the rest of it leaves the game."""
    wanted = set(cards)
    _take(pos, [c for c in cards if c != STEP3_CARD])
    rest = [c for c in pos.draw_stack if c not in wanted]
    pos.removed += [c for c in rest if c != STEP3_CARD]
    if STEP3_CARD in rest and STEP3_CARD not in wanted:
        pos.removed.append(STEP3_CARD)
    pos.draw_stack = list(cards)
    pos.known_bottom = 0
    return pos


def set_step(pos: Position, step: int) -> Position:
    """Put the game in ``step``; step 3 takes the Step 3 card out of the game (RULES 4.2)."""
    pos.step = step
    pos.step2_done = None
    if step == 3 and STEP3_CARD not in pos.removed:
        pos.draw_stack = [c for c in pos.draw_stack if c != STEP3_CARD]
        pos.plant_market = [c for c in pos.plant_market if c != STEP3_CARD]
        pos.removed.append(STEP3_CARD)
    return pos


def at_phase(pos: Position, phase: str, order=None, round: int = 2) -> Position:
    """Put the position at the start of a phase with the given turn order."""
    if order is not None:
        pos.order = list(order)
    pos.round = round
    pos.phase = phase
    pos.turn = 0
    pos.auction = None
    pos.discard = None
    pos.chooser = None
    if phase == AUCTION:
        pos.bought = [False] * len(pos.players)
        pos.passed = [False] * len(pos.players)
        pos.sold_any = False
    return pos


def drive(state: GameState, *actions):
    """Apply actions in order and return all events."""
    events = []
    for a in actions:
        events += state.apply(a)
    return events


__all__ = [
    "AUCTION",
    "BUILD",
    "BUREAUCRACY",
    "OVER",
    "RESOURCES_PHASE",
    "at_phase",
    "drive",
    "fresh",
    "give",
    "play",
    "set_market",
    "set_step",
    "stack",
    "start",
]
