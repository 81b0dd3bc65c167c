"""Computer players. Every bot sees only its seat's view of the game."""

from .simple import SimpleBot

__all__ = ["SimpleBot"]
