"""`powergrid inspect [MAP]`: open the app straight into the map inspector."""

from __future__ import annotations

import argparse

from ..refusals import listing
from . import args as argtypes


def add_parser(sub: argtypes.Subcommands) -> None:
    p = sub.add_parser(
        "inspect",
        help="open the map inspector (no game)",
        description="Open the map inspector: switch regions in and out of play, hover "
        "cities for the cheapest path and its price, plan expansions. "
        "MAP is a built-in map name (usa, germany) or a map file.",
    )
    p.add_argument(
        "map",
        nargs="?",
        type=argtypes.map_name,
        default=None,
        metavar="MAP",
        help="a built-in map name or a map file (default: usa)",
    )
    p.add_argument(
        "--regions",
        default=None,
        metavar="R1,R2,...",
        help="regions in play at the start (default all)",
    )
    p.add_argument(
        "--cities",
        default=None,
        metavar="A,B,...",
        help="a free city set (RULES 6): only these cities are in play",
    )
    p.add_argument(
        "--from",
        dest="network",
        default="",
        metavar="A,B,...",
        help="starting cities (the network)",
    )
    p.add_argument(
        "--to", dest="targets", default="", metavar="C,D,...", help="cities of a planned expansion"
    )
    p.add_argument(
        "--step",
        type=argtypes.int_range(1, 3),
        default=1,
        metavar="N",
        help="game step 1-3 for house prices (default 1)",
    )
    p.add_argument("--heat", action="store_true", help="start with heat shading on")
    from .app_cmd import LANG_CHOICES

    p.add_argument(
        "--lang",
        choices=LANG_CHOICES,
        # SUPPRESS keeps a --lang given before the command (powergrid --lang de inspect)
        default=argparse.SUPPRESS,
        help="language of the inspector: system, en, de, zh_CN or zh_TW (default: the "
        "one chosen in Settings, else the system's)",
    )
    p.add_argument(
        "--hover",
        default=None,
        metavar="CITY",
        help="show the path to CITY as if hovered (for screenshots)",
    )
    p.add_argument(
        "--screenshot",
        type=argtypes.output_file,
        default=None,
        metavar="PNG",
        help="save a picture of the window to PNG and quit (works offscreen)",
    )
    p.add_argument(
        "--size",
        type=argtypes.window_size,
        default="1500x900",
        metavar="WxH",
        help="window size for --screenshot, sides 200-10000 (default 1500x900)",
    )
    p.set_defaults(func=run)


def _names(text: str | None) -> list[str]:
    return [part.strip() for part in (text or "").split(",") if part.strip()]


def run(args: argparse.Namespace) -> int:
    from ..board import MapError, load_map

    try:
        mapfile = load_map(args.map if args.map is not None else "usa")
    except MapError as err:
        return argtypes.fail("powergrid inspect", err, 1)
    known = {c.casefold(): c for c in mapfile.city_names()}
    hover = (args.hover or "").strip()
    named = _names(args.network) + _names(args.targets) + ([hover] if hover else [])
    unknown = [n for n in named if n.casefold() not in known]
    if unknown:
        return argtypes.fail("powergrid inspect", f"unknown cities: {listing(unknown)}")
    from .display import ensure_display, go_headless

    if args.screenshot:
        go_headless()
    elif ensure_display():
        return 1  # no window can open here; the reason is printed
    from .app_cmd import _application, _apply_language

    app = _application()  # the game's name and settings: the language chosen there
    _apply_language(args)

    from ..app.inspection import open_inspector

    regions = _names(args.regions) or None
    try:
        window = open_inspector(args.map, regions=regions, cities=_names(args.cities) or None)
    except ValueError as err:
        return argtypes.fail("powergrid inspect", err)
    window.panel.step_spin.setValue(args.step)
    if args.network:
        window.set_network([known[n.casefold()] for n in _names(args.network)])
    if args.targets:
        window.set_targets([known[n.casefold()] for n in _names(args.targets)])
    if args.heat:
        window.set_heat(True)
    if hover:
        window.hover_city(known[hover.casefold()])
    if args.screenshot:
        w, h = args.size
        window.resize(w, h)
        window.view.fit()
        app.processEvents()
        ok = window.grab_png(args.screenshot)
        window.close()
        if not ok:
            return argtypes.fail("powergrid inspect", f"cannot write {args.screenshot}", 1)
        print(args.screenshot)
        return 0
    return app.exec()
