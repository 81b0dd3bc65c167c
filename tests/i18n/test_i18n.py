"""Choosing the language, loading its catalogues, switching at run time, CJK fonts."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import QDialogButtonBox

from powergrid.app.shared import i18n
from powergrid.app.shared.i18n import (
    cjk_font_family,
    language,
    language_for_locale,
    resolve_language,
)

translate = QCoreApplication.translate


def test_system_locale_maps_to_the_nearest_app_language():
    cases = {
        "de_DE": "de",
        "de_AT": "de",
        "de_CH": "de",
        "zh_CN": "zh_CN",
        "zh_SG": "zh_CN",
        "zh_TW": "zh_TW",
        "zh_HK": "zh_TW",
        "zh_Hant_CN": "zh_TW",
        "zh_Hans_HK": "zh_CN",
        "en_US": "en",
        "fr_FR": "en",
        "ja_JP": "en",
    }
    for name, expected in cases.items():
        assert language_for_locale(QLocale(name)) == expected, name


def test_a_chosen_language_wins_over_the_system_and_unknown_choices_follow_it():
    system = QLocale("zh_TW")
    assert resolve_language("de", system) == "de"
    assert resolve_language("system", system) == "zh_TW"
    assert resolve_language("klingon", system) == "zh_TW"
    assert resolve_language("", QLocale("de_DE")) == "de"


def test_switching_installs_the_app_and_qt_catalogues_and_back(lang):
    assert lang("de") == "de"
    assert translate("Terms", "Bureaucracy") == "Bürokratie"
    assert translate("QPlatformTheme", "Cancel") == "Abbrechen"  # Qt's own qtbase_de.qm
    assert QLocale().name() == "de_DE"
    lang("zh_CN")
    assert translate("Terms", "Bureaucracy") == "行政管理"
    assert translate("Terms", "uranium") == "铀"
    lang("zh_TW")
    assert translate("Terms", "uranium") == "鈾"
    assert translate("QPlatformTheme", "Cancel") == "取消"
    lang("en")
    assert translate("Terms", "Bureaucracy") == "Bureaucracy"
    assert translate("QPlatformTheme", "Cancel") == "Cancel"
    assert language().current == "en" and i18n.current_language() == "en"


def test_existing_widgets_follow_a_switch(qtbot, lang):
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    lang("de")
    assert box.buttons()[0].text() == "Abbrechen"
    lang("en")
    assert box.buttons()[0].text() == "Cancel"


def test_the_window_manager_names_the_game_in_the_language(lang):
    """Title bars read "<title> — <display name>": no English name in a German window."""
    names = {"de": "Funkenschlag", "zh_CN": "电网", "zh_TW": "電網", "en": "Power Grid"}
    for code, name in names.items():
        lang(code)
        assert QGuiApplication.applicationDisplayName() == name


def test_every_language_has_a_compiled_catalogue():
    for code in ("de", "zh_CN", "zh_TW"):
        assert i18n.catalogue_path(code).stat().st_size > 1000, code


def test_cjk_font_prefers_known_families_then_any_then_none(monkeypatch):
    installed = {"zh": ["Some Font", "WenQuanYi Zen Hei", "Noto Sans CJK SC"]}
    monkeypatch.setattr(QFontDatabase, "families", lambda *_a: installed["zh"])
    assert cjk_font_family("zh_CN") == "Noto Sans CJK SC"
    assert cjk_font_family("zh_TW") == "WenQuanYi Zen Hei"
    installed["zh"] = ["Some Font"]
    assert cjk_font_family("zh_CN") == "Some Font"
    installed["zh"] = []
    assert cjk_font_family("zh_CN") is None
    assert cjk_font_family("de") is None


def test_chinese_switches_the_app_font_and_english_restores_it(lang):
    base = QGuiApplication.font().families()
    lang("zh_TW")
    family = language().font_family
    assert family == cjk_font_family("zh_TW")
    if family is not None:  # a CJK font is installed: it comes first
        assert QGuiApplication.font().families()[0] == family
    else:  # none installed: the font stays as it was, Qt falls back per glyph
        assert QGuiApplication.font().families() == base
    lang("en")
    assert QGuiApplication.font().families() == base
    assert language().font_family is None


def test_no_catalogue_leaves_english_without_error(lang, monkeypatch, tmp_path):
    monkeypatch.setattr(i18n, "translations_dir", lambda: tmp_path)
    lang("de")
    assert translate("Terms", "Bureaucracy") == "Bureaucracy"
    assert translate("QPlatformTheme", "Cancel") == "Abbrechen"  # Qt's own still loads
