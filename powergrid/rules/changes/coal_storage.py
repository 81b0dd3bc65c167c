"""A storage of burnt fuel (RULES 8.100): the tokens of one resource that plants burn
go to a storage space beside the market instead of the supply; the refill takes that
resource from the storage first; and a player may buy the stored tokens at a fixed
price whenever he buys, after the market's cheaper ones.

The storage is a part of the supply (its tokens are neither on the market nor on a
plant), counted in the game's marks under this change's id.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import Field

from ...board import EDITIONS
from ..tables import RESOURCE_INDEX, TRACK_PRICES
from .base import ChangeParams, RuleChange, register

if TYPE_CHECKING:
    from ...board import MapFile
    from ..engine import GameState as StateData


class StorageParams(ChangeParams):
    resource: Literal["coal", "oil", "garbage", "uranium"] = "coal"
    price: int = Field(default=8, ge=0, le=1000)


@register
class FuelStorage(RuleChange):
    id = "coal_storage"
    Params = StorageParams
    summary = (
        "Burnt {resource} goes to a storage space that the refill empties first; the "
        "stored {resource} is always for sale at {price} Elektro each."
    )
    section = "8.100"

    resource = 0
    price = 8

    def __init__(self, params: ChangeParams) -> None:
        super().__init__(params)
        assert isinstance(params, StorageParams)
        self.resource = RESOURCE_INDEX[params.resource]
        self.price = params.price

    def map_problems(self, mapfile: MapFile) -> list[str]:
        """The stored tokens sell after the market's: no place of the track may cost more."""
        params = self.params
        assert isinstance(params, StorageParams)
        r = self.resource
        tracks = [TRACK_PRICES[r]]
        for edition in EDITIONS:
            row = (mapfile.tables.for_edition(edition).resources or {}).get(params.resource)
            if row is not None and row.prices is not None:
                tracks.append(tuple(row.prices))
        if all(max(track) <= params.price for track in tracks):
            return []
        return [
            f"rules ({self.id}).price: the {params.resource} track has places dearer than "
            f"the storage's {params.price} Elektro"
        ]

    def stored(self, s: StateData) -> int:
        """Tokens in the storage now."""
        return s.marks.get(self.id, 0)

    def _set(self, s: StateData, tokens: int) -> None:
        s.marks = {**s.marks, self.id: tokens}

    def extra_price(self, resource: int) -> int | None:
        return self.price if resource == self.resource else None

    def extra_tokens(self, s: StateData, resource: int, supply: int) -> int:
        return self.stored(s) if resource == self.resource else supply

    def extra_bought(self, s: StateData, resource: int, amount: int) -> None:
        if resource == self.resource:
            self._set(s, self.stored(s) - amount)

    def fuel_burnt(self, s: StateData, burnt: tuple[int, int, int, int]) -> None:
        if burnt[self.resource]:
            self._set(s, self.stored(s) + burnt[self.resource])

    def refill(self, s: StateData, amounts: list[int]) -> None:
        """The refill's tokens of the resource come from the storage first: as many as
        it moves (RULES 3.5.2: what is asked, the supply holds and the track has room
        for) leave the storage, up to what it holds."""
        stored = self.stored(s)
        if not stored:
            return
        r = self.resource
        room = s.book.track_size[r] - s.res_market[r]
        moved = min(amounts[r], s.supply()[r], room)
        self._set(s, stored - min(stored, moved))

    def mark_problems(self, value: int, phase: str, market: list[int]) -> list[str]:
        if value < 0:
            return [f"marks.{self.id}: the storage holds 0 or more tokens, not {value}"]
        return []
