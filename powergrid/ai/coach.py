"""The coach: a hint with its reasons, win chances, and a review of a finished game.

Everything is computed by Hard's search on a player's view (``state.view(seat)``):
the hidden draw stack is only ever sampled, never read.

* :func:`hint` scores every sensible choice of the current decision with the same
  play-outs Hard uses, and returns the best and the two next best, each with how
  much worse it scores (in Elektro of leader-relative assets) and a reason in a
  player's words. The best is chosen by Hard's own rule: Normal's choice unless
  another option beats it with confidence, so a hint is what Hard would play and
  never a lucky draw of the samples. A reason and an option's label are data
  (``kind`` + ``params``) with an English sentence, so that a display can word them
  in its own language (every kind is listed in :data:`REASON_KINDS` and
  :data:`LABEL_KINDS`).
* :func:`win_chances` asks the learned win-probability model (:mod:`.winprob`);
  ``Coach.playout_win_chances`` plays the game out from samples of the hidden stack
  instead, kept to measure the two side by side.
* :func:`review` replays a game and, for every turn of the reviewed seats, compares
  what was played with what Hard plays there, on the same samples; the three turns
  that cost the most are marked.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..rules import (
    HOUSES_PER_PLAYER,
    PLANTS,
    RESOURCES,
    Action,
    BidDecision,
    BuildDecision,
    BuyDecision,
    ChoosePlantDecision,
    DiscardDecision,
    Game,
    GameState,
    Phase,
    RunDecision,
    fuel_burnt,
    income,
    new_game,
    purchase_price,
    save,
)
from ..rules import actions as A
from ..rules.actions import describe
from .common import capacity, greedy_build, net_incomes, unit_prices
from .hard import HardBot, end_verdict
from .normal import fuel_capacity
from .playouts import (
    RolloutPolicy,
    Spec,
    confident_choice,
    game_is_ending,
    playout,
    row_means,
)
from .winprob import win_chances as learned_chances

# ----- results ------------------------------------------------------------------------------

#: Every kind of :class:`Reason` the coach gives. A display that words reasons in
#: another language needs a sentence for each (a test scans this module for them).
REASON_KINDS = (
    "plant",  # open or bid on a plant: what it powers, with which fuel, what it earns
    "pass",  # pass on opening an auction: keep the money
    "forced",  # the only choice there is
    "let_go",  # leave a running auction: the plant is not worth more to you
    "fuel",  # buy resources: how many cities the fuel powers
    "end_wins",  # building ends the game and you win
    "end_loses",  # building ends the game and you do not win
    "build",  # build: cities, how many powered, the income
    "run",  # bureaucracy: cities powered, income, fuel burnt
    "discard",  # discard the plant that adds least
)

#: Every kind of option :class:`Label`, with the figures each carries in ``params``.
LABEL_KINDS = (
    "open",  # plant, limit: open plant N and bid up to X
    "pass_auction",  # pass on opening an auction
    "bid",  # plant, amount, limit: bid A on plant N, go up to X
    "let_go_at",  # plant, price: let plant N go at the highest bid
    "let_go",  # plant: let plant N go
    "discard",  # plant
    "buy",  # coal, oil, garbage, uranium, cost
    "buy_nothing",
    "build",  # count, cost
    "build_nothing",
    "run",  # count (the plants are the action's)
    "run_none",
    "forced",  # the only legal action, worded from the action itself
)


@dataclass(frozen=True)
class Reason:
    """Why a choice scores as it does: a kind, its figures, and an English sentence."""

    kind: str
    params: dict[str, int | float | str]
    text: str


@dataclass(frozen=True)
class Label:
    """An option in data, so a display can word it: a kind, its figures, English words."""

    kind: str
    params: dict[str, int | float | str]
    text: str


@dataclass(frozen=True)
class Choice:
    """One option of a decision as the coach sees it."""

    action: Action  # what to play now
    label: str  # the whole option in words ("Open plant 13 and bid up to 21")
    score: float  # mean leader-relative score of the play-outs
    delta: float  # how much worse than the best (below 1: as good, within noise)
    reason: Reason
    plan: Label | None = None  # the option as data (``label`` is its English text)


@dataclass(frozen=True)
class Hint:
    """The coach's answer for one decision."""

    seat: int
    round: int
    phase: Phase
    best: Choice
    alternatives: tuple[Choice, ...]  # the next best, at most two
    samples: int  # play-outs per option

    @property
    def choices(self) -> tuple[Choice, ...]:
        return (self.best, *self.alternatives)

    def text(self) -> str:
        lines = [f"{self.best.label}: {self.best.reason.text}"]
        for c in self.alternatives:
            worse = f"{c.delta:.0f} worse" if c.delta >= 1 else "about as good"
            lines.append(f"  or {c.label} ({worse}): {c.reason.text}")
        return "\n".join(lines)


def _cities(n: int, more: str = "") -> str:
    return f"{n} {more}{'city' if n == 1 else 'cities'}"


def _more_cities(n: int) -> str:
    """A change in the cities powered, in words: a swap can gain none or lose some."""
    if n > 0:
        return _cities(n, "more ")
    if n == 0:
        return "no more cities"
    return _cities(-n, "fewer ")


def _label(kind: str, text: str, **params: int | float | str) -> Label:
    """A :class:`Label` of one of :data:`LABEL_KINDS` (a typo fails at once, not on screen)."""
    if kind not in LABEL_KINDS:
        raise ValueError(f"unknown label kind {kind!r}")
    return Label(kind, dict(params), text)


@dataclass
class _Option:
    key: Hashable
    spec: Spec
    action: Action
    plan: Label
    reason: Reason

    @property
    def label(self) -> str:
        return self.plan.text

    def choice(self, score: float = 0.0, delta: float = 0.0) -> Choice:
        return Choice(self.action, self.plan.text, score, delta, self.reason, self.plan)


# ----- the hint -----------------------------------------------------------------------------


class Coach:
    """Hint and win chances from one seat's view. ``seed`` fixes the samples."""

    #: Play-outs for the win chances, and their time guard (seconds).
    chance_samples = 24
    chance_guard = 1.5

    def __init__(
        self, seed: int = 0, bot: HardBot | None = None, cancelled: Callable[[], bool] | None = None
    ):
        self.seed = seed
        self.bot = bot if bot is not None else HardBot(seed)
        #: When it returns True the running search stops at the next sample.
        self.cancelled = cancelled
        self.bot.stop = cancelled

    def hint(self, view: GameState, seat: int | None = None) -> Hint:
        """The best choice now and the two next best, for the seat to play."""
        seat = view.current_player if seat is None else seat
        if view.phase == Phase.OVER:
            raise ValueError("the game is over: there is nothing to decide")
        if view.current_player != seat:
            raise ValueError(f"seat {seat} is not to play (seat {view.current_player} is)")
        options = self.options(view, seat)
        if len(options) == 1:
            return Hint(seat, view.round, view.phase, options[0].choice(), (), 0)
        exact = False
        if view.phase == Phase.BUILD:
            me = view.player(seat)
            reach = len(greedy_build(view, seat, me.houses_left, me.money)[0])
            exact = self.bot.game_may_end(view, seat, me.city_count + reach)
        rows = self.bot.sample_rows(
            view, seat, [(i, o.spec) for i, o in enumerate(options)], exact=exact
        )
        scores = row_means(rows, len(options))
        labels = list(range(len(options)))
        best = confident_choice(
            labels, rows, self.normal_index(view, seat, options), self.bot.confidence
        )
        rest = sorted((i for i in labels if i != best), key=lambda i: (-scores[i], i))
        picked = [
            options[i].choice(round(scores[i], 1), round(scores[best] - scores[i], 1))
            for i in [best, *rest[:2]]
        ]
        return Hint(seat, view.round, view.phase, picked[0], tuple(picked[1:]), len(rows))

    def normal_index(self, v: GameState, seat: int, options: Sequence[_Option]) -> int | None:
        """Which option is Normal's own choice, the one Hard keeps unless another
        beats it with confidence; None when no option is."""
        decision = v.decision()
        bot = self.bot
        if isinstance(decision, BidDecision):
            base = bot.ceiling(v, seat, decision.plant)
            wanted: object = base if base >= decision.min_bid else None
            keys = [o.key for o in options]
            if wanted in keys:
                return keys.index(wanted)
            normal: Action = A.PASS if wanted is None else A.bid(decision.min_bid)
        elif isinstance(decision, BuildDecision):
            count = bot.normal_build_count(v, seat)
            return next((i for i, o in enumerate(options) if o.key == count), None)
        elif isinstance(decision, BuyDecision):
            plan = bot.buy_candidates(v, seat)[0]
            return next((i for i, o in enumerate(options) if o.key == plan), None)
        else:
            normal = bot.decide(v, seat)
        return next((i for i, o in enumerate(options) if o.action == normal), None)

    # ----- options of each decision -------------------------------------------------------

    def options(self, v: GameState, seat: int) -> list[_Option]:
        decision = v.decision()
        if isinstance(decision, ChoosePlantDecision):
            return self._open_options(v, seat)
        if isinstance(decision, BidDecision):
            return self._bid_options(v, seat, decision)
        if isinstance(decision, DiscardDecision):
            return [
                _Option(
                    a,
                    ("act", a),
                    a,
                    _label("discard", f"Discard plant {a.plant}", plant=a.plant),
                    Reason(
                        "discard", {"plant": a.plant}, f"plant {a.plant} adds the least from now on"
                    ),
                )
                for a in v.legal_actions()
                if isinstance(a, A.Discard)  # all of them
            ]
        if isinstance(decision, BuyDecision):
            return self._buy_options(v, seat)
        if isinstance(decision, BuildDecision):
            return self._build_options(v, seat)
        if isinstance(decision, RunDecision):
            return self._run_options(v, seat)
        raise ValueError(f"no hint for a {type(decision).__name__}")

    def _plant_reason(self, v: GameState, seat: int, plant: int, limit: int) -> Reason:
        me = v.player(seat)
        prices = unit_prices(v.resource_market().on_market)
        cities = me.city_count
        old = tuple(sorted(me.plants))
        _value, drop = self.bot.plant_value(v, seat, plant)
        new = tuple(sorted((*(p for p in me.plants if p != drop), plant)))
        gain_cities = min(capacity(new), cities + 3) - min(capacity(old), cities + 3)
        row = min(cities + 2, HOUSES_PER_PLAYER)
        per_round = net_incomes(new, prices, (row,))[0] - net_incomes(old, prices, (row,))[0]
        card = PLANTS[plant]
        kind = "coal or oil" if card.kind == "hybrid" else card.kind
        fuel = "no fuel" if not card.amount else f"{card.amount} {kind} a round"
        params: dict[str, int | float | str] = {
            "plant": plant,
            "limit": limit,
            "cities": card.cities,
            "fuel_kind": card.kind,
            "fuel_amount": card.amount,
            "more_powered": gain_cities,
            "per_round": round(per_round),
            "replaces": drop,
        }
        swap = f", replacing plant {drop}" if drop else ""
        return Reason(
            "plant",
            params,
            f"powers {_cities(card.cities)} with {fuel}{swap}; "
            f"{_more_cities(gain_cities)} powered soon, about "
            f"{round(per_round):+d} Elektro a round",
        )

    def _open_options(self, v: GameState, seat: int) -> list[_Option]:
        bot = self.bot
        me = v.player(seat)
        out = []
        for plant in v.plant_market().current:
            if plant > me.money:
                continue
            limit = max(plant, min(me.money, bot.ceiling(v, seat, plant)))
            act: Action = A.choose(plant, plant)
            out.append(
                _Option(
                    plant,
                    ("act", act),
                    act,
                    _label(
                        "open",
                        f"Open plant {plant} and bid up to {limit}",
                        plant=plant,
                        limit=limit,
                    ),
                    self._plant_reason(v, seat, plant, limit),
                )
            )
        legal = v.legal_actions()
        if A.PASS in legal:
            out.append(
                _Option(
                    "pass",
                    ("act", A.PASS),
                    A.PASS,
                    _label("pass_auction", "Pass this auction"),
                    Reason(
                        "pass",
                        {"money": me.money},
                        f"keep your {me.money} Elektro for fuel and cities",
                    ),
                )
            )
        if not out:
            act = legal[0]
            out.append(
                _Option(
                    act,
                    ("act", act),
                    act,
                    _label("forced", describe(act).capitalize()),
                    Reason("forced", {}, "the only choice"),
                )
            )
        return out

    def _bid_options(self, v: GameState, seat: int, decision: BidDecision) -> list[_Option]:
        me = v.player(seat)
        plant, highest = decision.plant, decision.highest_bid
        base = self.bot.ceiling(v, seat, plant)
        ceilings = sorted(
            {
                c
                for c in (base, base + 6, base + 15, int(base * 0.75), highest)
                if highest <= c <= me.money
            }
        )
        key = (seat, plant, v.round)
        out = []
        for c in ceilings:
            act: Action
            if c >= decision.min_bid:
                act = A.bid(decision.min_bid)
                label = _label(
                    "bid",
                    f"Bid {decision.min_bid} on plant {plant} (go up to {c})",
                    plant=plant,
                    amount=decision.min_bid,
                    limit=c,
                )
                reason = self._plant_reason(v, seat, plant, c)
            else:
                act = A.PASS
                label = _label(
                    "let_go_at", f"Let plant {plant} go at {highest}", plant=plant, price=highest
                )
                reason = Reason(
                    "let_go",
                    {"plant": plant, "price": highest},
                    f"plant {plant} is not worth more than {highest} Elektro to you",
                )
            out.append(_Option(c, ("bid", key, c), act, label, reason))
        if not any(o.action == A.PASS for o in out):
            out.append(
                _Option(
                    "pass",
                    ("act", A.PASS),
                    A.PASS,
                    _label("let_go", f"Let plant {plant} go", plant=plant),
                    Reason(
                        "let_go",
                        {"plant": plant, "price": highest},
                        f"plant {plant} is not worth more than {highest} Elektro to you",
                    ),
                )
            )
        return out

    def _buy_options(self, v: GameState, seat: int) -> list[_Option]:
        me = v.player(seat)
        market = v.resource_market().on_market
        cities = me.city_count
        out = []
        for buy in self.bot.buy_candidates(v, seat):
            have = [h + b for h, b in zip(me.resources, buy, strict=True)]
            powered = fuel_capacity(me.plants, have)
            cost = 0
            parts = []
            left = list(market)
            for r, k in enumerate(buy):
                if k:
                    cost += purchase_price(r, left[r], k) or 0
                    left[r] -= k
                    parts.append(f"{k} {RESOURCES[r]}")
            first = next((A.buy(RESOURCES[r], k) for r, k in enumerate(buy) if k), A.DONE)
            if first != A.DONE and v.is_legal(first) is not None:
                continue
            out.append(
                _Option(
                    buy,
                    ("buy", buy),
                    first,
                    _buy_label(buy, parts, cost),
                    Reason(
                        "fuel",
                        {"cost": cost, "can_power": powered, "cities": cities},
                        f"fuel for {_cities(powered)} (you have {_cities(cities)})",
                    ),
                )
            )
        return out or [
            _Option(
                "done",
                ("act", A.DONE),
                A.DONE,
                _label("buy_nothing", "Buy nothing"),
                Reason("forced", {}, "the only choice"),
            )
        ]

    def _build_options(self, v: GameState, seat: int) -> list[_Option]:
        me = v.player(seat)
        end = v.limits().end_cities
        order, costs = greedy_build(v, seat, me.houses_left, me.money)
        fuel = fuel_capacity(me.plants, me.resources)
        ending = game_is_ending(v)
        out = []
        for k in range(0, min(len(order), 8) + 1):
            cities = me.city_count + k
            act: Action
            if k:
                act = A.build(v.board.cities[order[0]])
                label = _label(
                    "build",
                    f"Build {_cities(k)} for {costs[k - 1]} Elektro",
                    count=k,
                    cost=costs[k - 1],
                )
            else:
                act = A.DONE
                label = _label("build_nothing", "Build nothing more")
            if cities >= end or ending:
                wins, mine, rival = end_verdict(v, seat, k)
                kind = "end_wins" if wins else "end_loses"
                text = (
                    f"the game ends: {mine[0]} powered against up to {rival[0]}, "
                    f"{'you win' if wins else 'you do not win'}"
                )
                reason = Reason(
                    kind,
                    {
                        "powered": mine[0],
                        "rival_powered": rival[0],
                        "money": mine[1],
                        "rival_money": rival[1],
                    },
                    text,
                )
            else:
                powered = min(fuel, cities)
                reason = Reason(
                    "build",
                    {"cities": cities, "powered": powered, "income": income(powered)},
                    f"{_cities(cities)}, {powered} powered with your fuel: "
                    f"income {income(powered)} Elektro",
                )
            out.append(_Option(k, ("builds", k), act, label, reason))
        return out

    def _run_options(self, v: GameState, seat: int) -> list[_Option]:
        me = v.player(seat)
        prices = unit_prices(v.resource_market().on_market)
        out = []
        for act in v.legal_actions():
            if not isinstance(act, A.Run):
                continue  # every action of bureaucracy is a run
            powered = min(sum(PLANTS[p].cities for p in act.plants), me.city_count)
            burnt = fuel_burnt(act.plants, act.coal)
            spent = sum(b * p for b, p in zip(burnt, prices, strict=True))
            n = len(act.plants)
            names = ", ".join(map(str, act.plants))
            label = (
                _label("run", f"Run plant{'s' if n > 1 else ''} {names}", count=n)
                if n
                else _label("run_none", "Run no plant")
            )
            out.append(
                _Option(
                    act,
                    ("act", act),
                    act,
                    label,
                    Reason(
                        "run",
                        {"powered": powered, "income": income(powered), "fuel_value": round(spent)},
                        f"{_cities(powered)} powered, income {income(powered)} Elektro, "
                        f"fuel worth {round(spent)} Elektro burnt",
                    ),
                )
            )
        out.sort(
            key=lambda o: (-int(o.reason.params["powered"]), float(o.reason.params["fuel_value"]))
        )
        return out[:4]

    # ----- win chances --------------------------------------------------------------------

    def win_chances(self, view: GameState) -> tuple[float, ...]:
        """Every seat's chance to win in the view, from the learned model (docs/winprob.md):
        on the same bot games it scores better than the play-outs below, swings half as
        much between rounds and answers in a millisecond (docs/ai-figures.md)."""
        return learned_chances(view)

    def playout_win_chances(self, view: GameState) -> tuple[float, ...]:
        """Every seat's chance to win, from play-outs to the end on samples of the view."""
        outcome = view.outcome()
        if outcome is not None:
            return tuple(outcome.shares())
        rng = random.Random(self.seed * 7919 + view.round)
        policy = RolloutPolicy()
        totals = [0.0] * view.player_count
        done = 0
        start = time.perf_counter()
        for _ in range(self.chance_samples):
            s = view.determinize(rng)
            playout(policy, s, 10**9)
            result = s.outcome()
            if result is not None:
                for seat, share in enumerate(result.shares()):
                    totals[seat] += share
                done += 1
            if time.perf_counter() - start > self.chance_guard and done >= 4:
                break
            if self.cancelled is not None and self.cancelled():
                break
        if not done:
            return tuple(1.0 / view.player_count for _ in totals)
        return tuple(t / done for t in totals)


def _buy_label(buy: Sequence[int], parts: list[str], cost: int) -> Label:
    """A buy label such as "Buy 2 coal and 1 oil for 7 Elektro", every count a figure."""
    if not parts:
        return _label("buy_nothing", "Buy nothing")
    counts = {name: int(k) for name, k in zip(RESOURCES, buy, strict=True)}
    return _label("buy", f"Buy {', '.join(parts)} for {cost} Elektro", cost=cost, **counts)


def hint(view: GameState, seat: int | None = None, seed: int = 0) -> Hint:
    """The coach's hint for the seat to play in ``view`` (see :class:`Coach`)."""
    return Coach(seed).hint(view, seat)


def win_chances(view: GameState, seed: int = 0) -> tuple[float, ...]:
    """Every seat's chance to win, estimated from ``view`` (see :class:`Coach`)."""
    return Coach(seed).win_chances(view)


# ----- the review ---------------------------------------------------------------------------


@dataclass(frozen=True)
class ReviewItem:
    """One turn of a reviewed seat: what was played, what Hard plays, what it cost."""

    index: int  # position of the turn's first action in the game's log
    round: int
    phase: Phase
    seat: int
    played: tuple[Action, ...]
    hard: tuple[Action, ...]
    cost: float  # Hard's score less the played turn's (0 when they agree)
    expensive: bool = False  # one of the three most expensive turns

    def text(self) -> str:
        played = "; ".join(describe(a) for a in self.played)
        if self.played == self.hard:
            return f"Round {self.round}, {self.phase.value}: {played} (as Hard)"
        hard = "; ".join(describe(a) for a in self.hard)
        return (
            f"Round {self.round}, {self.phase.value}: {played}; "
            f"Hard: {hard} (cost about {self.cost:.0f})"
        )


@dataclass
class Review:
    seats: tuple[int, ...]
    items: list[ReviewItem] = field(default_factory=list)
    complete: bool = True

    def most_expensive(self, n: int = 3) -> list[ReviewItem]:
        return sorted((i for i in self.items if i.cost > 0), key=lambda i: -i.cost)[:n]

    def rounds(self) -> list[int]:
        return sorted({i.round for i in self.items})

    def by_round(self, rnd: int) -> list[ReviewItem]:
        return [i for i in self.items if i.round == rnd]


class ReviewBot(HardBot):
    """Hard with a smaller budget: a review scores every turn of a game."""

    budget = 1500
    max_samples = 6
    final_samples = 2
    game_guard = 10**9


def _turns(game: Game) -> Iterable[tuple[int, int, list[Action]]]:
    """(index of the first action, seat, actions) for each run of one seat's actions in
    one phase of one round, in order of the log."""
    state = new_game(game.config, game.seed)
    start, seat, key = 0, -1, None
    acts: list[Action] = []
    for i, action in enumerate(game.log):
        now = (state.current_player, state.round, state.phase)
        if now != key:
            if acts:
                yield start, seat, acts
            start, seat, key, acts = i, state.current_player, now, []
        acts.append(action)
        state.apply(action)
    if acts:
        yield start, seat, acts


def review(
    game: Game | str | Path,
    seats: Sequence[int] | None = None,
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> Review:
    """Compare every turn of ``seats`` (default: the human seats, or all if none) with
    Hard's choice from the same view. ``game`` is a Game or a save file's path.

    ``progress(done, total)`` is called after each turn; when ``cancelled()`` turns
    true the review stops and is marked incomplete."""
    if not isinstance(game, Game):
        game = save.load(game)
    if seats is None:
        humans = tuple(i for i, s in enumerate(game.config.seats) if s.controller == "human")
        seats = humans or tuple(range(len(game.config.seats)))
    for s in seats:
        if not 0 <= s < len(game.config.seats):
            raise ValueError(f"no seat {s} in this game")
    result = Review(tuple(seats))
    turns = [t for t in _turns(game) if t[1] in seats]
    state = new_game(game.config, game.seed)
    applied = 0
    for n, (index, seat, acts) in enumerate(turns):
        if cancelled is not None and cancelled():
            result.complete = False
            break
        while applied < index:
            state.apply(game.log[applied])
            applied += 1
        view = state.view(seat)
        if len(view.legal_actions()) > 1 or len(acts) > 1:
            result.items.append(_review_turn(view, seat, index, tuple(acts), seed))
        if progress is not None:
            progress(n + 1, len(turns))
    costly = {id(i) for i in result.most_expensive(3)}
    result.items = [
        ReviewItem(i.index, i.round, i.phase, i.seat, i.played, i.hard, i.cost, id(i) in costly)
        for i in result.items
    ]
    return result


def _review_turn(
    view: GameState, seat: int, index: int, played: tuple[Action, ...], seed: int
) -> ReviewItem:
    bot = ReviewBot(seed)
    world = view.determinize(random.Random(seed * 31 + index))
    phase, rnd = world.phase, world.round
    hard: list[Action] = []
    while (
        world.phase == phase
        and world.round == rnd
        and world.current_player == seat
        and len(hard) < 30
    ):
        if hard and isinstance(world.decision(), ChoosePlantDecision):
            break  # a new auction is a new turn
        act = bot.choose(world)
        hard.append(act)
        world.apply(act)
    cost = 0.0
    if tuple(hard) != played:
        scores, _n = bot.scores(
            view, seat, [("hard", ("seq", tuple(hard))), ("played", ("seq", played))]
        )
        cost = round(max(0.0, scores["hard"] - scores["played"]), 1)
    return ReviewItem(index, rnd, phase, seat, played, tuple(hard), cost)
