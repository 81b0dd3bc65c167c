"""Validated game configuration: the map, the seats and the regions in play."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, field_validator

PLAYER_COLOURS = ("#d62728", "#1f77b4", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b")


class SeatConfig(BaseModel):
    """One seat: a name, a colour for the board and who plays it.

    ``controller`` is "human" or an AI level ("simple", "easy", "normal", "hard");
    the rules engine does not read it, the app and the tournament do.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = Field(min_length=1, max_length=40)
    color: str | None = None
    controller: str = "human"


class GameConfig(BaseModel):
    """Everything needed, with a seed, to start the same game again."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    map: str = "usa"
    seats: tuple[SeatConfig, ...] = Field(min_length=2, max_length=6)
    #: Regions in play; None lets the seed choose a connected set of the right size.
    regions: tuple[str, ...] | None = None

    @field_validator("seats")
    @classmethod
    def _distinct_names(cls, seats: tuple[SeatConfig, ...]) -> tuple[SeatConfig, ...]:
        names = [s.name for s in seats]
        dupes = sorted({n for n in names if names.count(n) > 1})
        if dupes:
            raise ValueError(f"two seats share the name {', '.join(dupes)}")
        return seats

    @classmethod
    def quick(cls, players: int, map: str = "usa", controller: str = "human",
              regions: tuple[str, ...] | None = None) -> GameConfig:
        """A config with default names and colours, for tests and headless runs."""
        colours = PLAYER_COLOURS
        seats = tuple(SeatConfig(name=f"Player {i + 1}", color=colours[i % len(colours)],
                                 controller=controller) for i in range(players))
        return cls(map=map, seats=seats, regions=regions)
