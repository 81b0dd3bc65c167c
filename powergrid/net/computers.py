"""The server's computer players, in worker processes of their own.

A computer level's search holds Python's interpreter lock for seconds; in a thread of
the server's process it would hold up every other table's messages (measured: a
person's round trip at tables with Hard computers went from 3 ms to 300 ms at the
95th percentile). So the computers think in a small pool of processes. A decision
is asked with the seat's view as a position — a computer knows what its seat may
know and nothing more, as at a local table — and comes back as an engine action.
Each worker keeps the bots it has made, so a seat's bot goes on with its own
random sequence while the same worker serves it.
"""

from __future__ import annotations

import multiprocessing
from collections import OrderedDict
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from pydantic import TypeAdapter

from ..ai import Bot, make_bot
from ..rules import Action, GameState

#: Bots a worker keeps (the oldest is dropped first).
KEPT_BOTS = 512
_ACTION: TypeAdapter[Action] = TypeAdapter(Action)
_bots: OrderedDict[tuple[str, int, str, int], Bot] = OrderedDict()


def decide(key: tuple[str, int, str, int], view: dict[str, Any]) -> dict[str, Any]:
    """In a worker: the action of the bot ``key`` = (table, seat, level, seed) for
    the seat's ``view`` (a position), as JSON data."""
    bot = _bots.pop(key, None)
    if bot is None:
        bot = make_bot(key[2], key[3])
    _bots[key] = bot
    while len(_bots) > KEPT_BOTS:
        _bots.popitem(last=False)
    action: Action = bot.choose(GameState.from_position(view))
    return action.model_dump(mode="json")


def action_of(data: dict[str, Any]) -> Action:
    """The engine action a worker sent back."""
    return _ACTION.validate_python(data)


def new_pool(workers: int) -> ProcessPoolExecutor:
    """Worker processes started afresh (not forked from the running server)."""
    return ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"))
