"""The progress page's snapshots from the progress store: the totals, the chart's series, the
most-missed questions and the reviewed games. Qt-free; the quiz controller's jobs run them on
the worker (the quiz owns the store), and the progress page draws what they make.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime, tzinfo
from typing import TYPE_CHECKING

from ...core import Hand, HandError
from ...game.review import Category
from ...quiz import QuizKind
from ...quiz.cards import GAME_LEVEL, card_of, is_card
from ...quiz.errors import QuizError
from ..shared.presenters import meld_view
from ..shared.viewmodel import GamePoint, MissedView, ProgressView, SeriesView

if TYPE_CHECKING:  # the store's row values, for annotations only
    from ...quiz.store import AnswerRecord, DayStat, MissedItem, ReviewedGame, Totals

#: The progress chart shows at most this many days, the latest.
CHART_DAYS = 60


def _stored_hand(notation: str) -> Hand | None:
    """A stored hand (None when it no longer reads as one)."""
    try:
        return Hand.parse(notation)
    except HandError:
        return None


def missed_view(m: MissedItem) -> MissedView:
    """A question missed often, as the progress page lists it: its concealed tiles and its
    declared melds (a scoring question's hand has them); a card from a game with its
    position's seen tiles and turn."""
    item = m.item
    seen: tuple[int, ...] = ()
    turn: int | None = None
    hand: Hand | None
    if is_card(item):
        try:
            card = card_of(item)
        except QuizError:  # a card that no longer reads: listed, with no tiles
            hand = None
        else:
            hand, seen, turn = card.hand, card.seen, card.turn
    else:
        hand = _stored_hand(item.hand)
    return MissedView(
        item.kind,
        item.level,
        item.seed,
        item.rules,
        item.hand,
        () if hand is None else hand.tiles(),
        m.misses,
        m.answers,
        () if hand is None else tuple(meld_view(x) for x in hand.melds),
        is_card(item),
        seen,
        turn,
    )


def _from_games(level: int) -> bool:
    """Whether a chart series is the cards from games: their level (0) is no quiz level of
    any kind (the catalogues start at 1), so the level alone says it."""
    return level == GAME_LEVEL


def is_practice_discard(record: AnswerRecord) -> bool:
    """Whether a stored answer is a practice deal's graded discard (made by
    :func:`~mjtrainer.app.trainer.practice_presenters.answer_record`: an answer to a card from
    a game, a tile given and no time taken; an answer in the quiz is always timed)."""
    return record.level == GAME_LEVEL and record.given != "" and record.time_ms is None


def progress_view(
    totals: Totals,
    days: Iterable[DayStat],
    streak: int,
    due: int,
    missed: Iterable[MissedItem],
    cards: tuple[int, int] = (0, 0),
    practice: tuple[int, int] = (0, 0),
    games: Iterable[ReviewedGame] = (),
) -> ProgressView:
    """Totals, the chart's series (the last :data:`CHART_DAYS` days, one per kind and level in
    the quiz's kind order, the cards from games as their own series), the most-missed
    questions, the review count and the cards from games (made, due now). ``practice`` is
    the practice deals' graded discards (how many, how many best) among ``totals``: they are
    counted apart from the quiz's answers. ``games`` are the reviewed games (oldest first),
    each a point of the chart of games (:func:`game_point`)."""
    days = list(days)
    if days:
        last = days[-1].day.toordinal()
        days = [d for d in days if d.day.toordinal() > last - CHART_DAYS]
    series: dict[tuple[str, int], list[tuple[int, float, int]]] = {}
    per_day: dict[int, int] = {}
    for d in days:
        day = d.day.toordinal()
        series.setdefault((d.kind, d.level), []).append((day, d.accuracy, d.answered))
        per_day[day] = per_day.get(day, 0) + d.answered
    kind_order = {k.value: i for i, k in enumerate(QuizKind)}
    ordered = sorted(series, key=lambda kl: (kind_order.get(kl[0], len(kind_order)), kl[1]))
    return ProgressView(
        answered=totals.answered - practice[0],
        correct=totals.correct - practice[1],
        practice=practice[0],
        average_ms=totals.average_ms,
        streak=streak,
        due=due,
        series=tuple(
            SeriesView(k, lv, tuple(series[(k, lv)]), _from_games(lv)) for k, lv in ordered
        ),
        per_day=tuple(sorted(per_day.items())),
        most_missed=tuple(missed_view(m) for m in missed),
        cards=cards[0],
        cards_due=cards[1],
        games=tuple(game_point(g) for g in games),
    )


def game_point(game: ReviewedGame, tz: tzinfo | None = None) -> GamePoint:
    """A reviewed game as a point of the chart of games: the local day it was reviewed
    (``tz``: None = the local time zone), its figures, its categories in the review's order."""
    order = {c.value: i for i, c in enumerate(Category)}
    return GamePoint(
        datetime.fromtimestamp(game.at, tz).date().toordinal(),
        game.ev_lost_per_decision,
        game.agreement,
        tuple(
            (c, n, lost)
            for c, (n, lost) in sorted(
                game.by_category.items(), key=lambda kv: (order.get(kv[0], len(order)), kv[0])
            )
        ),
    )
