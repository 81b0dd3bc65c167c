"""Validated game configuration: the map, the seats, the regions in play, the
variants and the rule set."""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    field_validator,
    model_serializer,
    model_validator,
)

from ..data import DEFAULT_MAP
from ..refusals import has_controls, listing
from .deck import DeckFile, deck_problems

PLAYER_COLOURS = ("#d62728", "#1f77b4", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b")
_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")


class SeatConfig(BaseModel):
    """One seat: a name, a colour for the board and who plays it.

    ``controller`` is "human" or a level of ``powergrid.levels`` ("normal", "hard" …);
    the rules engine does not read it, the app and the tournament do.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = Field(min_length=1, max_length=40)
    color: str | None = None
    controller: str = Field(default="human", max_length=40)

    @field_validator("name")
    @classmethod
    def _one_line(cls, name: str) -> str:
        if has_controls(name):
            raise ValueError("a seat name is one line of text without control characters")
        return name

    @field_validator("color")
    @classmethod
    def _colour(cls, color: str | None) -> str | None:
        if color is not None and not _COLOUR.fullmatch(color):
            raise ValueError("a seat colour is written #rrggbb")
        return color


class Variants(BaseModel):
    """The optional rules of RULES 6 chosen at setup; the defaults are the original game.

    ``free_cities`` plays on a connected set of cities of the size the free-city
    table gives (``cities``, or drawn from the seed when None) instead of regions.
    ``inactive_area`` deals the plants through the inactive area. The deck is a
    shipped deck by ``deck`` name (with ``deck_digest``, filled in when a game
    starts, so that a save refuses a changed deck) or a whole deck in
    ``deck_content``.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    free_cities: bool = False
    #: At most 100 (the free-city table plays 42 at most).
    cities: tuple[str, ...] | None = Field(default=None, max_length=100)
    inactive_area: bool = False
    deck: str = Field(default="original", min_length=1, max_length=60)
    deck_digest: str | None = None
    deck_content: DeckFile | None = None

    @model_validator(mode="after")
    def _consistent(self) -> Variants:
        if self.cities is not None and not self.free_cities:
            raise ValueError("cities are chosen only with free city selection")
        if self.deck_content is not None:
            problems = deck_problems(self.deck_content)
            if problems:
                raise ValueError("deck_content: " + listing(problems, limit=3, separator="; "))
        return self

    @property
    def is_original(self) -> bool:
        """True when no variant is on and the deck is the original one."""
        return self == ORIGINAL_GAME


ORIGINAL_GAME = Variants()


#: The rule sets: the original game and the Recharged edition (RULES 7).
Edition = Literal["original", "recharged"]


class GameConfig(BaseModel):
    """Everything needed, with a seed, to start the same game again."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    map: str = DEFAULT_MAP
    seats: tuple[SeatConfig, ...] = Field(min_length=2, max_length=6)
    #: Regions in play; None lets the seed choose a connected set of the right size.
    regions: tuple[str, ...] | None = Field(default=None, max_length=100)
    #: The variants of RULES 6 (saves of older versions have none: the original game).
    variants: Variants = ORIGINAL_GAME
    #: The rule set (RULES 7); saves of older versions have none: the original game.
    edition: Edition = "original"

    @model_serializer(mode="wrap")
    def _original_unsaid(self, handler: SerializerFunctionWrapHandler) -> Any:
        """The original game's config is written as before the rule sets existed, so a
        save of it reads the same in every version."""
        data = handler(self)
        if isinstance(data, dict) and self.edition == "original":
            data.pop("edition", None)
        return data

    @field_validator("seats")
    @classmethod
    def _distinct_names(cls, seats: tuple[SeatConfig, ...]) -> tuple[SeatConfig, ...]:
        names = [s.name for s in seats]
        dupes = sorted({n for n in names if names.count(n) > 1})
        if dupes:
            raise ValueError(f"two seats share the name {listing(dupes)}")
        return seats

    @classmethod
    def quick(
        cls,
        players: int,
        map: str = DEFAULT_MAP,
        controller: str = "human",
        regions: tuple[str, ...] | None = None,
        variants: Variants = ORIGINAL_GAME,
        edition: Edition = "original",
    ) -> GameConfig:
        """A config with default names and colours, for tests and headless runs."""
        colours = PLAYER_COLOURS
        seats = tuple(
            SeatConfig(
                name=f"Player {i + 1}", color=colours[i % len(colours)], controller=controller
            )
            for i in range(players)
        )
        return cls(map=map, seats=seats, regions=regions, variants=variants, edition=edition)
