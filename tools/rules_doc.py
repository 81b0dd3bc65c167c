"""Write the engine's tables into the rule reference, docs/rules.md.

    python tools/rules_doc.py          # rewrite the tables in place
    python tools/rules_doc.py --check  # exit 1 if the page and the engine disagree

Each table of the page sits between ``<!-- table:NAME -->`` and ``<!-- /table -->``;
the text around the tables is written by hand. The tables come from the public
surface of ``powergrid.rules``, so the page can never quote a rule the engine does
not play.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from powergrid.board import builtin_maps, load_map
from powergrid.rules import (
    EDITIONS,
    FREE_CITIES,
    ORIGINAL_PLANTS,
    PAYMENT,
    PLANTS,
    PLAYER_COUNT,
    REFILL,
    free_city_rules,
    game_tables,
    map_rules,
)

PAGE = Path(__file__).resolve().parent.parent / "docs" / "rules.md"
BLOCK = re.compile(r"(<!-- table:(?P<name>[a-z-]+) -->\n)(?P<body>.*?)(<!-- /table -->)", re.S)


def markdown(header: Sequence[object], rows: Sequence[Sequence[object]]) -> str:
    """A markdown table of ``rows`` under ``header``."""
    lines = ["| " + " | ".join(str(c) for c in header) + " |"]
    lines.append("|" + "---|" * len(header))
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(lines) + "\n"


def refill() -> str:
    rows = [
        [players] + ["/".join(map(str, REFILL[players][step])) for step in (1, 2, 3)]
        for players in sorted(REFILL)
    ]
    return markdown(["players", "step 1", "step 2", "step 3"], rows)


def payment() -> str:
    """Two rows of powered → Elektro: 0-10, then 11-19 and "20+"."""
    last = len(PAYMENT) - 1
    halves = (range(0, 11), range(11, last + 1))
    tables = []
    for half in halves:
        heads = [f"{n}+" if n == last else n for n in half]
        tables.append(markdown(["powered", *heads], [["Elektro", *(PAYMENT[n] for n in half)]]))
    return "\n".join(tables)


def players() -> str:
    header = [
        "players",
        "regions",
        "plants removed at set-up",
        "step 2 at (cities)",
        "game ends at (cities)",
        "most plants owned",
    ]
    rows = [
        [n, r.regions, r.removed, r.step2_cities, r.end_cities, r.plant_limit]
        for n, r in sorted(PLAYER_COUNT.items())
    ]
    return markdown(header, rows)


def _fuel(number: int) -> str:
    plant = PLANTS[number]
    if plant.kind == "eco":
        return "eco"
    kind = "coal/oil" if plant.kind == "hybrid" else plant.kind
    return f"{plant.amount} {kind}"


def plants(columns: int = 3) -> str:
    """The original deck in ``columns`` side-by-side runs, lowest number first."""
    numbers = sorted(ORIGINAL_PLANTS)
    height = -(-len(numbers) // columns)
    rows = []
    for r in range(height):
        row: list[object] = []
        for c in range(columns):
            i = c * height + r
            row += (
                [numbers[i], _fuel(numbers[i]), PLANTS[numbers[i]].cities]
                if i < len(numbers)
                else ["", "", ""]
            )
        rows.append(row)
    return markdown(["plant", "fuel", "cities"] * columns, rows)


def free_cities() -> str:
    header = [
        "players",
        "cities in play",
        "step 2 at (cities)",
        "game ends at (cities)",
        "plants removed at set-up",
    ]
    rows = []
    for n in sorted(FREE_CITIES):
        r = free_city_rules(n)
        rows.append([n, FREE_CITIES[n][0], r.step2_cities, r.end_cities, r.removed])
    return markdown(header, rows)


def _removals(map_name: str | None) -> str:
    """Plug and socket plants removed at a Recharged set-up, by player count (RULES 7.1)."""
    mapfile = None if map_name is None else load_map(map_name)
    params = next(r.params for r in map_rules(mapfile, "recharged") if r.id == "plug_socket_deck")
    rows = [
        [n, params["remove_plug"].get(str(n), 0), params["remove_socket"].get(str(n), 0)]
        for n in sorted(PLAYER_COUNT)
    ]
    return markdown(["players", "plug plants removed", "socket plants removed"], rows)


def recharged_removals() -> str:
    return _removals(None)


def france_recharged_removals() -> str:
    return _removals("france")


def board_refill(map_name: str) -> str:
    """A board's refill by player count and step (RULES 9), coal/oil/garbage/uranium."""
    tables = game_tables(load_map(map_name), EDITIONS[0])
    rows = [
        [n] + ["/".join(map(str, tables.refill[n][step])) for step in (1, 2, 3)]
        for n in sorted(tables.refill)
    ]
    return markdown(["players", "step 1", "step 2", "step 3"], rows)


def north_refill(map_name: str) -> str:
    """The second market's refill of a board (RULES 8.23), coal/oil/garbage/uranium."""
    params = next(
        r.params
        for r in map_rules(load_map(map_name), EDITIONS[0])
        if r.id == "two_resource_markets"
    )
    rows = [
        [n] + ["/".join(map(str, params["north_refill"][n][step])) for step in ("1", "2", "3")]
        for n in sorted(params["north_refill"])
    ]
    return markdown(["players", "step 1", "step 2", "step 3"], rows)


def board_start() -> str:
    """Tokens on the market at set-up on every shipped board, by rule set (RULES 9)."""
    rows = []
    for name in builtin_maps():
        mapfile = load_map(name)
        starts = [
            "/".join(map(str, game_tables(mapfile, e).start))
            if e in mapfile.legal_editions()
            else "—"  # a board published for the other rule set only (RULES 9.24)
            for e in EDITIONS
        ]
        rows.append([mapfile.name, *starts])
    return markdown(["board", "original", "Recharged"], rows)


def board_tracks(map_name: str) -> str:
    """A board's price tracks (RULES 1.2, 9): places at each price, per resource."""
    tables = game_tables(load_map(map_name), EDITIONS[0])
    prices = sorted({p for track in tables.tracks for p in track})
    names = ("coal", "oil", "garbage", "uranium")
    rows = [
        [name] + [track.count(p) or "" for p in prices] + [len(track), tables.tokens[r]]
        for r, (name, track) in enumerate(zip(names, tables.tracks, strict=True))
    ]
    return markdown(["resource", *prices, "places", "tokens"], rows)


TABLES: dict[str, Callable[[], str]] = {
    "refill": refill,
    "payment": payment,
    "players": players,
    "plants": plants,
    "free-cities": free_cities,
    "recharged-removals": recharged_removals,
    "france-recharged-removals": france_recharged_removals,
    "board-start": board_start,
    "benelux-refill": lambda: board_refill("benelux"),
    "central-europe-refill": lambda: board_refill("central_europe"),
    "brazil-refill": lambda: board_refill("brazil"),
    "spain-portugal-refill": lambda: board_refill("spain_portugal"),
    "china-refill": lambda: board_refill("china"),
    "korea-refill": lambda: board_refill("korea"),
    "korea-north-refill": lambda: north_refill("korea"),
    "russia-refill": lambda: board_refill("russia"),
    "japan-refill": lambda: board_refill("japan"),
    "quebec-refill": lambda: board_refill("quebec"),
    "baden-wurttemberg-refill": lambda: board_refill("baden_wurttemberg"),
    "middle-east-refill": lambda: board_refill("middle_east"),
    "australia-refill": lambda: board_refill("australia"),
    "indian-subcontinent-refill": lambda: board_refill("indian_subcontinent"),
    "northern-europe-refill": lambda: board_refill("northern_europe"),
    "uk-ireland-refill": lambda: board_refill("uk_ireland"),
    "europe-refill": lambda: board_refill("europe"),
    "europe-tracks": lambda: board_tracks("europe"),
    "north-america-refill": lambda: board_refill("north_america"),
    "north-america-tracks": lambda: board_tracks("north_america"),
    "south-africa-refill": lambda: board_refill("south_africa"),
    "bremen-refill": lambda: board_refill("bremen"),
    "manhattan-refill": lambda: board_refill("manhattan"),
}


def render(text: str) -> str:
    """``text`` with every table block written anew from the engine."""

    def fill(match: re.Match[str]) -> str:
        name = match["name"]
        if name not in TABLES:
            raise SystemExit(f"{PAGE}: unknown table {name!r}")
        return match.group(1) + TABLES[name]() + match.group(4)

    return BLOCK.sub(fill, text)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the page is stale")
    args = parser.parse_args(argv)
    text = PAGE.read_text(encoding="utf-8")
    new = render(text)
    if args.check:
        if new != text:
            print(f"{PAGE} disagrees with the engine: run python tools/rules_doc.py")
            return 1
        return 0
    PAGE.write_text(new, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
