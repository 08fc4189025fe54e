"""Settings: rules preset and options, language, tile size, window geometry and the last hand.

:class:`SettingsController` owns the rules, the language and the tile size and keeps them in a
``QSettings``
(injected, so tests use a temporary file and never the user's). A corrupt or foreign value
falls back to its default: the app always starts, and loses no more than it must:

* a settings file Qt cannot parse (``QSettings.FormatError``) is copied to
  ``<name>.corrupt-<time>`` before Qt rewrites it, as the progress store keeps a bad file;
* saved seen tiles that would make a fifth copy with the saved hand are dropped, the hand kept;
* a value that cannot be read (a preset that does not exist, a hand that does not parse, a
  situation of 100,000 nested brackets) falls back to its default;
* a settings file that cannot be written (``QSettings.AccessError``) is said once.

Each of these is said once in the window's status bar: the ones found at start through
:meth:`SettingsController.take_notices`, a later write failure through ``message``.
"""

from __future__ import annotations

import shutil
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QByteArray,
    QCoreApplication,
    QLocale,
    QObject,
    QSettings,
    Signal,
    Slot,
)

from ...core import NUM_KINDS, PRESETS, Hand, HandError, Rules, Scored, format_tiles
from ...core.hand import red_fives_of
from ...core.kinds import RED_FIVE_COUNTS, kind_of
from ...core.rules import RULE_OPTIONS, OptionKind
from ...core.tiles import parse_codes, parse_tiles, red_kinds
from ...words import languages
from ..shared.score_model import SituationState
from .language import Translators, install_language
from .settings_value import SettingsValue
from .tile_sizes import TILE_SIZES

translate = QCoreApplication.translate  # the name lupdate looks for


ORGANIZATION = "mjtrainer"
APPLICATION = "mjtrainer"

_K_PRESET = "rules/preset"
_K_OPTION = "rules/{name}"
_K_LANGUAGE = "ui/language"
_K_TILE_SIZE = "ui/tile_size"
DEFAULT_TILE_SIZE = "medium"
_K_GEOMETRY = "window/geometry"
_K_HAND = "trainer/hand"
_K_SEEN = "trainer/seen"
_K_SITUATION = "trainer/situation"
_K_TABLE = "trainer/table"
_K_TURN = "trainer/turn"
_K_RECENT_GAMES = "review/recent"
#: How many game logs File → Recent games lists.
RECENT_GAMES = 6
# The look-ahead's turn when none is saved (the first draw made).
DEFAULT_TURN = 1
# How the notice names each value that fell back to its default, in the order it lists them.
_VALUE_NAMES = {
    "rules": QT_TRANSLATE_NOOP("SettingsController", "the rules"),
    "language": QT_TRANSLATE_NOOP("SettingsController", "the language"),
    "tile-size": QT_TRANSLATE_NOOP("SettingsController", "the tile size"),
    "hand": QT_TRANSLATE_NOOP("SettingsController", "the last hand"),
    "seen": QT_TRANSLATE_NOOP("SettingsController", "the seen tiles"),
    "situation": QT_TRANSLATE_NOOP("SettingsController", "the situation of the win"),
    "turn": QT_TRANSLATE_NOOP("SettingsController", "the look-ahead's turn"),
}


def default_settings() -> QSettings:
    """The user's settings file (an INI file, the same format on every platform)."""
    return QSettings(
        QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION
    )


def system_language() -> str:
    """The language of the system's locale (``ja_JP`` → ``ja``), English when none fits."""
    return languages.from_locale(QLocale.system().name()).code


def _as_bool(value: object) -> bool | None:
    """A bool from what QSettings gives back (INI files store "true"/"false")."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lower() in ("true", "false", "1", "0"):
        return value.lower() in ("true", "1")
    if isinstance(value, int):
        return bool(value)
    return None


def _as_red_fives(value: object) -> int | None:
    """A red-five count (0 or 3) from what QSettings gives back, None for anything else."""
    if isinstance(value, bool):
        return None
    if isinstance(value, str) and value.strip().isdigit():
        value = int(value.strip())
    return value if isinstance(value, int) and value in RED_FIVE_COUNTS else None


class SettingsController(QObject):
    """Owns rules and language; reads and writes every persisted value."""

    rulesChanged = Signal(object)  # Rules
    languageChanged = Signal(str)
    tileSizeChanged = Signal(str)  # "small" | "medium" | "large"
    message = Signal(str)  # something to say once (status bar)

    def __init__(
        self,
        settings: QSettings | None = None,
        parent: QObject | None = None,
        install_translator: bool = True,
        clock: Callable[[], float] = time.time,
    ) -> None:
        super().__init__(parent)
        self._settings = settings if settings is not None else default_settings()
        self._install = install_translator
        self._clock = clock
        # Found at start, said by take_notices(): the file could not be parsed (and where its
        # copy was kept, "" if none could be), seen tiles dropped, not writable.
        self._unreadable = False
        self._kept = ""
        self._dropped_seen: tuple[int, ...] = ()
        self._defaulted: set[str] = set()  # keys of _VALUE_NAMES: values that could not be read
        self._unwritable = False
        self._write_error_said = False
        self._rules = self._read_rules()  # the first read: Qt parses the file here
        if self._settings.status() == QSettings.Status.FormatError:
            self._keep_unreadable_copy()
        if not self._settings.isWritable():
            self._unwritable = True
        self._language = self._read_language()
        self._tile_size = self._read_tile_size()
        if self._settings.contains(_K_TURN) and self._read_turn() is None:
            self._defaulted.add("turn")
        self._translator: Translators | None = None
        if self._install:
            self._translator = install_language(self._language, None)

    # --- values ---

    @property
    def rules(self) -> Rules:
        return self._rules

    @property
    def language(self) -> str:
        return self._language

    @property
    def tile_size(self) -> str:
        """The tile-size setting: "small", "medium" or "large"."""
        return self._tile_size

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
            tile_size=self._tile_size,
            riichi_options=tuple(self._riichi_rules().riichi_options().items()),
            riichi_presets=tuple(
                (p, tuple(r.riichi_options().items()))
                for p, r in PRESETS.items()
                if r.scored is Scored.RIICHI
            ),
            counts=tuple((o.name, o.choices) for o in RULE_OPTIONS if o.kind is OptionKind.COUNT),
            offered=tuple(
                (p, tuple(k for k in r.options() if r.offers(k))) for p, r in PRESETS.items()
            ),
            labels=tuple((o.name, o.label) for o in RULE_OPTIONS),
        )

    def _riichi_rules(self) -> Rules:
        """The rules whose riichi options the dialog shows: the current ones under riichi,
        else the first riichi preset with the options last saved."""
        if self._rules.scored is Scored.RIICHI:
            return self._rules
        preset = next(r for r in PRESETS.values() if r.scored is Scored.RIICHI)
        return self._read_riichi(preset, quiet=True)

    @Slot(object)
    def apply(self, value: SettingsValue) -> None:
        """Take the settings dialog's answer."""
        try:
            preset = Rules.preset(value.preset)
            offered = {k: on for k, on in value.options if preset.offers(k)}
            rules = preset.with_options(**offered)
            if rules.scored is Scored.RIICHI and value.riichi_options:
                rules = rules.with_riichi_options(**dict(value.riichi_options))
        except HandError:
            rules = self._rules
        self.set_rules(rules)
        self.set_language(value.language)
        self.set_tile_size(value.tile_size)

    @Slot(object)
    def set_rules(self, rules: Rules) -> None:
        if rules == self._rules:
            return
        self._rules = rules
        self._settings.setValue(_K_PRESET, rules.name)
        for name, on in rules.options().items():
            self._settings.setValue(_K_OPTION.format(name=name), on)
        if rules.scored is Scored.RIICHI:
            for name, value in rules.riichi_options().items():
                self._settings.setValue(_K_OPTION.format(name=name), value)
        self.sync()
        self.rulesChanged.emit(rules)

    @Slot(str)
    def set_language(self, language: str) -> None:
        if language not in languages.codes() or language == self._language:
            return
        self._language = language
        self._settings.setValue(_K_LANGUAGE, language)
        self.sync()
        if self._install:
            self._translator = install_language(language, self._translator)
        self.languageChanged.emit(language)

    @Slot(str)
    def set_tile_size(self, tile_size: str) -> None:
        """Small, medium or large tiles (anything else is ignored)."""
        if tile_size not in TILE_SIZES or tile_size == self._tile_size:
            return
        self._tile_size = tile_size
        self._settings.setValue(_K_TILE_SIZE, tile_size)
        self.sync()
        self.tileSizeChanged.emit(tile_size)

    # --- window and last hand (written by the window on close) ---

    def geometry(self) -> QByteArray | None:
        value = self._settings.value(_K_GEOMETRY)
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def save_geometry(self, geometry: QByteArray) -> None:
        self._settings.setValue(_K_GEOMETRY, geometry)

    def last_hand(self) -> tuple[str, str]:
        """(hand notation, seen notation) saved last; empty strings when none or not text.

        Seen tiles that would make a fifth copy with the hand are dropped (and said by
        :meth:`take_notices`), so the hand itself is never lost over them.
        """
        hand = self._text(_K_HAND, "hand")
        seen = self._text(_K_SEEN, "seen")
        try:
            Hand.parse(hand)
        except HandError:
            self._defaulted.add("hand")
            hand = ""
        try:
            parse_tiles(seen)
        except HandError:
            self._defaulted.add("seen")
            seen = ""
        if hand and seen:
            seen = self._fit_seen(hand, seen)
        return hand, seen

    def _text(self, key: str, name: str) -> str:
        """The text saved under ``key`` ("" when none); a value that is not text (an INI
        line with a comma reads as a list) is noted as ``name`` and read as ""."""
        value = self._settings.value(key, "")
        if isinstance(value, str):
            return value
        self._defaulted.add(name)
        return ""

    def _fit_seen(self, notation: str, seen: str) -> str:
        """``seen`` less the copies the hand leaves no room for (a red five kept red, unless
        the hand or an earlier seen tile holds that suit's red five: then it is a plain five,
        so a hand-edited file never loses the hand over a second red five)."""
        try:
            hand = Hand.parse(notation)
            tiles = parse_codes(seen)
        except HandError:
            return seen  # nothing to fit against: the trainer judges the texts as they are
        melded = hand.meld_counts()
        room = [4 - hand.counts[t] - melded[t] for t in range(NUM_KINDS)]
        held_red = set(red_fives_of(hand))
        kept: list[int] = []
        dropped: list[int] = []
        for t in tiles:
            k = kind_of(t)
            if room[k] > 0:
                room[k] -= 1
                kept.append(k if k in held_red else t)
                if t != k:
                    held_red.add(k)
            else:
                dropped.append(t)
        if not dropped:
            return format_tiles(kept) if len(red_kinds(kept)) < len(red_kinds(tiles)) else seen
        self._dropped_seen = tuple(dropped)
        return format_tiles(kept)

    def save_hand(self, notation: str, seen: str) -> None:
        self._settings.setValue(_K_HAND, notation)
        self._settings.setValue(_K_SEEN, seen)

    def last_situation(self) -> str:
        """The situation of the win saved with the last hand (its text; "" when none, or
        when it cannot be read: then :meth:`take_notices` says so)."""
        text = self._text(_K_SITUATION, "situation")
        try:
            SituationState.from_text(text)
        except ValueError:
            self._defaulted.add("situation")
            return ""
        return text

    def save_situation(self, text: str) -> None:
        """Keep the situation of the win with the hand."""
        self._settings.setValue(_K_SITUATION, text)

    def last_table(self) -> str:
        """The opponents' ponds saved with the last hand (their text; "" when none or not
        text: the trainer leaves out a table it cannot read)."""
        value = self._settings.value(_K_TABLE, "")
        return value if isinstance(value, str) else ""

    def save_table(self, text: str) -> None:
        """Keep the opponents' ponds with the hand."""
        self._settings.setValue(_K_TABLE, text)

    def recent_games(self) -> list[str]:
        """The game logs opened last, newest first (at most :data:`RECENT_GAMES`; anything
        stored that is not a path's text is left out)."""
        value = self._settings.value(_K_RECENT_GAMES, [])
        if isinstance(value, str):  # an ini file gives a list of one as its item
            value = [value]
        if not isinstance(value, list):
            return []
        return [v for v in value if isinstance(v, str) and v][:RECENT_GAMES]

    def add_recent_game(self, path: str) -> None:
        """Put ``path`` first among the recent games (once)."""
        games = [path, *(p for p in self.recent_games() if p != path)]
        self._settings.setValue(_K_RECENT_GAMES, games[:RECENT_GAMES])

    def turn(self) -> int:
        """The look-ahead's turn saved last (1–17; 1 when none, or not a turn)."""
        turn = self._read_turn()
        return DEFAULT_TURN if turn is None else turn

    def _read_turn(self) -> int | None:
        value = self._settings.value(_K_TURN, DEFAULT_TURN)
        if isinstance(value, str) and len(value) > 4:  # no turn has more digits
            return None
        try:
            turn = int(value)  # type: ignore[call-overload]
        except (TypeError, ValueError):
            return None
        return turn if 1 <= turn <= 17 else None

    def save_turn(self, turn: int) -> None:
        """Keep the look-ahead's turn for the next start."""
        if turn != self.turn():  # the progress of a search says the turn again and again
            self._settings.setValue(_K_TURN, turn)

    def adopt(self, rules: object) -> bool:
        """Switch to ``rules`` (a card's own, its position opened in the trainer); True when
        they were not the rules set (anything but a :class:`Rules` is ignored)."""
        if not isinstance(rules, Rules) or rules == self._rules:
            return False
        self.set_rules(rules)
        return True

    @Slot(str)
    def set_preset(self, name: str) -> None:
        """Switch to a rules preset by name, with its own options (a scoring question opened
        in the trainer brings the rules it is scored under)."""
        try:
            rules = self._read_riichi(Rules.preset(name), quiet=True)
        except HandError:
            return
        if rules.name != self._rules.name:
            self.set_rules(rules)

    def sync(self) -> None:
        """Write the settings now; a file that cannot be written is said once (``message``)."""
        self._settings.sync()
        if self._settings.status() == QSettings.Status.AccessError and not self._write_error_said:
            self._write_error_said = True
            self.message.emit(self._unwritable_text())

    # --- what went wrong, said once ---

    def take_notices(self) -> str:
        """What was found at start (an unreadable file kept aside, seen tiles dropped, a file
        that cannot be written), in the current language; "" when nothing. Each is given once.
        """
        texts = []
        path = self._settings.fileName()
        if self._unreadable:
            if self._kept:
                texts.append(
                    translate(
                        "SettingsController",
                        "The settings file {path} could not be read. A copy was kept as {kept}; "
                        "the settings it held are back to their defaults.",
                    ).format(path=path, kept=self._kept)
                )
            else:
                texts.append(
                    translate(
                        "SettingsController",
                        "The settings file {path} could not be read; the settings it held are "
                        "back to their defaults.",
                    ).format(path=path)
                )
        if self._dropped_seen:
            texts.append(
                translate(
                    "SettingsController",
                    "The saved seen tiles {tiles} made a fifth copy with the saved hand: they "
                    "were dropped, the hand was kept.",
                ).format(tiles=format_tiles(self._dropped_seen))
            )
        if self._defaulted:
            names = [
                translate("SettingsController", str(_VALUE_NAMES[k]))
                for k in _VALUE_NAMES
                if k in self._defaulted
            ]
            texts.append(
                translate(
                    "SettingsController",
                    "Saved settings that could not be read are back to their defaults: {names}.",
                ).format(names=translate("SettingsController", ", ").join(names))
            )
        if self._unwritable and not self._write_error_said:
            self._write_error_said = True
            texts.append(self._unwritable_text())
        self._unreadable = False
        self._dropped_seen = ()
        self._defaulted = set()
        return " ".join(texts)

    def _unwritable_text(self) -> str:
        return translate(
            "SettingsController", "Settings cannot be saved: {path} cannot be written."
        ).format(path=self._settings.fileName())

    def _keep_unreadable_copy(self) -> None:
        """Copy a file Qt could not parse aside, before Qt's next write replaces it."""
        self._unreadable = True
        source = Path(self._settings.fileName())
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(self._clock()))
        target = source.with_name(f"{source.name}.corrupt-{stamp}")
        n = 1
        while target.exists():
            n += 1
            target = source.with_name(f"{source.name}.corrupt-{stamp}-{n}")
        try:
            shutil.copy2(source, target)
        except OSError:
            return
        self._kept = str(target)

    # --- reading, with fallbacks ---

    def _read_rules(self) -> Rules:
        preset = self._settings.value(_K_PRESET, "general")
        try:
            rules = Rules.preset(preset if isinstance(preset, str) else "general")
        except HandError:
            rules = Rules.preset("general")
            self._defaulted.add("rules")
        if not isinstance(preset, str):
            self._defaulted.add("rules")
        options = {}
        for name in rules.options():
            if not rules.offers(name):  # a preset's own shapes (riichi: no knitted shapes)
                continue
            key = _K_OPTION.format(name=name)
            on = _as_bool(self._settings.value(key))
            if on is not None:
                options[name] = on
            elif self._settings.contains(key):
                self._defaulted.add("rules")
        try:
            rules = rules.with_options(**options)
        except HandError:  # options that cannot go together: the preset's own
            self._defaulted.add("rules")
        return self._read_riichi(rules)

    def _read_riichi(self, rules: Rules, quiet: bool = False) -> Rules:
        """``rules`` with the riichi options saved (under riichi rules only); a value that
        cannot be read falls back to the preset's own, and the notice says so unless
        ``quiet``."""
        if rules.scored is not Scored.RIICHI:
            return rules
        chosen: dict[str, int | bool] = {}
        for name in rules.riichi_options():
            key = _K_OPTION.format(name=name)
            if not self._settings.contains(key):
                continue
            raw = self._settings.value(key)
            value = _as_red_fives(raw) if name == "red_fives" else _as_bool(raw)
            if value is None:
                if not quiet:
                    self._defaulted.add("rules")
            else:
                chosen[name] = value
        return rules.with_riichi_options(**chosen)

    def _read_tile_size(self) -> str:
        size = self._settings.value(_K_TILE_SIZE, DEFAULT_TILE_SIZE)
        if isinstance(size, str) and size in TILE_SIZES:
            return size
        self._defaulted.add("tile-size")
        return DEFAULT_TILE_SIZE

    def _read_language(self) -> str:
        lang = self._settings.value(_K_LANGUAGE, None)
        if isinstance(lang, str) and lang in languages.codes():
            return lang
        if lang is not None:
            self._defaulted.add("language")
        return system_language()
