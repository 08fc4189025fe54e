"""Names the dead-code check (``tests/test_style.py``, vulture) cannot see used: mostly what
Qt calls by name, from C++. vulture counts any mention of a name as a use, so naming it here is
enough; ``test_style`` also runs this file, so an entry that no longer exists fails.

A new entry goes in the group of its Qt base class, or in a new group that says who calls it.
"""

# ruff: noqa: B018  (the bare attribute reads are the point: each one marks a name as used)

from mjtrainer.app.quiz.scoring_views import WholeNumberValidator
from mjtrainer.app.shared.discards import DiscardDelegate, DiscardModel, DiscardSort
from mjtrainer.app.shared.tiles import TileFlow, TileStrip
from mjtrainer.app.shared.widgets import FlowLayout
from mjtrainer.app.trainer.call_views import PaddedTiles
from mjtrainer.app.trainer.steady_widgets import SteadyCheckBox, SteadyRadioButton
from mjtrainer.app.trainer.undo import EditCommand
from mjtrainer.app.trainer.views import NotationEdit
from mjtrainer.cli.words import Words
from mjtrainer.core import kinds
from mjtrainer.defence import rates
from mjtrainer.game import record
from mjtrainer.game.errors import XmlFault
from mjtrainer.words.phrases import JsonFault

# QAbstractTableModel: the views read the table through these.
DiscardModel.rowCount
DiscardModel.columnCount
DiscardModel.data
DiscardModel.headerData

# QSortFilterProxyModel: a header click sorts through it.
DiscardSort.lessThan

# QStyledItemDelegate: a cell's tooltip; where a cell's widget goes.
DiscardDelegate.helpEvent
PaddedTiles.updateEditorGeometry

# QLayout: how a layout hands out its items and takes its size.
FlowLayout.itemAt
FlowLayout.expandingDirections
FlowLayout.hasHeightForWidth

# QWidget height-for-width: the parent layout asks before it calls heightForWidth().
TileFlow.hasHeightForWidth
TileStrip.hasHeightForWidth

# QValidator: the line edit asks it about every keystroke.
WholeNumberValidator.validate

# QWidget event handlers.
NotationEdit.contextMenuEvent

# QUndoStack: merges a command into the previous one of the same id().
EditCommand.mergeWith

# Not Qt: the named constants of the red five codes (every tile code has its name).
kinds.RED_5M, kinds.RED_5P, kinds.RED_5S

# Not Qt: faces of the game room that nothing uses yet (merged before the review and the
# practice deal that will); an entry goes when its first user comes, or the name does.
record.tiles_text
record.CALLS

# Not Qt: the defence table's columns by copies in view, reached as the first column plus the
# copies (categories.py: Column.VALUE_HONOUR_0 + visible), never by name.
rates.Column.VALUE_HONOUR_1, rates.Column.VALUE_HONOUR_2
rates.Column.OTHER_WIND_1, rates.Column.OTHER_WIND_2

# QAbstractButton: where a click counts (the steady buttons count their kept room too).
SteadyRadioButton.hitButton
SteadyCheckBox.hitButton

# Python calls it: the terminal quiz words a message as w("key", ...).
Words.__call__

# The faults Python's JSON and XML readers name: found by their English (``JsonFault(e.msg)``),
# each marked for the catalogues where it is born.
XmlFault.SYNTAX
XmlFault.TOKEN
XmlFault.NO_ELEMENT
XmlFault.UNCLOSED
XmlFault.MISMATCHED
XmlFault.JUNK
XmlFault.ENTITY
XmlFault.DUPLICATE
JsonFault.COMMA
JsonFault.COLON
JsonFault.NAME
JsonFault.STRING
JsonFault.CONTROL
JsonFault.ESCAPE
JsonFault.COMMA_OBJECT
JsonFault.COMMA_ARRAY
