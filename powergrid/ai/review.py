"""The review of a finished game: every turn of the reviewed seats against the coach.

:func:`review` replays a game and charges every turn of the reviewed seats what the
coach's hint of that position, with the same seed, shows for the decision played
(:mod:`.coach`); a turn the hint does not list is played out on the hint's very
samples, so hint and review never disagree on a position. A turn is charged only what
the coach is sure of, as the hint states it (:mod:`.coach_units`): within the coach's
noise it is as good as the coach's choice. The three turns that cost the most are
marked.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from ..rules import (
    RESOURCES,
    Action,
    BidDecision,
    Game,
    GameState,
    Phase,
    new_game,
    save,
)
from ..rules import actions as A
from ..rules.actions import describe
from .coach import Choice, Coach, coach_seed
from .coach_units import SAME, Difference, dark, difference
from .common import Tokens, purchase_cost
from .normal import DARK_CITIES, powered_with
from .playouts import Spec


@dataclass(frozen=True)
class ReviewItem:
    """One turn of a reviewed seat: what was played, the coach's choice there (the
    hint's best for that position and seed), and what the difference cost."""

    index: int  # position of the turn's first action in the game's log
    round: int
    phase: Phase
    seat: int
    played: tuple[Action, ...]
    best: Choice  # the coach's choice, as its hint gives it
    cost: float  # the best's score less the played turn's, in score units (0: agrees)
    difference: Difference = SAME  # the same cost in a player's unit, as the hint words it
    agrees: bool = False  # the played turn is the coach's decision
    plant: int = 0  # the plant auctioned when the turn is a bid or a pass on it
    expensive: bool = False  # one of the three most expensive turns

    def text(self) -> str:
        played = "; ".join(describe(a) for a in self.played)
        if self.plant:
            played = f"{played} (plant {self.plant})"
        head = f"Round {self.round}, {self.phase.value}: {played}"
        if self.agrees:
            return f"{head} (as the coach)"
        return f"{head}; coach: {self.best.label} ({self.difference.text})"


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


def _turns(game: Game) -> Iterable[tuple[int, int, list[Action]]]:
    """(index of the first action, seat, actions) for each run of one seat's actions in
    one phase of one round, in order of the log; a new auction is a new turn."""
    state = new_game(game.config, game.seed)
    start, seat, key = 0, -1, None
    acts: list[Action] = []
    for i, action in enumerate(game.log):
        now = (state.current_player, state.round, state.phase)
        if now != key or isinstance(action, A.ChoosePlant):
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
    the coach's hint from the same view and seed (:func:`coach_seed` of ``seed``, the
    game's seed in the app): the review charges a turn what the hint shows for it.
    ``game`` is a Game or a save file's path.

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
            coach = Coach(coach_seed(seed, seat), cancelled=cancelled)
            result.items.append(review_turn(coach, view, seat, index, tuple(acts)))
        if progress is not None:
            progress(n + 1, len(turns))
    costly = {id(i) for i in result.most_expensive(3)}
    result.items = [replace(i, expensive=id(i) in costly) for i in result.items]
    return result


def played_decision(view: GameState, seat: int, played: Sequence[Action]) -> tuple[Hashable, ...]:
    """The decision a played turn made, keyed as the coach keys its options."""
    first = played[0]
    if isinstance(first, A.ChoosePlant):
        return ("plant", first.plant)
    if isinstance(first, A.Bid):
        decision = view.decision()
        return ("plant", decision.plant) if isinstance(decision, BidDecision) else ("bid",)
    if isinstance(first, A.Pass):
        return ("pass",)
    if isinstance(first, A.Discard):
        return ("discard", first.plant)
    if isinstance(first, A.Run):
        return ("run", *first.plants, first.coal)
    if view.phase == Phase.RESOURCES:
        return ("buy", *_bought(played))
    if view.phase == Phase.BUILD:
        index = {city: i for i, city in enumerate(view.board.cities)}
        return ("build", *sorted(index[a.city] for a in played if isinstance(a, A.Build)))
    return ("seq", *played)


def dark_difference(coach: Coach, view: GameState, seat: int, bought: Tokens) -> Difference | None:
    """What a fuel purchase that powers :data:`DARK_CITIES` or more cities fewer than the
    plan loses this round: the income, net of the fuel it leaves unbought. The hint never
    offers such a purchase, and play-outs of it can even favour it (their own fuel runs
    short when a seat is ahead), so a review charges at least this (RULES 3.3, 3.5)."""
    me = view.player(seat)
    plan = coach.bot.buy_candidates(view, seat)[0]
    mine, planned = powered_with(me, bought), powered_with(me, plan)
    if planned - mine < DARK_CITIES:
        return None
    market = view.resource_market().on_market
    book = view.rule_book()
    amount = book.income(planned) - purchase_cost(market, plan, book)
    amount -= book.income(mine) - purchase_cost(market, bought, book)
    return dark(planned - mine, amount) if amount >= 1 else None


def _bought(played: Sequence[Action]) -> tuple[int, int, int, int]:
    tokens = [0, 0, 0, 0]
    for a in played:
        if isinstance(a, A.Buy):
            tokens[RESOURCES.index(a.resource)] += a.amount
    return tokens[0], tokens[1], tokens[2], tokens[3]


def _played_spec(view: GameState, played: Sequence[Action], key: tuple[Hashable, ...]) -> Spec:
    """The played turn as a candidate of the search."""
    if key[0] == "buy":
        return ("buy", _bought(played))
    if key[0] == "build":
        index = {city: i for i, city in enumerate(view.board.cities)}
        return ("cities", tuple(index[a.city] for a in played if isinstance(a, A.Build)))
    return ("seq", tuple(played))


def review_turn(
    coach: Coach, view: GameState, seat: int, index: int, played: tuple[Action, ...]
) -> ReviewItem:
    """One turn against the coach's hint of its position: the played decision is the
    hint's option of that decision when it has one (its best version), else it is
    played out on the hint's very samples."""
    decision = view.decision()
    plant = decision.plant if isinstance(decision, BidDecision) else 0
    rnd, phase = view.round, view.phase
    options = coach.options(view, seat)
    key = played_decision(view, seat, played)
    bought = _bought(played) if key[0] == "buy" else None
    if len(options) == 1:
        best = options[0].choice()
        agrees = key == best.decision or best.decision == ("forced",)
        cost, worse = 0.0, SAME
        if not agrees:  # a single option may still be a fuel purchase played short of it
            cost, worse = _at_least_dark(coach, view, seat, bought, cost, worse)
        return ReviewItem(index, rnd, phase, seat, played, best, cost, worse, agrees, plant)
    ev = coach.evaluate(view, seat, options)
    picked = ev.distinct(1)
    best = ev.choice(ev.best, ev.decides(picked[1] if len(picked) > 1 else None))
    if key == best.decision:
        return ReviewItem(index, rnd, phase, seat, played, best, 0.0, SAME, True, plant)
    same = [i for i, o in enumerate(options) if o.decision == key]
    if same:
        mine = max(same, key=lambda i: (ev.score(i), -i))
        cost, worse = ev.score(ev.best) - ev.score(mine), ev.worse(mine)
    else:  # played out on the hint's samples
        column = coach.score_spec(view, seat, _played_spec(view, played, key), ev)
        cost = ev.score(ev.best) - sum(r.score for r in column) / len(column)
        worse = difference(ev.columns[ev.best], column, ev.stop_round)
        cost, worse = _at_least_dark(coach, view, seat, bought, cost, worse)
    # A turn the coach cannot tell from its choice within its noise costs nothing.
    cost = 0.0 if worse.same else round(max(0.0, cost), 1)
    return ReviewItem(index, rnd, phase, seat, played, best, cost, worse, False, plant)


def _at_least_dark(
    coach: Coach, view: GameState, seat: int, bought: Tokens | None, cost: float, worse: Difference
) -> tuple[float, Difference]:
    """``cost`` and ``worse``, or the income a played purchase (``bought``; None for any
    other turn) loses to dark cities when that is more (:func:`dark_difference`). Where
    the game ends this round dark cities cost places instead; the charge stands."""
    lost = None if bought is None else dark_difference(coach, view, seat, bought)
    if lost is None or float(lost.params["amount"]) <= cost:
        return cost, worse
    return float(lost.params["amount"]), lost
