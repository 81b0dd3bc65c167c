"""A fuzz campaign over the lab's readers, with counts.

    python -m lab.tools.fuzz_files [--records 600] [--results 1500] [--rating-saves 600]
                                   [--seed 1] [--hang 10]

Training records (``coach train --from``), tournament results (``tournament --combine``)
and folders of saves (``ratings --add-games``), from ``lab/tests/hostile_readers.py``,
counted the way ``tools/fuzz_files.py`` counts the game's own readers: "refused",
"accepted", "wrong: …", uncaught exceptions and hangs (the last three must be 0).
Prints JSON; exit status 1 when anything must-be-zero is not.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

from lab.tests import hostile_readers as hr
from tools.fuzz_files import campaign


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m lab.tools.fuzz_files", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--records", type=int, default=600)
    parser.add_argument("--results", type=int, default=1500)
    parser.add_argument("--rating-saves", type=int, default=600)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hang", type=float, default=10.0)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    records, result, games = hr.training_records(), hr.tournament_result(), hr.finished_games()
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        campaigns = {
            "records": campaign(
                args.records,
                hr.record_files(records),
                lambda content: hr.judge_record_file(folder / "games.jsonl", content),
                args.hang,
                args.seed,
            ),
            "results": campaign(
                args.results,
                hr.result_sets(result),
                lambda files: hr.judge_result_files(folder, files),
                args.hang,
                args.seed,
            ),
            "rating_saves": campaign(
                args.rating_saves,
                hr.save_folders(games),
                lambda plan: hr.judge_save_folders(folder / "saves", games, plan),
                args.hang,
                args.seed,
            ),
        }
    seconds = round(time.perf_counter() - start, 1)
    print(json.dumps({**campaigns, "seconds": seconds}, indent=1))
    bad = [
        k
        for part in campaigns.values()
        for k in part
        if k.startswith(("uncaught", "wrong")) or k == "hang"
    ]
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
