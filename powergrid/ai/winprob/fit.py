"""Training the win-probability model from bot games (``powergrid coach train``).

:func:`collect` plays games drawn from a mix of tables (:mod:`.games`) and records, at
the start of every round, each seat's row of figures; when the game ends every row of
it gets the seat's final share (1 for the winner, split on a tie). :func:`fit` trains
:class:`~.model.WinModel` on the positions of four games in five and keeps the fifth
as a held-out check: full-batch Adam on the log-loss of the softmax over the seats,
with a small weight decay, stopped at the iteration that did best on the held-out
games. Everything is seeded: the same games and seed give the same file.
"""

from __future__ import annotations

import json
import math
import multiprocessing
import os
import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

import numpy as np
from numpy.typing import NDArray

from ...jsonfile import JsonFileError, iter_json_lines
from ...refusals import shown
from ...rules import save
from .features import FEATURES, position_features
from .games import Table, draw_table, from_record, outcome_of, play, round_starts, to_record
from .model import REFERENCE_LEVEL, TABLE_SIZES, WinModel

Array = NDArray[np.float64]
IntArray = NDArray[np.int64]


@dataclass
class Positions:
    """Recorded positions: one row per seat and position, the rows of a position together.

    ``rows`` (R × features), ``shares`` (R: the seat's final share of the win),
    ``position`` (R: which position a row belongs to, rising), ``levels`` (R: the level
    playing the seat), and per position its ``game`` index, ``round`` and ``players``."""

    rows: Array
    shares: Array
    position: IntArray
    game: IntArray
    round: IntArray
    players: IntArray
    levels: NDArray[np.str_]

    @property
    def count(self) -> int:
        return len(self.game)

    def starts(self) -> IntArray:
        """The index of each position's first row."""
        return np.concatenate([[0], np.cumsum(self.players)[:-1]]).astype(np.int64)

    def select(self, keep: NDArray[np.bool_]) -> Positions:
        """The positions where ``keep`` (one flag per position) is true, renumbered."""
        row_keep = keep[self.position]
        new_index = np.cumsum(keep) - 1
        return Positions(
            self.rows[row_keep],
            self.shares[row_keep],
            new_index[self.position[row_keep]].astype(np.int64),
            self.game[keep],
            self.round[keep],
            self.players[keep],
            self.levels[row_keep],
        )


# ----- playing and recording ----------------------------------------------------------------


def game_seed(seed: int, g: int) -> int:
    """The seed of training game ``g`` of a run with ``seed``: far from the small seeds
    the calibration uses (see docs/winprob.md)."""
    return 1_000_000_000 + seed * 100_000 + g


def training_table(seed: int, g: int, levels: Mapping[str, float] | None) -> Table:
    """The table of training game ``g``, drawn from its own seeded generator."""
    return draw_table(random.Random(game_seed(seed, g)), levels)


def record_game(task: tuple[int, int, Mapping[str, float] | None]) -> dict[str, Any]:
    """Play training game ``g`` of a run with ``seed``: its record (see :mod:`.games`)."""
    seed, g, levels = task
    table = training_table(seed, g, levels)
    game = play(table, game_seed(seed, g), lambda _state: None)
    return {"game": g, **to_record(table, game)}


def collect(
    games: int,
    seed: int,
    levels: Mapping[str, float] | None = None,
    workers: int = 1,
    advance: Callable[[dict[str, Any]], None] | None = None,
    first: int = 0,
) -> list[dict[str, Any]]:
    """Play training games ``first`` to ``first + games - 1`` of the run with ``seed``;
    their records in game order, whatever the number of worker processes (so a run cut
    into slices records the same games). ``advance(record)`` is called in that order."""
    tasks = [(seed, g, levels) for g in range(first, first + games)]
    results: list[dict[str, Any]] = []
    if workers <= 1:
        outcomes: Iterator[dict[str, Any]] = map(record_game, tasks)
        for record in outcomes:
            results.append(record)
            if advance is not None:
                advance(record)
        return results
    ctx = multiprocessing.get_context("fork" if os.name == "posix" else "spawn")
    with ctx.Pool(workers) as pool:
        for record in pool.imap(record_game, tasks):
            results.append(record)
            if advance is not None:
                advance(record)
    return results


#: Largest file of recorded games read (a game is about 25 kB: some 80,000 games).
MAX_RECORDS_BYTES = 2 * 1024**3
#: Longest line (one recorded game) read: a save's limit and room for its table.
MAX_RECORD_LINE = save.MAX_SAVE_BYTES + 64 * 1024


class RecordWriter:
    """Writes recorded games as JSON lines, one game a line, as they come: to
    ``FILE.partial`` (readable while the games are played), renamed to ``FILE`` when
    :meth:`close` is called after the last game.

    ``FILE.partial`` is made afresh: whatever had that name (an earlier partial file,
    a link, a pipe) is replaced, never written through or waited on."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.partial = self.path.with_name(self.path.name + ".partial")
        self._out = _fresh_file(self.partial)

    def write(self, record: Mapping[str, Any]) -> None:
        self._out.write(json.dumps(record, separators=(",", ":")) + "\n")
        self._out.flush()

    def close(self) -> None:
        self._out.close()
        os.replace(self.partial, self.path)


def _fresh_file(path: Path) -> TextIO:
    """A new, empty regular file at ``path`` open for writing (see :class:`RecordWriter`)."""
    if path.is_symlink() or (path.exists() and not path.is_file()):
        path.unlink()  # a link or a pipe of that name goes; a folder raises OSError
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(path, flags | getattr(os, "O_NONBLOCK", 0), 0o666)
    return os.fdopen(fd, "w", encoding="utf-8")


def read_records(path: str | Path) -> list[dict[str, Any]]:
    """The games of a file :class:`RecordWriter` wrote, read through the guarded
    JSON-lines reader (a regular file only, every line and the whole capped);
    ValueError names the file and the bad line."""
    out: list[dict[str, Any]] = []
    name = shown(path, 240)
    try:
        for number, record in iter_json_lines(path, MAX_RECORDS_BYTES, MAX_RECORD_LINE):
            if not isinstance(record, dict):
                raise ValueError(f"{name}, line {number}: a recorded game is a JSON object")
            out.append(record)
    except JsonFileError as err:
        raise ValueError(f"{name}: {err}") from None
    return out


def positions(records: Sequence[Mapping[str, Any]], source: str = "records") -> Positions:
    """Every round start of the recorded games, one row per seat, with the final shares."""
    rows: list[Array] = []
    shares: list[Array] = []
    position: list[IntArray] = []
    game: list[int] = []
    rnd: list[int] = []
    players: list[int] = []
    levels: list[str] = []
    for g, record in enumerate(records):
        table, played = from_record(record, f"{source}, game {g + 1}")
        final = np.array(outcome_of(played).shares(), dtype=np.float64)
        n = len(final)
        for state in round_starts(played):
            position.append(np.full(n, len(game), dtype=np.int64))
            rows.append(position_features(state))
            shares.append(final)
            game.append(g)
            rnd.append(state.round)
            players.append(n)
            levels.extend(table.levels)
    return Positions(
        np.vstack(rows),
        np.concatenate(shares),
        np.concatenate(position),
        np.array(game, dtype=np.int64),
        np.array(rnd, dtype=np.int64),
        np.array(players, dtype=np.int64),
        np.array(levels, dtype=np.str_),
    )


# ----- the fit ---------------------------------------------------------------------------


@dataclass(frozen=True)
class FitSettings:
    """The training's knobs; the defaults made the shipped model."""

    hidden: int = 16
    iterations: int = 1500
    learning_rate: float = 0.003
    weight_decay: float = 1e-3
    #: Held-out loss is checked every this many iterations (the best check is kept).
    check_every: int = 10
    #: One game in ``holdout`` is held out.
    holdout: int = 5


def _segment_softmax(scores: Array, position: IntArray, starts: IntArray) -> Array:
    top = np.maximum.reduceat(scores, starts)
    e = np.exp(scores - top[position])
    total = np.add.reduceat(e, starts)
    result: Array = e / total[position]
    return result


def log_loss(p: Array, shares: Array, positions: int) -> float:
    """Mean over positions of −Σ share · log p (0·log 0 counts 0)."""
    mask = shares > 0
    return float(-(shares[mask] * np.log(np.maximum(p[mask], 1e-12))).sum() / positions)


def fit_baseline(data: Positions) -> float:
    """The weight per city of the standings guess that best explains ``data`` (the
    maximum-likelihood softmax of cities connected): a grid of 0.01 from 0 to 4."""
    cities = data.rows[:, FEATURES.index("cities")]
    starts = data.starts()
    best_beta, best_loss = 0.0, math.inf
    for beta in np.arange(0.0, 4.0001, 0.01):
        p = _segment_softmax(beta * cities, data.position, starts)
        loss = log_loss(p, data.shares, data.count)
        if loss < best_loss - 1e-12:
            best_beta, best_loss = float(beta), loss
    return round(best_beta, 2)


class _Adam:
    def __init__(self, params: list[Array], rate: float) -> None:
        self.params = params
        self.rate = rate
        self.m = [np.zeros_like(p) for p in params]
        self.v = [np.zeros_like(p) for p in params]
        self.t = 0

    def step(self, grads: list[Array]) -> None:
        self.t += 1
        b1, b2 = 0.9, 0.999
        for p, g, m, v in zip(self.params, grads, self.m, self.v, strict=True):
            m *= b1
            m += (1 - b1) * g
            v *= b2
            v += (1 - b2) * g * g
            mhat = m / (1 - b1**self.t)
            vhat = v / (1 - b2**self.t)
            p -= self.rate * mhat / (np.sqrt(vhat) + 1e-8)


def fit(
    data: Positions,
    seed: int,
    settings: FitSettings | None = None,
    info: Mapping[str, Any] | None = None,
    report: Callable[[int, float, float], None] | None = None,
) -> WinModel:
    """Train a model on ``data`` (one game in ``holdout`` held out); ``report(iteration,
    train loss, held-out loss)`` is called at every check."""
    settings = settings or FitSettings()
    held = data.game % settings.holdout == settings.holdout - 1
    train, test = data.select(~held), data.select(held)
    if not train.count or not test.count:
        raise ValueError(
            f"{len(set(data.game.tolist()))} games are too few: one game in "
            f"{settings.holdout} is held out, so at least {settings.holdout} are needed"
        )
    mean = train.rows.mean(axis=0)
    scale = train.rows.std(axis=0)
    scale[scale < 1e-9] = 1.0
    x = (train.rows - mean) / scale
    xt = (test.rows - mean) / scale
    f, h = x.shape[1], settings.hidden
    rng = np.random.default_rng(seed)
    linear = np.zeros(f)
    weights = rng.normal(0.0, 1.0 / math.sqrt(f), (f, h))
    bias = np.zeros(h)
    output = rng.normal(0.0, 0.1, h)
    keys = level_keys(train)
    lv, lvt = level_matrix(train, keys), level_matrix(test, keys)
    offsets = np.zeros(lv.shape[1])
    params = [linear, weights, bias, output, offsets]
    adam = _Adam(params, settings.learning_rate)
    starts, starts_t = train.starts(), test.starts()
    best: tuple[float, list[Array], int] = (math.inf, [p.copy() for p in params], 0)
    for it in range(settings.iterations + 1):
        hidden = np.tanh(x @ weights + bias)
        p = _segment_softmax(x @ linear + hidden @ output + lv @ offsets, train.position, starts)
        if it % settings.check_every == 0:
            ht = np.tanh(xt @ weights + bias)
            pt = _segment_softmax(
                xt @ linear + ht @ output + lvt @ offsets, test.position, starts_t
            )
            test_loss = log_loss(pt, test.shares, test.count)
            if report is not None:
                report(it, log_loss(p, train.shares, train.count), test_loss)
            if test_loss < best[0]:
                best = (test_loss, [q.copy() for q in params], it)
        if it == settings.iterations:
            break
        ds = (p - train.shares) / train.count
        dz = (ds[:, None] * output) * (1.0 - hidden * hidden)
        decay = settings.weight_decay
        adam.step(
            [
                x.T @ ds + decay * linear,
                x.T @ dz + decay * weights,
                dz.sum(axis=0),
                hidden.T @ ds + decay * output,
                lv.T @ ds,
            ]
        )
    linear, weights, bias, output, offsets = best[1]
    beta = fit_baseline(train)
    record = dict(info or {})
    record.update(
        {
            "positions": data.count,
            "held_out_positions": test.count,
            "held_out_log_loss": round(best[0], 5),
            "best_iteration": best[2],
            "hidden": h,
        }
    )
    sizes = len(TABLE_SIZES)
    levels = {key: offsets[i * sizes : (i + 1) * sizes].tolist() for i, key in enumerate(keys)}
    return WinModel(mean, scale, linear, weights, bias, output, beta, record, levels)


def level_keys(data: Positions) -> list[str]:
    """The levels that get an offset: every level of the games but the reference."""
    return sorted(set(data.levels.tolist()) - {REFERENCE_LEVEL})


def level_matrix(data: Positions, keys: Sequence[str]) -> Array:
    """One row per seat, one column per level of ``keys`` and table size (the sizes of
    a level together): 1 where that level plays the seat at a table of that size."""
    level = data.levels[:, None] == np.array(keys, dtype=np.str_)[None, :]
    size = data.players[data.position][:, None] == np.array(TABLE_SIZES)[None, :]
    hits = level[:, :, None] & size[:, None, :]
    matrix: Array = hits.reshape(len(data.levels), -1).astype(np.float64)
    return matrix


def write_model(model: WinModel, path: str | Path) -> None:
    """Write the model file atomically, its numbers in a fixed JSON layout."""
    save.write_atomic(path, json.dumps(model.to_json(), indent=1, sort_keys=True) + "\n")
