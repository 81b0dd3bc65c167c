"""Settings: stored in QSettings, validated when read, changed through the dialog."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, QUrl
from PySide6.QtGui import QColor, QDesktopServices

from powergrid.app.dialogs.settings import SettingsDialog
from powergrid.app.shared import settings as st
from powergrid.app.shared.i18n import language
from powergrid.app.shared.palettes import (
    COLOUR_BLIND_SAFE,
    PALETTES,
    STANDARD,
    palette,
    seat_colour,
)
from powergrid.rules import GameConfig, SeatConfig

translate = QCoreApplication.translate


def test_defaults_when_nothing_is_stored():
    assert st.load() == st.Settings()
    assert st.load().ai_delay_ms == 400 and st.load().language == "system"


def test_settings_round_trip_through_the_ini_file(isolated_storage):
    chosen = st.Settings(
        language="zh_TW",
        ai_delay_ms=1200,
        show_ai_moves=False,
        confirmations=False,
        palette="colourblind",
        autosave_dir=str(isolated_storage / "saves"),
    )
    st.save(chosen)
    assert (isolated_storage / "settings.ini").exists()
    assert (
        st.load(QSettings(str(isolated_storage / "settings.ini"), QSettings.Format.IniFormat))
        == chosen
    )


@pytest.mark.parametrize(
    ("field", "bad"),
    [
        ("language", "fr"),
        ("language", 3),
        ("ai_delay_ms", -5),
        ("ai_delay_ms", 999999),
        ("ai_delay_ms", "fast"),
        ("ai_delay_ms", True),
        ("show_ai_moves", "maybe"),
        ("confirmations", 7),
        ("palette", "rainbow"),
        ("autosave_dir", "relative/dir"),
    ],
)
def test_a_bad_stored_value_reads_as_its_default_and_spares_the_others(field, bad):
    store = st.qsettings()
    st.save(st.Settings(ai_delay_ms=100, palette="colourblind"), store)
    store.setValue(st.KEYS[field], bad)
    loaded = st.load(store)
    assert getattr(loaded, field) == getattr(st.DEFAULTS, field)
    others = {"ai_delay_ms": 100, "palette": "colourblind"}
    for name, value in others.items():
        if name != field:
            assert getattr(loaded, name) == value


def test_update_rejects_unknown_names_and_bad_values_and_keeps_what_was_stored():
    st.update(ai_delay_ms=250)
    with pytest.raises(ValueError, match="unknown settings: volume"):
        st.update(volume=3)
    with pytest.raises(ValueError, match="'palette' cannot be 'rainbow'"):
        st.update(palette="rainbow")
    assert st.load() == st.Settings(ai_delay_ms=250)


def test_the_older_pace_key_is_the_same_setting():
    st.qsettings().setValue("ai/delay_ms", 1000)  # as the Computer menu stores it
    assert st.load().ai_delay_ms == 1000


def test_autosave_folder_is_the_chosen_one_or_the_data_directory(isolated_storage, tmp_path):
    assert st.autosave_dir() == isolated_storage
    target = tmp_path / "my saves"
    assert st.autosave_dir(st.Settings(autosave_dir=str(target))) == target and target.is_dir()
    blocked = tmp_path / "a file"
    blocked.write_text("x")
    assert st.autosave_dir(st.Settings(autosave_dir=str(blocked / "sub"))) == isolated_storage


def test_palettes_give_six_distinct_colours_and_a_chosen_colour_wins():
    assert set(PALETTES) == {"standard", "colourblind"}
    for colours in PALETTES.values():
        assert len(colours) == 6 and len({c.code for c in colours}) == 6
    assert palette("nonsense") == STANDARD
    config = GameConfig(
        map="usa", seats=(SeatConfig(name="Ann"), SeatConfig(name="Ben", color="#123456"))
    )
    assert seat_colour(config, 0, "colourblind") == QColor(COLOUR_BLIND_SAFE[0].code)
    assert seat_colour(config, 0) == QColor(STANDARD[0].code)
    assert seat_colour(config, 1, "colourblind") == QColor("#123456")


@pytest.fixture
def dialog(qtbot):
    dlg = SettingsDialog()
    qtbot.addWidget(dlg)
    dlg.show()
    return dlg


def test_the_dialog_shows_the_stored_settings(qtbot):
    st.save(st.Settings(language="de", ai_delay_ms=700, show_ai_moves=False, palette="colourblind"))
    dlg = SettingsDialog()
    qtbot.addWidget(dlg)
    assert dlg.language.currentData() == "de"
    assert dlg.pace.value() == 700 and not dlg.show_moves.isChecked()
    assert dlg.confirmations.isChecked() and dlg.palette_box.currentData() == "colourblind"


def test_each_change_is_stored_and_announced(dialog, qtbot):
    seen = []
    dialog.changed.connect(lambda field, s: seen.append((field, s)))
    dialog.pace.setValue(1500)
    dialog.show_moves.setChecked(False)
    dialog.confirmations.setChecked(False)
    dialog.palette_box.setCurrentIndex(dialog.palette_box.findData("colourblind"))
    assert [f for f, _ in seen] == ["ai_delay_ms", "show_ai_moves", "confirmations", "palette"]
    assert (
        seen[-1][1]
        == st.load()
        == st.Settings(
            ai_delay_ms=1500, show_ai_moves=False, confirmations=False, palette="colourblind"
        )
    )


def test_choosing_a_language_switches_it_at_once(dialog, lang):
    seen = []
    dialog.changed.connect(lambda field, s: seen.append(field))
    dialog.language.setCurrentIndex(dialog.language.findData("de"))
    QCoreApplication.sendPostedEvents()
    assert seen == ["language"] and st.load().language == "de"
    assert language().current == "de"
    assert dialog.windowTitle() == "Einstellungen"
    assert dialog.language_label.text() == "&Sprache:"
    dialog.language.setCurrentIndex(dialog.language.findData("zh_CN"))
    QCoreApplication.sendPostedEvents()
    assert dialog.windowTitle() == "设置" and dialog.language.itemText(0) == "系统语言"
    assert dialog.palette_box.itemText(1) == "色盲友好（Okabe-Ito）"


def test_the_autosave_folder_is_chosen_shown_and_opened(dialog, tmp_path, monkeypatch):
    opened = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    target = tmp_path / "autosaves"
    dialog.set_folder(str(target))
    assert st.load().autosave_dir == str(target)
    assert dialog.folder.text() == str(target)
    dialog.open_folder.click()
    assert opened == [QUrl.fromLocalFile(str(target))]
    with pytest.raises(ValueError, match="absolute path"):
        dialog.set_folder("relative")
    assert st.load().autosave_dir == str(target)
    dialog.default_folder.click()
    assert st.load().autosave_dir == "" and Path(dialog.folder.text()) == st.autosave_dir()


def test_the_win_chance_box_shows_and_stores_the_coach_option(qtbot, lang):
    from powergrid.app.shared.settings import set_win_chances_enabled, win_chances_enabled

    set_win_chances_enabled(False)
    dlg = SettingsDialog()
    qtbot.addWidget(dlg)
    assert not dlg.win_chances.isChecked()
    seen = []
    dlg.changed.connect(lambda field, s: seen.append(field))
    dlg.win_chances.setChecked(True)
    assert win_chances_enabled() and seen == []  # the coach's option, not a Settings field
    set_win_chances_enabled(False)  # changed elsewhere (the Coach menu): the box follows
    assert not dlg.win_chances.isChecked()
    lang("de")
    assert dlg.win_chances.text() == "Gewinnchancen zeigen"
