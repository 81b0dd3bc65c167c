"""Hostile saves in the real window: every label, message box, tooltip and drawn text
shows a name from a file as the text it is, never as markup.

Each hostile seat name carries a visible marker inside markup ("<b>Qx1</b>"). Wherever
a marker is visible, the whole name must be visible with it: shown as markup, the
tags would vanish and the marker would stand alone. The saves are valid games (the
names are legal text) or refusals that quote the file (a controller, a map, a deck).
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QWidget,
)

from powergrid.ai import SimpleBot
from powergrid.rules import Game, GameConfig, SeatConfig, Variants
from powergrid.rules import save as savefile
from tests.hostile import rechained
from tests.qt_events import settle

NAMES = [
    "<b>Qx1</b>",
    '<img src="/nonexistent/a.png">Qx2',
    "<a href='file:///etc/passwd'>Qx3</a>",
    "<font color=red>Qx4</font>&amp;",
    "<table><tr><td>Qx5",
    "<s>Qx6</s>&#x202e;",
]
MARKERS = {f"Qx{i + 1}": name for i, name in enumerate(NAMES)}


def hostile_game(
    players: int, variants: Variants, moves: int, seed: int, human: bool = True
) -> Game:
    seats = tuple(
        SeatConfig(name=NAMES[i], controller="human" if human and i == 0 else "simple")
        for i in range(players)
    )
    game = Game(GameConfig(map="usa", seats=seats, variants=variants), seed)
    bots = [SimpleBot(seed + s) for s in range(players)]
    for _ in range(moves):
        if game.state.is_terminal():
            break
        game.apply(bots[game.state.current_player].choose(game.state))
    return game


def visible(text: str, rich: bool) -> str:
    """What a reader sees of ``text``: as written, or with its markup applied."""
    if not rich:
        return text
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


def shown_texts(window: QWidget) -> Iterator[tuple[str, str]]:
    """(where, visible text) of every label, button, tooltip and drawn text item."""
    for top in [window]:  # its dialogs and message boxes are its children
        widgets = [top, *top.findChildren(QWidget)]
        for w in widgets:
            where = f"{type(w).__name__} {w.objectName()}"
            if isinstance(w, QLabel):
                fmt = w.textFormat()
                rich = fmt == Qt.TextFormat.RichText or (
                    fmt == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(w.text())
                )
                yield where, visible(w.text(), rich)
            if isinstance(w, QAbstractButton):
                yield where, w.text()
            tip = w.toolTip()
            if tip:
                yield f"tooltip of {where}", visible(tip, GuiQt.mightBeRichText(tip))
            if isinstance(w, QGraphicsView) and w.scene() is not None:
                for item in w.scene().items():
                    if isinstance(item, QGraphicsTextItem):
                        yield f"text item in {where}", item.toPlainText()
                    tip = item.toolTip()
                    if tip:
                        yield f"item tooltip in {where}", visible(tip, GuiQt.mightBeRichText(tip))


def markup_shown(window: QWidget) -> list[str]:
    """Every place where a hostile name's markup was applied instead of shown."""
    wrong = []
    seen = 0
    for where, text in shown_texts(window):
        for marker, name in MARKERS.items():
            if marker in text:
                seen += 1
                if name not in text:
                    wrong.append(f"{where}: {text[:400]!r}")
    assert seen, "no hostile name is shown at all: the walk looks at the wrong widgets"
    return wrong


@pytest.mark.parametrize(
    ("players", "variants", "moves"),
    [
        (6, Variants(), 150),
        (4, Variants(deck="plus-example"), 400),
        (3, Variants(deck="doubled-example", inactive_area=True, free_cities=True), 260),
        (2, Variants(), 5000),  # to the end: the results
    ],
    ids=["six-players", "plus-deck", "inactive-area", "finished"],
)
def test_hostile_names_are_shown_as_text_everywhere(
    qtbot, tmp_path, window, players, variants, moves
):
    game = hostile_game(players, variants, moves, seed=players + 3)
    path = tmp_path / "hostile.pgsave"
    savefile.save(game, path)
    window.resize(1366, 768)
    assert window.files.load_from(path)
    settle(qtbot, window)
    window.show_last_summary()  # the round in short, by player
    window.show_results()  # at the end: the winner, the ranking and the charts
    window.grab()  # paint everything once
    wrong = markup_shown(window)
    assert not wrong, "\n".join(wrong)


def test_hostile_names_stay_text_while_the_computer_plays(qtbot, tmp_path, window):
    """Every seat a computer, from round 13: moves are announced, rounds summed up, the
    game ends; after each round and at the end every name still shows as text."""
    game = hostile_game(4, Variants(deck="plus-example"), 380, seed=9, human=False)
    path = tmp_path / "computers.pgsave"
    savefile.save(game, path)
    window.resize(1366, 768)
    c = window.controller
    summed_up: list[int] = []
    c.roundEnded.connect(lambda finished: summed_up.append(finished.round))
    assert window.files.load_from(path)
    while not c.state.is_terminal():
        rounds = len(summed_up)
        qtbot.waitUntil(lambda: len(summed_up) > rounds, timeout=60_000)  # noqa: B023
        window.grab()  # the computers play on: what is on screen as the round ends
        wrong = markup_shown(window)
        assert not wrong, "\n".join(wrong)
    assert summed_up and window.game_over_dialog is not None


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("controller", NAMES[0]),
        ("map", NAMES[0]),
        ("deck", NAMES[1]),
        ("key", NAMES[2]),
    ],
)
def test_a_refusal_quoting_markup_shows_it_as_text(qtbot, tmp_path, window, field, value):
    data = json.loads(savefile.dumps(hostile_game(3, Variants(), 20, seed=2)))
    if field == "controller":
        data["config"]["seats"][1]["controller"] = value
    elif field == "map":
        data["config"]["map"] = value
    elif field == "deck":
        data["config"]["variants"] = {**data["config"]["variants"], "deck": value}
    else:
        data[value] = 1
    path = tmp_path / "refused.pgsave"
    path.write_text(json.dumps(rechained(data)), encoding="utf-8")
    assert not window.files.load_from(path)
    box = window.files.message_box
    assert box is not None and box.isVisible()
    box.grab()
    wrong = markup_shown(window)
    assert not wrong, "\n".join(wrong)
    box.close()
