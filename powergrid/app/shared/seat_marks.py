"""Who plays each seat of a networked table now, as the table marks it.

The network adapter (``powergrid.app.network``) tells the controller each seat's
mark (:meth:`GameController.set_seat_marks`); the player boards and the decision
panel show it. A local game has no marks: its seats are people or computer levels
as the New game dialog set them.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from .tr_noop import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate

# A person at this screen plays the seat.
LOCAL = "local"
# A person at another screen plays it and is connected.
ONLINE = "here"
# Its person's line dropped; the table waits for them.
AWAY = "away"
# Its person is away and a computer plays for them until they are back.
COVERED = "covered"
# A computer level's seat.
COMPUTER = "computer"
# Nobody has taken the seat (a computer plays it once the game runs).
OPEN = "open"

# The marks of seats a person plays (here or at another screen, or away).
PEOPLE = frozenset({LOCAL, ONLINE, AWAY})
# The marks of seats a computer plays now.
COMPUTERS = frozenset({COVERED, COMPUTER, OPEN})

_TEXTS = {
    LOCAL: QT_TRANSLATE_NOOP("SeatMarks", "this screen"),
    ONLINE: QT_TRANSLATE_NOOP("SeatMarks", "online"),
    AWAY: QT_TRANSLATE_NOOP("SeatMarks", "away"),
    COVERED: QT_TRANSLATE_NOOP("SeatMarks", "AI covering"),
    COMPUTER: QT_TRANSLATE_NOOP("SeatMarks", "AI"),
    OPEN: QT_TRANSLATE_NOOP("SeatMarks", "open seat"),
}
_TIPS = {
    LOCAL: QT_TRANSLATE_NOOP("SeatMarks", "{name} plays at this screen."),
    ONLINE: QT_TRANSLATE_NOOP("SeatMarks", "{name} plays at another screen and is connected."),
    AWAY: QT_TRANSLATE_NOOP(
        "SeatMarks", "{name}'s connection dropped; the table waits for them to come back."
    ),
    COVERED: QT_TRANSLATE_NOOP(
        "SeatMarks",
        "{name} is away; a computer plays the seat until they are back.",
    ),
    COMPUTER: QT_TRANSLATE_NOOP("SeatMarks", "A computer level plays {name}'s seat."),
    OPEN: QT_TRANSLATE_NOOP(
        "SeatMarks", "Nobody has taken this seat yet; a computer plays it while the game runs."
    ),
}
# The colour of each mark's dot (the colour-blind-safe set's blue, vermilion …).
COLOURS = {
    LOCAL: "#0072B2",
    ONLINE: "#009E73",
    AWAY: "#D55E00",
    COVERED: "#CC79A7",
    COMPUTER: "#707070",
    OPEN: "#999999",
}


@dataclass(frozen=True)
class SeatMark:
    """One seat's mark; ``cover_in``: seconds until a computer covers an away person
    (None: the table waits for ever, or the person is not away)."""

    kind: str
    cover_in: float | None = None

    @property
    def person(self) -> bool:
        """A person plays the seat (here, at another screen, or away)."""
        return self.kind in PEOPLE

    def text(self) -> str:
        """The mark in a word or two, in the current language."""
        return translate("SeatMarks", _TEXTS[self.kind])

    def tip(self, name: str) -> str:
        """A sentence on who plays ``name``'s seat now (and when a computer covers)."""
        text = translate("SeatMarks", _TIPS[self.kind]).format(name=name)
        if self.kind == AWAY and self.cover_in is not None:
            text += " " + translate(
                "SeatMarks", "A computer plays for them in {time} if they are not back."
            ).format(time=duration_text(self.cover_in))
        return text

    @property
    def colour(self) -> str:
        return COLOURS[self.kind]


def duration_text(seconds: float) -> str:
    """A wait as the table shows it: "1:05" (minutes and seconds) or "2:03:00"."""
    total = max(0, round(seconds))
    hours, rest = divmod(total, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}:{minutes:02d}:{secs:02d}"
    return f"{minutes}:{secs:02d}"
