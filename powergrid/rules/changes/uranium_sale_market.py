"""A uranium market the mines sell into (RULES 8.111).

A track of places (``prices``, cheapest first) holds the uranium sold; ``start`` of
them are filled at set-up, the dearest ones. At the start of each bureaucracy, in
reverse turn order, every owner of a mine (RULES 8.110) sells or keeps his uranium:
a sale earns the price of the dearest empty place for every city his mines could
power (their printed numbers), then puts one token per mine on the dearest empty
places. A full market buys nothing. The refill takes ``removed`` tokens (by player
count and step) from the cheapest filled places. At the end of the game every owner
sells once more (money breaks ties, RULES 5). Sales fill the dearest empty places
and the refill empties the cheapest filled ones, so the filled places are always the
dearest ones: the market is its count of tokens.

The change keeps in ``s.marks`` under its id the tokens on the track and, while the
sellers decide, the seats still to decide (``tokens + 32 * mask``); no mark: the
tokens at set-up and nobody deciding.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pydantic import Field, field_validator

from .. import actions as A
from .. import events as ev
from ..decisions import SellUraniumDecision
from ..tables import PLANTS
from .base import ChangeParams, RuleChange, register
from .uranium_mines import UraniumMines

if TYPE_CHECKING:
    from ...board import Board, MapFile
    from ..book import RuleBook
    from ..engine import GameState as StateData

#: The mark keeps the tokens below this and the seats still deciding above it.
_SEATS = 32


@dataclass(frozen=True, slots=True)
class UraniumMarket:
    """The uranium market now (RULES 8.111): the prices of its places (cheapest
    first), the tokens on it (on the dearest places), the price a sale earns a city
    now (None: full) and the tokens the next refill takes away."""

    prices: tuple[int, ...]
    tokens: int
    price: int | None
    removed: int


class SaleMarketParams(ChangeParams):
    #: The prices of the places, cheapest first.
    prices: tuple[int, ...] = Field(min_length=1, max_length=24)
    #: Tokens on the market at set-up (on the dearest places).
    start: int = Field(ge=0, le=24)
    #: Tokens the refill takes away, by player count ("2" … "6") and step ("1" … "3").
    removed: dict[str, dict[str, int]] = Field(max_length=5)

    @field_validator("prices")
    @classmethod
    def _ascending(cls, prices: tuple[int, ...]) -> tuple[int, ...]:
        if any(p < 0 for p in prices) or list(prices) != sorted(prices):
            raise ValueError("prices are 0 or more, cheapest first")
        return prices

    @field_validator("removed")
    @classmethod
    def _removals(cls, removed: dict[str, dict[str, int]]) -> dict[str, dict[str, int]]:
        for players, steps in removed.items():
            if players not in ("2", "3", "4", "5", "6") or set(steps) != {"1", "2", "3"}:
                raise ValueError('removed: player counts "2" to "6", each with steps "1" to "3"')
            if any(not 0 <= k <= 24 for k in steps.values()):
                raise ValueError("removed: 0 to 24 tokens a refill")
        return removed


@register
class UraniumSaleMarket(RuleChange):
    id = "uranium_sale_market"
    Params = SaleMarketParams
    summary = (
        "Mines sell uranium in the bureaucracy, in reverse turn order: the dearest empty "
        "place's price for every city they could power, one token per mine on the "
        "market; a player may keep it instead; the refill takes tokens away."
    )
    section = "8.111"

    mines: UraniumMines | None = None
    size = 0
    #: By step (0 unused): the tokens a refill takes away with this game's players.
    removals: tuple[int, int, int, int] = (0, 0, 0, 0)

    def map_problems(self, mapfile: MapFile) -> list[str]:
        params = self.params
        assert isinstance(params, SaleMarketParams)
        problems = []
        if not any(entry.id == UraniumMines.id for entry in mapfile.rules):
            problems.append(f"rules ({self.id}): the market needs {UraniumMines.id}")
        if params.start > len(params.prices):
            problems.append(f"rules ({self.id}): start {params.start} is more than the places")
        return problems

    def prepare(self, book: RuleBook, mapfile: MapFile, board: Board) -> None:
        params = self.params
        assert isinstance(params, SaleMarketParams)
        mines = book.change(UraniumMines.id)
        assert isinstance(mines, UraniumMines)
        self.mines = mines
        self.size = len(params.prices)
        steps = params.removed.get(str(book.players), {})
        self.removals = (0, steps.get("1", 0), steps.get("2", 0), steps.get("3", 0))

    # ----- the mark ------------------------------------------------------------------------

    def _read(self, s: StateData) -> tuple[int, int]:
        """(tokens on the market, mask of the seats still deciding)."""
        value = s.marks.get(self.id)
        if value is None:
            return self.params.start, 0  # type: ignore[attr-defined]
        return value % _SEATS, value // _SEATS

    def _write(self, s: StateData, tokens: int, deciding: int) -> None:
        if tokens == self.params.start and not deciding:  # type: ignore[attr-defined]
            if self.id in s.marks:
                s.marks = {k: v for k, v in s.marks.items() if k != self.id}
            return
        s.marks = {**s.marks, self.id: tokens + _SEATS * deciding}

    def mark_problems(self, value: int, phase: str, market: list[int]) -> list[str]:
        tokens, deciding = value % _SEATS, value // _SEATS
        problems = []
        if value < 0 or tokens > self.size:
            problems.append(f"marks.{self.id}: 0 to {self.size} tokens, not {value}")
        if deciding and phase != "bureaucracy":
            problems.append(f"marks.{self.id}: sellers decide only in the bureaucracy")
        return problems

    # ----- queries -------------------------------------------------------------------------

    def market(self, s: StateData) -> UraniumMarket:
        """The market now."""
        tokens, _ = self._read(s)
        prices = self.params.prices  # type: ignore[attr-defined]
        price = prices[self.size - tokens - 1] if tokens < self.size else None
        return UraniumMarket(prices, tokens, price, self.removals[s.step])

    def decision_of(self, s: StateData, seat: int) -> SellUraniumDecision:
        """What ``seat`` decides now: his sale, and the price a wait would bring."""
        assert self.mines is not None
        mines = tuple(self.mines.mines_of(s.players[seat].plants))
        cities, income = self.sale(s, seat)
        market = self.market(s)
        left = max(0, market.tokens - market.removed)
        later = self.params.prices[self.size - left - 1]  # type: ignore[attr-defined]
        price = market.price or 0
        return SellUraniumDecision(seat, mines, cities, price, income, later, (A.SELL, A.KEEP))

    def sale(self, s: StateData, seat: int) -> tuple[int, int]:
        """(cities ``seat``'s mines could power, Elektro a sale earns now)."""
        assert self.mines is not None
        cities = sum(PLANTS[p].cities for p in self.mines.mines_of(s.players[seat].plants))
        price = self.market(s).price
        return cities, 0 if price is None else price * cities

    # ----- the points ----------------------------------------------------------------------

    def bureaucracy_started(self, s: StateData, out: list[ev.Event]) -> None:
        tokens, _ = self._read(s)
        if tokens >= self.size:
            return  # a full market buys nothing
        assert self.mines is not None
        deciding = 0
        for seat in s.order:
            if self.mines.mines_of(s.players[seat].plants):
                deciding |= 1 << seat
        self._write(s, tokens, deciding)

    def deciding_seat(self, s: StateData) -> int:
        _, deciding = self._read(s)
        if deciding:
            for seat in reversed(s.order):
                if deciding >> seat & 1:
                    return seat
        return -1

    def decision_actions(self, s: StateData, seat: int) -> list[Any]:
        return [A.SELL, A.KEEP]

    def decided(self, s: StateData, seat: int, action: Any, out: list[ev.Event]) -> None:
        tokens, deciding = self._read(s)
        deciding &= ~(1 << seat)
        if action.sell:
            tokens = self._sell(s, seat, tokens, out)
            if tokens >= self.size:
                deciding = 0  # the market is full: nobody else can sell this round
        else:
            out.append(ev.UraniumSale(seat, False, 0, 0))
        self._write(s, tokens, deciding)

    def _sell(self, s: StateData, seat: int, tokens: int, out: list[ev.Event]) -> int:
        """``seat`` sells: paid, his tokens on the market; returns the tokens now."""
        assert self.mines is not None
        prices = self.params.prices  # type: ignore[attr-defined]
        price = prices[self.size - tokens - 1]
        mines = self.mines.mines_of(s.players[seat].plants)
        income = price * sum(PLANTS[p].cities for p in mines)
        s.players[seat].money += income
        out.append(ev.UraniumSale(seat, True, price, income))
        return min(self.size, tokens + len(mines))

    def refill(self, s: StateData, amounts: list[int]) -> None:
        tokens, deciding = self._read(s)
        self._write(s, max(0, tokens - self.removals[s.step]), deciding)

    def game_ending(self, s: StateData, out: list[ev.Event]) -> None:
        assert self.mines is not None
        tokens, _ = self._read(s)
        for seat in reversed(s.order):
            if tokens < self.size and self.mines.mines_of(s.players[seat].plants):
                tokens = self._sell(s, seat, tokens, out)
        self._write(s, tokens, 0)
