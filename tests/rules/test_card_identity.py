"""Card identity (RULES 1.6, RULES 6): an id says what the card is, in every game.

Two games with different decks share one process without a table of loaded
decks between them; the original deck keeps its plain plant numbers, so saves of
the original game read as they always did; saves and positions written by version
0.2.0 with other decks (ids from a checksum then) still load.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from powergrid.ai import make_bot
from powergrid.rules import (
    ORIGINAL_PLANTS,
    PLANTS,
    STEP3,
    DeckError,
    Game,
    GameConfig,
    GameState,
    Variants,
    card_set,
    load_deck,
    parse_deck,
)
from powergrid.rules import save as savefile
from powergrid.rules.cards import card_id, legacy_ids, plant_of

DATA = Path(__file__).parent / "data"
ORIGINAL = json.loads(load_deck("original").model_dump_json())


def deck_with(name: str, extra: list[dict], **changes) -> dict:
    """The original deck plus ``extra`` cards (test data, not printed cards)."""
    data = json.loads(json.dumps(ORIGINAL))
    data.update(name=name, plants=ORIGINAL["plants"] + extra, order=["", "+", "n"])
    data.update(changes)
    return data


def twenty_n(fuel: str, cities: int) -> dict:
    """A card "20n" (ordered above 20) of the given fuel and cities."""
    return {"number": 20, "mark": "n", "fuel": [fuel], "amount": 2, "cities": cities}


def played_game(variants: Variants, seed: int, moves: int) -> Game:
    game = Game(GameConfig.quick(3, variants=variants), seed)
    bot = make_bot("simple", seed)
    for _ in range(moves):
        if game.state.is_terminal():
            break
        game.apply(bot.choose(game.state))
    return game


def test_the_original_deck_keeps_its_plain_numbers():
    # RULES 1.6: the 42 original cards are their numbers, so every existing save of the
    # original game (actions "choose plant 13") reads as before.
    assert all(PLANTS[n].number == n for n in ORIGINAL_PLANTS)
    assert card_set(load_deck("original")).plants == ORIGINAL_PLANTS
    assert all(card < 100 for card in ORIGINAL_PLANTS)


def test_an_id_is_worked_out_from_its_card_and_reads_back():
    cards = card_set(load_deck("plus-example"))
    for card in cards.plants:
        plant = PLANTS[card]
        assert card_id(plant) == card and plant_of(card) == plant
        assert 0 < card < 2**31  # fits any integer type a toolkit offers
    plus = [c for c in cards.plants if PLANTS[c].mark == "+"]
    assert sorted(PLANTS[c].name for c in plus) == ["46+", "50+", "52+", "54+", "57+", "60+"]
    # 46+ burns 2 uranium for 7 cities: mark 53 ("+"), number 46, fuel 9 * 4 + 2.
    assert 1_000_000 + ((53 * 99 + 45) * 46 + 38) * 20 + 6 == 5869406
    assert PLANTS[5869406].name == "46+" and PLANTS[5869406].kind == "uranium"


def test_every_card_a_deck_can_hold_has_an_id_below_2_to_the_31():
    from powergrid.rules.cards import MARK_CHARS, Plant

    highest = Plant(99, "uranium", 9, 20, MARK_CHARS[-1] * 2)
    assert plant_of(card_id(highest)) == highest and card_id(highest) < 2**31
    lowest = Plant(1, "eco", 0, 1, "")
    assert card_id(lowest) == 1_000_000 and plant_of(1_000_000) == lowest


@pytest.mark.parametrize("card", [0, -1, True, STEP3, 99, 12345, 999_999, 2**31, 10**25])
def test_an_id_no_card_has_is_refused(card):
    # 99 and 12345 are no original card; 2**31 and above spell a mark of three
    # characters, which no card has.
    with pytest.raises(KeyError):
        PLANTS[card]
    assert PLANTS.get(card) is None and card not in PLANTS


def test_the_original_card_of_a_number_has_no_second_id():
    three = PLANTS[3]
    worked_out = 1_000_000 + ((0 * 99 + 2) * 46 + 9 * 2 + 2) * 20 + 0  # oil x2 -> 1 city
    assert card_id(three) == 3
    with pytest.raises(KeyError):
        plant_of(worked_out)


def test_the_order_of_equal_numbers_belongs_to_the_deck_not_to_the_card():
    # RULES 6: the order of plants sharing a number is announced per game. The same
    # two cards, ordered one way in one deck and the other way in another.
    one = parse_deck(json.dumps(deck_with("b above", [twenty_n("coal", 4)], order=["", "n"])))
    two = parse_deck(json.dumps(deck_with("b below", [twenty_n("coal", 4)], order=["n", ""])))
    a, b = card_set(one), card_set(two)
    n = next(c for c in a.plants if PLANTS[c].name == "20n")
    assert n in b.plants and 20 in a.plants and 20 in b.plants
    assert a.order[n] > a.order[20] and b.order[n] < b.order[20]


def test_ids_depend_on_the_deck_alone_not_on_what_was_loaded_before():
    first = parse_deck(json.dumps(deck_with("first", [twenty_n("coal", 4)])))
    second = parse_deck(json.dumps(deck_with("second", [twenty_n("oil", 5)])))
    a1 = card_set(first).plants
    card_set(second)  # loading another deck with a different "20n" changes nothing
    assert card_set(first).plants == a1
    n1 = next(c for c in card_set(first).plants if PLANTS[c].name == "20n")
    n2 = next(c for c in card_set(second).plants if PLANTS[c].name == "20n")
    assert n1 != n2 and PLANTS[n1].kind == "coal" and PLANTS[n2].kind == "oil"


def test_two_games_with_conflicting_decks_live_side_by_side(tmp_path):
    # Two custom decks both hold a "20n", with different content. Each save loads
    # alone, and both load and play on in one process (they were refused before).
    paths = []
    for i, (fuel, cities) in enumerate([("coal", 4), ("oil", 5)]):
        deck = parse_deck(json.dumps(deck_with(f"deck {i}", [twenty_n(fuel, cities)])))
        game = played_game(Variants(deck_content=deck), seed=20 + i, moves=150)
        path = tmp_path / f"game{i}.pgsave"
        savefile.save(game, path)
        paths.append(path)
    games = [savefile.load(p) for p in paths]
    for game in games:
        assert game.state.digest() == savefile.load(paths[games.index(game)]).state.digest()
    bots = [make_bot("simple", 1), make_bot("simple", 2)]
    for _ in range(100):  # interleaved moves: neither game disturbs the other
        for game, bot in zip(games, bots, strict=True):
            if not game.state.is_terminal():
                game.apply(bot.choose(game.state))
    kinds = {
        game.config.variants.deck_content.name: {
            PLANTS[c].kind for c in game.state.cards.plants if PLANTS[c].name == "20n"
        }
        for game in games
    }
    assert kinds == {"deck 0": {"coal"}, "deck 1": {"oil"}}


def test_marks_are_two_letters_or_signs_at_most():
    for mark in ("+", "b", "ab", "+*", "Z'"):
        parse_deck(
            json.dumps(deck_with("ok", [{**twenty_n("coal", 4), "mark": mark}], order=["", mark]))
        )
    for mark in ("abc", "1", "é", "<", " ", "\x1b"):
        with pytest.raises(DeckError, match="must be up to 2 characters"):
            parse_deck(
                json.dumps(
                    deck_with("bad", [{**twenty_n("coal", 4), "mark": mark}], order=["", mark])
                )
            )


@pytest.mark.parametrize("name", ["v0.2.0-plus-example", "v0.2.0-doubled-inactive"])
def test_saves_of_version_0_2_0_with_other_decks_still_load(name, tmp_path):
    # Written by version 0.2.0, whose ids for non-original cards were a checksum.
    path = DATA / f"{name}.pgsave"
    stored = json.loads(path.read_text(encoding="utf-8"))
    game = savefile.load(path)
    assert len(game.log) == len(stored["actions"])
    old = legacy_ids(game.state.cards.file)
    assert old and set(old) <= set(game.state.cards.plants)
    # Saving again writes today's ids, and that file loads to the same position.
    again = tmp_path / "again.pgsave"
    savefile.save(game, again)
    assert savefile.load(again).state.digest() == game.state.digest()
    # An edited old save is still refused: the check values cover its actions.
    stored["actions"][0]["bid"] += 1
    with pytest.raises(savefile.SaveError):
        savefile.loads(json.dumps(stored))


def test_positions_of_version_0_2_0_with_other_decks_still_load():
    text = (DATA / "v0.2.0-doubled-inactive.position.json").read_text(encoding="utf-8")
    state = GameState.from_position(text)
    game = savefile.load(DATA / "v0.2.0-doubled-inactive.pgsave")
    assert state.digest() == game.state.digest()
