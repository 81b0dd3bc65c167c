"""Networked play in the window: a host's table in the game process, a friend's window
joining it over the loopback, moves, chat, a refused move, a dropped line, the host's
cover, hot-seat at one screen, and the end of the game for each player."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QPlainTextEdit
from shiboken6 import isValid

from powergrid.ai import SimpleBot
from powergrid.app.network import tickets
from powergrid.app.network.hosting import HostedServer, table_url
from powergrid.app.network.net_table import NetTable
from powergrid.board import MapFile
from powergrid.net.protocol import TableSettings
from powergrid.rules import ChoosePlant, Game, GameConfig, SeatConfig, on_map, save

MAP_FILE = Path(__file__).resolve().parents[2] / "powergrid" / "data" / "maps" / "usa.json"

WAIT = 20_000


def _settings(*kinds: str, title: str = "Friday table") -> TableSettings:
    names = ("Ann", "Ben", "Cleo", "Dan")
    colours = ("#d62728", "#9467bd", "#2ca02c", "#ff7f0e")
    seats = tuple(
        SeatConfig(name=names[i], color=colours[i], controller=kind) for i, kind in enumerate(kinds)
    )
    return TableSettings(title=title, config=GameConfig(map="usa", seats=seats))


def _host(window, qtbot, settings: TableSettings, names: dict[int, str]) -> NetTable:
    table = window.network.host(settings, names, port=0)
    assert table is not None
    qtbot.waitUntil(lambda: table.status in ("waiting", "playing"), timeout=WAIT)
    return table


def _join(window, qtbot, host, seat: int, name: str) -> NetTable:
    """The friend's window takes ``seat`` with the Join dialog, as a player does."""
    dialog = window.network._join_dialog()
    dialog.address.setText(f"127.0.0.1:{host.network.hosted.port}")
    dialog.code.setText(host.network.table.code)
    dialog.name.setText(name)
    dialog.find_table()
    qtbot.waitUntil(lambda: bool(dialog.tables), timeout=WAIT)
    rows = [dialog.seat_list.item(i) for i in range(dialog.seat_list.count())]
    dialog.seat_list.setCurrentItem(rows[seat])
    dialog.take_seat()
    qtbot.waitUntil(lambda: window.network.table is not None, timeout=WAIT)
    return window.network.table


def _same_moves(*windows) -> bool:
    counts = {w.controller.moves for w in windows}
    return len(counts) == 1 and all(w.controller.game is not None for w in windows)


def _play(qtbot, windows, count: int, bot: SimpleBot) -> None:
    """``count`` moves, each by the window whose person is to move, as a click would."""
    for _ in range(count):
        qtbot.waitUntil(lambda: any(w.controller.human_to_move() for w in windows), timeout=WAIT)
        mover = next(w for w in windows if w.controller.human_to_move())
        moves = mover.controller.moves
        assert mover.controller.submit(bot.choose(mover.controller.state)) is None
        qtbot.waitUntil(
            lambda moves=moves: all(w.controller.moves > moves for w in windows), timeout=WAIT
        )


def _marks(window) -> list[str]:
    return [b.presence.text() for b in window.dock_layout.docks["playersDock"].players.boards]


@pytest.fixture
def table_of_two(make_window, qtbot):
    """Ann hosts (seat 1 here), Ben joins seat 2 from his own window: the game runs."""
    host, guest = make_window(), make_window()
    hosted = _host(host, qtbot, _settings("human", "human"), {0: "Ann"})
    assert host.centre.currentWidget() is host.network.lobby  # waiting for Ben
    joined = _join(guest, qtbot, host, 1, "Ben")
    qtbot.waitUntil(lambda: _same_moves(host, guest), timeout=WAIT)
    return host, guest, hosted, joined


def test_a_friend_joins_the_hosts_table_and_both_play_from_their_own_view(table_of_two, qtbot):
    host, guest, hosted, joined = table_of_two
    assert host.centre.currentWidget() is host.view and guest.centre.currentWidget() is guest.view
    assert host.controller.local_seats == {0} and guest.controller.local_seats == {1}
    assert guest.controller.game.names == ["Ann", "Ben"]
    # The guest's boards have the colours the host chose.
    assert guest.controller.game.config.seats[1].color == "#9467bd"
    qtbot.waitUntil(lambda: "this screen" in _marks(host)[0] and "online" in _marks(host)[1])
    assert "online" in _marks(guest)[0] and "this screen" in _marks(guest)[1]
    _play(qtbot, [host, guest], 12, SimpleBot(4))
    # Both screens show the same position; neither view knows the draw stack's order.
    a, b = host.controller.state, guest.controller.state
    assert a.to_position() == b.to_position()
    assert a.to_position().view and "hidden" in a.to_position().model_dump_json()
    assert host.network.dock.isVisible() and guest.network.dock.isVisible()
    assert hosted.title == "Friday table" and joined.code == hosted.code


def test_chat_lines_are_shown_as_the_plain_text_a_player_wrote(table_of_two, qtbot):
    host, guest, _hosted, _joined = table_of_two
    said = '<b>good luck</b> <img src="/dev/zero"> & <a href="x">y</a>'
    panel = guest.network.dock.panel.chat
    panel.field.setText(said)
    panel.send()
    lines = host.network.dock.panel.chat.lines
    qtbot.waitUntil(lambda: "good luck" in lines.toPlainText(), timeout=WAIT)
    assert isinstance(lines, QPlainTextEdit)  # no markup is ever read from a line
    assert lines.toPlainText().strip() == f"Ben: {said}"
    assert lines.document().toRawText().strip() == f"Ben: {said}"


def test_a_refused_move_changes_nothing_and_shows_the_engines_reason(table_of_two, qtbot):
    host, guest, _hosted, _joined = table_of_two
    mover = host if host.controller.human_to_move() else guest
    moves = mover.controller.moves
    reasons = []
    mover.controller.actionRefused.connect(reasons.append)
    assert mover.controller.submit(ChoosePlant(plant=42, bid=42)) is None  # sent to the server
    qtbot.waitUntil(lambda: bool(reasons), timeout=WAIT)
    assert "42" in reasons[0] and "not in the current market" in reasons[0]
    assert "not in the current market" in mover.panel.error.text()
    assert host.controller.moves == guest.controller.moves == moves


def test_a_dropped_friend_reconnects_by_itself_and_gets_the_view_at_once(table_of_two, qtbot):
    host, guest, _hosted, joined = table_of_two
    _play(qtbot, [host, guest], 3, SimpleBot(2))
    _play(qtbot, [host, guest], 1, SimpleBot(2)) if not host.controller.human_to_move() else None
    joined.session.drop()
    qtbot.waitUntil(lambda: joined.status == "reconnecting", timeout=WAIT)
    assert "reconnecting" in guest.network.status.text.full  # on the status line
    joined._retry.stop()  # the next try waits until the host has moved
    if host.controller.human_to_move():
        moves = host.controller.moves
        host.controller.submit(SimpleBot(5).choose(host.controller.state))
        qtbot.waitUntil(lambda: host.controller.moves > moves, timeout=WAIT)
    assert host.controller.moves > guest.controller.moves
    joined.reconnect_now()
    qtbot.waitUntil(lambda: joined.status == "playing", timeout=WAIT)
    assert _same_moves(host, guest)
    assert guest.controller.state.to_position() == host.controller.state.to_position()
    log = guest.dock_layout.docks["logDock"].widget().lines()
    assert any("Back at the table" in line for line in log)
    _play(qtbot, [host, guest], 3, SimpleBot(3))  # and the game goes on


def test_the_host_lets_a_computer_play_for_a_friend_who_went_away(table_of_two, qtbot):
    host, guest, hosted, joined = table_of_two
    joined.leave()
    qtbot.waitUntil(lambda: "away" in _marks(host)[1], timeout=WAIT)
    panel = host.network.dock.panel
    qtbot.waitUntil(lambda: any(b.isVisible() for b in panel.cover_buttons), timeout=WAIT)
    (button,) = [b for b in panel.cover_buttons if b.isVisible()]
    assert "Ben" in button.text()
    button.click()  # "Computer plays for Ben now"
    qtbot.waitUntil(lambda: "AI covering" in _marks(host)[1], timeout=WAIT)
    # The computer makes Ben's moves: the host is never kept waiting for him.
    bot = SimpleBot(7)
    for _ in range(4):
        qtbot.waitUntil(host.controller.human_to_move, timeout=30_000)
        moves = host.controller.moves
        host.controller.submit(bot.choose(host.controller.state))
        qtbot.waitUntil(lambda moves=moves: host.controller.moves > moves, timeout=WAIT)
    # Ben's seat is still his: Join a table offers to take it back.
    assert [t.seat for t in tickets.remembered() if not t.hosted] == [1]


def test_several_people_share_one_screen_at_a_networked_table(make_window, qtbot):
    host = make_window()
    _host(host, qtbot, _settings("human", "human", "easy"), {0: "Ann", 1: "Ben"})
    qtbot.waitUntil(lambda: host.controller.game is not None, timeout=WAIT)  # no one to wait for
    assert host.controller.local_seats == {0, 1}
    chat = host.network.dock.panel.chat
    assert chat.speaker.isVisibleTo(chat) and chat.speaker.count() == 2
    seen = set()
    bot = SimpleBot(9)
    for _ in range(6):
        qtbot.waitUntil(host.controller.human_to_move, timeout=30_000)
        seat = host.controller.state.current_player
        seen.add(seat)
        moves = host.controller.moves
        host.controller.submit(bot.choose(host.controller.state))
        qtbot.waitUntil(lambda moves=moves: host.controller.moves > moves, timeout=30_000)
    assert seen == {0, 1}  # both people at this screen played their own seats


def _nearly_over(folder, names, title):
    """A hosted table's files one move before its end, with the seats' tokens."""
    from powergrid.net.store import Store
    from powergrid.net.table import Table

    store = Store(folder)
    settings = _settings("human", "human", title=title)
    table, host_token = Table.open("0123456789abcdef", settings, ("normal",))
    tokens = [table.join(i, table.code, name) for i, name in enumerate(names)]
    store.write_table(table)
    bots = [SimpleBot(21), SimpleBot(22)]
    game = table.game
    while True:
        action = bots[game.state.current_player].choose(game.state.clone())
        trial = game.state.clone()
        trial.apply(action)
        if trial.is_terminal():
            return table, host_token, tokens, action
        table.act(game.state.current_player, table.moves, action)
        store.append_action(table)


def test_after_the_game_each_player_has_the_end_screen_the_save_and_the_analysis(
    make_window, qtbot, isolated_storage, tmp_path
):
    from powergrid.app.network.hosting import tables_folder

    folder, _kept = tables_folder()
    table, host_token, tokens, last = _nearly_over(folder, ["Ann", "Ben"], "Long game")
    # The host restarted the game: his seat and the table are remembered; so is Ben's.
    server = HostedServer(folder)
    port = server.start(0)
    server.close()  # the port the table was hosted at last time
    url = f"ws://127.0.0.1:{port}"
    tickets.remember(
        tickets.Ticket(url, table.id, 0, tokens[0], "Ann", table.code, "Long game", host_token)
    )
    tickets.remember(tickets.Ticket(url, table.id, 1, tokens[1], "Ben", table.code, "Long game"))
    host, guest = make_window(), make_window()
    host.network._resume_hosting(host.network._resumable())
    qtbot.waitUntil(lambda: host.controller.game is not None, timeout=WAIT)
    if host.network.hosted.url != url:  # the old port was taken meanwhile
        tickets.forget(url, table.id)
        tickets.remember(tickets.Ticket(host.network.hosted.url, table.id, 1, tokens[1], "Ben"))
    dialog = guest.network._join_dialog()
    assert dialog.back_list.count() == 1  # "Return to this seat": no code needed
    dialog.return_to_seat()
    qtbot.waitUntil(lambda: _same_moves(host, guest), timeout=WAIT)
    assert host.controller.moves == table.moves
    mover = host if host.controller.human_to_move() else guest
    assert mover.controller.submit(last) is None
    for window in (host, guest):
        qtbot.waitUntil(lambda window=window: window.game_over_dialog is not None, timeout=WAIT)
        game = window.controller.game
        # The table's record: the whole game, now that nothing is secret any more.
        assert game.log and game.state.is_terminal()
        assert len(window.controller.figures) == game.state.round
        path = tmp_path / f"{window.network.table.seats[0]}.pgsave"
        assert window.files.save_to(path)
        assert save.load(path).state.digest() == game.state.digest()
        board = window.coach.analyse_current()
        assert board is not None and len(board.steps) == len(game.log)
        board.cancel_review()
        board.close()
    assert host.controller.game.state.digest() == guest.controller.game.state.digest()


def test_a_networked_game_is_not_saved_while_it_runs(table_of_two, qtbot, tmp_path):
    host, _guest, _hosted, _joined = table_of_two
    path = tmp_path / "mid.pgsave"
    assert not host.files.save_to(path)
    assert not path.exists()
    assert "once it is over" in host.files.message_box.text()


def test_a_wrong_code_is_said_in_the_join_dialog_and_nothing_is_taken(make_window, qtbot):
    host, guest = make_window(), make_window()
    _host(host, qtbot, _settings("human", "human"), {0: "Ann"})
    dialog = guest.network._join_dialog()
    dialog.address.setText(f"127.0.0.1:{host.network.hosted.port}")
    dialog.code.setText("WRONGCODE2")
    dialog.name.setText("Ben")
    dialog.find_table()
    qtbot.waitUntil(lambda: bool(dialog.tables), timeout=WAIT)
    dialog.seat_list.setCurrentRow(1)
    dialog.take_seat()
    qtbot.waitUntil(lambda: "does not match" in dialog.problem.text(), timeout=WAIT)
    assert dialog.isVisible() and guest.network.table is None
    assert host.network.table.info.seats[1].presence == "open"


def test_leaving_the_lobby_stops_hosting_and_shows_the_start_screen(make_window, qtbot):
    host = make_window()
    table = _host(host, qtbot, _settings("human", "human"), {0: "Ann"})
    server = host.network.hosted
    host.settings = host.settings.__class__(**{**host.settings.__dict__, "confirmations": False})
    host.network.ask_leave()
    assert host.network.table is None and host.network.hosted is None and not server.running
    assert host.centre.currentWidget() is host.start_screen
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not isValid(table)  # the table left is retired


@pytest.mark.parametrize(
    ("typed", "url"),
    [
        ("192.168.1.20", "ws://192.168.1.20:8765"),
        ("192.168.1.20:9000", "ws://192.168.1.20:9000"),
        (" play.example.org:443 ", "ws://play.example.org:443"),
        ("wss://play.example.org", "wss://play.example.org:443"),
        ("ws://10.0.0.5", "ws://10.0.0.5:8765"),
        ("wss://play.example.org:443/powergrid", "wss://play.example.org:443/powergrid"),
        ("[::1]:8765", "ws://[::1]:8765"),
    ],
)
def test_an_address_as_typed_becomes_the_tables_url(typed, url):
    assert table_url(typed) == url


@pytest.mark.parametrize("typed", ["", "http://x", "host:99999", "host:port", "a b", "::1"])
def test_an_address_that_is_not_one_is_refused(typed):
    with pytest.raises(ValueError):
        table_url(typed)


def test_remembered_seats_of_the_wrong_shape_are_dropped(qtbot):
    from powergrid.app.shared import settings as st

    good = tickets.Ticket("ws://10.0.0.2:8765", "0123456789abcdef", 1, "tok_en-1", "Ben")
    tickets.remember(good)
    store = st.qsettings()
    raw = store.value(tickets.KEY)
    bad = [
        {"url": "file:///etc/passwd", "table": "x", "seat": 0, "token": "t"},
        {"url": "ws://h:1", "table": "../../x", "seat": 0, "token": "t"},
        {"url": "ws://h:1", "table": "abc", "seat": 9, "token": "t"},
        {"url": "ws://h:1", "table": "abc", "seat": True, "token": "t"},
        {"url": "ws://h:1", "table": "abc", "seat": 0, "token": "t", "extra": 1},
        "not a ticket",
    ]
    import json

    store.setValue(tickets.KEY, json.dumps([*json.loads(raw), *bad]))
    assert tickets.remembered() == [good]
    store.setValue(tickets.KEY, "{ not json")
    assert tickets.remembered() == []


def test_a_taken_port_moves_the_host_to_the_next_one(tmp_path):
    import socket

    with socket.socket() as busy:
        busy.bind(("0.0.0.0", 0))
        busy.listen()
        taken = busy.getsockname()[1]
        server = HostedServer(tmp_path)
        try:
            port = server.start(taken, tries=5)
        finally:
            server.close()
    assert taken < port < taken + 5


def test_a_view_game_is_never_played_locally(table_of_two):
    host, _guest, _hosted, _joined = table_of_two
    game = host.controller.game
    assert isinstance(game, Game) and type(game).__name__ == "ViewGame" and not game.log
    with pytest.raises(Exception, match="server"):
        game.apply(ChoosePlant(plant=3, bid=3))


def test_a_friend_may_watch_the_table_without_a_seat(table_of_two, make_window, qtbot):
    host, guest, hosted, _joined = table_of_two
    watcher = make_window()
    dialog = watcher.network._join_dialog()
    dialog.address.setText(f"127.0.0.1:{host.network.hosted.port}")
    dialog.code.setText(hosted.code)
    dialog.find_table()
    qtbot.waitUntil(lambda: dialog.watch_button.isEnabled(), timeout=WAIT)
    dialog.watch()
    qtbot.waitUntil(lambda: _same_moves(host, guest, watcher), timeout=WAIT)
    assert watcher.controller.local_seats == frozenset()
    assert not watcher.controller.human_to_move()
    assert watcher.panel.page_name == "wait"
    _play(qtbot, [host, guest], 2, SimpleBot(8))
    qtbot.waitUntil(lambda: _same_moves(host, guest, watcher), timeout=WAIT)
    assert (
        not watcher.network.dock.panel.chat.field.isEnabled()
    )  # a watcher has no seat to speak as


def test_a_new_game_at_a_networked_table_asks_first_and_then_leaves_it(table_of_two, qtbot):
    host, guest, _hosted, joined = table_of_two
    box = guest.files.ask_new_game()
    assert box is not None and box.objectName() == "leaveTableBox"
    assert guest.network.table is joined  # nothing left before the answer
    box.button(box.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: guest.network.table is None, timeout=WAIT)
    assert guest.controller.remote is None and joined.status == "closed"
    assert guest.files.new_game_dialog is not None and guest.files.new_game_dialog.isVisible()
    # His seat stays his: the host's board marks him away.
    qtbot.waitUntil(lambda: "away" in _marks(host)[1], timeout=WAIT)


@pytest.mark.usefixtures("quick_coach")  # its answer in time on a busy machine
def test_the_coach_helps_a_networked_seat_from_its_own_view(table_of_two, qtbot):
    host, guest, _hosted, _joined = table_of_two
    mover = host if host.controller.human_to_move() else guest
    hints = []
    mover.coach.panel.hintReady.connect(hints.append)
    mover.coach.hint()
    qtbot.waitUntil(lambda: bool(hints), timeout=60_000)
    legal = mover.controller.state.legal_actions()
    assert hints[0].best.action in legal


def test_two_friends_at_one_screen_join_two_seats_together(make_window, qtbot):
    host, guest = make_window(), make_window()
    _host(host, qtbot, _settings("human", "human", "human"), {0: "Ann"})
    dialog = guest.network._join_dialog()
    dialog.address.setText(f"127.0.0.1:{host.network.hosted.port}")
    dialog.code.setText(host.network.table.code)
    dialog.find_table()
    qtbot.waitUntil(lambda: bool(dialog.tables), timeout=WAIT)
    for row in (1, 2):
        dialog.seat_list.item(row).setCheckState(Qt.CheckState.Checked)
    assert dialog.take_button.text() == "Take the seats"
    dialog.name.setText("Ben")  # one name for two seats: refused, nothing sent
    dialog.take_seat()
    assert "one name per seat" in dialog.problem.text() and dialog.table is None
    dialog.name.setText("Ben, Cleo")
    dialog.take_seat()
    qtbot.waitUntil(lambda: _same_moves(host, guest), timeout=WAIT)  # the last seat starts it
    assert guest.controller.local_seats == {1, 2}
    assert guest.controller.game.names == ["Ann", "Ben", "Cleo"]
    assert guest.network.dock.panel.chat.speaker.count() == 2
    _play(qtbot, [host, guest], 6, SimpleBot(12))


def test_a_table_on_a_players_own_map_reaches_the_friend_whole(make_window, qtbot, tmp_path):
    # The host's map file is sent whole: the friend has no copy of it (issue 63).
    data = json.loads(MAP_FILE.read_text(encoding="utf-8"))
    data["name"] = "Our board"
    data.pop("names", None)
    own = MapFile.model_validate(data)
    plain = _settings("human", "human")
    settings = plain.model_copy(update={"config": on_map(plain.config, own)})
    host, guest = make_window(), make_window()
    _host(host, qtbot, settings, {0: "Ann"})
    _join(guest, qtbot, host, 1, "Ben")
    qtbot.waitUntil(lambda: _same_moves(host, guest), timeout=WAIT)
    assert guest.controller.game.state.board.mapfile == own
    assert guest.controller.game.config.map_content == own
    _play(qtbot, [host, guest], 4, SimpleBot(4))
    assert host.controller.state.to_position() == guest.controller.state.to_position()
