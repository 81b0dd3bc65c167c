"""The Help menu and the Settings… action, as a main window adds them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow

from powergrid.app.shared import settings as st
from powergrid.app.shared.rulebook import Decision
from powergrid.app.window.help_menu import HelpMenu, SettingsAction


def make_window(qtbot, decision):
    window = QMainWindow()
    qtbot.addWidget(window)
    menu = HelpMenu(window, lambda: decision[0])
    window.menuBar().addMenu(menu)
    settings = SettingsAction(window, on_change=lambda f, s: decision.append((f, s)))
    window.menuBar().addAction(settings)
    window.show()
    return window, menu, settings


def test_f1_opens_the_rules_on_the_current_decision(qtbot):
    decision = [Decision("buy", 0, 3, 2)]
    window, menu, _ = make_window(qtbot, decision)
    with qtbot.waitActive(window):
        window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_F1)
    help_window = menu.help_window
    assert help_window is not None and help_window.isVisible()
    assert help_window.current_page() == "now"
    assert "buy resources, then end the turn" in help_window.browser.toPlainText()
    help_window.show_page("build")
    decision[0] = Decision("run", 0, 3, 2)
    menu.refresh()
    assert help_window.current_page() == "build"  # the reader's page stays
    menu.now_action.trigger()
    assert menu.help_window is help_window and help_window.current_page() == "now"
    assert "choose which power plants run" in help_window.browser.toPlainText()


def test_f1_opens_on_what_can_i_do_now_whatever_was_read_last(qtbot):
    decision = [Decision("buy", 0, 3, 2)]
    window, menu, _ = make_window(qtbot, decision)
    with qtbot.waitActive(window):
        window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_F1)
    help_window = menu.help_window
    assert help_window is not None
    help_window.show_page("payment")
    help_window.close()
    decision[0] = Decision("build", 0, 3, 2)
    qtbot.keyClick(window, Qt.Key.Key_F1)
    assert menu.help_window is help_window and help_window.isVisible()
    assert help_window.current_page() == "now"
    assert "build in cities, then end the turn" in help_window.browser.toPlainText()
    help_window.show_page("steps")
    menu.rules_action.trigger()  # also while it is open
    assert help_window.current_page() == "now"


def test_about_and_settings_open_from_the_menus(qtbot):
    decision = [None]
    _window, menu, settings = make_window(qtbot, decision)
    menu.about_action.trigger()
    assert menu.about is not None and "MIT" in menu.about.text()
    settings.trigger()
    dialog = settings.dialog
    assert dialog is not None and dialog.isVisible()
    dialog.pace.setValue(900)
    assert decision[1][0] == "ai_delay_ms" and st.load().ai_delay_ms == 900
    settings.trigger()
    assert settings.dialog is dialog  # one dialog, raised again


def test_menu_entries_follow_the_language(qtbot, lang):
    _window, menu, settings = make_window(qtbot, [None])
    assert menu.title() == "&Help" and settings.text() == "Se&ttings…"
    lang("de")
    assert menu.title() == "&Hilfe" and menu.rules_action.text() == "&Regeln"
    assert settings.text() == "&Einstellungen…"
    lang("zh_TW")
    assert menu.title() == "說明(&H)" and settings.text() == "設定(&T)…"
