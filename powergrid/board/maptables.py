"""What a map file of format 2 adds to its board: names, tables and rule entries.

A map may change the base game's tables (who plays on how many regions, the
resource tracks and refills, the income, the start money and houses) and name the
rule changes it plays with. This module holds their file shapes only: the board
package checks that a table is well formed, the rules (:mod:`powergrid.rules`)
give the numbers their meaning and validate each rule entry's parameters against
the change registered under its id. The layout is in ``docs/map-format.md``.

Any table may be given once for both rule sets or as ``{"original": …,
"recharged": …}``; :meth:`MapTables.for_edition` answers for one rule set.
"""

from __future__ import annotations

from typing import Annotated, Any, Generic, Literal, TypeVar

from pydantic import (
    BaseModel,
    ConfigDict,
    Discriminator,
    Field,
    StrictInt,
    StrictStr,
    Tag,
    field_validator,
    model_validator,
)

from ..refusals import has_controls, quoted

__all__ = [
    "EDITIONS",
    "PLAYER_KEYS",
    "RESOURCE_KEYS",
    "Edition",
    "MapTables",
    "Names",
    "PlayerRow",
    "ResourceRow",
    "RuleEntry",
    "Tables",
    "TAG_NAMES",
]

#: The rule sets a map file can speak of: the original game and the Recharged edition.
EDITIONS: tuple[str, str] = ("original", "recharged")
Edition = Literal["original", "recharged"]
PlayerKey = Literal["2", "3", "4", "5", "6"]
PLAYER_KEYS: tuple[str, ...] = ("2", "3", "4", "5", "6")
ResourceKey = Literal["coal", "oil", "garbage", "uranium"]
RESOURCE_KEYS: tuple[str, ...] = ("coal", "oil", "garbage", "uranium")
StepKey = Literal["1", "2", "3"]
#: Highest price, count or amount a table may hold; no printed table comes near it.
MAX_NUMBER = 1000
#: The pydantic tags of a table given once or by rule set; left out of a problem's path.
TAG_NAMES = ("for both rule sets", "by rule set")

Count = Annotated[StrictInt, Field(ge=0, le=MAX_NUMBER)]
Positive = Annotated[StrictInt, Field(ge=1, le=MAX_NUMBER)]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Names(_Frozen):
    """A name in the app's other languages (the file's own name is the English one)."""

    de: StrictStr | None = None
    zh_CN: StrictStr | None = None
    zh_TW: StrictStr | None = None

    @field_validator("de", "zh_CN", "zh_TW")
    @classmethod
    def _one_line(cls, value: str | None) -> str | None:
        if value is not None and (not value.strip() or len(value) > 100 or has_controls(value)):
            raise ValueError(f"{quoted(value)} is not a name of 1 to 100 characters on one line")
        return value

    def get(self, language: str) -> str | None:
        """The name in ``language`` ("de", "zh_CN", "zh_TW"), None when not given."""
        value = getattr(self, language, None)
        return value if isinstance(value, str) else None


class PlayerRow(_Frozen):
    """One row of the player-count table (RULES 1.5); only what differs is given."""

    regions: Positive | None = None
    removed: Count | None = None
    step2: Positive | None = None
    end: Positive | None = None
    plant_limit: Positive | None = None


class ResourceRow(_Frozen):
    """One resource's track (prices of its places, cheapest first), tokens in the
    game and tokens on the market at set-up (the most expensive places fill)."""

    prices: tuple[Count, ...] | None = Field(default=None, min_length=1, max_length=100)
    tokens: Count | None = None
    start: Count | None = None

    @field_validator("prices")
    @classmethod
    def _cheapest_first(cls, prices: tuple[int, ...] | None) -> tuple[int, ...] | None:
        if prices is not None and list(prices) != sorted(prices):
            raise ValueError("the prices of a track run from the cheapest place up")
        return prices


#: Tokens of coal, oil, garbage and uranium moved to the market by one refill.
Refill = tuple[Count, Count, Count, Count]


class Tables(_Frozen):
    """The tables of one rule set; a table left out is the base game's."""

    players: dict[PlayerKey, PlayerRow] | None = None
    resources: dict[ResourceKey, ResourceRow] | None = None
    refill: dict[PlayerKey, dict[StepKey, Refill]] | None = None
    payment: tuple[Count, ...] | None = Field(default=None, min_length=1, max_length=100)
    start_money: Count | None = None
    houses: Positive | None = None


T = TypeVar("T")


class ByEdition(_Frozen, Generic[T]):
    """A table given apart for each rule set; a rule set left out plays the base table."""

    original: T | None = None
    recharged: T | None = None


def _split_or_plain(value: Any) -> str:
    """Which shape a table has: an object keyed by rule sets only, or the table itself."""
    if isinstance(value, dict) and value and set(value) <= set(EDITIONS):
        return TAG_NAMES[1]
    return TAG_NAMES[0]


def _either(kind: Any) -> Any:
    """The type of a table that may be given once or by rule set."""
    return Annotated[
        Annotated[kind, Tag(TAG_NAMES[0])] | Annotated[ByEdition[kind], Tag(TAG_NAMES[1])],
        Discriminator(_split_or_plain),
    ]


class MapTables(_Frozen):
    """The ``tables`` of a map file, each once or by rule set."""

    players: _either(dict[PlayerKey, PlayerRow]) | None = None  # type: ignore[valid-type]
    resources: _either(dict[ResourceKey, ResourceRow]) | None = None  # type: ignore[valid-type]
    refill: _either(dict[PlayerKey, dict[StepKey, Refill]]) | None = None  # type: ignore[valid-type]
    payment: _either(tuple[Count, ...]) | None = None  # type: ignore[valid-type]
    start_money: _either(Count) | None = None  # type: ignore[valid-type]
    houses: _either(Positive) | None = None  # type: ignore[valid-type]

    def for_edition(self, edition: str) -> Tables:
        """The tables one rule set plays with (None where the base table holds)."""
        chosen: dict[str, Any] = {}
        for key in Tables.model_fields:
            value = getattr(self, key)
            if isinstance(value, ByEdition):
                value = getattr(value, edition)
            chosen[key] = value
        return Tables.model_validate(chosen)

    def is_empty(self) -> bool:
        return all(getattr(self, key) is None for key in type(self).model_fields)

    def dumped(self) -> dict[str, Any]:
        """The tables as the file writes them (only those given)."""
        return {
            key: _jsonable(value)
            for key in type(self).model_fields
            if (value := getattr(self, key)) is not None
        }


def _jsonable(value: Any) -> Any:
    """A table's value as plain JSON data: rows without their unset fields."""
    if isinstance(value, BaseModel):
        return {k: _jsonable(v) for k, v in value if v is not None}
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    if isinstance(value, tuple | list):
        return [_jsonable(v) for v in value]
    return value


class RuleEntry(BaseModel):
    """One rule change a map plays with: its registered ``id``, the rule sets it holds
    in (``editions``; both when left out) and its parameters (every other key, checked
    by the rules against the change's own model)."""

    model_config = ConfigDict(frozen=True, extra="allow")

    id: StrictStr = Field(min_length=1, max_length=60)
    editions: tuple[Edition, ...] | None = Field(default=None, min_length=1, max_length=2)

    @field_validator("id")
    @classmethod
    def _plain_id(cls, value: str) -> str:
        if not all(ch.isascii() and (ch.isalnum() or ch == "_") for ch in value):
            raise ValueError(f"{quoted(value)} is not a rule id (letters, digits and _)")
        return value

    @model_validator(mode="after")
    def _distinct_editions(self) -> RuleEntry:
        if self.editions is not None and len(set(self.editions)) != len(self.editions):
            raise ValueError("editions names a rule set twice")
        return self

    @property
    def params(self) -> dict[str, Any]:
        """The parameters: every key but ``id`` and ``editions``."""
        return dict(self.model_extra or {})

    def holds_in(self, edition: str) -> bool:
        """Whether the entry is part of the rules of ``edition``."""
        return self.editions is None or edition in self.editions

    def dumped(self) -> dict[str, Any]:
        """The entry as the file writes it: the id, its parameters, then the rule sets."""
        out: dict[str, Any] = {"id": self.id, **self.params}
        if self.editions is not None:
            out["editions"] = list(self.editions)
        return out
