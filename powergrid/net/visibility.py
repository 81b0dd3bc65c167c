"""What a seat may know: its view of the game and the events it may see.

The server holds the only full state; a seat (and a spectator) receives the
engine's ``view(seat)`` written as a position — no draw-stack order, no seed, no
plants removed at setup — and the events of each action that tell nothing hidden.
Every event class of ``powergrid.rules.events`` is listed below as public or
private; a test fails when the engine gains a class that is in neither list, so
that a new event is sent only once somebody has decided who may see it.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ..rules import GameState, events
from .protocol import EventData, Update

#: Events that say only what every player at the table sees happen.
PUBLIC_EVENTS = frozenset(
    {
        "RoundStarted",
        "PhaseStarted",
        "TurnOrderChanged",
        "AuctionOpened",
        "BidPlaced",
        "Passed",
        "PlantBought",
        "PlantDiscarded",
        "PlantDrawn",  # a drawn plant is turned face up onto the market
        "PlantRemoved",
        "PlantInactive",
        "PlantUnderStack",
        "PlantSetAside",  # the discard pile lies face up (RULES 8.122)
        "PilesShuffled",  # how many plants the pile held, not their order
        "MarketOpened",
        "ResourcesBought",
        "CityBuilt",
        "TurnEnded",
        "MarketChosen",
        "UraniumSale",
        "PowerOutage",  # every seat's cities and the houses built are on the board
        "PlantsRun",
        "MarketRefilled",
        "StepStarted",
        "GameEnded",
    }
)
#: Events no client receives (none today; a secret of one seat would go here, or
#: into a per-seat rule in :func:`events_for`).
PRIVATE_EVENTS: frozenset[str] = frozenset()


def event_classes() -> dict[str, type[events.Event]]:
    """Every event class the engine defines, by name."""
    return {
        name: cls
        for name, cls in vars(events).items()
        if isinstance(cls, type) and issubclass(cls, events.Event) and cls is not events.Event
    }


def view_of(state: GameState, seat: int | None) -> dict[str, Any]:
    """The position ``seat`` may know, as JSON data; a spectator (None) gets what
    every seat knows (the engine's views hide only what is hidden from all seats)."""
    return state.view(0 if seat is None else seat).to_position().model_dump(mode="json")


class ViewTexts:
    """The JSON text of each seat's view of one position, written once for all the
    seats whose views are equal (today every seat's, as the engine hides nothing
    from one seat that it shows another)."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self._written: list[tuple[dict[str, Any], str]] = []

    def text(self, seat: int | None) -> str:
        view = self.state.view(0 if seat is None else seat)
        snapshot = view.snapshot()  # every field of the position: equal means the same
        for known, text in self._written:
            if known == snapshot:
                return text
        text = view.to_position().model_dump_json()
        self._written.append((snapshot, text))
        return text


def with_view(update: Update, view_text: str | None) -> str:
    """The text of ``update`` with the view's JSON text as its ``view``."""
    head = update.model_dump_json(exclude={"view"})
    return head[:-1] + ',"view":' + ("null" if view_text is None else view_text) + "}"


def event_data(event: events.Event) -> EventData:
    """An engine event as protocol data (its fields, tuples as lists)."""
    assert dataclasses.is_dataclass(event)
    fields = {f.name: _plain(getattr(event, f.name)) for f in dataclasses.fields(event)}
    return EventData(kind=type(event).__name__, data=fields)


def _plain(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value


def events_for(happened: list[events.Event], seat: int | None) -> tuple[EventData, ...]:
    """The events of one action that ``seat`` may see, in order."""
    return tuple(event_data(e) for e in happened if type(e).__name__ in PUBLIC_EVENTS)


def event_from_data(item: EventData) -> events.Event:
    """The engine event an :class:`EventData` describes (for logs and displays);
    ValueError names an unknown kind or wrong fields."""
    cls = event_classes().get(item.kind)
    if cls is None:
        raise ValueError(f"unknown event kind {item.kind!r}")
    # JSON has no tuples: the fields the engine declares as tuples become tuples again.
    declared = {f.name: str(f.type) for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    values = {
        key: tuple(value)
        if isinstance(value, list) and declared.get(key, "").startswith("tuple")
        else value
        for key, value in item.data.items()
    }
    try:
        return cls(**values)
    except TypeError as err:
        raise ValueError(f"event {item.kind}: {err}") from None
