"""The app's language: which one, loading its translations, switching at run time.

The app's strings are English in the source and go through ``tr()`` /
``QCoreApplication.translate``. The translations are Qt ``.ts`` files in
``powergrid/data/translations/``, compiled by ``pyside6-lrelease`` into ``.qm`` files
that are committed next to them (``tools/update_translations.py`` refreshes both, and a
test fails when a ``.qm`` differs from what lrelease makes of its ``.ts``). Committing
them keeps ``pip install .`` free of a Qt tool at build time.

Switching installs new ``QTranslator`` objects and removes the old ones; Qt then sends
``QEvent.LanguageChange`` to every widget, which retranslates itself there.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QObject,
    QTranslator,
    Signal,
)
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

# The languages the app speaks, with their own names (shown untranslated in menus, so
# a player who chose a language they cannot read can find theirs).
LANGUAGES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "zh_CN": "简体中文",
    "zh_TW": "繁體中文",
}
# The settings value meaning "the system's language".
SYSTEM = "system"
SOURCE_LANGUAGE = "en"
CATALOGUE = "powergrid"

# CJK fonts to prefer, best first; any other font with the writing system comes after.
_CJK_FAMILIES = {
    "zh_CN": (
        "Noto Sans CJK SC",
        "Noto Sans SC",
        "Source Han Sans SC",
        "Microsoft YaHei",
        "PingFang SC",
        "WenQuanYi Micro Hei",
        "WenQuanYi Zen Hei",
        "SimHei",
    ),
    "zh_TW": (
        "Noto Sans CJK TC",
        "Noto Sans TC",
        "Source Han Sans TC",
        "Microsoft JhengHei",
        "PingFang TC",
        "WenQuanYi Micro Hei",
        "WenQuanYi Zen Hei",
        "MingLiU",
    ),
}
_WRITING_SYSTEM = {
    "zh_CN": QFontDatabase.WritingSystem.SimplifiedChinese,
    "zh_TW": QFontDatabase.WritingSystem.TraditionalChinese,
}


def translations_dir() -> Path:
    """Where the ``.ts`` sources and compiled ``.qm`` catalogues live (package data)."""
    return Path(__file__).resolve().parents[2] / "data" / "translations"


def catalogue_path(lang: str, suffix: str = ".qm") -> Path:
    return translations_dir() / f"{CATALOGUE}_{lang}{suffix}"


def qt_translations_dir() -> str:
    """Qt's own translations (``qtbase_*.qm``) for standard buttons and dialogs."""
    return QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)


def language_for_locale(locale: QLocale) -> str:
    """The app language closest to ``locale``: Chinese by script or region, else by name."""
    language = locale.language()
    if language == QLocale.Language.German:
        return "de"
    if language == QLocale.Language.Chinese:
        script = locale.script()
        if script == QLocale.Script.TraditionalHanScript:
            return "zh_TW"
        if script == QLocale.Script.SimplifiedHanScript:
            return "zh_CN"
        # PySide6 names the region enum ``Country`` (Qt's ``Territory`` is an alias in C++ only).
        traditional = (QLocale.Country.Taiwan, QLocale.Country.HongKong, QLocale.Country.Macao)
        return "zh_TW" if locale.country() in traditional else "zh_CN"
    return SOURCE_LANGUAGE


def resolve_language(choice: str, system: QLocale | None = None) -> str:
    """The language to use for a settings value: a known code, else the system's."""
    if choice in LANGUAGES:
        return choice
    return language_for_locale(system if system is not None else QLocale.system())


def cjk_font_family(lang: str) -> str | None:
    """An installed font family that has the glyphs of ``lang``, or None.

    None for the Latin-script languages, and when no CJK font is installed: Qt then
    falls back glyph by glyph, which may show empty boxes (docs/playing.md says which
    package to install).
    """
    if lang not in _WRITING_SYSTEM:
        return None
    installed = QFontDatabase.families(_WRITING_SYSTEM[lang])
    for family in _CJK_FAMILIES[lang]:
        if family in installed:
            return family
    return installed[0] if installed else None


class Language(QObject):
    """Owns the installed translators and the app font; switches both together."""

    changed = Signal(str)

    def __init__(self, app: QCoreApplication | None = None) -> None:
        app = app or QCoreApplication.instance()
        if app is None:
            raise RuntimeError("create the QApplication before choosing a language")
        super().__init__(app)
        self._app = app
        self._installed: list[QTranslator] = []
        self._base_font = (
            QFont(QGuiApplication.font()) if isinstance(app, QGuiApplication) else None
        )
        self.current = SOURCE_LANGUAGE
        self.font_family: str | None = None

    def switch(self, choice: str) -> str:
        """Use ``choice`` (a code of LANGUAGES, or SYSTEM) at once; returns the code used.

        A missing catalogue is not an error: the strings then stay English, as Qt does.
        """
        lang = resolve_language(choice)
        for translator in self._installed:
            QCoreApplication.removeTranslator(translator)
            translator.deleteLater()
        self._installed = []
        if lang != SOURCE_LANGUAGE:
            self._install(CATALOGUE + "_" + lang, str(translations_dir()))
            self._install("qtbase_" + lang, qt_translations_dir())
        QLocale.setDefault(QLocale(lang))
        self._apply_font(lang)
        if isinstance(self._app, QGuiApplication):
            # The window manager shows "<title> — <display name>": the game's name in
            # this language (Funkenschlag, 电网, 電網), not an English one.
            QGuiApplication.setApplicationDisplayName(
                QCoreApplication.translate("Language", "Power Grid")
            )
        self.current = lang
        self.changed.emit(lang)
        return lang

    def _install(self, name: str, directory: str) -> None:
        translator = QTranslator(self)
        if translator.load(name, directory):
            QCoreApplication.installTranslator(translator)
            self._installed.append(translator)

    def _apply_font(self, lang: str) -> None:
        """A CJK family first for Chinese; the font the app started with otherwise.

        Nothing is touched while no CJK font was or is needed, so a font the app sets
        for itself is kept.
        """
        if self._base_font is None:
            return
        family = cjk_font_family(lang)
        if family is None and self.font_family is None:
            return
        font = QFont(self._base_font)
        if family:
            font.setFamilies([family, *self._base_font.families()])
        self.font_family = family
        QGuiApplication.setFont(font)


_language: Language | None = None


def language() -> Language:
    """The app's one Language object, made on first use."""
    global _language
    if _language is None or not _alive(_language):
        _language = Language()
    return _language


def _alive(obj: QObject) -> bool:
    try:
        obj.objectName()
    except RuntimeError:
        return False
    return True


def current_language() -> str:
    """The language in use now ("en" until a language is switched to)."""
    return _language.current if _language is not None and _alive(_language) else SOURCE_LANGUAGE


def cjk_family() -> str | None:
    """The CJK family put first in the app font for the language in use (None: none)."""
    return _language.font_family if _language is not None and _alive(_language) else None
