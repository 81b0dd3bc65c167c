"""Run random `powergrid` command lines in child processes and judge how each one ends.

    python tools/fuzz_cli.py [--cases 500] [--seed 1] [--timeout 60]

Each case is a real command line (options and values drawn from pools of good and
bad values, game counts kept small so valid runs are quick). A case fails when the
process prints a traceback, exits with a status other than 0, 1 or 2, writes a usage
error (status 2) on more than one line or on stdout, or runs past the timeout (a
hang). Commands that would open a window for a player always get ``--screenshot``, so
every valid line ends by itself. Prints a JSON summary; exit status 1 when any case failed.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

POOLS = {
    "--players": ["2", "3", "6", "0", "7", "-3", "x", ""],
    "--games": ["1", "2", "0", "-1", "1e3", "two", "100001", "9" * 26, "9" * 5000],
    "--seed": ["1", "820578", "-5", "99999999999999999999999", "s"],
    "--workers": ["1", "0", "-1", "300"],
    "--map": [
        "usa",
        "germany",
        "GERMANY",
        "nosuchmap",
        "",
        "{dir}",
        "{missing}",
        "{big}",
        "{fifo}",
        "{bad}",
    ],
    "--seats": ["simple,simple", "simple,easy", "hard", "a,b", "simple," * 7, ""],
    "--size": ["800x600", "0x0", "x", "20000x300", "-5x-5"],
    "--hover": ["Seattle", "Atlantis", "", "berlin"],
    "--step": ["1", "3", "4", "0"],
    "--regions": ["purple,yellow", "nowhere", "", "purple"],
    "--from": ["Seattle", "Atlantis", "", "Seattle,Portland"],
    "--to": ["Portland", "Atlantis", "", "Boise,Billings"],
    "--screenshot": ["{out}", "{dir}", "/no/such/dir/x.png"],
    "--rounds": ["1", "0", "-2"],
    "--ai-delay": ["0", "-1", "20000"],
    "--deck": [
        "plus-example",
        "doubled-example",
        "nosuchdeck",
        "{fifo}",
        "/dev/zero",
        "{dir}",
        "{bad}",
        "{missing}",
        "{big}",
    ],
}
FLAGS = ["--check", "--json", "--compact", "--heat", "--inactive-area", "--free-cities", "-h"]
COMMANDS = {
    "simulate": [
        "--players",
        "--games",
        "--seed",
        "--map",
        "--check",
        "--deck",
        "--inactive-area",
        "--free-cities",
    ],
    "deck check": ["--json"],
    "tournament": ["--seats", "--games", "--seed", "--workers", "--map"],
    "map cost": ["--from", "--to", "--regions", "--step", "--compact"],
    "map check": ["--json"],
    "inspect": [
        "--regions",
        "--from",
        "--to",
        "--step",
        "--hover",
        "--size",
        "--screenshot",
        "--heat",
    ],
    "": ["--screenshot", "--map", "--players", "--seed", "--rounds", "--ai-delay"],
}
POSITIONAL = {
    "map cost": ["usa", "germany", "nosuchmap", "{bad}", "{dir}"],
    "map check": ["usa", "{bad}", "{dir}", "{missing}", "{fifo}", "{big}"],
    "deck check": ["original", "plus-example", "{bad}", "{dir}", "{missing}", "{fifo}", "{big}"],
    "inspect": ["usa", "germany", "nosuchmap", "{bad}"],
}


def command_line(rng: random.Random, places: dict[str, str]) -> list[str]:
    command = rng.choice(list(COMMANDS))
    argv = command.split()
    if command in POSITIONAL and rng.random() < 0.9:
        argv.append(rng.choice(POSITIONAL[command]))
    if command == "map cost" and rng.random() < 0.8:
        argv += ["--to", rng.choice(POOLS["--to"])]
    if command == "tournament":
        argv += [
            "--games",
            rng.choice(["1", "2", "0"]),
            "--seats",
            rng.choice(["simple,simple", "simple,easy,simple", "easy,simple"]),
        ]
    if command in ("", "inspect"):
        # Without --screenshot these open a window and wait for the player.
        argv += ["--screenshot", rng.choice(["{out}"] * 8 + POOLS["--screenshot"])]
        if command == "":
            argv += ["--rounds", "1"]
    options = COMMANDS[command]
    for _ in range(rng.randint(0, 4)):
        option = rng.choice(options + ["--bogus"] * (rng.random() < 0.05))
        if option in POOLS:
            if command == "" and option == "--rounds" and rng.random() < 0.5:
                continue
            argv += [option, rng.choice(POOLS[option])]
        elif option in FLAGS or option.startswith("--"):
            argv.append(option)
    if rng.random() < 0.02:
        argv.append("-h")
    return [a.format(**places) for a in argv]


def judge(argv: list[str], timeout: float, env: dict[str, str]) -> tuple[str | None, int]:
    """(None when the command ended acceptably, else what went wrong; exit status)."""
    try:
        done = subprocess.run(
            [sys.executable, "-m", "powergrid.cli.main", *argv],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=timeout,
            env=env,
            errors="backslashreplace",
        )
    except subprocess.TimeoutExpired:
        return "hang", -1
    code = done.returncode
    if "Traceback" in done.stderr or "Traceback" in done.stdout:
        return "traceback: " + done.stderr.strip().splitlines()[-1], code
    if code not in (0, 1, 2):
        return f"exit status {code}: {done.stderr.strip()[-200:]}", code
    if code == 2:
        if done.stdout.strip():
            return "usage error printed on stdout", code
        if len(done.stderr.strip().splitlines()) != 1:
            return f"usage error on {len(done.stderr.splitlines())} lines", code
    return None, code


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=60.0)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    failures: list[dict[str, object]] = []
    statuses: dict[str, int] = {}
    slowest = 0.0
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        env["POWERGRID_DATA_DIR"] = str(folder / "data")
        (folder / "bad.json").write_text('{"format": true, "name": "x"}', encoding="utf-8")
        with (folder / "big.json").open("wb") as handle:
            handle.truncate(64 * 1024 * 1024)
        fifo = folder / "pipe.json"
        if hasattr(os, "mkfifo"):
            os.mkfifo(fifo)
        places = {
            "dir": str(folder),
            "missing": str(folder / "none.json"),
            "big": str(folder / "big.json"),
            "fifo": str(fifo),
            "bad": str(folder / "bad.json"),
            "out": str(folder / "shot.png"),
        }
        for case in range(args.cases):
            line = command_line(rng, places)
            start = time.perf_counter()
            problem, code = judge(line, args.timeout, env)
            slowest = max(slowest, time.perf_counter() - start)
            statuses[str(code)] = statuses.get(str(code), 0) + 1
            if problem:
                failures.append({"case": case, "argv": line, "problem": problem})
    summary = {
        "cases": args.cases,
        "failed": len(failures),
        "slowest_s": round(slowest, 2),
        "exit_statuses": dict(sorted(statuses.items())),
        "hangs": sum(1 for f in failures if f["problem"] == "hang"),
        "failures": failures[:20],
    }
    print(json.dumps(summary, indent=1))
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
