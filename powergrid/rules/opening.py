"""Whether a deck can open a game: round 1 needs a plant for every player.

In round 1 nobody may pass on choosing a plant and every player buys one
(RULES 3.2), with the 50 Elektro each player starts with (RULES 2.2). A deck whose
starting market cannot give each player a plant he can pay for would leave the
first auction without a legal way on, so such a game is refused before it starts,
with the reason. The count is made on what setup puts in the market for certain:

- without the inactive area, the lowest eight plants of the deck's market list
  (RULES 2.5): while one of them that costs at most 50 is left, the lowest plant of
  the market is one, and it is in the current market;
- with the inactive area (RULES 6), the plants of the revealed pool that go to the
  market whatever the order of the reveal: plants 1 and 2, and every card of a
  number after the first of that number.

Plants drawn later may add to these, but nothing guarantees them, so they do not
count.
"""

from __future__ import annotations

from .cards import PLANTS, CardSet
from .deck import MARKET_SIZE
from .tables import PLAYER_COUNT, START_MONEY


def opening_market(cards: CardSet, inactive: bool) -> list[int]:
    """The plants setup is sure to put in the starting market."""
    if not inactive:
        return sorted(cards.market, key=cards.sort_key)[:MARKET_SIZE]
    seen: set[int] = set()
    sure: list[int] = []
    for card in cards.market:
        number = PLANTS[card].number
        if number <= 2 or number in seen:
            sure.append(card)
        seen.add(number)
    return sure


def affordable_openings(cards: CardSet, inactive: bool, money: int = START_MONEY) -> int:
    """How many of those plants a player can pay in round 1 (number at most 50)."""
    return sum(PLANTS[c].number <= money for c in opening_market(cards, inactive))


def opening_problem(
    cards: CardSet, players: int, inactive: bool, money: int = START_MONEY
) -> str | None:
    """Why the deck cannot open a game of ``players`` players with ``money`` Elektro
    each (the base game's 50 unless the map says otherwise), or None when it can."""
    if inactive and not cards.shared_numbers:
        return (
            f"the inactive area needs a deck where plants share numbers; in "
            f"deck {cards.name} every number is unique, so every card would "
            "stay inactive"
        )
    count = affordable_openings(cards, inactive, money)
    if count >= players:
        return None
    plants = f"{count} plant{'' if count == 1 else 's'}"
    if inactive:
        where = (
            f"with the inactive area, the starting pool of deck {cards.name} puts "
            f"{plants} a player can pay (number at most {money}) into the market "
            "(plants 1 and 2 and every number seen a second time, RULES 6)"
        )
    else:
        where = (
            f"the starting market of deck {cards.name} holds {plants} a player can pay "
            f"(number at most {money}, RULES 2.2)"
        )
    return f"{where}; round 1 needs one for each of the {players} players (RULES 3.2)"


def playable_counts(cards: CardSet, inactive: bool) -> list[int]:
    """The player counts the deck can open a game for."""
    return [n for n in sorted(PLAYER_COUNT) if opening_problem(cards, n, inactive) is None]
