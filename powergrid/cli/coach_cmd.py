"""`powergrid coach`: record bot games, train the win-probability model, measure it.

``coach hints`` checks the coach's hints over bot games (no two alternatives of one
decision), printing counts as JSON;
``coach record`` plays training games and writes them (one JSON line each);
``coach train`` fits the model from such games (played now, or read back with
``--from``) and writes the model file; ``coach calibrate`` plays games with the bots
and prints how well the estimates match the results, as JSON (see docs/winprob.md).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ..ai.winprob.games import ESTIMATORS, level_weights, parse_mix
from ..rules import GameConfig
from . import args as argtypes
from .progress import Progress
from .tournament import parse_seats


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "coach",
        help="train and measure the coach's win chances",
        description="Record bot games, train the win-probability model, and measure "
        "how well win chances match the results.",
    )
    commands = p.add_subparsers(dest="coach_command", metavar="COMMAND", required=True)
    _add_record(commands)
    _add_train(commands)
    _add_calibrate(commands)
    _add_hints(commands)


def _mix_argument(text: str) -> dict[str, float]:
    try:
        return parse_mix(text)
    except ValueError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


def _seats_argument(text: str) -> list[str]:
    try:
        return parse_seats(text)
    except ValueError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


def _estimators_argument(text: str) -> list[str]:
    names = [t.strip().lower() for t in text.split(",") if t.strip()]
    for name in names:
        if name not in ESTIMATORS:
            raise argparse.ArgumentTypeError(
                f"unknown estimator {name!r}; estimators are {', '.join(ESTIMATORS)}"
            )
    if not names:
        raise argparse.ArgumentTypeError("name at least one estimator")
    return list(dict.fromkeys(names))


def _model_argument(text: str) -> Any:
    from ..ai.winprob import ModelError, WinModel

    try:
        return WinModel.load(text)
    except ModelError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


def _add_games_options(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--games", type=argtypes.positive, default=4000, metavar="N", help="games (default 4000)"
    )
    p.add_argument("--seed", type=argtypes.seed, default=1, metavar="S")
    p.add_argument(
        "--mix",
        type=_mix_argument,
        default=None,
        metavar="LEVEL:W,...",
        help="seat levels and their weights (default "
        + ",".join(f"{level}:{w:g}" for level, w in level_weights().items())
        + ")",
    )
    p.add_argument(
        "--workers",
        type=argtypes.int_range(1, 256),
        default=1,
        metavar="W",
        help="processes playing games (default 1; the result does not depend on it)",
    )


def _add_record(commands: Any) -> None:
    p = commands.add_parser(
        "record",
        help="play training games and write them as JSON lines",
        description="Play training games (player counts 2-6, both maps, the seat "
        "levels of --mix) and write each as one JSON line: its table and its save.",
    )
    _add_games_options(p)
    p.add_argument(
        "--first",
        type=argtypes.int_range(0, argtypes.MAX_GAMES),
        default=0,
        metavar="G",
        help="start at game G of the run (a run can be recorded in slices; default 0)",
    )
    p.add_argument("--out", type=argtypes.output_file, required=True, metavar="FILE")
    p.set_defaults(func=run_record)


def _add_train(commands: Any) -> None:
    p = commands.add_parser(
        "train",
        help="fit the win-probability model",
        description="Fit the win-probability model on training games (played now, or "
        "read with --from) and write the model file. Same games and seed, same file.",
    )
    _add_games_options(p)
    p.add_argument(
        "--from",
        dest="sources",
        nargs="+",
        default=None,
        metavar="GAMES",
        help="read games written by `coach record` instead of playing them",
    )
    p.add_argument(
        "--hidden",
        type=argtypes.int_range(1, 256),
        default=16,
        metavar="H",
        help="hidden units (default 16)",
    )
    p.add_argument(
        "--iterations",
        type=argtypes.int_range(1, 100_000),
        default=1500,
        metavar="I",
        help="training iterations (default 1500)",
    )
    p.add_argument("--out", type=argtypes.output_file, required=True, metavar="FILE")
    p.set_defaults(func=run_train)


def _add_calibrate(commands: Any) -> None:
    p = commands.add_parser(
        "calibrate",
        help="measure the win chances against bot games, as JSON",
        description="Play games with the bots; at every round start record every "
        "seat's estimated chance to win, and compare with who won: Brier score, "
        "calibration error and table, swing between rounds, time per estimate.",
    )
    p.add_argument(
        "--games", type=argtypes.positive, default=20, metavar="N", help="games (default 20)"
    )
    p.add_argument(
        "--players", type=argtypes.players, default=None, metavar="P", help="players, 2-6"
    )
    p.add_argument("--seed", type=argtypes.seed, default=1, metavar="S")
    p.add_argument(
        "--seats",
        type=_seats_argument,
        default=None,
        help="levels, one per seat, rotated each game (default hard then normal)",
    )
    p.add_argument(
        "--map", type=argtypes.map_name, default="usa", help="usa, germany or a map file"
    )
    p.add_argument(
        "--estimator",
        type=_estimators_argument,
        default=["model"],
        metavar="NAME,...",
        help="model (the shipped model, told each seat's level), blind (the model "
        "not told the levels), playouts (the coach's former play-outs); several are "
        "measured on the same games, the first at the top of the output",
    )
    p.add_argument(
        "--model",
        type=_model_argument,
        default=None,
        metavar="FILE",
        help="a model file instead of the shipped one",
    )
    p.add_argument(
        "--workers",
        type=argtypes.int_range(1, 256),
        default=1,
        metavar="W",
        help="processes playing games (default 1: more makes the timings meaningless)",
    )
    p.set_defaults(func=run_calibrate)


def _add_hints(commands: Any) -> None:
    p = commands.add_parser(
        "hints",
        help="check the coach's hints over bot games, as JSON",
        description="Play seeded games of Normal bots and ask the coach for a hint at "
        "every decision that has a choice (or every K-th); count the hints, their "
        "alternatives, the units of their differences, and the alternatives that repeat "
        "a decision already listed (which must be 0).",
    )
    p.add_argument(
        "--games", type=argtypes.positive, default=100, metavar="N", help="games (default 100)"
    )
    p.add_argument(
        "--players", type=argtypes.players, default=3, metavar="P", help="players, 2-6 (default 3)"
    )
    p.add_argument("--seed", type=argtypes.seed, default=1, metavar="S")
    p.add_argument(
        "--every",
        type=argtypes.positive,
        default=1,
        metavar="K",
        help="hint at every K-th decision (default 1: every one)",
    )
    p.add_argument(
        "--map", type=argtypes.map_name, default="usa", help="usa, germany or a map file"
    )
    p.set_defaults(func=run_hints)


def run_hints(args: argparse.Namespace) -> int:
    from ..ai.coach_check import check_hints

    try:
        GameConfig.quick(args.players, args.map)
    except ValueError as err:
        return argtypes.fail("powergrid coach hints", err)
    bar = Progress(args.games, "hints")
    summary = check_hints(args.games, args.seed, args.players, args.every, args.map, bar.advance)
    print(json.dumps(summary, indent=1))
    return 0 if summary["same_decision_alternatives"] == 0 else 1


def run_record(args: argparse.Namespace) -> int:
    from ..ai.winprob.fit import RecordWriter, collect

    bar = Progress(args.games, "record")
    out = RecordWriter(args.out)

    def keep(record: dict[str, Any]) -> None:
        out.write(record)
        bar.advance()

    collect(args.games, args.seed, args.mix, args.workers, keep, first=args.first)
    out.close()
    return 0


def run_train(args: argparse.Namespace) -> int:
    from ..ai.winprob.fit import FitSettings, collect, fit, positions, read_records, write_model

    info: dict[str, Any]
    try:
        if args.sources:
            records = [r for path in args.sources for r in read_records(path)]
            info = {"sources": list(args.sources), "games": len(records)}
        else:
            bar = Progress(args.games, "play")
            records = collect(
                args.games, args.seed, args.mix, args.workers, lambda _r: bar.advance()
            )
            info = {"games": args.games, "game_seed": args.seed, "mix": args.mix or "default"}
        data = positions(records)
    except (OSError, ValueError) as err:
        return argtypes.fail("powergrid coach train", err)
    info["fit_seed"] = args.seed
    settings = FitSettings(hidden=args.hidden, iterations=args.iterations)

    def report(it: int, train_loss: float, held_loss: float) -> None:
        if it % (settings.check_every * 10) == 0:
            print(
                f"iteration {it}: log-loss {train_loss:.4f}, held out {held_loss:.4f}",
                file=sys.stderr,
            )

    try:
        model = fit(data, args.seed, settings, info, report)
    except ValueError as err:
        return argtypes.fail("powergrid coach train", err)
    write_model(model, args.out)
    print(json.dumps(model.info, indent=1))
    return 0


def run_calibrate(args: argparse.Namespace) -> int:
    from ..ai.calibration import measure
    from ..ai.winprob import shipped_model

    levels = args.seats
    if levels is None:
        levels = ["hard"] + ["normal"] * ((args.players or 2) - 1)
    elif args.players is not None and args.players != len(levels):
        return argtypes.fail(
            "powergrid coach calibrate",
            f"--players {args.players} but --seats names {len(levels)} seats",
        )
    try:
        GameConfig.quick(len(levels), args.map)
    except ValueError as err:
        return argtypes.fail("powergrid coach calibrate", err)
    model = args.model or shipped_model()
    bar = Progress(args.games, "calibrate")
    summary = measure(
        levels, args.map, args.games, args.seed, args.estimator, model, args.workers, bar.advance
    )
    print(json.dumps(summary, indent=1))
    return 0
