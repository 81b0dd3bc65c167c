"""The controller: the only caller of apply; AI in a worker thread, paced; signals."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt

from powergrid.ai import SimpleBot
from powergrid.rules import actions as A

from .conftest import config


class RecordingBot(SimpleBot):
    """The simple bot, noting the thread and the state object it was given."""

    def __init__(self, seed, seen):
        super().__init__(seed)
        self.seen = seen

    def choose(self, state):
        self.seen.append((threading.get_ident(), state))
        return super().choose(state)


def test_ai_thinks_in_a_worker_thread_on_a_clone(qtbot, window):
    c = window.controller
    c.new_game(config("normal", "normal"), 6)
    seen = []
    c._bots = {0: RecordingBot(1, seen), 1: RecordingBot(2, seen)}
    c._schedule_ai()
    qtbot.waitUntil(lambda: len(seen) >= 3, timeout=5000)
    main = threading.get_ident()
    assert all(thread != main for thread, _state in seen)
    assert all(state is not c.state for _thread, state in seen)
    assert all(state.is_view for _thread, state in seen)  # the seat's view, stack hidden


def test_an_unknown_level_is_refused_and_the_game_stays(window):
    c = window.controller
    c.new_game(config("human", "normal"), 6)
    game = c.game
    with pytest.raises(ValueError, match="unknown level 'hrad'"):
        c.new_game(config("human", "hrad"), 7)
    assert c.game is game and c.human_to_move()


def test_ai_moves_are_paced(qtbot, make_window):
    """After the human's move the computer waits ``ai_delay_ms`` before it is even
    asked, so a human can follow: the pause is a timer of that length, the bot is asked
    only once it has run out and before any move, and its move comes after that.
    Nothing here depends on how fast the machine is."""
    window = make_window(ai_delay_ms=300)
    c = window.controller
    c.new_game(config("human", "normal"), 6)
    assert c.human_to_move()  # seed 6: the human opens the auction
    asked: list = []
    c._bots = {1: RecordingBot(2, asked)}
    pause = c._timer
    # Each time the bot is asked (in the GUI thread, as the question leaves for the
    # worker): the moves made so far and whether the pause still runs.
    questions: list[tuple[int, bool]] = []
    c._think.connect(lambda *_: questions.append((len(c.game.log), pause.isActive())))
    page = window.panel.current_page()
    qtbot.mouseClick(page.offer, Qt.MouseButton.LeftButton)
    log = len(c.game.log)
    assert log and not c.human_to_move() and c.ai_busy
    assert pause.isActive() and pause.interval() == 300 and not questions  # not asked yet
    qtbot.waitUntil(lambda: len(c.game.log) > log, timeout=5000)
    assert questions[0] == (log, False)  # asked once the pause ran out, no move made
    assert asked and asked[0][1] is not c.state


def test_human_actions_are_refused_while_the_computer_moves(window):
    c = window.controller
    c.new_game(config("normal", "normal"), 6)
    log = len(c.game.log)
    reason = c.submit(A.Pass())
    assert reason and "not a human" in reason
    assert len(c.game.log) == log


def test_signals_follow_event_topics(qtbot, window):
    c = window.controller
    c.new_game(config("human", "human"), 6)
    plant = c.state.current_market()[0]
    with qtbot.waitSignals(
        [c.plantMarketChanged, c.playersChanged, c.logAppended, c.decisionNeeded], timeout=1000
    ):
        c.submit(A.ChoosePlant(plant=plant, bid=plant))
        c.submit(A.Pass())


def test_ctrl_z_undoes_the_own_last_move(qtbot, window):
    from .conftest import find_game

    game = find_game(
        ("human", "human"),
        lambda s: (
            s.phase == "resources"
            and s.players[s.current_player].room_for(0) > 0
            and s.res_market[0] > 0
        ),
    )
    c = window.controller
    c.set_game(game)
    digest = c.state.digest()
    assert c.submit(A.Buy(resource="coal", amount=1)) is None
    assert window.menus.undo_action.isEnabled()
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.state.digest() == digest
