"""A learned chance to win for every seat of a position (the coach's win chances).

:mod:`.features` reads a position's figures, :mod:`.model` turns them into chances
with the weights shipped in ``powergrid/data/models/winprob.json``; :mod:`.games`,
:mod:`.fit` (and :mod:`powergrid.ai.calibration`) play bot games to retrain and to measure it
(``powergrid coach train`` and ``powergrid coach calibrate``; see docs/winprob.md).
"""

from .features import FEATURES, position_features
from .model import (
    ModelError,
    WinModel,
    seat_levels,
    shipped_model,
    standings_guess,
    win_chances,
)

__all__ = [
    "FEATURES",
    "ModelError",
    "WinModel",
    "position_features",
    "seat_levels",
    "shipped_model",
    "standings_guess",
    "win_chances",
]
