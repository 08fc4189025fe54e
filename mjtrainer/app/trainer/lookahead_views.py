"""The look-ahead in the window: the turn box and the extended-search toggle (with its
progress bar and cancel button), and under the discard table the sentence, the chart of the
chance to win by draw and, for a 13-tile hand, its own chances and its improvements.

The views render :class:`~.viewmodel.SearchState` and :class:`~.viewmodel.Result` snapshots
and emit intents (``turnChanged``, ``extendedToggled``, ``cancelRequested``); the
:class:`~.controller.TrainerController` runs the search. The model behind the numbers (one
player, no calls, each draw from the unseen wall) is said in the tooltips.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...core.kinds import LAST_DRAW
from ..shared import i18n
from ..shared.discards import (
    chance_text,
    contrast_sentence,
    discard_name,
    ev_text,
    value_text,
)
from ..shared.tiles import TileFace, TileFlow, TileItem, TileRole
from ..shared.viewmodel import (
    CurveView,
    FoldView,
    LookaheadView,
    Result,
    SearchState,
    StatusKind,
    TradeView,
    ValueContrastView,
)
from ..shared.widgets import set_visible
from .ev_presenters import folds_with
from .lookahead_chart import ChanceChart, Curve

translate = QCoreApplication.translate  # the name lupdate looks for
#: The caption's note on which complete hands count as wins, by ``LookaheadView.wins``.
_WINS_NOTES: dict[str, object] = {
    "mcr": QT_TRANSLATE_NOOP("Lookahead", "Only wins worth 8 fan or more (without flowers) count."),
    "yaku": QT_TRANSLATE_NOOP("Lookahead", "An open hand counts only the wins with a yaku."),
    "shape": QT_TRANSLATE_NOOP(
        "Lookahead", "A hand of fewer than 14 tiles cannot be scored: every complete shape counts."
    ),
}

# The turns the box offers: the draws made (draw 18 is the last).
FIRST_TURN, LAST_TURN = 1, 17
# The statuses a look-ahead is worked out for (a hand the judging functions take).
JUDGED = (StatusKind.WIN, StatusKind.READY, StatusKind.SHANTEN)


def value_with_unit(v: float, unit: str) -> str:
    """An expected worth with its unit spelt out: ``"2,140 points"``, ``"12.3 fan"``."""
    if unit == "fan":
        return value_text(v, unit)
    return translate("ResultsView", "{points} points").format(points=value_text(v, unit))


def value_contrast_sentence(c: ValueContrastView) -> str:
    """The one sentence: the discard that wins most often is not the one worth most ("7p wins
    more often, but 5m is worth more: 2,140 points against 1,980.")."""
    mine, theirs = value_text(c.top_value, c.unit), value_text(c.best_value, c.unit)
    if c.tied and c.unit == "fan":
        text = translate(
            "Lookahead",
            "{best} and {top} win as often, but {top} is worth more: {mine} against {theirs}.",
        )
    elif c.tied:
        text = translate(
            "Lookahead",
            "{best} and {top} win as often, but {top} is worth more: {mine} points against "
            "{theirs}.",
        )
    elif c.unit == "fan":
        text = translate(
            "Lookahead", "{best} wins more often, but {top} is worth more: {mine} against {theirs}."
        )
    else:
        text = translate(
            "Lookahead",
            "{best} wins more often, but {top} is worth more: {mine} points against {theirs}.",
        )
    return text.format(
        best=i18n.tile_name(c.best), top=i18n.tile_name(c.top), mine=mine, theirs=theirs
    )


def model_sentence() -> str:
    """The model behind every chance, in one sentence."""
    return translate(
        "Lookahead",
        "A one-player game: nobody calls or wins before you, and each draw comes from the "
        "unseen wall (tiles not in your hand or seen).",
    )


def discards_chart_title(n: int) -> str:
    """The chart's title over the ``n`` discards it draws (one in the singular)."""
    if n == 1:
        return translate("Lookahead", "Chance to win by draw: the discard that wins most often")
    return translate(
        "Lookahead", "Chance to win by draw: the {n} discards that win most often"
    ).format(n=n)


def curve_label(c: CurveView) -> str:
    """A chart line's legend: the discard it follows, or what a 13-tile hand reaches."""
    if c.tile >= 0:
        return translate("Lookahead", "discard {tile}").format(tile=i18n.tile_name(c.tile))
    if c.target == "tenpai":
        return translate("Lookahead", "ready (tenpai)")
    return translate("Lookahead", "win")


def fold_line_text(fold: FoldView) -> str:
    """The fold line under the discard table: its first tiles and its round EV."""
    tiles = translate("ResultsView", ", ").join(i18n.tile_name(t) for t in fold.tiles)
    return translate(
        "Lookahead", "Fold (the safest tile each turn: {tiles} …): round EV {ev}."
    ).format(tiles=tiles, ev=ev_text(fold.ev))


def trade_sentences(trade: TradeView) -> list[str]:
    """The sentences that name the trade by the round EV: folding against the discard that
    wins most often ("Folding with 9m: −1,100. 4m wins 0.9% and deals in 17.5%: −1,790."),
    and the best discard by the round EV when it is neither."""
    out = []
    fold = trade.fold
    if fold is not None and fold.tiles:
        first = fold.tiles[0]
        text = translate("Lookahead", "Folding with {tile}: {ev}.").format(
            tile=i18n.tile_name(first), ev=ev_text(fold.ev)
        )
        if not folds_with(trade) and trade.push_win is not None:
            text += " " + translate(
                "Lookahead", "{tile} wins {win} and deals in {deal}: {ev}."
            ).format(
                tile=discard_name(trade.push, trade.push_riichi),
                win=chance_text(trade.push_win),
                deal=chance_text(trade.push_deal_in or 0.0),
                ev=ev_text(trade.push_ev),
            )
        out.append(text)
    named = (trade.best, trade.best_riichi) == (trade.push, trade.push_riichi)
    if fold is not None and fold.tiles and not trade.best_riichi:  # folding declares nothing
        named = named or trade.best == fold.tiles[0]
    if not named:
        out.append(
            translate("Lookahead", "Best by the round EV: {tile} ({ev}).").format(
                tile=discard_name(trade.best, trade.best_riichi), ev=ev_text(trade.best_ev)
            )
        )
    return out


def curves_of(view: LookaheadView) -> list[Curve]:
    """The chart's lines: the discards in their order, each its own colour and marker; a
    13-tile hand's chance to win solid, to be ready dashed."""
    out = []
    for i, c in enumerate(view.curves):
        dashed = c.target == "tenpai"
        out.append(Curve(curve_label(c), i, i, dashed, c.first_draw, c.values))
    return out


class SearchBar(QWidget):
    """The turn box (巡目, 1–17), the extended-search toggle and, while an extended search
    runs, its progress and a cancel button."""

    turnChanged = Signal(int)
    extendedToggled = Signal(bool)
    cancelRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.turn_label = QLabel(self)
        layout.addWidget(self.turn_label)
        self.turn = QSpinBox(self)
        self.turn.setRange(FIRST_TURN, LAST_TURN)
        self.turn.setObjectName("turnBox")
        self.turn_label.setBuddy(self.turn)
        layout.addWidget(self.turn)
        self.left = QLabel(self)
        self.left.setObjectName("small")
        layout.addWidget(self.left)
        layout.addSpacing(8)
        self.extended = QCheckBox(self)
        layout.addWidget(self.extended)
        self.progress = QProgressBar(self)
        self.progress.setMaximumWidth(160)
        self.progress.setTextVisible(True)
        layout.addWidget(self.progress)
        self.cancel = QPushButton(self)
        layout.addWidget(self.cancel)
        layout.addStretch(1)
        self._state = SearchState()
        set_visible(self.progress, False)
        set_visible(self.cancel, False)
        self._connect_signals()
        self.retranslate()

    def _connect_signals(self) -> None:
        self.turn.valueChanged.connect(self._on_turn_changed)
        self.extended.toggled.connect(self._on_extended_toggled)
        self.cancel.clicked.connect(self._on_cancel_clicked)

    @property
    def state(self) -> SearchState:
        """The state shown."""
        return self._state

    @Slot(object)
    def show_search(self, state: SearchState) -> None:
        """Show the turn, the toggle and the search's progress (no intent is sent back)."""
        self._state = state
        for w, value in ((self.turn, state.turn), (self.extended, state.extended)):
            blocked = w.blockSignals(True)
            if isinstance(w, QSpinBox):
                w.setValue(value)
            else:
                w.setChecked(bool(value))
            w.blockSignals(blocked)
        set_visible(self.progress, state.searching)
        set_visible(self.cancel, state.searching)
        self.progress.setRange(0, max(1, state.total))
        self.progress.setValue(min(state.done, max(1, state.total)))
        self._retranslate_left()

    def retranslate(self) -> None:
        self.turn_label.setText(translate("Lookahead", "&Turn (巡目):"))
        turn_tip = translate(
            "Lookahead",
            "The turn counts the draws made so far (1–17, draw 18 is the last): the chances "
            "are counted over the draws left.",
        )
        self.turn.setToolTip(turn_tip)
        self.turn_label.setToolTip(turn_tip)
        self.extended.setText(translate("Lookahead", "E&xtended search"))
        self.extended.setToolTip(
            translate(
                "Lookahead",
                "The extended search also keeps draws that change the hand without bringing it "
                "closer, and one step back from ready: slower (up to seconds), a little higher.",
            )
        )
        self.progress.setFormat(translate("Lookahead", "searching %p%"))
        self.cancel.setText(translate("Lookahead", "Cancel"))
        self.cancel.setToolTip(
            translate("Lookahead", "Stop the extended search; the basic search's chances stay.")
        )
        self._retranslate_left()

    def _retranslate_left(self) -> None:
        self.left.setText(i18n.count("draw-left", LAST_DRAW - self._state.turn))

    def changeEvent(self, e: QEvent) -> None:
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(e)

    @Slot(int)
    def _on_turn_changed(self, turn: int) -> None:
        self.turnChanged.emit(turn)

    @Slot(bool)
    def _on_extended_toggled(self, on: bool) -> None:
        self.extendedToggled.emit(on)

    @Slot()
    def _on_cancel_clicked(self) -> None:
        self.cancelRequested.emit()


class FoldLine(QLabel):
    """Over the discard table, with a threat on the opponents' card: the fold line (its first
    tiles and its round EV), in bold; hidden otherwise."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("foldLine")
        self.setWordWrap(True)
        font = self.font()
        font.setBold(True)
        self.setFont(font)
        self._result = Result(StatusKind.EMPTY)
        self.show_result(self._result)

    def show_result(self, result: Result) -> None:
        """Show the fold line of ``result`` (nothing without one)."""
        self._result = result
        self.retranslate()

    def retranslate(self) -> None:
        r = self._result
        view = r.lookahead if r.status in JUDGED and r.size % 3 == 2 else None
        fold = view.trade.fold if view is not None and view.trade is not None else None
        set_visible(self, fold is not None)
        if fold is None:
            return
        self.setText(fold_line_text(fold))
        self.setToolTip(
            translate(
                "Lookahead",
                "From now you throw the safest tile each turn (genbutsu first, then by the "
                "chance to deal in) and give up winning: the deal-ins on the way, the "
                "others' self-draws and the noten payment.",
            )
        )

    def changeEvent(self, e: QEvent) -> None:
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(e)


class LookaheadPanel(QWidget):
    """Under the discard table: what the chances count, the sentence when the most effective
    tiles are not the best discard, a 13-tile hand's own chances and improvements, and the
    chart of the chance to win by draw."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._result = Result(StatusKind.EMPTY)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.sentence = QLabel(self)
        self.sentence.setObjectName("contrast")
        self.sentence.setWordWrap(True)
        layout.addWidget(self.sentence)
        self.caption = QLabel(self)
        self.caption.setObjectName("small")
        self.caption.setWordWrap(True)
        layout.addWidget(self.caption)
        self.hand_line = QLabel(self)
        self.hand_line.setWordWrap(True)
        self.hand_line.setObjectName("handChances")
        layout.addWidget(self.hand_line)
        self.improvements_title = QLabel(self)
        self.improvements_title.setWordWrap(True)
        layout.addWidget(self.improvements_title)
        self.improvements = TileFlow(TileRole.EFFECTIVE, spacing=6, note_width=44, parent=self)
        layout.addWidget(self.improvements)
        self.chart_title = QLabel(self)
        font = self.chart_title.font()
        font.setBold(True)
        self.chart_title.setFont(font)
        self.chart_title.setWordWrap(True)  # in a narrow pane a second line, not a wider pane
        layout.addWidget(self.chart_title)
        self.chart = ChanceChart(self)
        layout.addWidget(self.chart)
        self.show_result(self._result)

    @property
    def result(self) -> Result:
        """The result shown."""
        return self._result

    def show_result(self, result: Result) -> None:
        """Show the look-ahead of ``result`` (nothing while it has not come back)."""
        self._result = result
        self.retranslate()

    def retranslate(self) -> None:
        r = self._result
        view = r.lookahead if r.status in JUDGED else None
        set_visible(self, view is not None)
        if view is None:
            return
        sentences = []
        if r.size % 3 == 2:
            if view.trade is not None:
                sentences += trade_sentences(view.trade)
            if view.contrast is not None:
                sentences.append(contrast_sentence(view.contrast))
            if view.value_contrast is not None:
                sentences.append(value_contrast_sentence(view.value_contrast))
        self.sentence.setText("\n".join(sentences))
        set_visible(self.sentence, bool(sentences))
        self.caption.setText(self._caption(r, view))
        self.caption.setToolTip(model_sentence())
        self._show_hand(view)
        curves = curves_of(view)
        self.chart.set_curves(curves)
        set_visible(self.chart, bool(curves))
        set_visible(self.chart_title, bool(curves))
        if view.hand is not None:
            title = translate("Lookahead", "Chance to be ready and to win, by draw")
        else:
            title = discards_chart_title(len(curves))
        self.chart_title.setText(title)
        self.chart_title.setToolTip(model_sentence())

    def _caption(self, r: Result, view: LookaheadView) -> str:
        search = (
            translate("Lookahead", "extended search")
            if view.extended
            else translate("Lookahead", "basic search")
        )
        text = translate(
            "Lookahead", "Chances by the last draw, from turn {turn} ({left}), {search}."
        ).format(turn=view.turn, left=i18n.count("draw-left", LAST_DRAW - view.turn), search=search)
        if view.wins in _WINS_NOTES:
            text += " " + translate("Lookahead", str(_WINS_NOTES[view.wins]))
        if view.basic_instead is not None:
            text += " " + translate(
                "Lookahead",
                "{n}-shanten is beyond the extended search's reach ({cut}-shanten): these are "
                "the basic search's chances.",
            ).format(n=r.shanten, cut=view.basic_instead)
        if view.hand is None:
            if not any(d.searched for d in r.discards):
                text += " " + translate(
                    "Lookahead",
                    "The best discard leaves the hand {n}-shanten, beyond the search's reach "
                    "({cut}-shanten): no chance is worked out.",
                ).format(n=r.shanten, cut=view.cut_off)
            elif any(d.searched is False for d in r.discards):
                text += " " + (
                    translate(
                        "Lookahead",
                        "—: not searched, that discard leaves the hand two or more steps "
                        "further from ready than the best one.",
                    )
                    if view.extended
                    else translate(
                        "Lookahead",
                        "—: not searched, that discard leaves the hand further from ready "
                        "than the best one.",
                    )
                )
        return text

    def _show_hand(self, view: LookaheadView) -> None:
        one = view.hand
        set_visible(self.hand_line, one is not None)
        set_visible(self.improvements_title, one is not None)
        if one is None:
            set_visible(self.improvements, False)
            return
        if one.searched and one.tenpai is not None and one.win is not None and one.value_unit:
            assert one.value is not None
            self.hand_line.setText(
                translate(
                    "Lookahead",
                    "By the last draw: ready (tenpai) {tenpai}, win {win}, worth {value} on "
                    "average.",
                ).format(
                    tenpai=chance_text(one.tenpai),
                    win=chance_text(one.win),
                    value=value_with_unit(one.value, one.value_unit),
                )
            )
        elif one.searched and one.tenpai is not None and one.win is not None:
            self.hand_line.setText(
                translate(
                    "Lookahead", "By the last draw: ready (tenpai) {tenpai}, win {win}."
                ).format(tenpai=chance_text(one.tenpai), win=chance_text(one.win))
            )
        else:
            self.hand_line.setText(
                translate(
                    "Lookahead",
                    "{n}-shanten: beyond the search's reach ({cut}-shanten), not searched.",
                ).format(n=one.shanten, cut=view.cut_off)
            )
        if one.improvements:
            self.improvements_title.setText(
                translate(
                    "Lookahead",
                    "Improvements (改良): draws that keep the shanten but leave more than {n} "
                    "effective tiles",
                ).format(n=one.effective)
            )
        else:
            self.improvements_title.setText(
                translate(
                    "Lookahead",
                    "Improvements (改良): none, no draw that keeps the shanten leaves more than "
                    "{n} effective tiles",
                ).format(n=one.effective)
            )
        self.improvements.set_items(
            [
                TileItem(
                    (TileFace(i.tile, caption="×" + str(i.remaining)),),
                    note="→ " + str(i.effective),
                    tip=translate(
                        "Lookahead", "{tile}: {left} left; after it, {n} effective tiles"
                    ).format(tile=i18n.tile_name(i.tile), left=i.remaining, n=i.effective),
                )
                for i in one.improvements
            ]
        )
        set_visible(self.improvements, bool(one.improvements))

    def changeEvent(self, e: QEvent) -> None:
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(e)


def search_shown(result: Result) -> bool:
    """Whether the turn box and the toggle apply to ``result`` (a hand the judging takes)."""
    return result.status in JUDGED
