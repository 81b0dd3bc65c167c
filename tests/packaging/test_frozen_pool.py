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
    first, second = main.body[0], main.body[1]
    assert ast.unparse(first) == "multiprocessing.freeze_support()"
    assert isinstance(second, ast.ImportFrom) and second.module == "powergrid.cli.main"
