"""Two resource markets (RULES 8.23): beside the board's market (the South) a second
market (the North) with its own tracks, tokens at set-up and refill. A player buys
in a turn from one market only, chosen before the first purchase (a purchase made
before choosing buys from the South); both markets draw on one supply, the North
refilled first."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import Field

from ..tables import RESOURCES
from .base import ChangeParams, RuleChange, register

if TYPE_CHECKING:
    from ..engine import GameState as StateData

#: The mark of the market the current buyer chose: SOUTH or NORTH (none: not yet).
SOUTH, NORTH = 1, 2
#: The market names of the action that chooses, by mark.
MARKET_NAMES: dict[int, Literal["south", "north"]] = {SOUTH: "south", NORTH: "north"}

Four = tuple[int, int, int, int]
Track = tuple[int, ...]


class TwoResourceMarketsParams(ChangeParams):
    #: The North's track of each resource, cheapest first (an empty track: none sold).
    north_prices: dict[Literal["coal", "oil", "garbage", "uranium"], Track] = Field(
        min_length=4, max_length=4
    )
    #: Tokens on the North's tracks at set-up: coal, oil, garbage, uranium.
    north_start: Four
    #: The North's refill by player count and step: coal, oil, garbage, uranium.
    north_refill: dict[str, dict[str, Four]] = Field(min_length=1, max_length=5)


@register
class TwoResourceMarkets(RuleChange):
    id = "two_resource_markets"
    Params = TwoResourceMarketsParams
    summary = (
        "A second resource market (the North) stands beside the board's; a player buys "
        "from one market a turn, and the North is refilled first from the same supply."
    )
    section = "8.23"

    def _params(self) -> TwoResourceMarketsParams:
        assert isinstance(self.params, TwoResourceMarketsParams)
        return self.params

    def second_market(self) -> tuple[tuple[Track, Track, Track, Track], Four]:
        p = self._params()
        tracks = tuple(tuple(sorted(p.north_prices[r])) for r in RESOURCES)
        return (tracks[0], tracks[1], tracks[2], tracks[3]), p.north_start

    def setup_problems(self, cards: object, players: int, inactive: bool) -> list[str]:
        p = self._params()
        problems = [
            f"{self.id}: north_start {name}: {p.north_start[r]} tokens on "
            f"{len(p.north_prices[name])} places"
            for r, name in enumerate(RESOURCES)
            if p.north_start[r] > len(p.north_prices[name])
        ]
        if str(players) not in p.north_refill:
            problems.append(f"{self.id}: north_refill has no row for {players} players")
        return problems

    def refill(self, s: StateData, amounts: list[int]) -> None:
        """The North first, from the supply; the South's refill gets what is left."""
        p = self._params()
        wanted = p.north_refill.get(str(s.n), {}).get(str(s.step), (0, 0, 0, 0))
        size = s.book.north_size
        supply = s.supply()
        north = list(s.res_north)
        for r in range(4):
            k = max(0, min(wanted[r], supply[r], size[r] - north[r]))
            north[r] += k
            amounts[r] = min(amounts[r], supply[r] - k)
        s.res_north = (north[0], north[1], north[2], north[3])

    def mark_problems(self, value: int, phase: str, market: list[int]) -> list[str]:
        if value not in MARKET_NAMES:
            return [f"marks.{self.id}: {value} is neither {SOUTH} (south) nor {NORTH} (north)"]
        if phase != "resources":
            return [f"marks.{self.id}: a market is chosen only while buying resources"]
        return []
