"""Play-outs: every seat plays a policy on from a determinized position, and the
position reached is scored.

Hard and the Expert score each candidate of a search this way, and the Expert's
worker processes run these functions too (so they live at module level). A
candidate is plain data (a :data:`Spec`, read by :func:`apply_spec`); the policy is
:class:`RolloutPolicy` (the searching level's play-out heuristic), or
:class:`SeatPolicies` (one for the searching seat, another for the rest); the
position reached is scored by a :class:`LeafEvaluation`, by default :func:`evaluate`.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import Literal, Protocol, TypeVar

from ..levels import NORMAL, NORMAL_PLAYOUTS, Heuristic
from ..rules import RESOURCES, Action, BidDecision, GameState, Phase
from ..rules import actions as A
from .common import capacity, greedy_build, mine_income, mines_key, rounds_left, unit_prices
from .normal import NormalBot, fuel_capacity

#: A candidate of a search as data (picklable, for the Expert's worker processes):
#: one action; a bidding limit kept for the rest of an auction (under the override
#: key (seat, plant, round)); the k greedy cheapest cities; cities by board index;
#: tokens of coal, oil, garbage, uranium to buy; actions in turn as far as legal.
Spec = (
    tuple[Literal["act"], Action]
    | tuple[Literal["bid"], tuple[int, int, int], int]
    | tuple[Literal["builds"], int]
    | tuple[Literal["cities"], tuple[int, ...]]
    | tuple[Literal["buy"], tuple[int, int, int, int]]
    | tuple[Literal["seq"], tuple[Action, ...]]
)

L = TypeVar("L", bound=Hashable)


class LeafEvaluation(Protocol):
    """What the position a play-out reached is worth to ``seat``: higher is better.

    The search compares the mean scores of its candidates over the same
    determinizations and the spread of their paired differences, so any scale will
    do (the default is in Elektro-like units). A function or a picklable object with
    this call (a learned model) may be given to a bot as its ``leaf``."""

    def __call__(self, state: GameState, seat: int, /) -> float: ...


class PlayoutPolicy(Protocol):
    """What a play-out needs of its policy: a move for any seat of a full state, the
    search's memo (cleared per search) and the limits under test (cleared per play-out)."""

    memo: dict[Hashable, int]
    override: dict[tuple[int, int, int], int]

    def decide(self, s: GameState, seat: int) -> Action: ...


def game_is_ending(s: GameState) -> bool:
    """True in a build phase once some player has reached the end threshold."""
    return s.phase == Phase.BUILD and s.largest_network() >= s.limits().end_cities


def ceiling_key(s: GameState, seat: int, plant: int) -> tuple[Hashable, ...]:
    """What a bidding limit of ``seat`` for ``plant`` is memoised under in a search: the
    facts of the position Normal's valuation reads."""
    me = s.player(seat)
    return (
        seat,
        plant,
        s.round,
        s.step,
        me.money,
        me.plants,
        me.city_count,
        s.resource_market().on_market,
        s.largest_network(),
        mines_key(s),
    )


class RolloutPolicy(NormalBot):
    """``heuristic`` play for every seat of a play-out, with memoised auction ceilings
    and optional overrides (the candidate being tested). Once the game is ending in the
    current build phase, every seat builds what it can still power (:meth:`finish`:
    Normal alone would hold back to avoid an end that is happening anyway)."""

    def __init__(self, heuristic: Heuristic = NORMAL_PLAYOUTS) -> None:
        super().__init__(0, heuristic, "policy")
        #: The search's memo of bidding limits (cleared per search).
        self.memo: dict[Hashable, int] = {}
        self.override: dict[tuple[int, int, int], int] = {}
        #: The running auction's limits by seat, with the state and (round, plant)
        #: they belong to (see :meth:`bid_limit`).
        self._limits: tuple[GameState | None, tuple[int, int], dict[int, int]] = (
            None,
            (0, 0),
            {},
        )

    def bid_limit(self, s: GameState, seat: int, plant: int) -> int:
        """The ceiling, worked out once per seat and auction: nothing it reads changes
        while an auction runs (money moves at the sale, and a plant is auctioned at
        most once a round), and within one search the memo and the limits under test
        stay as they are. The state is held, so no other state can be taken for it."""
        state, auction, limits = self._limits
        if state is not s or auction != (s.round, plant):
            limits = {}
            self._limits = (s, (s.round, plant), limits)
        limit = limits.get(seat)
        if limit is None:
            limit = limits[seat] = self.ceiling(s, seat, plant)
        return limit

    def _build(self, s: GameState, seat: int) -> Action:
        finish = self.finish(s, seat)
        return super()._build(s, seat) if finish is None else finish

    def finish(self, s: GameState, seat: int) -> Action | None:
        """In a build phase that ends the game, the greedy cheapest city towards what
        the fuel on the seat's plants powers, or done; None before that phase."""
        if not game_is_ending(s):
            return None
        me = s.player(seat)
        want = max(0, fuel_capacity(me.plants, me.resources) - me.city_count)
        order, _costs = greedy_build(s, seat, want, me.money)
        if not order:
            return A.DONE
        return A.build(s.board.cities[order[0]])

    def base_ceiling(self, s: GameState, seat: int, plant: int) -> int:
        """The limit under test for this seat, plant and round (within its money), else
        the heuristic's, memoised for the search."""
        fixed = self.override.get((seat, plant, s.round))
        if fixed is not None:
            return min(fixed, s.player(seat).money)
        mkey = ceiling_key(s, seat, plant)
        value = self.memo.get(mkey)
        if value is None:
            value = super().base_ceiling(s, seat, plant)
            self.memo[mkey] = value
        return value

    def final_limit(self, s: GameState, seat: int, plant: int) -> int:
        """The final-round limit, memoised for the search."""
        me = s.player(seat)
        key = ("final", *ceiling_key(s, seat, plant), me.resources, tuple(map(len, s.networks())))
        final = self.memo.get(key)
        if final is None:
            final = self.memo[key] = super().final_limit(s, seat, plant)
        return final


class SeatPolicies:
    """A play-out policy in which ``seat`` plays ``mine`` and every other seat plays
    ``rival``; the two share the search's memo and the limits under test (memoised
    values are keyed by seat, so neither reads the other's)."""

    def __init__(self, mine: RolloutPolicy, rival: RolloutPolicy, seat: int) -> None:
        self.memo: dict[Hashable, int] = {}
        self.override: dict[tuple[int, int, int], int] = {}
        for policy in (mine, rival):
            policy.memo = self.memo
            policy.override = self.override
        self.mine, self.rival, self.seat = mine, rival, seat

    def decide(self, s: GameState, seat: int) -> Action:
        return (self.mine if seat == self.seat else self.rival).decide(s, seat)


# ----- play-outs (module level: the Expert's worker processes run them too) -------------


def apply_spec(policy: PlayoutPolicy, s: GameState, seat: int, spec: Spec) -> None:
    """Play a candidate described as data (see :data:`Spec`) on a determinized state;
    a build or purchase ends the seat's turn."""
    match spec:
        case ("act", action):
            s.apply(action)
        case ("bid", key, ceiling):
            policy.override[key] = ceiling
            bid = s.decision()
            assert isinstance(bid, BidDecision)  # a bidding limit is searched in an auction
            if bid.min_bid <= ceiling and bid.money > bid.highest_bid:
                s.apply(A.bid(bid.min_bid))
            else:
                s.apply(A.PASS)
        case ("builds", k):
            for i in range(k):
                order, _costs = greedy_build(s, seat, k - i, s.player(seat).money)
                if not order:
                    break
                s.apply(A.build(s.board.cities[order[0]]))
        case ("seq", actions):
            for act in actions:
                if s.phase == Phase.OVER or s.is_legal(act) is not None:
                    break
                s.apply(act)
        case ("cities", cities):
            for city in cities:
                act = A.build(s.board.cities[city])
                if s.is_legal(act) is not None:
                    break
                s.apply(act)
        case ("buy", tokens):
            for r, k in enumerate(tokens):
                if s.current_player != seat or s.phase != Phase.RESOURCES:
                    break  # one token a turn (RULES 8.73): the turn has passed
                limit = s.purchase_limit(r)
                if k and limit is not None:
                    k = min(k, limit)
                if k:
                    act = A.buy(RESOURCES[r], k)
                    if s.is_legal(act) is None:
                        s.apply(act)
        case _:
            raise ValueError(f"unknown candidate {spec!r}")
    if (
        spec[0] in ("builds", "cities", "buy")
        and s.phase != Phase.OVER
        and s.current_player == seat
        and s.phase in (Phase.BUILD, Phase.RESOURCES)
    ):
        s.apply(A.DONE)


def run_samples(
    policy: PlayoutPolicy,
    v: GameState,
    seat: int,
    specs: Sequence[Spec],
    deals: Iterable[random.Random],
    stop_round: int,
    budget: int,
    guard: float,
    stop: Callable[[], bool] | None = None,
    leaf: LeafEvaluation | None = None,
) -> list[list[float]]:
    """The score of every spec on each determinization of the view ``v``, one row per
    determinization played, each dealt by the next generator of ``deals`` (the same
    generator again continues its stream). Stops early when ``budget`` simulated
    decisions are spent or ``guard`` seconds have passed (the only source of
    non-determinism), or when ``stop()`` turns true (a cancelled hint). The position
    each play-out reaches is scored by ``leaf`` (default :func:`evaluate`)."""
    score = evaluate if leaf is None else leaf
    start = time.perf_counter()
    policy.memo.clear()
    rows: list[list[float]] = []
    spent = 0
    for deal in deals:
        world = v.determinize(deal)
        row = []
        for spec in specs:
            s = world.clone()
            apply_spec(policy, s, seat, spec)
            spent += playout(policy, s, stop_round)
            policy.override.clear()
            row.append(score(s, seat))
        rows.append(row)
        if spent >= budget or time.perf_counter() - start > guard or (stop and stop()):
            break
    return rows


def row_means(rows: Sequence[Sequence[float]], width: int) -> list[float]:
    """The mean score of each of ``width`` candidates over the rows of a search."""
    return [sum(row[i] for row in rows) / len(rows) for i in range(width)]


def confident_choice(
    labels: Sequence[L], rows: Sequence[Sequence[float]], default: object, z: float
) -> L:
    """The label with the best mean score over ``rows``, unless ``default`` is among
    the labels and the best does not beat it by ``z`` standard errors of the paired
    differences.

    Why: the scores are noisy estimates, and the largest of several noisy means is
    biased upwards; Normal's choice is a sound move, so leaving it needs evidence, not
    luck of the draw (a wider candidate list without this rule played worse).
    """
    n = len(rows)
    means = row_means(rows, len(labels))
    best = max(range(len(labels)), key=lambda i: (means[i], labels[i] == default))
    if default not in labels or labels[best] == default or n < 3:
        return labels[best]
    d = labels.index(default)  # found among the labels
    diffs = [row[best] - row[d] for row in rows]
    mean = sum(diffs) / n
    spread = math.sqrt(sum((x - mean) ** 2 for x in diffs) / (n - 1))
    if spread == 0:
        return labels[best] if mean > 0 else labels[d]
    return labels[best] if mean / (spread / math.sqrt(n)) >= z else labels[d]


def playout(policy: PlayoutPolicy, s: GameState, stop_round: int) -> int:
    """Every seat plays ``policy`` until ``stop_round`` starts or the game ends."""
    steps = 0
    while s.phase != Phase.OVER and s.round < stop_round:
        s.apply(policy.decide(s, s.current_player))
        steps += 1
        if steps > 5000:
            break
    return steps


def evaluate(s: GameState, seat: int) -> float:
    """Leader-relative score of a position for ``seat``, in Elektro-like units."""
    n = s.player_count
    outcome = s.outcome()
    if outcome is not None:
        mine = outcome.standing(seat)
        best = max(
            (st for st in outcome.standings if st.seat != seat),
            key=lambda st: (st.powered, st.money, -st.seat),
        )
        share = outcome.shares()[seat]
        return (
            400.0 * share + 25.0 * (mine.powered - best.powered) + 0.2 * (mine.money - best.money)
        )
    values = [assets(s, p) for p in range(n)]
    mine_value = values[seat]
    return mine_value - max(values[o] for o in range(n) if o != seat)


def assets(s: GameState, seat: int) -> float:
    """What a seat owns, in Elektro: money, cities, capacity (to the end threshold),
    cities it can power, fuel at market prices, and what its mines will sell (RULES
    8.110: a mine powers nothing, it earns on the uranium market)."""
    p = s.player(seat)
    end = s.limits().end_cities
    prices = unit_prices(s.resource_market().on_market, s.rule_book())
    fuel = sum(k * c for k, c in zip(p.resources, prices, strict=True))
    mines = s.uranium_mines()
    plants = [x for x in p.plants if x not in mines] if mines else p.plants
    cap = min(capacity(plants), end)
    cities = p.city_count
    value = p.money + 16.0 * cities + 9.0 * cap + 6.0 * min(cap, cities) + fuel
    if mines:
        sales = rounds_left(s, NORMAL.growth)
        value += mine_income(s, seat, sales)(x for x in p.plants if x in mines)
    return value
