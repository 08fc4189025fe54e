"""Cards from games: a decision of a reviewed game as a discard question with its own position
(the hand, the tiles that seat could see, the turn, the rules), kept in the progress store
beside the missed quiz questions and scheduled by the same spaced repetition.

The store keeps a question's identity as (kind, level, seed, rules, hand). A card is a
``discard`` question of level :data:`GAME_LEVEL` (no level of the catalogue: a card is not
dealt from a seed) whose ``rules`` column names its rules preset and whose ``hand`` column
holds its whole position as text, ``"<hand> | seen <tiles> | turn <T>"``, then
``" | options red_fives=0 kiriage=on"`` when its riichi options (red fives, open tanyao, kazoe
yakuman, kiriage, double yakuman) are not the preset's own (:func:`position_text`); a card
stored before the options were kept has none and is asked under the preset's own. A card
enters the store as one unanswered miss (nothing given, no time), so the schedule brings it
back in the next review session, and the counts of answers leave it out until it is
answered; answering it then moves it up the ladder like any missed question.

    >>> card = GameCard(Hand.parse("1234m456p789s11z57z"), (31, 31), 7)  # doctest: +SKIP
    >>> store.record(card_record(card, at=time.time()))                 # doctest: +SKIP
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core import Hand, HandError, Rules
from .errors import QuizError
from .generate import make_question
from .kinds import Question
from .kinds.discard import (
    GAME_LEVEL,
    SPEC,
    OptionChanges,
    TableContext,
    option_changes,
    position_rules,
    position_text,
    read_position,
)
from .levels import QuizKind
from .store import AnswerRecord, ItemKey

__all__ = [
    "GAME_LEVEL",
    "GameCard",
    "TableContext",
    "card_of",
    "card_question",
    "card_record",
    "is_card",
    "position_text",
    "question_of",
]


@dataclass(frozen=True, slots=True)
class GameCard:
    """A discard position from a game: the 14-tile ``hand`` (its red fives kept, concealed and
    in melds: they count as dora in the value and name the discard ``0m``; a card stored before
    they were kept has plain fives), the tiles ``seen`` outside it (kinds, one per copy), the
    look-ahead ``turn`` (1–17), the rules preset it is graded under and ``options``, its riichi
    options that are not the preset's own (:func:`~.kinds.discard.option_changes`; :meth:`of`
    finds them)."""

    hand: Hand
    seen: tuple[int, ...] = ()
    turn: int = 1
    rules: str = "riichi"
    options: OptionChanges = ()
    #: The game's situation and table (a card made after they were kept): graded by the
    #: round EV, so a push/fold position asks a push/fold question.
    context: TableContext | None = None

    @classmethod
    def of(
        cls,
        hand: Hand,
        seen: tuple[int, ...],
        turn: int,
        rules: Rules,
        context: TableContext | None = None,
    ) -> GameCard:
        """The card of a position graded under ``rules``: its preset's name and the riichi
        options it sets (red fives, open tanyao, kazoe yakuman, kiriage, double yakuman),
        and the ``context`` it keeps (its situation and table)."""
        return cls(hand, seen, turn, rules.name, option_changes(rules), context)

    @property
    def rule_set(self) -> Rules:
        """The rules the card is asked and graded under: its preset with its options
        (:class:`HandError` for a preset or option this version does not know)."""
        return position_rules(self.rules, self.options)

    @property
    def text(self) -> str:
        """The store's ``hand`` text of the card (:func:`position_text`)."""
        return position_text(self.hand, self.seen, self.turn, self.options, self.context)


def is_card(item: ItemKey) -> bool:
    """Whether a stored question is a card from a game."""
    return (
        item.kind == QuizKind.DISCARD.value and item.level == GAME_LEVEL and " | seen " in item.hand
    )


def card_of(item: ItemKey) -> GameCard:
    """The card a stored question holds (:class:`QuizError` when it holds none)."""
    try:
        position = read_position(item.hand) if is_card(item) else None
    except (HandError, ValueError) as e:  # ScoringError and DefenceError are ValueErrors
        raise QuizError("card-unreadable", card=item.hand, error=e) from None
    if position is None:
        raise QuizError("not-a-card", card=item.hand)
    hand, seen, turn, options, context = position
    try:
        position_rules(item.rules, options)
    except HandError as e:  # a preset or option this version does not know
        raise QuizError("card-unreadable", card=item.hand, error=e) from None
    return GameCard(hand, seen, turn, item.rules, options, context)


def card_question(card: GameCard) -> Question:
    """The discard question of a card, graded by the look-ahead from its turn with its seen
    tiles out of the wall, under its preset with its riichi options (by the round EV when it
    keeps its situation and table; :class:`QuizError` for a position the look-ahead cannot
    grade or rules this version does not know)."""
    if not 1 <= card.turn <= 17:
        raise QuizError("card-turn", turn=card.turn)
    try:
        rules = card.rule_set
    except HandError as e:
        raise QuizError("card-unreadable", card=card.text, error=e) from None
    return SPEC.pose(GAME_LEVEL, card.hand, rules, 0, card.turn, card.seen, card.context)


def card_record(card: GameCard, at: float) -> AnswerRecord:
    """The row that puts a card in the schedule at time ``at``: an unanswered miss."""
    return AnswerRecord(at, QuizKind.DISCARD.value, GAME_LEVEL, 0, card.rules, card.text, "", False)


def question_of(item: ItemKey) -> Question:
    """The question a stored identity stands for: a card's own position, or
    :func:`~.generate.make_question` from the stored hand (:class:`QuizError` or
    :class:`~mjtrainer.core.HandError` when it no longer poses)."""
    if is_card(item):
        return card_question(card_of(item))
    return make_question(item.kind, item.level, Hand.parse(item.hand), item.rules, item.seed)
