"""The rules of Power Grid as a pure-Python library (no Qt, no files but saves)."""

from . import actions, events
from .actions import Action, Bid, Build, Buy, ChoosePlant, Discard, Done, Pass, Run
from .config import GameConfig, SeatConfig
from .engine import GameState, new_game
from .errors import ConfigError, IllegalActionError, RulesError, SaveError
from .game import Game
from .position import Position, PositionError
from .tables import PLANTS, STEP3

__all__ = [
    "Action", "Bid", "Build", "Buy", "ChoosePlant", "ConfigError", "Discard", "Done",
    "Game", "GameConfig", "GameState", "IllegalActionError", "PLANTS", "Pass", "RulesError",
    "Run", "STEP3", "SaveError", "SeatConfig", "actions", "events", "new_game",
    "Position", "PositionError",
]
