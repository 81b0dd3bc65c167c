"""Inputs an attacker would hand the game, and judges of what the game made of them.

Shared by the slow campaigns (``tests/rules/test_hostile_campaign.py``) and
``tools/fuzz_files.py``. A judge returns the outcome of one input: "refused" (the
loader's own error, one line, nothing unescaped), "accepted" (usable, and what it
holds is kept as text) or "wrong: …" (anything else: another exception, a
message that spans lines or carries control characters, a file opened that the
input named, a game that breaks its invariants).
"""

from __future__ import annotations

import json
import sys
import unicodedata
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

from powergrid.rules import (
    DeckError,
    GameConfig,
    SaveError,
    Variants,
    card_set,
    load_deck,
    new_game,
    playable_counts,
    read_deck_file,
    violations,
)
from powergrid.rules import save as savefile
from tests.games import json_paths, replace_at

#: Texts that once did harm somewhere, or would in a careless program.
HOSTILE_TEXTS = [
    '<img src="/dev/zero">',
    "<b>bold</b>",
    "<a href='file:///etc/passwd'>x</a>",
    "&lt;&amp;",
    "two\nlines",
    "tab\there",
    "\x1b[31mred",
    "\u202eevil",
    "zero\u200bwidth",
    "line\u2028sep",
    "nul\x00byte",
    "/dev/zero",
    "/dev/stdin",
    "/proc/self/fd/0",
    "/etc/passwd",
    "../../../etc/passwd",
    "..",
    "original.json",
    "usa.json",
    "C:\\Windows\\win.ini",
    "\\\\server\\share\\x",
    "file:///etc/passwd",
    "%s%n%x",
    "{0}{file}{}",
    "'; DROP TABLE--",
    "x" * 500,
    "",
    " ",
    "👩‍👩‍👧",
    "العربية",
]
#: Names of files that exist on a POSIX system and must never be opened for a name.
FILE_NAMES = [t for t in HOSTILE_TEXTS if t.startswith(("/", "..", "C:", "\\\\", "file:"))]

hostile_text = st.one_of(
    st.sampled_from(HOSTILE_TEXTS),
    st.text(max_size=12),
    st.builds(lambda a, b: a + b, st.sampled_from(HOSTILE_TEXTS), st.text(max_size=4)),
)
JSON_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**6), 10**6),
    st.integers(-(10**29), 10**29),
    st.floats(allow_nan=False, allow_infinity=False),
    hostile_text,
)
JSON_VALUES = st.recursive(
    JSON_SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(hostile_text, inner, max_size=4)
    ),
    max_leaves=8,
)

SHIPPED = {
    name: json.loads(load_deck(name).model_dump_json())
    for name in ("original", "plus-example", "doubled-example")
}


@st.composite
def edited_json(draw, base: Any, edits: int = 3) -> Any:
    """``base`` (JSON data) with up to ``edits`` values replaced, deleted or added."""
    data = json.loads(json.dumps(base))
    for _ in range(draw(st.integers(1, edits))):
        paths = list(json_paths(data))
        path = draw(st.sampled_from(paths))
        kind = draw(st.sampled_from(["value", "text", "delete", "add"]))
        target = data
        for step in path:
            target = target[step]
        if kind == "delete" and path:
            data = replace_at(data, path, None, delete=True)
        elif kind == "add" and isinstance(target, dict):
            target[draw(hostile_text)] = draw(JSON_VALUES)
        elif kind == "add" and isinstance(target, list):
            target.append(draw(JSON_VALUES) if not target else draw(st.sampled_from(target)))
        elif kind == "text":
            data = replace_at(data, path, draw(hostile_text))
        else:
            data = replace_at(data, path, draw(JSON_VALUES))
    return data


@st.composite
def made_decks(draw) -> dict:
    """A deck written from scratch: random cards, marks and setup (often valid)."""
    marks = [
        "",
        *draw(
            st.lists(
                st.one_of(
                    st.sampled_from(["+", "b", "ab", "*'"]), hostile_text.map(lambda t: t[:3])
                ),
                max_size=3,
                unique=True,
            )
        ),
    ]
    cards: dict[str, dict] = {}
    for _ in range(draw(st.integers(8, 40))):
        number = draw(st.integers(1, 99))
        mark = draw(st.sampled_from(marks))
        fuel = draw(
            st.sampled_from([[], ["coal"], ["oil"], ["garbage"], ["uranium"], ["coal", "oil"]])
        )
        amount = 0 if not fuel else draw(st.integers(1, 9))
        cards[f"{number}{mark}"] = {
            "number": number,
            "mark": mark,
            "fuel": fuel,
            "amount": amount,
            "cities": draw(st.integers(1, 20)),
        }
    refs = list(cards)
    market = draw(st.lists(st.sampled_from(refs), max_size=12, unique=True))
    return {
        "format": "powergrid-deck",
        "version": 1,
        "name": draw(hostile_text)[:60] or "d",
        "order": marks,
        "plants": list(cards.values()),
        "setup": {"market": market, "top": draw(st.sampled_from([None, *refs])), "under_step3": 0},
    }


@st.composite
def deck_files(draw) -> bytes:
    """The bytes of a deck file: an edited shipped deck, a deck from scratch, or junk."""
    kind = draw(st.sampled_from(["edit", "edit", "made", "made", "bytes", "limits"]))
    if kind == "edit":
        base = SHIPPED[draw(st.sampled_from(sorted(SHIPPED)))]
        return json.dumps(draw(edited_json(base))).encode()
    if kind == "made":
        return json.dumps(draw(made_decks())).encode()
    if kind == "limits":
        return draw(
            st.sampled_from(
                [
                    b"[" * 5000,
                    b'{"format": ' + b"9" * 400 + b"}",
                    b'{"name": "\\udc00"}',
                    b'["' + b'\\"' * 20_000,
                    b"\xef\xbb\xbf{}",
                    b"\xff\xfe\x00",
                    b'{"plants": ' + b"[1," * 3000 + b"1" + b"]" * 3000 + b"}",
                    b'{"a": NaN}',
                ]
            )
        )
    text = json.dumps(SHIPPED["original"])
    pos = draw(st.integers(0, len(text)))
    return (text[:pos] + draw(st.text(max_size=6)) + text[pos + draw(st.integers(0, 4)) :]).encode(
        "utf-8", "surrogatepass"
    )


# ----- judging -------------------------------------------------------------------------------


def plain_line(message: str) -> str | None:
    """Why ``message`` is not one plain line (None when it is)."""
    bad = [ch for ch in message if unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp", "Cs")]
    if bad:
        return f"unescaped control characters {bad[:3]!r}"
    if len(message) > 1200:
        return f"a message of {len(message)} characters"
    return None


_OPENED: list[str] | None = None


def _audit(event: str, args: tuple) -> None:
    if _OPENED is not None and event == "open" and isinstance(args[0], str | bytes):
        _OPENED.append(str(args[0]))


sys.addaudithook(_audit)


@contextmanager
def opened_files():
    """Every file path the process opens inside the block."""
    global _OPENED
    _OPENED = []
    try:
        yield _OPENED
    finally:
        _OPENED = None


def _plays(config: GameConfig, seed: int, moves: int) -> str | None:
    from powergrid.ai.simple import SimpleBot

    state = new_game(config, seed)
    bot = SimpleBot(seed)
    for _ in range(moves):
        if state.is_terminal():
            break
        state.apply(bot.choose(state))
        problems = violations(state)
        if problems:
            return f"invariants broken: {problems[0]}"
    return None


def judge_deck_file(path: Path, content: bytes) -> str:
    """Write ``content`` as a deck file, read it the way ``--deck`` does, and judge."""
    path.write_bytes(content)
    try:
        deck = read_deck_file(path)
    except DeckError as err:
        problem = plain_line(str(err)) or next(filter(None, map(plain_line, err.problems)), None)
        return f"wrong: refusal {problem}" if problem else "refused"
    except Exception as err:  # noqa: BLE001 - what the campaign looks for
        return f"wrong: {type(err).__name__}: {str(err)[:200]}"
    try:
        cards = card_set(deck)
        counts = playable_counts(cards, inactive=False)
        from powergrid.cli.deckcmd import check_deck

        if check_deck(str(path))["ok"] != bool(counts):
            return "wrong: deck check and the setup disagree"
        if counts:
            config = GameConfig.quick(counts[-1], variants=Variants(deck_content=deck))
            problem = _plays(config, len(content), 30)
            if problem:
                return f"wrong: {problem}"
        if cards.shared_numbers and playable_counts(cards, inactive=True):
            variants = Variants(deck_content=deck, inactive_area=True)
            problem = _plays(GameConfig.quick(2, variants=variants), 7, 30)
            if problem:
                return f"wrong: {problem}"
    except Exception as err:  # noqa: BLE001 - what the campaign looks for
        return f"wrong: accepted deck then {type(err).__name__}: {str(err)[:200]}"
    return "accepted"


# ----- saves with recomputed check values --------------------------------------------------


def rechained(data: dict) -> dict:
    """``data`` with its check values recomputed over its edits, as a forger would."""
    if data.get("version", 2) >= 2:
        links = savefile._chain(data["version"], data["config"], data["seed"], data["actions"])
        data["header"] = links[0][: savefile.LINK_CHARS]
        data["history"] = [link[: savefile.LINK_CHARS] for link in links[1:]]
        data["digest"] = links[-1]
    return data


def as_version_1(data: dict) -> dict:
    return {
        "format": "powergrid-save",
        "version": 1,
        "config": data["config"],
        "seed": data["seed"],
        "actions": data["actions"],
        "digest": data["position"],
    }


@st.composite
def hostile_saves(draw, bases: list[str]) -> dict:
    """A real save whose names, colours, map, deck or whole deck carry hostile text or
    file paths, in version 1 or with its check values recomputed (version 2)."""
    data = json.loads(draw(st.sampled_from(bases)))
    config = data["config"]
    variants = config.setdefault("variants", Variants().model_dump(mode="json"))
    for _ in range(draw(st.integers(1, 3))):
        target = draw(
            st.sampled_from(["name", "name", "controller", "color", "map", "deck", "content"])
        )
        seat = draw(st.sampled_from(config["seats"]))
        if target == "name":
            seat["name"] = draw(hostile_text)[:40] or "x"
        elif target == "controller":
            seat["controller"] = draw(hostile_text)
        elif target == "color":
            seat["color"] = draw(st.one_of(hostile_text, st.none()))
        elif target == "map":
            config["map"] = draw(st.sampled_from(FILE_NAMES + ["usa", "germany"]))
        elif target == "deck":
            variants["deck"] = draw(st.sampled_from(FILE_NAMES + ["plus-example"]))
        else:
            content = draw(edited_json(SHIPPED["original"], edits=2))
            variants["deck_content"] = content
    data = as_version_1(data) if draw(st.booleans()) and "position" in data else data
    return rechained(data)


def judge_save(data: dict) -> str:
    """Load a hostile save: refused in one plain line, or accepted with its texts kept."""
    text = json.dumps(data, ensure_ascii=True)
    paths = _named_files(data)
    with opened_files() as opened:
        try:
            game = savefile.loads(text, "hostile.pgsave")
        except SaveError as err:
            problem = plain_line(str(err))
            if problem:
                return f"wrong: refusal {problem}"
            outcome = "refused"
        except Exception as err:  # noqa: BLE001 - what the campaign looks for
            return f"wrong: {type(err).__name__}: {str(err)[:200]}"
        else:
            outcome = "accepted"
            names = [s["name"] for s in data["config"]["seats"]]
            if [s.name for s in game.config.seats] != names:
                return "wrong: the seat names changed on the way in"
            if violations(game.state):
                return "wrong: invariants broken"
    touched = [p for p in opened if p in paths]
    if touched:
        return f"wrong: opened {touched[:2]}"
    return outcome


def _named_files(data: dict) -> list[str]:
    config = data.get("config", {})
    names = [config.get("map", "")]
    variants = config.get("variants") or {}
    names.append(variants.get("deck", ""))
    return [n for n in names if isinstance(n, str) and n in FILE_NAMES]
