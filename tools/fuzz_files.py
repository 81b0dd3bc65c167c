"""A one-off fuzz campaign over the save, map and deck loaders, with counts.

    python tools/fuzz_files.py [--saves 5000] [--maps 2000] [--decks 5000]
                               [--hostile-saves 2000] [--models 1500] [--records 600]
                               [--results 1500] [--rating-saves 600] [--settings 1500]
                               [--seed 1]

Uses the mutation strategies of the property tests (``tests/rules/test_save_integrity.py``
and ``tests/board/test_map_loading.py``) and counts every outcome instead of stopping
at the first failure. Saves are mutated twice over: as they are (the check values
must catch every edit) and with the check values recomputed, as a forger would (the
edit then meets validation and replay). Outcomes: refused with the loader's own
error, accepted unchanged, accepted although edited (must be 0), any other exception
(must be 0), and the
slowest single load (a load over ``--hang`` seconds counts as a hang). Deck files
(``tests/hostile.py``) are read the way ``--deck`` reads them, and an accepted one
is played; saves carrying hostile names and file paths get recomputed check values.
Their outcomes are "refused", "accepted" and "wrong: …" (must be 0). The readers of
the commands and the settings (``tests/hostile_readers.py``) are tried the same way:
model files, training records, tournament results, folders of saves for ``ratings``
and settings files. Prints JSON; exit status 1 when anything must-be-zero is not.
"""

from __future__ import annotations

import argparse
import json
import signal
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from hypothesis import HealthCheck, given, seed, settings

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from powergrid.board import MapError, parse_map  # noqa: E402
from powergrid.rules import SaveError  # noqa: E402
from powergrid.rules import save as savefile  # noqa: E402
from tests.board.test_map_loading import mutated_maps  # noqa: E402
from tests.hostile import deck_files, hostile_saves, judge_deck_file  # noqa: E402
from tests.hostile import judge_save as judge_hostile_save  # noqa: E402
from tests.rules.test_save_integrity import (  # noqa: E402
    _same_content,
    forged_saves,
    mutated_saves,
    played,
)


class Hang(Exception):
    pass


def _alarm(_signum, _frame):
    raise Hang()


def timed(fn, limit: float):
    """Run ``fn`` with an alarm after ``limit`` seconds: (outcome, seconds)."""
    signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, limit)
    start = time.perf_counter()
    try:
        return fn(), time.perf_counter() - start
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)


def campaign(examples: int, strategy, judge, limit: float, rng_seed: int) -> dict:
    """Counts of ``judge``'s outcomes over ``examples`` cases drawn from ``strategy``
    (none asked for: a campaign left out, counted as 0 examples)."""
    counts: Counter[str] = Counter()
    slowest = [0.0]
    samples: list[str] = []
    if examples <= 0:
        return {"examples": 0, "slowest_s": 0.0, "samples": samples}

    @seed(rng_seed)
    @settings(
        max_examples=examples, deadline=None, database=None, suppress_health_check=list(HealthCheck)
    )
    @given(strategy)
    def run(case):
        try:
            outcome, took = timed(lambda: judge(case), limit)
        except Hang:
            outcome, took = "hang", limit
        except Exception as err:  # noqa: BLE001 - counted, this is what we look for
            outcome, took = f"uncaught {type(err).__name__}", 0.0
            if len(samples) < 5:
                samples.append(f"{type(err).__name__}: {err}"[:300])
        if outcome.startswith("wrong"):
            if len(samples) < 5:
                samples.append(outcome[:300])
            outcome = "wrong"
        counts[outcome] += 1
        slowest[0] = max(slowest[0], took)

    run()
    return {
        "examples": sum(counts.values()),
        **dict(sorted(counts.items())),
        "slowest_s": round(slowest[0], 3),
        "samples": samples,
    }


def judge_save(pair) -> str:
    original, text = pair
    try:
        game = savefile.loads(text)
    except SaveError:
        return "refused"
    if not _same_content(original, text) or savefile.dumps(game) != original:
        return "accepted although edited"
    return "accepted unchanged"


def judge_forged(data) -> str:
    try:
        game = savefile.loads(json.dumps(data))
    except SaveError:
        return "refused"
    if game.state.digest() != data["position"]:
        return "accepted at another position"
    return "accepted (check values rewritten)"


def judge_map(text) -> str:
    try:
        mapfile = parse_map(text, "m.json")
    except MapError:
        return "refused"
    for name in mapfile.city_names():
        name.encode("utf-8")
    return "accepted"


def reader_campaigns(args) -> dict:
    """The campaigns over the readers of the commands and the settings."""
    from tests import hostile_readers as hr

    records, result, games = hr.training_records(), hr.tournament_result(), hr.finished_games()
    out = {}
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        out["models"] = campaign(
            args.models,
            hr.model_files(),
            lambda content: hr.judge_model_file(folder / "model.json", content),
            args.hang,
            args.seed,
        )
        out["records"] = campaign(
            args.records,
            hr.record_files(records),
            lambda content: hr.judge_record_file(folder / "games.jsonl", content),
            args.hang,
            args.seed,
        )
        out["results"] = campaign(
            args.results,
            hr.result_sets(result),
            lambda files: hr.judge_result_files(folder, files),
            args.hang,
            args.seed,
        )
        out["rating_saves"] = campaign(
            args.rating_saves,
            hr.save_folders(games),
            lambda plan: hr.judge_save_folders(folder / "saves", games, plan),
            args.hang,
            args.seed,
        )
        out["settings"] = campaign(
            args.settings,
            hr.settings_files(),
            lambda plan: hr.judge_settings_file(folder / "data", plan),
            args.hang,
            args.seed,
        )
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--saves", type=int, default=5000)
    parser.add_argument("--maps", type=int, default=2000)
    parser.add_argument("--decks", type=int, default=5000)
    parser.add_argument("--hostile-saves", type=int, default=2000)
    parser.add_argument("--models", type=int, default=1500)
    parser.add_argument("--records", type=int, default=600)
    parser.add_argument("--results", type=int, default=1500)
    parser.add_argument("--rating-saves", type=int, default=600)
    parser.add_argument("--settings", type=int, default=1500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hang", type=float, default=10.0)
    args = parser.parse_args(argv)
    bases = [
        savefile.dumps(played(120, players=p, map_name=m, seed=p))
        for p, m in ((2, "usa"), (4, "germany"), (6, "usa"))
    ]
    start = time.perf_counter()
    campaigns = {
        "saves": campaign(args.saves, mutated_saves(bases), judge_save, args.hang, args.seed),
        "forged_saves": campaign(
            args.saves, forged_saves(bases), judge_forged, args.hang, args.seed
        ),
        "maps": campaign(args.maps, mutated_maps(), judge_map, args.hang, args.seed),
    }
    with tempfile.TemporaryDirectory() as folder:
        deck_path = Path(folder) / "deck.json"
        campaigns["decks"] = campaign(
            args.decks,
            deck_files(),
            lambda content: judge_deck_file(deck_path, content),
            args.hang,
            args.seed,
        )
    campaigns["hostile_saves"] = campaign(
        args.hostile_saves, hostile_saves(bases), judge_hostile_save, args.hang, args.seed
    )
    campaigns.update(reader_campaigns(args))
    seconds = round(time.perf_counter() - start, 1)
    print(json.dumps({**campaigns, "seconds": seconds}, indent=1))
    bad = [
        k
        for part in campaigns
        for k in campaigns[part]
        if k.startswith(("uncaught", "wrong"))
        or k in ("hang", "accepted although edited", "accepted at another position")
    ]
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
