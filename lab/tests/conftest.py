"""The lab's tests run as the game's do: headless, searches without their time guards."""

from tests.conftest import unhurried_searches

__all__ = ["unhurried_searches"]
