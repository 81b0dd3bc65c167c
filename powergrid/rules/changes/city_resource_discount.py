"""A city's resource discount (RULES 8.13): a player with a house in the city named
pays less for each token of one resource from the market, never less than 1 Elektro
a token."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import Field

from ..tables import RESOURCE_INDEX, buy_cost_table
from .base import ChangeParams, RuleChange, register

if TYPE_CHECKING:
    from ...board import Board, MapFile
    from ..book import RuleBook
    from ..engine import GameState as StateData


class CityDiscountParams(ChangeParams):
    city: str = Field(min_length=1, max_length=100)
    resource: Literal["coal", "oil", "garbage", "uranium"]
    discount: int = Field(default=1, ge=1, le=99)


@register
class CityResourceDiscount(RuleChange):
    id = "city_resource_discount"
    Params = CityDiscountParams
    summary = (
        "A player with a house in {city} pays {discount} Elektro less for each {resource} "
        "token, never less than 1."
    )
    section = "8.13"

    #: Board index of the city (None: not in play), the resource, the prices paid.
    city: int | None = None
    resource = -1
    table: tuple[tuple[int, ...], ...] = ()

    def map_problems(self, mapfile: MapFile) -> list[str]:
        params = self.params
        assert isinstance(params, CityDiscountParams)
        if any(c.name == params.city for c in mapfile.cities):
            return []
        return [f"rules ({self.id}).city: the map has no city {params.city!r}"]

    def prepare(self, book: RuleBook, mapfile: MapFile, board: Board) -> None:
        params = self.params
        assert isinstance(params, CityDiscountParams)
        self.city = board.index.get(params.city)
        self.resource = RESOURCE_INDEX[params.resource]
        track = book.tracks[self.resource]
        self.table = tuple(buy_cost_table(tuple(max(p - params.discount, 1) for p in track)))

    def buy_costs(
        self, s: StateData, seat: int, resource: int, table: tuple[tuple[int, ...], ...]
    ) -> tuple[tuple[int, ...], ...]:
        if resource == self.resource and seat >= 0 and self.city in s.players[seat].cities:
            return self.table
        return table
