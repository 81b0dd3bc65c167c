"""Events, decisions and refusals as sentences in each language."""

from __future__ import annotations

import inspect

import pytest

from powergrid.ai import SimpleBot
from powergrid.app.shared import texts
from powergrid.app.shared.rulebook import (
    DECISION_KINDS,
    Decision,
    current_decision,
    replayed_events,
)
from powergrid.rules import Game, GameConfig, IllegalActionError
from powergrid.rules import actions as A
from powergrid.rules import events as ev
from powergrid.rules import save as savefile

from .support import CHECKED_LANGUAGES


def played(seed: int = 3, players: int = 3, limit: int = 4000) -> tuple[Game, list]:
    """A whole bot game and every event it caused."""
    game = Game(GameConfig.quick(players, "germany"), seed=seed)
    bots = [SimpleBot(40 + s) for s in range(players)]
    events = []
    for _ in range(limit):
        if game.state.phase == "over":
            return game, events
        events.extend(game.apply(bots[game.state.current_player].choose(game.state)))
    raise AssertionError("the bot game did not end")


@pytest.fixture(scope="module")
def full_game():
    return played()


def test_every_engine_event_kind_has_a_renderer():
    kinds = {
        name
        for name, cls in inspect.getmembers(ev, inspect.isclass)
        if issubclass(cls, ev.Event) and cls is not ev.Event
    }
    assert kinds == set(texts.EVENT_RENDERERS)


def test_a_whole_game_log_renders_in_english_like_the_engine_says_it(full_game):
    game, events = full_game
    kinds = {type(e).__name__ for e in events}
    assert {"AuctionOpened", "CityBuilt", "PlantsRun", "MarketRefilled", "GameEnded"} <= kinds
    for event in events:
        line = texts.event_text(event, game.names)
        assert line and "{" not in line
        assert not line[0].islower(), f"a log line starts a sentence: {line}"
        for name in game.names:  # the same players are named as in the engine's sentence
            assert (name in line) == (name in event.text(game.names)), (line, event)


@pytest.mark.parametrize("code", CHECKED_LANGUAGES)
def test_a_whole_game_log_renders_in_every_language(full_game, lang, code):
    game, events = full_game
    english = [texts.event_text(e, game.names) for e in events]
    lang(code)
    local = [texts.event_text(e, game.names) for e in events]
    for event, en, line in zip(events, english, local, strict=True):
        assert line and "{" not in line, line
        assert not line[0].islower(), f"a log line starts a sentence: {line}"
        assert line != en, f"{type(event).__name__} stays English: {line}"
        if isinstance(event, ev.CityBuilt):
            assert event.city in line  # city names stay as printed on the board


def test_a_loaded_game_shows_its_log_in_the_language_chosen_now(full_game, lang, tmp_path):
    game, events = full_game
    lang("de")
    path = tmp_path / "g.pgsave"
    savefile.save(game, path)
    lang("zh_TW")
    loaded = savefile.load(path)
    again = replayed_events(loaded)
    assert [type(e) for e in again] == [type(e) for e in events]
    lines = [texts.event_text(e, loaded.names) for e in again]
    assert any("發電廠" in line for line in lines)
    assert not any("Kraftwerk" in line for line in lines)


def test_sentences_in_german_and_chinese(lang):
    names = ["Ann", "Ben"]
    built = ev.CityBuilt(player=1, city="Düsseldorf", house=10, connection=7)
    bought = ev.ResourcesBought(player=0, resource=2, amount=3, cost=21)
    run = ev.PlantsRun(player=0, plants=(4,), burnt=(2, 0, 0, 0), powered=1, income=22)
    assert texts.event_text(built, names) == (
        "Ben builds in Düsseldorf for 17 Elektro (10 house, 7 connection)."
    )
    assert texts.event_text(run, names) == "Ann powers 1 city and earns 22 Elektro. Burnt: 2 coal."
    lang("de")
    assert texts.event_text(built, names) == (
        "Ben baut in Düsseldorf für 17 Elektro (10 Haus, 7 Strecken)."
    )
    assert texts.event_text(bought, names) == "Ann kauft 3 Müll für 21 Elektro."
    lang("zh_CN")
    assert texts.event_text(bought, names) == "Ann 以 21 元 购买 3 个垃圾。"
    assert texts.event_text(run, names) == "Ann 为 1 座城市供电，收入 22 元。消耗：2 个煤。"
    refill = ev.MarketRefilled(added=(3, 2, 0, 1))
    assert texts.event_text(refill, names) == "资源市场补充：3 个煤、2 个石油、1 个铀。"


def test_a_plant_or_the_step_3_card_leaving_the_game_starts_a_sentence(lang):
    small = ev.PlantRemoved(plant=3, reason="too small for the largest network")
    card = ev.PlantRemoved(plant=texts.STEP3_CARD, reason="Step 3 begins")
    assert texts.event_text(small, []) == (
        "Plant 3 leaves the game (too small for the largest network)."
    )
    assert texts.event_text(card, []) == "The Step 3 card leaves the game (Step 3 begins)."
    lang("de")
    assert texts.event_text(small, []) == (
        "Kraftwerk 3 verlässt das Spiel (zu klein für das größte Netz)."
    )
    assert texts.event_text(card, []) == "Die Karte „Stufe 3“ verlässt das Spiel (Stufe 3 beginnt)."
    lang("zh_TW")
    assert texts.event_text(small, []) == "發電廠 3 移出遊戲（小於最大網路的城市數）。"


def test_free_text_reasons_of_the_engine_are_translated_or_kept(lang):
    lang("de")
    names = ["Ann"]
    assert "Kraftwerk 12" in texts.event_text(ev.Passed(0, "plant 12"), names)
    assert "kann 15 nicht überbieten" in texts.event_text(ev.Passed(0, "cannot outbid 15"), names)
    assert "Stufe 2 beginnt" in texts.event_text(ev.PlantRemoved(5, "Step 2 begins"), names)
    assert "ein neuer Grund" in texts.event_text(ev.PlantRemoved(5, "ein neuer Grund"), names)
    assert texts.event_text(ev.PlantDrawn(1000), names) == "Die Karte „Stufe 3“ wird gezogen."


def test_an_unknown_event_kind_falls_back_to_the_engine_sentence():
    class Blackout(ev.Event):
        def text(self, names):
            return f"{names[0]} loses power."

    assert texts.event_text(Blackout(), ["Ann"]) == "Ann loses power."


def positions():
    """One real position per decision kind, from bot games (seat 0 decides in each)."""
    found: dict[str, object] = {}
    for seed in range(1, 40):
        game = Game(GameConfig.quick(2, "usa"), seed=seed)
        bots = [SimpleBot(seed * 7 + s) for s in range(2)]
        for _ in range(3000):
            kind = current_decision(game.state).kind
            found.setdefault(kind, game.state.clone())
            if game.state.phase == "over":
                break
            game.apply(bots[game.state.current_player].choose(game.state))
        if set(found) == set(DECISION_KINDS):
            return found
    raise AssertionError(f"missing decision kinds: {set(DECISION_KINDS) - set(found)}")


def test_decisions_are_classified_like_the_engine_describes_them():
    expected_words = {
        "choose": "choose a power plant",
        "bid": "bid on plant",
        "discard": "discard",
        "buy": "buy resources",
        "build": "build in cities",
        "run": "power plants run",
        "over": "over",
    }
    for kind, state in positions().items():
        decision = current_decision(state)
        assert decision.kind == kind
        assert expected_words[kind] in str(state.decision()), (kind, str(state.decision()))
        assert decision.round == state.round and decision.step == state.step
        if kind == "bid":
            assert decision.plant == state.auc_plant and decision.bid == state.auc_bid


def test_typed_decisions_of_the_engine_are_read_as_they_are():
    """An engine whose decision() returns typed values (kind, seat, plant, highest_bid…)."""

    class TypedBid:
        kind, seat, plant, highest_bid, can_pass = "bid", 2, 21, 30, True
        text = "bid on plant 21 (highest bid 30) or pass"

    class TypedBuy:
        kind, seat = "buy", 1

    class State:
        round, step = 4, 2

        def __init__(self, typed):
            self.typed = typed

        def decision(self):
            return self.typed

    assert current_decision(State(TypedBid())) == Decision(
        "bid", player=2, round=4, step=2, plant=21, bid=30, can_pass=True
    )
    assert current_decision(State(TypedBuy())) == Decision("buy", player=1, round=4, step=2)


@pytest.mark.parametrize("code", CHECKED_LANGUAGES)
def test_every_decision_kind_reads_in_every_language(lang, code):
    english = {
        k: texts.decision_text(Decision(k, 0, 2, 1, plant=13, bid=15, can_pass=True))
        for k in DECISION_KINDS
    }
    lang(code)
    for kind in DECISION_KINDS:
        line = texts.decision_text(Decision(kind, 0, 2, 1, plant=13, bid=15, can_pass=True))
        assert line and line != english[kind] and "{" not in line
    with pytest.raises(ValueError, match="unknown decision kind 'nap'"):
        texts.decision_text(Decision("nap", 0, 1, 1))


def test_refusals_render_by_code_and_fall_back_to_the_english_reason(lang):
    english = "only 2 coal on the market, not 3"
    params = {"on_market": 2, "resource": "coal", "amount": 3}
    assert texts.refusal_text("not_on_market", params, english) == (
        "Only 2 coal on the market, not 3."
    )
    lang("de")
    assert texts.refusal_text("not_on_market", params, english) == (
        "Nur 2 Kohle auf dem Markt, nicht 3."
    )
    assert texts.refusal_text("no_such_code", params, english) == english
    assert texts.refusal_text("illegal", {}, english) == english  # "any other refusal"
    assert texts.refusal_text(None, None, english) == english
    assert texts.refusal_text("not_on_market", {"on_market": 2}, english) == english  # a gap
    lang("zh_TW")
    assert texts.refusal_text("not_on_market", dict(params, resource=3), english) == (
        "市場上只有 2 個鈾，不是 3 個。"
    )
    assert texts.refusal_text("not_for_sale", {"plant": 9, "offered": (3, 4, 5)}, "x") == (
        "發電廠 9 不在當前市場中（可購買：3、4、5）。"
    )


# The engine's refusal codes and the parameters each one carries (IllegalActionError).
ENGINE_CODES = {
    "game_over": {},
    "wrong_phase": {"action": "bid", "expected": "building"},
    "auction_running": {},
    "not_for_sale": {"plant": 9, "offered": (3, 4, 5, 6)},
    "plant_not_allowed": {"plant": 11},
    "opening_bid_too_low": {"plant": 9, "bid": 5},
    "bid_above_money": {"amount": 30, "money": 12},
    "no_auction": {},
    "bid_too_low": {"highest": 20, "amount": 20},
    "must_discard": {},
    "must_buy_round1": {},
    "no_discard_needed": {},
    "discard_new_plant": {"plant": 21},
    "not_owned": {"plant": 21},
    "keep_ambiguous": {},
    "keep_not_held": {},
    "keep_does_not_fit": {},
    "not_on_market": {"resource": "oil", "amount": 4, "on_market": 2},
    "no_room": {"resource": "oil", "amount": 4, "room": 1},
    "too_expensive": {"resource": "oil", "amount": 4, "cost": 19, "money": 12},
    "one_market": {},
    "market_chosen": {"market": "north"},
    "price_cap": {"resource": "uranium", "amount": 2, "limit": 0, "step": 1},
    "one_token": {"resource": "coal", "amount": 2},
    "power_most": {"least": 3, "powered": 2},
    "unknown_city": {"city": "Essen"},
    "already_built": {"city": "Essen"},
    "city_full": {"city": "Essen", "step": 1},
    "city_closed": {"city": "Essen"},
    "no_houses_left": {},
    "build_too_expensive": {"city": "Essen", "cost": 22, "money": 12},
    "build_not_allowed": {"city": "Essen"},
    "plant_run_twice": {},
    "hybrid_split": {"hybrid": 2, "coal": 3},
    "not_enough_fuel": {"resource": "coal", "needed": 3, "have": 1},
    "hidden_stack": {},
    "discard_uncounted": {"plant": 23},
    "not_deciding": {},
    "decision_first": {},
}


def test_every_engine_refusal_code_has_a_sentence_using_only_its_parameters():
    assert set(texts.REFUSALS) == set(ENGINE_CODES)
    for code, source in texts.REFUSALS.items():
        assert texts.placeholders(source) <= set(ENGINE_CODES[code]), code
    import powergrid.rules as rules

    listed = getattr(rules, "ILLEGAL_CODES", None)  # the engine's own list, where it has one
    if listed is not None:
        assert set(listed) == set(ENGINE_CODES) | {"illegal"}


def test_every_refusal_code_renders_in_every_language(lang):
    for code in ("en", *CHECKED_LANGUAGES):
        lang(code)
        for key, params in ENGINE_CODES.items():
            line = texts.refusal_text(key, params, "fallback")
            assert line != "fallback" and "{" not in line, (code, key)
            if "city" in params:
                assert "Essen" in line


def test_the_engine_refusal_reason_is_the_english_fallback():
    game = Game(GameConfig.quick(2, "usa"), seed=1)
    with pytest.raises(IllegalActionError) as err:
        game.apply(A.Bid(amount=3))
    reason = err.value.reason
    code = getattr(err.value, "code", None)
    params = getattr(err.value, "params", None)
    assert code is not None, "the engine names its refusals"
    assert code in texts.REFUSALS, f"refusal code {code!r} has no sentence in texts.py"
    assert texts.refusal_text(code, params, reason) != reason
    assert texts.refusal_text(None, None, reason) == reason  # no code: shown as it is


def test_the_status_line_in_english_and_chinese(lang):
    bid = Decision("bid", 1, 4, 2, plant=21, bid=30, can_pass=True)
    assert texts.status_text(bid, "Ben", human=False) == (
        "Round 4, step 2 · Ben (computer): bid on plant 21 (highest bid 30 Elektro) or pass"
    )
    assert texts.status_text(None).startswith("No game is running")
    assert texts.status_text(Decision("over", -1, 9, 3)) == "The game is over."
    lang("zh_CN")
    assert texts.status_text(bid, "Ben", human=True) == (
        "第 4 回合（第 2 阶段）· Ben：对发电厂 21 出价（目前最高 30 元）或放弃"
    )
    computer = texts.status_text(bid, "Ben", human=False)
    assert computer.startswith("第 4 回合（第 2 阶段）· Ben（电脑）：")
