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

A riichi or call decision of the review becomes a card of its own kind
(:meth:`GameCard.of_choice`): a ``riichi`` or ``call`` question of the same level whose hand
text names what it asks between the hand and its seen tiles, ``" | ask riichi 5p"`` (the tile
thrown) or ``" | ask call 3m from 2"`` (the tile offered, the seat that threw it), and that
keeps its situation and table. It is graded as the review graded it: by the round EV of
:func:`mjtrainer.decision.analyze` with the review's options (:data:`REVIEW_OPTIONS`: no
valuation, the published average win).

    >>> card = GameCard(Hand.parse("1234m456p789s11z57z"), (31, 31), 7)  # doctest: +SKIP
    >>> store.record(card_record(card, at=time.time()))                 # doctest: +SKIP
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core import Hand, HandError, Rules, SeenTiles
from ..core.kinds import CODE_NAMES, NUM_KINDS, kind_of
from ..core.tiles import parse_codes
from ..decision import AnalyzeOptions
from ..game.review_choices import ChoiceDecision
from .choice_deal import Spot
from .errors import QuizError
from .generate import make_question
from .kinds import Question, call, riichi
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
    "REVIEW_OPTIONS",
    "Ask",
    "GameCard",
    "TableContext",
    "card_of",
    "card_question",
    "card_record",
    "is_card",
    "position_text",
    "question_of",
]


#: How the review analyses a riichi or call decision, and so how its card is graded.
REVIEW_OPTIONS = AnalyzeOptions(value=False)
_ASK = " | ask "
_FROM = " from "


@dataclass(frozen=True, slots=True)
class Ask:
    """What a card from a riichi or call decision asks: its ``kind``, the ``tile`` (a code:
    the tile thrown, riichi or dama; the tile offered, call or pass) and the seat that threw
    an offered tile (``offered_from``)."""

    kind: QuizKind
    tile: int
    offered_from: int | None = None

    def text(self) -> str:
        """``" | ask riichi 5p"``, ``" | ask call 3m from 2"``."""
        out = f"{_ASK}{self.kind.value} {CODE_NAMES[self.tile]}"
        return out if self.offered_from is None else f"{out}{_FROM}{self.offered_from}"

    @classmethod
    def read(cls, text: str) -> Ask:
        """The ask :meth:`text` wrote, without its leading ``" | ask "`` (:class:`ValueError`
        or :class:`HandError` for a broken one)."""
        head, _, seat = text.partition(_FROM)
        kind_text, _, tile_text = head.strip().partition(" ")
        kind = QuizKind(kind_text)
        (tile,) = parse_codes(tile_text)  # a red five keeps its code
        if kind is QuizKind.RIICHI and not seat:
            return cls(kind, tile)
        if kind is QuizKind.CALL and seat.strip().isdigit() and len(seat.strip()) == 1:
            return cls(kind, tile, int(seat))
        raise ValueError(f"not an ask: {text!r}")


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
    #: A card from a riichi or call decision: what it asks (None: a discard card).
    ask: Ask | None = None

    @property
    def kind(self) -> QuizKind:
        """The card's quiz kind: ``discard``, or its ask's."""
        return QuizKind.DISCARD if self.ask is None else self.ask.kind

    @classmethod
    def of_choice(cls, decision: ChoiceDecision, rules: Rules) -> GameCard:
        """The card of a riichi or call decision of a review graded under ``rules`` (the
        game's): its position, and what it asks (the tile thrown; the tile offered and by
        whom). :class:`QuizError` for a decision that kept no position."""
        p = decision.position
        if p is None or p.turn is None or p.situation is None or p.table is None:
            raise QuizError("not-a-card", card=decision.kind)
        seen = tuple(t for t in range(NUM_KINDS) for _ in range(p.seen.counts[t]))
        if p.offered is None:
            assert decision.played.tile is not None
            ask = Ask(QuizKind.RIICHI, kind_of(decision.played.tile))
        else:
            ask = Ask(QuizKind.CALL, p.offered, p.offered_from)
        context = TableContext(p.situation, p.table)
        return cls(p.hand, seen, p.turn, rules.name, option_changes(rules), context, ask)

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
        """The store's ``hand`` text of the card (:func:`position_text`, what it asks after
        the hand)."""
        text = position_text(self.hand, self.seen, self.turn, self.options, self.context)
        if self.ask is None:
            return text
        hand, sep, rest = text.partition(_SEEN)
        return f"{hand}{self.ask.text()}{sep}{rest}"


_SEEN = " | seen "
_ASKED = (QuizKind.RIICHI.value, QuizKind.CALL.value)


def is_card(item: ItemKey) -> bool:
    """Whether a stored question is a card from a game."""
    if item.level != GAME_LEVEL or _SEEN not in item.hand:
        return False
    return item.kind == QuizKind.DISCARD.value or (item.kind in _ASKED and _ASK in item.hand)


def card_of(item: ItemKey) -> GameCard:
    """The card a stored question holds (:class:`QuizError` when it holds none)."""
    hand_text, sep, rest = item.hand.partition(_SEEN)
    hand_text, _, ask_text = hand_text.partition(_ASK)
    try:
        position = read_position(hand_text + sep + rest) if is_card(item) else None
        ask = Ask.read(ask_text) if ask_text else None
    except (HandError, ValueError) as e:  # ScoringError and DefenceError are ValueErrors
        raise QuizError("card-unreadable", card=item.hand, error=e) from None
    if position is None or (ask.kind.value if ask is not None else "discard") != item.kind:
        raise QuizError("not-a-card", card=item.hand)
    hand, seen, turn, options, context = position
    try:
        position_rules(item.rules, options)
    except HandError as e:  # a preset or option this version does not know
        raise QuizError("card-unreadable", card=item.hand, error=e) from None
    return GameCard(hand, seen, turn, item.rules, options, context, ask)


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
    if card.ask is None:
        return SPEC.pose(GAME_LEVEL, card.hand, rules, 0, card.turn, card.seen, card.context)
    return _asked(card, card.ask, rules)


def _asked(card: GameCard, ask: Ask, rules: Rules) -> Question:
    """The riichi-or-dama or call-or-pass question of a card, graded as the review was."""
    context = card.context
    if context is None or context.table is None:
        raise QuizError("card-not-asked", card=card.text, kind=ask.kind.value)
    counts = [0] * NUM_KINDS
    for t in card.seen:
        counts[t] += 1
    spot = Spot(card.hand, context.table, card.turn, SeenTiles.from_counts(tuple(counts)),
                context.situation, rules=rules)  # fmt: skip
    q: Question | None
    if ask.kind is QuizKind.RIICHI:
        q = riichi.posed(GAME_LEVEL, 0, spot, kind_of(ask.tile), REVIEW_OPTIONS, card.text)
    else:
        offered = Spot(spot.hand, spot.table, spot.turn, spot.seen, spot.situation, ask.tile,
                       ask.offered_from, rules)  # fmt: skip
        q = call.posed(GAME_LEVEL, 0, offered, REVIEW_OPTIONS, card.text)
    if q is None:
        raise QuizError("card-not-asked", card=card.text, kind=ask.kind.value)
    return q


def card_record(card: GameCard, at: float) -> AnswerRecord:
    """The row that puts a card in the schedule at time ``at``: an unanswered miss."""
    return AnswerRecord(at, card.kind.value, GAME_LEVEL, 0, card.rules, card.text, "", False)


def question_of(item: ItemKey) -> Question:
    """The question a stored identity stands for: a card's own position, or
    :func:`~.generate.make_question` from the stored hand (:class:`QuizError` or
    :class:`~mjtrainer.core.HandError` when it no longer poses)."""
    if is_card(item):
        return card_question(card_of(item))
    return make_question(item.kind, item.level, Hand.parse(item.hand), item.rules, item.seed)
