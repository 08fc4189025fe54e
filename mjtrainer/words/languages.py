"""The one list of languages: what the window's settings, its translators and fonts, and the
command line's ``--lang`` each read. Adding a language is its catalogue
(``assets/translations/mjtrainer_<code>.ts`` and ``.qm``), its entry here and, where its script
needs one, its font subset (``assets/fonts``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Language:
    """One language of the program.

    >>> find("ja").name
    '日本語'
    """

    #: The setting's value, ``--lang``'s value and the catalogue's suffix (``mjtrainer_ja.ts``).
    code: str
    #: Its name in itself, never translated (the settings dialog lists these).
    name: str
    #: The locale names that select it, by prefix (``ja`` selects it for ``ja_JP.UTF-8``).
    locales: tuple[str, ...]
    #: The shipped font subset its script needs (``assets/fonts``), or None.
    font: str | None = None
    #: Qt's writing system of that script (a ``QFontDatabase.WritingSystem`` name): the window
    #: loads the shipped font only where no installed font covers it.
    writing_system: str | None = None


LANGUAGES: tuple[Language, ...] = (
    Language("en", "English", ("en",)),
    Language("zh_CN", "简体中文", ("zh",), "mjtrainer-cjk.otf", "SimplifiedChinese"),
    Language("ja", "日本語", ("ja",), "mjtrainer-ja.otf", "Japanese"),
)
#: The language of anything unset or unknown.
DEFAULT = LANGUAGES[0]


def find(code: str) -> Language:
    """The language of ``code`` (``"zh_CN"``); a ValueError naming the choices otherwise."""
    for language in LANGUAGES:
        if language.code == code:
            return language
    raise ValueError(f"no language {code!r}: choose {', '.join(codes())}")


def codes() -> tuple[str, ...]:
    """Every language's code, in the list's order (``--lang``'s choices).

    >>> codes()
    ('en', 'zh_CN', 'ja')
    """
    return tuple(language.code for language in LANGUAGES)


def from_locale(locale: str) -> Language:
    """The language a locale name (``ja_JP.UTF-8``, ``zh-Hans-CN``, ``C``) selects; English
    when none does.

    >>> from_locale("ja_JP.UTF-8").code, from_locale("zh_TW").code, from_locale("C").code
    ('ja', 'zh_CN', 'en')
    """
    name = locale.lower()
    for language in LANGUAGES:
        if any(name.startswith(prefix.lower()) for prefix in language.locales):
            return language
    return DEFAULT


def from_environment(environ: Mapping[str, str]) -> Language:
    """The language a user expects from the environment, as gettext reads it: the first of
    ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that is set and not empty decides."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "")
        if value:
            return from_locale(value)
    return DEFAULT
