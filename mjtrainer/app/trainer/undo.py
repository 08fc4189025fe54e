"""The trainer's undo step: a QUndoCommand over two whole :class:`~.state.TrainerState` values."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QUndoCommand

from .state import TrainerState

_TEXT_EDIT_ID = 1


class EditCommand(QUndoCommand):
    """One edit of the position; undo and redo hand ``restore`` the state before or after
    it (with whether the text box made it, the first time it is done)."""

    def __init__(
        self,
        restore: Callable[[TrainerState, bool], None],
        before: TrainerState,
        after: TrainerState,
        text: str,
        from_text: bool,
    ) -> None:
        super().__init__(text)
        self._restore = restore
        self._before = before
        self._after = after
        self._from_text = from_text
        self._first = True

    def id(self) -> int:
        return _TEXT_EDIT_ID if self._from_text else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        # Typing a hand letter by letter is one undo step, not one per key.
        if not isinstance(other, EditCommand) or not (self._from_text and other._from_text):
            return False
        self._after = other._after
        return True

    def redo(self) -> None:
        from_text = self._from_text and self._first
        self._first = False
        self._restore(self._after, from_text)

    def undo(self) -> None:
        self._restore(self._before, False)
