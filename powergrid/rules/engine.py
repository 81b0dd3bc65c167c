"""The game state with its rules: create, list legal actions, apply, clone.

The API follows the shape of search-friendly engines: ``new_game(config, seed)``
makes a state; ``current_player``, ``legal_actions()``, ``apply(action)`` (which
returns the events it caused), ``clone()``, ``view(seat)``, ``is_terminal()``.
An illegal action raises ``IllegalActionError`` and leaves the state unchanged:
every check runs before the first change.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Mapping
from typing import Any

from ..board import Board
from . import actions as A
from . import events as ev
from .auction import AuctionRules
from .building import BuildRules
from .cards import CardSet
from .config import GameConfig
from .deck import MARKET_SIZE
from .economy import EconomyRules
from .errors import ConfigError, IllegalActionError
from .opening import opening_problem
from .position import Position, checked_position, fill_state, to_position
from .setup import _board, choose_cities, choose_regions, deck_of
from .state import (
    AUCTION,
    BUILD,
    BUREAUCRACY,
    OVER,
    RESOURCES_PHASE,
    PlayerState,
    StateData,
)
from .surface import SurfaceRules
from .tables import (
    PLANTS,
    PLAYER_COUNT,
    START_MARKET,
    START_MONEY,
    STEP3,
    free_city_rules,
)


class GameState(SurfaceRules, AuctionRules, EconomyRules, BuildRules):
    """One position of a game of Power Grid, with the rules that move it on."""

    __slots__ = ()

    # ----- the API -----------------------------------------------------------------------

    def legal_actions(self) -> list[A.Action]:
        """Every action the current player may take (bids and buys as separate amounts)."""
        phase = self.phase
        if phase is AUCTION:
            return self._auction_actions()
        # The seat is current_player's, spelled out: this is a search's inner loop.
        if phase is BUILD:
            return self._build_actions(self.order[self.n - 1 - self.turn])
        if phase is RESOURCES_PHASE:
            return self._resource_actions(self.order[self.n - 1 - self.turn])
        if phase is BUREAUCRACY:
            return self._run_actions(self.order[self.turn])
        return []

    def apply(self, action: A.Action) -> list[ev.Event]:
        """Apply the current player's action and return the events it caused.

        Raises ``IllegalActionError`` (state unchanged) when the rules forbid it.
        """
        if self.phase is OVER:
            raise IllegalActionError("the game is over", action, code="game_over")
        if self.is_view:
            return self._apply_to_view(action)
        seat = self.current_player
        out: list[ev.Event] = []
        try:
            self._dispatch(seat, action, out)
        except IllegalActionError as err:
            if err.action is None:
                err.action = action
            raise
        return out

    def _apply_to_view(self, action: A.Action) -> list[ev.Event]:
        """Apply on a copy first: a view lacks the stack's order, so a draw can refuse
        after the checks passed; only a completed action is copied back."""
        trial = self.clone()
        trial.is_view = False
        events = trial.apply(action)
        trial.is_view = True
        for name in StateData.__slots__:
            setattr(self, name, getattr(trial, name))
        return events

    def is_legal(self, action: A.Action) -> IllegalActionError | None:
        """None when ``action`` is legal now, else the refusal ``apply`` would raise:
        its English ``reason``, its ``code`` and ``params`` (for another language).

        The state is left unchanged either way: the checks of ``apply`` run before its
        first change, so no copy is needed (a view still tries a copy, where a draw may
        meet a hidden card).
        """
        if self.is_view or self.phase is OVER:
            try:
                self.clone().apply(action)
            except IllegalActionError as err:
                return err.with_traceback(None)
            return None
        try:
            self._dispatch(self.current_player, action, None)
        except IllegalActionError as err:
            return err.with_traceback(None)
        return None

    def to_position(self) -> Position:
        """This position as validated data (see ``powergrid.rules.position``)."""
        return to_position(self)

    @classmethod
    def from_position(
        cls, position: Position | Mapping[str, Any] | str, board: Board | GameConfig | None = None
    ) -> GameState:
        """A state at ``position``; raises ``PositionError`` naming every inconsistency."""
        pos, game_board, cards = checked_position(position, board)
        state = object.__new__(cls)
        fill_state(state, pos, game_board, cards)
        if state.phase is OVER:
            state.phase = BUILD
            state._finish([])  # the same ranking the rules make at the end (RULES 5)
        return state

    def returns(self) -> list[float]:
        """At the end: 1 for each winner (shared on a tie), 0 for the others."""
        if self.result is None:
            return [0.0] * self.n
        return list(self.result.shares())

    # ----- dispatch ----------------------------------------------------------------------

    def _dispatch(self, seat: int, action: A.Action, out: list[ev.Event] | None) -> None:
        """Check ``action`` and, unless ``out`` is None (a check alone), carry it out,
        writing its events into ``out``. Every check runs before the first change."""
        phase = self.phase
        if phase is AUCTION:
            if type(action) is A.Bid:
                self._check_bid(seat, action)
                if out is not None:
                    self._do_bid(seat, action.amount, out)
            elif type(action) is A.Pass:
                self._check_auction_pass(seat)
                if out is not None:
                    self._do_auction_pass(seat, out)
            elif type(action) is A.ChoosePlant:
                self._check_choose(seat, action)
                if out is not None:
                    self._do_choose(seat, action.plant, action.bid, out)
            elif type(action) is A.Discard:
                keep = self._check_discard(seat, action)
                if out is not None:
                    self._do_discard(seat, action.plant, keep, out)
            else:
                raise _wrong_phase(action, "the auction: choose a plant, bid or pass")
        elif phase is BUILD:
            if type(action) is A.Build:
                city = self._check_build(seat, action)
                if out is not None:
                    self._do_build(seat, city, out)
            elif type(action) is A.Done:
                if out is not None:
                    self._do_done(seat, out)
            else:
                raise _wrong_phase(action, "building: build in a city or end the turn")
        elif phase is RESOURCES_PHASE:
            if type(action) is A.Buy:
                self._check_buy(seat, action)
                if out is not None:
                    self._do_buy(seat, action.resource, action.amount, out)
            elif type(action) is A.Done:
                if out is not None:
                    self._do_done(seat, out)
            else:
                raise _wrong_phase(action, "buying resources: buy or end the turn")
        elif phase is BUREAUCRACY:
            if type(action) is A.Run:
                burnt = self._check_run(seat, action)
                if out is not None:
                    self._do_run(seat, action.plants, burnt, out)
            else:
                raise _wrong_phase(action, "bureaucracy: choose which plants run")

    # ----- rounds --------------------------------------------------------------------------

    def _start_round(self, out: list[ev.Event]) -> None:
        """RULES 3.1: order by cities, ties by the highest plant; then the auction."""
        self.round += 1
        if self.round > 1:
            players = self.players
            rank = self._plant_order
            self.order.sort(
                key=lambda s: (-len(players[s].cities), -rank(players[s].highest_plant()))
            )
        out.append(ev.RoundStarted(self.round, self.order[:]))
        self._start_auction(out)


def _wrong_phase(action: A.Action, expected: str) -> IllegalActionError:
    return IllegalActionError(
        f"'{A.describe(action)}' is not possible during {expected}",
        action,
        code="wrong_phase",
        params={"action": getattr(action, "kind", type(action).__name__), "expected": expected},
    )


# ----- creating a game -------------------------------------------------------------------


def _deal(s: GameState, cards: CardSet, inactive: bool) -> None:
    """The starting market and the stack (RULES 2.5; with the inactive area RULES 6)."""
    key = cards.sort_key
    top = cards.top
    if inactive:
        pool = list(cards.market)
        s._rng().shuffle(pool)
        s.market = []
        rest = [p for p in cards.plants if p not in pool and p != top]
    else:
        start = sorted(cards.market, key=key)
        s.market = start[:MARKET_SIZE]
        rest = start[MARKET_SIZE:] + [p for p in cards.plants if p not in start and p != top]
    s._rng().shuffle(rest)
    removed = 0 if inactive else s.rules.removed
    s.setup_removed = sorted(rest[:removed])
    # The stack's top is the end of the list: Step 3 card at the bottom, 13 on top.
    stack = rest[removed:]
    u = cards.under_step3
    s.deck = stack[:u] + [STEP3] + stack[u:] + ([] if top is None else [top])
    s.inactive = None
    s.remove_left = 0
    if inactive:
        s.inactive = []
        for card in pool:  # revealed one by one (RULES 6)
            number = PLANTS[card].number
            if number > 2 and all(PLANTS[c].number != number for c in s.inactive):
                s.inactive.append(card)
            else:
                insort(s.market, card, key=key)
        # The setup removals are the first matching cards drawn in the game, those
        # drawn to fill the starting market included (RULES 6).
        s.remove_left = s.rules.removed
        while len(s.market) < MARKET_SIZE and s.deck and s.deck[-1] != STEP3:
            s._draw([])


def new_game(config: GameConfig, seed: int) -> GameState:
    """Set up a game (RULES 2, and the variants of RULES 6) from a config and a seed."""
    n = len(config.seats)
    if n not in PLAYER_COUNT:
        raise ConfigError(f"Power Grid is for 2 to 6 players, not {n}")
    variants = config.variants
    cards = deck_of(variants)
    problem = opening_problem(cards, n, variants.inactive_area)
    if problem is not None:
        raise ConfigError(problem)
    board = _board(config.map, choose_regions(config, seed), choose_cities(config, seed))
    s = object.__new__(GameState)
    s.board = board
    s.rules = free_city_rules(n) if variants.free_cities else PLAYER_COUNT[n]
    s.cards = cards
    s.sort_key = cards.sort_key
    s.n = n
    s.seed = seed
    s.shuffles = 0
    s.round = 0
    s.phase = AUCTION
    s.step = 1
    s.players = [PlayerState(i, START_MONEY) for i in range(n)]
    s.order = list(range(n))
    s._rng().shuffle(s.order)
    s.known_bottom = 0
    s.removed = []
    s.max_cities = 0
    s.step3_pending = False
    _deal(s, cards, variants.inactive_area)
    s.res_market = list(START_MARKET)
    s.owners = [()] * len(board.cities)
    s.step2_done = False
    s.bought = [False] * n
    s.out = [False] * n
    s.chooser = -1
    s.auc_plant = 0
    s.auc_bid = 0
    s.auc_leader = -1
    s.auc_ring = []
    s.auc_turn = 0
    s.discard_seat = -1
    s.discard_keep_plant = 0
    s.sold_any = False
    s.turn = 0
    s.result = None
    s.is_view = False
    s._start_round([])
    return s
