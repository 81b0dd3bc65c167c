"""The win-probability model: a tiny network scores each seat, a softmax shares out 1.

Every seat's row of figures (:mod:`.features`) is standardised, then scored by a
linear term plus one small tanh layer, plus the offset of the level that plays the
seat when it is known (a bot's: Hard wins more from the same position than Normal);
the chances are the softmax of the scores over the seats of the position, so they
always sum to 1 and seats with the same figures and level get the same chance. The
weights are data: a JSON file made by ``powergrid coach train`` (:mod:`.fit`),
shipped as ``powergrid/data/models/winprob.json``. Inference is a few small numpy
products, deterministic for a given file.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any, TypeGuard

import numpy as np
from numpy.typing import NDArray

from ... import levels as level_list
from ...jsonfile import JsonFileError, load_json_file
from ...refusals import quoted, shown
from ...rules import PLAYER_COUNT, GameConfig, GameState
from .features import FEATURES, position_features

#: The ``format`` a model file names, and the versions this code reads (version 1
#: files have no level offsets).
FORMAT = "powergrid-winprob"
VERSION = 2
READS = (1, 2)
#: The level whose offset is 0: the others are measured against it, and a seat whose
#: level is not known (a person) is read as one of its strength.
REFERENCE_LEVEL = "normal"
#: The player counts a level's offsets are given for, in the order of the file.
TABLE_SIZES: tuple[int, ...] = tuple(sorted(PLAYER_COUNT))
#: A model file is a few tens of kilobytes; anything far larger is refused unread.
MAX_BYTES = 4_000_000
#: Bounds of a model file's numbers, so that every score stays finite whatever the
#: file holds (a trained model's weights are below 3, its means and scales below
#: 200): weights, biases and level offsets at most this far from 0, ...
MAX_WEIGHT = 1_000.0
#: ... means at most this far, scales between the two limits ...
MAX_MEAN = 1_000_000.0
MIN_SCALE = 1e-6
MAX_SCALE = 1_000_000.0
#: ... the standings guess's weight per city at most this far, and at most this many
#: hidden units (``coach train --hidden`` makes up to 256).
MAX_BETA = 100.0
MAX_HIDDEN = 1024

Array = NDArray[np.float64]


class ModelError(ValueError):
    """A model file that cannot be used; the message names the file and the reason."""


class WinModel:
    """Chances to win from a position's figures (see the module text)."""

    def __init__(
        self,
        mean: Array,
        scale: Array,
        linear: Array,
        hidden_weights: Array,
        hidden_bias: Array,
        output: Array,
        baseline_beta: float,
        info: Mapping[str, Any] | None = None,
        levels: Mapping[str, Sequence[float]] | None = None,
    ) -> None:
        self.mean = mean
        self.scale = scale
        self.linear = linear
        self.hidden_weights = hidden_weights
        self.hidden_bias = hidden_bias
        self.output = output
        #: The standings guess's weight per city (see :func:`standings_guess`).
        self.baseline_beta = baseline_beta
        #: How the model was made (games, seed, held-out figures), for the record.
        self.info: dict[str, Any] = dict(info or {})
        #: The score added to a seat played by a level, one per table size of
        #: :data:`TABLE_SIZES` (the reference level's is 0).
        self.levels: dict[str, tuple[float, ...]] = {
            key: tuple(float(v) for v in values) for key, values in (levels or {}).items()
        }

    def offsets(self, levels: Sequence[str | None] | None, seats: int) -> Array:
        """The score offset of every seat from who plays it: a level key, or None (or
        "human") for a player whose strength is unknown, read as the reference level's."""
        if levels is None:
            return np.zeros(seats)
        if len(levels) != seats:
            raise ValueError(f"{len(levels)} levels given for {seats} seats")
        return np.array([self.offset(level, seats) for level in levels], dtype=np.float64)

    def offset(self, level: str | None, seats: int) -> float:
        """One seat's offset at a table of ``seats`` (see :meth:`offsets`)."""
        if level is None:
            return 0.0
        values = self.levels.get(level) or self.levels.get(stand_in(level) or "")
        return values[TABLE_SIZES.index(seats)] if values else 0.0

    # ----- scoring -----------------------------------------------------------------------

    def scores(self, rows: Array) -> Array:
        """A score per row (seat), levels not counted; only differences between seats
        of one position matter."""
        x = (rows - self.mean) / self.scale
        hidden = np.tanh(x @ self.hidden_weights + self.hidden_bias)
        result: Array = x @ self.linear + hidden @ self.output
        return result

    def chances_of(
        self, rows: Array, levels: Sequence[str | None] | None = None
    ) -> tuple[float, ...]:
        """Every seat's chance to win from the rows of one position (they sum to 1) and,
        when known, the level of every seat (see :meth:`offsets`)."""
        scores = self.scores(rows) + self.offsets(levels, len(rows))
        return tuple(float(p) for p in softmax(scores))

    def chances(
        self, state: GameState, levels: Sequence[str | None] | None = None
    ) -> tuple[float, ...]:
        """Every seat's chance to win in ``state`` (a state or any seat's view) with the
        seats' ``levels`` when known; the shares of the result once the game is over."""
        outcome = state.outcome()
        if outcome is not None:
            return tuple(outcome.shares())
        return self.chances_of(position_features(state), levels)

    # ----- the file ----------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """The model as a JSON object (what :meth:`from_json` reads)."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "features": list(FEATURES),
            "mean": _floats(self.mean),
            "scale": _floats(self.scale),
            "linear": _floats(self.linear),
            "hidden_weights": [_floats(row) for row in self.hidden_weights],
            "hidden_bias": _floats(self.hidden_bias),
            "output": _floats(self.output),
            "baseline_beta": round(self.baseline_beta, 6),
            "levels": {key: _floats(values) for key, values in sorted(self.levels.items())},
            "info": self.info,
        }

    @classmethod
    def from_json(cls, data: object, source: str = "model") -> WinModel:
        """A model from its JSON object; :class:`ModelError` names the first problem."""
        if not isinstance(data, dict):
            raise ModelError(f"{source}: a model file holds a JSON object")
        if data.get("format") != FORMAT:
            raise ModelError(f"{source}: not a win-probability model (format {FORMAT!r})")
        version = data.get("version")
        if not _is_number(version) or version not in READS:
            raise ModelError(
                f"{source}: model version {shown(version)}; this game reads "
                + " and ".join(str(v) for v in READS)
            )
        if data.get("features") != list(FEATURES):
            raise ModelError(
                f"{source}: the model was trained on other features than this game computes"
            )
        f = len(FEATURES)
        mean = _array(data, "mean", (f,), source, MAX_MEAN)
        scale = _array(data, "scale", (f,), source, MAX_SCALE)
        if np.any(scale < MIN_SCALE):
            raise ModelError(f"{source}: every scale must be at least {MIN_SCALE:g}")
        weights = _array(data, "hidden_weights", (f, -1), source)
        h = weights.shape[1]
        if h > MAX_HIDDEN:
            raise ModelError(f"{source}: {h} hidden units; at most {MAX_HIDDEN} are read")
        info = data.get("info", {})
        beta = data.get("baseline_beta")
        if not _is_number(beta) or not abs(beta) <= MAX_BETA:
            raise ModelError(
                f"{source}: baseline_beta must be a number between -{MAX_BETA:g} and {MAX_BETA:g}"
            )
        return cls(
            mean,
            scale,
            _array(data, "linear", (f,), source),
            weights,
            _array(data, "hidden_bias", (h,), source),
            _array(data, "output", (h,), source),
            float(beta),
            info if isinstance(info, dict) else {},
            _levels(data.get("levels", {}), source),
        )

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> WinModel:
        """A model from a file; :class:`ModelError` says why a file is refused."""
        try:
            data = load_json_file(path, MAX_BYTES)
        except JsonFileError as err:
            raise ModelError(f"{path}: {err}") from None
        return cls.from_json(data, str(path))


def softmax(scores: Array) -> Array:
    """Shares of 1 in proportion to exp(score), computed without overflow."""
    e = np.exp(scores - scores.max())
    result: Array = e / e.sum()
    return result


def standings_guess(state: GameState, beta: float) -> tuple[float, ...]:
    """The baseline: a softmax over seats of ``beta`` × cities connected (the standings
    a player sees on the board); ``beta`` is fitted with the model (see docs/winprob.md)."""
    cities = np.array(
        [state.player(seat).city_count for seat in range(state.player_count)], dtype=np.float64
    )
    return tuple(float(p) for p in softmax(beta * cities))


def _floats(values: Sequence[float] | Array) -> list[float]:
    return [round(float(v), 7) for v in values]


def _is_number(value: object) -> TypeGuard[int | float]:
    """A JSON number (not a truth value, not a text that reads as a number)."""
    return isinstance(value, int | float) and not isinstance(value, bool)


def _numbers(value: object, depth: int) -> bool:
    """``value`` is ``depth`` levels of lists with JSON numbers at the bottom."""
    if depth == 0:
        return _is_number(value)
    return isinstance(value, list) and all(_numbers(v, depth - 1) for v in value)


def _array(
    data: Mapping[str, object],
    key: str,
    shape: tuple[int, ...],
    source: str,
    bound: float = MAX_WEIGHT,
) -> Array:
    """``data[key]`` as a float array of ``shape`` (-1: any size above 0) whose every
    value is a JSON number at most ``bound`` from 0 (a text such as "1.5" is refused:
    the file is written with numbers)."""
    value = data.get(key)
    if not _numbers(value, len(shape)):
        raise ModelError(f"{source}: {key} must be an array of numbers")
    try:
        array = np.array(value, dtype=np.float64)
    except (TypeError, ValueError, OverflowError):  # rows of unequal length
        raise ModelError(f"{source}: {key} must be an array of numbers") from None
    if array.ndim != len(shape) or any(
        want not in (-1, got) or got == 0 for want, got in zip(shape, array.shape, strict=True)
    ):
        raise ModelError(f"{source}: {key} has shape {array.shape}, not {shape}")
    if not np.all(np.abs(array) <= bound):  # also false for an infinite value
        raise ModelError(
            f"{source}: {key} holds a value that is not a finite number "
            f"between -{bound:g} and {bound:g}"
        )
    return array


def stand_in(level: str) -> str | None:
    """The level whose offset a model reads for ``level`` when it has none of its own
    (a level left out of the training games): the list's ``stand_in`` (see
    :class:`powergrid.levels.Level`); None for any other level or word."""
    for entry in level_list.LEVELS:
        if entry.key == level:
            return entry.stand_in
    return None


def _levels(value: object, source: str) -> dict[str, tuple[float, ...]]:
    """The ``levels`` of a model file: known level keys, each to one finite offset per
    table size."""
    known = set(level_list.keys())
    if not isinstance(value, dict):
        raise ModelError(f"{source}: levels must be an object of level offsets")
    out: dict[str, tuple[float, ...]] = {}
    for key in value:
        if key not in known:
            raise ModelError(f"{source}: levels names {quoted(key)}, not a level of this game")
        out[key] = tuple(_array(value, key, (len(TABLE_SIZES),), f"{source}: levels"))
    return out


def seat_levels(config: GameConfig) -> tuple[str | None, ...]:
    """The level of every seat of a game's config: the bot level that plays it, None
    for a person (whose strength is not known)."""
    return tuple(None if s.controller == "human" else s.controller for s in config.seats)


def shipped_model_path() -> Path:
    """Where the model that ships with the game is (inside the installed package)."""
    return Path(str(resources.files("powergrid.data") / "models" / "winprob.json"))


@lru_cache(maxsize=1)
def shipped_model() -> WinModel:
    """The model that ships with the game, read once per process."""
    return WinModel.load(shipped_model_path())


def win_chances(state: GameState, levels: Sequence[str | None] | None = None) -> tuple[float, ...]:
    """Every seat's chance to win in ``state`` by the shipped model (sums to 1), with
    the seats' ``levels`` when known (:func:`seat_levels` reads them from a config)."""
    return shipped_model().chances(state, levels)
