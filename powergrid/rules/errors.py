"""Typed errors of the rules engine."""


class RulesError(ValueError):
    """Base class of every error the engine raises on bad input."""


class IllegalActionError(RulesError):
    """An action that the rules do not allow now; the state is left unchanged.

    ``reason`` is a sentence a player can read.
    """

    def __init__(self, reason: str, action: object = None):
        super().__init__(reason)
        self.reason = reason
        self.action = action


class ConfigError(RulesError):
    """A game configuration that cannot start a game (bad player count, regions …)."""


class SaveError(RulesError):
    """A save file that cannot be loaded: truncated, tampered or of an unknown version."""
