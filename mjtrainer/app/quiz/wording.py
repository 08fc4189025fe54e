"""The quiz page's sentences that depend on the question's kind: the verdict on an answer
and the explanation's summary, as plain functions of the view snapshots (Qt's translation
only, no widgets), used by the kind table (:mod:`.kinds`) and tested on their own."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ...quiz.kinds import LEVELS
from ...quiz.levels import Level
from ..shared import defence_words, i18n, reason_words
from ..shared.discards import NOT_SEARCHED, chance_text, ev_text, two_chances
from ..shared.tileart import MARK_BEST, MARK_EXTRA, MARK_RIGHT
from ..shared.viewmodel import DiscardView, GradeView, QuestionView, TileDangerView

translate = QCoreApplication.translate  # the name lupdate looks for


def _level(kind: str, number: int) -> Level | None:
    """The quiz room's level (its English title and description are marked there)."""
    return next((lv for lv in LEVELS if lv.kind.value == kind and lv.number == number), None)


def level_title(kind: str, number: int) -> str:
    """A level's title in the current language (its number for a level the quiz lacks)."""
    found = _level(kind, number)
    return translate("Quiz", found.title) if found else str(number)


def level_description(kind: str, number: int) -> str:
    """A level's one-line description in the current language ("" for a level the quiz
    lacks)."""
    found = _level(kind, number)
    return translate("Quiz", found.description) if found else ""


def tile_list(tiles: Sequence[int]) -> str:
    """Tile names joined for a sentence: "五筒、六筒" / "1 dot, 6 dots"."""
    return translate("QuizPage", ", ").join(i18n.tile_name(t) for t in tiles)


def discard_mark(option: DiscardView, grade: GradeView) -> str:
    """The mark on a discard option's tile: the learner's choice right or wrong, and the best
    ones when the choice was not among them."""
    if option.tile == grade.chosen:
        return MARK_RIGHT if grade.correct else MARK_EXTRA
    if option.best and not grade.correct:
        return MARK_BEST
    return ""


def _option(q: QuestionView, tile: int | None) -> DiscardView | None:
    return next((o for o in q.discards if o.tile == tile), None)


def _answer_names(q: QuestionView) -> str:
    """The right discards named as the tiles they throw (a red five drawn and named red)."""
    faces = {o.tile: o.face for o in q.discards}
    return tile_list([faces.get(t, t) for t in q.answer])


def _best_option(q: QuestionView, g: GradeView) -> DiscardView | None:
    """The discard that wins most often (the one the grade compares with)."""
    return _option(q, g.best) or (q.discards[0] if q.discards else None)


def pp_text(gap: float) -> str:
    """A difference of two chances in percentage points (pp), one decimal ("15.0")."""
    return f"{100 * gap:.1f}"


def discard_verdict(q: QuestionView, g: GradeView) -> str:
    """What the discard answer was worth, in a sentence: by the chance to win by the last
    draw, with the effective tiles as the second fact."""
    if g.chosen is None:
        return ""  # time ran out: the comparison in the explanation says the rest
    mine = _option(q, g.chosen)
    best = _best_option(q, g)
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
    best_names = _answer_names(q)
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


def discard_comparison(q: QuestionView, g: GradeView) -> str:
    """The best discard against the learner's: the chances to win by the last draw first,
    then shanten and effective tiles, and the gap between them."""
    best = _best_option(q, g)
    if best is None:
        return ""
    if best.win is None:  # no chances known: the tiles say it
        text = translate("QuizPage", "Best: {tiles}, then {shanten} with {effective}.").format(
            tiles=_answer_names(q),
            shanten=i18n.shanten_text(best.shanten),
            effective=i18n.count("effective", best.total),
        )
    else:
        text = translate(
            "QuizPage", "Best: {tiles}, {win} to win by the last draw ({shanten}, {effective})."
        ).format(
            tiles=_answer_names(q),
            win=chance_text(best.win),
            shanten=i18n.shanten_text(best.shanten),
            effective=i18n.count("effective", best.total),
        )
    mine = _option(q, g.chosen)
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


def card_reasons(g: GradeView) -> str:
    """A card's reasons under the comparison, as the review gave them ("" for none)."""
    if not g.reasons:
        return ""
    return "\n" + translate("QuizPage", "Why:") + "\n" + reason_words.lines(g.reasons)


def danger_of(q: QuestionView, tile: int | None) -> TileDangerView | None:
    """The danger of one kind of a defence question's hand (None when not shown)."""
    dangers = q.defence.dangers if q.defence is not None else ()
    return next((d for d in dangers if d.tile == tile), None)


def danger_line(d: TileDangerView) -> str:
    """A tile's chance and category: "4 bamboo: suji, 2.4% to deal in"."""
    return translate("QuizPage", "{tile}: {category}, {chance} to deal in").format(
        tile=i18n.tile_name(d.tile),
        category=defence_words.name(d.category),
        chance=chance_text(d.chance),
    )


def defence_verdict(q: QuestionView, g: GradeView) -> str:
    """What the throw was worth against the riichi, in a sentence."""
    mine, best = danger_of(q, g.chosen), danger_of(q, g.best)
    if mine is None or best is None:
        return ""
    if g.correct:
        return translate(
            "QuizPage", "Right! {tile} is among the safest: {chance} to deal in."
        ).format(tile=i18n.tile_name(mine.tile), chance=chance_text(mine.chance))
    return translate(
        "QuizPage", "Not the safest: {tile} deals in {chance}, {best} only {best_chance}."
    ).format(
        tile=i18n.tile_name(mine.tile),
        chance=chance_text(mine.chance),
        best=i18n.tile_name(best.tile),
        best_chance=chance_text(best.chance),
    )


def defence_summary(q: QuestionView, g: GradeView) -> str:
    """The explanation's first sentence: the safest tiles, and the throw when it was not."""
    safest = [d for d in (danger_of(q, t) for t in q.answer) if d is not None]
    text = translate("QuizPage", "The safest: {tiles}.").format(
        tiles=translate("QuizPage", "; ").join(danger_line(d) for d in safest)
    )
    mine = danger_of(q, g.chosen)
    if mine is not None and not g.correct:
        text += " " + translate("QuizPage", "Yours: {line}.").format(line=danger_line(mine))
    return text


def pushfold_verdict(q: QuestionView, g: GradeView) -> str:
    """What a push-or-fold answer was worth: the throw's round EV against the best's, and
    the fold line's."""
    if g.chosen is None:
        return ""  # time ran out: the explanation says the rest
    mine, best = _option(q, g.chosen), _best_option(q, g)
    if mine is None or best is None or mine.round_ev is None or best.round_ev is None:
        return ""
    text = translate("QuizPage", "{tile}: round EV {ev}; the best, {best}: {best_ev}.").format(
        tile=i18n.tile_name(mine.face),
        ev=ev_text(mine.round_ev),
        best=i18n.tile_name(best.face),
        best_ev=ev_text(best.round_ev),
    )
    if q.fold_ev is not None:
        text += " " + translate("QuizPage", "Folding: {ev}.").format(ev=ev_text(q.fold_ev))
    return text


def pushfold_summary(q: QuestionView) -> str:
    """The explanation's first sentences: the fold line, and each riichi hand as it really
    was with its waits."""
    lines = []
    if q.fold and q.fold_ev is not None:
        lines.append(
            translate(
                "QuizPage", "The fold line (the safest tile each turn): {tiles} …: {ev}."
            ).format(tiles=tile_list(q.fold), ev=ev_text(q.fold_ev))
        )
    for r in q.defence.riichi_hands if q.defence is not None else ():
        lines.append(
            translate("QuizPage", "{seat}'s riichi hand: {hand}, waiting on {waits}.").format(
                seat=i18n.seat_name(r.relative),
                hand=tile_list(r.tiles),
                waits=tile_list(r.waits),
            )
        )
    return "\n".join(lines)


def choice_label(word: str) -> str:
    """A choice of the riichi-or-dama or call-or-pass quiz in the learner's words: "Riichi",
    "Dama", "Pass", "Pon 333m" (a meld stays mpsz)."""
    head, _, meld = word.partition(" ")
    names = {
        "riichi": translate("QuizPage", "Riichi"),
        "dama": translate("QuizPage", "Dama"),
        "pass": translate("QuizPage", "Pass"),
        "chi": translate("QuizPage", "Chi"),
        "pon": translate("QuizPage", "Pon"),
        "kong": translate("QuizPage", "Kong"),
    }
    return f"{names.get(head, head)} {meld}".rstrip()


def choice_prompt(q: QuestionView) -> str:
    """The question of a riichi-or-dama or call-or-pass question, in a sentence."""
    tile = i18n.tile_name(q.asked) if q.asked is not None else ""
    if q.offered_from is None:
        return translate(
            "QuizPage", "Throwing {tile} leaves your closed hand ready. Riichi or dama?"
        ).format(tile=tile)
    return translate("QuizPage", "{seat} throws {tile}. Pass, or call it?").format(
        seat=i18n.seat_name(q.offered_from), tile=tile
    )


def choice_verdict(q: QuestionView, g: GradeView) -> str:
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


def choice_rows(q: QuestionView, g: GradeView) -> str:
    """Each choice on a line, the best round EV first: its mark, its words (a call with its
    best discard and the shanten it leaves), its chance to win, its average win and its round
    EV."""
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
        if q.offered_from is None:
            line = translate(
                "QuizPage", "{mark} {choice}: win {win}, average win {value}, round EV {ev}"
            )
        else:
            line = translate(
                "QuizPage", "{mark} {choice}: win {win}, expected worth {value}, round EV {ev}"
            )
        lines.append(
            line.format(mark=mark, choice=label, win=win, value=value, ev=ev_text(r.ev)).strip()
        )
    if q.offered_from is None and q.choices:
        lines.append(
            translate(
                "QuizPage",
                "{left} winning tiles left; kept quiet, {ron} of them win by ron (a yaku); "
                "riichi adds a han and puts a 1,000 stick down.",
            ).format(left=q.left, ron=chance_text(q.ron_with_yaku))
        )
    return "\n".join(lines)
