"""The coach: a hint with its reasons, and win chances.

Everything is computed by the Expert's search on a player's view
(``state.view(seat)``): the hidden draw stack is only ever sampled, never read.

* :func:`hint` scores every sensible choice of the current decision with play-outs
  like the Expert's (every seat on its lean policy, two rounds beyond this one, scored
  against the strongest rival), and returns the best and the two next best *other
  decisions* (options of one decision, such as a bid's limits, share a decision key and
  only the best of them is listed), each with how much worse it is in a player's unit
  (:mod:`.coach_units`) and a reason that names its figures; the best also says what
  decides it. The best is chosen by Hard's rule: the default move (the Expert's, valued
  leanly) unless another option beats it with confidence, so a hint is never a lucky
  draw of the samples.
* The coach searches with its own settings (:class:`CoachBot`): many more play-outs
  than the Expert in play, more still where a decision is close, and a fixed number of
  them, so a hint depends on the position and its seed, not on how busy the machine
  is. A difference is stated only when it stands clear of the coach's own noise
  (:data:`.coach_units.SURE` standard errors of the paired play-outs), else the
  option is "about as good".
* A reason, an option's label and a difference are data (``kind`` + ``params``) with
  an English sentence, so that a display can word them in its own language (every
  kind is listed in :data:`REASON_KINDS`, :data:`LABEL_KINDS` and ``DIFFERENCE_KINDS``).
* :func:`win_chances` asks the learned win-probability model (:mod:`.winprob`);
  ``Coach.playout_win_chances`` plays the game out from samples of the hidden stack
  instead, kept to measure the two side by side.
* The review of a finished game (:mod:`.review`) charges every turn what this hint,
  with the same seed, shows for the decision played.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field, replace

from ..levels import EXPERT, Heuristic, SearchSettings
from ..rules import (
    PLANTS,
    RESOURCES,
    Action,
    BidDecision,
    BuildDecision,
    BuyDecision,
    ChoosePlantDecision,
    DiscardDecision,
    GameState,
    Phase,
    RunDecision,
    SellUraniumDecision,
    best_run,
    fuel_burnt,
)
from ..rules import actions as A
from ..rules.actions import describe
from .coach_units import (
    SAME,
    Difference,
    Reached,
    RecordingLeaf,
    decisive_part,
    difference,
    t_value,
)
from .common import INF, capacity, greedy_build, net_incomes, purchase_cost, unit_prices
from .endgame import end_verdict
from .normal import NormalBot, fuel_capacity
from .playouts import (
    RolloutPolicy,
    Spec,
    game_is_ending,
    playout,
    run_samples,
)
from .search import SearchBot
from .winprob import win_chances as learned_chances

# ----- results ------------------------------------------------------------------------------

#: Every kind of :class:`Reason` the coach gives. A display that words reasons in
#: another language needs a sentence for each (a test scans this module for them).
REASON_KINDS = (
    "plant",  # open or bid on a plant: what it powers, with which fuel, what it earns
    "pass",  # pass on opening an auction: keep the money
    "forced",  # the only choice there is
    "let_go",  # leave a running auction: the plant is worth less to you than the next bid
    "let_go_money",  # leave a running auction: keep the money the next bid would take
    "fuel",  # buy resources: how many cities the fuel powers
    "end_wins",  # building ends the game and you win
    "end_loses",  # building ends the game and you do not win
    "build",  # build: cities, how many powered, the income
    "run",  # bureaucracy: cities powered, income, fuel burnt
    "discard",  # discard a plant: the plants kept and what they power
    "uranium_sale",  # sell or keep the mines' uranium: income now, a city's price later
    # What decides the best choice against the next one (``Choice.decides``): the part
    # of the assets it leads by when the play-outs stop (amount, round) ...
    "edge_money",
    "edge_cities",
    "edge_plants",
    "edge_fuel",
    "edge_rival",  # the strongest rival ends weaker
    "edge_assets",  # the assets as a whole (their parts were not recorded)
    # ... or what it gains at the end of the game ...
    "edge_win",  # points
    "edge_powered",  # cities
    "edge_money_end",  # amount
    # ... or that no other choice does clearly better (Normal's plan stands).
    "edge_close",
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
    "build",  # count, cost (the cities, in order, are ``Choice.cities``)
    "build_nothing",
    "run",  # count (the plants are the action's)
    "run_none",
    "forced",  # the only legal action, worded from the action itself
    "sell_uranium",
    "keep_uranium",
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
    delta: float  # how much worse than the best in score (0: about as good, within noise)
    reason: Reason
    plan: Label | None = None  # the option as data (``label`` is its English text)
    #: Which decision the option is (see :func:`decision_key`): options of one
    #: decision differ only in how it is carried out, such as a bid's limit.
    decision: tuple[Hashable, ...] = ()
    #: How much worse than the best, in a unit a player knows.
    difference: Difference = SAME
    #: The cities to build, in order, when the option builds.
    cities: tuple[str, ...] = ()
    #: For the best choice: what decides it against the next one.
    decides: Reason | None = None


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
        if self.best.decides is not None:
            lines.append(f"  what decides it: {self.best.decides.text}")
        for c in self.alternatives:
            lines.append(f"  or {c.label} ({c.difference.text}): {c.reason.text}")
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
    decision: tuple[Hashable, ...] = ()
    cities: tuple[str, ...] = ()  # the cities a build option builds, in order

    @property
    def label(self) -> str:
        return self.plan.text

    def choice(
        self,
        score: float = 0.0,
        delta: float = 0.0,
        worse: Difference = SAME,
        decides: Reason | None = None,
    ) -> Choice:
        return Choice(
            self.action,
            self.plan.text,
            score,
            delta,
            self.reason,
            self.plan,
            self.decision,
            worse,
            self.cities,
            decides,
        )


def coach_seed(game_seed: int, seat: int) -> int:
    """The coach's seed for a seat of a game: the hint and the review of a position
    use the same one, so they score it on the same samples and agree."""
    return game_seed * 31 + seat


class CountingPolicy(RolloutPolicy):
    """A play-out policy counting the moves it is asked for (the coach's budget is
    counted in them)."""

    def __init__(self, heuristic: Heuristic) -> None:
        super().__init__(heuristic)
        self.steps = 0

    def decide(self, s: GameState, seat: int) -> Action:
        self.steps += 1
        return super().decide(s, seat)


#: The coach's search: the Expert's valuation and play-outs with many more samples, no
#: time guard and no budget of its own (the coach counts its moves, :class:`CoachBot`),
#: in one process and without the Expert's second model of a two-player rival. No
#: computer player plays by it.
COACH = replace(
    EXPERT,
    max_samples=4096,
    final_samples=1024,
    confidence=2.5,
    budget=INF,
    decision_guard=math.inf,
    game_guard=math.inf,
    chunks=1,
    rivals=(),
)


class CoachBot(SearchBot):
    """The Expert's judgement with the coach's own settings (:data:`COACH`).

    Why the Expert's: judged with Hard's play-outs (Normal's policy, to the end of the
    next round), the Expert's own moves in 20 games against itself were marked mistake
    or blunder in one turn in ten: the coach's model was the weaker player. Why its own
    settings: the Expert plays with 48 play-outs an option and a time guard, which is
    enough to choose a move but not to state how much worse another is, and a guard
    that fires on a busy machine makes the answer depend on the load. The coach plays
    :attr:`first_samples` out, doubles them up to the settings' ``max_samples`` while
    the choice is close (:meth:`Coach.close`) and its :attr:`step_budget` lasts, in
    this process (no pool: a hint is one thread of the app)."""

    first_samples = 128
    #: The same where the play-outs go to the end of the game (up to ``final_samples``).
    final_first = 64
    #: Elektro (score units) by which another option must beat the default move, beyond
    #: the confidence bar, to replace it: a gain of a coin or two is no reason to
    #: change plan, and on many samples it would clear the bar.
    margin = 2.0
    #: A choice is close while another option stands within this many standard errors
    #: of the bar that would change it.
    close_band = 3.0
    #: Moves played out in all for one hint, at most: no more samples are added once
    #: they are spent. Counted in moves, not seconds, so that a hint depends on the
    #: position and its seed alone (a busy or slow machine gets the same answer, later).
    step_budget = 1_200_000

    def __init__(self, seed: int = 0, settings: SearchSettings | None = None) -> None:
        super().__init__(seed, COACH if settings is None else settings, name="coach")
        self.policy: CountingPolicy = CountingPolicy(self.settings.policy)

    def first_count(self, exact: bool) -> int:
        """Play-outs an option gets before the coach looks whether the choice is close."""
        return self.final_first if exact else self.first_samples

    def normal_build_count(self, v: GameState, seat: int) -> int:
        """Normal's build, on a sample of the view that does not depend on the seed (the
        default a hint keeps must be the same whatever the coach's seed)."""
        s = v.determinize(random.Random(0))
        count = 0
        while s.phase == Phase.BUILD and s.current_player == seat:
            act = NormalBot.decide(self, s, seat)
            if type(act) is not A.Build:
                break
            s.apply(act)
            count += 1
        return count


@dataclass
class Evaluation:
    """Every option of one decision scored on the same play-outs: what a hint shows
    and what the review charges a played turn against."""

    options: list[_Option]
    rows: list[list[float]]  # one row per play-out, one score per option
    columns: list[list[Reached]]  # what each option's play-outs reached
    best: int  # the option Hard's rule plays (see :meth:`Coach.choose`)
    stop_round: int  # the round the play-outs stop at (INF: the end of the game)
    exact: bool = False  # played to the end of the game (the build may end it)
    default: int | None = None  # Normal's choice among the options
    _worse: dict[int, Difference] = field(default_factory=dict)

    def score(self, i: int) -> float:
        return sum(row[i] for row in self.rows) / len(self.rows)

    def worse(self, i: int) -> Difference:
        """How much worse option ``i`` is than the best, in a player's unit: "about as
        good" unless the coach is sure of it (:func:`.coach_units.difference`)."""
        if i == self.best:
            return SAME
        if i not in self._worse:
            self._worse[i] = difference(self.columns[self.best], self.columns[i], self.stop_round)
        return self._worse[i]

    def choice(self, i: int, decides: Reason | None = None) -> Choice:
        worse = self.worse(i)
        delta = 0.0 if worse.same else round(self.score(self.best) - self.score(i), 1)
        return self.options[i].choice(round(self.score(i), 1), delta, worse, decides)

    def distinct(self, n: int = 2) -> list[int]:
        """The best and then up to ``n`` next best options that are other decisions:
        of several options of one decision (a bid's limits), only the best is kept."""
        order = sorted(
            (i for i in range(len(self.options)) if i != self.best),
            key=lambda i: (-self.score(i), i),
        )
        seen = {self.options[self.best].decision}
        picked = [self.best]
        for i in order:
            key = self.options[i].decision
            if key in seen:
                continue
            seen.add(key)
            picked.append(i)
            if len(picked) > n:
                break
        return picked

    def decides(self, runner: int | None) -> Reason | None:
        """What decides the best against ``runner`` (the next best other decision): the
        part of the assets it leads by, or what it gains at the end, when the coach is
        sure the runner is worse; else that no other choice does clearly better."""
        if runner is None:
            return None
        worse = self.worse(runner)
        if worse.same:
            return Reason("edge_close", {}, "no other choice does clearly better in the play-outs")
        if worse.kind != "elektro":
            return _end_edge(worse)
        rnd = self.stop_round
        part = decisive_part(self.columns[self.best], self.columns[runner])
        if part is None:
            amount = int(worse.params["amount"])
            return Reason(
                "edge_assets",
                {"amount": amount, "round": rnd},
                f"by round {rnd}, about {amount} Elektro better off than with the next choice",
            )
        name, mean = part
        return _part_edge(name, round(mean), rnd)


def _part_edge(part: str, amount: int, rnd: int) -> Reason:
    """The best leads the next choice by ``amount`` Elektro of one part of its assets
    (:data:`.coach_units.PARTS`) when the play-outs stop, at round ``rnd``."""
    p: dict[str, int | float | str] = {"amount": amount, "round": rnd}
    than = "than with the next choice"
    if part == "money":
        return Reason(
            "edge_money", p, f"by round {rnd}, about {amount} Elektro more in hand {than}"
        )
    if part == "cities":
        return Reason(
            "edge_cities", p, f"by round {rnd}, more cities (worth about {amount} Elektro) {than}"
        )
    if part == "plants":
        return Reason(
            "edge_plants",
            p,
            f"by round {rnd}, more plant capacity (worth about {amount} Elektro) {than}",
        )
    if part == "fuel":
        return Reason(
            "edge_fuel",
            p,
            f"by round {rnd}, more fuel in store (worth about {amount} Elektro) {than}",
        )
    return Reason(
        "edge_rival", p, f"by round {rnd}, the strongest rival about {amount} Elektro weaker {than}"
    )


def _end_edge(worse: Difference) -> Reason:
    """What the best gains at the end of the game over the next choice (``worse`` is
    the next choice's difference in an end-of-game unit)."""
    p = worse.params
    than = "than with the next choice"
    if worse.kind == "win":
        points = int(p["points"])
        return Reason("edge_win", {"points": points}, f"a win chance {points} points higher {than}")
    if worse.kind == "powered":
        n = int(p["cities"])
        return Reason(
            "edge_powered", {"cities": n}, f"{_cities(n, 'more ')} powered at the end {than}"
        )
    amount = int(p["amount"])
    return Reason("edge_money_end", {"amount": amount}, f"{amount} Elektro more at the end {than}")


# ----- the hint -----------------------------------------------------------------------------


class Coach:
    """Hint and win chances from one seat's view. ``seed`` fixes the samples."""

    #: Play-outs for the win chances, and their time guard (seconds).
    chance_samples = 24
    chance_guard = 1.5

    def __init__(
        self,
        seed: int = 0,
        bot: CoachBot | None = None,
        cancelled: Callable[[], bool] | None = None,
    ):
        self.seed = seed
        self.bot = bot if bot is not None else CoachBot(seed)
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
        ev = self.evaluate(view, seat, options)
        picked = ev.distinct(2)
        runner = picked[1] if len(picked) > 1 else None
        best = ev.choice(picked[0], ev.decides(runner))
        others = tuple(ev.choice(i) for i in picked[1:])
        return Hint(seat, view.round, view.phase, best, others, len(ev.rows))

    def evaluate(self, view: GameState, seat: int, options: list[_Option]) -> Evaluation:
        """Score ``options`` on the same play-outs and choose the best by Hard's rule;
        while the choice is close, play out more samples (up to the bot's most)."""
        exact = False
        bot = self.bot
        if view.phase == Phase.BUILD:
            me = view.player(seat)
            reach = len(greedy_build(view, seat, me.houses_left, me.money)[0])
            exact = bot.game_may_end(view, seat, me.city_count + reach)
        deals, stop_round = bot.search_deals(view, seat, exact)
        specs = [o.spec for o in options]
        default = self.normal_index(view, seat, options)
        recorder = RecordingLeaf(bot.leaf)
        rows: list[list[float]] = []
        target = min(len(deals), bot.first_count(exact))
        start = bot.policy.steps
        while True:
            wanted = deals[len(rows) : target]
            left = bot.step_budget - (bot.policy.steps - start)
            got = self.sample(view, seat, specs, wanted, stop_round, recorder, left)
            rows += got
            best = self.choose(rows, default)
            if (
                len(got) < len(wanted)  # the budget is spent, or the hint cancelled
                or target >= len(deals)
                or not self.close(rows, best, default)
            ):
                break
            target = min(len(deals), 2 * target)
        columns = recorder.columns(rows, len(specs))
        return Evaluation(options, rows, columns, best, stop_round, exact, default)

    def sample(
        self,
        view: GameState,
        seat: int,
        specs: Sequence[Spec],
        deals: Sequence[random.Random],
        stop_round: int,
        leaf: RecordingLeaf,
        budget: int = INF,
    ) -> list[list[float]]:
        """The score of every spec on each of ``deals`` (one row each), scored through
        ``leaf``; fewer rows when cancelled or once ``budget`` moves are played out."""
        if not deals or budget <= 0:
            return []
        bot = self.bot
        return run_samples(
            bot.policy, view, seat, specs, deals, stop_round, budget, INF, self.cancelled, leaf
        )

    def lead(self, rows: Sequence[Sequence[float]], i: int, j: int) -> float:
        """By how many standard errors option ``i`` beats option ``j`` by more than the
        bot's margin, on the paired rows."""
        return t_value([row[i] - row[j] - self.bot.margin for row in rows])

    def choose(self, rows: Sequence[Sequence[float]], default: int | None) -> int:
        """Hard's rule with the coach's bar: the option with the best mean, unless
        Normal's choice (``default``) is among the options and the best does not beat
        it by the margin with confidence (see :func:`.playouts.confident_choice`)."""
        width = len(rows[0]) if rows else 0
        if not rows:
            return default or 0
        means = [sum(row[i] for row in rows) / len(rows) for i in range(width)]
        best = max(range(width), key=lambda i: (means[i], i == default, -i))
        if default is None or best == default or len(rows) < 3:
            return best
        z = self.bot.settings.confidence
        if self.lead(rows, best, default) < z:
            return default
        # Of the options that beat Normal's choice and that the coach cannot tell from
        # the best, the nearest to Normal's (the smallest change of plan): near-ties
        # would otherwise go one way or the other with the samples.
        ties = [
            i
            for i in range(width)
            if i == best
            or (
                self.lead(rows, i, default) >= z
                and t_value([row[best] - row[i] for row in rows]) < z
            )
        ]
        return min(ties, key=lambda i: (abs(i - default), i))

    def close(self, rows: Sequence[Sequence[float]], best: int, default: int | None) -> bool:
        """Whether more play-outs might change the choice: the best left Normal's choice
        by little more than the bar, or another option stands a little under it (or,
        with no Normal's choice among the options, near the best)."""
        z, band = self.bot.settings.confidence, self.bot.close_band
        if len(rows) < 3:
            return True
        others = [j for j in range(len(rows[0])) if j != best]
        if default is None:
            return any(t_value([row[best] - row[j] for row in rows]) < band for j in others)
        if best != default:
            return self.lead(rows, best, default) < z + band
        return any(self.lead(rows, j, default) > z - band for j in others)

    def score_spec(self, view: GameState, seat: int, spec: Spec, ev: Evaluation) -> list[Reached]:
        """What ``spec`` (a turn played, say) reaches on the very play-outs of ``ev``:
        the same deals, as many, so it compares with ev's options sample by sample."""
        bot = self.bot
        deals, stop_round = bot.search_deals(view, seat, ev.exact)
        recorder = RecordingLeaf(bot.leaf)
        rows = run_samples(
            bot.policy,
            view,
            seat,
            [spec],
            deals[: len(ev.rows)],
            stop_round,
            INF,
            INF,
            self.cancelled,
            recorder,
        )
        return recorder.columns(rows, 1)[0]

    def normal_index(self, v: GameState, seat: int, options: Sequence[_Option]) -> int | None:
        """Which option is the default move (Normal's way, with the Expert's valuation),
        the one Hard's rule keeps unless another beats it with confidence; None when no
        option is."""
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
            return self._discard_options(v, seat, decision)
        if isinstance(decision, BuyDecision):
            return self._buy_options(v, seat)
        if isinstance(decision, BuildDecision):
            return self._build_options(v, seat)
        if isinstance(decision, RunDecision):
            return self._run_options(v, seat)
        if isinstance(decision, SellUraniumDecision):
            return self._sale_options(decision)
        raise ValueError(f"no hint for a {type(decision).__name__}")

    def _discard_options(self, v: GameState, seat: int, decision: DiscardDecision) -> list[_Option]:
        """Every discard, each with the plants it keeps and the cities they power: a
        reason that holds for the option it stands under, whichever is best."""
        owned = set(v.player(seat).plants) | {decision.just_bought}
        out = []
        for a in v.legal_actions():
            if not isinstance(a, A.Discard):
                continue  # all of them are
            kept = sorted(owned - {a.plant})
            names = ", ".join(PLANTS[p].name for p in kept)
            reason = Reason(
                "discard",
                {"drop": a.plant, "kept": " ".join(map(str, kept)), "cities": capacity(kept)},
                f"keeps plants {names}, which power {_cities(capacity(kept))}",
            )
            label = _label("discard", f"Discard plant {a.plant}", plant=a.plant)
            out.append(_Option(a, ("act", a), a, label, reason, ("discard", a.plant)))
        return out

    def _plant_reason(self, v: GameState, seat: int, plant: int, limit: int, price: int) -> Reason:
        """What a plant powers and earns, and whether the money left after paying
        ``price`` buys its fuel and the cities it adds."""
        me = v.player(seat)
        book = v.rule_book()
        prices = unit_prices(v.resource_market().on_market, book)
        cities = me.city_count
        old = tuple(sorted(me.plants))
        _value, drop = self.bot.plant_value(v, seat, plant)
        new = tuple(sorted((*(p for p in me.plants if p != drop), plant)))
        gain_cities = min(capacity(new), cities + 3) - min(capacity(old), cities + 3)
        row = min(cities + 2, book.houses)
        per_round = (
            net_incomes(new, prices, (row,), book)[0] - net_incomes(old, prices, (row,), book)[0]
        )
        card = PLANTS[plant]
        kind = "coal or oil" if card.kind == "hybrid" else card.kind
        fuel = "no fuel" if not card.amount else f"{card.amount} {kind} a round"
        fuel_cost = round(card.amount * _fuel_price(card.kind, prices))
        build = max(0, gain_cities)
        costs = greedy_build(v, seat, build)[1] if build else []
        build_cost = costs[build - 1] if build and len(costs) >= build else 0
        left = me.money - price
        short = max(0, fuel_cost + build_cost - left)
        params: dict[str, int | float | str] = {
            "plant": plant,
            "limit": limit,
            "cities": card.cities,
            "fuel_kind": card.kind,
            "fuel_amount": card.amount,
            "more_powered": gain_cities,
            "per_round": round(per_round),
            "replaces": drop,
            "price": price,
            "left": left,
            "fuel_cost": fuel_cost,
            "build": build,
            "build_cost": build_cost,
            "short": short,
        }
        swap = f", replacing plant {drop}" if drop else ""
        # The money is named when it decides: when it does not stretch that far. An
        # ecological plant burns nothing, so then only the cities are short of money.
        if not card.amount:
            lacks = f"short of building {_cities(build)}"
        elif build:
            lacks = f"short of its fuel and building {_cities(build)}"
        else:
            lacks = "short of its fuel"
        money = f"; at {price} you keep {left} Elektro, {short} Elektro {lacks}" if short else ""
        return Reason(
            "plant",
            params,
            f"powers {_cities(card.cities)} with {fuel}{swap}; "
            f"{_more_cities(gain_cities)} powered soon, about "
            f"{round(per_round):+d} Elektro a round{money}",
        )

    def _open_options(self, v: GameState, seat: int) -> list[_Option]:
        bot = self.bot
        me = v.player(seat)
        out = []
        for plant in v.offered(seat):
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
                    self._plant_reason(v, seat, plant, limit, plant),
                    ("plant", plant),
                )
            )
        legal = v.legal_actions()
        if A.PASS in legal:
            affords = len(greedy_build(v, seat, me.houses_left, me.money)[0])
            out.append(
                _Option(
                    "pass",
                    ("act", A.PASS),
                    A.PASS,
                    _label("pass_auction", "Pass this auction"),
                    Reason(
                        "pass",
                        {"money": me.money, "affords": affords},
                        f"keep your {me.money} Elektro for fuel and cities "
                        f"(enough for {_cities(affords)} at today's prices)",
                    ),
                    ("pass",),
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
                    ("forced",),
                )
            )
        return out

    def _bid_options(self, v: GameState, seat: int, decision: BidDecision) -> list[_Option]:
        me = v.player(seat)
        plant, highest = decision.plant, decision.highest_bid
        base = self.bot.ceiling(v, seat, plant)
        ceilings = self.bot.ceiling_options(base, highest, me.money)
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
                reason = self._plant_reason(v, seat, plant, c, decision.min_bid)
                choice: tuple[Hashable, ...] = ("plant", plant)
            else:
                act = A.PASS
                label = _label(
                    "let_go_at", f"Let plant {plant} go at {highest}", plant=plant, price=highest
                )
                reason = _let_go_reason(plant, decision.min_bid, base, me.money)
                choice = ("pass",)
            out.append(_Option(c, ("bid", key, c), act, label, reason, choice))
        if not any(o.action == A.PASS for o in out):
            out.append(
                _Option(
                    "pass",
                    ("act", A.PASS),
                    A.PASS,
                    _label("let_go", f"Let plant {plant} go", plant=plant),
                    _let_go_reason(plant, decision.min_bid, base, me.money),
                    ("pass",),
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
            cost = purchase_cost(market, buy, v.rule_book())
            parts = [f"{k} {RESOURCES[r]}" for r, k in enumerate(buy) if k]
            first = next((A.buy(RESOURCES[r], k) for r, k in enumerate(buy) if k), A.DONE)
            limit = None if first == A.DONE else v.purchase_limit(first.resource)  # type: ignore[union-attr]
            if limit:
                first = A.buy(first.resource, min(first.amount, limit))  # type: ignore[union-attr]
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
                        {
                            "cost": cost,
                            "can_power": powered,
                            "cities": cities,
                            "left": me.money - cost,
                        },
                        f"fuel for {_cities(powered)} (you have {_cities(cities)}); "
                        f"{me.money - cost} Elektro left to build",
                    ),
                    ("buy", *buy),
                )
            )
        return out or [
            _Option(
                "done",
                ("act", A.DONE),
                A.DONE,
                _label("buy_nothing", "Buy nothing"),
                Reason("forced", {}, "the only choice"),
                ("forced",),
            )
        ]

    def _build_options(self, v: GameState, seat: int) -> list[_Option]:
        me = v.player(seat)
        end = v.limits().end_cities
        order, _costs = greedy_build(v, seat, me.houses_left, me.money)
        fuel = fuel_capacity(me.plants, me.resources)
        ending = game_is_ending(v)
        out = []
        for k in range(0, min(len(order), 8) + 1):
            cities = me.city_count + k
            built, cost = _builds(v, seat, k)
            names = tuple(v.board.cities[c] for c in built)
            act: Action
            if k:
                act = A.build(names[0])
                label = _label(
                    "build",
                    f"Build {_cities(k)} ({' → '.join(names)}) for {cost} Elektro",
                    count=k,
                    cost=cost,
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
                reason = _build_reason(v, seat, cities, fuel, me.money - cost)
            key = ("build", *sorted(built))
            out.append(_Option(k, ("builds", k), act, label, reason, key, names))
        return out

    def _sale_options(self, decision: SellUraniumDecision) -> list[_Option]:
        """Sell the mines' uranium now or keep it (RULES 8.111): what a sale earns now,
        what a city would earn after a round of waiting."""
        params: dict[str, int | float | str] = {
            "income": decision.income,
            "price": decision.price,
            "later": decision.price_after_wait,
        }
        reason = Reason(
            "uranium_sale",
            params,
            f"a sale earns {decision.income} Elektro now ({decision.price} a city); "
            f"after a round of waiting a city would earn {decision.price_after_wait}",
        )
        return [
            _Option(
                A.SELL, ("act", A.SELL), A.SELL, _label("sell_uranium", "Sell uranium"), reason
            ),
            _Option(
                A.KEEP, ("act", A.KEEP), A.KEEP, _label("keep_uranium", "Keep the uranium"), reason
            ),
        ]

    def _run_options(self, v: GameState, seat: int) -> list[_Option]:
        me = v.player(seat)
        prices = unit_prices(v.resource_market().on_market, v.rule_book())
        income = v.rule_book().income
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
                    ("run", *act.plants, act.coal),
                )
            )
        out.sort(
            key=lambda o: (-int(o.reason.params["powered"]), float(o.reason.params["fuel_value"]))
        )
        # The app's own default (the run that powers most with fewest plants) and
        # Normal's are always weighed, so neither is judged off the list.
        app = best_run(me.plants, me.resources, me.city_count)
        wanted = {A.Run(plants=app.plants, coal=app.coal), self.bot.decide(v, seat)}
        return [o for i, o in enumerate(out) if i < 4 or o.action in wanted]

    # ----- win chances --------------------------------------------------------------------

    def win_chances(
        self, view: GameState, levels: Sequence[str | None] | None = None
    ) -> tuple[float, ...]:
        """Every seat's chance to win in the view, from the learned model (docs/winprob.md)
        told the seats' ``levels`` where known: on the same bot games it scores better
        than the play-outs below, swings half as much between rounds and answers in a
        millisecond (lab/notes/ai-figures.md)."""
        return learned_chances(view, levels)

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


def _builds(v: GameState, seat: int, k: int) -> tuple[list[int], int]:
    """The cities (board indexes, in order) and the cost of the build the search plays
    for ``k`` cities (:func:`powergrid.ai.playouts.apply_spec`, ``("builds", k)``): the
    cheapest next city towards the greedy cheapest k, again after each. (A sample of
    the view: a house can clear a plant from the market, which draws a card.)"""
    s = v.determinize(random.Random(0))
    built: list[int] = []
    for i in range(k):
        order, _costs = greedy_build(s, seat, k - i, s.player(seat).money)
        if not order:
            break
        s.apply(A.build(s.board.cities[order[0]]))
        built.append(order[0])
    return built, v.player(seat).money - s.player(seat).money


def turn_position(v: GameState, seat: int, cities: int) -> int:
    """The seat's place in the next turn order (1 = first) with ``cities`` cities, the
    others' cities as they stand: most cities first, then highest plant (RULES 3.1)."""
    mine = (cities, max(v.player(seat).plants, default=0))
    return 1 + sum(
        1
        for p in v.player_views()
        if p.seat != seat and (p.city_count, max(p.plants, default=0)) > mine
    )


def _build_reason(v: GameState, seat: int, cities: int, fuel: int, left: int) -> Reason:
    """Why to build to ``cities``: what they power and earn, the money left, and the
    place in the next turn order (the last buys fuel and builds first)."""
    powered = min(fuel, cities)
    income = v.rule_book().income
    place = turn_position(v, seat, cities)
    players = v.player_count
    if place == players:
        order = "last in turn order: first to buy fuel and build"
    elif place == 1:
        order = "first in turn order: last to buy fuel and build"
    else:
        order = f"{place} of {players} in turn order"
    return Reason(
        "build",
        {
            "cities": cities,
            "powered": powered,
            "income": income(powered),
            "left": left,
            "place": place,
            "players": players,
        },
        f"{_cities(cities)}, {powered} powered with your fuel: income {income(powered)} "
        f"Elektro; {left} Elektro left; next round {order}",
    )


def _let_go_reason(plant: int, bid: int, value: int, money: int) -> Reason:
    """Why to leave an auction, an argument for leaving it: the plant is worth less to
    the seat than the next bid (``bid``), or else the money that bid would take."""
    if value < bid:
        return Reason(
            "let_go",
            {"plant": plant, "price": bid, "value": value},
            f"plant {plant} is worth about {value} Elektro to you, less than the next bid "
            f"of {bid} Elektro",
        )
    return Reason(
        "let_go_money",
        {"plant": plant, "price": bid, "money": money},
        f"keep your {money} Elektro for fuel, cities and the plants still to come; "
        f"plant {plant} would cost at least {bid} Elektro",
    )


def _fuel_price(kind: str, prices: Sequence[float]) -> float:
    """The market's price of one unit of a plant's fuel (a hybrid burns the cheaper)."""
    if kind == "hybrid":
        return min(prices[0], prices[1])
    if kind in RESOURCES:
        return prices[RESOURCES.index(kind)]
    return 0.0


def _buy_label(buy: Sequence[int], parts: list[str], cost: int) -> Label:
    """A buy label such as "Buy 2 coal and 1 oil for 7 Elektro", every count a figure."""
    if not parts:
        return _label("buy_nothing", "Buy nothing")
    counts = {name: int(k) for name, k in zip(RESOURCES, buy, strict=True)}
    return _label("buy", f"Buy {', '.join(parts)} for {cost} Elektro", cost=cost, **counts)


def hint(view: GameState, seat: int | None = None, seed: int = 0) -> Hint:
    """The coach's hint for the seat to play in ``view`` (see :class:`Coach`)."""
    return Coach(seed).hint(view, seat)


def win_chances(
    view: GameState, seed: int = 0, levels: Sequence[str | None] | None = None
) -> tuple[float, ...]:
    """Every seat's chance to win, estimated from ``view`` (see :class:`Coach`)."""
    return Coach(seed).win_chances(view, levels)
