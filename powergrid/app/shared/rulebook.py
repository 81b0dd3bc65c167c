"""What the help pages read from the engine, gathered in one place.

The help tables (refill, payment, player counts, plants) are built from the engine's
own tables, so the help can never disagree with the rules it describes. Everything
the help and the texts module need from ``powergrid.rules`` is read here, through two
functions, as plain data: when the engine's public surface changes, only this module
follows.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...rules import Game, GameState
    from ...rules import events as ev

# The kinds of decision a player can face, in the order of a round (the engine's
# names for them: ``kind`` of its typed decisions).
DECISION_KINDS = ("choose", "bid", "discard", "buy", "build", "run", "over")
# The engine's phase names, in the order of a round (player order is not a decision).
PHASES = ("auction", "resources", "build", "bureaucracy")


@dataclass(frozen=True)
class PlantCard:
    number: int
    kind: str  # "coal", "oil", "garbage", "uranium", "hybrid" or "eco"
    amount: int  # resources burnt per run
    cities: int  # cities it powers


@dataclass(frozen=True)
class PlayerCountRow:
    players: int
    regions: int
    removed: int  # plants removed from the stack at the start
    step2_cities: int
    end_cities: int
    plant_limit: int


@dataclass(frozen=True)
class RuleTables:
    """The fixed tables of the game as a player looks them up."""

    resources: tuple[str, ...]
    # refill[players][step] = amounts per resource, in ``resources`` order
    refill: dict[int, dict[int, tuple[int, ...]]]
    # payment[n] = Elektro for n powered cities (the last entry holds for more)
    payment: tuple[int, ...]
    player_counts: tuple[PlayerCountRow, ...]
    plants: tuple[PlantCard, ...]
    house_prices: tuple[int, ...]
    start_money: int
    houses_per_player: int
    # tracks[i] = the price of every place of resource i's market track, cheapest first
    tracks: tuple[tuple[int, ...], ...]
    # tokens of each resource on the market at the start (on its dearest places)
    start_market: tuple[int, ...]
    # the plant market at the start: current and future
    start_current: tuple[int, ...]
    start_future: tuple[int, ...]


@cache
def rule_tables() -> RuleTables:
    """The engine's tables, read once.

    The app's one reading of the engine's tables, through its public surface: REFILL,
    PAYMENT, PLAYER_COUNT, PLANTS, RESOURCES, HOUSE_PRICES, START_MONEY and
    HOUSES_PER_PLAYER. The plant table is the original deck's (ORIGINAL_PLANTS): PLANTS
    also holds the cards of any variant deck loaded in this process (RULES 6). The
    market tracks and the starting markets (RULES 1.2, 2.3, 2.4) are read from a game
    just set up, as any display reads them.
    """
    from ... import rules as t

    start = t.new_game(t.GameConfig.quick(3), seed=0)
    resources = start.resource_market()
    plants = start.plant_market()
    return RuleTables(
        resources=tuple(t.RESOURCES),
        refill={
            n: {step: tuple(a) for step, a in steps.items()}
            for n, steps in sorted(t.REFILL.items())
        },
        payment=tuple(t.PAYMENT),
        player_counts=tuple(
            PlayerCountRow(n, r.regions, r.removed, r.step2_cities, r.end_cities, r.plant_limit)
            for n, r in sorted(t.PLAYER_COUNT.items())
        ),
        plants=tuple(
            PlantCard(p.number, p.kind, p.amount, p.cities)
            for p in (t.PLANTS[n] for n in sorted(t.ORIGINAL_PLANTS))
        ),
        house_prices=tuple(t.HOUSE_PRICES),
        start_money=t.START_MONEY,
        houses_per_player=t.HOUSES_PER_PLAYER,
        tracks=tuple(resources.track(r) for r in t.RESOURCES),
        start_market=tuple(resources.on_market),
        start_current=tuple(plants.current),
        start_future=tuple(plants.future),
    )


@dataclass(frozen=True)
class MarketRow:
    """One price of the resource market: per resource, (tokens at the start, places)."""

    price: int
    cells: tuple[tuple[int, int], ...]


def market_rows(t: RuleTables) -> list[MarketRow]:
    """The resource market by price, cheapest first (RULES 1.2): places and start tokens.

    The start tokens lie on the dearest places of each track, as the engine fills it.
    """
    rows = []
    for price in sorted({p for track in t.tracks for p in track}):
        cells = []
        for track, on in zip(t.tracks, t.start_market, strict=True):
            places = [i for i, p in enumerate(track) if p == price]
            cells.append((sum(i >= len(track) - on for i in places), len(places)))
        rows.append(MarketRow(price, tuple(cells)))
    return rows


@dataclass(frozen=True)
class Decision:
    """The decision in front of the current player, as the help explains it."""

    kind: str
    player: int  # the seat deciding (-1 when nobody does: the game is over)
    round: int
    step: int
    plant: int = 0  # bid: the plant under auction
    bid: int = 0  # bid: the highest bid so far
    can_pass: bool = False  # choose: passing is allowed


def current_decision(state: GameState) -> Decision:
    """Classify the position of a game state (or a player's view of one).

    Reads the engine's typed decision (``kind``, ``seat``, ``plant``,
    ``highest_bid``, ``can_pass``): the help names what is decided without looking
    at the engine's own slots.
    """
    typed = state.decision()
    return Decision(
        typed.kind,
        player=typed.seat,
        round=state.round,
        step=state.step,
        plant=getattr(typed, "plant", 0),
        bid=getattr(typed, "highest_bid", 0),
        can_pass=bool(getattr(typed, "can_pass", False)),
    )


def text_facts() -> dict[str, int]:
    """Numbers the help prose quotes (``${name}`` in the HTML), from the same tables."""
    t = rule_tables()
    limits = {row.players: row.plant_limit for row in t.player_counts}
    ends = {row.players: row.end_cities for row in t.player_counts}
    return {
        "start_money": t.start_money,
        "houses": t.houses_per_player,
        "house1": t.house_prices[0],
        "house2": t.house_prices[1],
        "house3": t.house_prices[2],
        "limit": limits[3],
        "limit_two": limits[2],
        "end_three": ends[3],
        "income_none": t.payment[0],
        "income_most": t.payment[-1],
        "cities_most": len(t.payment) - 1,
    }


def replayed_events(game: Game) -> list[ev.Event]:
    """Every event of ``game`` from its start, by replaying its log from the seed.

    The engine keeps actions, not events; the log view of a loaded game (or one shown
    again after a language switch) re-renders these in the current language.
    """
    from ...rules import Game

    fresh = Game(game.config, game.seed)
    events: list[ev.Event] = []
    for action in game.log:
        events.extend(fresh.apply(action))
    return events
