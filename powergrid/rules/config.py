"""Validated game configuration: the map, the seats, the regions in play, the
variants and the rule set."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PlainSerializer,
    SerializerFunctionWrapHandler,
    field_validator,
    model_serializer,
    model_validator,
)

from ..board import MapFile, builtin_maps, dump_map
from ..data import DEFAULT_MAP
from ..jsonfile import parse_json
from ..refusals import has_controls, listing, quoted
from .book import map_problems
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


#: Largest map carried whole in a config, a save or a position, as its map file's
#: text (a shipped board is under 10 KB; a 1,000-city map about 200 KB).
MAX_MAP_CONTENT_BYTES = 1024 * 1024


def _map_file_json(mapfile: MapFile) -> Any:
    """A carried map written as its map file is (docs/map-format.md)."""
    return parse_json(dump_map(mapfile))


#: A whole map file inside a config or a position: read by the map file model, written
#: as the map file.
MapContent = Annotated[MapFile, PlainSerializer(_map_file_json, return_type=Any)]


def map_content_problems(name: str, mapfile: MapFile) -> list[str]:
    """Why ``mapfile`` cannot be carried as the map named ``name`` (empty when it can):
    a size over the bound, another name, or what ``powergrid map check`` refuses."""
    size = len(dump_map(mapfile).encode("utf-8"))
    if size > MAX_MAP_CONTENT_BYTES:
        return [f"the map is {size:,} bytes; a carried map is at most {MAX_MAP_CONTENT_BYTES:,}"]
    if name != mapfile.name:
        return [f"the map is named {quoted(name)} but its content {quoted(mapfile.name)}"]
    return list(_rule_problems(mapfile))


@lru_cache(maxsize=8)
def _rule_problems(mapfile: MapFile) -> tuple[str, ...]:
    """``map_problems`` once per carried map: every view of a networked game on it
    carries it again."""
    return tuple(map_problems(mapfile))


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

    #: A built-in map's name, or the name of the map carried whole in ``map_content``
    #: (a player's own map file; never a path).
    map: str = DEFAULT_MAP
    map_content: MapContent | None = None
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
        if isinstance(data, dict) and self.map_content is None:
            data.pop("map_content", None)
        return data

    @model_validator(mode="after")
    def _carried_map(self) -> GameConfig:
        if self.map_content is not None:
            problems = map_content_problems(self.map, self.map_content)
            if problems:
                raise ValueError("map_content: " + listing(problems, limit=3, separator="; "))
        return self

    @property
    def map_is_builtin(self) -> bool:
        """True when the game is played on a built-in map named by ``map``."""
        return self.map_content is None and self.map.lower() in builtin_maps()

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
