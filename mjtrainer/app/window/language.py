"""The language of the window: the translators installed for it (ours and Qt's own) and the
shipped font of a script the system has no font for. Only the window's settings and ``main``
install them; the pages read the words through Qt's translation."""

from __future__ import annotations

import functools

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QFont, QFontDatabase, QFontInfo
from PySide6.QtWidgets import QApplication

from ... import resources
from ...words import languages
from ..shared.i18n import load_translator


class Translators:
    """The translators installed for one language: ours and Qt's own (dialog buttons)."""

    def __init__(self, ours: QTranslator | None, qt: QTranslator | None) -> None:
        self.ours = ours
        self.qt = qt

    def remove(self) -> None:
        for t in (self.ours, self.qt):
            if t is not None:
                QCoreApplication.removeTranslator(t)


def install_language(language: str, previous: Translators | None) -> Translators:
    """Swap the installed translators for ``language``; widgets get a LanguageChange event."""
    if previous is not None:
        previous.remove()
    ours = load_translator(language)
    qt = None
    if ours is not None:
        QCoreApplication.installTranslator(ours)
        qt = QTranslator()
        base = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt.load(QLocale(language), "qtbase", "_", base):
            QCoreApplication.installTranslator(qt)
        else:
            qt = None
    QLocale.setDefault(QLocale(language))
    return Translators(ours, qt)


# --- fonts -------------------------------------------------------------------------------------


def has_cjk_font(language: str = "zh_CN") -> bool:
    """True when some installed font covers the script of ``language`` (Simplified Chinese,
    Japanese; always for a language whose script needs no font of ours)."""
    system = languages.find(language).writing_system
    if system is None:
        return True
    return bool(QFontDatabase.families(getattr(QFontDatabase.WritingSystem, system)))


def load_cjk_font(force: bool = False, language: str = "zh_CN") -> str | None:
    """Load the shipped font of ``language`` when the system has none for its script (or
    ``force``); returns its family.

    The family goes right after the default family in the application font, before any other
    shipped font, so Latin text keeps the platform look and the language's text finds its own
    glyph forms (a Japanese 直 is not a Chinese one).
    """
    file = languages.find(language).font
    if file is None or (not force and has_cjk_font(language)):
        return None
    family = _add_font(file)
    if family is None:
        return None
    app = QApplication.instance()
    if isinstance(app, QApplication):
        font = QFont(app.font())
        others = [f for f in font.families() if f != family]
        if others:
            # The platform's default may be an alias ("Sans Serif") that only its font
            # configuration resolves: Qt, asked for a list, would take the alias for a family it
            # lacks and draw every Latin letter in the shipped font (taller lines, another
            # look). The family the alias resolves to goes first instead.
            others[0] = QFontInfo(QFont(others[0])).family()
        families = [*others[:1], family, *others[1:]]
        if families != font.families():  # a new font for every widget: only on a change
            font.setFamilies(families)
            app.setFont(font)
    return family


@functools.cache
def _add_font(file: str) -> str | None:
    """The family of the shipped font ``file``, added to the application's fonts once."""
    try:
        path = resources.asset("fonts", file)
    except FileNotFoundError:
        return None
    if not path.is_file():
        return None
    font_id = QFontDatabase.addApplicationFont(str(path))
    if font_id < 0:
        return None
    families = QFontDatabase.applicationFontFamilies(font_id)
    return families[0] if families else None
