"""The Expert's process pool in a frozen bundle: its workers are the bundle's own
executable started again, which the launcher turns into workers with
multiprocessing.freeze_support() (packaging/check_release.sh watches them run)."""

from __future__ import annotations

import ast
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_a_frozen_bundle_gets_its_pool(monkeypatch):
    from powergrid.ai import pool

    monkeypatch.setattr(pool, "_POOL", None)
    monkeypatch.setattr(pool, "pool_workers", lambda: 2)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    try:
        executor = pool.search_pool()
        assert isinstance(executor, ProcessPoolExecutor)
        assert executor.submit(sum, [1, 2, 3]).result(timeout=120) == 6
    finally:
        pool.shutdown_pool()


def test_the_launcher_calls_freeze_support_before_the_game_loads():
    tree = ast.parse((ROOT / "packaging/launcher.py").read_text(encoding="utf-8"))
    main = next(node for node in tree.body if isinstance(node, ast.If))
    assert ast.unparse(main.body[0]) == "multiprocessing.freeze_support()"
    # Then the player's environment is given back, and only then the game loads.
    steps = [ast.unparse(node) for node in main.body]
    restore = next(i for i, step in enumerate(steps) if step.startswith("restore_host_environment"))
    game = next(
        i
        for i, node in enumerate(main.body)
        if isinstance(node, ast.ImportFrom) and node.module == "powergrid.cli.main"
    )
    assert 0 < restore < game
