#!/usr/bin/env python3
"""Time from starting the game to its window being shown on an X server.

Each command is started in turn (alternating, so that a busy machine slows all of them
alike) with a fresh data folder; the clock stops when a window of the started process
is mapped (``xdotool search --pid``: the title changes with the language), then the
process is ended. Prints the single runs and the median of each command in seconds,
as JSON.

Usage: ``DISPLAY=:99 python packaging/time_startup.py --runs 7 NAME=COMMAND ...``,
e.g. ``bundle=dist/powergrid/powergrid pip=/tmp/venv/bin/powergrid``; start the X
server first (``Xvfb :99 -screen 0 1920x1080x24 -noreset &``: without -noreset Xvfb
resets when its last client leaves, and a game starting just then finds no display).
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def window_shown(pid: int) -> bool:
    """Whether process ``pid`` has a visible window (Qt sets _NET_WM_PID)."""
    found = subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
        capture_output=True,
        text=True,
    )
    return bool(found.stdout.strip())


def time_once(command: list[str], timeout: float = 60.0) -> float:
    """Seconds from starting ``command`` until its main window is visible."""
    with tempfile.TemporaryDirectory(prefix="powergrid-start-") as data:
        env = dict(os.environ, POWERGRID_DATA_DIR=data)
        env.pop("QT_QPA_PLATFORM", None)
        start = time.perf_counter()
        process = subprocess.Popen(
            command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
        )
        try:
            while not window_shown(process.pid):
                if process.poll() is not None:
                    raise SystemExit(
                        f"{command[0]} exited {process.returncode}: "
                        f"{process.stderr.read().decode()[-500:]}"
                    )
                if time.perf_counter() - start > timeout:
                    raise SystemExit(f"{command[0]}: no window after {timeout} s")
                time.sleep(0.01)
            return time.perf_counter() - start
        finally:
            process.terminate()
            process.wait(timeout=30)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("commands", nargs="+", metavar="NAME=COMMAND")
    args = parser.parse_args(argv)
    if not os.environ.get("DISPLAY") or shutil.which("xdotool") is None:
        print("needs DISPLAY set to an X server and xdotool installed", file=sys.stderr)
        return 1
    named = {}
    for item in args.commands:
        name, _, command = item.partition("=")
        named[name] = shlex.split(command)
    times: dict[str, list[float]] = {name: [] for name in named}
    for _ in range(args.runs):
        for name, command in named.items():
            times[name].append(round(time_once(command), 3))
    report = {
        name: {"median_s": round(statistics.median(values), 3), "runs_s": values}
        for name, values in times.items()
    }
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
