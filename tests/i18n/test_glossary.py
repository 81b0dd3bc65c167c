"""Every shipped text follows the glossary (docs/glossary.md): one word per concept.

The glossary's tables are the data: a forbidden variant found in a catalogue, a help
page, the desktop entry or the AppStream metadata fails with the place and the text;
so does a translation that drops a concept its English string names.
"""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from .support import ALL_LANGUAGES, CHECKED_LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
GLOSSARY = ROOT / "docs" / "glossary.md"
TRANSLATIONS = ROOT / "powergrid" / "data" / "translations"
HELP = ROOT / "powergrid" / "data" / "help"
DESKTOP = ROOT / "powergrid" / "data" / "desktop"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def _table(title: str) -> list[list[str]]:
    """The body rows of the first table under ``## title``, cells stripped."""
    text = GLOSSARY.read_text(encoding="utf-8")
    section = text.split(f"## {title}\n", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("|")][2:]
    return [
        [cell.strip().replace("\\|", "|") for cell in re.split(r"(?<!\\)\|", row)[1:-1]]
        for row in rows
    ]


def _code(cell: str) -> str:
    """The regular expression in a cell's code span."""
    match = re.fullmatch(r"`(.+)`", cell)
    assert match, f"glossary: {cell!r} is not a `code span`"
    return match[1]


def forbidden() -> dict[str, list[re.Pattern[str]]]:
    out: dict[str, list[re.Pattern[str]]] = {code: [] for code in ALL_LANGUAGES}
    for lang, pattern, *_ in _table("Forbidden variants"):
        out[lang].append(re.compile(_code(pattern), re.M))
    return out


def required() -> list[tuple[re.Pattern[str], dict[str, re.Pattern[str]]]]:
    rows = []
    for english, *words in _table("Words that must be there"):
        per_lang = {
            code: re.compile(_code(cell))
            for code, cell in zip(CHECKED_LANGUAGES, words, strict=True)
        }
        rows.append((re.compile(_code(english)), per_lang))
    return rows


def catalogue(code: str) -> list[tuple[str, str, str]]:
    """(context, source, translation) of every message of a language's catalogue."""
    out = []
    root = ET.parse(TRANSLATIONS / f"powergrid_{code}.ts").getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            out.append(
                (name, message.findtext("source") or "", message.findtext("translation") or "")
            )
    return out


def help_texts(code: str) -> list[tuple[str, str]]:
    """(page, plain text) of the help pages of a language."""
    return [
        (
            f"help/{code}/{page.name}",
            html.unescape(re.sub(r"<[^>]+>", " ", page.read_text("utf-8"))),
        )
        for page in sorted((HELP / code).glob("*.html"))
    ]


def desktop_texts(code: str) -> list[tuple[str, str]]:
    """(key, text) of the desktop entry and the metadata in a language (en: untagged)."""
    out = []
    for path in DESKTOP.glob("*.desktop"):
        for line in path.read_text("utf-8").splitlines():
            key, _, value = line.partition("=")
            tag = re.fullmatch(r"(\w+)(?:\[(\w+)\])?", key)
            if tag and (tag[2] or "en") == code and tag[1] in {"Name", "GenericName", "Comment"}:
                out.append((f"{path.name} {key}", value))
    for path in DESKTOP.glob("*.metainfo.xml"):
        for element in ET.parse(path).getroot().iter():
            if element.text and element.text.strip() and element.tag != "id":
                if element.get(XML_LANG, "en") == code and element.tag in {
                    "name",
                    "summary",
                    "p",
                    "li",
                    "caption",
                }:
                    out.append((f"{path.name} <{element.tag}>", element.text.strip()))
    return out


def shipped_texts(code: str) -> list[tuple[str, str]]:
    """(where, text) of everything a player of ``code`` reads."""
    if code == "en":
        texts = [(f"{ctx}: {source!r}", source) for ctx, source, _ in catalogue("de")]
    else:
        texts = [(f"{ctx}: {source!r}", tr) for ctx, source, tr in catalogue(code)]
    return texts + help_texts(code) + desktop_texts(code)


def test_the_glossary_tables_are_read():
    rules = forbidden()
    assert all(rules[code] for code in ALL_LANGUAGES)
    assert any(p.pattern == "电力" for p in rules["zh_CN"])
    assert len(required()) >= 5


def test_a_forbidden_variant_is_found():
    """The check itself: a catalogue line with money as 電力 would fail."""
    rules = forbidden()["zh_TW"]
    assert any(p.search("你有 50 電力。") for p in rules)
    assert any(p.search("第 1 輪，第 1 階段") for p in rules)
    assert not any(p.search("第 1 回合（第 1 階段）：輪到你了。你有 50 元。") for p in rules)


@pytest.mark.parametrize("code", ALL_LANGUAGES)
def test_no_shipped_text_uses_a_forbidden_variant(code):
    rules = forbidden()[code]
    problems = [
        f"{where}: {pattern.pattern!r} in {text!r}"
        for where, text in shipped_texts(code)
        for pattern in rules
        if pattern.search(text)
    ]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("code", CHECKED_LANGUAGES)
def test_a_translation_names_the_concepts_of_its_english_string(code):
    problems = []
    for english, words in required():
        for context, source, translation in catalogue(code):
            named = re.sub(r"\{[^}]*\}", "", source)  # {phase} names no phase
            if english.search(named) and not words[code].search(translation):
                problems.append(
                    f"{context}: {source!r} → {translation!r} lacks {words[code].pattern}"
                )
    assert not problems, "\n".join(problems)
