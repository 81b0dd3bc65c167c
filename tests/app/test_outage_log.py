"""The table's game log says when a round's building broke the grid (RULES 8.70): the
round, the cities built and each player's cut, in the language chosen, also at a
networked table, whose events arrive as data."""

from __future__ import annotations

import pytest

from powergrid.app.shared.i18n import language
from powergrid.app.table.event_log import EventLog
from powergrid.net.visibility import event_from_data, events_for
from powergrid.rules import actions as A
from powergrid.rules import events as ev
from tests.rules.test_power_outage_event import last_builder

NAMES = ("Ann", "Ben", "Cleo")


@pytest.fixture
def outage_events():
    """The events of the last builder ending his turn in a round of 7 cities built."""
    s = last_builder(built=7)
    return s.apply(A.DONE)


@pytest.fixture
def german():
    language().switch("de")
    yield
    language().switch("en")


def test_the_log_names_the_outage_and_each_cut(qtbot, outage_events):
    log = EventLog()
    qtbot.addWidget(log)
    log.add_events(outage_events, NAMES)
    assert any(isinstance(e, ev.PowerOutage) for e in outage_events)
    assert (
        "Power outage in round 3: 7 cities built, more than 6. Every income falls by "
        "3 Elektro a city owned, never below 0: Ann −15 Elektro, Ben −6 Elektro."
    ) in log.lines()


def test_a_networked_table_logs_it_in_german(qtbot, outage_events, german):
    log = EventLog()
    qtbot.addWidget(log)
    received = [event_from_data(item) for item in events_for(outage_events, 1)]
    log.add_events(received, NAMES)
    assert (
        "Stromausfall in Runde 3: 7 Städte gebaut, mehr als 6. Jedes Einkommen sinkt um "
        "3 Elektro je eigene Stadt, nie unter 0: Ann −15 Elektro, Ben −6 Elektro."
    ) in log.lines()
