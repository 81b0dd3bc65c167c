"""The protocol as data: messages round-trip, the page is the models', events travel."""

from __future__ import annotations

import pytest

from powergrid.ai import make_bot
from powergrid.net.protocol import (
    PROTOCOL_VERSION,
    Act,
    BadMessage,
    Hello,
    decode_client,
    encode,
    hello_version,
    version_mismatch,
)
from powergrid.net.visibility import event_data, event_from_data, events_for
from powergrid.rules import Game, GameConfig
from powergrid.rules.actions import ACTION_LIST_ADAPTER, Build, Buy, Run
from tools import protocol_doc


def test_the_protocol_page_is_written_from_the_models():
    text = protocol_doc.PAGE.read_text(encoding="utf-8")
    assert protocol_doc.render(text) == text, "run python tools/protocol_doc.py"
    assert "### `act` — Act" in text and "`stale`" in text


def test_every_kind_of_engine_action_travels_in_an_act_unchanged():
    actions = [Build(city="Essen"), Buy(resource="oil", amount=2), Run(plants=(4, 13), coal=1)]
    for action in actions:
        message = Act(table="t1", seat=2, moves=17, action=action)
        again = decode_client(encode(message))
        assert again == message and again.action == action
    # Every action the engine lists in a game is one the protocol carries.
    game = Game(GameConfig.quick(3), 8)
    bots = [make_bot("simple", i) for i in range(3)]
    seen = []
    for _ in range(200):
        seen.extend(game.state.legal_actions()[:20])
        game.apply(bots[game.state.current_player].choose(game.state))
    dumped = ACTION_LIST_ADAPTER.dump_python(seen, mode="json")
    for action, data in zip(seen, dumped, strict=True):
        assert decode_client(encode(Act(table="t", seat=0, moves=0, action=data))).action == action


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ('{"type": "act", "table": "t", "seat": 0, "moves": 0}', "action"),
        ('{"type": "join", "table": "../x", "seat": 0, "code": "C", "name": "A"}', "table"),
        ('{"type": "ping", "extra": 1}', "extra"),
        ('{"type": "teleport"}', "type"),
        ("[1, 2", "malformed"),
    ],
)
def test_a_broken_message_is_refused_naming_what_is_wrong(text, fragment):
    with pytest.raises(BadMessage) as err:
        decode_client(text)
    assert fragment in err.value.detail
    assert "\n" not in err.value.detail


def test_the_version_is_read_from_any_hello_and_the_mismatch_said_in_one_line():
    future = '{"type": "hello", "protocol": 7, "features": ["teleport"]}'
    assert hello_version(future) == 7
    assert hello_version('{"type": "list"}') is None
    assert hello_version(encode(Hello(protocol=PROTOCOL_VERSION))) == PROTOCOL_VERSION
    line = version_mismatch(7)
    assert "\n" not in line and "newer" in line and "protocol 7" in line


def test_events_travel_as_data_and_come_back_as_the_engines_events():
    game = Game(GameConfig.quick(3), 2)
    bots = [make_bot("simple", i) for i in range(3)]
    kinds = set()
    for _ in range(150):
        happened = game.apply(bots[game.state.current_player].choose(game.state))
        for event, data in zip(happened, events_for(happened, 0), strict=True):
            assert event_from_data(data) == event
            kinds.add(data.kind)
    assert {"AuctionOpened", "PlantBought", "CityBuilt", "PlantsRun"} <= kinds
    with pytest.raises(ValueError, match="unknown event kind"):
        event_from_data(event_data(happened[0]).model_copy(update={"kind": "Teleported"}))
