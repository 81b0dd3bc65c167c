"""The coach's hints and the game review speak the player's language.

The coach gives its reasons and option labels as kinds with figures; the app words
each kind through Qt translation. These tests check that no kind is left out, that
the English wording matches the coach's own sentences (so every figure reaches the
app), and that German and Chinese hints and reviews carry the same figures.
"""

from __future__ import annotations

import ast
import inspect
import re

import pytest

from powergrid.ai import coach as coach_module
from powergrid.ai import make_bot
from powergrid.ai.coach import LABEL_KINDS, REASON_KINDS, Coach, Label, Reason
from powergrid.ai.review import review
from powergrid.app.coach.analysis import AnalysisBoard
from powergrid.app.coach.panel import CoachPanel
from powergrid.app.coach.texts import (
    LABEL_RENDERERS,
    REASON_RENDERERS,
    action_text,
    choice_label,
    moves_text,
    reason_text,
)
from powergrid.app.shared.controller import GameController
from powergrid.rules import Game, GameConfig, SeatConfig
from powergrid.rules import actions as A

pytestmark = pytest.mark.usefixtures("quick_coach")


def _config(players: int = 3) -> GameConfig:
    names = ("Ann", "Ben", "Cleo", "Dan")
    return GameConfig(
        map="usa",
        seats=tuple(
            SeatConfig(name=names[i], controller="human" if i == 0 else "normal")
            for i in range(players)
        ),
    )


# ----- every kind has a wording --------------------------------------------------------------


def _kinds_in_calls(tree: ast.AST, callee: str) -> tuple[set[str], list[int]]:
    """The kinds given as first argument to ``callee(...)``: string constants, or a
    variable whose assignments in the same function are string constants. Returns the
    kinds and the lines of calls whose kind could not be read."""
    kinds: set[str] = set()
    unread: list[int] = []
    for func in ast.walk(tree):
        if not isinstance(func, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        assigned: dict[str, set[str]] = {}
        for node in ast.walk(func):
            if isinstance(node, ast.Assign):
                strings = {
                    c.value
                    for c in ast.walk(node.value)
                    if isinstance(c, ast.Constant) and isinstance(c.value, str)
                }
                for target in node.targets:
                    if isinstance(target, ast.Name):
                        assigned.setdefault(target.id, set()).update(strings)
        for node in ast.walk(func):
            if not (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == callee
                and node.args
            ):
                continue
            first = node.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                kinds.add(first.value)
            elif isinstance(first, ast.Name) and assigned.get(first.id):
                kinds |= assigned[first.id]
            else:
                unread.append(node.lineno)
    return kinds, unread


def test_every_reason_and_label_kind_the_coach_gives_is_listed():
    tree = ast.parse(inspect.getsource(coach_module))
    reasons, unread = _kinds_in_calls(tree, "Reason")
    assert not unread, f"Reason(...) with a kind the test cannot read at lines {unread}"
    assert reasons == set(REASON_KINDS)
    labels, unread = _kinds_in_calls(tree, "_label")
    assert not unread, f"_label(...) with a kind the test cannot read at lines {unread}"
    assert labels == set(LABEL_KINDS)
    assert len(set(REASON_KINDS)) == len(REASON_KINDS)
    assert len(set(LABEL_KINDS)) == len(LABEL_KINDS)


def test_the_app_words_every_kind():
    assert set(REASON_RENDERERS) == set(REASON_KINDS)
    assert set(LABEL_RENDERERS) == set(LABEL_KINDS)


def test_a_label_of_an_unknown_kind_is_refused_by_the_coach():
    with pytest.raises(ValueError, match="unknown label kind 'bogus'"):
        coach_module._label("bogus", "Bogus")


# ----- the options of a whole game ------------------------------------------------------------


@pytest.fixture(scope="module")
def game_options():
    """Every option the coach lists at every decision of a bot-played 3-player game."""
    game = Game(_config(3), 5)
    bots = [make_bot("normal", i) for i in range(3)]
    coach = Coach(1)
    out = []
    while not game.state.is_terminal():
        seat = game.state.current_player
        view = game.state.view(seat)
        out.extend(o.choice() for o in coach.options(view, seat))
        game.apply(bots[seat].choose(view))
    return out


def test_the_game_shows_most_kinds(game_options):
    """The fixture is worth its name: it reaches nearly every kind."""
    labels = {c.plan.kind for c in game_options}
    reasons = {c.reason.kind for c in game_options}
    assert {"open", "bid", "let_go_at", "buy", "build", "run", "discard"} <= labels
    assert {"plant", "fuel", "build", "run", "end_wins", "end_loses", "let_go"} <= reasons


def test_english_wording_is_the_coachs_own(game_options, lang):
    """Rendered from the figures alone, each text is the coach's English sentence:
    every figure the sentence needs is in ``params``."""
    lang("en")
    for choice in game_options:
        assert reason_text(choice.reason) == choice.reason.text
        if choice.plan.kind != "forced":
            assert choice_label(choice) == choice.label


def _figures(choice) -> list[str]:
    """The numbers a label must show: its figures; for running plants, the plants."""
    if choice.plan.kind == "run":
        return [str(p) for p in choice.action.plants]
    keys = ("plant", "limit", "amount", "price", "cost", "count")
    return [str(choice.plan.params[k]) for k in keys if k in choice.plan.params]


@pytest.mark.parametrize("code", ["de", "zh_CN", "zh_TW"])
def test_other_languages_word_every_option_with_its_figures(game_options, lang, code):
    lang(code)
    for choice in game_options:
        label, why = choice_label(choice), reason_text(choice.reason)
        assert label != choice.label and why != choice.reason.text, (label, why)
        for figure in _figures(choice):
            assert re.search(rf"(?<!\d){figure}(?!\d)", label), (figure, label)
        for key in ("plant", "powered", "income"):
            if key in choice.reason.params and choice.reason.kind != "plant":
                assert str(choice.reason.params[key]) in why, (key, why)


def test_forced_and_let_go_labels(lang):
    """The two kinds a bot game rarely reaches, worded from their data."""
    forced = coach_module.Choice(
        A.choose(13, 13),
        "Choose plant 13 for 13",
        0,
        0,
        Reason("forced", {}, "the only choice"),
        Label("forced", {}, "Choose plant 13 for 13"),
    )
    let_go = coach_module.Choice(
        A.PASS,
        "Let plant 20 go",
        0,
        0,
        Reason("let_go", {"plant": 20, "price": 31, "value": 24}, "…"),
        Label("let_go", {"plant": 20}, "Let plant 20 go"),
    )
    lang("en")
    assert choice_label(forced) == "Open plant 13 at 13"
    assert choice_label(let_go) == "Let plant 20 go"
    assert reason_text(let_go.reason) == (
        "plant 20 is worth about 24 Elektro to you, less than the next bid of 31 Elektro"
    )
    lang("de")
    assert choice_label(forced) == "Kraftwerk 13 für 13 anbieten"
    assert choice_label(let_go) == "Bei Kraftwerk 20 passen"
    assert reason_text(forced.reason) == "die einzige Möglichkeit"
    assert "31 Elektro" in reason_text(let_go.reason)


@pytest.mark.parametrize(
    "gain,english,german,chinese",
    [
        (2, "2 more cities powered soon", "bald 2 Städte mehr versorgt", "很快多 2 座城市"),
        (1, "1 more city powered soon", "bald 1 Stadt mehr versorgt", "很快多 1 座城市"),
        (0, "no more cities powered soon", "bald keine zusätzliche Stadt", "很快没有新增城市"),
        (-1, "1 fewer city powered soon", "bald 1 Stadt weniger", "很快少 1 座城市"),
        (-2, "2 fewer cities powered soon", "bald 2 Städte weniger", "很快少 2 座城市"),
    ],
)
def test_a_swap_that_powers_no_more_or_fewer_cities_says_so(lang, gain, english, german, chinese):
    """A plant that replaces a bigger one can gain nothing or lose cities: the reason
    never reads "0 more" or "-1 more"."""
    params = {
        "plant": 12,
        "limit": 15,
        "cities": 2,
        "fuel_kind": "hybrid",
        "fuel_amount": 2,
        "more_powered": gain,
        "per_round": -3,
        "replaces": 7,
    }
    text = f"... {coach_module._more_cities(gain)} powered soon"
    reason = Reason("plant", params, text)
    lang("en")
    assert english in text and english in reason_text(reason)
    lang("de")
    assert german in reason_text(reason)
    lang("zh_CN")
    assert chinese in reason_text(reason)
    for code in ("en", "de", "zh_CN"):
        lang(code)
        assert not re.search(r"-\s?\d+ (more|座|Städte|Stadt)", reason_text(reason))


def test_moves_are_worded_and_buys_of_one_resource_merged(lang):
    moves = [A.buy("coal", 1), A.buy("coal", 2), A.buy("oil", 1), A.DONE]
    lang("en")
    assert moves_text(moves) == "buy 3 coal; buy 1 oil; end the turn"
    lang("de")
    assert moves_text(moves) == "3 Kohle kaufen; 1 Öl kaufen; Zug beenden"
    assert action_text(A.Run(plants=(13, 25), coal=1)) == (
        "Kraftwerke 13, 25 betreiben (1 Kohle in Hybridkraftwerken)"
    )
    lang("zh_CN")
    assert "发电厂 13" in action_text(A.Discard(plant=13))


# ----- a real hint in the panel ---------------------------------------------------------------


def test_a_hint_on_screen_follows_the_language(qtbot, lang):
    """A real hint (round 1 auction: plants to open) shown in English, German, Chinese."""
    controller = GameController(ai_delay_ms=0)
    panel = CoachPanel(controller)
    qtbot.addWidget(panel)
    game = Game(_config(2), 3)
    hint = Coach(3).hint(game.state.view(0), 0)
    assert hint.best.plan.kind == "open" or hint.best.plan.kind == "pass_auction"
    panel.hint = hint
    lang("en")
    panel.retranslate()
    english = panel.best.text(), panel.others.text()
    assert choice_label(hint.best) in english[0]
    lang("de")  # LanguageChange reaches the panel: it words the hint again
    german = panel.best.text(), panel.others.text()
    assert german != english
    assert panel.button.text() == "Tipp"
    plants = [c for c in hint.choices if c.plan.kind == "open"]
    assert plants
    for c in plants:
        shown = german[0] if c is hint.best else german[1]
        assert f"Kraftwerk {c.plan.params['plant']} " in shown
        assert f"bis {c.plan.params['limit']} bieten" in shown
        assert f"{c.reason.params['per_round']:+d} Elektro" in shown
    assert "Open plant" not in "".join(german) and "powered" not in "".join(german)
    lang("zh_CN")
    chinese = panel.best.text() + panel.others.text()
    assert "发电厂" in chinese and "元" in chinese and "电力" not in chinese
    for c in plants:
        assert f"发电厂 {c.plan.params['plant']}" in chinese
    controller.shutdown()


# ----- the review -----------------------------------------------------------------------------


@pytest.fixture
def reviewed(quick_coach):
    game = Game(_config(2), 4)
    bots = [make_bot("normal", i) for i in range(2)]
    while game.state.round < 4:
        game.apply(bots[game.state.current_player].choose(game.state))
    return game, review(game, seats=[0], seed=1)


def test_the_analysis_board_is_worded_in_the_language_chosen(qtbot, lang, reviewed):
    game, result = reviewed
    board = AnalysisBoard(game, seats=[0])
    qtbot.addWidget(board)
    board.set_review(result)
    worse = [i for i in result.items if not i.agrees and not i.difference.same]
    assert worse, "the reviewed game has no turn worse than the coach's"
    lang("en")
    moves = [row.text(0) for row in board.rows.values()]
    assert any(m.startswith("Auction") for m in moves)
    lang("de")
    moves = [row.text(0) for row in board.rows.values()]
    assert board.windowTitle() == "Spielanalyse"
    assert any(m.startswith("Versteigerung") for m in moves)
    assert not any(m.startswith("Auction") for m in moves)
    for item in worse:
        verdict = board.rows[item.index + 1].toolTip(1)
        assert "Besser, die Wahl des Trainers" in verdict, verdict
        figures = [str(v) for v in item.difference.params.values()]
        assert all(f in verdict for f in figures), (figures, verdict)
    lang("zh_CN")
    moves = [row.text(0) for row in board.rows.values()]
    assert any("竞投" in m for m in moves)


# ----- differences ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "kind,params,german,chinese",
    [
        (
            "elektro",
            {"amount": 12, "round": 6},
            "bis Runde 6 etwa 12 Elektro schlechter",
            "少 12 元",
        ),
        ("win", {"points": 25}, "Gewinnchance 25 Prozentpunkte niedriger", "胜率低 25 个百分点"),
        ("powered", {"cities": 2}, "am Ende 2 versorgte Städte weniger", "终局少 2 座供电城市"),
        ("money_end", {"amount": 8}, "am Ende 8 Elektro weniger", "终局少 8 元"),
        (
            "dark",
            {"cities": 3, "amount": 41},
            "diese Runde 3 Städte weniger versorgt: nach Abzug der Rohstoffe 41 Elektro weniger",
            "本回合少供电 3 座城市：扣除资源费用后少 41 元",
        ),
        ("same", {}, "etwa gleich gut", "差不多一样好"),
    ],
)
def test_a_difference_is_worded_with_its_unit(lang, kind, params, german, chinese):
    """The app words every kind of difference; English is the coach's own sentence."""
    from powergrid.ai.coach_units import DIFFERENCE_KINDS, SAME, Difference
    from powergrid.app.coach.texts import DIFFERENCE_RENDERERS, difference_text

    assert set(DIFFERENCE_RENDERERS) == set(DIFFERENCE_KINDS)
    english = {
        "elektro": "about 12 Elektro worse off by round 6",
        "win": "win chance 25 points lower",
        "powered": "2 fewer cities powered at the end",
        "money_end": "8 Elektro less at the end",
        "dark": "3 fewer cities powered this round: 41 Elektro less after fuel",
        "same": SAME.text,
    }[kind]
    d = Difference(kind, params, english)
    lang("en")
    assert difference_text(d) == english
    lang("de")
    assert difference_text(d) == german
    lang("zh_CN")
    assert chinese in difference_text(d)
