"""Save files: JSON with a schema version, the config, the seed and the action log.

Loading replays the log and compares the final position's digest, so a truncated,
edited or unknown-version file is refused with its reason; nothing is executed
or unpickled. Files are written atomically (temporary file, then rename).
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from .actions import Action
from .config import GameConfig
from .errors import RulesError, SaveError
from .game import Game

SCHEMA_VERSION = 1


class SaveFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format: Literal["powergrid-save"] = "powergrid-save"
    version: int
    config: GameConfig
    seed: int
    actions: list[Action]
    digest: str


def dumps(game: Game) -> str:
    data = SaveFile(version=SCHEMA_VERSION, config=game.config, seed=game.seed,
                    actions=game.log, digest=game.state.digest())
    return data.model_dump_json(indent=1)


def loads(text: str, source: str = "save file") -> Game:
    """Rebuild a game from save-file text, or raise ``SaveError`` saying what is wrong."""
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as err:
        raise SaveError(f"{source} is not valid JSON (truncated?): {err}") from err
    if not isinstance(raw, dict) or raw.get("format") != "powergrid-save":
        raise SaveError(f"{source} is not a Power Grid save file")
    version = raw.get("version")
    if version != SCHEMA_VERSION:
        raise SaveError(f"{source} has save format version {version!r}; "
                        f"this program reads version {SCHEMA_VERSION}")
    try:
        data = SaveFile.model_validate(raw)
    except ValidationError as err:
        problems = "; ".join(
            f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in err.errors()[:5])
        raise SaveError(f"{source} is damaged: {problems}") from err
    try:
        game = Game.from_log(data.config, data.seed, data.actions)
    except RulesError as err:
        raise SaveError(f"{source} does not replay: {err}") from err
    if game.state.digest() != data.digest:
        raise SaveError(f"{source} has been altered: its moves do not lead to the saved position")
    return game


def write_atomic(path: str | Path, text: str) -> None:
    """Write a file so that a crash leaves either the old or the new content."""
    path = Path(path)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def save(game: Game, path: str | Path) -> None:
    write_atomic(path, dumps(game))


def load(path: str | Path) -> Game:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        raise SaveError(f"cannot read {path}: {err}") from err
    return loads(text, str(path))
