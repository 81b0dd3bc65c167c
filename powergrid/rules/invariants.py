"""Checks that hold in every position of every game (used by tests and `simulate --check`)."""

from __future__ import annotations

from collections import Counter

from .state import HIDDEN, StateData, fits
from .tables import STEP3


def violations(state: StateData) -> list[str]:
    """Every broken invariant of ``state``, described; empty when all hold."""
    problems: list[str] = []
    _tokens(state, problems)
    _cards(state, problems)
    _players(state, problems)
    _cities(state, problems)
    return problems


def _tokens(state: StateData, problems: list[str]) -> None:
    """Every token in one place: the tables' totals (the game's book), a market within
    its track (RULES 1.1, 1.2)."""
    supply = state.supply()
    book = state.book
    for r in range(4):
        if supply[r] < 0:
            problems.append(f"resource {r}: more tokens in play than exist ({-supply[r]} extra)")
        if not 0 <= state.res_market[r] <= book.track_size[r]:
            problems.append(f"resource {r}: market holds {state.res_market[r]}")
        if not 0 <= state.res_north[r] <= book.north_size[r]:
            problems.append(f"resource {r}: the second market holds {state.res_north[r]}")
        for change in book.on["extra_tokens"]:  # a pile within the supply (RULES 8.100)
            held = change.extra_tokens(state, r, supply[r])  # type: ignore[arg-type]
            if not 0 <= held <= supply[r]:
                problems.append(f"resource {r}: a pile of {held} in a supply of {supply[r]}")
        total = supply[r] + state.res_market[r] + state.res_north[r]
        total += sum(p.res[r] for p in state.players)
        if total != book.total_tokens[r]:
            problems.append(f"resource {r}: {total} tokens instead of {book.total_tokens[r]}")


def _cards(state: StateData, problems: list[str]) -> None:
    places = list(state.market) + [c for c in state.deck if c != HIDDEN]
    places += state.setup_removed + state.removed + (state.inactive or [])
    for p in state.players:
        places += p.plants
    counts = Counter(places)
    expected = set(state.cards.plants) | {STEP3}
    dupes = sorted(c for c, k in counts.items() if k > 1)
    if dupes:
        problems.append(f"cards in two places: {dupes}")
    if not state.is_view:
        missing = sorted(expected - set(counts))
        if missing:
            problems.append(f"cards missing: {missing}")
    if state.market != sorted(state.market, key=state.sort_key):
        problems.append(f"plant market not sorted: {state.market}")


def _players(state: StateData, problems: list[str]) -> None:
    for p in state.players:
        if p.money < 0:
            problems.append(f"seat {p.seat} has negative money {p.money}")
        if (
            state.counted_plants(p.plants) > state.rules.plant_limit
            and state.discard_seat != p.seat
        ):
            problems.append(f"seat {p.seat} owns {len(p.plants)} plants")
        if not fits(p.capacities(), p.res):
            problems.append(f"seat {p.seat} stores {p.res}, more than its plants hold")
        if len(p.cities) > state.book.houses:
            problems.append(f"seat {p.seat} has {len(p.cities)} houses")
        if any(r < 0 for r in p.res):
            problems.append(f"seat {p.seat} holds negative resources {p.res}")


def _cities(state: StateData, problems: list[str]) -> None:
    open_places = state.book.open_by_city[state.step]
    for c, occupants in enumerate(state.owners):
        if len(occupants) > len(open_places[c]):
            problems.append(
                f"{state.board.cities[c]} has {len(occupants)} houses in step {state.step}"
            )
        if len(set(occupants)) != len(occupants):
            problems.append(f"{state.board.cities[c]} holds two houses of one player")
        for seat in occupants:
            if c not in state.players[seat].cities:
                problems.append(f"{state.board.cities[c]}: house of seat {seat} not in its list")
