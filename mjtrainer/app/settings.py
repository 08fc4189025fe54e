"""Settings: rules preset and options, language, window geometry and the last hand.

:class:`SettingsController` owns the rules and the language and keeps them in a ``QSettings``
(injected, so tests use a temporary file and never the user's). A corrupt or foreign value
falls back to its default: the app always starts.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QLocale, QObject, QSettings, Signal, Slot

from ..core import PRESETS, HandError, Rules
from . import i18n
from .viewmodel import SettingsValue

ORGANIZATION = "mjtrainer"
APPLICATION = "mjtrainer"
LANGUAGES = ("en", "zh_CN")

_K_PRESET = "rules/preset"
_K_OPTION = "rules/{name}"
_K_LANGUAGE = "ui/language"
_K_GEOMETRY = "window/geometry"
_K_HAND = "trainer/hand"
_K_SEEN = "trainer/seen"


def default_settings() -> QSettings:
    """The user's settings file (an INI file, the same format on every platform)."""
    return QSettings(
        QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION
    )


def system_language() -> str:
    lang = QLocale.system().language()
    return "zh_CN" if lang == QLocale.Language.Chinese else "en"


def _as_bool(value: object) -> bool | None:
    """A bool from what QSettings gives back (INI files store "true"/"false")."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lower() in ("true", "false", "1", "0"):
        return value.lower() in ("true", "1")
    if isinstance(value, int):
        return bool(value)
    return None


class SettingsController(QObject):
    """Owns rules and language; reads and writes every persisted value."""

    rulesChanged = Signal(object)  # Rules
    languageChanged = Signal(str)

    def __init__(
        self,
        settings: QSettings | None = None,
        parent: QObject | None = None,
        install_translator: bool = True,
    ) -> None:
        super().__init__(parent)
        self._settings = settings if settings is not None else default_settings()
        self._install = install_translator
        self._rules = self._read_rules()
        self._language = self._read_language()
        self._translator: i18n.Translators | None = None
        if self._install:
            self._translator = i18n.install_language(self._language, None)

    # --- values ---

    @property
    def rules(self) -> Rules:
        return self._rules

    @property
    def language(self) -> str:
        return self._language

    @property
    def qsettings(self) -> QSettings:
        return self._settings

    def value(self) -> SettingsValue:
        """What the settings dialog shows."""
        return SettingsValue(
            preset=self._rules.name,
            options=tuple(self._rules.options().items()),
            language=self._language,
            preset_options=tuple((p, tuple(Rules.preset(p).options().items())) for p in PRESETS),
        )

    @Slot(object)
    def apply(self, value: SettingsValue) -> None:
        """Take the settings dialog's answer."""
        try:
            rules = Rules.preset(value.preset).with_options(**dict(value.options))
        except HandError:
            rules = self._rules
        self.set_rules(rules)
        self.set_language(value.language)

    @Slot(object)
    def set_rules(self, rules: Rules) -> None:
        if rules == self._rules:
            return
        self._rules = rules
        self._settings.setValue(_K_PRESET, rules.name)
        for name, on in rules.options().items():
            self._settings.setValue(_K_OPTION.format(name=name), on)
        self._settings.sync()
        self.rulesChanged.emit(rules)

    @Slot(str)
    def set_language(self, language: str) -> None:
        if language not in LANGUAGES or language == self._language:
            return
        self._language = language
        self._settings.setValue(_K_LANGUAGE, language)
        self._settings.sync()
        if self._install:
            self._translator = i18n.install_language(language, self._translator)
        self.languageChanged.emit(language)

    # --- window and last hand (written by the window on close) ---

    def geometry(self) -> QByteArray | None:
        value = self._settings.value(_K_GEOMETRY)
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def save_geometry(self, geometry: QByteArray) -> None:
        self._settings.setValue(_K_GEOMETRY, geometry)

    def last_hand(self) -> tuple[str, str]:
        """(hand notation, seen notation) saved last; empty strings when none or not text."""
        hand = self._settings.value(_K_HAND, "")
        seen = self._settings.value(_K_SEEN, "")
        return (hand if isinstance(hand, str) else "", seen if isinstance(seen, str) else "")

    def save_hand(self, notation: str, seen: str) -> None:
        self._settings.setValue(_K_HAND, notation)
        self._settings.setValue(_K_SEEN, seen)

    def sync(self) -> None:
        self._settings.sync()

    # --- reading, with fallbacks ---

    def _read_rules(self) -> Rules:
        preset = self._settings.value(_K_PRESET, "general")
        try:
            rules = Rules.preset(preset if isinstance(preset, str) else "general")
        except HandError:
            rules = Rules.preset("general")
        options = {}
        for name in rules.options():
            on = _as_bool(self._settings.value(_K_OPTION.format(name=name)))
            if on is not None:
                options[name] = on
        return rules.with_options(**options)

    def _read_language(self) -> str:
        lang = self._settings.value(_K_LANGUAGE, None)
        if isinstance(lang, str) and lang in LANGUAGES:
            return lang
        return system_language()
