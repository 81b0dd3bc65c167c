"""A learned chance to win for every seat of a position (the coach's win chances).

:mod:`.features` reads a position's figures, :mod:`.model` turns them into chances
with the weights shipped in ``powergrid/data/models/winprob.json``. The lab records the
bot games, retrains and measures it (``python -m lab coach train`` and ``python -m lab
coach calibrate``; see docs/winprob.md).
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
