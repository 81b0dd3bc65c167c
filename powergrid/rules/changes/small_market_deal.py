"""A small starting market dealt from named plants (RULES 8.41): at set-up some plants
leave the game face up, the starting market is drawn from named plants (all of them
when there are as many as the market holds), and the plants of that pool not drawn
go shuffled on top of the stack, with named plants and a few cards of the stack,
under an optional known top card. The unseen removals are the players table's or
the board's own count, taken from the other plants (RULES 9.11 names the board)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import Field

from ..cards import STEP3
from .base import ChangeParams, RuleChange, register
from .stack_top_plant import card_of, missing_numbers

if TYPE_CHECKING:
    from ..cards import CardSet
    from ..engine import GameState as StateData


class SmallMarketDealParams(ChangeParams):
    #: Plants out of the game face up from set-up.
    out_of_game: tuple[int, ...] = Field(default=(), max_length=20)
    #: The plants the starting market is drawn from, and how many it holds.
    market_from: tuple[int, ...] = Field(min_length=1, max_length=20)
    market_size: int = Field(ge=1, le=8)
    #: The plant face up on top of the stack (None: no known top card).
    top: int | None = Field(default=None, ge=1, le=99)
    #: Plants shuffled on top of the stack (under ``top``) with ``on_top_with``
    #: cards of the stack and the pool's plants not drawn into the market.
    on_top: tuple[int, ...] = Field(default=(), max_length=10)
    on_top_with: int = Field(default=0, ge=0, le=10)
    #: Plants removed unseen by player count ("2" … "6"; 0 if absent); None: the
    #: players table's count (RULES 1.5).
    remove: dict[str, int] | None = None


@register
class SmallMarketDeal(RuleChange):
    id = "small_market_deal"
    Params = SmallMarketDealParams
    summary = (
        "The starting market holds {market_size} plants drawn from plants {market_from}; "
        "plants {out_of_game} are out of the game."
    )
    section = "8.41"
    own_opening = True  # checks below that every player can pay a plant of the market

    def _params(self) -> SmallMarketDealParams:
        assert isinstance(self.params, SmallMarketDealParams)
        return self.params

    def _cards(self, cards: CardSet, numbers: tuple[int, ...]) -> list[int]:
        return [c for n in numbers if (c := card_of(cards, n)) is not None]

    def setup_problems(self, cards: CardSet, players: int, inactive: bool) -> list[str]:
        p = self._params()
        if inactive:
            return [f"{self.id}: this set-up does not deal through the inactive area"]
        named = p.out_of_game + p.market_from + p.on_top + ((p.top,) if p.top else ())
        problems = missing_numbers(cards, named, "named", self.id)
        if len(set(named)) < len(named):
            problems.append(f"{self.id}: a plant is named twice")
        if p.market_size > len(p.market_from):
            problems.append(
                f"{self.id}: a market of {p.market_size} cannot be drawn from "
                f"{len(p.market_from)} plants"
            )
        if sorted(p.market_from)[min(players, len(p.market_from)) - 1] > 50:
            problems.append(f"{self.id}: the market cannot offer a plant to every player")
        rest = len(cards.plants) - len(set(named))
        if rest < self._removals(players, 0) + p.on_top_with + 1:
            problems.append(
                f"{self.id}: deck {cards.name} leaves {rest} plants for the stack; "
                f"{players} players remove {self._removals(players, 0)}"
            )
        return problems

    def _removals(self, players: int, table: int) -> int:
        remove = self._params().remove
        return table if remove is None else remove.get(str(players), 0)

    def deal(self, s: StateData, cards: CardSet, inactive: bool) -> None:
        p = self._params()
        out = self._cards(cards, p.out_of_game)
        pool = self._cards(cards, p.market_from)
        s._rng().shuffle(pool)
        s.market = sorted(pool[: p.market_size], key=cards.sort_key)
        top = card_of(cards, p.top) if p.top else None
        near = pool[p.market_size :] + self._cards(cards, p.on_top)
        placed = set(out) | set(pool) | set(near) | {top}
        rest = [c for c in cards.plants if c not in placed]
        s._rng().shuffle(rest)
        removed = s.rules.removed
        s.setup_removed = sorted(rest[:removed])
        stack = rest[removed:]
        near += stack[: p.on_top_with]
        stack = stack[p.on_top_with :]
        s._rng().shuffle(near)
        # The stack's top is the end of the list: the Step 3 card at the bottom.
        u = cards.under_step3
        s.deck = stack[:u] + [STEP3] + stack[u:] + near + ([] if top is None else [top])
        s.removed = out
        s.inactive = None
        s.remove_left = 0

    def stack_top(self, cards: CardSet) -> int | None:
        top = self._params().top
        return None if top is None else card_of(cards, top)

    def setup_removals(self, players: int, table: int) -> int:
        return self._removals(players, table)

    def describe(self) -> str:
        p = self._params()
        text = self.summary.format(
            market_size=p.market_size,
            market_from=", ".join(map(str, p.market_from)),
            out_of_game=", ".join(map(str, p.out_of_game)) or "none",
        )
        if p.top:
            text += f" Plant {p.top} goes face up on top of the stack."
        shuffled = [*map(str, p.on_top)]
        if p.on_top_with:
            shuffled.append(f"{p.on_top_with} more from the stack")
        if len(p.market_from) > p.market_size:
            shuffled.insert(0, "the others of those plants")
        if shuffled:
            text += f" Shuffled on top of the stack: {', '.join(shuffled)}."
        if p.remove is not None:
            counts = ", ".join(f"{k} players {v}" for k, v in sorted(p.remove.items()))
            text += f" Plants removed unseen: {counts or 'none'}."
        return text
