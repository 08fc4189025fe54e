"""The discard kind: click the tile to throw; the trainer's discard table explains it."""

from __future__ import annotations

from ....core.kinds import LAST_DRAW
from ....quiz.levels import QuizKind
from ...shared import i18n, reason_words
from ...shared.discards import NOT_SEARCHED, chance_text, contrast_sentence, two_chances
from ...shared.tileart import MARK_BEST, MARK_EXTRA, MARK_RIGHT
from ...shared.viewmodel import MeldView
from ..model import DefenceView, DiscardGradeView, DiscardQuestionView
from ..wording import answer_names, best_option, discard_mark, option_of, pp_text
from .base import ExplanationCard, ExplanationPart, Throwing, right_or_not, translate

# --- sentences ---------------------------------------------------------------------------------


def discard_verdict(q: DiscardQuestionView, g: DiscardGradeView) -> str:
    """What the discard answer was worth, in a sentence: by the chance to win by the last
    draw, with the effective tiles as the second fact."""
    if g.chosen is None:
        return ""  # time ran out: the comparison in the explanation says the rest
    mine = option_of(q.discards, g.chosen)
    best = best_option(q.discards, g.best)
    if mine is None or best is None:
        return ""
    name = i18n.tile_name(mine.face)
    if g.correct:
        if mine.win is None or best.win is None:  # no chances known: the tiles say it
            return translate("QuizPage", "{tile} is the best discard: {effective}.").format(
                tile=name, effective=i18n.count("effective", mine.total)
            )
        if g.chosen == best.tile:
            return translate(
                "QuizPage", "{tile} wins most often: {win} by the last draw, with {effective}."
            ).format(
                tile=name,
                win=chance_text(mine.win),
                effective=i18n.count("effective", mine.total),
            )
        ours, theirs = two_chances(mine.win, best.win)
        return translate(
            "QuizPage",
            "{tile} is as good as the best: it wins {mine} by the last draw, {best} {theirs}.",
        ).format(tile=name, mine=ours, best=i18n.tile_name(best.face), theirs=theirs)
    best_names = answer_names(q.discards, q.answer)
    if g.shanten_gap or mine.win is None or best.win is None:
        return translate(
            "QuizPage",
            "Throwing {tile} leaves the hand {steps} further from ready than {best}.",
        ).format(tile=name, steps=i18n.count("step", g.shanten_gap or 0), best=best_names)
    ours, theirs = two_chances(mine.win, best.win)
    text = translate(
        "QuizPage",
        "Throwing {tile} wins {mine} of the time by the last draw; {best} wins {theirs}.",
    ).format(tile=name, mine=ours, best=i18n.tile_name(best.face), theirs=theirs)
    text += " " + translate("QuizPage", "Effective tiles: {mine} against {theirs}.").format(
        mine=mine.total, theirs=best.total
    )
    return text


def discard_comparison(q: DiscardQuestionView, g: DiscardGradeView) -> str:
    """The best discard against the learner's: the chances to win by the last draw first,
    then shanten and effective tiles, and the gap between them."""
    best = best_option(q.discards, g.best)
    if best is None:
        return ""
    names = answer_names(q.discards, q.answer)
    if best.win is None:  # no chances known: the tiles say it
        text = translate("QuizPage", "Best: {tiles}, then {shanten} with {effective}.").format(
            tiles=names,
            shanten=i18n.shanten_text(best.shanten),
            effective=i18n.count("effective", best.total),
        )
    else:
        text = translate(
            "QuizPage", "Best: {tiles}, {win} to win by the last draw ({shanten}, {effective})."
        ).format(
            tiles=names,
            win=chance_text(best.win),
            shanten=i18n.shanten_text(best.shanten),
            effective=i18n.count("effective", best.total),
        )
    mine = option_of(q.discards, g.chosen)
    if mine is None:
        return text + " " + translate("QuizPage", "You chose no tile in time.") + card_reasons(g)
    if g.correct:
        return (
            text
            + " "
            + translate("QuizPage", "Your choice {tile} is one of them.").format(
                tile=i18n.tile_name(mine.face)
            )
        )
    text += " " + translate("QuizPage", "Yours: {tile}, {win} ({shanten}, {n}).").format(
        tile=i18n.tile_name(mine.face),
        win=chance_text(mine.win) if mine.win is not None else NOT_SEARCHED,
        shanten=i18n.shanten_text(mine.shanten),
        n=i18n.count("effective", mine.total),
    )
    if g.shanten_gap:
        text += " " + translate("QuizPage", "Gap: {steps} further from ready.").format(
            steps=i18n.count("step", g.shanten_gap)
        )
    elif g.win_gap is not None:
        text += " " + translate("QuizPage", "Gap: {gap} pp of the chance to win.").format(
            gap=pp_text(g.win_gap)
        )
    return text + card_reasons(g)


def card_reasons(g: DiscardGradeView) -> str:
    """A card's reasons under the comparison, as the review gave them ("" for none)."""
    if not g.reasons:
        return ""
    return "\n" + translate("QuizPage", "Why:") + "\n" + reason_words.lines(g.reasons)


# --- the page's object -------------------------------------------------------------------------


class Discard(Throwing[DiscardQuestionView, DiscardGradeView]):
    kind = QuizKind.DISCARD
    explanation = ExplanationPart.DISCARD_TABLE

    def prompt(self, q: DiscardQuestionView) -> str:
        return translate("QuizPage", "Which tile do you discard? Click it in the hand.")

    def table(self, q: DiscardQuestionView) -> DefenceView | None:
        return q.defence

    def card_seen(self, q: DiscardQuestionView) -> tuple[int, ...]:
        return q.seen

    def card_melds(self, q: DiscardQuestionView) -> tuple[MeldView, ...]:
        return q.melds

    def verdict(self, q: DiscardQuestionView, g: DiscardGradeView) -> str:
        return right_or_not(g) + " " + discard_verdict(q, g)

    def legend(self, q: DiscardQuestionView) -> tuple[tuple[str, str], ...]:
        return (
            (MARK_RIGHT, translate("QuizPage", "your discard, among the best")),
            (MARK_EXTRA, translate("QuizPage", "your discard")),
            (MARK_BEST, translate("QuizPage", "the best discard")),
        )

    def summary(self, q: DiscardQuestionView, g: DiscardGradeView) -> tuple[str, str]:
        text = discard_comparison(q, g)
        if q.contrast is not None:
            text += "\n" + contrast_sentence(q.contrast)
        caption = translate(
            "QuizPage",
            "Every discard, the best chance to win first: how far from ready it leaves "
            "the hand, the tiles that would then help, and the chances to be ready and "
            "to win by the last draw, from turn {turn} ({n} draws left; one player, no "
            "calls).",
        ).format(turn=q.turn, n=LAST_DRAW - q.turn)
        return text, caption

    def explain(self, card: ExplanationCard, q: DiscardQuestionView, g: DiscardGradeView) -> None:
        card.show_discards(q.discards, tuple(discard_mark(o, g) for o in q.discards), g.chosen)
