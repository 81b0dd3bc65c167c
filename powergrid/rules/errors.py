"""Typed errors of the rules engine."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from ..refusals import one_line, shown

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
        "plant_not_allowed": "the board forbids this plant to the player (params: plant)",
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
        "one_market": "choosing a resource market on a board with one (RULES 8.23)",
        "market_chosen": "a second choice of market in one turn (params: market)",
        "price_cap": "more tokens than the step's price cap sells (RULES 8.71; params: "
        "resource, amount, limit, step)",
        "one_token": "more than one token in a turn of one (RULES 8.73; params: resource, amount)",
        "discard_uncounted": "discarding a plant outside the plant limit, a mine (RULES 8.110; "
        "params: plant)",
        "not_deciding": "a rule change's own decision (a uranium sale, RULES 8.111) that "
        "nobody takes now",
        "decision_first": "running plants before the uranium sale is decided (RULES 8.111)",
        "power_most": "a run that powers fewer cities than the player can (RULES 8.72; "
        "params: least, powered)",
        "unknown_city": "the city is not in play on this board (params: city)",
        "already_built": "the player already has a house in the city (params: city)",
        "city_full": "no free place in the city at this step (params: city, step)",
        "no_houses_left": "the player has built all his houses",
        "city_closed": "a rule change of the board closes the city to the player now, e.g. "
        "no network starts there (RULES 8.101; params: city)",
        "build_too_expensive": "building costs more than the player's money "
        "(params: city, cost, money)",
        "build_not_allowed": "the board's rules close the city to the player now (RULES 8.43; "
        "params: city)",
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
    """A save file that cannot be loaded (or a game that cannot be saved).

    ``str(err)`` is an English sentence naming the file (``source``) and the
    problem; ``reason`` is the problem alone. Like :class:`IllegalActionError`,
    ``code`` names the problem with a stable identifier and ``params`` holds what
    the sentence mentions, so that a user interface words it in another language
    without parsing the English text. The codes are listed in :data:`SAVE_CODES`.
    """

    def __init__(
        self,
        reason: str,
        *,
        code: str = "damaged",
        params: Mapping[str, object] | None = None,
        source: str = "",
    ) -> None:
        source = one_line(source, 300)
        reason = one_line(reason)
        super().__init__(f"{source}: {reason}" if source else reason)
        self.reason = reason
        self.code = code
        self.params: Mapping[str, object] = _NO_PARAMS if params is None else _clean(params)
        self.source = source


def _clean(params: Mapping[str, object]) -> dict[str, object]:
    """Parameters with every text escaped and cut (a refusal quotes the file's data);
    lists keep all their items, so that a reader can count them and cut them itself."""

    def clean(value: object) -> object:
        if isinstance(value, str):
            return shown(value, 300)
        if isinstance(value, list | tuple):
            return [clean(v) for v in value]
        if isinstance(value, Mapping):
            return {k: clean(v) for k, v in value.items()}
        return value

    return {key: clean(value) for key, value in params.items()}


#: Every ``SaveError.code``, with what it means. Codes marked "problem" wrap a refusal
#: of the JSON reader: ``params["problem"]`` is its code from
#: :data:`powergrid.jsonfile.JSON_CODES` and the other params are that refusal's.
SAVE_CODES: Mapping[str, str] = MappingProxyType(
    {
        "no_game": "there is no game to save",
        "map_not_saveable": "the game's map is too large for a save to carry (params: map, detail)",
        "unreadable": "the file cannot be read (params: problem …)",
        "not_json": "the text is not valid JSON, usually a truncated file (params: problem …)",
        "bad_json": "the JSON breaks one of the reader's limits (params: problem …)",
        "not_a_save": "the file is not a Power Grid save",
        "unknown_version": "a save format version this program does not read "
        "(params: version, readable)",
        "missing_entries": "entries of a save are missing (params: entries)",
        "unknown_entries": "the file holds entries a save does not have (params: entries)",
        "bad_seed": "the seed is not a whole number",
        "actions_not_list": "the actions are not a list",
        "check_not_text": "a check value is not text",
        "history_not_list": "the recorded history is not a list of check values",
        "settings_mismatch": "the settings (map, seats, seed) do not match the history",
        "history_too_short": "an action is beyond the recorded history (params: action, length)",
        "action_mismatch": "an action does not match the recorded history (params: action)",
        "actions_removed": "the history is longer than the actions (params: history, actions)",
        "final_check_mismatch": "the final check value does not match the history",
        "damaged_config": "the settings cannot be read (params: detail)",
        "config_edited": "the settings are not written as this program writes them",
        "unknown_map": "the save names a map that is not built in (params: map, known)",
        "unknown_deck": "the save names a deck that is not shipped, a file perhaps, which is "
        "never opened (params: deck, known)",
        "bad_controller": "a seat is played by an unknown kind of player "
        "(params: seat, name, controller, allowed)",
        "damaged_action": "an action cannot be read (params: action, detail)",
        "action_edited": "an action is not written as this program writes it (params: action)",
        "cannot_start": "the game of the save cannot be set up (params: detail)",
        "does_not_replay": "an action is refused on replay (params: action, detail; "
        "refusal and refusal_params when the engine refused it with a code)",
        "position_mismatch": "the moves do not lead to the saved position",
    }
)
