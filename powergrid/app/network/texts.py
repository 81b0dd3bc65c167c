"""The words of networked tables: a server's refusals and the table's states.

A server answers in English with a stable code (``docs/protocol.md``); the window
shows the code's sentence in the current language (the engine's refusals through
:func:`powergrid.app.shared.texts.refusal_text`) and the server's own sentence only
for a code it does not know.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from ..shared import texts
from ..shared.tr_noop import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate

# The server's refusals and closing lines, by code (engine codes are the rules').
NET_REFUSALS = {
    "unreachable": QT_TRANSLATE_NOOP(
        "Network", "The table cannot be reached at this address (no server answers there)."
    ),
    "closed": QT_TRANSLATE_NOOP("Network", "The connection to the table is closed."),
    "bad_message": QT_TRANSLATE_NOOP("Network", "The server did not understand the request."),
    "protocol_version": QT_TRANSLATE_NOOP(
        "Network",
        "The table's server speaks another version of the game's protocol: "
        "the host and you need the same version of Power Grid.",
    ),
    "hello_first": QT_TRANSLATE_NOOP("Network", "The server did not understand the greeting."),
    "too_many_connections": QT_TRANSLATE_NOOP(
        "Network", "The server has too many connections; try again later."
    ),
    "flood": QT_TRANSLATE_NOOP("Network", "Too many messages: the server closed the connection."),
    "too_many_failures": QT_TRANSLATE_NOOP(
        "Network", "Too many wrong codes or tokens: the server closed the connection."
    ),
    "idle": QT_TRANSLATE_NOOP(
        "Network", "Nothing was heard for too long: the server closed the connection."
    ),
    "too_slow": QT_TRANSLATE_NOOP(
        "Network", "The server closed the connection (messages were not read in time)."
    ),
    "shutting_down": QT_TRANSLATE_NOOP("Network", "The table's server has stopped."),
    "internal": QT_TRANSLATE_NOOP("Network", "The server failed on this request."),
    "too_many_tables": QT_TRANSLATE_NOOP("Network", "The server holds as many tables as it may."),
    "bad_settings": QT_TRANSLATE_NOOP("Network", "The server refuses this game's settings."),
    "no_table": QT_TRANSLATE_NOOP("Network", "That table is not on the server (any more)."),
    "wrong_code": QT_TRANSLATE_NOOP("Network", "The invitation code does not match this table."),
    "wrong_token": QT_TRANSLATE_NOOP(
        "Network", "The server no longer knows this seat as yours (it was given up)."
    ),
    "no_seat": QT_TRANSLATE_NOOP("Network", "The table has no such seat."),
    "seat_taken": QT_TRANSLATE_NOOP("Network", "Somebody has taken this seat."),
    "not_a_person_seat": QT_TRANSLATE_NOOP("Network", "A computer level plays this seat."),
    "name_taken": QT_TRANSLATE_NOOP(
        "Network", "Another seat at the table has this name; choose another."
    ),
    "not_seated": QT_TRANSLATE_NOOP("Network", "This screen does not hold that seat."),
    "not_away": QT_TRANSLATE_NOOP("Network", "That player is not away."),
    "not_started": QT_TRANSLATE_NOOP("Network", "The game has not started."),
    "already_started": QT_TRANSLATE_NOOP("Network", "The game has started."),
    "not_over": QT_TRANSLATE_NOOP("Network", "The game is not over yet."),
    "not_your_turn": QT_TRANSLATE_NOOP("Network", "Another seat decides now."),
    "stale": QT_TRANSLATE_NOOP(
        "Network", "The game moved on before your move arrived; look again and decide."
    ),
}


def refusal_text(code: str, params: Mapping[str, object] | None, english: str) -> str:
    """A server's refusal in the current language (an engine refusal in the rules'
    words; a code this version does not know in the server's English)."""
    if code in NET_REFUSALS and code != "game_over":
        return translate("Network", NET_REFUSALS[code])
    return texts.refusal_text(code, params, english)


def table_status(table) -> str:
    """What the table is doing, in one or two sentences (``table``: a NetTable)."""
    from ..shared.seat_marks import duration_text

    info, status = table.info, table.status
    if status == "connecting":
        return translate("Network", "Connecting to the table…")
    if status == "reconnecting":
        return translate("Network", "The connection dropped: reconnecting (try {n})…").format(
            n=table.attempts
        )
    if status == "closed":
        return translate("Network", "Not connected to the table.")
    if info is None:
        return ""
    if status == "waiting":
        people = [s for s in info.seats if s.level is None]
        taken = [s for s in people if s.presence != "open"]
        return translate("Network", "Waiting for players: {taken} of {people} seats taken.").format(
            taken=len(taken), people=len(people)
        )
    if status == "over":
        return translate("Network", "The game is over.")
    parts = [translate("Network", "Playing: move {moves}.").format(moves=info.moves)]
    for i, seat in enumerate(info.seats):
        if seat.presence == "away":
            wait = table.cover_in(i)
            if wait is None:
                parts.append(
                    translate("Network", "{name} is away: the table waits.").format(name=seat.name)
                )
            else:
                parts.append(
                    translate("Network", "{name} is away: a computer plays in {time}.").format(
                        name=seat.name, time=duration_text(wait)
                    )
                )
        elif seat.presence == "covered":
            parts.append(
                translate("Network", "A computer plays for {name}.").format(name=seat.name)
            )
    return " ".join(parts)


def latency_text(seconds: float | None) -> str:
    """The round trip to the server: "23 ms" (empty while it is not known)."""
    if seconds is None:
        return ""
    return translate("Network", "{ms} ms").format(ms=max(1, round(seconds * 1000)))
