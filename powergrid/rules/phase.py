"""The phases of a round (RULES 3) as a string enum.

``Phase`` members are ``str`` values ("auction", "resources", …), so code that
compares the state's phase with a plain string keeps working, a phase prints as
its value in logs and JSON, and a dict keyed by the plain strings still finds it.
The state only ever holds the members themselves, so the engine's inner loop
compares phases by identity (``phase is Phase.BUILD``), which is faster than
comparing strings; ``Phase("build")`` gives that same member.
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """Where a game stands: one of the four phases played by decisions, or over."""

    AUCTION = "auction"
    RESOURCES = "resources"
    BUILD = "build"
    BUREAUCRACY = "bureaucracy"
    OVER = "over"

    @property
    def heading(self) -> str:
        """The phase's name as the rule book gives it, for headings."""
        return _TITLES[self]


_TITLES: dict[Phase, str] = {
    Phase.AUCTION: "Auction of power plants",
    Phase.RESOURCES: "Buying resources",
    Phase.BUILD: "Building",
    Phase.BUREAUCRACY: "Bureaucracy",
    Phase.OVER: "Game over",
}
