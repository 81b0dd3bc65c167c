"""The game state with its rules: create, list legal actions, apply, clone.

The API follows the shape of search-friendly engines: ``new_game(config, seed)``
makes a state; ``current_player``, ``legal_actions()``, ``apply(action)`` (which
returns the events it caused), ``clone()``, ``view(seat)``, ``is_terminal()``.
An illegal action raises ``IllegalActionError`` and leaves the state unchanged:
every check runs before the first change.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..board import Board
from . import actions as A
from . import events as ev
from .auction import AuctionRules
from .building import BuildRules
from .config import GameConfig
from .dealing import deal
from .economy import EconomyRules
from .errors import ConfigError, IllegalActionError
from .phase import Phase
from .position import Position, checked_position, fill_state, to_position
from .setup import (
    _book,
    choose_cities,
    choose_regions,
    config_board,
    config_map,
    deck_of,
    setup_problem,
)
from .state import (
    AUCTION,
    BUILD,
    BUREAUCRACY,
    NO_MARKS,
    OVER,
    RESOURCES_PHASE,
    PlayerState,
    StateData,
)
from .surface import SurfaceRules


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
            if self.book.on["deciding_seat"]:
                seat = self._deciding_seat()
                if seat >= 0:
                    return self._decision_actions(seat)
            return self._run_actions(self.order[self.turn])
        return []

    def apply(self, action: A.Action) -> list[ev.Event]:
        """Apply the current player's action and return the events it caused.

        Raises ``IllegalActionError`` (state unchanged) when the rules forbid it.
        """
        phase = self.phase
        if phase is OVER:
            raise IllegalActionError("the game is over", action, code="game_over")
        if self.is_view:
            return self._apply_to_view(action)
        # The seat (current_player) and the row of DISPATCH (_entry), spelled out by
        # phase: this is a search's inner loop.
        kind = type(action)
        if phase is BUILD:
            seat, entry = self.order[self.n - 1 - self.turn], _BUILD.get(kind)
        elif phase is AUCTION:
            seat, entry = self.current_player, _AUCTION.get(kind)
        elif phase is RESOURCES_PHASE:
            seat, entry = self.order[self.n - 1 - self.turn], _RESOURCES.get(kind)
        else:
            seat, entry = self.current_player, _BUREAUCRACY.get(kind)
        out: list[ev.Event] = []
        try:
            if entry is None:
                raise _wrong_phase(action, EXPECTED[phase])
            check, apply = entry
            checked = None if check is None else check(self, seat, action)
            apply(self, seat, action, checked, out)
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
        pos, game_board, cards, book = checked_position(position, board)
        state = object.__new__(cls)
        fill_state(state, pos, game_board, cards, book)
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

    def _entry(self, action: A.Action) -> tuple[Check | None, Apply]:
        """The row of :data:`DISPATCH` for ``action`` now: the method that checks it
        and the one that applies it (read by phase, then by kind: a search's inner
        loop). Raises IllegalActionError for an action of another phase."""
        phase = self.phase
        if phase is AUCTION:
            entry = _AUCTION.get(type(action))
        elif phase is BUILD:
            entry = _BUILD.get(type(action))
        elif phase is RESOURCES_PHASE:
            entry = _RESOURCES.get(type(action))
        else:
            entry = _BUREAUCRACY.get(type(action)) if phase is BUREAUCRACY else None
        if entry is None:
            raise _wrong_phase(action, EXPECTED[phase])
        return entry

    def _dispatch(self, seat: int, action: A.Action, out: list[ev.Event] | None) -> None:
        """Check ``action`` and, unless ``out`` is None (a check alone), carry it out,
        writing its events into ``out``. Every check runs before the first change."""
        check, apply = self._entry(action)
        checked = None if check is None else check(self, seat, action)
        if out is not None:
            apply(self, seat, action, checked, out)

    # ----- rounds --------------------------------------------------------------------------

    def _start_round(self, out: list[ev.Event]) -> None:
        """RULES 3.1: order by cities, ties by the highest plant; then the auction."""
        self.round += 1
        if self.round > 1 and not self.book.on["order_after_auction"]:
            players = self.players
            rank = self._plant_order
            self.order.sort(
                key=lambda s: (-len(players[s].cities), -rank(players[s].highest_plant()))
            )
        out.append(ev.RoundStarted(self.round, self.order[:]))
        self._start_auction(out)


# (phase, action kind) -> (check, apply). A check raises IllegalActionError or returns
# what the apply needs (a city's index, the fuel kept or burnt); an apply trusts it.
# No check (None): the action is always allowed in that phase (ending one's turn).
Check = Callable[[GameState, int, Any], Any]
Apply = Callable[[GameState, int, Any, Any, list[ev.Event]], None]
DISPATCH: dict[tuple[Phase, type[A.Action]], tuple[Check | None, Apply]] = {
    # Phase 2 (RULES 3.2): auction.py
    (AUCTION, A.ChoosePlant): (GameState._check_choose, GameState._apply_choose),
    (AUCTION, A.Bid): (GameState._check_bid, GameState._apply_bid),
    (AUCTION, A.Pass): (GameState._check_auction_pass, GameState._apply_auction_pass),
    (AUCTION, A.Discard): (GameState._check_discard, GameState._apply_discard),
    # Phase 3 (RULES 3.3): economy.py
    (RESOURCES_PHASE, A.Buy): (GameState._check_buy, GameState._apply_buy),
    (RESOURCES_PHASE, A.Done): (None, GameState._apply_done),
    (RESOURCES_PHASE, A.ChooseMarket): (GameState._check_market, GameState._apply_market),
    # Phase 4 (RULES 3.4): building.py
    (BUILD, A.Build): (GameState._check_build, GameState._apply_build),
    (BUILD, A.Done): (None, GameState._apply_done),
    # Phase 5 (RULES 3.5): economy.py
    (BUREAUCRACY, A.Run): (GameState._check_run, GameState._apply_run),
    (BUREAUCRACY, A.SellUranium): (GameState._check_decided, GameState._apply_decided),
}


def _of_phase(phase: Phase) -> dict[type[A.Action], tuple[Check | None, Apply]]:
    """The rows of :data:`DISPATCH` of one phase, by kind of action."""
    return {kind: entry for (p, kind), entry in DISPATCH.items() if p is phase}


_AUCTION, _RESOURCES, _BUILD, _BUREAUCRACY = (
    _of_phase(AUCTION),
    _of_phase(RESOURCES_PHASE),
    _of_phase(BUILD),
    _of_phase(BUREAUCRACY),
)
#: What each phase expects, for the refusal of an action of another phase.
EXPECTED: dict[Phase, str] = {
    AUCTION: "the auction: choose a plant, bid or pass",
    RESOURCES_PHASE: "buying resources: buy or end the turn",
    BUILD: "building: build in a city or end the turn",
    BUREAUCRACY: "bureaucracy: choose which plants run",
    OVER: "the end of the game",
}


def _wrong_phase(action: A.Action, expected: str) -> IllegalActionError:
    return IllegalActionError(
        f"'{A.describe(action)}' is not possible during {expected}",
        action,
        code="wrong_phase",
        params={"action": getattr(action, "kind", type(action).__name__), "expected": expected},
    )


# ----- creating a game -------------------------------------------------------------------


def new_game(config: GameConfig, seed: int) -> GameState:
    """Set up a game (RULES 2, the variants of RULES 6, the rule set and the map's rules
    of RULES 7 and 8) from a config and a seed."""
    n = len(config.seats)
    mapfile = config_map(config)
    if n not in mapfile.legal_player_counts():
        counts = ", ".join(map(str, mapfile.legal_player_counts()))
        raise ConfigError(f"map {mapfile.name} is for {counts} players, not {n}")
    if config.edition not in mapfile.legal_editions():
        sets = ", ".join(mapfile.legal_editions())
        raise ConfigError(
            f"map {mapfile.name} is played on the rule set {sets}, not {config.edition}"
        )
    variants = config.variants
    cards = deck_of(variants)
    regions = choose_regions(config, seed)
    cities = choose_cities(config, seed)
    board = config_board(config, regions, cities)
    book = _book(board, config.edition, n, variants.free_cities)
    cards = book.cards(cards)
    problem = setup_problem(book, cards, n, variants.inactive_area)
    if problem is not None:
        raise ConfigError(problem)
    s = object.__new__(GameState)
    s.board = board
    s.book = book
    s.rules = book.limits
    s.marks = NO_MARKS
    s.cards = cards
    s.sort_key = cards.sort_key
    s.n = n
    s.seed = seed
    s.shuffles = 0
    s.round = 0
    s.phase = AUCTION
    s.step = 1
    s.players = [PlayerState(i, book.start_money) for i in range(n)]
    s.order = list(range(n))
    s._rng().shuffle(s.order)
    s.known_bottom = 0
    s.removed = []
    s.max_cities = 0
    s.step3_pending = False
    dealer = book.on["deal"]
    if dealer:
        dealer[0].deal(s, cards, variants.inactive_area)
    else:
        deal(s, cards, variants.inactive_area, cards.top)
    s.res_market = list(book.start_market)
    s.res_north = book.north_start
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
    for change in book.on["game_set_up"]:
        change.game_set_up(s)
    s._start_round([])
    return s
