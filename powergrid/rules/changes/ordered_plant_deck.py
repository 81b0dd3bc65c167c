"""An ordered plant deck (RULES 8.22): by player count given plants leave the game face
up; the low plants lie in ascending order on top of the stack, the middle plants are
shuffled with the Step 3 card under them and the highest plants shuffled at the
bottom. The starting market holds one plant per player, all for sale."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import Field

from ..cards import PLANTS, STEP3
from .base import ChangeParams, RuleChange, register

if TYPE_CHECKING:
    from ..cards import CardSet
    from ..engine import GameState as StateData


class OrderedPlantDeckParams(ChangeParams):
    #: Plants out of the game by player count ("2" … "6"), by number.
    out_of_game: dict[str, tuple[int, ...]] = Field(default_factory=dict, max_length=5)
    #: The highest plant of the ordered top of the stack.
    ordered_up_to: int = Field(default=30, ge=1, le=99)
    #: The highest plant shuffled with the Step 3 card; higher plants lie at the bottom.
    with_step3_up_to: int = Field(default=35, ge=1, le=99)


@register
class OrderedPlantDeck(RuleChange):
    id = "ordered_plant_deck"
    Params = OrderedPlantDeckParams
    summary = (
        "The stack is not shuffled: plants up to {ordered_up_to} lie in ascending order on "
        "top, plants up to {with_step3_up_to} are shuffled with the Step 3 card under them, "
        "the higher plants at the bottom; the starting market holds one plant per player; "
        "plants out of the game by player count: {out_of_game}."
    )
    section = "8.22"
    own_opening = True  # the market holds one plant per player; checked below

    def _params(self) -> OrderedPlantDeckParams:
        assert isinstance(self.params, OrderedPlantDeckParams)
        return self.params

    def _out(self, cards: CardSet, players: int) -> list[int]:
        numbers = set(self._params().out_of_game.get(str(players), ()))
        return [c for c in cards.plants if PLANTS[c].number in numbers]

    def setup_problems(self, cards: CardSet, players: int, inactive: bool) -> list[str]:
        if inactive:
            return [f"{self.id}: the ordered deck does not deal through the inactive area"]
        p = self._params()
        problems = [
            f"{self.id}: key {k!r} is not a player count"
            for k in p.out_of_game
            if k not in {"2", "3", "4", "5", "6"}
        ]
        if p.with_step3_up_to < p.ordered_up_to:
            problems.append(f"{self.id}: with_step3_up_to is below ordered_up_to")
        out = set(self._out(cards, players))
        low = [c for c in cards.plants if c not in out and PLANTS[c].number <= p.ordered_up_to]
        if len(low) < players:
            problems.append(
                f"{self.id}: deck {cards.name} keeps {len(low)} plants up to "
                f"{p.ordered_up_to}; {players} players need {players} in the starting market"
            )
        return problems

    def deal(self, s: StateData, cards: CardSet, inactive: bool) -> None:
        p = self._params()
        out = self._out(cards, s.n)
        rest = sorted((c for c in cards.plants if c not in out), key=cards.sort_key)
        low = [c for c in rest if PLANTS[c].number <= p.ordered_up_to]
        middle = [c for c in rest if p.ordered_up_to < PLANTS[c].number <= p.with_step3_up_to]
        high = [c for c in rest if PLANTS[c].number > p.with_step3_up_to]
        middle.append(STEP3)
        s._rng().shuffle(middle)
        s._rng().shuffle(high)
        s.market = low[: s.n]
        # The top of the stack is the end of the list: the lowest plant last.
        s.deck = high + middle + low[s.n :][::-1]
        s.setup_removed = []
        s.removed = out
        s.inactive = None
        s.remove_left = 0

    def stack_top(self, cards: CardSet) -> int | None:
        return None  # the whole ordered top is known; no single card is shown apart

    def ordered_top(self, s: StateData) -> int:
        """The ordered plants still on top, until the Step 3 card's shuffle."""
        if s.step == 3 or STEP3 not in s.deck or s.known_bottom >= len(s.deck):
            return 0
        limit = self._params().ordered_up_to
        known = 0
        for card in reversed(s.deck[s.known_bottom :]):
            if card == STEP3 or card < 0 or PLANTS[card].number > limit:
                break
            known += 1
        return known

    def setup_removals(self, players: int, table: int) -> int:
        return 0  # the plants out of the game are named, none leaves unseen

    def describe(self) -> str:
        p = self._params()
        outs = "; ".join(
            f"{n} players {', '.join(map(str, nums)) or 'none'}"
            for n, nums in sorted(p.out_of_game.items())
        )
        return self.summary.format(
            ordered_up_to=p.ordered_up_to,
            with_step3_up_to=p.with_step3_up_to,
            out_of_game=outs or "none",
        )
