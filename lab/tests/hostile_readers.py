"""A stranger's files for the lab's readers, and judges: training records (``coach train
--from``), tournament results (``tournament --combine``) and folders of saves
(``ratings --add-games``), on the extreme numbers and hostile texts of
``tests/hostile_readers.py``.

Shared by ``lab/tests/test_hostile_readers.py`` and ``python -m lab.tools.fuzz_files``.
Three kinds of input:

- training records: lines of real recorded games, edited ones, junk, deep nesting and
  overlong lines;
- tournament results: one to three real results, edited or with numbers at their
  extremes;
- folders of saves: real finished games, copies of them under other names and in other
  folders, the same folder twice, a broken save.

A judge returns "refused" (the reader's own error, one plain line), "accepted" (finite
sums, every game counted once) or "wrong: …".
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

from lab.commands.ratings import DUPLICATE, game_identity, saved_results
from lab.commands.tournament_combine import CombineError, combine
from lab.winprob.fit import positions, read_records
from powergrid.rules import SaveError
from powergrid.rules import save as savefile
from tests.hostile import HOSTILE_TEXTS, edited_json, plain_line
from tests.hostile_readers import LIMITS, _as_bytes, extreme_numbers

# ----- the real files the campaigns start from ---------------------------------------------


def training_records() -> list[dict]:
    """Recorded training games of cheap bots (``coach record``'s lines)."""
    from lab.winprob.fit import record_game

    return [record_game((8, g, {"simple": 1.0, "easy": 1.0})) for g in range(3)]


def tournament_result() -> dict:
    """A real ``tournament`` result of two games."""
    from lab.commands.tournament import tournament

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
