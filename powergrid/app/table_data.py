"""Every read of the engine made by the table's widgets, gathered in one place.

The player boards, tracks, round summary, computer-move highlights and end-of-game
charts see the game only through these small functions and plain records, so a
change of the engine's public surface is absorbed here and nowhere else.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules import events as ev
from ..rules.economy import best_powered
from ..rules.tables import PAYMENT, PLANTS, PLAYER_COUNT, RESOURCES, STEP3, income

#: The five phases of a round, in order (RULES 2), as the engine names them.
PHASES = ("order", "auction", "resources", "build", "bureaucracy")
#: Highest number of cities the payment table distinguishes.
PAYMENT_TOP = len(PAYMENT) - 1


@dataclass(frozen=True, slots=True)
class PlantInfo:
    """One plant card as a player board shows it."""

    number: int
    kind: str
    amount: int
    cities: int


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
    step: int
    step3_pending: bool
    cards_left: int
    step2_cities: int
    end_cities: int
    order: tuple[int, ...]
    to_move: int
    over: bool


def plant_info(number: int) -> PlantInfo:
    plant = PLANTS[number]
    return PlantInfo(number, plant.kind, plant.amount, plant.cities)


def seat_view(game, seat: int) -> SeatView:
    """One seat's board: money, plants with their fuel, cities and income it could earn."""
    state = game.state
    player = state.players[seat]
    cfg = game.config.seats[seat]
    powered = best_powered(player)
    return SeatView(
        seat=seat, name=cfg.name, controller=cfg.controller,
        order_position=state.order.index(seat) + 1, money=player.money,
        plants=tuple(plant_info(p) for p in player.plants),
        stored=tuple(player.res), cities=len(player.cities), can_power=powered,
        income_now=income(powered), capacity=sum(PLANTS[p].cities for p in player.plants),
        to_move=state.current_player == seat)


def seat_views(game) -> list[SeatView]:
    return [seat_view(game, seat) for seat in range(game.state.n)]


def table_view(game) -> TableView:
    state = game.state
    counts = PLAYER_COUNT[state.n]
    return TableView(
        round=state.round, phase=state.phase, step=state.step,
        step3_pending=bool(state.step3_pending or STEP3 in state.market),
        cards_left=len(state.deck), step2_cities=counts.step2_cities,
        end_cities=counts.end_cities, order=tuple(state.order),
        to_move=state.current_player, over=state.phase == "over")


def payment_table() -> tuple[int, ...]:
    """Income for 0..20 cities powered (RULES 1.4)."""
    return PAYMENT


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


def round_figures(game, powered: dict[int, int]) -> list[RoundFigures]:
    """Every seat's figures now; ``powered`` holds what each seat powered this round."""
    state = game.state
    rnd = state.round - 1 if state.phase != "over" else state.round
    return [RoundFigures(rnd, len(p.cities), powered.get(seat, 0), p.money,
                         sum(PLANTS[n].cities for n in p.plants))
            for seat, p in enumerate(state.players)]


def result(game):
    """(ranking, powered, winners) when the game is over, else None."""
    res = game.state.result
    if res is None:
        return None
    return list(res["ranking"]), list(res["powered"]), list(res["winners"])


def final_money(game, seat: int) -> int:
    return game.state.players[seat].money


def final_cities(game, seat: int) -> int:
    return len(game.state.players[seat].cities)


# ----- the events the table reacts to --------------------------------------------------------


def is_round_start(event) -> bool:
    return isinstance(event, ev.RoundStarted)


def is_game_end(event) -> bool:
    return isinstance(event, ev.GameEnded)


def final_powered(event) -> dict[int, int]:
    """Cities each seat powers at the end of the game (the ranking's first criterion)."""
    return dict(enumerate(event.powered))


def powered_by(event) -> tuple[int, int, int] | None:
    """(seat, cities powered, income) of a bureaucracy event, else None."""
    if isinstance(event, ev.PlantsRun):
        return event.player, event.powered, event.income
    return None


def plant_bought(event) -> tuple[int, int, int] | None:
    """(seat, plant, price) when a plant changed hands, else None."""
    if isinstance(event, ev.PlantBought):
        return event.player, event.plant, event.price
    return None


def resources_bought(event) -> tuple[int, int, int, int] | None:
    """(seat, resource index, amount, cost) of a purchase, else None."""
    if isinstance(event, ev.ResourcesBought):
        return event.player, event.resource, event.amount, event.cost
    return None


def city_built(event) -> tuple[int, str, int] | None:
    """(seat, city, price paid) of a build, else None."""
    if isinstance(event, ev.CityBuilt):
        return event.player, event.city, event.house + event.connection
    return None


def build_path(game, seat: int, city: str) -> list[str]:
    """The cheapest path from the seat's network (before ``city``) to ``city``."""
    state = game.state
    names = state.board.cities
    network = [names[c] for c in state.players[seat].cities if names[c] != city]
    if not network:
        return [city]
    _cost, path = state.board.connection_cost(network, city)
    return list(path)


def replay_events(game):
    """Replay a game's log from its seed: yields (seat that acted, events) per action.

    A loaded game shows its whole log and its charts this way, without storing
    anything beyond the actions the save already holds.
    """
    from ..rules import Game

    fresh = Game(game.config, game.seed)
    for action in game.log:
        seat = fresh.state.current_player
        yield seat, fresh.apply(action), fresh


def in_progress(game) -> bool:
    """Moves have been made and the game is not over."""
    return bool(game.log) and game.state.phase != "over"


def fuel_on_plants(plants: tuple[PlantInfo, ...], stored) -> list[list[int]]:
    """Spread a seat's stored fuel over its plants for display: tokens per plant and kind.

    The rules keep one store per player (hybrids share coal and oil room); the card
    view puts each token on a plant that may hold it, single-fuel plants first.
    """
    left = list(stored)
    out = [[0, 0, 0, 0] for _ in plants]
    for i, plant in enumerate(plants):
        if plant.kind in RESOURCES:
            r = RESOURCES.index(plant.kind)
            take = min(2 * plant.amount, left[r])
            out[i][r] += take
            left[r] -= take
    for i, plant in enumerate(plants):
        if plant.kind == "hybrid":
            room = 2 * plant.amount
            for r in (0, 1):
                take = min(room, left[r])
                out[i][r] += take
                left[r] -= take
                room -= take
    return out
