"""The defence quiz's parts of the quiz page: the table the question is asked at (every pond
in order with the shared pond widget, the riichi tile turned and the tiles after a riichi on a
plate, the dora indicators) and, after the answer, every tile of the hand with its category,
chance and the sentences that explain it, then the riichi hands as they really were, with
their waits.

They draw :class:`~..shared.viewmodel.DefenceView` snapshots with the shared tile widgets;
the words come from the app's one table (:mod:`..shared.i18n`).
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ...game.replay import PondTile
from ..shared import defence_words, i18n, tileart
from ..shared.discards import chance_text
from ..shared.ponds import PondView
from ..shared.tileart import MARK_BEST, MARK_EXTRA, MARK_RIGHT
from ..shared.tiles import TileButton, TileFace, TileFlow, TileItem, TileRole
from ..shared.widgets import Retranslating, clear_layout, set_visible
from .model import (
    AgainstView,
    DefencePond,
    DefenceView,
    RiichiHandView,
    ThrowGrade,
    TileDangerView,
)

translate = QCoreApplication.translate  # the name lupdate looks for

#: The width of a pond's seat title ("Left (kamicha) · riichi" on two lines).
TITLE_WIDTH = 96


def pond_tiles(pond: DefencePond) -> tuple[PondTile, ...]:
    """A pond's discards as the shared pond widget draws them: the riichi tile turned, the
    called ones marked."""
    return tuple(
        PondTile(t, False, riichi=i == pond.riichi, called=i in pond.called)
        for i, t in enumerate(pond.tiles)
    )


def pond_passed(pond: DefencePond) -> tuple[int, ...]:
    """For each discard, how many other seats' riichis it came after (it is genbutsu for
    each of them)."""
    return tuple(sum(i >= at for _, at in pond.after) for i in range(len(pond.tiles)))


def pond_tips(pond: DefencePond, riichis: int, places: Mapping[int, int]) -> tuple[str, ...]:
    """Each discard's tooltip: the tile, its riichi or call, and whose riichis it passed
    (``places``: each seat's place seen from the learner, as ``pond.relative`` is)."""
    tips = []
    for i, t in enumerate(pond.tiles):
        parts = [i18n.tile_name(t)]
        if i == pond.riichi:
            parts.append(translate("DefencePart", "The riichi was declared with this tile"))
        if i in pond.called:
            parts.append(translate("ReviewPage", "called"))
        for seat, at in pond.after:
            if i >= at:
                parts.append(
                    translate("DefencePart", "after the riichi: genbutsu for it")
                    if riichis < 2
                    else translate("DefencePart", "after {seat}'s riichi: genbutsu for it").format(
                        seat=i18n.seat_name(places[seat], short=True)
                    )
                )
        tips.append(" · ".join(parts))
    return tuple(tips)


def seat_title(pond: DefencePond) -> str:
    """The pond's row title: the seat, and "riichi" when it declared one."""
    name = i18n.seat_name(pond.relative)
    if pond.riichi is not None:
        return translate("DefencePart", "{seat} · riichi").format(seat=name)
    return name


class DefenceTable(Retranslating):
    """The table of a defence question: every pond (right, across, left, then yours; with
    three seats right, left, then yours), each a
    row of tiles with its seat, drawn as the review draws ponds (the riichi tile turned, the
    tiles after another seat's riichi on a plate). The one-line :attr:`key` to the plates and
    the dora indicators' :attr:`dora_box` are the page's to place (under the question's
    prompt, and at the end of its title's row)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._view: DefenceView | None = None
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setHorizontalSpacing(8)
        self._grid.setVerticalSpacing(0)  # the plates' rims keep the rows apart
        self._grid.setColumnStretch(1, 1)
        self.titles: list[QLabel] = []
        self.ponds: list[PondView] = []
        self.dora_box = QWidget(self)
        dora_row = QHBoxLayout(self.dora_box)
        dora_row.setContentsMargins(0, 0, 0, 0)
        dora_row.setSpacing(6)
        self.dora_label = QLabel(self.dora_box)
        self.dora_label.setObjectName("small")
        self.dora = TileFlow(TileRole.SMALL, spacing=2, parent=self.dora_box)
        dora_row.addWidget(self.dora_label, 0, Qt.AlignmentFlag.AlignVCenter)
        dora_row.addWidget(self.dora, 0, Qt.AlignmentFlag.AlignVCenter)
        for row in range(4):
            title = QLabel(self)
            title.setObjectName("small")
            title.setWordWrap(True)
            title.setFixedWidth(TITLE_WIDTH)
            pond = PondView(self)
            self._grid.addWidget(title, row, 0, Qt.AlignmentFlag.AlignVCenter)
            self._grid.addWidget(pond, row, 1)
            self.titles.append(title)
            self.ponds.append(pond)
        self.key = QLabel(self)
        self.key.setObjectName("small")
        self.key.setWordWrap(True)
        self.retranslate()

    def show_table(self, view: DefenceView | None) -> None:
        if view == self._view:
            return
        self._view = view
        self.retranslate()

    def order(self) -> tuple[DefencePond, ...]:
        """The ponds as shown: right, across, left, then yours."""
        if self._view is None:
            return ()
        return tuple(sorted(self._view.ponds, key=lambda p: p.relative or 4))

    def retranslate(self) -> None:
        view = self._view
        self.dora_label.setText(translate("DefencePart", "Dora indicator"))
        if view is None:
            return
        self.dora.set_tiles(view.dora_indicators)
        riichis = sum(p.riichi is not None for p in view.ponds)
        self.key.setText(
            translate(
                "DefencePart",
                "Sideways: a riichi tile. On a plate: thrown after a riichi, so genbutsu "
                "(darker: after both).",
            )
            if riichis > 1
            else translate(
                "DefencePart",
                "Sideways: the riichi tile. On a plate: thrown after it, so genbutsu.",
            )
        )
        places = {p.seat: p.relative for p in view.ponds}
        shown = self.order()
        for i, pond in enumerate(shown):
            self.titles[i].setText(seat_title(pond))
            tips = pond_tips(pond, riichis, places)
            self.ponds[i].set_pond(pond_tiles(pond), pond_passed(pond), tips)
        for i, (title, pond_view) in enumerate(zip(self.titles, self.ponds, strict=True)):
            # Three seats: the row of the seat across stays empty and hidden.
            set_visible(title, i < len(shown))
            set_visible(pond_view, i < len(shown))


def caption_chance(p: float) -> str:
    """A tile's chance to deal in as its caption under the hand: the tenths below 10%, a
    whole percent from there ("6.9%", "17%"), so no caption is wider than its tile and the
    14 tiles keep their one line in the smallest window (the explanation gives the tenths)."""
    return chance_text(p, 1 if round(100 * p, 1) < 10 else 0)


def danger_mark(d: TileDangerView, grade: ThrowGrade, answer: tuple[int, ...]) -> str:
    """The mark on a tile of the danger list: the throw right or wrong, the safest ones when
    the throw was not among them."""
    if d.tile == grade.chosen:
        return MARK_RIGHT if grade.correct else MARK_EXTRA
    if d.tile in answer and not grade.correct:
        return MARK_BEST
    return ""


def against_text(a: AgainstView, several: bool) -> str:
    """A tile's reading against one riichi: its sentences, led by whom when several riichis."""
    text = " ".join(defence_words.sentence(s.key, s.params) for s in a.sentences)
    if several:
        return translate("DefencePart", "Against {seat} ({chance}): {text}").format(
            seat=i18n.seat_name(a.relative, short=True), chance=chance_text(a.chance), text=text
        )
    return text


def category_text(d: TileDangerView) -> str:
    """The tile's category, and its kabe when it has one: "half-suji · one-chance"."""
    names = [defence_words.name(d.category)]
    for a in d.against:
        if a.kabe and defence_words.name(a.kabe) not in names:
            names.append(defence_words.name(a.kabe))
    return " · ".join(names)


class _DangerRow(QWidget):
    """One tile of the hand: the tile (marked), its chance, its category and why."""

    def __init__(self, d: TileDangerView, mark: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.danger = d
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 2, 0, 2)
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(0)
        self.tile = TileButton(d.tile, TileRole.DISCARD, self)
        self.tile.set_clickable(False)
        self.tile.set_mark(mark)
        grid.addWidget(self.tile, 0, 0, 2, 1, Qt.AlignmentFlag.AlignTop)
        self.head = QLabel(self)
        self.head.setObjectName("dangerHead")
        grid.addWidget(self.head, 0, 1)
        self.why = QLabel(self)
        self.why.setObjectName("small")
        self.why.setWordWrap(True)
        grid.addWidget(self.why, 1, 1)
        grid.setColumnStretch(1, 1)
        self.retranslate()

    def retranslate(self) -> None:
        d = self.danger
        self.tile.retranslate()
        self.head.setText(
            translate("DefencePart", "{chance} · {category}").format(
                chance=chance_text(d.chance), category=category_text(d)
            )
        )
        several = len(d.against) > 1
        self.why.setText("\n".join(against_text(a, several) for a in d.against))


class _RiichiHandRow(QWidget):
    """A riichi player's hand as it really was, then what it waited on."""

    def __init__(self, r: RiichiHandView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hand = r
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 4)
        layout.setSpacing(2)
        self.title = QLabel(self)
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.tiles = TileFlow(TileRole.READING, spacing=6, plates=True, parent=self)
        layout.addWidget(self.tiles)
        self.retranslate()

    def retranslate(self) -> None:
        r = self.hand
        self.title.setText(
            translate("DefencePart", "{seat}'s riichi hand, waiting on {waits}:").format(
                seat=i18n.seat_name(r.relative), waits=i18n.tiles_text(r.waits)
            )
        )
        self.tiles.set_items(
            (
                TileItem(tuple(TileFace(t) for t in r.tiles)),
                TileItem(
                    tuple(TileFace(t, tileart.HIGHLIGHT) for t in r.waits),
                    translate("DefencePart", "waits"),
                ),
            )
        )


class DefenceExplanation(Retranslating):
    """After a defence answer: every tile of the hand, the safest first (at a three-player
    table under a note that the chances are four-player estimates), then the riichi hands
    revealed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.estimate_note = QLabel(self)
        self.estimate_note.setObjectName("small")
        self.estimate_note.setWordWrap(True)
        self.estimate_note.hide()
        layout.addWidget(self.estimate_note)
        self.rows_box = QVBoxLayout()
        self.rows_box.setSpacing(2)
        layout.addLayout(self.rows_box)
        self.hands_title = QLabel(self)
        self.hands_title.setObjectName("explainSummary")
        self.hands_title.setWordWrap(True)
        layout.addWidget(self.hands_title)
        self.hands_box = QVBoxLayout()
        self.hands_box.setSpacing(2)
        layout.addLayout(self.hands_box)
        self.rows: list[_DangerRow] = []
        self.hands: list[_RiichiHandRow] = []
        self._key: tuple[object, ...] | None = None
        self.retranslate()

    def show_answer(self, view: DefenceView | None, answer: tuple[int, ...], g: ThrowGrade) -> None:
        key = (view, answer, g)
        if key == self._key:
            return
        self._key = key
        clear_layout(self.rows_box)
        clear_layout(self.hands_box)
        self.rows, self.hands = [], []
        set_visible(self.hands_title, view is not None and bool(view.riichi_hands))
        set_visible(self.estimate_note, view is not None and any(d.estimate for d in view.dangers))
        if view is None:
            return
        for d in view.dangers:
            row = _DangerRow(d, danger_mark(d, g, answer), self)
            self.rows_box.addWidget(row)
            self.rows.append(row)
        for r in view.riichi_hands:
            hand = _RiichiHandRow(r, self)
            self.hands_box.addWidget(hand)
            self.hands.append(hand)
        self.retranslate()

    def retranslate(self) -> None:
        self.hands_title.setText(translate("DefencePart", "The riichi hands, revealed"))
        self.estimate_note.setText(
            translate(
                "DefencePart",
                "Three players: the chances are four-player estimates (the published deal-in "
                "rates are counted at four-player tables); the categories are exact.",
            )
        )
        for row in self.rows:
            row.retranslate()
        for hand in self.hands:
            hand.retranslate()
