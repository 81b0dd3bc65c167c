"""The project's rule reference, docs/rules.md: its tables are the engine's, and every
``RULES x.y`` the code and the tests cite names one of its sections."""

from __future__ import annotations

import re
from pathlib import Path

from tools import rules_doc

ROOT = Path(__file__).resolve().parent.parent
CITATION = re.compile(r"RULES (\d+(?:\.\d+)*)")
HEADING = re.compile(r"^#{2,4} (\d+(?:\.\d+)*)\.? ", re.M)


def sections() -> set[str]:
    return set(HEADING.findall(rules_doc.PAGE.read_text(encoding="utf-8")))


def test_the_pages_tables_are_the_engines():
    text = rules_doc.PAGE.read_text(encoding="utf-8")
    assert len(rules_doc.BLOCK.findall(text)) == len(rules_doc.TABLES)
    assert rules_doc.render(text) == text, "run python tools/rules_doc.py"


def test_a_changed_engine_table_makes_the_page_stale(monkeypatch):
    text = rules_doc.PAGE.read_text(encoding="utf-8")
    monkeypatch.setattr(rules_doc, "PAYMENT", (11, *rules_doc.PAYMENT[1:]))
    assert rules_doc.render(text) != text


def test_every_cited_section_exists():
    known = sections()
    assert {"1.1", "2.5", "3.4", "3.5.1", "4.2", "5", "6"} <= known
    missing = {}
    for folder in ("powergrid", "tests", "tools", "docs"):
        for path in (ROOT / folder).rglob("*"):
            if path.suffix not in {".py", ".md", ".html"}:
                continue
            for section in CITATION.findall(path.read_text(encoding="utf-8")):
                if section not in known:
                    missing.setdefault(section, str(path.relative_to(ROOT)))
    assert not missing, f"cited sections not in docs/rules.md: {missing}"
