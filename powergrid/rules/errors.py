"""Typed errors of the rules engine."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

_NO_PARAMS: Mapping[str, object] = MappingProxyType({})


class RulesError(ValueError):
    """Base class of every error the engine raises on bad input."""


class IllegalActionError(RulesError):
    """An action that the rules do not allow now; the state is left unchanged.

    ``reason`` is an English sentence a player can read. ``code`` names the refusal
    with a stable identifier (``"bid_too_low"``, ``"no_room"`` …) and ``params``
    holds the numbers and names the sentence mentions, so that a user interface can
    word the refusal in another language without parsing the English text. The
    codes are listed in :data:`ILLEGAL_CODES`.
    """

    def __init__(
        self,
        reason: str,
        action: object = None,
        *,
        code: str = "illegal",
        params: Mapping[str, object] | None = None,
    ) -> None:
        super().__init__(reason)
        self.reason = reason
        self.action = action
        self.code = code
        self.params: Mapping[str, object] = _NO_PARAMS if params is None else params


#: Every ``IllegalActionError.code`` the engine raises, with what it means.
ILLEGAL_CODES: Mapping[str, str] = MappingProxyType(
    {
        "game_over": "the game is over; no action is possible",
        "wrong_phase": "this kind of action does not fit the phase (params: action, expected)",
        "auction_running": "a plant is being auctioned: only bids and passes are possible",
        "not_for_sale": "the plant is not in the current market (params: plant, offered)",
        "opening_bid_too_low": "an opening bid below the plant's number (params: plant)",
        "bid_above_money": "a bid above the bidder's money (params: amount, money)",
        "no_auction": "a bid while no auction runs",
        "bid_too_low": "a bid not above the highest bid (params: highest)",
        "must_discard": "a plant must be discarded before anything else",
        "must_buy_round1": "passing on choosing a plant in round 1 (RULES 3.2)",
        "no_discard_needed": "a discard while nobody is above the plant limit",
        "discard_new_plant": "discarding the plant just bought (params: plant)",
        "not_owned": "the player does not own the plant (params: plant)",
        "keep_ambiguous": "coal and oil overflow: the discard must say what to keep",
        "keep_not_held": "keeping resources the player does not have",
        "keep_does_not_fit": "the resources kept do not fit the plants kept",
        "not_on_market": "more tokens than the market holds (params: resource, amount, on_market)",
        "no_room": "the plants cannot store the tokens (params: resource, amount, room)",
        "too_expensive": "the purchase costs more than the player's money "
        "(params: resource, amount, cost, money)",
        "unknown_city": "the city is not in play on this board (params: city)",
        "already_built": "the player already has a house in the city (params: city)",
        "city_full": "no free place in the city at this step (params: city, step)",
        "no_houses_left": "the player has built all his houses",
        "build_too_expensive": "building costs more than the player's money "
        "(params: city, cost, money)",
        "plant_run_twice": "a plant listed twice in one run",
        "hybrid_split": "the coal given to hybrids is outside 0..hybrid need (params: hybrid)",
        "not_enough_fuel": "the plants need more fuel than stored (params: resource, needed, have)",
        "hidden_stack": "a player's view cannot draw from the hidden stack: determinize it",
        "illegal": "any other refusal",
    }
)


class ConfigError(RulesError):
    """A game configuration that cannot start a game (bad player count, regions …)."""


class SaveError(RulesError):
    """A save file that cannot be loaded: truncated, tampered or of an unknown version."""
