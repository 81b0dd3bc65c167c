"""The result of a finished game: the ranking with its tie-breaks (RULES 5)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Standing:
    """One seat's line of the final ranking.

    ``place`` is 1 for the winners; seats equal on every tie-break share a place
    (two winners are both 1st, the next seat is 3rd).
    """

    seat: int
    place: int
    powered: int
    money: int
    cities: int

    def key(self) -> tuple[int, int, int]:
        """What the ranking compares: cities powered, then money, then cities."""
        return (self.powered, self.money, self.cities)


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game: every seat's standing, best first.

    RULES 5: the most cities powered wins; a tie goes to the most money left, then
    to the most cities; players still equal share the place.
    """

    standings: tuple[Standing, ...]

    @classmethod
    def rank(cls, powered: Sequence[int], money: Sequence[int], cities: Sequence[int]) -> Outcome:
        """Rank seats 0..n-1 from the figures at the end of the game (RULES 5)."""
        seats = range(len(powered))
        if not len(powered) == len(money) == len(cities):
            raise ValueError("powered, money and cities must have one entry per seat")
        order = sorted(seats, key=lambda s: (-powered[s], -money[s], -cities[s], s))
        standings: list[Standing] = []
        for i, seat in enumerate(order):
            place = i + 1
            if standings:
                prev = standings[-1]
                if prev.key() == (powered[seat], money[seat], cities[seat]):
                    place = prev.place
            standings.append(Standing(seat, place, powered[seat], money[seat], cities[seat]))
        return cls(tuple(standings))

    @property
    def ranking(self) -> tuple[int, ...]:
        """Seats from first to last."""
        return tuple(s.seat for s in self.standings)

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats in first place (more than one on a full tie)."""
        return tuple(s.seat for s in self.standings if s.place == 1)

    def standing(self, seat: int) -> Standing:
        """The standing of one seat."""
        for s in self.standings:
            if s.seat == seat:
                return s
        raise ValueError(f"no seat {seat} in this game")

    def powered(self) -> tuple[int, ...]:
        """Cities powered at the end, by seat."""
        by_seat = sorted(self.standings, key=lambda s: s.seat)
        return tuple(s.powered for s in by_seat)

    def mean_ranks(self) -> tuple[float, ...]:
        """By seat: 1 for a lone winner, 2 for the next...; seats sharing a place share
        the mean of the ranks they cover (two winners are 1.5 each). What ratings read."""
        ranks = [0.0] * len(self.standings)
        for st in self.standings:
            tied = sum(1 for o in self.standings if o.place == st.place)
            ranks[st.seat] = st.place - 1 + (tied + 1) / 2
        return tuple(ranks)

    def shares(self) -> tuple[float, ...]:
        """By seat: 1 split evenly among the winners, 0 for the others (for search)."""
        winners = self.winners
        share = 1.0 / len(winners)
        return tuple(share if s in winners else 0.0 for s in range(len(self.standings)))

    def describe(self, names: Sequence[str]) -> str:
        """One English sentence: who won, then the ranking with cities powered."""
        who = " and ".join(names[s] for s in self.winners)
        verb = "wins" if len(self.winners) == 1 else "win"
        lines = "; ".join(
            f"{s.place}. {names[s.seat]} ({s.powered} powered, {s.money} Elektro)"
            for s in self.standings
        )
        return f"{who} {verb}. {lines}."
