"""Rules help (F1), What can I do now?, About; fit at 1366×768 in every language."""

from __future__ import annotations

import re
from importlib import metadata

import pytest
from PySide6.QtCore import QCoreApplication, QRect
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

import powergrid
from powergrid import rules as engine_tables
from powergrid.app.dialogs import help as hw
from powergrid.app.dialogs.help import HelpWindow, about_box, about_text, help_shortcut
from powergrid.app.dialogs.settings import SettingsDialog
from powergrid.app.shared import fit
from powergrid.app.shared.i18n import current_language
from powergrid.app.shared.rulebook import DECISION_KINDS, PHASES, Decision, rule_tables
from powergrid.app.shared.texts import decision_text, phase_title

from .support import ALL_LANGUAGES, CHECKED_LANGUAGES, clipped

SCREEN = QRect(0, 0, 1366, 768)


@pytest.fixture
def help_window(qtbot):
    def make(decision=None):
        window = HelpWindow(decision=decision)
        qtbot.addWidget(window)
        window.show()
        return window

    return make


def plain(window: HelpWindow) -> str:
    return window.browser.toPlainText()


def test_f1_opens_the_help(qapp):
    assert help_shortcut() == QKeySequence("F1")


@pytest.mark.parametrize("code", ALL_LANGUAGES)
def test_help_explains_every_decision_kind_in_every_language(help_window, lang, code):
    lang(code)
    window = help_window()
    assert current_language() == code
    for kind in DECISION_KINDS:
        decision = Decision(kind, player=0, round=3, step=2, plant=21, bid=25, can_pass=True)
        window.show_decision(decision)
        text = plain(window)
        assert window.current_page() == "now"
        assert decision_text(decision) in text
        section = hw.sections(code, "now.html")[kind]
        first_words = re.sub(r"<[^>]+>", "", section).split()[0][:12]
        assert first_words in text, (kind, first_words)


@pytest.mark.parametrize("code", ALL_LANGUAGES)
def test_help_opens_on_every_phase_in_every_language(help_window, lang, code):
    lang(code)
    window = help_window()
    for phase in PHASES:
        window.show_phase(phase)
        assert window.current_page() == phase
        assert plain(window).splitlines()[0] == phase_title(phase)
        assert window.pages.currentItem().text() == phase_title(phase)
    with pytest.raises(ValueError, match="no help page 'lunch'"):
        window.show_page("lunch")


def test_the_now_page_follows_the_game_without_taking_the_reader_away(help_window):
    window = help_window(Decision("choose", 0, 1, 1))
    window.set_decision(Decision("build", 0, 2, 1))
    assert "build in cities" in plain(window)
    window.show_page("payment")
    window.set_decision(Decision("run", 0, 2, 1))
    assert window.current_page() == "payment" and plain(window).startswith("Payment table")
    window.show_page("now")
    assert "choose which power plants run" in plain(window)


def test_no_game_is_explained_too(help_window, lang):
    lang("de")
    window = help_window(None)
    assert "Es läuft kein Spiel" in plain(window)


def test_clicking_a_page_in_the_list_shows_it(help_window):
    window = help_window()
    seen = []
    window.pageShown.connect(seen.append)
    window.pages.setCurrentRow(window.page_keys().index("refill"))
    assert seen == ["refill"] and plain(window).startswith("Refill table")


def cells(window: HelpWindow) -> list[list[str]]:
    """The rows of the table on the shown page, as cell texts."""
    html = window.page_html(window.current_page())
    return [
        re.findall(r"<td[^>]*>(.*?)</td>", row)
        for row in re.findall(r"<tr>(.*?)</tr>", html)
        if "<td" in row
    ]


def test_the_tables_are_the_engines_tables(help_window):
    window = help_window()
    window.show_page("refill")
    rows = cells(window)
    assert len(rows) == len(engine_tables.REFILL)
    for row, (players, steps) in zip(rows, sorted(engine_tables.REFILL.items()), strict=True):
        assert [int(c) for c in row] == [players, *steps[1], *steps[2], *steps[3]]
    window.show_page("players")
    for row, (players, r) in zip(
        cells(window), sorted(engine_tables.PLAYER_COUNT.items()), strict=True
    ):
        assert [int(c) for c in row] == [
            players,
            r.regions,
            r.removed,
            r.step2_cities,
            r.end_cities,
            r.plant_limit,
        ]
    window.show_page("payment")
    pairs = {}
    for row in cells(window):
        for k, v in zip(row[::2], row[1::2], strict=True):
            if k:
                pairs[int(k.rstrip("+"))] = int(v)
    assert pairs == dict(enumerate(engine_tables.PAYMENT))
    window.show_page("plants")
    numbers = [int(row[0]) for row in cells(window)]
    assert numbers == sorted(engine_tables.ORIGINAL_PLANTS)  # not a variant deck's cards
    for row in cells(window):
        plant = engine_tables.PLANTS[int(row[0])]
        assert int(row[3]) == plant.cities
        assert row[2] == ("–" if plant.amount == 0 else str(plant.amount))


def test_the_prose_quotes_the_engines_numbers(lang):
    facts = rule_tables()
    for code in ALL_LANGUAGES:
        overview = hw.sections(code, "rules.html")["overview"]
        assert f"{facts.start_money} " in overview and f"{facts.houses_per_player} " in overview


def test_a_change_of_language_retranslates_the_open_help(help_window, lang):
    window = help_window(Decision("buy", 0, 2, 1))
    window.show_page("auction")
    english = plain(window)
    lang("zh_TW")
    assert window.current_page() == "auction"  # the reader's place is kept
    assert window.windowTitle() == "電網 – 規則"
    assert plain(window) != english and "拍賣" in plain(window)
    window.show_page("now")
    assert "購買資源" in plain(window)


def test_about_names_the_version_and_the_licence(qtbot, lang, monkeypatch):
    box = about_box()
    qtbot.addWidget(box)
    assert box.isVisible() and "MIT" in box.text()
    monkeypatch.setattr(hw.metadata, "version", lambda name: "9.8.7")
    assert "Version 9.8.7" in about_text()

    def missing(_name):
        raise metadata.PackageNotFoundError("powergrid")

    monkeypatch.setattr(hw.metadata, "version", missing)
    monkeypatch.setattr(powergrid, "__version__", "1.2.3", raising=False)
    assert "Version 1.2.3" in about_text()
    monkeypatch.delattr(powergrid, "__version__", raising=False)
    lang("de")
    assert "Version Entwicklungsversion" in about_text() and "Lizenz: MIT" in about_text()


@pytest.fixture
def laptop_screen():
    """Windows size themselves for a 1366×768 screen less its panel, not for the
    offscreen platform's 800×800."""
    fit.assume_free_area(QRect(0, 0, 1366, 728))
    yield
    fit.assume_free_area(None)


@pytest.mark.parametrize("code", CHECKED_LANGUAGES)
def test_nothing_is_clipped_at_1366x768(qtbot, lang, code, laptop_screen):
    lang(code)
    screen = QApplication.primaryScreen()
    assert screen is not None
    settings = SettingsDialog()
    qtbot.addWidget(settings)
    settings.show()
    help_win = HelpWindow(decision=Decision("bid", 0, 1, 1, plant=3, bid=3))
    qtbot.addWidget(help_win)
    help_win.show()
    QCoreApplication.sendPostedEvents()
    about = about_box()
    qtbot.addWidget(about)
    QCoreApplication.sendPostedEvents()
    for window in (settings, help_win, about):
        assert SCREEN.contains(
            QRect(0, 0, window.frameGeometry().width(), window.frameGeometry().height())
        ), window.objectName()
        assert clipped(window) == [], (code, window.objectName())
    pages = help_win.pages
    widest = max(
        pages.fontMetrics().horizontalAdvance(pages.item(i).text()) for i in range(pages.count())
    )
    assert widest <= pages.viewport().width(), "a help page name is cut off"
    for kind in DECISION_KINDS:  # every page renders without a horizontal scroll bar
        help_win.show_decision(Decision(kind, 0, 1, 1))
        assert help_win.browser.document().idealWidth() <= help_win.browser.viewport().width()
    for key in help_win.page_keys():
        help_win.show_page(key)
        assert help_win.browser.horizontalScrollBar().maximum() == 0, key


def test_the_set_up_page_shows_the_engines_starting_markets(help_window):
    """The resource market's price ladder with its first tokens, the plant market and the
    stack as RULES 1.2, 2.4 and 2.5 set them up; every cell from a game just set up."""
    from powergrid.rules import GameConfig, new_game

    state = new_game(GameConfig.quick(3), seed=5)
    market = state.resource_market()
    window = help_window()
    window.show_page("setup")
    rows = cells(window)
    prices = sorted({p for r in engine_tables.RESOURCES for p in market.track(r)})
    market_rows = rows[: len(prices)]
    assert [int(row[0]) for row in market_rows] == prices
    for row in market_rows:
        price = int(row[0])
        for resource, cell in zip(engine_tables.RESOURCES, row[1:], strict=True):
            track, filled = market.track(resource), market.filled(resource)
            places = [i for i, p in enumerate(track) if p == price]
            expected = f"{sum(filled[i] for i in places)} / {len(places)}" if places else "–"
            assert cell == expected, (price, resource)
    text = plain(window)
    plants = state.plant_market()
    assert "Plants 3, 4, 5, 6 lie face up" in text and tuple(plants.current) == (3, 4, 5, 6)
    assert "7, 8, 9, 10 as the future market" in text and tuple(plants.future) == (7, 8, 9, 10)
    assert "Plant 13 goes face up on top of the stack and the Step 3 card at its bottom" in text
    assert [int(c) for c in rows[len(prices)]][:3] == [2, 3, 8]  # players, regions, removed


STEP3_CARD_TITLE = {
    "en": "The Step 3 card in this phase.",
    "de": "Die Karte „Stufe 3“ in dieser Phase.",
    "zh_CN": "本步骤中抽到第三阶段卡。",
    "zh_TW": "本步驟中抽到第三階段卡。",
}


@pytest.mark.parametrize("code", ALL_LANGUAGES)
def test_every_phase_that_draws_says_what_the_step_3_card_does_there(code):
    rules = hw.sections(code, "rules.html")
    for phase in ("auction", "build", "bureaucracy"):
        assert STEP3_CARD_TITLE[code] in rules[phase], (code, phase)
    for section in ("setup", "steps", "end"):
        assert len(re.sub(r"<[^>]+>", "", rules[section])) > 100, (code, section)
