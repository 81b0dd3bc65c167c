"""Phase 4: building houses in cities (RULES 3.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions as A
from . import events as ev
from .errors import IllegalActionError
from .plantmarket import PlantMarketRules
from .state import INF

if TYPE_CHECKING:
    from ..board import Board


class BuildRules(PlantMarketRules):
    """Mixed into the game state."""

    __slots__ = ()

    def build_price(self, seat: int, city: int) -> int:
        """What building in city index ``city`` costs ``seat`` now, or INF if not allowed."""
        occupants = self.owners[city]
        places = self.book.open_by_city[self.step][city]
        if len(occupants) >= len(places) or seat in occupants:
            return INF
        if city in self._closed_cities(seat):  # who may build where (RULES 8.101)
            return INF
        connection = self._connection(seat, city)
        return INF if connection >= INF else places[len(occupants)] + connection

    def _connection(self, seat: int, city: int) -> int:
        """The connection ``seat`` pays to build in ``city``: the cheapest path from his
        network, unless a rule change says otherwise (RULES 8.43; INF: not there)."""
        net = self.players[seat].net
        connection = 0 if net is None else net[city]
        for change in self.book.on["build_connection"]:
            connection = change.build_connection(self, seat, city, connection)  # type: ignore[arg-type]
        return connection

    def _build_actions(self, seat: int) -> list[A.Action]:
        """Every affordable build, cheapest first (then by city), and Done last."""
        player = self.players[seat]
        book = self.book
        if len(player.cities) >= book.houses:
            return [A.DONE]
        if not book.uniform_places or book.on["build_connection"] or book.on["closed_cities"]:
            return self._build_actions_by_city(seat)
        money = player.money
        net = player.net
        houses = book.step_prices[self.step]  # the prices of the places open now
        open_places = len(houses)
        # Price * 1024 + city index: sorting orders by price, then by city.
        if net is None:
            priced = [
                houses[k] * 1024 + c
                for c, occupants in enumerate(self.owners)
                if (k := len(occupants)) < open_places
                and houses[k] <= money
                and seat not in occupants
            ]
        else:
            priced = [
                price * 1024 + c
                for c, (occupants, connection) in enumerate(zip(self.owners, net, strict=True))
                if (k := len(occupants)) < open_places
                and (price := houses[k] + connection) <= money
                and seat not in occupants
            ]
        priced.sort()
        builds = _build_actions_of(self.board)
        acts: list[A.Action] = [builds[key & 1023] for key in priced]
        acts.append(A.DONE)
        return acts

    def _build_actions_by_city(self, seat: int) -> list[A.Action]:
        """The builds on a map whose cities have places of their own (RULES 8), whose
        rule changes price the connections (RULES 8.43) or say who may build where
        (RULES 8.101): ``build_price``'s rules, city by city, with the book read once."""
        player = self.players[seat]
        money, net = player.money, player.net
        by_city = self.book.open_by_city[self.step]
        closed = self._closed_cities(seat)
        rules = self.book.on["build_connection"]
        if rules:
            return self._sorted_builds(self._priced_by_rules(seat, money, closed))
        # Price * 1024 + city index, as the uniform path keys them.
        if net is None:
            priced = [
                price * 1024 + c
                for c, (occupants, places) in enumerate(zip(self.owners, by_city, strict=True))
                if (k := len(occupants)) < len(places)
                and (price := places[k]) <= money
                and seat not in occupants
                and c not in closed
            ]
        else:
            priced = [
                price * 1024 + c
                for c, (occupants, places, connection) in enumerate(
                    zip(self.owners, by_city, net, strict=True)
                )
                if (k := len(occupants)) < len(places)
                and (price := places[k] + connection) <= money
                and seat not in occupants
                and c not in closed
            ]
        return self._sorted_builds(priced)

    def _priced_by_rules(self, seat: int, money: int, closed: frozenset[int]) -> list[int]:
        """The (price * 1024 + city index) keys of the builds ``seat`` can pay where rule
        changes price the connections (RULES 8.43)."""
        by_city = self.book.open_by_city[self.step]
        priced = []
        for c, occupants in enumerate(self.owners):
            places = by_city[c]
            k = len(occupants)
            if k >= len(places) or seat in occupants or c in closed:
                continue
            if (price := places[k] + self._connection(seat, c)) <= money:
                priced.append(price * 1024 + c)
        return priced

    def _closed_cities(self, seat: int) -> frozenset[int]:
        """Cities where ``seat`` may not build now by a rule change (RULES 8.101)."""
        gates = self.book.on["closed_cities"]
        if not gates:
            return frozenset()
        closed: set[int] = set()
        for change in gates:
            closed.update(change.closed_cities(self, seat))  # type: ignore[arg-type]
        return frozenset(closed)

    def _sorted_builds(self, priced: list[int]) -> list[A.Action]:
        """The Build actions of (price * 1024 + city index) keys, cheapest first, then Done."""
        priced.sort()
        builds = _build_actions_of(self.board)
        acts: list[A.Action] = [builds[key & 1023] for key in priced]
        acts.append(A.DONE)
        return acts

    def _check_build(self, seat: int, action: A.Build) -> int:
        """Returns the city's index."""
        c = self.board.index.get(action.city)
        if c is None:
            raise IllegalActionError(
                f"{action.city!r} is not a city in play on this board",
                code="unknown_city",
                params={"city": action.city},
            )
        occupants = self.owners[c]
        if seat in occupants:
            raise IllegalActionError(
                f"you already have a house in {action.city}",
                code="already_built",
                params={"city": action.city},
            )
        book = self.book
        places = book.open_by_city[self.step][c]
        if len(occupants) >= len(places):
            raise IllegalActionError(
                f"{action.city} has no free place in step {self.step}",
                code="city_full",
                params={"city": action.city, "step": self.step},
            )
        player = self.players[seat]
        if len(player.cities) >= book.houses:
            raise IllegalActionError("you have no houses left", code="no_houses_left")
        if c in self._closed_cities(seat):  # who may build where (RULES 8.101)
            raise IllegalActionError(
                f"the board's rules close {action.city} to you now",
                code="city_closed",
                params={"city": action.city},
            )
        connection = self._connection(seat, c)
        if connection >= INF:
            raise IllegalActionError(
                f"you may not build in {action.city} now: {self._build_rule(seat, c)}",
                code="build_not_allowed",
                params={"city": action.city},
            )
        price = places[len(occupants)] + connection
        if price > player.money:
            raise IllegalActionError(
                f"building in {action.city} costs {price}, you have {player.money}",
                code="build_too_expensive",
                params={"city": action.city, "cost": price, "money": player.money},
            )
        return c

    def _build_rule(self, seat: int, city: int) -> str:
        """The rule change that keeps ``seat`` from building in ``city`` (RULES 8.43)."""
        net = self.players[seat].net
        for change in self.book.on["build_connection"]:
            if change.build_connection(self, seat, city, 0 if net is None else net[city]) >= INF:  # type: ignore[arg-type]
                return change.describe()
        return "no rule forbids it"

    def _apply_build(self, seat: int, action: A.Build, c: int, out: list[ev.Event]) -> None:
        player = self.players[seat]
        occupants = self.owners[c]
        house = self.book.open_by_city[self.step][c][len(occupants)]
        path = connection = 0 if player.net is None else player.net[c]
        book = self.book
        if book.on["build_connection"]:
            connection = self._connection(seat, c)
        for change in book.on["city_built"]:
            change.city_built(self, seat, c, path, out)  # type: ignore[arg-type]
        player.money -= house + connection
        self.owners[c] = occupants + (seat,)
        player.cities.append(c)
        board = self.board
        row = board.dist[c]
        if board.fee is not None:  # a board of islands (RULES 8.81)
            player.net = board.network_costs(player.cities)
        elif player.net is None:
            player.net = list(row)
        else:
            player.net = [a if a < b else b for a, b in zip(player.net, row, strict=True)]
        if len(player.cities) > self.max_cities:
            self.max_cities = len(player.cities)
        out.append(ev.CityBuilt(seat, self.board.cities[c], house, connection))
        self._purge(out)


_BUILDS: dict[Board, list[A.Build]] = {}


def _build_actions_of(board: Board) -> list[A.Build]:
    """One shared Build action per city of a board, by city index."""
    builds = _BUILDS.get(board)
    if builds is None:
        if len(_BUILDS) >= 64:  # boards are few; a tool making many starts over
            _BUILDS.clear()
        builds = _BUILDS[board] = [A.build(name) for name in board.cities]
    return builds
