"""The help's page of a board, written from its map file alone.

A page names the board, the player counts it is for and its regions, then under each
rule set the board's own rule changes (a sentence each, :mod:`..shared.rule_texts`)
and the tables where the board differs from the base game under that rule set (the
engine's ``game_tables`` of the map against those of no map): the player-count rows,
the resources at set-up, in the game and on the track, the refill rows, the income,
the money and houses, and the cities with places of their own. No board has code of
its own here: a map file added to the shipped maps gets its page as it is.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ...board import DEFAULT_PLACES, MapFile
from ...rules import EDITIONS, RESOURCES, GameTables, PlayerCountRules, game_tables
from ..shared import texts
from ..shared.rule_texts import edition_name, edition_note
from .map_choice import rules_lines

__all__ = ["board_page", "html_table"]

translate = QCoreApplication.translate
Head = list[list[tuple[str, int]]]


def html_table(head: Head, rows: Sequence[Sequence[object]]) -> str:
    """A bordered HTML table: heading rows of (text, columns spanned), then the rows;
    every text escaped (a map file's names are data)."""
    out = ['<table border="1" cellspacing="0" cellpadding="4">']
    for line in head:
        cells = "".join(f'<th colspan="{span}">{html.escape(text)}</th>' for text, span in line)
        out.append(f"<tr>{cells}</tr>")
    for row in rows:
        cells = "".join(f'<td align="center">{html.escape(str(v))}</td>' for v in row)
        out.append(f"<tr>{cells}</tr>")
    out.append("</table>")
    return "".join(out)


def _p(text: str) -> str:
    return f"<p>{html.escape(text)}</p>"


def _h(level: int, text: str) -> str:
    return f"<h{level}>{html.escape(text)}</h{level}>"


def board_page(mapfile: MapFile) -> str:
    """The whole page of a board in the current language (HTML, its data escaped)."""
    counts = texts.join([str(n) for n in mapfile.legal_player_counts()])
    regions = texts.region_names(mapfile.region_names(), mapfile)
    parts = [
        _h(2, texts.mapfile_title(mapfile)),
        _p(
            translate(
                "Help", "For {counts} players; {cities} cities in {n} regions: {regions}."
            ).format(
                counts=counts, cities=len(mapfile.cities), n=len(mapfile.regions), regions=regions
            )
        ),
    ]
    if len(mapfile.legal_editions()) < len(EDITIONS):
        names = texts.join([edition_name(e) for e in mapfile.legal_editions()])
        parts.append(
            _p(translate("Help", "Published for these rules only: {rules}.").format(rules=names))
        )
    for edition in mapfile.legal_editions():
        parts.append(_h(3, edition_name(edition)))
        parts.append(f"<p><i>{html.escape(edition_note(edition))}</i></p>")
        lines = rules_lines(mapfile, edition)
        if lines:
            items = "".join(f"<li>{html.escape(line)}</li>" for line in lines)
            parts.append(_p(translate("Help", "The board's own rules:")) + f"<ul>{items}</ul>")
        else:
            parts.append(_p(translate("Help", "The board plays these rules as they are.")))
        parts.append(_differences(game_tables(mapfile, edition), game_tables(None, edition)))
    parts.append(_places(mapfile))
    parts.append(_entries(mapfile))
    return "".join(parts)


def _entries(mapfile: MapFile) -> str:
    """What a path pays for entering each city, on a board that prices paths so
    (RULES 8.103)."""
    rows = [[city.name, city.entry] for city in mapfile.cities if city.entry is not None]
    if not rows:
        return ""
    if mapfile.entry_at_target:
        text = translate(
            "Help",
            "A path pays the cost of every city it enters, the city built in included "
            "(a network's first house pays no path):",
        )
    else:
        text = translate(
            "Help",
            "A path pays the cost of every city it passes through, not of the city built "
            "in (a network's first house pays no path):",
        )
    fees = {city.entry for city in mapfile.cities}
    if len(fees) == 1 and not mapfile.entry_at_target:  # one flat fee a space passed
        return _p(
            translate(
                "Help",
                "A path pays {fee} Elektro for every city it passes through, not for the "
                "city built in (a network's first house pays no path).",
            ).format(fee=fees.pop())
        )
    head = [(translate("Help", "City"), 1), (translate("Help", "Cost"), 1)]
    return _p(text) + html_table([head], rows)


def _differences(own: GameTables, base: GameTables) -> str:
    """The tables where the board differs from the base game (one line when none)."""
    found = [
        _players(own, base),
        _resources(own, base),
        _refill(own, base),
        _payment(own, base),
        _money(own, base),
    ]
    shown = "".join(found)
    return shown or _p(translate("Help", "Its tables are the base game's."))


def _row(n: int, r: PlayerCountRules) -> list[object]:
    return [n, r.regions, r.removed, r.step2_cities, r.end_cities, r.plant_limit]


def _players(own: GameTables, base: GameTables) -> str:
    rows = [_row(n, r) for n, r in sorted(own.players.items()) if r != base.players[n]]
    if not rows:
        return ""
    head = [
        (translate("Help", "Players"), 1),
        (translate("Help", "Regions"), 1),
        (translate("Help", "Plants removed"), 1),
        (translate("Help", "Step 2 at cities"), 1),
        (translate("Help", "Game ends at cities"), 1),
        (translate("Help", "Plant limit"), 1),
    ]
    return _p(translate("Help", "Player-count table, where it differs:")) + html_table([head], rows)


def _resources(own: GameTables, base: GameTables) -> str:
    rows = []
    for r, name in enumerate(RESOURCES):
        if (own.start[r], own.tokens[r], own.tracks[r]) == (
            base.start[r],
            base.tokens[r],
            base.tracks[r],
        ):
            continue
        track = own.tracks[r]
        prices = "–" if track == base.tracks[r] else texts.join([str(p) for p in track])
        rows.append([texts.resource_name(name), own.start[r], own.tokens[r], prices])
    if not rows:
        return ""
    head = [
        (translate("Help", "Resource"), 1),
        (translate("Help", "On the market at the start"), 1),
        (translate("Help", "Tokens in the game"), 1),
        (translate("Help", "Track prices (– as in the base game)"), 1),
    ]
    return _p(translate("Help", "Resources, where they differ:")) + html_table([head], rows)


def _refill(own: GameTables, base: GameTables) -> str:
    rows = [
        [n, *(a for step in (1, 2, 3) for a in own.refill[n][step])]
        for n in sorted(own.refill)
        if own.refill[n] != base.refill[n]
    ]
    if not rows:
        return ""
    steps = [(translate("Help", "Step {step}").format(step=s), 4) for s in (1, 2, 3)]
    names = [(texts.resource_name(r), 1) for r in RESOURCES] * 3
    head = [[(translate("Help", "Players"), 1), *steps], [("", 1), *names]]
    return _p(translate("Help", "Refill table, where it differs:")) + html_table(head, rows)


def _payment(own: GameTables, base: GameTables) -> str:
    if own.payment == base.payment:
        return ""
    rows = [[k, pay] for k, pay in enumerate(own.payment)]
    head = [(translate("Help", "Cities powered"), 1), (translate("Help", "Income"), 1)]
    return _p(translate("Help", "The board's own payment table:")) + html_table([head], rows)


def _money(own: GameTables, base: GameTables) -> str:
    lines = []
    if own.start_money != base.start_money:
        lines.append(
            translate("Help", "Every player starts with {amount} Elektro.").format(
                amount=own.start_money
            )
        )
    if own.houses != base.houses:
        lines.append(translate("Help", "Every player has {n} houses.").format(n=own.houses))
    return "".join(_p(line) for line in lines)


def _places(mapfile: MapFile) -> str:
    """The cities whose places differ from 10, 15 and 20 in steps 1 to 3 (RULES 1.7)."""
    rows = [
        [
            city.name,
            texts.join(
                [
                    translate("Help", "{price} (step {step})").format(price=p, step=s)
                    for p, s in city.house_places
                ]
            ),
        ]
        for city in mapfile.cities
        if city.house_places != DEFAULT_PLACES
    ]
    if not rows:
        return ""
    head = [(translate("Help", "City"), 1), (translate("Help", "House places"), 1)]
    return _p(translate("Help", "Cities with places of their own:")) + html_table([head], rows)
