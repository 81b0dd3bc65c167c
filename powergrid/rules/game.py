"""A game with its history: the state, the config, the seed and the action log.

The log is what a save file stores; replaying it from the seed rebuilds the game,
so the state itself never needs to be serialised.
"""

from __future__ import annotations

from collections.abc import Iterable

from .actions import Action, describe
from .config import GameConfig
from .engine import GameState, new_game
from .errors import IllegalActionError
from .events import Event
from .setup import pin_deck


class Game:
    """The state plus everything needed to save, replay and undo it."""

    def __init__(self, config: GameConfig, seed: int) -> None:
        # A named deck's digest is recorded, so a save refuses a deck file that changed.
        self.config = pin_deck(config)
        self.seed = seed
        self.state: GameState = new_game(self.config, seed)
        self.log: list[Action] = []

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.config.seats]

    def apply(self, action: Action) -> list[Event]:
        """Apply an action of the current player and record it (refused ones are not)."""
        events = self.state.apply(action)
        self.log.append(action)
        return events

    def replay(self, actions: Iterable[Action]) -> None:
        """Apply actions in order from the current position."""
        for i, action in enumerate(actions):
            try:
                self.apply(action)
            except IllegalActionError as err:  # keep the code a UI translates
                raise IllegalActionError(
                    f"action {i + 1} ({describe(action)}): {err}",
                    err.action,
                    code=err.code,
                    params=err.params,
                ) from err
            except Exception as err:
                # Re-raised as it is (its constructor may take other arguments), with a
                # note naming the action.
                err.add_note(f"while replaying action {i + 1} ({describe(action)})")
                raise

    @classmethod
    def from_log(cls, config: GameConfig, seed: int, actions: Iterable[Action]) -> Game:
        game = cls(config, seed)
        game.replay(actions)
        return game

    def rewind(self, length: int) -> None:
        """Go back to the position after the first ``length`` actions (replay from seed)."""
        actions = self.log[:length]
        self.state = new_game(self.config, self.seed)
        self.log = []
        self.replay(actions)
