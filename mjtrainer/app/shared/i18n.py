"""Translations: the display text of the core's keys (tile names, wait kinds, shapes),
translated with fixed contexts, and each shipped language's catalogue read for the texts a label
may come to show (the window installs the translators and fonts: ``app/window/language.py``).

Every string here goes through Qt's translation system; ``assets/translations/*.ts`` is the
source, ``*.qm`` the compiled file the app loads.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QTranslator

from ... import resources
from ...core.kinds import CODE_NAMES
from ...words import languages

# Tile names, index = tile kind; English source text, translated in context "Tile".
_TILE_NAMES = (
    QT_TRANSLATE_NOOP("Tile", "1 character"),
    QT_TRANSLATE_NOOP("Tile", "2 characters"),
    QT_TRANSLATE_NOOP("Tile", "3 characters"),
    QT_TRANSLATE_NOOP("Tile", "4 characters"),
    QT_TRANSLATE_NOOP("Tile", "5 characters"),
    QT_TRANSLATE_NOOP("Tile", "6 characters"),
    QT_TRANSLATE_NOOP("Tile", "7 characters"),
    QT_TRANSLATE_NOOP("Tile", "8 characters"),
    QT_TRANSLATE_NOOP("Tile", "9 characters"),
    QT_TRANSLATE_NOOP("Tile", "1 dot"),
    QT_TRANSLATE_NOOP("Tile", "2 dots"),
    QT_TRANSLATE_NOOP("Tile", "3 dots"),
    QT_TRANSLATE_NOOP("Tile", "4 dots"),
    QT_TRANSLATE_NOOP("Tile", "5 dots"),
    QT_TRANSLATE_NOOP("Tile", "6 dots"),
    QT_TRANSLATE_NOOP("Tile", "7 dots"),
    QT_TRANSLATE_NOOP("Tile", "8 dots"),
    QT_TRANSLATE_NOOP("Tile", "9 dots"),
    QT_TRANSLATE_NOOP("Tile", "1 bamboo"),
    QT_TRANSLATE_NOOP("Tile", "2 bamboo"),
    QT_TRANSLATE_NOOP("Tile", "3 bamboo"),
    QT_TRANSLATE_NOOP("Tile", "4 bamboo"),
    QT_TRANSLATE_NOOP("Tile", "5 bamboo"),
    QT_TRANSLATE_NOOP("Tile", "6 bamboo"),
    QT_TRANSLATE_NOOP("Tile", "7 bamboo"),
    QT_TRANSLATE_NOOP("Tile", "8 bamboo"),
    QT_TRANSLATE_NOOP("Tile", "9 bamboo"),
    QT_TRANSLATE_NOOP("Tile", "East"),
    QT_TRANSLATE_NOOP("Tile", "South"),
    QT_TRANSLATE_NOOP("Tile", "West"),
    QT_TRANSLATE_NOOP("Tile", "North"),
    QT_TRANSLATE_NOOP("Tile", "White dragon"),
    QT_TRANSLATE_NOOP("Tile", "Green dragon"),
    QT_TRANSLATE_NOOP("Tile", "Red dragon"),
    # the red fives, tile codes 34-36 (0m, 0p, 0s)
    QT_TRANSLATE_NOOP("Tile", "red 5 characters"),
    QT_TRANSLATE_NOOP("Tile", "red 5 dots"),
    QT_TRANSLATE_NOOP("Tile", "red 5 bamboo"),
)
#: The English tile names (the translation sources), index = tile code (kinds, then red fives).
TILE_NAMES: tuple[str, ...] = tuple(str(n) for n in _TILE_NAMES)

# Wait kinds by the names learners meet: the English word with the common (Japanese) term,
# 两面 嵌张 边张 单钓 双碰 in Chinese. A thirteen orphans wait on all thirteen kinds is
# "thirteen-sided" (the presenters' key THIRTEEN_SIDED); on one kind it is plain thirteen
# orphans.
_WAIT_KINDS: dict[str, object] = {
    "ryanmen": QT_TRANSLATE_NOOP("WaitKind", "two-sided (ryanmen)"),
    "kanchan": QT_TRANSLATE_NOOP("WaitKind", "closed (kanchan)"),
    "penchan": QT_TRANSLATE_NOOP("WaitKind", "edge (penchan)"),
    "tanki": QT_TRANSLATE_NOOP("WaitKind", "single (tanki)"),
    "shanpon": QT_TRANSLATE_NOOP("WaitKind", "dual pung (shanpon)"),
    "kokushi": QT_TRANSLATE_NOOP("WaitKind", "thirteen orphans"),
    "kokushi-13": QT_TRANSLATE_NOOP("WaitKind", "thirteen-sided"),
    "knitted": QT_TRANSLATE_NOOP("WaitKind", "knitted"),
}

# Counted nouns, singular and plural: the English sources pick by the count (Chinese has
# one form for both). No "(s)" anywhere.
_COUNTS: dict[str, tuple[object, object]] = {
    "tile": (QT_TRANSLATE_NOOP("Count", "{n} tile"), QT_TRANSLATE_NOOP("Count", "{n} tiles")),
    "tile-left": (
        QT_TRANSLATE_NOOP("Count", "{n} tile left"),
        QT_TRANSLATE_NOOP("Count", "{n} tiles left"),
    ),
    "kind": (QT_TRANSLATE_NOOP("Count", "{n} kind"), QT_TRANSLATE_NOOP("Count", "{n} kinds")),
    "way": (QT_TRANSLATE_NOOP("Count", "{n} way"), QT_TRANSLATE_NOOP("Count", "{n} ways")),
    "step": (QT_TRANSLATE_NOOP("Count", "{n} step"), QT_TRANSLATE_NOOP("Count", "{n} steps")),
    "wait": (QT_TRANSLATE_NOOP("Count", "{n} wait"), QT_TRANSLATE_NOOP("Count", "{n} waits")),
    "wrong-pick": (
        QT_TRANSLATE_NOOP("Count", "{n} wrong pick"),
        QT_TRANSLATE_NOOP("Count", "{n} wrong picks"),
    ),
    "effective": (
        QT_TRANSLATE_NOOP("Count", "{n} effective tile"),
        QT_TRANSLATE_NOOP("Count", "{n} effective tiles"),
    ),
    "draw-left": (
        QT_TRANSLATE_NOOP("Count", "{n} draw left"),
        QT_TRANSLATE_NOOP("Count", "{n} draws left"),
    ),
    "card": (QT_TRANSLATE_NOOP("Count", "{n} card"), QT_TRANSLATE_NOOP("Count", "{n} cards")),
    "mistake": (
        QT_TRANSLATE_NOOP("Count", "{n} mistake"),
        QT_TRANSLATE_NOOP("Count", "{n} mistakes"),
    ),
    "round": (QT_TRANSLATE_NOOP("Count", "{n} round"), QT_TRANSLATE_NOOP("Count", "{n} rounds")),
    "decision": (
        QT_TRANSLATE_NOOP("Count", "{n} decision"),
        QT_TRANSLATE_NOOP("Count", "{n} decisions"),
    ),
}

_SHAPES: dict[str, object] = {
    "standard": QT_TRANSLATE_NOOP("Shape", "standard"),
    "seven-pairs": QT_TRANSLATE_NOOP("Shape", "seven pairs"),
    "thirteen-orphans": QT_TRANSLATE_NOOP("Shape", "thirteen orphans"),
    "honors-and-knitted": QT_TRANSLATE_NOOP("Shape", "honours and knitted"),
    "knitted-straight": QT_TRANSLATE_NOOP("Shape", "knitted straight"),
}

_MELDS: dict[str, object] = {
    "chow": QT_TRANSLATE_NOOP("Meld", "chow"),
    "pung": QT_TRANSLATE_NOOP("Meld", "pung"),
    "kong": QT_TRANSLATE_NOOP("Meld", "kong"),
    "concealed-kong": QT_TRANSLATE_NOOP("Meld", "concealed kong"),
}

# What a decision graded by round EV turned on (the review's categories), by value; the
# Review page's words, in its context (the Progress page names them too).
_CATEGORIES: dict[str, object] = {
    "efficiency": QT_TRANSLATE_NOOP("ReviewPage", "efficiency"),
    "value": QT_TRANSLATE_NOOP("ReviewPage", "value"),
    "push/fold": QT_TRANSLATE_NOOP("ReviewPage", "push or fold"),
    "riichi": QT_TRANSLATE_NOOP("ReviewPage", "riichi or dama"),
    "call": QT_TRANSLATE_NOOP("ReviewPage", "call or pass"),
}

_PRESETS: dict[str, object] = {
    "general": QT_TRANSLATE_NOOP("Rules", "General"),
    "riichi": QT_TRANSLATE_NOOP("Rules", "Riichi (Japanese)"),
    "mcr": QT_TRANSLATE_NOOP("Rules", "Chinese Official (MCR 国标)"),
    "sanma": QT_TRANSLATE_NOOP("Rules", "Three-player riichi (sanma 三麻)"),
}

# Quiz kinds and levels: the core's English texts (``LEVELS`` of the quiz module), kept equal
# to them by a test and translated in context "Quiz".
_QUIZ_KINDS: dict[str, object] = {
    "waits": QT_TRANSLATE_NOOP("Quiz", "Waits: what does the hand wait on?"),
    "discard": QT_TRANSLATE_NOOP("Quiz", "Discard: which tile do you throw?"),
    "scoring": QT_TRANSLATE_NOOP("Quiz", "Scoring: what is this hand worth?"),
    "defence": QT_TRANSLATE_NOOP("Quiz", "Defence: which tile is safest against the riichi?"),
    "pushfold": QT_TRANSLATE_NOOP("Quiz", "Push or fold: a riichi against your hand"),
    "riichi": QT_TRANSLATE_NOOP("Quiz", "Riichi or dama: your hand is ready"),
    "call": QT_TRANSLATE_NOOP("Quiz", "Call or pass: a tile you could call"),
}
_QUIZ_KINDS_SHORT: dict[str, object] = {
    "waits": QT_TRANSLATE_NOOP("Quiz", "Waits"),
    "discard": QT_TRANSLATE_NOOP("Quiz", "Discard"),
    "scoring": QT_TRANSLATE_NOOP("Quiz", "Scoring"),
    "defence": QT_TRANSLATE_NOOP("Quiz", "Defence"),
    "pushfold": QT_TRANSLATE_NOOP("Quiz", "Push or fold"),
    "riichi": QT_TRANSLATE_NOOP("Quiz", "Riichi or dama"),
    "call": QT_TRANSLATE_NOOP("Quiz", "Call or pass"),
}
LEVEL_TITLES: dict[tuple[str, int], object] = {
    ("waits", 1): QT_TRANSLATE_NOOP("Quiz", "Mixed suits"),
    ("waits", 2): QT_TRANSLATE_NOOP("Quiz", "One-suit block"),
    ("waits", 3): QT_TRANSLATE_NOOP("Quiz", "Full flush"),
    ("waits", 4): QT_TRANSLATE_NOOP("Quiz", "Many-sided waits"),
    ("discard", 1): QT_TRANSLATE_NOOP("Quiz", "Lone tiles"),
    ("discard", 2): QT_TRANSLATE_NOOP("Quiz", "One or two from ready"),
    ("discard", 3): QT_TRANSLATE_NOOP("Quiz", "Close calls"),
    ("discard", 4): QT_TRANSLATE_NOOP("Quiz", "Shape choices"),
    ("scoring", 1): QT_TRANSLATE_NOOP("Quiz", "One big fan or yaku"),
    ("scoring", 2): QT_TRANSLATE_NOOP("Quiz", "Common combinations"),
    ("scoring", 3): QT_TRANSLATE_NOOP("Quiz", "Exclusions and fu"),
    ("defence", 1): QT_TRANSLATE_NOOP("Quiz", "Genbutsu"),
    ("defence", 2): QT_TRANSLATE_NOOP("Quiz", "Suji"),
    ("defence", 3): QT_TRANSLATE_NOOP("Quiz", "Kabe and honours"),
    ("defence", 4): QT_TRANSLATE_NOOP("Quiz", "Two riichis"),
    ("pushfold", 1): QT_TRANSLATE_NOOP("Quiz", "Clear calls"),
    ("pushfold", 2): QT_TRANSLATE_NOOP("Quiz", "Closer calls"),
    ("pushfold", 3): QT_TRANSLATE_NOOP("Quiz", "Close calls"),
    ("riichi", 1): QT_TRANSLATE_NOOP("Quiz", "Clear calls"),
    ("riichi", 2): QT_TRANSLATE_NOOP("Quiz", "Closer calls"),
    ("riichi", 3): QT_TRANSLATE_NOOP("Quiz", "Close calls"),
    ("call", 1): QT_TRANSLATE_NOOP("Quiz", "Clear calls"),
    ("call", 2): QT_TRANSLATE_NOOP("Quiz", "Closer calls"),
    ("call", 3): QT_TRANSLATE_NOOP("Quiz", "Close calls"),
}
LEVEL_DESCRIPTIONS: dict[tuple[str, int], object] = {
    ("waits", 1): QT_TRANSLATE_NOOP(
        "Quiz", "Mixed-suit ready hands with one or two winning tiles."
    ),
    ("waits", 2): QT_TRANSLATE_NOOP(
        "Quiz", "A one-suit block inside a mixed hand: three to five waits, all in that suit."
    ),
    ("waits", 3): QT_TRANSLATE_NOOP(
        "Quiz", "Full one-suit (清一色) 13-tile ready hands, any number of waits."
    ),
    ("waits", 4): QT_TRANSLATE_NOOP(
        "Quiz", "One-suit hands with five or more waits, nine-gates shapes among them."
    ),
    ("discard", 1): QT_TRANSLATE_NOOP(
        "Quiz", "Throw the obvious lone tile: every other discard is clearly worse."
    ),
    ("discard", 2): QT_TRANSLATE_NOOP(
        "Quiz", "1- and 2-shanten hands: find the discard with the best chance to win."
    ),
    ("discard", 3): QT_TRANSLATE_NOOP(
        "Quiz",
        "The two best discards by effective tiles are four tiles apart or fewer: the chance "
        "to win decides.",
    ),
    ("discard", 4): QT_TRANSLATE_NOOP(
        "Quiz",
        "The discard with the most effective tiles is not the one that wins most often: "
        "find the better shape.",
    ),
    ("scoring", 1): QT_TRANSLATE_NOOP(
        "Quiz",
        "One fan (MCR) or yaku (riichi) brings more than half the value. "
        "Under the general rules the scoring quiz uses MCR.",
    ),
    ("scoring", 2): QT_TRANSLATE_NOOP(
        "Quiz",
        "Several fans or yaku, none bringing half the value. "
        "Under the general rules the scoring quiz uses MCR.",
    ),
    ("scoring", 3): QT_TRANSLATE_NOOP(
        "Quiz",
        "MCR: a big fan implies a smaller one the hand shows, which is not counted. "
        "Riichi: count the fu (40 or more, no limit hand). "
        "Under the general rules the scoring quiz uses MCR.",
    ),
    ("defence", 1): QT_TRANSLATE_NOOP(
        "Quiz",
        "One riichi; a tile of the hand is in the riichi player's pond or passed after the "
        "riichi: find it.",
    ),
    ("defence", 2): QT_TRANSLATE_NOOP(
        "Quiz",
        "One riichi, no genbutsu in the hand: a suji tile is safer than the non-suji ones.",
    ),
    ("defence", 3): QT_TRANSLATE_NOOP(
        "Quiz",
        "One riichi, no genbutsu in the hand: a wall (no-chance, one-chance) or an honour "
        "with copies in view is the safest.",
    ),
    ("defence", 4): QT_TRANSLATE_NOOP(
        "Quiz", "Two opponents in riichi: the safest tile against both together."
    ),
    ("pushfold", 1): QT_TRANSLATE_NOOP(
        "Quiz",
        "One riichi against your hand: pushing and folding are 1,000 points or more apart.",
    ),
    ("pushfold", 2): QT_TRANSLATE_NOOP(
        "Quiz",
        "One riichi against your hand: pushing and folding are 400 to 1,000 points apart.",
    ),
    ("pushfold", 3): QT_TRANSLATE_NOOP(
        "Quiz",
        "One riichi against your hand: pushing and folding are 150 to 400 points apart.",
    ),
    ("riichi", 1): QT_TRANSLATE_NOOP(
        "Quiz",
        "Your discard leaves the hand ready: riichi and dama are 1,000 points or more apart.",
    ),
    ("riichi", 2): QT_TRANSLATE_NOOP(
        "Quiz",
        "Your discard leaves the hand ready: riichi and dama are 400 to 1,000 points apart.",
    ),
    ("riichi", 3): QT_TRANSLATE_NOOP(
        "Quiz",
        "Your discard leaves the hand ready: riichi and dama are 150 to 400 points apart.",
    ),
    ("call", 1): QT_TRANSLATE_NOOP(
        "Quiz",
        "A tile you could call: the best choice leads the next by 1,000 points or more.",
    ),
    ("call", 2): QT_TRANSLATE_NOOP(
        "Quiz",
        "A tile you could call: the best choice leads the next by 400 to 1,000 points.",
    ),
    ("call", 3): QT_TRANSLATE_NOOP(
        "Quiz",
        "A tile you could call: the best choice leads the next by 150 to 400 points.",
    ),
}

# Defence: the seats as the learner sees them (the words of defence are in .defence_words).
_SEATS: tuple[object, ...] = (
    QT_TRANSLATE_NOOP("Defence", "You"),
    QT_TRANSLATE_NOOP("Defence", "Right (shimocha)"),
    QT_TRANSLATE_NOOP("Defence", "Across (toimen)"),
    QT_TRANSLATE_NOOP("Defence", "Left (kamicha)"),
)
_SEATS_SHORT: tuple[object, ...] = (
    QT_TRANSLATE_NOOP("Defence", "you"),
    QT_TRANSLATE_NOOP("Defence", "Right"),
    QT_TRANSLATE_NOOP("Defence", "Across"),
    QT_TRANSLATE_NOOP("Defence", "Left"),
)

# What a mark on a tile means (the symbol drawn on it is in .widgets).
_MARKS: dict[str, object] = {
    "right": QT_TRANSLATE_NOOP("Mark", "right"),
    "missed": QT_TRANSLATE_NOOP("Mark", "missed"),
    "extra": QT_TRANSLATE_NOOP("Mark", "wrong pick"),
    "best": QT_TRANSLATE_NOOP("Mark", "best discard"),
}

# The core's error messages by code: every code of the core's errors module, in the same
# English (tests/app/test_app_errors.py keeps the codes and the wording equal), so a refused
# hand is explained in the learner's language.
_ERRORS: dict[str, object] = {
    "no-digits": QT_TRANSLATE_NOOP(
        "HandError", "suit letter '{char}' at position {position} has no digits before it"
    ),
    "red-honour": QT_TRANSLATE_NOOP(
        "HandError", "'0z' at position {position}: only 0m, 0p and 0s are red fives"
    ),
    "red-twice": QT_TRANSLATE_NOOP(
        "HandError", "two red {tile}: each suit has one red five (0m, 0p, 0s)"
    ),
    "no-red-fives": QT_TRANSLATE_NOOP(
        "HandError", "red {tile}: these rules play without red fives; write 5 instead of 0"
    ),
    "honour-range": QT_TRANSLATE_NOOP(
        "HandError", "no honour {number}z at position {position}: honours are 1z–7z"
    ),
    "unknown-suit": QT_TRANSLATE_NOOP(
        "HandError", "unknown suit letter '{char}' at position {position} (use m, p, s or z)"
    ),
    "unexpected-char": QT_TRANSLATE_NOOP(
        "HandError", "unexpected character '{char}' at position {position}"
    ),
    "missing-suit": QT_TRANSLATE_NOOP(
        "HandError", "digits ending at position {position} have no suit letter (m, p, s or z)"
    ),
    "chinese-needs-suit": QT_TRANSLATE_NOOP(
        "HandError", "'{char}' at position {position} needs a suit after it (万, 筒 or 条)"
    ),
    "chinese-unknown": QT_TRANSLATE_NOOP(
        "HandError", "unknown tile name '{char}' at position {position}"
    ),
    "not-an-index": QT_TRANSLATE_NOOP(
        "HandError", "'{word}' at position {position} is not a tile index 0–33"
    ),
    "not-a-code": QT_TRANSLATE_NOOP(
        "HandError", "'{word}' at position {position} is not a two-digit tile code"
    ),
    "index-range": QT_TRANSLATE_NOOP(
        "HandError", "index {number} at position {position} is outside 0–33"
    ),
    "code-range": QT_TRANSLATE_NOOP(
        "HandError",
        "code {number} at position {position} is not a tile (11–19, 21–29, 31–39, 40–46)",
    ),
    "tile-range": QT_TRANSLATE_NOOP("HandError", "tile kind {tile} is outside 0–33"),
    "number-range": QT_TRANSLATE_NOOP(
        "HandError", "no tile {number}{suit} at position {position}: suits run 1–9"
    ),
    "too-long": QT_TRANSLATE_NOOP(
        "HandError", "{length} characters: a hand is at most {limit} characters long"
    ),
    "turn-range": QT_TRANSLATE_NOOP(
        "HandError", "turn {turn} is outside 1–17 (draw 18 is the last)"
    ),
    "meld-brackets": QT_TRANSLATE_NOOP(
        "HandError", "meld '{meld}' must be written in brackets: [123m] or (1111m)"
    ),
    "unmatched": QT_TRANSLATE_NOOP(
        "HandError", "unmatched '{char}' at position {position}: melds look like [123m]"
    ),
    "concealed-kong": QT_TRANSLATE_NOOP(
        "HandError", "{where}: a concealed kong is four identical tiles, like (1111m)"
    ),
    "kong": QT_TRANSLATE_NOOP("HandError", "{where}: a kong is four identical tiles, like [1111m]"),
    "meld-size": QT_TRANSLATE_NOOP(
        "HandError", "{where} has {tiles}: a meld has 3 (chow, pung) or 4 (kong)"
    ),
    "honour-chow": QT_TRANSLATE_NOOP("HandError", "{where}: honours cannot form a chow"),
    "not-a-meld": QT_TRANSLATE_NOOP(
        "HandError", "{where} is not a chow (three in a row of one suit), a pung or a kong"
    ),
    "no-chow": QT_TRANSLATE_NOOP("HandError", "no chow starts at {tile}"),
    "copies": QT_TRANSLATE_NOOP(
        "HandError", "{total} copies of {tile} ({parts}): there are only 4"
    ),
    "too-many-tiles": QT_TRANSLATE_NOOP(
        "HandError", "{tiles}: a hand has at most 14 (a kong counts as 3)"
    ),
    "bad-size": QT_TRANSLATE_NOOP(
        "HandError",
        "{tiles}: a hand needs 3n+1 or 3n+2 tiles (like 13 or 14), add or remove one",
    ),
    "needs-3n1": QT_TRANSLATE_NOOP("HandError", "{tiles}: {what} needs a 3n+1 (like 13)-tile hand"),
    "needs-3n2": QT_TRANSLATE_NOOP("HandError", "{tiles}: {what} needs a 3n+2 (like 14)-tile hand"),
    "counts-length": QT_TRANSLATE_NOOP("HandError", "a hand needs 34 counts, got {count}"),
    "no-tile": QT_TRANSLATE_NOOP("HandError", "no {tile} in the hand to remove"),
    "negative-count": QT_TRANSLATE_NOOP(
        "HandError", "{count} copies of {tile}: a count cannot be negative"
    ),
    # rules
    "unknown-rules": QT_TRANSLATE_NOOP(
        "HandError", "unknown rules '{name}': choose general, riichi, mcr or sanma"
    ),
    "not-in-play": QT_TRANSLATE_NOOP(
        "HandError", "{tile} is not played under {rules}: three players use 1m and 9m only"
    ),
    "unknown-option": QT_TRANSLATE_NOOP(
        "HandError", "unknown rules option '{option}': options are {options}"
    ),
    "red-five-count": QT_TRANSLATE_NOOP(
        "HandError", "{count} red fives: play with 0 or 3 (one each of 5m, 5p, 5s)"
    ),
}
# What a size error says needs the other size: the core names the judging function in
# English (``what``); translated here, kept to the core's names by a test.
_ERROR_WHAT: dict[str, object] = {
    "waits": QT_TRANSLATE_NOOP("HandError", "waits"),
    "wait readings": QT_TRANSLATE_NOOP("HandError", "wait readings"),
    "effective tiles": QT_TRANSLATE_NOOP("HandError", "effective tiles"),
    "discard options": QT_TRANSLATE_NOOP("HandError", "discard options"),
}
_ERROR_PARTS: dict[str, object] = {
    "where-at": QT_TRANSLATE_NOOP("HandError", "meld {meld} at position {position}"),
    "where": QT_TRANSLATE_NOOP("HandError", "meld {meld}"),
    "hand": QT_TRANSLATE_NOOP("HandError", "{n} in hand"),
    "melds": QT_TRANSLATE_NOOP("HandError", "{n} in melds"),
    "seen": QT_TRANSLATE_NOOP("HandError", "{n} seen"),
    "list": QT_TRANSLATE_NOOP("HandError", ", "),
    "in-seen": QT_TRANSLATE_NOOP("HandError", "seen tiles: {message}"),
    "tile": QT_TRANSLATE_NOOP("HandError", "{name} ({code})"),
}


def _error_part(key: str, **params: object) -> str:
    return QCoreApplication.translate("HandError", str(_ERROR_PARTS[key])).format(**params)


def error_tile(kind: object) -> str:
    """A tile kind (an int 0–33, as the core's errors carry it; or a red five's code 34–36, as
    the game's do) named in the current language: "5p" in English as the core words it,
    "五筒 (5p)" in Chinese."""
    if isinstance(kind, bool) or not isinstance(kind, int) or not 0 <= kind < len(CODE_NAMES):
        return str(kind)
    code = CODE_NAMES[kind]
    return code if is_english() else _error_part("tile", name=tile_name(kind), code=code)


def is_english() -> bool:
    """Whether the window speaks English now (no translation is installed for it)."""
    return (
        QCoreApplication.translate("HandError", "seen tiles: {message}") == "seen tiles: {message}"
    )


class ErrorWords:
    """One room's coded errors (:class:`~mjtrainer.core.errors.CodedError`) in the current
    language: the room's table of translatable sources (same codes and placeholders as the
    room's English ``MESSAGES``), translated in ``context``.

    The steps every room shares live here: a tile kind named as :func:`error_tile` names it,
    an int ``count`` also as ``{tiles}``, a broken translation falls back to the English.
    ``words(code, values)`` words the room's own params in place (a meld's place, a flag's
    name); ``finish(text, params)`` wraps the result (the core's "seen tiles: …"). The rooms
    are listed once, in :mod:`.errors`.
    """

    def __init__(
        self,
        context: str,
        sources: Mapping[str, object],
        words: Callable[[str, dict[str, object]], None] | None = None,
        finish: Callable[[str, Mapping[str, object]], str] | None = None,
    ) -> None:
        self.context = context
        self.sources = sources
        self._words = words
        self._finish = finish

    def text(self, code: str, params: Mapping[str, object], fallback: str) -> str:
        """The error ``code`` with ``params`` in the current language; ``fallback`` (the
        room's English message) for a code this table does not word."""
        source = self.sources.get(code)
        if source is None:
            return fallback
        values = dict(params)
        if "tile" in values:
            values["tile"] = error_tile(values["tile"])  # "5p" in English, "五筒 (5p)" in Chinese
        n = values.get("count")
        if isinstance(n, int):
            values["tiles"] = count("tile", n)
        if self._words is not None:
            self._words(code, values)
        try:
            text = QCoreApplication.translate(self.context, str(source)).format(**values)
        except (KeyError, IndexError, ValueError):  # a translation with a broken placeholder
            return fallback
        return self._finish(text, params) if self._finish is not None else text


def _core_words(code: str, values: dict[str, object]) -> None:
    if "meld" in values and code != "meld-brackets":
        values["where"] = (
            _error_part("where-at", meld=values["meld"], position=values["position"])
            if values.get("position")
            else _error_part("where", meld=values["meld"])
        )
    if code == "copies":
        parts = [_error_part(k, n=values[k]) for k in ("hand", "melds", "seen") if values[k]]
        values["parts"] = _error_part("list").join(parts)
    what = values.get("what")
    if isinstance(what, str) and what in _ERROR_WHAT:
        values["what"] = QCoreApplication.translate("HandError", str(_ERROR_WHAT[what]))


def _core_finish(text: str, params: Mapping[str, object]) -> str:
    return _error_part("in-seen", message=text) if params.get("in_seen") else text


#: The core's errors (:class:`~mjtrainer.core.HandError`) in the current language.
CORE_ERRORS = ErrorWords("HandError", _ERRORS, _core_words, _core_finish)


def error_text(code: str, params: Mapping[str, object], fallback: str) -> str:
    """A core error (its ``code`` and ``params``) in the current language; ``fallback`` (the
    core's English message) for a code this table does not word."""
    return CORE_ERRORS.text(code, params, fallback)


def tile_name(tile: int) -> str:
    """The tile's name in the current language ("5 dots", "五筒"; a red five's code 34–36:
    "red 5 dots", "赤五筒")."""
    return QCoreApplication.translate("Tile", TILE_NAMES[tile])


def shanten_text(n: int) -> str:
    """A shanten number in words: "complete" (-1), "ready" (0), "2-shanten"."""
    if n < 0:
        return QCoreApplication.translate("ResultsView", "complete")
    if n == 0:
        return QCoreApplication.translate("ResultsView", "ready")
    return QCoreApplication.translate("ResultsView", "{n}-shanten").format(n=n)


def wait_kind(key: str) -> str:
    """A wait kind key ("ryanmen", "kokushi-13" …) by its name in the current language."""
    return QCoreApplication.translate("WaitKind", str(_WAIT_KINDS.get(key, key)))


def count(noun: str, n: int) -> str:
    """``n`` of a counted noun of :data:`_COUNTS` ("tile", "tile-left", "kind" …) in the
    current language, singular for one: "1 tile", "3 tiles left", "剩 3 张"."""
    one, many = _COUNTS[noun]
    return QCoreApplication.translate("Count", str(one if n == 1 else many)).format(n=n)


def shape(key: str) -> str:
    return QCoreApplication.translate("Shape", str(_SHAPES.get(key, key)))


def meld(key: str) -> str:
    return QCoreApplication.translate("Meld", str(_MELDS.get(key, key)))


def review_category(key: str | None) -> str:
    """A review category ("push/fold") in words ("push or fold"; "" for None, an unknown
    key as it is)."""
    if not key:
        return ""
    source = _CATEGORIES.get(key)
    return key if source is None else QCoreApplication.translate("ReviewPage", str(source))


def preset(key: str) -> str:
    return QCoreApplication.translate("Rules", str(_PRESETS.get(key, key)))


def rule_option(label: str) -> str:
    """The settings dialog's label of a rule option, from the English ``label`` of its one
    declaration (``core.rules.RULE_OPTIONS``, where it is marked for translation)."""
    return QCoreApplication.translate("Rules", label)


def quiz_kind(key: str, short: bool = False) -> str:
    """ "Waits: what does the hand wait on?" (or just "Waits")."""
    table = _QUIZ_KINDS_SHORT if short else _QUIZ_KINDS
    return QCoreApplication.translate("Quiz", str(table.get(key, key)))


def level_title(kind: str, number: int) -> str:
    text = LEVEL_TITLES.get((kind, number))
    return QCoreApplication.translate("Quiz", str(text)) if text else str(number)


def level_description(kind: str, number: int) -> str:
    text = LEVEL_DESCRIPTIONS.get((kind, number))
    return QCoreApplication.translate("Quiz", str(text)) if text else ""


def seat_name(relative: int, short: bool = False) -> str:
    """A seat seen from the learner: 0 you, 1 right, 2 across, 3 left ("Right (shimocha)",
    or just "Right")."""
    table = _SEATS_SHORT if short else _SEATS
    return QCoreApplication.translate("Defence", str(table[relative % 4]))


def tiles_text(tiles: Sequence[int]) -> str:
    """Tile names joined for a sentence ("2 characters and 5 characters")."""
    names = [tile_name(t) for t in tiles]
    if len(names) < 2:
        return "".join(names)
    return QCoreApplication.translate("Defence", "{first} and {last}").format(
        first=", ".join(names[:-1]), last=names[-1]
    )


def mark(key: str) -> str:
    return QCoreApplication.translate("Mark", str(_MARKS.get(key, key)))


# Why a progress file was moved aside (the quiz store's ``RecoveryReason`` values; a test keeps
# the keys equal to them).
_RECOVERY: dict[str, object] = {
    "not-sqlite": QT_TRANSLATE_NOOP(
        "QuizController",
        "The progress file {path} is not a progress database. It was "
        "kept as {kept} and a new progress file was started.",
    ),
    "corrupt": QT_TRANSLATE_NOOP(
        "QuizController",
        "The progress file {path} is damaged. It was kept as {kept} and a "
        "new progress file was started.",
    ),
    "foreign": QT_TRANSLATE_NOOP(
        "QuizController",
        "The progress file {path} holds data that is not mjtrainer's. It "
        "was kept as {kept} and a new progress file was started.",
    ),
    "newer": QT_TRANSLATE_NOOP(
        "QuizController",
        "The progress file {path} was written by a newer version of "
        "mjtrainer. It was kept as {kept} and a new progress file was started.",
    ),
}


def store_notice(reason: str, path: str, kept: str, detail: str = "") -> str:
    """What to tell the user about a progress file moved aside for ``reason`` (a key of the
    quiz store's recovery reasons) to ``kept``, with SQLite's own ``detail`` if any."""
    text = QCoreApplication.translate("QuizController", str(_RECOVERY[reason])).format(
        path=path, kept=kept
    )
    if detail:
        text += " " + QCoreApplication.translate(
            "QuizController", "(SQLite said: {detail})"
        ).format(detail=detail)
    return text


# --- translators ------------------------------------------------------------------------------


def qm_path(language: str):
    return resources.asset("translations", f"mjtrainer_{language}.qm")


def load_translator(language: str) -> QTranslator | None:
    """Our compiled translation for ``language``, or None for English / a missing file."""
    if language == "en":
        return None
    translator = QTranslator()
    try:
        path = qm_path(language)
    except FileNotFoundError:
        return None
    if not translator.load(str(path)):
        return None
    return translator


@functools.cache
def _other_translators() -> tuple[QTranslator, ...]:
    found = (load_translator(language.code) for language in languages.LANGUAGES[1:])
    return tuple(t for t in found if t is not None)


def every_language(context: str, source: str) -> tuple[str, ...]:
    """``source`` and its translation in every shipped language, whichever is installed: the
    texts a label may come to show, so it can keep room for the widest."""
    texts = [source] + [t.translate(context, source) or source for t in _other_translators()]
    return tuple(dict.fromkeys(texts))


def tile_name_texts(tile: int) -> tuple[str, ...]:
    """The tile's name in every shipped language (see :func:`every_language`)."""
    return every_language("Tile", TILE_NAMES[tile])
