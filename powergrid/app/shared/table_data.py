"""Every read of the engine made by the table's widgets, gathered in one place.

The player boards, tracks, round summary, computer-move highlights and end-of-game
charts see the game only through these small functions and plain records, so a
change of the engine's public surface is absorbed here and nowhere else.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeGuard

from ...rules import PLANTS, RESOURCES, Game, Outcome, Phase, income_table
from ...rules import events as ev

if TYPE_CHECKING:
    from ...rules import Action, GameState


@dataclass(frozen=True, slots=True)
class PlantInfo:
    """One plant card as a player board shows it."""

    number: int
    kind: str
    amount: int
    cities: int
    storage: int
    name: str = ""  # the printed name ("46+" in a deck with ordered equal numbers)


@dataclass(frozen=True, slots=True)
class SeatView:
    """What a player board shows of one seat."""

    seat: int
    name: str
    controller: str
    order_position: int  # 1 = first in turn order
    money: int
    plants: tuple[PlantInfo, ...]
    stored: tuple[int, int, int, int]
    cities: int
    can_power: int
    income_now: int
    capacity: int
    to_move: bool


@dataclass(frozen=True, slots=True)
class TableView:
    """The at-a-glance facts of the table: phase, step, thresholds, tracks."""

    round: int
    phase: str
    # The five phases of a round in the board's order (the turn order first, or
    # the auction first where it comes before, RULES 8.52).
    phases: tuple[str, ...]
    step: int
    step3_drawn: bool
    cards_left: int
    # The cities that start step 2; None where no number does (RULES 8.62, 9.24).
    step2_cities: int | None
    end_cities: int
    order: tuple[int, ...]
    to_move: int
    over: bool


def plant_label(number: int) -> str:
    """A plant as its card is printed ("46+" in a deck with ordered equal numbers)."""
    plant = PLANTS.get(number)
    return str(number) if plant is None else plant.name


def plant_info(number: int) -> PlantInfo:
    plant = PLANTS[number]
    return PlantInfo(number, plant.kind, plant.amount, plant.cities, plant.storage, plant.name)


def seat_view(game: Game, seat: int) -> SeatView:
    """One seat's board: money, plants with their fuel, cities and income it could earn."""
    state = game.state
    player = state.player(seat)
    cfg = game.config.seats[seat]
    powered = state.powerable(seat)
    return SeatView(
        seat=seat,
        name=cfg.name,
        controller=cfg.controller,
        order_position=state.turn_order().index(seat) + 1,
        money=player.money,
        plants=tuple(plant_info(p) for p in player.plants),
        stored=player.resources,
        cities=player.city_count,
        can_power=powered,
        income_now=state.income_for(seat, powered),
        capacity=player.capacity,
        to_move=state.current_player == seat,
    )


def seat_views(game: Game) -> list[SeatView]:
    return [seat_view(game, seat) for seat in range(game.state.player_count)]


def table_view(game: Game) -> TableView:
    state = game.state
    limits = state.limits()
    plants = state.plant_market()
    return TableView(
        round=state.round,
        phase=state.phase,
        phases=state.round_phases(),
        step=state.step,
        step3_drawn=plants.step3_drawn,
        cards_left=plants.stack_size,
        step2_cities=step2_count(state),
        end_cities=limits.end_cities,
        order=state.turn_order(),
        to_move=state.current_player,
        over=state.phase is Phase.OVER,
    )


def step2_count(state: GameState) -> int | None:
    """The board's count of cities that starts step 2 (RULES 1.5), None where the
    rules set it beyond the houses a player owns: no network reaches it there, and
    step 2 begins otherwise or never (RULES 8.62, 9.24)."""
    count = state.limits().step2_cities
    return count if count <= state.rule_book().houses else None


def payment_table(game: Game | None = None) -> tuple[int, ...]:
    """Income for 0, 1, 2 … cities powered, by the game's table (RULES 1.4 when None)."""
    return income_table() if game is None else game.state.rule_book().income_table()


def resource_names() -> tuple[str, ...]:
    return RESOURCES


# ----- figures per round, for the end-of-game charts ----------------------------------------


@dataclass(frozen=True, slots=True)
class RoundFigures:
    """One seat at the end of one round (after bureaucracy)."""

    round: int
    cities: int
    powered: int
    money: int
    capacity: int


def round_figures(game: Game, powered: dict[int, int]) -> list[RoundFigures]:
    """Every seat's figures now; ``powered`` holds what each seat powered this round."""
    state = game.state
    rnd = state.round - 1 if state.phase is not Phase.OVER else state.round
    return [
        RoundFigures(rnd, p.city_count, powered.get(p.seat, 0), p.money, p.capacity)
        for p in state.player_views()
    ]


def result(game: Game) -> Outcome | None:
    """The final ranking when the game is over, else None."""
    return game.state.outcome()


# ----- the events the table reacts to --------------------------------------------------------


def is_round_start(event: ev.Event) -> TypeGuard[ev.RoundStarted]:
    return isinstance(event, ev.RoundStarted)


def is_game_end(event: ev.Event) -> TypeGuard[ev.GameEnded]:
    return isinstance(event, ev.GameEnded)


def final_powered(event: ev.GameEnded) -> dict[int, int]:
    """Cities each seat powers at the end of the game (the ranking's first criterion)."""
    return dict(enumerate(event.powered))


def powered_by(event: ev.Event) -> tuple[int, int, int] | None:
    """(seat, cities powered, income) of a bureaucracy event, else None."""
    if isinstance(event, ev.PlantsRun):
        return event.player, event.powered, event.income
    return None


def plant_bought(event: ev.Event) -> tuple[int, int, int] | None:
    """(seat, plant, price) when a plant changed hands, else None."""
    if isinstance(event, ev.PlantBought):
        return event.player, event.plant, event.price
    return None


def resources_bought(event: ev.Event) -> tuple[int, int, int, int] | None:
    """(seat, resource index, amount, cost) of a purchase, else None."""
    if isinstance(event, ev.ResourcesBought):
        return event.player, event.resource, event.amount, event.cost
    return None


def step_started(event: ev.Event) -> int | None:
    """The step that begins with this event (2 or 3), else None."""
    if isinstance(event, ev.StepStarted):
        return event.step
    return None


def city_built(event: ev.Event) -> tuple[int, str, int] | None:
    """(seat, city, price paid) of a build, else None."""
    if isinstance(event, ev.CityBuilt):
        return event.player, event.city, event.house + event.connection
    return None


def build_path(game: Game, seat: int, city: str, connection: int | None = None) -> list[str]:
    """The cheapest path from the seat's network (before ``city``) to ``city``; none
    for a house that paid no ``connection`` (a network started anew, RULES 8.43)."""
    state = game.state
    network = [c for c in state.player(seat).cities if c != city]
    if not network or connection == 0:
        return [city]
    _cost, path = state.board.connection_cost(network, city)
    return list(path)


def charged_connection(
    state: GameState, seat: int, network: Sequence[str], city: str
) -> tuple[int, list[str]]:
    """The connection ``seat`` pays to build in ``city`` as the engine charges it, with
    the board's cheapest path from ``network``; a house that pays no connection
    although a path would cost one (a network started anew, RULES 8.43) has no path."""
    board_cost, path = state.board.connection_cost(list(network), city)
    charged = state.connection_price(seat, city)
    if charged is None:  # not buildable for him: the board's path, for the drawing
        return board_cost, list(path)
    return charged, ([city] if charged == 0 else list(path))


def replay_events(game: Game) -> Iterator[tuple[int, list[ev.Event], Game]]:
    """Replay a game's log from its seed: yields (seat that acted, events, the replayed
    game) per action.

    A loaded game shows its whole log and its charts this way, without storing
    anything beyond the actions the save already holds.
    """
    fresh = Game(game.config, game.seed)
    action: Action
    for action in game.log:
        seat = fresh.state.current_player
        yield seat, fresh.apply(action), fresh


def in_progress(game: Game) -> bool:
    """Moves have been made and the game is not over."""
    return bool(game.log) and game.state.phase is not Phase.OVER


def fuel_on_plants(plants: Sequence[PlantInfo], stored: Sequence[int]) -> list[list[int]]:
    """Spread a seat's stored fuel over its plants for display: tokens per plant and kind.

    The rules keep one store per player (hybrids share coal and oil room); the card
    view puts each token on a plant that may hold it, single-fuel plants first.
    """
    left = list(stored)
    out = [[0, 0, 0, 0] for _ in plants]
    for i, plant in enumerate(plants):
        if plant.kind in RESOURCES:
            r = RESOURCES.index(plant.kind)
            take = min(plant.storage, left[r])
            out[i][r] += take
            left[r] -= take
    for i, plant in enumerate(plants):
        if plant.kind == "hybrid":
            room = plant.storage
            for r in (0, 1):
                take = min(room, left[r])
                out[i][r] += take
                left[r] -= take
                room -= take
    return out
