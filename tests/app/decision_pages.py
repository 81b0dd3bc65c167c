"""One position of each decision page, every seat a person's: the game the page checks
and the key tests put on the table.

Each position is reached by the simple bot from a fixed seed and kept as its moves, so
every caller gets a fresh game (a page may play on it). The seat names are long ones,
as a player may type them.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from powergrid.ai import SimpleBot
from powergrid.rules import PLANTS, Game, GameConfig, Phase, SeatConfig

NAMES = ("Annegret", "Bartholomäus", "Cleo")

# The page names of the panel, with the position each is shown in.
PAGES = ("choose1", "choose", "bid", "discard", "resources", "build", "bureaucracy")


def config(players: int = 3) -> GameConfig:
    seats = tuple(SeatConfig(name=NAMES[i], controller="human") for i in range(players))
    return GameConfig(map="usa", seats=seats)


def _wanted() -> dict[str, Callable]:
    """What each position must show (a state test per page)."""

    def discard(s) -> bool:
        return s.phase == Phase.AUCTION and s.discard_seat >= 0

    def kind(s) -> str:
        return getattr(s.decision(), "kind", "")

    def bid(s) -> bool:
        return s.phase == Phase.AUCTION and s.round >= 2 and kind(s) == "bid"

    def choose(s) -> bool:
        return s.phase == Phase.AUCTION and s.round >= 2 and kind(s) == "choose"

    def resources(s) -> bool:
        me = s.player(s.current_player)
        return s.phase == Phase.RESOURCES and s.round >= 3 and len(me.plants) >= 2

    def build(s) -> bool:  # money for a long plan
        return s.phase == Phase.BUILD and s.round >= 3 and s.player(s.current_player).money >= 70

    def bureaucracy(s) -> bool:  # the most lines: three plants, one of them a hybrid
        me = s.player(s.current_player)
        hybrid = any(PLANTS[p].kind == "hybrid" for p in me.plants)
        return s.phase == Phase.BUREAUCRACY and len(me.plants) == 3 and hybrid

    return {
        "choose1": lambda s: s.phase == Phase.AUCTION and s.round == 1,
        "choose": choose,
        "bid": bid,
        "discard": discard,
        "resources": resources,
        "build": build,
        "bureaucracy": bureaucracy,
    }


@cache
def _moves(page: str) -> tuple[int, tuple]:
    """(seed, moves) of the first bot game that reaches ``page``'s position."""
    until = _wanted()[page]
    for seed in range(1, 80):
        game = Game(config(), seed)
        bots = [SimpleBot(11 + s) for s in range(3)]
        for _ in range(4000):
            if until(game.state):
                return seed, tuple(game.log)
            if game.state.phase == Phase.OVER:
                break
            game.apply(bots[game.state.current_player].choose(game.state))
    raise AssertionError(f"no seed reaches a {page} position")


def position(page: str) -> Game:
    """A fresh game standing at ``page``'s position."""
    seed, moves = _moves(page)
    game = Game(config(), seed)
    for move in moves:
        game.apply(move)
    return game


def long_plan(panel, cities: int = 5) -> list[str]:
    """Plan the ``cities`` cheapest affordable cities on the build page (a long plan)."""
    page = panel.current_page()
    state = panel.controller.state
    seat = state.current_player
    prices = {n: state.city_price(seat, n) for n in state.board.cities}
    for _price, city in sorted((p, n) for n, p in prices.items() if p is not None):
        if len(page.plan) >= cities:
            break
        page.add_city(city)  # refused (and not planned) when the money runs short
    panel.clear_refusal()
    return list(page.plan)
