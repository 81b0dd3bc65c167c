"""Actions a player can take, as pydantic models forming one discriminated union.

Actions are immutable values. The engine hands out shared instances from small
caches (``bid(12)``, ``build("Essen")`` …) so that listing legal actions in a
bot's inner loop costs no validation; actions built from outside input (the UI,
a save file) are validated by pydantic on construction and checked by the rules
on apply.
"""

from __future__ import annotations

import threading
from functools import lru_cache
from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

ResourceName = Literal["coal", "oil", "garbage", "uranium"]


class _Action(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class ChoosePlant(_Action):
    """Open an auction on a plant of the current market with a first bid (RULES 3.2)."""

    kind: Literal["choose"] = "choose"
    plant: int
    bid: int


class Bid(_Action):
    """Raise the running auction to ``amount`` (RULES 3.2)."""

    kind: Literal["bid"] = "bid"
    amount: int


class Pass(_Action):
    """Pass: on choosing a plant (out of the phase) or on a running auction."""

    kind: Literal["pass"] = "pass"


class Discard(_Action):
    """Discard a plant when above the plant limit (RULES 3.2).

    ``keep`` is what the player keeps of coal, oil, garbage and uranium afterwards;
    None keeps as much as fits (the engine refuses it when the choice is ambiguous).
    """

    kind: Literal["discard"] = "discard"
    plant: int
    keep: tuple[int, int, int, int] | None = None


class Buy(_Action):
    """Buy ``amount`` tokens of one resource, cheapest first (RULES 3.3)."""

    kind: Literal["buy"] = "buy"
    resource: ResourceName
    amount: int = Field(ge=1)


class ChooseMarket(_Action):
    """Choose the resource market to buy from this turn, on a board with two (RULES
    8.23); a purchase made before choosing buys from the South."""

    kind: Literal["market"] = "market"
    market: Literal["south", "north"]


class Build(_Action):
    """Build a house in a city, paying place and cheapest connection (RULES 3.4)."""

    kind: Literal["build"] = "build"
    city: str


class Run(_Action):
    """Run these plants in bureaucracy (RULES 3.5); ``coal`` is what hybrids burn of coal.

    Hybrids burn ``coal`` coal and the rest of their amount as oil.
    """

    kind: Literal["run"] = "run"
    plants: tuple[int, ...] = ()
    coal: int = 0


class Done(_Action):
    """End one's turn of buying resources or building."""

    kind: Literal["done"] = "done"


class SellUranium(_Action):
    """Sell the uranium of one's mines, or keep it this round, at the start of the
    bureaucracy on a board with a uranium market (RULES 8.111)."""

    kind: Literal["sell_uranium"] = "sell_uranium"
    sell: bool


Action = Annotated[
    Union[ChoosePlant, Bid, Pass, Discard, Buy, Build, Run, Done, ChooseMarket, SellUranium],  # noqa: UP007
    Field(discriminator="kind"),
]
ACTION_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)
ACTION_LIST_ADAPTER: TypeAdapter[list[Action]] = TypeAdapter(list[Action])

PASS = Pass()
DONE = Done()
#: The choices of a resource market (RULES 8.23), shared.
SOUTH = ChooseMarket(market="south")
NORTH = ChooseMarket(market="north")
#: The choices of a uranium sale (RULES 8.111), shared.
SELL = SellUranium(sell=True)
KEEP = SellUranium(sell=False)


# Shared instances. Every cache is bounded and safe when the AI worker thread lists
# actions at the same time as the GUI thread: lru_cache locks itself, and the rows
# below are never changed once published; a longer row replaces a shorter one.


@lru_cache(maxsize=4096)
def bid(amount: int) -> Bid:
    return Bid(amount=amount)


@lru_cache(maxsize=1 << 16)
def choose(plant: int, amount: int) -> ChoosePlant:
    return ChoosePlant(plant=plant, bid=amount)


#: Bids above this are listed without a shared row (no game gets there in practice).
ROW_LIMIT = 1024
_ROWS_LOCK = threading.Lock()
_CHOOSE_ROWS: dict[int, list[ChoosePlant | None]] = {}
_BID_ROW: list[Bid | None] = [None]


def _row_size(high: int) -> int:
    """Rows grow in blocks of 64 so that a rising bid rarely rebuilds them."""
    return min(ROW_LIMIT, (high // 64 + 1) * 64)


def choose_range(plant: int, low: int, high: int) -> list[ChoosePlant]:
    """``choose(plant, b)`` for every b in low..high, sliced from a shared row."""
    row = _CHOOSE_ROWS.get(plant)
    if row is None or len(row) <= high:
        if high >= ROW_LIMIT:
            return [choose(plant, b) for b in range(max(low, plant), high + 1)]
        with _ROWS_LOCK:
            row = _CHOOSE_ROWS.get(plant)
            if row is None or len(row) <= high:
                size = _row_size(high)
                row = [None] * plant + [choose(plant, b) for b in range(plant, size)]
                _CHOOSE_ROWS[plant] = row
    return row[low : high + 1]  # type: ignore[return-value]  # low >= plant: no None


def bid_range(low: int, high: int) -> list[Bid]:
    """``bid(a)`` for every a in low..high (low >= 1), sliced from a shared row."""
    global _BID_ROW
    row = _BID_ROW
    if len(row) <= high:
        if high >= ROW_LIMIT:
            return [bid(a) for a in range(low, high + 1)]
        with _ROWS_LOCK:
            row = _BID_ROW
            if len(row) <= high:
                row = [None] + [bid(a) for a in range(1, _row_size(high))]
                _BID_ROW = row
    return row[low : high + 1]  # type: ignore[return-value]  # low >= 1: no None


@lru_cache(maxsize=512)
def buy(resource: ResourceName, amount: int) -> Buy:
    return Buy(resource=resource, amount=amount)


#: buy(resource, k) for k = 1 .. the whole track (24): made once, never changed.
_BUY_ROWS: dict[str, list[Buy]] = {
    name: [buy(name, k) for k in range(1, 25)] for name in ("coal", "oil", "garbage", "uranium")
}


def buy_range(resource: ResourceName, high: int) -> list[Buy]:
    """``buy(resource, k)`` for every k in 1..high, sliced from a shared row."""
    row = _BUY_ROWS[resource]
    if high > len(row):
        return [buy(resource, k) for k in range(1, high + 1)]
    return row[:high]


@lru_cache(maxsize=4096)
def build(city: str) -> Build:
    return Build(city=city)


@lru_cache(maxsize=1 << 14)
def run(plants: tuple[int, ...], coal: int = 0) -> Run:
    return Run(plants=plants, coal=coal)


@lru_cache(maxsize=4096)
def discard(plant: int, keep: tuple[int, int, int, int] | None = None) -> Discard:
    return Discard(plant=plant, keep=keep)


def describe(action: object, names: list[str] | None = None) -> str:
    """A short text for an action, for logs and error messages."""
    match action:
        case ChoosePlant(plant=p, bid=b):
            return f"choose plant {p} for {b}"
        case Bid(amount=a):
            return f"bid {a}"
        case Pass():
            return "pass"
        case Discard(plant=p):
            return f"discard plant {p}"
        case Buy(resource=r, amount=a):
            return f"buy {a} {r}"
        case Build(city=c):
            return f"build in {c}"
        case Run(plants=ps, coal=c):
            mix = f" (hybrid coal {c})" if c else ""
            return f"run plants {', '.join(map(str, ps)) or 'none'}{mix}"
        case Done():
            return "done"
        case ChooseMarket(market=m):
            return f"buy from the {m} market"
        case SellUranium(sell=sell):
            return "sell uranium" if sell else "keep the uranium"
    return repr(action)
