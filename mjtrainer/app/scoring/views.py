"""What a win is worth, in the trainer's results: the score of a complete hand (MCR fans with
their points and the 8-fan verdict; riichi yaku, han, fu with its breakdown, the limit and the
payment), each wait's value on a discard and by self-draw, and the status line's words for
them. The widgets draw the snapshots of :mod:`..shared.score_model`; the results view holds them.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from ...core.kinds import MPSZ
from ..shared import i18n, score_i18n
from ..shared.score_model import (
    ScoreKind,
    ScoreView,
    ScoringView,
    ValueCell,
    WaitValueView,
    YakuLine,
)
from ..shared.tiles import TileButton, TileRole
from ..shared.widgets import Retranslating, set_visible

translate = QCoreApplication.translate  # the name lupdate looks for

#: The mark of a way of winning the rules do not let the hand declare: a symbol and words,
#: never colour alone.
CANNOT_WIN = "✗"


def english() -> bool:
    """Whether the app speaks English now (MCR fans then show their English name too)."""
    return i18n.is_english()


def tile_text(tile: int) -> str:
    """ "5 dots (5p)"."""
    return i18n.tile_name(tile) + " (" + MPSZ[tile] + ")"


def scoring_status(scoring: ScoringView) -> tuple[str, str] | None:
    """The status line of a complete hand under mcr or riichi, and its tone: a win and what
    it is worth ("good"), a complete hand that may not be declared ("warn"), a situation that
    cannot be scored ("error"); None when there is no score (a ready hand)."""
    if scoring.error is not None:
        e = scoring.error
        message = i18n.worded(e.phrase)
        return translate("ScoreView", "Complete, but this win cannot be scored: {message}").format(
            message=message
        ), "error"
    s = scoring.score
    if s is None:
        return None
    if s.rules is ScoreKind.MCR:
        if s.win:
            return translate("ScoreView", "Complete hand (win): {n} fan.").format(n=s.total), "good"
        return translate(
            "ScoreView", "Complete, but {n} fan: short of the {m}-fan minimum — not a win"
        ).format(n=s.fan_value, m=s.minimum), "warn"
    if not s.win:
        return translate("ScoreView", "Complete, but no yaku: cannot win"), "warn"
    if s.limit:
        text = translate(
            "ScoreView", "Complete hand (win): {han} han {fu} fu, {points} points ({limit})."
        ).format(han=s.han, fu=s.fu, points=s.points, limit=score_i18n.limit(s.limit))
    else:
        text = translate(
            "ScoreView", "Complete hand (win): {han} han {fu} fu, {points} points."
        ).format(han=s.han, fu=s.fu, points=s.points)
    return text, "good"


def how_won(s: ScoreView) -> str:
    """ "Won on 5 dots (5p) on a discard", saying when the tile is the hand's best."""
    tile = tile_text(s.win_tile)
    if s.self_drawn:
        text = translate("ScoreView", "Won on {tile} by self-draw").format(tile=tile)
    else:
        text = translate("ScoreView", "Won on {tile} on a discard").format(tile=tile)
    if not s.chosen:
        text += translate(
            "ScoreView", " — the best tile of the hand (pick another in the situation above)"
        )
    return text


def fu_text(s: ScoreView) -> str:
    """ "base 20, self-draw 2, rounded up 8"."""
    return translate("ScoreView", ", ").join(
        translate("ScoreView", "{reason} {fu}").format(reason=score_i18n.fu_reason(r), fu=fu)
        for r, fu in s.fu_details
    )


def payment(s: ScoreView) -> str:
    """Who pays what (the honba included in each payment, the riichi sticks said apart)."""
    if s.points is None:
        return ""
    if s.rules is ScoreKind.MCR:
        if s.self_drawn:
            return translate(
                "ScoreView", "{each} fan from each other player, {total} in all"
            ).format(each=s.from_others, total=s.points)
        return translate(
            "ScoreView",
            "{discarder} fan from the discarder, {each} from each other player, {total} in all",
        ).format(discarder=s.from_discarder, each=s.from_others, total=s.points)
    if not s.self_drawn and s.from_discarder in (None, s.points):
        text = translate("ScoreView", "{total} from the discarder").format(total=s.points)
    elif not s.self_drawn:
        text = translate("ScoreView", "{total}: {each} from the discarder").format(
            total=s.points, each=s.from_discarder
        )
    elif s.from_dealer is None:
        text = translate("ScoreView", "{total}: {each} from each other player").format(
            total=s.points, each=s.from_others
        )
    else:
        text = translate(
            "ScoreView", "{total}: {dealer} from the dealer, {each} from each other player"
        ).format(total=s.points, dealer=s.from_dealer, each=s.from_others)
    extras = []
    if s.honba:
        extras.append(translate("ScoreView", "honba {points} included").format(points=s.honba))
    if s.riichi_sticks:
        extras.append(
            translate("ScoreView", "{points} in riichi sticks").format(points=s.riichi_sticks)
        )
    if not extras:
        return text
    return translate("ScoreView", "{payment} ({extras})").format(
        payment=text, extras=translate("ScoreView", ", ").join(extras)
    )


def yaku_name(y: YakuLine) -> str:
    """A yaku's name with its romaji after it, unless the two are the same word ("Riichi",
    "Dora" in English)."""
    name = score_i18n.yaku(y.key, y.name)
    if name.casefold() == y.romaji.casefold():
        return name
    return translate("ScoreView", "{name} ({romaji})").format(name=name, romaji=y.romaji)


def fan_row(zh: str, en: str, points: int, count: int) -> tuple[str, ...]:
    """A fan's cells: Chinese name, English name (in English only), points, count, value."""
    times = translate("ScoreView", "×{n}").format(n=count) if count > 1 else ""
    return (zh, en if english() else "", str(points), times, str(points * count))


def value_text(cell: ValueCell | None, rules: ScoreKind | None) -> str:
    """One way of winning on a wait: "24 fan" or "2 han 40 fu · 2600", the ones that cannot be
    declared marked ✗ with the reason, "—" for a way the situation rules out."""
    if cell is None:
        return "—"
    if rules is ScoreKind.MCR:
        if cell.win:
            return translate("ScoreView", "{n} fan").format(n=cell.total)
        return translate("ScoreView", "{mark} {n} fan: short of 8").format(
            mark=CANNOT_WIN, n=cell.fan_value
        )
    if not cell.win:
        return translate("ScoreView", "{mark} no yaku").format(mark=CANNOT_WIN)
    return translate("ScoreView", "{han} han {fu} fu · {points}").format(
        han=cell.han, fu=cell.fu, points=cell.points
    )


class _Grid(QWidget):
    """Rows of text cells in aligned columns (labels are reused)."""

    def __init__(self, aligns: Sequence[Qt.AlignmentFlag], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._aligns = tuple(aligns)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setHorizontalSpacing(12)
        self._grid.setVerticalSpacing(2)
        self._labels: list[list[QLabel]] = []
        self._header: list[QLabel] = []
        self._rows: tuple[tuple[str, ...], ...] = ()

    def rows(self) -> tuple[tuple[str, ...], ...]:
        """The cells shown, row by row."""
        return self._rows

    def set_header(self, cells: Sequence[str]) -> None:
        """The columns' titles, over the rows (grid row 0)."""
        if not self._header:
            for c, align in enumerate(self._aligns):
                label = QLabel(self)
                label.setObjectName("small")
                label.setAlignment(align | Qt.AlignmentFlag.AlignBottom)
                self._grid.addWidget(label, 0, c)
                self._header.append(label)
        for c, label in enumerate(self._header):
            label.setText(cells[c] if c < len(cells) else "")

    def header(self) -> tuple[str, ...]:
        """The columns' titles shown ("" for a column without one)."""
        return tuple(label.text() for label in self._header)

    def set_rows(self, rows: Sequence[tuple[str, ...]]) -> None:
        self._rows = tuple(rows)
        while len(self._labels) < len(self._rows):
            r = len(self._labels)
            labels = []
            for c, align in enumerate(self._aligns):
                label = QLabel(self)
                label.setAlignment(align | Qt.AlignmentFlag.AlignVCenter)
                label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
                self._grid.addWidget(label, r + 1, c)  # row 0: the header
                labels.append(label)
            self._labels.append(labels)
        for r, labels in enumerate(self._labels):
            row = self._rows[r] if r < len(self._rows) else ()
            for c, label in enumerate(labels):
                text = row[c] if c < len(row) else ""
                label.setText(text)
                set_visible(label, r < len(self._rows) and bool(text))
        self._grid.setColumnStretch(len(self._aligns), 1)


_LEFT = Qt.AlignmentFlag.AlignLeft
_RIGHT = Qt.AlignmentFlag.AlignRight


class ScorePanel(Retranslating):
    """The score of a complete hand: how it won, the fans (MCR: Chinese name, English name in
    English, points, count, value) or the yaku (name with romaji, han), then the total and the
    verdict, or han, fu with its breakdown, the limit and the payment."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._score: ScoreView | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.header = QLabel(self)
        self.header.setWordWrap(True)
        font = self.header.font()
        font.setBold(True)
        self.header.setFont(font)
        layout.addWidget(self.header)
        self.fans = _Grid((_LEFT, _LEFT, _RIGHT, _LEFT, _RIGHT), self)
        layout.addWidget(self.fans)
        self.yaku = _Grid((_LEFT, _RIGHT), self)
        layout.addWidget(self.yaku)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.summary)

    @property
    def score(self) -> ScoreView | None:
        return self._score

    def show_score(self, score: ScoreView | None) -> None:
        self._score = score
        set_visible(self, score is not None)
        self.retranslate()

    def retranslate(self) -> None:
        s = self._score
        if s is None:
            return
        self.header.setText(how_won(s))
        mcr = s.rules is ScoreKind.MCR
        set_visible(self.fans, mcr)
        set_visible(self.yaku, not mcr and bool(s.yaku))
        if mcr:
            self.fans.set_header(
                (
                    translate("ScoreView", "Fan"),
                    "",
                    translate("ScoreView", "Points"),
                    "",
                    translate("ScoreView", "Total"),
                )
            )
            self.fans.set_rows([fan_row(f.zh, f.en, f.points, f.count) for f in s.fans])
            lines = [
                translate("ScoreView", "Total: {total} fan ({flowers} from flowers)").format(
                    total=s.total, flowers=s.flowers
                )
                if s.flowers
                else translate("ScoreView", "Total: {total} fan").format(total=s.total)
            ]
            if s.win:
                lines.append(
                    translate("ScoreView", "A win: {n} fan without flowers, {m} needed.").format(
                        n=s.fan_value, m=s.minimum
                    )
                )
                lines.append(
                    translate("ScoreView", "Payments: {payment}").format(payment=payment(s))
                )
            else:
                lines.append(
                    translate(
                        "ScoreView",
                        "{mark} Not a win: {n} fan without flowers, short of the {m}-fan minimum.",
                    ).format(mark=CANNOT_WIN, n=s.fan_value, m=s.minimum)
                )
        else:
            self.yaku.set_rows(
                [
                    (
                        yaku_name(y),
                        translate("ScoreView", "{n} han").format(n=y.han),
                    )
                    for y in s.yaku
                ]
            )
            if not s.win:
                lines = [
                    translate("ScoreView", "{mark} No yaku: the hand cannot be declared.").format(
                        mark=CANNOT_WIN
                    )
                ]
            else:
                head = translate("ScoreView", "{han} han, {fu} fu").format(han=s.han, fu=s.fu)
                if s.limit:
                    head += " — " + score_i18n.limit(s.limit)
                dealer = (
                    translate("ScoreView", "dealer")
                    if s.dealer
                    else translate("ScoreView", "non-dealer")
                )
                lines = [
                    head,
                    translate("ScoreView", "Fu: {items}").format(items=fu_text(s)),
                    translate("ScoreView", "Points ({who}): {payment}").format(
                        who=dealer, payment=payment(s)
                    ),
                ]
        self.summary.setText("\n".join(lines))


class WaitValuesView(Retranslating):
    """What each wait of a ready hand is worth on a discard and by self-draw: the wait's tile,
    then a value for each way of winning; a way the rules do not let the hand declare is
    marked ✗ with the reason."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rules: ScoreKind | None = None
        self._values: tuple[WaitValueView, ...] = ()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.caption = QLabel(self)
        self.caption.setObjectName("small")
        self.caption.setWordWrap(True)
        layout.addWidget(self.caption)
        box = QWidget(self)
        self._grid = QGridLayout(box)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setHorizontalSpacing(14)
        self._grid.setVerticalSpacing(2)
        self._heads = (QLabel(box), QLabel(box))
        for c, head in enumerate(self._heads, start=1):
            head.setObjectName("small")
            self._grid.addWidget(head, 0, c)
        self._grid.setColumnStretch(3, 1)
        layout.addWidget(box)
        self._box = box
        self._rows: list[tuple[TileButton, QLabel, QLabel]] = []

    def values(self) -> tuple[WaitValueView, ...]:
        return self._values

    def texts(self) -> list[tuple[int, str, str]]:
        """(tile, on a discard, by self-draw) as shown."""
        return [
            (b.tile, ron.text(), tsumo.text()) for b, ron, tsumo in self._rows[: len(self._values)]
        ]

    def set_values(self, rules: ScoreKind | None, values: Sequence[WaitValueView]) -> None:
        self._rules = rules
        self._values = tuple(values)
        while len(self._rows) < len(self._values):
            r = len(self._rows) + 1
            tile = TileButton(0, TileRole.SMALL, self._box)
            tile.set_clickable(False)
            ron, tsumo = QLabel(self._box), QLabel(self._box)
            self._grid.addWidget(tile, r, 0)
            self._grid.addWidget(ron, r, 1)
            self._grid.addWidget(tsumo, r, 2)
            self._rows.append((tile, ron, tsumo))
        for i, (tile, ron, tsumo) in enumerate(self._rows):
            shown = i < len(self._values)
            for w in (tile, ron, tsumo):
                set_visible(w, shown)
            if shown:
                tile.set_tile(self._values[i].tile)
        set_visible(self, bool(self._values))
        self.retranslate()

    def retranslate(self) -> None:
        self.caption.setText(
            translate(
                "ScoreView",
                "What each wait is worth in this situation ({mark}: the hand may not be "
                "declared that way):",
            ).format(mark=CANNOT_WIN)
        )
        self._heads[0].setText(translate("ScoreView", "on a discard (ron)"))
        self._heads[1].setText(translate("ScoreView", "by self-draw (tsumo)"))
        for (tile, ron, tsumo), v in zip(self._rows, self._values, strict=False):
            for label, cell in ((ron, v.ron), (tsumo, v.tsumo)):
                label.setText(value_text(cell, self._rules))
                label.setToolTip(
                    translate("ScoreView", "This way of winning cannot happen in this situation")
                    if cell is None
                    else ""
                )
            tile.retranslate()


def kong_flag(self_drawn: bool) -> str:
    """The kong flag's key as it reads: after a kong when self-drawn, robbing one if not."""
    return "after_kong" if self_drawn else "robbing_kong"
