"""The discard table as Qt model/view: a table model of the discard options, a delegate that
paints their tiles with the one tile primitive, and a table view that sorts by a click on
any header, moves with the keyboard and discards on a click or Enter.

The columns are :class:`Column` entries: a new measure is one more entry in
:data:`TRAINER_COLUMNS`, not a new table (the look-ahead's tenpai % and win % are two). The
trainer's table is clickable; the quiz explanation shows the same table read-only, with the
learner's choice and the best marked (its columns: ``app/quiz/discard_columns.py``).

In a narrow pane the columns keep their widths (the effective tiles wrap to at most
:data:`EFFECTIVE_LINES` lines) and the table scrolls sideways; when not every column fits,
the look-ahead's chances and value (and the danger, with a riichi) move in front of the
effective tiles (:data:`NARROW_ORDER`), so what a learner weighs first is in view without
scrolling, and the effective tiles go on one line, scrolled to. In a
page that scrolls, the table is at most as tall as the page's view and scrolls its rows
under a header that stays.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    QSortFilterProxyModel,
    Qt,
    Signal,
    Slot,
)
from PySide6.QtGui import (
    QColor,
    QCursor,
    QFocusEvent,
    QFont,
    QFontMetrics,
    QHelpEvent,
    QHideEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
    QShowEvent,
    QStaticText,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QSizePolicy,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QToolTip,
    QWidget,
)

from ...core.kinds import parting_digits
from . import defence_words, i18n, tileart
from .tiles import (
    TileFace,
    TilePainter,
    TileRole,
    cell_size,
    flow,
    hit,
    metrics,
    tile_painter,
    tile_tooltip,
)
from .viewmodel import ContrastView, DiscardView
from .widgets import PageWheel

translate = QCoreApplication.translate  # the name lupdate looks for

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()  # the invalid index: a table's rows hang under it

# Roles of the model beyond Qt's: the row's value, and what the delegate and proxy need.
ROW_ROLE = Qt.ItemDataRole.UserRole + 1  # the Row value of the row
SORT_ROLE = Qt.ItemDataRole.UserRole + 2  # the column's sort key (a Python value)

MARGIN_X, MARGIN_Y = 6, 3
LINE_BREAK = "\u2028"  # a cell's lines (a static text's layout breaks there, not at "\n")
SMALL_SPACING = 2
BEST_COLOR = QColor(255, 214, 102, 110)
CHOSEN_COLOR = QColor(179, 38, 30, 28)
CHOSEN_EDGE = QColor(179, 38, 30, 150)
PLAYED_COLOR = QColor(0x1C, 0x5F, 0xB0, 28)  # the tile a practice deal threw: a neutral blue
PLAYED_EDGE = QColor(0x1C, 0x5F, 0xB0, 150)
LINE_COLOR = QColor(0, 0, 0, 30)
TAG_COLOR = QColor(0x8A, 0x5A, 0x00)  # the note of the best and the learner's choice
#: The effective tiles of a row wrap to at most this many lines: their column is never
#: narrower than that needs (at ~1 tile wide, 20 tiles stacked made a row ~350 px tall).
EFFECTIVE_LINES = 3
#: When the columns do not all fit, these come first (left to right), the others after them in
#: their own order: at a 1024-px window the chances and value would otherwise sit past the
#: effective tiles, out of view. With a riichi on the table the danger comes right after the
#: discard (shown only then: at 1366 px it sat past the value, out of view). Only the header's
#: visual order moves; the model's does not.
#: The round EV (under riichi points) comes right after the deal-in: it weighs it against the
#: chances, the one number a learner compares; the shanten after the discard goes after the
#: value then (at 1024 px its room is what keeps the chances and the value in view).
NARROW_ORDER = ("discard", "deal-in", "round-ev", "danger", "tenpai", "win", "value", "shanten")
#: The narrowest the table asks a layout for: past its columns it scrolls sideways.
MIN_VISIBLE_WIDTH = 240
#: Room left around the table in the page's view when its height is capped to that view.
PAGE_MARGIN = 16


@dataclass(frozen=True, slots=True)
class Row:
    """One row of the table: the option, the quiz mark on its tile ("" for none) and whether
    the learner chose it."""

    option: DiscardView
    mark: str = ""
    chosen: bool = False


@dataclass(frozen=True, slots=True)
class Column:
    """A column: its header, how its cells are drawn ("tile": the discarded tile, "tiles": the
    effective tiles, "text"), their text (also what a screen reader reads), the sort key, the
    alignment, the first order a header click sorts in, and the widest texts it can hold
    (``widest``: the column is as wide as they are, so it keeps its width from hand to hand;
    none given, the texts shown decide)."""

    key: str
    title: Callable[[], str]
    paint: str
    text: Callable[[Row], str]
    sort_key: Callable[[Row], Any]
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    first_order: Qt.SortOrder = Qt.SortOrder.AscendingOrder
    stretch: bool = False
    min_width: int = 0
    tag: bool = False  # drawn bold in the tag colour
    widest: Callable[[], Sequence[str]] | None = None
    tip: Callable[[], str] | None = None  # the header's tooltip
    cell_tip: Callable[[Row], str] | None = None  # a cell's tooltip ("" for none)
    # Whether the column shows for these rows (None: always), e.g. the danger with a riichi.
    shown: Callable[[Sequence[Row]], bool] | None = None
    # The cell drawn as these lines one under another (None: ``text`` on one line), e.g. the
    # danger's category above its kabe; ``text`` stays what a screen reader reads.
    lines: Callable[[Row], Sequence[str]] | None = None

    def drawn(self, row: Row) -> tuple[str, ...]:
        """The lines of ``row``'s cell as drawn."""
        return tuple(self.lines(row)) if self.lines is not None else (self.text(row),)


def _effective_text(row: Row) -> str:
    return translate("ResultsView", ", ").join(
        f"{i18n.tile_name(t)} ×{n}" for t, n in row.option.effective
    )


def _total_text(row: Row) -> str:
    return i18n.count("tile", row.option.total)


def note(best: bool, chosen: bool) -> str:
    """A row's note: whether its discard is the best, the learner's choice, or both."""
    tags = []
    if best:
        tags.append(translate("QuizPage", "best"))
    if chosen:
        tags.append(translate("QuizPage", "your choice"))
    return " · ".join(tags)


def note_text(row: Row) -> str:
    """The note of ``row``."""
    return note(row.option.best, row.chosen)


RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
# A chance the search did not reach (the discard leaves the hand too far from ready).
NOT_SEARCHED = "—"
# A chance still being worked out.
PENDING = "…"


def chance_text(p: float | None, digits: int = 1) -> str:
    """A chance 0–1 as a percentage, ``"41.3%"``."""
    return "" if p is None else f"{100 * p:.{digits}f}%"


def _chance_cell(searched: bool | None, p: float | None) -> str:
    if searched is None:
        return PENDING
    return chance_text(p) if searched else NOT_SEARCHED


def _chance_tip(row: Row) -> str:
    if row.option.searched is False:
        return translate(
            "ResultsView",
            "Not searched: this discard leaves the hand further from ready than the best one, "
            "or beyond the search's reach (the line under the table says which)",
        )
    return ""


def _chance_key(p: float | None, row: Row) -> tuple[float, float, int, int]:
    # Not searched (or not back yet) sorts below every chance; ties: tenpai, tiles, tile.
    tenpai = row.option.tenpai
    return (
        -1.0 if p is None else p,
        -1.0 if tenpai is None else tenpai,
        row.option.total,
        -row.option.tile,
    )


def play_word(riichi: bool) -> str:
    """The word beside a discard the analysis offers with riichi and without."""
    if riichi:
        return translate("ResultsView", "riichi")
    return translate("ResultsView", "dama")


def discard_name(face: int, riichi: bool | None = None) -> str:
    """A discard row's name: the tile (``"6 circles"``), with riichi or kept quiet when the
    analysis offers both (``"6 circles · riichi"``, ``"6 circles · dama"``)."""
    name = i18n.tile_name(face)
    if riichi is None:
        return name
    return translate("ResultsView", "{tile} · {play}").format(tile=name, play=play_word(riichi))


def labelled(rows: Sequence[Row]) -> bool:
    """Whether a row says riichi or dama beside its tile (the Discard column is wider)."""
    return any(r.option.riichi is not None for r in rows)


def _play_tip(row: Row) -> str:
    """A riichi or dama row's tooltip: what each play means, and which numbers weigh them."""
    if row.option.riichi is None:
        return ""
    return translate(
        "ResultsView",
        "Riichi: one han more, ura dora and ippatsu in expectation, the 1,000 stick, the hand "
        "locked to its wait. Dama: the hand may still change; a win by ron needs a yaku. Win % "
        "and value are each play's: dama the look-ahead's chance with the waits' worth without "
        "riichi, riichi the locked wait's chance with riichi's worth; the round EV weighs the "
        "two plays.",
    )


DISCARD = Column(
    "discard",
    lambda: translate("ResultsView", "Discard"),
    "tile",
    lambda r: discard_name(r.option.face, r.option.riichi),
    lambda r: (r.option.tile, bool(r.option.riichi)),
    cell_tip=_play_tip,
)
THEN = Column(
    "shanten",
    lambda: translate("ResultsView", "Then"),
    "text",
    lambda r: i18n.shanten_text(r.option.shanten),
    lambda r: (r.option.shanten, -r.option.total, r.option.tile),
    min_width=84,
    widest=lambda: [i18n.shanten_text(n) for n in (-1, 0, 8)],
)
EFFECTIVE = Column(
    "effective",
    lambda: translate("ResultsView", "Effective tiles left"),
    "tiles",
    _effective_text,
    lambda r: (len(r.option.effective), r.option.total, -r.option.tile),
    first_order=Qt.SortOrder.DescendingOrder,
    stretch=True,
)
TOTAL = Column(
    "total",
    lambda: translate("ResultsView", "Total"),
    "text",
    _total_text,
    lambda r: (r.option.total, -r.option.shanten, -r.option.tile),
    align=RIGHT,
    first_order=Qt.SortOrder.DescendingOrder,
    min_width=56,
    widest=lambda: [i18n.count("tile", 888)],
)


def _chance_column(
    key: str,
    title: Callable[[], str],
    chance: Callable[[DiscardView], float | None],
    tip: Callable[[], str],
) -> Column:
    """A look-ahead chance column (tenpai % or win %): right-aligned, highest first on the
    first click, '—' when not searched and '…' while the search runs."""
    return Column(
        key,
        title,
        "text",
        lambda r: _chance_cell(r.option.searched, chance(r.option)),
        lambda r: _chance_key(chance(r.option), r),
        align=RIGHT,
        first_order=Qt.SortOrder.DescendingOrder,
        min_width=56,
        widest=lambda: ["100.0%", NOT_SEARCHED, PENDING],
        tip=tip,
        cell_tip=_chance_tip,
    )


TENPAI = _chance_column(
    "tenpai",
    lambda: translate("ResultsView", "Tenpai %"),
    lambda o: o.tenpai,
    lambda: translate(
        "ResultsView",
        "The chance to be ready (tenpai) by the last draw after this discard: one player, "
        "no calls, each draw from the unseen wall.",
    ),
)
WIN = _chance_column(
    "win",
    lambda: translate("ResultsView", "Win %"),
    lambda o: o.win,
    lambda: translate(
        "ResultsView",
        "The chance to win by the last draw after this discard: one player, no calls, each "
        "draw from the unseen wall; the lit row wins most often.",
    ),
)


def value_text(v: float | None, unit: str) -> str:
    """An expected worth as the table and the sentence give it: riichi points whole, thousands
    separated (``"2,140"``), MCR fan with one decimal (``"12.3 fan"``)."""
    if v is None:
        return ""
    if unit == "fan":
        return translate("ResultsView", "{fan} fan").format(fan=f"{v:.1f}")
    return f"{v:,.0f}"


def _value_cell(row: Row) -> str:
    o = row.option
    if o.searched is None:
        return PENDING
    if not o.searched or o.value is None:
        return NOT_SEARCHED
    return value_text(o.value, o.value_unit)


def _value_key(row: Row) -> tuple[float, float, float, int, int]:
    # Not searched (or not back yet) sorts below every value; ties: win, tenpai, tiles, tile.
    o = row.option
    return (-1.0 if o.value is None else o.value, *_chance_key(o.win, row))


def _value_tip() -> str:
    return translate(
        "ResultsView",
        "The expected value of the wins by the last draw after this discard: the win chance "
        "× the average win (a hand that does not win counts 0), so less than a win is worth. "
        "For the play that makes it highest: riichi points by self-draw, riichi declared when "
        "the hand is ready and concealed, with the winds, dora, red fives and ura dora in "
        "expectation; Chinese Official: the fan of the wins.",
    )


VALUE = Column(
    "value",
    lambda: translate("ResultsView", "Value"),
    "text",
    _value_cell,
    _value_key,
    align=RIGHT,
    first_order=Qt.SortOrder.DescendingOrder,
    min_width=64,
    widest=lambda: ["88,888", value_text(88.8, "fan"), NOT_SEARCHED, PENDING],
    tip=_value_tip,
    cell_tip=_chance_tip,
    shown=lambda rows: any(r.option.value_unit for r in rows),
)


def _has_danger(rows: Sequence[Row]) -> bool:
    return any(r.option.danger is not None for r in rows)


def _danger_tip(row: Row) -> str:
    danger = row.option.danger
    if danger is None:
        return ""
    several = len({seat for seat, _, _ in danger.reasons}) > 1
    tip = defence_words.danger_tip(danger, several)
    return f"{_estimate_note()}\n{tip}" if danger.estimate else tip


def _estimate_note() -> str:
    return translate(
        "ResultsView",
        "Four-player estimate: the published deal-in rates are counted at four-player tables; "
        "with three players the categories are exact, the chances an estimate.",
    )


def estimated(rows: Sequence[Row]) -> bool:
    """Whether the danger shown is a four-player estimate (a three-player table)."""
    return any(r.option.danger is not None and r.option.danger.estimate for r in rows)


def _deal_in(row: Row) -> float | None:
    # Against a riichi the defence model's chance; else (an open hand, or a review's row) the
    # round EV's chance to deal in to any threat.
    danger = row.option.danger
    return row.option.deal_in if danger is None else danger.chance


def _deal_in_key(row: Row) -> tuple[float, int]:
    danger = row.option.danger
    return (2.0 if danger is None else danger.chance, row.option.tile)


def _chance_key_in(row: Row) -> tuple[float, int]:
    chance = _deal_in(row)
    return (2.0 if chance is None else chance, row.option.tile)


DEAL_IN = Column(
    "deal-in",
    lambda: translate("ResultsView", "Deal-in %"),
    "text",
    lambda r: chance_text(_deal_in(r)),
    _chance_key_in,
    align=RIGHT,
    min_width=56,
    widest=lambda: ["100.0%"],
    tip=lambda: translate(
        "ResultsView",
        "The chance that this discard deals in: into a riichi by published deal-in rates by "
        "tile class and turn, into an open hand by its tenpai rate times that; the safest "
        "first on a click.",
    ),
    cell_tip=_danger_tip,
    shown=lambda rows: any(_deal_in(r) is not None for r in rows),
)
#: The columns whose header says "four-player estimate" at a three-player table (the deal-in
#: chances; the categories beside them stay exact).
DANGER_KEYS = frozenset({DEAL_IN.key})
DANGER = Column(
    "danger",
    lambda: translate("ResultsView", "Against riichi"),
    "text",
    lambda r: defence_words.category_text(r.option.danger) if r.option.danger else "",
    _deal_in_key,
    tip=lambda: translate(
        "ResultsView",
        "What the riichi player's pond says about the tile: genbutsu, suji, half-suji, "
        "non-suji, an honour by its copies in view, and kabe (no-chance, one-chance).",
    ),
    cell_tip=_danger_tip,
    shown=_has_danger,
    # The category above its kabe, the column as wide as the longest shown (as wide as every
    # category with every kabe on one line, it left ~230 px blank at 1366 px and pushed the
    # chances out of view): two short lines fit beside the tile.
    lines=lambda r: defence_words.category_lines(r.option.danger) if r.option.danger else (),
)

MINUS = "\u2212"


def ev_text(v: float) -> str:
    """A round EV in whole points with its sign, thousands separated: ``"−1,100"``, ``"+640"``
    (a true minus sign; 0 without a sign)."""
    n = round(v)
    if n == 0:
        return "0"
    return f"{n:+,}".replace("-", MINUS)


def _ev_cell(row: Row) -> str:
    o = row.option
    if o.searched is None:
        return PENDING
    return NOT_SEARCHED if o.round_ev is None else ev_text(o.round_ev)


def _ev_key(row: Row) -> tuple[float, float, float, int, int]:
    # Not valued (or not back yet) sorts below every EV; ties: win, tenpai, tiles, tile.
    o = row.option
    return (-1e9 if o.round_ev is None else o.round_ev, *_chance_key(o.win, row))


def _has_ev(row: Row) -> bool:
    # Threat or not, the column means one thing: shown wherever the model values the rows (under
    # riichi points), and while their look-ahead is still out.
    o = row.option
    return o.round_ev is not None or (o.searched is None and o.value_unit == "points")


def _ev_tip() -> str:
    return translate(
        "ResultsView",
        "Round EV: the expected change of your points by the end of the round after this "
        "discard. Your own wins (the look-ahead) race the others' (published win and tenpai "
        "rates), less the deal-ins now and later and the others' self-draws, plus the "
        "draw's payments. With a threat on the table, the better of playing on and folding "
        "after this discard. The highest is the best play.",
    )


ROUND_EV = Column(
    "round-ev",
    lambda: translate("ResultsView", "Round EV"),
    "text",
    _ev_cell,
    _ev_key,
    align=RIGHT,
    first_order=Qt.SortOrder.DescendingOrder,
    min_width=64,
    widest=lambda: [MINUS + "88,888", "+88,888", NOT_SEARCHED, PENDING],
    tip=_ev_tip,
    cell_tip=_chance_tip,
    shown=lambda rows: any(_has_ev(r) for r in rows),
)

# The trainer's table: the effective tiles now, then the look-ahead's chances and value (shown
# under rules that value a win), then the danger against a riichi (shown only with one on the
# table) and the round EV beside it (under riichi points).
TRAINER_COLUMNS: tuple[Column, ...] = (
    DISCARD,
    THEN,
    EFFECTIVE,
    TOTAL,
    TENPAI,
    WIN,
    VALUE,
    DEAL_IN,
    ROUND_EV,
    DANGER,
)


def effective_faces(option: DiscardView) -> tuple[TileFace, ...]:
    """The effective tiles of a row as drawn: "×N" under each, dimmed when none is left (as
    the trainer's own effective tiles and waits are)."""
    return tuple(
        TileFace(t, tileart.NORMAL if n else tileart.DIM, caption="×" + str(n))
        for t, n in option.effective
    )


class DiscardModel(QAbstractTableModel):
    """The discard options, one a row in the core's order (best first), one column per
    :class:`Column`."""

    def __init__(
        self, columns: Sequence[Column] = TRAINER_COLUMNS, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.columns = tuple(columns)
        self._rows: tuple[Row, ...] = ()

    def set_rows(self, rows: Sequence[Row]) -> bool:
        """Show ``rows``; False (and nothing redone) when they are the rows shown."""
        rows = tuple(rows)
        if rows == self._rows:
            return False
        self.beginResetModel()
        self._rows = rows
        self.endResetModel()
        return True

    def rows(self) -> tuple[Row, ...]:
        """The rows in the core's order."""
        return self._rows

    def retranslate(self) -> None:
        """The language changed: every header and cell reads anew."""
        if self.columns:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self.columns) - 1)
        if self._rows:
            last = self.index(len(self._rows) - 1, len(self.columns) - 1)
            self.dataChanged.emit(self.index(0, 0), last)

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        column = self.columns[index.column()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return column.text(row)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(column.align)
        if role == ROW_ROLE:
            return row
        if role == SORT_ROLE:
            return column.sort_key(row)
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.columns):
            return None
        column = self.columns[section]
        estimate = column.key in DANGER_KEYS and estimated(self._rows)
        if role == Qt.ItemDataRole.DisplayRole:
            if estimate:
                # On a line of its own: the header stays as narrow as the chances below it.
                return translate("ResultsView", "{title}\n(4-player est.)").format(
                    title=column.title()
                )
            return column.title()
        if role == Qt.ItemDataRole.InitialSortOrderRole:
            return column.first_order.value
        if role == Qt.ItemDataRole.ToolTipRole and column.tip is not None:
            return f"{_estimate_note()}\n{column.tip()}" if estimate else column.tip()
        return None


class DiscardSort(QSortFilterProxyModel):
    """Sorts rows by the clicked column's own key (tuples, so ties break sensibly); no
    column sorted keeps the core's order."""

    def lessThan(self, left: Index, right: Index) -> bool:
        return bool(left.data(SORT_ROLE) < right.data(SORT_ROLE))


class DiscardDelegate(QStyledItemDelegate):
    """Paints a cell: the discarded tile (lit when best, with the quiz mark), the effective
    tiles wrapped to the column's width with "×N" under each, or the text. Its geometry
    (where the tiles go, how tall a row is) is the table's too."""

    def __init__(self, table: DiscardTable) -> None:
        super().__init__(table)
        self._table = table
        self._small: QSize | None = None
        self._layouts: dict[tuple[int, int], tuple[QRect, ...]] = {}
        self._texts: dict[tuple[str, str, bool], QStaticText] = {}
        self._cell_painters: tuple[TilePainter, TilePainter] | None = None
        self._font_key = ""
        self._fonts: dict[tuple[str, str, bool], QFont] = {}

    def forget_sizes(self) -> None:
        """The font or the tile size changed: measure again."""
        self._small = None
        self._layouts.clear()
        self._texts.clear()
        self._fonts.clear()

    def painter_for(self, role: TileRole, option: QStyleOptionViewItem) -> TilePainter:
        """The tile painter of ``role`` in the cell's font and palette."""
        dpr = self._table.devicePixelRatioF()
        return tile_painter(metrics().height(role), option.font, option.palette, dpr)

    def small_cell(self) -> QSize:
        """A small tile with its "×N" under it."""
        if self._small is None:
            self._small = cell_size(metrics().height(TileRole.SMALL), ("×4",), self._table.font())
        return QSize(self._small)

    def tile_rect(self, cell: QRect, word: bool = False) -> QRect:
        """Where the discarded tile is drawn in its cell: centred, or at its left with the
        ``word`` riichi or dama beside it."""
        size = metrics().tile_size(TileRole.DISCARD)
        x = cell.x() + (cell.width() - size.width()) // 2
        if word:
            x = cell.x() + MARGIN_X + 1
        return QRect(x, cell.y() + MARGIN_Y + 1, size.width(), size.height())

    def tile_width(self, words: bool = False) -> int:
        """Width of the discarded tile's column (the tile and its margins; with ``words``,
        room for the wider of riichi and dama beside it)."""
        width = metrics().tile_size(TileRole.DISCARD).width() + 2 * MARGIN_X + 2
        if words:
            font = QFont(self._table.font())
            font.setBold(True)
            fm = QFontMetrics(font)
            width += MARGIN_X + max(fm.horizontalAdvance(play_word(r)) for r in (True, False))
        return width

    def _per_line(self, width: int) -> int:
        small = self.small_cell()
        width = max(small.width(), width - 2 * MARGIN_X)
        return max(1, (width + SMALL_SPACING) // (small.width() + SMALL_SPACING))

    def _effective_layout(self, width: int, count: int) -> tuple[QRect, ...]:
        """The effective tiles' places in a cell ``width`` wide at the origin."""
        got = self._layouts.get((width, count))
        if got is None:
            small = self.small_cell()
            per_line = self._per_line(width)
            step = small.width() + SMALL_SPACING
            rects, _ = flow([small] * count, per_line * step, SMALL_SPACING)
            if len(self._layouts) > 256:
                self._layouts.clear()
            got = self._layouts[(width, count)] = tuple(
                r.translated(MARGIN_X, MARGIN_Y) for r in rects
            )
        return got

    def effective_rects(self, cell: QRect, count: int) -> tuple[QRect, ...]:
        """Where each effective tile (with its "×N") is drawn in its cell."""
        return tuple(
            r.translated(cell.x(), cell.y()) for r in self._effective_layout(cell.width(), count)
        )

    def row_height(self, option: DiscardView, effective_width: int, text_height: int) -> int:
        """How tall the row of ``option`` is with its effective tiles in a column
        ``effective_width`` wide: the tallest of the tile, the text and the tiles' lines."""
        small = self.small_cell()
        lines = -(-len(option.effective) // self._per_line(effective_width))
        tiles = lines * small.height() + max(0, lines - 1) * SMALL_SPACING
        tile = metrics().tile_size(TileRole.DISCARD).height() + 2
        return max(tile, text_height, tiles) + 2 * MARGIN_Y

    def text_width(self, column: Column, texts: Sequence[str], font: QFont) -> int:
        """Width a text column needs for the widest of ``texts``."""
        if column.tag:
            font = QFont(font)
            font.setBold(True)
        fm = QFontMetrics(font)
        widest = max((fm.horizontalAdvance(t) for t in texts), default=0)
        return max(widest + 2 * MARGIN_X + 1, column.min_width)

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        column = self._table.model_columns()[index.column()]
        row = self._table.shown_row(index.row())
        width = self._table.column_width(self._table.effective_column())
        height = self.row_height(row.option, width, self._table.text_height(row))
        if column.paint == "tile":
            return QSize(self.tile_width(self._table.has_words()), height)
        if column.paint == "tiles":
            return QSize(self.small_cell().width() + 2 * MARGIN_X, height)
        return QSize(self.text_width(column, column.drawn(row), option.font), height)

    def begin_paint(self, table: QWidget) -> None:
        """Before the cells of one paint: the tile painters of the table's font, palette and
        ratio, made once for all its cells."""
        option = QStyleOptionViewItem()
        option.font = table.font()
        option.palette = table.palette()
        self._font_key = option.font.key()
        self._cell_painters = (
            self.painter_for(TileRole.DISCARD, option),
            self.painter_for(TileRole.SMALL, option),
        )

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        column = self._table.model_columns()[index.column()]
        row = self._table.shown_row(index.row())
        cell: QRect = option.rect
        if self._cell_painters is None:
            self.begin_paint(self._table)
        assert self._cell_painters is not None
        if column.paint == "tile":
            look = tileart.HIGHLIGHT if row.option.best else tileart.NORMAL
            face = TileFace(row.option.face, look, row.mark)
            riichi = row.option.riichi
            at = self.tile_rect(cell, self._table.has_words())
            self._cell_painters[0].paint(painter, at, face)
            if riichi is not None:  # riichi or dama, beside the tile
                text, font = self._static(play_word(riichi), True)
                y = cell.y() + (cell.height() - text.size().height()) / 2
                painter.setFont(font)
                painter.setPen(TAG_COLOR)
                painter.drawStaticText(QPointF(at.right() + 1 + MARGIN_X, y), text)
        elif column.paint == "tiles":
            tiles = self._cell_painters[1]
            rects = self._effective_layout(cell.width(), len(row.option.effective))
            left, top = cell.x(), cell.y()
            painter.translate(left, top)
            for face, r in zip(effective_faces(row.option), rects, strict=True):
                tiles.paint(painter, r, face)
            painter.translate(-left, -top)
        else:
            text, font = self._static(LINE_BREAK.join(column.drawn(row)), column.tag)
            size = text.size()
            if column.align & Qt.AlignmentFlag.AlignRight:
                x = cell.right() + 1 - MARGIN_X - size.width()
            else:
                x = cell.x() + MARGIN_X
            y = cell.y() + (cell.height() - size.height()) / 2
            painter.setFont(font)
            painter.setPen(TAG_COLOR if column.tag else option.palette.windowText().color())
            painter.drawStaticText(QPointF(x, y), text)

    def _static(self, text: str, bold: bool) -> tuple[QStaticText, QFont]:
        """``text`` laid out once in the table's font (bold for a tag), to draw again and
        again in the font returned."""
        key = (text, self._font_key, bold)
        got = self._texts.get(key)
        if got is None:
            if len(self._texts) > 256:
                self._texts.clear()
                self._fonts.clear()
            font = QFont(self._table.font())
            font.setBold(bold)
            got = self._texts[key] = QStaticText(text)
            got.setTextFormat(Qt.TextFormat.PlainText)
            got.prepare(font=font)
            self._fonts[key] = font
        return got, self._fonts[key]

    def helpEvent(
        self,
        event: QHelpEvent,
        view: QAbstractItemView,
        option: QStyleOptionViewItem,
        index: Index,
    ) -> bool:
        tip = self._table.tooltip_at(event.pos())
        if tip is None:
            QToolTip.hideText()
            return False
        QToolTip.showText(event.globalPos(), tip[0], view.viewport(), tip[1])
        return True


@dataclass(frozen=True)
class DiscardRow:
    """One row of the table as shown (in the shown order): its option, whether it is a best
    one, its mark and note, and where it and its tiles are, in the viewport's coordinates.
    A snapshot for tests and tools."""

    index: int
    option: DiscardView
    best: bool
    mark: str
    note: str
    rect: QRect
    table: DiscardTable

    def tile_rect(self) -> QRect:
        """The discarded tile's image."""
        return self.table.tile_rect(self.index)

    def effective_rect(self, i: int) -> QRect:
        """Small tile ``i`` (with its "×N") of the row's effective tiles."""
        return self.table.effective_rect(self.index, i)


class FrozenHeader(QHeaderView):
    """The discard table's header: while the columns scroll sideways, the Discard column's
    section stays drawn at the left edge, over the sections scrolling under it (a click there
    does nothing: it would land on the section under it)."""

    def __init__(self, table: DiscardTable) -> None:
        super().__init__(Qt.Orientation.Horizontal, table)
        self._table = table

    def _over_frozen(self, e: QMouseEvent) -> bool:
        column = self._table.frozen_column()
        return column is not None and e.position().x() < self.sectionSize(column)

    def mousePressEvent(self, e: QMouseEvent) -> None:
        if self._over_frozen(e):
            e.accept()
            return
        super().mousePressEvent(e)

    def mouseReleaseEvent(self, e: QMouseEvent) -> None:
        if self._over_frozen(e):
            e.accept()
            return
        super().mouseReleaseEvent(e)

    def paintEvent(self, e: QPaintEvent) -> None:
        super().paintEvent(e)
        column = self._table.frozen_column()
        if column is None:
            return
        painter = QPainter(self.viewport())
        self.paintSection(painter, QRect(0, 0, self.sectionSize(column), self.height()), column)
        painter.end()


class DiscardTable(QTableView):
    """The discard table: sortable by a click on any header (a third click goes back to best
    first), rows grow to fit their effective tiles, the best rows are lit; while the columns
    scroll sideways the Discard column stays at the left edge (:meth:`frozen_column`). When
    ``clickable``, a click anywhere on a row, or Enter or Space on the current row, emits
    ``discardRequested(tile)``; the row under the mouse or the keyboard is lit."""

    discardRequested = Signal(int)

    def __init__(
        self,
        columns: Sequence[Column] = TRAINER_COLUMNS,
        clickable: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("discardTable")
        self._clickable = clickable
        self._hover = -1
        self._resizing: tuple[int, int] | None = None  # (column, new width) being applied
        self._fitting = False  # in _fit_effective
        self._fit_again = False  # the view was resized during that fit
        self._min_width = 0  # every column at its least width
        self._others_width = 0  # every column but the effective tiles'
        self._effective_min = 0  # the effective tiles' column at its least
        self._height = 0
        self._wheel = PageWheel(self, self._refit)  # who scrolls for the wheel, in what page
        self._shown: tuple[Row, ...] = ()  # the rows in the order shown
        self._choice_colors = (CHOSEN_COLOR, CHOSEN_EDGE)  # the learner's choice: a quiz answer
        self._words = False  # a row says riichi or dama beside its tile
        self._model = DiscardModel(columns, self)
        self._proxy = DiscardSort(self)
        self._proxy.setSourceModel(self._model)
        self.setModel(self._proxy)
        self.setItemDelegate(DiscardDelegate(self))
        self._setup_view()
        self._connect_signals()
        self._fit_columns()

    def _setup_view(self) -> None:
        self.setHorizontalHeader(FrozenHeader(self))
        self.setShowGrid(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setTabKeyNavigation(False)
        self.setAutoScroll(False)
        self.setWordWrap(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.verticalHeader().hide()
        header = self.horizontalHeader()
        header.setHighlightSections(False)
        header.setSectionsClickable(True)
        header.setSortIndicatorShown(True)
        header.setSortIndicatorClearable(True)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        header.setMinimumSectionSize(10)
        # Every width is set here: the stretching column takes the room left, but never less
        # than its tiles need in EFFECTIVE_LINES lines (Qt's Stretch would shrink it to nothing).
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.setSortingEnabled(True)
        self.sortByColumn(-1, Qt.SortOrder.AscendingOrder)  # the core's order: best first
        self.setMouseTracking(self._clickable)
        if self._clickable:
            self.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
            self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        else:
            self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        sp = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setSizePolicy(sp)

    def _connect_signals(self) -> None:
        self.clicked.connect(self._on_clicked)
        self.horizontalHeader().sectionResized.connect(self._on_section_resized)
        self.horizontalHeader().sortIndicatorChanged.connect(self._on_sort_changed)
        self._proxy.layoutChanged.connect(self._on_layout_changed)
        metrics().changed.connect(self._on_metrics_changed)
        selection = self.selectionModel()
        assert isinstance(selection, QItemSelectionModel)
        selection.currentRowChanged.connect(self._on_current_changed)

    # --- content ---

    def model_columns(self) -> tuple[Column, ...]:
        """The table's columns, in order."""
        return self._model.columns

    def tile_height(self) -> int:
        """Height of the discarded tiles (their effective tiles are the small role's)."""
        return metrics().height(TileRole.DISCARD)

    def small_tile_height(self) -> int:
        """Height of the effective tiles drawn in the rows."""
        return metrics().height(TileRole.SMALL)

    def set_options(
        self,
        options: Sequence[DiscardView],
        marks: Sequence[str] = (),
        chosen: int | None = None,
    ) -> None:
        """Show ``options`` (best first); ``marks[i]`` on row ``i``'s tile, ``chosen`` the
        tile the learner threw (quiz)."""
        rows = [
            Row(o, marks[i] if i < len(marks) else "", o.tile == chosen)
            for i, o in enumerate(options)
        ]
        words = self._words
        retitled = estimated(rows) != estimated(self._model.rows())
        if self._model.set_rows(rows):
            for i, column in enumerate(self._model.columns):
                if column.shown is not None:
                    self.setColumnHidden(i, not column.shown(rows))
            self._hover = -1
            self._take_rows()
            # The view lays out now, not on its next timer: one paint shows the new rows.
            self.executeDelayedItemsLayout()
            self._words = labelled(rows)
            same = self._words == words and not retitled  # the columns keep their widths
            fixed = all(
                c.widest or c.paint != "text" or self.isColumnHidden(i)
                for i, c in enumerate(self._model.columns)
            )  # no column shown is as wide as its texts now (the danger's)
            if same and fixed:
                self._fit_effective()  # the other columns keep their widths
            else:
                self._fit_columns()

    def _take_rows(self) -> None:
        """Note the rows in the order shown (after a new content or a sort)."""
        rows = self._model.rows()
        proxy = self._proxy
        self._shown = tuple(
            rows[proxy.mapToSource(proxy.index(i, 0)).row()] for i in range(proxy.rowCount())
        )

    def has_words(self) -> bool:
        """Whether a row says riichi or dama beside its tile: the Discard column is wider,
        every tile at its left."""
        return self._words

    def shown_row(self, row: int) -> Row:
        """The row shown at ``row``."""
        return self._shown[row]

    def text_height(self, row: Row) -> int:
        """How tall ``row``'s texts are, with their margins: its cell of the most lines."""
        lines = max((len(c.drawn(row)) for c in self._model.columns if c.lines), default=1)
        fm = self.fontMetrics()
        return fm.height() + max(0, lines - 1) * fm.lineSpacing() + 2 * MARGIN_Y

    def effective_faces(self, row: int) -> tuple[TileFace, ...]:
        """The effective tiles of the row shown at ``row``, as they are painted."""
        return effective_faces(self._shown[row].option)

    def options(self) -> tuple[DiscardView, ...]:
        """The options in the core's order (best first), whatever the sort shown."""
        return tuple(r.option for r in self._model.rows())

    def shown(self) -> tuple[DiscardView, ...]:
        """The options in the order shown."""
        return tuple(r.option for r in self._shown)

    def row_count(self) -> int:
        """How many rows are shown."""
        return len(self._shown)

    def rows(self) -> list[DiscardRow]:
        """The rows as shown, top to bottom."""
        out = []
        for i, row in enumerate(self._shown):
            out.append(
                DiscardRow(
                    i,
                    row.option,
                    row.option.best,
                    row.mark,
                    note_text(row),
                    self.row_rect(i),
                    self,
                )
            )
        return out

    def retranslate(self) -> None:
        """Headers, texts and the accessible name in the current language."""
        self.setAccessibleName(translate("ResultsView", "Discards"))
        self._model.retranslate()
        self._fit_columns()

    # --- geometry (viewport coordinates) ---

    def _column(self, key: str) -> int:
        for i, c in enumerate(self._model.columns):
            if c.key == key:
                return i
        raise KeyError(key)

    def effective_column(self) -> int:
        """The column of the effective tiles (the one that stretches and wraps)."""
        return self._column("effective")

    def row_rect(self, row: int) -> QRect:
        """The whole row shown at ``row`` (all its columns, scrolled sideways or not)."""
        width = max(self.viewport().width(), self.horizontalHeader().length())
        x = -self.horizontalOffset()
        return QRect(x, self.rowViewportPosition(row), width, self.rowHeight(row))

    def tile_rect(self, row: int) -> QRect:
        """The discarded tile of the row shown at ``row``."""
        return self._delegate().tile_rect(self._discard_cell(row), self.has_words())

    def _discard_cell(self, row: int) -> QRect:
        """The Discard cell of the row shown at ``row``: at the left edge while frozen."""
        cell = self.visualRect(self._proxy.index(row, self._column("discard")))
        if self.frozen_column() is not None:
            cell.moveLeft(0)
        return cell

    def frozen_column(self) -> int | None:
        """The Discard column while the columns are scrolled sideways past it (it is drawn
        at the left edge, the others scrolling under it); None when nothing is scrolled."""
        if self.horizontalOffset() <= 0:
            return None
        column = self._column("discard")
        if self.isColumnHidden(column) or self.horizontalHeader().visualIndex(column) != 0:
            return None
        return column

    def effective_rect(self, row: int, i: int) -> QRect:
        """Effective tile ``i`` (with its "×N") of the row shown at ``row``."""
        index = self._proxy.index(row, self._column("effective"))
        count = len(self._shown[row].option.effective)
        return self._delegate().effective_rects(self.visualRect(index), count)[i]

    def _delegate(self) -> DiscardDelegate:
        d = self.itemDelegate()
        assert isinstance(d, DiscardDelegate)
        return d

    def tooltip_at(self, pos: QPoint) -> tuple[str, QRect] | None:
        """The tooltip at ``pos`` (viewport coordinates) and the area it holds for: a tile's
        name over a tile (the discard, with its mark, or an effective tile), else the row's
        "Click to discard" (when clickable)."""
        index = self.indexAt(pos)
        if not index.isValid():
            return None
        frozen = self.frozen_column()
        if frozen is not None and pos.x() < self.columnWidth(frozen):
            index = self._proxy.index(index.row(), frozen)
        row = self._shown[index.row()]
        rect = self.tile_rect(index.row())
        if rect.contains(pos):
            return tile_tooltip(row.option.face, row.mark), rect
        if self._model.columns[index.column()].key == "effective":
            rects = self._delegate().effective_rects(
                self.visualRect(index), len(row.option.effective)
            )
            i = hit(rects, pos)
            if i >= 0:
                return tile_tooltip(row.option.effective[i][0]), rects[i]
        column = self._model.columns[index.column()]
        tip = column.cell_tip(row) if column.cell_tip is not None else ""
        if tip:
            return tip, self.visualRect(index)
        if not self._clickable:
            return None
        text = translate("ResultsView", "Click to discard {name}").format(
            name=i18n.tile_name(row.option.face)
        )
        return text, self.row_rect(index.row())

    def sizeHint(self) -> QSize:
        small = self._delegate().small_cell().width() + SMALL_SPACING
        effective = max(self._effective_min, 11 * small + 2 * MARGIN_X)
        return QSize(2 * self.frameWidth() + self._others_width + effective, self._height)

    def minimumSizeHint(self) -> QSize:
        return QSize(min(self._min_width, MIN_VISIBLE_WIDTH), self._height)

    def _fit_columns(self) -> None:
        """Each column but the effective tiles' as wide as its widest cell and its header;
        then the effective tiles' and the rows."""
        delegate = self._delegate()
        rows = self._model.rows()
        titles = self._header_widths()
        for i, column in enumerate(self._model.columns):
            if column.stretch:
                continue
            if column.paint == "tile":
                cells = delegate.tile_width(self._words)
            else:
                if column.widest:
                    texts = list(column.widest())
                else:
                    texts = [t for r in rows for t in column.drawn(r)]
                cells = delegate.text_width(column, texts, self.font())
            need = max(cells, titles[i])
            if self.columnWidth(i) != need:
                self.setColumnWidth(i, need)
        self._fit_effective()

    def _header_widths(self) -> list[int]:
        """Each header section's width for its title: room for the sort arrow only in the
        section sorted by (the arrow's room in every section pushed the chances out of a
        1024-px window's pane); a click on another header refits the columns."""
        header = self.horizontalHeader()
        sorted_by = header.sortIndicatorSection() if self.isSortingEnabled() else -1
        with_arrow = [header.sectionSizeHint(i) for i in range(header.count())]
        blocked = header.blockSignals(True)
        try:
            header.setSortIndicatorShown(False)
            bare = [header.sectionSizeHint(i) for i in range(header.count())]
            header.setSortIndicatorShown(True)
        finally:
            header.blockSignals(blocked)
        return [with_arrow[i] if i == sorted_by else bare[i] for i in range(header.count())]

    def _fit_effective(self) -> None:
        """The effective tiles' column: the room the other columns leave, but never so
        narrow that a row's tiles take more than EFFECTIVE_LINES lines (nor narrower than
        its header); when not every column fits, as wide as the most tiles on one line (they
        are scrolled to, past the columns of :data:`NARROW_ORDER`: wrapped out of view, they
        made rows ~150 px tall with nothing in sight). Then the rows.

        Not re-entered: a section moved or widened here may bring the sideways scroll bar
        and resize the view (the header, mid-move, crashed when measured again); such a
        resize fits the column again after this fit, not inside it."""
        if self._fitting:
            self._fit_again = True
            return
        self._fitting = True
        try:
            for _ in range(3):  # a resize during a fit asks one more (it settles at once)
                self._fit_again = False
                self._fit_effective_now()
                if not self._fit_again:
                    break
        finally:
            self._fitting = False

    def _fit_effective_now(self) -> None:
        i = self.effective_column()
        self._others_width = sum(
            self.columnWidth(n)
            for n, column in enumerate(self._model.columns)
            if n != i and not self.isColumnHidden(n)
        )
        most = max((len(r.option.effective) for r in self._model.rows()), default=0)
        per_line = max(1, -(-most // EFFECTIVE_LINES))
        step = self._delegate().small_cell().width() + SMALL_SPACING
        tiles = per_line * step - SMALL_SPACING + 2 * MARGIN_X
        least = max(tiles, self._header_widths()[i])
        self._effective_min = least
        self._min_width = 2 * self.frameWidth() + self._others_width + least
        fits = self.viewport().width() >= self._others_width + least
        self._place_columns(fits)
        if fits:
            width = max(least, self.viewport().width() - self._others_width)
        else:
            width = max(least, most * step - SMALL_SPACING + 2 * MARGIN_X)
        if self.columnWidth(i) != width:
            self.setColumnWidth(i, width)  # the header's sectionResized refits the rows
        self._refit()

    def _place_columns(self, fits: bool) -> None:
        """The columns in the model's order when they all fit, else :data:`NARROW_ORDER`'s
        first (moved in the header only: indexes, sorting and widths stay as they are)."""
        keys = [c.key for c in self._model.columns]
        order = list(range(len(keys)))
        if not fits:
            first = [keys.index(k) for k in NARROW_ORDER if k in keys]
            order = first + [n for n in order if n not in first]
        header = self.horizontalHeader()
        for visual, logical in enumerate(order):
            now = header.visualIndex(logical)
            if now != visual:
                header.moveSection(now, visual)

    def is_narrow_order(self) -> bool:
        """Whether the chances and value are moved in front of the effective tiles."""
        header = self.horizontalHeader()
        return any(header.visualIndex(n) != n for n in range(header.count()))

    def _page_height(self) -> int | None:
        """The height of the view of the scroll area the table is in (None when in none)."""
        page = self._wheel.page()
        return None if page is None else page.height()

    def wheelEvent(self, e: QWheelEvent) -> None:
        """The wheel over the table scrolls its rows until their end, and then nothing moves
        for the rest of that gesture; a gesture begun where the rows can go no further that
        way, or begun on the page, scrolls the page (:class:`~.widgets.PageWheel`)."""
        self._wheel.wheel(e, super().wheelEvent)

    def _refit(self) -> None:
        """Rows as tall as their tiles need at the columns' widths now; the table as tall as
        its rows, but in a page that scrolls no taller than the page's view: then the rows
        scroll inside the table, under its header."""
        delegate = self._delegate()
        effective = self.column_width(self.effective_column())
        total = 0
        rows = self.verticalHeader()
        # One update of the view for all rows, not one timer (and one more paint) a row.
        blocked = rows.blockSignals(True)
        changed = False
        try:
            for i, row in enumerate(self._shown):
                height = delegate.row_height(row.option, effective, self.text_height(row))
                if self.rowHeight(i) != height:
                    self.setRowHeight(i, height)
                    changed = True
                total += height
        finally:
            rows.blockSignals(blocked)
        if changed:
            self.updateGeometries()
        header = self.horizontalHeader()
        head = header.sizeHint().height() if not header.isHidden() else 0
        if self._min_width > self.width():  # the columns scroll sideways: room for the bar
            total += self.horizontalScrollBar().sizeHint().height()
        height = head + total + 2 * self.frameWidth()
        page = self._page_height()
        if page is not None:
            tallest = max(self._shown_heights(), default=0)
            height = min(height, max(page - PAGE_MARGIN, head + tallest + 2 * self.frameWidth()))
        if height != self._height:
            self._height = height
            self.updateGeometry()
        self.viewport().update()

    # --- slots and events ---

    def column_width(self, column: int) -> int:
        """The width of ``column``, the new one while the header resizes it."""
        if self._resizing is not None and self._resizing[0] == column:
            return self._resizing[1]
        return self.columnWidth(column)

    @Slot(int, int, int)
    def _on_section_resized(self, index: int, old: int, new: int) -> None:
        # The header says the new width before columnWidth() does.
        if self._model.columns[index].paint == "tiles":
            self._resizing = (index, new)
            try:
                self._refit()
            finally:
                self._resizing = None

    @Slot(int, Qt.SortOrder)
    def _on_sort_changed(self, section: int, order: Qt.SortOrder) -> None:
        self._fit_columns()  # the sorted section's title needs the arrow's room

    @Slot()
    def _on_layout_changed(self) -> None:
        self._hover = -1
        self._take_rows()
        self._refit()

    @Slot()
    def _on_metrics_changed(self) -> None:
        self._delegate().forget_sizes()
        self._fit_columns()

    def _shown_heights(self) -> list[int]:
        return [self.rowHeight(i) for i in range(len(self._shown))]

    def resizeEvent(self, e: QResizeEvent) -> None:
        super().resizeEvent(e)
        self._fit_effective()

    def showEvent(self, e: QShowEvent) -> None:
        super().showEvent(e)
        self._refit()  # in a page now, perhaps: its height caps the table's

    def changeEvent(self, e: QEvent) -> None:
        if e.type() == QEvent.Type.FontChange:
            self._delegate().forget_sizes()
            self._fit_columns()
        super().changeEvent(e)

    @Slot(QModelIndex, QModelIndex)
    def _on_current_changed(self, current: QModelIndex, previous: QModelIndex) -> None:
        self.viewport().update()

    @Slot(QModelIndex)
    def _on_clicked(self, index: QModelIndex) -> None:
        if self._clickable and index.isValid():
            self.discardRequested.emit(self._shown[index.row()].option.tile)

    def lit_row(self) -> int:
        """The row lit as the one a click or Enter would discard: under the mouse, else the
        keyboard's current row while the table has focus (-1 for none)."""
        if not self._clickable:
            return -1
        if self._hover >= 0:
            return self._hover
        current = self.currentIndex()
        return current.row() if self.hasFocus() and current.isValid() else -1

    def _set_hover(self, row: int) -> None:
        if row != self._hover:
            self._hover = row
            self.viewport().update()

    def mouseMoveEvent(self, e: QMouseEvent) -> None:
        if self._clickable:
            self._set_hover(self.indexAt(e.position().toPoint()).row())
        super().mouseMoveEvent(e)

    def leaveEvent(self, e: QEvent) -> None:
        self._set_hover(-1)
        super().leaveEvent(e)

    def hideEvent(self, e: QHideEvent) -> None:
        # A table hidden under the mouse (a discard, a page switch) gets no leave event: the
        # row it lit must not come back lit over the best row when it is shown again.
        self._set_hover(-1)
        super().hideEvent(e)

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        super().scrollContentsBy(dx, dy)
        if dx:  # the frozen column is drawn anew, not moved with the pixels scrolled
            self.viewport().update()
            self.horizontalHeader().viewport().update()
        # The rows moved under a mouse that did not: light the row now under it, if any.
        if self._hover >= 0:
            at = self.viewport().mapFromGlobal(QCursor.pos())
            inside = self.viewport().rect().contains(at)
            self._set_hover(self.indexAt(at).row() if inside else -1)

    def focusInEvent(self, e: QFocusEvent) -> None:
        super().focusInEvent(e)
        if not self.currentIndex().isValid() and self.row_count():
            self.setCurrentIndex(self._proxy.index(0, 0))
        self.viewport().update()

    def focusOutEvent(self, e: QFocusEvent) -> None:
        super().focusOutEvent(e)
        self.viewport().update()

    def keyPressEvent(self, e: QKeyEvent) -> None:
        key = Qt.Key(e.key())
        current = self.currentIndex()
        if self._clickable and current.isValid():
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                self.discardRequested.emit(self._shown[current.row()].option.tile)
                e.accept()
                return
        if key in (Qt.Key.Key_Home, Qt.Key.Key_End) and self.row_count():
            row = 0 if key == Qt.Key.Key_Home else self.row_count() - 1
            self.setCurrentIndex(self._proxy.index(row, max(0, current.column())))
            e.accept()
            return
        self._hover = -1  # the keyboard takes over the lit row
        super().keyPressEvent(e)

    def paintEvent(self, e: QPaintEvent) -> None:
        # Row backgrounds first (best, chosen, lit), one rounded plate a row, then the cells.
        painter = QPainter(self.viewport())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        lit = self.lit_row()
        hover = self.palette().highlight().color()
        hover.setAlpha(60)
        width = self.viewport().width()
        for i, row in enumerate(self._shown):
            r = self.row_rect(i)
            if not r.intersects(e.rect()):
                continue
            self._paint_plate(painter, QRectF(r).adjusted(1, 1, -1, -1), row, i == lit, hover)
            painter.setPen(QPen(LINE_COLOR, 1))
            painter.drawLine(8, r.bottom(), width - 8, r.bottom())
        painter.end()
        self._delegate().begin_paint(self)
        super().paintEvent(e)
        frozen = self.frozen_column()
        if frozen is not None:
            self._paint_frozen(frozen, lit, hover)

    def show_choice_as_played(self) -> None:
        """Draw the chosen row as the tile a practice deal threw (graded apart, best or not):
        in the neutral blue of a mark, not the quiz's red of a wrong answer."""
        self._choice_colors = (PLAYED_COLOR, PLAYED_EDGE)

    def _paint_plate(
        self, painter: QPainter, box: QRectF, row: Row, lit: bool, hover: QColor
    ) -> None:
        """A row's plate: lit, best or the learner's choice (whose edge shows on the others
        too)."""
        chosen_fill, chosen_edge = self._choice_colors
        fill = hover if lit else BEST_COLOR if row.option.best else None
        if row.chosen and fill is None:
            fill = chosen_fill
        if fill is not None:
            painter.setPen(QPen(chosen_edge, 1.5) if row.chosen else Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawRoundedRect(box, 6, 6)

    def _paint_frozen(self, column: int, lit: int, hover: QColor) -> None:
        """The Discard column drawn again at the left edge, over the columns scrolled under
        it: its background, each row's plate (cut at the column's right), tile and line."""
        view = self.viewport()
        width = self.columnWidth(column)
        painter = QPainter(view)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        strip = QRect(0, 0, width, view.height())
        painter.fillRect(strip, view.palette().color(view.backgroundRole()))
        painter.setClipRect(strip)
        option = QStyleOptionViewItem()
        option.font = self.font()
        option.palette = self.palette()
        for i, row in enumerate(self._shown):
            cell = QRect(0, self.rowViewportPosition(i), width, self.rowHeight(i))
            if not cell.intersects(strip):
                continue
            box = QRectF(cell).adjusted(1, 1, 12, -1)  # the plate goes on under the others
            self._paint_plate(painter, box, row, i == lit, hover)
            painter.setPen(QPen(LINE_COLOR, 1))
            painter.drawLine(8, cell.bottom(), width, cell.bottom())
            option.rect = cell
            self._delegate().paint(painter, option, self._proxy.index(i, column))
        painter.setClipping(False)
        painter.setPen(QPen(LINE_COLOR, 1))
        painter.drawLine(width - 1, 0, width - 1, view.height())
        painter.end()


def two_chances(a: float, b: float) -> tuple[str, str]:
    """``a`` and ``b`` as percentages with one decimal, or more (up to three) when one decimal
    would print two different chances the same."""
    digits = parting_digits(a, b)
    return chance_text(a, digits), chance_text(b, digits)


def contrast_sentence(c: ContrastView) -> str:
    """The one sentence: the discard with the most effective tiles is not the one that wins
    most often ("7p has the most tiles now, but 1m wins more often: 43.1% against 39.8%.")."""
    best, leader = two_chances(c.best_win, c.leader_win)
    return translate(
        "Lookahead",
        "{leader} has the most tiles now, but {best} wins more often: {mine} against {theirs}.",
    ).format(leader=i18n.tile_name(c.leader), best=i18n.tile_name(c.best), mine=best, theirs=leader)
