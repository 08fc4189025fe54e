"""The quiz's vocabulary: the kinds of question, what a level is, the thresholds the levels
are built on. The quiz's error, :class:`~.errors.QuizError`, lives in :mod:`.errors`.

Each kind declares its own levels (``kinds/waits.py`` …); the registry in :mod:`.kinds`
gathers them in :data:`~.kinds.LEVELS`. Their titles and descriptions are marked for the
catalogues where they are declared (context "Quiz"); the window translates them from there.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..core import Rules, Scored
from ..words.marks import QT_TRANSLATE_NOOP
from ..words.render import LIST_SEPARATOR, Joined
from .errors import QuizError


class QuizKind(Enum):
    """The quizzes: one member a kind, each served by its spec in :mod:`.kinds` (a ``match``
    over this enum there ends in ``assert_never``, so mypy names a kind left out)."""

    WAITS = "waits"  # select every tile the ready hand waits on
    DISCARD = "discard"  # pick the best discard of a 14-tile hand
    SCORING = "scoring"  # say what a complete hand is worth (MCR fans, riichi han and fu)
    DEFENCE = "defence"  # pick the safest tile against a riichi
    PUSHFOLD = "pushfold"  # push a tile or fold against a riichi, by the round EV
    RIICHI = "riichi"  # declare riichi or keep the ready hand quiet, by the round EV
    CALL = "call"  # call another player's tile or pass, by the round EV


#: Each kind's short title, marked for the catalogues (context "Quiz"): the window's menus and
#: the command line's header name a kind by it.
KIND_TITLES: dict[QuizKind, str] = {
    QuizKind.WAITS: QT_TRANSLATE_NOOP("Quiz", "Waits"),
    QuizKind.DISCARD: QT_TRANSLATE_NOOP("Quiz", "Discard"),
    QuizKind.SCORING: QT_TRANSLATE_NOOP("Quiz", "Scoring"),
    QuizKind.DEFENCE: QT_TRANSLATE_NOOP("Quiz", "Defence"),
    QuizKind.PUSHFOLD: QT_TRANSLATE_NOOP("Quiz", "Push or fold"),
    QuizKind.RIICHI: QT_TRANSLATE_NOOP("Quiz", "Riichi or dama"),
    QuizKind.CALL: QT_TRANSLATE_NOOP("Quiz", "Call or pass"),
}


@dataclass(frozen=True, slots=True)
class Level:
    """A difficulty level: its number, its title and a one-line description, in English marked
    for the catalogues (context "Quiz"), which the window translates."""

    kind: QuizKind
    number: int
    title: str
    description: str


#: Waits questions per level: (fewest, most) waits; None = no upper bound.
WAIT_RANGE: dict[int, tuple[int, int | None]] = {1: (1, 2), 2: (3, 5), 3: (1, None), 4: (5, None)}
#: Discard level 3: the runner-up trails the best by at most this many effective tiles.
CLOSE_CALL_GAP = 4
#: Discard level 1: a runner-up at the same shanten trails by at least this many tiles.
CLEAR_LEAD = 8
#: Discard quiz: a discard is right when its chance to win is within this of the best one's
#: (0.5 percentage points).
WIN_PROB_TOLERANCE = 0.005
#: Discard quiz: a question is asked only where the best discard's chance to win beats every
#: discard not accepted by at least this much (2 percentage points): a lead the learner can
#: trust, never a rounding (DESIGN.md "Quiz").
CLEAR_WIN_MARGIN = 0.02
#: Discard quiz: the turn a question is asked at (the draw just made; 17 draws follow).
QUESTION_TURN = 1
#: Scoring level 3 under MCR: the fan that leaves a smaller one out is worth at least this.
TRAP_POINTS = 6
#: Scoring level 3 under riichi: the hand has at least this many fu.
FU_LEVEL_MINIMUM = 40


def quiz_kind(kind: QuizKind | str) -> QuizKind:
    """``"waits"`` / ``"discard"`` / ``"scoring"`` / ``"defence"`` (or the enum itself) as a
    :class:`QuizKind`."""
    if isinstance(kind, QuizKind):
        return kind
    try:
        return QuizKind(str(kind).strip().lower())
    except ValueError:
        kinds = Joined(tuple(k.value for k in QuizKind), LIST_SEPARATOR)
        raise QuizError("unknown-kind", kind=str(kind), kinds=kinds) from None


def rules_of(rules: Rules | str | None) -> Rules:
    """Rules from a preset name (None = general) or the rules themselves."""
    if rules is None:
        return Rules.preset("general")
    return rules if isinstance(rules, Rules) else Rules.preset(rules)


def scoring_rules(rules: Rules | str | None) -> Rules:
    """The preset a scoring question is scored under: ``mcr`` or ``riichi``; the general
    rules value no win, so the scoring quiz reads them as ``mcr`` (options switched on top
    of a preset do not change a score: the preset is taken as it is, with its riichi options
    — red fives, open tanyao, … —, which do)."""
    chosen = rules_of(rules)
    preset = Rules.preset(chosen.name)
    if preset.scored is Scored.RIICHI:
        return preset.with_riichi_options(**chosen.riichi_options())
    return preset if preset.scored is not Scored.NONE else Rules.preset("mcr")
