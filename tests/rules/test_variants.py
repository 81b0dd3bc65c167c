"""The variants of RULES 6: free city selection, decks as data with ordered equal
numbers ("+" plants), and the inactive-area deck."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from powergrid.ai import make_bot
from powergrid.board import city_set_problems, load_map
from powergrid.rules import (
    PLANTS,
    ConfigError,
    DeckError,
    Game,
    GameConfig,
    GameState,
    Variants,
    builtin_decks,
    card_set,
    free_city_rules,
    load_deck,
    new_game,
    parse_deck,
)
from powergrid.rules import actions as A
from powergrid.rules import events as ev
from powergrid.rules import save as savefile
from powergrid.rules.invariants import violations
from powergrid.rules.tables import STEP3

ORIGINAL = json.loads(load_deck("original").model_dump_json())


def deck_json(**changes) -> dict:
    """The original deck file as data, with top-level keys replaced."""
    data = json.loads(json.dumps(ORIGINAL))
    data.update(changes)
    return data


def seed_pool_deck() -> dict:
    """A deck like the seed's inactive-area setup: plants 1 and 2 once, 3 to 8 twice
    (14 cards revealed at setup), 20 and 21 twice, the rest of the original deck
    once. The cards 1, 2 and the 'b' copies are test data, not printed cards."""
    plants = list(ORIGINAL["plants"])
    plants.append({"number": 1, "fuel": ["coal"], "amount": 1, "cities": 1})
    plants.append({"number": 2, "fuel": ["oil"], "amount": 1, "cities": 1})
    for entry in ORIGINAL["plants"]:
        if 3 <= entry["number"] <= 8 or entry["number"] in (20, 21):
            plants.append({**entry, "mark": "b"})
    pool = [1, 2] + [r for n in range(3, 9) for r in (n, f"{n}b")]
    return deck_json(
        name="seed pool test deck",
        example=True,
        order=["", "b"],
        plants=plants,
        setup={"market": pool, "top": None, "under_step3": 0},
    )


def inactive_config(players=2, deck=None, **kw) -> GameConfig:
    content = parse_deck(json.dumps(deck or seed_pool_deck()))
    return GameConfig.quick(
        players, variants=Variants(inactive_area=True, deck_content=content, **kw)
    )


def card(name: str) -> int:
    """The id of the card printed ``name`` in the decks these tests play."""
    decks = (parse_deck(json.dumps(seed_pool_deck())), load_deck("plus-example"))
    (found,) = {i for d in decks for i in card_set(d).plants if PLANTS[i].name == name}
    return found


# ----- free city selection --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "cities", "step2", "end", "removed"),
    [
        (2, 24, 12, 22, 10),
        (3, 24, 8, 20, 10),
        (4, 32, 8, 20, 5),
        (5, 40, 8, 18, 0),
        (6, 42, 7, 15, 0),
    ],
)
def test_free_city_table_per_player_count(players, cities, step2, end, removed):
    # RULES 6: cities in play, step 2 at, end at, plants removed; the two-player end
    # of 24 is capped at the 22 houses a player owns (ruling, RULES 1.1).
    config = GameConfig.quick(players, "germany", variants=Variants(free_cities=True))
    s = new_game(config, seed=players)
    assert len(s.board.cities) == cities
    assert (s.rules.step2_cities, s.rules.end_cities, s.rules.removed) == (step2, end, removed)
    assert len(s.setup_removed) == removed
    assert free_city_rules(players) == s.rules
    assert not city_set_problems(load_map("germany"), s.board.cities, cities)


def test_free_cities_drawn_from_the_seed_are_connected_and_repeatable():
    # RULES 6: a random connected set, the same for the same seed.
    v = Variants(free_cities=True)
    a = new_game(GameConfig.quick(4, "usa", variants=v), 11).board.cities
    b = new_game(GameConfig.quick(4, "usa", variants=v), 11).board.cities
    c = new_game(GameConfig.quick(4, "usa", variants=v), 12).board.cities
    assert a == b and a != c
    assert not city_set_problems(load_map("usa"), a, 32)


def test_chosen_city_set_is_checked_for_count_and_connectedness():
    # RULES 6: the chosen cities must be connected and of the table's size.
    mapfile = load_map("germany")
    good = new_game(
        GameConfig.quick(2, "germany", variants=Variants(free_cities=True)), 3
    ).board.cities
    s = new_game(
        GameConfig.quick(2, "germany", variants=Variants(free_cities=True, cities=tuple(good))), 99
    )
    assert s.board.cities == good
    # Paths never leave the chosen cities: the board holds only them.
    assert set(s.board.graph.nodes) == set(good)
    with pytest.raises(ConfigError, match="23 cities chosen, the game needs 24"):
        new_game(
            GameConfig.quick(
                2, "germany", variants=Variants(free_cities=True, cities=tuple(good[:-1]))
            ),
            1,
        )
    # A city with no neighbour among the others: not connected through chosen cities.
    near = {(c.a, c.b) for c in mapfile.connections} | {(c.b, c.a) for c in mapfile.connections}
    rest = list(good[:-1])
    lonely = next(
        c.name
        for c in mapfile.cities
        if c.name not in good and not any((c.name, o) in near for o in rest)
    )
    problems = city_set_problems(mapfile, rest + [lonely], 24)
    assert problems == [
        "the chosen cities are not connected: every city must be reachable "
        "from every other through chosen cities only"
    ]
    with pytest.raises(ConfigError, match="not connected"):
        new_game(
            GameConfig.quick(
                2, "germany", variants=Variants(free_cities=True, cities=(*rest, lonely))
            ),
            1,
        )
    with pytest.raises(ConfigError, match="not cities of"):
        new_game(
            GameConfig.quick(
                2,
                "germany",
                variants=Variants(free_cities=True, cities=("Atlantis",) + tuple(good[1:])),
            ),
            1,
        )


def test_free_city_game_ends_at_the_table_threshold():
    # RULES 6: 5 players end at 18 cities.
    s = new_game(GameConfig.quick(5, "usa", variants=Variants(free_cities=True)), 5)
    bot = make_bot("simple", 5)
    while not s.is_terminal():
        s.apply(bot.choose(s))
    assert s.max_cities >= 18
    assert not violations(s)


# ----- the "+" order --------------------------------------------------------------------------


def plus_state(players=3):
    return new_game(GameConfig.quick(players, variants=Variants(deck="plus-example")), 1)


def to_top(s: GameState, cards: list[int]) -> None:
    """Move cards from wherever they are in the stack or the setup removals to the top
    of the stack, the last one on top (drawn first)."""
    for c in cards:
        (s.deck if c in s.deck else s.setup_removed).remove(c)
    s.deck.extend(cards)


def test_plus_plants_sort_above_plain_plants_of_their_number():
    # RULES 6: "46+" counts as higher than 46, lower than 47 and up.
    s = plus_state()
    names = ["50+", "46", "52+", "46+", "50"]
    to_top(s, [card(n) for n in names])
    s.setup_removed += s.market[3:]  # room for five plants; every card stays somewhere
    s.market = s.market[:3]
    for _ in names:
        s._draw([])
    assert [PLANTS[c].name for c in s.market] == ["3", "4", "5", "46", "46+", "50", "50+", "52+"]
    assert not violations(s)


def test_plus_plant_auction_opens_at_its_number():
    # RULES 6 with RULES 3.2: the opening bid is the printed number, 46 for "46+".
    s = plus_state(players=2)
    p46p = card("46+")
    to_top(s, [p46p])
    s.setup_removed.append(s.market.pop(3))  # plant 6 leaves; 46+ comes in
    s._draw([])
    assert s.current_market() == [3, 4, 5, 7] and p46p in s.future_market()
    s.setup_removed.append(s.market.pop(0))
    s.setup_removed.append(s.market.pop(0))
    s.setup_removed.append(s.market.pop(0))
    assert s.current_market() == [7, 8, 9, 10]
    s.setup_removed.append(s.market.pop(0))
    assert s.current_market()[-1] == p46p
    chooser = s.current_player
    s.players[chooser].money = 60
    assert s.is_legal(A.choose(p46p, 45)) is not None
    assert A.choose(p46p, 46) in s.legal_actions()
    s.apply(A.choose(p46p, 46))
    s.apply(A.PASS)
    assert p46p in s.players[chooser].plants and s.players[chooser].money == 14
    assert not violations(s)


def test_plus_plant_wins_the_turn_order_tie():
    # RULES 6 with RULES 3.1: equal cities, the higher plant first; 46+ above 46.
    s = plus_state(players=2)
    p46, p46p = card("46"), card("46+")
    for seat, plant in ((0, p46), (1, p46p)):
        (s.deck if plant in s.deck else s.setup_removed).remove(plant)
        s.players[seat].plants = [plant]
    s._start_round([])
    assert s.order == [1, 0]


# ----- the inactive area ----------------------------------------------------------------------


def test_inactive_setup_reveals_the_pool_through_the_area():
    # RULES 6: first of each number 3-8 to the area, the second and plants 1, 2 to
    # the market: 8 plants, 6 inactive.
    s = new_game(inactive_config(), 4)
    names = sorted(PLANTS[c].number for c in s.market)
    assert names == [1, 2, 3, 4, 5, 6, 7, 8]
    assert sorted(PLANTS[c].number for c in s.inactive) == [3, 4, 5, 6, 7, 8]
    assert s.remove_left == s.rules.removed == 8 and s.setup_removed == []
    assert not violations(s)
    view = s.view(0)
    assert view.plant_market().inactive_area == tuple(s.inactive)


def draw_sequence(s: GameState, names: list[str]) -> list:
    """Stack the named cards to be drawn in this order, make room in the market and
    draw once."""
    cards = [card(n) for n in names]
    for c in cards:
        s.deck.remove(c)
    s.deck.extend(reversed(cards))
    s.removed.append(s.market.pop())  # a free place, the card stays counted
    out: list = []
    s._draw(out)
    return out


def test_inactive_draw_first_sighting_then_second_sighting():
    # RULES 6: 20 shows up first -> inactive, the next card is drawn; 20b's number
    # is in the area -> it is played.
    s = new_game(inactive_config(), 4)
    s.remove_left = 0
    out = draw_sequence(s, ["20", "20b"])
    assert card("20") in s.inactive and card("20b") in s.market
    assert [type(e).__name__ for e in out] == ["PlantDrawn", "PlantInactive", "PlantDrawn"]
    assert not violations(s)


def test_inactive_setup_removal_takes_the_first_matching_cards():
    # RULES 6: removing N plants removes the first N drawn cards matching the area.
    s = new_game(inactive_config(), 4)
    s.remove_left = 1
    out = draw_sequence(s, ["21", "21b", "20", "20b"])
    assert card("21") in s.inactive and card("21b") in s.removed  # first match: removed
    assert card("20") in s.inactive and card("20b") in s.market  # second match: played
    assert s.remove_left == 0
    assert sum(isinstance(e, ev.PlantRemoved) for e in out) == 1
    assert not violations(s)


def test_plants_1_and_2_always_enter_play():
    # RULES 6: plants 1 and 2 never go to the inactive area.
    s = new_game(inactive_config(), 2)
    one, two = card("1"), card("2")
    assert one in s.market and two in s.market
    s.market.remove(one)
    s.deck.append(one)
    s.remove_left = 3
    out: list = []
    s._draw(out)
    assert one in s.market and one not in s.inactive and s.remove_left == 3
    assert isinstance(out[0], ev.PlantDrawn)


def test_plants_leaving_during_play_go_to_the_inactive_area():
    # RULES 6: the purge, the lowest plant and discards put plants in the area.
    s = new_game(inactive_config(), 2)
    lowest = s.market[0]
    s._remove_lowest([], "test")
    assert s.inactive[-1] == lowest and lowest not in s.removed
    s.max_cities = PLANTS[s.market[0]].number
    low = s.market[0]
    s._purge([])
    assert low in s.inactive
    # A discard above the plant limit (4 for two players).
    seat = s.current_player
    p = s.players[seat]
    owned = [card(n) for n in ("25", "31", "36", "40")]
    for c in owned:
        for place in (s.deck, s.inactive, s.removed, s.market):
            if c in place:
                place.remove(c)
    p.plants = sorted(owned, key=s.sort_key)
    s.discard_seat, s.discard_keep_plant = seat, owned[-1]
    s.apply(A.discard(owned[0]))
    assert s.inactive[-1] == owned[0] and owned[0] not in p.plants
    assert not violations(s)


def test_inactive_area_needs_shared_numbers():
    with pytest.raises(ConfigError, match="share numbers"):
        new_game(GameConfig.quick(3, variants=Variants(inactive_area=True)), 1)


def test_doubled_example_with_the_inactive_area_in_a_view_and_a_position():
    config = GameConfig.quick(3, variants=Variants(inactive_area=True, deck="doubled-example"))
    s = new_game(config, 8)
    assert len(s.inactive) == 8 and len(s.market) == 8
    bot = make_bot("simple", 8)
    for _ in range(300):
        s.apply(bot.choose(s))
    again = GameState.from_position(s.to_position().model_dump_json())
    assert again.digest() == s.digest()
    assert again.legal_actions() == s.legal_actions()
    v = s.view(1)
    assert v.to_position().inactive_area == s.inactive
    assert GameState.from_position(v.to_position()).plant_market().inactive_area == tuple(
        s.inactive
    )


# ----- deck files -----------------------------------------------------------------------------


def test_shipped_decks_load_and_examples_are_labelled():
    assert {"original", "plus-example", "doubled-example"} <= set(builtin_decks())
    assert not load_deck("original").example
    for name in ("plus-example", "doubled-example"):
        deck = load_deck(name)
        assert deck.example and "EXAMPLE" in deck.name and "EXAMPLE ONLY" in deck.description


def test_the_original_deck_is_the_plant_table():
    deck = load_deck("original")
    assert len(deck.plants) == 42
    for entry in deck.plants:
        plant = PLANTS[entry.number]
        assert (plant.number, plant.amount, plant.cities) == (
            entry.number,
            entry.amount,
            entry.cities,
        )


def test_a_bad_deck_is_refused_with_every_problem_named():
    bad = deck_json(
        plants=[
            {"number": 0, "fuel": ["coal"], "amount": 2, "cities": 1},
            {"number": 5, "fuel": ["coal", "garbage"], "amount": 2, "cities": 1},
            {"number": 7, "fuel": ["wind"], "amount": 1, "cities": 2},
            {"number": 13, "fuel": [], "amount": 2, "cities": 1},
            {"number": 13, "fuel": [], "amount": 0, "cities": 1},
            {"number": 20, "mark": "*", "fuel": ["oil"], "amount": 2, "cities": 0},
            {"number": 20, "fuel": ["oil"], "amount": 0, "cities": 3},
        ],
        order=["", "+"],
        setup={"market": [5, 99], "top": 5, "under_step3": -1},
    )
    with pytest.raises(DeckError) as err:
        parse_deck(json.dumps(bad), "bad.json")
    assert "\n" not in str(err.value) and "12 problems" in str(err.value)
    text = " | ".join(err.value.problems)
    for expected in [
        "plants[0].number: 0 is not between 1 and 99",
        "plants[1].fuel: the only hybrid pair is coal and oil",
        "plants[2].fuel: unknown resource 'wind'",
        "plants[3].amount: a plant without fuel burns 0, not 2",
        "plants[4]: plant 13 is listed twice (also plants[3])",
        "plants[5].cities: 0 is not between 1 and 20",
        "plants[6].amount: a plant burning fuel needs 1 to 9 tokens, not 0",
        "order: plants 20*, 20 share a number but the order does not place mark(s) '*'",
        "setup.market[1]: 99 is not a plant of the deck",
        "setup.top: 5 is also in the starting market",
        "plants: the stack would hold",
        "setup.under_step3: -1 is not between",
    ]:
        assert expected in text, expected
    assert len(err.value.problems) == 12
    with pytest.raises(DeckError, match=r"plants\[0\]\.amount: missing"):
        parse_deck(json.dumps(deck_json(plants=[{"number": 3, "cities": 1}])))
    with pytest.raises(DeckError, match="not valid JSON"):
        parse_deck("{", "x")


# ----- saves ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "variants",
    [
        Variants(free_cities=True),
        Variants(deck="plus-example"),
        Variants(inactive_area=True, deck="doubled-example", free_cities=True),
    ],
)
def test_saves_record_the_variant_and_the_deck(tmp_path, variants):
    game = Game(GameConfig.quick(4, "germany", variants=variants), 21)
    bot = make_bot("normal", 21)
    for _ in range(250):
        game.apply(bot.choose(game.state))
    path = tmp_path / "v.pgsave"
    savefile.save(game, path)
    data = json.loads(path.read_text())
    assert data["config"]["variants"]["deck"] == variants.deck
    assert data["config"]["variants"]["deck_digest"]
    loaded = savefile.load(path)
    assert loaded.state.digest() == game.state.digest()
    assert loaded.config.variants == game.config.variants
    # An edited deck or variant breaks the chained check value of the settings.
    for key, value in (
        ("deck_digest", "0" * 64),
        ("deck", "original"),
        ("inactive_area", not variants.inactive_area),
        ("free_cities", not variants.free_cities),
    ):
        if data["config"]["variants"][key] == value:
            continue
        edited = json.loads(json.dumps(data))
        edited["config"]["variants"][key] = value
        with pytest.raises(savefile.SaveError, match="settings"):
            savefile.loads(json.dumps(edited))
    # With the chain recomputed on purpose, the deck's own digest still refuses it.
    data["config"]["variants"]["deck_digest"] = "0" * 64
    with pytest.raises(savefile.SaveError, match="not the deck this game was started with"):
        savefile.loads(json.dumps(_rechained(data)))


def _rechained(data: dict) -> dict:
    """``data`` with every check value recomputed, as a deliberate forger would."""
    links = savefile._chain(data["version"], data["config"], data["seed"], data["actions"])
    return {
        **data,
        "header": links[0][: savefile.LINK_CHARS],
        "history": [link[: savefile.LINK_CHARS] for link in links[1:]],
        "digest": links[-1],
    }


def test_a_custom_deck_travels_whole_in_the_save(tmp_path):
    game = Game(inactive_config(3), 5)
    bot = make_bot("simple", 5)
    for _ in range(200):
        game.apply(bot.choose(game.state))
    path = tmp_path / "c.pgsave"
    savefile.save(game, path)
    assert json.loads(path.read_text())["config"]["variants"]["deck_content"]["name"] == (
        "seed pool test deck"
    )
    assert savefile.load(path).state.digest() == game.state.digest()


DATA = Path(__file__).parent / "data"


@pytest.mark.parametrize("name", ["version1.pgsave", "version2-before-variants.pgsave"])
def test_saves_written_before_the_variants_load_as_the_original_game(tmp_path, name):
    """Files without a ``variants`` entry: a version-1 save and a version-2 save with its
    chained check values, both written by the program before the variants existed."""
    path = DATA / name
    stored = json.loads(path.read_text())
    assert "variants" not in stored["config"]
    loaded = savefile.load(path)
    assert loaded.config.variants == Variants()
    assert len(loaded.log) == len(stored["actions"])
    recorded = stored["position"] if stored["version"] == 2 else stored["digest"]
    assert loaded.state.digest() == recorded
    # Saved again, the file names the original game's variants and loads the same.
    again = tmp_path / "again.pgsave"
    savefile.save(loaded, again)
    data = json.loads(again.read_text())
    assert data["version"] == 2
    assert data["config"]["variants"] == json.loads(Variants().model_dump_json())
    assert savefile.load(again).state.digest() == recorded


def test_an_old_save_with_a_variant_added_or_a_new_save_with_it_removed_is_refused():
    """Without ``variants`` the settings mean the original game only; adding or removing
    the entry changes the chained settings check value."""
    old = json.loads((DATA / "version2-before-variants.pgsave").read_text())
    old["config"]["variants"] = {"free_cities": True}
    with pytest.raises(savefile.SaveError, match="settings"):
        savefile.loads(json.dumps(old))
    game = Game(GameConfig.quick(3), 2)
    bot = make_bot("simple", 2)
    for _ in range(40):
        game.apply(bot.choose(game.state))
    new = json.loads(savefile.dumps(game))
    del new["config"]["variants"]
    with pytest.raises(savefile.SaveError, match="settings"):
        savefile.loads(json.dumps(new))


# ----- bots and invariants over many games ----------------------------------------------------


VARIANTS = {
    "free-cities": Variants(free_cities=True),
    "plus": Variants(deck="plus-example"),
    "inactive": Variants(inactive_area=True, deck="doubled-example"),
}


def run_games(variant: str, games: int) -> None:
    for g in range(games):
        players = 2 + g % 5
        map_name = ("usa", "germany")[(g // 5) % 2]
        seed = 7000 + g
        state = new_game(GameConfig.quick(players, map_name, variants=VARIANTS[variant]), seed)
        bot = make_bot(("simple", "easy", "normal")[g % 3], seed)
        moves = 0
        while not state.is_terminal():
            assert moves < 20_000, f"{variant} game {seed} does not end"
            action = bot.choose(state)
            assert state.is_legal(action) is None, (variant, seed, action)
            state.apply(action)
            moves += 1
            problems = violations(state)
            assert not problems, f"{variant} seed {seed} move {moves}: {problems}"
        assert state.max_cities >= state.rules.end_cities


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_bots_play_every_variant_legally(variant):
    run_games(variant, 10)


@pytest.mark.slow
@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_300_games_per_variant_keep_every_invariant(variant):
    run_games(variant, 300)


def test_plain_original_game_is_unchanged_by_the_deck_machinery():
    # The original deck deals exactly as before: 3-10 in the market, 13 on top.
    s = new_game(GameConfig.quick(4), 3)
    assert s.market == [3, 4, 5, 6, 7, 8, 9, 10] and s.deck[-1] == 13 and s.deck[0] == STEP3
    assert s.sort_key is None and s.inactive is None
    rng = random.Random(3)
    while not s.is_terminal():
        acts = s.legal_actions()
        s.apply(acts[rng.randrange(len(acts))])
    assert not violations(s)


def test_a_pickled_state_plays_on_in_a_fresh_process(tmp_path):
    # The Expert sends views to its worker processes, which have never loaded the
    # deck: a card id says what the card is, so a "+" card reads the same there.
    import pickle

    s = new_game(GameConfig.quick(3, "germany", variants=Variants(deck="plus-example")), 3)
    path = tmp_path / "view.pickle"
    path.write_bytes(pickle.dumps(s.view(0)))
    script = (
        "import pickle, sys; view = pickle.loads(open(sys.argv[1], 'rb').read()); "
        "print(repr(view.to_position().model_dump()), len(view.legal_actions()))"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, str(path)], capture_output=True, text=True, check=True
    )
    view = s.view(0)
    assert done.stdout.strip() == (
        f"{view.to_position().model_dump()!r} {len(view.legal_actions())}"
    )
