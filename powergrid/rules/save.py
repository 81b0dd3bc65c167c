"""Save files: JSON with a format version, the config, the seed and the action log.

A save protects its whole story, not only where it ends. Version 2 files carry a
chain of check values: ``header`` is a hash of the format, version, config (every
seat's name, colour and controller, the map and regions) and seed; each entry of
``history`` hashes the previous check value with one action; ``digest`` is the
full last link, and ``position`` the digest of the final position. Loading
recomputes the chain over the file's own JSON (in a canonical form, so spacing
and key order do not matter but any change of a value does) and refuses the
file at the first link that does not match, naming it ("action 37 does not
match the recorded history"). The check values are not a signature: they catch
edits and damage, not someone who recomputes them on purpose.

Version 1 files (the final position's digest only) still load: their actions
must be written exactly as this program writes them and must replay to the
recorded position; saving again writes version 2.

A save never names a file: its map is a built-in map's name or the whole map file in
``map_content`` (a player's own map, checked as ``powergrid map check`` checks a file),
and its deck a shipped deck's name (with the digest of its content) or the whole deck;
any other name, a path among them, is refused before anything is opened.

Card ids of decks other than the original changed after version 0.2.0 (see
``powergrid.rules.cards``); a save of that version is read with its old ids
translated and its recorded position checked in the old numbering.

Every problem is a :class:`SaveError` naming the file and the reason in one line,
with a stable code and parameters (:data:`~powergrid.rules.errors.SAVE_CODES`) for a
reader in another language; text quoted from the file is escaped and cut. Nothing
is executed or unpickled, and files are written atomically (temporary file, then
rename).
"""

from __future__ import annotations

import hashlib
import json
import os
import secrets
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter, ValidationError

from .. import levels
from ..board import builtin_maps
from ..jsonfile import JsonFileError, decode_text, parse_json, read_regular_file
from ..refusals import field_problem, listing, quoted
from .actions import Action, ChoosePlant, Discard, Run, describe
from .cards import legacy_ids
from .config import GameConfig
from .deck import builtin_decks
from .errors import IllegalActionError, RulesError, SaveError
from .game import Game
from .setup import on_map
from .state import snapshot_digest

SCHEMA_VERSION = 2
#: Versions this program reads (older ones are migrated on load).
READABLE_VERSIONS = (1, 2)
#: Largest save file read; a finished six-player game is well under 1 MB.
MAX_SAVE_BYTES = 8 * 1024 * 1024
#: Hex digits of each history entry (the full chain value is kept in ``digest``).
LINK_CHARS = 16

_ACTION_ADAPTER: TypeAdapter[Action] | None = None


def controllers() -> tuple[str, ...]:
    """Who may play a seat: "human" or a level of :mod:`powergrid.levels` (a list of
    data the rules read without importing the bots)."""
    return ("human", *levels.keys())


def _canonical(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode(
        "ascii"
    )


def _header_hash(version: int, config: Any, seed: Any) -> str:
    head = {"format": "powergrid-save", "version": version, "config": config, "seed": seed}
    return hashlib.sha256(_canonical(head)).hexdigest()


def _link(previous: str, action: Any) -> str:
    return hashlib.sha256(previous.encode("ascii") + b"\n" + _canonical(action)).hexdigest()


def _chain(version: int, config: Any, seed: Any, actions: list[Any]) -> list[str]:
    """The check values: the header's, then one after each action (full hex)."""
    links = [_header_hash(version, config, seed)]
    for action in actions:
        links.append(_link(links[-1], action))
    return links


def saved_config(game: Game) -> GameConfig:
    """The config a save of ``game`` holds: a built-in map by name, any other map (a
    map file's path in the game's config among them) carried whole, never a path."""
    config = game.config
    if config.map_content is not None or config.map_is_builtin:
        return config
    return on_map(config, game.state.board.mapfile)


def dumps(game: Game) -> str:
    """The text of a version-2 save of ``game`` (a save never names a file to read)."""
    try:
        config = saved_config(game).model_dump(mode="json")
    except ValidationError as err:  # a map over the bound a save carries
        detail = field_problem(err.errors()[0])
        raise SaveError(
            f"a game on the map {game.config.map!r} cannot be saved: {detail}",
            code="map_not_saveable",
            params={"map": game.config.map, "detail": detail},
        ) from None
    actions = [a.model_dump(mode="json") for a in game.log]
    links = _chain(SCHEMA_VERSION, config, game.seed, actions)
    data = {
        "format": "powergrid-save",
        "version": SCHEMA_VERSION,
        "config": config,
        "seed": game.seed,
        "actions": actions,
        "header": links[0][:LINK_CHARS],
        "history": [link[:LINK_CHARS] for link in links[1:]],
        "digest": links[-1],
        "position": game.state.digest(),
    }
    return json.dumps(data, indent=1, ensure_ascii=False)


# -- loading ------------------------------------------------------------------------


def _fail(source: str, code: str, reason: str, **params: object) -> SaveError:
    """The refusal of ``source``: its English ``reason``, its code and parameters."""
    return SaveError(reason, code=code, params=params, source=source)


def _json_params(err: JsonFileError) -> dict[str, object]:
    """A JSON reader's refusal as parameters of the save error that wraps it."""
    return {"problem": err.code, **err.params}


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_shape(raw: Any, source: str) -> int:
    """The format version, after checking the file is a save of a readable version."""
    if not isinstance(raw, dict) or raw.get("format") != "powergrid-save":
        raise _fail(source, "not_a_save", "not a Power Grid save file")
    version = raw.get("version")
    if not _is_int(version) or version not in READABLE_VERSIONS:
        readable = ", ".join(map(str, READABLE_VERSIONS))
        raise _fail(
            source,
            "unknown_version",
            f"save format version {version!r}; this program reads versions {readable}",
            version=version if _is_int(version) else repr(version),
            readable=list(READABLE_VERSIONS),
        )
    keys = {"format", "version", "config", "seed", "actions", "digest"}
    if version >= 2:
        keys |= {"header", "history", "position"}
    missing = sorted(keys - raw.keys())
    extra = sorted(str(k) for k in raw.keys() - keys)
    if missing:
        raise _fail(
            source, "missing_entries", f"damaged: missing {listing(missing)}", entries=missing
        )
    if extra:
        raise _fail(
            source,
            "unknown_entries",
            f"damaged: unknown entries {listing(map(quoted, extra))}",
            entries=extra,
        )
    if not _is_int(raw["seed"]):
        raise _fail(source, "bad_seed", "damaged: the seed is not a whole number")
    if not isinstance(raw["actions"], list):
        raise _fail(source, "actions_not_list", "damaged: the actions are not a list")
    if not isinstance(raw["digest"], str):
        raise _fail(source, "check_not_text", "damaged: the check value is not text")
    assert isinstance(version, int)
    return version


def _verify_chain(raw: dict[str, Any], source: str) -> None:
    """Refuse the file at the first check value that does not match (version 2)."""
    history = raw["history"]
    if not isinstance(history, list) or not all(isinstance(h, str) for h in history):
        raise _fail(
            source,
            "history_not_list",
            "damaged: the recorded history is not a list of check values",
        )
    if not isinstance(raw["header"], str) or not isinstance(raw["position"], str):
        raise _fail(source, "check_not_text", "damaged: a check value is not text")
    actions = raw["actions"]
    links = _chain(raw["version"], raw["config"], raw["seed"], actions)
    if links[0][:LINK_CHARS] != raw["header"]:
        raise _fail(
            source,
            "settings_mismatch",
            "the game's settings (map, seats, seed) do not match the "
            "recorded history: the file was edited or damaged",
        )
    for i, link in enumerate(links[1:]):
        if i >= len(history):
            raise _fail(
                source,
                "history_too_short",
                f"action {i + 1} is not in the recorded history "
                f"(the history ends after {len(history)} actions)",
                action=i + 1,
                length=len(history),
            )
        if link[:LINK_CHARS] != history[i]:
            raise _fail(
                source,
                "action_mismatch",
                f"action {i + 1} does not match the recorded history: "
                "the file was edited or damaged",
                action=i + 1,
            )
    if len(history) > len(actions):
        raise _fail(
            source,
            "actions_removed",
            f"the recorded history has {len(history)} entries but the file "
            f"holds {len(actions)} actions (actions were removed)",
            history=len(history),
            actions=len(actions),
        )
    if links[-1] != raw["digest"]:
        raise _fail(
            source,
            "final_check_mismatch",
            "has been altered: the final check value does not match the recorded history",
        )


def _action_adapter() -> TypeAdapter[Action]:
    """The validator of one logged action, built on first use (it takes a while)."""
    global _ACTION_ADAPTER
    if _ACTION_ADAPTER is None:
        _ACTION_ADAPTER = TypeAdapter(Action)
    return _ACTION_ADAPTER


def _config_json(config: GameConfig, stored: Any) -> dict[str, Any]:
    """``config`` as this program writes it, in the shape of the ``stored`` config.

    Saves written before the variants existed have no ``variants`` entry: for them the
    variants are left out (they are the original game's, the only ones such a file can
    mean), so those files still compare equal; the chain hashes the stored JSON as is.
    """
    written = config.model_dump(mode="json")
    if isinstance(stored, dict) and "variants" not in stored and config.variants.is_original:
        del written["variants"]
    return written


def _models(raw: dict[str, Any], source: str, exact: bool) -> tuple[GameConfig, list[Action]]:
    """The config and actions as models; ``exact`` demands they re-dump to the raw JSON."""
    config = _config_model(raw, source, exact)
    _check_names(config, source)
    return config, _action_models(raw, source, exact)


def _config_model(raw: dict[str, Any], source: str, exact: bool) -> GameConfig:
    """The game's settings, refused when damaged or (``exact``) edited by hand."""
    try:
        config = GameConfig.model_validate(raw["config"])
    except ValidationError as err:
        detail = field_problem(err.errors()[0])
        raise _fail(source, "damaged_config", f"damaged config: {detail}", detail=detail) from None
    if exact and _canonical(_config_json(config, raw["config"])) != _canonical(raw["config"]):
        raise _fail(
            source,
            "config_edited",
            "the game's settings are not written as this program writes them: the file was edited",
        )
    return config


def _check_names(config: GameConfig, source: str) -> None:
    """Refuse a map or deck this program does not ship, or a seat of an unknown level."""
    if config.map_content is None and config.map.lower() not in builtin_maps():
        known = ", ".join(builtin_maps()) or "none"
        raise _fail(
            source,
            "unknown_map",
            f"names the map {quoted(config.map)}, which is not a built-in map (built-in: {known}); "
            "a save names built-in maps only and carries any other map whole",
            map=config.map,
            known=builtin_maps(),
        )
    deck = config.variants.deck
    content = config.variants.deck_content
    if (
        deck.lower() not in builtin_decks()
        if content is None
        else deck not in ("original", content.name)  # a label beside the whole deck
    ):
        raise _fail(
            source,
            "unknown_deck",
            f"names the deck {quoted(deck)}, which is not a shipped deck "
            f"(shipped: {', '.join(builtin_decks())}); a save names shipped decks only "
            "and carries any other deck whole",
            deck=deck,
            known=builtin_decks(),
        )
    allowed = controllers()
    for i, seat in enumerate(config.seats):
        if seat.controller not in allowed:
            raise _fail(
                source,
                "bad_controller",
                f"seat {i + 1} ({quoted(seat.name)}) is played by "
                f"{quoted(seat.controller)}; allowed: {', '.join(allowed)}",
                seat=i + 1,
                name=seat.name,
                controller=seat.controller,
                allowed=list(allowed),
            )


def _action_models(raw: dict[str, Any], source: str, exact: bool) -> list[Action]:
    """The game's actions, refused at the first one damaged or (``exact``) edited."""
    adapter = _action_adapter()
    actions: list[Action] = []
    for i, item in enumerate(raw["actions"]):
        try:
            action = adapter.validate_python(item)
        except ValidationError as err:
            detail = field_problem(err.errors()[0])
            raise _fail(
                source,
                "damaged_action",
                f"action {i + 1} is damaged: {detail}",
                action=i + 1,
                detail=detail,
            ) from None
        if exact and _canonical(action.model_dump(mode="json")) != _canonical(item):
            raise _fail(
                source,
                "action_edited",
                f"action {i + 1} is not written as this program writes "
                "actions: the file was edited",
                action=i + 1,
            )
        actions.append(action)
    return actions


def loads_with_note(text: str, source: str = "save file") -> tuple[Game, str | None]:
    """Rebuild a game from save text: ``(game, note)``; the note says when it was migrated.

    Raises :class:`SaveError` (and nothing else) naming ``source`` and the problem.
    """
    try:
        raw = parse_json(text)
    except JsonFileError as err:
        if err.code == "malformed":
            raise _fail(
                source, "not_json", f"not valid JSON (truncated?): {err}", **_json_params(err)
            ) from None
        raise _fail(
            source, "bad_json", f"not a usable save file: {err}", **_json_params(err)
        ) from None
    version = _check_shape(raw, source)
    if version >= 2:
        _verify_chain(raw, source)
    config, actions = _models(raw, source, exact=True)
    old_ids = _old_card_ids(config)
    if old_ids:
        new_of = {old: new for new, old in old_ids.items()}
        actions = [_renumbered(action, new_of) for action in actions]
    game = _replay(config, raw["seed"], actions, source)
    recorded = raw["position"] if version >= 2 else raw["digest"]
    if game.state.digest() != recorded and (not old_ids or _old_digest(game, old_ids) != recorded):
        raise _fail(
            source,
            "position_mismatch",
            "has been altered: its moves do not lead to the saved position",
        )
    note = None
    if version < SCHEMA_VERSION:
        note = (
            f"{source} was written in save format version {version}; it will be "
            f"saved in version {SCHEMA_VERSION}, which also protects its history"
        )
    return game, note


def _old_card_ids(config: GameConfig) -> dict[int, int]:
    """Card id -> the id version 0.2.0 gave it, for the save's deck (empty for the
    original deck, whose ids never changed)."""
    variants = config.variants
    if variants.deck_content is None and variants.deck.lower() == "original":
        return {}
    from .setup import deck_of

    try:
        return legacy_ids(deck_of(variants).file)
    except RulesError:  # the replay names what is wrong with the deck
        return {}


def _renumbered(action: Action, new_of: dict[int, int]) -> Action:
    """An action of a 0.2.0 save with its card ids in today's numbering."""
    if isinstance(action, ChoosePlant | Discard) and action.plant in new_of:
        return action.model_copy(update={"plant": new_of[action.plant]})
    if isinstance(action, Run) and any(p in new_of for p in action.plants):
        return action.model_copy(update={"plants": tuple(new_of.get(p, p) for p in action.plants)})
    return action


def _old_digest(game: Game, old_ids: dict[int, int]) -> str:
    """The digest the position had in the numbering of version 0.2.0."""

    def card(value: int) -> int:
        return old_ids.get(value, value)

    data = game.state.snapshot()
    for key in ("market", "deck", "removed", "inactive"):
        if data.get(key) is not None:
            data[key] = [card(c) for c in data[key]]
    data["setup_removed"] = sorted(card(c) for c in data["setup_removed"])
    data["auc_plant"] = card(data["auc_plant"])
    data["discard_keep_plant"] = card(data["discard_keep_plant"])
    for player in data["players"]:
        player["plants"] = [card(c) for c in player["plants"]]
    return snapshot_digest(data)


def _replay(config: GameConfig, seed: int, actions: list[Action], source: str) -> Game:
    """The game of the save, its actions replayed one by one; the first refused one
    is named, with the engine's refusal code when it has one."""
    try:
        game = Game(config, seed)
    except Exception as err:  # noqa: BLE001 - any failure of the setup is a refusal
        raise _fail(source, "cannot_start", f"does not replay: {err}", detail=str(err)) from None
    for i, action in enumerate(actions):
        try:
            game.apply(action)
        except Exception as err:  # noqa: BLE001 - any failure of the replay is a refusal
            detail = f"action {i + 1} ({describe(action)}): {err}"
            params: dict[str, object] = {"action": i + 1, "detail": str(err)}
            if isinstance(err, IllegalActionError):
                params.update(refusal=err.code, refusal_params=dict(err.params))
            raise _fail(source, "does_not_replay", f"does not replay: {detail}", **params) from None
    return game


def loads(text: str, source: str = "save file") -> Game:
    """Rebuild a game from save-file text, or raise ``SaveError`` saying what is wrong."""
    return loads_with_note(text, source)[0]


def load_with_note(path: str | Path) -> tuple[Game, str | None]:
    """Load a save file: ``(game, note)``; only regular files of a sane size are read."""
    source = str(path)
    try:
        text = decode_text(read_regular_file(path, MAX_SAVE_BYTES))
    except JsonFileError as err:
        raise _fail(source, "unreadable", f"cannot read: {err}", **_json_params(err)) from None
    return loads_with_note(text, source)


def load(path: str | Path) -> Game:
    return load_with_note(path)[0]


# -- writing ------------------------------------------------------------------------


def write_atomic(path: str | Path, text: str) -> None:
    """Write a file so that a crash leaves either the old or the new content.

    The temporary file is ``.NAME.*.tmp`` beside the target; :func:`remove_stale_temps`
    clears those left by a write that was killed. The file gets the mode any new file
    of the user's gets (0644 under the usual umask 022), since saves are meant to be
    shared; the rename replaces whatever had the name, a link included, and never
    writes through it.
    """
    path = Path(path)
    fd, tmp = _new_temp(path)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _new_temp(path: Path) -> tuple[int, str]:
    """A new, empty ``.NAME.*.tmp`` beside ``path``, open for writing, made with mode
    0666 less the umask (``tempfile.mkstemp`` would make it private, 0600)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    for _ in range(100):
        tmp = str(path.parent / f".{path.name}.{secrets.token_hex(4)}.tmp")
        try:
            return os.open(tmp, flags, 0o666), tmp
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name beside {path}")


def remove_stale_temps(path: str | Path) -> list[Path]:
    """Delete temporary files an interrupted :func:`write_atomic` of ``path`` left behind."""
    path = Path(path)
    removed: list[Path] = []
    try:
        candidates = list(path.parent.glob(f".{path.name}.*.tmp"))
    except OSError:
        return removed
    for stray in candidates:
        try:
            if stray.is_file():
                stray.unlink()
                removed.append(stray)
        except OSError:
            continue
    return removed


def save(game: Game, path: str | Path) -> None:
    write_atomic(path, dumps(game))
