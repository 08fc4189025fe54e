"""The review page's widgets: the table as one seat saw it (four seats with their ponds,
hands and melds, the dora indicators and the wall), the rounds, the analysis of a decision
(the trainer's discard table) and the summary with its chart. They draw a
:class:`~.controller.ReviewState` and emit intents; they hold no state of their own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPointF,
    QRectF,
    QSize,
    Qt,
    Signal,
    Slot,
)
from PySide6.QtGui import (
    QDragMoveEvent,
    QDropEvent,
    QFontMetrics,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
    QShortcut,
)
from PySide6.QtWidgets import (
    QBoxLayout,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStyle,
    QStyleOptionComboBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..shared import defence_words, i18n, reason_words, tileart
from ..shared.chart import COLORS, chart_colors
from ..shared.discards import (
    DEAL_IN,
    DISCARD,
    EFFECTIVE,
    PENDING,
    ROUND_EV,
    TENPAI,
    THEN,
    TOTAL,
    VALUE,
    WIN,
    DiscardTable,
    Row,
    chance_text,
    ev_text,
)
from ..shared.ponds import PondView
from ..shared.tiles import TileFace, TileFlow, TileItem, TileRole, metrics
from ..shared.widgets import Card, set_visible
from .model import (
    DecisionDangerView,
    DecisionItem,
    DecisionView,
    ReviewState,
    RoundItem,
    SeatPanel,
    SummaryView,
    TableView,
    WinCheck,
    WinField,
)

translate = QCoreApplication.translate  # the name lupdate looks for


def _value_cell(row: Row) -> str:
    # A row the review searched, with the Value column shown and no value yet: the decision's
    # valued search is still out.
    o = row.option
    if o.value_unit and o.searched and o.value is None:
        return PENDING
    return VALUE.text(row)


def _value_tip() -> str:
    return translate(
        "ReviewPage",
        "Value: the expected worth of the wins by the last draw after this discard (the win "
        "chance × the average win), as the Trainer tab gives it; the look-ahead searches it "
        "when this decision is shown. The grade and the Round EV count a win at the published "
        "average for such a hand instead, so that a review stays quick.",
    )


# The trainer's Value, filled when a decision is shown (the review itself values no win).
REVIEW_VALUE = replace(VALUE, text=_value_cell, tip=_value_tip)
# The trainer's columns: the chances, the value (searched when the decision is shown), the
# deal-in with a threat on the table and the round EV the review grades by.
REVIEW_COLUMNS = (DISCARD, THEN, EFFECTIVE, TOTAL, TENPAI, WIN, REVIEW_VALUE, DEAL_IN, ROUND_EV)
# The widest a name is drawn in the seat picker (px); a longer one is elided, whole in the
# entry's tooltip.
SEAT_NAME_WIDTH = 160
# Pixels to spare (more than a scroll bar) before a seat's melds go back beside its hand.
MELDS_HYSTERESIS = 32
#: The file types the open dialog offers.
LOG_SUFFIXES = "*.json *.mjson *.jsonl *.log *.xml *.mjlog *.gz *.txt"


# --- words ---------------------------------------------------------------------------------------


def wind_name(wind: int) -> str:
    return (
        translate("ReviewPage", "East"),
        translate("ReviewPage", "South"),
        translate("ReviewPage", "West"),
        translate("ReviewPage", "North"),
    )[wind % 4]


def round_name(wind: int, number: int) -> str:
    """ "East 1" / "东1局"."""
    return translate("ReviewPage", "{wind} {number}").format(wind=wind_name(wind), number=number)


def player_name(players: Sequence[str], seat: int) -> str:
    """The player's name, or "Seat N" for a log without names: seats count 0–3 from the
    first dealer, as ``mjtrainer review --seat`` and the JSON (and mjai's actors) count them."""
    name = players[seat] if seat < len(players) else ""
    return name or translate("ReviewPage", "Seat {n}").format(n=seat)


def seat_entry(players: Sequence[str], seat: int) -> str:
    """The seat picker's entry: "Seat N", or the player's name with the seat's number
    ("Ann (seat 2)"), so the window's seat is the one ``--seat`` takes."""
    name = players[seat] if seat < len(players) else ""
    if not name:
        return player_name(players, seat)
    return translate("ReviewPage", "{name} (seat {n})").format(name=name, n=seat)


def grade_name(grade: str | None) -> str:
    names = {
        "best": translate("ReviewPage", "best"),
        "good": translate("ReviewPage", "good"),
        "doubtful": translate("ReviewPage", "doubtful"),
        "mistake": translate("ReviewPage", "mistake"),
    }
    return names.get(grade or "", translate("ReviewPage", "forced"))


def category_name(category: str | None) -> str:
    """What a decision graded by the round EV turned on, in words ("" for none)."""
    return i18n.review_category(category)


def filter_name(only: str | None) -> str:
    """An entry of the decision list's filter: every decision, the mistakes, a category."""
    if only is None:
        return translate("ReviewPage", "All decisions")
    if only == "mistakes":
        return translate("ReviewPage", "Mistakes only")
    return category_name(only)


def played_name(item: DecisionItem) -> str:
    """What the seat did at a decision of the list: the tile thrown, riichi or dama with it,
    the pass or the call (with its meld and the tile thrown after it)."""
    tile = "" if item.tile is None else i18n.tile_name(item.tile)
    if not item.action:  # a discard decision
        return tile
    if item.declared is True:
        return translate("ReviewPage", "riichi {tile}").format(tile=tile)
    if item.declared is False:
        return translate("ReviewPage", "dama {tile}").format(tile=tile)
    name = reason_words.call_name(item.action)
    if item.meld:
        name += " " + item.meld
    if item.tile is not None:
        name = translate("ReviewPage", "{call}, discard {tile}").format(call=name, tile=tile)
    return name


def item_text(item: DecisionItem) -> str:
    """One line of the decision list: where, what was played, its grade, its category and
    the round EV lost."""
    text = translate("ReviewPage", "{round} turn {turn}: {played}, {grade}").format(
        round=round_name(item.wind, item.number),
        turn=item.turn,
        played=played_name(item),
        grade=grade_name(item.grade),
    )
    if item.category:
        text += " · " + category_name(item.category)
    if item.ev_loss is not None and item.ev_loss >= 1:
        text += " · " + ev_points(item.ev_loss)
    return text


def ev_points(p: float) -> str:
    """Round EV points lost, whole and separated: "1,240 points"."""
    return translate("ResultsView", "{points} points").format(points=f"{round(p):,}")


def draw_name(kind: str) -> str:
    names = {
        "exhaustive": translate("ReviewPage", "exhaustive draw"),
        "nagashi-mangan": translate("ReviewPage", "nagashi mangan"),
        "nine-terminals": translate("ReviewPage", "nine terminals"),
        "four-riichi": translate("ReviewPage", "four riichi"),
        "four-kongs": translate("ReviewPage", "four kongs"),
        "four-winds": translate("ReviewPage", "four winds"),
        "triple-ron": translate("ReviewPage", "triple ron"),
    }
    return names.get(kind, kind)


def round_text(item: RoundItem, players: Sequence[str], outcome: bool = True) -> str:
    """One line of the rounds list: "East 1 · Ann wins from Bo", with the review's loss;
    without ``outcome`` (spoiler-free, a round not yet played through) only its name."""
    head = round_name(item.wind, item.number)
    if item.honba:
        head += " " + translate("ReviewPage", "({n} honba)").format(n=item.honba)
    if not outcome:
        return head
    results = []
    for winner, giver in item.wins:
        if winner == giver:
            results.append(
                translate("ReviewPage", "{winner} wins by self-draw").format(
                    winner=player_name(players, winner)
                )
            )
        else:
            results.append(
                translate("ReviewPage", "{winner} wins from {giver}").format(
                    winner=player_name(players, winner), giver=player_name(players, giver)
                )
            )
    if item.draw:
        results.append(draw_name(item.draw))
    text = head + " · " + "; ".join(results)
    if item.loss is not None:
        text += "\n" + translate("ReviewPage", "lost {lost} · {mistakes}").format(
            lost=points_text(item.loss), mistakes=i18n.count("mistake", item.mistakes or 0)
        )
    for turn in item.deal_ins:
        text += (
            "\n"
            + DEAL_IN_MARK
            + " "
            + translate("ReviewPage", "dealt in at turn {turn}").format(turn=turn)
        )
    for check in item.checks:
        text += "\n" + check_line(check)
    return text


# --- a win scored again ----------------------------------------------------------------------


# The mark of a win our scorer scores as the record does, and of one it scores otherwise.
AGREES_MARK, DIFFERS_MARK = "✓", "≠"
# The mark of a deal-in with a tile more dangerous than the safest held.
DEAL_IN_MARK = "⚠"


def field_name(name: str) -> str:
    names = {
        "han": translate("ReviewPage", "han"),
        "fu": translate("ReviewPage", "fu"),
        "points": translate("ReviewPage", "points"),
        "deltas": translate("ReviewPage", "payments"),
    }
    return names.get(name, name)


def field_value(value: int | tuple[int, ...] | None) -> str:
    """A win's value: a number, the four score changes ("−3900 / 0 / +3900 / 0"), or —."""
    if value is None:
        return "—"
    if isinstance(value, tuple):
        return " / ".join(f"{v:+d}" if v else "0" for v in value).replace("-", "−")
    return str(value)


def gap_name(code: str) -> str:
    names = {
        "red-fives": translate("ReviewPage", "red fives (our scorer does not count them yet)"),
        "open-tanyao": translate(
            "ReviewPage", "open all simples (our scorer does not allow it yet)"
        ),
        "honba-sticks": translate(
            "ReviewPage", "honba and riichi sticks (in the record's payments, not in ours)"
        ),
    }
    return names.get(code, code)


def difference_text(f: WinField) -> str:
    return translate("ReviewPage", "{field} {recorded} in the record, {scored} scored").format(
        field=field_name(f.name), recorded=field_value(f.recorded), scored=field_value(f.scored)
    )


def check_line(c: WinCheck) -> str:
    """The rounds list's short word on a win scored again: a quiet check, or the difference."""
    if c.error is not None:
        return DIFFERS_MARK + " " + translate("ReviewPage", "our scorer refused this win")
    if c.agrees is None:
        return translate("ReviewPage", "score not compared")
    if c.agrees:
        return AGREES_MARK + " " + translate("ReviewPage", "score checked")
    return (
        DIFFERS_MARK
        + " "
        + translate("ResultsView", ", ").join(difference_text(f) for f in c.differs)
    )


def _value_text(han: WinField, fu: WinField, points: WinField, scored: bool) -> str:
    h, f, p = (x.scored if scored else x.recorded for x in (han, fu, points))
    bits = []
    if h is not None:
        bits.append(translate("ReviewPage", "{n} han").format(n=field_value(h)))
    if f is not None:
        bits.append(translate("ReviewPage", "{n} fu").format(n=field_value(f)))
    if p is not None:
        bits.append(translate("ReviewPage", "{n} points").format(n=field_value(p)))
    return " ".join(bits)


def liability_text(c: WinCheck, players: Sequence[str]) -> str:
    """What the seat liable for a win (pao) pays, as the record names it: the whole of a
    self-draw, half of a ron on another's discard and the honba."""
    assert c.liable is not None
    who = player_name(players, c.liable)
    if c.winner == c.from_seat:
        return translate("ReviewPage", "{player} is liable (pao): pays the whole win.").format(
            player=who
        )
    if c.liable == c.from_seat:
        return translate(
            "ReviewPage", "{player} is liable (pao) and dealt in: pays it all."
        ).format(player=who)
    return translate(
        "ReviewPage", "{player} is liable (pao): pays half the win and the honba."
    ).format(player=who)


def check_text(c: WinCheck, wind: int, number: int, players: Sequence[str]) -> str:
    """The summary's word on a win scored again: who won on what, the values, and the
    verdict (agreeing, the differences one by one, or why nothing was compared)."""
    if c.winner == c.from_seat:
        who = translate("ReviewPage", "{winner} by self-draw on {tile}").format(
            winner=player_name(players, c.winner), tile=i18n.tile_name(c.tile)
        )
    else:
        who = translate("ReviewPage", "{winner} from {giver} on {tile}").format(
            winner=player_name(players, c.winner),
            giver=player_name(players, c.from_seat),
            tile=i18n.tile_name(c.tile),
        )
    head = round_name(wind, number) + " · " + who
    fields = {f.name: f for f in c.fields}
    han, fu, pts = fields["han"], fields["fu"], fields["points"]
    scored = _value_text(han, fu, pts, True)
    payments = field_value(fields["deltas"].recorded)
    if c.error is not None:
        verdict = (
            DIFFERS_MARK
            + " "
            + translate("ReviewPage", "Our scorer refused the hand: {reason}").format(
                reason=c.error()
            )
        )
    elif c.agrees:
        verdict = (
            AGREES_MARK
            + " "
            + translate(
                "ReviewPage", "Scored again as recorded: {value} (payments {payments})."
            ).format(value=scored or "—", payments=payments)
        )
    elif c.agrees is False:
        verdict = DIFFERS_MARK + " " + translate(
            "ReviewPage", "Scored again differently: {differences}."
        ).format(differences=translate("ResultsView", ", ").join(
            difference_text(f) for f in c.differs
        ))  # fmt: skip
    else:
        verdict = translate(
            "ReviewPage", "Scored again: {value}; the record's payments {payments}."
        ).format(value=scored or "—", payments=payments)
    text = head + "\n" + verdict
    if c.liable is not None:
        text += "\n" + liability_text(c, players)
    if c.gaps and c.error is None:
        text += "\n" + translate("ReviewPage", "Not compared: {reasons}.").format(
            reasons=translate("ResultsView", ", ").join(gap_name(g) for g in c.gaps)
        )
    return text


def points_text(p: float) -> str:
    """A chance difference as percentage points, "4.2 pp"."""
    return translate("ReviewPage", "{n} pp").format(n=f"{100 * p:.1f}")


def event_text(table: TableView, players: Sequence[str]) -> str:
    e = table.event
    who = player_name(players, e.seat) if e.seat >= 0 else ""
    tile = i18n.tile_name(e.tile) if e.tile is not None else ""
    texts = {
        "deal": translate("ReviewPage", "The deal"),
        "draw": translate("ReviewPage", "{who} draws {tile}"),
        "discard": translate("ReviewPage", "{who} discards {tile}"),
        "riichi": translate("ReviewPage", "{who} declares riichi"),
        "chi": translate("ReviewPage", "{who} calls chi on {tile}"),
        "pon": translate("ReviewPage", "{who} calls pon on {tile}"),
        "open-kong": translate("ReviewPage", "{who} calls kong on {tile}"),
        "added-kong": translate("ReviewPage", "{who} adds {tile} to a pon"),
        "concealed-kong": translate("ReviewPage", "{who} declares a concealed kong of {tile}"),
        "kita": translate("ReviewPage", "{who} sets {tile} aside as a kita"),
        "dora": translate("ReviewPage", "New dora indicator {tile}"),
    }
    return texts.get(e.kind, e.kind).format(who=who, tile=tile)


# --- the pond ------------------------------------------------------------------------------------


# --- one seat ------------------------------------------------------------------------------------


class SeatBox(QFrame):
    """One seat: a header (wind, name, score, riichi), its hand and melds, its pond. The
    viewer's hand tiles are clickable (a spoiler-free pick)."""

    tileClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.header = QLabel(self)
        self.header.setTextFormat(Qt.TextFormat.PlainText)
        self.header.setWordWrap(True)  # a long name wraps rather than widen the table
        self.hand = TileFlow(TileRole.SMALL, spacing=2, clickable=True, parent=self)
        self.melds = TileFlow(TileRole.SMALL, spacing=6, plates=True, parent=self)
        # The melds never hold the box wide: when they do not fit beside the hand they go
        # under it (see _place_melds), where they have the box's whole width.
        self.melds.setMinimumWidth(1)
        self.pond = PondView(self)
        self._panel: SeatPanel | None = None
        layout = self._box = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(4)
        layout.addWidget(self.header)
        # The hand never wraps (its drawn tile would land alone on a second line): it keeps
        # its one-line width, the melds sit beside it while there is room and under it when
        # not, and the table's scroll area scrolls before anything is cut.
        self.row = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.row.setSpacing(10)
        self.row.addWidget(self.hand, 0)
        self.row.addWidget(self.melds, 1)
        layout.addLayout(self.row)
        layout.addWidget(self.pond)
        self.hand.tileClicked.connect(self._on_hand_clicked)
        metrics().changed.connect(self._on_metrics_changed)

    @Slot()
    def _on_metrics_changed(self) -> None:
        self._fit_hand()

    def _fit_hand(self) -> None:
        """The hand's one-line width as its least (a new hand, a new tile size)."""
        width = self.hand.sizeHint().width()
        if self.hand.minimumWidth() != width:
            self.hand.setMinimumWidth(width)
        self._place_melds(self.width())

    def _place_melds(self, width: int) -> None:
        """The melds beside the hand when both fit in ``width``, else under it."""
        margins = self._box.contentsMargins()
        room = width - margins.left() - margins.right()
        beside = self.hand.sizeHint().width() + self.row.spacing() + self.melds.sizeHint().width()
        if self.row.direction() == QBoxLayout.Direction.TopToBottom:
            # Back beside only with room to spare: a scroll bar that comes and goes with the
            # taller box must not flip the melds back and forth.
            room -= MELDS_HYSTERESIS
        side = self.melds.isHidden() or beside <= room
        direction = QBoxLayout.Direction.LeftToRight if side else QBoxLayout.Direction.TopToBottom
        if self.row.direction() != direction:
            self.row.setDirection(direction)
            self.updateGeometry()  # the box's height for its width is another now

    def resizeEvent(self, e: QResizeEvent) -> None:
        super().resizeEvent(e)
        self._place_melds(e.size().width())

    def least_width(self) -> int:
        """The box's width with its hand on one line."""
        m = self._box.contentsMargins()
        return self.hand.sizeHint().width() + m.left() + m.right() + 2 * self.frameWidth()

    def hand_lines(self) -> int:
        """How many lines the hand's tiles take (1 unless something went wrong)."""
        rows = {self.hand.item_rect(i).top() for i in range(len(self.hand.items()))}
        return len(rows)

    @Slot(int, int)
    def _on_hand_clicked(self, tile: int, item: int) -> None:
        if self._panel is not None and self._panel.viewer and self._panel.hand:
            self.tileClicked.emit(tile)

    def show_seat(self, panel: SeatPanel, players: Sequence[str]) -> None:
        self._panel = panel
        bits = [wind_name(panel.wind), player_name(players, panel.seat), str(panel.score)]
        if panel.dealer:
            bits.append(translate("ReviewPage", "dealer"))
        if panel.riichi:
            bits.append(translate("ReviewPage", "RIICHI"))
        if panel.viewer:
            bits.append(translate("ReviewPage", "(you)"))
        self.header.setText(("▶ " if panel.to_move else "") + " · ".join(bits))
        font = self.header.font()
        font.setBold(panel.viewer or panel.riichi)
        self.header.setFont(font)
        if panel.hidden:
            items = [TileItem((TileFace(0, face_down=True),)) for _ in range(panel.hidden)]
        else:
            items = [TileItem((TileFace(t),)) for t in panel.hand]
            if panel.drawn is not None:
                items.append(TileItem((TileFace(panel.drawn, tileart.HIGHLIGHT),)))
        self.hand.set_items(items)
        # The norths set aside (kita, three players) lie beside the hand as one more group.
        groups, down = panel.melds, panel.meld_down
        if panel.kita:
            groups, down = (*groups, panel.kita), (*down, tuple(False for _ in panel.kita))
        self.melds.set_groups(groups, face_down=down)
        set_visible(self.melds, bool(groups))
        self.pond.set_pond(panel.pond)
        self._fit_hand()

    def hand_tiles(self) -> tuple[int, ...]:
        """The hand's tiles shown face up (the drawn tile last)."""
        return tuple(f.tile for f in (i.faces[0] for i in self.hand.items()) if not f.face_down)

    def hidden_tiles(self) -> int:
        """How many of the hand's tiles lie face down."""
        return sum(1 for i in self.hand.items() if i.faces[0].face_down)


# --- the table -----------------------------------------------------------------------------------


class TableBoard(QWidget):
    """The table at one step: the round, the wall and the dora indicators, what happened,
    and the seats from the viewer round the table (four boxes, the fourth hidden where three
    play)."""

    tileClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.info = QLabel(self)
        self.info.setWordWrap(True)
        self.event_label = QLabel(self)
        self.event_label.setObjectName("small")
        self.event_label.setWordWrap(True)
        self.dora_label = QLabel(self)
        self.dora = TileFlow(TileRole.SMALL, spacing=2, parent=self)
        self.seats = [SeatBox(self) for _ in range(4)]
        # A click on the table gives it the keys (←/→ ↑/↓ N step through the game).
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        layout = self._box = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(6)
        top = QHBoxLayout()
        top.addWidget(self.info, 1)
        top.addWidget(self.dora_label)
        top.addWidget(self.dora)
        layout.addLayout(top)
        layout.addWidget(self.event_label)
        for box in self.seats:
            layout.addWidget(box)
            box.tileClicked.connect(self.tileClicked)
        layout.addStretch(1)

    def least_width(self) -> int:
        """The width the seats need for their hands on one line (counted from the hands, as
        the layouts' own hints lag behind a new hand)."""
        m = self._box.contentsMargins()
        return m.left() + m.right() + max(box.least_width() for box in self.seats)

    def show_table(self, table: TableView, players: Sequence[str]) -> None:
        self.info.setText(
            translate(
                "ReviewPage",
                "{round} · {honba} honba · {sticks} riichi sticks · wall {wall} · "
                "step {step}/{steps}",
            ).format(
                round=round_name(table.round_wind, table.round_number),
                honba=table.honba,
                sticks=table.riichi_sticks,
                wall=table.wall,
                step=table.step,
                steps=table.steps - 1,
            )
        )
        self.event_label.setText(event_text(table, players))
        self.dora_label.setText(translate("ReviewPage", "Dora indicators:"))
        self.dora.set_tiles(table.dora)
        for i, box in enumerate(self.seats):  # three players: the fourth box stays hidden
            if i < len(table.seats):
                box.show_seat(table.seats[i], players)
            set_visible(box, i < len(table.seats))


# --- the analysis --------------------------------------------------------------------------------


class AnalysisPane(QWidget):
    """The decision at this step: what was played and its grade, the learner's pick and its
    grade, and the trainer's discard table (the played row and the best rows marked)."""

    pickRequested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heading = QLabel(self)
        self.heading.setObjectName("quizTitle")
        self.heading.setWordWrap(True)
        self.verdict = QLabel(self)
        self.verdict.setWordWrap(True)
        self.reasons = QLabel(self)
        self.reasons.setWordWrap(True)
        self.reasons.setTextFormat(Qt.TextFormat.PlainText)
        # Against a riichi: the played tile's danger and the safest tiles; a needless
        # deal-in in the error colour.
        self.deal_in_line = QLabel(self)
        self.deal_in_line.setObjectName("notationError")
        self.deal_in_line.setWordWrap(True)
        self.danger_line = QLabel(self)
        self.danger_line.setWordWrap(True)
        self.pick_line = QLabel(self)
        self.pick_line.setWordWrap(True)
        self.pick_line.setObjectName("contrast")
        self.table = DiscardTable(REVIEW_COLUMNS, clickable=True, parent=self)
        self.legend = QLabel(self)
        self.legend.setObjectName("small")
        self.legend.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for w in (
            self.heading,
            self.verdict,
            self.reasons,
            self.deal_in_line,
            self.danger_line,
            self.pick_line,
            self.table,
            self.legend,
        ):
            layout.addWidget(w)
        layout.addStretch(1)
        self.table.discardRequested.connect(self.pickRequested)

    def show_state(self, state: ReviewState) -> None:
        d = state.decision
        shown = d is not None and state.at_decision and not state.hidden
        danger = d.danger if d is not None and shown else None
        set_visible(self.reasons, d is not None and shown and bool(d.reasons))
        if d is not None and shown and d.reasons:
            self.reasons.setText(
                translate("ReviewPage", "Why:") + "\n" + reason_words.lines(d.reasons)
            )
        set_visible(self.danger_line, danger is not None)
        set_visible(self.deal_in_line, danger is not None and danger.dealt_in)
        if d is not None and danger is not None:
            self.danger_line.setText(danger_text(d, danger))
            self.deal_in_line.setText(deal_in_text(d, danger) if danger.dealt_in else "")
        if not state.loaded:
            self.heading.setText(translate("ReviewPage", "Open a game to review it."))
            for w in (self.verdict, self.pick_line, self.table, self.legend):
                set_visible(w, False)
            return
        if not state.at_decision:
            self.heading.setText(
                translate("ReviewPage", "Not {name}'s move: ↑/↓ go to its decisions.").format(
                    name=player_name(state.players, state.seat)
                )
            )
            for w in (self.verdict, self.pick_line, self.table, self.legend):
                set_visible(w, False)
            return
        turn = state.table.turn if state.table is not None else 0
        self.heading.setText(
            translate("ReviewPage", "Decision {n} of {total} · turn {turn}").format(
                n=state.decision_number, total=state.decisions, turn=turn
            )
        )
        set_visible(self.verdict, True)
        if d is None:
            self.verdict.setText(
                translate("ReviewPage", "Reviewing…")
                if state.reviewing
                else translate("ReviewPage", "Press Review to grade this seat's discards.")
            )
            for w in (self.pick_line, self.table, self.legend):
                set_visible(w, False)
            return
        if state.hidden:
            self.verdict.setText(
                translate(
                    "ReviewPage",
                    "Your move: click the tile you would discard in your hand.",
                )
            )
            for w in (self.pick_line, self.table, self.legend):
                set_visible(w, False)
            return
        self.verdict.setText(verdict_text(d))
        set_visible(self.pick_line, state.pick is not None)
        if state.pick is not None:
            self.pick_line.setText(
                translate("ReviewPage", "Your pick {tile}: {grade}").format(
                    tile=i18n.tile_name(_face(d, state.pick)),
                    grade=grade_name(state.pick_grade),
                )
            )
        set_visible(self.table, bool(d.rows))
        set_visible(self.legend, bool(d.rows))
        marks = [played_mark(d, row.tile, row.best) for row in d.rows]
        self.table.set_options(d.rows, marks, state.pick)
        self.legend.setText(
            translate(
                "ReviewPage",
                "On the tiles: the discard played is ticked when it is among the best and "
                "crossed when not; the best ones are ringed. Click a row to grade your own pick.",
            )
        )

    def retranslate(self) -> None:
        self.table.retranslate()


def _face(d: DecisionView, tile: int) -> int:
    """The tile code a discard of the kind ``tile`` throws (its row's face)."""
    return next((row.face for row in d.rows if row.tile == tile), tile)


def played_mark(d: DecisionView, tile: int, best: bool) -> str:
    """The mark on a row's tile: the discard played, right or not; the best ones."""
    if tile == d.played:
        return tileart.MARK_RIGHT if tile in d.best else tileart.MARK_EXTRA
    return tileart.MARK_BEST if best else ""


def danger_text(d: DecisionView, danger: DecisionDangerView) -> str:
    """The played tile's danger against the riichi and the safest tiles of the hand."""
    return translate(
        "ReviewPage",
        "Against the riichi: {tile} was {category}, {chance} to deal in. The safest: "
        "{safest} ({safest_chance}).",
    ).format(
        tile=i18n.tile_name(d.played_code),
        category=defence_words.category_text(danger.played),
        chance=chance_text(danger.played.chance),
        safest=translate("ResultsView", ", ").join(i18n.tile_name(t) for t in danger.safest),
        safest_chance=chance_text(danger.safest_chance),
    )


def deal_in_text(d: DecisionView, danger: DecisionDangerView) -> str:
    """A deal-in with a tile more dangerous than the safest, said plainly."""
    return (
        DEAL_IN_MARK
        + " "
        + translate(
            "ReviewPage",
            "Dealt in with {tile} ({chance}); the safest held: {safest} ({safest_chance}).",
        ).format(
            tile=i18n.tile_name(d.played_code),
            chance=chance_text(danger.played.chance),
            safest=translate("ResultsView", ", ").join(i18n.tile_name(t) for t in danger.safest),
            safest_chance=chance_text(danger.safest_chance),
        )
    )


def ev_text_of(d: DecisionView) -> str:
    """How the round EV grades ``d``: the EV played and the best's, the loss and what the
    decision turned on, and the fold line's EV with a threat ("" where not graded by it)."""
    if d.played_ev is None or d.best_ev is None or d.ev_loss is None:
        return ""
    text = translate(
        "ReviewPage", "Round EV {played} against {best} for the best: {lost} lost ({category})."
    ).format(
        played=ev_text(d.played_ev),
        best=ev_text(d.best_ev),
        lost=ev_points(d.ev_loss),
        category=category_name(d.category),
    )
    if d.fold_ev is not None:
        text += " " + translate("ReviewPage", "Folding: {ev}.").format(ev=ev_text(d.fold_ev))
    return text


def verdict_text(d: DecisionView) -> str:
    """The grade of the discard played, and by what (the round EV, the win chance, shape)."""
    text = _verdict(d)
    ev = ev_text_of(d)
    return text + "\n" + ev if ev else text


def _verdict(d: DecisionView) -> str:
    if d.forced:
        return translate("ReviewPage", "Played {tile} (forced: after riichi).").format(
            tile=i18n.tile_name(d.played_code)
        )
    faces = {row.tile: row.face for row in d.rows}  # a red five named red
    best = translate("ResultsView", ", ").join(i18n.tile_name(faces.get(t, t)) for t in d.best)
    if d.searched and d.loss is not None and d.played_win is not None:
        return translate(
            "ReviewPage",
            "Played {tile}: {grade}. Wins {played} against {best_win} for the best ({best}); "
            "lost {lost}.",
        ).format(
            tile=i18n.tile_name(d.played_code),
            grade=grade_name(d.grade),
            played=chance_text(d.played_win),
            best_win=chance_text(d.best_win),
            best=best,
            lost=points_text(d.loss),
        )
    if d.shape_only:
        return translate(
            "ReviewPage", "Played {tile}: {grade} by shape (beyond the search). Best: {best}."
        ).format(tile=i18n.tile_name(d.played_code), grade=grade_name(d.grade), best=best)
    return translate(
        "ReviewPage", "Played {tile}: {grade}: it leaves the hand further from ready. Best: {best}."
    ).format(tile=i18n.tile_name(d.played_code), grade=grade_name(d.grade), best=best)


# --- the summary ---------------------------------------------------------------------------------


class LossChart(QWidget):
    """The win chance lost in each round, as bars (percentage points), labelled by round."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bars: tuple[tuple[str, float], ...] = ()
        self.setMinimumHeight(120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_bars(self, bars: Sequence[tuple[str, float]]) -> None:
        self._bars = tuple(bars)
        self.update()

    def bars(self) -> tuple[tuple[str, float], ...]:
        return self._bars

    def sizeHint(self) -> QSize:
        return QSize(260, 140)

    def paintEvent(self, e: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text, faint, dim = chart_colors(self)
        fm = QFontMetrics(self.font())
        top = max((v for _, v in self._bars), default=0.0)
        scale = max(0.05, top)
        left = fm.horizontalAdvance("100 pp") + 8
        plot = QRectF(left, 6, self.width() - left - 6, self.height() - fm.height() - 12)
        for frac in (0.0, 0.5, 1.0):
            y = plot.bottom() - frac * plot.height()
            painter.setPen(QPen(faint, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(dim)
            painter.drawText(
                QRectF(0, y - fm.height() / 2, left - 6, fm.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                f"{100 * scale * frac:.0f} pp",
            )
        n = len(self._bars)
        if n:
            slot = plot.width() / n
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(COLORS[1])
            for i, (_, v) in enumerate(self._bars):
                h = plot.height() * v / scale
                x = plot.left() + i * slot + slot * 0.15
                painter.drawRect(QRectF(x, plot.bottom() - h, slot * 0.7, h))
            painter.setPen(text)
            step = max(1, int(fm.horizontalAdvance("E4 ") / max(1.0, slot)) + 1)
            for i, (label, _) in enumerate(self._bars):
                if i % step == 0:
                    painter.drawText(
                        QRectF(plot.left() + i * slot, plot.bottom() + 2, slot * step, fm.height()),
                        Qt.AlignmentFlag.AlignLeft,
                        label,
                    )
        painter.end()


class SummaryPane(QWidget):
    """Agreement, chance lost, the grades, the ten largest mistakes (click one to go there)
    and the chart of the chance lost per round."""

    placeChosen = Signal(int, int)
    decisionChosen = Signal(int, int, str)  # round, step, kind (discard, riichi, call)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.mistakes = QListWidget(self)
        self.mistakes.setMinimumHeight(120)
        self.mistakes_label = QLabel(self)
        self.decisions_label = QLabel(self)
        self.filter_box = QComboBox(self)
        self.filter_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.decision_list = QListWidget(self)
        self.decision_list.setMinimumHeight(160)
        self._items: tuple[DecisionItem, ...] = ()
        self._filters: dict[str | None, tuple[int, ...]] = {}
        self.chart_label = QLabel(self)
        self.chart = LossChart(self)
        self.wins_label = QLabel(self)
        self.wins = QLabel(self)
        self.wins.setWordWrap(True)
        self.wins.setTextFormat(Qt.TextFormat.PlainText)
        self.wins.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for w in (
            self.text,
            self.chart_label,
            self.chart,
            self.mistakes_label,
            self.mistakes,
        ):
            layout.addWidget(w)
        row = QHBoxLayout()
        row.addWidget(self.decisions_label)
        row.addWidget(self.filter_box)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addWidget(self.decision_list)
        for w in (self.wins_label, self.wins):
            layout.addWidget(w)
        self.mistakes.itemActivated.connect(self._on_item)
        self.mistakes.itemClicked.connect(self._on_item)
        self.decision_list.itemActivated.connect(self._on_item)
        self.decision_list.itemClicked.connect(self._on_item)
        self.filter_box.currentIndexChanged.connect(self._on_filter)

    @Slot(int)
    def _on_filter(self, _index: int) -> None:
        self._fill_decisions()

    @property
    def only(self) -> str | None:
        """The filter chosen: None (every decision), ``mistakes`` or a category."""
        data = self.filter_box.currentData()
        return data if isinstance(data, str) else None

    def _set_filters(self, filters: tuple[tuple[str | None, tuple[int, ...]], ...]) -> None:
        """The filter's entries (the summary's), the one chosen kept where it still is."""
        self._filters = dict(filters)
        keys = [key for key, _ in filters]
        box = self.filter_box
        if [box.itemData(i) for i in range(box.count())] == keys:
            return
        current = self.only
        blocked = box.blockSignals(True)
        box.clear()
        for key in keys:
            box.addItem(filter_name(key), key)
        box.setCurrentIndex(keys.index(current) if current in keys else 0)
        box.blockSignals(blocked)

    def _fill_decisions(self) -> None:
        """The decision list as the filter selects it; each item's reasons in its tooltip."""
        self.decision_list.clear()
        kept = self._filters.get(self.only, tuple(range(len(self._items))))
        shown = [self._items[i] for i in kept]
        for it in shown:
            item = QListWidgetItem(item_text(it))
            item.setData(Qt.ItemDataRole.UserRole, (it.round, it.step, it.kind))
            item.setToolTip(reason_words.lines(it.reasons))
            self.decision_list.addItem(item)
        if not shown:
            item = QListWidgetItem(translate("ReviewPage", "No decision of this kind."))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.decision_list.addItem(item)

    def retranslate(self) -> None:
        for i in range(self.filter_box.count()):
            data = self.filter_box.itemData(i)
            self.filter_box.setItemText(i, filter_name(data if isinstance(data, str) else None))

    @Slot(QListWidgetItem)
    def _on_item(self, item: QListWidgetItem) -> None:
        place = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(place, tuple) and len(place) == 3:
            # A decision of the list: its kind too (a riichi or a call decision shares its step
            # with a discard; "Make a card" then makes that decision's card).
            self.decisionChosen.emit(int(place[0]), int(place[1]), str(place[2]))
        elif isinstance(place, tuple):
            self.placeChosen.emit(int(place[0]), int(place[1]))

    def show_summary(self, s: SummaryView | None, players: Sequence[str] = ()) -> None:
        for w in (
            self.chart_label,
            self.chart,
            self.mistakes_label,
            self.mistakes,
            self.decisions_label,
            self.filter_box,
            self.decision_list,
        ):
            set_visible(w, s is not None)
        for w in (self.wins_label, self.wins):
            set_visible(w, s is not None and bool(s.wins))
        if s is None:
            self.text.setText(translate("ReviewPage", "Not reviewed yet."))
            return
        grades = translate("ResultsView", ", ").join(f"{grade_name(g)} {n}" for g, n in s.grades)
        agree = "—" if s.agreement is None else f"{100 * s.agreement:.0f}%"
        mean = "—" if s.mean is None else points_text(s.mean)
        text = translate(
            "ReviewPage",
            "{decisions} ({searched} searched): {grades}.\n"
            "The best discard played: {agree}. Chance lost: {lost} in all, {mean} a "
            "decision.",
        ).format(
            decisions=i18n.count("decision", s.decisions),
            searched=s.searched,
            grades=grades,
            agree=agree,
            lost=points_text(s.lost),
            mean=mean,
        )
        if s.ev_lost is not None and s.ev_mean is not None:
            text += "\n" + translate(
                "ReviewPage", "Round EV lost: {lost} in all, {mean} a decision."
            ).format(lost=ev_points(s.ev_lost), mean=ev_points(s.ev_mean))
        if s.weakest is not None:
            category, n, lost = s.weakest
            text += "\n" + translate(
                "ReviewPage", "Most round EV lost: {category}, {points} in {decisions}."
            ).format(
                category=category_name(category),
                points=ev_points(lost),
                decisions=i18n.count("decision", n),
            )
        self.text.setText(text)
        self.chart_label.setText(translate("ReviewPage", "Chance lost per round"))
        self.chart.set_bars([(round_name(w, n), loss) for w, n, loss in s.per_round])
        self.mistakes_label.setText(translate("ReviewPage", "The largest losses"))
        self.mistakes.clear()
        for m in s.mistakes:
            text = translate(
                "ReviewPage", "{round} turn {turn}: {played} for {best}, {lost}"
            ).format(
                round=round_name(m.wind, m.number),
                turn=m.turn,
                played=i18n.tile_name(m.played),
                best=translate("ResultsView", ", ").join(i18n.tile_name(t) for t in m.best),
                lost=points_text(m.loss),
            )
            if m.ev_loss is not None:  # graded by the round EV: its loss first
                text = translate(
                    "ReviewPage", "{round} turn {turn}: {played} for {best}, {lost} ({category})"
                ).format(
                    round=round_name(m.wind, m.number),
                    turn=m.turn,
                    played=i18n.tile_name(m.played),
                    best=translate("ResultsView", ", ").join(i18n.tile_name(t) for t in m.best),
                    lost=ev_points(m.ev_loss),
                    category=category_name(m.category),
                )
            if m.deal_in:
                text = (
                    DEAL_IN_MARK
                    + " "
                    + text
                    + " · "
                    + translate("ReviewPage", "dealt in against the riichi")
                )
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, (m.round, m.step))
            self.mistakes.addItem(item)
        if not s.mistakes:  # said, not an empty box
            item = QListWidgetItem(translate("ReviewPage", "No mistakes in this game."))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.mistakes.addItem(item)
        self.decisions_label.setText(translate("ReviewPage", "Decisions:"))
        self.filter_box.setToolTip(
            translate("ReviewPage", "Show every decision, the mistakes only, or one category")
        )
        self._items = s.decisions_graded
        self._set_filters(s.filters)
        self._fill_decisions()
        self.wins_label.setText(translate("ReviewPage", "The wins scored again"))
        self.wins.setText("\n\n".join(check_text(c, w, n, players) for w, n, c in s.wins))


# --- dropping a file -----------------------------------------------------------------------------


class FileDrop(QObject):
    """An event filter that takes a file dropped on the widget it watches (the window):
    ``fileDropped(path)``."""

    fileDropped = Signal(str)

    def eventFilter(self, watched: QObject, e: QEvent) -> bool:
        if e.type() in (QEvent.Type.DragEnter, QEvent.Type.DragMove):
            # A drag-enter is a drag-move (its subclass): one check holds for both.
            assert isinstance(e, QDragMoveEvent)
            if _dropped_file(e) is not None:
                e.acceptProposedAction()
                return True
        elif e.type() == QEvent.Type.Drop:
            assert isinstance(e, QDropEvent)
            path = _dropped_file(e)
            if path is not None:
                e.acceptProposedAction()
                self.fileDropped.emit(path)
                return True
        return False


def _dropped_file(e: QDropEvent) -> str | None:
    mime = e.mimeData()
    if mime is None or not mime.hasUrls():
        return None
    for url in mime.urls():
        if url.isLocalFile():
            return url.toLocalFile()
    return None


class OpenGameDialog:
    """The file dialog that picks a game log (tests replace :meth:`ask`)."""

    @classmethod
    def ask(cls, parent: QWidget) -> str | None:
        path, _ = QFileDialog.getOpenFileName(
            parent,
            translate("ReviewPage", "Open a game"),
            "",
            translate("ReviewPage", "Game logs ({suffixes});;All files (*)").format(
                suffixes=LOG_SUFFIXES
            ),
        )
        return path or None


# --- the page ------------------------------------------------------------------------------------


class ReviewPage(QWidget):
    """The review page: the bar (open, paste, seat, options, review, card), the rounds and
    the summary, the table, and the analysis of the decision shown. Keys: ←/→ an event,
    ↑/↓ a decision, N the next mistake, Ctrl+Shift+V (the window's paste) a game."""

    openRequested = Signal()
    pasteRequested = Signal()
    seatChosen = Signal(int)
    roundChosen = Signal(int)
    stepRequested = Signal(int)
    decisionRequested = Signal(int)
    nextMistakeRequested = Signal()
    showAllToggled = Signal(bool)
    spoilerToggled = Signal(bool)
    reviewRequested = Signal()
    cancelRequested = Signal()
    cardRequested = Signal()
    pickRequested = Signal(int)
    placeChosen = Signal(int, int)
    decisionChosen = Signal(int, int, str)  # round, step, kind (discard, riichi, call)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._state = ReviewState()
        self.open_button = QPushButton(self)
        self.paste_button = QPushButton(self)
        self.seat_label = QLabel(self)
        self.seat_box = QComboBox(self)
        # Wide enough for its longest entry ("Aさん (seat 0)"), not only the first one shown.
        self.seat_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.show_all = QCheckBox(self)
        self.spoiler = QCheckBox(self)
        self.review_button = QPushButton(self)
        self.review_button.setObjectName("primary")
        self.progress = QProgressBar(self)
        self.progress.setMaximumWidth(140)
        self.cancel_button = QPushButton(self)
        self.card_button = QPushButton(self)
        self.error = QLabel(self)
        self.error.setObjectName("notationError")
        self.error.setWordWrap(True)
        self.error.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.prev_event = QPushButton("←", self)
        self.next_event = QPushButton("→", self)
        self.prev_decision = QPushButton("↑", self)
        self.next_decision = QPushButton("↓", self)
        self.next_mistake = QPushButton(self)
        self.rounds = QListWidget(self)
        self.rounds.setWordWrap(True)
        self.summary = SummaryPane(self)
        self.board = TableBoard(self)
        self.analysis = AnalysisPane(self)

        bar = QHBoxLayout()
        bar.setSpacing(6)
        w: QWidget
        for w in (self.open_button, self.paste_button, self.seat_label, self.seat_box):
            bar.addWidget(w)
        bar.addWidget(self.show_all)
        bar.addWidget(self.spoiler)
        bar.addStretch(1)
        for w in (self.review_button, self.progress, self.cancel_button, self.card_button):
            bar.addWidget(w)
        nav = QHBoxLayout()
        nav.setSpacing(4)
        for w in (self.prev_event, self.next_event, self.prev_decision, self.next_decision):
            w.setMaximumWidth(44)
            nav.addWidget(w)
        nav.addWidget(self.next_mistake)
        nav.addStretch(1)

        self.rounds_card = Card(self.rounds)
        self.rounds_card.setMinimumWidth(130)
        self.board_scroll = _scroll(self.board)
        self.analysis_scroll = _scroll(_padded(self.analysis))
        self.summary_scroll = _scroll(_padded(self.summary))
        # The analysis and the summary share the right-hand column: each gets its width.
        self.side_tabs = QTabWidget(self)
        self.side_tabs.setDocumentMode(True)
        self.side_tabs.addTab(self.analysis_scroll, "")
        self.side_tabs.addTab(self.summary_scroll, "")
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        for w in (self.rounds_card, self.board_scroll, self.side_tabs):
            self.splitter.addWidget(w)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 4)
        self.splitter.setStretchFactor(2, 5)
        self.splitter.setSizes([140, 420, 520])

        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(4)
        layout.addLayout(bar)
        layout.addWidget(self.error)
        layout.addLayout(nav)
        layout.addWidget(self.splitter, 1)
        self._make_shortcuts()
        self._connect_signals()
        # A new tile size (the window resized) changes the width the hands need.
        metrics().changed.connect(self._on_metrics_changed)
        self.retranslate()
        self.show_state(self._state)

    @Slot()
    def _on_metrics_changed(self) -> None:
        self._fit_board()

    def _make_shortcuts(self) -> None:
        def key(seq: str | QKeySequence.StandardKey) -> QShortcut:
            s = QShortcut(QKeySequence(seq), self)
            s.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            return s

        self.key_prev_event = key("Left")
        self.key_next_event = key("Right")
        self.key_prev_decision = key("Up")
        self.key_next_decision = key("Down")
        self.key_next_mistake = key("N")

    def shortcuts(self) -> list[QShortcut]:
        """The page's keys (for the keyboard-shortcuts list)."""
        return [
            self.key_prev_event,
            self.key_next_event,
            self.key_prev_decision,
            self.key_next_decision,
            self.key_next_mistake,
        ]

    def _connect_signals(self) -> None:
        self.open_button.clicked.connect(self.openRequested)
        self.paste_button.clicked.connect(self.pasteRequested)
        self.seat_box.activated.connect(self.seatChosen)
        self.rounds.currentRowChanged.connect(self._on_round_row)
        self.show_all.toggled.connect(self.showAllToggled)
        self.spoiler.toggled.connect(self.spoilerToggled)
        self.review_button.clicked.connect(self.reviewRequested)
        self.cancel_button.clicked.connect(self.cancelRequested)
        self.card_button.clicked.connect(self.cardRequested)
        self.prev_event.clicked.connect(self._on_prev_event)
        self.next_event.clicked.connect(self._on_next_event)
        self.prev_decision.clicked.connect(self._on_prev_decision)
        self.next_decision.clicked.connect(self._on_next_decision)
        self.next_mistake.clicked.connect(self.nextMistakeRequested)
        self.key_prev_event.activated.connect(self._on_prev_event)
        self.key_next_event.activated.connect(self._on_next_event)
        self.key_prev_decision.activated.connect(self._on_prev_decision)
        self.key_next_decision.activated.connect(self._on_next_decision)
        self.key_next_mistake.activated.connect(self.nextMistakeRequested)
        self.board.tileClicked.connect(self.pickRequested)
        self.analysis.pickRequested.connect(self.pickRequested)
        self.summary.placeChosen.connect(self.placeChosen)
        self.summary.decisionChosen.connect(self.decisionChosen)

    @Slot()
    def _on_prev_event(self) -> None:
        self.stepRequested.emit(-1)

    @Slot()
    def _on_next_event(self) -> None:
        self.stepRequested.emit(1)

    @Slot()
    def _on_prev_decision(self) -> None:
        self.decisionRequested.emit(-1)

    @Slot()
    def _on_next_decision(self) -> None:
        self.decisionRequested.emit(1)

    @Slot(int)
    def _on_round_row(self, row: int) -> None:
        if row >= 0 and row != self._state.round:
            self.roundChosen.emit(row)

    # --- drawing the state ---

    def state(self) -> ReviewState:
        """The state shown."""
        return self._state

    def show_state(self, state: ReviewState) -> None:
        old = self._state
        self._state = state
        self.error.setText(state.error)
        set_visible(self.error, bool(state.error))
        loaded = state.loaded
        for w in (
            self.seat_box,
            self.review_button,
            self.prev_event,
            self.next_event,
            self.prev_decision,
            self.next_decision,
            self.next_mistake,
        ):
            w.setEnabled(loaded)
        self.review_button.setEnabled(loaded and not state.reviewing and not state.opening)
        set_visible(self.progress, state.reviewing or state.opening)
        set_visible(self.cancel_button, state.reviewing or state.opening)
        done, total = state.progress
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self.card_button.setEnabled(state.can_make_card)
        # Spoiler-free, nothing tells where the mistakes are before the learner has picked:
        # no next mistake, no summary (they come back with the mode off).
        telling = loaded and state.reviewed and not state.spoiler_free
        self.next_mistake.setEnabled(telling)
        self.key_next_mistake.setEnabled(telling)
        self.side_tabs.setTabEnabled(1, not state.spoiler_free)
        if state.spoiler_free and self.side_tabs.currentIndex() == 1:
            self.side_tabs.setCurrentIndex(0)
        if state.players != old.players or self.seat_box.count() != len(state.players):
            blocked = self.seat_box.blockSignals(True)
            self.seat_box.clear()
            metrics = self.seat_box.fontMetrics()
            # A long name is elided in the box (its seat's number kept), whole in the tooltip.
            short = [
                metrics.elidedText(name, Qt.TextElideMode.ElideRight, SEAT_NAME_WIDTH)
                for name in state.players
            ]
            for seat in range(len(state.players)):
                self.seat_box.addItem(seat_entry(short, seat))
                self.seat_box.setItemData(
                    seat, seat_entry(state.players, seat), Qt.ItemDataRole.ToolTipRole
                )
            self.seat_box.blockSignals(blocked)
            self._fit_seat_box()
        if self.seat_box.currentIndex() != state.seat and loaded:
            self.seat_box.setCurrentIndex(state.seat)
        self.seat_box.setToolTip(
            str(
                self.seat_box.itemData(self.seat_box.currentIndex(), Qt.ItemDataRole.ToolTipRole)
                or ""
            )
        )
        self._show_rounds(state)
        for box, on in ((self.show_all, state.show_all), (self.spoiler, state.spoiler_free)):
            if box.isChecked() != on:
                blocked = box.blockSignals(True)
                box.setChecked(on)
                box.blockSignals(blocked)
        set_visible(self.board, state.table is not None)
        if state.table is not None:
            self.board.show_table(state.table, state.players)
            self._fit_board()
        self.analysis.show_state(state)
        self.summary.show_summary(state.summary, state.players)

    def _fit_board(self) -> None:
        """The table's column keeps the width of its widest hand on one line (the splitter
        takes it from the analysis, which wraps and scrolls), so the table never scrolls
        sideways at 1024 px."""
        bar = self.board_scroll.verticalScrollBar().sizeHint().width()
        width = self.board.least_width() + bar
        if self.board_scroll.minimumWidth() != width:
            self.board_scroll.setMinimumWidth(width)

    def _fit_seat_box(self) -> None:
        """Widen the seat box until its longest entry fits its text field: the box's own size
        hint can leave a few pixels short of it (full-width brackets in Chinese), which
        elides the seat's number."""
        box = self.seat_box
        box.setMinimumWidth(0)
        metrics = box.fontMetrics()
        longest = max(
            (metrics.horizontalAdvance(box.itemText(i)) for i in range(box.count())), default=0
        )
        opt = QStyleOptionComboBox()
        box.initStyleOption(opt)
        opt.rect.setWidth(box.sizeHint().width())
        field = box.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, opt, QStyle.SubControl.SC_ComboBoxEditField, box
        )
        if longest > field.width():
            box.setMinimumWidth(box.sizeHint().width() + longest - field.width())

    def _show_rounds(self, state: ReviewState) -> None:
        lines = [
            round_text(item, state.players, outcome=shows_outcome(state, i))
            for i, item in enumerate(state.rounds)
        ]
        if lines != [self.rounds.item(i).text() for i in range(self.rounds.count())]:
            blocked = self.rounds.blockSignals(True)
            self.rounds.clear()
            self.rounds.addItems(lines)
            self.rounds.blockSignals(blocked)
        if self.rounds.currentRow() != state.round and state.rounds:
            blocked = self.rounds.blockSignals(True)
            self.rounds.setCurrentRow(state.round)
            self.rounds.blockSignals(blocked)

    # --- language ---

    def retranslate(self) -> None:
        self.open_button.setText(translate("ReviewPage", "Open game…"))
        self.open_button.setToolTip(translate("ReviewPage", "Open a game log (Ctrl+O)"))
        self.paste_button.setText(translate("ReviewPage", "Paste"))
        self.paste_button.setToolTip(
            translate(
                "ReviewPage",
                "Open the game on the clipboard: a tenhou.net/6 link or a log's text "
                "(Ctrl+Shift+V)",
            )
        )
        self.seat_label.setText(translate("ReviewPage", "Seat:"))
        self.seat_box.setToolTip(
            translate(
                "ReviewPage",
                "Seats count 0–3 from the first dealer (East of the first round), as "
                "mjtrainer review --seat does",
            )
        )
        self.show_all.setText(translate("ReviewPage", "Show all hands"))
        self.spoiler.setText(translate("ReviewPage", "Spoiler-free"))
        self.spoiler.setToolTip(
            translate("ReviewPage", "At each decision, pick your own discard before the analysis")
        )
        self.review_button.setText(translate("ReviewPage", "Review"))
        self.review_button.setToolTip(
            translate("ReviewPage", "Grade every discard of this seat by its chance to win")
        )
        self.cancel_button.setText(translate("ReviewPage", "Cancel"))
        self.card_button.setText(translate("ReviewPage", "Make a card"))
        self.card_button.setToolTip(
            translate(
                "ReviewPage",
                "Turn this decision into a discard question for the quiz's spaced repetition",
            )
        )
        self.next_mistake.setText(translate("ReviewPage", "Next mistake (N)"))
        for b, tip in (
            (self.prev_event, translate("ReviewPage", "The event before (←)")),
            (self.next_event, translate("ReviewPage", "The next event (→)")),
            (self.prev_decision, translate("ReviewPage", "The decision before (↑)")),
            (self.next_decision, translate("ReviewPage", "The next decision (↓)")),
        ):
            b.setToolTip(tip)
        self.key_prev_event.setWhatsThis(translate("ReviewPage", "Review: the event before"))
        self.key_next_event.setWhatsThis(translate("ReviewPage", "Review: the next event"))
        self.key_prev_decision.setWhatsThis(translate("ReviewPage", "Review: the decision before"))
        self.key_next_decision.setWhatsThis(translate("ReviewPage", "Review: the next decision"))
        self.key_next_mistake.setWhatsThis(translate("ReviewPage", "Review: the next mistake"))
        self.rounds_card.title.setText(translate("ReviewPage", "Rounds"))
        self.side_tabs.setTabText(0, translate("ReviewPage", "Analysis"))
        self.side_tabs.setTabText(1, translate("ReviewPage", "Summary"))
        self.analysis.retranslate()
        self.summary.retranslate()
        state, self._state = self._state, ReviewState()  # every text worded anew
        self.show_state(state)

    def changeEvent(self, e: QEvent) -> None:
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(e)


def shows_outcome(state: ReviewState, index: int) -> bool:
    """Whether the rounds list tells round ``index``'s outcome (its winner, the chance lost,
    the mistakes): always, but in spoiler-free mode only for the rounds before the one shown
    (the learner has played them through)."""
    return not state.spoiler_free or index < state.round


def _padded(widget: QWidget) -> QWidget:
    """``widget`` with a margin and room below it (the top of a scroll area)."""
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(6, 6, 6, 6)
    layout.addWidget(widget)
    layout.addStretch(1)
    return box


def _scroll(widget: QWidget) -> QScrollArea:
    area = QScrollArea()
    area.setWidget(widget)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    return area
