"""A stranger's files for the readers of the commands and the app's settings, and judges.

Shared by ``tests/test_hostile_readers.py`` (a few dozen tries in the default run, the
full campaign with ``-m slow``) and ``tools/fuzz_files.py``. Five kinds of input:

- win-chance model files (``coach calibrate --model``): the shipped model edited
  anywhere, its numbers pushed to the ends of the float range or written as text;
- training records (``coach train --from``): lines of real recorded games, edited
  ones, junk, deep nesting and overlong lines;
- tournament results (``tournament --combine``): one to three real results, edited
  or with numbers at their extremes;
- folders of saves (``ratings --add-games``): real finished games, copies of them
  under other names and in other folders, the same folder twice, a broken save;
- settings files: an ini text with values of every type Qt reads (lists, byte
  arrays, points, hostile text, huge numbers), or a link, a pipe, a folder or an
  oversized file where the settings file should be.

A judge returns "refused" (the reader's own error, one plain line), "accepted" (and
what was accepted is usable: finite chances, finite sums, every game counted once,
every setting a value it may take) or "wrong: …" (any other exception, a message of
several lines, a non-finite number, a game counted twice, a value a setting may not
take).
"""

from __future__ import annotations

import json
import math
import os
import shutil
from pathlib import Path
from typing import Any

import numpy as np
from hypothesis import strategies as st

from powergrid.ai.winprob import ModelError, WinModel, shipped_model
from powergrid.ai.winprob.fit import positions, read_records
from powergrid.cli.ratings import DUPLICATE, game_identity, saved_results
from powergrid.cli.tournament_combine import CombineError, combine
from powergrid.rules import SaveError
from powergrid.rules import save as savefile
from tests.hostile import HOSTILE_TEXTS, edited_json, hostile_text, plain_line

#: Values a stranger puts where a number belongs: the ends of the float range, numbers
#: as text, truth values, nothing, and containers.
EXTREMES = [
    1e308,
    -1e308,
    1.7976931348623157e308,
    5e-324,
    -5e-324,
    1e300,
    1e16,
    -1e6,
    0,
    -0.0,
    10**29,
    -(10**29),
    "1.5",
    "1e308",
    "NaN",
    True,
    False,
    None,
    [],
    {},
]


def _number_paths(data: Any) -> list[tuple[Any, ...]]:
    from tests.games import json_paths

    out = []
    for path in json_paths(data):
        target = data
        for step in path:
            target = target[step]
        if isinstance(target, int | float) and not isinstance(target, bool):
            out.append(path)
    return out


#: Numbers at the edges of what a model file may hold (most accepted, a few just out).
EDGES = [1000.0, -1000.0, 999.999, 1e-6, 0.999e-6, 1000.001, 1e6, -1e6, 0.0, 100.0, -100.0]


@st.composite
def extreme_numbers(draw, base: Any, edits: int = 3, values: list = EXTREMES) -> Any:
    """``base`` with up to ``edits`` of its numbers replaced by ``values`` (or every
    number of one array scaled far out)."""
    from tests.games import replace_at

    data = json.loads(json.dumps(base))
    paths = _number_paths(data)
    for _ in range(draw(st.integers(1, edits))):
        path = draw(st.sampled_from(paths))
        if draw(st.integers(0, 4)) == 0 and len(path) > 1:
            scale = draw(st.sampled_from([1e300, -1e300, 1e-300, 1e12, 100.0, -1.0]))
            parent = path[:-1]
            for other in [p for p in paths if p[:-1] == parent]:
                target = data
                for step in other:
                    target = target[step]
                if isinstance(target, int | float) and not isinstance(target, bool):
                    data = replace_at(data, other, target * scale)
        else:
            data = replace_at(data, path, draw(st.sampled_from(values)))
    return data


#: Texts that break a JSON reader's limits (each must be refused by the guarded reader).
LIMITS = [
    "[" * 100_000 + "]" * 100_000,
    '{"mean": ' + "9" * 400 + "}",
    '{"mean": [NaN]}',
    '{"mean": [Infinity]}',
    '{"mean": 1e999}',
    '{"name": "\\udc00"}',
    '["' + '\\"' * 20_000,
    "",
    "\ufeff{}",
]


def _as_bytes(draw, data: Any) -> bytes:
    """``data`` as a file's bytes: JSON, or JSON cut short or with junk in it."""
    text = json.dumps(data)
    kind = draw(st.sampled_from(["json", "json", "json", "cut", "junk"]))
    if kind == "cut":
        text = text[: draw(st.integers(0, len(text)))]
    elif kind == "junk":
        pos = draw(st.integers(0, len(text)))
        text = text[:pos] + draw(st.text(max_size=6)) + text[pos:]
    return text.encode("utf-8", "surrogatepass")


# ----- the real files the campaigns start from ---------------------------------------------


def training_records() -> list[dict]:
    """Recorded training games of cheap bots (``coach record``'s lines)."""
    from powergrid.ai.winprob.fit import record_game

    return [record_game((8, g, {"simple": 1.0, "easy": 1.0})) for g in range(3)]


def tournament_result() -> dict:
    """A real ``tournament`` result of two games."""
    from powergrid.cli.tournament import tournament

    return tournament(["simple", "easy"], "usa", 2, 1, workers=1, progress=False)


def finished_games() -> list[str]:
    """Three different finished two-player games of Simple against Normal, as saves."""
    from powergrid.ai import NormalBot
    from powergrid.rules import Game, GameConfig, SeatConfig

    texts = []
    for seed in (3, 4, 5):
        seats = tuple(
            SeatConfig(name=n, controller=c) for n, c in (("A", "simple"), ("B", "normal"))
        )
        game = Game(GameConfig(seats=seats), seed)
        bot = NormalBot(seed)
        while not game.state.is_terminal():
            game.apply(bot.choose(game.state))
        texts.append(savefile.dumps(game))
    return texts


# ----- model files --------------------------------------------------------------------------

SHIPPED_MODEL = shipped_model().to_json()


@st.composite
def model_files(draw) -> bytes:
    """The bytes of a model file: the shipped model with numbers at their extremes or
    edited anywhere, or a text that breaks the reader's limits."""
    kind = draw(st.sampled_from(["numbers", "numbers", "edges", "edges", "edit", "limits"]))
    if kind == "limits":
        return draw(st.sampled_from(LIMITS)).encode("utf-8", "surrogatepass")
    base = json.loads(json.dumps(SHIPPED_MODEL))
    if kind == "edges":
        data = draw(extreme_numbers(base, values=EDGES))
    else:
        data = draw(extreme_numbers(base) if kind == "numbers" else edited_json(base))
    return _as_bytes(draw, data)


def _probe_rows(model: WinModel) -> list[np.ndarray]:
    """Rows of figures to score: the model's own means, zeros, and far from both."""
    f = len(model.mean)
    return [
        np.vstack([model.mean, model.mean + model.scale]),
        np.zeros((3, f)),
        np.vstack([np.full(f, 1e4), np.full(f, -1e4), np.full(f, 0.5)]),
    ]


def judge_model_file(path: Path, content: bytes) -> str:
    path.write_bytes(content)
    try:
        model = WinModel.load(path)
    except ModelError as err:
        problem = plain_line(str(err))
        return f"wrong: refusal {problem}" if problem else "refused"
    except Exception as err:  # noqa: BLE001 - what the campaign looks for
        return f"wrong: {type(err).__name__}: {str(err)[:200]}"
    try:
        for rows in _probe_rows(model):
            for levels in (None, ["hard", "easy", "expert", None][: len(rows)]):
                chances = model.chances_of(rows, levels)
                if not all(math.isfinite(p) for p in chances) or abs(sum(chances) - 1) > 1e-9:
                    return f"wrong: accepted, then chances {chances}"
    except Exception as err:  # noqa: BLE001
        return f"wrong: accepted, then {type(err).__name__}: {str(err)[:200]}"
    return "accepted"


# ----- training records ---------------------------------------------------------------------


@st.composite
def record_files(draw, records: list[dict]) -> bytes:
    """A JSON-lines file of recorded games: real ones, edited ones, junk lines."""
    lines = []
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.sampled_from(["real", "real", "edit", "numbers", "junk", "limits"]))
        record = draw(st.sampled_from(records))
        if kind == "real":
            lines.append(json.dumps(record))
        elif kind == "edit":
            lines.append(json.dumps(draw(edited_json(record))))
        elif kind == "numbers":
            lines.append(json.dumps(draw(extreme_numbers(record))))
        elif kind == "junk":
            lines.append(draw(st.sampled_from([*HOSTILE_TEXTS, "[1, 2]", "null", '"x"'])))
        else:
            lines.append(draw(st.sampled_from(LIMITS)))
    end = draw(st.sampled_from(["\n", "\r\n", ""]))
    return ("\n".join(lines) + end).encode("utf-8", "surrogatepass")


def judge_record_file(path: Path, content: bytes) -> str:
    """Read the file the way ``coach train --from`` does: the records, then their
    positions (every game replayed)."""
    path.write_bytes(content)
    try:
        data = positions(read_records(path))
    except ValueError as err:  # what coach train reports (SaveError is one too)
        problem = plain_line(str(err))
        return f"wrong: refusal {problem}" if problem else "refused"
    except Exception as err:  # noqa: BLE001 - what the campaign looks for
        return f"wrong: {type(err).__name__}: {str(err)[:200]}"
    if not np.all(np.isfinite(data.rows)) or not np.all(np.isfinite(data.shares)):
        return "wrong: accepted with figures that are not finite"
    return "accepted"


# ----- tournament results -------------------------------------------------------------------


@st.composite
def result_sets(draw, result: dict) -> list[bytes]:
    """One to three result files of one measurement (seeds apart), edited or with
    numbers at their extremes."""
    files = []
    for n in range(draw(st.integers(1, 3))):
        data = json.loads(json.dumps(result))
        data["seed"] = result["seed"] + 1000 * n
        kind = draw(st.sampled_from(["real", "numbers", "numbers", "edit"]))
        if kind == "numbers":
            data = draw(extreme_numbers(data))
        elif kind == "edit":
            data = draw(edited_json(data))
        files.append(_as_bytes(draw, data))
    return files


def _finite(value: Any) -> bool:
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, dict):
        return all(_finite(v) for v in value.values())
    if isinstance(value, list):
        return all(_finite(v) for v in value)
    return True


def judge_result_files(folder: Path, files: list[bytes]) -> str:
    """Combine the files as ``tournament --combine`` does and print the sum as JSON."""
    paths = []
    for n, content in enumerate(files):
        path = folder / f"run{n}.json"
        path.write_bytes(content)
        paths.append(str(path))
    try:
        combined = combine(paths)
    except CombineError as err:
        problem = plain_line(str(err))
        return f"wrong: refusal {problem}" if problem else "refused"
    except Exception as err:  # noqa: BLE001 - what the campaign looks for
        return f"wrong: {type(err).__name__}: {str(err)[:200]}"
    if not _finite(combined):
        return "wrong: accepted with a sum that is not finite"
    try:
        json.dumps(combined, allow_nan=False)
    except ValueError as err:
        return f"wrong: the sum is no JSON: {err}"
    return "accepted"


# ----- folders of saves (ratings --add-games) -----------------------------------------------


@st.composite
def save_folders(draw, games: list[str]) -> dict:
    """A plan of folders of saves: which real game each file holds (or a broken file),
    and which folders are named, some twice."""
    plan: dict[str, Any] = {"folders": [], "named": []}
    for _folder in range(draw(st.integers(1, 3))):
        files = []
        for _ in range(draw(st.integers(0, 4))):
            kind = draw(st.sampled_from(["game"] * 6 + ["broken", "edited", "pipe"]))
            files.append((kind, draw(st.integers(0, len(games) - 1))))
        plan["folders"].append(files)
    count = len(plan["folders"])
    plan["named"] = draw(st.lists(st.integers(0, count - 1), min_size=1, max_size=4))
    return plan


def judge_save_folders(root: Path, games: list[str], plan: dict) -> str:
    """Rate the planned folders as ``ratings --add-games`` does: a broken save refuses
    the run; otherwise every distinct game is counted once and each copy is named."""
    shutil.rmtree(root, ignore_errors=True)
    root.mkdir()
    broken = False
    expected: dict[str, int] = {}
    copies = 0
    seen_folders: set[int] = set()
    for f, files in enumerate(plan["folders"]):
        folder = root / f"f{f}"
        folder.mkdir()
        for n, (kind, g) in enumerate(files):
            path = folder / f"{n:02d}-{kind}.pgsave"
            if kind == "pipe":
                os.mkfifo(path)
            elif kind == "broken":
                path.write_text(games[g][: len(games[g]) // 2], encoding="utf-8")
            elif kind == "edited":
                data = json.loads(games[g])
                data["config"]["seats"][0]["name"] = "Mallory"
                path.write_text(json.dumps(data), encoding="utf-8")
            else:
                path.write_text(games[g], encoding="utf-8")
    for f in plan["named"]:
        again = f in seen_folders
        seen_folders.add(f)
        for kind, g in plan["folders"][f]:
            if kind != "game":
                broken = True
                continue
            if g in expected or again:
                copies += 1
            expected[g] = 1
    folders = [str(root / f"f{f}") for f in plan["named"]]
    try:
        results, skipped = saved_results(folders, ["simple", "normal"], ["usa"], [2])
    except SaveError as err:
        problem = plain_line(str(err))
        if problem:
            return f"wrong: refusal {problem}"
        return "refused" if broken else f"wrong: a good folder refused: {err}"
    except Exception as err:  # noqa: BLE001 - what the campaign looks for
        return f"wrong: {type(err).__name__}: {str(err)[:200]}"
    if broken:
        return "wrong: a broken save was passed over"
    if len(results) != len(expected) or skipped.get(DUPLICATE, 0) != copies:
        return f"wrong: {len(results)} games rated, {skipped} skipped; {len(expected)} distinct"
    return "accepted"


def distinct_games(games: list[str]) -> bool:
    """The pool's games are different games (their identities differ)."""
    ids = {game_identity(savefile.loads(text)) for text in games}
    return len(ids) == len(games)


# ----- settings files -----------------------------------------------------------------------

#: Stands for a folder inside the campaign's own folder (made when chosen for autosave).
INSIDE = "<inside>"
#: Values as Qt's ini format writes them: lists, typed values, escapes, junk.
INI_VALUES = [
    "de, en",
    "de,en,zh_CN",
    "@ByteArray(\\0\\xff)",
    "@Point(1 2)",
    "@Size(-1 -1)",
    "@Rect(0 0 1 1)",
    "@Variant(\\0\\0\\0\\x7f\\0)",
    "@Invalid()",
    '"quoted"',
    "true",
    "false",
    "1",
    "0",
    "-1",
    "9" * 40,
    "1e308",
    "\\x0000",
    "/tmp/a\\0b",
    "relative/path",
    "",
    "system",
    "standard",
    "en",
    "zh_TW",
    INSIDE,
    INSIDE + "/deeper",
]
SETTING_KEYS = [
    "ui/language",
    "ai/delay_ms",
    "ai/show_moves",
    "ui/confirmations",
    "ui/palette",
    "storage/autosave_dir",
    "storage/files_dir",
    "coach/winChances",
    "window/geometry",
    "window/state",
]


def _ini_value(draw) -> str:
    value = draw(st.one_of(st.sampled_from(INI_VALUES), hostile_text))
    return value.replace("\n", "\\n").replace("\r", "\\r").replace("\x00", "\\0")


@st.composite
def settings_files(draw) -> dict:
    """A settings file: its kind (an ini text, a link, a pipe, a folder, an oversized
    file) and, for a text, its lines."""
    kind = draw(st.sampled_from(["ini"] * 8 + ["link", "pipe", "folder", "large", "lock"]))
    lines = []
    for _ in range(draw(st.integers(0, 8))):
        key = draw(st.one_of(st.sampled_from(SETTING_KEYS), hostile_text))
        section, _, name = key.partition("/")
        lines.append((section, name or section, _ini_value(draw)))
    junk = draw(st.sampled_from(["", "[", "=x", "[ui\nlanguage", "\ufeff", "\x00\x01"]))
    return {"kind": kind, "lines": lines, "junk": junk}


def _ini_text(plan: dict, folder: Path) -> str:
    sections: dict[str, list[str]] = {}
    for section, name, value in plan["lines"]:
        sections.setdefault(section, []).append(f"{name}={value}")
    text = "".join(f"[{s}]\n" + "\n".join(v) + "\n" for s, v in sections.items())
    return (plan["junk"] + text).replace(INSIDE, str(folder / "chosen"))


def judge_settings_file(folder: Path, plan: dict) -> str:
    """Read every setting of the app from the planned settings file, as the app does at
    its start and later: each value is one the setting takes (its default when the
    stored one is not), and a file that is not a regular file is neither read nor
    written (the settings stay in memory, and the notice says why)."""
    from powergrid.app.shared import settings as st_
    from powergrid.app.shared import storage

    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir()
    path = folder / "settings.ini"
    kind = plan["kind"]
    if kind == "link":
        _write(folder / "target.ini", _ini_text(plan, folder))
        path.symlink_to(folder / "target.ini")
    elif kind == "pipe":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "large":
        _write(path, _ini_text(plan, folder) + ";" * (storage.MAX_SETTINGS_BYTES + 1))
    elif kind == "lock":
        _write(path, _ini_text(plan, folder))
        os.mkfifo(folder / "settings.ini.lock")
    else:
        _write(path, _ini_text(plan, folder))
    before = {p.name: _fingerprint(p) for p in folder.iterdir()}
    old = os.environ.get("POWERGRID_DATA_DIR")
    os.environ["POWERGRID_DATA_DIR"] = str(folder)
    try:
        loaded = st_.load()
        checks = [st_.validated(f, getattr(loaded, f)) == getattr(loaded, f) for f in st_.KEYS]
        chances = st_.win_chances_enabled()
        # A chosen autosave folder is made when missing: only try those inside the
        # campaign's folder (a stranger's text could name any folder of the machine).
        chosen = loaded.autosave_dir
        safe = not chosen or Path(chosen).resolve().is_relative_to(folder.parent.resolve())
        autosave = st_.autosave_dir() if safe else storage.data_dir()
        store = st_.qsettings()
        storage.setting_int(store, "ai/delay_ms", 1, 0, 10)
        storage.setting_bytes(store, "window/state")
        notice = st_.settings_notice(translated=False)
        if kind != "ini":
            st_.update(ai_delay_ms=123)  # kept in memory, never written to the file
            if st_.load().ai_delay_ms != 123:
                return "wrong: a change was not kept for the session"
    except Exception as err:  # noqa: BLE001 - what the campaign looks for
        return f"wrong: {type(err).__name__}: {str(err)[:200]}"
    finally:
        if old is None:
            os.environ.pop("POWERGRID_DATA_DIR", None)
        else:
            os.environ["POWERGRID_DATA_DIR"] = old
    if not all(checks) or not isinstance(chances, bool) or autosave is None:
        return f"wrong: accepted a value a setting may not take: {loaded}"
    if kind == "ini":
        return "wrong: a regular file said not kept" if notice else "accepted"
    after = {p.name: _fingerprint(p) for p in folder.iterdir()}
    if notice is None or plain_line(notice) or after != before:
        return f"wrong: {kind} not refused cleanly ({notice!r}; {before} -> {after})"
    return "refused"


def _write(path: Path, text: str) -> None:
    path.write_bytes(text.encode("utf-8", "surrogatepass"))


def _fingerprint(path: Path) -> tuple:
    info = path.lstat()
    content = path.read_bytes() if path.is_file() and not path.is_symlink() else b""
    return (info.st_mode, content[:200], len(content))
