"""The quiz page's snapshots: frozen values the presenters make (on the worker) and the views
draw. What every question and every grade has (:class:`AskedHand`, :class:`Graded`), the
parts several kinds share (the table against a riichi, the rows of a choice), each kind's own
question and grade, their unions :data:`QuestionView` and :data:`GradeView`, and the session
(:class:`QuizState`). No Qt here: a snapshot crosses threads as it is.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ...decision.reasons import Reason
from ..shared.score_model import ScoringMarks, ScoringPartView
from ..shared.viewmodel import ContrastView, DiscardView, MeldView


class QuizPhase(Enum):
    """Where a quiz session stands."""

    IDLE = "idle"  # no session (before Start, or nothing due for review)
    LOADING = "loading"  # the next question is being made on the worker
    ASKING = "asking"  # a question is shown, waiting for the answer
    ANSWERED = "answered"  # graded: marks and explanation shown, Next moves on
    FINISHED = "finished"  # a review session ran out of questions


@dataclass(frozen=True, slots=True, kw_only=True)
class AskedHand:
    """What every quiz question shows, whatever its kind: which question it is (kind, level,
    seed, rules, the hand's notation), the concealed tiles (sorted kinds; ``faces``: the same
    place by place as drawn, a red five as its code 34–36, empty for ``tiles`` as they are),
    the hand's shanten, the right answer (tiles: the waits, the best discards, the safest
    tiles; empty for a kind answered otherwise), the turn its chances are counted from and
    whether it is a card from the learner's games. Each kind's snapshot adds its own parts."""

    kind: str
    level: int
    seed: int
    rules: str
    notation: str
    tiles: tuple[int, ...]
    shanten: int
    answer: tuple[int, ...]
    faces: tuple[int, ...] = ()
    turn: int = 1
    from_games: bool = False

    @property
    def drawn(self) -> tuple[int, ...]:
        """The concealed tiles to draw: :attr:`faces`, or :attr:`tiles` when it has none."""
        return self.faces or self.tiles


@dataclass(frozen=True, slots=True, kw_only=True)
class Graded:
    """What every verdict has: right or not, whether time ran out, and the time it took."""

    correct: bool
    timed_out: bool
    time_ms: int


@dataclass(frozen=True, slots=True, kw_only=True)
class ThrowGrade(Graded):
    """The verdict on a tile thrown from the hand: the tile (a kind; None when time ran out)
    and the best one it is compared with (the best discard, the safest tile)."""

    chosen: int | None
    best: int | None


@dataclass(frozen=True, slots=True)
class DefencePond:
    """One seat's pond as a question against a riichi shows it: its discards in order, where its own
    riichi tile is (None: not in riichi), and where the tiles after each other seat's riichi
    begin (``(riichi seat, position)`` pairs); ``relative`` is the seat seen from the learner
    (0 you, 1 right, 2 across, 3 left)."""

    seat: int
    relative: int
    tiles: tuple[int, ...]
    riichi: int | None = None
    after: tuple[tuple[int, int], ...] = ()
    melds: tuple[tuple[int, ...], ...] = ()
    called: tuple[int, ...] = ()  #: positions of the tiles another seat called


@dataclass(frozen=True, slots=True)
class ReadingSentence:
    """One sentence of a tile's reading: its key (:data:`mjtrainer.defence.words.SENTENCES`)
    and parameters (tiles as kinds, several tiles as a tuple), for the view to word."""

    key: str
    params: tuple[tuple[str, int | tuple[int, ...]], ...]


@dataclass(frozen=True, slots=True)
class AgainstView:
    """A tile's danger against one riichi player (``relative`` as in :class:`DefencePond`): its
    category, kabe ("" for none), chance (0–1) and the sentences that explain it."""

    relative: int
    category: str
    kabe: str
    chance: float
    sentences: tuple[ReadingSentence, ...]


@dataclass(frozen=True, slots=True)
class TileDangerView:
    """A kind of the defence question's hand: its chance to deal in against every riichi
    together (0–1), its safest category, and each riichi player's reading; ``estimate``: a
    four-player figure at a three-player table (the categories stay exact)."""

    tile: int
    chance: float
    category: str
    against: tuple[AgainstView, ...]
    estimate: bool = False


@dataclass(frozen=True, slots=True)
class RiichiHandView:
    """A riichi player's real hand (``relative`` as in :class:`DefencePond`) and its waits."""

    relative: int
    tiles: tuple[int, ...]
    waits: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class DefenceView:
    """The table of a defence question: every pond (yours first, then right, across, left),
    the dora indicators, the hand's dangers (safest first) and the riichi hands."""

    ponds: tuple[DefencePond, ...]
    dora_indicators: tuple[int, ...]
    dangers: tuple[TileDangerView, ...]
    riichi_hands: tuple[RiichiHandView, ...]


@dataclass(frozen=True, slots=True)
class ChoiceRowView:
    """One choice of a riichi-or-dama or call-or-pass question: its ``word`` (``riichi``,
    ``dama``, ``pass``, ``chi 234m`` …: the answer that names it), the best ``discard`` after
    a call (a kind; None otherwise) and the ``shanten`` it leaves (None for riichi and dama),
    its chance to win by the last draw (None: not searched), ``value`` the average worth of a
    win (riichi or dama) or the expected worth of its wins (a call; None: not valued), its
    round EV and whether it is among the right answers."""

    word: str
    discard: int | None
    shanten: int | None
    win: float | None
    value: float | None
    ev: float
    right: bool


# --- waits -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ReadingView:
    """One way a wait completes the hand: the complete hand's groups, where the winning tile
    sits in them (group index, position; -1 when not in a group), the shape and wait kinds."""

    shape: str
    groups: tuple[tuple[int, ...], ...]
    winning: tuple[int, int]
    kinds: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class WaitExplanationView:
    """A wait of a waits question: tile, copies left, wait kinds and every reading of it."""

    tile: int
    remaining: int
    kinds: tuple[str, ...]
    readings: tuple[ReadingView, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class WaitsQuestionView(AskedHand):
    """A waits question: its hand (``answer``: the waits) and every wait with its readings."""

    waits: tuple[WaitExplanationView, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class WaitsGradeView(Graded):
    """The verdict on a waits answer: the tiles given, and of them the right ones, the waits
    missed and the wrong picks."""

    given: tuple[int, ...]
    right: tuple[int, ...]
    missed: tuple[int, ...]
    extra: tuple[int, ...]


# --- discard -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class DiscardQuestionView(AskedHand):
    """A discard question: every discard as the trainer's table shows it, the best chance to
    win first (``answer``: the best discards); the sentence when the most effective tiles
    mislead. A card from a game (``from_games``) adds the tiles its seat saw outside the hand
    (kinds, one per copy), its declared melds and, when it kept it, the table it was asked at
    (its ponds, melds and dora)."""

    discards: tuple[DiscardView, ...]
    contrast: ContrastView | None = None
    seen: tuple[int, ...] = ()
    melds: tuple[MeldView, ...] = ()
    defence: DefenceView | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class DiscardGradeView(ThrowGrade):
    """The verdict on a discard: the tile thrown against the one that wins most often
    (``best``), the effective tiles and the shanten the choice gives up and how much less
    often it wins (0–1); a card from a game adds why the best beats it, as the review says."""

    tile_gap: int | None = None
    shanten_gap: int | None = None
    win_gap: float | None = None
    reasons: tuple[Reason, ...] = ()


# --- scoring -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class ScoringQuestionView(AskedHand):
    """A scoring question: the winning hand, and its situation, answer and explanation."""

    scoring: ScoringPartView


@dataclass(frozen=True, slots=True, kw_only=True)
class ScoringGradeView(Graded):
    """The verdict on a scoring answer: the marks of its fans and numbers."""

    scoring: ScoringMarks


# --- defence -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class DefenceQuestionView(AskedHand):
    """A defence question: its hand (``answer``: the safest tiles) and the table, with every
    tile's danger (safest first) and the riichi hands as they really were."""

    defence: DefenceView


# --- push or fold ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class PushFoldQuestionView(AskedHand):
    """A push-or-fold question: the table (the riichi hands revealed once answered), each
    throw as a discard row, the best round EV first (``answer``: the best throws), and the
    fold line's first tiles (codes) with its round EV."""

    defence: DefenceView
    discards: tuple[DiscardView, ...]
    fold: tuple[int, ...] = ()
    fold_ev: float | None = None


# --- riichi or dama, call or pass --------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class ChoiceQuestionView(AskedHand):
    """What a question answered by a choice shows: the table (its ponds and dora), every
    choice's row, the best round EV first, and the words offered as answers, in the page's
    order."""

    defence: DefenceView
    choices: tuple[ChoiceRowView, ...]
    offers: tuple[str, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class RiichiQuestionView(ChoiceQuestionView):
    """A riichi-or-dama question: the discard asked about (a kind), the winning tiles left
    and the share of them a quiet hand may win on by ron (a yaku)."""

    asked: int
    left: int
    ron_with_yaku: float


@dataclass(frozen=True, slots=True, kw_only=True)
class CallQuestionView(ChoiceQuestionView):
    """A call-or-pass question: the tile offered (a code) and the seat that threw it,
    counted from yours (1 right, 2 across, 3 left)."""

    offered: int
    offered_from: int


@dataclass(frozen=True, slots=True, kw_only=True)
class ChoiceGradeView(Graded):
    """The verdict on a choice: the word answered (None when time ran out)."""

    choice: str | None


# --- every kind --------------------------------------------------------------------------------

#: A question of any kind as the views draw it.
QuestionView = (
    WaitsQuestionView
    | DiscardQuestionView
    | ScoringQuestionView
    | DefenceQuestionView
    | PushFoldQuestionView
    | RiichiQuestionView
    | CallQuestionView
)

#: The verdict on an answer of any kind (defence and push or fold: a plain throw's).
GradeView = WaitsGradeView | DiscardGradeView | ScoringGradeView | ThrowGrade | ChoiceGradeView


# --- the session -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class QuizState:
    """Everything the quiz page shows of the session."""

    phase: QuizPhase = QuizPhase.IDLE
    kind: str = "waits"
    level: int = 1
    review: bool = False  # a review session (questions missed before)
    question: QuestionView | None = None
    selected: tuple[int, ...] = ()  # waits quiz: tiles toggled on, sorted
    grade: GradeView | None = None
    number: int = 0  # 1-based number of the question shown
    total: int = 0  # questions in a review session (0 = open-ended)
    right: int = 0
    answered: int = 0
    streak: int = 0
    total_ms: int = 0  # time spent on the answered questions
    time_limit_ms: int = 0  # 0 = no limit
    fans: tuple[tuple[int, int], ...] = ()  # scoring quiz (MCR): (fan id, count) ticked
    # Scoring quiz (riichi): han, fu and points typed (None until given).
    hanfu: tuple[int | None, int | None, int | None] = (None, None, None)

    @property
    def average_ms(self) -> int | None:
        return self.total_ms // self.answered if self.answered else None
