"""The Recharged deck set-up (RULES 7.1): the plants up to 15 (a plug on the back)
and above (a socket) are shuffled apart. Eight plug plants make the starting market,
one more goes face down on top of the stack, and by player count some plug and some
socket plants leave unseen; the other plants are shuffled together under the top
card, the Step 3 card at the bottom. A map may keep plants in the starting market,
take plants out of the game and remove other counts (RULES 9), lay out a larger
starting market, and put a socket plant on top in place of the plug plant (RULES
8.90)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import Field

from ..cards import PLANTS, STEP3
from ..deck import MARKET_SIZE
from .base import ChangeParams, RuleChange, register
from .known_stack_top import Fuel, kept_cards
from .stack_top_plant import card_of, missing_numbers

if TYPE_CHECKING:
    from ..cards import CardSet
    from ..engine import GameState as StateData

PlayerCounts = dict[str, int]


class PlugSocketDeckParams(ChangeParams):
    #: The highest number with a plug on the back.
    plug_max: int = Field(default=15, ge=1, le=99)
    #: Plants always in the starting market, and plants out of the game, by number.
    in_market: tuple[int, ...] = Field(default=(), max_length=MARKET_SIZE)
    out_of_game: tuple[int, ...] = Field(default=(), max_length=20)
    #: Plug and socket plants removed unseen, by player count ("2" … "6"; 0 if absent).
    remove_plug: PlayerCounts = Field(default_factory=lambda: {"2": 1, "3": 2, "4": 1})
    remove_socket: PlayerCounts = Field(default_factory=lambda: {"2": 5, "3": 6, "4": 3})
    #: Kinds of plant never removed unseen (RULES 8.30).
    keep_fuel: tuple[Fuel, ...] = Field(default=(), max_length=6)
    #: Plants laid right under the face-down top card, in this order (RULES 8.51).
    below_top: tuple[int, ...] = Field(default=(), max_length=8)
    #: Plug plants laid out as the starting market (None: eight, RULES 8.90).
    market: int | None = Field(default=None, ge=MARKET_SIZE, le=12)
    #: True: the face-down card on top of the stack is a socket plant, not a plug plant
    #: (RULES 8.90: the top of the stack is never a plug plant).
    socket_on_top: bool = False
    #: Plants also out of the game with some player counts (RULES 8.102).
    out_by_players: dict[str, tuple[int, ...]] = Field(default_factory=dict, max_length=5)
    #: True: the Step 3 card stays in the box, so the game never reaches step 3
    #: (RULES 8.121).
    step3_boxed: bool = False


@register
class PlugSocketDeck(RuleChange):
    id = "plug_socket_deck"
    Params = PlugSocketDeckParams
    summary = (
        "Eight random plants up to {plug_max} make the starting market and one more goes "
        "face down on top of the stack; plants removed unseen: {removals}."
    )
    section = "7.1"
    own_opening = True  # eight plants up to 15: every player can pay one in round 1

    def _params(self) -> PlugSocketDeckParams:
        assert isinstance(self.params, PlugSocketDeckParams)
        return self.params

    def _out_numbers(self, players: int) -> tuple[int, ...]:
        p = self._params()
        return p.out_of_game + p.out_by_players.get(str(players), ())

    def _piles(
        self, cards: CardSet, players: int
    ) -> tuple[list[int], list[int], list[int], list[int]]:
        """The deck's cards as (fixed in the market, other plug, socket, out of game)."""
        p = self._params()
        fixed = [c for n in p.in_market if (c := card_of(cards, n)) is not None]
        out = [c for n in self._out_numbers(players) if (c := card_of(cards, n)) is not None]
        out += self._below(cards)
        rest = [c for c in cards.plants if c not in fixed and c not in out]
        plug = [c for c in rest if PLANTS[c].number <= p.plug_max]
        socket = [c for c in rest if PLANTS[c].number > p.plug_max]
        return fixed, plug, socket, out

    def _below(self, cards: CardSet) -> list[int]:
        """The cards laid under the top card, topmost first (RULES 8.51)."""
        return [c for n in self._params().below_top if (c := card_of(cards, n)) is not None]

    def _removals(self, players: int) -> tuple[int, int]:
        p = self._params()
        return p.remove_plug.get(str(players), 0), p.remove_socket.get(str(players), 0)

    def setup_problems(self, cards: CardSet, players: int, inactive: bool) -> list[str]:
        p = self._params()
        if inactive:
            return [f"{self.id}: the Recharged set-up does not deal through the inactive area"]
        named = p.in_market + self._out_numbers(players) + p.below_top
        problems = missing_numbers(cards, named, "named", self.id)
        if len(set(named)) < len(named):
            problems.append(f"{self.id}: a plant is named twice")
        fixed, plug, socket, _out = self._piles(cards, players)
        low, high = self._removals(players)
        kept = kept_cards(cards, p.keep_fuel)
        on_top = 0 if p.socket_on_top else 1
        need = self._market_count() - len(fixed) + on_top + low
        if len(plug) < need or len([c for c in plug if c not in kept]) < low:
            problems.append(
                f"{self.id}: deck {cards.name} has {len(plug)} plants up to {p.plug_max}; "
                f"{players} players need {need}"
            )
        if len(socket) < high + 2 - on_top or len([c for c in socket if c not in kept]) < high:
            problems.append(
                f"{self.id}: deck {cards.name} has {len(socket)} plants above {p.plug_max}; "
                f"{players} players remove {high} and draw from the rest"
            )
        return problems

    def _market_count(self) -> int:
        """Plants of the starting market: eight, or the board's count (RULES 8.90)."""
        market = self._params().market
        return MARKET_SIZE if market is None else market

    def deal(self, s: StateData, cards: CardSet, inactive: bool) -> None:
        fixed, plug, socket, out = self._piles(cards, s.n)
        low, high = self._removals(s.n)
        s._rng().shuffle(plug)
        k = self._market_count() - len(fixed)
        s.market = sorted(fixed + plug[:k], key=cards.sort_key)
        s._rng().shuffle(socket)
        kept = kept_cards(cards, self._params().keep_fuel)
        if not self._params().socket_on_top:
            top, rest = plug[k], plug[k + 1 :]
        else:  # a socket plant set aside face down (RULES 8.90)
            top, socket, rest = socket[0], socket[1:], plug[k:]
        gone = [c for c in rest if c not in kept][:low]
        gone += [c for c in socket if c not in kept][:high]
        s.setup_removed = sorted(gone)
        stack = [c for c in rest + socket if c not in gone]
        s._rng().shuffle(stack)
        u = cards.under_step3
        below = self._below(cards)
        step3 = [] if self._params().step3_boxed else [STEP3]
        s.deck = stack[:u] + step3 + stack[u:] + below[::-1] + [top]
        s.removed = [c for c in out if c not in below] + ([] if step3 else [STEP3])
        s.inactive = None
        s.remove_left = 0

    def stack_top(self, cards: CardSet) -> int | None:
        return None  # face down: nobody knows it

    def boxes_step3(self) -> bool:
        return self._params().step3_boxed

    def setup_removals(self, players: int, table: int) -> int:
        low, high = self._removals(players)
        return low + high

    def describe(self) -> str:
        p = self._params()
        counts = sorted(set(p.remove_plug) | set(p.remove_socket))
        removals = "; ".join(
            f"{n} players {p.remove_plug.get(n, 0)} up to {p.plug_max} and "
            f"{p.remove_socket.get(n, 0)} higher"
            for n in counts
        )
        text = self.summary.format(plug_max=p.plug_max, removals=removals or "none")
        if p.in_market:
            text += f" Plants {', '.join(map(str, p.in_market))} are always in the starting market."
        if p.out_of_game:
            text += f" Plants {', '.join(map(str, p.out_of_game))} are out of the game."
        if p.keep_fuel:
            text += f" No {', '.join(p.keep_fuel)} plant is removed."
        if p.below_top:
            text += f" Plants {', '.join(map(str, p.below_top))} lie right under the top card."
        if p.market is not None:
            text += (
                f" The starting market holds {p.market} plants up to {p.plug_max} instead, "
                "four for sale."
            )
        if p.step3_boxed:
            text += " The Step 3 card stays in the box."
        if p.socket_on_top:
            text += f" The plant face down on top of the stack is one above {p.plug_max}."
        if p.out_by_players:
            rows = "; ".join(
                f"{n} players {', '.join(map(str, v))}" for n, v in sorted(p.out_by_players.items())
            )
            text += f" Also out of the game: {rows}."
        return text

    def market_places(self, size: int) -> int:
        return max(size, self._market_count())
