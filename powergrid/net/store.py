"""The server's data folder: every table, so that a killed server resumes them all.

Each table is two files named by the table's id, which the server made (a client's
text never becomes a path): ``ID.table.json``, the settings, seats (token hashes,
never tokens), code, seed and config, rewritten atomically when they change; and
``ID.log``, the game's action log, one JSON line per applied action in the engine's
own action format, appended before the action is announced to anybody. A write
of one short line is whole once the call returns, so a killed server loses nothing
it had announced; with ``fsync`` every line also reaches the disk before it is
announced (safe against a power cut, slower). A last line cut short by a power cut
is dropped on loading; any other damage sets the table aside (``.broken``) with its
reason in the server's log, and every other table still loads.
"""

from __future__ import annotations

import json
import logging
import os
import re
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, TypeAdapter, ValidationError

from ..jsonfile import JsonFileError, decode_text, parse_json, read_regular_file
from ..rules import Game, GameConfig
from ..rules import save as savefile
from ..rules.actions import Action
from .protocol import TableSettings
from .table import SeatSlot, Table

LOG = logging.getLogger("powergrid.net")
FORMAT = "powergrid-table"
VERSION = 1
#: The names of a table's files: the server's own ids only.
TABLE_FILE = re.compile(r"^([0-9a-f]{16})\.table\.json$")
MAX_META_BYTES = 1024 * 1024
MAX_LOG_BYTES = 16 * 1024 * 1024
_ACTION: TypeAdapter[Action] = TypeAdapter(Action)
#: How a log is opened for appending: never through a link put in its place (the
#: open fails instead), so a table's log is written in the data folder only.
_APPEND = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)


class SeatRecord(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str
    level: str | None = None
    player: str | None = None
    token_hash: str | None = None


class TableRecord(BaseModel):
    """What ``ID.table.json`` holds."""

    model_config = ConfigDict(extra="forbid")

    format: str = FORMAT
    version: int = VERSION
    id: str
    settings: TableSettings
    code: str
    host_hash: str
    seed: int
    seats: list[SeatRecord]
    #: The started game's config (names filled in); None while the table waits.
    config: GameConfig | None = None


class Store:
    """A data folder of tables (created when missing)."""

    def __init__(self, folder: str | Path, fsync: bool = False) -> None:
        self.folder = Path(folder)
        self.folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        self.fsync = fsync

    def _meta(self, table_id: str) -> Path:
        return self.folder / f"{table_id}.table.json"

    def _log(self, table_id: str) -> Path:
        return self.folder / f"{table_id}.log"

    def write_table(self, table: Table) -> None:
        """Rewrite a table's settings and seats (atomically); a new game's log starts empty."""
        record = TableRecord(
            id=table.id,
            settings=table.settings,
            code=table.code,
            host_hash=table.host_hash,
            seed=table.seed,
            seats=[
                SeatRecord(name=s.name, level=s.level, player=s.player, token_hash=s.token_hash)
                for s in table.seats
            ],
            config=None if table.game is None else table.game.config,
        )
        if table.game is not None and not table.game.log:
            os.close(os.open(self._log(table.id), _APPEND, 0o600))
        savefile.write_atomic(self._meta(table.id), record.model_dump_json(indent=1))

    def append_action(self, table: Table) -> None:
        """Append the table's last applied action to its log (before it is announced)."""
        assert table.game is not None
        index = len(table.game.log)
        action = table.game.log[-1].model_dump(mode="json")
        line = json.dumps({"n": index, "action": action}, separators=(",", ":")) + "\n"
        fd = os.open(self._log(table.id), _APPEND, 0o600)
        try:
            os.write(fd, line.encode())
            if self.fsync:
                os.fsync(fd)
        finally:
            os.close(fd)

    def remove(self, table_id: str) -> None:
        for path in (self._meta(table_id), self._log(table_id)):
            path.unlink(missing_ok=True)

    def load_all(self) -> list[Table]:
        """Every table of the folder; a damaged one is set aside and named in the log."""
        tables = []
        for path in sorted(self.folder.iterdir()):
            match = TABLE_FILE.match(path.name)
            if not match:
                continue
            savefile.remove_stale_temps(path)
            try:
                tables.append(self._load(match.group(1)))
            except StoreError as err:
                LOG.error("table %s set aside: %s", match.group(1), err)
                self._set_aside(match.group(1))
        return tables

    def _set_aside(self, table_id: str) -> None:
        for path in (self._meta(table_id), self._log(table_id)):
            if path.exists():
                path.replace(path.with_name(path.name + ".broken"))

    def _load(self, table_id: str) -> Table:
        record = _read_record(self._meta(table_id))
        if record.id != table_id:
            raise StoreError(f"the file names table {record.id!r}")
        seats = [SeatSlot(s.name, s.level, s.player, s.token_hash) for s in record.seats]
        for slot in seats:
            if slot.player is not None:
                slot.away_since = 0.0  # everybody is away after a restart
        table = Table(table_id, record.settings, record.code, record.host_hash, record.seed, seats)
        if record.config is not None:
            table.game = _replay(record.config, record.seed, self._read_log(table_id))
        return table

    def _read_log(self, table_id: str) -> list[Action]:
        path = self._log(table_id)
        if not path.exists():
            return []
        try:
            text = decode_text(read_regular_file(path, MAX_LOG_BYTES))
        except JsonFileError as err:
            raise StoreError(f"the action log cannot be read: {err}") from None
        lines = text.split("\n")
        complete, last = lines[:-1], lines[-1]
        if last:
            LOG.warning("table %s: a cut last line of the action log is dropped", table_id)
        actions = []
        for i, line in enumerate(complete):
            actions.append(_logged_action(line, i + 1))
        return actions


class StoreError(Exception):
    """A table's files that cannot be loaded; the message says why."""


def _read_record(path: Path) -> TableRecord:
    try:
        raw: Any = parse_json(decode_text(read_regular_file(path, MAX_META_BYTES)))
        record = TableRecord.model_validate(raw)
    except JsonFileError as err:
        raise StoreError(f"{path.name}: {err}") from None
    except ValidationError as err:
        raise StoreError(f"{path.name}: {err.errors()[0]['msg']}") from None
    if record.format != FORMAT or record.version != VERSION:
        raise StoreError(f"{path.name}: not a table file of version {VERSION}")
    return record


def _logged_action(line: str, number: int) -> Action:
    try:
        raw = parse_json(line)
        if not isinstance(raw, dict) or raw.get("n") != number:
            raise StoreError(f"line {number} of the action log is out of order")
        return _ACTION.validate_python(raw["action"])
    except (JsonFileError, ValidationError, KeyError) as err:
        raise StoreError(f"line {number} of the action log is damaged: {err}") from None


def _replay(config: GameConfig, seed: int, actions: list[Action]) -> Game:
    try:
        return Game.from_log(config, seed, actions)
    except Exception as err:  # noqa: BLE001 - any failure of the replay sets the table aside
        raise StoreError(f"the action log does not replay: {err}") from None
