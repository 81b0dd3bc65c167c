"""What the help pages read from the engine, gathered in one place.

The help tables (refill, payment, player counts, plants) are built from the engine's
own tables (a map's and rule set's: ``rule_tables(map, edition)``), so the help can
never disagree with the rules it describes. Everything the help and the texts module
need from ``powergrid.rules`` is read here, through two functions, as plain data: when
the engine's public surface changes, only this module follows.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, cast

from ...board import MapFile

if TYPE_CHECKING:
    from ...rules import Edition, Game, GameState
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


# A game's board for the help: a built-in map's key (or a map file's path), or the map
# itself (a player's own map a game carries), and the rule set.
GameBoard = tuple[str | MapFile, str]


@cache
def rule_tables(map_key: str | MapFile = "usa", edition: str = "original") -> RuleTables:
    """The tables of a map (a built-in map's key, a map file's path or the map itself)
    under a rule set, read once: the base game's on USA under the original rules.

    Read through the engine's public surface: the tables the map and rule set give
    (``game_tables``: refill, income, player counts, tracks, money, houses), the house
    places and the starting markets (RULES 1.2, 2.3, 2.4) of a game just set up on the
    map, as any display reads them. The plant table is the original deck's
    (ORIGINAL_PLANTS): PLANTS also holds the cards of any variant deck loaded in this
    process (RULES 6).
    """
    from ... import rules as t
    from ...board import load_map

    mapfile = map_key if isinstance(map_key, MapFile) else load_map(map_key)
    tables = t.game_tables(mapfile, edition)
    counts = mapfile.legal_player_counts()
    players = 3 if 3 in counts else counts[0]
    config = t.on_map(t.GameConfig.quick(players, edition=_edition(edition)), mapfile)
    start = t.new_game(config, seed=0)
    plants = start.plant_market()
    return RuleTables(
        resources=tuple(t.RESOURCES),
        refill={
            n: {step: tuple(a) for step, a in tables.refill[n].items()}
            for n in sorted(tables.refill)
            if n in counts
        },
        payment=tuple(tables.payment),
        player_counts=tuple(
            PlayerCountRow(n, r.regions, r.removed, r.step2_cities, r.end_cities, r.plant_limit)
            for n, r in sorted(tables.players.items())
            if n in counts
        ),
        plants=tuple(
            PlantCard(p.number, p.kind, p.amount, p.cities)
            for p in (t.PLANTS[n] for n in sorted(t.ORIGINAL_PLANTS))
        ),
        house_prices=start.rule_book().house_prices(3),
        start_money=tables.start_money,
        houses_per_player=tables.houses,
        tracks=tuple(tuple(track) for track in tables.tracks),
        start_market=tuple(tables.start),
        start_current=tuple(plants.current),
        start_future=tuple(plants.future),
    )


def _edition(edition: str) -> Edition:
    """A rule set's key as the config's type (the engine refuses an unknown one)."""
    return cast("Edition", edition)


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
