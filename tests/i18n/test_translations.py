"""The translation catalogues are complete, current and keep every placeholder."""

from __future__ import annotations

import importlib.util
import re
import shutil
import tokenize
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from powergrid.app.dialogs.help import RULE_SECTIONS, help_dir, sections
from powergrid.app.shared.rulebook import DECISION_KINDS
from powergrid.app.shared.texts import placeholders

from .support import ALL_LANGUAGES, CHECKED_LANGUAGES

ROOT = Path(__file__).resolve().parents[2]


def _tool():
    spec = importlib.util.spec_from_file_location(
        "update_translations", ROOT / "tools" / "update_translations.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


tool = _tool()


def messages(ts: Path) -> list[tuple[str, str, str, str]]:
    """(context, source, comment, translation) of every message of a .ts file."""
    out = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            out.append(
                (
                    name,
                    message.findtext("source"),
                    message.findtext("comment") or "",
                    message.findtext("translation") or "",
                )
            )
    return out


@pytest.fixture(scope="module")
def updated(tmp_path_factory):
    """The committed catalogues after a fresh lupdate over today's sources."""
    folder = tmp_path_factory.mktemp("ts")
    copies = []
    for code in CHECKED_LANGUAGES:
        copy = folder / tool.ts_path(code).name
        shutil.copy(tool.ts_path(code), copy)
        copies.append(copy)
    tool.lupdate(copies)
    return dict(zip(CHECKED_LANGUAGES, copies, strict=True))


@pytest.mark.parametrize("code", CHECKED_LANGUAGES)
def test_no_string_lacks_a_finished_translation(updated, code):
    ts = updated[code]
    assert tool.unfinished(ts) == 0, f"{ts.name}: run tools/update_translations.py, translate"
    assert len(messages(ts)) > 100
    assert all(translation.strip() for *_, translation in messages(ts))


@pytest.mark.parametrize("code", CHECKED_LANGUAGES)
def test_the_committed_catalogue_matches_the_sources(updated, code):
    """A string added to or removed from the code without lupdate shows up here."""
    assert messages(updated[code]) == messages(tool.ts_path(code))


@pytest.mark.parametrize("code", CHECKED_LANGUAGES)
def test_the_committed_qm_is_what_lrelease_makes_of_the_ts(tmp_path, code):
    fresh = tmp_path / f"{code}.qm"
    tool.lrelease(tool.ts_path(code), fresh)
    assert fresh.read_bytes() == tool.qm_path(code).read_bytes(), (
        f"{tool.qm_path(code).name} is stale: run tools/update_translations.py"
    )


@pytest.mark.parametrize("code", CHECKED_LANGUAGES)
def test_translations_keep_exactly_the_placeholders_of_their_source(code):
    for context, source, _comment, translation in messages(tool.ts_path(code)):
        assert placeholders(translation) == placeholders(source), (context, source, translation)
        assert translation.count("&") == source.count("&"), (context, source, translation)


SEED_TERMS = {
    # the game's terms as the seed texts use them (docs/glossary.md)
    "de": {
        "Bureaucracy": "Bürokratie",
        "coal": "Kohle",
        "garbage": "Müll",
        "uranium": "Uran",
        "{amount} Elektro": "{amount} Elektro",
        "Player order": "Spielerreihenfolge",
    },
    "zh_CN": {
        "Bureaucracy": "行政管理",
        "coal plant": "燃煤发电厂",
        "{amount} Elektro": "{amount} 元",
        "uranium": "铀",
    },
    "zh_TW": {
        "Bureaucracy": "行政管理",
        "coal plant": "燃煤發電廠",
        "{amount} Elektro": "{amount} 元",
        "uranium": "鈾",
    },
}


@pytest.mark.parametrize("code", CHECKED_LANGUAGES)
def test_game_terms_follow_the_seed_texts(code):
    terms = {
        source: translation
        for context, source, _c, translation in messages(tool.ts_path(code))
        if context == "Terms"
    }
    for source, expected in SEED_TERMS[code].items():
        assert terms[source] == expected
    plant = "Kraftwerk" if code == "de" else ("发电厂" if code == "zh_CN" else "發電廠")
    kinds = [t for s, t in terms.items() if s.endswith(("plant", ")")) and "plant" in s]
    assert kinds and all(plant.lower() in t.lower() for t in kinds), kinds


@pytest.mark.parametrize("code", ALL_LANGUAGES)
def test_every_help_page_exists_with_every_section(code):
    rules = sections(code, "rules.html")
    now = sections(code, "now.html")
    assert (help_dir(code) / "rules.html").exists() and (help_dir(code) / "now.html").exists()
    assert list(rules) == list(RULE_SECTIONS)
    assert set(now) == set(DECISION_KINDS)
    for text in [*rules.values(), *now.values()]:
        assert "${" not in text and len(re.sub(r"<[^>]+>", "", text).strip()) > 20


def test_a_string_moved_to_another_context_keeps_its_translation(tmp_path):
    """--carry: lupdate marks a moved string unfinished; its former translation comes back."""
    before = tmp_path / "before.ts"
    before.write_text(
        "<TS><context><name>MainWindow</name>"
        "<message><source>Game log</source><translation>Spielprotokoll</translation></message>"
        "<message><source>Auction</source><translation>Versteigerung</translation></message>"
        "</context><context><name>Tracks</name>"
        "<message><source>Auction</source><translation>Kraftwerke</translation></message>"
        "</context></TS>",
        encoding="utf-8",
    )
    known = tool.finished(before)
    assert known == {"Game log": "Spielprotokoll"}  # "Auction" has two: none is carried
    after = tmp_path / "after.ts"
    after.write_text(
        "<TS><context><name>LogDock</name>"
        '<message><source>Game log</source><translation type="unfinished">Spiel</translation>'
        "</message>"
        '<message><source>New</source><translation type="unfinished"></translation></message>'
        "</context></TS>",
        encoding="utf-8",
    )
    assert tool.unfinished(after) == 2
    assert tool.carry(after, known) == 1
    assert tool.unfinished(after) == 1  # "New" still waits for a translator
    assert "<translation>Spielprotokoll</translation>" in after.read_text()


TRANSLATING = {"QT_TRANSLATE_NOOP", "translate", "tr"}


def _notes_off_their_strings(path: Path) -> list[str]:
    """``#:`` comments whose next statement marks no text for translation.

    lupdate hands every ``#:`` comment to the next string it extracts, however far
    below, so a code comment written that way lands in the translators' catalogue.
    """
    strays, pending, names = [], None, set()
    with path.open(encoding="utf-8") as source:
        for token in tokenize.generate_tokens(source.readline):
            if token.type == tokenize.COMMENT and token.string.startswith("#:"):
                pending = pending or f"{path.relative_to(ROOT)}:{token.start[0]}"
            elif pending and token.type == tokenize.NAME:
                names.add(token.string)
            elif pending and names and token.type == tokenize.NEWLINE:
                if not names & TRANSLATING:
                    strays.append(pending)
                pending, names = None, set()
    return strays


def test_translator_notes_sit_on_the_strings_they_explain():
    strays = [
        stray
        for path in sorted((ROOT / "powergrid" / "app").rglob("*.py"))
        for stray in _notes_off_their_strings(path)
    ]
    assert strays == []
