"""Small reusable widgets that draw no tiles: a flow layout, a mark's badge for a legend,
a delayed busy bar, the split of a page into two panes, who a wheel gesture scrolls, text
widgets that keep the room of their widest text, and helpers for showing, clearing and
measuring. The tile widgets are in :mod:`.tiles`."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPoint,
    QRect,
    QSize,
    Qt,
    QTimer,
    Slot,
)
from PySide6.QtGui import QHelpEvent, QPaintEvent, QWheelEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QComboBox,
    QFrame,
    QLabel,
    QLayout,
    QLayoutItem,
    QProgressBar,
    QScrollArea,
    QSplitter,
    QStyle,
    QStyleOptionComboBox,
    QStylePainter,
    QToolTip,
    QVBoxLayout,
    QWidget,
)


class Retranslating(QWidget):
    """A widget that re-labels itself when the application language changes."""

    def changeEvent(self, e: QEvent) -> None:
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(e)

    def retranslate(self) -> None:  # pragma: no cover - overridden
        pass


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


class PaneSplit(QObject):
    """Two panes of a page in a splitter: side by side when the page is at least
    ``side_by_side`` wide and leaves the second pane ``second_min`` beside what the first
    needs, one above the other otherwise. Until the user drags the handle, the first pane
    gets ``share`` of the width (a fraction, clamped to ``bounds``, never less than it needs)
    or ``tall(height)`` of the height.

    What the first pane needs is the minimum width of its scrolled content (its widest line:
    a row of buttons, a 14-tile hand) and its scroll bar. It is measured again when the tile
    sizes change, when the page is shown and whenever the content's layout changes (a hand
    that appears), so the first pane is never narrower than its content while there is room.
    The page calls :meth:`orient` before its resize and :meth:`split` after it.

    With ``second`` (the second pane's scroll area, whose content scrolls only up and down),
    the second pane needs at least its content's minimum width too, measured the same way:
    side by side only while both needs fit, so neither pane is ever clipped (a larger desktop
    font widens the analysis past ``second_min``).
    """

    def __init__(
        self,
        page: QWidget,
        splitter: QSplitter,
        scroll: QScrollArea,
        side_by_side: int,
        second_min: int,
        bounds: tuple[int, int],
        tall: Callable[[int], int],
        second: QScrollArea | None = None,
    ) -> None:
        super().__init__(page)
        self._page = page
        self._splitter = splitter
        self._scroll = scroll
        self._side_by_side = side_by_side
        self._second_min = second_min
        self._bounds = bounds
        self._tall = tall
        self._user_split = False
        self._need = 0
        self._second_need = 0
        content = scroll.widget()
        assert content is not None
        self._content = content
        content.installEventFilter(self)
        self._second = second
        self._second_content = second.widget() if second is not None else None
        if self._second_content is not None:
            self._second_content.installEventFilter(self)
        page.installEventFilter(self)
        splitter.splitterMoved.connect(self._on_splitter_moved)

    def need(self) -> int:
        """The width the first pane needs, as last measured."""
        return self._need

    def second_need(self) -> int:
        """The width the second pane needs side by side: ``second_min``, or more for the
        minimum width of its content and its scroll bar, as last measured."""
        return max(self._second_min, self._second_need)

    def measure(self, fresh: bool = True) -> None:
        """Measure the first pane's need again (``fresh``: through every layout now, for tile
        sizes that just changed); orient and split again if it changed."""
        width = (
            fresh_minimum_width(self._content) if fresh else self._content.minimumSizeHint().width()
        )
        need = width + self._scroll.verticalScrollBar().sizeHint().width()
        second_need = 0
        if self._second is not None and self._second_content is not None:
            c = self._second_content
            inner = fresh_minimum_width(c) if fresh else c.minimumSizeHint().width()
            second_need = inner + self._second.verticalScrollBar().sizeHint().width()
        if need != self._need or second_need != self._second_need:
            self._need = need
            self._second_need = second_need
            self.orient(self._page.width())
            self.split()

    def orient(self, width: int) -> None:
        """Side by side or one above the other, for a page ``width`` wide."""
        both = self._need + self.second_need() + self._splitter.handleWidth()
        wide = width >= max(self._side_by_side, both)
        want = Qt.Orientation.Horizontal if wide else Qt.Orientation.Vertical
        if self._splitter.orientation() != want:
            self._splitter.setOrientation(want)

    def split(self) -> None:
        """Share the width (or height) out, until the user drags the handle."""
        if self._user_split:
            return
        if self._splitter.orientation() == Qt.Orientation.Horizontal:
            total = self._page.width()
            lo, hi = self._bounds
            first = int(max(min(max(total * 0.5, lo), hi), self._need))
            # The second pane keeps its need too, where the first can give way.
            room = total - self.second_need() - self._splitter.handleWidth()
            first = max(self._need, min(first, room))
        else:
            total = self._page.height()
            first = self._tall(total)
        # The handle takes its width out of the total: without it Qt shares the shortfall
        # out and the first pane ends up a few pixels short of its need.
        second = total - first - self._splitter.handleWidth()
        self._splitter.setSizes([first, max(1, second)])

    @Slot(int, int)
    def _on_splitter_moved(self, pos: int, index: int) -> None:
        self._user_split = True

    def eventFilter(self, watched: QObject, e: QEvent) -> bool:
        watched_content = watched is self._content or (
            self._second_content is not None and watched is self._second_content
        )
        if watched_content and e.type() == QEvent.Type.LayoutRequest:
            # Qt has carried the change up to here already: the plain hint is current.
            self.measure(fresh=False)
        elif watched is self._page and e.type() == QEvent.Type.Show:
            self.measure()
        return False


def fresh_minimum_width(widget: QWidget) -> int:
    """The minimum width of ``widget`` measured now. Every widget under it drops the sizes
    its layouts keep of it first: they learn of new tile sizes one level per turn of the
    event loop, too late for a decision taken at once."""
    for child in widget.findChildren(QWidget):
        child.updateGeometry()
        _invalidate(child.layout())
    _invalidate(widget.layout())
    return widget.minimumSizeHint().width()


def _invalidate(layout: QLayout | None) -> None:
    """Drop what ``layout`` and every layout nested in it keep of their sizes: a widget's
    ``updateGeometry`` reaches only the layout it sits in, not the row around it."""
    if layout is None:
        return
    for i in range(layout.count()):
        item = layout.itemAt(i)
        if item is not None:
            _invalidate(item.layout())
    layout.invalidate()


class WheelGesture:
    """Who scrolls for the wheel over an inner scroll area in a page that scrolls (the discard
    table in the analysis): the gesture's first event decides, the inner area while it can
    move that way, the page otherwise; the rest of the gesture goes to the same one. So the
    page never jumps on when the inner area reaches its end, and an inner area that a page's
    scroll brings under the mouse does not catch the rest of that scroll (as browsers latch a
    wheel transaction). A gesture ends with a pause of :attr:`PAUSE_MS` between a mouse
    wheel's steps, or with a touchpad's ``ScrollBegin``."""

    INNER = "inner"
    PAGE = "page"
    #: A longer pause between two steps of the wheel starts a new gesture.
    PAUSE_MS = 500

    def __init__(self) -> None:
        self._owner: str | None = None
        self._at = 0  # the timestamp of the gesture's latest event

    def page_wheeled(self, e: QWheelEvent) -> None:
        """The page took a wheel event elsewhere than over the inner area: its gesture."""
        self._owner = self.PAGE
        self._at = e.timestamp()

    def owner(self, e: QWheelEvent, room: bool) -> str:
        """Who scrolls for ``e`` over the inner area (:attr:`INNER` or :attr:`PAGE`); ``room``:
        whether the inner area can move the way ``e`` turns."""
        phase = e.phase()
        if phase == Qt.ScrollPhase.ScrollBegin:
            new = True
        elif phase != Qt.ScrollPhase.NoScrollPhase:  # a touchpad's gesture going on
            new = self._owner is None
        else:
            new = self._owner is None or not 0 <= e.timestamp() - self._at <= self.PAUSE_MS
        if new or self._owner is None:
            self._owner = self.INNER if room else self.PAGE
        self._at = e.timestamp()
        return self._owner


class PageWheel(QObject):
    """The wheel over an inner scroll area (``inner``: the discard table, the practice's
    grades) in a page that scrolls, by :class:`WheelGesture`: the inner area scrolls its rows
    until their end, and then nothing moves for the rest of that gesture; a gesture begun
    where the inner area can go no further that way, or begun on the page, scrolls the page.
    It follows the view of the nearest scroll area around ``inner`` (``resized`` is called
    when that view's size changes)."""

    def __init__(
        self, inner: QAbstractScrollArea, resized: Callable[[], None] | None = None
    ) -> None:
        super().__init__(inner)
        self._inner = inner
        self._resized = resized
        self._page: QWidget | None = None  # the view of the scroll area around ``inner``
        self._gesture = WheelGesture()
        self._forwarding = False  # a wheel event handed to the page is on its way

    def page(self) -> QWidget | None:
        """The view of the nearest scroll area around the inner one (None when in none),
        followed from now on."""
        page: QWidget | None = None
        w = self._inner.parentWidget()
        while w is not None:
            if isinstance(w, QAbstractScrollArea):
                page = w.viewport()
                break
            w = w.parentWidget()
        if page is not self._page:
            if self._page is not None:
                self._page.removeEventFilter(self)
            self._page = page
            if page is not None:
                page.installEventFilter(self)
        return page

    def wheel(self, e: QWheelEvent, scroll: Callable[[QWheelEvent], None]) -> None:
        """Handle ``e`` over the inner area; ``scroll`` is the inner area's own wheel (its
        base class's ``wheelEvent``)."""
        page = self.page()
        area = None if page is None else page.parentWidget()
        dy = e.angleDelta().y()
        if not isinstance(area, QAbstractScrollArea) or not dy:
            scroll(e)
            return
        bar = self._inner.verticalScrollBar()
        room = bar.value() > bar.minimum() if dy > 0 else bar.value() < bar.maximum()
        owner = self._gesture.owner(e, room)
        if owner == WheelGesture.PAGE:
            # Handed to the page's view (an ignored wheel event is not passed on when Qt
            # made it, only when the system did).
            self._forwarding = True
            try:
                QCoreApplication.sendEvent(area.viewport(), e.clone())
            finally:
                self._forwarding = False
        elif room:
            scroll(e)
        e.accept()  # at the rows' end in the inner area's gesture: nothing moves

    def eventFilter(self, watched: QObject, e: QEvent) -> bool:
        if watched is self._page:
            if e.type() == QEvent.Type.Resize and self._resized is not None:
                self._resized()
            elif (
                e.type() == QEvent.Type.Wheel
                and isinstance(e, QWheelEvent)
                and not self._forwarding
            ):
                self._gesture.page_wheeled(e)  # over the page, not the inner area
        return super().eventFilter(watched, e)


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


def section_label(text: str = "") -> QLabel:
    label = QLabel(text)
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    # A heading wraps in a narrow pane rather than widen it (and clip the pane beside it).
    label.setWordWrap(True)
    return label


class Card(QFrame):
    """A framed panel with a title, for the page's sections."""

    def __init__(self, body: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.title = section_label()
        self.title.setObjectName("cardTitle")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 10)
        layout.setSpacing(6)
        layout.addWidget(self.title)
        layout.addWidget(body)
        self.body = body


class ItemsComboBox(QComboBox):
    """A combo box as wide as its widest item, measured again whenever an item changes (a
    language switch relabels them all, so it is as wide as after a restart in that language):
    Qt's own keeps its first measure of the minimum for good.

    With ``least`` (a number of characters) it makes do with that much when squeezed, its
    text elided: a box refilled from different lists (a quiz kind's levels) then asks no
    more of the page's width for one list than for another."""

    def __init__(self, least: int = 0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._least = least
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)

    def minimumSizeHint(self) -> QSize:
        # The items' own measure (Qt's sizeHint follows every change of an item), not a room
        # a subclass may add to its sizeHint.
        hint = QComboBox.sizeHint(self)
        if not self._least:
            return hint
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        text = QSize(self._least * self.fontMetrics().horizontalAdvance("x"), hint.height())
        least = self.style().sizeFromContents(QStyle.ContentsType.CT_ComboBox, opt, text, self)
        return QSize(min(hint.width(), least.width()), hint.height())

    def shown_text(self) -> str:
        """The current text as drawn: elided where the box is narrower than the text (Qt's
        own clips it mid-character)."""
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        return opt.currentText if self.isEditable() else self._elided(opt)

    def _elided(self, opt: QStyleOptionComboBox) -> str:
        field = self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, opt, QStyle.SubControl.SC_ComboBoxEditField, self
        )
        room = field.width() - 2  # the label's inset in the field
        if not opt.currentIcon.isNull():
            room -= opt.iconSize.width() + 4
        fm = self.fontMetrics()
        text = opt.currentText
        if fm.horizontalAdvance(text) <= room:  # the size hint's measure: whole at the hint
            return text
        return fm.elidedText(text, Qt.TextElideMode.ElideRight, room)

    def paintEvent(self, e: QPaintEvent) -> None:
        # QComboBox's own paint, with the label elided.
        painter = QStylePainter(self)
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, opt)
        if not self.isEditable():
            opt.currentText = self._elided(opt)
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, opt)

    def event(self, e: QEvent) -> bool:
        # An elided text shows whole in a tooltip (when the box has no tooltip of its own).
        if e.type() == QEvent.Type.ToolTip and isinstance(e, QHelpEvent) and not self.toolTip():
            text = self.currentText()
            if self.shown_text() != text:
                QToolTip.showText(e.globalPos(), text, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(e)
