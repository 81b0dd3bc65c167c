"""Helpers shared by the bot tests."""

from __future__ import annotations


def unhurried(bot):
    """The bot without its time guards: a search is deterministic when no guard fires,
    and a loaded test machine must not make one fire."""
    bot.decision_guard = bot.game_guard = float("inf")
    return bot
