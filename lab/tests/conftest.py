"""The lab's tests run as the game's do: headless, searches without their time guards."""

from tests.conftest import quick_coach, unhurried_searches

__all__ = ["quick_coach", "unhurried_searches"]
