"""The window's session with a table server: requests and updates as Qt signals."""

from __future__ import annotations

import pytest

from powergrid.app.network.session import NetSession
from powergrid.net.protocol import PROTOCOL_VERSION
from powergrid.rules import GameState
from tests.net.support import ThreadedServer, settings


@pytest.fixture
def server(tmp_path):
    served = ThreadedServer(tmp_path)
    yield served
    served.close()


@pytest.fixture
def session(qtbot):
    made = NetSession()
    yield made
    made.close()


def test_two_people_at_one_screen_host_a_table_and_play_its_first_move(qtbot, server, session):
    with qtbot.waitSignal(session.connected):
        session.open(server.url)
    with qtbot.waitSignal(session.answered) as got:
        session.create(settings(2))
    created = got.args[1]
    updates = []
    session.updated.connect(updates.append)
    for seat, name in enumerate(["Ada", "Grace"]):
        with qtbot.waitSignal(session.answered) as got:
            session.join(created.table, seat, created.code, name)
        assert got.args[1].seat == seat
    qtbot.waitUntil(lambda: any(u.view is not None for u in updates))
    first = [u for u in updates if u.view is not None][-1]
    state = GameState.from_position(first.view)
    action = state.legal_actions()[0]
    with qtbot.waitSignal(session.answered) as got:
        session.act(created.table, first.current, action, first.moves)
    assert got.args[1].moves == 1
    qtbot.waitUntil(lambda: updates[-1].moves == 1)


def test_a_refusal_and_a_closed_line_come_back_as_signals(qtbot, server, session):
    with qtbot.waitSignal(session.connected):
        session.open(server.url)
    with qtbot.waitSignal(session.refused) as got:
        session.join("0000000000000000", 0, "NOCODE", "Ada")
    assert got.args[1] == "no_table"
    with qtbot.waitSignal(session.failed, timeout=10000) as got:
        server.call(server.server.close())
    assert got.args[0] == "shutting_down"


def test_a_server_of_another_protocol_is_named_in_one_line(qtbot, server, session, monkeypatch):
    import powergrid.net.client as client_module

    real = client_module.Client.connect.__func__

    async def newer(cls, url, name="client", **kw):
        return await real(cls, url, name, protocol=PROTOCOL_VERSION + 1)

    monkeypatch.setattr(client_module.Client, "connect", classmethod(newer))
    with qtbot.waitSignal(session.failed) as got:
        session.open(server.url)
    assert got.args[0] == "protocol_version"
    assert "newer" in got.args[1] and "\n" not in got.args[1]
