"""Widgets that keep their width: each is as large as the largest of the texts it may show,
so a new text, or a new language, moves nothing beside it (the trainer's situation bar), and
:class:`OneOf`, widgets taking turns in one place."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QPoint,
    QRect,
    QSize,
    Qt,
)
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QLabel,
    QRadioButton,
    QStackedLayout,
    QStyle,
    QStyleOptionComboBox,
    QToolButton,
    QWidget,
)

from ..shared.widgets import ItemsComboBox

_MNEMONIC = Qt.TextFlag.TextShowMnemonic


class _SteadyWidth:
    """A text widget as large as the largest of the texts it may show (:meth:`set_texts`), so
    a new text, or a new language, moves nothing beside it. The room is measured with the
    widget's font, the way the widget measures its own text, whenever Qt asks, so a style
    sheet or a font change is followed."""

    _texts: tuple[str, ...] = ()

    def set_texts(self, texts: Sequence[str]) -> None:
        """Keep room for each of ``texts`` (the one shown may be any of them)."""
        self._texts = tuple(texts)
        self.updateGeometry()  # type: ignore[attr-defined]

    def texts(self) -> tuple[str, ...]:
        """The texts room is kept for."""
        return self._texts

    def _shown_texts(self) -> Sequence[str]:
        return (self.text(),)  # type: ignore[attr-defined]

    def _measure(self, fm: QFontMetrics, text: str) -> QSize:
        return fm.size(_MNEMONIC, text)  # a button's own measure

    def _room(self, texts: Sequence[str]) -> QSize:
        fm = self.fontMetrics()  # type: ignore[attr-defined]
        room = QSize(0, 0)
        for t in texts:
            room = room.expandedTo(self._measure(fm, t))
        return room

    def sizeHint(self) -> QSize:
        hint = QSize(super().sizeHint())  # type: ignore[misc]
        if self._texts:
            grow = self._room(self._texts) - self._room(self._shown_texts())
            hint += QSize(max(0, grow.width()), max(0, grow.height()))
        return hint


class SteadyLabel(_SteadyWidth, QLabel):
    """A label that keeps room for the largest of its texts (plain, on one line)."""

    def _measure(self, fm: QFontMetrics, text: str) -> QSize:
        # A label draws its "&" unless it names a buddy.
        mnemonic = _MNEMONIC if self.buddy() is not None else Qt.TextFlag(0)
        flags = int(Qt.AlignmentFlag.AlignLeft | mnemonic)
        return fm.boundingRect(QRect(0, 0, 2000, 2000), flags, text).size()


class SteadyToolButton(_SteadyWidth, QToolButton):
    """A tool button that keeps room for the largest of its texts."""


class SteadyRadioButton(_SteadyWidth, QRadioButton):
    """A radio button that keeps room for the largest of its texts (a click anywhere in it
    counts, the room kept too)."""

    def hitButton(self, pos: QPoint) -> bool:
        return self.rect().contains(pos)


class SteadyCheckBox(_SteadyWidth, QCheckBox):
    """A check box that keeps room for the largest of its texts (a click anywhere in it
    counts, the room kept too)."""

    def hitButton(self, pos: QPoint) -> bool:
        return self.rect().contains(pos)


class SteadyComboBox(_SteadyWidth, ItemsComboBox):
    """A combo box that keeps room for the largest text any item may show; its minimum width
    is its items' measured again as they change, as :class:`ItemsComboBox` measures it (a
    language switch relabels them: as wide as after a restart in that language)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        # Measured from the items shown now, every time (ItemsComboBox adjusts to its
        # contents): the room kept is added to that.
        super().__init__(0, parent)

    def _shown_texts(self) -> Sequence[str]:
        return [self.itemText(i) for i in range(self.count())]

    def _measure(self, fm: QFontMetrics, text: str) -> QSize:
        # A combo box is as tall as its font, whatever the script of its items.
        return QSize(fm.horizontalAdvance(text), fm.height())

    def sizeHint(self) -> QSize:
        # With texts to keep room for, the width is measured from those texts alone, the way
        # the style sizes a combo box around its text: the same whichever language's items are
        # shown (Qt's own measure of the items shown rounds differently from ours, and a
        # difference of the two moved the box by a pixel at a language switch).
        hint = QComboBox.sizeHint(self)
        if not self._texts:
            return hint
        fm = self.fontMetrics()
        room = self._room((*self._texts, *self._shown_texts()))
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        text = QSize(room.width(), max(fm.height(), hint.height() - 8))
        size = self.style().sizeFromContents(QStyle.ContentsType.CT_ComboBox, opt, text, self)
        return QSize(size.width(), hint.height())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint() if self._texts else super().minimumSizeHint()


class OneOf(QWidget):
    """Widgets that take turns in one place (:meth:`show_only`), which keeps the room of
    the largest of them, and at least ``least()``, whichever is shown."""

    def __init__(
        self,
        *widgets: QWidget,
        least: Callable[[], QSize] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._stack = QStackedLayout(self)
        self._stack.setContentsMargins(0, 0, 0, 0)
        for w in widgets:
            self._stack.addWidget(w)
        self._least = least

    def show_only(self, widget: QWidget) -> None:
        """Show ``widget`` and hide the others."""
        self._stack.setCurrentWidget(widget)

    def sizeHint(self) -> QSize:
        hint = self._stack.sizeHint()
        return hint.expandedTo(self._least()) if self._least is not None else hint

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()
