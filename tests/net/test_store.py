"""The data folder: tables come back as they were; damage sets one table aside."""

from __future__ import annotations

from powergrid.ai import make_bot
from powergrid.net.store import Store
from powergrid.net.table import Table

from .support import settings

LEVELS = ("simple", "normal")


def _played(store: Store, moves: int) -> tuple[Table, list[str]]:
    table, _host = Table.open("00000000000000aa", settings(3), LEVELS)
    tokens = [table.join(i, table.code, f"P{i}") for i in range(3)]
    store.write_table(table)
    bots = [make_bot("simple", i) for i in range(3)]
    for _ in range(moves):
        seat = table.current
        table.act(seat, table.moves, bots[seat].choose(table.game.state.clone()))
        store.append_action(table)
    return table, tokens


def test_a_table_loads_at_its_last_action_with_its_seats_and_tokens(tmp_path):
    store = Store(tmp_path)
    table, tokens = _played(store, 60)
    (loaded,) = Store(tmp_path).load_all()
    assert loaded.id == table.id and loaded.code == table.code and loaded.seed == table.seed
    assert loaded.game.state.digest() == table.game.state.digest()
    assert loaded.game.log == table.game.log
    loaded.resume(2, tokens[2])  # the token still opens its seat
    assert [s.player for s in loaded.seats] == ["P0", "P1", "P2"]
    assert tokens[0] not in (tmp_path / f"{table.id}.table.json").read_text()


def test_a_last_line_cut_short_is_dropped_and_the_table_resumes_before_it(tmp_path):
    store = Store(tmp_path)
    table, _ = _played(store, 30)
    log = tmp_path / f"{table.id}.log"
    log.write_bytes(log.read_bytes() + b'{"n":31,"action":{"kind":"pa')
    (loaded,) = Store(tmp_path).load_all()
    assert loaded.moves == 30
    assert loaded.game.state.digest() == table.game.state.digest()


def test_a_damaged_table_is_set_aside_and_the_others_still_load(tmp_path):
    store = Store(tmp_path)
    table, _ = _played(store, 20)
    other, _host = Table.open("00000000000000bb", settings(2), LEVELS)
    store.write_table(other)
    log = tmp_path / f"{table.id}.log"
    lines = log.read_text().splitlines(keepends=True)
    lines[5] = lines[5].replace('"n":6', '"n":9')
    log.write_text("".join(lines))
    (loaded,) = Store(tmp_path).load_all()
    assert loaded.id == other.id
    assert (tmp_path / f"{table.id}.log.broken").exists()
    assert not (tmp_path / f"{table.id}.table.json").exists()


def test_files_of_other_names_in_the_folder_are_never_read(tmp_path):
    Store(tmp_path)
    (tmp_path / "inner").mkdir()
    (tmp_path / "inner" / "0123456789abcdef.table.json").write_text("{}")
    (tmp_path / "notes.table.json").write_text("{}")
    (tmp_path / "0123.table.json").write_text("{}")
    assert Store(tmp_path).load_all() == []
    assert (tmp_path / "notes.table.json").exists()


def test_a_link_in_the_place_of_a_log_is_never_written_through(tmp_path):
    folder, elsewhere = tmp_path / "tables", tmp_path / "elsewhere.txt"
    elsewhere.write_text("not the server's\n")
    store = Store(folder)
    table, _host = Table.open("00000000000000cc", settings(2), LEVELS)
    (folder / f"{table.id}.log").symlink_to(elsewhere)
    for i in range(2):
        table.join(i, table.code, f"P{i}")  # the second join starts the game
    try:
        store.write_table(table)  # a started game's log is made: not through the link
    except OSError:
        pass
    bot = make_bot("simple", 1)
    table.act(table.current, 0, bot.choose(table.game.state.clone()))
    try:
        store.append_action(table)
    except OSError:
        pass
    assert elsewhere.read_text() == "not the server's\n"
