"""Nothing a seat may not know ever leaves the server.

Whole games are played over the network with every message each client receives
kept; the test then replays the game and, at every position, looks for what no seat
may know in any message: the seed, the order of the unknown part of the draw stack
and the plants removed at setup. Every view sent must be exactly the engine's view
of that seat at that move, and only public event kinds may travel.
"""

from __future__ import annotations

import asyncio
import json
import re

import pytest

from powergrid.ai import make_bot
from powergrid.net.botclient import play_seat
from powergrid.net.client import Client
from powergrid.net.server import TableServer
from powergrid.net.visibility import PRIVATE_EVENTS, PUBLIC_EVENTS, event_classes
from powergrid.rules import Game, GameConfig, GameState, Variants, save

from .support import TEST_LIMITS, seated


def test_every_event_kind_of_the_engine_is_declared_public_or_private():
    kinds = set(event_classes())
    assert kinds, "the engine's events were not found"
    assert kinds == PUBLIC_EVENTS | PRIVATE_EVENTS, kinds ^ (PUBLIC_EVENTS | PRIVATE_EVENTS)


def test_every_seat_has_the_same_view_so_a_spectator_may_be_shown_it():
    """The spectator gets view(0): true while the engine's views differ in no seat's
    secret. A variant with a seat's own secret makes this fail (and the server must
    then give spectators a view without any seat's secrets)."""
    game = Game(GameConfig.quick(4), 3)
    bots = [make_bot("simple", i) for i in range(4)]
    for _ in range(120):
        views = {game.state.view(s).digest() for s in range(4)}
        assert len(views) == 1
        game.apply(bots[game.state.current_player].choose(game.state))


def _play_traced(tmp_path, players: int, variants: Variants):
    async def main():
        server = TableServer(tmp_path, TEST_LIMITS)
        await server.start()
        url = f"ws://127.0.0.1:{server.port}"
        table, code, clients, _ = await seated(url, players, trace=True, variants=variants)
        watcher = await Client.connect(url)
        watcher.trace = []
        await watcher.spectate(table, code)
        await asyncio.gather(
            *(play_seat(c, table, i, make_bot("simple", 40 + i)) for i, c in enumerate(clients))
        )
        await watcher.wait_for(lambda: watcher.updates[(table, None)].info.state == "over")
        traces = [c.trace for c in clients] + [watcher.trace]
        for c in clients + [watcher]:
            c.trace = None  # the record, asked for at the end, holds the seed
        record = save.loads(await clients[0].record(table))
        for c in clients + [watcher]:
            await c.close()
        await server.close()
        return traces, record

    return asyncio.run(main())


def _hidden_facts(record: Game) -> tuple[list[tuple[list[str], str | None]], list[GameState]]:
    """For each move, the texts that no message of that moment may hold: the unknown
    stack's order (every four cards in a row that are not in rising order) and the
    plants removed at setup while a seat cannot tell them apart from the stack."""
    facts = []
    states = []
    game = Game(record.config, record.seed)
    for action in [None, *record.log]:
        if action is not None:
            game.apply(action)
        states.append(game.state.clone())
        full = game.state.to_position()
        view = game.state.view(0).to_position()
        unknown = full.draw_stack[: len(full.draw_stack) - full.known_bottom]
        cards = [c for c in unknown if isinstance(c, int)]
        windows = []
        for i in range(len(cards) - 3):
            four = cards[i : i + 4]
            if four != sorted(four):
                windows.append(",".join(map(str, four)))
        removed = None
        if full.setup_removed and full.setup_removed != view.setup_removed:
            removed = json.dumps(full.setup_removed, separators=(",", ":"))
        facts.append((windows, removed))
    return facts, states


@pytest.mark.parametrize(
    ("players", "variants"),
    [(4, Variants()), (3, Variants(free_cities=True, deck="plus-example"))],
    ids=["original-4", "free-cities-plus-deck-3"],
)
def test_no_message_of_whole_games_holds_a_hidden_fact(tmp_path, players, variants):
    traces, record = _play_traced(tmp_path, players, variants)
    assert record.state.is_terminal()
    facts, states = _hidden_facts(record)
    assert any(windows for windows, _ in facts), "the game had no hidden stack to look for"
    assert any(removed for _, removed in facts), "no plants were removed unseen"
    seed = re.compile(rf"(?<![0-9.]){record.seed}(?![0-9.])")
    views_checked = 0
    for trace in traces:
        assert trace
        moves = 0
        for text in trace:
            message = json.loads(text)
            if message["type"] == "update":
                moves = message["moves"]
            windows, removed = facts[moves]
            assert not seed.search(text), "the seed left the server"
            for window in windows:
                assert window not in text, f"the stack's order {window} left the server"
            assert removed is None or removed not in text, "the setup's removals left"
            if message["type"] != "update" or message["view"] is None:
                continue
            for event in message["events"]:
                assert event["kind"] in PUBLIC_EVENTS
            seat = message["seat"]
            expected = states[moves].view(0 if seat is None else seat).to_position()
            assert message["view"] == expected.model_dump(mode="json")
            assert message["view"]["seed"] == 0 and message["view"]["shuffles"] == 0
            views_checked += 1
    assert views_checked > len(record.log)
