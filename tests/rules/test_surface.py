"""The engine's typed public surface agrees with the rules it answers for.

Decisions, views, queries and the outcome are checked against what the engine
itself does (legal actions, apply), on full states and on players' views, so a
UI or a bot that reads them never disagrees with the rules.
"""

from __future__ import annotations

import ast
import random
import threading
from pathlib import Path

import pytest

from powergrid.ai import SimpleBot
from powergrid.rules import (
    HOUSES_PER_PLAYER,
    ILLEGAL_CODES,
    RESOURCES,
    BidDecision,
    BuildDecision,
    BuyDecision,
    ChoosePlantDecision,
    DiscardDecision,
    GameConfig,
    GameOverDecision,
    IllegalActionError,
    Outcome,
    Phase,
    RunDecision,
    best_run,
    fuel_burnt,
    fuel_need,
    house_price,
    house_prices,
    income,
    income_table,
    new_game,
    price_cities,
    storage,
)
from powergrid.rules import actions as A

RULES_DIR = Path(__file__).resolve().parents[2] / "powergrid" / "rules"


def play(players: int, map_name: str, seed: int):
    """Every position of a simple-bot game, with the action taken there."""
    state = new_game(GameConfig.quick(players, map_name), seed)
    bot = SimpleBot(seed)
    while not state.is_terminal():
        action = bot.choose(state)
        yield state, action
        state.apply(action)
    yield state, None


def check_decision(state) -> None:
    """The decision says exactly what the legal actions allow."""
    d = state.decision()
    legal = state.legal_actions()
    assert d.text == d.describe() and d.text
    if state.phase == Phase.OVER:
        assert isinstance(d, GameOverDecision) and d.outcome == state.outcome()
        return
    assert d.seat == state.current_player
    if isinstance(d, ChoosePlantDecision):
        assert d.market == state.plant_market().current
        assert d.can_pass == (A.PASS in legal)
        opened = {a.plant for a in legal if type(a) is A.ChoosePlant}
        assert opened == set(d.affordable)
        for plant in opened:
            lowest = min(a.bid for a in legal if type(a) is A.ChoosePlant and a.plant == plant)
            assert lowest == d.min_bid(plant)
    elif isinstance(d, BidDecision):
        bids = [a.amount for a in legal if type(a) is A.Bid]
        assert d.can_pass and A.PASS in legal
        assert (min(bids) if bids else None) == (d.min_bid if d.can_raise else None)
        assert d.leader != d.seat and d.seat in d.bidders
    elif isinstance(d, DiscardDecision):
        assert list(d.options) == legal
        assert d.just_bought not in d.plants
        assert len(state.player(d.seat).plants) == d.plant_limit + 1
    elif isinstance(d, BuyDecision):
        for r, name in enumerate(RESOURCES):
            amounts = [a.amount for a in legal if type(a) is A.Buy and a.resource == name]
            assert d.most[r] == max(amounts, default=0)
    elif isinstance(d, BuildDecision):
        builds = [a.city for a in legal if type(a) is A.Build]
        assert list(d.prices) == builds  # cheapest first, like the legal actions
        for city in builds[:3]:
            # a view cannot draw the plant a purge may need: try on a dealt copy
            trial = state.determinize(random.Random(0))
            trial.apply(A.build(city))
            assert state.player(d.seat).money - trial.player(d.seat).money == d.prices[city]
            assert state.city_price(d.seat, city) == d.prices[city]
    else:
        assert isinstance(d, RunDecision)
        assert d.best in legal
        assert d.most_powered == max(
            min(sum(state.plant_market().plant(p).cities for p in a.plants), d.cities)
            for a in legal
        )


def test_decisions_agree_with_the_legal_actions_on_states_and_views():
    kinds = set()
    for players, map_name, seed in ((2, "usa", 1), (4, "germany", 2), (6, "usa", 3)):
        for state, _action in play(players, map_name, seed):
            check_decision(state)
            kinds.add(type(state.decision()))
            if not state.is_terminal():
                check_decision(state.view(state.current_player))
    assert kinds == {
        ChoosePlantDecision,
        BidDecision,
        DiscardDecision,
        BuyDecision,
        BuildDecision,
        RunDecision,
        GameOverDecision,
    }


def test_phase_is_a_string_enum_held_by_the_state():
    state = new_game(GameConfig.quick(3), 1)
    assert state.phase is Phase.AUCTION and state.phase == "auction"
    assert [p.value for p in Phase] == ["auction", "resources", "build", "bureaucracy", "over"]
    assert Phase.BUREAUCRACY.heading == "Bureaucracy"


def test_outcome_ranks_by_powered_money_cities_and_shares_places():
    # RULES 5
    outcome = Outcome.rank(powered=[5, 7, 5, 5], money=[10, 0, 10, 12], cities=[9, 9, 9, 3])
    assert outcome.ranking == (1, 3, 0, 2)
    assert [s.place for s in outcome.standings] == [1, 2, 3, 3]
    assert outcome.winners == (1,)
    tie = Outcome.rank(powered=[4, 4, 2], money=[25, 25, 5], cities=[17, 17, 0])
    assert tie.winners == (0, 1) and tie.shares() == (0.5, 0.5, 0.0)
    assert tie.powered() == (4, 4, 2) and tie.standing(2).place == 3
    assert "Player 1 and Player 2 win" in tie.describe(["Player 1", "Player 2", "Player 3"])


def test_finished_game_reports_its_outcome():
    *_, (state, _none) = play(3, "usa", 5)
    outcome = state.outcome()
    assert outcome is not None and state.returns() == list(outcome.shares())
    for st in outcome.standings:
        player = state.player(st.seat)
        assert (st.money, st.cities) == (player.money, player.city_count)
        assert st.powered == state.powerable(st.seat)


def test_player_and_market_views_are_read_only_and_current():
    state = new_game(GameConfig.quick(4, "germany"), 3)
    for _ in range(60):
        state.apply(SimpleBot(1).choose(state))
    seat = state.current_player
    me = state.player(seat)
    assert isinstance(me.plants, tuple) and isinstance(me.resources, tuple)
    assert me.houses_left == HOUSES_PER_PLAYER - me.city_count
    assert me.storage == storage(me.plants)
    with pytest.raises(AttributeError):
        me.money = 1000  # type: ignore[misc]
    market = state.resource_market()
    for r in range(4):
        assert market.on_market[r] + market.supply[r] + sum(
            p.resources[r] for p in state.player_views()
        ) == market.total(r)
        assert sum(market.filled(r)) == market.on_market[r]
    assert market.price("coal", market.on_market[0] + 1) is None
    plants = state.plant_market()
    assert (
        plants.current == tuple(state.decision().market)
        if isinstance(state.decision(), ChoosePlantDecision)
        else True
    )
    assert len(plants.current) <= 4 and plants.stack_size > 0


def test_house_prices_and_income_come_from_the_rule_book():
    # RULES 1.4, 1.7
    assert house_prices(1) == (10,) and house_prices(3) == (10, 15, 20)
    assert [house_price(s) for s in (1, 2, 3)] == [10, 10, 10]
    assert house_price(1, 1) is None and house_price(2, 1) == 15 and house_price(3, 2) == 20
    assert house_price(3, 3) is None
    with pytest.raises(ValueError, match="step"):
        house_prices(4)
    assert income(0) == 10 and income(20) == 150 and income(25) == 150
    table = income_table()
    assert len(table) == 21 and table[7] == 82  # 0 to 20 cities powered
    assert [income(k) for k in range(25)] == list(table) + [table[-1]] * 4


def test_fuel_and_best_run():
    # RULES 1.6, 3.5: plant 5 is a hybrid (2), 4 burns 2 coal, 6 burns 1 garbage
    need = fuel_need((4, 5, 6))
    assert need.fixed == (2, 0, 1, 0) and need.hybrid == 2
    assert fuel_burnt((4, 5, 6), coal=1) == (3, 1, 1, 0)
    with pytest.raises(ValueError, match="coal must be 0 to 2"):
        need.burnt(3)
    run = best_run((4, 5, 6), (3, 1, 0, 0), cities=5)
    assert set(run.plants) == {4, 5} and run.powered == 2 and run.coal == 1


def test_build_quote_prices_city_by_city_as_apply_charges():
    # RULES 3.4
    for state, _action in play(3, "usa", 11):
        if state.phase != Phase.BUILD:
            continue
        d = state.decision()
        seat = d.seat
        if state.player(seat).city_count == 0 or len(d.prices) < 3:
            continue
        targets = list(d.prices)[:3]
        plan = state.build_quote(seat, targets, in_order=True)
        if plan.total > state.player(seat).money:
            continue
        trial = state.clone()
        for step in plan.steps:
            before = trial.player(seat).money
            trial.apply(A.build(step.city))
            assert before - trial.player(seat).money == step.cost
        free = price_cities(
            state.board,
            state.player(seat).cities,
            targets,
            state.step,
            {c: len(o) for c, o in state.houses().items()},
            in_order=True,
        )
        assert free.total == plan.total
        return
    pytest.fail("no build turn with a network and three affordable cities")


def test_purchase_quote_answers_like_apply():
    # RULES 3.3
    tried = set()
    for state, _action in play(4, "usa", 8):
        if state.phase != Phase.RESOURCES:
            continue
        seat = state.current_player
        for name in RESOURCES:
            for amount in (1, 3, 7):
                quote = state.purchase_quote(seat, name, amount)
                trial = state.clone()
                try:
                    before = trial.player(seat).money
                    trial.apply(A.buy(name, amount))
                except IllegalActionError as err:
                    assert not quote.ok and quote.code == err.code and quote.reason == err.reason
                    tried.add(err.code)
                else:
                    assert quote.ok and quote.cost == before - trial.player(seat).money
                    tried.add("ok")
    assert {"ok", "no_room"} <= tried


def test_every_refusal_has_a_known_code():
    """Every raise site of IllegalActionError names a code from ILLEGAL_CODES."""
    sites = 0
    for path in RULES_DIR.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "IllegalActionError":
                code = next((k.value for k in node.keywords if k.arg == "code"), None)
                if isinstance(code, ast.Attribute) and code.attr == "code":
                    continue  # passes on the code of the refusal it wraps
                assert isinstance(code, ast.Constant), f"{path.name}:{node.lineno} has no code"
                assert code.value in ILLEGAL_CODES, f"{path.name}:{node.lineno}: {code.value}"
                sites += 1
    assert sites >= 25


def test_refusals_carry_code_and_params():
    state = new_game(GameConfig.quick(3), 1)
    with pytest.raises(IllegalActionError) as info:
        state.apply(A.ChoosePlant(plant=4, bid=3))
    assert info.value.code == "opening_bid_too_low" and info.value.params["plant"] == 4
    with pytest.raises(IllegalActionError) as info:
        state.apply(A.Done())
    assert info.value.code == "wrong_phase"


PROBES = [
    A.Bid(amount=1),
    A.Bid(amount=400),
    A.Pass(),
    A.Done(),
    A.Build(city="Berlin"),
    A.Build(city="Seattle"),
    A.Buy(resource="uranium", amount=3),
    A.Buy(resource="coal", amount=30),
    A.ChoosePlant(plant=50, bid=50),
    A.Run(plants=(3, 4)),
    A.Discard(plant=3),
    A.Run(plants=(), coal=1),
]


def test_no_refusal_changes_a_state_or_a_view():
    """An illegal action changes nothing, on the full state and on every view; a view
    refuses an action that would draw from its hidden stack before changing it."""
    hidden_refusals = 0
    for players, seed in ((2, 3), (5, 6)):
        for state, _action in play(players, "usa", seed):
            if state.is_terminal():
                break
            seat = state.current_player
            legal = state.legal_actions()
            for target in (state, state.view(seat)):
                for probe in PROBES:
                    if probe in legal:
                        continue
                    before = target.digest()
                    with pytest.raises(IllegalActionError):
                        target.apply(probe)
                    assert target.digest() == before, (probe, target.is_view)
            for action in legal[:4] + legal[-2:]:
                view = state.view(seat)
                before = view.digest()
                try:
                    view.apply(action)
                except IllegalActionError as err:
                    assert err.code == "hidden_stack"
                    assert view.digest() == before
                    hidden_refusals += 1
    assert hidden_refusals > 0


def test_a_view_applies_what_needs_no_hidden_card():
    state = new_game(GameConfig.quick(3), 2)
    view = state.view(state.current_player)
    events = view.apply(A.ChoosePlant(plant=3, bid=3))
    assert view.is_view and view.decision().kind == "bid" and events


def _fresh_caches() -> None:
    from powergrid.rules import actions as acts
    from powergrid.rules import building, economy, state

    acts._BID_ROW = [None]
    acts._CHOOSE_ROWS.clear()
    for cache in (state._CAPS, economy._RUN_ACTIONS, economy._FUEL, building._BUILDS):
        cache.clear()
    for fn in (acts.bid, acts.choose, acts.buy, acts.build, acts.run, acts.discard):
        fn.cache_clear()


def _game_digest(seed: int) -> str:
    state = new_game(GameConfig.quick(4, "usa"), seed)
    bot = SimpleBot(seed)
    while not state.is_terminal():
        for act in state.legal_actions():
            if type(act) is A.Bid:
                assert act == A.Bid(amount=act.amount)
            if type(act) is A.ChoosePlant:
                assert act.bid >= act.plant
        state.apply(bot.choose(state))
    return state.digest()


def test_shared_caches_are_safe_with_threads():
    """Games played in parallel threads (as the GUI and the AI worker do) list the
    same actions and end the same as games played one after another."""
    seeds = list(range(20, 26))
    _fresh_caches()
    serial = {seed: _game_digest(seed) for seed in seeds}
    _fresh_caches()
    results: dict[int, str] = {}
    errors: list[BaseException] = []

    def worker(seed: int) -> None:
        try:
            results[seed] = _game_digest(seed)
        except BaseException as err:  # noqa: BLE001 - reported below
            errors.append(err)

    import sys

    old = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # switch threads as often as possible
    try:
        threads = [threading.Thread(target=worker, args=(s,)) for s in seeds]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        sys.setswitchinterval(old)
    assert not errors and results == serial


def test_action_caches_are_bounded():
    from powergrid.rules import actions as acts

    for high in (10, 700, acts.ROW_LIMIT - 1, acts.ROW_LIMIT + 50, 2000):
        assert [b.amount for b in acts.bid_range(5, high)] == list(range(5, high + 1))
        assert len(acts._BID_ROW) <= acts.ROW_LIMIT
    assert acts.bid_range(1990, 1992) == [A.bid(1990), A.bid(1991), A.bid(1992)]
    assert acts.bid.cache_info().maxsize is not None


def test_a_replayed_refusal_keeps_its_code():
    from powergrid.rules import Game

    game = Game(GameConfig.quick(3), 1)
    with pytest.raises(IllegalActionError) as info:
        game.replay([A.ChoosePlant(plant=3, bid=3), A.Bid(amount=2)])
    assert info.value.code == "bid_too_low" and info.value.params["highest"] == 3
    assert "action 2 (bid 2)" in info.value.reason


def test_is_legal_gives_the_refusal_that_apply_raises():
    """The refusal with its code and params, so a UI can word it (no clone-and-apply)."""
    state = new_game(GameConfig.quick(3), 1)
    state.apply(A.ChoosePlant(plant=3, bid=3))
    before = state.to_position()
    refusal = state.is_legal(A.Bid(amount=2))
    assert isinstance(refusal, IllegalActionError) and refusal.__traceback__ is None
    assert refusal.code == "bid_too_low" and refusal.params["highest"] == 3
    with pytest.raises(IllegalActionError) as info:
        state.clone().apply(A.Bid(amount=2))
    assert (refusal.reason, refusal.code, dict(refusal.params)) == (
        info.value.reason,
        info.value.code,
        dict(info.value.params),
    )
    assert state.is_legal(A.Bid(amount=4)) is None
    assert state.to_position() == before  # asking changes nothing


def test_a_replayed_error_of_another_kind_keeps_its_type_and_arguments(monkeypatch):
    """Only refusals are rewrapped on replay; any other error is re-raised as it was,
    with a note naming the action (a PositionError's constructor takes a list)."""
    from powergrid.rules import Game, GameState, PositionError

    game = Game(GameConfig.quick(3), 1)

    def broken(_state, _action):
        raise PositionError(["the plant market lost a card"])

    monkeypatch.setattr(GameState, "apply", broken)
    with pytest.raises(PositionError) as info:
        game.replay([A.ChoosePlant(plant=3, bid=3)])
    assert info.value.problems == ["the plant market lost a card"]
    assert info.value.__notes__ == ["while replaying action 1 (choose plant 3 for 3)"]


def test_a_view_of_a_view_is_the_same_view():
    """Bots get a seat's view and may ask it for the view again (RULES 2.5: plant 13
    is known on top of the stack in round 1)."""
    state = new_game(GameConfig.quick(4), 3)
    view = state.view(0)
    assert view.view(0).digest() == view.digest()


def test_inner_loop_caches_stay_within_their_bound(monkeypatch):
    from powergrid.rules import economy, state

    monkeypatch.setattr(state, "CACHE_LIMIT", 5)
    monkeypatch.setattr(economy, "CACHE_LIMIT", 5)
    _fresh_caches()
    largest = 0
    for _state, _action in play(5, "usa", 13):
        largest = max(largest, len(state._CAPS), len(economy._RUN_ACTIONS), len(economy._FUEL))
    assert 0 < largest <= 5
