"""The engine's public surface is the only door into it (import and read contract).

* ``lint-imports`` (contracts in pyproject.toml): the rules and the board never
  import Qt, the app, the bots or the commands; the bots and the commands never
  import the app (the commands that open windows or time them excepted), nor the
  app the commands; the app's packages are layered as its window; nothing outside
  the engine imports its private modules.
* A walk over the source with ``ast`` checks the same for ``tools/``, the lab (when the
  checkout has it) and the tests outside ``tests/rules`` (no package for
  import-linter), and that no code outside the engine reads the state's private slots.
* The tests and the tools that ship in the sdist never import the lab, which does not.
"""

from __future__ import annotations

import ast
import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: Modules of powergrid.rules that may be imported by name from outside.
PUBLIC_SUBMODULES = {"actions", "events", "save"}
#: The board's modules: outside powergrid/board (and its own tests) only the package.
BOARD_MODULES = {"board", "mapfile", "drawing", "maptables"}
#: Slots and helpers of the state that only the engine itself reads.
PRIVATE_ATTRIBUTES = {
    "book",
    "marks",
    "auc_plant",
    "auc_bid",
    "auc_leader",
    "auc_ring",
    "auc_turn",
    "discard_seat",
    "discard_keep_plant",
    "res_market",
    "res_north",
    "owners",
    "bought",
    "chooser",
    "deck",
    "known_bottom",
    "setup_removed",
    "max_cities",
    "sold_any",
    "step2_done",
    "step3_pending",
    "shuffles",
    "is_view",
    "net",
    "res",
    "capacities",
    "build_price",
    "current_market",
    "future_market",
    "unseen_plants",
    "city_owners",
    "sort_key",
    "remove_left",
}
#: Slots whose names are common words: private when read from a game state.
PRIVATE_ON_STATE = {
    "players",
    "order",
    "market",
    "result",
    "rules",
    "turn",
    "n",
    "removed",
    "out",
    "inactive",
    "cards",
}
STATE_NAMES = {"state", "s", "v", "view", "trial", "world"}
#: Slots that are also public attributes of a state or a player view (same meaning).
PUBLIC_SLOTS = {"board", "phase", "round", "seed", "step", "cities", "money", "plants", "seat"}


def test_every_state_slot_is_classified():
    """A slot added to the state must be named here as private or public, so the
    private-read check below cannot miss it."""
    from powergrid.rules.state import PlayerState, StateData

    slots = set(StateData.__slots__) | set(PlayerState.__slots__)
    unclassified = slots - PRIVATE_ATTRIBUTES - PRIVATE_ON_STATE - PUBLIC_SLOTS
    assert not unclassified, f"state slots neither private nor public: {sorted(unclassified)}"
    both = PUBLIC_SLOTS & (PRIVATE_ATTRIBUTES | PRIVATE_ON_STATE)
    assert not both, f"slots listed as public and private: {sorted(both)}"


def _consumer_files(include_tests: bool) -> list[Path]:
    roots = [ROOT / "powergrid" / d for d in ("app", "ai", "cli")] + [ROOT / "tools"]
    roots += [ROOT / "lab"] if (ROOT / "lab").is_dir() else []
    if include_tests:
        roots += [p for p in (ROOT / "tests").iterdir() if p.is_dir() and p.name != "rules"]
    files = [f for root in roots for f in root.rglob("*.py")]
    if not include_tests:
        files = [f for f in files if "tests" not in f.relative_to(ROOT).parts]
    return sorted(files)


def _module_of(path: Path) -> list[str]:
    return list(path.relative_to(ROOT).with_suffix("").parts)


def _imported(path: Path, tree: ast.AST) -> list[tuple[int, str]]:
    """Every module an import statement names, made absolute."""
    here = _module_of(path)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = here[: len(here) - node.level]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            found.append((node.lineno, module))
            found += [(node.lineno, f"{module}.{a.name}") for a in node.names]
    return found


def test_import_linter_contracts_hold():
    from importlinter.cli import lint_imports

    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        assert lint_imports(config_filename=str(ROOT / "pyproject.toml")) == 0
    finally:
        os.chdir(cwd)


def _offenders(paths: list[Path], find) -> dict[str, list[str]]:
    """``find(path, tree)``'s findings by file, for the files with any (one test walks
    every file, so a failure names them all at once)."""
    found = {}
    for path in paths:
        bad = find(path, ast.parse(path.read_text(encoding="utf-8")))
        if bad:
            found[str(path.relative_to(ROOT))] = bad
    return found


def _private_modules_imported(path: Path, tree: ast.AST) -> list[str]:
    """The private engine and board modules ``path`` imports."""
    bad = []
    for line, module in _imported(path, tree):
        parts = module.split(".")
        if parts[:2] == ["powergrid", "rules"] and len(parts) > 2:
            if (
                parts[2] not in PUBLIC_SUBMODULES
                and parts[2][0].islower()
                and (ROOT / "powergrid" / "rules" / f"{parts[2]}.py").exists()
            ):
                bad.append(f"line {line}: {module}")
    if "board" not in path.relative_to(ROOT).parts[:2]:
        bad += [
            f"line {line}: {module}"
            for line, module in _imported(path, tree)
            if module.split(".")[:3] in (["powergrid", "board", m] for m in BOARD_MODULES)
        ]
    return bad


def test_no_private_engine_module_is_imported():
    offenders = _offenders(_consumer_files(include_tests=True), _private_modules_imported)
    assert not offenders, f"imports of private engine or board modules: {offenders}"


def _private_slots_read(path: Path, tree: ast.AST) -> list[str]:
    """The private state slots ``path`` reads."""
    bad = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute):
            continue
        on_state = (
            isinstance(node.value, ast.Name)
            and node.value.id in STATE_NAMES
            or (isinstance(node.value, ast.Attribute) and node.value.attr == "state")
        )
        if node.attr in PRIVATE_ATTRIBUTES or (on_state and node.attr in PRIVATE_ON_STATE):
            bad.append(f"line {node.lineno}: {ast.unparse(node)}")
    return bad


def test_no_private_state_slot_is_read():
    offenders = _offenders(_consumer_files(include_tests=False), _private_slots_read)
    assert not offenders, f"reads of private state: {offenders}"


def test_the_contract_catches_a_private_import(tmp_path):
    """The walk is not vacuous: it resolves relative imports of private modules."""
    fake = ROOT / "powergrid" / "ai" / "x.py"
    tree = ast.parse("from ..rules.state import INF\nfrom ..rules import actions\n")
    modules = [m for _l, m in _imported(fake, tree)]
    assert "powergrid.rules.state" in modules and "powergrid.rules.actions" in modules


def _lab_imported(path: Path, tree: ast.AST) -> list[str]:
    """The lab modules ``path`` imports."""
    return [f"line {line}: {m}" for line, m in _imported(path, tree) if m.split(".")[0] == "lab"]


def test_what_the_sdist_ships_never_imports_the_lab():
    """The sdist holds tests/ and tools/ but not lab/: they must run without it."""
    shipped = sorted([*(ROOT / "tests").rglob("*.py"), *(ROOT / "tools").rglob("*.py")])
    offenders = _offenders(shipped, _lab_imported)
    assert not offenders, f"imports of the lab: {offenders}"
