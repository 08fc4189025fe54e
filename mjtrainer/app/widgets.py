"""Small reusable widgets that draw no tiles: a flow layout, a mark's badge for a legend,
a delayed busy bar, and two helpers for showing and clearing. The tile widgets are in
:mod:`.tiles`."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QRectF, QSize, Qt, QTimer, Slot
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QLayout, QLayoutItem, QProgressBar, QWidget

from .tileart import draw_mark_badge


class FlowLayout(QLayout):
    """Lays items out left to right and wraps them (Qt's flow layout example)."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 4) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        # Qt asks heightForWidth many times per layout pass; the answer only changes when an
        # item does, and then Qt calls invalidate().
        self._hfw: dict[int, int] = {}
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)
        self._hfw.clear()

    def invalidate(self) -> None:
        self._hfw.clear()
        super().invalidate()

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        self._hfw.clear()
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        height = self._hfw.get(width)
        if height is None:
            height = self._hfw[width] = self._do_layout(QRect(0, 0, width, 0), test=True)
        return height

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._do_layout(rect, test=False)

    def sizeHint(self) -> QSize:
        return self.minimumSize()

    def minimumSize(self) -> QSize:
        size = QSize()
        for item in self._items:
            if not item.isEmpty():
                size = size.expandedTo(item.minimumSize())
        m = self.contentsMargins()
        return size + QSize(m.left() + m.right(), m.top() + m.bottom())

    def _do_layout(self, rect: QRect, test: bool) -> int:
        m = self.contentsMargins()
        area = rect.marginsRemoved(m)
        x, y, line_height = area.x(), area.y(), 0
        for item in self._items:
            if item.isEmpty():
                continue
            hint = item.sizeHint()
            next_x = x + hint.width() + self._spacing
            if next_x - self._spacing > area.right() + 1 and line_height > 0:
                x = area.x()
                y += line_height + self._spacing
                next_x = x + hint.width() + self._spacing
                line_height = 0
            if not test:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x = next_x
            line_height = max(line_height, hint.height())
        return y + line_height - rect.y() + m.bottom()


class MarkBadge(QWidget):
    """A mark's badge on its own, for a legend."""

    def __init__(self, mark: str, size: int = 16, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.mark = mark
        self.setFixedSize(size, size)

    def paintEvent(self, e: QPaintEvent) -> None:
        painter = QPainter(self)
        draw_mark_badge(painter, QRectF(self.rect()), self.mark)
        painter.end()


def set_visible(widget: QWidget, visible: bool) -> None:
    """Show or hide ``widget`` only when that changes something (each call re-lays out)."""
    if widget.isHidden() == visible:
        widget.setVisible(visible)


def clear_layout(layout: QLayout) -> None:
    """Remove and delete every widget of ``layout``."""
    while layout.count():
        item = layout.takeAt(0)
        if item is None:
            break
        w = item.widget()
        if w is not None:
            w.hide()
            w.deleteLater()
        else:
            inner = item.layout()
            if inner is not None:
                clear_layout(inner)


class BusyBar(QProgressBar):
    """An indeterminate bar for a request that is out, shown only when it takes longer than
    ``delay_ms``, so fast answers do not flicker."""

    def __init__(
        self, width: int, height: int, delay_ms: int = 150, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setRange(0, 0)
        self.setMaximumWidth(width)
        self.setMaximumHeight(height)
        self.setTextVisible(False)
        # Hidden outright: a widget made without a parent counts as hidden already, so
        # set_visible() would leave it to show with its parent, a full bar next to "No quiz
        # running".
        self.hide()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(delay_ms)
        self._timer.timeout.connect(self._on_timeout)

    @Slot(bool)
    def set_busy(self, busy: bool) -> None:
        if busy:
            if not self.isVisible() and not self._timer.isActive():
                self._timer.start()
        else:
            self._timer.stop()
            set_visible(self, False)

    @Slot()
    def _on_timeout(self) -> None:
        set_visible(self, True)
