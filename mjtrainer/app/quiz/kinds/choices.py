"""The kinds answered by a choice: riichi or dama, and call or pass. Both click one of the
choices offered and are explained by the choices' rows; their questions, captions and the
line under the rows differ."""

from __future__ import annotations

from typing import TypeVar

from ....quiz.levels import QuizKind
from ...shared import i18n
from ...shared.discards import chance_text, ev_text
from ...shared.tileart import MARK_BEST, MARK_EXTRA, MARK_RIGHT
from ..model import (
    CallQuestionView,
    ChoiceGradeView,
    ChoiceQuestionView,
    DefenceView,
    RiichiQuestionView,
)
from ..wording import choice_label
from .base import AnswerInput, ExplanationCard, ExplanationPart, KindView, right_or_not, translate

# --- sentences ---------------------------------------------------------------------------------


def choice_verdict(q: ChoiceQuestionView, g: ChoiceGradeView) -> str:
    """What the choice was worth: its round EV against the best's."""
    mine = next((r for r in q.choices if r.word == g.choice), None)
    if mine is None or not q.choices:
        return ""  # time ran out: the explanation says the rest
    best = q.choices[0]
    return translate("QuizPage", "{choice}: round EV {ev}; the best, {best}: {best_ev}.").format(
        choice=choice_label(mine.word),
        ev=ev_text(mine.ev),
        best=choice_label(best.word),
        best_ev=ev_text(best.ev),
    )


def choice_rows(q: ChoiceQuestionView, g: ChoiceGradeView, line: str) -> list[str]:
    """Each choice on a line (``line``: the kind's template), the best round EV first: its
    mark, its words (a call with its best discard and the shanten it leaves), its chance to
    win, its value and its round EV."""
    lines = []
    for r in q.choices:
        mark = ""
        if r.word == g.choice:
            mark = "✓" if g.correct else "✗"
        elif r.right:
            mark = "◎"
        label = choice_label(r.word)
        if r.discard is not None:
            label = translate("QuizPage", "{choice}, discard {tile}").format(
                choice=label, tile=i18n.tile_name(r.discard)
            )
        if r.shanten is not None:
            label += " " + translate("QuizPage", "({n}-shanten)").format(n=r.shanten)
        value = ev_text(r.value) if r.value is not None else "—"
        win = chance_text(r.win) if r.win is not None else "—"
        lines.append(
            line.format(mark=mark, choice=label, win=win, value=value, ev=ev_text(r.ev)).strip()
        )
    return lines


# --- the page's objects ------------------------------------------------------------------------

C = TypeVar("C", bound=ChoiceQuestionView)


class Choosing(KindView[C, ChoiceGradeView]):
    """What the two choice kinds share."""

    input = AnswerInput.CHOICE
    explanation = ExplanationPart.CHOICE_ROWS

    def table(self, q: C) -> DefenceView | None:
        return q.defence

    def offers(self, q: C) -> tuple[str, ...]:
        return q.offers

    def chosen_word(self, g: ChoiceGradeView) -> str | None:
        return g.choice

    def verdict(self, q: C, g: ChoiceGradeView) -> str:
        return (right_or_not(g) + " " + choice_verdict(q, g)).strip()

    def legend(self, q: C) -> tuple[tuple[str, str], ...]:
        return (
            (MARK_RIGHT, translate("QuizPage", "your choice, among the best")),
            (MARK_EXTRA, translate("QuizPage", "your choice")),
            (MARK_BEST, translate("QuizPage", "the best choice by the round EV")),
        )

    def summary(self, q: C, g: ChoiceGradeView) -> tuple[str, str]:
        return "\n".join(self.rows(q, g)), self.caption(q)

    def explain(self, card: ExplanationCard, q: C, g: ChoiceGradeView) -> None:
        pass  # the summary lists the choices

    def rows(self, q: C, g: ChoiceGradeView) -> list[str]:
        """The choices' lines under the summary."""
        raise NotImplementedError

    def caption(self, q: C) -> str:
        """The caption over the choices' rows."""
        raise NotImplementedError


class RiichiDama(Choosing[RiichiQuestionView]):
    kind = QuizKind.RIICHI

    def prompt(self, q: RiichiQuestionView) -> str:
        return translate(
            "QuizPage", "Throwing {tile} leaves your closed hand ready. Riichi or dama?"
        ).format(tile=i18n.tile_name(q.asked))

    def rows(self, q: RiichiQuestionView, g: ChoiceGradeView) -> list[str]:
        line = translate(
            "QuizPage", "{mark} {choice}: win {win}, average win {value}, round EV {ev}"
        )
        lines = choice_rows(q, g, line)
        if q.choices:
            lines.append(
                translate(
                    "QuizPage",
                    "{left} winning tiles left; kept quiet, {ron} of them win by ron (a yaku); "
                    "riichi adds a han and puts a 1,000 stick down.",
                ).format(left=q.left, ron=chance_text(q.ron_with_yaku))
            )
        return lines

    def caption(self, q: RiichiQuestionView) -> str:
        return translate(
            "QuizPage",
            "Both ways, the best round EV first: the chance to win by the last draw "
            "from turn {turn} (riichi: locked to its wait; dama: only the rons a yaku "
            "allows), the average win and the round EV.",
        ).format(turn=q.turn)


class CallPass(Choosing[CallQuestionView]):
    kind = QuizKind.CALL

    def prompt(self, q: CallQuestionView) -> str:
        return translate("QuizPage", "{seat} throws {tile}. Pass, or call it?").format(
            seat=i18n.seat_name(q.offered_from), tile=i18n.tile_name(q.offered)
        )

    def rows(self, q: CallQuestionView, g: ChoiceGradeView) -> list[str]:
        line = translate(
            "QuizPage", "{mark} {choice}: win {win}, expected worth {value}, round EV {ev}"
        )
        return choice_rows(q, g, line)

    def caption(self, q: CallQuestionView) -> str:
        return translate(
            "QuizPage",
            "Pass and each call with its best discard, the best round EV first: the "
            "chance to win by the last draw from turn {turn}, the expected worth of the "
            "wins and the round EV (after a call the hand is open: no riichi, a yaku "
            "needed).",
        ).format(turn=q.turn)
