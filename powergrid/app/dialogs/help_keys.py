"""The help's *Keys* page, read from the code that binds the keys when it is shown.

Every menu action of the game window that has a shortcut is listed with its menu and
its name; every other shortcut of the window (a ``QShortcut``: Enter and Esc of the
decision panel, …) with its ``whatsThis`` text, or the description this module knows
for it; then the map's keys and the analysis board's (``shared.key_lists``). A key
bound without any description is listed as such, and a test fails on it, so a new key
is never missing from the page.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QMenu, QWidget

from ..shared.key_lists import ANALYSIS_KEYS, MAP_KEYS, KeyUse
from ..shared.tr_noop import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate
NATIVE = QKeySequence.SequenceFormat.NativeText
PORTABLE = QKeySequence.SequenceFormat.PortableText

# What the window's own shortcuts do, by key (portable text), for a shortcut that
# carries no whatsThis text of its own.
KNOWN_SHORTCUTS = {
    "Return": QT_TRANSLATE_NOOP(
        "Help", "The decision page's main action, as the key line under the page says"
    ),
    "Enter": QT_TRANSLATE_NOOP(
        "Help", "The decision page's main action, as the key line under the page says"
    ),
    "Esc": QT_TRANSLATE_NOOP(
        "Help",
        "Close the card over the map (a round's summary, a step's banner); with none "
        "open, drop the choice being prepared",
    ),
}


@dataclass(frozen=True)
class KeyRow:
    """One line of the page: the keys (as the system writes them), what they do, and
    where (a menu, the table, the map, the analysis board)."""

    keys: tuple[str, ...]
    what: str
    where: str
    described: bool = True


def key_text(key: QKeySequence) -> str:
    """A key as this system writes it in the current language ("Strg+N" in German)."""
    return key.toString(NATIVE)


def plain_label(text: str) -> str:
    """A menu text without its accelerator marks ("&Save" → "Save", "视图(&V)" →
    "视图")."""
    text = re.sub(r"\s*\(&[^&)]\)", "", text)
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _owned_by(obj: QObject, window: QWidget) -> bool:
    """True when ``obj`` belongs to ``window`` itself, not to a window opened from it
    (an analysis board, the help); its menus are its own."""
    parent = obj.parent()
    while parent is not None and parent is not window:
        if isinstance(parent, QWidget) and parent.isWindow() and not isinstance(parent, QMenu):
            return False
        parent = parent.parent()
    return parent is window


def _menu_of(action: QAction) -> str:
    for owner in action.associatedObjects():
        if isinstance(owner, QMenu) and owner.title():
            return plain_label(owner.title())
    return translate("Help", "At the table")


def action_rows(window: QWidget) -> list[KeyRow]:
    """Every action of ``window`` with a shortcut: its keys, its name and its menu."""
    rows = []
    for action in window.findChildren(QAction):
        keys = tuple(key_text(k) for k in action.shortcuts() if not k.isEmpty())
        if keys and _owned_by(action, window):
            rows.append(KeyRow(keys, plain_label(action.text()), _menu_of(action)))
    return rows


def shortcut_rows(window: QWidget) -> list[KeyRow]:
    """Every other shortcut of ``window``, keys that do the same in one row."""
    rows: dict[str, list[str]] = {}
    undescribed = set()
    for shortcut in window.findChildren(QShortcut):
        key = shortcut.key()
        if key.isEmpty() or not _owned_by(shortcut, window):
            continue
        what = shortcut.whatsThis()
        known = KNOWN_SHORTCUTS.get(key.toString(PORTABLE))
        if not what and known is not None:
            what = translate("Help", known)
        if not what:
            what = translate("Help", "(not described)")
            undescribed.add(what)
        shown = rows.setdefault(what, [])
        if key_text(key) not in shown:
            shown.append(key_text(key))
    where = translate("Help", "At the table")
    return [KeyRow(tuple(k), w, where, w not in undescribed) for w, k in rows.items()]


def listed_rows(uses: Sequence[KeyUse], where: str) -> list[KeyRow]:
    return [KeyRow(tuple(key_text(k) for k in use.sequences()), use.text(), where) for use in uses]


def key_rows(window: QWidget | None) -> list[KeyRow]:
    """The page's lines: the game window's keys (when the help was opened from it),
    then the map's and the analysis board's."""
    rows = [] if window is None else action_rows(window) + shortcut_rows(window)
    rows += listed_rows(MAP_KEYS, translate("Help", "On the map"))
    rows += listed_rows(ANALYSIS_KEYS, translate("Help", "On the analysis board"))
    return rows


def keys_page(window: QWidget | None) -> str:
    """The *Keys* page as HTML (every text escaped)."""
    title = html.escape(translate("Help", "Keys"))
    intro = translate(
        "Help",
        "Every key the game binds, read from the window when this page is shown. "
        "The mouse does all of it too.",
    )
    if window is None:
        intro += " " + translate(
            "Help", "Open this help from the game window to see the window's keys as well."
        )
    head = [
        translate("Help", "Keys"),
        translate("Help", "What it does"),
        translate("Help", "Where"),
    ]
    out = [f"<h2>{title}</h2><p>{html.escape(intro)}</p>"]
    out.append('<table border="1" cellspacing="0" cellpadding="4">')
    out.append("<tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in head) + "</tr>")
    sep = translate("Help", " or ")
    for row in key_rows(window):
        keys = html.escape(sep).join(f"<b>{html.escape(k)}</b>" for k in row.keys)
        out.append(
            f"<tr><td>{keys}</td><td>{html.escape(row.what)}</td>"
            f"<td>{html.escape(row.where)}</td></tr>"
        )
    out.append("</table>")
    return "".join(out)
