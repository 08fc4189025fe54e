"""The quiz catalogue: the kinds of question and their levels, each with a fixed meaning.

The GUI words the titles and descriptions with its own translated strings, keyed by kind and
number; a test keeps them equal to the English here.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..core import Rules, Scored


class QuizError(ValueError):
    """A quiz request that cannot be served: unknown kind or level, a bad seed, an answer
    that is not a tile of the hand or cannot be read."""


class QuizKind(Enum):
    """The three quizzes."""

    WAITS = "waits"  # select every tile the ready hand waits on
    DISCARD = "discard"  # pick the best discard of a 14-tile hand
    SCORING = "scoring"  # say what a complete hand is worth (MCR fans, riichi han and fu)


@dataclass(frozen=True, slots=True)
class Level:
    """A difficulty level: its number and a one-line English description (the GUI translates
    it with its own strings, keyed by kind and number)."""

    kind: QuizKind
    number: int
    title: str
    description: str


LEVELS: tuple[Level, ...] = (
    Level(
        QuizKind.WAITS, 1, "Mixed suits", "Mixed-suit ready hands with one or two winning tiles."
    ),
    Level(
        QuizKind.WAITS,
        2,
        "One-suit block",
        "A one-suit block inside a mixed hand: three to five waits, all in that suit.",
    ),
    Level(
        QuizKind.WAITS,
        3,
        "Full flush",
        "Full one-suit (清一色) 13-tile ready hands, any number of waits.",
    ),
    Level(
        QuizKind.WAITS,
        4,
        "Many-sided waits",
        "One-suit hands with five or more waits, nine-gates shapes among them.",
    ),
    Level(
        QuizKind.DISCARD,
        1,
        "Lone tiles",
        "Throw the obvious lone tile: every other discard is clearly worse.",
    ),
    Level(
        QuizKind.DISCARD,
        2,
        "One or two from ready",
        "1- and 2-shanten hands: find the discard with the best chance to win.",
    ),
    Level(
        QuizKind.DISCARD,
        3,
        "Close calls",
        "The two best discards by effective tiles are four tiles apart or fewer: the chance "
        "to win decides.",
    ),
    Level(
        QuizKind.DISCARD,
        4,
        "Shape choices",
        "The discard with the most effective tiles is not the one that wins most often: "
        "find the better shape.",
    ),
    Level(
        QuizKind.SCORING,
        1,
        "One big fan or yaku",
        "One fan (MCR) or yaku (riichi) brings more than half the value. "
        "Under the general rules the scoring quiz uses MCR.",
    ),
    Level(
        QuizKind.SCORING,
        2,
        "Common combinations",
        "Several fans or yaku, none bringing half the value. "
        "Under the general rules the scoring quiz uses MCR.",
    ),
    Level(
        QuizKind.SCORING,
        3,
        "Exclusions and fu",
        "MCR: a big fan implies a smaller one the hand shows, which is not counted. "
        "Riichi: count the fu (40 or more, no limit hand). "
        "Under the general rules the scoring quiz uses MCR.",
    ),
)

#: Waits questions per level: (fewest, most) waits; None = no upper bound.
WAIT_RANGE: dict[int, tuple[int, int | None]] = {1: (1, 2), 2: (3, 5), 3: (1, None), 4: (5, None)}
#: Discard level 3: the runner-up trails the best by at most this many effective tiles.
CLOSE_CALL_GAP = 4
#: Discard level 1: a runner-up at the same shanten trails by at least this many tiles.
CLEAR_LEAD = 8
#: Discard quiz: a discard is right when its chance to win is within this of the best one's
#: (0.5 percentage points).
WIN_PROB_TOLERANCE = 0.005
#: Discard quiz: the turn a question is asked at (the draw just made; 17 draws follow).
QUESTION_TURN = 1
#: Scoring level 3 under MCR: the fan that leaves a smaller one out is worth at least this.
TRAP_POINTS = 6
#: Scoring level 3 under riichi: the hand has at least this many fu.
FU_LEVEL_MINIMUM = 40


def levels(kind: QuizKind | str) -> tuple[Level, ...]:
    """The levels of one quiz kind, easiest first."""
    k = quiz_kind(kind)
    return tuple(lv for lv in LEVELS if lv.kind is k)


def level_info(kind: QuizKind | str, number: int) -> Level:
    """The :class:`Level` for ``kind`` and ``number``; :class:`QuizError` if there is none."""
    k = quiz_kind(kind)
    for lv in LEVELS:
        if lv.kind is k and lv.number == number:
            return lv
    top = max(lv.number for lv in LEVELS if lv.kind is k)
    raise QuizError(f"no level {number} for the {k.value} quiz: choose 1–{top}")


def quiz_kind(kind: QuizKind | str) -> QuizKind:
    """``"waits"`` / ``"discard"`` / ``"scoring"`` (or the enum itself) as a
    :class:`QuizKind`."""
    if isinstance(kind, QuizKind):
        return kind
    try:
        return QuizKind(str(kind).strip().lower())
    except ValueError:
        raise QuizError(f"unknown quiz kind '{kind}': choose waits, discard or scoring") from None


def rules_of(rules: Rules | str | None) -> Rules:
    """Rules from a preset name (None = general) or the rules themselves."""
    if rules is None:
        return Rules.preset("general")
    return rules if isinstance(rules, Rules) else Rules.preset(rules)


def scoring_rules(rules: Rules | str | None) -> Rules:
    """The preset a scoring question is scored under: ``mcr`` or ``riichi``; the general
    rules value no win, so the scoring quiz reads them as ``mcr`` (options switched on top
    of a preset do not change a score: the preset is taken as it is)."""
    preset = Rules.preset(rules_of(rules).name)
    return preset if preset.scored is not Scored.NONE else Rules.preset("mcr")
