"""The computer players' levels, listed once, each with every setting its bot plays by.

A level is its key, its name and its settings: a frozen record of every number and
choice its bot turns (the code that plays by them is in :mod:`powergrid.ai`). Everything
that names a level reads this list: the bots' factory, the save (which players a seat
may name), the New game dialog, the command line and the tournament, and the
win-chance model (its training mix and the level standing in for one left out of it).

This module is plain data and imports nothing of the game, so that the rules can read
the level keys without importing the bots. A level for a measurement is a changed
record (``dataclasses.replace(EXPERT, budget=48_000)``) given to
:func:`powergrid.ai.bot_for`; none of the shipped levels carries a switch for it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from .refusals import quoted


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:  # noqa: N802 - the name lupdate reads
    """Marks ``source`` for ``pyside6-lupdate`` in ``context`` without importing Qt."""
    return source


# ----- the settings a level's bot plays by ------------------------------------------------


@dataclass(frozen=True)
class FinalRound:
    """Bids in a round bid as the last rise towards what a plant adds to the cities
    powered at the end of that round, by ``weight`` of the way (never fall).

    Why only part of the way: the round is not surely the last (the player able to end
    it may hold back), and a full raise spends next round's money (a fifth played best
    in direct play). A round counts as the last at two players when it may end the game,
    from three players on only where a seat that can pay for the houses to the end has
    plants within ``likely_gap`` cities of it: there some seat can pay for them in most
    of the rounds before the last, and bids raised in all of them left the Expert poorer
    than its rivals when the last came."""

    weight: float = 0.2
    likely_gap: int = 3


@dataclass(frozen=True)
class Heuristic:
    """How a bot plays without search (the Normal level's settings, and the moves and
    play-outs of the searching levels): the defaults are Normal's.

    A plant is worth the net income it adds over the next ``horizon`` rounds, each round
    after the first counting ``discount`` times the one before, plus ``end_bonus`` per
    city of capacity near the end (the rounds left are the largest network's distance to
    the end, at ``growth`` cities a round). A bid keeps back the fuel of a first run and
    the houses for ``reserve_cities`` more cities. ``build_ahead`` builds on past the
    fuel towards the plants' capacity when money is left over; ``exact_build`` builds the
    exact cheapest set of up to five cities (else the greedy one). After ``patience``
    rounds the bot ends the game even when it loses (no stalemate). ``final_round``
    raises the bids of a round bid as the last (None: never)."""

    discount: float = 0.5
    reserve_cities: int = 1
    horizon: int = 2
    end_bonus: float = 4.0
    growth: float = 2.5
    patience: int = 30
    build_ahead: bool = True
    exact_build: bool = True
    final_round: FinalRound | None = None


@dataclass(frozen=True)
class SimpleSettings:
    """The simple bot: random among the legal actions, nudged so that games finish. It
    has no settings; the record names its kind."""


@dataclass(frozen=True)
class EasySettings:
    """The Normal heuristic made careless: plant values blurred by ``noise`` (a share
    either way); a plant choice made on a whim with chance ``whim`` (then, after round 1,
    a random affordable plant with chance ``whim_opens``, else a pass); the greedy
    cheapest city built towards what the fuel powers, one city more with chance
    ``one_more``, and building stopped early with chance ``stops``. It neither holds
    back at the end of the game nor buys fuel beyond this round's."""

    heuristic: Heuristic = Heuristic(exact_build=False)
    noise: float = 0.45
    whim: float = 0.25
    whim_opens: float = 0.5
    one_more: float = 0.15
    stops: float = 0.05


@dataclass(frozen=True)
class SearchSettings:
    """A bot that plays ``heuristic`` and searches the decisions that matter: each
    candidate is played out on the same sampled determinizations, every seat playing
    ``policy``, and Normal's choice stands unless another beats it by ``confidence``
    standard errors of the paired differences.

    The search is sized by ``budget`` simulated decisions and ``max_samples`` play-outs
    per candidate (``final_samples`` when the game may end this round and the play-outs
    go to its end); they reach ``lookahead`` rounds past the current one, or the end of
    the game once the leader is within ``near_end`` cities of it. The time guards only
    cut a search short on a machine much slower than planned: ``decision_guard``
    seconds per decision, ``game_guard`` per game. With ``chunks`` above 1 the
    determinizations are cut into that many chunks with their own budget, spread over
    the process pool.

    What is searched: which plant to open (the ``open_width`` best by Normal's surplus,
    and passing), how high to bid and how many cities to build, always; with
    ``search_fuel`` the fuel to buy (with the storage filled once the leader has more
    than ``stock_from`` of the cities that end the game; None: never), with
    ``search_runs`` the plants to run, with ``search_cities`` which cities to build,
    with ``search_discards`` which plant to discard.
    With ``race_openings``, at two players in a round that may end the game, every
    plant on offer is weighed as an opening. At two players, in such a round or in
    play-outs that go to the end of the game, every candidate is also played out with
    the rival playing each of ``rivals``, and scores the worst of the models."""

    heuristic: Heuristic
    policy: Heuristic
    budget: int
    max_samples: int
    final_samples: int
    confidence: float
    decision_guard: float
    game_guard: float
    lookahead: int = 1
    near_end: int = 5
    chunks: int = 1
    open_width: int = 3
    search_fuel: bool = False
    stock_from: float | None = None
    search_runs: bool = False
    search_cities: bool = False
    search_discards: bool = False
    race_openings: bool = False
    rivals: tuple[Heuristic, ...] = ()


@dataclass(frozen=True)
class FirstHardSettings(SearchSettings):
    """The first release of Hard, kept unchanged to measure the others against: Hard's
    search with that release's rules (``powergrid.ai.hard_v1``), which no other level
    plays by."""


# What a level's bot plays by: one record per kind of bot.
BotSettings = SimpleSettings | Heuristic | EasySettings | SearchSettings


def without_guards(settings: BotSettings) -> BotSettings:
    """``settings`` with the time guards off (a level without search has none): a bot
    whose choices depend on its seed and the code alone, however busy the machine is.
    For fingerprints and measurements, never for play."""
    if isinstance(settings, SearchSettings):
        return replace(settings, decision_guard=math.inf, game_guard=math.inf)
    return settings


# ----- the levels -------------------------------------------------------------------------

NORMAL = Heuristic()

EASY = EasySettings()

# Every seat of a play-out: Normal's valuation, the greedy cities.
NORMAL_PLAYOUTS = Heuristic(exact_build=False)

HARD = SearchSettings(
    heuristic=NORMAL,
    policy=NORMAL_PLAYOUTS,
    budget=4800,
    max_samples=16,
    final_samples=4,
    # 1.5 played better than 1.0: the best of several noisy means is biased upwards.
    confidence=1.5,
    decision_guard=0.9,
    game_guard=27.0,
)

# The Expert's valuation, in its play-outs and its own moves: next round's income counts
# less and a bid keeps back only the fuel of the next run (a bidder who values a plant a
# little lower leaves the others to overpay); it builds only the cities its fuel powers
# this round (houses that stay dark earn nothing, and the money wins more as plants and
# fuel); and it raises its bids in a round bid as the last. Each beat Normal's way in
# direct play, and the Expert plays as its play-outs assume it does.
LEAN = Heuristic(discount=0.45, reserve_cities=0, build_ahead=False, final_round=FinalRound())

EXPERT = SearchSettings(
    heuristic=LEAN,
    policy=replace(LEAN, exact_build=False),
    budget=24000,
    max_samples=48,
    final_samples=12,
    # Hard's bar times the square root of the ratio of play-outs (48 to 16).
    confidence=2.6,
    decision_guard=2.6,
    game_guard=85.0,
    # Two rounds ahead with the better policy (a screen leaned that way, within its noise).
    lookahead=2,
    chunks=4,
    search_fuel=True,
    # 11 of 21 cities at two players, whose games jump to their end from 12 to 16 cities
    # in one round; 8 of 14 at six.
    stock_from=0.5,
    search_runs=True,
    search_cities=True,
    search_discards=True,
    race_openings=True,
    # The race to the end is won by the move the rival cannot answer, and the real rival
    # is neither model: its own lean policy, and Hard's.
    rivals=(NORMAL_PLAYOUTS,),
)

# The first Hard: half the budget, fewer play-outs (one per candidate when the game may
# end), and no bar to clear (it takes the best total score).
HARD_V1 = FirstHardSettings(
    heuristic=NORMAL,
    policy=NORMAL_PLAYOUTS,
    budget=2400,
    max_samples=12,
    final_samples=1,
    confidence=0.0,
    decision_guard=0.9,
    game_guard=27.0,
)


@dataclass(frozen=True)
class Level:
    """One level of computer player.

    ``key`` names it in a seat, a save file and on the command line ("hard"), and is its
    bot's ``name``; ``name`` is how the New game dialog shows it, in English (the app
    translates it in the context "Levels"); ``settings`` are what its bot plays by. Only
    ``offered`` levels are in that dialog: the others are for tests and measurements.
    ``training_weight`` is the level's share of the seats of the win-chance model's
    training games (0: left out, it takes long to play); such a level is read by the
    model as its ``stand_in``, the level nearest in rating (docs/strength.md).
    """

    key: str
    name: str
    settings: BotSettings
    offered: bool = True
    training_weight: float = 0.0
    stand_in: str | None = None

    @property
    def pool(self) -> bool:
        """Whether its bot spreads its search over every core (a tournament then plays
        its games one at a time)."""
        return isinstance(self.settings, SearchSettings) and self.settings.chunks > 1


LEVELS: tuple[Level, ...] = (
    Level("simple", "AI simple", SimpleSettings(), offered=False, training_weight=0.05),
    Level("easy", QT_TRANSLATE_NOOP("Levels", "AI easy"), EASY, training_weight=0.2),
    Level("normal", QT_TRANSLATE_NOOP("Levels", "AI normal"), NORMAL, training_weight=0.55),
    Level("hard", QT_TRANSLATE_NOOP("Levels", "AI hard"), HARD, training_weight=0.2),
    Level("expert", QT_TRANSLATE_NOOP("Levels", "AI expert"), EXPERT, stand_in="hard"),
    Level("hard-v1", "AI hard, first version", HARD_V1, offered=False, stand_in="hard"),
)


def find(key: str) -> Level:
    """The level called ``key`` (case and surrounding spaces do not matter).

    Any other word is a ValueError that names the known levels: a misspelt level is
    never quietly replaced by another."""
    wanted = key.strip().lower()
    for level in LEVELS:
        if level.key == wanted:
            return level
    raise ValueError(f"unknown level {quoted(key)}; levels are {', '.join(keys())}")


def keys() -> tuple[str, ...]:
    """Every level's key, in the list's order."""
    return tuple(level.key for level in LEVELS)
